package widgets

import "fyne.io/fyne/v2"

// AddUndoRedoKeys makes Ctrl+Z and Ctrl+Y call undo and redo in a window
// whatever has focus. The desktop driver sends those two keys as Fyne's
// Undo and Redo shortcuts, not as Ctrl+key, so a Ctrl+Z registered as a
// custom shortcut never fires; a focused text field keeps its own undo of
// typing.
func AddUndoRedoKeys(c fyne.Canvas, undo, redo func()) {
	c.AddShortcut(&fyne.ShortcutUndo{}, func(fyne.Shortcut) { undo() })
	c.AddShortcut(&fyne.ShortcutRedo{}, func(fyne.Shortcut) { redo() })
}
