package main

import (
	"testing"

	"sessionzero/rules/dvr"
	"sessionzero/rules/evening"
	"sessionzero/rules/rollunder"
)

// TestOddsOptionsOfTheNewSystems checks that the flags each system declares
// reach its rules: the CLI prints what the rules compute.
func TestOddsOptionsOfTheNewSystems(t *testing.T) {
	// DvR: All or Nothing on the first die, the GM buying 1s.
	m := oddsJSON(t, "dvr", "--pool", "d8,d6,d6", "--difficulty", "4", "--risk", "2", "--all-or-nothing", "1", "--gm-buys-ones", "--json")
	want, err := dvr.OddsReport(dvr.OddsInput{CheckInput: dvr.CheckInput{Pool: []int{8, 6, 6}, Difficulty: 4, Risk: 2}, AllOrNothing: 1, GMBuysOnes: true}, -1)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"p_complete", "p_partial", "p_failure", "p_crit_fail", "p_crit", "mean_gm_points"} {
		near(t, "dvr "+k, m[k], want[k].(float64))
	}

	// Evening: a challenge of rating 3, complexity 3, +5 an attempt.
	m = oddsJSON(t, "evening-challenge", "--mod", "5", "--rating", "3", "--complexity", "3", "--json")
	ch, err := evening.ChallengeChance(evening.ChallengeInput{Modifier: 5, Rating: 3, Complexity: 3, StartEffect: evening.EffectStandard})
	if err != nil {
		t.Fatal(err)
	}
	near(t, "challenge p_resolve", m["p_resolve"], ch.PResolve)
	near(t, "challenge tn", m["tn"], float64(ch.TN))

	// Evening: a group of two, and an attack behind cover.
	m = oddsJSON(t, "evening-group", "--member", "3:12", "--member", "0:10", "--json")
	g, err := evening.GroupCheck([]evening.CheckInput{{Modifier: 3, TN: 12, StartEffect: evening.EffectStandard}, {Modifier: 0, TN: 10, StartEffect: evening.EffectStandard}})
	if err != nil {
		t.Fatal(err)
	}
	near(t, "group p_success", m["p_success"], g.PSuccess)
	m = oddsJSON(t, "evening", "--mode", "attack", "--tn", "15", "--cover", "limited", "--json")
	near(t, "cover tn_effective", m["tn_effective"], 12)

	// Roll-under: harm odds of two attackers against HP 3, STR 8, with a dodge.
	m = oddsJSON(t, "rollunder-harm", "--attacker", "d8", "--attacker", "d6:enhanced", "--hp", "3", "--str", "8", "--dodge", "12", "--json")
	dex := 12
	h, _, _, err := rollunder.HarmOddsJSON(rollunder.HarmRequest{Attack: rollunder.AttackRequest{Attackers: []string{"d8", "d6:enhanced"}, Count: 1}, HP: 3, STR: 8, Dodge: &dex})
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"p_no_damage", "p_out_of_hp", "p_str_loss", "p_critical", "p_dead"} {
		near(t, "harm "+k, m[k], h[k].(float64))
	}
}
