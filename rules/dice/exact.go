package dice

import (
	"errors"
	"fmt"
)

// MaxWork bounds the arithmetic one exact distribution may take (roughly
// the number of multiply-adds), so that every call stays well under a
// second and is safe to run while the window waits.
const MaxWork = 50_000_000

// ErrTooLarge is returned when an expression's exact distribution would
// take more than MaxWork steps. Rolling it still works.
var ErrTooLarge = errors.New("too many dice to compute the odds exactly")

// Dist is the exact distribution of the expression's total.
func (e Expr) Dist() (Dist, error) {
	total := Constant(0)
	work := 0
	for _, t := range e.Terms {
		w := t.work()
		work += w + len(total.P)*t.span()
		if work > MaxWork || w < 0 {
			return Dist{}, fmt.Errorf("%s: %w", e.String(), ErrTooLarge)
		}
		d := t.Dist()
		if t.Sign < 0 {
			d = d.Negate()
		}
		if len(d.P) == 1 {
			total = total.Shift(d.Min)
		} else {
			total = total.Add(d)
		}
	}
	return total, nil
}

// span is how many outcomes the term's distribution covers.
func (t Term) span() int {
	if t.IsConstant() {
		return 1
	}
	n := t.Count
	if t.Keep != KeepAll {
		n = t.KeepN
	}
	return n*(t.Sides-1) + 1
}

// work estimates the steps Dist takes for this term (negative on overflow).
func (t Term) work() int {
	switch {
	case t.IsConstant():
		return 1
	case t.Keep == KeepAll:
		return t.Count * t.Count * t.Sides
	default:
		w := float64(t.Sides) * float64(t.Count) * float64(t.Count) * float64(t.span())
		if w > MaxWork {
			return -1
		}
		return int(w)
	}
}

// Dist is the exact distribution of the term's value, before its sign.
// Callers should check Expr.Dist's size limit first; Term.Dist itself does
// not refuse work.
func (t Term) Dist() Dist {
	switch {
	case t.IsConstant():
		return Constant(t.Constant)
	case t.Keep == KeepAll:
		return SumOf(t.Count, t.Sides)
	case t.Keep == KeepHighest:
		return KeepHighestOf(t.Count, t.Sides, t.KeepN)
	default:
		return KeepLowestOf(t.Count, t.Sides, t.KeepN)
	}
}

// SumOf is the distribution of the sum of n dice with the given sides.
func SumOf(n, sides int) Dist {
	d := Constant(0)
	for range n {
		d = d.addUniform(sides)
	}
	return d
}

// KeepHighestOf is the distribution of the sum of the k highest of n dice
// with the given sides.
//
// It walks the faces from the highest down. While looking at face v, the m
// dice not yet placed are uniform on 1…v, so the number c showing v is
// Binomial(m, 1/v) and the rest are uniform on 1…v−1. The dice placed so far
// are the highest ones, so the first k placed are the kept ones.
func KeepHighestOf(n, sides, k int) Dist {
	k = min(k, n)
	width := k*sides + 1
	// cur[m][s]: m dice still to place, kept sum s.
	cur := newGrid(n+1, width)
	cur[n][0] = 1
	for v := sides; v >= 1; v-- {
		next := newGrid(n+1, width)
		for m := 0; m <= n; m++ {
			pm := binomialPMF(m, v)
			for s, p := range cur[m] {
				if p == 0 {
					continue
				}
				placed := n - m
				for c, q := range pm {
					if q == 0 {
						continue
					}
					kept := min(c, max(0, k-placed))
					next[m-c][s+kept*v] += p * q
				}
			}
		}
		cur = next
	}
	return Dist{Min: 0, P: cur[0]}.Trim()
}

// KeepLowestOf is the distribution of the sum of the k lowest of n dice:
// the lowest of X are (sides+1) minus the highest of (sides+1−X).
func KeepLowestOf(n, sides, k int) Dist {
	k = min(k, n)
	return KeepHighestOf(n, sides, k).Negate().Shift(k * (sides + 1))
}

func newGrid(rows, cols int) [][]float64 {
	flat := make([]float64, rows*cols)
	g := make([][]float64, rows)
	for i := range g {
		g[i] = flat[i*cols : (i+1)*cols]
	}
	return g
}

// binomialPMF is P(c of m dice uniform on 1…v show v), c = 0…m.
func binomialPMF(m, v int) []float64 {
	pmf := make([]float64, m+1)
	if v == 1 {
		pmf[m] = 1
		return pmf
	}
	p := 1 / float64(v)
	q := 1 - p
	// P(c) = C(m,c) p^c q^(m−c), built up term by term.
	pmf[0] = 1
	for range m {
		pmf[0] *= q
	}
	for c := 0; c < m; c++ {
		pmf[c+1] = pmf[c] * float64(m-c) / float64(c+1) * p / q
	}
	return pmf
}

// BinomialPMF is P(exactly c of m independent dice with the given sides
// show one particular face), for c = 0…m. The system checks use it for
// the "how many dice show v" step of their dynamic programs.
func BinomialPMF(m, sides int) []float64 { return binomialPMF(m, sides) }
