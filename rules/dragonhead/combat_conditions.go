package dragonhead

import "sessionzero/rules/encounter"

// setCond is c.SetCondition(cd), a first condition given room for a
// second, as a blow often brings two (stunned and knocked down).
func setCond(c *encounter.Combatant, cd encounter.Condition) {
	if cap(c.Conditions) == 0 {
		c.Conditions = make([]encounter.Condition, 0, 2)
	}
	c.SetCondition(cd)
}
