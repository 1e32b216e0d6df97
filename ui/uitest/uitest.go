// Package uitest holds what the ui packages' tests share: a library store
// in a temporary folder, the text a widget tree shows, and screenshots for
// `make screenshots`. Only tests import it; it imports no other ui package.
package uitest

import (
	"bytes"
	"context"
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
)

// LibraryName is how the main window names a test library (ShowPathAs),
// in place of its temporary folder that changes every run.
const LibraryName = "library.db"

// ClockStart is what a test library's clock reads first: the times a
// window shows ("Saved 19:30:05") are the same every run, so `make
// screenshots` rewrites only the pictures whose window changed.
var ClockStart = time.Date(2026, time.March, 14, 19, 30, 5, 0, time.UTC)

// Clock is a test library's clock: ClockStart, a microsecond later at each
// reading, so stamps still follow the order of the changes while the
// seconds a window shows stay the same.
func Clock() func() time.Time {
	var mu sync.Mutex
	now := ClockStart
	return func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		now = now.Add(time.Microsecond)
		return now
	}
}

// Store is a new, empty library in a temporary folder on a Clock, closed
// after the test.
func Store(t testing.TB) *model.Store {
	t.Helper()
	store, err := model.Open(filepath.Join(t.TempDir(), LibraryName), model.Options{Now: Clock()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	return store
}

// TextOf collects the text of every label and card inside o.
func TextOf(o fyne.CanvasObject) string {
	var b strings.Builder
	for _, obj := range test.LaidOutObjects(o) {
		switch v := obj.(type) {
		case *widget.Label:
			b.WriteString(v.Text + "\n")
		case *widget.Card:
			b.WriteString(v.Title + "\n" + v.Subtitle + "\n")
		}
	}
	return b.String()
}

// RichTextOf collects the text of every rich text inside o (Markdown, list
// items and paragraphs included). TextOf leaves rich text out: a label
// draws through a rich text of its own, so counting both would say every
// label twice.
func RichTextOf(o fyne.CanvasObject) string {
	var b strings.Builder
	for _, obj := range test.LaidOutObjects(o) {
		if v, ok := obj.(*widget.RichText); ok {
			b.WriteString(segmentsText(v.Segments))
		}
	}
	return b.String()
}

// segmentsText is the text of rich text's segments, a line each, list
// items and paragraphs included (RichText.String leaves lists out).
func segmentsText(segs []widget.RichTextSegment) string {
	var b strings.Builder
	for _, seg := range segs {
		switch v := seg.(type) {
		case *widget.ListSegment:
			b.WriteString(segmentsText(v.Items))
		case *widget.ParagraphSegment:
			b.WriteString(segmentsText(v.Texts))
		case *widget.TextSegment:
			b.WriteString(v.Text)
			if !v.Inline() {
				b.WriteString("\n")
			}
		case *widget.HyperlinkSegment:
			b.WriteString(v.Text)
		}
	}
	return b.String() + "\n"
}

// Laptop is the largest a screenshot is: a 1366×768 laptop screen less a
// taskbar, the size every window of the app must fit.
var Laptop = fyne.NewSize(1280, 720)

// Capture renders a window, at most Laptop in size (a larger window is
// shrunk to it for the picture, so docs/screenshots show what a laptop
// shows), and, for `make screenshots` (which sets SESSIONZERO_SCREENSHOTS
// to a folder), writes it there as PNG.
func Capture(t *testing.T, w fyne.Window, name string) {
	t.Helper()
	if size := w.Canvas().Size(); size.Width > Laptop.Width || size.Height > Laptop.Height {
		w.Resize(size.Min(Laptop))
		defer w.Resize(size)
	}
	// Lay the whole window out again, as the real driver does every frame
	// when a part's minimum size changed (a notice shown after a change):
	// the test canvas would otherwise paint it where it was hidden.
	test.LaidOutObjects(w.Content())
	img := w.Canvas().Capture()
	if b := img.Bounds(); b.Dx() < 100 || b.Dy() < 100 {
		t.Fatalf("%s rendered as %v", name, b)
	}
	dir := os.Getenv("SESSIONZERO_SCREENSHOTS")
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

// ReadFile reads a file of the project by its path from the module's root
// (e.g. "rules/drgn/testdata/centaur.json"), wherever the test runs.
func ReadFile(t testing.TB, rel string) []byte {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		up := filepath.Dir(dir)
		if up == dir {
			t.Fatalf("no go.mod above the test's folder to find %s from", rel)
		}
		dir = up
	}
	raw, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(rel)))
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

// CharacterData is the system data of a character file of the project.
func CharacterData(t testing.TB, rel string) json.RawMessage {
	t.Helper()
	var file struct {
		Data json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal(ReadFile(t, rel), &file); err != nil {
		t.Fatalf("%s: %v", rel, err)
	}
	return file.Data
}

// AddCharacterFile puts a character file of the project (path from the
// module's root) in the library, in a campaign when one is named, and
// returns its id.
func AddCharacterFile(t testing.TB, store *model.Store, rel, campaign string) int64 {
	t.Helper()
	var f struct {
		System, Name string
		Data         json.RawMessage
	}
	if err := json.Unmarshal(ReadFile(t, rel), &f); err != nil {
		t.Fatalf("%s: %v", rel, err)
	}
	return AddCharacter(t, store, f.System, f.Name, campaign, f.Data)
}

// AddCharacter puts a character in the library, in a campaign when one is
// named, and returns its id.
func AddCharacter(t testing.TB, store *model.Store, system, name, campaign string, data json.RawMessage) int64 {
	t.Helper()
	c := &model.Character{System: system, Name: name, Data: data}
	if err := store.CreateInCampaign(context.Background(), c, campaign); err != nil {
		t.Fatal(err)
	}
	return c.ID
}

// Button is the button with the given text inside o; the test fails if
// there is none.
func Button(t testing.TB, o fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	for _, obj := range test.LaidOutObjects(o) {
		if b, ok := obj.(*widget.Button); ok && b.Text == text {
			return b
		}
	}
	t.Fatalf("no button %q", text)
	return nil
}

// SplitFits lays out the window and checks the first side-by-side split
// inside o (a builder's step beside its summary): the step gets at least
// its minimum width, so no row or button of it is cut off at the column's
// edge, and the other side keeps at least trailing px. It returns the two
// sides' widths.
func SplitFits(t testing.TB, w fyne.Window, o fyne.CanvasObject, what string, trailing float32) (lead, trail float32) {
	t.Helper()
	test.LaidOutObjects(w.Content())
	for _, obj := range test.LaidOutObjects(o) {
		s, ok := obj.(*container.Split)
		if !ok || !s.Horizontal {
			continue
		}
		lead, trail = s.Leading.Size().Width, s.Trailing.Size().Width
		if need := s.Leading.MinSize().Width; lead+0.5 < need {
			t.Errorf("%s: the column is %.0f wide but needs %.0f: its rows are cut off", what, lead, need)
		}
		if trail+0.5 < trailing {
			t.Errorf("%s: the side column is %.0f wide, less than %.0f", what, trail, trailing)
		}
		return lead, trail
	}
	t.Fatalf("%s: no split inside", what)
	return 0, 0
}
