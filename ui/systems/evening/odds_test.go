package evening

import (
	"strings"
	"testing"

	"sessionzero/rules/evening"
	"sessionzero/ui/libtest"
	"sessionzero/ui/odds"
	"sessionzero/ui/plugin"
)

// kindEvening is the picker's name for the setup these tests drive.
var kindEvening = plugin.SystemName(evening.ID) + ": check"

func TestEveningTN15WithAdvantage(t *testing.T) {
	_, p, s := odds.OpenSetup[*eveningSetup](t, libtest.Library(t), kindEvening)
	s.tn.Entry.SetText("15")
	s.adv.Adv.SetChecked(true)
	p.Settle()
	// 003_b350af455cb359c1.txt: "When you have advantage, you take the
	// highest"; success when the total beats the TN: 1 − (15/20)² = 43.75%.
	want, _ := evening.Check(evening.CheckInput{TN: 15, Advantage: true, StartEffect: evening.EffectStandard})
	if p.Headline() != odds.FormatPercent(want.PSuccess) {
		t.Fatalf("p.Headline() != odds.FormatPercent(want.PSuccess): headline %q, want %q (43.8%%)", p.Headline(), odds.FormatPercent(want.PSuccess))
	}
	if p.Headline() != "43.8%" {
		t.Fatalf(`p.Headline() != "43.8%%": headline %q, want %q (43.8%%)`, p.Headline(), odds.FormatPercent(want.PSuccess))
	}
	// Both advantage and disadvantage cancel: one d20, 5 faces beat 15.
	s.adv.Dis.SetChecked(true)
	p.Settle()
	if p.Headline() != "25.0%" {
		t.Fatalf("advantage and disadvantage should cancel: %q", p.Headline())
	}
	// A half-typed number says what to fix.
	s.modifier.Entry.SetText("+")
	p.Settle()
	if !p.ProblemShown() {
		t.Fatalf("!p.ProblemShown(): bad modifier: problem %q headline %q", p.Problem(), p.Headline())
	}
	if !strings.Contains(p.Problem(), "Modifier") {
		t.Fatalf(`!strings.Contains(p.Problem(), "Modifier"): bad modifier: problem %q headline %q`, p.Problem(), p.Headline())
	}
	if p.Headline() != "—" {
		t.Fatalf(`p.Headline() != "—": bad modifier: problem %q headline %q`, p.Problem(), p.Headline())
	}
}

// TestStaleResultsNeverOverwriteNewer runs two computations out of order:
// the newer input's result arrives first, then the older one's.
func TestStaleResultsNeverOverwriteNewer(t *testing.T) {
	w := odds.NewHarness(t, libtest.Library(t), 42)
	p := w.Pane(0)
	p.Choose(t, kindEvening)
	var queued []func()
	p.SetSpawn(func(work func()) { queued = append(queued, work) })
	s := p.Setup().(*eveningSetup)
	s.tn.Entry.SetText("5")  // older: 75% (6–20 beat 5 … d20 > 5 is 15/20)
	s.tn.Entry.SetText("15") // newer: 25%
	if len(queued) != 2 {
		t.Fatalf("%d computations queued", len(queued))
	}
	queued[1]()
	queued[0]()
	p.Settle()
	if p.Headline() != "25.0%" {
		t.Fatalf(`p.Headline() != "25.0%%": a stale result overwrote the newer one: %q %q`, p.Headline(), p.HeadlineWhat())
	}
	if !strings.Contains(p.HeadlineWhat(), "TN 15") {
		t.Fatalf(`!strings.Contains(p.HeadlineWhat(), "TN 15"): a stale result overwrote the newer one: %q %q`, p.Headline(), p.HeadlineWhat())
	}
}
