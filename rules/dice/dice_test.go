package dice

import (
	"errors"
	"math"
	"sort"
	"strings"
	"testing"
)

const tolerance = 1e-12

func TestParse(t *testing.T) {
	tests := []struct {
		src, canonical string
	}{
		{"2d6", "2d6"},
		{"d20", "1d20"},
		{"2d6+1d4+3", "2d6+1d4+3"},
		{" 2d6 + 1d4 - 3 ", "2d6+1d4-3"},
		{"3d8−2", "3d8-2"},
		{"-1+d6", "-1+1d6"},
		{"d%", "1d100"},
		{"d00", "1d100"},
		{"2D20KH1", "2d20kh1"},
		{"2d20k1", "2d20kh1"},
		{"4d6kh3", "4d6kh3"},
		{"2d20kl1+5", "2d20kl1+5"},
		{"3d6kh3", "3d6"},
		{"adv+5", "2d20kh1+5"},
		{"dis", "2d20kl1"},
		{"7", "7"},
	}
	for _, tt := range tests {
		e, err := Parse(tt.src)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.src, err)
			continue
		}
		if got := e.String(); got != tt.canonical {
			t.Errorf("Parse(%q) = %q, want %q", tt.src, got, tt.canonical)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		src  string
		pos  int
		text string
	}{
		{"", 1, "empty expression"},
		{"2d6x", 4, `unexpected "x"`},
		{"2d", 3, "the end"},
		{"2d6+", 5, "the end"},
		{"2d6 3", 5, `unexpected "3"`},
		{"0d6", 1, "at least one die"},
		{"2d0", 3, "at least one side"},
		{"2d20kh3", 5, "can keep 1 to 2"},
		{"2d20kh", 7, "how many dice"},
		{"99999d6", 1, "too large"},
		{"d6++1", 4, `unexpected "+"`},
		{"é", 1, `unexpected "é"`},
	}
	for _, tt := range tests {
		_, err := Parse(tt.src)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("Parse(%q) error = %v, want a ParseError", tt.src, err)
			continue
		}
		if pe.Pos != tt.pos || !strings.Contains(pe.Error(), tt.text) {
			t.Errorf("Parse(%q) = %q (position %d), want position %d and %q", tt.src, pe.Error(), pe.Pos, tt.pos, tt.text)
		}
	}
}

// bruteForce enumerates every face of every die in the expression.
func bruteForce(e Expr) map[int]float64 {
	out := map[int]float64{}
	var walk func(term int, total int, p float64)
	walk = func(term, total int, p float64) {
		if term == len(e.Terms) {
			out[total] += p
			return
		}
		t := e.Terms[term]
		if t.IsConstant() {
			walk(term+1, total+t.Sign*t.Constant, p)
			return
		}
		faces := make([]int, t.Count)
		var each func(i int)
		each = func(i int) {
			if i == t.Count {
				sorted := append([]int(nil), faces...)
				sort.Ints(sorted)
				switch t.Keep {
				case KeepHighest:
					sorted = sorted[len(sorted)-t.KeepN:]
				case KeepLowest:
					sorted = sorted[:t.KeepN]
				}
				sum := 0
				for _, v := range sorted {
					sum += v
				}
				walk(term+1, total+t.Sign*sum, p*math.Pow(1/float64(t.Sides), float64(t.Count)))
				return
			}
			for f := 1; f <= t.Sides; f++ {
				faces[i] = f
				each(i + 1)
			}
		}
		each(0)
	}
	walk(0, 0, 1)
	return out
}

func assertSameDist(t *testing.T, name string, got Dist, want map[int]float64) {
	t.Helper()
	if math.Abs(got.Total()-1) > tolerance {
		t.Errorf("%s: total probability %v, want 1", name, got.Total())
	}
	for x := got.Min - 2; x <= got.Max()+2; x++ {
		if d := math.Abs(got.Prob(x) - want[x]); d > tolerance {
			t.Errorf("%s: P(%d) = %.15g, brute force %.15g", name, x, got.Prob(x), want[x])
		}
	}
	for x, p := range want {
		if p > 0 && (x < got.Min || x > got.Max()) {
			t.Errorf("%s: outcome %d (p=%g) missing", name, x, p)
		}
	}
}

func TestDistMatchesBruteForce(t *testing.T) {
	exprs := []string{
		"1d6", "2d6", "3d6+2", "2d6+1d4+3", "1d20-1d4", "5d4", "d%",
		"2d20kh1", "2d20kl1", "4d6kh3", "4d6kl2", "5d6kh2", "3d10kl1+1d4",
		"adv+5", "dis-2", "1d17+1d19", "2d30", "4d17", "-2d6", "3d2kh2-1",
	}
	for _, src := range exprs {
		e, err := Parse(src)
		if err != nil {
			t.Fatalf("Parse(%q): %v", src, err)
		}
		got, err := e.Dist()
		if err != nil {
			t.Fatalf("%s: Dist: %v", src, err)
		}
		assertSameDist(t, src, got, bruteForce(e))
	}
}

func TestKnownOdds(t *testing.T) {
	tests := []struct {
		src  string
		x    int
		want float64
	}{
		{"2d6", 7, 6.0 / 36},
		{"2d20kh1", 20, 39.0 / 400},
		{"2d20kl1", 1, 39.0 / 400},
		{"3d6", 18, 1.0 / 216},
	}
	for _, tt := range tests {
		e, _ := Parse(tt.src)
		d, _ := e.Dist()
		if got := d.Prob(tt.x); math.Abs(got-tt.want) > tolerance {
			t.Errorf("%s: P(%d) = %v, want %v", tt.src, tt.x, got, tt.want)
		}
	}
}

func TestLargeSumIsNormalised(t *testing.T) {
	e, _ := Parse("100d100+10d20kh3")
	d, err := e.Dist()
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(d.Total()-1) > 1e-9 {
		t.Errorf("total %v", d.Total())
	}
	if want := 100*50.5 + KeepHighestOf(10, 20, 3).Mean(); math.Abs(d.Mean()-want) > 1e-6 {
		t.Errorf("mean %v, want %v", d.Mean(), want)
	}
}

func TestTooLarge(t *testing.T) {
	e, err := Parse("1000d10000")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.Dist(); !errors.Is(err, ErrTooLarge) {
		t.Errorf("Dist error = %v, want ErrTooLarge", err)
	}
	if r := e.Roll(NewSource(1)); r.Total < 1000 || r.Total > 10_000_000 {
		t.Errorf("roll total %d out of range", r.Total)
	}
}

func TestDistHelpers(t *testing.T) {
	d := SumOf(2, 6)
	checks := []struct {
		name      string
		got, want float64
	}{
		{"AtLeast(10)", d.AtLeast(10), 6.0 / 36},
		{"AtMost(3)", d.AtMost(3), 3.0 / 36},
		{"Mean", d.Mean(), 7},
		{"Negate P(-12)", d.Negate().Prob(-12), 1.0 / 36},
		{"Shift P(14)", d.Shift(2).Prob(14), 1.0 / 36},
		{"Map parity P(0)", d.Map(func(x int) int { return x % 2 }).Prob(0), 0.5},
	}
	for _, c := range checks {
		if math.Abs(c.got-c.want) > tolerance {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
	if m := d.StringMap(); len(m) != 11 || m["7"] != d.Prob(7) {
		t.Errorf("StringMap = %v", m)
	}
	if f := FromMap(map[int]float64{3: 0.5, 5: 0.5}); f.Min != 3 || f.Max() != 5 || f.Prob(4) != 0 {
		t.Errorf("FromMap = %+v", f)
	}
}

func TestRollIsReproducible(t *testing.T) {
	e, _ := Parse("4d6kh3+2d20kl1+1d%-2")
	a := e.Roll(NewSource(42))
	b := e.Roll(NewSource(42))
	if a.String() != b.String() {
		t.Errorf("same seed, different rolls: %s vs %s", a, b)
	}
	differs := false
	for seed := uint64(1); seed < 20 && !differs; seed++ {
		differs = e.Roll(NewSource(seed)).String() != a.String()
	}
	if !differs {
		t.Error("every seed gives the same roll")
	}
}

func TestRollKeepsTheRightDice(t *testing.T) {
	e, _ := Parse("5d6kh2")
	src := NewSource(7)
	for range 200 {
		r := e.Roll(src)
		tr := r.Terms[0]
		sorted := append([]int(nil), tr.Dice...)
		sort.Ints(sorted)
		if want := sorted[3] + sorted[4]; r.Total != want {
			t.Fatalf("%s: total %d, want %d", r, r.Total, want)
		}
	}
}

// TestRollFrequencies checks rolling against the exact distribution: with
// 200,000 rolls each outcome's frequency is within 5 standard errors.
func TestRollFrequencies(t *testing.T) {
	e, _ := Parse("2d6kh1+1d4")
	d, _ := e.Dist()
	src := NewSource(2026)
	const n = 200_000
	counts := map[int]int{}
	for range n {
		counts[e.Roll(src).Total]++
	}
	for _, x := range d.Outcomes() {
		p := d.Prob(x)
		se := math.Sqrt(p * (1 - p) / n)
		if got := float64(counts[x]) / n; math.Abs(got-p) > 5*se {
			t.Errorf("P(%d): rolled %v, exact %v", x, got, p)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"2d6+1d4+3", "d%", "2d20kh1", "4d6kl3-2", "adv+5", "−3", "2d", "d00+d0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		e, err := Parse(src)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Pos < 1 || pe.Pos > len(src)+1 {
				t.Fatalf("Parse(%q): bad error %v", src, err)
			}
			return
		}
		again, err := Parse(e.String())
		if err != nil || again.String() != e.String() {
			t.Fatalf("canonical form %q of %q does not parse back: %v", e.String(), src, err)
		}
		d, err := e.Dist()
		if err != nil {
			if !errors.Is(err, ErrTooLarge) {
				t.Fatalf("Dist(%q): %v", src, err)
			}
			return
		}
		if math.Abs(d.Total()-1) > 1e-9 {
			t.Fatalf("Dist(%q) sums to %v", src, d.Total())
		}
		r := e.Roll(NewSource(1))
		if d.Prob(r.Total) == 0 {
			t.Fatalf("rolled %d for %q, which has probability 0", r.Total, src)
		}
	})
}

// BenchmarkKeepHighest4d6 and its brute force compare the DP with
// enumerating 6^4 rolls.
func BenchmarkKeepHighest4d6(b *testing.B) {
	for b.Loop() {
		KeepHighestOf(4, 6, 3)
	}
}

func BenchmarkKeepHighest4d6BruteForce(b *testing.B) {
	e, _ := Parse("4d6kh3")
	for b.Loop() {
		bruteForce(e)
	}
}

func BenchmarkSum100d100(b *testing.B) {
	e, _ := Parse("100d100")
	for b.Loop() {
		if _, err := e.Dist(); err != nil {
			b.Fatal(err)
		}
	}
}

func TestParseDieList(t *testing.T) {
	got, err := ParseDieList("d8, 2D6,d10", 10)
	if err != nil || len(got) != 4 || got[0] != 8 || got[1] != 6 || got[2] != 6 || got[3] != 10 {
		t.Errorf("ParseDieList = %v, %v", got, err)
	}
	for _, bad := range []string{"", "d", "6", "d8,,d6", "0d6", "xd6", "d0", "4d6,d8"} {
		if _, err := ParseDieList(bad, 4); err == nil {
			t.Errorf("ParseDieList(%q) accepted", bad)
		}
	}
}

func FuzzParseDieList(f *testing.F) {
	for _, s := range []string{"d8,d6,d6", "2d6, d10", "", ",", "99999d6", "d-1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sizes, err := ParseDieList(s, 20)
		if err != nil {
			return
		}
		if len(sizes) == 0 || len(sizes) > 20 {
			t.Fatalf("ParseDieList(%q) = %d dice", s, len(sizes))
		}
		for _, size := range sizes {
			if size < 1 || size > MaxSides {
				t.Fatalf("ParseDieList(%q) gave d%d", s, size)
			}
		}
	})
}
