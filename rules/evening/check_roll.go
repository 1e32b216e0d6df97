package evening

import "sessionzero/rules/dice"

// CheckRoll is one rolled check.
type CheckRoll struct {
	Input   CheckInput
	D20s    []int // the d20s rolled (two with advantage or disadvantage alone)
	Natural int   // the d20 kept
	Total   int
	Success bool
	Effect  EffectLevel
}

// RollCheck rolls the check once with src.
func RollCheck(src dice.Source, in CheckInput) CheckRoll {
	r := CheckRoll{Input: in, D20s: []int{dice.RollDie(src, 20)}}
	r.Natural = r.D20s[0]
	if in.Advantage != in.Disadvantage {
		second := dice.RollDie(src, 20)
		r.D20s = append(r.D20s, second)
		if in.Advantage {
			r.Natural = max(r.Natural, second)
		} else {
			r.Natural = min(r.Natural, second)
		}
	}
	r.Total = r.Natural + in.Modifier
	r.Success = r.Total > in.TN
	r.Effect = CheckEffect(r.Natural, r.Total, in.TN, in.StartEffect)
	return r
}
