package uitest

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// DriverShortcut is the shortcut the desktop driver sends for key with the
// platform's modifier (Ctrl), and Shift when shift: Ctrl+Z is Fyne's Undo
// and Ctrl+Y its Redo, Ctrl+C, X, V and A the clipboard's and select
// all, any other a desktop.CustomShortcut.
func DriverShortcut(key fyne.KeyName, shift bool) fyne.Shortcut {
	if !shift {
		switch key {
		case fyne.KeyZ:
			return &fyne.ShortcutUndo{}
		case fyne.KeyY:
			return &fyne.ShortcutRedo{}
		case fyne.KeyC:
			return &fyne.ShortcutCopy{}
		case fyne.KeyX:
			return &fyne.ShortcutCut{}
		case fyne.KeyV:
			return &fyne.ShortcutPaste{}
		case fyne.KeyA:
			return &fyne.ShortcutSelectAll{}
		}
	}
	mod := fyne.KeyModifierShortcutDefault
	if shift {
		mod |= fyne.KeyModifierShift
	}
	return &desktop.CustomShortcut{KeyName: key, Modifier: mod}
}

// PressShortcut sends a shortcut to w the way Fyne's desktop driver does
// (Fyne's test window does not): the main menu's item with that shortcut
// first, else the focused widget if it takes shortcuts (an entry keeps
// it), else the window's canvas. It reports whether anything took it:
// false when it reaches Fyne's test canvas, which takes no shortcuts.
func PressShortcut(w fyne.Window, s fyne.Shortcut) bool {
	if m := w.MainMenu(); m != nil {
		for _, menu := range m.Items {
			if runMenuShortcut(menu, s) {
				return true
			}
		}
	}
	c := w.Canvas()
	if f, ok := c.Focused().(fyne.Shortcutable); ok {
		f.TypedShortcut(s)
		return true
	}
	if sc, ok := c.(fyne.Shortcutable); ok {
		sc.TypedShortcut(s)
		return true
	}
	return false
}

func runMenuShortcut(m *fyne.Menu, s fyne.Shortcut) bool {
	for _, item := range m.Items {
		if item.Shortcut != nil && item.Shortcut.ShortcutName() == s.ShortcutName() && item.Action != nil {
			item.Action()
			return true
		}
		if item.ChildMenu != nil && runMenuShortcut(item.ChildMenu, s) {
			return true
		}
	}
	return false
}

// PressKey sends a key to w the way Fyne's desktop driver does: to the
// focused widget, else to the canvas's key handler.
func PressKey(w fyne.Window, key fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: key}
	c := w.Canvas()
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
		return
	}
	if h := c.OnTypedKey(); h != nil {
		h(ev)
	}
}
