package drgn

import (
	"math"
	"testing"
)

func TestRiskItAllTable(t *testing.T) {
	// 000_83d7bea2fb475415.txt "Risk it All".
	tests := []struct {
		roll int
		want RiskItAllOutcome
	}{
		{1, RiskItAllCatastrophe},                        // "On a 1, the outcome is a catastrophic failure"
		{2, RiskItAllStepBelow}, {7, RiskItAllStepBelow}, // "On a 2-7 ... one step below"
		{8, RiskItAllNormal}, {13, RiskItAllNormal}, // "On an 8-13, the outcome is normal"
		{14, RiskItAllStepAbove}, {19, RiskItAllStepAbove}, // "On a 14-19 ... one step above"
		{20, RiskItAllInstant}, // "On a 20, the outcome is an instant success"
	}
	for _, tt := range tests {
		if got, err := RiskItAllFor(tt.roll); err != nil || got != tt.want {
			t.Errorf("roll %d: %v %v, want %v", tt.roll, got, err, tt.want)
		}
	}
	for _, bad := range []int{0, 21} {
		if _, err := RiskItAllFor(bad); err == nil {
			t.Errorf("roll %d accepted", bad)
		}
	}
}

func TestRiskItAllOdds(t *testing.T) {
	r := RiskItAllOdds()
	want := map[int]float64{-2: 1.0 / 20, -1: 6.0 / 20, 0: 6.0 / 20, 1: 6.0 / 20, 2: 1.0 / 20}
	for k, p := range want {
		if math.Abs(r.Outcomes.Prob(k)-p) > 1e-12 {
			t.Errorf("outcome %d: %v, want %v", k, r.Outcomes.Prob(k), p)
		}
	}
	if math.Abs(r.PBetter-7.0/20) > 1e-12 || math.Abs(r.PWorse-7.0/20) > 1e-12 {
		t.Errorf("better %v worse %v, want 7/20 each", r.PBetter, r.PWorse)
	}
}

func TestRiskItAllEpicoins(t *testing.T) {
	// "For every 3 times a player "risks it all," they gain 1 Epicoin to use."
	for risks, want := range map[int]int{0: 0, 2: 0, 3: 1, 5: 1, 6: 2, -1: 0} {
		if got := RiskItAllEpicoins(risks); got != want {
			t.Errorf("%d risks: %d Epicoins, want %d", risks, got, want)
		}
	}
}
