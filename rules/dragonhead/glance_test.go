package dragonhead

import (
	"testing"

	"sessionzero/internal/rulestest/glancetest"
)

// The book's combat numbers: AC and DC, HP and Stun, each attack's Hit
// (002_81d21628bd61f597.txt).
var glanceCases = []glancetest.Case{
	{Name: "Megan", File: "testdata/megan.json", Patch: nil,
		Want: "HP=10; Damage=—; Stun=5; AC/DC=11/10; Armor=3; Shield=6; Combat=11; Attacks (Hit)=Sword +12, Kick +11; Skills=Common +0, Read & Write +0"},
	{Name: "Megan hurt", File: "testdata/megan.json", Patch: map[string]any{"damage": map[string]int{"wear": 3, "tear": 1}},
		Want: "HP=10; Damage=wear 3, tear 1; Stun=5; AC/DC=11/10; Armor=3; Shield=6; Combat=11; Attacks (Hit)=Sword +12, Kick +11; Skills=Common +0, Read & Write +0"},
}

func TestGlanceMatchesDerive(t *testing.T) {
	glancetest.MatchesDerive(t, New().(System), glanceCases, map[string]string{"HP": "total_hp", "Stun": "stun", "AC/DC": "ac_dc", "Armor": "armor_value", "Shield": "shield_value", "Combat": "combat"})
}
