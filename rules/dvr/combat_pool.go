package dvr

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"sessionzero/rules/encounter"
)

// A combatant's dice pool in the tracker (spec §6.1, §6.5): the combatant's
// Dice map holds one entry per die it may roll, keyed "script:Reflex",
// "skill:Gunplay" or "item:Horse", valued "d8"; its weapons are attacks of
// Kind "weapon" whose Dice is the weapon's die and Damage its damage, both
// after rust. A stat block saves the same keys, so an opponent rolls its
// own dice too.

// Pool sources of a PoolEntry.
const (
	PoolScript = "script"
	PoolSkill  = "skill"
	PoolItem   = "item"
	// KindWeapon is the attack kind of a DvR weapon.
	KindWeapon = "weapon"
)

// PoolKey is the Dice map key of a pool die.
func PoolKey(from, name string) string { return from + ":" + name }

// dieText is "d8" (empty for no die).
func dieText(size int) string {
	if size == 0 {
		return ""
	}
	return "d" + strconv.Itoa(size)
}

// ParseDie reads "d8" (or "8") as a die size of the ladder.
func ParseDie(s string) (int, error) {
	t := strings.TrimPrefix(strings.ToLower(strings.TrimSpace(s)), "d")
	n, err := strconv.Atoi(t)
	if err != nil || !isLadderDie(n) {
		return 0, fmt.Errorf("die %q: use d4, d6, d8, d10 or d12", s)
	}
	return n, nil
}

// characterPool is a character's dice and weapons for the tracker.
func characterPool(c Character) (map[string]string, []encounter.Attack, map[string]int) {
	dice, points := map[string]string{}, map[string]int{}
	for _, a := range Attributes {
		dice[PoolKey(PoolScript, a)] = dieText(scriptDie(c, a))
	}
	for name, size := range c.Skills {
		if size > 0 {
			dice[PoolKey(PoolSkill, name)] = dieText(size)
		}
	}
	var attacks []encounter.Attack
	for _, it := range c.Items {
		st := ItemAfter(it.Die, it.Damage, it.Rust, it.Destroyed != "")
		if it.Kind == KindWeapon {
			if it.Destroyed != "" {
				continue
			}
			explain := fmt.Sprintf("%s: %s, %d damage", it.Name, dieText(it.Die), it.Damage)
			if it.Rust > 0 {
				explain += fmt.Sprintf(", rust %d → %s, %d damage", it.Rust, orNoDie(st.EffectiveDie), st.EffectiveDamage)
			}
			attacks = append(attacks, encounter.Attack{Name: it.Name, Kind: KindWeapon, Damage: float64(st.EffectiveDamage),
				Dice: dieText(st.EffectiveDie), Explain: explain})
			continue
		}
		if st.EffectiveDie > 0 {
			dice[PoolKey(PoolItem, it.Name)] = dieText(st.EffectiveDie)
			if it.Points > 0 {
				points[PointsKey(it.Name)] = it.Points
			}
		}
	}
	return dice, attacks, points
}

// PointsKey is the stats key of an item's points in the tracker
// ("points:Van"): "a point rating that can boost different parts of a
// roll" (L224), pushed as `vehicle` points by a roll that uses the item.
func PointsKey(item string) string { return "points:" + item }

// CombatantEntries is CombatantPool of a tracker combatant with each item
// die's points (PointsKey in its stats), so a roll using the vehicle may
// push with them (spec §6.5 step 3) without retyping them.
// An item sacrificed All or Nothing earlier in the fight is left out ("the
// item will be destroyed after being used"), and an item that gained rust
// in the fight has its die stepped down ("for every point of rust an item
// gains the die value is stepped down", Wear and Tear › Rusting).
func CombatantEntries(c *encounter.Combatant) []PoolEntry {
	var out []PoolEntry
	for _, e := range CombatantPool(c.Dice) {
		if e.From == PoolItem {
			if c.Resource(sacrificedPrefix+e.Name) > 0 {
				continue
			}
			e.Points = c.Stats[PointsKey(e.Name)]
			if e.Die = ItemAfter(e.Die, 0, fightRust(c, e.Name), false).EffectiveDie; e.Die == 0 {
				continue
			}
		}
		out = append(out, e)
	}
	return out
}

// fightRust is the rust item gained in this fight (the "rust" events),
// its name matched without regard to case.
func fightRust(c *encounter.Combatant, item string) int {
	n := 0
	for k, v := range c.Resources {
		if name, ok := strings.CutPrefix(k, rustPrefix); ok && strings.EqualFold(name, item) {
			n += v
		}
	}
	return n
}

func orNoDie(size int) string {
	if size == 0 {
		return "no die"
	}
	return dieText(size)
}

// CombatantPool reads a combatant's Dice map back as pool entries: script
// dice in the book's order, then skills, then items, each sorted by name.
// Keys that are not pool dice, and dice off the ladder, are skipped.
func CombatantPool(dice map[string]string) []PoolEntry {
	var out []PoolEntry
	if q, ok := dice[QuickPoolKey]; ok {
		if sizes, err := ParseQuickPool(q); err == nil {
			for _, size := range sizes {
				out = append(out, PoolEntry{Die: size, From: PoolScript, Name: QuickPoolKey})
			}
		}
	}
	for _, from := range []string{PoolScript, PoolSkill, PoolItem} {
		var part []PoolEntry
		for key, d := range dice {
			f, name, ok := strings.Cut(key, ":")
			if !ok || f != from {
				continue
			}
			size, err := ParseDie(d)
			if err != nil {
				continue
			}
			part = append(part, PoolEntry{Die: size, From: from, Name: name})
		}
		if from == PoolScript {
			slices.SortFunc(part, func(a, b PoolEntry) int {
				return slices.Index(Attributes, a.Name) - slices.Index(Attributes, b.Name)
			})
		} else {
			slices.SortFunc(part, func(a, b PoolEntry) int { return strings.Compare(a.Name, b.Name) })
		}
		out = append(out, part...)
	}
	return out
}

// Weapons are a combatant's weapons (its attacks of kind weapon), with the
// pool entry of each weapon's die (Die 0: a weapon without a die). Rust
// gained in the fight steps the die down and takes as much off the damage
// ("the die value is stepped down and its damage is also taken down by
// one"); a weapon sacrificed All or Nothing is no longer offered.
func Weapons(c *encounter.Combatant) []WeaponChoice {
	out := make([]WeaponChoice, 0, len(c.Attacks))
	for _, a := range c.Attacks {
		if a.Kind != KindWeapon || c.Resource(sacrificedPrefix+a.Name) > 0 {
			continue // a weapon sacrificed All or Nothing is gone
		}
		rust := fightRust(c, a.Name)
		w := WeaponChoice{Weapon: Weapon{Name: a.Name, Damage: max(int(a.Damage)-rust, 0)}, Explain: a.Explain}
		if size, err := ParseDie(a.Dice); err == nil {
			if eff := ItemAfter(size, 0, rust, false).EffectiveDie; eff > 0 {
				w.Die = PoolEntry{Die: eff, From: PoolItem, Name: a.Name}
			}
		}
		if rust > 0 {
			w.Explain += fmt.Sprintf("; %d rust gained in this fight", rust)
		}
		out = append(out, w)
	}
	if len(out) == 0 {
		return nil // none, as before the list was sized
	}
	return out
}

// WeaponChoice is a weapon a combatant may attack with.
type WeaponChoice struct {
	Weapon  Weapon
	Die     PoolEntry
	Explain string
}

// AttackPreview is the odds of an attack before it is rolled (spec §6.5,
// §7.3): D and R as the attack event will use them, the chance to hit
// without pushing, and the chance when Focus and the weapon's damage
// points may be pushed.
type AttackPreview struct {
	Difficulty, Risk, DamagePool, PushBudget int
	Report                                   map[string]any
	// PHit is P(complete) without pushing; PHitPushed with up to
	// PushBudget points (pools of at most MaxPushPool dice; else equal to PHit).
	PHit, PHitPushed float64
	PCrit, PCritFail float64
}

// PreviewAttack computes an attack's odds from the state of the encounter:
// D = difficulty (or 4 + the target's cover) plus the attacker's Narrative
// conditions, R = risk (or the target's resistance), W = the weapon's
// damage (doubled when its pool die goes All or Nothing); the push budget
// is the attacker's Focus plus W (DVR-10: weapon points push only its own
// attack) plus the points of the pool's items (a vehicle's, spec §6.5). The numbers are OddsReport's.
func PreviewAttack(st *encounter.State, attacker, target string, pool []PoolEntry, w Weapon, difficulty, risk *int) (AttackPreview, error) {
	p, in, push, err := AttackSetup(st, attacker, target, pool, w, difficulty, risk)
	if err != nil {
		return AttackPreview{}, err
	}
	return p.WithOdds(in, push)
}

// AttackSetup is the quick part of PreviewAttack, read from the state: D,
// R, W and the push budget, the odds input and the push budget the odds
// use (-1 past MaxPushPool dice). WithOdds, the slow part, reads nothing
// but its arguments, so a window may run it off its UI goroutine.
func AttackSetup(st *encounter.State, attacker, target string, pool []PoolEntry, w Weapon, difficulty, risk *int) (AttackPreview, OddsInput, int, error) {
	a, t, err := attackerAndTarget(st, attacker, target)
	if err != nil {
		return AttackPreview{}, OddsInput{}, 0, err
	}
	var p AttackPreview
	p.Difficulty, p.Risk = attackDR(t, difficulty, risk)
	p.Difficulty += NarrativeD(a)
	in := OddsInput{CheckInput: CheckInput{Difficulty: p.Difficulty, Risk: p.Risk}}
	p.DamagePool = max(w.Damage-w.Rust, 0)
	for i, e := range pool {
		in.Pool = append(in.Pool, e.Die)
		if e.AllOrNothing {
			in.AllOrNothing = i + 1
			if e.From == PoolItem && e.Name == w.Name {
				p.DamagePool *= 2
			}
		}
	}
	p.PushBudget = p.DamagePool
	for _, e := range pool {
		if e.From == PoolItem {
			p.PushBudget += e.Points // a vehicle's points push a roll that uses it
		}
	}
	if hasFocus(a) {
		p.PushBudget += a.Resource(resFocus)
	}
	push := -1
	if len(in.Pool) <= MaxPushPool {
		push = p.PushBudget
	}
	return p, in, push, nil
}

// WithOdds fills the odds of an AttackSetup: OddsReport of in pushed up to
// push points, read from the typed OddsWithPush.
func (p AttackPreview) WithOdds(in OddsInput, push int) (AttackPreview, error) {
	rep, err := OddsReport(in, push)
	if err != nil {
		return AttackPreview{}, err
	}
	o, err := OddsWithPush(in, push) // remembered by OddsReport: no second computation
	if err != nil {
		return AttackPreview{}, err
	}
	p.Report = rep
	p.PHit, p.PHitPushed = o.PComplete, o.PComplete
	if o.Pushed {
		p.PHitPushed = o.PCompletePushed
	}
	p.PCrit, p.PCritFail = o.PCrit, o.PCritFail
	return p, nil
}
