package encounters

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"

	"sessionzero/rules/encounter"
	"sessionzero/rules/encounter/catalog"
	"sessionzero/ui/encounters/forecastview"
	"sessionzero/ui/widgets"
)

// refreshForecast forecasts the fight the New encounter window puts
// together (nothing for a social encounter or an empty setup).
func (s *encounterSetup) refreshForecast() {
	if s.forecast == nil {
		return
	}
	k := s.selectedKind()
	if k.Mode == encounter.ModeSocial {
		s.forecast.Clear("")
		return
	}
	setup, err := s.setup()
	if err != nil || !bothSides(setup) {
		s.forecast.Clear("Forecast: tick characters and add opponents to see how the fight may go.")
		return
	}
	r, err := catalog.Rules(k.System, k.Mode)
	if err != nil {
		s.forecast.Clear("")
		return
	}
	s.forecast.Run(s.l.Context(), r, encounter.Encounter{System: k.System, Mode: k.Mode, Setup: setup})
}

// showForecast opens "Forecast from here": the fight as it stands, played
// on many times.
func (t *encounterTracker) showForecast() {
	p := forecastview.NewPanel()
	d := dialog.NewCustom("Forecast from here", "Close", container.NewVBox(
		widgets.Caption("The fight from this moment, played many times by the book's rules (the log so far is kept)."), p.Box), t.win)
	d.Resize(fyne.NewSize(620, 460))
	d.SetOnClosed(func() { p.Clear("") })
	t.forecastDialog = p
	d.Show()
	p.Run(t.lib.Context(), t.session.Rules(), t.session.Encounter())
}

// bothSides reports whether the party and its opponents both have someone.
func bothSides(setup encounter.Setup) bool {
	party, opponents := false, false
	for _, c := range setup.Combatants {
		party = party || c.Side == sideParty
		opponents = opponents || c.Side != sideParty
	}
	return party && opponents
}
