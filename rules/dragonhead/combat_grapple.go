package dragonhead

import (
	"fmt"
	"strings"

	"sessionzero/rules/encounter"
)

// This file holds grappling (002_81d21628bd61f597.txt "Grappling"): the
// grapple made as an attack, the escape once per round, letting go, and the
// Grapple aspect's hold.

// Grappling conditions: the one held carries the grapple's strength as its
// degree and the grappler's ID as its detail; the grappler carries the
// held one's ID.
const (
	CondGrappled  = "Grappled"
	CondGrappling = "Grappling"
)

// LargerGrappleBonus is "Any time you fight someone with a body size that
// is larger than your own you gain a +4 to your AC/DC, your defense against
// being grappled": the smaller body adds it to its escape.
const LargerGrappleBonus = 4

// grapple is "Make a Muscle check as your attack … Whoever you are
// grappling should do likewise … If the strength of the grapple can beat
// the strength of the escape then the grapple succeeds." A grappler
// grappling the same target again resets it: "The grappler may try to
// reset the grapple, hoping to get a better strength, but they will lose
// it if they fully fail the check."
func grapple(st *encounter.State, a *encounter.Combatant, p GrapplePayload) error {
	t, err := activeAgainst(st, a, p.Target)
	if err != nil {
		return err
	}
	if t.ID == a.ID {
		return fmt.Errorf("%s cannot grapple themself", a.Name)
	}
	if t.Dead {
		return fmt.Errorf("%s is dead", t.Name)
	}
	left := attacksLeft(a)
	if left < 1 {
		return fmt.Errorf("%s has no attack left this round: a grapple is made \"as your attack\"", a.Name)
	}
	moraleReminder(st, a)
	useAction(a)
	setAttacks(a, left-1)
	strength := *p.Strength
	if held := t.Condition(CondGrappled); held != nil && strings.EqualFold(held.Detail, a.ID) {
		if _, failure := StrengthResult(strength); failure == ResultFullFail || failure == ResultCrash {
			letGo(st, a)
			st.Sayf("%s fully fails to reset the grapple (strength %d) and loses it", a.Name, strength)
			return nil
		}
		if strength > held.Degree {
			held.Degree = strength
		}
		st.Sayf("%s resets the grapple on %s: strength %d", a.Name, t.Name, held.Degree)
		return nil
	}
	if p.Escape != nil {
		escape := *p.Escape
		bonus := ""
		if larger(a, t) {
			// the smaller body defends against being grappled with +4
			escape += LargerGrappleBonus
			bonus = fmt.Sprintf(" (+%d against a larger body)", LargerGrappleBonus)
		}
		won, tie := grappleContest(st, strength, escape, p.TieRoll, false, "the grapple fails")
		if !won {
			st.Sayf("%s's grapple (strength %d) fails to beat %s's escape (%d%s)%s", a.Name, strength, t.Name, escape, bonus, tie)
			return nil
		}
		if tie != "" {
			st.Sayf("%s's grapple (strength %d) ties %s's escape (%d%s)%s", a.Name, strength, t.Name, escape, bonus, tie)
		}
	}
	hold(st, a, t, strength)
	return nil
}

// grappleContest is a grapple or escape as a challenge: the offense wins
// above the defense, loses below it, and a tie is broken by the tie roll
// ("To break a tie, roll any die. An odd roll wins it for the offense. An
// even roll wins it for the defense."). A tie without a tie roll (logs
// saved before grapples took one) keeps the old reading, oldWins, and says
// so (old names it); tie is then the words for the log line.
func grappleContest(st *encounter.State, offense, defense, tieRoll int, oldWins bool, old string) (won bool, tie string) {
	switch {
	case offense > defense:
		return true, ""
	case offense < defense:
		return false, ""
	case tieRoll > 0 && tieRoll%2 == 1:
		return true, fmt.Sprintf(": a tie, the odd tie roll %d wins it for the offense", tieRoll)
	case tieRoll > 0:
		return false, fmt.Sprintf(": a tie, the even tie roll %d wins it for the defense", tieRoll)
	}
	st.Sayf("a tie at %d and no tie roll given: %s (give the tie roll: odd wins it for the offense)", offense, old)
	return oldWins, ": a tie"
}

// larger reports t as larger in body than a ("a body size that is larger
// than your own").
func larger(t, a *encounter.Combatant) bool {
	return t.Stat("size") > 0 && a.Stat("size") > 0 && t.Stat("size") > a.Stat("size")
}

// hold sets the grapple: "Both characters are stuck there, unable to move
// or do anything for as long as the grapple is held. DC defends against any
// attack headed their way."
func hold(st *encounter.State, a, t *encounter.Combatant, strength int) {
	letGoOf(st, t)
	t.SetCondition(encounter.Condition{Name: CondGrappled, Degree: strength, Detail: a.ID, Remaining: -1})
	a.SetCondition(encounter.Condition{Name: CondGrappling, Detail: t.ID, Remaining: -1})
	st.Sayf("%s grapples %s (strength %d): both are stuck and defend with DC; %s may try to escape once per round", a.Name, t.Name, strength, t.Name)
}

// letGo ends the grapple a grappler holds.
func letGo(st *encounter.State, a *encounter.Combatant) {
	endGrapple(st, a, CondGrappling, CondGrappled)
}

// letGoOf ends the grapple held on t.
func letGoOf(st *encounter.State, t *encounter.Combatant) {
	endGrapple(st, t, CondGrappled, CondGrappling)
}

// endGrapple removes c's grapple condition own and the other side's
// condition other from the combatant own names.
func endGrapple(st *encounter.State, c *encounter.Combatant, own, other string) {
	cd := c.Condition(own)
	if cd == nil {
		return
	}
	partner := cd.Detail
	c.RemoveCondition(own)
	if p, err := st.Combatant(partner); err == nil {
		p.RemoveCondition(other)
	}
}

// escape is "After a grapple is set the grappled character may try to
// escape it once per round. The grappler does not need to do anything to
// hold it at its current strength." The escape is the offense against the
// grapple's strength: above it escapes, below it does not, a tie goes to
// the tie roll (odd: escaped). The smaller body adds +4 ("your defense
// against being grappled").
func escape(st *encounter.State, c *encounter.Combatant, p EscapePayload) error {
	held := c.Condition(CondGrappled)
	if held == nil {
		return fmt.Errorf("%s is not grappled", c.Name)
	}
	if c.Resource("_escape_round") == st.Round && st.Round > 0 {
		return fmt.Errorf("%s already tried to escape this round (\"once per round\")", c.Name)
	}
	c.SetResource("_escape_round", st.Round)
	strength := *p.Strength
	bonus := ""
	if a, err := st.Combatant(held.Detail); err == nil && larger(a, c) {
		strength += LargerGrappleBonus
		bonus = fmt.Sprintf(" (+%d against a larger body)", LargerGrappleBonus)
	}
	grip := held.Degree
	// Logs saved before escapes took a tie roll escaped on a tie.
	won, tie := grappleContest(st, strength, grip, p.TieRoll, true, "the escape succeeds")
	if !won {
		st.Sayf("%s fails to escape: %d%s does not beat the grapple's %d%s", c.Name, strength, bonus, grip, tie)
		return nil
	}
	letGoOf(st, c)
	st.Sayf("%s escapes the grapple: %d%s against %d%s", c.Name, strength, bonus, grip, tie)
	return nil
}

// release is the grappler letting go.
func release(st *encounter.State, c *encounter.Combatant, _ encounter.OnCombatant) error {
	if !c.Has(CondGrappling) {
		return fmt.Errorf("%s holds no grapple", c.Name)
	}
	letGo(st, c)
	st.Sayf("%s lets go", c.Name)
	return nil
}
