package odds

import (
	"strings"
	"testing"
	"time"
)

// TestSlowOddsNeverBlockTheUI types a push budget for an 8-dice pool (push
// odds take about a second): the input returns at once with "computing…"
// shown, and the odds arrive later.
func TestSlowOddsNeverBlockTheUI(t *testing.T) {
	if testing.Short() {
		t.Skip("computes 8-dice push odds")
	}
	d, _ := newTestDiceWindow(t)
	p := d.panes[0]
	s := p.setup.(*dvrSetup)
	s.setPool(12, 12, 10, 10, 8, 8, 6, 4)
	s.difficulty.entry.SetText("8")
	s.risk.SetText("4")
	settle(p)
	start := time.Now()
	s.push.entry.SetText("10")
	blocked := time.Since(start)
	if !p.working.Visible() {
		t.Fatal("computing… should show while the push odds run")
	}
	settle(p)
	total := time.Since(start)
	t.Logf("UI goroutine busy %v; push odds shown after %v", blocked, total)
	if blocked > 50*time.Millisecond {
		t.Fatalf("typing blocked the UI goroutine for %v", blocked)
	}
	if p.working.Visible() || p.problem.Visible() || !strings.Contains(p.headlineWhat.Text, "pushing up to 10 points") {
		t.Fatalf("after the odds: %q %q", p.headlineWhat.Text, p.problem.Text)
	}
}

// benchmarkRecompute measures one input change from the keystroke to the
// odds on screen: reading the inputs, the goroutine, the exact odds, the
// post back and drawing the chart and table.
func benchmarkRecompute(b *testing.B, kind int, setup func(p *dicePane)) {
	d, _ := newTestDiceWindow(b)
	p := d.panes[0]
	p.picker.SetSelectedIndex(kind)
	settle(p)
	setup(p)
	settle(p)
	b.ResetTimer()
	for range b.N {
		p.recompute()
		settle(p)
	}
}

func BenchmarkDiceWindowDvR3(b *testing.B) {
	benchmarkRecompute(b, kindDvR, func(*dicePane) {}) // d8 d6 d6 on 4v2
}

func BenchmarkDiceWindowReaperHardest(b *testing.B) {
	benchmarkRecompute(b, kindDragonhead, func(p *dicePane) {
		s := p.setup.(*dragonheadSetup)
		s.risk.set(0, 1, 2, 3, 4)
		s.try.set(2)
	})
}

func BenchmarkDiceWindow100d100(b *testing.B) {
	benchmarkRecompute(b, kindExpression, func(p *dicePane) {
		p.setup.(*exprSetup).expr.SetText("100d100")
	})
}
