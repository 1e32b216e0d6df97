package dvr

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"sessionzero/rules/dvr"
	"sessionzero/ui/libtest"
	"sessionzero/ui/odds"
	"sessionzero/ui/plugin"
	"sessionzero/ui/uitest"
	"sessionzero/ui/widgets"
)

// kindDvR is the picker's name for the setup these tests drive.
var kindDvR = plugin.SystemName(dvr.ID) + ": check"

func TestDvRPoolHeadlineIsTheCheck(t *testing.T) {
	_, p, s := odds.OpenSetup[*dvrSetup](t, libtest.Library(t), kindDvR)
	s.setPool() // empty the pool, then build d8, d6, d6 with the die buttons
	p.Settle()
	if !p.ProblemShown() {
		t.Fatalf("an empty pool should say what to fix, got %q (failed: %s)", p.Problem(), `!p.ProblemShown()`)
	}
	if !strings.Contains(p.Problem(), "at least one die") {
		t.Fatalf("an empty pool should say what to fix, got %q (failed: %s)", p.Problem(), `!strings.Contains(p.Problem(), "at least one die")`)
	}
	for _, die := range []string{"d8", "d6", "d6", "d4"} {
		test.Tap(uitest.Button(t, s.Form(), die))
		p.Settle()
	}
	// Remove the d4 chip (the fourth die of the pool).
	s.remove(3)
	p.Settle()
	s.difficulty.Entry.SetText("4")
	s.risk.SetText("2")
	p.Settle()
	// 001_b486315a8cda90c7.txt: "Every die that meets or beats the difficulty
	// rating is counted as a success" … "at least equal to the risk rating to
	// have a complete success".
	want, err := dvr.Check(dvr.CheckInput{Pool: []int{8, 6, 6}, Difficulty: 4, Risk: 2})
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Headline(); got != odds.FormatPercent(want.PComplete) {
		t.Fatalf("headline %q, want %q", got, odds.FormatPercent(want.PComplete))
	}
	if !strings.Contains(p.HeadlineWhat(), "4v2") {
		t.Fatalf("the headline should name the check: %q", p.HeadlineWhat())
	}
	if len(p.Rows()) != len(want.Successes.Outcomes()) {
		t.Fatalf("table rows %v (failed: %s)", p.Rows(), `len(p.Rows()) != len(want.Successes.Outcomes())`)
	}
	if p.Rows()[0][0] != "0" {
		t.Fatalf("table rows %v (failed: %s)", p.Rows(), `p.Rows()[0][0] != "0"`)
	}
	if !strings.Contains(p.Details(), "critical failure "+odds.FormatPercent(want.PCritFail)) {
		t.Fatalf("details %q", p.Details())
	}
	// The chart highlights exactly the outcomes that complete the check.
	for _, b := range p.Bars() {
		if b.Highlight != (b.Label >= "2") {
			t.Fatalf("bar %s highlighted %v", b.Label, b.Highlight)
		}
	}
	// Risk X needs one success.
	s.risk.SetText("x")
	p.Settle()
	wantX, _ := dvr.Check(dvr.CheckInput{Pool: []int{8, 6, 6}, Difficulty: 4, Risk: dvr.RiskX})
	if p.Headline() != odds.FormatPercent(wantX.PComplete) {
		t.Fatalf("4vX headline %q, want %q", p.Headline(), odds.FormatPercent(wantX.PComplete))
	}
	// Pushing raises the headline to the push odds.
	s.push.Entry.SetText("2")
	p.Settle()
	pushed, _ := dvr.PushOdds(dvr.CheckInput{Pool: []int{8, 6, 6}, Difficulty: 4, Risk: dvr.RiskX}, 2)
	if p.Headline() != odds.FormatPercent(pushed.ByPoints[2]) {
		t.Fatalf("push headline %q details %q (failed: %s)", p.Headline(), p.Details(), `p.Headline() != odds.FormatPercent(pushed.ByPoints[2])`)
	}
	if !strings.Contains(p.Details(), "without pushing") {
		t.Fatalf("push headline %q details %q (failed: %s)", p.Headline(), p.Details(), `!strings.Contains(p.Details(), "without pushing")`)
	}
}

func TestRollWithFixedSeedAddsHistory(t *testing.T) {
	rollOnce := func() (odds.HistoryEntry, int) {
		w := odds.NewHarness(t, libtest.Library(t), 42)
		p := w.Pane(0) // DvR d8 d6 d6 on 4v2
		test.Tap(p.RollButton())
		if len(w.History()) != 1 {
			t.Fatalf("%d history entries after one roll", len(w.History()))
		}
		return w.History()[0], p.LastDice()
	}
	h, tiles := rollOnce()
	if tiles != 3 {
		t.Fatalf("a pool of 3 dice should show 3 tiles, got %d (failed: %s)", tiles, `tiles != 3`)
	}
	if len(h.Roll.Dice) != 3 {
		t.Fatalf("a pool of 3 dice should show 3 tiles, got %d (failed: %s)", tiles, `len(h.Roll.Dice) != 3`)
	}
	if !strings.Contains(h.Describe, "d8 d6 d6 on 4v2") {
		t.Fatalf("history entry %+v (failed: %s)", h, `!strings.Contains(h.Describe, "d8 d6 d6 on 4v2")`)
	}
	if h.Roll.Result == "" {
		t.Fatalf("history entry %+v (failed: %s)", h, `h.Roll.Result == ""`)
	}
	if h.Number != 1 {
		t.Fatalf("history entry %+v (failed: %s)", h, `h.Number != 1`)
	}
	// The result matches the rules' own count of those faces.
	faces := []int{h.Roll.Dice[0].Face, h.Roll.Dice[1].Face, h.Roll.Dice[2].Face}
	net := dvr.NetSuccesses(faces, 4)
	if !strings.Contains(h.Roll.Result, widgets.Plural(net, "net success")) && !strings.Contains(h.Roll.Result, "critical failure") {
		t.Fatalf("result %q for faces %v (net %d)", h.Roll.Result, faces, net)
	}
	// The verdict names the spec's outcome (specs/dvr.md §5.2: "partial
	// (1 ≤ successes < R)"): on 4v2, one net success is a partial success,
	// neither good nor bad.
	if net == 1 && (!strings.Contains(h.Roll.Result, "partial success") || h.Roll.Success != 0) {
		t.Fatalf("one net success on 4v2 reads %q (success %d), want a partial success", h.Roll.Result, h.Roll.Success)
	}
	again, _ := rollOnce()
	if odds.FacesText(again.Roll.Dice) != odds.FacesText(h.Roll.Dice) {
		t.Fatalf("the same seed rolled %s then %s", odds.FacesText(h.Roll.Dice), odds.FacesText(again.Roll.Dice))
	}
}

func TestSlowPushOddsSayComputing(t *testing.T) {
	w := odds.NewHarness(t, libtest.Library(t), 42)
	p := w.Pane(0)
	var queued []func()
	p.SetSpawn(func(work func()) { queued = append(queued, work) })
	s := p.Setup().(*dvrSetup)
	s.setPool(12, 10, 8, 6, 4, 4)
	s.push.Entry.SetText("3")
	if !p.Working() {
		t.Fatal("push odds for six dice should say computing… while they run")
	}
	for _, w := range queued {
		w()
	}
	p.Settle()
	if p.Working() {
		t.Fatal("computing… should go when the odds arrive")
	}
	// Nine dice cannot be pushed: said, not computed.
	s.setPool(4, 4, 4, 4, 4, 4, 4, 4, 4)
	if !strings.Contains(p.Problem(), "at most 8") {
		t.Fatalf("nine dice with push: %q", p.Problem())
	}
}

// TestSlowOddsNeverBlockTheUI types a push budget for an 8-dice pool (push
// odds take about a second): the input returns at once with "computing…"
// shown, and the odds arrive later.
func TestSlowOddsNeverBlockTheUI(t *testing.T) {
	if testing.Short() {
		t.Skip("computes 8-dice push odds")
	}
	w := odds.NewHarness(t, libtest.Library(t), 42)
	p := w.Pane(0)
	s := p.Setup().(*dvrSetup)
	s.setPool(12, 12, 10, 10, 8, 8, 6, 4)
	s.difficulty.Entry.SetText("8")
	s.risk.SetText("4")
	p.Settle()
	start := time.Now()
	s.push.Entry.SetText("10")
	blocked := time.Since(start)
	if !p.Working() {
		t.Fatal("computing… should show while the push odds run")
	}
	p.Settle()
	total := time.Since(start)
	t.Logf("UI goroutine busy %v; push odds shown after %v", blocked, total)
	if blocked > 50*time.Millisecond {
		t.Fatalf("typing blocked the UI goroutine for %v", blocked)
	}
	if p.Working() {
		t.Fatalf("after the odds: %q %q (failed: %s)", p.HeadlineWhat(), p.Problem(), `p.Working()`)
	}
	if p.ProblemShown() {
		t.Fatalf("after the odds: %q %q (failed: %s)", p.HeadlineWhat(), p.Problem(), `p.ProblemShown()`)
	}
	if !strings.Contains(p.HeadlineWhat(), "pushing up to 10 points") {
		t.Fatalf("after the odds: %q %q (failed: %s)", p.HeadlineWhat(), p.Problem(), `!strings.Contains(p.HeadlineWhat(), "pushing up to 10 points")`)
	}
}

func BenchmarkDiceWindowDvR3(b *testing.B) {
	odds.BenchmarkRecompute(b, libtest.Library(b), kindDvR, func(*odds.HarnessPane) {}) // d8 d6 d6 on 4v2
}

// All or Nothing and the GM buying 1s (001_b486315a8cda90c7.txt: "the
// amount of successes they generate are doubled"; "instead of having it
// detract from a success the GM can buy it to get Gm points"): the pane
// shows the numbers of `sessionzero odds dvr --all-or-nothing N
// --gm-buys-ones`, which are dvr.OddsReport's.
func TestDvRAllOrNothingAndGMBuysOnes(t *testing.T) {
	w, p, s := odds.OpenSetup[*dvrSetup](t, libtest.Library(t), kindDvR)
	s.setPool(8, 6, 6)
	s.difficulty.Entry.SetText("5")
	s.risk.SetText("2")
	if len(s.aon.Options) != 4 {
		t.Fatalf("All-or-Nothing choices %v (failed: %s)", s.aon.Options, `len(s.aon.Options) != 4`)
	}
	if s.aon.Options[1] != "die 1: d8" {
		t.Fatalf("All-or-Nothing choices %v (failed: %s)", s.aon.Options, `s.aon.Options[1] != "die 1: d8"`)
	}
	s.aon.SetSelected("die 1: d8")
	s.buys.SetChecked(true)
	p.Settle()
	in := dvr.OddsInput{CheckInput: dvr.CheckInput{Pool: []int{8, 6, 6}, Difficulty: 5, Risk: 2}, AllOrNothing: 1, GMBuysOnes: true}
	want, err := dvr.OddsReport(in, -1)
	if err != nil {
		t.Fatal(err)
	}
	if p.Headline() != odds.FormatPercent(want["p_complete"].(float64)) {
		t.Fatalf("headline %q %q, want %v (failed: %s)", p.Headline(), p.HeadlineWhat(), want["p_complete"], `p.Headline() != odds.FormatPercent(want["p_complete"].(float64))`)
	}
	if !strings.Contains(p.HeadlineWhat(), "die 1 All or Nothing") {
		t.Fatalf("headline %q %q, want %v (failed: %s)", p.Headline(), p.HeadlineWhat(), want["p_complete"], `!strings.Contains(p.HeadlineWhat(), "die 1 All or Nothing")`)
	}
	for _, line := range []string{
		"partial success " + odds.FormatPercent(want["p_partial"].(float64)),
		"failure " + odds.FormatPercent(want["p_failure"].(float64)),
		"critical failure " + odds.FormatPercent(want["p_crit_fail"].(float64)),
		"crit (matched dice) " + odds.FormatPercent(want["p_crit"].(float64)),
		fmt.Sprintf("GM points (mean) %.3f", want["mean_gm_points"].(float64)),
	} {
		if !strings.Contains(p.Details(), line) {
			t.Errorf("details lack %q: %q", line, p.Details())
		}
	}
	// The same options with pushing: `--push 3`.
	s.push.Entry.SetText("3")
	p.Settle()
	pushed, err := dvr.OddsReport(in, 3)
	if err != nil {
		t.Fatal(err)
	}
	if p.Headline() != odds.FormatPercent(pushed["p_complete"].(float64)) {
		t.Fatalf("pushed headline %q details %q, want %v (failed: %s)", p.Headline(), p.Details(), pushed, `p.Headline() != odds.FormatPercent(pushed["p_complete"].(float64))`)
	}
	if !strings.Contains(p.Details(), "without pushing "+odds.FormatPercent(pushed["p_complete_without_push"].(float64))) {
		t.Fatalf("pushed headline %q details %q, want %v (failed: %s)", p.Headline(), p.Details(), pushed, `!strings.Contains(p.Details(), "without pushing "+odds.FormatPercent(pushed["p_complete_without_push"].(float64)))`)
	}
	// Removing the sacrificed die resets the choice instead of pointing past the pool.
	s.remove(2)
	s.remove(1)
	s.remove(0)
	if s.aon.Selected != aonNone {
		t.Errorf("after emptying the pool All or Nothing is %q", s.aon.Selected)
	}
	s.setPool(8, 6, 6)
	s.aon.SetSelected("die 1: d8")
	s.push.Entry.SetText("0")
	p.Settle()
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	w.Window().Resize(fyne.NewSize(1100, 720))
	uitest.Capture(t, w.Window(), "dice-dvr-options")
}
