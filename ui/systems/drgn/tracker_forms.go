package drgn

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

// elementNames are the attunement chart's element names.
func elementNames() []string {
	out := make([]string, len(drgn.Elements))
	for i, e := range drgn.Elements {
		out[i] = e.Name
	}
	return out
}

func damageForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Damage", "Apply damage", "Damage taken = round((damage × attunement) × crit × 2 if unconscious) - (toughness + evasion), on each ticked combatant.")
	amount := f.Dice("Damage", "", nil)
	element := f.Choice("Element", elementNames(), drgn.Force)
	crit := f.Check("Crit", "critical hit (× 2)")
	ignore := f.Check("Reductions", "ignore toughness and evasion")
	note := f.Entry("Note", "optional")
	override := overrideCheck(f)
	f.Build(t.PerTarget(drgn.EventDamage, "target", func() (map[string]any, error) {
		n, err := amount.Int("Damage")
		if err != nil {
			return nil, err
		}
		return withOverride(map[string]any{"damage": n, "element": element.Selected, "crit": crit.Checked,
			"ignore_reductions": ignore.Checked, "note": note.Text}, override), nil
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

// withOverride adds "override" to an event's fields when it is ticked.
func withOverride(m map[string]any, override *widget.Check) map[string]any {
	if override.Checked {
		m["override"] = true
	}
	return m
}

func healForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Heal", "Heal", "Up to max HP on each ticked combatant; temporary HP is taken first.")
	amount := f.Dice("HP", "", nil)
	temp := f.Entry("Temporary HP", "0")
	override := overrideCheck(f)
	f.Build(t.PerTarget(drgn.EventHeal, "target", func() (map[string]any, error) {
		n, err := hooks.OptionalNumber("HP", amount.Text())
		if err != nil {
			return nil, err
		}
		th, err := hooks.OptionalNumber("Temporary HP", temp.Text)
		return withOverride(map[string]any{"amount": n, "temp_hp": th}, override), err
	}))
	return f
}

// statusNames are the statuses a GM can inflict (not the automatic ones).
func statusNames() []string {
	var out []string
	for _, s := range drgn.Statuses {
		if !s.Automatic {
			out = append(out, s.Name)
		}
	}
	return out
}

func conditionForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Condition", "Apply", "Inflict a status (resistance shortens it), cure it, or shake it off (2 actions, on the team's turn), on each ticked combatant.")
	what := f.Choice("Do", []string{"Inflict", "Cure", "Shake off"}, "Inflict")
	status := f.Choice("Status", statusNames(), "")
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
			return t.PerTarget(drgn.EventCure, "target", func() (map[string]any, error) {
				return withOverride(map[string]any{"status": status.Selected}, override), nil
			})()
		case "Shake off":
			return t.PerTarget(drgn.EventShakeOff, "combatant", func() (map[string]any, error) {
				return map[string]any{"status": status.Selected}, nil
			})()
		}
		return t.PerTarget(drgn.EventAfflict, "target", func() (map[string]any, error) {
			d, err := hooks.OptionalNumber("Degree", degree.Text)
			if err != nil {
				return nil, err
			}
			info, _ := drgn.StatusByName(status.Selected)
			dur, err := hooks.OptionalNumber("Duration", duration.Text)
			if err != nil {
				return nil, err
			}
			if dur == 0 && !info.NoCountdown {
				return nil, errors.New("type the duration in rounds")
			}
			m := map[string]any{"status": status.Selected, "degree": d, "duration": dur, "detail": detail.Text}
			if supported.Checked && info.Name == drgn.StatusUnconscious {
				m["supported"] = true
			}
			return withOverride(m, override), nil
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
	response := f.Choice("Response", []string{"move", "block"}, "move")
	evaded := f.Check("Evaded", "the move broke line of sight (it misses)")
	with := f.Entry("Block with", "shield, cutlass…")
	f.Build(func() ([]encounter.Event, error) {
		i := attack.SelectedIndex()
		if i < 0 {
			return nil, errors.New("no declared attack to respond to")
		}
		return t.PerTarget(drgn.EventRespond, "combatant", func() (map[string]any, error) {
			return map[string]any{"attack": ids[i], "response": response.Selected, "evaded": evaded.Checked, "with": with.Text}, nil
		})()
	})
	return f
}

func spendForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Spend actions", "Spend", "Each ticked combatant of the acting team spends actions (move, activate, trait, communicate, command, ability: 1 each).")
	action := f.Choice("Action", []string{"move", "activate", "trait", "communicate", "command", "ability", "special"}, "move")
	count := f.Entry("Actions (special)", "how many the Architect sets")
	note := f.Entry("Note", "optional")
	f.Build(t.PerTarget(drgn.EventSpend, "combatant", func() (map[string]any, error) {
		p := map[string]any{"action": action.Selected, "note": note.Text}
		if action.Selected == "special" {
			n, err := hooks.WholeNumber("Actions", count.Text)
			if err != nil {
				return nil, err
			}
			p["actions"] = n
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
	f.Build(t.PerTarget(drgn.EventEpicoin, "combatant", func() (map[string]any, error) {
		text := amount.Text
		if strings.TrimSpace(text) == "" {
			text = "1"
		}
		n, err := hooks.WholeNumber("Epicoins", text)
		if err != nil {
			return nil, err
		}
		if what.Selected == "Gain" {
			return map[string]any{"gain": n, "for": why.Text}, nil
		}
		return map[string]any{"spend": n, "for": why.Text}, nil
	}))
	return f
}
