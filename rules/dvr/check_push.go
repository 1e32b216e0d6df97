package dvr

import (
	"fmt"
	"math"
	"math/bits"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
)

// MaxPushPoints bounds the points PushOdds considers (Health is at most
// d12 + d12 + 3 = 27 and Focus 3 + 12 = 15).
const MaxPushPoints = 30

// PushResult is the chance of a complete success when the player may push.
type PushResult struct {
	Input CheckInput
	// ByPoints[p] is P(complete success spending at most p points),
	// p = 0…the points asked for; ByPoints[0] is the check without pushing.
	ByPoints []float64
	// MeanCost is the expected number of points spent over the rolls that
	// can be completed within the points asked for (0 if none can).
	MeanCost float64
	Explain  []string
}

// pushExplain states how pushing is counted (001_b486315a8cda90c7.txt
// "Spending Points": "Players can use either their health points or their
// focus points to push a roll at a 1 to 1 conversion rate"; the gun example
// raises a 4 to a 5 for one point).
var pushExplain = []string{
	`Pushing: after seeing the roll, each point raises one die by one pip (001_b486315a8cda90c7.txt: "push a roll at a 1 to 1 conversion rate"; "spend one of my damage gun's points to get my 4 up to a 5").`,
	`The player spends the fewest points that reach R; a die cannot be pushed past its highest face, and a pushed die counts at its new face (a 1 pushed to 2 no longer cancels, a die pushed to match others joins their group).`,
}

// PushOdds gives, for a pool of up to MaxPushPool dice, the chance of a
// complete success spending at most 0, 1, …, points points.
//
// It enumerates each die size's rolls as sorted multisets (with their
// multinomial weights), and for every roll that falls short finds the
// fewest points that complete it by a bounded search (see minCost). The
// rolls of the first die size are shared out among one worker per CPU;
// their sums are added in a fixed order, so the result does not depend on
// scheduling. It is safe to call from any goroutine.
func PushOdds(in CheckInput, points int) (PushResult, error) {
	if err := ValidateCheck(in, MaxPushPool); err != nil {
		return PushResult{}, err
	}
	if points < 0 || points > MaxPushPoints {
		return PushResult{}, fmt.Errorf("dvr push: %d points out of range 0–%d", points, MaxPushPoints)
	}
	sizes := slices.Clone(in.Pool)
	slices.Sort(sizes)
	firstEnd := groupEnd(sizes, 0)

	// The first size's multisets, each with its weight.
	type prefix struct {
		faces  []int
		weight float64
	}
	var prefixes []prefix
	scratch := make([]int, len(sizes))
	multisets(sizes, scratch, 0, firstEnd, 1, func(w float64) {
		prefixes = append(prefixes, prefix{faces: slices.Clone(scratch[:firstEnd]), weight: w})
	})

	partial := make([][]float64, len(prefixes))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(prefixes)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := pushEnumerator{
				sizes:  sizes,
				faces:  make([]int, len(sizes)),
				points: points,
				search: pushSearch{sizes: sizes, difficulty: in.Difficulty, needed: in.Needed()},
			}
			for {
				idx := int(next.Add(1)) - 1
				if idx >= len(prefixes) {
					return
				}
				e.sums = newKahan(points + 1)
				copy(e.faces, prefixes[idx].faces)
				e.enumerate(firstEnd, prefixes[idx].weight)
				partial[idx] = e.sums.values()
			}
		}()
	}
	wg.Wait()

	byCost := newKahan(points + 1)
	for _, part := range partial {
		for p, w := range part {
			byCost.add(p, w)
		}
	}
	odds := PushResult{Input: in, ByPoints: make([]float64, points+1), Explain: append(slices.Clone(checkExplain), pushExplain...)}
	total, spent := 0.0, 0.0
	for p, w := range byCost.values() {
		total += w
		spent += float64(p) * w
		odds.ByPoints[p] = total
	}
	if total > 0 {
		odds.MeanCost = spent / total
	}
	return odds, nil
}

// pushEnumerator walks the rolls of the sizes after a fixed prefix.
type pushEnumerator struct {
	sizes  []int
	faces  []int
	points int
	search pushSearch
	sums   kahan
}

func (e *pushEnumerator) enumerate(start int, weight float64) {
	if start == len(e.sizes) {
		if cost, ok := e.search.minCost(e.faces, e.points); ok {
			e.sums.add(cost, weight)
		}
		return
	}
	end := groupEnd(e.sizes, start)
	multisets(e.sizes, e.faces, start, end, weight, func(w float64) { e.enumerate(end, w) })
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

// kahan holds compensated sums: millions of small weights still add up to
// within 1e-15 of 1.
type kahan struct{ sum, comp []float64 }

func newKahan(n int) kahan { return kahan{sum: make([]float64, n), comp: make([]float64, n)} }

func (k kahan) add(i int, x float64) {
	y := x - k.comp[i]
	t := k.sum[i] + y
	k.comp[i] = (t - k.sum[i]) - y
	k.sum[i] = t
}

func (k kahan) values() []float64 { return k.sum }

func factorial(n int) float64 {
	f := 1.0
	for i := 2; i <= n; i++ {
		f *= float64(i)
	}
	return f
}

// pushSearch finds the fewest points that complete one roll.
type pushSearch struct {
	sizes      []int // die sizes, sorted; dice of one size are adjacent
	difficulty int
	needed     int
	// scratch, reused between rolls
	suffixes []suffix
	faces    []int
	finals   []int
	cands    []int
}

// minCost is the fewest points (at most budget) that bring faces to the
// needed net successes, by iterative deepening on the points spent.
//
// Only a few final faces need trying: a pushed die ends on D, on 2 (a 1
// that stops cancelling), or on a face some die already shows. Any other
// final face can be lowered to one of those without losing a success or
// breaking a group, for fewer points (the net successes are #dice ≥ D +
// #dice − 2·#ones − #distinct faces ≥ 2, and lowering a group to the
// highest face it was rolled with, or to D or 2, keeps every term).
func (s *pushSearch) minCost(faces []int, budget int) (int, bool) {
	net := NetSuccesses(faces, s.difficulty)
	if net >= s.needed {
		return 0, true
	}
	ones := 0
	for _, f := range faces {
		if f == 1 {
			ones++
		}
	}
	first := 1
	for first <= budget && net+maxGain(first, ones) < s.needed {
		first++
	}
	if first > budget {
		return 0, false
	}
	s.faces = faces
	s.finals = slices.Grow(s.finals[:0], len(faces))[:len(faces)]
	s.cands = s.cands[:0]
	var isCand [13]bool
	for _, v := range faces {
		isCand[v] = true
	}
	isCand[2] = true
	if s.difficulty <= 12 {
		isCand[s.difficulty] = true
	}
	for v := 2; v <= 12; v++ {
		if isCand[v] {
			s.cands = append(s.cands, v)
		}
	}
	s.prepareSuffixes()
	for b := first; b <= budget; b++ {
		if s.reach(0, b, 0, 0) {
			return b, true
		}
	}
	return 0, false
}

// reach reports whether dice i… can be pushed with at most left points so
// that the whole roll reaches the needed net successes. The dice before i
// are summarised by prefixNet (their successes − 2 × their ones) and
// prefixFaces (a bit per distinct final face ≥ 2).
func (s *pushSearch) reach(i, left, prefixNet int, prefixFaces uint16) bool {
	n := len(s.faces)
	if i == n {
		return n+prefixNet-bits.OnesCount16(prefixFaces) >= s.needed
	}
	if s.bound(i, left, prefixNet, prefixFaces) < s.needed {
		return false
	}
	f, size := s.faces[i], s.sizes[i]
	// Identical dice (same size, same face) take non-decreasing finals, so
	// each multiset of pushes is tried once.
	low := f
	if i > 0 && s.sizes[i-1] == size && s.faces[i-1] == f {
		low = s.finals[i-1]
	}
	if low == f {
		s.finals[i] = f
		if s.reach(i+1, left, prefixNet+s.faceNet(f), prefixFaces|faceBit(f)) {
			return true
		}
	}
	for _, c := range s.cands {
		if c <= f || c < low || c > size || c-f > left {
			continue
		}
		s.finals[i] = c
		if s.reach(i+1, left-(c-f), prefixNet+s.faceNet(c), prefixFaces|faceBit(c)) {
			return true
		}
	}
	return false
}

// faceNet is what one die ending on face v adds besides its group:
// +1 for a success, −2 for a 1 (it is not counted among the dice that
// can group, and it cancels a success).
func (s *pushSearch) faceNet(v int) int {
	net := 0
	if v >= s.difficulty {
		net++
	}
	if v == 1 {
		net -= 2
	}
	return net
}

// faceBit marks a face ≥ 2 in a set of distinct faces.
func faceBit(v int) uint16 {
	if v < 2 {
		return 0
	}
	return 1 << v
}

// prepareSuffixes records, for every i, what dice i… give unpushed and
// what pushing them could add (see bound).
func (s *pushSearch) prepareSuffixes() {
	n := len(s.faces)
	d := s.difficulty
	s.suffixes = slices.Grow(s.suffixes[:0], n+1)[:n+1]
	s.suffixes[n] = suffix{}
	for j := n - 1; j >= 0; j-- {
		sf := s.suffixes[j+1]
		f := s.faces[j]
		switch {
		case f >= d:
			sf.net++
		case f == 1:
			sf.net -= 2
			sf.lifts++
			if d > 2 && d <= s.sizes[j] {
				sf.byCost[d-2]++ // after the lift to 2
			}
		case d <= s.sizes[j]:
			sf.byCost[d-f]++
		}
		s.suffixes[j] = sf
	}
}

// suffix summarises dice i… of a roll for bound.
type suffix struct {
	net    int     // successes − 2 × ones, unpushed
	lifts  int     // natural 1s that one point lifts
	byCost [13]int // dice that gain one success for c more points
}

// bound is an upper bound on the net successes reachable once dice 0…i−1
// are fixed and dice i… may share left points. It uses
// net = #dice ≥ D + #dice − 2·#ones − #distinct faces ≥ 2: the fixed dice
// count exactly, at least one distinct face remains (a roll of only 1s
// never completes), and the later dice are a fractional knapsack: lifting
// a 1 gains 2 for one point (3 if D ≤ 2), and pushing a die to D gains 1
// for D − face points, cheapest first.
func (s *pushSearch) bound(i, left, prefixNet int, prefixFaces uint16) int {
	sf := &s.suffixes[i]
	net := len(s.faces) + prefixNet - max(bits.OnesCount16(prefixFaces), 1) + sf.net
	liftGain := 2
	if s.difficulty <= 2 {
		liftGain = 3
	}
	take := min(sf.lifts, left)
	net += take * liftGain
	left -= take
	for c := 1; c <= 12 && left > 0; c++ {
		count := sf.byCost[c]
		if count == 0 {
			continue
		}
		whole := min(count, left/c)
		net += whole
		left -= whole * c
		if whole < count && left > 0 {
			return net + 1 // a fraction of one more success, rounded up
		}
	}
	return net
}

// maxGain bounds the net successes that pips points can add to a roll with
// ones natural 1s: one pip gains at most 3 when it lifts a 1 (the 1 stops
// cancelling, may reach D, and may join a group) and at most 2 otherwise
// (it may reach D, and leaving a lone face lowers the distinct count).
func maxGain(pips, ones int) int {
	return 3*min(pips, ones) + 2*max(0, pips-ones)
}
