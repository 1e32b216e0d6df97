package rollunder

import (
	"fmt"

	"sessionzero/rules/dice"
)

// HarmInput is an attack against one defender: the gang, the defender's
// HP and current STR, and an optional dodge (a DEX save that avoids all
// damage, L12).
type HarmInput struct {
	Gang GangInput
	HP   int
	STR  int
	// Dodge, when set, is the defender's DEX save.
	Dodge *SaveInput
}

// HarmResult is what the attack does to the defender, exactly.
type HarmResult struct {
	Attack AttackResult
	// Damage is D: the damage after armour, 0 when the dodge passes.
	Damage     dice.Dist
	PNoDamage  float64
	POutOfHP   float64
	PStrLoss   float64
	PCritical  float64
	PDead      float64
	PDodge     float64
	Explain    []string
	HP, STR    int
	DodgeSaved bool
}

// Harm computes the harm odds of §5.3: P(out of HP) = P(D ≥ 1 and D ≥ H);
// P(STR loss) = P(D > H); P(dead) = P(D ≥ 1 and D − H ≥ S); P(critical) =
// Σ over d ≥ max(H, 1) with d − H < S of P(D = d)·(1 − p(S − (d − H))),
// the STR save against the reduced STR (RU-17, RU-18).
func Harm(in HarmInput) (HarmResult, error) {
	if err := checkRange("--hp (the target's HP)", in.HP, 0, 999); err != nil {
		return HarmResult{}, err
	}
	if err := checkRange("--str (the target's STR)", in.STR, 1, 30); err != nil {
		return HarmResult{}, err
	}
	att, err := Gang(in.Gang)
	if err != nil {
		return HarmResult{}, err
	}
	pDodge := 0.0
	if in.Dodge != nil {
		if err := checkRange("--dodge (the dodger's DEX)", in.Dodge.Score, 0, 30); err != nil {
			return HarmResult{}, err
		}
		pDodge = Save(*in.Dodge).PSuccess
	}
	m := map[int]float64{}
	for _, d := range att.Damage.Outcomes() {
		m[d] += att.Damage.Prob(d) * (1 - pDodge)
	}
	m[0] += pDodge
	dist := dice.FromMap(m)
	r := HarmResult{Attack: att, Damage: dist, PDodge: pDodge, HP: in.HP, STR: in.STR}
	for _, d := range dist.Outcomes() {
		p := dist.Prob(d)
		if d == 0 {
			r.PNoDamage += p
			continue
		}
		if d < in.HP {
			continue
		}
		r.POutOfHP += p
		excess := d - in.HP
		if excess > 0 {
			r.PStrLoss += p
		}
		if excess >= in.STR {
			r.PDead += p
			continue
		}
		r.PCritical += p * (1 - Save(SaveInput{Score: in.STR - excess}).PSuccess)
	}
	r.Explain = append(append([]string{}, att.Explain...),
		fmt.Sprintf(`HP %d, STR %d: "When you run out of HP, any remaining Damage is removed from your STR score. Now you must pass a STR Save to avoid Critical Damage" (Damage); "The character dies at STR 0".`, in.HP, in.STR))
	if in.Dodge != nil {
		r.Explain = append(r.Explain, fmt.Sprintf(`Dodge: "Make a DEX Save to avoid all damage", DEX %d passes with %.4f.`, in.Dodge.Score, pDodge))
	}
	return r, nil
}

func checkRange(key string, v, lo, hi int) error {
	if v < lo || v > hi {
		return fmt.Errorf("%s is %d, allowed %d to %d", key, v, lo, hi)
	}
	return nil
}
