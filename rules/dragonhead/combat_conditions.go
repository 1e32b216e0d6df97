package dragonhead

import (
	"strings"
	"unicode/utf8"

	"sessionzero/rules/encounter"
)

// The combat rules look conditions up for every combatant after every
// event (who is out, who defends with DC, whose morale check is due). These
// are Combatant's Condition, Has, SetCondition and RemoveCondition with
// the same answers, comparing names by sameName (quick answers before
// strings.EqualFold), and a first condition given room for a second, as a
// blow often brings two (stunned and knocked down).

// hasCond is c.Has(name) with sameName's quick answers.
func hasCond(c *encounter.Combatant, name string) bool {
	for i := range c.Conditions {
		if sameName(c.Conditions[i].Name, name) {
			return true
		}
	}
	return false
}

// sameName is strings.EqualFold(a, b) with the quick answers first: first
// letters that are ASCII and differ beyond case (the same text never has),
// then the same text (the condition checks run for every combatant after
// every event, and names of one length, "Morale check" and "Backing away",
// would otherwise be compared byte by byte).
func sameName(a, b string) bool {
	if len(a) > 0 && len(b) > 0 && a[0] < utf8.RuneSelf && b[0] < utf8.RuneSelf && a[0]|0x20 != b[0]|0x20 {
		return false
	}
	if a == b {
		return true
	}
	return strings.EqualFold(a, b)
}

// condition is c.Condition(name).
func condition(c *encounter.Combatant, name string) *encounter.Condition {
	for i := range c.Conditions {
		if sameName(c.Conditions[i].Name, name) {
			return &c.Conditions[i]
		}
	}
	return nil
}

// setCond is c.SetCondition(cd).
func setCond(c *encounter.Combatant, cd encounter.Condition) {
	if old := condition(c, cd.Name); old != nil {
		*old = cd
		return
	}
	if cap(c.Conditions) == 0 {
		c.Conditions = make([]encounter.Condition, 0, 2)
	}
	c.Conditions = append(c.Conditions, cd)
}

// removeCond is c.RemoveCondition(name).
func removeCond(c *encounter.Combatant, name string) bool {
	for i := range c.Conditions {
		if sameName(c.Conditions[i].Name, name) {
			c.Conditions = append(c.Conditions[:i], c.Conditions[i+1:]...)
			return true
		}
	}
	return false
}
