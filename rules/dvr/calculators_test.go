package dvr

import (
	"math"
	"testing"
)

// The gun shot (L205): "(3,4,2)" on 5v2 needs 3 points; "I could have also
// dealt 1 damage" when all three come from the gun.
func TestPlanPushGunExample(t *testing.T) {
	in := OddsInput{CheckInput: CheckInput{Pool: []int{6, 6, 6}, Difficulty: 5, Risk: 2}}
	plan, err := PlanPush(in, []int{3, 4, 2}, 4)
	if err != nil {
		t.Fatal(err)
	}
	if plan.PushCost == nil {
		t.Fatalf("plan %+v (failed: %s)", plan, `plan.PushCost == nil`)
	}
	if *plan.PushCost != 3 {
		t.Fatalf("plan %+v (failed: %s)", plan, `*plan.PushCost != 3`)
	}
	if *plan.DamageFromWeapon != 1 {
		t.Fatalf("plan %+v (failed: %s)", plan, `*plan.DamageFromWeapon != 1`)
	}
	if *plan.DamageFromFocus != 4 {
		t.Fatalf("plan %+v (failed: %s)", plan, `*plan.DamageFromFocus != 4`)
	}
	total := 0
	for _, l := range plan.Lifts {
		total += l.Points
	}
	if total != 3 {
		t.Errorf("lifts %+v, want the 4 (1 point) then the 3 (2 points) (failed: %s)", plan.Lifts, `total != 3`)
	}
	if len(plan.Lifts) != 2 {
		t.Fatalf("lifts %+v, want the 4 (1 point) then the 3 (2 points) (failed: %s)", plan.Lifts, `len(plan.Lifts) != 2`)
	}
	if plan.Lifts[0].Die != 1 {
		t.Errorf("lifts %+v, want the 4 (1 point) then the 3 (2 points) (failed: %s)", plan.Lifts, `plan.Lifts[0].Die != 1`)
	}
	if _, err := PlanPush(in, []int{3, 7, 2}, 4); err == nil {
		t.Error("a 7 on a d6 planned")
	}
	// All or Nothing on the first die (2 on 5v3): only its double success
	// can reach 3: 3 points on it and 1 on the 4.
	in.AllOrNothing, in.Risk = 1, 3
	plan, _ = PlanPush(in, []int{2, 4, 3}, 0)
	if plan.PushCost == nil {
		t.Fatalf("All-or-Nothing plan %+v (failed: %s)", plan, `plan.PushCost == nil`)
	}
	if *plan.PushCost != 4 {
		t.Errorf("All-or-Nothing plan %+v (failed: %s)", plan, `*plan.PushCost != 4`)
	}
	if len(plan.Lifts) != 2 {
		t.Fatalf("All-or-Nothing plan %+v (failed: %s)", plan, `len(plan.Lifts) != 2`)
	}
	if plan.Lifts[0] != (Push{Die: 0, Points: 3}) {
		t.Errorf("All-or-Nothing plan %+v (failed: %s)", plan, `plan.Lifts[0] != (Push{Die: 0, Points: 3})`)
	}
	if plan.Lifts[1] != (Push{Die: 1, Points: 1}) {
		t.Errorf("All-or-Nothing plan %+v (failed: %s)", plan, `plan.Lifts[1] != (Push{Die: 1, Points: 1})`)
	}
}

func TestAttackOddsMatchBruteForce(t *testing.T) {
	for _, c := range []struct {
		pool    []int
		d, r, w int
		p       int
	}{{[]int{6, 6, 6}, 5, 2, 4, 2}, {[]int{8, 6}, 4, 1, 2, 0}, {[]int{4, 10, 6}, 6, 2, 8, 3}} {
		in := CheckInput{Pool: c.pool, Difficulty: c.d, Risk: c.r}
		got, err := AttackOddsFor(in, c.w, c.p)
		if err != nil {
			t.Fatal(err)
		}
		var hit, pushed float64
		dmg := map[int]float64{}
		eachRoll(c.pool, func(faces []int, pr float64) {
			cost := bruteCost(faces, c.pool, c.d, in.Needed(), -1, false)
			if cost < 0 || cost > c.p+c.w {
				dmg[0] += pr
				return
			}
			if cost == 0 {
				hit += pr
			}
			pushed += pr
			d := c.w - max(0, cost-c.p)
			if IsCrit(faces) {
				d += int(math.Ceil(float64(c.w) / 2))
			}
			dmg[d] += pr
		})
		if math.Abs(got.PHit-hit) > tolerance {
			t.Errorf("%v: hit %v/%v, brute %v/%v (failed: %s)", c.pool, got.PHit, got.PHitPushed, hit, pushed, `math.Abs(got.PHit-hit) > tolerance`)
		}
		if math.Abs(got.PHitPushed-pushed) > tolerance {
			t.Errorf("%v: hit %v/%v, brute %v/%v (failed: %s)", c.pool, got.PHit, got.PHitPushed, hit, pushed, `math.Abs(got.PHitPushed-pushed) > tolerance`)
		}
		for k, v := range dmg {
			if math.Abs(got.Damage.Prob(k)-v) > tolerance {
				t.Errorf("%v: P(damage %d) %v, brute %v", c.pool, k, got.Damage.Prob(k), v)
			}
		}
	}
	if AttackDifficulty(1, 0) != 5 {
		t.Error("the book's 5v2: light cover and light armour", "failed:", `AttackDifficulty(1, 0) != 5`)
	}
	if Armour["light"] != 2 {
		t.Error("the book's 5v2: light cover and light armour", "failed:", `Armour["light"] != 2`)
	}
}

func TestOddsReportKeys(t *testing.T) {
	in := OddsInput{CheckInput: CheckInput{Pool: []int{6, 6, 6}, Difficulty: 5, Risk: 2}, GMBuysOnes: true, AllOrNothing: 3}
	m, err := OddsReport(in, 3)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"p_complete", "p_partial", "p_failure", "p_crit_fail", "p_crit", "successes", "mean_gm_points", "p_complete_without_push"} {
		if _, ok := m[k]; !ok {
			t.Errorf("key %s missing", k)
		}
	}
	sum := m["p_complete_without_push"].(float64) + m["p_partial"].(float64) + m["p_failure"].(float64) + m["p_crit_fail"].(float64)
	if math.Abs(sum-1) > 1e-12 {
		t.Errorf("tiers sum to %v; pushed %v (failed: %s)", sum, m["p_complete"], `math.Abs(sum-1) > 1e-12`)
	}
	if m["p_complete"].(float64) < m["p_complete_without_push"].(float64) {
		t.Errorf("tiers sum to %v; pushed %v (failed: %s)", sum, m["p_complete"], `m["p_complete"].(float64) < m["p_complete_without_push"].(float64)`)
	}
	if _, err := OddsReport(in, 1001); err == nil {
		t.Error("1001 push points accepted")
	}
}
