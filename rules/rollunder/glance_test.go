package rollunder

import (
	"testing"

	"sessionzero/internal/rulestest/glancetest"
)

// The book: "Roll d20 equal or under the appropriate Ability Score to
// succeed" (004_5b2569e2fc4c8c7e.txt, Saves).
var glanceCases = []glancetest.Case{
	{Name: "Ada", File: "../../export/sheets/testdata/rollunder.json", Patch: nil,
		Want: "HP=4/5; Armour=3; STR save=12 (60%); DEX save=14 (70%); WIL save=9 (45%); Attack dice=d8; Conditions=—; Can act=yes"},
	{Name: "Ada blinded", File: "../../export/sheets/testdata/rollunder.json", Patch: map[string]any{"conditions": []string{"Blinded", "Unconscious"}},
		Want: "HP=4/5; Armour=3; STR save=12 (60%); DEX save=14 (70%); WIL save=9 (45%); Attack dice=d8; Conditions=Blinded, Unconscious; Can act=no"},
}

func TestGlanceMatchesDerive(t *testing.T) {
	glancetest.MatchesDerive(t, New().(System), glanceCases, map[string]string{"Armour": "armor"})
}
