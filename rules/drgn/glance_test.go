package drgn

import (
	"encoding/json"
	"os"
	"testing"

	"sessionzero/internal/rulestest/glancetest"
)

// The book: "Perception – Affects a character's ability to detect unseen
// characters. When an enemy attempts to stealth, they must beat a
// character's perception score to succeed." (000_83d7bea2fb475415.txt)
var glanceCases = []glancetest.Case{
	{Name: "typical", File: "testdata/typical.json", Patch: nil,
		Want: "HP=100/100; Temp HP=0; Evasion=20; Reduction=4; Toughness=0; Perception=15; Speed=6; Top traits=Melee Weapons 20, Ranged Weapons 15, Stealth 14; Uses left=Lantern Flare 3/3, Mend Wounds 2/2, Shadowstep 2/2, Iron Skin 1/1"},
	{Name: "centaur", File: "testdata/centaur.json", Patch: nil,
		Want: "HP=250/250; Temp HP=0; Evasion=20; Reduction=2; Toughness=1; Perception=15; Speed=9; Top traits=Melee Weapons 30, Athletics 10, Ranged Weapons 10; Uses left=Fireball 3/3"},
	{Name: "centaur after a fight", File: "testdata/centaur.json", Patch: map[string]any{"current_hp": 120, "temporary_hp": 5},
		Want: "HP=120/250; Temp HP=5; Evasion=20; Reduction=2; Toughness=1; Perception=15; Speed=9; Top traits=Melee Weapons 30, Athletics 10, Ranged Weapons 10; Uses left=Fireball 3/3"},
}

func TestGlanceMatchesDerive(t *testing.T) {
	glancetest.MatchesDerive(t, New().(System), glanceCases, map[string]string{"Temp HP": "temporary_hp", "Evasion": "evasion", "Reduction": "evasion_reduction", "Toughness": "toughness", "Perception": "perception", "Speed": "speed"})
}

// Uses left come from the character's data (an encounter's write-back sets
// them), never more than the uses bought nor fewer than none.
func TestGlanceUsesLeft(t *testing.T) {
	b, err := os.ReadFile("testdata/typical.json")
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Data map[string]any `json:"data"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	abilities := f.Data["abilities"].([]any)
	for i, left := range []int{1, 0, 9} { // Lantern Flare, Mend Wounds, Shadowstep
		abilities[i].(map[string]any)["uses_left"] = left
	}
	data, _ := json.Marshal(f.Data)
	cells, err := New().(System).Glance(data)
	if err != nil {
		t.Fatal(err)
	}
	got := cells[len(cells)-1]
	if want := "Lantern Flare 1/3, Mend Wounds 0/2, Shadowstep 2/2, Iron Skin 1/1"; got.Label != "Uses left" || got.Value != want {
		t.Errorf("%s = %q, want %q", got.Label, got.Value, want)
	}
}
