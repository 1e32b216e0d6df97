package dragonhead

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"sessionzero/rules/dragonhead"
	"sessionzero/ui/libtest"
	"sessionzero/ui/odds"
	"sessionzero/ui/plugin"
	"sessionzero/ui/uitest"
	"sessionzero/ui/widgets"
)

// kindDragonhead is the picker's name for the setup these tests drive.
var kindDragonhead = plugin.SystemName(dragonhead.ID) + ": check"

// scriptedSource returns the faces it is given, in order.
type scriptedSource struct{ faces []int }

func (s *scriptedSource) IntN(int) int {
	f := s.faces[0]
	s.faces = s.faces[1:]
	return f - 1
}

func TestDragonheadReaperTryHardest(t *testing.T) {
	_, p, s := odds.OpenSetup[*dragonheadSetup](t, libtest.Library(t), kindDragonhead)
	s.score.Entry.SetText("12")
	test.Tap(uitest.Button(t, s.Form(), "Reaper Roll"))
	test.Tap(uitest.Button(t, s.Form(), "Try Hardest"))
	test.Tap(uitest.Button(t, s.Form(), "Hard -4"))
	p.Settle()
	if got := s.risk.Selected(); len(got) != 5 {
		t.Fatalf("Reaper Roll pressed %v, want all five risk dice", got)
	}
	// 002_81d21628bd61f597.txt: "Rolling all the dice is known as a Reaper
	// Roll"; "| Try Hardest | 2 wear | d20 d20 d20 |".
	want, err := dragonhead.Check(dragonhead.CheckInput{Score: 12, Difficulty: dragonhead.DifficultyHard,
		RiskDice: dragonhead.ReaperRiskDice, Try: dragonhead.TryHardest})
	if err != nil {
		t.Fatal(err)
	}
	if p.Headline() != odds.FormatPercent(want.PSuccess) {
		t.Fatalf("headline %q, want %q", p.Headline(), odds.FormatPercent(want.PSuccess))
	}
	if !strings.Contains(p.Details(), "2 wear") {
		t.Fatalf("trying hardest should say it costs 2 wear: %q", p.Details())
	}
	if !strings.Contains(p.Explain(), "Reaper Roll") {
		t.Fatalf("the explanation should come from rules/: %q", p.Explain())
	}
	// A challenge: the headline is the chance to win.
	s.challenge.SetChecked(true)
	s.versus.Entry.SetText("10")
	p.Settle()
	ten := 10
	vs, _ := dragonhead.Check(dragonhead.CheckInput{Score: 12, Difficulty: dragonhead.DifficultyHard,
		RiskDice: dragonhead.ReaperRiskDice, Try: dragonhead.TryHardest, Versus: &ten})
	if p.Headline() != odds.FormatPercent(vs.PWin) {
		t.Fatalf("p.Headline() != odds.FormatPercent(vs.PWin): challenge headline %q %q, want %s", p.Headline(), p.HeadlineWhat(), odds.FormatPercent(vs.PWin))
	} else if !strings.Contains(p.HeadlineWhat(), "against 10") {
		t.Fatalf("!strings.Contains(p.HeadlineWhat(), \"against 10\"): challenge headline %q %q, want %s", p.Headline(), p.HeadlineWhat(), odds.FormatPercent(vs.PWin))
	}
	// No risk die at all is refused with a message.
	s.risk.Set()
	p.Settle()
	if !p.ProblemShown() {
		t.Fatalf("!p.ProblemShown(): no risk dice: problem %q", p.Problem())
	} else if !strings.Contains(p.Problem(), "at least one") {
		t.Fatalf("!strings.Contains(p.Problem(), \"at least one\"): no risk dice: problem %q", p.Problem())
	} else if !p.RollButton().Disabled() {
		t.Fatalf("!p.RollButton().Disabled(): no risk dice: problem %q", p.Problem())
	}
}

func TestCompareShowsTwoHeadlines(t *testing.T) {
	w := odds.NewHarness(t, libtest.Library(t), 42)
	w.Pane(0).Choose(t, kindDragonhead)
	w.Pane(0).Setup().(*dragonheadSetup).score.Entry.SetText("9")
	test.Tap(uitest.Button(t, w.Pane(0).Setup().Form(), "Try Harder"))
	w.Pane(0).Settle()
	w.Compare(true)
	if w.Pane(1) == nil {
		t.Fatal("w.Pane(1) == nil:", "compare should show a second setup")
	} else if w.Columns() != 2 {
		t.Fatal("w.Columns() != 2:", "compare should show a second setup")
	}
	second := w.Pane(1)
	second.Settle()
	if second.Chosen() != kindDragonhead {
		t.Fatal("the second setup should start as a copy of the first's kind")
	}
	if copied := second.Setup().(*dragonheadSetup); copied.score.Entry.Text != "9" || copied.try.First() != int(dragonhead.TryHarder) ||
		second.Headline() != w.Pane(0).Headline() {
		t.Fatal("the second setup should start as a copy of the first's inputs")
	}
	test.Tap(uitest.Button(t, second.Setup().Form(), "Reaper Roll"))
	second.Setup().(*dragonheadSetup).score.Entry.SetText("10")
	second.Setup().(*dragonheadSetup).try.Set(int(dragonhead.TryPlain))
	second.Settle()
	first := w.Pane(0)
	first.Setup().(*dragonheadSetup).score.Entry.SetText("10")
	first.Setup().(*dragonheadSetup).try.Set(int(dragonhead.TryPlain))
	first.Settle()
	if first.Headline() == "" {
		t.Fatalf("first.Headline() == \"\": two headlines expected, got %q and %q", first.Headline(), second.Headline())
	} else if second.Headline() == "" {
		t.Fatalf("second.Headline() == \"\": two headlines expected, got %q and %q", first.Headline(), second.Headline())
	} else if first.Headline() == second.Headline() {
		t.Fatalf("first.Headline() == second.Headline(): two headlines expected, got %q and %q", first.Headline(), second.Headline())
	}
	base := dragonhead.CheckInput{Score: 10, Difficulty: dragonhead.DifficultyNormal, Try: dragonhead.TryPlain}
	d6, reaper := base, base
	d6.RiskDice, reaper.RiskDice = []int{6}, dragonhead.ReaperRiskDice
	r1, _ := dragonhead.Check(d6)
	r2, _ := dragonhead.Check(reaper)
	if first.Headline() != odds.FormatPercent(r1.PSuccess) || second.Headline() != odds.FormatPercent(r2.PSuccess) {
		t.Fatalf("d6 vs Reaper: %q vs %q, want %s vs %s", first.Headline(), second.Headline(),
			odds.FormatPercent(r1.PSuccess), odds.FormatPercent(r2.PSuccess))
	}
	w.Compare(false)
	if w.Columns() != 1 {
		t.Fatal("turning compare off should leave one setup")
	}
}

func TestReaperRollShowsTheBooksExample(t *testing.T) {
	w := odds.NewHarness(t, libtest.Library(t), 42)
	p := w.Pane(0)
	p.Choose(t, kindDragonhead)
	test.Tap(uitest.Button(t, p.Setup().Form(), "Reaper Roll"))
	p.Settle()
	// 002_81d21628bd61f597.txt: "Should the d4, d6, d8, d10 and d12 roll
	// respectively 3, 6, 2, 9 and 1 you would use the 9. A sign die roll of 8
	// creates a +9."
	w.SetSource(&scriptedSource{faces: []int{3, 6, 2, 9, 1, 8}})
	test.Tap(p.RollButton())
	got := w.History()[0].Roll
	if !strings.Contains(got.Result, "risk roll +9") {
		t.Fatalf("result %q", got.Result)
	}
	for _, die := range got.Dice {
		if die.Role == "risk" && die.Dropped != (die.Face != 9) {
			t.Fatalf("only the 9 is kept: %s", odds.FacesText(got.Dice))
		}
	}
	if odds.FacesText(got.Dice) != "risk d4 (3) · risk d6 (6) · risk d8 (2) · risk d10 9 · risk d12 (1) · sign d20 8" {
		t.Fatalf("tiles %s", odds.FacesText(got.Dice))
	}
}

func BenchmarkDiceWindowReaperHardest(b *testing.B) {
	odds.BenchmarkRecompute(b, libtest.Library(b), kindDragonhead, func(p *odds.HarnessPane) {
		s := p.Setup().(*dragonheadSetup)
		s.risk.Set(0, 1, 2, 3, 4)
		s.try.Set(2)
	})
}

// TestScreenshotDiceCompare renders the Dice & Odds window comparing a d6
// with a Reaper Roll, after a roll of each.
func TestScreenshotDiceCompare(t *testing.T) {
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	w := odds.NewHarness(t, libtest.Library(t), 42)
	first := w.Pane(0)
	first.Choose(t, kindDragonhead)
	w.Compare(true)
	second := w.Pane(1)
	second.Settle()
	test.Tap(uitest.Button(t, second.Setup().Form(), "Reaper Roll"))
	first.Setup().(*dragonheadSetup).score.Entry.SetText("10")
	second.Setup().(*dragonheadSetup).score.Entry.SetText("10")
	first.Settle()
	second.Settle()
	test.Tap(first.RollButton())
	test.Tap(second.RollButton())
	shot(t, w.Window(), "dice-compare", first.Headline(), second.Headline(), "Reaper Roll")
}
