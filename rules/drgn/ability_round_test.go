package drgn

import "testing"

// 000_83d7bea2fb475415.txt: "The rule for rounding is: 0-4 goes down, 5-9
// goes up." Costs that land exactly on .5 round up, whatever floating point
// makes of the percentage.
func TestAbilityCostRoundsHalfUp(t *testing.T) {
	tests := []struct {
		raw, percent, want int
	}{
		{45, -30, 32},  // 31.5
		{25, 130, 58},  // 57.5
		{45, 130, 104}, // 103.5
		{42, 0, 42},
		{10, -50, 5},
		{3, -50, 2},   // 1.5
		{1, -60, 0},   // 0.4
		{10, -150, 0}, // never below 0
	}
	for _, tt := range tests {
		if got := roundedCost(tt.raw, tt.percent); got != tt.want {
			t.Errorf("roundedCost(%d, %+d%%) = %d, want %d", tt.raw, tt.percent, got, tt.want)
		}
	}
	for raw := 0; raw <= 1000; raw++ {
		for pct := -90; pct <= 300; pct += 10 {
			exact := raw * (100 + pct) // hundredths
			want := exact / 100
			if exact%100 >= 50 {
				want++
			}
			if got := roundedCost(raw, pct); got != want {
				t.Fatalf("roundedCost(%d, %+d) = %d, want %d", raw, pct, got, want)
			}
		}
	}
	// Through the calculator and its components.
	comps := []Component{}
	for _, s := range []string{"power=45", "consuming", "uncertain"} {
		c, err := ParseComponent(s)
		if err != nil {
			t.Fatal(err)
		}
		comps = append(comps, c)
	}
	res, err := CalculateAbilityCost(comps, 1)
	if err != nil {
		t.Fatal(err)
	}
	if res.CostPerUse != 32 {
		t.Errorf("Power 45, Consuming, Uncertain: cost per use %d, want 32 (45 × 70%% = 31.5)", res.CostPerUse)
	}
}
