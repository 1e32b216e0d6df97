package ui

import (
	"bytes"
	"context"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"sessionzero/model"
)

// screenshotDir is where `make screenshots` wants the PNGs; empty in a
// normal test run, when the windows are still rendered but not written.
func screenshotDir() string { return os.Getenv("SESSIONZERO_SCREENSHOTS") }

// capture renders a window and, for `make screenshots`, writes it as PNG.
func capture(t *testing.T, w fyne.Window, name string) {
	t.Helper()
	img := w.Canvas().Capture()
	if b := img.Bounds(); b.Dx() < 100 || b.Dy() < 100 {
		t.Fatalf("%s rendered as %v", name, b)
	}
	dir := screenshotDir()
	if dir == "" {
		return
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

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
			l, w, store := newTestLibrary(t)
			fyne.CurrentApp().Settings().SetTheme(variantTheme{theme.DefaultTheme(), variant.v})
			w.Resize(fyne.NewSize(1100, 700))
			capture(t, w, "library-empty-"+variant.name)
			populate(t, l, store)
			capture(t, w, "library-"+variant.name)
		})
	}
}
