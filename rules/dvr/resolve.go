package dvr

import (
	"fmt"
	"slices"
)

// Push sources (spec §5.2): where the points of a push come from.
const (
	FromFocus   = "focus"
	FromHealth  = "health"
	FromWeapon  = "weapon"
	FromVehicle = "vehicle"
)

// Outcomes of a resolved roll (DVR-8).
const (
	OutcomeComplete        = "complete"
	OutcomePartial         = "partial"
	OutcomeFailure         = "failure"
	OutcomeCriticalFailure = "critical_failure"
)

// OutcomeText words an outcome as the book does: a "complete success",
// otherwise "partial success/failure" (Creating Checks) told apart — a
// partial success (some successes, fewer than R), a failure (none), and a
// critical failure ("Failing a check without successes and having a
// natural 1", Critical Die › Failure).
func OutcomeText(outcome string) string {
	switch outcome {
	case OutcomeComplete:
		return "complete success"
	case OutcomePartial:
		return "partial success"
	case OutcomeCriticalFailure:
		return "critical failure"
	}
	return "failure"
}

// Push is points pushed onto one die of the pool (spec §5.2).
type Push struct {
	Die    int    `json:"die"` // 0-based index into the pool
	Points int    `json:"points"`
	From   string `json:"from"`
}

// RollInput is one roll as played: the pool, D and R, the natural faces,
// the pushes, the 1s the GM buys and the All-or-Nothing die.
type RollInput struct {
	Pool       []int  `json:"pool"`
	Difficulty int    `json:"difficulty"`
	Risk       int    `json:"risk"`
	Dice       []int  `json:"dice"`
	Pushes     []Push `json:"pushes,omitempty"`
	BoughtOnes int    `json:"bought_ones,omitempty"`
	// AllOrNothing is the 1-based pool index of a sacrificed item die, 0
	// for none (DVR-17).
	AllOrNothing int `json:"all_or_nothing,omitempty"`
}

// Spent is the points a roll took from each pool.
type Spent struct {
	Focus   int `json:"focus"`
	Health  int `json:"health"`
	Weapon  int `json:"weapon"`
	Vehicle int `json:"vehicle"`
}

// Result is a resolved roll under the spec's keys (§5.2).
type Result struct {
	Pool            []int  `json:"pool"`
	Dice            []int  `json:"dice"`
	Final           []int  `json:"final"`
	Difficulty      int    `json:"difficulty"`
	Risk            int    `json:"risk"`
	Successes       int    `json:"successes"`
	Complete        bool   `json:"complete"`
	Outcome         string `json:"outcome"`
	CriticalFailure bool   `json:"critical_failure"`
	Crit            bool   `json:"crit"`
	CritFaces       []int  `json:"crit_faces"`
	CritNumber      int    `json:"crit_number"`
	PointsSpent     int    `json:"points_spent"`
	Spent           Spent  `json:"spent"`
	GMPoints        int    `json:"gm_points"`
	// PushCost is the fewest points that complete the natural roll (§5.4),
	// nil when no push can.
	PushCost *int `json:"push_cost"`
}

// validateFaces checks typed natural faces against the pool: one face per
// die, each 1…size (spec §11.5).
func validateFaces(pool, faces []int) error {
	if len(faces) != len(pool) {
		return fmt.Errorf("dvr roll: %s typed for a pool of %d", diceCount(len(faces)), len(pool))
	}
	for i, f := range faces {
		if f < 1 || f > pool[i] {
			return fmt.Errorf("dvr roll: die %d (d%d) shows %d; a d%d shows 1–%d", i+1, pool[i], f, pool[i], pool[i])
		}
	}
	return nil
}

func (in RollInput) check() CheckInput {
	return CheckInput{Pool: in.Pool, Difficulty: in.Difficulty, Risk: in.Risk}
}

// Resolve scores one played roll the book's way (spec §5.2, DVR-6 to
// DVR-10, DVR-16, DVR-17): pushes lift dice toward D only; matches, 1s,
// crits and critical failure are judged on the natural faces.
func Resolve(in RollInput) (Result, error) {
	final := make([]int, len(in.Dice))
	s, err := score(in, final)
	if err != nil {
		return Result{}, err
	}
	return s.result(in, final), nil
}

// scored is a resolved roll's numbers, without the lists Result repeats:
// what an attack or check event needs (an event is applied on every step
// of every forecast fight, so it allocates nothing).
type scored struct {
	successes  int
	complete   bool
	outcome    string
	crit       bool
	critNumber int // the highest matching face, 0 without a match
	spent      Spent
	gmPoints   int
}

// score checks and scores a roll as Resolve does, writing the pushed faces
// into final (len(in.Dice) long).
func score(in RollInput, final []int) (scored, error) {
	if err := ValidateCheck(in.check(), MaxCheckPool); err != nil {
		return scored{}, err
	}
	if err := validateFaces(in.Pool, in.Dice); err != nil {
		return scored{}, err
	}
	if in.AllOrNothing < 0 || in.AllOrNothing > len(in.Pool) {
		return scored{}, fmt.Errorf("dvr roll: All-or-Nothing die %d is not in the pool of %d", in.AllOrNothing, len(in.Pool))
	}
	copy(final, in.Dice)
	var spent Spent
	for _, p := range in.Pushes {
		if p.Die < 0 || p.Die >= len(in.Pool) {
			return scored{}, fmt.Errorf("dvr roll: push on die %d, the pool has %s", p.Die+1, diceCount(len(in.Pool)))
		}
		if p.Points < 0 || p.Points > 1000 {
			return scored{}, fmt.Errorf("dvr roll: push of %d points out of range 0–1000", p.Points)
		}
		final[p.Die] += p.Points
		if final[p.Die] > in.Pool[p.Die] {
			return scored{}, fmt.Errorf("dvr roll: die %d is a d%d and cannot be pushed to %d", p.Die+1, in.Pool[p.Die], final[p.Die])
		}
		switch p.From {
		case FromFocus:
			spent.Focus += p.Points
		case FromHealth:
			spent.Health += p.Points
		case FromWeapon:
			spent.Weapon += p.Points
		case FromVehicle:
			spent.Vehicle += p.Points
		default:
			return scored{}, fmt.Errorf("dvr roll: push from %q; use focus, health, weapon or vehicle", p.From)
		}
	}
	aon := in.AllOrNothing - 1
	a := 0
	for i, f := range final {
		if f >= in.Difficulty {
			a += successWeight(i == aon)
		}
	}
	// The matching groups (critGroups), counted without listing them.
	var count [13]int
	o := 0
	for _, f := range in.Dice {
		if f == 1 {
			o++
		}
		if f >= 2 && f <= 12 {
			count[f]++
		}
	}
	g, critNumber := 0, 0
	for f := 12; f >= 2; f-- {
		if count[f] >= 2 {
			g += count[f] - 1
			if critNumber == 0 {
				critNumber = f
			}
		}
	}
	if in.BoughtOnes < 0 || in.BoughtOnes > min(o, a+g) {
		return scored{}, fmt.Errorf("dvr roll: the GM may buy 0–%d natural 1s here (%d rolled, %d successes before cancelling), not %d", min(o, a+g), o, a+g, in.BoughtOnes)
	}
	succ := max(0, a+g-(o-in.BoughtOnes))
	return scored{successes: succ, complete: succ >= max(in.Risk, 1), outcome: outcome(succ, in.Risk, o),
		crit: critNumber > 0, critNumber: critNumber, spent: spent, gmPoints: in.BoughtOnes}, nil
}

// result is the whole Result of a scored roll.
func (s scored) result(in RollInput, final []int) Result {
	res := Result{
		Pool: slices.Clone(in.Pool), Dice: slices.Clone(in.Dice), Final: final,
		Difficulty: in.Difficulty, Risk: in.Risk, Successes: s.successes,
		Complete:    s.complete,
		Outcome:     s.outcome,
		Spent:       s.spent,
		PointsSpent: s.spent.Focus + s.spent.Health + s.spent.Weapon + s.spent.Vehicle,
		GMPoints:    s.gmPoints,
		CritFaces:   []int{},
		Crit:        s.crit,
		CritNumber:  s.critNumber,
	}
	res.CriticalFailure = res.Outcome == OutcomeCriticalFailure
	for _, gr := range critGroups(in.Dice) {
		res.CritFaces = append(res.CritFaces, gr.face)
	}
	if c, ok := PushCost(in.check(), in.Dice, in.AllOrNothing, false); ok {
		res.PushCost = &c
	}
	return res
}

func successWeight(allOrNothing bool) int {
	if allOrNothing {
		return 2
	}
	return 1
}

// outcome names the tier (DVR-8): complete, partial (1 ≤ s < R), failure
// (0 and no natural 1), critical failure (0 with a natural 1, DVR-7, DVR-16).
func outcome(successes, risk, ones int) string {
	switch {
	case successes >= max(risk, 1):
		return OutcomeComplete
	case successes > 0:
		return OutcomePartial
	case ones > 0:
		return OutcomeCriticalFailure
	}
	return OutcomeFailure
}

type critGroup struct{ face, count int }

// critGroups lists the matching groups of the natural roll (equal faces
// other than 1, two or more), highest face first (spec §5.3).
func critGroups(faces []int) []critGroup {
	var count [13]int
	for _, f := range faces {
		if f >= 2 && f <= 12 {
			count[f]++
		}
	}
	var out []critGroup
	for f := 12; f >= 2; f-- {
		if count[f] >= 2 {
			out = append(out, critGroup{f, count[f]})
		}
	}
	return out
}

// IsCrit reports a natural matching group in the roll (DVR-11).
func IsCrit(faces []int) bool { return len(critGroups(faces)) > 0 }

// successesAfterOnes is the resolved successes for x = A + G before
// cancelling and o natural 1s; with gmBuys the GM buys every 1 it may
// (B = min(o, x), DVR-16).
func successesAfterOnes(x, o int, gmBuys bool) int {
	b := 0
	if gmBuys {
		b = min(o, x)
	}
	return max(0, x-(o-b))
}

// PushCost is the fewest points that complete the natural roll faces
// (spec §5.4): each die with natural face f < D ≤ size gains 1 success (2
// for the All-or-Nothing die, 1-based index aon, 0 for none) for D − f
// points; matches and 1s stay as rolled. ok is false when no push can
// complete the roll. With gmBuys the GM buys every 1 it may.
func PushCost(in CheckInput, faces []int, aon int, gmBuys bool) (cost int, ok bool) {
	d := in.Difficulty
	x, o := 0, 0
	var count [13]int
	var gapBuf [MaxCheckPool]int
	gaps := gapBuf[:0]
	aonGap := -1
	for i, f := range faces {
		if f >= d {
			x += successWeight(i == aon-1)
		}
		if f == 1 {
			o++
		} else if f <= 12 {
			count[f]++
		}
		if f < d && d <= in.Pool[i] {
			if i == aon-1 {
				aonGap = d - f
			} else {
				gaps = append(gaps, d-f)
			}
		}
	}
	for _, c := range count {
		if c >= 2 {
			x += c - 1
		}
	}
	need := gainNeeded(x, o, in.Needed(), gmBuys)
	if need <= 0 {
		return 0, true
	}
	slices.Sort(gaps)
	best, found := 0, false
	if need <= len(gaps) {
		best, found = sumFirst(gaps, need), true
	}
	if aonGap >= 0 && need-2 <= len(gaps) {
		c := aonGap + sumFirst(gaps, max(need-2, 0))
		if !found || c < best {
			best, found = c, true
		}
	}
	return best, found
}

// gainNeeded is how many successes before cancelling (A + G) must be added
// to x so that the roll completes.
func gainNeeded(x, o, needed int, gmBuys bool) int {
	if !gmBuys {
		return needed + o - x
	}
	g := 0
	for successesAfterOnes(x+g, o, true) < needed {
		g++
	}
	return g
}

func sumFirst(xs []int, n int) int {
	s := 0
	for _, x := range xs[:n] {
		s += x
	}
	return s
}

// CheckNotes are the info notes a check shows (DVR-4, DVR-5): a pool above
// 3 dice ("Making the average die pool have at most 3 dice", L9) and an
// untrained check while the optional rule is off.
func CheckNotes(poolSize int, untrained, untrainedRolls bool) []string {
	var notes []string
	if poolSize > 3 {
		notes = append(notes, "More than 3 dice: the book aims for pools of at most 3 on average (Dice Roll Anatomy).")
	}
	if untrained && !untrainedRolls {
		notes = append(notes, "Untrained (the optional rule Untrained Rolls is off): the GM decides.")
	}
	return notes
}

// diceCount is "1 die" or "n dice".
func diceCount(n int) string {
	if n == 1 {
		return "1 die"
	}
	return fmt.Sprintf("%d dice", n)
}
