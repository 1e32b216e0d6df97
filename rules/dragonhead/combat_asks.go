package dragonhead

import (
	"errors"
	"strings"

	"sessionzero/rules/encounter"
)

// This file answers what the tracker's forms ask before they send an event:
// how many damage rolls a typed Hit needs, whether a grapple or an escape
// ties (and so needs a tie roll), a target's armour roll, and which rest
// circle comes next. Each answer is the one the event's handler will reach.

// HitSuccesses is the number of successes a typed Hit wins against the
// defence the attack event would meet (defenceAgainst: the payload's
// "defense" and "defense_value", AC only when greater than DC, +4 against a
// larger body): "winning the challenge grants you one success and another
// for every four points of difference", one damage roll each. A tie needs
// the payload's tie roll. It says nothing in the log.
func HitSuccesses(st *encounter.State, p AttackPayload) (int, error) {
	if p.Hit == nil || p.Area {
		return 0, errors.New("the successes of a Hit need its strength (an area attack has no Hit challenge)")
	}
	a, err := st.Combatant(p.Attacker)
	if err != nil {
		return 0, err
	}
	t, err := st.Combatant(p.Target)
	if err != nil {
		return 0, err
	}
	def, _, err := defenceAgainst(st, a, t, &p)
	if err != nil {
		return 0, err
	}
	ch, err := ChallengeResult(*p.Hit, def.Value, p.TieRoll)
	if err != nil {
		return 0, err
	}
	return ch.Successes, nil
}

// GrappleTied reports a grapple whose strength ties the target's escape,
// the +4 of a smaller body added as the handler adds it, so that "To break
// a tie, roll any die" applies. A grapple without an escape, or one that
// resets the grappler's own hold, has no contest and never ties.
func GrappleTied(st *encounter.State, p GrapplePayload) bool {
	if p.Strength == nil || p.Escape == nil {
		return false
	}
	a, err := st.Combatant(p.Grappler)
	if err != nil {
		return false
	}
	t, err := st.Combatant(p.Target)
	if err != nil {
		return false
	}
	if held := t.Condition(CondGrappled); held != nil && strings.EqualFold(held.Detail, a.ID) {
		return false
	}
	escape := *p.Escape
	if larger(a, t) {
		escape += LargerGrappleBonus
	}
	return *p.Strength == escape
}

// EscapeTied reports an escape whose strength (+4 against a larger
// grappler) ties the grapple's, so that a tie roll decides it. It is false
// for a combatant who is not grappled.
func EscapeTied(st *encounter.State, p EscapePayload) bool {
	if p.Strength == nil {
		return false
	}
	c, err := st.Combatant(p.Combatant)
	if err != nil {
		return false
	}
	held := c.Condition(CondGrappled)
	if held == nil {
		return false
	}
	strength := *p.Strength
	if a, err := st.Combatant(held.Detail); err == nil && larger(a, c) {
		strength += LargerGrappleBonus
	}
	return strength == held.Degree
}

// defenceDice are the combatant's dice an attack's damage meets: "roll your
// Armor and subtract it from the incoming damage", the shield's with it.
var defenceDice = [...]string{"armor", "shield"}

// ArmourRoll is the combatant's armour and shield roll as one expression
// ("d4+d6"), "" when it has neither.
func ArmourRoll(c *encounter.Combatant) string {
	var rolls []string
	for _, k := range defenceDice {
		if r := c.Dice[k]; r != "" {
			rolls = append(rolls, r)
		}
	}
	return strings.Join(rolls, "+")
}

// NextRest is the rest after taken rests today: its number (1 to
// RestsPerDay) and its difficulty from the circle's letter ("The E stands
// for Easy and your first three rests will be easy ones to make. The H
// stands for Hard and your last three rests will be hard to make"); ok is
// false when all ten are taken ("A character can only rest ten times a
// day").
func NextRest(taken int) (n int, d Difficulty, ok bool) {
	if taken >= RestsPerDay {
		return 0, DifficultyNormal, false
	}
	taken = max(taken, 0)
	switch SheetRestTrack(taken).Marks[taken] {
	case "E":
		d = DifficultyEasy
	case "H":
		d = DifficultyHard
	}
	return taken + 1, d, true
}
