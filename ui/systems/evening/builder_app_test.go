package evening

import (
	"bytes"
	"context"
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
	if m := w.Content().MinSize(); m.Width > 1280 || m.Height > 720 {
		t.Errorf("main window minimum %v is over 1280×720", m)
	}
	if dir := os.Getenv("EVENING_PNG"); dir != "" {
		var buf bytes.Buffer
		if err := png.Encode(&buf, w.Canvas().Capture()); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "evening-app.png"), buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
