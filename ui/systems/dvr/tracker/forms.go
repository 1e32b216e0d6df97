// Package tracker is DvR's part of the encounter tracker: its forms (who
// acts next, plans, attack and check with their odds before the roll,
// damage and healing, conditions, points, burdens and rust, duels and GM
// points). Each form builds the typed events of rules/dvr (events.go) and
// asks rules/dvr for every number; the rules refuse what the book does not
// allow. The parent package ui/systems/dvr joins characters to a fight and
// keeps the builder, calculators and odds setups.
package tracker

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dvr"
	"sessionzero/rules/encounter"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/widgets"
)

// DvR's forms in the encounter tracker (shared/specs/dvr.md §6): who acts
// next (popcorn's pass, strategized's lock / reveal / end of tier), plans,
// attack and check (tracker_attack.go), damage and healing, conditions,
// points and recovery, death, duels and GM points. Each form only builds
// the events of rules/dvr/combat_rules.go; the rules refuse what the book
// does not allow.

// Forms are DvR's forms in the tracker, for its registration.
func Forms() hooks.Forms {
	return hooks.Forms{
		Actions: hooks.ActionsOf([]hooks.Button{
			{Label: "Attack", Form: attackForm},
			{Label: "Check", Form: checkForm},
			{Label: "Damage", Form: damageForm, Key: hooks.DamageKey},
			{Label: "Heal", Form: healForm, Key: hooks.HealKey},
			{Label: "Condition", Form: conditionForm},
			{Label: "Points", Form: pointsForm},
			{Label: "Burden, rust", Form: wearForm},
			{Label: "Plan", Form: planForm},
			{Label: "Duel", Form: duelForm},
			{Label: "GM points", Form: gmPointsForm},
		}),
		NewRound:   nextForm,
		RoundWords: roundWords,
		Steps:      []string{"start", "pass", "lock", "reveal", "end_tier"},
	}
}

// roundWords name the turn-order buttons in the book's words: popcorn
// "is started by the aggressor, then they are able to pick who goes next"
// (001_b486315a8cda90c7.txt, Initiative); strategized, the players "can
// lock in their actions and the GM then reveals theirs", then the tiers go
// advantage, normal, disadvantage (Strategized Combat). The second button
// opens the same form under another name ("Turn order…", "Plans…").
func roundWords(t hooks.Tracker) (start, open string) {
	st, x := t.State(), ext(t)
	if x.Initiative == dvr.InitiativePopcorn {
		if st.Round == 0 {
			return "Aggressor starts…", "Turn order…"
		}
		return "", "Pick who goes next…"
	}
	return phaseVerb(st.Phase) + "…", "Plans…"
}

// phaseVerb is what moving a strategized round on does in its phase:
// "Lock in actions", "Reveal the GM's actions", "End the Advantage tier".
func phaseVerb(phase string) string {
	switch phase {
	case dvr.PhasePlan:
		return "Lock in actions"
	case dvr.PhaseLocked:
		return "Reveal the GM's actions"
	case "":
		return "Next phase"
	}
	return "End the " + strings.ToUpper(phase[:1]) + phase[1:] + " tier"
}

// ext is DvR's part of the tracker's state (nil for a foreign state).
func ext(t hooks.Tracker) *dvr.Ext {
	x, _ := t.State().Ext.(*dvr.Ext)
	if x == nil {
		return &dvr.Ext{Initiative: dvr.InitiativePopcorn}
	}
	return x
}

// name is a combatant's name (its ID when unknown).
func name(t hooks.Tracker, id string) string {
	if c, err := t.State().Combatant(id); err == nil {
		return c.Name
	}
	return id
}

// nextUp is the combatant a popcorn pass goes to by default: the first able
// one still to act (the tracker shows actions_left 1), else the first able.
func nextUp(t hooks.Tracker) string {
	st := t.State()
	active := st.ActiveID()
	first := ""
	for _, c := range st.Combatants {
		if !dvr.Able(c) {
			continue
		}
		if first == "" {
			first = c.ID
		}
		if c.ID != active && c.Actions > 0 {
			return c.ID
		}
	}
	return first
}

// Initiative choices of the first form.
const (
	choosePopcorn     = "Popcorn (who acts next is picked each turn)"
	chooseStrategized = "Strategized (plans, then tiers at the same time)"
)

// nextForm is the tracker's round form ("Roll initiative…" / "Initiative…"):
// before the fight, the initiative and who goes first; in popcorn, whom the
// active combatant passes to; in strategized combat, the next phase.
func nextForm(t hooks.Tracker) hooks.Form {
	st, x := t.State(), ext(t)
	switch {
	case x.Initiative == dvr.InitiativePopcorn && st.Round == 0:
		f := t.NewForm("Start the fight", "Start",
			`Popcorn: "the aggressor … goes first, then chooses who goes next … until every actor in a scene has acted at least once". Strategized: everyone plans, then acts at the same time, advantage first.`)
		mode := f.Choice("Initiative", []string{choosePopcorn, chooseStrategized}, choosePopcorn)
		_, who := t.Pick(f, "Goes first", t.FirstTicked())
		extra := f.Check("Optional rules", "an extra success deals +1 damage")
		critCond := f.Check("", "a crit lets the attacker deal a condition")
		moveOrder := f.Check("", "movement order: dashers, regular, dodgers")
		extra.SetChecked(x.Options.ExtraSuccessDamage)
		critCond.SetChecked(x.Options.CritCondition)
		moveOrder.SetChecked(x.Options.MovementOrder)
		f.Build(func() ([]encounter.Event, error) {
			opts := dvr.Options{ExtraSuccessDamage: extra.Checked, CritCondition: critCond.Checked, MovementOrder: moveOrder.Checked}
			initiative := dvr.InitiativePopcorn
			if mode.Selected == chooseStrategized {
				initiative = dvr.InitiativeStrategized
			}
			var events []encounter.Event
			if initiative != dvr.InitiativePopcorn || opts != ext(t).Options {
				ev, err := encounter.NewEvent(dvr.EventSetInitiative, dvr.SetInitiativePayload{Initiative: initiative, Options: &opts})
				if err != nil {
					return nil, err
				}
				events = append(events, ev)
			}
			if initiative == dvr.InitiativeStrategized {
				return events, nil
			}
			id, err := who()
			if err != nil {
				return nil, err
			}
			start, err := encounter.NewEvent(dvr.EventStart, dvr.StartPayload{Aggressor: id})
			return append(events, start), err
		})
		return f
	case x.Initiative == dvr.InitiativePopcorn:
		f := t.NewForm("Who acts next", "Pass",
			`The active combatant ends its turn and picks who goes next among those still to act; when everyone has acted, "whoever goes last can choose to go first in the next round", itself included.`)
		_, to := t.Pick(f, "Passes to", nextUp(t))
		f.Build(func() ([]encounter.Event, error) {
			id, err := to()
			if err != nil {
				return nil, err
			}
			return hooks.Event(dvr.EventPass, dvr.PassPayload{To: id})
		})
		return f
	}
	f := t.NewForm("Strategized round", phaseVerb(st.Phase), phaseHint(st.Phase))
	plans := widgets.Wrapped(plansText(t))
	f.Item("Plans", plans)
	var popcorn *widget.Check
	if st.Round == 1 && st.Phase == dvr.PhasePlan && len(x.Plans) == 0 {
		popcorn = f.Check("Initiative", "switch back to popcorn")
	}
	f.Build(func() ([]encounter.Event, error) {
		if popcorn != nil && popcorn.Checked {
			return hooks.Event(dvr.EventSetInitiative, dvr.SetInitiativePayload{Initiative: dvr.InitiativePopcorn})
		}
		switch t.State().Phase {
		case dvr.PhasePlan:
			return hooks.Event(dvr.EventLock, nil)
		case dvr.PhaseLocked:
			return hooks.Event(dvr.EventReveal, nil)
		}
		return hooks.Event(dvr.EventEndTier, nil)
	})
	return f
}

// plansText lists the round's plans in the rules' order (dvr.RoundPlans:
// advantage first; with the movement_order option, dashers, regular,
// dodgers inside a tier).
func plansText(t hooks.Tracker) string {
	var lines []string
	for _, p := range dvr.RoundPlans(t.State()) {
		line := fmt.Sprintf("%s: %s", p.Tier, p.Combatant.Name)
		switch {
		case !p.Planned:
			line += " (no plan yet)"
		case p.Plan.Action != "":
			line += " — " + p.Plan.Action
		}
		if p.Plan.Movement != "" {
			line += " (" + p.Plan.Movement + ")"
		}
		lines = append(lines, line)
	}
	if len(lines) == 0 {
		return "nobody able"
	}
	return strings.Join(lines, "\n")
}

// phaseHint says what the next phase of a strategized round does.
func phaseHint(phase string) string {
	switch phase {
	case dvr.PhasePlan:
		return "Plan phase: each combatant plans its action (Plan). Next: lock the players' plans; the GM may still plan."
	case dvr.PhaseLocked:
		return "Locked: the players' plans are frozen. Next: reveal the GM's plans; the first tier acts."
	}
	return fmt.Sprintf("The %s tier acts: \"all actions are done at the same time\", damage does not stop an action of the same tier. Next: end the tier.", phase)
}

func damageForm(t hooks.Tracker) hooks.Form {
	return healthForm(t, dvr.EventDamage, t.NewForm("Damage", "Apply damage", "Health lost by each ticked combatant (not from an attack). At 0 Health a combatant is Down: it \"needs the character to heal or rest\"."))
}

func healForm(t hooks.Tracker) hooks.Form {
	return healthForm(t, dvr.EventHeal, t.NewForm("Heal", "Heal", "Health back on each ticked combatant (never above its max). A dead combatant does not heal."))
}

// healthForm asks f for an amount of Health and makes one typ event
// ("damage" or "heal") per ticked combatant.
func healthForm(t hooks.Tracker, typ string, f hooks.Form) hooks.Form {
	amount := f.Entry("Health", "2")
	f.Build(func() ([]encounter.Event, error) {
		ids, err := ticked(t)
		if err != nil {
			return nil, err
		}
		n, err := hooks.WholeNumber("Health", amount.Text)
		if err != nil {
			return nil, err
		}
		return eachOf(typ, ids, func(id string) any { return dvr.HealthPayload{Target: id, Amount: n} })
	})
	return f
}

// Condition choices (L207–212).
var conditionChoices = []string{
	"Dazed (-2 Focus at once)", "Stunned (loses its next turn)", "Pinned (no move next turn)",
	"Narrative (+1 D on its next roll)", "Other (named, no mechanics)",
}

func conditionForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Condition", "Apply", `On each ticked combatant. Stunned and Pinned cost the next turn (or tier) that begins after them; a Narrative condition adds 1 to D of the next roll and is used up by it.`)
	which := f.Choice("Condition", conditionChoices, conditionChoices[0])
	detail := f.Entry("Name or detail", "blinded, flanked, Killable…")
	clear := f.Check("Clear", "remove it instead")
	f.Build(func() ([]encounter.Event, error) {
		n, d, err := conditionName(which.SelectedIndex(), detail.Text)
		if err != nil {
			return nil, err
		}
		ids, err := ticked(t)
		if err != nil {
			return nil, err
		}
		if clear.Checked {
			return eachOf(dvr.EventClearCondition, ids, func(id string) any { return dvr.ClearConditionPayload{Target: id, Name: n} })
		}
		return eachOf(dvr.EventCondition, ids, func(id string) any { return dvr.ConditionPayload{Target: id, Name: n, Detail: d} })
	})
	return f
}

// conditionName is the chosen condition's name and detail: a named one
// ("Other") takes its name from the detail.
func conditionName(i int, detail string) (name, d string, err error) {
	if i < 0 {
		return "", "", errors.New("choose a condition")
	}
	name, d = strings.Fields(conditionChoices[i])[0], strings.TrimSpace(detail)
	if name == "Other" {
		if d == "" {
			return "", "", errors.New("type the condition's name")
		}
		return d, "", nil
	}
	return name, d, nil
}

// What the Points form does.
const (
	pointsBreath = "Quick breath (Focus back)"
	pointsRest   = "Rest (Health and Focus back)"
	pointsSpend  = "Spend Focus / Health"
	pointsDead   = "Mark dead"
)

func pointsForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Points and recovery", "Apply",
		`On each ticked combatant. "Being at 0 focus means that a character is unable to act until they are able to take a quick breath while health needs the character to heal or rest." Empty amounts: back to max. Death is the GM's call.`)
	what := f.Choice("What", []string{pointsBreath, pointsRest, pointsSpend, pointsDead}, pointsBreath)
	focus := f.Entry("Focus", "empty: to max")
	health := f.Entry("Health", "empty: to max")
	f.Build(func() ([]encounter.Event, error) {
		opt := func(label, text string) (*int, error) {
			if strings.TrimSpace(text) == "" {
				return nil, nil
			}
			n, err := hooks.WholeNumber(label, text)
			return &n, err
		}
		fo, err := opt("Focus", focus.Text)
		if err != nil {
			return nil, err
		}
		he, err := opt("Health", health.Text)
		if err != nil {
			return nil, err
		}
		var typ string
		var payload func(id string) any
		switch what.Selected {
		case pointsBreath:
			typ = dvr.EventQuickBreath
			payload = func(id string) any { return dvr.QuickBreathPayload{Combatant: id, Amount: fo} }
		case pointsRest:
			typ = dvr.EventRest
			payload = func(id string) any { return dvr.RestPayload{Combatant: id, Health: he, Focus: fo} }
		case pointsSpend:
			if fo == nil && he == nil {
				return nil, errors.New("type the Focus or Health spent")
			}
			typ = dvr.EventSpend
			payload = func(id string) any { return dvr.SpendPayload{Combatant: id, Focus: fo, Health: he} }
		case pointsDead:
			typ = dvr.EventDead
			payload = func(id string) any { return dvr.CombatantPayload{Combatant: id} }
		default:
			return nil, errors.New("choose what to do")
		}
		ids, err := ticked(t)
		if err != nil {
			return nil, err
		}
		return eachOf(typ, ids, payload)
	})
	return f
}

// Tier and movement choices of a strategized plan (L289–297).
var (
	tierChoices     = []string{dvr.TierAdvantage, dvr.TierNormal, dvr.TierDisadvantage}
	movementChoices = []string{"", dvr.MoveDash, dvr.MoveRegular, dvr.MoveDodge}
)

func planForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Plan (strategized)", "Plan",
		`"All actions are done at the same time"; "if anyone has advantage, their turn goes first". The players plan before lock, the GM's side until reveal; the GM may set a tier until reveal.`)
	_, who := t.Pick(f, "Combatant", t.FirstTicked())
	action := f.Entry("Action", "shoot the guard")
	tier := f.Choice("Tier", tierChoices, dvr.TierNormal)
	move := f.Choice("Movement", movementChoices, "")
	tierOnly := f.Check("Tier only", "only set the tier (no plan)")
	f.Build(func() ([]encounter.Event, error) {
		id, err := who()
		if err != nil {
			return nil, err
		}
		if tierOnly.Checked {
			return hooks.Event(dvr.EventSetTier, dvr.SetTierPayload{Combatant: id, Tier: tier.Selected})
		}
		return hooks.Event(dvr.EventPlan, dvr.PlanPayload{Combatant: id, Action: strings.TrimSpace(action.Text), Tier: tier.Selected, Movement: move.Selected})
	})
	return f
}

// Duel choices.
const (
	duelSimple  = "Simple (-3 … 3)"
	duelComplex = "Complex (-5 … 5)"
	duelNew     = "a new duel"
)

// openDuels are the duels still open.
func openDuels(t hooks.Tracker) []dvr.Duel {
	var open []dvr.Duel
	for _, d := range dvr.EncounterStatus(t.State()).Duels {
		if d.Winner == "" {
			open = append(open, d)
		}
	}
	return open
}

// duelBetween is the open duel between a and b (either way round), nil if
// none.
func duelBetween(open []dvr.Duel, a, b string) *dvr.Duel {
	for i, d := range open {
		if (d.A == a && d.B == b) || (d.A == b && d.B == a) {
			return &open[i]
		}
	}
	return nil
}

// duelForm opens a duel between A and B and, with a damage typed, deals it
// at once; while the two have an open duel, Apply deals the damage in it
// instead of opening a second one. "Or damage in" lists the open duels,
// the one between A and B chosen, and follows each Apply.
func duelForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Duel", "Apply",
		`"A simple duel goes from -3,-2,-1,0,1,2,3 … complex … -5 to 5 … Whoever deals enough damage to exceed their side wins." While it is open, damage between the two moves the score instead of Health.`)
	ticked := t.Ticked()
	a, b := t.FirstTicked(), ""
	if len(ticked) > 1 {
		b = ticked[1]
	}
	_, first := t.Pick(f, "A (scores up)", a)
	_, second := t.Pick(f, "B (scores down)", b)
	size := f.Choice("Duel", []string{duelSimple, duelComplex}, duelSimple)
	existing := f.Choice("Or damage in", []string{duelNew}, duelNew)
	amount := f.Entry("Damage", "dealt by A (or B); empty: none yet")
	byB := f.Check("By", "B deals it")
	var open []dvr.Duel
	list := func() {
		open = openDuels(t)
		options := []string{duelNew}
		for _, d := range open {
			options = append(options, fmt.Sprintf("%s: %s vs %s, score %+d", d.ID, name(t, d.A), name(t, d.B), d.Score))
		}
		existing.Options = options
		x, _ := first()
		y, _ := second()
		chosen := 0
		if d := duelBetween(open, x, y); d != nil {
			chosen = slices.IndexFunc(open, func(o dvr.Duel) bool { return o.ID == d.ID }) + 1
		}
		existing.SetSelectedIndex(chosen)
		existing.Refresh()
	}
	list()
	f.After(list)
	f.Build(func() ([]encounter.Event, error) {
		x, y, err := hooks.Both(first, second)
		var d *dvr.Duel
		if i := existing.SelectedIndex(); i > 0 && i <= len(open) {
			d = &open[i-1]
		} else if err == nil {
			d = duelBetween(open, x, y)
		}
		if d == nil && err != nil {
			return nil, err
		}
		typed := strings.TrimSpace(amount.Text) != ""
		n := 0
		if typed {
			if n, err = hooks.WholeNumber("Damage", amount.Text); err != nil {
				return nil, err
			}
		}
		if d != nil {
			if !typed {
				return nil, fmt.Errorf("%s and %s are in duel %s: type the damage dealt", name(t, d.A), name(t, d.B), d.ID)
			}
			by := d.A
			if byB.Checked {
				by = d.B
			}
			return hooks.Event(dvr.EventDuelDamage, dvr.DuelDamagePayload{Duel: d.ID, By: by, Amount: n})
		}
		s := 3
		if size.Selected == duelComplex {
			s = 5
		}
		id := nextDuelID(t)
		start, err := encounter.NewEvent(dvr.EventDuelStart, dvr.DuelStartPayload{Duel: id, A: x, B: y, Size: s})
		if err != nil || !typed {
			return []encounter.Event{start}, err
		}
		by := x
		if byB.Checked {
			by = y
		}
		hit, err := encounter.NewEvent(dvr.EventDuelDamage, dvr.DuelDamagePayload{Duel: id, By: by, Amount: n})
		return []encounter.Event{start, hit}, err
	})
	return f
}

// nextDuelID is the first free duel id, d1, d2… (the rules' default).
func nextDuelID(t hooks.Tracker) string {
	taken := map[string]bool{}
	for _, d := range dvr.EncounterStatus(t.State()).Duels {
		taken[d.ID] = true
	}
	for i := 1; ; i++ {
		if id := fmt.Sprintf("d%d", i); !taken[id] {
			return id
		}
	}
}

func gmPointsForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("GM points", "Apply",
		fmt.Sprintf(`The GM has %d. A bought 1 earns one ("the GM can buy it to get Gm points"); spends are the GM's (the book leaves them open): +1 D on a player's next check is a Narrative condition.`, ext(t).GMPoints))
	change := f.Entry("Change", "+1 or -2")
	text := f.Entry("What for", "bought a 1, a twist…")
	f.Build(func() ([]encounter.Event, error) {
		n, err := hooks.WholeNumber("Change", strings.Replace(strings.TrimPrefix(strings.TrimSpace(change.Text), "+"), "−", "-", 1))
		if err != nil {
			return nil, err
		}
		return hooks.Event(dvr.EventGMPoints, dvr.GMPointsPayload{Change: n, Text: strings.TrimSpace(text.Text)})
	})
	return f
}

// What the burden and rust form records.
const (
	wearBurden = "Gains a burden"
	wearRust   = "An item gains rust"
)

// wearForm records what the fight leaves on a character beyond Health and
// Focus: a burden ("whenever players interact with something supernatural
// … they gain a burden") or rust on an item ("for every point of rust an
// item gains the die value is stepped down"); "Write back…" carries them
// to the library character.
func wearForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Burden or rust", "Record",
		`On each ticked combatant; written to the library character by "Write back…". A burden comes from "something supernatural" or following the plot against one's interest; rust steps an item's die down and takes one off its damage.`)
	what := f.Choice("What", []string{wearBurden, wearRust}, wearBurden)
	item := f.Entry("Item", "the rusting item's name, e.g. Gun")
	amount := f.Entry("How many", "1")
	f.Build(func() ([]encounter.Event, error) {
		n := 1
		if strings.TrimSpace(amount.Text) != "" {
			var err error
			if n, err = hooks.WholeNumber("How many", amount.Text); err != nil {
				return nil, err
			}
		}
		if what.Selected != wearRust {
			return perTicked(t, dvr.EventBurden, func(id string) any { return dvr.BurdenPayload{Combatant: id, Amount: &n} })
		}
		name := strings.TrimSpace(item.Text)
		if name == "" {
			return nil, errors.New("type the item's name")
		}
		return perTicked(t, dvr.EventRust, func(id string) any { return dvr.RustPayload{Combatant: id, Name: name, Amount: &n} })
	})
	return f
}

// ticked are the ticked combatants an event goes to, one each; none
// ticked is an error.
func ticked(t hooks.Tracker) ([]string, error) {
	ids := t.Ticked()
	if len(ids) == 0 {
		return nil, errors.New("tick one or more combatants in the turn order first")
	}
	return ids, nil
}

// eachOf is one typ event per id, its payload of(id).
func eachOf(typ string, ids []string, of func(id string) any) ([]encounter.Event, error) {
	events := make([]encounter.Event, 0, len(ids))
	for _, id := range ids {
		ev, err := encounter.NewEvent(typ, of(id))
		if err != nil {
			return nil, err
		}
		events = append(events, ev)
	}
	return events, nil
}

// perTicked is one typ event per ticked combatant, its payload of(id).
func perTicked(t hooks.Tracker, typ string, of func(id string) any) ([]encounter.Event, error) {
	ids, err := ticked(t)
	if err != nil {
		return nil, err
	}
	return eachOf(typ, ids, of)
}
