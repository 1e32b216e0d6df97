package dvr

import (
	"fmt"
	"slices"

	"sessionzero/rules/dice"
)

// OddsInput is a check with the options of spec §5.6.
type OddsInput struct {
	CheckInput
	// AllOrNothing is the 1-based pool index of a sacrificed item die (its
	// successes count double, DVR-17), 0 for none.
	AllOrNothing int
	// GMBuysOnes: the GM buys every natural 1 it may (DVR-16).
	GMBuysOnes bool
}

// Odds is the exact distribution of one check's outcomes (spec §5.6).
type Odds struct {
	Input     OddsInput
	Successes dice.Dist // resolved successes without pushing
	PComplete float64
	PPartial  float64
	PFailure  float64
	PCritFail float64
	// PCrit is P(a natural matching group), whatever the outcome (DVR-11).
	PCrit float64
	// MeanGMPoints is the GM points expected from bought 1s (0 unless
	// GMBuysOnes).
	MeanGMPoints float64
	Explain      []string
}

func (in OddsInput) validate(maxPool int) error {
	if err := ValidateCheck(in.CheckInput, maxPool); err != nil {
		return err
	}
	if in.AllOrNothing < 0 || in.AllOrNothing > len(in.Pool) {
		return fmt.Errorf("dvr check: All-or-Nothing die %d is not in the pool of %s", in.AllOrNothing, diceCount(len(in.Pool)))
	}
	return nil
}

// splitAoN returns the pool without the All-or-Nothing die and that die's
// size (0 when there is none).
func (in OddsInput) splitAoN() (rest []int, aonSize int) {
	if in.AllOrNothing == 0 {
		return in.Pool, 0
	}
	rest = slices.Clone(in.Pool)
	aonSize = rest[in.AllOrNothing-1]
	return slices.Delete(rest, in.AllOrNothing-1, in.AllOrNothing), aonSize
}

// faceGain is what the c dice (placed ones included) showing face v ≥ 2
// add before cancelling: c − 1 for a matching group and, when v ≥ D, one
// per die plus one more for an All-or-Nothing die among them.
func faceGain(v, c, difficulty int, aonHere bool) int {
	g := 0
	if c >= 2 {
		g = c - 1
	}
	if v >= difficulty {
		g += c
		if aonHere {
			g++
		}
	}
	return g
}

// CheckOdds computes the exact odds of every outcome of a check (spec
// §5.6) by the same face-by-face program as Check, extended with a crit
// flag; an All-or-Nothing die is handled by conditioning on its face.
func CheckOdds(in OddsInput) (Odds, error) {
	if err := in.validate(MaxCheckPool); err != nil {
		return Odds{}, err
	}
	rest, aonSize := in.splitAoN()
	succ := make([]float64, 2*len(in.Pool)+3)
	out := Odds{Input: in}
	add := func(placed int, weight float64) {
		plainOdds(rest, placed, in, weight, succ, &out)
	}
	if aonSize == 0 {
		add(0, 1)
	} else {
		for f := 1; f <= aonSize; f++ {
			add(f, 1/float64(aonSize))
		}
	}
	out.Successes = dice.Dist{Min: 0, P: succ}.Trim()
	out.Explain = checkExplain
	return out, nil
}

// plainOdds runs the face-by-face program over pool with one die already
// placed on face placed (0: none) and adds weight × its results to out.
func plainOdds(pool []int, placed int, in OddsInput, weight float64, succ []float64, out *Odds) {
	n := len(pool)
	width := 2*n + 4
	var bySize [13]int
	for _, s := range pool {
		bySize[s]++
	}
	idx := func(m, x, crit int) int { return (m*width+x)*2 + crit }
	size := (n + 1) * width * 2
	cur := make([]float64, size)
	next := make([]float64, size)
	cur[idx(0, 0, 0)] = weight
	joined := 0
	for v := 12; v >= 2; v-- {
		if add := bySize[v]; add > 0 {
			clear(next)
			for m := joined; m >= 0; m-- {
				copy(next[idx(m+add, 0, 0):idx(m+add+1, 0, 0)], cur[idx(m, 0, 0):idx(m+1, 0, 0)])
			}
			cur, next = next, cur
			joined += add
		}
		clear(next)
		extra := 0
		if placed == v {
			extra = 1
		}
		for m := 0; m <= joined; m++ {
			pmf := dice.BinomialPMF(m, v)
			for x := 0; x < width; x++ {
				for crit := 0; crit < 2; crit++ {
					p := cur[idx(m, x, crit)]
					if p == 0 {
						continue
					}
					for c, q := range pmf {
						all := c + extra
						nc := crit
						if all >= 2 {
							nc = 1
						}
						nx := min(x+faceGain(v, all, in.Difficulty, extra == 1), width-1)
						next[idx(m-c, nx, nc)] += p * q
					}
				}
			}
		}
		cur, next = next, cur
	}
	for m := 0; m <= joined; m++ {
		o := m
		if placed == 1 {
			o++
		}
		for x := 0; x < width; x++ {
			for crit := 0; crit < 2; crit++ {
				p := cur[idx(m, x, crit)]
				if p == 0 {
					continue
				}
				xx := x
				if in.Difficulty <= 1 {
					xx += m + placed2(placed)
				}
				s := successesAfterOnes(xx, o, in.GMBuysOnes)
				succ[s] += p
				if crit == 1 {
					out.PCrit += p
				}
				if in.GMBuysOnes {
					out.MeanGMPoints += p * float64(min(o, xx))
				}
				switch outcome(s, in.Risk, o) {
				case OutcomeComplete:
					out.PComplete += p
				case OutcomePartial:
					out.PPartial += p
				case OutcomeFailure:
					out.PFailure += p
				default:
					out.PCritFail += p
				}
			}
		}
	}
}

// placed2 is what an All-or-Nothing die placed on 1 adds when D ≤ 1: two
// successes (its face meets D).
func placed2(placed int) int {
	if placed == 1 {
		return 2
	}
	return 0
}
