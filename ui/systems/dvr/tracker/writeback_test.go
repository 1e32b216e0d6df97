package tracker_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules"
	rdvr "sessionzero/rules/dvr"
	"sessionzero/ui/encounters/trackertest"
	"sessionzero/ui/libtest"
	"sessionzero/ui/uitest"
	"sessionzero/ui/widgets"
)

// dialogButton is the write-back dialog's button with the text.
func dialogButton(t *testing.T, w fyne.Window, text string) *widget.Button {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog is open")
	}
	for _, o := range test.LaidOutObjects(top) {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			return b
		}
	}
	t.Fatalf("no %q in the dialog", text)
	return nil
}

// TestTrackerWriteBack: Jessie (Health 17: "adding the toughness stat and
// the power stat together plus 3", 001_b486315a8cda90c7.txt Health points)
// takes 5 damage, spends Focus, gains a burden ("Whenever players interact
// with something supernatural … they gain a burden", Burdens) and rust on
// her gun ("For every point of rust an item gains the die value is stepped
// down", Rusting). Write back… puts it all on her library character as one
// change the library undoes; a second write-back has nothing to give.
func TestTrackerWriteBack(t *testing.T) {
	l, w, store := startFight(t)
	startWith(t, w, "Jessie")
	before := trackertest.Character(t, store, "Jessie")
	trackertest.Tick(t, w, "Jessie")
	trackertest.Tap(t, w, "Damage")
	trackertest.Entry(t, w, "Health").SetText("5")
	trackertest.Submit(t, w, "Apply damage")
	trackertest.Tap(t, w, "Points")
	trackertest.Choose(t, w, "What", "Spend Focus / Health")
	trackertest.Entry(t, w, "Focus").SetText("2")
	trackertest.Submit(t, w, "Apply")
	trackertest.Tap(t, w, "Burden, rust")
	trackertest.Submit(t, w, "Record")
	trackertest.WantShown(t, w, "burden", "Jessie gains 1 burden")
	trackertest.Tap(t, w, "Burden, rust")
	trackertest.Choose(t, w, "What", "An item gains rust")
	trackertest.Entry(t, w, "Item").SetText("Gun")
	trackertest.Submit(t, w, "Record")
	trackertest.WantShown(t, w, "rust", "Jessie's Gun gains 1 rust")

	trackertest.Tap(t, w, "Write back…")
	dialogText := uitest.TextOf(w.Canvas().Overlays().Top())
	for _, want := range []string{"Jessie: Health 17/17 -> 12/17", "Jessie: Focus 9/9 -> 7/9", "Jessie: burdens 0 -> 1", "Jessie: Gun rust 0 -> 1"} {
		if !strings.Contains(dialogText, want) {
			t.Fatalf("the dialog should say %q:\n%s", want, dialogText)
		}
	}
	// The screenshot: the dialog as it opens (a theme change redraws every
	// widget; the docs' screenshots are light).
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	w.Resize(fyne.NewSize(1280, 720))
	uitest.Capture(t, w, "encounter-write-back-dvr")
	for _, o := range test.LaidOutObjects(w.Canvas().Overlays().Top()) {
		if e, ok := uitest.Unwrapped(o).(*widget.Entry); ok && e.PlaceHolder == "0" {
			e.SetText("5")
		}
	}
	if text := uitest.TextOf(w.Canvas().Overlays().Top()); !strings.Contains(text, "Jessie: XP earned 0 -> 5 (+5 awarded)") {
		t.Fatalf("the dialog should show the XP awarded:\n%s", text)
	}
	test.Tap(dialogButton(t, w, "Write back"))

	after := trackertest.Character(t, store, "Jessie")
	c, err := rdvr.Decode(after.Data)
	if err != nil {
		t.Fatal(err)
	}
	xp := -1
	if len(c.XPEarned) == 1 {
		xp = c.XPEarned[0].Amount
	}
	for _, got := range []struct {
		what      string
		got, want int
	}{
		{"current Health", orMinus1(c.CurrentHealth), 12},
		{"current Focus", orMinus1(c.CurrentFocus), 7},
		{"burdens", c.Burdens, 1},
		{"the gun's rust", c.Items[0].Rust, 1},
		{"the one XP award", xp, 5},
	} {
		t.Run(got.what, func(t *testing.T) {
			if got.got != got.want {
				t.Errorf("%s written %d, want %d (written: %s)", got.what, got.got, got.want, after.Data)
			}
		})
	}
	// The derived sheet reads 12 of 17.
	d, err := rdvr.Derive(after.Data)
	if err != nil {
		t.Fatal(err)
	}
	if h, _ := rules.As[int](d, "current_health"); h != 12 {
		t.Fatalf("derived Health %d, want 12", h)
	}
	trackertest.WantShown(t, w, "written", "wrote the results back to Jessie")

	// A second write-back gives nothing twice.
	trackertest.Tap(t, w, "Write back…")
	if text := uitest.TextOf(w.Canvas().Overlays().Top()); !strings.Contains(text, "No change to write.") {
		t.Fatalf("second write-back offers:\n%s", text)
	}
	test.Tap(dialogButton(t, w, "Not now"))

	// One undo in the library puts Jessie back.
	libtest.PressShortcut(t, l, fyne.KeyZ, false)
	if got := trackertest.Character(t, store, "Jessie"); string(got.Data) != string(before.Data) {
		t.Fatalf("undo left %s", got.Data)
	}
}

// orMinus1 is *p, -1 for nil (not written).
func orMinus1(p *int) int {
	if p == nil {
		return -1
	}
	return *p
}
