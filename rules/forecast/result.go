package forecast

import (
	"math"
	"slices"

	"sessionzero/rules/encounter"
)

// Result is a forecast: how the fights ended.
type Result struct {
	System     string `json:"system"`
	Mode       string `json:"mode"`
	Policy     string `json:"policy"`
	Runs       int    `json:"runs"`
	Seed       uint64 `json:"seed"`
	RoundLimit int    `json:"round_limit"`
	// StartRound is the round the fights were played from.
	StartRound int          `json:"start_round"`
	Sides      []SideResult `json:"sides"`
	// Undecided are the fights still going at the round limit; Nobody the
	// fights that ended with every side down together.
	Undecided Chance `json:"undecided"`
	Nobody    Chance `json:"nobody_stands"`
	Rounds    Rounds `json:"rounds"`
	// HealthName names what Lost counts ("HP").
	HealthName string            `json:"health_name"`
	Combatants []CombatantResult `json:"combatants"`
	// DiceFree says the fights drew no dice: each played the same way, so
	// the first was counted for all.
	DiceFree bool `json:"dice_free"`
	// Samples are the first fights whole (Options.Samples), with how each
	// ended; they are left out of the JSON.
	Samples []Sample `json:"-"`
}

// Chance is a count of fights out of Runs, its share, and the share's 95%
// interval (Wilson score interval).
type Chance struct {
	Count  int     `json:"count"`
	Chance float64 `json:"chance"`
	Low    float64 `json:"low"`
	High   float64 `json:"high"`
}

// SideResult is one side's chance to win.
type SideResult struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Players bool   `json:"players,omitempty"`
	Win     Chance `json:"win"`
}

// Rounds are the rounds played to the end of the decided fights (the
// round the forecast starts in counts as the first). Counts[k] is the
// number of decided fights that took k+1 rounds.
type Rounds struct {
	Mean   float64 `json:"mean"`
	Median int     `json:"median"`
	P90    int     `json:"p90"`
	Counts []int   `json:"counts"`
}

// CombatantResult is one combatant's fate over the fights.
type CombatantResult struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Side string `json:"side"`
	// Drop counts the fights that ended with it out of the fight (down,
	// dead, fled), Die those that ended with it dead.
	Drop Chance `json:"drop"`
	Die  Chance `json:"die"`
	// Start is its health when the fights begin, MeanLost the mean lost by
	// the end of a fight (healing counted against it).
	Start    int     `json:"start"`
	MeanLost float64 `json:"mean_lost"`
}

// Sample is one fight kept whole: its encounter and how it ended.
type Sample struct {
	Encounter encounter.Encounter
	// Winner is the side that won ("" when undecided or nobody stands).
	Winner    string
	Undecided bool
	Rounds    int
}

// Wilson is the 95% Wilson score interval of k successes in n trials.
func Wilson(k, n int) (low, high float64) {
	if n <= 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p, fn := float64(k)/float64(n), float64(n)
	den := 1 + z*z/fn
	centre := (p + z*z/(2*fn)) / den
	half := z * math.Sqrt(p*(1-p)/fn+z*z/(4*fn*fn)) / den
	return max(centre-half, 0), min(centre+half, 1)
}

func chance(k, n int) Chance {
	lo, hi := Wilson(k, n)
	return Chance{Count: k, Chance: float64(k) / float64(n), Low: lo, High: hi}
}

// tally adds fights up.
type tally struct {
	opts       Options
	start      *encounter.State
	wins       map[string]int
	undecided  int
	nobody     int
	rounds     []int
	drop, die  []int
	health     []int
	lost       []float64
	samples    []Sample
	diceFree   bool
	combatants []*encounter.Combatant
}

func newTally(start *encounter.State, ap Autopilot, opts Options) *tally {
	t := &tally{opts: opts, start: start, wins: map[string]int{}, combatants: start.Combatants}
	n := len(start.Combatants)
	t.drop, t.die, t.health, t.lost = make([]int, n), make([]int, n), make([]int, n), make([]float64, n)
	for i, c := range start.Combatants {
		t.health[i] = ap.Health(c)
	}
	return t
}

func (t *tally) add(f fight, ap Autopilot) {
	switch {
	case f.undecided:
		t.undecided++
	case f.winner == "":
		t.nobody++
		t.rounds = append(t.rounds, f.rounds)
	default:
		t.wins[f.winner]++
		t.rounds = append(t.rounds, f.rounds)
	}
	for i, fa := range f.fates {
		if fa.left {
			continue // it left the fight
		}
		if fa.dropped {
			t.drop[i]++
		}
		if fa.dead {
			t.die[i]++
		}
		t.lost[i] += float64(t.health[i] - fa.health)
	}
	if f.sample != nil && len(t.samples) < t.opts.Samples {
		t.samples = append(t.samples, Sample{Encounter: *f.sample, Winner: f.winner, Undecided: f.undecided, Rounds: f.rounds})
	}
}

func (t *tally) result(ap Autopilot) Result {
	n := t.opts.Runs
	res := Result{System: t.start.System, Mode: t.start.Mode, Policy: PolicyOf(ap, t.start), Runs: n, Seed: t.opts.Seed,
		RoundLimit: t.opts.RoundLimit, StartRound: max(t.start.Round, 1), Undecided: chance(t.undecided, n),
		Nobody: chance(t.nobody, n), HealthName: ap.HealthName(), Samples: t.samples, DiceFree: t.diceFree}
	for _, sd := range t.start.Sides {
		res.Sides = append(res.Sides, SideResult{ID: sd.ID, Name: sd.Name, Players: sd.Players, Win: chance(t.wins[sd.ID], n)})
	}
	res.Rounds = roundStats(t.rounds)
	for i, c := range t.combatants {
		res.Combatants = append(res.Combatants, CombatantResult{ID: c.ID, Name: c.Name, Side: c.Side,
			Drop: chance(t.drop[i], n), Die: chance(t.die[i], n), Start: t.health[i], MeanLost: t.lost[i] / float64(n)})
	}
	return res
}

func roundStats(rounds []int) Rounds {
	if len(rounds) == 0 {
		return Rounds{Counts: []int{}}
	}
	s := slices.Clone(rounds)
	for i := range s {
		// A fight decided before its first round ended counts as one round.
		s[i] = max(s[i], 1)
	}
	slices.Sort(s)
	sum := 0
	counts := make([]int, s[len(s)-1])
	for _, r := range s {
		sum += r
		counts[r-1]++
	}
	return Rounds{Mean: float64(sum) / float64(len(s)), Median: s[(len(s)-1)/2],
		P90: s[int(math.Ceil(0.9*float64(len(s))))-1], Counts: counts}
}

// sameCombatant finds combatant id of st, looking first where it stood in
// the start state (where it nearly always still is).
func sameCombatant(st *encounter.State, i int, id string) (*encounter.Combatant, bool) {
	if i < len(st.Combatants) && st.Combatants[i].ID == id {
		return st.Combatants[i], true
	}
	c, err := st.Combatant(id)
	return c, err == nil
}
