package tracker

import (
	"sessionzero/rules/evening"
	"sessionzero/ui/encounters/hooks"
)

var spendWhat = []string{"", "defend", "disengage", "dash", "get_up"}

func spendForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Spend", "Spend", "Each ticked combatant spends its action, bonus action, reaction or movement (Initiative). Defend: +3 to defenses until its next turn (Combat); dash doubles the speed (Movement).")
	kind := f.Choice("Spend", []string{"action", "bonus", "reaction", "move", "free"}, "action")
	what := f.Choice("For", spendWhat, "")
	squares := f.Entry("Squares (move)", "0")
	difficult := f.Check("Difficult terrain", "2 per square")
	f.Build(perTarget(t, evening.EventSpend, func() (evening.SpendEvent, error) {
		p := evening.SpendEvent{Action: kind.Selected, What: what.Selected}
		if kind.Selected == "move" {
			n, err := hooks.WholeNumber("Squares", squares.Text)
			if err != nil {
				return p, err
			}
			p.Squares, p.Difficult = n, difficult.Checked
		}
		return p, nil
	}, func(p *evening.SpendEvent, id string) { onCombatant(&p.OnCombatant, id) }))
	return f
}
