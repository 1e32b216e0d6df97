package ui

import (
	"context"
	"image"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"sessionzero/ui/uitest"
	"sessionzero/ui/widgets"

	"sessionzero/model"
)

// populate fills a library the way a game master's might look.
func populate(t *testing.T, l *Library, store *model.Store) {
	ctx := context.Background()
	crown, _ := store.EnsureCampaign(ctx, "The Sunken Crown")
	night, _ := store.EnsureCampaign(ctx, "Evening at the Ægir Inn")
	for _, c := range []struct {
		sys, name, player string
		campaign          int64
	}{
		{"drgn", "Brindle the Centaur", "Maya", crown},
		{"dragonhead", "Megan Steelion", "Łukasz", crown},
		{"dvr", "Wren Ashdown", "Sam", crown},
		{"evening", "Zoë of the Lamps", "Zoë", night},
		{"rollunder", "Pip Underbough", "Jo", night},
		{"drgn", "Kaiju Larry", "", 0},
	} {
		ch := &model.Character{System: c.sys, Name: c.name, Player: c.player, CampaignID: c.campaign, Notes: "Met the party at the crossroads."}
		if err := store.CreateCharacter(ctx, ch); err != nil {
			t.Fatal(err)
		}
	}
	l.reload()
	l.open(l.shown[1].ID)
	l.reselect()
}

func TestScreenshotLibrary(t *testing.T) {
	for _, variant := range []struct {
		name string
		v    fyne.ThemeVariant
	}{{"light", theme.VariantLight}, {"dark", theme.VariantDark}} {
		t.Run(variant.name, func(t *testing.T) {
			l, w, _ := newTestLibrary(t)
			fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(variant.v))
			w.Resize(uitest.Laptop)
			uitest.CaptureShowing(t, w, "library-empty-"+variant.name, "0 characters")
			// A window of its own for the filled library: the test canvas
			// keeps painting the lists as they were when the empty state hid
			// them (the real app repaints them, seen under Xvfb).
			l, w, store := newTestLibrary(t)
			fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(variant.v))
			w.Resize(uitest.Laptop)
			populate(t, l, store)
			uitest.CaptureShowing(t, w, "library-"+variant.name, "Brindle the Centaur", "Megan Steelion", "Wren Ashdown", "Zoë of the Lamps", "Pip Underbough", "The Sunken Crown")
		})
	}
}

// TestScreenshotsAreTheSameEveryRun makes the same library twice, each in
// a new temporary folder, edits a character in each and compares the two
// windows pixel by pixel: the status line names no temporary folder and
// says the save time of the test library's clock, so `make screenshots`
// rewrites only the pictures of windows that changed.
func TestScreenshotsAreTheSameEveryRun(t *testing.T) {
	var shots []image.Image
	var status []string
	for i := 0; i < 2; i++ {
		l, w, store := newTestLibrary(t)
		w.Resize(uitest.Laptop)
		populate(t, l, store)
		if i == 1 {
			// A second later on the wall clock: a clock-read status
			// would now differ.
			time.Sleep(time.Second)
		}
		l.editor.player.SetText("Maya and Jo")
		l.FlushEditor()
		status = append(status, l.status.Text)
		test.LaidOutObjects(w.Content())
		shots = append(shots, w.Canvas().Capture())
	}
	if status[0] != status[1] {
		t.Fatalf("the status line differs between runs: %q, %q", status[0], status[1])
	}
	if want := "All changes saved · " + uitest.ClockStart.Local().Format("15:04:05"); status[0] != want {
		t.Fatalf("status %q, want %q", status[0], want)
	}
	a, b := shots[0], shots[1]
	if a.Bounds() != b.Bounds() {
		t.Fatalf("sizes differ: %v, %v", a.Bounds(), b.Bounds())
	}
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				t.Fatalf("the two windows differ first at (%d, %d)", x, y)
			}
		}
	}
}

// TestTestLibraryShowsItsFileName: the test harness names the library
// "library.db", not its temporary folder; the app names its path.
func TestTestLibraryShowsItsFileName(t *testing.T) {
	l, _, store := newTestLibrary(t)
	if want := "Library: library.db · changes save as you type"; l.status.Text != want {
		t.Fatalf("status %q, want %q", l.status.Text, want)
	}
	w, l2 := NewMainWindow(test.NewTempApp(t), store)
	t.Cleanup(w.Close)
	t.Cleanup(l2.StopAutosave)
	l2.HoldAutosave()
	if want := "Library: " + store.Path() + " · changes save as you type"; l2.status.Text != want {
		t.Fatalf("the app's status %q, want %q", l2.status.Text, want)
	}
}

// TestEveryThemeChoiceHasTheReadableSuccessColour: the View menu's light,
// dark and system themes all draw success text in widgets.AppTheme's
// colours (widgets' TestSuccessTextIsReadable measures them), not in
// Fyne's bright green, which is 1.5:1 on the light background.
func TestEveryThemeChoiceHasTheReadableSuccessColour(t *testing.T) {
	_, _, store := newTestLibrary(t)
	a := fyne.CurrentApp()
	for _, choice := range []string{"system", "light", "dark"} {
		if err := store.SetSetting(context.Background(), settingTheme, choice); err != nil {
			t.Fatal(err)
		}
		applyTheme(a, store)
		for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
			if choice == "light" && v == theme.VariantDark || choice == "dark" && v == theme.VariantLight {
				continue // a held variant ignores the other
			}
			got := a.Settings().Theme().Color(theme.ColorNameSuccess, v)
			if want := widgets.AppTheme().Color(theme.ColorNameSuccess, v); got != want {
				t.Errorf("%s theme, variant %d: success colour %v, want %v", choice, v, got, want)
			}
		}
	}
}
