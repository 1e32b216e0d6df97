package dvr

import (
	"fmt"
	"strconv"
	"strings"

	"sessionzero/rules/dice"
)

// Check limits.
const (
	// MaxCheckPool is the largest pool Check computes odds for.
	MaxCheckPool = 20
	// MaxPushPool is the largest pool PushOdds enumerates.
	MaxPushPool = 8
	// RiskX is the Risk of a "DvX" check: the risk is irrelevant, one
	// success completes it.
	RiskX = 0
)

// CheckDieSizes is the die ladder, smallest first (design.md: "Die ladder
// d4 < d6 < d8 < d10 < d12").
var CheckDieSizes = []int{4, 6, 8, 10, 12}

// CheckInput is one DvR check: a pool of dice against Difficulty and Risk.
type CheckInput struct {
	Pool       []int // die sizes, e.g. {8, 6, 6} for d8 d6 d6
	Difficulty int   // D: a die showing D or more is a success
	Risk       int   // R: net successes needed; RiskX means "X" (1 needed)
}

// Needed is the number of net successes that make a complete success.
func (in CheckInput) Needed() int { return max(in.Risk, 1) }

// Notation is the book's name of the check, e.g. "4v2" or "4vX".
func (in CheckInput) Notation() string {
	if in.Risk == RiskX {
		return fmt.Sprintf("%dvX", in.Difficulty)
	}
	return fmt.Sprintf("%dv%d", in.Difficulty, in.Risk)
}

// CheckResult is the exact odds of a check.
type CheckResult struct {
	Input CheckInput
	// Successes is the distribution of net successes (never below 0).
	Successes dice.Dist
	// PComplete is P(net successes ≥ R), the headline number.
	PComplete float64
	// PCritFail is P(0 net successes with at least one natural 1).
	PCritFail float64
	// Explain says how the numbers are counted, quoting the book.
	Explain []string
}

// checkExplain quotes the rules the odds follow.
var checkExplain = []string{
	`Every die that meets or beats D is a success (Creating Checks: "Every die that meets or beats the difficulty rating is counted as a success").`,
	`Each group of k ≥ 2 equal dice other than 1 adds k − 1 successes, whatever D is ("a lucky roll of (4,4,4) on a 4vX check generated 5 total successes").`,
	`Each natural 1 cancels one success, never below 0; 0 successes with a 1 is a critical failure ("Failing a check without successes and having a natural 1 makes the roll a critical failure").`,
	`Complete success needs at least R net successes; R = X needs 1. Odds are exact (a dynamic program over faces 12 down to 1), not sampled.`,
}

// ValidateCheck reports what is wrong with a check's input.
func ValidateCheck(in CheckInput, maxPool int) error {
	if len(in.Pool) == 0 {
		return fmt.Errorf("dvr check: the pool needs at least one die")
	}
	if len(in.Pool) > maxPool {
		return fmt.Errorf("dvr check: %d dice in the pool, at most %d", len(in.Pool), maxPool)
	}
	for _, s := range in.Pool {
		if !isLadderDie(s) {
			return fmt.Errorf("dvr check: d%d is not on the die ladder (d4, d6, d8, d10, d12)", s)
		}
	}
	if in.Difficulty < 1 || in.Difficulty > 13 {
		return fmt.Errorf("dvr check: difficulty %d out of range 1–13", in.Difficulty)
	}
	if in.Risk < 0 || in.Risk > 2*maxPool {
		return fmt.Errorf("dvr check: risk %d out of range (X or 1–%d)", in.Risk, 2*maxPool)
	}
	return nil
}

func isLadderDie(s int) bool {
	for _, l := range CheckDieSizes {
		if s == l {
			return true
		}
	}
	return false
}

// NetSuccesses counts one roll (design.md "Rules decisions"): successes
// (faces ≥ D) plus k − 1 for every group of k ≥ 2 equal faces other than 1,
// minus one per natural 1, never below 0.
func NetSuccesses(faces []int, difficulty int) int {
	var count [14]int
	for _, f := range faces {
		count[min(max(f, 0), 13)]++
	}
	net := 0
	for v, c := range count {
		net += faceScore(v, c, difficulty)
	}
	return max(net, 0)
}

// IsCriticalFailure reports a roll with 0 net successes and a natural 1.
func IsCriticalFailure(faces []int, difficulty int) bool {
	for _, f := range faces {
		if f == 1 {
			return NetSuccesses(faces, difficulty) == 0
		}
	}
	return false
}

// faceScore is what c dice showing face v add to the net successes before
// the floor at 0: c successes if v ≥ D, c − 1 for the matching group (not
// for 1s), and −c for natural 1s.
func faceScore(v, c, difficulty int) int {
	if c == 0 {
		return 0
	}
	s := 0
	if v >= difficulty {
		s += c
	}
	if v == 1 {
		s -= c
	} else {
		s += c - 1
	}
	return s
}

// Check computes the exact odds of a check with up to MaxCheckPool dice.
//
// The dynamic program walks the faces from 12 down to 1. Before face v,
// the dice of size v join the pool; every die not yet placed is then
// uniform on 1…v (a d12 that did not show 11 or 12 is uniform on 1…10,
// just like a d10), so the number c showing v is Binomial(m, 1/v). The net
// successes are a sum of per-face scores, so the state is just (dice left,
// score so far): a few thousand cells for 20 dice.
func Check(in CheckInput) (CheckResult, error) {
	if err := ValidateCheck(in, MaxCheckPool); err != nil {
		return CheckResult{}, err
	}
	n := len(in.Pool)
	var bySize [13]int
	for _, s := range in.Pool {
		bySize[s]++
	}
	// Faces 2…12 only add (c successes at most, c − 1 for the group), so
	// the running score is in [0, 2n−1] until the ones are scored last.
	lo, hi := 0, 2*n
	width := hi - lo + 1
	cur := make([][]float64, n+1)
	for m := range cur {
		cur[m] = make([]float64, width)
	}
	cur[0][-lo] = 1
	successes := make([]float64, 2*n+1)
	crit := 0.0
	for v := 12; v >= 1; v-- {
		if add := bySize[v]; add > 0 {
			shifted := make([][]float64, n+1)
			for m := range shifted {
				if m >= add {
					shifted[m] = cur[m-add]
				} else {
					shifted[m] = make([]float64, width)
				}
			}
			cur = shifted
		}
		if v == 1 {
			// Every die left shows 1.
			for m, row := range cur {
				for i, p := range row {
					if p == 0 {
						continue
					}
					net := max(i+lo+faceScore(1, m, in.Difficulty), 0)
					successes[net] += p
					if net == 0 && m > 0 {
						crit += p
					}
				}
			}
			break
		}
		next := make([][]float64, n+1)
		for m := range next {
			next[m] = make([]float64, width)
		}
		for m, row := range cur {
			pmf := dice.BinomialPMF(m, v)
			for i, p := range row {
				if p == 0 {
					continue
				}
				for c, q := range pmf {
					next[m-c][i+faceScore(v, c, in.Difficulty)] += p * q
				}
			}
		}
		cur = next
	}
	dist := dice.Dist{Min: 0, P: successes}.Trim()
	return CheckResult{
		Input:     in,
		Successes: dist,
		PComplete: dist.AtLeast(in.Needed()),
		PCritFail: crit,
		Explain:   checkExplain,
	}, nil
}

// ParsePool reads a pool such as "d8,d6,d6" (spaces and a leading count,
// "2d6", are allowed) into die sizes on the ladder.
func ParsePool(s string) ([]int, error) {
	pool, err := dice.ParseDieList(s, MaxCheckPool)
	if err != nil {
		return nil, fmt.Errorf("dvr pool: %w", err)
	}
	for _, size := range pool {
		if !isLadderDie(size) {
			return nil, fmt.Errorf("dvr pool: d%d is not on the die ladder (d4, d6, d8, d10, d12)", size)
		}
	}
	return pool, nil
}

// ParseNotation reads the book's check notation "DvR": "4v2", "5v3",
// "4vX" (X: the risk is irrelevant).
func ParseNotation(s string) (difficulty, risk int, err error) {
	d, r, ok := strings.Cut(strings.ToLower(strings.TrimSpace(s)), "v")
	if !ok {
		return 0, 0, fmt.Errorf("dvr check %q: write it as DvR, e.g. 4v2 or 4vX", s)
	}
	difficulty, err = strconv.Atoi(d)
	if err != nil {
		return 0, 0, fmt.Errorf("dvr check %q: difficulty %q is not a number", s, d)
	}
	if r == "x" {
		return difficulty, RiskX, nil
	}
	risk, err = strconv.Atoi(r)
	if err != nil || risk < 1 {
		return 0, 0, fmt.Errorf("dvr check %q: risk %q must be a positive number or X", s, r)
	}
	return difficulty, risk, nil
}
