package dragonhead

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"sessionzero/rules"
	"sessionzero/rules/dice"
	"sessionzero/rules/encounter"
)

// This file carries a character into the tracker and back: its attacks as
// picks (CombatantFromCharacter), the odds of an attack before it is rolled
// (AttackOdds), and the encounter's results written to the character
// (WriteBack).

// CombatantFromCharacter makes a combatant setup from a library character's
// data document: total HP, stun point, AC and DC, body size (as the "size"
// rank, 1 for Tiny … 16 for Gargantuan), Ex, Spirit (for morale checks), the wear, tear, scar and rests
// it carries, the armour, shield and move rolls, and every line of its
// Attacks list as a named attack (Hit, damage number and its roll through
// the Dice Table, damage type, aspects).
func CombatantFromCharacter(id, name, side string, seat int, data json.RawMessage, table DiceTable) (encounter.CombatantSetup, error) {
	c, err := DecodeCharacter(data)
	if err != nil {
		return encounter.CombatantSetup{}, fmt.Errorf("%s: %w", name, err)
	}
	d := DeriveCharacter(c, table)
	num := func(key string) int {
		n, _ := rules.As[int](d, key)
		return n
	}
	text := func(key string) string {
		s, _ := rules.As[string](d, key)
		return s
	}
	cs := encounter.CombatantSetup{ID: id, Name: name, Side: side, Kind: KindCharacter, Seat: seat,
		Stats: map[string]int{"hp": num("total_hp"), "stun": num("stun"), "ac": num("ac"), "dc": num("dc"),
			"size": SizeRank(c.Size), "ex": num("ex"), "spirit": c.Abilities[Spirit]},
		Dice: map[string]string{},
	}
	if cs.Stats["hp"] < 1 {
		return encounter.CombatantSetup{}, fmt.Errorf("%s has no hit points yet (total HP %d): give the character a class and abilities first", name, cs.Stats["hp"])
	}
	if dm := c.Damage; dm != nil {
		cs.Stats["wear"], cs.Stats["tear"], cs.Stats["scar"], cs.Stats["rests"] = dm.Wear, dm.Tear, dm.Scar, dm.Rests
	}
	for _, k := range []string{"armor", "shield", "move"} {
		if roll := text(k); roll != "" {
			cs.Dice[k] = roll
		}
	}
	if lines, ok := rules.As[[]AttackLine](d, "attacks"); ok {
		for i, l := range lines {
			kind := ""
			if i < len(c.Attacks) {
				kind = c.Attacks[i].Kind
			}
			explain := l.HitExplain
			if l.Explain != "" {
				explain += "; " + l.Explain
			}
			cs.Attacks = append(cs.Attacks, encounter.Attack{Name: l.Name, Kind: kind, Hit: l.Hit, Damage: float64(l.Damage),
				Dice: l.DamageRoll, Type: l.DamageType, Aspects: append([]string(nil), l.Aspects...), Explain: explain})
		}
	}
	return cs, nil
}

// SizeRank is a body size's place in the size table, 1 for Tiny to 16 for
// Gargantuan (Medium when the name is empty, 0 when it is unknown): the
// combat rules' "size" stat, larger number = larger body.
func SizeRank(name string) int {
	if strings.TrimSpace(name) == "" {
		name = DefaultSize
	}
	for i, s := range BodySizes {
		if strings.EqualFold(s.Name, name) {
			return i + 1
		}
	}
	return 0
}

// Odds is what an attack is likely to do before it is rolled.
type Odds struct {
	Attack  string
	Defence Defence
	// PHit is P(the Hit vs AC challenge is won), ties counted as half.
	PHit float64
	// Successes is the distribution of successes (0: a miss).
	Successes dice.Dist
	// Wear is the wear the target takes: the damage rolls of every success
	// less its armour and shield roll, never below 0 (0 on a miss).
	Wear dice.Dist
	Text string
}

// AttackCheck is the check an attack rolls in the tracker: "risk roll its
// Hit score and compare your strength to your opponent's AC (or DC when
// caught by surprise)", with the defence the rules would pick (AC only when
// greater than DC; DC when surprised, knocked down or fleeing; +4 against a
// larger body) and the attacker's difficulty (AttackDifficulty). riskDice
// nil is the Slacker Roll, a d4. It is the same CheckInput the command
// line's `odds dragonhead --score HIT --risk … --versus DEF` builds.
func AttackCheck(st *encounter.State, attacker, attack, target string, riskDice []int, try TryLevel) (CheckInput, Defence, encounter.Attack, error) {
	a, err := st.Combatant(attacker)
	if err != nil {
		return CheckInput{}, Defence{}, encounter.Attack{}, err
	}
	t, err := st.Combatant(target)
	if err != nil {
		return CheckInput{}, Defence{}, encounter.Attack{}, err
	}
	atk, err := a.FindAttack(attack)
	if err != nil {
		return CheckInput{}, Defence{}, encounter.Attack{}, err
	}
	def, err := defenceOf(st, a, t, &AttackPayload{})
	if err != nil {
		return CheckInput{}, Defence{}, encounter.Attack{}, err
	}
	if riskDice == nil {
		riskDice = SlackerRiskDice
	}
	v := def.Value
	in := CheckInput{Score: atk.Hit, Difficulty: AttackDifficulty(a), RiskDice: slices.Clone(riskDice), Try: try, Versus: &v}
	return in, def, atk, nil
}

// AttackDifficulty is the difficulty of an attacker's Hit: Normal ("When
// nothing is mentioned it's a Normal check"), Hard when knocked down
// ("While you can make actions while flat on your back, they will be hard
// ones") or in a grapple ("you may make a kick attack … but it will always
// be a hard one").
func AttackDifficulty(a *encounter.Combatant) Difficulty {
	if a.Has(CondKnockedDown) || a.Has(CondGrappled) || a.Has(CondGrappling) {
		return DifficultyHard
	}
	return DifficultyNormal
}

// MoraleCheck is a morale check as the book makes it: "Morale is a Spirit
// check", the combatant's Spirit (its "spirit" stat) plus a risk roll
// with riskDice (nil: the Slacker Roll, a d4) at Normal difficulty.
func MoraleCheck(c *encounter.Combatant, riskDice []int) CheckInput {
	if riskDice == nil {
		riskDice = SlackerRiskDice
	}
	return CheckInput{Score: c.Stat("spirit"), RiskDice: slices.Clone(riskDice)}
}

// RollAttack rolls an attack's Hit with src: the AttackCheck rolled once
// (RollCheck), its tie broken by a die ("An odd roll wins it for the
// offense").
func RollAttack(src dice.Source, st *encounter.State, attacker, attack, target string, riskDice []int, try TryLevel) (CheckRoll, Defence, error) {
	in, def, atk, err := AttackCheck(st, attacker, attack, target, riskDice, try)
	if err != nil {
		return CheckRoll{}, Defence{}, err
	}
	r, err := RollCheck(src, in)
	if err != nil {
		return CheckRoll{}, Defence{}, fmt.Errorf("%s: %w", atk.Name, err)
	}
	return r, def, nil
}

// AttackOdds are the exact odds of the attacker's attack on the target
// before the roll: the AttackCheck's odds and the wear distribution: one
// damage roll per success ("Roll damage once for each success") less the
// target's armour and shield roll.
func AttackOdds(st *encounter.State, attacker, attack, target string, riskDice []int, try TryLevel) (Odds, error) {
	in, def, atk, err := AttackCheck(st, attacker, attack, target, riskDice, try)
	if err != nil {
		return Odds{}, err
	}
	t, err := st.Combatant(target)
	if err != nil {
		return Odds{}, err
	}
	res, err := Check(in)
	if err != nil {
		return Odds{}, fmt.Errorf("%s: %w", atk.Name, err)
	}
	roll := atk.Dice
	if roll == "" {
		roll = "0"
	}
	dmg, err := rollDist(roll)
	if err != nil {
		return Odds{}, fmt.Errorf("%s damage %q: %w", atk.Name, roll, err)
	}
	armor := dice.Constant(0)
	for _, k := range []string{"armor", "shield"} {
		if r := t.Dice[k]; r != "" {
			d, err := rollDist(r)
			if err != nil {
				return Odds{}, fmt.Errorf("%s's %s roll %q: %w", t.Name, k, r, err)
			}
			armor = armor.Add(d)
		}
	}
	switch armourCutOf(&atk) {
	case armourIgnored:
		armor = dice.Constant(0) // "Armor and sheild do not protect against this attack"
	case armourHalved:
		armor = halfDist(armor) // "Any armor or shield roll … will be cut in half"
	}
	wear := map[int]float64{}
	sum := dice.Constant(0)
	for n := 0; n <= res.Successes.Max(); n++ {
		if n > 0 {
			sum = sum.Add(dmg)
		}
		pn := res.Successes.Prob(n)
		if pn == 0 {
			continue
		}
		if n == 0 {
			wear[0] += pn
			continue
		}
		left := sum.Add(armor.Negate())
		for _, x := range left.Outcomes() {
			wear[max(x, 0)] += pn * left.Prob(x)
		}
	}
	o := Odds{Attack: atk.Name, Defence: def, PHit: res.PWin, Successes: res.Successes, Wear: dice.FromMap(wear)}
	hard := ""
	if in.Difficulty != DifficultyNormal {
		hard = fmt.Sprintf(" (%s %+d)", in.Difficulty, in.Difficulty.Step())
	}
	o.Text = fmt.Sprintf("%s: Hit %d%s against %s %d (%s): hits %.1f%%; wear %s per success less armour, mean %.1f, none %.0f%%",
		atk.Name, atk.Hit, hard, strings.ToUpper(def.Which), def.Value, def.Explain, 100*o.PHit, roll, o.Wear.Mean(), 100*o.Wear.Prob(0))
	return o, nil
}

// armourCut is what an attack's aspects do to the armour and shield roll
// against it; the zero value is the roll in full.
type armourCut uint8

const (
	armourFull    armourCut = iota
	armourIgnored           // ND: "Armor and sheild do not protect against this attack"
	armourHalved            // HD: "Any armor or shield roll made against this attack will be cut in half"
)

// armourCutOf is the armourCut of atk's aspects, ND before HD (as
// aspectsOnDamage applies them). It is the only thing about an attack's
// aspects that AttackOdds reads.
func armourCutOf(atk *encounter.Attack) armourCut {
	switch {
	case len(atk.Aspects) == 0:
		return armourFull
	case hasAspect(*atk, "ND"):
		return armourIgnored
	case hasAspect(*atk, "HD"):
		return armourHalved
	}
	return armourFull
}

// halfDist is d with every outcome halved, rounded down.
func halfDist(d dice.Dist) dice.Dist {
	m := map[int]float64{}
	for _, x := range d.Outcomes() {
		m[floorDiv(x, 2)] += d.Prob(x)
	}
	return dice.FromMap(m)
}

func rollDist(src string) (dice.Dist, error) {
	e, err := dice.Parse(src)
	if err != nil {
		return dice.Dist{}, err
	}
	return e.Dist()
}

// WriteBack puts an encounter's results into the character's data
// document: wear, tear and scar in the damage circles, the rests taken,
// the effort XP of the wear recovered by rests in the encounter since the
// last write-back (EventWrittenBack) ("10 XP per wear on adventure"), and xp
// (what the DM awards, to unspent XP). It returns the new document and one
// line per change; unknown keys are kept.
func WriteBack(data json.RawMessage, c *encounter.Combatant, xp int) (json.RawMessage, []string, error) {
	ch, err := DecodeCharacter(data)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", c.Name, err)
	}
	if err := rules.CheckRange("xp", xp, 0, MaxXP); err != nil {
		return nil, nil, fmt.Errorf("%s: %w", c.Name, err)
	}
	out, err := ch.Clone()
	if err != nil {
		return nil, nil, err
	}
	var lines []string
	var before Damage
	if ch.Damage != nil {
		before = *ch.Damage
	}
	now := Damage{Wear: c.Wear, Tear: c.Tear, Scar: c.Scar, Rests: c.Resource("rests")}
	for _, f := range []struct {
		what      string
		was, will int
	}{{"wear", before.Wear, now.Wear}, {"tear", before.Tear, now.Tear}, {"scar", before.Scar, now.Scar}, {"rests taken", before.Rests, now.Rests}} {
		if f.was != f.will {
			lines = append(lines, fmt.Sprintf("%s: %s %d → %d", c.Name, f.what, f.was, f.will))
		}
	}
	if now != before {
		out.Damage = &now
		if now == (Damage{}) {
			out.Damage = nil
		}
	}
	if w := c.Resource(effortKey) - c.Resource(effortWrittenKey); w > 0 {
		unspent := out.XP.Unspent
		if out, err = GainEffort(out, w, true); err != nil {
			return nil, nil, err
		}
		lines = append(lines, fmt.Sprintf("%s: unspent XP %d → %d (effort: %d wear recovered on adventure)", c.Name, unspent, out.XP.Unspent, w))
	}
	if xp > 0 {
		unspent := out.XP.Unspent
		if out, err = GainXP(out, xp, "encounter"); err != nil {
			return nil, nil, err
		}
		lines = append(lines, fmt.Sprintf("%s: unspent XP %d → %d (+%d awarded)", c.Name, unspent, out.XP.Unspent, xp))
	}
	if len(lines) == 0 {
		return data, nil, nil
	}
	b, err := out.Encode()
	if err != nil {
		return nil, nil, err
	}
	return b, lines, nil
}

// effortKey is the internal resource adding up the wear rests recovered in
// the encounter, for the effort XP WriteBack gives; effortWrittenKey is how
// much of it the last write-back gave (EventWrittenBack).
const (
	effortKey        = "_effort_wear"
	effortWrittenKey = "_effort_written"
)

func writtenBack(st *encounter.State, c *encounter.Combatant, _ WrittenBackPayload) error {
	given := c.Resource(effortKey) - c.Resource(effortWrittenKey)
	c.SetResource(effortWrittenKey, c.Resource(effortKey))
	if given > 0 {
		st.Sayf("wrote the results back to %s (effort XP for %d wear recovered)", c.Name, given)
	} else {
		st.Sayf("wrote the results back to %s", c.Name)
	}
	return nil
}
