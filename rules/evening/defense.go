package evening

import (
	"fmt"

	"sessionzero/rules/encounter"
)

// Defenses a character rolls against a threat's or danger's attack.
var Defenses = []string{"reflex", "fortitude", "will"}

// DefenseSkipped says whether a character's defense against a threat or
// danger fails without a roll, and why, in words: a Petrified creature
// "automatically fails Prowess and Finesse" checks, and Paralyzed, Stunned
// and Unconscious ones fail Prowess and Finesse defenses; the app reads
// those as every defense while Petrified and a Reflex defense while
// Paralyzed, Stunned or Unconscious (the book's "Conditions", L1160, L1168,
// L1190, L1196; EVE-27). An empty defense is Reflex, the default.
func DefenseSkipped(c *encounter.Combatant, defense string) (bool, string) {
	if len(c.Conditions) == 0 {
		return false, "" // every reason below is a condition
	}
	if defense == "" {
		defense = "reflex"
	}
	if hasCond(c, "Petrified") {
		return true, fmt.Sprintf("%s is Petrified: every defense fails without a roll", c.Name)
	}
	if defense != "reflex" {
		return false, ""
	}
	for _, n := range []string{"Paralyzed", "Stunned", "Unconscious"} {
		if hasCond(c, n) {
			return true, fmt.Sprintf("%s is %s: a Reflex defense fails without a roll", c.Name, n)
		}
	}
	return false, ""
}

// LeverageState is what a character can leverage in the encounter now.
type LeverageState struct {
	// Assets is each asset kind's value; Leveraged the kinds used today.
	Assets    map[string]int
	Leveraged map[string]bool
	// Load and Capacity: no leverage at Load ≥ Capacity.
	Load, Capacity int
}

// Leverage is c's assets and load in the encounter (see the event
// leverage).
func Leverage(c *encounter.Combatant) LeverageState {
	s := LeverageState{Assets: map[string]int{}, Leveraged: map[string]bool{}, Load: leverageRes(c, "_load"), Capacity: leverageRes(c, "_load_capacity")}
	for _, k := range AssetKinds {
		s.Assets[k] = leverageRes(c, "_asset_"+k)
		s.Leveraged[k] = leverageRes(c, "_leveraged_"+k) == 1
	}
	return s
}

// CanLeverage says whether c may leverage the asset kind now, and if not
// why, in words.
func (s LeverageState) CanLeverage(kind string) (bool, string) {
	switch {
	case s.Assets[kind] < 1:
		return false, "no " + kind + " left to leverage"
	case s.Leveraged[kind]:
		return false, kind + " was leveraged today already"
	case s.Load >= s.Capacity:
		return false, fmt.Sprintf("load %d of %d: no leverage at full load", s.Load, s.Capacity)
	}
	return true, ""
}
