package ui

import (
	"context"
	"sessionzero/ui/uitest"
	"sessionzero/ui/widgets"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

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
			uitest.Capture(t, w, "library-empty-"+variant.name)
			if l.listInfo.Text != "0 characters" {
				t.Errorf("empty library says %q", l.listInfo.Text)
			}
			// A window of its own for the filled library: the test canvas
			// keeps painting the lists as they were when the empty state hid
			// them (the real app repaints them, seen under Xvfb).
			l, w, store := newTestLibrary(t)
			fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(variant.v))
			w.Resize(uitest.Laptop)
			populate(t, l, store)
			uitest.Capture(t, w, "library-"+variant.name)
		})
	}
}
