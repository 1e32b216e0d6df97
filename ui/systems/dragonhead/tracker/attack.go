package tracker

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dice"
	"sessionzero/rules/dragonhead"
	"sessionzero/rules/encounter"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/widgets"
)

// The attack as a pick from the attacker's Attacks list with its odds shown
// before the roll, the Hit rolled by the app (or typed from physical dice),
// and the grapple, escape and sacrifice forms.

// typedAttack is the attack choice that takes a typed Hit strength (a quick
// opponent without a list).
const typedAttack = "Typed attack…"

// attackLabel is a pick as the list shows it: "Sword · Hit 12 · 2d6 s".
func attackLabel(a encounter.Attack) string {
	parts := []string{a.Name, fmt.Sprintf("Hit %d", a.Hit)}
	if dmg := strings.TrimSpace(a.Dice + " " + a.Type); dmg != "" {
		parts = append(parts, dmg)
	}
	if len(a.Aspects) > 0 {
		parts = append(parts, strings.Join(a.Aspects, ", "))
	}
	return strings.Join(parts, " · ")
}

// armourRoll is a target's armour and shield roll ("d4+d6").
func armourRoll(t hooks.Tracker, id string) string {
	c, err := t.State().Combatant(id)
	if err != nil {
		return ""
	}
	return dragonhead.ArmourRoll(c)
}

// attackPick is the attack form's state: its fields, the attack picked and
// its odds (nil for a typed attack).
type attackPick struct {
	t                hooks.Tracker
	f                hooks.Form
	attacker, target func() (string, error)
	targetSel        *widget.Select
	attackSel        *widget.Select
	names            []string // the attacker's attacks, "" for the typed one
	risk             *widget.Entry
	oddsText         *widget.Label
	oddsBar          *fyne.Container
	hit, tie, burst  hooks.Dice
	damage, armor    hooks.Dice
	kind             damageTypePick
	scar             *widget.Check
	defense          *widget.Select
	defValue, name   *widget.Entry
	odds             *dragonhead.Odds
	rollHit          *widget.Button
}

func attackForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Attack (Hit vs AC)", "Attack",
		"Pick the attack: its odds show before the roll. One damage roll per success: 1 success for winning, +1 per 4 points over the defence. Damage minus the armour roll is wear.")
	k := &attackPick{t: t, f: f}
	attackerID := t.View().ActiveID
	var attackerSel *widget.Select
	attackerSel, k.attacker = t.Pick(f, "Attacker", attackerID)
	k.targetSel, k.target = t.Pick(f, "Target", targetOf(t, attackerID))
	k.attackSel = f.Choice("Attack", nil, "")
	k.risk = f.Entry("Risk dice", "d4 (Slacker Roll), d4,d6…, reaper")
	k.risk.SetText("d4")
	k.oddsText = widgets.Wrapped("")
	k.oddsBar = container.NewStack()
	f.Item("Odds", container.NewVBox(k.oddsBar, k.oddsText))
	rollBox := container.NewHBox()
	f.Item("", rollBox)
	k.hit = f.Dice("Hit strength", "", nil)
	k.tie = f.Dice("Tie roll", "d6", nil)
	k.burst = f.Dice("Burst (shots)", "", nil)
	k.damage = f.Dice("Damage rolls", "d6", k.successes)
	k.kind = damageTypeChoice(f, false, "s")
	k.armor = f.Dice("Armour roll", armourRoll(t, targetOf(t, attackerID)), nil)
	k.scar = f.Check("Scar", "the damage scars")
	k.defense = f.Choice("Defence", []string{"the rules' default", "ac", "dc"}, "the rules' default")
	k.defValue = f.Entry("Defence value", "a risk-rolled AC (DC cannot be risk rolled)")
	k.name = f.Entry("Typed attack", "sword, club… (typed attacks only)")
	k.rollHit = widget.NewButton("Roll the Hit", k.roll)
	rollBox.Add(k.rollHit)
	k.attackSel.OnChanged = func(string) { k.update() }
	k.update()
	attackerSel.OnChanged = func(string) { k.fill() }
	k.targetSel.OnChanged = func(string) { k.update() }
	k.risk.OnChanged = func(string) { k.update() }
	f.OnTick(func() {
		// The first ticked combatant other than the attacker becomes the target.
		a, _ := k.attacker()
		selectRow(t, k.targetSel, targetOf(t, a))
	})
	k.fill()
	f.Build(k.build)
	f.After(func() {
		f.Message().SetText("")
		k.hit.Set("")
		k.damage.Set("")
		k.armor.Set("")
		k.tie.Set("")
		k.burst.Set("")
		k.update()
	})
	return f
}

// picked is the name of the attack picked, "" for a typed attack.
func (k *attackPick) picked() string {
	if i := k.attackSel.SelectedIndex(); i >= 0 && i < len(k.names) {
		return k.names[i]
	}
	return ""
}

// successes are the damage rolls the typed Hit asks for (the rules'
// HitSuccesses).
func (k *attackPick) successes() (int, error) {
	p, err := k.payload()
	if err != nil {
		return 0, err
	}
	return dragonhead.HitSuccesses(k.t.State(), p)
}

// update shows the picked attack's odds, and its damage, type and burst
// rolls, before the roll.
func (k *attackPick) update() {
	k.odds = nil
	k.rollHit.Disable()
	k.oddsBar.Objects = nil
	a, _ := k.attacker()
	tg, _ := k.target()
	k.armor.SetExpr(armourRoll(k.t, tg))
	name := k.picked()
	if name == "" {
		k.oddsText.SetText("Typed attack: type the Hit strength from the dice. Pick one of the attacker's attacks to see the odds first.")
		k.oddsBar.Refresh()
		return
	}
	risk, err := dragonhead.ParseRiskDice(k.risk.Text)
	if err != nil {
		k.oddsText.SetText(err.Error())
		k.oddsBar.Refresh()
		return
	}
	o, err := dragonhead.AttackOdds(k.t.State(), a, name, tg, risk, dragonhead.TryPlain)
	if err != nil {
		k.oddsText.SetText(widgets.Shown(err.Error()))
		k.oddsBar.Refresh()
		return
	}
	k.odds = &o
	k.rollHit.Enable()
	k.oddsBar.Objects = []fyne.CanvasObject{container.NewHBox(hooks.ChanceBar(o.PHit, 160), widget.NewLabel(fmt.Sprintf("hits %.1f%%", 100*o.PHit)))}
	k.oddsBar.Refresh()
	k.oddsText.SetText(widgets.Shown(o.Text))
	if c, err := k.t.State().Combatant(a); err == nil {
		if atk, err := c.FindAttack(name); err == nil {
			if atk.Dice != "" {
				k.damage.SetExpr(atk.Dice)
			}
			if atk.Type != "" {
				k.kind.Set(atk.Type)
			}
			if roll, has := dragonhead.BurstRoll(atk); has {
				k.burst.SetExpr(roll)
			}
		}
	}
}

// fill lists the attacker's attacks (and the typed one) and picks the first.
func (k *attackPick) fill() {
	a, _ := k.attacker()
	labels := []string{}
	k.names = nil
	if c, err := k.t.State().Combatant(a); err == nil {
		for _, atk := range c.Attacks {
			labels, k.names = append(labels, widgets.Shown(attackLabel(atk))), append(k.names, atk.Name)
		}
	}
	labels, k.names = append(labels, typedAttack), append(k.names, "")
	// A new attacker: the last one's roll says nothing about this one.
	k.f.Message().SetText("")
	k.hit.Set("")
	k.tie.Set("")
	if tg, _ := k.target(); tg == a || tg == "" {
		selectRow(k.t, k.targetSel, targetOf(k.t, a))
	}
	k.attackSel.Options = labels
	k.attackSel.ClearSelected()
	k.attackSel.SetSelectedIndex(0)
}

// roll rolls the picked attack's Hit from the tracker's dice.
func (k *attackPick) roll() {
	msg := k.f.Message()
	if k.odds == nil {
		msg.Importance = widget.DangerImportance
		msg.SetText("Pick an attack with its odds first, or type the Hit strength.")
		return
	}
	a, _ := k.attacker()
	tg, _ := k.target()
	risk, err := dragonhead.ParseRiskDice(k.risk.Text)
	if err != nil {
		msg.SetText(err.Error())
		return
	}
	r, def, err := dragonhead.RollAttack(k.t.Source(), k.t.State(), a, k.picked(), tg, risk, dragonhead.TryPlain)
	if err != nil {
		msg.SetText(widgets.Shown(err.Error()))
		return
	}
	k.hit.Set(strconv.Itoa(r.Strength))
	k.tie.Set("")
	if r.TieBreak > 0 {
		k.tie.Set(strconv.Itoa(r.TieBreak))
	}
	msg.Importance = widget.LowImportance
	msg.SetText(rolledHitText(r, def))
}

// payload is the attack event as typed so far: the Hit and its defence
// (what the damage count needs), without the damage.
func (k *attackPick) payload() (dragonhead.AttackPayload, error) {
	a, tg, err := hooks.Both(k.attacker, k.target)
	if err != nil {
		return dragonhead.AttackPayload{}, err
	}
	h, err := k.hit.Int("Hit strength")
	if err != nil {
		return dragonhead.AttackPayload{}, err
	}
	attackName := k.picked()
	if attackName == "" {
		attackName = k.name.Text
	}
	p := dragonhead.AttackPayload{Attacker: a, Target: tg, Attack: attackName, Hit: &h, DamageType: k.kind.Letter(), Scar: k.scar.Checked}
	if k.defense.Selected == dragonhead.DefenseAC || k.defense.Selected == dragonhead.DefenseDC {
		p.Defense = k.defense.Selected
	}
	if p.DefenseValue, err = optionalInt("Defence value", k.defValue.Text); err != nil {
		return dragonhead.AttackPayload{}, err
	}
	if p.TieRoll, err = hooks.OptionalNumber("Tie roll", k.tie.Text()); err != nil {
		return dragonhead.AttackPayload{}, err
	}
	return p, nil
}

// build is the attack event: the payload with its damage rolls, armour roll
// and burst.
func (k *attackPick) build() ([]encounter.Event, error) {
	p, err := k.payload()
	if err != nil {
		return nil, err
	}
	if p.DamageRolls, err = k.damage.List("Damage roll"); err != nil {
		return nil, err
	}
	if p.ArmorRoll, err = hooks.OptionalNumber("Armour roll", k.armor.Text()); err != nil {
		return nil, err
	}
	if p.Burst, err = optionalInt("Burst", k.burst.Text()); err != nil {
		return nil, err
	}
	return hooks.Event(dragonhead.EventAttack, p)
}

// selectRow picks the combatant id in a Pick select (nothing when id is "").
func selectRow(t hooks.Tracker, sel *widget.Select, id string) {
	if id == "" {
		return
	}
	for i, r := range t.View().Rows {
		if r.ID == id && sel.SelectedIndex() != i {
			sel.SetSelectedIndex(i)
		}
	}
}

// rolledHitText is the rolled Hit in the book's order: "Hit 11 + Normal +0
// + risk −4 (faces [4], sign [7]) = 7 against AC 10: a miss".
func rolledHitText(r dragonhead.CheckRoll, def dragonhead.Defence) string {
	in := r.Input
	text := fmt.Sprintf("Rolled Hit %d", in.Score)
	if in.Difficulty != dragonhead.DifficultyNormal {
		text += fmt.Sprintf(" %s %+d", in.Difficulty, in.Difficulty.Step())
	}
	text += fmt.Sprintf(" + risk %d (faces %v, sign %v) = %d against %s %d", r.RiskRoll, r.RiskFaces, r.SignFaces, r.Strength, strings.ToUpper(def.Which), *in.Versus)
	if r.TieBreak > 0 {
		text += fmt.Sprintf(", a tie broken by a %d", r.TieBreak)
	}
	if r.Successes == 0 {
		return text + ": a miss"
	}
	return text + ": " + widgets.Plural(r.Successes, "success")
}

func grappleForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Grapple", "Grapple",
		"\"Make a Muscle check as your attack\"; the target checks Muscle or Dexterity to escape. The grapple holds when its strength beats the escape; both are stuck and defend with DC. Grappling the same target again resets it (a full fail loses it).")
	attackerID := t.View().ActiveID
	_, grappler := t.Pick(f, "Grappler", attackerID)
	_, target := t.Pick(f, "Target", targetOf(t, attackerID))
	strength := f.Dice("Grapple strength", "", nil)
	escape := f.Dice("Escape strength", "", nil)
	tie := f.Dice("Tie roll", "d6", nil)
	f.Build(func() ([]encounter.Event, error) {
		a, tg, err := hooks.Both(grappler, target)
		if err != nil {
			return nil, err
		}
		n, err := strength.Int("Grapple strength")
		if err != nil {
			return nil, err
		}
		p := dragonhead.GrapplePayload{Grappler: a, Target: tg, Strength: &n}
		if p.Escape, err = optionalInt("Escape strength", escape.Text()); err != nil {
			return nil, err
		}
		if p.TieRoll, err = tieRoll(t, tie, dragonhead.GrappleTied(t.State(), p)); err != nil {
			return nil, err
		}
		return hooks.Event(dragonhead.EventGrapple, p)
	})
	f.After(func() {
		strength.Set("")
		escape.Set("")
		tie.Set("")
	})
	return f
}

func escapeForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Escape or let go", "Apply",
		"\"the grappled character may try to escape it once per round\": free unless the grapple's strength beats the check. The grappler may let go instead.")
	_, who := t.Pick(f, "Combatant", t.FirstTicked())
	what := f.Choice("Do", []string{"Escape", "Let go"}, "Escape")
	strength := f.Dice("Strength", "", nil)
	tie := f.Dice("Tie roll", "d6", nil)
	f.Build(func() ([]encounter.Event, error) {
		id, err := who()
		if err != nil {
			return nil, err
		}
		if what.SelectedIndex() == 1 { // "Let go"
			return hooks.Event(dragonhead.EventRelease, dragonhead.ReleasePayload{Combatant: id})
		}
		n, err := strength.Int("Strength")
		if err != nil {
			return nil, err
		}
		p := dragonhead.EscapePayload{OnCombatant: on(id), Strength: &n}
		if p.TieRoll, err = tieRoll(t, tie, dragonhead.EscapeTied(t.State(), p)); err != nil {
			return nil, err
		}
		return hooks.Event(dragonhead.EventEscape, p)
	})
	f.After(func() {
		strength.Set("")
		tie.Set("")
	})
	return f
}

// tieRoll is a grapple's or an escape's tie roll: the typed (or rolled)
// die, or, when the rules say the two strengths tie (tied) and nothing is
// typed, a d6 rolled by the app from the tracker's dice ("To break a tie,
// roll any die. An odd roll wins it for the offense"); 0 when none is
// needed.
func tieRoll(t hooks.Tracker, tie hooks.Dice, tied bool) (int, error) {
	if tie.Text() == "" && tied {
		tie.Set(strconv.Itoa(dice.RollDie(t.Source(), 6)))
	}
	return hooks.OptionalNumber("Tie roll", tie.Text())
}

func sacrificeForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Sacrifice", "Sacrifice",
		"Armour or a shield takes tear instead of the character (its defensive value drops by it; wear stays). A melee weapon in use takes -1 Hit per tear and breaks at -6; a ranged one breaks at once.")
	_, who := t.Pick(f, "Combatant", t.FirstTicked())
	kind := f.Choice("Item", []string{"Armour or shield", "Weapon"}, "Armour or shield")
	item := f.Entry("Name", "Medium shield, Sword…")
	tear := f.Entry("Tear", "1")
	f.Build(func() ([]encounter.Event, error) {
		id, err := who()
		if err != nil {
			return nil, err
		}
		if strings.TrimSpace(item.Text) == "" {
			return nil, errors.New("type the item that takes the tear")
		}
		text := tear.Text
		if strings.TrimSpace(text) == "" {
			text = "1"
		}
		n, err := hooks.WholeNumber("Tear", text)
		if err != nil {
			return nil, err
		}
		k := dragonhead.SacrificeArmor
		if kind.SelectedIndex() == 1 {
			k = dragonhead.SacrificeWeapon
		}
		return hooks.Event(dragonhead.EventSacrifice, dragonhead.SacrificePayload{OnCombatant: on(id), Kind: k, Item: strings.TrimSpace(item.Text), Tear: n})
	})
	return f
}

func fireForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Fire", "Apply",
		"A hit with the Fire aspect asks for a Luck Save; on a failure set the target on fire with the roll the table gives. Its damage is rolled at the end of each round, armour does not protect; water puts it out. On each ticked combatant.")
	what := f.Choice("Do", []string{"Set on fire", "Put out"}, "Set on fire")
	roll := f.Entry("Fire damage", "the roll per round, e.g. d6")
	f.Build(func() ([]encounter.Event, error) {
		if what.SelectedIndex() == 1 {
			return perTicked(t, dragonhead.EventExtinguish, func(id string) (dragonhead.ExtinguishPayload, error) {
				return on(id), nil
			})()
		}
		return perTicked(t, dragonhead.EventIgnite, func(id string) (dragonhead.IgnitePayload, error) {
			return dragonhead.IgnitePayload{OnTarget: encounter.OnTarget{Target: id}, Damage: strings.TrimSpace(roll.Text)}, nil
		})()
	})
	return f
}
