package dvr

import (
	"fmt"
	"math"
	"slices"

	"sessionzero/rules/dice"
)

// MaxPushPoints bounds the points PushOdds accepts (spec §5.6: refuse only
// absurd input). Budgets beyond Σ(D − 1) over the dice that can reach D
// give the same answer.
const MaxPushPoints = 1000

// PushResult is the chance of a complete success when the player may push.
type PushResult struct {
	Input OddsInput
	// ByPoints[p] is P(push_cost ≤ p), p = 0…the points asked for;
	// ByPoints[0] is the check without pushing.
	ByPoints []float64
	// MeanCost is the expected number of points spent over the rolls that
	// can be completed within the points asked for (0 if none can).
	MeanCost float64
	Explain  []string
}

// pushExplain states how pushing is counted (spec §5.4, DVR-9, DVR-10;
// 001_b486315a8cda90c7.txt L72–74, L205).
var pushExplain = []string{
	`Pushing: after seeing the roll, each point raises one die by one pip (Spending Points: "push a roll at a 1 to 1 conversion rate"; "spend one of my damage gun's points to get my 4 up to a 5").`,
	`A push only helps a die reach D: matches, 1s, crits and critical failure stay as rolled (the book's gun shot in Combat with versatile weapons: (3,4,2) on 5v2 costs 3 points, "I could have also dealt 1 damage"). No die goes past its top face; the player spends the fewest points.`,
}

// PushOdds gives, for a pool of up to MaxPushPool dice, the chance of a
// complete success spending at most 0, 1, …, points points.
func PushOdds(in CheckInput, points int) (PushResult, error) {
	return PushOddsWith(OddsInput{CheckInput: in}, points)
}

// PushOddsWith is PushOdds with the All-or-Nothing and GM-buys-1s options.
//
// The fewest points that complete a roll is the sum of the smallest gaps
// D − f over the dice that can still reach D (spec §5.4), so for a budget
// b the player lifts dice greedily in order of their gap. Walking the faces
// from 12 down to 1 meets the dice below D in exactly that order, so the
// face-by-face program of Check extends with the budget left as one more
// coordinate: dice of one size are interchangeable, only how many show
// each face matters. An All-or-Nothing die is conditioned on its face; when
// it could be lifted (it gains 2, breaking the greedy order) greedyPush
// follows both greedy players at once.
func PushOddsWith(in OddsInput, points int) (PushResult, error) {
	if err := in.validate(MaxPushPool); err != nil {
		return PushResult{}, fmt.Errorf("%w (push odds)", err)
	}
	if points < 0 || points > MaxPushPoints {
		return PushResult{}, fmt.Errorf("dvr push: %d points out of range 0–%d", points, MaxPushPoints)
	}
	top := min(points, usefulPoints(in))
	by := make([]float64, points+1)
	for b := 0; b <= top; b++ {
		by[b] = pushAt(in, b)
	}
	for b := top + 1; b <= points; b++ {
		by[b] = by[top]
	}
	res := PushResult{Input: in, ByPoints: by, Explain: pushExplain}
	if by[points] > 0 {
		for b := 1; b <= points; b++ {
			res.MeanCost += float64(b) * (by[b] - by[b-1])
		}
		res.MeanCost /= by[points]
	}
	return res, nil
}

// PushChance is P(complete spending at most points): PushOddsWith's
// ByPoints[points] alone. It runs one dynamic program (one per face of an
// All-or-Nothing die) for that budget instead of one for every budget up
// to it, which is what a form showing "hit …% pushing up to N points"
// needs.
func PushChance(in OddsInput, points int) (float64, error) {
	if err := in.validate(MaxPushPool); err != nil {
		return 0, fmt.Errorf("%w (push odds)", err)
	}
	if points < 0 || points > MaxPushPoints {
		return 0, fmt.Errorf("dvr push: %d points out of range 0–%d", points, MaxPushPoints)
	}
	return pushAt(in, min(points, usefulPoints(in))), nil
}

// usefulPoints is Σ(D − 1) over the dice that can reach D: no budget
// beyond it completes more rolls.
func usefulPoints(in OddsInput) int {
	useful := 0
	for _, s := range in.Pool {
		if s >= in.Difficulty {
			useful += in.Difficulty - 1
		}
	}
	return useful
}

// pushAt is P(complete with at most b points) for a valid input: the
// greedy push, conditioned on the face of an All-or-Nothing die.
func pushAt(in OddsInput, b int) float64 {
	rest, aonSize := in.splitAoN()
	if aonSize == 0 {
		return greedyPush(rest, 0, in, b, 0)
	}
	p := 0.0
	for f := 1; f <= aonSize; f++ {
		gap := 0
		if f < in.Difficulty && in.Difficulty <= aonSize && in.Difficulty-f <= b {
			gap = in.Difficulty - f
		}
		p += greedyPush(rest, f, in, b, gap) / float64(aonSize)
	}
	return p
}

// greedyPush is P(complete with at most budget points) for pool plus one
// die already placed on face placed (0: none). aonGap > 0 says the placed
// die is an All-or-Nothing die below D that may also be lifted, for aonGap
// points, to gain 2.
//
// Without aonGap the state is (dice that can reach D, dice that cannot,
// score, budget left): the greedy lifts dice in the order the walk meets
// them. With aonGap two greedy players are followed at once: one who lifts
// the All-or-Nothing die first (budget − aonGap) and one who does not. Until
// the first is blocked both have lifted the same dice; after that the first
// is frozen and only the second goes on, so the state needs the second's
// budget and how many more dice it lifted (capped at 2: beyond that it wins).
func greedyPush(pool []int, placed int, in OddsInput, budget, aonGap int) float64 {
	d := in.Difficulty
	dual := aonGap > 0
	var liftBySize, restBySize [13]int
	nL, nN := 0, 0
	for _, s := range pool {
		if s >= d {
			liftBySize[s]++
			nL++
		} else {
			restBySize[s]++
			nN++
		}
	}
	slots := 1
	if dual {
		slots = 4 // 0: both alike; 1 + k: first frozen, second k (≤ 2) dice ahead
	}
	width := 2*len(pool) + 4
	bw := budget + 1
	idx := func(mL, mN, y, s, r int) int { return (((mL*(nN+1)+mN)*width+y)*slots+s)*bw + r }
	block := width * slots * bw
	cur := make([]float64, (nL+1)*(nN+1)*block)
	next := make([]float64, len(cur))
	start := budget
	if dual {
		start = budget - aonGap
	}
	cur[idx(0, 0, 0, 0, start)] = 1
	// lift applies the greedy to c dice that each need gap points.
	lift := func(c, gap, y, s, r int) (int, int, int) {
		if s == 0 {
			k := min(c, r/gap)
			y, r = y+k, r-k*gap
			if !dual || k == c {
				return y, s, r
			}
			c -= k
			r += aonGap
			s = 1
		}
		k := min(c, r/gap)
		return y + k, 1 + min(s-1+k, 2), r - k*gap
	}
	jL, jN := 0, 0
	for v := 12; v >= 1; v-- {
		addL, addN := liftBySize[v], restBySize[v]
		if addL+addN > 0 {
			clear(next)
			for mL := 0; mL <= jL; mL++ {
				for mN := 0; mN <= jN; mN++ {
					copy(next[idx(mL+addL, mN+addN, 0, 0, 0):][:block], cur[idx(mL, mN, 0, 0, 0):][:block])
				}
			}
			cur, next = next, cur
			jL += addL
			jN += addN
		}
		if v == 1 {
			break
		}
		clear(next)
		extra := 0
		if placed == v {
			extra = 1
		}
		gap := d - v
		gains := make([]int, len(pool)+2)
		for c := range gains {
			gains[c] = faceGain(v, c, d, extra == 1)
		}
		for mL := 0; mL <= jL; mL++ {
			pL := dice.BinomialPMF(mL, v)
			for mN := 0; mN <= jN; mN++ {
				pN := dice.BinomialPMF(mN, v)
				row := cur[idx(mL, mN, 0, 0, 0):][:block]
				off := 0
				for y := range width {
					for s := range slots {
						for r := range bw {
							p := row[off]
							off++
							if p == 0 {
								continue
							}
							for cL, qL := range pL {
								pq := p * qL
								for cN, qN := range pN {
									ny, ns, nr := y+gains[cL+cN+extra], s, r
									if gap > 0 {
										ny, ns, nr = lift(cL, gap, ny, s, r)
									}
									next[idx(mL-cL, mN-cN, min(ny, width-1), ns, nr)] += pq * qN
								}
							}
						}
					}
				}
			}
		}
		cur, next = next, cur
	}
	// Every die left shows 1.
	total := 0.0
	for mL := 0; mL <= jL; mL++ {
		for mN := 0; mN <= jN; mN++ {
			o := mL + mN
			if placed == 1 {
				o++
			}
			base := idx(mL, mN, 0, 0, 0)
			for off, p := range cur[base : base+block] {
				if p == 0 {
					continue
				}
				r := off % bw
				s := off / bw % slots
				y := off / bw / slots
				if d <= 1 {
					y += mL + mN + placed2(placed)
				} else {
					y, s, _ = lift(mL, d-1, y, s, r)
				}
				if dual {
					if s == 0 {
						y += 2
					} else {
						y += max(0, 2-(s-1))
					}
				}
				if successesAfterOnes(y, o, in.GMBuysOnes) >= in.Needed() {
					total += p
				}
			}
		}
	}
	return total
}

// enumerateRolls calls fn with every distinct roll of the pool (dice of one
// size as multisets) and its probability. The pool passed to fn is
// reordered: sizes sorted, an All-or-Nothing die first (aon = 1, else 0).
func enumerateRolls(in OddsInput, fn func(pool CheckInput, faces []int, aon int, w float64)) {
	rest, aonSize := in.splitAoN()
	var sizes []int
	aon := 0
	if aonSize > 0 {
		sizes, aon = []int{aonSize}, 1
	}
	rest = slices.Clone(rest)
	slices.Sort(rest)
	sizes = append(sizes, rest...)
	faces := make([]int, len(sizes))
	pool := CheckInput{Pool: sizes, Difficulty: in.Difficulty, Risk: in.Risk}
	var walk func(start int, w float64)
	walk = func(start int, w float64) {
		if start == len(sizes) {
			fn(pool, faces, aon, w)
			return
		}
		end := groupEnd(sizes, start)
		if start == 0 && aon == 1 {
			end = 1
		}
		multisets(sizes, faces, start, end, w, func(w float64) { walk(end, w) })
	}
	walk(0, 1)
}

// groupEnd is the end of the run of equal sizes that starts at start.
func groupEnd(sizes []int, start int) int {
	end := start
	for end < len(sizes) && sizes[end] == sizes[start] {
		end++
	}
	return end
}

// multisets sets faces[start:end] (dice of one size) to every
// non-decreasing sequence of faces and calls fn with weight times the
// sequence's probability, k!/(Π mult!)/s^k.
func multisets(sizes, faces []int, start, end int, weight float64, fn func(w float64)) {
	k, s := end-start, sizes[start]
	base := weight * factorial(k) / math.Pow(float64(s), float64(k))
	var group func(i, from int, w float64, run int)
	group = func(i, from int, w float64, run int) {
		if i == end {
			fn(w / factorial(run))
			return
		}
		for f := from; f <= s; f++ {
			faces[i] = f
			if i > start && f == faces[i-1] {
				group(i+1, f, w, run+1)
			} else {
				group(i+1, f, w/factorial(run), 1)
			}
		}
	}
	group(start, 1, base, 0)
}

func factorial(n int) float64 {
	f := 1.0
	for i := 2; i <= n; i++ {
		f *= float64(i)
	}
	return f
}
