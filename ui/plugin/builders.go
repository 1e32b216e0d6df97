// Package plugin is the registration API of the ui: a system's ui package
// and each feature window add themselves here from an init function (a
// character builder by system id, menu items with their shortcuts and
// toolbar buttons), and the app shell asks this package for them, so the
// shell never names a system or a feature. It imports no other ui package.
package plugin

import (
	"context"
	"encoding/json"

	"fyne.io/fyne/v2"

	"sessionzero/model"
)

// Host is what the main window offers the tools and builders it shows.
type Host interface {
	App() fyne.App
	Window() fyne.Window
	Store() *model.Store
	Context() context.Context
}

// BuilderContext is what a system's builder gets from the editor.
type BuilderContext struct {
	Win   fyne.Window
	Store *model.Store // for the campaign's homebrew catalog and settings
	// Data is the character's system data when the builder opens.
	Data json.RawMessage
	Name string
	// CampaignID is the character's campaign (0: none), for a builder that
	// creates a companion character in the same campaign.
	CampaignID int64
	// SetData records the builder's new data: it autosaves after a pause
	// and is one undo step per save, like every edit in the library.
	SetData func(json.RawMessage)
}

// BuilderFunc makes a system's builder: the form below the generic fields.
// It is rebuilt whenever the editor loads a character (open, undo, redo).
type BuilderFunc func(ctx BuilderContext) fyne.CanvasObject

// builders maps a system's id to its builder; systems without one show
// their derived values.
var builders = map[string]BuilderFunc{}

// AddBuilder registers the builder of a system; call it from init.
func AddBuilder(systemID string, f BuilderFunc) { builders[systemID] = f }

// Builder is the registered builder of a system, if it has one.
func Builder(systemID string) (BuilderFunc, bool) {
	f, ok := builders[systemID]
	return f, ok
}
