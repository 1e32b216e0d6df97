package odds

import (
	"context"
	"sessionzero/ui/libtest"
	"sessionzero/ui/plugin"
	"sessionzero/ui/uitest"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dice"
	"sessionzero/rules/dragonhead"
	"sessionzero/rules/dvr"
	"sessionzero/rules/evening"
	"sessionzero/ui/widgets"
)

// The picker's order (setupKinds).
const (
	kindExpression = iota
	kindDvR
	kindDragonhead
	kindEvening
	kindDeathSaves
	kindSave
	kindAttack
	kindRiskItAll
)

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

// button finds the button with the given text inside o.
func button(t *testing.T, o fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	for _, obj := range test.LaidOutObjects(o) {
		if b, ok := obj.(*widget.Button); ok && b.Text == text {
			return b
		}
	}
	t.Fatalf("no button %q", text)
	return nil
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

func TestDvRPoolHeadlineIsTheCheck(t *testing.T) {
	d, _ := newTestDiceWindow(t)
	p := d.panes[0]
	choose(t, p, kindDvR)
	s := p.setup.(*dvrSetup)
	s.setPool() // empty the pool, then build d8, d6, d6 with the die buttons
	settle(p)
	if !p.problem.Visible() || !strings.Contains(p.problem.Text, "at least one die") {
		t.Fatalf("an empty pool should say what to fix, got %q", p.problem.Text)
	}
	for _, die := range []string{"d8", "d6", "d6", "d4"} {
		test.Tap(button(t, s.form(), die))
		settle(p)
	}
	// Remove the d4 chip (the fourth die of the pool).
	s.remove(3)
	settle(p)
	s.difficulty.entry.SetText("4")
	s.risk.SetText("2")
	settle(p)
	// 001_b486315a8cda90c7.txt: "Every die that meets or beats the difficulty
	// rating is counted as a success" … "at least equal to the risk rating to
	// have a complete success".
	want, err := dvr.Check(dvr.CheckInput{Pool: []int{8, 6, 6}, Difficulty: 4, Risk: 2})
	if err != nil {
		t.Fatal(err)
	}
	if got := p.headline.Text; got != formatPercent(want.PComplete) {
		t.Fatalf("headline %q, want %q", got, formatPercent(want.PComplete))
	}
	if !strings.Contains(p.headlineWhat.Text, "4v2") {
		t.Fatalf("the headline should name the check: %q", p.headlineWhat.Text)
	}
	if len(p.rows) != len(want.Successes.Outcomes()) || p.rows[0][0] != "0" {
		t.Fatalf("table rows %v", p.rows)
	}
	if !strings.Contains(p.details.Text, "critical failure "+formatPercent(want.PCritFail)) {
		t.Fatalf("details %q", p.details.Text)
	}
	// The chart highlights exactly the outcomes that complete the check.
	for _, b := range p.chart.bars {
		if b.highlight != (b.label >= "2") {
			t.Fatalf("bar %s highlighted %v", b.label, b.highlight)
		}
	}
	// Risk X needs one success.
	s.risk.SetText("x")
	settle(p)
	wantX, _ := dvr.Check(dvr.CheckInput{Pool: []int{8, 6, 6}, Difficulty: 4, Risk: dvr.RiskX})
	if p.headline.Text != formatPercent(wantX.PComplete) {
		t.Fatalf("4vX headline %q, want %q", p.headline.Text, formatPercent(wantX.PComplete))
	}
	// Pushing raises the headline to the push odds.
	s.push.entry.SetText("2")
	settle(p)
	pushed, _ := dvr.PushOdds(dvr.CheckInput{Pool: []int{8, 6, 6}, Difficulty: 4, Risk: dvr.RiskX}, 2)
	if p.headline.Text != formatPercent(pushed.ByPoints[2]) || !strings.Contains(p.details.Text, "without pushing") {
		t.Fatalf("push headline %q details %q", p.headline.Text, p.details.Text)
	}
}

func TestDragonheadReaperTryHardest(t *testing.T) {
	d, _ := newTestDiceWindow(t)
	p := d.panes[0]
	choose(t, p, kindDragonhead)
	s := p.setup.(*dragonheadSetup)
	s.score.entry.SetText("12")
	test.Tap(button(t, s.form(), "Reaper Roll"))
	test.Tap(button(t, s.form(), "Try Hardest"))
	test.Tap(button(t, s.form(), "Hard -4"))
	settle(p)
	if got := s.risk.selected(); len(got) != 5 {
		t.Fatalf("Reaper Roll pressed %v, want all five risk dice", got)
	}
	// 002_81d21628bd61f597.txt: "Rolling all the dice is known as a Reaper
	// Roll"; "| Try Hardest | 2 wear | d20 d20 d20 |".
	want, err := dragonhead.Check(dragonhead.CheckInput{Score: 12, Difficulty: dragonhead.DifficultyHard,
		RiskDice: dragonhead.ReaperRiskDice, Try: dragonhead.TryHardest})
	if err != nil {
		t.Fatal(err)
	}
	if p.headline.Text != formatPercent(want.PSuccess) {
		t.Fatalf("headline %q, want %q", p.headline.Text, formatPercent(want.PSuccess))
	}
	if !strings.Contains(p.details.Text, "2 wear") {
		t.Fatalf("trying hardest should say it costs 2 wear: %q", p.details.Text)
	}
	if !strings.Contains(p.explain.Text, "Reaper Roll") {
		t.Fatalf("the explanation should come from rules/: %q", p.explain.Text)
	}
	// A challenge: the headline is the chance to win.
	s.challenge.SetChecked(true)
	s.versus.entry.SetText("10")
	settle(p)
	ten := 10
	vs, _ := dragonhead.Check(dragonhead.CheckInput{Score: 12, Difficulty: dragonhead.DifficultyHard,
		RiskDice: dragonhead.ReaperRiskDice, Try: dragonhead.TryHardest, Versus: &ten})
	if p.headline.Text != formatPercent(vs.PWin) || !strings.Contains(p.headlineWhat.Text, "against 10") {
		t.Fatalf("challenge headline %q %q, want %s", p.headline.Text, p.headlineWhat.Text, formatPercent(vs.PWin))
	}
	// No risk die at all is refused with a message.
	s.risk.set()
	settle(p)
	if !p.problem.Visible() || !strings.Contains(p.problem.Text, "at least one") || !p.rollButton.Disabled() {
		t.Fatalf("no risk dice: problem %q", p.problem.Text)
	}
}

func TestEveningTN15WithAdvantage(t *testing.T) {
	d, _ := newTestDiceWindow(t)
	p := d.panes[0]
	choose(t, p, kindEvening)
	s := p.setup.(*eveningSetup)
	s.tn.entry.SetText("15")
	s.adv.SetChecked(true)
	settle(p)
	// 003_b350af455cb359c1.txt: "When you have advantage, you take the
	// highest"; success when the total beats the TN: 1 − (15/20)² = 43.75%.
	want, _ := evening.Check(evening.CheckInput{TN: 15, Advantage: true, StartEffect: evening.EffectStandard})
	if p.headline.Text != formatPercent(want.PSuccess) || p.headline.Text != "43.8%" {
		t.Fatalf("headline %q, want %q (43.8%%)", p.headline.Text, formatPercent(want.PSuccess))
	}
	// Both advantage and disadvantage cancel: one d20, 5 faces beat 15.
	s.dis.SetChecked(true)
	settle(p)
	if p.headline.Text != "25.0%" {
		t.Fatalf("advantage and disadvantage should cancel: %q", p.headline.Text)
	}
	// A half-typed number says what to fix.
	s.modifier.entry.SetText("+")
	settle(p)
	if !p.problem.Visible() || !strings.Contains(p.problem.Text, "Modifier") || p.headline.Text != "—" {
		t.Fatalf("bad modifier: problem %q headline %q", p.problem.Text, p.headline.Text)
	}
}

func TestCompareShowsTwoHeadlines(t *testing.T) {
	d, _ := newTestDiceWindow(t)
	choose(t, d.panes[0], kindDragonhead)
	d.panes[0].setup.(*dragonheadSetup).score.entry.SetText("9")
	test.Tap(button(t, d.panes[0].setup.form(), "Try Harder"))
	settle(d.panes[0])
	d.compare.SetChecked(true)
	if d.panes[1] == nil || len(d.columns.Objects) != 2 {
		t.Fatal("compare should show a second setup")
	}
	second := d.panes[1]
	settle(second)
	if second.picker.SelectedIndex() != kindDragonhead {
		t.Fatal("the second setup should start as a copy of the first's kind")
	}
	if copied := second.setup.(*dragonheadSetup); copied.score.entry.Text != "9" || copied.try.first() != int(dragonhead.TryHarder) ||
		second.headline.Text != d.panes[0].headline.Text {
		t.Fatal("the second setup should start as a copy of the first's inputs")
	}
	test.Tap(button(t, second.setup.form(), "Reaper Roll"))
	second.setup.(*dragonheadSetup).score.entry.SetText("10")
	second.setup.(*dragonheadSetup).try.set(int(dragonhead.TryPlain))
	settle(second)
	first := d.panes[0]
	first.setup.(*dragonheadSetup).score.entry.SetText("10")
	first.setup.(*dragonheadSetup).try.set(int(dragonhead.TryPlain))
	settle(first)
	if first.headline.Text == "" || second.headline.Text == "" || first.headline.Text == second.headline.Text {
		t.Fatalf("two headlines expected, got %q and %q", first.headline.Text, second.headline.Text)
	}
	base := dragonhead.CheckInput{Score: 10, Difficulty: dragonhead.DifficultyNormal, Try: dragonhead.TryPlain}
	d6, reaper := base, base
	d6.RiskDice, reaper.RiskDice = []int{6}, dragonhead.ReaperRiskDice
	r1, _ := dragonhead.Check(d6)
	r2, _ := dragonhead.Check(reaper)
	if first.headline.Text != formatPercent(r1.PSuccess) || second.headline.Text != formatPercent(r2.PSuccess) {
		t.Fatalf("d6 vs Reaper: %q vs %q, want %s vs %s", first.headline.Text, second.headline.Text,
			formatPercent(r1.PSuccess), formatPercent(r2.PSuccess))
	}
	d.compare.SetChecked(false)
	if len(d.columns.Objects) != 1 {
		t.Fatal("turning compare off should leave one setup")
	}
}

func TestRollWithFixedSeedAddsHistory(t *testing.T) {
	rollOnce := func() (historyEntry, int) {
		d, _ := newTestDiceWindow(t)
		p := d.panes[0] // DvR d8 d6 d6 on 4v2
		test.Tap(p.rollButton)
		if len(d.history) != 1 {
			t.Fatalf("%d history entries after one roll", len(d.history))
		}
		return d.history[0], len(p.lastDice.Objects)
	}
	h, tiles := rollOnce()
	if tiles != 3 || len(h.roll.dice) != 3 {
		t.Fatalf("a pool of 3 dice should show 3 tiles, got %d", tiles)
	}
	if !strings.Contains(h.describe, "d8 d6 d6 on 4v2") || h.roll.result == "" || h.number != 1 {
		t.Fatalf("history entry %+v", h)
	}
	// The result matches the rules' own count of those faces.
	faces := []int{h.roll.dice[0].face, h.roll.dice[1].face, h.roll.dice[2].face}
	net := dvr.NetSuccesses(faces, 4)
	if !strings.Contains(h.roll.result, widgets.Plural(net, "net success")) && !strings.Contains(h.roll.result, "critical failure") {
		t.Fatalf("result %q for faces %v (net %d)", h.roll.result, faces, net)
	}
	again, _ := rollOnce()
	if facesText(again.roll.dice) != facesText(h.roll.dice) {
		t.Fatalf("the same seed rolled %s then %s", facesText(h.roll.dice), facesText(again.roll.dice))
	}
}

func TestHistoryIsNewestFirst(t *testing.T) {
	d, _ := newTestDiceWindow(t)
	p := d.panes[0]
	test.Tap(p.rollButton)
	choose(t, p, kindRiskItAll)
	test.Tap(p.rollButton)
	top := d.list.CreateItem()
	d.list.UpdateItem(0, top)
	if !strings.Contains(uitest.TextOf(top), "#2  DRGN Risk it All") {
		t.Fatalf("the newest roll should be first: %q", uitest.TextOf(top))
	}
	if !strings.Contains(p.setup.(*riskItAllSetup).counter.Text, "1 time") {
		t.Fatalf("the Risk it All counter: %q", p.setup.(*riskItAllSetup).counter.Text)
	}
}

// scriptedSource returns the faces it is given, in order.
type scriptedSource struct{ faces []int }

func (s *scriptedSource) IntN(int) int {
	f := s.faces[0]
	s.faces = s.faces[1:]
	return f - 1
}

func TestReaperRollShowsTheBooksExample(t *testing.T) {
	d, _ := newTestDiceWindow(t)
	p := d.panes[0]
	choose(t, p, kindDragonhead)
	test.Tap(button(t, p.setup.form(), "Reaper Roll"))
	settle(p)
	// 002_81d21628bd61f597.txt: "Should the d4, d6, d8, d10 and d12 roll
	// respectively 3, 6, 2, 9 and 1 you would use the 9. A sign die roll of 8
	// creates a +9."
	d.src = &scriptedSource{faces: []int{3, 6, 2, 9, 1, 8}}
	test.Tap(p.rollButton)
	got := d.history[0].roll
	if !strings.Contains(got.result, "risk roll +9") {
		t.Fatalf("result %q", got.result)
	}
	for _, die := range got.dice {
		if die.role == "risk" && die.dropped != (die.face != 9) {
			t.Fatalf("only the 9 is kept: %s", facesText(got.dice))
		}
	}
	if facesText(got.dice) != "risk d4 (3) · risk d6 (6) · risk d8 (2) · risk d10 9 · risk d12 (1) · sign d20 8" {
		t.Fatalf("tiles %s", facesText(got.dice))
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
	if !s.problem.Visible() || s.problem.Text != want.Error() || !strings.Contains(s.problem.Text, "position 6") {
		t.Fatalf("problem %q, want %q", s.problem.Text, want.Error())
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
	if s.problem.Visible() || p.headline.Text != formatPercent(21.0/36) {
		t.Fatalf("fixed expression: problem %v headline %q", s.problem.Visible(), p.headline.Text)
	}
	// Too large to compute exactly: said, and rolling still works.
	s.expr.SetText("1000d10000")
	settle(p)
	if !strings.Contains(p.problem.Text, "rolling still works") || p.rollButton.Disabled() {
		t.Fatalf("too large: %q", p.problem.Text)
	}
}

// TestStaleResultsNeverOverwriteNewer runs two computations out of order:
// the newer input's result arrives first, then the older one's.
func TestStaleResultsNeverOverwriteNewer(t *testing.T) {
	d, _ := newTestDiceWindow(t)
	p := d.panes[0]
	choose(t, p, kindEvening)
	var queued []func()
	p.spawn = func(work func()) { queued = append(queued, work) }
	s := p.setup.(*eveningSetup)
	s.tn.entry.SetText("5")  // older: 75% (6–20 beat 5 … d20 > 5 is 15/20)
	s.tn.entry.SetText("15") // newer: 25%
	if len(queued) != 2 {
		t.Fatalf("%d computations queued", len(queued))
	}
	queued[1]()
	queued[0]()
	settle(p)
	if p.headline.Text != "25.0%" || !strings.Contains(p.headlineWhat.Text, "TN 15") {
		t.Fatalf("a stale result overwrote the newer one: %q %q", p.headline.Text, p.headlineWhat.Text)
	}
}

func TestSlowPushOddsSayComputing(t *testing.T) {
	d, _ := newTestDiceWindow(t)
	p := d.panes[0]
	var queued []func()
	p.spawn = func(work func()) { queued = append(queued, work) }
	s := p.setup.(*dvrSetup)
	s.setPool(12, 10, 8, 6, 4, 4)
	s.push.entry.SetText("3")
	if !p.working.Visible() {
		t.Fatal("push odds for six dice should say computing… while they run")
	}
	for _, w := range queued {
		w()
	}
	settle(p)
	if p.working.Visible() {
		t.Fatal("computing… should go when the odds arrive")
	}
	// Nine dice cannot be pushed: said, not computed.
	s.setPool(4, 4, 4, 4, 4, 4, 4, 4, 4)
	if !strings.Contains(p.problem.Text, "at most 8") {
		t.Fatalf("nine dice with push: %q", p.problem.Text)
	}
}

func TestEverySetupShowsOdds(t *testing.T) {
	d, _ := newTestDiceWindow(t)
	p := d.panes[0]
	for kind := range setupKinds() {
		choose(t, p, kind)
		if p.problem.Visible() {
			t.Fatalf("%s: default inputs give a problem: %s", p.kinds[kind].name, p.problem.Text)
		}
		if p.headline.Text == "" || p.headline.Text == "—" || len(p.rows) == 0 || len(p.chart.bars) == 0 || p.explain.Text == "" {
			t.Fatalf("%s: headline %q, %d rows, %d bars", p.kinds[kind].name, p.headline.Text, len(p.rows), len(p.chart.bars))
		}
		test.Tap(p.rollButton)
		if p.lastResult.Text == "" || len(p.lastDice.Objects) == 0 {
			t.Fatalf("%s: a roll shows no dice or result", p.kinds[kind].name)
		}
	}
	if len(d.history) != len(setupKinds()) {
		t.Fatalf("%d history entries", len(d.history))
	}
}

func TestFormatPercent(t *testing.T) {
	for _, c := range []struct {
		p    float64
		want string
	}{{0, "0.0%"}, {1, "100.0%"}, {0.4375, "43.8%"}, {0.0001, "< 0.1%"}, {0.9999, "> 99.9%"}, {0.5, "50.0%"}, {1 - 1e-13, "100.0%"}, {1e-15, "0.0%"}} {
		if got := formatPercent(c.p); got != c.want {
			t.Errorf("formatPercent(%v) = %q, want %q", c.p, got, c.want)
		}
	}
}

func TestWideDistributionsAreGroupedInTheChart(t *testing.T) {
	expr, err := dice.Parse("100d100")
	if err != nil {
		t.Fatal(err)
	}
	want, _ := expr.Dist()
	res := computeOdds(oddsRequest{odds: func() (oddsView, error) {
		return oddsView{dist: want, outcomeName: "total", success: func(x int) bool { return x >= 5051 }}, nil
	}})
	if len(res.bars) > maxChartBars || len(res.bars) < maxChartBars/2 {
		t.Fatalf("%d bars for 9,901 outcomes", len(res.bars))
	}
	sum := 0.0
	for _, b := range res.bars {
		sum += b.p
	}
	if sum < 0.999999 || sum > 1.000001 || len(res.rows) != len(want.Outcomes()) {
		t.Fatalf("grouped bars sum to %v; %d table rows", sum, len(res.rows))
	}
	if !strings.Contains(strings.Join(res.view.details, "\n"), "each bar of the chart covers ") || !strings.Contains(res.view.details[0], " totals, labelled by the first") {
		t.Fatalf("details %v", res.view.details)
	}
}

func TestTableRowsMatchTheDistribution(t *testing.T) {
	expr, _ := dice.Parse("3d6")
	want, _ := expr.Dist()
	res := computeOdds(oddsRequest{odds: func() (oddsView, error) { return oddsView{dist: want}, nil }})
	for i, x := range want.Outcomes() {
		row := [4]string{strconv.Itoa(x), formatPercent(want.Prob(x)), formatPercent(want.AtLeast(x)), formatPercent(want.AtMost(x))}
		if res.rows[i] != row {
			t.Fatalf("row %d = %v, want %v", i, res.rows[i], row)
		}
	}
}
