package dragonhead

import (
	"fmt"
	"slices"

	"sessionzero/rules"
)

// Limits on the numbers of a character, a class entry and a combatant. The
// book sets few of them ("There is no upper limit to ability scores"), so
// these are generous caps that no play reaches; they keep every computation
// (HP, damage circles, dice rolls, XP ladders) small and refuse absurd
// input with a message naming the key and the range.
const (
	// MinAbilityScore and MaxAbilityScore bound an ability score: 3d6 gives
	// 3–18 and the modifier table starts at "2 to 3"; advancement may raise
	// scores well past 18.
	MinAbilityScore = 1
	MaxAbilityScore = 100
	// MaxAbilityIncrease bounds a bought increase (+n costs 1,000 × 2^(n−1)).
	MaxAbilityIncrease = 50
	// MaxClassLevel bounds a class level (the book's table runs to 12th).
	MaxClassLevel = 100
	// MaxSkillBonus bounds a skill's bonus (Common +30 costs 400 × 2^30 XP).
	MaxSkillBonus = 30
	// MaxXP bounds every XP amount: spent, unspent, class points, level
	// costs and skill base costs (the book's 12th level ends at 5,120,000).
	MaxXP = 1_000_000_000_000
	// MaxMoveScore bounds a movement score (the Warlord's Walk 8).
	MaxMoveScore = 10_000
	// MaxDamageNumber bounds an attack's damage number before the Dice Table.
	MaxDamageNumber = 10_000
	// MaxCombatantHP bounds a combatant's HP, stun point and morale point.
	MaxCombatantHP = 100_000
)

// HitDice are the dice a class's hit die may be: the book's set ("a d4,
// d6, d8, d10, d12, d20 and d00", the d00 read as a d100).
func HitDice() []int {
	out := slices.Clone(StandardDice)
	slices.Sort(out)
	return out
}

// checkHitDie accepts 0 (not known yet) or one of HitDice.
func checkHitDie(key string, die int) error {
	if die == 0 || slices.Contains(StandardDice, die) {
		return nil
	}
	return fmt.Errorf("%s is %d, allowed 0 (unknown) or a die of the book's set: 4, 6, 8, 10, 12, 20, 100", key, die)
}

// classBounds checks the numbers of a class entry; prefix names it in
// messages ("classes[0]" or the catalog entry's name).
func classBounds(prefix string, c ClassDef) error {
	errs := []error{checkHitDie(prefix+".hit_die", c.HitDie)}
	for i, m := range c.Moves {
		errs = append(errs, rules.CheckRange(fmt.Sprintf("%s.moves[%d].score", prefix, i), m.Score, 0, MaxMoveScore))
	}
	for i, xp := range c.LevelXP {
		errs = append(errs, rules.CheckRange(fmt.Sprintf("%s.level_xp[%d]", prefix, i), xp, 0, MaxXP))
	}
	for i, f := range c.Features {
		errs = append(errs, rules.CheckRange(fmt.Sprintf("%s.features[%d].starts_at", prefix, i), f.StartsAt, 0, MaxClassLevel))
	}
	if c.Magic != nil {
		errs = append(errs, rules.CheckRange(prefix+".magic.starts_at", c.Magic.StartsAt, 0, MaxClassLevel))
	}
	return rules.JoinErrors(errs...)
}

// characterBounds checks every number of a character that a computation
// grows with, and lists all that are out of range.
func characterBounds(c Character) error {
	var errs []error
	if dm := c.Damage; dm != nil {
		errs = append(errs, rules.CheckRange("damage.wear", dm.Wear, 0, MaxCombatantHP),
			rules.CheckRange("damage.tear", dm.Tear, 0, dm.Wear),
			rules.CheckRange("damage.scar", dm.Scar, 0, dm.Tear),
			rules.CheckRange("damage.rests", dm.Rests, 0, RestsPerDay))
	}
	for _, a := range rules.SortedKeys(c.Abilities) {
		errs = append(errs, rules.CheckRange("abilities."+string(a), c.Abilities[a], MinAbilityScore, MaxAbilityScore))
	}
	for _, a := range rules.SortedKeys(c.AbilityIncreases) {
		errs = append(errs, rules.CheckRange("ability_increases."+string(a), c.AbilityIncreases[a], 0, MaxAbilityIncrease))
	}
	for i, cl := range c.Classes {
		prefix := fmt.Sprintf("classes[%d]", i)
		errs = append(errs, classBounds(prefix, cl.ClassDef),
			rules.CheckRange(prefix+".level", cl.Level, 0, MaxClassLevel),
			rules.CheckRange(prefix+".hp_rolls count", len(cl.HPRolls), 0, MaxClassLevel))
		for j, roll := range cl.HPRolls {
			errs = append(errs, rules.CheckRange(fmt.Sprintf("%s.hp_rolls[%d]", prefix, j), roll, 0, 100))
		}
	}
	for i, s := range c.Skills {
		prefix := fmt.Sprintf("skills[%d]", i)
		errs = append(errs, rules.CheckRange(prefix+".bonus", s.Bonus, 0, MaxSkillBonus),
			rules.CheckRange(prefix+".base_cost", s.BaseCost, 0, MaxXP),
			rules.CheckRange(prefix+".min_intellect", s.MinIntellect, 0, MaxAbilityScore))
	}
	errs = append(errs, rules.CheckRange("xp.unspent", c.XP.Unspent, -MaxXP, MaxXP))
	for _, name := range rules.SortedKeys(c.XP.ClassPoints) {
		errs = append(errs, rules.CheckRange("xp.class_points."+name, c.XP.ClassPoints[name], -MaxXP, MaxXP))
	}
	for _, group := range []struct {
		key string
		m   map[string]int
	}{{"classes", c.XP.Spent.Classes}, {"skills", c.XP.Spent.Skills}, {"abilities", c.XP.Spent.Abilities}} {
		for _, name := range rules.SortedKeys(group.m) {
			errs = append(errs, rules.CheckRange("xp.spent."+group.key+"."+name, group.m[name], 0, MaxXP))
		}
	}
	for i, a := range c.Attacks {
		errs = append(errs, rules.CheckRange(fmt.Sprintf("attacks[%d].damage", i), a.Damage, 0, MaxDamageNumber))
	}
	return rules.JoinErrors(errs...)
}

// combatantStatRanges are the allowed ranges of a combatant's stats; a
// stat not given is not checked (NewCombatant fills its default).
var combatantStatRanges = []rules.Range{
	{Key: "hp", Lo: 1, Hi: MaxCombatantHP},
	{Key: "stun", Lo: 0, Hi: MaxCombatantHP},
	{Key: "morale", Lo: 0, Hi: MaxCombatantHP},
	{Key: "spirit", Lo: 0, Hi: MaxCheckNumber},
	{Key: "wear", Lo: 0, Hi: MaxCombatantHP},
	{Key: "tear", Lo: 0, Hi: MaxCombatantHP},
	{Key: "scar", Lo: 0, Hi: MaxCombatantHP},
	{Key: "ac", Lo: -MaxCombatantHP, Hi: MaxCombatantHP},
	{Key: "dc", Lo: -MaxCombatantHP, Hi: MaxCombatantHP},
	{Key: "attacks", Lo: 0, Hi: 100},
	{Key: "ex", Lo: 0, Hi: 100},
	{Key: "rests", Lo: 0, Hi: 100},
}
