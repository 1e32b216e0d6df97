package evening

import (
	"errors"
	"fmt"
	"strings"

	"sessionzero/rules"
)

// GroupOdds is a group check (L68): everyone checks against one TN and the
// group succeeds when at least floor(n/2) + 1 succeed.
type GroupOdds struct {
	PSuccess        float64   `json:"p_success"`
	SuccessesNeeded int       `json:"successes_needed"`
	PEach           []float64 `json:"p_each"`
	Explain         []string  `json:"explain"`
}

// ParseGroupMember reads one group member as MOD:TN ("3:12"), the
// notation of `odds evening-group --member`.
func ParseGroupMember(s string) (CheckInput, error) {
	in := CheckInput{StartEffect: EffectStandard}
	var rest string
	if n, _ := fmt.Sscanf(strings.TrimSpace(s)+" ", "%d:%d%s", &in.Modifier, &in.TN, &rest); n < 2 || rest != "" {
		return CheckInput{}, fmt.Errorf("member %q must be MOD:TN, e.g. 3:12", s)
	}
	return in, nil
}

// GroupCheck computes a group check exactly (a Poisson-binomial sum).
func GroupCheck(members []CheckInput) (GroupOdds, error) {
	if len(members) == 0 || len(members) > 100 {
		return GroupOdds{}, fmt.Errorf("evening group check: %d members, allowed 1 to 100", len(members))
	}
	dist := []float64{1}
	var each []float64
	for i, m := range members {
		r, err := Check(m)
		if err != nil {
			return GroupOdds{}, fmt.Errorf("member %d: %w", i+1, err)
		}
		p := r.PSuccess
		each = append(each, p)
		next := make([]float64, len(dist)+1)
		for k, q := range dist {
			next[k] += q * (1 - p)
			next[k+1] += q * p
		}
		dist = next
	}
	need := len(members)/2 + 1
	g := GroupOdds{SuccessesNeeded: need, PEach: each}
	for k := need; k < len(dist); k++ {
		g.PSuccess += dist[k]
	}
	g.Explain = []string{fmt.Sprintf("Group check: %d of %d must succeed (at least half plus one).", need, len(members))} // L68
	return g, nil
}

// ContestedOdds is a contested check (L72): both roll, the higher total
// wins, ties reroll.
type ContestedOdds struct {
	PA      float64  `json:"p_a"`
	PB      float64  `json:"p_b"`
	PTie    float64  `json:"p_tie"`
	Explain []string `json:"explain"`
}

// Contested computes P(A wins) = P(A > B) / (1 − P(tie)) for two checks
// (their TNs are ignored).
func Contested(a, b CheckInput) (ContestedOdds, error) {
	ra, err := Check(a)
	if err != nil {
		return ContestedOdds{}, fmt.Errorf("side a: %w", err)
	}
	rb, err := Check(b)
	if err != nil {
		return ContestedOdds{}, fmt.Errorf("side b: %w", err)
	}
	var gt, tie float64
	for _, x := range ra.Total.Outcomes() {
		px := ra.Total.Prob(x)
		gt += px * rb.Total.AtMost(x-1)
		tie += px * rb.Total.Prob(x)
	}
	o := ContestedOdds{PTie: tie, Explain: []string{`"the higher total wins"; ties roll again (Contested Checks), so P(A) = P(A > B) / (1 − P(tie)).`}} // L72
	if tie < 1 {
		o.PA = gt / (1 - tie)
		o.PB = 1 - o.PA
	}
	return o, nil
}

// ChallengeInput is one character's repeated attempts at a challenge.
type ChallengeInput struct {
	Modifier    int         `json:"modifier"`
	Rating      int         `json:"rating"`
	Suitability string      `json:"suitability"`
	Complexity  int         `json:"complexity"`
	StartEffect EffectLevel `json:"start_effect"`
	Advantage   bool        `json:"advantage,omitempty"`
	Disadv      bool        `json:"disadvantage,omitempty"`
	// Successes and Failures are the tallies already marked (the tracker's
	// chance from here); zero at the start.
	Successes int `json:"successes,omitempty"`
	Failures  int `json:"failures,omitempty"`
}

// ChallengeOdds is the exact chance to resolve a challenge before failing.
type ChallengeOdds struct {
	TN               int      `json:"tn"`
	SuccessesNeeded  int      `json:"successes_needed"`
	FailureThreshold int      `json:"failure_threshold"`
	PResolve         float64  `json:"p_resolve"`
	PFail            float64  `json:"p_fail"`
	Explain          []string `json:"explain"`
}

// ChallengeChance computes the odds with absorbing tallies: each attempt
// marks successes by its effect (EVE-17) or one failure (EVE-18).
func ChallengeChance(in ChallengeInput) (ChallengeOdds, error) {
	shift, ok := Suitability[in.Suitability]
	if in.Suitability == "" {
		shift, ok = 0, true
	}
	if !ok {
		return ChallengeOdds{}, fmt.Errorf("evening challenge: suitability %q, use one of %v", in.Suitability, SuitabilityNames)
	}
	if err := rules.JoinErrors(rules.CheckRange("rating", in.Rating, 1, 10), rules.CheckRange("complexity", in.Complexity, 1, 10),
		rules.CheckRange("successes", in.Successes, 0, 100), rules.CheckRange("failures", in.Failures, 0, 100)); err != nil {
		return ChallengeOdds{}, fmt.Errorf("evening challenge: %w", err)
	}
	tn := ChallengeTN(in.Rating) + shift
	r, err := Check(CheckInput{Modifier: in.Modifier, TN: tn, StartEffect: in.StartEffect, Advantage: in.Advantage, Disadvantage: in.Disadv})
	if err != nil {
		return ChallengeOdds{}, fmt.Errorf("evening challenge: %w", err)
	}
	need, fail := SuccessesNeeded(in.Complexity), FailureThreshold(in.Complexity)
	var gain [4]float64 // P(a success marking k)
	for l := EffectNone; l <= EffectGreat; l++ {
		gain[SuccessesFor(l)] += r.EffectOnSuccess.Prob(int(l))
	}
	pFail := 1 - r.PSuccess
	// memo[s][f] = P(resolve | s successes, f failures).
	memo := make([][]float64, need)
	for s := range memo {
		memo[s] = make([]float64, fail)
	}
	stay := gain[0]
	if stay >= 1 {
		return ChallengeOdds{}, errors.New("evening challenge: no attempt can ever mark a success or a failure")
	}
	for s := need - 1; s >= 0; s-- {
		for f := fail - 1; f >= 0; f-- {
			p := 0.0
			for k := 1; k <= 3; k++ {
				if s+k >= need {
					p += gain[k]
				} else {
					p += gain[k] * memo[s+k][f]
				}
			}
			if f+1 < fail {
				p += pFail * memo[s][f+1]
			}
			memo[s][f] = p / (1 - stay)
		}
	}
	o := ChallengeOdds{TN: tn, SuccessesNeeded: need, FailureThreshold: fail}
	switch {
	case in.Successes >= need:
		o.PResolve = 1
	case in.Failures >= fail:
		o.PResolve = 0
	default:
		o.PResolve = memo[in.Successes][in.Failures]
	}
	o.PFail = 1 - o.PResolve
	o.Explain = []string{fmt.Sprintf("TN %d = 3 × rating %d %+d suitability (How Challenges Work › Rating; Meeting a Challenge); %d successes before %d failures (How Challenges Work › Complexity).", tn, in.Rating, shift, need, fail), // L707–719, L745–750, L723–733
		"Successes per check: no effect 0, limited 1, standard 1, strong 2, great 3; a failure marks one."} // EVE-17, EVE-18
	return o, nil
}

// FallingDamage is floor(feet / 10) d6, at most 20d6 (L640, EVE-40).
func FallingDamage(feet int) Damage {
	return Damage{Count: min(max(feet, 0)/10, 20), Sides: 6}
}
