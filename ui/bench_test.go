package ui

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"sessionzero/model"
)

// fillLibrary adds n characters to a library file in one go.
func fillLibrary(tb testing.TB, n int) string {
	tb.Helper()
	path := filepath.Join(tb.TempDir(), "big.db")
	store, err := model.Open(path, model.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	defer store.Close()
	systems := []string{"drgn", "dvr", "dragonhead", "evening", "rollunder"}
	for i := 0; i < n; i++ {
		c := &model.Character{System: systems[i%5], Name: fmt.Sprintf("Hero %05d of the %s", i, []string{"North", "South", "East", "West"}[i%4]), Player: "P"}
		if err := store.CreateCharacter(context.Background(), c); err != nil {
			tb.Fatal(err)
		}
	}
	return path
}

// The library with 10,000 characters: listing them all, and each
// keystroke of a search (filter plus list refresh), must stay quick.
func TestTenThousandCharactersStaySmooth(t *testing.T) {
	if testing.Short() {
		t.Skip("fills a library with 10,000 characters")
	}
	path := fillLibrary(t, 10000)
	a := test.NewTempApp(t)
	store, err := model.Open(path, model.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	w, l := NewMainWindow(a, store)
	defer w.Close()
	w.Resize(fyne.NewSize(1100, 700))
	if len(l.shown) != 10000 {
		t.Fatalf("list shows %d", len(l.shown))
	}
	start := time.Now()
	l.search.SetText("hero 0999")
	if len(l.shown) != 10 {
		t.Fatalf("search found %d, want 10", len(l.shown))
	}
	if d := time.Since(start); d > time.Second {
		t.Fatalf("one search keystroke took %v", d)
	}
}

func BenchmarkListTenThousand(b *testing.B) {
	path := fillLibrary(b, 10000)
	store, err := model.Open(path, model.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer store.Close()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		list, err := store.Characters(context.Background(), model.Filter{})
		if err != nil || len(list) != 10000 {
			b.Fatal(len(list), err)
		}
	}
}

func BenchmarkSearchKeystrokeTenThousand(b *testing.B) {
	path := fillLibrary(b, 10000)
	a := test.NewTempApp(b)
	store, _ := model.Open(path, model.Options{})
	defer store.Close()
	w, l := NewMainWindow(a, store)
	defer w.Close()
	w.Resize(fyne.NewSize(1100, 700))
	queries := []string{"h", "he", "her", "hero 1", "hero 12", "west", ""}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		l.search.SetText(queries[i%len(queries)])
	}
}

func BenchmarkFilterOnlyTenThousand(b *testing.B) {
	all := make([]model.Summary, 10000)
	lower := make([]string, len(all))
	for i := range all {
		all[i].Name = fmt.Sprintf("Hero %05d", i)
		lower[i] = fmt.Sprintf("hero %05d", i)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		filterByName(all, lower, "hero 12")
	}
}
