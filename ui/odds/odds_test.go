package odds

import (
	"context"
	"fmt"
	"sessionzero/ui/libtest"
	"sessionzero/ui/plugin"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"sessionzero/rules/dice"
	"sessionzero/ui/uitest"
)

// kindExpression is the picker's first setup, offered without any system.
const kindExpression = 0

// testPosts are the results the window's goroutines post back, run by
// settle on the test goroutine, which plays the UI goroutine (Fyne's test
// driver would run fyne.Do on the worker's goroutine instead).
var testPosts = make(chan func(), 64)

func init() { diceAsync.post = func(f func()) { testPosts <- f } }

// newTestDiceWindow opens a Dice & Odds window with seed 42 on a fresh
// library. The odds really are computed on goroutines.
func newTestDiceWindow(t testing.TB) (*diceWindow, plugin.Host) {
	t.Helper()
	l, _, _ := libtest.New(t)
	d := newDiceWindow(l, 42, diceAsync.spawn, diceAsync.post)
	d.win.Resize(fyne.NewSize(1280, 820))
	t.Cleanup(func() { closeDiceWindow(l) })
	settle(d.panes[0])
	return d, l
}

// closeDiceWindow closes the library's Dice & Odds window if it is open
// (Fyne's test driver cannot close a window twice).
func closeDiceWindow(l plugin.Host) {
	if d, ok := diceWindows[l]; ok {
		d.win.Close()
	}
}

// settle runs the posted results until the pane has none pending.
func settle(p *dicePane) {
	for p.pending > 0 {
		select {
		case f := <-testPosts:
			f()
		case <-time.After(20 * time.Second):
			panic("the odds never came back")
		}
	}
}

// choose picks a setup in the pane's picker, as the user does, and waits
// for its odds.
func choose(t *testing.T, p *dicePane, kind int) {
	t.Helper()
	p.picker.SetSelectedIndex(kind)
	settle(p)
}

func TestDiceWindowOpensFromCtrlDOnce(t *testing.T) {
	l, w, _ := libtest.New(t)
	libtest.PressShortcut(t, l, fyne.KeyD, false)
	d, ok := diceWindows[l]
	if !ok {
		t.Fatal("Ctrl+D did not open the Dice & Odds window")
	}
	t.Cleanup(func() { closeDiceWindow(l) })
	settle(d.panes[0])
	if again := openDiceWindow(l); again != d {
		t.Fatal("a second Ctrl+D should bring the open window forward, not open another")
	}
	found := false
	for _, m := range w.MainMenu().Items {
		for _, it := range m.Items {
			found = found || m.Label == "Tools" && it.Label == "Dice & Odds…"
		}
	}
	if !found {
		t.Fatal("the Tools menu has no Dice & Odds item")
	}
}

func TestDiceWindowSizeIsRemembered(t *testing.T) {
	d, l := newTestDiceWindow(t)
	d.win.Resize(fyne.NewSize(1000, 700))
	d.win.Close()
	v, ok, _ := l.Store().Setting(context.Background(), settingDiceWindowSize)
	if !ok || v != "1000x700" {
		t.Fatalf("saved size %q", v)
	}
	if _, open := diceWindows[l]; open {
		t.Fatal("a closed window is still registered")
	}
}

func TestBadExpressionShowsErrorAndPosition(t *testing.T) {
	d, _ := newTestDiceWindow(t)
	p := d.panes[0]
	choose(t, p, kindExpression)
	s := p.setup.(*exprSetup)
	s.expr.SetText("2d6+3x")
	settle(p)
	_, want := dice.Parse("2d6+3x")
	if want == nil {
		t.Fatal("the parser accepted 2d6+3x")
	}
	if !uitest.Expect(t, fmt.Sprintf("problem %q, want %q", s.problem.Text, want.Error()),
		uitest.Cond{Name: "shown", OK: s.problem.Visible()},
		uitest.Cond{Name: "the parser's words", OK: s.problem.Text == want.Error()},
		uitest.Cond{Name: "where", OK: strings.Contains(s.problem.Text, "position 6")}) {
		t.FailNow()
	}
	if s.caret.Text != "2d6+3x\n     ^" {
		t.Fatalf("caret line %q", s.caret.Text)
	}
	if !p.rollButton.Disabled() || p.headline.Text != "—" {
		t.Fatal("a bad expression cannot be rolled and has no odds")
	}
	// Fixed, the odds come back: 2d6+3 at least 10 is 2d6 ≥ 7, 21/36.
	s.expr.SetText("2d6+3")
	s.atLeast.SetText("10")
	settle(p)
	if s.problem.Visible() || p.headline.Text != FormatPercent(21.0/36) {
		t.Fatalf("fixed expression: problem %v headline %q", s.problem.Visible(), p.headline.Text)
	}
	// Too large to compute exactly: said, and rolling still works.
	s.expr.SetText("1000d10000")
	settle(p)
	if !strings.Contains(p.problem.Text, "rolling still works") || p.rollButton.Disabled() {
		t.Fatalf("too large: %q", p.problem.Text)
	}
}

func TestFormatPercent(t *testing.T) {
	for _, c := range []struct {
		p    float64
		want string
	}{{0, "0.0%"}, {1, "100.0%"}, {0.4375, "43.8%"}, {0.0001, "< 0.1%"}, {0.9999, "> 99.9%"}, {0.5, "50.0%"}, {1 - 1e-13, "100.0%"}, {1e-15, "0.0%"}} {
		if got := FormatPercent(c.p); got != c.want {
			t.Errorf("FormatPercent(%v) = %q, want %q", c.p, got, c.want)
		}
	}
}

func TestWideDistributionsAreGroupedInTheChart(t *testing.T) {
	expr, err := dice.Parse("100d100")
	if err != nil {
		t.Fatal(err)
	}
	want, _ := expr.Dist()
	res := computeOdds(Request{Odds: func() (View, error) {
		return View{Dist: want, OutcomeName: "total", Success: func(x int) bool { return x >= 5051 }}, nil
	}})
	if len(res.bars) > maxChartBars || len(res.bars) < maxChartBars/2 {
		t.Fatalf("%d bars for 9,901 outcomes", len(res.bars))
	}
	sum := 0.0
	for _, b := range res.bars {
		sum += b.p
	}
	if !uitest.Expect(t, fmt.Sprintf("grouped bars sum to %v; %d table rows", sum, len(res.rows)),
		uitest.Cond{Name: "the bars sum to 1", OK: sum >= 0.999999 && sum <= 1.000001},
		uitest.Cond{Name: "a row per outcome", OK: len(res.rows) == len(want.Outcomes())}) {
		t.FailNow()
	}
	if !strings.Contains(strings.Join(res.view.Details, "\n"), "each bar of the chart covers ") || !strings.Contains(res.view.Details[0], " totals, labelled by the first") {
		t.Fatalf("details %v", res.view.Details)
	}
}

func TestTableRowsMatchTheDistribution(t *testing.T) {
	expr, _ := dice.Parse("3d6")
	want, _ := expr.Dist()
	res := computeOdds(Request{Odds: func() (View, error) { return View{Dist: want}, nil }})
	for i, x := range want.Outcomes() {
		row := [4]string{strconv.Itoa(x), FormatPercent(want.Prob(x)), FormatPercent(want.AtLeast(x)), FormatPercent(want.AtMost(x))}
		if res.rows[i] != row {
			t.Fatalf("row %d = %v, want %v", i, res.rows[i], row)
		}
	}
}
