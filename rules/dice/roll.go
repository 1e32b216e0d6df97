package dice

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Source is where rolls get their randomness: anything with IntN, such as
// a *rand.Rand. Inject one; the package never uses a global generator.
type Source interface {
	// IntN returns a uniform integer in [0, n).
	IntN(n int) int
}

// NewSource is a seeded generator: the same seed gives the same rolls on
// every machine and Go version that keeps PCG's definition.
func NewSource(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, seed^0x5e55_1011_2e20_d1ce))
}

// RollDie rolls one die with the given number of sides (1…sides).
func RollDie(src Source, sides int) int { return 1 + src.IntN(sides) }

// TermRoll is what one term rolled: every die, which of them count, and the
// term's signed value.
type TermRoll struct {
	Term  Term
	Dice  []int  // each die's face, in the order rolled
	Kept  []bool // whether each die counts (all true without kh/kl)
	Value int    // the term's contribution to the total, sign included
}

// Roll is one roll of an expression.
type Roll struct {
	Expr  Expr
	Terms []TermRoll
	Total int
}

// Roll rolls the expression with src.
func (e Expr) Roll(src Source) Roll {
	r := Roll{Expr: e}
	for _, t := range e.Terms {
		tr := t.roll(src)
		r.Terms = append(r.Terms, tr)
		r.Total += tr.Value
	}
	return r
}

func (t Term) roll(src Source) TermRoll {
	tr := TermRoll{Term: t}
	if t.IsConstant() {
		tr.Value = t.Sign * t.Constant
		return tr
	}
	tr.Dice = make([]int, t.Count)
	tr.Kept = make([]bool, t.Count)
	for i := range tr.Dice {
		tr.Dice[i] = RollDie(src, t.Sides)
		tr.Kept[i] = t.Keep == KeepAll
	}
	if t.Keep != KeepAll {
		// Mark the KeepN best dice, earliest first among equal faces.
		for range t.KeepN {
			best := -1
			for i, v := range tr.Dice {
				if tr.Kept[i] {
					continue
				}
				better := best < 0 ||
					(t.Keep == KeepHighest && v > tr.Dice[best]) ||
					(t.Keep == KeepLowest && v < tr.Dice[best])
				if better {
					best = i
				}
			}
			tr.Kept[best] = true
		}
	}
	sum := 0
	for i, v := range tr.Dice {
		if tr.Kept[i] {
			sum += v
		}
	}
	tr.Value = t.Sign * sum
	return tr
}

// String shows every die, dropped ones in parentheses:
// "2d20kh1 [17 (3)] + 4 = 21".
func (r Roll) String() string {
	var b strings.Builder
	for i, tr := range r.Terms {
		switch {
		case tr.Term.Sign < 0 && i == 0:
			b.WriteString("-")
		case tr.Term.Sign < 0:
			b.WriteString(" - ")
		case i > 0:
			b.WriteString(" + ")
		}
		b.WriteString(tr.Term.String())
		if !tr.Term.IsConstant() {
			b.WriteString(" [")
			for j, v := range tr.Dice {
				if j > 0 {
					b.WriteByte(' ')
				}
				if tr.Kept[j] {
					fmt.Fprintf(&b, "%d", v)
				} else {
					fmt.Fprintf(&b, "(%d)", v)
				}
			}
			b.WriteString("]")
		}
	}
	fmt.Fprintf(&b, " = %d", r.Total)
	return b.String()
}
