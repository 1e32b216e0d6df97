package ui

import (
	"encoding/json"

	"fyne.io/fyne/v2"

	"sessionzero/model"
)

// builderContext is what a system's builder gets from the editor.
type builderContext struct {
	win   fyne.Window
	store *model.Store // for the campaign's homebrew catalog and settings
	// data is the character's system data when the builder opens.
	data json.RawMessage
	name string
	// setData records the builder's new data: it autosaves after a pause
	// and is one undo step per save, like every edit in the library.
	setData func(json.RawMessage)
}

// builderFunc makes a system's builder: the form below the generic fields.
// It is rebuilt whenever the editor loads a character (open, undo, redo).
type builderFunc func(ctx builderContext) fyne.CanvasObject

// builders maps a system's id to its builder. Each builder file adds itself
// in an init function; systems without one show their derived values.
var builders = map[string]builderFunc{}
