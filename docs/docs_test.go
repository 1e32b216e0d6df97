package docs

import (
	"strings"
	"testing"
)

func TestRulesDecisionsFor(t *testing.T) {
	for _, id := range []string{"drgn", "dvr", "dragonhead", "evening", "rollunder"} {
		got := RulesDecisionsFor(id)
		if !strings.HasPrefix(got, "## ") || !strings.Contains(got, "(`"+id+"`)") {
			t.Errorf("%s: the section is missing or does not start at its heading: %.80q", id, got)
		}
	}
	if got := RulesDecisionsFor("drgn"); strings.Contains(got, "(`dragonhead`)") {
		t.Error("the DRGN section runs into Dragonhead's")
	}
	if RulesDecisionsFor("gurps") != "" {
		t.Error("an unknown system has decisions")
	}
}
