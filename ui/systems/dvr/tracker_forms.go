package dvr

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

// able says whether a combatant may act: Health > 0, Focus > 0 (or no
// focus pool), not dead (spec §6.2).
func able(c *encounter.Combatant) bool {
	if c.Dead || c.HP == 0 {
		return false
	}
	_, focus := c.Resources["max_focus"]
	return !focus || c.Resource("focus") > 0
}

// nextUp is the combatant a popcorn pass goes to by default: the first able
// one still to act (the tracker shows actions_left 1), else the first able.
func nextUp(t hooks.Tracker) string {
	st := t.State()
	active := st.ActiveID()
	first := ""
	for _, c := range st.Combatants {
		if !able(c) {
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
				ev, err := encounter.NewEvent("set_initiative", map[string]any{"initiative": initiative, "options": opts})
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
			start, err := encounter.NewEvent("start", map[string]any{"aggressor": id})
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
			return hooks.Event("pass", map[string]any{"to": id})
		})
		return f
	}
	f := t.NewForm("Strategized round", phaseVerb(st.Phase), phaseHint(st.Phase))
	plans := widgets.Wrapped(plansText(t, x))
	f.Item("Plans", plans)
	var popcorn *widget.Check
	if st.Round == 1 && st.Phase == dvr.PhasePlan && len(x.Plans) == 0 {
		popcorn = f.Check("Initiative", "switch back to popcorn")
	}
	f.Build(func() ([]encounter.Event, error) {
		if popcorn != nil && popcorn.Checked {
			return hooks.Event("set_initiative", map[string]any{"initiative": dvr.InitiativePopcorn})
		}
		switch t.State().Phase {
		case dvr.PhasePlan:
			return hooks.Event("lock", nil)
		case dvr.PhaseLocked:
			return hooks.Event("reveal", nil)
		}
		return hooks.Event("end_tier", nil)
	})
	return f
}

// movementRank orders movement inside a tier: "dashers move first,
// regular moves, then dodgers" (L297, the movement_order option).
var movementRank = map[string]int{"dash": 0, "": 1, "regular": 1, "dodge": 2}

// plansText lists the round's plans by tier (advantage first, L291) and,
// with the movement_order option, dashers, regular, dodgers inside a tier.
func plansText(t hooks.Tracker, x *dvr.Ext) string {
	var lines []string
	for _, tier := range tierChoices {
		var cs []*encounter.Combatant
		for _, c := range t.State().Combatants {
			if x.Tier[c.ID] == tier && !c.Dead {
				cs = append(cs, c)
			}
		}
		if x.Options.MovementOrder {
			slices.SortStableFunc(cs, func(a, b *encounter.Combatant) int {
				return movementRank[x.Plans[a.ID].Movement] - movementRank[x.Plans[b.ID].Movement]
			})
		}
		for _, c := range cs {
			p, ok := x.Plans[c.ID]
			line := fmt.Sprintf("%s: %s", tier, c.Name)
			switch {
			case !ok:
				line += " (no plan yet)"
			case p.Action != "":
				line += " — " + p.Action
			}
			if p.Movement != "" {
				line += " (" + p.Movement + ")"
			}
			lines = append(lines, line)
		}
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
	return healthForm(t, "damage", t.NewForm("Damage", "Apply damage", "Health lost by each ticked combatant (not from an attack). At 0 Health a combatant is Down: it \"needs the character to heal or rest\"."))
}

func healForm(t hooks.Tracker) hooks.Form {
	return healthForm(t, "heal", t.NewForm("Heal", "Heal", "Health back on each ticked combatant (never above its max). A dead combatant does not heal."))
}

// healthForm asks f for an amount of Health and makes one typ event
// ("damage" or "heal") per ticked combatant.
func healthForm(t hooks.Tracker, typ string, f hooks.Form) hooks.Form {
	amount := f.Entry("Health", "2")
	f.Build(t.PerTarget(typ, "target", func() (map[string]any, error) {
		n, err := hooks.WholeNumber("Health", amount.Text)
		return map[string]any{"amount": n}, err
	}))
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
		typ, p := "condition", map[string]any{"name": n}
		if clear.Checked {
			typ = "clear_condition"
		} else if d != "" {
			p["detail"] = d
		}
		return t.PerTarget(typ, "target", func() (map[string]any, error) { return p, nil })()
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
		fields := map[string]any{}
		var typ string
		switch what.Selected {
		case pointsBreath:
			typ = "quick_breath"
			if fo != nil {
				fields["amount"] = *fo
			}
		case pointsRest, pointsSpend:
			typ = "rest"
			if what.Selected == pointsSpend {
				typ = "spend"
				if fo == nil && he == nil {
					return nil, errors.New("type the Focus or Health spent")
				}
			}
			if fo != nil {
				fields["focus"] = *fo
			}
			if he != nil {
				fields["health"] = *he
			}
		case pointsDead:
			typ = "dead"
		default:
			return nil, errors.New("choose what to do")
		}
		return t.PerTarget(typ, "combatant", func() (map[string]any, error) { return fields, nil })()
	})
	return f
}

// Tier and movement choices of a strategized plan (L289–297).
var (
	tierChoices     = []string{dvr.TierAdvantage, dvr.TierNormal, dvr.TierDisadvantage}
	movementChoices = []string{"", "dash", "regular", "dodge"}
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
			return hooks.Event("set_tier", map[string]any{"combatant": id, "tier": tier.Selected})
		}
		p := map[string]any{"combatant": id, "action": strings.TrimSpace(action.Text), "tier": tier.Selected}
		if move.Selected != "" {
			p["movement"] = move.Selected
		}
		return hooks.Event("plan", p)
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
			return hooks.Event("duel_damage", map[string]any{"duel": d.ID, "by": by, "amount": n})
		}
		s := 3
		if size.Selected == duelComplex {
			s = 5
		}
		id := nextDuelID(t)
		start, err := encounter.NewEvent("duel_start", map[string]any{"duel": id, "a": x, "b": y, "size": s})
		if err != nil || !typed {
			return []encounter.Event{start}, err
		}
		by := x
		if byB.Checked {
			by = y
		}
		hit, err := encounter.NewEvent("duel_damage", map[string]any{"duel": id, "by": by, "amount": n})
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
		p := map[string]any{"change": n}
		if s := strings.TrimSpace(text.Text); s != "" {
			p["text"] = s
		}
		return hooks.Event("gm_points", p)
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
		typ, fields := "burden", map[string]any{"amount": n}
		if what.Selected == wearRust {
			name := strings.TrimSpace(item.Text)
			if name == "" {
				return nil, errors.New("type the item's name")
			}
			typ, fields["name"] = "rust", name
		}
		return t.PerTarget(typ, "combatant", func() (map[string]any, error) { return fields, nil })()
	})
	return f
}
