// Package dice parses dice expressions (2d6+1d4+3, d%, 2d20kh1), rolls them
// with an injected, seedable random source, and computes their exact
// probability distributions by dynamic programming and convolution, never by
// sampling. The system checks in rules/<system> build on its Dist type.
//
// Like the rest of rules/ it is pure Go: no files, no clock, no global RNG.
package dice

import (
	"fmt"
	"math"
	"sort"
	"strconv"
)

// Dist is an exact probability distribution over consecutive integer
// outcomes: P[i] is the probability of the outcome Min+i. The zero value is
// the empty distribution (no outcomes); use Constant(0) for "always 0".
// A Dist is a value: methods never modify their receiver.
type Dist struct {
	Min int
	P   []float64
}

// Constant is the distribution that is always k.
func Constant(k int) Dist { return Dist{Min: k, P: []float64{1}} }

// Uniform is one die with the given number of sides: 1…sides, each 1/sides.
func Uniform(sides int) Dist {
	if sides < 1 {
		return Dist{}
	}
	p := make([]float64, sides)
	for i := range p {
		p[i] = 1 / float64(sides)
	}
	return Dist{Min: 1, P: p}
}

// FromMap builds a distribution from outcome → probability. Outcomes with
// probability 0 may be left out.
func FromMap(m map[int]float64) Dist {
	if len(m) == 0 {
		return Dist{}
	}
	lo, hi := math.MaxInt, math.MinInt
	for k := range m {
		lo = min(lo, k)
		hi = max(hi, k)
	}
	p := make([]float64, hi-lo+1)
	for k, v := range m {
		p[k-lo] += v
	}
	return Dist{Min: lo, P: p}.Trim()
}

// Max is the largest outcome the slice covers (Min−1 when empty).
func (d Dist) Max() int { return d.Min + len(d.P) - 1 }

// Empty reports whether the distribution has no outcomes.
func (d Dist) Empty() bool { return len(d.P) == 0 }

// Prob is P(X = x).
func (d Dist) Prob(x int) float64 {
	i := x - d.Min
	if i < 0 || i >= len(d.P) {
		return 0
	}
	return d.P[i]
}

// AtLeast is P(X ≥ x).
func (d Dist) AtLeast(x int) float64 {
	s := 0.0
	for i := max(0, x-d.Min); i < len(d.P); i++ {
		s += d.P[i]
	}
	return s
}

// AtMost is P(X ≤ x).
func (d Dist) AtMost(x int) float64 {
	s := 0.0
	for i := 0; i < len(d.P) && d.Min+i <= x; i++ {
		s += d.P[i]
	}
	return s
}

// Total is the sum of all probabilities (1 for a proper distribution).
func (d Dist) Total() float64 {
	s := 0.0
	for _, v := range d.P {
		s += v
	}
	return s
}

// Mean is the expected value.
func (d Dist) Mean() float64 {
	s := 0.0
	for i, v := range d.P {
		s += float64(d.Min+i) * v
	}
	return s
}

// Shift adds the constant k to every outcome.
func (d Dist) Shift(k int) Dist {
	return Dist{Min: d.Min + k, P: d.P}
}

// Negate turns every outcome x into −x.
func (d Dist) Negate() Dist {
	p := make([]float64, len(d.P))
	for i, v := range d.P {
		p[len(p)-1-i] = v
	}
	return Dist{Min: -d.Max(), P: p}
}

// Add is the distribution of X + Y for independent X ~ d and Y ~ e
// (a convolution).
func (d Dist) Add(e Dist) Dist {
	if d.Empty() || e.Empty() {
		return Dist{}
	}
	p := make([]float64, len(d.P)+len(e.P)-1)
	for i, a := range d.P {
		if a == 0 {
			continue
		}
		for j, b := range e.P {
			p[i+j] += a * b
		}
	}
	return Dist{Min: d.Min + e.Min, P: p}
}

// addUniform is d + one die of the given sides, as a sliding window sum:
// O(len) instead of O(len × sides). The window is summed exactly (Kahan
// compensation keeps long windows within 1e-15 of direct convolution).
func (d Dist) addUniform(sides int) Dist {
	if sides <= 16 {
		return d.Add(Uniform(sides))
	}
	n := len(d.P) + sides - 1
	p := make([]float64, n)
	var sum, comp float64
	add := func(x float64) {
		y := x - comp
		t := sum + y
		comp = (t - sum) - y
		sum = t
	}
	inv := 1 / float64(sides)
	for k := 0; k < n; k++ {
		if k < len(d.P) {
			add(d.P[k])
		}
		if k-sides >= 0 && k-sides < len(d.P) {
			add(-d.P[k-sides])
		}
		p[k] = max(sum, 0) * inv
	}
	return Dist{Min: d.Min + 1, P: p}
}

// Map is the distribution of f(X).
func (d Dist) Map(f func(int) int) Dist {
	m := make(map[int]float64, len(d.P))
	for i, v := range d.P {
		if v != 0 {
			m[f(d.Min+i)] += v
		}
	}
	return FromMap(m)
}

// Trim drops zero-probability outcomes at both ends.
func (d Dist) Trim() Dist {
	lo, hi := 0, len(d.P)
	for lo < hi && d.P[lo] == 0 {
		lo++
	}
	for hi > lo && d.P[hi-1] == 0 {
		hi--
	}
	return Dist{Min: d.Min + lo, P: d.P[lo:hi]}
}

// Outcomes lists the outcomes with a non-zero probability, smallest first.
func (d Dist) Outcomes() []int {
	var out []int
	for i, v := range d.P {
		if v != 0 {
			out = append(out, d.Min+i)
		}
	}
	return out
}

// StringMap is the JSON form used by `sessionzero odds`: each outcome with a
// non-zero probability, as a decimal string, to its probability.
func (d Dist) StringMap() map[string]float64 {
	m := make(map[string]float64, len(d.P))
	for i, v := range d.P {
		if v != 0 {
			m[strconv.Itoa(d.Min+i)] = v
		}
	}
	return m
}

// String is a compact human-readable form, e.g. "{2:0.25 3:0.5 4:0.25}".
func (d Dist) String() string {
	keys := d.Outcomes()
	sort.Ints(keys)
	s := "{"
	for i, k := range keys {
		if i > 0 {
			s += " "
		}
		s += fmt.Sprintf("%d:%.6g", k, d.Prob(k))
	}
	return s + "}"
}
