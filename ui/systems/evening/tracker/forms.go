// Package tracker is Evening's part of the encounter tracker: the forms of
// a threat fight, a danger, a challenge and the thread board (initiative,
// attacks with their odds before the roll, threat attacks, damage,
// healing, conditions, dying, injury and exhaustion, attempts, threads),
// registered with ui/encounters/hooks from init. The Evening ui package
// blank-imports it, so it registers with the system; it is a package of
// its own to keep ui/systems/evening under 4,000 lines.
package tracker

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/encounter"
	"sessionzero/rules/evening"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/odds"
	"sessionzero/ui/widgets"
)

// Evening's forms in the encounter tracker. Each builds only events
// rules/evening's handlers accept (docs/formats.md, "Evening encounter
// events"); the attack and attempt forms show the odds of the roll, from
// rules/evening's resolver, before it is made.

func init() {
	hooks.AddForms(evening.ID, hooks.Forms{
		Actions:  actions,
		Damage:   damageForm,
		Heal:     healForm,
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
	})
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
	out := []hooks.Action{a("Attack", attackForm), a("Threat attack", foeAttackForm), a("Damage", damageForm),
		a("Heal", healForm), a("Condition", conditionForm), a("Dying", dyingForm), a("Injury/exhaustion", levelForm),
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

// ---- initiative (L463–501) ----

func initiativeForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Initiative", "Start round 1", "Everyone rolls d20 + initiative; the highest goes first (Initiative). Tied scores roll again: type their tie rolls when asked.")
	st := t.State()
	type roll struct {
		c *encounter.Combatant
		d hooks.Dice
	}
	var rolls []roll
	for _, c := range st.Combatants {
		if !evening.TakesInitiative(c) {
			continue
		}
		if evening.HasInitiative(c) {
			f.Item(c.Name, widget.NewLabel(fmt.Sprintf("initiative %d", c.Resource("initiative"))))
			continue
		}
		rolls = append(rolls, roll{c, f.Dice(fmt.Sprintf("%s (%+d)", c.Name, evening.InitiativeBonus(c)), "d20", nil)})
	}
	// tied are the combatants whose scores tie, in groups (the rules'
	// tie groups of the scores with the rolls typed).
	tied := func() ([][]evening.InitiativeScore, error) {
		typed := map[string]int{}
		for _, r := range rolls {
			n, err := natural(r.d, r.c.Name+"'s roll")
			if err != nil {
				return nil, err
			}
			typed[r.c.ID] = n
		}
		return evening.TieGroups(evening.InitiativeScores(st, typed)), nil
	}
	ties := f.Dice("Tie rolls", "d20", func() (int, error) {
		g, err := tied()
		n := 0
		for _, x := range g {
			n += len(x)
		}
		return n, err
	})
	sides := []string{"No surprise"}
	for _, s := range st.Sides {
		sides = append(sides, s.Name+" surprises the others")
	}
	surprise := f.Choice("Surprise", sides, "No surprise")
	f.Build(func() ([]encounter.Event, error) {
		var out []encounter.Event
		for _, r := range rolls {
			n, err := natural(r.d, r.c.Name+"'s roll")
			if err != nil {
				return nil, err
			}
			ev, err := encounter.NewEvent("initiative", map[string]any{"combatant": r.c.ID, "roll": n})
			if err != nil {
				return nil, err
			}
			out = append(out, ev)
		}
		groups, err := tied()
		if err != nil {
			return nil, err
		}
		if len(groups) > 0 {
			var names []string
			for _, g := range groups {
				for _, c := range g {
					names = append(names, c.Name)
				}
			}
			list, err := ties.List("Tie roll")
			if err != nil || len(list) != len(names) {
				return nil, fmt.Errorf("tied scores roll again (Initiative): type %d tie rolls, for %s in that order", len(names), strings.Join(names, ", "))
			}
			for _, g := range groups {
				ids := make([]string, len(g))
				for i, c := range g {
					ids[i] = c.ID
				}
				ev, err := encounter.NewEvent("tie_roll", map[string]any{"combatants": ids, "rolls": list[:len(g)]})
				if err != nil {
					return nil, err
				}
				list = list[len(g):]
				out = append(out, ev)
			}
		}
		if i := surprise.SelectedIndex(); i > 0 {
			ev, err := encounter.NewEvent("surprise", map[string]any{"side": st.Sides[i-1].ID})
			if err != nil {
				return nil, err
			}
			out = append(out, ev)
		}
		return append(out, encounter.MustEvent("start", nil)), nil
	})
	return f
}

// ---- attacks (L977–1032) ----

// attackForm is a character's attack: the attack picked from its sheet,
// the odds shown for the target's TN before the d20 is rolled.
func attackForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Attack", "Attack", "d20 + the attack's bonus must beat the threat's TN to hit (Combat); a natural 20 always hits and doubles the damage dice, a natural 1 always misses (Combat). Against a character, the defender rolls too.")
	attackerSel, attacker := chooser(t, f, "Attacker", []string{"character"}, append([]string{t.View().ActiveID}, t.Ticked()...)...)
	attackSel := f.Choice("Attack", nil, "")
	var dmg hooks.Dice // made below the odds; set before the first pick
	dmgDice := widgets.Wrapped("")
	var side string
	if a, err := attacker(); err == nil {
		side = a.Side
	}
	targetSel, target := chooser(t, f, "Target", []string{"threat", "character"}, opponents(t, side, "threat", "character")...)
	mod := f.Entry("Attack bonus", "from the sheet")
	o := hooks.OddsNote(f)
	nat := f.Dice("Natural d20", "d20", nil)
	f.Item("Damage dice", dmgDice)
	dmg = f.Dice("Damage", "", nil)
	defNat := f.Dice("Defender's d20", "d20", nil)
	defMod := f.Entry("Defender's bonus", "a character: its Reflex…")
	attacks := func() []encounter.Attack {
		if a, err := attacker(); err == nil {
			return a.Attacks
		}
		return nil
	}
	update := func() {
		a, err := attacker()
		tg, err2 := target()
		if err != nil || err2 != nil {
			o.SetText("choose the attacker and the target")
			return
		}
		m, err := hooks.OptionalNumber("Attack bonus", mod.Text)
		if err != nil {
			o.SetText(err.Error())
			return
		}
		_, dis, why := evening.FightPenalty(a)
		if why != "" {
			why = " · " + why + " (the d20 kept is the lower)"
		}
		if tg.Kind == "threat" {
			o.SetText(checkOdds("hit", evening.CheckInput{Mode: evening.ModeAttack, Modifier: m, TN: tg.Resource("hit_tn"),
				Disadvantage: dis, StartEffect: evening.EffectStandard}) + why)
			return
		}
		d, _ := hooks.OptionalNumber("Defender's bonus", defMod.Text)
		_, tdis, _ := evening.FightPenalty(tg)
		c, err := evening.Contested(evening.CheckInput{Mode: evening.ModeAttack, Modifier: m, Disadvantage: dis, StartEffect: evening.EffectStandard},
			evening.CheckInput{Mode: evening.ModeDefense, Modifier: d, Disadvantage: tdis, StartEffect: evening.EffectStandard})
		if err != nil {
			o.SetText(err.Error())
			return
		}
		o.SetText(fmt.Sprintf("%s hits %s %s (contested, ties roll again)%s", a.Name, tg.Name, odds.FormatPercent(c.PA), why))
	}
	pickAttack := func() {
		list := attacks()
		var labels []string
		for _, a := range list {
			labels = append(labels, fmt.Sprintf("%s %+d (%s %s)", a.Name, a.Hit, a.Dice, a.Type))
		}
		attackSel.Options = append(labels, "Other")
		attackSel.Refresh()
		attackSel.SetSelectedIndex(0)
	}
	attackSel.OnChanged = func(string) {
		list := attacks()
		if i := attackSel.SelectedIndex(); i >= 0 && i < len(list) {
			a, _ := attacker()
			delta, _, _ := evening.FightPenalty(a)
			mod.SetText(fmt.Sprint(list[i].Hit + delta))
			dmgDice.SetText(fmt.Sprintf("%s %s (a natural 20: twice the dice)", list[i].Dice, list[i].Type))
			dmg.SetExpr(list[i].Dice) // Roll rolls the picked attack's dice
		} else {
			dmgDice.SetText("type the damage rolled")
			dmg.SetExpr("")
		}
		update()
	}
	attackerSel.OnChanged = func(string) {
		// A new attacker aims at one of its own opponents.
		if a, err := attacker(); err == nil {
			if tg, err := target(); err != nil || tg.Side == a.Side {
				if ids := opponents(t, a.Side, "threat", "character"); len(ids) > 0 {
					if c, err := t.State().Combatant(ids[0]); err == nil {
						targetSel.SetSelected(c.Name)
					}
				}
			}
		}
		pickAttack()
	}
	targetSel.OnChanged = func(string) { update() }
	mod.OnChanged = func(string) { update() }
	defMod.OnChanged = func(string) { update() }
	pickAttack()
	f.Build(func() ([]encounter.Event, error) {
		a, tg, err := hooks.Both(attacker, target)
		if err != nil {
			return nil, err
		}
		m, err := hooks.OptionalNumber("Attack bonus", mod.Text)
		if err != nil {
			return nil, err
		}
		n, err := natural(nat, "Natural d20")
		if err != nil {
			return nil, err
		}
		d, err := hooks.OptionalNumber("Damage", dmg.Text())
		if err != nil {
			return nil, err
		}
		p := map[string]any{"attacker": a.ID, "target": tg.ID, "natural": n, "modifier": m, "damage": d}
		if tg.Kind == "character" {
			dn, err := natural(defNat, "Defender's d20")
			if err != nil {
				return nil, err
			}
			dm, err := hooks.OptionalNumber("Defender's bonus", defMod.Text)
			if err != nil {
				return nil, err
			}
			p["defense_natural"], p["defense_modifier"] = dn, dm
		}
		return hooks.Event("attack", p)
	})
	return f
}

// foeAttackForm is a threat's or danger's attack: the character rolls the
// defense against the foe's TN (L785, EVE-27).
func foeAttackForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Threat attack", "Resolve", "The character rolls d20 + the defense against the threat's TN (Threats › Threat Rating); beating it avoids the attack. Cover lowers the TN by 3, 6 or 9 (Defense); a certain attack still does half (Threats › Customizing Damage).")
	foeSel, foe := chooser(t, f, "Threat or danger", []string{"threat", "danger"}, preferred(t)...)
	which := f.Choice("Attack", nil, "")
	var side string
	if fc, err := foe(); err == nil {
		side = fc.Side
	}
	targetSel, target := chooser(t, f, "Target", []string{"character"}, opponents(t, side, "character")...)
	defense := f.Choice("Defense", []string{"reflex", "fortitude", "will"}, "reflex")
	cover := f.Choice("Cover", evening.CoverLevels, "none")
	o := hooks.OddsNote(f)
	nat := f.Dice("Defense d20", "d20", nil)
	reserveExpr := ""
	if tg, err := target(); err == nil {
		reserveExpr, _, _ = strings.Cut(tg.Dice["reserves"], ",")
	}
	reserve := f.Dice("Reserve die rolled", reserveExpr, nil)
	multi := f.Check("Several targets", "half damage")
	certain := f.Check("Certain", "half if defended")
	dmg := f.Entry("Damage", "empty: the attack's")
	update := func() {
		fc, err := foe()
		tg, err2 := target()
		if err != nil || err2 != nil {
			o.SetText("choose the threat and the target")
			return
		}
		tn := fc.Resource("attack_tn")
		if fc.Kind == "danger" {
			tn = fc.Resource("tn")
		}
		delta, dis, why := evening.FightPenalty(tg)
		in := evening.CheckInput{Mode: evening.ModeDefense, Modifier: tg.Stat(defense.Selected) + delta, TN: tn, Cover: cover.Selected,
			Defend: tg.Has("Defending"), Disadvantage: dis, StartEffect: evening.EffectStandard}
		if why != "" {
			why = " · " + why + " (the d20 kept is the lower)"
		}
		if skipped, reason := evening.DefenseSkipped(tg, defense.Selected); skipped {
			o.SetText(reason + "; leave the d20 empty")
			return
		}
		o.SetText(checkOdds(tg.Name+" defends", in) + why)
	}
	pickAttack := func() {
		var labels []string
		if fc, err := foe(); err == nil {
			for i := 1; i <= max(fc.Stat("attacks"), 1); i++ {
				labels = append(labels, fmt.Sprintf("%d: %d damage (%s)", i, fc.Stat(fmt.Sprintf("damage_%d", i)), fc.Dice[fmt.Sprintf("damage_%d", i)]))
			}
		}
		which.Options = labels
		which.Refresh()
		if len(labels) > 0 {
			which.SetSelectedIndex(0)
		}
		update()
	}
	// A card attack made certain or for several targets (L810–812) ticks
	// its box: its card damage is halved already, the rules do not halve
	// it again; a typed roll is halved once.
	which.OnChanged = func(string) {
		fc, err := foe()
		if err != nil || which.SelectedIndex() < 0 {
			return
		}
		n := which.SelectedIndex() + 1
		multi.SetChecked(fc.Stat(fmt.Sprintf("multiple_targets_%d", n)) == 1)
		certain.SetChecked(fc.Stat(fmt.Sprintf("certain_%d", n)) == 1)
	}
	foeSel.OnChanged = func(string) { pickAttack() }
	targetSel.OnChanged = func(string) { update() }
	defense.OnChanged = func(string) { update() }
	cover.OnChanged = func(string) { update() }
	pickAttack()
	f.Build(func() ([]encounter.Event, error) {
		fc, tg, err := hooks.Both(foe, target)
		if err != nil {
			return nil, err
		}
		if which.SelectedIndex() < 0 {
			return nil, errors.New("choose the attack")
		}
		p := map[string]any{"target": tg.ID, "attack": which.SelectedIndex() + 1, "defense": defense.Selected,
			"cover": cover.Selected, "multiple_targets": multi.Checked, "certain": certain.Checked}
		if delta, _, _ := evening.FightPenalty(tg); delta != 0 {
			p["modifier"] = tg.Stat(defense.Selected) + delta // injury taken in the fight
		}
		if n, err := natural(nat, "Defense d20"); err == nil {
			p["natural"] = n
		} else if skipped, _ := evening.DefenseSkipped(tg, defense.Selected); !skipped {
			return nil, err
		}
		r, err := hooks.OptionalNumber("Reserve die", reserve.Text())
		if err != nil {
			return nil, err
		}
		if r > 0 {
			p["reserve_roll"] = r
		}
		if err := hooks.PutNumber(p, "damage", "Damage", dmg.Text); err != nil {
			return nil, err
		}
		if fc.Kind == "danger" {
			p["danger"] = fc.ID
			return hooks.Event("danger_attack", p)
		}
		p["threat"] = fc.ID
		return hooks.Event("threat_attack", p)
	})
	return f
}

// ---- damage, healing, conditions, dying ----

func damageForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Damage", "Apply damage", "On each ticked combatant: temporary health first (Combat › Damage & Health); damage from one source of at least a character's total health kills outright (Death).")
	amount := f.Dice("Damage", "", nil)
	resistant := f.Check("Resistant", "half damage")
	vulnerable := f.Check("Vulnerable", "double damage")
	immune := f.Check("Immune", "no damage")
	f.Build(t.PerTarget("damage", "target", func() (map[string]any, error) {
		n, err := amount.Int("Damage")
		if err != nil {
			return nil, err
		}
		return map[string]any{"amount": n, "resistant": resistant.Checked, "vulnerable": vulnerable.Checked, "immune": immune.Checked}, nil
	}))
	return f
}

func healForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Heal", "Heal", "Up to the health maximum on each ticked combatant; a character at 0 wakes. Temporary health never stacks: the higher stays (Combat › Damage & Health).")
	amount := f.Dice("Health", "", nil)
	temp := f.Check("Temporary", "temporary health instead")
	f.Build(func() ([]encounter.Event, error) {
		typ := "heal"
		if temp.Checked {
			typ = "temp_hp"
		}
		return t.PerTarget(typ, "target", func() (map[string]any, error) {
			n, err := amount.Int("Health")
			return map[string]any{"amount": n}, err
		})()
	})
	return f
}

func conditionForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Condition", "Apply", "Afflict or cure a condition on each ticked combatant (Conditions); conditions have no magnitude.")
	what := f.Choice("Do", []string{"Afflict", "Cure"}, "Afflict")
	cond := f.Choice("Condition", append(slices.Clone(evening.ConditionNames), "Slowed"), "")
	duration := f.Entry("Duration (rounds)", "empty: until cured")
	f.Build(func() ([]encounter.Event, error) {
		if cond.Selected == "" {
			return nil, errors.New("choose a condition")
		}
		if what.Selected == "Cure" {
			return t.PerTarget("cure", "target", func() (map[string]any, error) {
				return map[string]any{"condition": cond.Selected}, nil
			})()
		}
		return t.PerTarget("afflict", "target", func() (map[string]any, error) {
			p := map[string]any{"condition": cond.Selected}
			if err := hooks.PutNumber(p, "duration", "Duration", duration.Text); err != nil {
				return nil, err
			}
			return p, nil
		})()
	})
	return f
}

// dyingForm is everything at 0 health: the choice to struggle or die, the
// death save, and a friend's stabilize check.
func dyingForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Dying", "Apply", "At 0 health a character struggles or chooses death (Death). A death save: 1 is two failures, 2–9 one, 10–19 one success, 20 recovers with 1 health; three of a kind decide (Death). Stabilize: d20 + bonus over 10 (Death).")
	var dying []string
	for _, c := range t.State().Combatants {
		if c.Has("Dying") || c.Has("Choosing") {
			dying = append(dying, c.ID)
		}
	}
	_, who := chooser(t, f, "Character", []string{"character"}, append(dying, preferred(t)...)...)
	what := f.Choice("Do", []string{"Death save", "Struggle", "Choose death", "Stabilize"}, "Death save")
	roll := f.Dice("d20", "d20", nil)
	_, healer := chooser(t, f, "Healer (stabilize)", []string{"character"}, t.Ticked()...)
	bonus := f.Entry("Stabilize bonus", "the healer's stabilize (the sheet)")
	o := hooks.OddsNote(f)
	show := func() {
		c, err := who()
		if err != nil {
			return
		}
		d := evening.DeathSavesFrom(min(c.Resource("death_failures"), 2), min(c.Resource("death_successes"), 2))
		o.SetText(fmt.Sprintf("%s: %d failures, %d successes; recovers %s, dies %s", c.Name, c.Resource("death_failures"),
			c.Resource("death_successes"), odds.FormatPercent(d.PRecover), odds.FormatPercent(d.PDie)))
	}
	show()
	f.Build(func() ([]encounter.Event, error) {
		c, err := who()
		if err != nil {
			return nil, err
		}
		switch what.Selected {
		case "Struggle", "Choose death":
			choice := map[string]string{"Struggle": "struggle", "Choose death": "death"}[what.Selected]
			return hooks.Event("dying_choice", map[string]any{"combatant": c.ID, "choice": choice})
		case "Stabilize":
			h, err := healer()
			if err != nil {
				return nil, err
			}
			n, err := natural(roll, "d20")
			if err != nil {
				return nil, err
			}
			b, err := hooks.OptionalNumber("Stabilize bonus", bonus.Text)
			if err != nil {
				return nil, err
			}
			return hooks.Event("stabilize", map[string]any{"healer": h.ID, "target": c.ID, "natural": n, "modifier": b})
		}
		n, err := natural(roll, "d20")
		if err != nil {
			return nil, err
		}
		return hooks.Event("death_save", map[string]any{"combatant": c.ID, "roll": n})
	})
	f.After(show)
	return f
}

// levelForm moves injury (7 is death, L1052) or exhaustion (6 is death,
// L1079) one level on each ticked character.
func levelForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Injury and exhaustion", "Apply", "One level up or down on each ticked character. Injury: -3/-6/-9 to aptitude checks at 1/3/5, to attacks and defenses at 2/4/6, death at 7 (Injury). Exhaustion: death at 6 (Exhaustion).")
	what := f.Choice("Track", []string{"injury", "exhaustion"}, "injury")
	change := f.Choice("Change", []string{"+1", "-1"}, "+1")
	f.Build(func() ([]encounter.Event, error) {
		return t.PerTarget(what.Selected, "combatant", func() (map[string]any, error) {
			return map[string]any{"change": map[string]int{"+1": 1, "-1": -1}[change.Selected]}, nil
		})()
	})
	return f
}

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

// threatForm is a threat's own moves: strength or weakness in play (±6 on
// its tagged TN, L801–802), legendary actions and resistances, and
// resolving it without bringing it to 0.
func threatForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Threat", "Apply", "Strength or weakness in play moves the TNs it is tagged with by 6 (Threats › Determining Strengths & Weaknesses); legendary actions cost 1–3 (Threats › Traits › Legendary). Resolved counts for XP when its rating is at least a character's MAR (Progression).")
	_, foe := chooser(t, f, "Threat", []string{"threat", "danger"}, preferred(t)...)
	what := f.Choice("Do", []string{"Strength on", "Strength off", "Weakness on", "Weakness off", "Legendary action", "Legendary resistance", "Resolved"}, "Strength on")
	cost := f.Choice("Cost (legendary action)", []string{"1", "2", "3"}, "1")
	f.Build(func() ([]encounter.Event, error) {
		c, err := foe()
		if err != nil {
			return nil, err
		}
		switch w := what.Selected; {
		case strings.HasPrefix(w, "Strength"), strings.HasPrefix(w, "Weakness"):
			edge := strings.ToLower(strings.Fields(w)[0])
			return hooks.Event("toggle", map[string]any{"threat": c.ID, "what": edge, "on": strings.HasSuffix(w, " on")})
		case w == "Legendary action":
			return hooks.Event("legendary_action", map[string]any{"threat": c.ID, "cost": cost.SelectedIndex() + 1})
		case w == "Legendary resistance":
			return hooks.Event("legendary_resistance", map[string]any{"threat": c.ID})
		}
		return hooks.Event("resolve", map[string]any{"combatant": c.ID})
	})
	return f
}

var outcomes = []string{"resolved", "defeat", "failed", "abandoned", "expired", "ended"}

func endForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("End the encounter", "End", "Ends it with an outcome; a character who chose death dies now (Death).")
	out := f.Choice("Outcome", outcomes, "ended")
	f.Build(func() ([]encounter.Event, error) { return hooks.Event("end", map[string]any{"outcome": out.Selected}) })
	return f
}

// ---- challenges (L692–757) ----

// attemptForm is one character's attempt at a challenge or danger: the TN
// with the approach's suitability, the odds of this attempt and of
// resolving the whole challenge from the tallies so far.
func attemptForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Attempt", "Attempt", "d20 + modifier must beat the challenge's TN (3 × rating; Challenges › How Challenges Work) shifted by the approach: poor +6, risky +3, good -3, perfect -6 (Challenges › Meeting a Challenge). A success marks 1 (limited, standard), 2 (strong) or 3 (great) successes; a failure marks one failure.")
	whoSel, who := chooser(t, f, "Character", []string{"character"}, preferred(t)...)
	chalSel, chal := chooser(t, f, "Challenge", []string{"challenge", "danger"})
	apt := widget.NewSelectEntry(nil)
	apt.SetPlaceHolder("the approach, e.g. Athletics")
	f.Item("Aptitude", apt)
	grid := f.Choice("Ability + attribute", nil, "")
	suit := f.Choice("Suitability", evening.SuitabilityNames, "fine")
	mod := f.Entry("Modifier", "0")
	from := hooks.Note(f, "")
	adv := f.Choice("Advantage", []string{"none", "advantage", "disadvantage"}, "none")
	start := f.Choice("Starting effect", evening.EffectLevelTitles(), evening.EffectLevelTitles()[evening.EffectStandard])
	post := f.Entry("Effect shift", "after the roll, -4 to 4")
	o := hooks.OddsNote(f)
	nat := f.Dice("Natural d20", "d20", nil)
	input := func() (*encounter.Combatant, evening.CheckInput, evening.ChallengeInput, error) {
		c, err := chal()
		if err != nil {
			return nil, evening.CheckInput{}, evening.ChallengeInput{}, err
		}
		m, err := hooks.OptionalNumber("Modifier", mod.Text)
		if err != nil {
			return nil, evening.CheckInput{}, evening.ChallengeInput{}, err
		}
		p, err := hooks.OptionalNumber("Effect shift", post.Text)
		if err != nil {
			return nil, evening.CheckInput{}, evening.ChallengeInput{}, err
		}
		level := evening.EffectLevel(max(start.SelectedIndex(), 0))
		in := evening.CheckInput{Modifier: m, TN: c.Resource("tn") + evening.Suitability[suit.Selected], StartEffect: level, PostEffect: p,
			Advantage: adv.Selected == "advantage", Disadvantage: adv.Selected == "disadvantage"}
		ci := evening.ChallengeInput{Modifier: m, Rating: c.Stat("rating"), Suitability: suit.Selected, Complexity: c.Stat("complexity"),
			StartEffect: level, Advantage: in.Advantage, Disadv: in.Disadvantage,
			Successes: c.Resource("successes"), Failures: c.Resource("failures")}
		return c, in, ci, nil
	}
	update := func() {
		c, in, ci, err := input()
		if err != nil {
			o.SetText(err.Error())
			return
		}
		line := checkOdds("this attempt succeeds", in)
		if r, err := evening.Check(in); err == nil {
			var parts []string
			for l := evening.EffectGreat; l >= evening.EffectLimited; l-- {
				if p := r.EffectOnSuccess.Prob(int(l)); p > 0 {
					parts = append(parts, fmt.Sprintf("%s %s", l, odds.FormatPercent(p)))
				}
			}
			line += "; " + strings.Join(parts, " · ")
		}
		if ch, err := evening.ChallengeChance(ci); err == nil {
			line += fmt.Sprintf("; %s is resolved from here %s (%d/%d successes, %d/%d failures)", c.Name, odds.FormatPercent(ch.PResolve),
				c.Resource("successes"), ch.SuccessesNeeded, c.Resource("failures"), ch.FailureThreshold)
		}
		o.SetText(line)
	}
	for _, s := range []*widget.Select{chalSel, suit, adv, start} {
		s.OnChanged = func(string) { update() }
	}
	// The modifier fills from the aptitude and the ability and attribute
	// picked, and says so; typing over it keeps what is typed.
	fill := func() {
		c, err := who()
		if err != nil {
			return
		}
		total, parts := 0, []string(nil)
		if name := strings.TrimSpace(apt.Text); slices.ContainsFunc(aptitudes(c), func(a string) bool { return strings.EqualFold(a, name) }) {
			for _, a := range aptitudes(c) {
				if strings.EqualFold(a, name) {
					n := aptitudeBonus(c, a)
					total += n
					parts = append(parts, fmt.Sprintf("%s %+d", a, n))
				}
			}
		}
		if i := grid.SelectedIndex() - 1; i >= 0 && i < len(pairs) {
			if n, ok := pairs[i].value(c); ok {
				total += n
				parts = append(parts, fmt.Sprintf("%s %+d", pairs[i].title(), n))
			}
		}
		if len(parts) == 0 {
			from.SetText("")
			return
		}
		mod.SetText(fmt.Sprint(total))
		from.SetText(fromWords(total, parts))
	}
	pickCharacter := func() {
		c, err := who()
		if err != nil {
			return
		}
		apt.SetOptions(aptitudes(c))
		opts := []string{"none"}
		for _, p := range pairs {
			if n, ok := p.value(c); ok {
				opts = append(opts, fmt.Sprintf("%s %+d", p.title(), n))
			}
		}
		if len(opts) == 1 {
			opts = nil // a typed character: the modifier is typed
		}
		grid.Options = opts
		grid.ClearSelected()
		grid.Refresh()
		fill()
	}
	whoSel.OnChanged = func(string) { pickCharacter() }
	apt.OnChanged = func(string) { fill() }
	grid.OnChanged = func(string) { fill(); update() }
	pickCharacter()
	mod.OnChanged = func(string) {
		if from.Text != "" && !strings.HasPrefix(from.Text, fmt.Sprintf("%+d ", atoiOr(mod.Text))) {
			from.SetText("") // the GM typed a number of their own
		}
		update()
	}
	post.OnChanged = func(string) { update() }
	update()
	f.Build(func() ([]encounter.Event, error) {
		w, err := who()
		if err != nil {
			return nil, err
		}
		c, in, _, err := input()
		if err != nil {
			return nil, err
		}
		n, err := natural(nat, "Natural d20")
		if err != nil {
			return nil, err
		}
		p := map[string]any{"combatant": w.ID, "challenge": c.ID, "suitability": suit.Selected, "natural": n,
			"modifier": in.Modifier, "start_effect": int(in.StartEffect), "post_effect": in.PostEffect}
		if a := strings.TrimSpace(apt.Text); a != "" {
			p["aptitude"] = a
		}
		if in.Advantage != in.Disadvantage {
			p[adv.Selected] = true
		}
		return hooks.Event("attempt", p)
	})
	f.After(update)
	return f
}

func challengeEndForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Challenge ends", "Apply", `"Giving up means the threat takes place." (Challenges › Meeting a Challenge). When the urgency is met, "it ends and its threat occurs" (Challenges › How Challenges Work).`)
	what := f.Choice("What happens", []string{"The party gives up", "The urgency is met"}, "The party gives up")
	f.Build(func() ([]encounter.Event, error) {
		if what.SelectedIndex() == 1 {
			return hooks.Event("urgency_met", nil)
		}
		return hooks.Event("give_up", nil)
	})
	return f
}

// ---- threads (L385–427) ----

func threadForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Mark a thread", "Mark", "Advance: one mark; at its length the thread resolves (Threads). Forestall: one mark off; below none it is removed (Threads). At most two marks a scene (Threads).")
	_, thread := chooser(t, f, "Thread", []string{"thread"}, preferred(t)...)
	what := f.Choice("Do", []string{"advance", "forestall"}, "advance")
	why := f.Entry("Action", "what moved it (optional)")
	f.Build(func() ([]encounter.Event, error) {
		c, err := thread()
		if err != nil {
			return nil, err
		}
		p := map[string]any{"thread": c.ID}
		if a := strings.TrimSpace(why.Text); a != "" {
			p["action"] = a
		}
		return hooks.Event(what.Selected, p)
	})
	return f
}

func sceneForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("New scene", "Start the scene", "The marks counter starts again.")
	f.Build(func() ([]encounter.Event, error) { return hooks.Event("new_scene", nil) })
	return f
}
