package dvr

import (
	"math"
	"testing"
)

// forgetOdds empties OddsWithPush's memory, so a benchmark measures the
// computation and not the lookup.
func forgetOdds() {
	rollOddsCache.Lock()
	clear(rollOddsCache.m)
	rollOddsCache.Unlock()
}

// TestPushChanceIsPushOddsAtOneBudget: the one-budget program gives the
// same chance as the table of every budget, with and without an
// All-or-Nothing die ("Items can be sacrificed to double their output",
// 001_b486315a8cda90c7.txt All or Nothing ruling) and with the GM buying 1s.
func TestPushChanceIsPushOddsAtOneBudget(t *testing.T) {
	for _, in := range []OddsInput{
		{CheckInput: CheckInput{Pool: []int{6, 6, 6}, Difficulty: 5, Risk: 2}},
		{CheckInput: CheckInput{Pool: []int{8, 6, 4}, Difficulty: 4, Risk: 1}, AllOrNothing: 1},
		{CheckInput: CheckInput{Pool: []int{12, 10, 8, 6}, Difficulty: 7, Risk: 3}, AllOrNothing: 2, GMBuysOnes: true},
		{CheckInput: CheckInput{Pool: []int{4, 4, 6}, Difficulty: 8, Risk: 1}},
		{CheckInput: CheckInput{Pool: []int{10, 10, 8, 8, 6, 6, 4, 12}, Difficulty: 5, Risk: 2}, AllOrNothing: 8},
	} {
		const points = 12
		all, err := PushOddsWith(in, points)
		if err != nil {
			t.Fatal(err)
		}
		for b := 0; b <= points; b++ {
			one, err := PushChance(in, b)
			if err != nil {
				t.Fatal(err)
			}
			if math.Abs(one-all.ByPoints[b]) > 1e-12 {
				t.Errorf("%+v, %d points: %v, the table says %v", in, b, one, all.ByPoints[b])
			}
		}
		forgetOdds()
		o, err := OddsWithPush(in, points)
		if err != nil {
			t.Fatalf("OddsWithPush %+v: %+v %v (failed: %s)", in, o, err, `err != nil`)
		}
		if !o.Pushed {
			t.Errorf("OddsWithPush %+v: %+v %v (failed: %s)", in, o, err, `!o.Pushed`)
		}
		if math.Abs(o.PCompletePushed-all.ByPoints[points]) > 1e-12 {
			t.Errorf("OddsWithPush %+v: %+v %v (failed: %s)", in, o, err, `math.Abs(o.PCompletePushed-all.ByPoints[points]) > 1e-12`)
		}
		{
			again, _ := OddsWithPush(in, points)
			if again.PCompletePushed != o.PCompletePushed {
				t.Errorf("remembered odds differ: %+v vs %+v (failed: %s)", again, o, `again.PCompletePushed != o.PCompletePushed`)
			}
			if again.PComplete != o.PComplete {
				t.Errorf("remembered odds differ: %+v vs %+v (failed: %s)", again, o, `again.PComplete != o.PComplete`)
			}
		}
	}
	if _, err := PushChance(OddsInput{CheckInput: CheckInput{Pool: []int{6}, Difficulty: 4, Risk: 1}}, -1); err == nil {
		t.Error("a negative budget is accepted")
	}
}

// formOdds8 is what the attack form asks for the case: 8 dice (d10
// d10 d8 d8 d6 d6 d4 and an axe's d12 going All or Nothing) on 5v2,
// pushing up to Focus 15 plus the axe's doubled damage pool.
func formOdds8(b *testing.B) (OddsInput, int) {
	_, in, push, err := AttackSetup(attackFixture(b), "a", "t", axePool8(), Weapon{Name: "Axe", Damage: 4}, nil, nil)
	if err != nil {
		b.Fatal(err)
	}
	return in, push
}

// BenchmarkDvRFormOdds8AllOrNothingBefore is how the form's odds were
// computed before: the push odds of every budget up to the one shown.
func BenchmarkDvRFormOdds8AllOrNothingBefore(b *testing.B) {
	in, push := formOdds8(b)
	for b.Loop() {
		if _, err := CheckOdds(in); err != nil {
			b.Fatal(err)
		}
		if _, err := PushOddsWith(in, push); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDvRFormOdds8AllOrNothing is the form's odds now, computed
// (nothing remembered): one budget (target: one frame, 16 ms).
func BenchmarkDvRFormOdds8AllOrNothing(b *testing.B) {
	in, push := formOdds8(b)
	for b.Loop() {
		forgetOdds()
		if _, err := OddsWithPush(in, push); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDvRFormOdds8AllOrNothingAgain is the same odds asked again
// (the dice or pushes typed): remembered.
func BenchmarkDvRFormOdds8AllOrNothingAgain(b *testing.B) {
	in, push := formOdds8(b)
	for b.Loop() {
		if _, err := OddsWithPush(in, push); err != nil {
			b.Fatal(err)
		}
	}
}
