package evening

import (
	"fmt"
	"sessionzero/rules"
	"strconv"
	"strings"

	"sessionzero/rules/dice"
)

// EffectLevel is a check's degree of success (003_b350af455cb359c1.txt
// "Effect level": No effect, Limited, Standard, Strong, Great).
type EffectLevel int

// The effect levels, weakest first. Their numbers are the keys of the
// effect distributions.
const (
	EffectNone EffectLevel = iota
	EffectLimited
	EffectStandard
	EffectStrong
	EffectGreat
)

var checkEffectNames = []string{"no effect", "limited", "standard", "strong", "great"}

// String is the level's name as the book writes it ("no effect", "great").
func (e EffectLevel) String() string {
	if e < EffectNone || e > EffectGreat {
		return "effect " + strconv.Itoa(int(e))
	}
	return checkEffectNames[e]
}

// ParseEffectLevel reads a level by name ("standard", "no effect", "none")
// or number (0–4); "" is Standard, the book's usual starting effect.
func ParseEffectLevel(s string) (EffectLevel, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	switch s {
	case "":
		return EffectStandard, nil
	case "none", "no-effect", "no_effect":
		return EffectNone, nil
	}
	for i, name := range checkEffectNames {
		if s == name {
			return EffectLevel(i), nil
		}
	}
	if n, err := strconv.Atoi(s); err == nil && n >= int(EffectNone) && n <= int(EffectGreat) {
		return EffectLevel(n), nil
	}
	return 0, fmt.Errorf("evening effect level %q: use no effect, limited, standard, strong, great (or 0–4)", s)
}

// CheckInput is one d20 check.
type CheckInput struct {
	Modifier     int // everything added to the d20
	TN           int // target number
	Advantage    bool
	Disadvantage bool
	// StartEffect is the effect level the narrator starts from.
	StartEffect EffectLevel
}

// CheckResult is the exact odds of a check.
type CheckResult struct {
	Input CheckInput
	// Natural is the distribution of the d20 kept (after advantage or
	// disadvantage); Total adds the modifier.
	Natural, Total dice.Dist
	// PSuccess is P(total > TN), the headline number.
	PSuccess float64
	// Effect is the effect level over every roll, success or failure
	// (keys are EffectLevel numbers, 0 = no effect … 4 = great).
	Effect dice.Dist
	// EffectOnSuccess is P(the check succeeds at that level); its total is
	// PSuccess.
	EffectOnSuccess dice.Dist
	Explain         []string
}

// CheckEffect is the effect level after the roll (003_b350af455cb359c1.txt
// "Making checks"): one level up when the total is 10 or more above the
// TN and one for a natural 20; one down when it is 10 or more below and
// one for a natural 1; cumulative, kept between No effect and Great.
func CheckEffect(natural, total, tn int, start EffectLevel) EffectLevel {
	level := start
	if total >= tn+10 {
		level++
	}
	if total <= tn-10 {
		level--
	}
	switch natural {
	case 20:
		level++
	case 1:
		level--
	}
	return min(max(level, EffectNone), EffectGreat)
}

// MaxCheckNumber bounds a check's modifier and target number
// (−MaxCheckNumber to MaxCheckNumber), so no sum overflows.
const MaxCheckNumber = 1000

// Check computes the exact odds of a check. Modifier and TN must lie in
// −MaxCheckNumber…MaxCheckNumber; outside that it returns an error naming
// the number and its range.
func Check(in CheckInput) (CheckResult, error) {
	if err := rules.JoinErrors(rules.CheckRange("modifier", in.Modifier, -MaxCheckNumber, MaxCheckNumber),
		rules.CheckRange("target number", in.TN, -MaxCheckNumber, MaxCheckNumber)); err != nil {
		return CheckResult{}, fmt.Errorf("evening check: %w", err)
	}
	if in.StartEffect < EffectNone || in.StartEffect > EffectGreat {
		return CheckResult{}, fmt.Errorf("evening check: unknown starting effect %d", in.StartEffect)
	}
	natural, how := naturalDist(in.Advantage, in.Disadvantage)
	res := CheckResult{Input: in, Natural: natural, Total: natural.Shift(in.Modifier)}
	effect := map[int]float64{}
	onSuccess := map[int]float64{}
	for _, n := range natural.Outcomes() {
		p := natural.Prob(n)
		total := n + in.Modifier
		level := int(CheckEffect(n, total, in.TN, in.StartEffect))
		effect[level] += p
		if total > in.TN {
			res.PSuccess += p
			onSuccess[level] += p
		}
	}
	res.Effect = dice.FromMap(effect)
	res.EffectOnSuccess = dice.FromMap(onSuccess)
	res.Explain = []string{
		fmt.Sprintf(`Success when %s %+d beats TN %d (003_b350af455cb359c1.txt: "If the total rolled plus its modifiers beat the target number, the check succeeds").`, how, in.Modifier, in.TN),
		fmt.Sprintf(`Effect starts at %s; ±1 level for a total 10 or more above/below the TN and for a natural 20/1, cumulative ("These are cumulative"), kept between no effect and great.`, in.StartEffect),
	}
	return res, nil
}

// naturalDist is the d20 kept: 2d20 keep highest with advantage, lowest
// with disadvantage, one d20 when neither or both (they cancel).
func naturalDist(adv, dis bool) (dice.Dist, string) {
	switch {
	case adv && !dis:
		return dice.KeepHighestOf(2, 20, 1), "the higher of 2d20 (advantage)"
	case dis && !adv:
		return dice.KeepLowestOf(2, 20, 1), "the lower of 2d20 (disadvantage)"
	case adv && dis:
		return dice.Uniform(20), "d20 (advantage and disadvantage cancel)"
	}
	return dice.Uniform(20), "d20"
}

// DeathSaveRoll is what one death save adds (003_b350af455cb359c1.txt
// "Death saves"): "A roll of 1 is two failures. A roll of 2-9 is one
// failure. A roll of 10-19 is one success. A roll of 20 is immediate
// recovery."
func DeathSaveRoll(roll int) (failures, successes int, recover bool) {
	switch {
	case roll <= 1:
		return 2, 0, false
	case roll <= 9:
		return 1, 0, false
	case roll <= 19:
		return 0, 1, false
	}
	return 0, 0, true
}

// DeathSaveResult is the exact outcome of rolling death saves to the end.
type DeathSaveResult struct {
	PRecover, PDie float64
	Explain        []string
}

// DeathSaves computes the chance to recover or die, starting with no
// failures and no successes: 3 failures die; 3 successes or a 20 recover.
func DeathSaves() DeathSaveResult {
	return DeathSavesFrom(0, 0)
}

// DeathSavesFrom is DeathSaves for a character who already has some
// failures and successes marked.
func DeathSavesFrom(failures, successes int) DeathSaveResult {
	var memo [3][3]float64
	var known [3][3]bool
	var recover func(f, s int) float64
	recover = func(f, s int) float64 {
		if f >= 3 {
			return 0
		}
		if s >= 3 {
			return 1
		}
		if known[f][s] {
			return memo[f][s]
		}
		p := 0.0
		for roll := 1; roll <= 20; roll++ {
			df, ds, up := DeathSaveRoll(roll)
			if up {
				p += 1.0 / 20
			} else {
				p += recover(f+df, s+ds) / 20
			}
		}
		memo[f][s], known[f][s] = p, true
		return p
	}
	pr := recover(max(failures, 0), max(successes, 0))
	return DeathSaveResult{
		PRecover: pr,
		PDie:     1 - pr,
		Explain: []string{
			`1 is two failures, 2–9 one failure, 10–19 one success, 20 recovers at once (003_b350af455cb359c1.txt "Death saves").`,
			`3 failures die; 3 successes recover. The book also says "3 successes, your character dies"; design.md decides that 3 successes recover, as the next sentence says.`,
		},
	}
}
