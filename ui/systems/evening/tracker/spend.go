package tracker

import (
	"sessionzero/ui/encounters/hooks"
)

var spendWhat = []string{"", "defend", "disengage", "dash", "get_up"}

func spendForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Spend", "Spend", "Each ticked combatant spends its action, bonus action, reaction or movement (Initiative). Defend: +3 to defenses until its next turn (Combat); dash doubles the speed (Movement).")
	kind := f.Choice("Spend", []string{"action", "bonus", "reaction", "move", "free"}, "action")
	what := f.Choice("For", spendWhat, "")
	squares := f.Entry("Squares (move)", "0")
	difficult := f.Check("Difficult terrain", "2 per square")
	f.Build(t.PerTarget("spend", "combatant", func() (map[string]any, error) {
		p := map[string]any{"action": kind.Selected}
		if what.Selected != "" {
			p["what"] = what.Selected
		}
		if kind.Selected == "move" {
			n, err := hooks.WholeNumber("Squares", squares.Text)
			if err != nil {
				return nil, err
			}
			p["squares"], p["difficult"] = n, difficult.Checked
		}
		return p, nil
	}))
	return f
}
