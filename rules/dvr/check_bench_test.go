package dvr

import "testing"

var (
	mixed10 = []int{4, 6, 8, 10, 12, 4, 6, 8, 10, 12}
	mixed20 = append(append([]int(nil), mixed10...), mixed10...)
	mixed6  = []int{4, 6, 8, 10, 12, 12}
)

func benchCheck(b *testing.B, pool []int) {
	in := CheckInput{Pool: pool, Difficulty: 6, Risk: 3}
	for b.Loop() {
		if _, err := Check(in); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDvR10 is the full distribution for 10 mixed dice (target < 5 ms).
func BenchmarkDvR10(b *testing.B) { benchCheck(b, mixed10) }

// BenchmarkDvR20 is the full distribution for 20 mixed dice (target < 50 ms).
func BenchmarkDvR20(b *testing.B) { benchCheck(b, mixed20) }

// BenchmarkDvR6 and BenchmarkDvR6BruteForce compare the dynamic program
// with enumerating all 4·6·8·10·12·12 = 276,480 rolls of the same pool.
func BenchmarkDvR6(b *testing.B) { benchCheck(b, mixed6) }

func BenchmarkDvR6BruteForce(b *testing.B) {
	in := CheckInput{Pool: mixed6, Difficulty: 6, Risk: 3}
	for b.Loop() {
		bruteForceCheck(in)
	}
}

// pool8 is the push benchmarks' pool: 2 d12, 2 d10, 2 d8, d6, d4 on 8v4.
var pool8 = CheckInput{Pool: []int{12, 12, 10, 10, 8, 8, 6, 4}, Difficulty: 8, Risk: 4}

func benchPush(b *testing.B, in OddsInput, points int) {
	for b.Loop() {
		if _, err := PushOddsWith(in, points); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDvRPush8 is the push odds for 8 mixed dice and up to 10 points.
func BenchmarkDvRPush8(b *testing.B) { benchPush(b, OddsInput{CheckInput: pool8}, 10) }

// BenchmarkDvRPush3 is a common case: d8 d6 d6 on 4v2 with up to 5 points.
func BenchmarkDvRPush3(b *testing.B) {
	benchPush(b, OddsInput{CheckInput: CheckInput{Pool: []int{8, 6, 6}, Difficulty: 4, Risk: 2}}, 5)
}

// BenchmarkDvRPush8Full is the same pool over the whole useful push range
// (Σ(D − 1) over the dice that reach D: 42 points).
func BenchmarkDvRPush8Full(b *testing.B) { benchPush(b, OddsInput{CheckInput: pool8}, 60) }

// BenchmarkDvRPush8AllOrNothing lifts an All-or-Nothing d12 (enumeration).
func BenchmarkDvRPush8AllOrNothing(b *testing.B) {
	benchPush(b, OddsInput{CheckInput: pool8, AllOrNothing: 1}, 10)
}
