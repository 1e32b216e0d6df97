package evening

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	eve "sessionzero/rules/evening"
	"sessionzero/ui"
)

// TestInTheApp opens an Evening character in the real main window at
// 1280×720: the editor shows this builder (registered from init) and the
// window's minimum size stays inside 1280×720. EVENING_PNG renders it.
func TestInTheApp(t *testing.T) {
	a := test.NewTempApp(t)
	store, err := model.Open(filepath.Join(t.TempDir(), "lib.db"), model.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	data, _ := eve.NewCharacter().Encode()
	if err := store.CreateCharacter(context.Background(), &model.Character{System: eve.ID, Name: "Ada", Data: data}); err != nil {
		t.Fatal(err)
	}
	w, _ := ui.NewMainWindow(a, store)
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(1280, 720))
	var lists []*widget.List
	for _, o := range test.LaidOutObjects(w.Content()) {
		if l, ok := o.(*widget.List); ok {
			lists = append(lists, l)
		}
	}
	if len(lists) < 2 {
		t.Fatalf("%d lists in the main window", len(lists))
	}
	lists[len(lists)-1].Select(0) // the character list
	var view *builderView
	for _, o := range test.LaidOutObjects(w.Content()) {
		if v, ok := o.(*builderView); ok {
			view = v
		}
	}
	if view == nil {
		t.Fatal("the editor does not show the Evening builder")
	}
	var widest fyne.Size
	for i := range view.Held.steps {
		view.Held.nav.Select(i)
		m := w.Content().MinSize()
		if m.Width > 1280 {
			t.Fatalf("m.Width > 1280: step %d: main window minimum %v is over 1280×720", i+1, m)
		}
		if m.Height > 720 {
			t.Errorf("m.Height > 720: step %d: main window minimum %v is over 1280×720", i+1, m)
		}
		widest = widest.Max(view.MinSize())
		if dir := os.Getenv("EVENING_PNG"); dir != "" {
			savePNG(t, w, filepath.Join(dir, fmt.Sprintf("evening-app-step%02d.png", i+1)))
		}
	}
	view.Held.nav.Select(0)
	// The editor beside the library lists leaves the builder about 730 px
	// at 1280: wide rows scroll inside their step instead of being cut.
	if widest.Width > 640 {
		t.Errorf("builder minimum width %v over its steps, want at most 640", widest.Width)
	}
	t.Logf("builder minimum over every step: %v", widest)
}

// savePNG renders the window to a PNG file (for a person to look at; never committed).
func savePNG(t *testing.T, w fyne.Window, path string) {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, w.Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}
