package dvr

import (
	"fmt"
	"sync"
)

// RollOdds are the odds of a roll before it is made, as a form shows them:
// the Odds of the roll without pushing and, when pushing is asked for, the
// chance of a complete success spending at most the points at hand.
type RollOdds struct {
	Odds
	// Pushed says PCompletePushed was computed (a budget ≥ 0 was given);
	// PCompletePushed is P(complete) pushing up to that budget.
	Pushed          bool
	PCompletePushed float64
}

// rollOddsCache keeps the newest odds computed: a form asks for the same
// odds again on every keystroke that does not change them (the dice typed,
// the pushes), and the push odds of 8 dice are the slow part.
var rollOddsCache = struct {
	sync.Mutex
	m map[string]RollOdds
}{m: map[string]RollOdds{}}

// rollOddsCacheSize bounds the cache; it is emptied when full.
const rollOddsCacheSize = 256

// OddsWithPush is CheckOdds of in and, with push ≥ 0, PushChance of push
// points (push < 0: no push odds). Results are remembered, so asking again
// with the same input is immediate.
func OddsWithPush(in OddsInput, push int) (RollOdds, error) {
	key := fmt.Sprint(in.Pool, in.Difficulty, in.Risk, in.AllOrNothing, in.GMBuysOnes, push)
	rollOddsCache.Lock()
	o, ok := rollOddsCache.m[key]
	rollOddsCache.Unlock()
	if ok {
		return o, nil
	}
	odds, err := CheckOdds(in)
	if err != nil {
		return RollOdds{}, err
	}
	o = RollOdds{Odds: odds}
	if push >= 0 {
		if o.PCompletePushed, err = PushChance(in, push); err != nil {
			return RollOdds{}, err
		}
		o.Pushed = true
	}
	rollOddsCache.Lock()
	if len(rollOddsCache.m) >= rollOddsCacheSize {
		clear(rollOddsCache.m)
	}
	rollOddsCache.m[key] = o
	rollOddsCache.Unlock()
	return o, nil
}

// OddsReport is `odds dvr --json` under the spec's keys (§5.6): p_complete,
// p_partial, p_failure, p_crit_fail, p_crit, successes (value → probability
// without pushing), mean_gm_points with GMBuysOnes, and with push ≥ 0 the
// pushed p_complete plus p_complete_without_push. push < 0 means no
// --push flag.
func OddsReport(in OddsInput, push int) (map[string]any, error) {
	o, err := OddsWithPush(in, push)
	if err != nil {
		return nil, err
	}
	out := map[string]any{
		"p_complete":  o.PComplete,
		"p_partial":   o.PPartial,
		"p_failure":   o.PFailure,
		"p_crit_fail": o.PCritFail,
		"p_crit":      o.PCrit,
		"successes":   o.Successes.StringMap(),
	}
	if in.GMBuysOnes {
		out["mean_gm_points"] = o.MeanGMPoints
	}
	if o.Pushed {
		out["p_complete"] = o.PCompletePushed
		out["p_complete_without_push"] = o.PComplete
	}
	return out, nil
}
