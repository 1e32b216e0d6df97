package tracker

import (
	"strings"

	"sessionzero/rules/encounter"
	"sessionzero/rules/evening"
	"sessionzero/ui/encounters/hooks"
)

// threatForm is a threat's own moves: strength or weakness in play (±6 on
// its tagged TN, L801–802), legendary actions and resistances, and
// resolving it without bringing it to 0.
func threatForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Threat", "Apply", "Strength or weakness in play moves the TNs it is tagged with by 6 (Threats › Determining Strengths & Weaknesses); legendary actions cost 1–3 (Threats › Traits › Legendary). Resolved counts for XP when its rating is at least a character's MAR (Progression).")
	_, foe := chooser(t, f, "Threat", []string{evening.CombatantThreat, evening.CombatantDanger}, preferred(t)...)
	what := f.Choice("Do", []string{"Strength on", "Strength off", "Weakness on", "Weakness off", "Legendary action", "Legendary resistance", "Resolved"}, "Strength on")
	cost := f.Choice("Cost (legendary action)", []string{"1", "2", "3"}, "1")
	f.Build(func() ([]encounter.Event, error) {
		c, err := foe()
		if err != nil {
			return nil, err
		}
		on := evening.OnThreat{Threat: c.ID}
		switch w := what.Selected; {
		case strings.HasPrefix(w, "Strength"), strings.HasPrefix(w, "Weakness"):
			edge := strings.ToLower(strings.Fields(w)[0])
			return hooks.Event(evening.EventToggle, evening.ToggleEvent{OnThreat: on, What: edge, On: strings.HasSuffix(w, " on")})
		case w == "Legendary action":
			return hooks.Event(evening.EventLegendaryAction, evening.LegendaryActionEvent{OnThreat: on, Cost: cost.SelectedIndex() + 1})
		case w == "Legendary resistance":
			return hooks.Event(evening.EventLegendaryResistance, on)
		}
		return hooks.Event(evening.EventResolve, encounter.OnCombatant{Combatant: c.ID})
	})
	return f
}
