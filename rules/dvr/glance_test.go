package dvr

import (
	"testing"

	"sessionzero/internal/rulestest/glancetest"
)

// The book's Script + Skill + Misc: the script dice and skills a check
// rolls, and Health and Focus marked down in play (001_b486315a8cda90c7.txt).
var glanceCases = []glancetest.Case{
	{Name: "Jessie", File: "../../export/sheets/testdata/dvr.json", Patch: nil,
		Want: "Health=17/17; Focus=11/11; Focus die=Reflex d8; Script=Stamina d4, Charm d4, Reflex d8, Ingenuity d4, Power d6, Toughness d8; Best skills=Animal d6, Brawl d6 (prepped), Gymnastics d6, Stealth d6 (prepped); Supplies=3; Burdens=0"},
	{Name: "Jessie hurt and tired", File: "../../export/sheets/testdata/dvr.json", Patch: map[string]any{"current_health": 6, "current_focus": 2},
		Want: "Health=6/17; Focus=2/11; Focus die=Reflex d8; Script=Stamina d4, Charm d4, Reflex d8, Ingenuity d4, Power d6, Toughness d8; Best skills=Animal d6, Brawl d6 (prepped), Gymnastics d6, Stealth d6 (prepped); Supplies=3; Burdens=0"},
}

func TestGlanceMatchesDerive(t *testing.T) {
	glancetest.MatchesDerive(t, New().(System), glanceCases, map[string]string{"Supplies": "supplies", "Burdens": "burdens"})
}
