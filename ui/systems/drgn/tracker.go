package drgn

import (
	"sessionzero/model"
	"sessionzero/rules/drgn"
	"sessionzero/rules/encounter"
	"sessionzero/ui/plugin"
	// The tracker's DRGN forms and social pane register themselves.
	"sessionzero/ui/systems/drgn/tracker"
)

// SocialPanel is the DRGN social encounter's pane (ui/systems/drgn/tracker),
// under the name ui/encounters' tests know it by.
type SocialPanel = tracker.SocialPanel

// combatant is a DRGN library character in an encounter, from its sheet:
// its weapons and abilities become the attacks the tracker offers.
func combatant(_ plugin.Host, ch model.Character, id, side string, _ int) (encounter.CombatantSetup, error) {
	return drgn.CombatantFromCharacter(id, ch.Name, side, ch.Data)
}
