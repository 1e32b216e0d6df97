// Package tracker is DRGN's part of the encounter tracker: the action
// bar's forms (damage, healing, conditions, the Dec phase's declared
// attacks with their damage shown first, responses, spending actions, Use
// ability, Rest, Epicoins) and the social encounter's pane, registered with
// ui/encounters/hooks from init. The DRGN ui package imports it, so it
// registers with the system; every event it builds is one of rules/drgn's
// payload types, and every number and pick comes from rules/drgn.
//
// forms.go holds the action bar and the health, condition, response,
// spend and Epicoin forms; attack.go the declared attack, Use ability and
// Rest; social.go the social pane; hooks.go the quick-add numbers and the
// write-back; events.go how one payload becomes an event per ticked
// combatant.
package tracker

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/drgn"
	"sessionzero/rules/encounter"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/widgets"
)

// DRGN's combat forms in the encounter tracker: damage and healing,
// statuses, the Dec phase's declared attacks and the responses to them,
// spending actions, and Epicoins.

// Forms are DRGN's forms in the tracker, for its registration.
func Forms() hooks.Forms {
	return hooks.Forms{
		Actions: hooks.ActionsOf([]hooks.Button{
			{Label: "Damage", Form: damageForm, Key: hooks.DamageKey},
			{Label: "Heal", Form: healForm, Key: hooks.HealKey},
			{Label: "Condition", Form: conditionForm},
			{Label: "Declare attack", Form: declareForm},
			{Label: "Respond", Form: respondForm},
			{Label: "Spend actions", Form: spendForm},
			{Label: "Use ability", Form: useForm},
			{Label: "Rest", Form: restForm},
			{Label: "Epicoin", Form: epicoinForm},
		}),
		Social: func(t hooks.Tracker) hooks.Panel { return newSocialPanel(t) },
	}
}

func damageForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Damage", "Apply damage", "Damage taken = round((damage × attunement) × crit × 2 if unconscious) - (toughness + evasion), on each ticked combatant.")
	amount := f.Dice("Damage", "", nil)
	element := f.Choice("Element", drgn.ElementNames(), drgn.Force)
	crit := f.Check("Crit", "critical hit (× 2)")
	ignore := f.Check("Reductions", "ignore toughness and evasion")
	note := f.Entry("Note", "optional")
	override := overrideCheck(f)
	f.Build(perTicked(t, drgn.EventDamage, func() (drgn.DamagePayload, error) {
		n, err := amount.Int("Damage")
		if err != nil {
			return drgn.DamagePayload{}, err
		}
		d := float64(n)
		return drgn.DamagePayload{Damage: &d, Element: element.Selected, Crit: crit.Checked,
			IgnoreReductions: ignore.Checked, Note: note.Text, Override: overridden(override)}, nil
	}))
	return f
}

// overrideCheck is the GM's correction of a combatant in stasis, which
// "cannot be interacted with in any way": unticked, such an event is
// refused; ticked, it applies and the log says it was an override.
func overrideCheck(f hooks.Form) *widget.Check {
	c := f.Check("Stasis", "GM override: apply even in stasis")
	f.After(func() { c.SetChecked(false) }) // one correction, not the next event too
	return c
}

// overridden is the GM override as an event's field.
func overridden(override *widget.Check) drgn.Override {
	return drgn.Override{Override: override.Checked}
}

func healForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Heal", "Heal", "Up to max HP on each ticked combatant; temporary HP is taken first.")
	amount := f.Dice("HP", "", nil)
	temp := f.Entry("Temporary HP", "0")
	override := overrideCheck(f)
	f.Build(perTicked(t, drgn.EventHeal, func() (drgn.HealPayload, error) {
		n, err := hooks.OptionalNumber("HP", amount.Text())
		if err != nil {
			return drgn.HealPayload{}, err
		}
		th, err := hooks.OptionalNumber("Temporary HP", temp.Text)
		return drgn.HealPayload{Amount: n, TempHP: th, Override: overridden(override)}, err
	}))
	return f
}

func conditionForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Condition", "Apply", "Inflict a status (resistance shortens it), cure it, or shake it off (2 actions, on the team's turn), on each ticked combatant.")
	what := f.Choice("Do", []string{"Inflict", "Cure", "Shake off"}, "Inflict")
	status := f.Choice("Status", drgn.InflictableStatuses(), "")
	degree := f.Entry("Degree (x)", "for Ailed, Exhausted, Juiced, Inhibited, Crippled")
	duration := f.Entry("Duration (rounds)", "1")
	detail := f.Entry("Detail", "Ailed: its element; Inhibited: the skill")
	supported := f.Check("Supported", "Unconscious: held up, so not prone")
	override := overrideCheck(f)
	status.OnChanged = func(s string) {
		if info, ok := drgn.StatusByName(s); ok {
			f.Message().Importance = widget.LowImportance
			f.Message().SetText(info.Name + ": " + info.Effect)
		}
	}
	f.Build(func() ([]encounter.Event, error) {
		if status.Selected == "" {
			return nil, errors.New("choose a status")
		}
		switch what.Selected {
		case "Cure":
			return perTicked(t, drgn.EventCure, func() (drgn.CurePayload, error) {
				return drgn.CurePayload{Status: status.Selected, Override: overridden(override)}, nil
			})()
		case "Shake off":
			return perTicked(t, drgn.EventShakeOff, func() (drgn.ShakeOffPayload, error) {
				return drgn.ShakeOffPayload{Status: status.Selected}, nil
			})()
		}
		return perTicked(t, drgn.EventAfflict, func() (drgn.AfflictPayload, error) {
			d, err := hooks.OptionalNumber("Degree", degree.Text)
			if err != nil {
				return drgn.AfflictPayload{}, err
			}
			dur, err := hooks.OptionalNumber("Duration", duration.Text)
			if err != nil {
				return drgn.AfflictPayload{}, err
			}
			p, err := drgn.Affliction(status.Selected, d, dur, detail.Text, supported.Checked)
			p.Override = overridden(override)
			return p, err
		})()
	})
	return f
}

// firstOnActiveSide is a ticked combatant of the acting team, else its first.
func firstOnActiveSide(t hooks.Tracker) string {
	v := t.View()
	for _, id := range t.Ticked() {
		for _, r := range v.Rows {
			if r.ID == id && r.Side == v.ActiveSide {
				return id
			}
		}
	}
	for _, r := range v.Rows {
		if r.Side == v.ActiveSide {
			return r.ID
		}
	}
	return ""
}

func respondForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Respond to a declared attack", "Respond", "Each ticked combatant responds (one action per declared attack): move out of a ranged attack or ability, or block.")
	st := t.State()
	var labels, ids []string
	seen := map[string]int{}
	for _, p := range st.Pending {
		label := widgets.Shown(drgn.PendingText(st, p))
		// Two alike declared attacks stay apart in the list: "… (2)".
		if seen[label]++; seen[label] > 1 {
			label = fmt.Sprintf("%s (%d)", label, seen[label])
		}
		labels, ids = append(labels, label), append(ids, p.ID)
	}
	attack := f.Choice("Attack", labels, "")
	if len(labels) > 0 {
		attack.SetSelectedIndex(0)
	}
	response := f.Choice("Response", drgn.Responses, drgn.ResponseMove)
	evaded := f.Check("Evaded", "the move broke line of sight (it misses)")
	with := f.Entry("Block with", "shield, cutlass…")
	f.Build(func() ([]encounter.Event, error) {
		i := attack.SelectedIndex()
		if i < 0 {
			return nil, errors.New("no declared attack to respond to")
		}
		return perTicked(t, drgn.EventRespond, func() (drgn.RespondPayload, error) {
			return drgn.RespondPayload{Attack: ids[i], Response: response.Selected, Evaded: evaded.Checked, With: with.Text}, nil
		})()
	})
	return f
}

func spendForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Spend actions", "Spend", "Each ticked combatant of the acting team spends actions (move, activate, trait, communicate, command, ability: 1 each).")
	action := f.Choice("Action", drgn.SpendActions, drgn.ActionMove)
	count := f.Entry("Actions (special)", "how many the Architect sets")
	note := f.Entry("Note", "optional")
	f.Build(perTicked(t, drgn.EventSpend, func() (drgn.SpendPayload, error) {
		p := drgn.SpendPayload{Action: action.Selected, Note: note.Text}
		if action.Selected == drgn.ActionSpecial {
			n, err := hooks.WholeNumber("Actions", count.Text)
			if err != nil {
				return drgn.SpendPayload{}, err
			}
			p.Actions = n
		}
		return p, nil
	}))
	return f
}

func epicoinForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Epicoin", "Apply", "Spend or gain Epicoins for each ticked combatant.")
	what := f.Choice("Do", []string{"Spend", "Gain"}, "Spend")
	amount := f.Entry("Epicoins", "1")
	why := f.Entry("For", "a critical hit, a reroll…")
	f.Build(perTicked(t, drgn.EventEpicoin, func() (drgn.EpicoinPayload, error) {
		text := amount.Text
		if strings.TrimSpace(text) == "" {
			text = "1"
		}
		n, err := hooks.WholeNumber("Epicoins", text)
		if err != nil {
			return drgn.EpicoinPayload{}, err
		}
		if what.Selected == "Gain" {
			return drgn.EpicoinPayload{Gain: n, For: why.Text}, nil
		}
		return drgn.EpicoinPayload{Spend: n, For: why.Text}, nil
	}))
	return f
}
