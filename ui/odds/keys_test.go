package odds

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"sessionzero/ui/libtest"
	"sessionzero/ui/uitest"
)

// TestDiceWindowKeys: Ctrl+D opens Dice & Odds with the cursor in the
// library's search box (issue 28), and Escape closes it, from its
// expression field too.
func TestDiceWindowKeys(t *testing.T) {
	l, w, _ := libtest.New(t)
	l.CreateCharacter("drgn", "Aster", 0)         // the search box shows with a character
	libtest.PressShortcut(t, l, fyne.KeyF, false) // the cursor in the search box
	if _, ok := w.Canvas().Focused().(fyne.Focusable); !ok {
		t.Fatal("Ctrl+F focuses nothing")
	}
	libtest.PressShortcut(t, l, fyne.KeyD, false)
	d, ok := diceWindows[l]
	if !ok {
		t.Fatal("Ctrl+D in the search box did not open Dice & Odds")
	}
	t.Cleanup(func() { closeDiceWindow(l) })
	settle(d.panes[0])
	uitest.PressKey(d.win, fyne.KeyEscape)
	if _, open := diceWindows[l]; open {
		t.Fatal("Escape did not close Dice & Odds")
	}

	libtest.PressShortcut(t, l, fyne.KeyD, false)
	d = diceWindows[l]
	settle(d.panes[0])
	var expr *exprSetup
	for i := range d.panes[0].kinds {
		choose(t, d.panes[0], i)
		if e, ok := d.panes[0].setup.(*exprSetup); ok {
			expr = e
			break
		}
	}
	if expr == nil {
		t.Fatal("no dice expression setup")
	}
	d.win.Canvas().Focus(expr.expr)
	test.Type(expr.expr, "+1")
	uitest.PressKey(d.win, fyne.KeyEscape)
	if _, open := diceWindows[l]; open {
		t.Fatal("Escape in the expression field did not close Dice & Odds")
	}
}
