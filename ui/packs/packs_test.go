package packs

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"sessionzero/ui/libtest"
	_ "sessionzero/ui/systems"
	"sessionzero/ui/uitest"
)

// bigPack is a Dragonhead pack of n skills, the last one the book's own.
func bigPack(n int) []byte {
	var b strings.Builder
	b.WriteString(`{"format":"sessionzero/dragonhead-content","version":1,"name":"Market","skills":[`)
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, `{"name":"Haggling %d","base_cost":100},`, i)
	}
	b.WriteString(`{"name":"Common","base_cost":1}]}`)
	return []byte(b.String())
}

// Issue 23: the app imports a pack off the UI goroutine with progress,
// names each refused entry, and lists what the library keeps.
func TestContentPacksWindowImports(t *testing.T) {
	lib, _, store := libtest.New(t)
	libtest.RunTool(t, lib, "Content packs…")
	w := open
	if w == nil {
		t.Fatal("no window")
	}
	defer w.win.Close()
	if !strings.Contains(w.counts.Text, "Dragonhead: nothing yet") {
		t.Errorf("empty library reads %q", w.counts.Text)
	}
	w.Import("market.json", bigPack(3000))
	w.Wait()
	waitFor(t, func() bool { return !w.progress.Visible() })
	rows, err := store.HomebrewNames(lib.Context(), "dragonhead", "skill")
	if err != nil || len(rows) != 3000 {
		t.Fatalf("%d skills stored (%v), want 3000", len(rows), err)
	}
	for _, want := range []string{"Imported 3000 entries from market.json", `Refused 1: skills entry 3001 "Common": Common is the book's own skill`} {
		if !strings.Contains(w.status.Text, want) {
			t.Errorf("status %q lacks %q", w.status.Text, want)
		}
	}
	if !strings.Contains(w.counts.Text, "Dragonhead: skills 3000") {
		t.Errorf("counts %q", w.counts.Text)
	}
	uitest.Capture(t, w.win, "content-packs")

	w.Import("broken.json", []byte(`{"format":"sessionzero/dragonhead-content","version":7}`))
	w.Wait()
	waitFor(t, func() bool { return !w.progress.Visible() })
	if !strings.Contains(w.status.Text, "broken.json was refused: its version is 7") {
		t.Errorf("status %q", w.status.Text)
	}
}

// waitFor waits up to 5 s for cond (the import's last UI update).
func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	for start := time.Now(); time.Since(start) < 5*time.Second; time.Sleep(10 * time.Millisecond) {
		if cond() {
			return
		}
	}
	t.Fatal("timed out")
}
