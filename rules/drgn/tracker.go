package drgn

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"

	"sessionzero/rules"
	"sessionzero/rules/encounter"
)

// This file carries a character into the tracker and back: its weapons,
// abilities, traits and shields as picks (CombatantFromCharacter), the
// damage an attack would do before it is declared (AttackPreview), and the
// encounter's results written to the character (WriteBack).

// CombatantFromCharacter makes a combatant setup from a library character's
// data document: max and current HP, temporary HP, toughness, evasion
// reduction, Epicoins, speed, attunement, every trait (as a stat named in
// lower case with "_" for spaces, "constitution"), every equipped weapon and
// every ability as a named attack (components, damage, element, range,
// uses and uses left, Reliable), and each equipped shield with its hit
// points left and toughness.
func CombatantFromCharacter(id, name, side string, data json.RawMessage) (encounter.CombatantSetup, error) {
	c, err := Decode(data)
	if err != nil {
		return encounter.CombatantSetup{}, fmt.Errorf("%s: %w", name, err)
	}
	d := c.Derive()
	stat := func(key string) int {
		n, _ := rules.As[int](d, key)
		return n
	}
	cs := encounter.CombatantSetup{ID: id, Name: name, Side: side, Kind: CombatantCharacter,
		Stats: map[string]int{
			"max_hp": stat("max_hp"), "hp": stat("current_hp"), "temp_hp": stat("temporary_hp"),
			"toughness": stat("toughness"), "evasion_reduction": stat("evasion_reduction"),
			"epicoins": stat("epicoins"), "speed": stat("speed"),
		},
	}
	part := CombatantPart{Attuned: c.Attuned()}
	for _, t := range rules.SortedKeys(c.Traits) {
		score, _, _ := c.EffectiveTrait(t)
		cs.Stats[TraitStatKey(t)] = score
	}
	if rows, ok := rules.As[[]WeaponRow](d, "weapons"); ok {
		for _, it := range c.equipped() {
			for _, w := range rows {
				if w.Name == it.Name {
					cs.Attacks = append(cs.Attacks, weaponAttack(it, w))
				}
			}
		}
	}
	for _, a := range c.Abilities {
		cs.Attacks = append(cs.Attacks, abilityAttack(a))
	}
	if rows, ok := rules.As[[]ShieldRow](d, "shields"); ok {
		for _, r := range rows {
			sh := Shield{Name: r.Name, HP: r.HP, MaxHP: r.HP, Toughness: r.Toughness}
			if it, ok := c.item(r.Name, KindShield); ok && it.CurrentHP != nil {
				sh.HP = min(max(*it.CurrentHP, 0), r.HP)
			}
			part.Shields = append(part.Shields, sh)
		}
	}
	if err := SetSetup(&cs, part); err != nil {
		return encounter.CombatantSetup{}, err
	}
	return cs, nil
}

// TraitStatKey is the stats key a trait's score is kept under: lower case,
// spaces as "_" ("Melee Weapons" → "melee_weapons"), as the social setup
// reads it.
func TraitStatKey(trait string) string {
	return strings.ReplaceAll(strings.ToLower(strings.TrimSpace(trait)), " ", "_")
}

// item finds an item of a kind by name.
func (c Character) item(name, kind string) (Item, bool) {
	for _, it := range c.Equipment {
		if it.Kind == kind && it.Name == name {
			return it, true
		}
	}
	return Item{}, false
}

// weaponAttack is an equipped weapon as a pick: melee for melee weapons,
// ranged for ranged ones, melee for anything else ("ANYTHING can be
// equipped into a weapon slot and used as a weapon").
func weaponAttack(it Item, w WeaponRow) encounter.Attack {
	kind := AttackMelee
	if it.Kind == KindRanged {
		kind = AttackRanged
	}
	return encounter.Attack{Name: it.Name, Kind: kind, Damage: float64(w.Damage), Element: firstElement(w.DamageTypes), Explain: w.Explain}
}

// firstElement is the first damage type on the attunement chart, Force when
// none is.
func firstElement(types []string) string {
	for _, t := range types {
		if e, ok := ElementByName(t); ok {
			return e.Name
		}
	}
	return Force
}

// abilityAttack is an ability as a pick. Its damage is its Power ("A 30
// power fireball would deal 30 damage to any target it affects"), its
// element the Elemental component's (Force otherwise), its range the Ranged
// component's units; Line, Cone, Sphere and Multi-Target make it an area
// attack; Reliable marks uses that refresh on a short rest.
func abilityAttack(a Ability) encounter.Attack {
	atk := encounter.Attack{Name: a.Name, Kind: AttackAbility, Element: Force, Uses: a.Uses}
	if cost, err := a.Cost(); err != nil {
		// A component the calculator cannot price still joins: its numbers
		// are read below and the problem is said.
		atk.Explain = fmt.Sprintf("cost not computed: %v", err)
	} else {
		atk.Element, atk.Explain = firstElement(cost.DamageTypes), cost.Explain
		if cost.Intrinsic {
			atk.Uses = 0
		}
	}
	if atk.Uses > 0 && a.UsesLeft != nil {
		left := min(max(*a.UsesLeft, 0), atk.Uses)
		atk.Left = &left
	}
	for _, comp := range a.Components {
		atk.Components = append(atk.Components, comp.String())
		switch strings.ToLower(comp.Name) {
		case CompPower:
			atk.Damage += comp.Value
		case CompRanged:
			atk.Range += int(math.Ceil(comp.Value))
		case CompLine, CompCone, CompSphere, CompMultiTarget:
			atk.Area = true
		case CompReliable:
			atk.Reliable = true
		case CompElemental:
			if e, ok := ElementByName(comp.Option); ok && atk.Element == Force {
				atk.Element = e.Name
			}
		}
	}
	return atk
}

// CompReliable is the component whose "Uses refresh on a short rest".
const CompReliable = "reliable"

// Preview is the damage one target would take from an attack.
type Preview struct {
	Target string
	// Taken is the formula's damage taken; HP and MaxHP the target's now.
	Taken     int
	HP, MaxHP int
	// Left is the HP the target would have after the hit (temporary HP
	// takes damage first: "take all damage before any is taken by the
	// target").
	Left int
	// Text says it in words: "Goblin 1 takes 19 (HP 30 of 30): …".
	Text string
}

// LeftShare is the share of its max HP the target would keep after the hit,
// 0 to 1: a 2-damage hit on a 30-HP goblin leaves 28 of 30, 0.93.
func (p Preview) LeftShare() float64 {
	if p.MaxHP <= 0 {
		return 0
	}
	return min(max(float64(p.Left)/float64(p.MaxHP), 0), 1)
}

// LeftText says what LeftShare measures: "28 of 30 HP left (93%)".
func (p Preview) LeftText() string {
	return fmt.Sprintf("%d of %d HP left (%.0f%%)", p.Left, p.MaxHP, 100*p.LeftShare())
}

// AttackPreview is the damage each target would take from the attacker's
// weapon or ability, by the book's formula "((Damage * Attunement) * Crit) -
// (Toughness + Evasion) = Damage Taken" with the target's attunement,
// toughness and evasion reduction, doubled against the unconscious and
// halved for a prone attacker's melee, before anything is declared. crit
// previews a critical hit.
func AttackPreview(st *encounter.State, attacker, attack string, targets []string, crit bool) ([]Preview, error) {
	a, err := st.Combatant(attacker)
	if err != nil {
		return nil, err
	}
	atk, err := a.FindAttack(attack)
	if err != nil {
		return nil, err
	}
	if len(targets) == 0 {
		return nil, fmt.Errorf("preview needs a target")
	}
	out := make([]Preview, 0, len(targets))
	for _, id := range targets {
		t, err := st.Combatant(id)
		if err != nil {
			return nil, err
		}
		res := damageTo(t, atk.Damage, atk.Element, atk.Kind == AttackMelee && a.Has(StatusProne), crit)
		left := t.HP - max(res.Taken-t.TempHP, 0)
		out = append(out, Preview{Target: t.ID, Taken: res.Taken, HP: t.HP, MaxHP: t.MaxHP, Left: left,
			Text: fmt.Sprintf("%s takes %d (HP %d of %d): %s", t.Name, res.Taken, t.HP, t.MaxHP, res.Explain)})
	}
	return out, nil
}

// damageTo is the formula for one hit on t as it is now.
func damageTo(t *encounter.Combatant, dmg float64, element string, halfMelee, crit bool) DamageResult {
	if element == "" {
		element = Force
	}
	return DamageTaken(DamageInput{Damage: dmg, Attunement: Attunement(element, PartOf(t).Attuned), AttunementElement: element,
		Crit: crit, Unconscious: t.Unconscious, HalfMelee: halfMelee,
		Toughness: t.Stat("toughness"), EvasionReduction: t.Stat("evasion_reduction")})
}

// WriteBack puts an encounter's results into the character's data
// document: current HP, temporary HP, Epicoins, each ability's uses left,
// each tracked shield's hit points left, and xp (the XP the GM awards,
// added to the XP budget: "they gain experience points as they play"). It
// returns the new document and one line per change; unknown keys are kept.
func WriteBack(data json.RawMessage, c *encounter.Combatant, xp int) (json.RawMessage, []string, error) {
	ch, err := Decode(data)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", c.Name, err)
	}
	if err := rules.CheckRange("xp", xp, 0, MaxXPAmount); err != nil {
		return nil, nil, fmt.Errorf("%s: %w", c.Name, err)
	}
	out := ch.Clone()
	var lines []string
	d := ch.Derive()
	oldHP := c.MaxHP
	if hp, ok := rules.As[int](d, "current_hp"); ok {
		oldHP = hp
	}
	if c.HP != oldHP {
		hp := c.HP
		out.CurrentHP = &hp
		lines = append(lines, fmt.Sprintf("%s: HP %d → %d", c.Name, oldHP, c.HP))
	}
	if c.TempHP != ch.TemporaryHP {
		out.TemporaryHP = c.TempHP
		lines = append(lines, fmt.Sprintf("%s: temporary HP %d → %d", c.Name, ch.TemporaryHP, c.TempHP))
	}
	if coins := c.Resource("epicoins"); coins != ch.Epicoins {
		out.Epicoins = coins
		lines = append(lines, fmt.Sprintf("%s: Epicoins %d → %d", c.Name, ch.Epicoins, coins))
	}
	for i, a := range out.Abilities {
		if left, ok := c.Resources[encounter.UsesKey(a.Name)]; ok {
			if before, changed := setCount(&out.Abilities[i].UsesLeft, a.Uses, left); changed {
				lines = append(lines, fmt.Sprintf("%s: %s uses left %d → %d of %d", c.Name, a.Name, before, left, a.Uses))
			}
		}
	}
	for _, sh := range PartOf(c).Shields {
		left, ok := c.Resources[ShieldKey(sh.Name)]
		for i, it := range out.Equipment {
			if ok && it.Kind == KindShield && it.Name == sh.Name {
				if before, changed := setCount(&out.Equipment[i].CurrentHP, sh.MaxHP, left); changed {
					lines = append(lines, fmt.Sprintf("%s: %s HP %d → %d of %d", c.Name, sh.Name, before, left, sh.MaxHP))
				}
			}
		}
	}
	if xp > 0 {
		out.XPBudget += xp
		lines = append(lines, fmt.Sprintf("%s: XP %d → %d (+%d earned)", c.Name, ch.XPBudget, out.XPBudget, xp))
	}
	b, err := out.Encode()
	if err != nil {
		return nil, nil, err
	}
	return b, lines, nil
}

// setCount writes a counter kept as "absent means full" (uses left, a
// shield's hit points left): it returns the value before and whether now
// differs from it, and sets *p only then.
func setCount(p **int, full, now int) (before int, changed bool) {
	before = full
	if *p != nil {
		before = **p
	}
	if now == before {
		return before, false
	}
	*p = &now
	return before, true
}

// combatStatKeys are the stats CombatantFromCharacter gives that are not
// traits.
var combatStatKeys = map[string]bool{"max_hp": true, "hp": true, "temp_hp": true, "toughness": true,
	"evasion_reduction": true, "epicoins": true, "speed": true}

// TraitScore is a trait a participant can argue with in a social
// encounter, and its score.
type TraitScore struct {
	Name  string
	Score int
}

// CarriedTraits are the traits a combatant carries from its character
// (every stat but the combat numbers CombatantFromCharacter sets), named
// from their keys ("melee_weapons" → "Melee Weapons"), sorted by name: the
// social encounter's picks ("pick the trait they would like to use").
func CarriedTraits(c *encounter.Combatant) []TraitScore {
	var out []TraitScore
	for _, k := range rules.SortedKeys(c.Stats) {
		if combatStatKeys[k] {
			continue
		}
		words := strings.Split(k, "_")
		for i, w := range words {
			if w != "" {
				words[i] = strings.ToUpper(w[:1]) + w[1:]
			}
		}
		out = append(out, TraitScore{Name: strings.Join(words, " "), Score: c.Stats[k]})
	}
	return out
}

// PendingText is a declared attack as the tracker lists it, named as the
// log names it when it resolves: "Brannoch's Fireball → Goblin 1, 20 fire
// physical" (" crit" added). The id the respond and resolve events use
// ("a1") stays out of sight; anything not a declared attack keeps its text.
func PendingText(st *encounter.State, p encounter.Pending) string {
	atk, ok := p.Data.(*declaredAttack)
	if !ok {
		return p.Text
	}
	names := make([]string, 0, len(atk.Targets))
	for _, id := range atk.Targets {
		name := id
		if c, err := st.Combatant(id); err == nil {
			name = c.Name
		}
		names = append(names, name)
	}
	text := fmt.Sprintf("%s → %s, %g %s %s", atk.Label, strings.Join(names, ", "), atk.Damage, atk.Element, atk.Kind)
	if atk.Crit {
		text += " crit"
	}
	return text
}
