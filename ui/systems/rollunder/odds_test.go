//go:build ci

package rollunder

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"sessionzero/internal/rulestest"
	ru "sessionzero/rules/rollunder"
	"sessionzero/ui/libtest"
	"sessionzero/ui/odds"
	"sessionzero/ui/plugin"
	"sessionzero/ui/uitest"
)

// cliOdds runs an `odds` check of roll-under with the CLI's flags and
// returns its JSON, as `sessionzero odds NAME ARGS --json` prints it.
func cliOdds(t *testing.T, name string, args ...string) map[string]any {
	t.Helper()
	return rulestest.OddsJSON(t, ru.New().(ru.System).OddsChecks(), name, args...).(map[string]any)
}

// setRows types the attackers into the setup's rows: "d8,d6", "d6:enhanced".
func setRows(t *testing.T, p *odds.HarnessPane, rows *attackRows, attackers []string, armour string, ignores bool) {
	t.Helper()
	for len(rows.rows) < len(attackers) {
		test.Tap(uitest.Button(t, rows.content, "Add attacker"))
	}
	for i, a := range attackers {
		d, state, _ := strings.Cut(a, ":")
		r := rows.rows[i]
		r.dice.SetText("")
		test.Type(r.dice, d)
		r.impaired.SetChecked(state == "impaired")
		r.enhanced.SetChecked(state == "enhanced")
	}
	rows.armour.Entry.SetText(armour)
	rows.ignores.SetChecked(ignores)
	p.Settle()
}

func TestOddsAttackMatchesCLI(t *testing.T) {
	// Two attackers, one enhanced (one d12 each, RU-12), armour 5 counts as 3 ("cannot exceed 3", L22).
	_, p, s := odds.OpenSetup[*attackSetup](t, libtest.Library(t), plugin.SystemName(ru.ID)+": attack")
	setRows(t, p, s.rows, []string{"d8,d6", "d6:enhanced", ":impaired"}, "5", false)
	cli := cliOdds(t, "rollunder-attack", "--attacker", "d8,d6", "--attacker", "d6:enhanced", "--attacker", ":impaired", "--armor", "5")
	if p.ProblemShown() {
		t.Fatal(p.Problem())
	}
	if got, want := p.Headline(), odds.FormatPercent(cli["p_damage"].(float64)); got != want {
		t.Errorf("headline %s, the CLI's p_damage %s", got, want)
	}
	if d := p.Details(); !strings.Contains(d, "rolls d8 d6 d6 d12 d4") || !strings.Contains(d, "counts as 3") {
		t.Errorf("details %q", d)
	}
	if n := len(cli["damage"].(map[string]float64)); len(p.Rows()) != n {
		t.Errorf("%d rows, the CLI has %d outcomes", len(p.Rows()), n)
	}
	// Ignoring armour changes the numbers the same way (--ignores-armor).
	setRows(t, p, s.rows, []string{"d8,d6", "d6:enhanced", ":impaired"}, "5", true)
	cli = cliOdds(t, "rollunder-attack", "--attacker", "d8,d6", "--attacker", "d6:enhanced", "--attacker", ":impaired", "--armor", "5", "--ignores-armor")
	if got, want := p.Headline(), odds.FormatPercent(cli["p_damage"].(float64)); got != want {
		t.Errorf("ignoring armour: headline %s, the CLI's %s", got, want)
	}
	test.Tap(p.RollButton())
	if p.LastDice() != 5 || !strings.Contains(p.LastResult(), "damage") {
		t.Errorf("a roll shows %d dice, %q", p.LastDice(), p.LastResult())
	}
}

func TestOddsHarmMatchesCLI(t *testing.T) {
	_, p, s := odds.OpenSetup[*harmSetup](t, libtest.Library(t), plugin.SystemName(ru.ID)+": attack on a defender")
	s.hp.Entry.SetText("3")
	s.str.Entry.SetText("8")
	s.dodge.SetChecked(true)
	s.dex.Entry.SetText("12")
	s.dis.SetChecked(true)
	setRows(t, p, s.rows, []string{"d8", "d6:enhanced"}, "1", false)
	cli := cliOdds(t, "rollunder-harm", "--attacker", "d8", "--attacker", "d6:enhanced", "--armor", "1", "--hp", "3", "--str", "8", "--dodge", "12", "--dodge-dis")
	if p.ProblemShown() {
		t.Fatal(p.Problem())
	}
	f := func(k string) string { return odds.FormatPercent(cli[k].(float64)) }
	if got, want := p.Headline(), odds.FormatPercent(cli["p_critical"].(float64)+cli["p_dead"].(float64)); got != want {
		t.Errorf("headline %s, the CLI's p_critical + p_dead %s", got, want)
	}
	for _, want := range []string{"no damage " + f("p_no_damage"), "out of HP " + f("p_out_of_hp"), "STR loss " + f("p_str_loss"), "critical " + f("p_critical"), "dead " + f("p_dead")} {
		if !strings.Contains(p.Details(), want) {
			t.Errorf("details %q lack %q", p.Details(), want)
		}
	}
	// "When you run out of HP, any remaining Damage is removed from your STR score" (L24): 5 on 3 HP leaves STR 6;
	// the highest, 12 + 1 − 1 = 12, leaves 8 − 9: "The character dies at STR 0" (L30).
	rows := p.Rows()
	var labels []string
	for _, r := range rows {
		labels = append(labels, r[0])
	}
	if len(rows) != len(cli["damage"].(map[string]float64)) || !slices.Contains(labels, "5: out of HP, STR 6 left, STR save") || !strings.Contains(labels[len(labels)-1], "dead") {
		t.Errorf("rows %v", labels)
	}
	test.Tap(p.RollButton())
	if !strings.Contains(p.LastResult(), "dodge") {
		t.Errorf("the roll's result %q names no dodge", p.LastResult())
	}
}
