// Package tracker is Dragonhead's part of the encounter tracker: its
// forms (initiative, attack picks with their odds, damage, healing, moving,
// trying hard, morale, grappling, sacrifice, spells, rests and sleep),
// which the Dragonhead ui package's registration (register.go) offers the
// tracker as Forms.
package tracker

import (
	"errors"
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dragonhead"
	"sessionzero/rules/encounter"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/widgets"
)

// Dragonhead's combat forms in the encounter tracker: initiative, attack,
// damage and healing, moving, trying hard, morale, and the magic and
// recovery forms (casting a spell with its Time and the X a full fail puts
// on it, recovering an X-ed spell, the ten rest circles, a night's sleep).

// Forms are Dragonhead's forms in the tracker, for its registration.
func Forms() hooks.Forms {
	return hooks.Forms{
		Actions: hooks.ActionsOf([]hooks.Button{
			{Label: "Attack", Form: attackForm},
			{Label: "Damage", Form: damageForm, Key: hooks.DamageKey},
			{Label: "Heal", Form: healForm, Key: hooks.HealKey},
			{Label: "Grapple", Form: grappleForm},
			{Label: "Escape", Form: escapeForm},
			{Label: "Sacrifice", Form: sacrificeForm},
			{Label: "Fire", Form: fireForm},
			{Label: "Move", Form: moveForm},
			{Label: "Try hard", Form: tryHardForm},
			{Label: "Morale", Form: moraleForm},
			{Label: "Cast", Form: castForm},
			{Label: "Recover spell", Form: recoverSpellForm},
			{Label: "Rest", Form: restForm},
			{Label: "Sleep", Form: sleepForm},
		}),
		NewRound: initiativeForm,
	}
}

// damageTypePick is a form's damage-type picker: each of the book's five
// types shown by its letter and name ("s – Sharp", as the builder shows
// them), the event keeping the letter.
type damageTypePick struct{ sel *widget.Select }

// damageTypeLabel is a damage type as the picker shows it: "s – Sharp".
func damageTypeLabel(d dragonhead.DamageType) string { return d.Letter + " – " + d.Name }

// damageTypeChoice adds the picker to f, with an empty first choice when
// blank, set to the type of the letter initial.
func damageTypeChoice(f hooks.Form, blank bool, initial string) damageTypePick {
	var options []string
	if blank {
		options = append(options, "")
	}
	for _, d := range dragonhead.DamageTypes {
		options = append(options, damageTypeLabel(d))
	}
	p := damageTypePick{sel: f.Choice("Damage type", options, "")}
	p.Set(initial)
	return p
}

// Letter is the picked type's letter for the event, "" when none is.
func (p damageTypePick) Letter() string {
	for _, d := range dragonhead.DamageTypes {
		if p.sel.Selected == damageTypeLabel(d) {
			return d.Letter
		}
	}
	return ""
}

// Set picks the type of a letter or name ("s", "Sharp"); anything else
// leaves the pick as it is.
func (p damageTypePick) Set(letter string) {
	if d, ok := dragonhead.ParseDamageType(letter); ok {
		p.sel.SetSelected(damageTypeLabel(d))
	}
}

func damageForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Damage (wear)", "Apply damage", "Wear from anything but an attack, on each ticked combatant; tear follows the damage type's ratio.")
	wear := f.Dice("Wear", "d6", nil)
	kind := damageTypeChoice(f, true, "")
	scar := f.Check("Scar", "the damage scars")
	blow := f.Check("Blow", "a single blow (stun check)")
	f.Build(perTicked(t, dragonhead.EventDamage, func(id string) (dragonhead.DamagePayload, error) {
		n, err := wear.Int("Wear")
		return dragonhead.DamagePayload{OnTarget: encounter.OnTarget{Target: id}, Wear: n, DamageType: kind.Letter(), Scar: scar.Checked, Blow: blow.Checked}, err
	}))
	return f
}

func healForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Heal", "Heal", "Wear and tear healed on each ticked combatant (tear heals open tears first, then scars at 5 each).")
	wear := f.Entry("Wear", "0")
	tear := f.Entry("Tear", "0")
	f.Build(perTicked(t, dragonhead.EventHeal, func(id string) (dragonhead.HealPayload, error) {
		w, err := hooks.OptionalNumber("Wear", wear.Text)
		if err != nil {
			return dragonhead.HealPayload{}, err
		}
		tr, err := hooks.OptionalNumber("Tear", tear.Text)
		return dragonhead.HealPayload{OnTarget: encounter.OnTarget{Target: id}, Wear: w, Tear: tr}, err
	}))
	return f
}

func initiativeForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Initiative", "Start the round", "Even: the characters first, from the DM's left; odd: the creatures first, then the characters from the DM's right.")
	roll := f.Dice("Roll", "d6", nil)
	view := t.View()
	sides := []string{"No surprise"}
	for _, s := range view.Sides {
		sides = append(sides, s.Name)
	}
	surprise := f.Choice("Surprise round", sides, "No surprise")
	f.Build(func() ([]encounter.Event, error) {
		if i := surprise.SelectedIndex(); i > 0 {
			return hooks.Event(dragonhead.EventSurprise, dragonhead.SurprisePayload{Side: view.Sides[i-1].ID})
		}
		n, err := roll.Int("Roll")
		if err != nil {
			return nil, err
		}
		return hooks.Event(dragonhead.EventInitiative, dragonhead.InitiativePayload{Roll: n})
	})
	return f
}

// targetOf is the first ticked combatant that is not the attacker, else
// the first opponent still in the fight (never the attacker itself).
func targetOf(t hooks.Tracker, attacker string) string {
	for _, id := range t.Ticked() {
		if id != attacker {
			return id
		}
	}
	return opponentOf(t.State(), attacker)
}

// opponentOf is the first combatant still in the fight on another side
// than the attacker's (the target when nobody is ticked), else "".
func opponentOf(st *encounter.State, attacker string) string {
	a, err := st.Combatant(attacker)
	if err != nil {
		return ""
	}
	for _, c := range st.Combatants {
		if c.Side != a.Side && !c.Dead {
			return c.ID
		}
	}
	return ""
}

func moveForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Move", "Move", "The active combatant moves (its action).")
	_, who := t.Pick(f, "Combatant", t.View().ActiveID)
	steps := f.Dice("Steps", "", nil)
	run := f.Check("Run", "running")
	f.Build(func() ([]encounter.Event, error) {
		id, err := who()
		if err != nil {
			return nil, err
		}
		n, err := hooks.OptionalNumber("Steps", steps.Text())
		if err != nil {
			return nil, err
		}
		return hooks.Event(dragonhead.EventMove, dragonhead.MovePayload{OnCombatant: on(id), Steps: n, Run: run.Checked})
	})
	return f
}

func tryHardForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Try hard", "Apply", "Trying harder costs wear: the level × the combatant's ex.")
	_, who := t.Pick(f, "Combatant", t.FirstTicked())
	level := f.Choice("Level", []string{"Try Harder", "Try Hardest"}, "Try Harder")
	f.Build(func() ([]encounter.Event, error) {
		id, err := who()
		if err != nil {
			return nil, err
		}
		return hooks.Event(dragonhead.EventTryHard, dragonhead.TryHardPayload{OnCombatant: on(id), Level: level.SelectedIndex() + 1})
	})
	return f
}

func moraleForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Morale check", "Check", "A Spirit check with a risk roll: 13+ fights on; 9–12 backs away; 5–8 flees; 4 or less runs away screaming.")
	whoSel, who := t.Pick(f, "Combatant", t.FirstTicked())
	spirit := f.Entry("Spirit", "the combatant's Spirit score")
	risk := f.Entry("Risk dice", "d4 (Slacker Roll), d4,d6…, reaper")
	risk.SetText("d4")
	rollBox := container.NewHBox()
	f.Item("", rollBox)
	strength := f.Entry("Strength", "rolled, or typed from the table's dice")
	fillSpirit := func() {
		id, err := who()
		if err != nil {
			return
		}
		if c, err := t.State().Combatant(id); err == nil {
			if n, ok := c.Stats["spirit"]; ok {
				spirit.SetText(fmt.Sprint(n))
				return
			}
		}
		spirit.SetText("")
	}
	roll := widget.NewButton("Roll Spirit + risk", func() {
		f.Message().Importance = widget.DangerImportance
		score, err := hooks.WholeNumber("Spirit", spirit.Text)
		if err != nil {
			f.Message().SetText("Type the combatant's Spirit score to roll, or type the strength.")
			return
		}
		dice, err := dragonhead.ParseRiskDice(risk.Text)
		if err != nil {
			f.Message().SetText(err.Error())
			return
		}
		r, err := dragonhead.RollCheck(t.Source(), dragonhead.CheckInput{Score: score, RiskDice: dice})
		if err != nil {
			f.Message().SetText(err.Error())
			return
		}
		strength.SetText(fmt.Sprint(r.Strength))
		f.Message().Importance = widget.LowImportance
		f.Message().SetText(fmt.Sprintf("Rolled Spirit %d + risk %d (faces %v, sign %v) = %d", score, r.RiskRoll, r.RiskFaces, r.SignFaces, r.Strength))
	})
	rollBox.Add(roll)
	whoSel.OnChanged = func(string) { fillSpirit() }
	fillSpirit()
	f.Build(func() ([]encounter.Event, error) {
		id, err := who()
		if err != nil {
			return nil, err
		}
		if strings.TrimSpace(strength.Text) == "" {
			return nil, errors.New("roll Spirit + risk, or type the check's strength")
		}
		n, err := hooks.WholeNumber("Strength", strength.Text)
		if err != nil {
			return nil, err
		}
		return hooks.Event(dragonhead.EventMorale, dragonhead.MoralePayload{OnCombatant: on(id), Strength: &n})
	})
	f.After(func() {
		strength.SetText("")
		f.Message().SetText("")
	})
	return f
}

func castForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Cast a spell", "Cast",
		"One spell is the caster's attack for the round. Time is the rounds it takes (a stun loses it); a full fail or a crash X-es the spell out.")
	_, caster := t.Pick(f, "Caster", t.View().ActiveID)
	spell := f.Entry("Spell", "Fireball")
	castTime := f.Entry("Time (rounds)", "0: cast at once")
	strength := f.Dice("Cast strength", "", nil)
	f.Build(func() ([]encounter.Event, error) {
		id, err := caster()
		if err != nil {
			return nil, err
		}
		name := strings.TrimSpace(spell.Text)
		if name == "" {
			return nil, errors.New("type the spell's name")
		}
		rounds, err := hooks.OptionalNumber("Time", castTime.Text)
		if err != nil {
			return nil, err
		}
		if rounds < 0 {
			return nil, fmt.Errorf("Time %d: the rounds cannot be negative", rounds)
		}
		n, err := optionalInt("Cast strength", strength.Text())
		if err != nil {
			return nil, err
		}
		return hooks.Event(dragonhead.EventCast, dragonhead.CastPayload{SpellPayload: dragonhead.SpellPayload{Caster: id, Spell: name}, Time: rounds, Strength: n})
	})
	return f
}

// lostSpell is a spell X-ed out on a combatant.
type lostSpell struct {
	combatant, spell string
}

// lostSpells are the X-ed spells of every combatant, in turn order.
func lostSpells(t hooks.Tracker) (labels []string, spells []lostSpell) {
	st := t.State()
	for _, r := range t.View().Rows {
		c, err := st.Combatant(r.ID)
		if err != nil {
			continue
		}
		for _, cd := range c.Conditions {
			if cd.Name == dragonhead.CondSpellLost {
				labels = append(labels, c.Name+": "+cd.Detail)
				spells = append(spells, lostSpell{c.ID, cd.Detail})
			}
		}
	}
	return labels, spells
}

func recoverSpellForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Recover a spell", "Recover",
		"An X-ed spell \"can no longer be used until you spend some time (1 hour per spell level) recovering it\".")
	labels, spells := lostSpells(t)
	which := f.Choice("Spell", labels, "")
	if len(labels) > 0 {
		which.SetSelectedIndex(0)
	} else {
		f.Message().Importance = widget.LowImportance
		f.Message().SetText("No spell is X-ed out.")
	}
	f.Build(func() ([]encounter.Event, error) {
		i := which.SelectedIndex()
		if i < 0 {
			return nil, errors.New("no X-ed spell to recover")
		}
		return hooks.Event(dragonhead.EventRecoverSpell, dragonhead.SpellPayload{Caster: spells[i].combatant, Spell: spells[i].spell})
	})
	return f
}

// restWords names a rest's difficulty: "an easy one", "a hard one".
func restWords(d dragonhead.Difficulty) string {
	switch d {
	case dragonhead.DifficultyEasy:
		return "an easy one"
	case dragonhead.DifficultyHard:
		return "a hard one"
	}
	return "a normal one"
}

func restForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Rest", "Rest",
		"A minute's rest and a Constitution Save: wear back per success (1 wear = 10 XP). Ten a day; in combat, 20 rounds.")
	chooser, who := t.Pick(f, "Combatant", t.FirstTicked())
	circles := container.NewHBox()
	next := widgets.Wrapped("")
	f.Item("Rests", container.NewVBox(circles, next))
	recovered := f.Dice("Wear recovered", "", nil)
	show := func() {
		circles.Objects, next.Text = nil, ""
		id, err := who()
		if err != nil {
			circles.Refresh()
			next.Refresh()
			return
		}
		c, err := t.State().Combatant(id)
		if err != nil {
			return
		}
		taken := c.Resource("rests")
		track := dragonhead.SheetRestTrack(taken)
		circles.Objects = []fyne.CanvasObject{newRestCircles(track.Marks, track.Checked)}
		if n, d, ok := dragonhead.NextRest(taken); ok {
			next.SetText(fmt.Sprintf("Next: rest %d of %d, %s.", n, dragonhead.RestsPerDay, restWords(d)))
		} else {
			next.SetText(fmt.Sprintf("%s has taken all %d rests today: sleep clears them.", c.Name, dragonhead.RestsPerDay))
		}
		circles.Refresh()
	}
	chooser.OnChanged = func(string) { show() }
	show()
	f.Build(func() ([]encounter.Event, error) {
		id, err := who()
		if err != nil {
			return nil, err
		}
		n, err := recovered.Int("Wear recovered")
		if err != nil {
			return nil, err
		}
		return hooks.Event(dragonhead.EventRest, dragonhead.RestPayload{OnCombatant: on(id), Recovered: n})
	})
	f.After(show)
	return f
}

func sleepForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Sleep", "Sleep",
		"Eight hours, somewhere safe, out of armour: all wear and the rest circles back. Skip one: half. Skip both: nothing.")
	safe := f.Check("Place", "relatively safe")
	armorOff := f.Check("Armour", "taken off to sleep")
	safe.SetChecked(true)
	armorOff.SetChecked(true)
	f.Build(perTicked(t, dragonhead.EventSleep, func(id string) (dragonhead.SleepPayload, error) {
		return dragonhead.SleepPayload{OnCombatant: on(id), Safe: safe.Checked, ArmorOff: armorOff.Checked}, nil
	}))
	return f
}

// newRestCircles draws the ten rest circles as on the sheet: the E and H
// letters, the taken ones filled in.
func newRestCircles(marks []string, taken int) fyne.CanvasObject {
	ink := theme.Color(theme.ColorNameForeground)
	cells := make([]fyne.CanvasObject, 0, len(marks))
	for i, m := range marks {
		ring := canvas.NewCircle(color.Transparent)
		ring.StrokeColor = ink
		ring.StrokeWidth = 1.2
		letter := canvas.NewText(m, ink)
		letter.TextSize = 10
		letter.TextStyle = fyne.TextStyle{Bold: true}
		letter.Alignment = fyne.TextAlignCenter
		if i < taken {
			ring.FillColor = theme.Color(theme.ColorNamePrimary)
			letter.Color = theme.Color(theme.ColorNameBackground)
		}
		cells = append(cells, container.NewStack(ring, letter))
	}
	return hooks.Grid(fyne.NewSize(18, 18), 4, 10, cells...)
}
