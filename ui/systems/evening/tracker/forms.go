// Package tracker is Evening's part of the encounter tracker: the forms of
// a threat fight, a danger, a challenge and the thread board (initiative,
// attacks with their odds before the roll, threat attacks, damage,
// healing, conditions, dying, injury and exhaustion, attempts, threads),
// which the Evening ui package's registration (register.go) offers the
// tracker as Forms; it is a package of its own to keep ui/systems/evening
// under 4,000 lines.
//
// forms.go holds the action bar and what the forms share (choosing
// combatants, reading a d20, wording odds); each other file holds one
// part of the book's procedures: initiative.go, attack.go (a character's
// attack and a threat's), health.go (damage, healing, conditions, dying,
// injury and exhaustion), spend.go, threat.go, challenge.go (attempts),
// threads.go, leverage.go, and checks.go (the numbers an attempt adds).
package tracker

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/encounter"
	"sessionzero/rules/evening"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/odds"
)

// Evening's forms in the encounter tracker. Each builds only events
// rules/evening's handlers accept (docs/formats.md, "Evening encounter
// events"); the attack and attempt forms show the odds of the roll, from
// rules/evening's resolver, before it is made.

// Forms are Evening's forms in the tracker, for its registration.
func Forms() hooks.Forms {
	return hooks.Forms{
		Actions:  actions,
		NewRound: roundForm,
		RoundWords: func(t hooks.Tracker) (string, string) {
			switch t.View().Mode {
			case evening.EncounterChallenge:
				return "Next attempt…", "Attempt…"
			case evening.EncounterThreads:
				return "Next mark…", "Mark a thread…"
			}
			return "", ""
		},
	}
}

// actions are the action bar's buttons for the encounter's mode.
func actions(t hooks.Tracker) []hooks.Action {
	a := func(label string, form func(hooks.Tracker) hooks.Form) hooks.Action {
		return hooks.Action{Label: label, Form: func() hooks.Form { return form(t) }}
	}
	switch t.State().Mode {
	case evening.EncounterChallenge:
		return []hooks.Action{a("Attempt", attemptForm), a("Challenge ends", challengeEndForm),
			a("Condition", conditionForm), a("Injury/exhaustion", levelForm), a("Leverage", leverageForm), a("End", endForm)}
	case evening.EncounterThreads:
		return []hooks.Action{a("Mark thread", threadForm), a("New scene", sceneForm), a("Leverage", leverageForm), a("End", endForm)}
	}
	damage, heal := a("Damage", damageForm), a("Heal", healForm)
	damage.Key, heal.Key = hooks.DamageKey, hooks.HealKey
	out := []hooks.Action{a("Attack", attackForm), a("Threat attack", foeAttackForm), damage,
		heal, a("Condition", conditionForm), a("Dying", dyingForm), a("Injury/exhaustion", levelForm),
		a("Spend", spendForm), a("Threat", threatForm), a("Leverage", leverageForm)}
	if t.State().Mode == evening.EncounterDanger {
		out = append(out, a("Attempt", attemptForm), a("Challenge ends", challengeEndForm))
	}
	return append(out, a("End", endForm))
}

// roundForm starts the encounter: initiative in a fight, the next attempt
// in a challenge, a mark on the thread board.
func roundForm(t hooks.Tracker) hooks.Form {
	switch t.State().Mode {
	case evening.EncounterChallenge:
		return attemptForm(t)
	case evening.EncounterThreads:
		return threadForm(t)
	}
	return initiativeForm(t)
}

// ---- choosing combatants ----

// chooser adds a select of the combatants of the given kinds (all kinds
// when none are given), starting on the first of initial that is one.
func chooser(t hooks.Tracker, f hooks.Form, label string, kinds []string, initial ...string) (*widget.Select, func() (*encounter.Combatant, error)) {
	var list []*encounter.Combatant
	for _, c := range t.State().Combatants {
		if !c.Dead && (len(kinds) == 0 || slices.Contains(kinds, c.Kind)) {
			list = append(list, c)
		}
	}
	start := 0
	for _, id := range initial {
		if i := slices.IndexFunc(list, func(c *encounter.Combatant) bool { return c.ID == id }); i >= 0 {
			start = i
			break
		}
	}
	s, read := hooks.Choose(f, label, list, func(c *encounter.Combatant) string { return c.Name }, start)
	if len(list) == 0 {
		read = func() (*encounter.Combatant, error) {
			return nil, fmt.Errorf("no %s in the encounter", strings.Join(kinds, " or "))
		}
	}
	return s, read
}

// opponents are the IDs an attack's target chooser starts on: the ticked
// combatants of the kinds on another side than side, then the others of
// those kinds on another side that still stand, so an attack never starts
// aimed at an ally.
func opponents(t hooks.Tracker, side string, kinds ...string) []string {
	st := t.State()
	foe := func(c *encounter.Combatant) bool {
		return c != nil && c.Side != side && !c.Dead && slices.Contains(kinds, c.Kind)
	}
	var out []string
	for _, id := range t.Ticked() {
		if c, _ := st.Combatant(id); foe(c) {
			out = append(out, id)
		}
	}
	for _, c := range st.Combatants {
		if foe(c) && c.HP > 0 {
			out = append(out, c.ID)
		}
	}
	return out
}

// preferred are the IDs a chooser starts on: the ticked, then the active.
func preferred(t hooks.Tracker) []string { return append(t.Ticked(), t.View().ActiveID) }

// atoiOr is a typed whole number, or 0.
func atoiOr(text string) int {
	n, _ := hooks.OptionalNumber("", text)
	return n
}

// natural reads a d20 typed or rolled.
func natural(d hooks.Dice, what string) (int, error) {
	n, err := d.Int(what)
	if err == nil && (n < 1 || n > 20) {
		err = fmt.Errorf("%s is %d: a d20 shows 1 to 20", what, n)
	}
	return n, err
}

// checkOdds words a check's odds: success, crit (a natural 20) and the
// effect levels of a success.
func checkOdds(success string, in evening.CheckInput) string {
	r, err := evening.Check(in)
	if err != nil {
		return err.Error()
	}
	s := fmt.Sprintf("%s %s against TN %d (natural 20 %s, natural 1 %s)", success, odds.FormatPercent(r.PSuccess),
		r.TNEffective, odds.FormatPercent(r.PNatural20), odds.FormatPercent(r.PNatural1))
	return s
}

func endForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("End the encounter", "End", "Ends it with an outcome; a character who chose death dies now (Death).")
	out := f.Choice("Outcome", evening.Outcomes, evening.Outcomes[len(evening.Outcomes)-1])
	f.Build(func() ([]encounter.Event, error) {
		return hooks.Event(evening.EventEnd, evening.EndEvent{Outcome: out.Selected})
	})
	return f
}
