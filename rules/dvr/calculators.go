package dvr

import (
	"fmt"
	"sort"

	"sessionzero/rules/dice"
)

// GM calculators (spec §7). The check odds (§7.1) are CheckOdds and
// PushOddsWith; XP price (§7.4) is PricePurchase; item (§7.5) is
// ItemAfter; crisis odds (§7.7) is CrisisSave.

// PushPlan is the push planner's answer for a typed roll (spec §7.2).
type PushPlan struct {
	// PushCost is the fewest points that complete the roll; nil when none can.
	PushCost *int `json:"push_cost"`
	// Lifts are the dice to raise (0-based index, points), cheapest first.
	Lifts []Push `json:"lifts"`
	// DamageFromWeapon is W − cost when the weapon pays (nil if it cannot);
	// DamageFromFocus is W when Focus or Health pay.
	DamageFromWeapon *int `json:"damage_from_weapon,omitempty"`
	DamageFromFocus  *int `json:"damage_from_focus,omitempty"`
}

// PlanPush finds the cheapest lifts that complete the natural faces (spec
// §5.4) and, with a weapon damage pool w > 0, the damage left when the
// points come from the weapon or from Focus/Health.
func PlanPush(in OddsInput, faces []int, w int) (PushPlan, error) {
	if err := in.validate(MaxCheckPool); err != nil {
		return PushPlan{}, err
	}
	if err := validateFaces(in.Pool, faces); err != nil {
		return PushPlan{}, err
	}
	cost, ok := PushCost(in.CheckInput, faces, in.AllOrNothing, in.GMBuysOnes)
	plan := PushPlan{Lifts: []Push{}}
	if !ok {
		return plan, nil
	}
	plan.PushCost = &cost
	// Rebuild the lifts: try the set with and without the All-or-Nothing
	// die, keep the one that costs cost.
	type cand struct{ die, gap int }
	var cands []cand
	d := in.Difficulty
	for i, f := range faces {
		if f < d && d <= in.Pool[i] && i != in.AllOrNothing-1 {
			cands = append(cands, cand{i, d - f})
		}
	}
	sort.SliceStable(cands, func(a, b int) bool { return cands[a].gap < cands[b].gap })
	spent := 0
	if a := in.AllOrNothing - 1; a >= 0 && faces[a] < d && d <= in.Pool[a] {
		// Does lifting the All-or-Nothing die give the cheapest plan?
		trial := append([]int(nil), faces...)
		trial[a] = d
		if c2, ok2 := PushCost(in.CheckInput, trial, in.AllOrNothing, in.GMBuysOnes); ok2 && c2+d-faces[a] == cost && cost > 0 {
			plan.Lifts = append(plan.Lifts, Push{Die: a, Points: d - faces[a]})
			spent = d - faces[a]
		}
	}
	for _, c := range cands {
		if spent >= cost {
			break
		}
		plan.Lifts = append(plan.Lifts, Push{Die: c.die, Points: c.gap})
		spent += c.gap
	}
	if w > 0 {
		full := w
		plan.DamageFromFocus = &full
		if cost <= w {
			left := w - cost
			plan.DamageFromWeapon = &left
		}
	}
	return plan, nil
}

// AttackOdds is the attack calculator's answer (spec §7.3).
type AttackOdds struct {
	PHit       float64   `json:"p_hit"`
	PHitPushed float64   `json:"p_hit_pushed"`
	Damage     dice.Dist `json:"-"`
	// DamageMap is Damage for JSON: damage → probability.
	DamageMap map[string]float64 `json:"damage"`
}

// AttackOddsFor computes P(hit) without pushing, P(push_cost ≤ P + W), and
// the damage distribution when the player spends the fewest points, Focus
// or Health first up to p, the rest from the weapon: damage = W − max(0,
// cost − p) + ⌈W/2⌉ on a natural crit; 0 when cost > p + W. Optional rules
// off. Pools of up to MaxPushPool dice.
func AttackOddsFor(in CheckInput, w, p int) (AttackOdds, error) {
	if err := ValidateCheck(in, MaxPushPool); err != nil {
		return AttackOdds{}, fmt.Errorf("%w (attack odds)", err)
	}
	if w < 0 || w > maxSmall || p < 0 || p > MaxPushPoints {
		return AttackOdds{}, fmt.Errorf("dvr attack odds: damage 0–%d and points 0–%d", maxSmall, MaxPushPoints)
	}
	var out AttackOdds
	dmg := map[int]float64{}
	enumerateRolls(OddsInput{CheckInput: in}, func(pool CheckInput, faces []int, _ int, wt float64) {
		cost, ok := PushCost(pool, faces, 0, false)
		if !ok || cost > p+w {
			dmg[0] += wt
			return
		}
		if cost == 0 {
			out.PHit += wt
		}
		out.PHitPushed += wt
		d := w - max(0, cost-p)
		if IsCrit(faces) {
			d += (w + 1) / 2
		}
		dmg[d] += wt
	})
	out.Damage = dice.FromMap(dmg)
	out.DamageMap = map[string]float64{}
	for k, v := range dmg {
		out.DamageMap[fmt.Sprint(k)] = v
	}
	return out, nil
}

// Armour is a target's resistance R (L196, DVR-19).
var Armour = map[string]int{"clothes": 1, "light": 2, "heavy": 3}

// AttackDifficulty is D for an attack (DVR-19): 4, plus cover (light cover
// 1), plus one per Narrative condition on the attacker.
func AttackDifficulty(cover, narrative int) int { return 4 + cover + narrative }
