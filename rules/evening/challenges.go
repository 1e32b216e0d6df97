package evening

import (
	"fmt"

	"sessionzero/rules/encounter"
)

// This file holds challenges and the resolution of dangers: attempts that
// tally successes and failures, giving up and the urgency (L737–757,
// L909–953).

func tallyTarget(st *encounter.State, id string) (*encounter.Combatant, error) {
	if id != "" {
		t, err := st.Combatant(id)
		if err != nil {
			return nil, err
		}
		if t.Kind != CombatantChallenge && t.Kind != CombatantDanger {
			return nil, fmt.Errorf("%s is not a challenge or danger", t.Name)
		}
		return t, nil
	}
	for _, c := range st.Combatants {
		if c.Kind == CombatantChallenge || c.Kind == CombatantDanger {
			return c, nil
		}
	}
	return nil, fmt.Errorf("no challenge or danger in the encounter")
}

func attempt(st *encounter.State, c *encounter.Combatant, p AttemptEvent) error {
	ch, err := tallyTarget(st, p.Challenge)
	if err != nil {
		return err
	}
	suit := p.Suitability
	if suit == "" {
		suit = "fine"
	}
	shift, ok := Suitability[suit]
	if !ok {
		return fmt.Errorf("suitability is %q, use one of %v", p.Suitability, SuitabilityNames)
	}
	if err := checkNatural(p.Natural); err != nil {
		return err
	}
	start := EffectStandard
	if p.StartEffect != nil {
		start = *p.StartEffect
	}
	in := CheckInput{Modifier: p.Modifier, TN: res(ch, rTN) + shift, StartEffect: start, PostEffect: p.PostEffect}
	if err := in.Validate(); err != nil {
		return err
	}
	r := ResolveRoll(in, p.Natural, 0)
	if r.Success {
		n := SuccessesFor(r.Effect)
		addR(ch, rSuccesses, n)
		if !st.Quiet {
			st.Sayf("%s %s: %d vs TN %d, %s → %d success(es)", c.Name, orDefault(p.Aptitude, "attempts"), r.Total, in.TN, r.Effect, n) // EVE-17
		}
	} else {
		addR(ch, rFailures, 1)
		if !st.Quiet {
			st.Sayf("%s fails: %d vs TN %d → one failure", c.Name, r.Total, in.TN) // EVE-18
		}
	}
	if !st.Quiet && (r.ThreadBad || r.ThreadGood) {
		st.Sayf("thread prompt: %s", r.Outcome())
	}
	switch {
	case res(ch, rSuccesses) >= res(ch, rSuccessesNeeded):
		setR(ch, rResolved, 1)
		offerXP(st, ch)
		st.Sayf("%s is resolved", ch.Name) // L754
		finish(st, "resolved")
	case res(ch, rFailures) >= res(ch, rFailureThreshold):
		st.Sayf("%s fails: its threat happens", ch.Name) // L755
		finish(st, "failed")
	}
	return nil
}

func giveUp(st *encounter.State) error {
	st.Sayf(`"Giving up means the threat takes place."`) // L757
	finish(st, "abandoned")
	return nil
}

func urgencyMet(st *encounter.State) error {
	st.Sayf("the urgency is met: it ends and its threat occurs") // L735
	finish(st, "expired")
	return nil
}
