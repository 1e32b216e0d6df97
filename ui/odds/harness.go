package odds

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dice"
	"sessionzero/ui/plugin"
)

// Harness drives a Dice & Odds window from tests, so that each system's
// setups are tested in its own package. The odds really are computed on
// goroutines; their results wait until Settle runs them on the test
// goroutine, which plays the UI goroutine (Fyne's test driver would run
// fyne.Do on the worker's goroutine instead).
type Harness struct {
	d     *diceWindow
	posts chan func()
}

// NewHarness opens a Dice & Odds window on the library l with rolls
// seeded by seed, closed when the test ends.
func NewHarness(t testing.TB, l plugin.Host, seed uint64) *Harness {
	t.Helper()
	h := &Harness{posts: make(chan func(), 64)}
	h.d = newDiceWindow(l, seed, diceAsync.spawn, func(f func()) { h.posts <- f })
	h.d.win.Resize(fyne.NewSize(1280, 820))
	t.Cleanup(func() {
		if d, ok := diceWindows[l]; ok {
			d.win.Close()
		}
	})
	h.Pane(0).Settle()
	return h
}

// OpenSetup opens a Dice & Odds window on the library l, rolls seeded 42,
// and picks the setup name in its first pane: the window, the pane and the
// setup, which must be an S.
func OpenSetup[S Setup](t testing.TB, l plugin.Host, name string) (*Harness, *HarnessPane, S) {
	t.Helper()
	h := NewHarness(t, l, 42)
	p := h.Pane(0)
	p.Choose(t, name)
	s, ok := p.Setup().(S)
	if !ok {
		t.Fatalf("%s shows a %T", name, p.Setup())
	}
	return h, p, s
}

// Window is the harness's window.
func (h *Harness) Window() fyne.Window { return h.d.win }

// Pane is the i-th setup shown (0, or 1 in compare mode); nil if none.
func (h *Harness) Pane(i int) *HarnessPane {
	if h.d.panes[i] == nil {
		return nil
	}
	return &HarnessPane{h: h, p: h.d.panes[i]}
}

// Compare turns compare mode on or off, as its check box does.
func (h *Harness) Compare(on bool) { h.d.compare.SetChecked(on) }

// Columns is how many setups the window shows side by side.
func (h *Harness) Columns() int { return len(h.d.columns.Objects) }

// SetSource makes the window roll with src from now on.
func (h *Harness) SetSource(src dice.Source) { h.d.src = src }

// HistoryEntry is one roll of the session, as the history keeps it.
type HistoryEntry struct {
	Number   int
	Describe string
	Roll     Roll
}

// History is the session's rolls, oldest first.
func (h *Harness) History() []HistoryEntry {
	out := make([]HistoryEntry, len(h.d.history))
	for i, e := range h.d.history {
		out[i] = HistoryEntry{Number: e.number, Describe: e.describe, Roll: e.roll}
	}
	return out
}

// HistoryItem is the history list's row i (0 is the newest), as shown.
func (h *Harness) HistoryItem(i int) fyne.CanvasObject {
	o := h.d.list.CreateItem()
	h.d.list.UpdateItem(i, o)
	return o
}

// FacesText lists a roll's faces as the history does: "d8 5 · d6 (2)".
func FacesText(ds []Die) string { return facesText(ds) }

// HarnessPane is one setup of a Harness's window.
type HarnessPane struct {
	h *Harness
	p *dicePane
}

// Settle runs the posted results until the pane has none pending.
func (hp *HarnessPane) Settle() {
	for hp.p.pending > 0 {
		select {
		case f := <-hp.h.posts:
			f()
		case <-time.After(20 * time.Second):
			panic("the odds never came back")
		}
	}
}

// Choose picks the setup named name in the picker, as the user does, and
// waits for its odds.
func (hp *HarnessPane) Choose(t testing.TB, name string) {
	t.Helper()
	for i, k := range hp.p.kinds {
		if k.Name == name {
			hp.p.picker.SetSelectedIndex(i)
			hp.Settle()
			return
		}
	}
	t.Fatalf("no setup %q in the picker", name)
}

// Kinds names the picker's setups, in its order.
func (hp *HarnessPane) Kinds() []string {
	names := make([]string, len(hp.p.kinds))
	for i, k := range hp.p.kinds {
		names[i] = k.Name
	}
	return names
}

// Chosen is the name of the setup the picker shows.
func (hp *HarnessPane) Chosen() string { return hp.p.picker.Selected }

// Setup is the pane's current setup.
func (hp *HarnessPane) Setup() Setup { return hp.p.setup }

// Headline is the big text of the results ("43.8%", "—").
func (hp *HarnessPane) Headline() string { return hp.p.headline.Text }

// HeadlineWhat says what the headline is the chance of.
func (hp *HarnessPane) HeadlineWhat() string { return hp.p.headlineWhat.Text }

// Problem is the message saying what to fix.
func (hp *HarnessPane) Problem() string { return hp.p.problem.Text }

// ProblemShown tells whether the problem shows.
func (hp *HarnessPane) ProblemShown() bool { return hp.p.problem.Visible() }

// Details are the results' further numbers, one per line.
func (hp *HarnessPane) Details() string { return hp.p.details.Text }

// Explain is where the numbers come from.
func (hp *HarnessPane) Explain() string { return hp.p.explain.Text }

// Rows are the table's rows: outcome, P(exactly), P(at least), P(at most).
func (hp *HarnessPane) Rows() [][4]string { return hp.p.rows }

// Bar is one bar of the chart.
type Bar struct {
	Label     string
	P         float64
	Highlight bool
}

// Bars are the chart's bars.
func (hp *HarnessPane) Bars() []Bar {
	out := make([]Bar, len(hp.p.chart.bars))
	for i, b := range hp.p.chart.bars {
		out[i] = Bar{Label: b.label, P: b.p, Highlight: b.highlight}
	}
	return out
}

// RollButton is the pane's Roll button.
func (hp *HarnessPane) RollButton() *widget.Button { return hp.p.rollButton }

// Working tells whether "computing…" shows.
func (hp *HarnessPane) Working() bool { return hp.p.working.Visible() }

// LastDice counts the tiles of the last roll.
func (hp *HarnessPane) LastDice() int { return len(hp.p.lastDice.Objects) }

// LastResult is the last roll's result.
func (hp *HarnessPane) LastResult() string { return hp.p.lastResult.Text }

// SetSpawn replaces how the pane runs odds off the UI goroutine (a test
// may queue the work to run it out of order).
func (hp *HarnessPane) SetSpawn(spawn func(work func())) { hp.p.spawn = spawn }

// Recompute reads the inputs again and starts their odds.
func (hp *HarnessPane) Recompute() { hp.p.recompute() }

// BenchmarkRecompute measures one input change from the keystroke to the
// odds on screen: reading the inputs, the goroutine, the exact odds, the
// post back and drawing the chart and table. It chooses the setup named
// kind on the library l and readies its inputs with setup.
func BenchmarkRecompute(b *testing.B, l plugin.Host, kind string, setup func(p *HarnessPane)) {
	p := NewHarness(b, l, 42).Pane(0)
	p.Choose(b, kind)
	setup(p)
	p.Settle()
	b.ResetTimer()
	for range b.N {
		p.Recompute()
		p.Settle()
	}
}
