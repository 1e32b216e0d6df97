package encounter

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func TestRollDice(t *testing.T) {
	a, err := RollDice(rand.New(rand.NewPCG(1, 2)), 200, 6)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := RollDice(rand.New(rand.NewPCG(1, 2)), 200, 6)
	if !slices.Equal(a, b) {
		t.Fatal("the same seed rolled differently")
	}
	seen := map[int]bool{}
	for _, v := range a {
		if v < 1 || v > 6 {
			t.Fatalf("d6 rolled %d", v)
		}
		seen[v] = true
	}
	if len(seen) != 6 {
		t.Fatalf("200 d6 rolls showed only %v", seen)
	}
	if _, err := RollDie(rand.New(rand.NewPCG(1, 2)), 0); err == nil {
		t.Fatal("a zero-sided die was rolled")
	}
	if _, err := RollDice(rand.New(rand.NewPCG(1, 2)), -1, 6); err == nil {
		t.Fatal("negative dice were rolled")
	}
}
