package evening

import (
	"math/rand/v2"

	"sessionzero/rules/dice"
	"sessionzero/rules/encounter"
)

// keptAttacks is how many of a combatant's attacks its typed stats hold
// worked out (attackDice); the character autopilot looks the others up.
const keptAttacks = 4

// attackDice is one of a combatant's attacks as the character autopilot
// reads it on every pick: its damage roll's distributions and means,
// plain and on a natural 20, and the roll read for rolling. Made once
// with the combatant (newFighter) from the same memos the autopilot reads
// (damageDist, the parsed expressions), so each is the very value the
// look-ups give; kept under the attack's dice text, and used only while
// the attack still has that text.
type attackDice struct {
	dice                string
	ok                  bool // the roll reads, plain and doubled
	plain, crit         dice.Dist
	plainMean, critMean float64
	roll, critRoll      dice.Expr
}

// readAttackDice works out c's first attacks' dice into s.
func readAttackDice(s *fighterStats, c *encounter.Combatant) {
	for i := range min(len(c.Attacks), keptAttacks) {
		a := &s.atk[i]
		a.dice = c.Attacks[i].Dice
		plain, err1 := damageDist(a.dice, false)
		crit, err2 := damageDist(a.dice, true)
		roll, err3 := parsedExpr(a.dice, false)
		critRoll, err4 := parsedExpr(a.dice, true)
		if err1 != nil || err2 != nil || err3 != nil || err4 != nil {
			continue
		}
		a.ok, a.plain, a.crit, a.roll, a.critRoll = true, plain, crit, roll, critRoll
		a.plainMean, a.critMean = plain.Mean(), crit.Mean()
	}
}

// keptDice is attack i of c (at) as its typed stats hold it, nil when
// they do not (an attack past the first few, changed, or whose roll does
// not read).
func keptDice(c *encounter.Combatant, i int, at *encounter.Attack) *attackDice {
	if i >= keptAttacks {
		return nil
	}
	a := &fx(c).st.atk[i]
	if !a.ok || a.dice != at.Dice {
		return nil
	}
	return a
}

// parsedExpr is a damage expression read (doubled: every die doubled),
// from the memo of those read.
func parsedExpr(expr string, doubled bool) (dice.Expr, error) {
	k := distKey{expr, doubled}
	e, ok := parsedExprs.Get(k)
	if !ok {
		var err error
		if e, err = damageExpr(expr, doubled); err != nil {
			return dice.Expr{}, err
		}
		parsedExprs.Put(k, e)
	}
	return e, nil
}

// rollParsed rolls a damage expression read, die by die.
func rollParsed(rng *rand.Rand, e dice.Expr) int {
	total := 0
	for _, t := range e.Terms {
		if t.IsConstant() {
			total += t.Sign * t.Constant
			continue
		}
		faces := make([]int, t.Count)
		for i := range faces {
			faces[i] = dice.RollDie(rng, t.Sides)
		}
		sum := 0
		for _, f := range kept(faces, t) {
			sum += f
		}
		total += t.Sign * sum
	}
	return max(total, 0)
}
