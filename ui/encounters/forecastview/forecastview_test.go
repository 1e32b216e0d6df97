package forecastview

import (
	"testing"

	"fyne.io/fyne/v2/test"

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

// The headline names who wins with its interval (left out when both ends
// read alike), the fights nobody is left standing in, and the undecided.
func TestHeadline(t *testing.T) {
	test.NewTempApp(t)
	p := NewPanel()
	p.show(forecast.Result{
		Runs: 2000, RoundLimit: 10,
		Sides: []forecast.SideResult{
			{Name: "Party", Players: true, Win: forecast.Chance{Count: 960, Chance: 0.48, Low: 0.458, High: 0.502}},
			{Name: "Thugs", Win: forecast.Chance{Count: 860, Chance: 0.43, Low: 0.408, High: 0.452}},
		},
		Nobody:    forecast.Chance{Count: 176, Chance: 0.088},
		Undecided: forecast.Chance{Count: 4, Chance: 0.002},
	})
	want := "Forecast of 2,000 fights, who wins: Party 48% (46–50%), Thugs 43% (41–45%); nobody left standing 9%; undecided after 10 rounds <1%."
	if got := p.Status(); got != want {
		t.Errorf("status = %q\nwant     %q", got, want)
	}
	if got := interval(forecast.Chance{Low: 0.995, High: 0.999}); got != "" {
		t.Errorf("interval of >99%%–>99%% = %q, want nothing", got)
	}
}
