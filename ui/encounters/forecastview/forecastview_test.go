package forecastview

import (
	"testing"

	"sessionzero/rules/forecast"
)

func TestWords(t *testing.T) {
	for _, tt := range []struct {
		x    float64
		want string
	}{{0, "0%"}, {0.004, "<1%"}, {0.21, "21%"}, {0.996, ">99%"}, {1, "100%"}} {
		if got := percent(tt.x); got != tt.want {
			t.Errorf("percent(%v) = %q, want %q", tt.x, got, tt.want)
		}
	}
	if got := plural(2000, "fight"); got != "2,000 fights" {
		t.Errorf("plural = %q", got)
	}
	if got := plural(1, "round"); got != "1 round" {
		t.Errorf("plural = %q", got)
	}
}

// The party's most at risk, at most three, most likely first; opponents
// are not named.
func TestAtRisk(t *testing.T) {
	res := forecast.Result{
		Sides: []forecast.SideResult{{ID: "party", Players: true}, {ID: "foes"}},
		Combatants: []forecast.CombatantResult{
			{Name: "Bram", Side: "party", Drop: forecast.Chance{Count: 21, Chance: 0.21}, Die: forecast.Chance{Count: 4, Chance: 0.04}},
			{Name: "Ilse", Side: "party", Drop: forecast.Chance{Count: 50, Chance: 0.5}},
			{Name: "Ogre", Side: "foes", Drop: forecast.Chance{Count: 90, Chance: 0.9}},
			{Name: "Tam", Side: "party"},
		},
	}
	want := "Most at risk: Ilse drops in 50% of fights; Bram drops in 21% of fights (dies in 4%)."
	if got := atRisk(res); got != want {
		t.Errorf("atRisk = %q\nwant %q", got, want)
	}
	res.Combatants = res.Combatants[2:]
	if got := atRisk(res); got != "No one of the party drops in any fight played." {
		t.Errorf("nobody at risk: %q", got)
	}
}
