package printing

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"sessionzero/ui/libtest"
	"sessionzero/ui/uitest"
)

// TestPrintDialogKeys: Ctrl+P works with the cursor in the search box
// (issue 28), and Escape closes the print dialog.
func TestPrintDialogKeys(t *testing.T) {
	l, w, store := libtest.New(t)
	id := addCentaur(t, store, "")
	l.Reload()
	l.OpenID(id)
	libtest.PressShortcut(t, l, fyne.KeyF, false)
	if _, ok := w.Canvas().Focused().(fyne.Focusable); !ok {
		t.Fatal("Ctrl+F focuses nothing")
	}
	libtest.PressShortcut(t, l, fyne.KeyP, false)
	top := w.Canvas().Overlays().Top()
	if top == nil || !strings.Contains(uitest.TextOf(top), "Brannoch Ashhoof") {
		t.Fatal("Ctrl+P in the search box shows no print dialog")
	}
	w.Canvas().Unfocus()
	uitest.PressKey(w, fyne.KeyEscape)
	if top := w.Canvas().Overlays().Top(); top != nil && top.Visible() {
		t.Fatalf("Escape left the print dialog open:\n%.200s", uitest.TextOf(top))
	}
}
