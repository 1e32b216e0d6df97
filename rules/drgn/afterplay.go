package drgn

import (
	"errors"
	"fmt"

	"sessionzero/rules"
)

// This file holds what happens to a character after play ("Leveling Up"):
// spending new XP, buying more uses, Epicoins and the "Risk it All" tally.
// Each operation is a pure function: it returns a changed copy and leaves
// the original alone, or an error saying why the change is refused.

// RisksPerEpicoin is "For every 3 times a player “risks it all,” they gain 1
// Epicoin to use."
const RisksPerEpicoin = 3

// XPRemaining is the XP not yet spent (negative when over budget).
func (c Character) XPRemaining() int {
	n, _ := rules.As[int](c.Derive(), "xp_remaining")
	return n
}

// AddXP gives the character XP earned in play.
func (c Character) AddXP(xp int) (Character, error) {
	if xp <= 0 {
		return c, fmt.Errorf("add XP %d: give a positive amount", xp)
	}
	out := c.Clone()
	out.XPBudget += xp
	return out, nil
}

// RaiseTrait spends XP to raise a trait by points. "Traits that are
// improved apply their bonuses immediately": raising Constitution raises
// Max HP, and current HP by the same amount ("This does not refill a
// character's current Hit Points, but it does increase the current amount
// by the same amount the maximum was increased."). It refuses a raise past
// 100 or beyond the XP remaining.
func (c Character) RaiseTrait(trait string, points int) (Character, error) {
	if points <= 0 {
		return c, fmt.Errorf("raise %s by %d: give a positive number of points", trait, points)
	}
	key, ok := c.traitName(trait)
	if !ok {
		return c, fmt.Errorf("raise %s: the character has no such trait (add it to the trait list first)", trait)
	}
	from := c.Traits[key]
	to := from + points
	if to > TraitMax {
		return c, fmt.Errorf("raise %s from %d to %d: bought traits stop at %d", key, from, to, TraitMax)
	}
	cost := TraitCost(to) - TraitCost(from)
	if left := c.XPRemaining(); cost > left {
		return c, fmt.Errorf("raise %s from %d to %d costs %d XP; %d XP remain", key, from, to, cost, left)
	}
	out := c.Clone()
	out.Traits[key] = to
	if equalFold(key, Constitution) && out.CurrentHP != nil {
		before := maxHPOf(c)
		after := maxHPOf(out)
		hp := *out.CurrentHP + (after - before)
		out.CurrentHP = &hp
	}
	return out, nil
}

func maxHPOf(c Character) int {
	n, _ := rules.As[int](c.Derive(), "max_hp")
	return n
}

// AddTrait puts a trait on the character's list at the starting score.
func (c Character) AddTrait(trait string) (Character, error) {
	if trait == "" {
		return c, errors.New("add trait: the trait needs a name")
	}
	if key, ok := c.traitName(trait); ok {
		return c, fmt.Errorf("add trait: the character already has %s", key)
	}
	out := c.Clone()
	if out.Traits == nil {
		out.Traits = map[string]int{}
	}
	out.Traits[trait] = TraitStart
	return out, nil
}

// AddUses buys more uses of the ability at index i, refusing it beyond the
// XP remaining or for an intrinsic ability.
func (c Character) AddUses(i, uses int) (Character, error) {
	if i < 0 || i >= len(c.Abilities) {
		return c, fmt.Errorf("add uses: no ability %d (the character has %d)", i, len(c.Abilities))
	}
	if uses <= 0 {
		return c, fmt.Errorf("add uses: give a positive number, not %d", uses)
	}
	a := c.Abilities[i]
	cost, err := CalculateAbilityCost(a.Components, a.Uses+uses)
	if err != nil {
		return c, fmt.Errorf("add uses to %s: %w", a.Name, err)
	}
	before, err := a.Cost()
	if err != nil {
		return c, fmt.Errorf("add uses to %s: %w", a.Name, err)
	}
	if extra, left := cost.TotalXP-before.TotalXP, c.XPRemaining(); extra > left {
		return c, fmt.Errorf("%d more uses of %s cost %d XP; %d XP remain", uses, a.Name, extra, left)
	}
	out := c.Clone()
	out.Abilities[i].Uses += uses
	return out, nil
}

// AddEpicoins adds Epicoins the Architect gives (negative n spends them).
func (c Character) AddEpicoins(n int) (Character, error) {
	if c.Epicoins+n < 0 {
		return c, fmt.Errorf("spend %d Epicoins: the character has %d", -n, c.Epicoins)
	}
	out := c.Clone()
	out.Epicoins += n
	return out, nil
}

// RecordRisks adds n "Risk it All" rolls to the tally; every third roll
// ever made earns 1 Epicoin ("These risks do not have to be taken in a
// row."). It returns the Epicoins earned.
func (c Character) RecordRisks(n int) (Character, int, error) {
	if n <= 0 {
		return c, 0, fmt.Errorf("record %d Risk it All rolls: give a positive number", n)
	}
	if c.RiskItAll < 0 {
		return c, 0, fmt.Errorf("the Risk it All tally is negative (%d); fix it first", c.RiskItAll)
	}
	out := c.Clone()
	earned := (c.RiskItAll+n)/RisksPerEpicoin - c.RiskItAll/RisksPerEpicoin
	out.RiskItAll += n
	out.Epicoins += earned
	return out, earned, nil
}

// AddAbility gives the character a copy of an ability (built in the
// calculator, taken from the homebrew catalog or from another character),
// refusing one the calculator refuses or the XP remaining cannot pay for.
func (c Character) AddAbility(a Ability) (Character, error) {
	cost, err := a.Cost()
	if err != nil {
		return c, fmt.Errorf("add ability %q: %w", a.Name, err)
	}
	if left := c.XPRemaining(); cost.TotalXP > left {
		return c, fmt.Errorf("ability %q costs %d XP; %d XP remain", a.Name, cost.TotalXP, left)
	}
	out := c.Clone()
	out.Abilities = append(out.Abilities, a.Clone())
	return out, nil
}

// Clone returns a deep copy of the ability, for copying it between
// characters or into the homebrew catalog.
func (a Ability) Clone() Ability {
	a.Components = cloneSlice(a.Components)
	a.Extra = cloneMap(a.Extra)
	return a
}
