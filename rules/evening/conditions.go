package evening

import (
	"fmt"
	"slices"
	"strings"

	"sessionzero/rules"
	"sessionzero/rules/encounter"
)

// This file holds the conditions an event puts on or takes off (L1112–1197).

func afflict(st *encounter.State, t *encounter.Combatant, p ConditionEvent) error {
	name := canonicalCondition(p.Condition)
	if name == "" {
		return fmt.Errorf("condition %q: use one of %v or Slowed", p.Condition, ConditionNames)
	}
	rem := -1
	if p.Duration != nil {
		if err := rules.CheckRange("duration", *p.Duration, 0, 1000); err != nil {
			return err
		}
		rem = *p.Duration
	}
	setCond(st, t, encounter.Condition{Name: name, Remaining: rem}) // no magnitude (L1120)
	switch rem {
	case -1:
		st.Sayf("%s is %s", t.Name, name)
	case 1:
		st.Sayf("%s is %s for 1 round", t.Name, name)
	default:
		st.Sayf("%s is %s for %d rounds", t.Name, name, rem)
	}
	return nil
}

func canonicalCondition(s string) string {
	for _, n := range append(slices.Clone(ConditionNames), "Slowed") {
		if strings.EqualFold(n, strings.TrimSpace(s)) {
			return n
		}
	}
	return ""
}

func cure(st *encounter.State, t *encounter.Combatant, p ConditionEvent) error {
	if !t.RemoveCondition(canonicalCondition(p.Condition)) {
		return fmt.Errorf("%s is not %s", t.Name, p.Condition)
	}
	st.Sayf("%s is no longer %s", t.Name, canonicalCondition(p.Condition))
	return nil
}

// setCond is c.SetCondition(cd) for every condition the rules set: it
// tells the autopilot's look for a Choosing character (choosing) to look
// again. Only the rules' handlers set conditions (the engine sets none).
func setCond(st *encounter.State, c *encounter.Combatant, cd encounter.Condition) {
	c.SetCondition(cd)
	if x, ok := st.Ext.(*fightExt); ok {
		x.noneChoosing = false
	}
}

// choosing is the first character who is Choosing (at 0 health, to
// struggle or choose death), nil when none is. It looks at every
// combatant only when a condition was set since the last look found none
// (fightExt.noneChoosing): a condition is only removed otherwise, so the
// answer stays nil until then.
func choosing(st *encounter.State) *encounter.Combatant {
	x, _ := st.Ext.(*fightExt)
	if x != nil && x.noneChoosing {
		return nil
	}
	for _, c := range st.Combatants {
		// Most have no condition to look at.
		if len(c.Conditions) > 0 && c.Kind == CombatantCharacter && hasCond(c, "Choosing") {
			return c
		}
	}
	if x != nil {
		x.noneChoosing = true
	}
	return nil
}
