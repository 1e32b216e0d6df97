package evening

import (
	"math"
	"strings"
	"testing"
)

func TestBookEffectExample(t *testing.T) {
	// "if you roll 10 or more lower and a natural 1, decrease effect by two
	// levels" (L109): the shift is −2 and the check fails (EVE-13).
	r := ResolveRoll(CheckInput{Modifier: 0, TN: 15, StartEffect: EffectStandard}, 1, 0)
	if r.Shift != -2 {
		t.Fatalf("r.Shift != -2: %+v %q", r, r.Outcome())
	}
	if r.Success {
		t.Fatalf("r.Success: %+v %q", r, r.Outcome())
	}
	if !r.ThreadBad {
		t.Fatalf("!r.ThreadBad: %+v %q", r, r.Outcome())
	}
	if !strings.HasPrefix(r.Outcome(), "fails, by 10 or more, natural 1") {
		t.Errorf(`!strings.HasPrefix(r.Outcome(), "fails, by 10 or more, natural 1"): %+v %q`, r, r.Outcome())
	}
}

func TestAttackNaturals(t *testing.T) {
	// "a natural 20 always hits", "a natural 1 always misses" (L989–990).
	hi, _ := Check(CheckInput{Mode: ModeAttack, Modifier: 15, TN: 14})
	lo, _ := Check(CheckInput{Mode: ModeAttack, Modifier: 0, TN: 26})
	if math.Abs(hi.PSuccess-19.0/20) > 1e-12 {
		t.Fatalf("math.Abs(hi.PSuccess-19.0/20) > 1e-12: attack %v %v", hi.PSuccess, lo.PSuccess)
	}
	if math.Abs(lo.PSuccess-1.0/20) > 1e-12 {
		t.Fatalf("math.Abs(lo.PSuccess-1.0/20) > 1e-12: attack %v %v", hi.PSuccess, lo.PSuccess)
	}
	if math.Abs(lo.PCrit-1.0/20) > 1e-12 {
		t.Errorf("math.Abs(lo.PCrit-1.0/20) > 1e-12: attack %v %v", hi.PSuccess, lo.PSuccess)
	}
	plain, _ := Check(CheckInput{Modifier: 15, TN: 14})
	if math.Abs(plain.PSuccess-1) > 1e-12 {
		t.Fatalf("math.Abs(plain.PSuccess-1) > 1e-12: plain check %v auto %v", plain.PSuccess, plain.AutoSuccess)
	}
	if !plain.AutoSuccess {
		t.Errorf("!plain.AutoSuccess: plain check %v auto %v", plain.PSuccess, plain.AutoSuccess)
	}
}

func TestCoverLowersTheTN(t *testing.T) {
	// "half-cover, that would be *limited*, while three-quarters would be
	// *standard*, and full cover would be *great*" (L351): TN −3/−6/−9.
	for cover, drop := range map[string]int{"limited": 3, "standard": 6, "great": 9, "none": 0} {
		in := CheckInput{Mode: ModeDefense, TN: 15, Cover: cover}
		if in.TNEffective() != 15-drop {
			t.Errorf("%s: %d", cover, in.TNEffective())
		}
	}
}

// brute enumerates the main dice (two, the second ignored unless needed)
// and the reserve die through ResolveRoll.
func brute(in CheckInput) (success float64, onSuccess [5]float64) {
	sides := in.sides()
	rs := max(in.ReserveDie, 1)
	w := 1.0 / float64(sides*sides*rs)
	for a := 1; a <= sides; a++ {
		for b := 1; b <= sides; b++ {
			n := keptDie(in, a, b)
			for r := 1; r <= rs; r++ {
				face := r
				if in.ReserveDie == 0 {
					face = 0
				}
				roll := ResolveRoll(in, n, face)
				if roll.Success {
					success += w
					onSuccess[roll.Effect] += w
				}
			}
		}
	}
	return
}

func TestResolverMatchesBruteForce(t *testing.T) {
	ins := []CheckInput{
		{Mode: ModeAttack, Modifier: 4, TN: 16, Advantage: true, StartEffect: EffectStandard, PostEffect: 1},
		{Mode: ModeDefense, Modifier: 2, TN: 18, Defend: true, Cover: "limited", ReserveDie: 8, StartEffect: EffectLimited},
		{Mode: ModeWealth, Modifier: 2, TN: 10, Disadvantage: true, StartEffect: EffectStandard},
		{Mode: ModeResource, Modifier: 3, TN: 12, StartEffect: EffectGreat, PostEffect: -3},
	}
	for _, in := range ins {
		got, err := Resolve(in)
		if err != nil {
			t.Fatal(err)
		}
		s, on := brute(in)
		if math.Abs(got.PSuccess-s) > 1e-12 {
			t.Errorf("%+v: %v, brute %v", in, got.PSuccess, s)
		}
		for l := range 5 {
			if math.Abs(got.EffectOnSuccess.Prob(l)-on[l]) > 1e-12 {
				t.Errorf("%+v effect %d: %v, brute %v", in, l, got.EffectOnSuccess.Prob(l), on[l])
			}
		}
	}
	// Re-roll: p + (1 − p)·p (L190).
	base, _ := Check(CheckInput{TN: 12})
	re, _ := Check(CheckInput{TN: 12, Reroll: true})
	{
		want := base.PSuccess + (1-base.PSuccess)*base.PSuccess
		if math.Abs(re.PSuccess-want) > 1e-12 {
			t.Fatalf("math.Abs(re.PSuccess-want) > 1e-12: reroll %v want %v", re.PSuccess, want)
		}
		if math.Abs(re.EffectOnSuccess.Total()-want) > 1e-12 {
			t.Errorf("math.Abs(re.EffectOnSuccess.Total()-want) > 1e-12: reroll %v want %v", re.PSuccess, want)
		}
	}
}

func TestCheckLimits(t *testing.T) {
	for _, in := range []CheckInput{{Modifier: 9223372036854775807, TN: 10}, {TN: 9223372036854775800}, {PostEffect: 5},
		{Mode: "magic"}, {Cover: "wall"}, {ReserveDie: 7}} {
		{
			_, err := Check(in)
			if err == nil {
				t.Fatalf("err == nil: %+v: %v", in, err)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("strings.Contains(err.Error(), \"\\n\"): %+v: %v", in, err)
			}
		}
	}
}

func TestGroupAndContested(t *testing.T) {
	// Group: at least half plus one (L68). Three members at 50 %: P = 1/2.
	g, err := GroupCheck([]CheckInput{{TN: 10}, {TN: 10}, {TN: 10}})
	if err != nil {
		t.Fatalf("err != nil: %+v %v", g, err)
	}
	if g.SuccessesNeeded != 2 {
		t.Fatalf("g.SuccessesNeeded != 2: %+v %v", g, err)
	}
	if math.Abs(g.PSuccess-0.5) > 1e-12 {
		t.Errorf("math.Abs(g.PSuccess-0.5) > 1e-12: %+v %v", g, err)
	}
	// Contested: equal sides win half the time (L72).
	c, err := Contested(CheckInput{Modifier: 3}, CheckInput{Modifier: 3})
	if err != nil {
		t.Fatalf("err != nil: %+v %v", c, err)
	}
	if math.Abs(c.PA-0.5) > 1e-12 {
		t.Fatalf("math.Abs(c.PA-0.5) > 1e-12: %+v %v", c, err)
	}
	if math.Abs(c.PTie-1.0/20) > 1e-12 {
		t.Errorf("math.Abs(c.PTie-1.0/20) > 1e-12: %+v %v", c, err)
	}
	// Brute force an unequal contest.
	c, _ = Contested(CheckInput{Modifier: 2, Advantage: true}, CheckInput{Modifier: 4})
	var gt, tie float64
	for a1 := 1; a1 <= 20; a1++ {
		for a2 := 1; a2 <= 20; a2++ {
			for b := 1; b <= 20; b++ {
				x, y := max(a1, a2)+2, b+4
				if x > y {
					gt += 1.0 / 8000
				} else if x == y {
					tie += 1.0 / 8000
				}
			}
		}
	}
	if math.Abs(c.PA-gt/(1-tie)) > 1e-12 {
		t.Errorf("contested %v want %v", c.PA, gt/(1-tie))
	}
}

// TestParseGroupMember reads the MOD:TN notation of a group check's
// members (L68: a group check is everyone's check against one TN).
func TestParseGroupMember(t *testing.T) {
	tests := []struct {
		in      string
		mod, tn int
		ok      bool
	}{
		{"3:12", 3, 12, true}, {" -1:9 ", -1, 9, true}, {"+2:15", 2, 15, true},
		{"3", 0, 0, false}, {"3:x", 0, 0, false}, {"3:12:4", 0, 0, false}, {"", 0, 0, false},
	}
	for _, tc := range tests {
		got, err := ParseGroupMember(tc.in)
		if (err == nil) != tc.ok {
			t.Fatalf("(err == nil) != tc.ok: %q: %+v, %v", tc.in, got, err)
		}
		if tc.ok && (got.Modifier != tc.mod || got.TN != tc.tn || got.StartEffect != EffectStandard) {
			t.Errorf("(tc.ok && (got.Modifier != tc.mod || got.TN != tc.tn || got.StartEffect != EffectStandard)): %q: %+v, %v", tc.in, got, err)
		}
	}
}
