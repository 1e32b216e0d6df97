// Package plugin is the registration API of the ui: each game system's ui
// package registers ONE value with Register (systems.go; its optional parts
// — builder, combatant join, tools, Dice & Odds setups, tracker parts — are
// interfaces that value implements), each feature window adds its menu
// items with AddTool, and the app shell asks this package for them, so the
// shell never names a system or a feature. It imports no other ui package.
package plugin

import (
	"context"
	"encoding/json"
	"strconv"

	"fyne.io/fyne/v2"

	"sessionzero/model"
)

// Host is what the main window offers the tools and builders it shows.
type Host interface {
	App() fyne.App
	Window() fyne.Window
	Store() *model.Store
	Context() context.Context
	// OpenCharacter is the character open in the editor, as edited; ok is
	// false when none is open.
	OpenCharacter() (c model.Character, ok bool)
	// SetOpenData replaces the open character's system data as one
	// undoable edit and shows its builder again.
	SetOpenData(data json.RawMessage)
	// RefreshBuilder shows the open character's builder again, after
	// something it reads (a catalog, a table) changed.
	RefreshBuilder()
	// ShownCampaign is the campaign the library lists: 0 for all,
	// model.NoCampaign, or a campaign's id.
	ShownCampaign() int64
	// Campaigns are the library's campaigns as the sidebar lists them.
	Campaigns() []model.Campaign
	// SelectedID is the character selected in the list (0 for none).
	SelectedID() int64
	// FlushEditor saves the open character's pending edits now.
	FlushEditor()
	// SetStatus writes a line in the main window's status bar.
	SetStatus(format string, a ...any)
	// ShowError tells the user what failed.
	ShowError(what string, err error)
	// WriteCharacters replaces the system data of library characters (by
	// id) as ONE undoable change of the library, labelled label (an
	// encounter's results written back); the editor shows the new data of
	// the open one. Nothing is written when one of them cannot be saved.
	WriteCharacters(label string, data map[int64]json.RawMessage) error
}

// BuilderContext is what a system's builder gets from the editor.
type BuilderContext struct {
	Win   fyne.Window
	Store *model.Store // for the campaign's homebrew catalog and settings
	// Data is the character's system data when the builder opens.
	Data json.RawMessage
	Name string
	// ID is the character's library id (0: a builder shown outside the
	// library, as in some tests).
	ID int64
	// CampaignID is the character's campaign (0: none), for a builder that
	// creates a companion character in the same campaign.
	CampaignID int64
	// SetData records the builder's new data: it autosaves after a pause
	// and is one undo step per save, like every edit in the library.
	SetData func(json.RawMessage)
}

// StepKey is what a builder remembers the step it showed last under: the
// library file and the character's id in it, so that a rename (undone and
// redone by rebuilding the builder) keeps the user's step and character 1
// of another library (each test's own) is another key; with no id, its
// name.
func (c BuilderContext) StepKey() string {
	library := ""
	if c.Store != nil {
		library = c.Store.Path()
	}
	if c.ID > 0 {
		return library + "#" + strconv.FormatInt(c.ID, 10)
	}
	return library + "#name:" + c.Name
}
