package evening

import (
	"testing"

	"sessionzero/internal/rulestest/glancetest"
)

// The book's Defense check formula (Fortitude, Reflex, Will), "d20 +
// Finesse" initiative and Reserves (003_b350af455cb359c1.txt). Injury 2 is
// "−3/−6/−9 at 1/3/5" on aptitude checks and "at 2/4/6" on attacks and
// defenses (Injury › Levels of injury), as Derive applies it.
var glanceCases = []glancetest.Case{
	{Name: "Wren", File: "../../export/sheets/testdata/evening.json", Patch: nil,
		Want: "Health=8/8; Temp=0; Fortitude=0; Reflex=2; Will=-1; Initiative=1; Reserves left=1 (d8); Aptitudes=Athletics +2, Medicine +2, Stealth +2, Lore +2; Injury=0; Exhaustion=0"},
	{Name: "Wren injured", File: "../../export/sheets/testdata/evening.json", Patch: map[string]any{"current_hp": 3, "reserves_spent": 1, "injury": 2},
		Want: "Health=3/8; Temp=0; Fortitude=-3; Reflex=-1; Will=-4; Initiative=1; Reserves left=0 (d8); Aptitudes=Athletics -1, Medicine -1, Stealth -1, Lore -1; Injury=2; Exhaustion=0"},
}

func TestGlanceMatchesDerive(t *testing.T) {
	glancetest.MatchesDerive(t, New().(System), glanceCases, map[string]string{"Temp": "temporary_hp", "Fortitude": "fortitude", "Reflex": "reflex", "Will": "will", "Initiative": "initiative", "Injury": "injury_effective", "Exhaustion": "exhaustion_effective"})
}
