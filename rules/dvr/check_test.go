package dvr

import (
	"math"
	"testing"
)

const tolerance = 1e-12

// Book examples (001_b486315a8cda90c7.txt) and design.md's counting rule.
func TestNetSuccessesBookExamples(t *testing.T) {
	tests := []struct {
		name       string
		faces      []int
		difficulty int
		want       int
		crit       bool
	}{
		// 001_b486315a8cda90c7.txt: "a lucky roll of (4,4,4) on a 4vX check generated 5 total successes"
		{"(4,4,4) on 4vX", []int{4, 4, 4}, 4, 5, false},
		// 001_b486315a8cda90c7.txt: "Jessie rolled (5,5,3) on a 4v2 roll succeeding the roll but also scoring a crit"
		{"(5,5,3) on 4v2", []int{5, 5, 3}, 4, 3, false},
		// 001_b486315a8cda90c7.txt: "My dice values are 3, 4, 2 ... I will have missed because I rolled no successes" (5v2)
		{"(3,4,2) on 5v2", []int{3, 4, 2}, 5, 0, false},
		// "... 3, 5, 2. My attack will still miss since I need two successes"
		{"(3,5,2) on 5v2", []int{3, 5, 2}, 5, 1, false},
		// "5, 5, 2. I have now landed my shot" (two 5s: 2 successes + 1 for the pair)
		{"(5,5,2) on 5v2", []int{5, 5, 2}, 5, 3, false},
		// "Every die that rolled a 1 cancels a success."
		{"(6,1) on 4v1", []int{6, 1}, 4, 0, true},
		// "Failing a check without successes and having a natural 1 makes the roll a critical failure."
		{"(2,1) on 4v1", []int{2, 1}, 4, 0, true},
		{"(2,3) on 4v1", []int{2, 3}, 4, 0, false},
		// "Whenever two of the same number are rolled that aren't a 1": 1s never match.
		{"(1,1,6) on 4v1", []int{1, 1, 6}, 4, 0, true},
		{"(2,2) on 4v1: a pair below D", []int{2, 2}, 4, 1, false},
		{"(6,6,1) on 4v1", []int{6, 6, 1}, 4, 2, false},
	}
	for _, tt := range tests {
		if got := NetSuccesses(tt.faces, tt.difficulty); got != tt.want {
			t.Errorf("%s: %d successes, want %d", tt.name, got, tt.want)
		}
		if got := IsCriticalFailure(tt.faces, tt.difficulty); got != tt.crit {
			t.Errorf("%s: critical failure %v, want %v", tt.name, got, tt.crit)
		}
	}
}

// bruteForceCheck enumerates every face of every die.
func bruteForceCheck(in CheckInput) (dist map[int]float64, complete, crit float64) {
	dist = map[int]float64{}
	faces := make([]int, len(in.Pool))
	p := 1.0
	for _, s := range in.Pool {
		p /= float64(s)
	}
	var walk func(i int)
	walk = func(i int) {
		if i == len(faces) {
			net := NetSuccesses(faces, in.Difficulty)
			dist[net] += p
			if net >= in.Needed() {
				complete += p
			}
			if IsCriticalFailure(faces, in.Difficulty) {
				crit += p
			}
			return
		}
		for f := 1; f <= in.Pool[i]; f++ {
			faces[i] = f
			walk(i + 1)
		}
	}
	walk(0)
	return dist, complete, crit
}

func smallPools() [][]int {
	return [][]int{
		{4}, {12}, {6, 6}, {8, 6, 6}, {4, 12}, {10, 10, 4},
		{4, 6, 8, 10}, {12, 12, 12, 12}, {4, 6, 8, 10, 12}, {6, 6, 6, 6, 6}, {12, 10, 8, 8, 4},
	}
}

func TestCheckMatchesBruteForce(t *testing.T) {
	for _, pool := range smallPools() {
		for _, d := range []int{1, 2, 4, 6, 9, 13} {
			for _, r := range []int{RiskX, 2, 3, 5} {
				in := CheckInput{Pool: pool, Difficulty: d, Risk: r}
				got, err := Check(in)
				if err != nil {
					t.Fatalf("%v %s: %v", pool, in.Notation(), err)
				}
				dist, complete, crit := bruteForceCheck(in)
				name := in.Notation()
				for x := 0; x <= 2*len(pool); x++ {
					if math.Abs(got.Successes.Prob(x)-dist[x]) > tolerance {
						t.Errorf("%v %s: P(%d successes) = %v, brute force %v", pool, name, x, got.Successes.Prob(x), dist[x])
					}
				}
				if math.Abs(got.PComplete-complete) > tolerance {
					t.Errorf("%v %s: complete %v crit %v, brute force %v %v (failed: %s)", pool, name, got.PComplete, got.PCritFail, complete, crit, `math.Abs(got.PComplete-complete) > tolerance`)
				}
				if math.Abs(got.PCritFail-crit) > tolerance {
					t.Errorf("%v %s: complete %v crit %v, brute force %v %v (failed: %s)", pool, name, got.PComplete, got.PCritFail, complete, crit, `math.Abs(got.PCritFail-crit) > tolerance`)
				}
			}
		}
	}
}

func TestCheckKnownOdds(t *testing.T) {
	// One d4 on 4v1: only a 4 succeeds, a 1 is a critical failure.
	got, _ := Check(CheckInput{Pool: []int{4}, Difficulty: 4, Risk: 1})
	if math.Abs(got.PComplete-0.25) > tolerance {
		t.Errorf("d4 on 4v1: complete %v crit %v, want 0.25 0.25 (failed: %s)", got.PComplete, got.PCritFail, `math.Abs(got.PComplete-0.25) > tolerance`)
	}
	if math.Abs(got.PCritFail-0.25) > tolerance {
		t.Errorf("d4 on 4v1: complete %v crit %v, want 0.25 0.25 (failed: %s)", got.PComplete, got.PCritFail, `math.Abs(got.PCritFail-0.25) > tolerance`)
	}
	// Two d6 on 7vX: no face reaches 7, only a pair of 2–6 scores (5/36).
	got, _ = Check(CheckInput{Pool: []int{6, 6}, Difficulty: 7, Risk: RiskX})
	if math.Abs(got.PComplete-5.0/36) > tolerance {
		t.Errorf("2d6 on 7vX: complete %v, want 5/36", got.PComplete)
	}
}

func TestCheckLargePoolsAreNormalised(t *testing.T) {
	pool := []int{4, 6, 8, 10, 12, 4, 6, 8, 10, 12, 4, 6, 8, 10, 12, 4, 6, 8, 10, 12}
	got, err := Check(CheckInput{Pool: pool, Difficulty: 6, Risk: 8})
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(got.Successes.Total()-1) > 1e-12 {
		t.Errorf("20 dice: total %v", got.Successes.Total())
	}
	if got.PComplete <= 0 {
		t.Errorf("20 dice on 6v8: complete %v (failed: %s)", got.PComplete, `got.PComplete <= 0`)
	}
	if got.PComplete >= 1 {
		t.Errorf("20 dice on 6v8: complete %v (failed: %s)", got.PComplete, `got.PComplete >= 1`)
	}
}

func TestCheckRejects(t *testing.T) {
	bad := []CheckInput{
		{Pool: nil, Difficulty: 4},
		{Pool: []int{7}, Difficulty: 4},
		{Pool: make([]int, 21), Difficulty: 4},
		{Pool: []int{6}, Difficulty: 0},
		{Pool: []int{6}, Difficulty: 4, Risk: -1},
	}
	for _, in := range bad {
		if _, err := Check(in); err == nil {
			t.Errorf("Check(%+v) accepted", in)
		}
	}
}

func TestParsePoolAndNotation(t *testing.T) {
	pool, err := ParsePool("d8, d6,2d4")
	if err != nil {
		t.Fatalf("ParsePool = %v, %v (failed: %s)", pool, err, `err != nil`)
	}
	if len(pool) != 4 {
		t.Fatalf("ParsePool = %v, %v (failed: %s)", pool, err, `len(pool) != 4`)
	}
	if pool[0] != 8 {
		t.Errorf("ParsePool = %v, %v (failed: %s)", pool, err, `pool[0] != 8`)
	}
	if pool[3] != 4 {
		t.Errorf("ParsePool = %v, %v (failed: %s)", pool, err, `pool[3] != 4`)
	}
	for _, bad := range []string{"", "d7", "x6", "d8,,d6", "0d6", "21d6"} {
		if _, err := ParsePool(bad); err == nil {
			t.Errorf("ParsePool(%q) accepted", bad)
		}
	}
	tests := []struct {
		s    string
		d, r int
	}{{"4v2", 4, 2}, {"4vX", 4, RiskX}, {" 5V3 ", 5, 3}}
	for _, tt := range tests {
		d, r, err := ParseNotation(tt.s)
		if err != nil {
			t.Fatalf("ParseNotation(%q) = %d, %d, %v (failed: %s)", tt.s, d, r, err, `err != nil`)
		}
		if d != tt.d {
			t.Errorf("ParseNotation(%q) = %d, %d, %v (failed: %s)", tt.s, d, r, err, `d != tt.d`)
		}
		if r != tt.r {
			t.Errorf("ParseNotation(%q) = %d, %d, %v (failed: %s)", tt.s, d, r, err, `r != tt.r`)
		}
	}
	for _, bad := range []string{"4", "v2", "4v0", "4vy"} {
		if _, _, err := ParseNotation(bad); err == nil {
			t.Errorf("ParseNotation(%q) accepted", bad)
		}
	}
}

func TestPushRejects(t *testing.T) {
	if _, err := PushOdds(CheckInput{Pool: make([]int, 9), Difficulty: 4}, 2); err == nil {
		t.Error("9 dice accepted")
	}
	if _, err := PushOdds(CheckInput{Pool: []int{6}, Difficulty: 4}, -1); err == nil {
		t.Error("negative points accepted")
	}
}
