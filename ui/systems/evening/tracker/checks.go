package tracker

import (
	"fmt"
	"slices"
	"strings"

	"sessionzero/rules"
	"sessionzero/rules/encounter"
	"sessionzero/rules/evening"
)

// The numbers an attempt adds, carried on a party member's combatant so
// that the attempt form can fill its modifier: each aptitude's bonus
// ("aptitude:Athletics") and each ability-and-attribute pair of the check
// grid ("grid:prowess_body"), as the sheet derives them when the character
// joins.

const (
	aptitudePrefix = "aptitude:"
	gridPrefix     = "grid:"
)

// AddCheckNumbers puts a character's aptitude bonuses and check grid (from
// its derived sheet d) on its combatant setup.
func AddCheckNumbers(cs *encounter.CombatantSetup, d rules.Derived) {
	if cs.Stats == nil {
		cs.Stats = map[string]int{}
	}
	if apts, ok := rules.As[[]evening.AptitudeView](d, "aptitudes"); ok {
		for _, a := range apts {
			cs.Stats[aptitudePrefix+a.Name] = a.Bonus
		}
	}
	if grid, ok := rules.As[map[string]int](d, "check_grid"); ok {
		for k, v := range grid {
			cs.Stats[gridPrefix+k] = v
		}
	}
}

// aptitudes are the names of a combatant's aptitudes, sorted.
func aptitudes(c *encounter.Combatant) []string {
	var out []string
	for k := range c.Stats {
		if name, ok := strings.CutPrefix(k, aptitudePrefix); ok {
			out = append(out, name)
		}
	}
	slices.Sort(out)
	return out
}

// aptitudeBonus is an aptitude's bonus now: the sheet's when the
// character joined, moved by the injury taken since ("-3 to aptitude
// checks" at injury 1, 3 and 5).
func aptitudeBonus(c *encounter.Combatant, name string) int {
	return c.Stat(aptitudePrefix+name) + evening.AptitudePenalty(c)
}

// pair is one ability and one attribute of the check grid.
type pair struct{ ability, attribute string }

// pairs are the check grid's six pairs, in the sheet's order.
var pairs = []pair{{"finesse", "body"}, {"finesse", "mind"}, {"prowess", "body"}, {"prowess", "mind"}, {"resolve", "body"}, {"resolve", "mind"}}

// title is "Prowess + Body".
func (p pair) title() string {
	return strings.ToUpper(p.ability[:1]) + p.ability[1:] + " + " + strings.ToUpper(p.attribute[:1]) + p.attribute[1:]
}

// value is the pair's number on the combatant, and whether it has one.
func (p pair) value(c *encounter.Combatant) (int, bool) {
	n, ok := c.Stats[gridPrefix+p.ability+"_"+p.attribute]
	return n, ok
}

// fromIdle is the attempt form's line under the modifier before it is
// filled, or once the GM typed a number of their own.
const fromIdle = "typed, or filled from the aptitude and the pair above"

// fromWords says where a modifier comes from: "+3 from Athletics +1 and
// Prowess + Body +2".
func fromWords(total int, parts []string) string {
	if len(parts) == 0 {
		return ""
	}
	return fmt.Sprintf("%+d from %s", total, strings.Join(parts, " and "))
}
