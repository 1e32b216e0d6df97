package evening

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"sessionzero/internal/rulestest"
	"sessionzero/rules/evening"
	"sessionzero/ui/libtest"
	"sessionzero/ui/odds"
	"sessionzero/ui/plugin"
)

// cli runs `sessionzero odds NAME ARGS…` as cmd/sessionzero does (the
// check's flags bound and parsed, its Run called) and returns its JSON.
func cli(t *testing.T, name string, args ...string) any {
	t.Helper()
	return rulestest.OddsJSON(t, (evening.System{}).OddsChecks(), name, args...)
}

// TestEveningCheckPaneEqualsTheCLI sets the check pane as each command
// line sets `odds evening` and wants the same numbers.
func TestEveningCheckPaneEqualsTheCLI(t *testing.T) {
	_, p, s := odds.OpenSetup[*eveningSetup](t, libtest.Library(t), kindEvening)
	tests := []struct {
		args []string
		set  func()
	}{
		{[]string{"--mod", "3", "--tn", "15"}, func() { s.modifier.Entry.SetText("3"); s.tn.Entry.SetText("15") }},
		{[]string{"--mod", "5", "--tn", "14", "--mode", "attack", "--adv"}, func() {
			s.mode.SetSelected("Attack")
			s.modifier.Entry.SetText("5")
			s.tn.Entry.SetText("14")
			s.adv.Adv.SetChecked(true)
		}},
		{[]string{"--mod", "2", "--tn", "16", "--mode", "defense", "--cover", "standard", "--defend", "--reserve", "d8"}, func() {
			s.adv.Adv.SetChecked(false)
			s.mode.SetSelected("Defense")
			s.modifier.Entry.SetText("2")
			s.tn.Entry.SetText("16")
			s.cover.SetSelected("standard")
			s.defend.SetChecked(true)
			s.reserve.SetSelected("d8")
		}},
		{[]string{"--mod", "1", "--tn", "6", "--mode", "wealth", "--dis", "--start", "limited", "--post", "2", "--reroll"}, func() {
			s.cover.SetSelected("none")
			s.defend.SetChecked(false)
			s.reserve.SetSelected("none")
			s.mode.SetSelected("Wealth (1d10)")
			s.modifier.Entry.SetText("1")
			s.tn.Entry.SetText("6")
			s.adv.Dis.SetChecked(true)
			s.start.SetSelected("Limited")
			s.post.Entry.SetText("2")
			s.reroll.SetChecked(true)
		}},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			tc.set()
			p.Settle()
			if p.ProblemShown() {
				t.Fatalf("problem %q", p.Problem())
			}
			j := cli(t, "evening", tc.args...).(map[string]any)
			pc := func(k string) string { return odds.FormatPercent(j[k].(float64)) }
			if p.Headline() != pc("p_success") {
				t.Errorf("headline %s, the CLI's p_success %s", p.Headline(), pc("p_success"))
			}
			for _, want := range []string{
				"critical hit " + pc("p_crit"), "natural 1 " + pc("p_natural_1"), "natural 20 " + pc("p_natural_20"),
				"fail by 10 or more " + pc("p_fail_by_10"), "succeed by 10 or more " + pc("p_succeed_by_10"),
				"bad " + pc("p_thread_bad"), "good " + pc("p_thread_good"),
			} {
				if !strings.Contains(p.Details(), want) {
					t.Errorf("details %q lack %q", p.Details(), want)
				}
			}
			for key, v := range j["effect_on_success"].(map[string]float64) {
				n, err := strconv.Atoi(key)
				if err != nil {
					t.Fatalf("effect_on_success key %q", key)
				}
				if evening.EffectLevel(n) == evening.EffectNone || v == 0 {
					continue
				}
				if want := evening.EffectLevel(n).String() + " " + odds.FormatPercent(v); !strings.Contains(p.Details(), want) {
					t.Errorf("details %q lack %q", p.Details(), want)
				}
			}
		})
	}
}

// TestEveningGroupContestedChallengePanesEqualTheCLI: the other three
// setups against `odds evening-group/-contested/-challenge`.
func TestEveningGroupContestedChallengePanesEqualTheCLI(t *testing.T) {
	w := odds.NewHarness(t, libtest.Library(t), 42)
	p := w.Pane(0)
	name := plugin.SystemName(evening.ID)

	p.Choose(t, name+": group check")
	g := p.Setup().(*groupSetup)
	g.members.SetText("3:12, 1:12, -1:10, 0:14")
	p.Settle()
	gj := cli(t, "evening-group", "--member", "3:12", "--member", "1:12", "--member", "-1:10", "--member", "0:14").(evening.GroupOdds)
	if p.Headline() != odds.FormatPercent(gj.PSuccess) {
		t.Fatalf("p.Headline() != odds.FormatPercent(gj.PSuccess): group: %s %q, CLI %s", p.Headline(), p.HeadlineWhat(), odds.FormatPercent(gj.PSuccess))
	}
	if !strings.Contains(p.HeadlineWhat(), "3 of 4") {
		t.Errorf(`!strings.Contains(p.HeadlineWhat(), "3 of 4"): group: %s %q, CLI %s`, p.Headline(), p.HeadlineWhat(), odds.FormatPercent(gj.PSuccess))
	}
	g.members.SetText("3:12, x")
	p.Settle()
	if !p.ProblemShown() {
		t.Fatalf("!p.ProblemShown(): a bad member: %q", p.Problem())
	}
	if !strings.Contains(p.Problem(), "MOD:TN") {
		t.Errorf(`!strings.Contains(p.Problem(), "MOD:TN"): a bad member: %q`, p.Problem())
	}

	p.Choose(t, name+": contested check")
	c := p.Setup().(*contestedSetup)
	c.a.Entry.SetText("4")
	c.b.Entry.SetText("2")
	p.Settle()
	cj := cli(t, "evening-contested", "--a", "4", "--b", "2").(evening.ContestedOdds)
	if p.Headline() != odds.FormatPercent(cj.PA) {
		t.Fatalf("p.Headline() != odds.FormatPercent(cj.PA): contested: %s %q, CLI %+v", p.Headline(), p.Details(), cj)
	}
	if !strings.Contains(p.Details(), odds.FormatPercent(cj.PB)) {
		t.Errorf("!strings.Contains(p.Details(), odds.FormatPercent(cj.PB)): contested: %s %q, CLI %+v", p.Headline(), p.Details(), cj)
	}

	p.Choose(t, name+": challenge")
	ch := p.Setup().(*challengeSetup)
	ch.modifier.Entry.SetText("5")
	ch.rating.Entry.SetText("4")
	ch.complexity.Entry.SetText("2")
	ch.suitability.SetSelected("good")
	p.Settle()
	chj := cli(t, "evening-challenge", "--mod", "5", "--rating", "4", "--complexity", "2", "--suitability", "good").(evening.ChallengeOdds)
	if p.Headline() != odds.FormatPercent(chj.PResolve) {
		t.Fatalf("p.Headline() != odds.FormatPercent(chj.PResolve): challenge: %s %q, CLI %+v", p.Headline(), p.HeadlineWhat(), chj)
	}
	if !strings.Contains(p.HeadlineWhat(), "TN 9") {
		t.Errorf(`!strings.Contains(p.HeadlineWhat(), "TN 9"): challenge: %s %q, CLI %+v`, p.Headline(), p.HeadlineWhat(), chj)
	}
	ch.rating.Entry.SetText("11")
	p.Settle()
	if !p.ProblemShown() {
		t.Fatalf("!p.ProblemShown(): rating 11: %q", p.Problem())
	}
	if !strings.Contains(p.Problem(), "Rating") {
		t.Errorf(`!strings.Contains(p.Problem(), "Rating"): rating 11: %q`, p.Problem())
	}
}

// TestAFailedCheckHasNoEffectLevel: "a failed check has no effect level"
// (specs/evening.md EVE-13): a roll that cannot beat TN 25 says it fails
// and names no level.
func TestAFailedCheckHasNoEffectLevel(t *testing.T) {
	_, p, s := odds.OpenSetup[*eveningSetup](t, libtest.Library(t), kindEvening)
	s.tn.Entry.SetText("25")
	s.reserve.SetSelected("d4")
	p.Settle()
	for range 5 {
		test.Tap(p.RollButton())
		got := p.LastResult()
		if !strings.Contains(got, "fails") {
			t.Fatalf(`!strings.Contains(got, "fails"): roll against TN 25: %q with %d dice`, got, p.LastDice())
		}
		if p.LastDice() != 2 {
			t.Fatalf("p.LastDice() != 2: roll against TN 25: %q with %d dice", got, p.LastDice())
		}
		for _, l := range eveningEffectNames {
			if strings.Contains(strings.ToLower(got), strings.ToLower(l)) {
				t.Fatalf("a failure names the effect level %q: %q", l, got)
			}
		}
	}
}
