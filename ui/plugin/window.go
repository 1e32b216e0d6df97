package plugin

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"sessionzero/model"
	"sessionzero/rules/systems"
)

// RememberedSize is a window's size saved under the settings key when it
// last closed ("WIDTHxHEIGHT"), or fallback.
func RememberedSize(store *model.Store, key string, fallback fyne.Size) fyne.Size {
	v, ok, err := store.Setting(context.Background(), key)
	if err != nil || !ok {
		return fallback
	}
	wStr, hStr, found := strings.Cut(v, "x")
	width, err1 := strconv.ParseFloat(wStr, 32)
	height, err2 := strconv.ParseFloat(hStr, 32)
	if !found || err1 != nil || err2 != nil || width < 400 || height < 300 || width > 10000 || height > 10000 {
		return fallback
	}
	return fyne.NewSize(float32(width), float32(height))
}

// RememberSize saves w's size under the settings key, for RememberedSize
// to read the next time the window opens. Losing it is harmless.
func RememberSize(ctx context.Context, store *model.Store, key string, w fyne.Window) {
	size := w.Canvas().Size()
	_ = store.SetSetting(ctx, key, fmt.Sprintf("%.0fx%.0f", size.Width, size.Height))
}

// Shortcut is a key with the platform's shortcut modifier (Ctrl, or Cmd on
// macOS), and Shift when shift is set.
func Shortcut(key fyne.KeyName, shift bool) *desktop.CustomShortcut {
	mod := fyne.KeyModifierShortcutDefault
	if shift {
		mod |= fyne.KeyModifierShift
	}
	return &desktop.CustomShortcut{KeyName: key, Modifier: mod}
}

// SystemName is the name shown for a system id (the id itself when no
// registered system has it).
func SystemName(id string) string {
	if s, ok := systems.ByID(id); ok {
		return s.Name()
	}
	return id
}
