package drgn

import (
	"fmt"

	"sessionzero/rules"
)

// Limits on the numbers of a DRGN character and combatant. The book bounds
// bought traits at 100 ("Bought traits start at 10 and stop at 100", shown
// as a problem, not refused); these caps are far past any play and refuse
// only absurd input, with a message naming the key and the range.
const (
	// MaxTraitScore bounds a trait's score in the file: above TraitMax is a
	// rule problem Derive shows, above MaxTraitScore is refused.
	MaxTraitScore = 1000
	// MinTraitScore is the floor of a trait's score: "Traits can also go
	// negative" (000_83d7bea2fb475415.txt) with no floor given, so the app
	// allows down to −100, as far below 0 as a bought trait goes above it.
	MinTraitScore = -100
	// MaxSocialRounds bounds a social encounter's deadline (round_limit).
	MaxSocialRounds = 1000
	// MaxXPAmount bounds the XP budget.
	MaxXPAmount = 1_000_000_000
	// MaxHitPoints bounds current, temporary and a combatant's HP.
	MaxHitPoints = 1_000_000
	// MaxCount bounds Epicoins, the Risk it All tally and Kaiju speed.
	MaxCount = 1_000_000
	// MaxKaijuHPModifier bounds the Kaiju row's open "1.75+".
	MaxKaijuHPModifier = 100.0
)

// characterBounds checks every number of a character that a computation
// grows with, listing all that are out of range in one line.
func characterBounds(c Character) error {
	var errs []error
	for _, name := range c.traitNames() {
		errs = append(errs, rules.CheckRange("data.traits."+name, c.Traits[name], MinTraitScore, MaxTraitScore))
	}
	errs = append(errs,
		rules.CheckRange("data.xp_budget", c.XPBudget, -MaxXPAmount, MaxXPAmount),
		rules.CheckRange("data.kaiju_base_speed", c.KaijuBaseSpeed, 0, MaxCount),
		rules.CheckRange("data.temporary_hp", c.TemporaryHP, -MaxHitPoints, MaxHitPoints),
		rules.CheckRange("data.epicoins", c.Epicoins, -MaxCount, MaxCount),
		rules.CheckRange("data.risk_it_all", c.RiskItAll, -MaxCount, MaxCount))
	if c.CurrentHP != nil {
		errs = append(errs, rules.CheckRange("data.current_hp", *c.CurrentHP, -MaxHitPoints, MaxHitPoints))
	}
	for i, a := range c.Abilities {
		if a.UsesLeft != nil {
			errs = append(errs, rules.CheckRange(fmt.Sprintf("data.abilities[%d].uses_left", i), *a.UsesLeft, 0, MaxCount))
		}
	}
	for i, it := range c.Equipment {
		if it.CurrentHP != nil {
			errs = append(errs, rules.CheckRange(fmt.Sprintf("data.equipment[%d].current_hp", i), *it.CurrentHP, 0, MaxHitPoints))
		}
	}
	if c.KaijuHPModifier < 0 || c.KaijuHPModifier > MaxKaijuHPModifier {
		errs = append(errs, fmt.Errorf("data.kaiju_hp_modifier is %g, allowed 0 to %g", c.KaijuHPModifier, MaxKaijuHPModifier))
	}
	return rules.JoinErrors(errs...)
}

// combatantStatRanges are the allowed ranges of a combatant's stats; a stat
// not given is not checked.
var combatantStatRanges = []rules.Range{
	{Key: "max_hp", Lo: 1, Hi: MaxHitPoints},
	{Key: "hp", Lo: -MaxHitPoints, Hi: MaxHitPoints},
	{Key: "temp_hp", Lo: -MaxHitPoints, Hi: MaxHitPoints},
	{Key: "epicoins", Lo: -MaxCount, Hi: MaxCount},
	{Key: "toughness", Lo: -MaxHitPoints, Hi: MaxHitPoints},
	{Key: "evasion_reduction", Lo: -MaxHitPoints, Hi: MaxHitPoints},
}
