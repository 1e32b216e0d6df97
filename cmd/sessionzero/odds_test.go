package main

import (
	"encoding/json"
	"math"
	"sort"
	"strings"
	"testing"
)

func oddsJSON(t *testing.T, args ...string) map[string]any {
	t.Helper()
	out := succeeds(t, append([]string{"odds"}, args...)...)
	var m map[string]any
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatalf("%v: %v in %s", args, err, out)
	}
	return m
}

func near(t *testing.T, name string, got any, want float64) {
	t.Helper()
	f, ok := got.(float64)
	if !ok || math.Abs(f-want) > 1e-12 {
		t.Errorf("%s = %v, want %v", name, got, want)
	}
}

func keysOf(m map[string]any) string {
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return strings.Join(keys, ",")
}

func TestOddsDvR(t *testing.T) {
	// One d4 on 4v1: only a 4 succeeds (1/4); a 1 is a critical failure (1/4).
	m := oddsJSON(t, "dvr", "--pool", "d4", "--difficulty", "4", "--risk", "1", "--json")
	if keysOf(m) != "p_complete,p_crit,p_crit_fail,p_failure,p_partial,successes" {
		t.Errorf("keys %s", keysOf(m))
	}
	near(t, "p_complete", m["p_complete"], 0.25)
	near(t, "p_crit_fail", m["p_crit_fail"], 0.25)
	succ := m["successes"].(map[string]any)
	near(t, `successes["0"]`, succ["0"], 0.75)
	near(t, `successes["1"]`, succ["1"], 0.25)

	// Two d6 on 7vX: no face reaches 7, only a pair of 2–6 scores (5/36).
	m = oddsJSON(t, "dvr", "--pool", "d6,d6", "--difficulty", "7", "--risk", "X", "--json")
	near(t, "p_complete 7vX", m["p_complete"], 5.0/36)
	m = oddsJSON(t, "dvr", "--pool", "d8,d6,d6", "--difficulty", "4", "--risk", "2", "--push", "2", "--json")
	if keysOf(m) != "p_complete,p_complete_without_push,p_crit,p_crit_fail,p_failure,p_partial,successes" {
		t.Errorf("push keys %s", keysOf(m))
	}
	if m["p_complete"].(float64) <= m["p_complete_without_push"].(float64) {
		t.Errorf("pushing does not help: %v", m)
	}
}

func TestOddsDragonhead(t *testing.T) {
	// Score 13 with a d4 and one sign die: an even or 20 sign always
	// succeeds (strength ≥ 14); an odd sign gives 13 − r ≤ 12.
	m := oddsJSON(t, "dragonhead", "--score", "13", "--risk", "d4", "--json")
	if keysOf(m) != "p_crash,p_full_fail,p_half_fail,p_success,strength,successes" {
		t.Errorf("keys %s", keysOf(m))
	}
	near(t, "p_success", m["p_success"], 0.5)
	near(t, "p_crash", m["p_crash"], 0)
	// The 1 sign (double penalty) with a 3 or a 4: 13 − 6 = 7 and
	// 13 − 8 = 5, full fails (1/20 × 2/4).
	near(t, "p_full_fail", m["p_full_fail"], 1.0/40)
	m = oddsJSON(t, "dragonhead", "--score", "14", "--risk", "d6", "--versus", "15", "--json")
	if keysOf(m) != "p_win,strength,successes" {
		t.Errorf("versus keys %s", keysOf(m))
	}
	near(t, "p_win", m["p_win"], (9.0/20)*(1.0/6)/2+(9.0/20)*(5.0/6)+1.0/20)
	m = oddsJSON(t, "dragonhead", "--score", "12", "--difficulty", "hard", "--bonus", "2", "--risk", "reaper", "--try", "hardest", "--json")
	total := 0.0
	for _, p := range m["strength"].(map[string]any) {
		total += p.(float64)
	}
	near(t, "strength total", total, 1)
}

func TestOddsEveningAndRollUnder(t *testing.T) {
	// d20 + 5 > 15 needs 11+: 1/2; with advantage 1 − 1/4.
	m := oddsJSON(t, "evening", "--mod", "5", "--tn", "15", "--adv", "--json")
	near(t, "evening p_success", m["p_success"], 0.75)
	if _, ok := m["effect"].(map[string]any); !ok {
		t.Errorf("no effect map: %v", m)
	}
	m = oddsJSON(t, "evening-death-saves", "--json")
	if keysOf(m) != "p_die,p_recover" {
		t.Errorf("death save keys %s", keysOf(m))
	}
	near(t, "p_recover + p_die", m["p_recover"].(float64)+m["p_die"].(float64), 1)
	// d20 ≤ 12 with 1 and 20 fixed: 12/20; disadvantage squares it.
	m = oddsJSON(t, "rollunder", "--score", "12", "--dis", "--json")
	near(t, "rollunder p_success", m["p_success"], 0.36)
	// Highest of d8, d6, +1 for a second attacker, −1 armour: 8 needs the d8 on 8.
	m = oddsJSON(t, "rollunder-attack", "--dice", "d8,d6", "--attackers", "2", "--armor", "1", "--json")
	damage := m["damage"].(map[string]any)
	near(t, `damage["8"]`, damage["8"], 1.0/8)
	near(t, `damage["1"]`, damage["1"], 1.0/48)
	m = oddsJSON(t, "drgn", "--json")
	near(t, "drgn p_better", m["p_better"], 7.0/20)
}

func TestOddsTextOutput(t *testing.T) {
	code, out, _ := cli(t, "odds", "rollunder-attack", "--dice", "d6", "--impaired")
	if code != 0 || !strings.Contains(out, "P(≥)") || !strings.Contains(out, "d4") {
		t.Errorf("exit %d, output %q", code, out)
	}
}

func TestOddsBadInput(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"odds"}, "name the check"},
		{[]string{"odds", "poker"}, "unknown check"},
		{[]string{"odds", "dvr"}, "--pool is required"},
		{[]string{"odds", "dvr", "--pool", "d7"}, "ladder"},
		{[]string{"odds", "dvr", "--pool", "d6", "--risk", "Y"}, "--risk"},
		{[]string{"odds", "dvr", "--pool", "d6,d6,d6,d6,d6,d6,d6,d6,d6", "--push", "2"}, "at most 8"},
		{[]string{"odds", "dragonhead", "--score", "12", "--difficulty", "impossible"}, "cannot be done"},
		{[]string{"odds", "dragonhead", "--score", "12", "--risk", "d6,d6"}, "twice"},
		{[]string{"odds", "dragonhead", "--risk", "d6"}, "--score is required"},
		{[]string{"odds", "evening", "--start", "epic"}, "effect level"},
		{[]string{"odds", "rollunder-attack", "--dice", "d8", "--attackers", "0"}, "attackers"},
		// Review finding: one d4 per impaired attacker ate gigabytes.
		{[]string{"odds", "rollunder-attack", "--dice", "d8", "--impaired", "--attackers", "100000000"}, "at most 100 dice"},
		{[]string{"odds", "rollunder-attack", "--dice", "d8", "--impaired", "--attackers", "20000"}, "at most 100 dice"},
		{[]string{"odds", "rollunder", "--score", "x"}, "invalid value"},
		{[]string{"odds", "rollunder", "--score", "12", "extra"}, "unexpected argument"},
	}
	for _, tt := range tests {
		refused(t, tt.want, tt.args...)
	}
}

// TestOddsErrorsNameTheFlag: a refused number names the flag typed, not
// the rules' name for it (issue 28: "`--mod`, not `modifier`").
func TestOddsErrorsNameTheFlag(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"odds", "evening", "--mod", "200"}, "--mod is 200"},
		{[]string{"odds", "evening", "--tn", "300"}, "--tn is 300"},
		{[]string{"odds", "dragonhead", "--score", "5000"}, "--score is 5000"},
	} {
		code, _, stderr := cli(t, c.args...)
		if code != 2 || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, %q; want %q", c.args, code, stderr, c.want)
		}
		if strings.Contains(stderr, "modifier") {
			t.Errorf("%v: %q names the rules' modifier", c.args, stderr)
		}
	}
}
