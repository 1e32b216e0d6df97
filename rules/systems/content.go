package systems

import (
	"encoding/json"
	"fmt"

	"sessionzero/rules"
	"sessionzero/rules/content"
	"sessionzero/rules/encounter"
)

// StatBlockKind is the homebrew kind of a saved opponent, every system's.
const StatBlockKind = "stat_block"

// ContentKinds lists a system's kinds of catalog entry that travel in
// content packs: its own, and a stat block kind ("stat_blocks") for a
// system with combat rules that does not declare one, checked by the
// system's own encounter rules.
func ContentKinds(system string) []content.Kind {
	s, ok := ByID(system)
	if !ok {
		return nil
	}
	var out []content.Kind
	if p, ok := s.(content.Provider); ok {
		out = append(out, p.ContentKinds()...)
	}
	if _, own := content.Find(out, StatBlockKind); own {
		return out
	}
	for _, k := range EncounterKinds() {
		if k.System == system && k.Mode == encounter.ModeCombat {
			out = append(out, statBlockKind(k))
			break
		}
	}
	return out
}

// statBlockKind checks a stat block by seating it in an encounter of k.
func statBlockKind(k encounter.Kind) content.Kind {
	return content.Kind{Kind: StatBlockKind, List: "stat_blocks", Label: "stat block", Check: func(data json.RawMessage) error {
		var cs encounter.CombatantSetup
		if err := json.Unmarshal(data, &cs); err != nil {
			return fmt.Errorf("it does not read as a stat block: %v", rules.JSONError(err))
		}
		cs.ID, cs.Side = "stat-block", "opponents"
		setup := encounter.Setup{
			Sides:      []encounter.SideSetup{{ID: "players", Players: true}, {ID: "opponents"}},
			Combatants: []encounter.CombatantSetup{cs},
		}
		if _, err := k.Rules().Start(setup); err != nil {
			return fmt.Errorf("it cannot join a fight: %v", err)
		}
		return nil
	}}
}

// ContentSystems are the ids of the systems with content-pack kinds.
func ContentSystems() []string {
	var out []string
	for _, id := range IDs() {
		if len(ContentKinds(id)) > 0 {
			out = append(out, id)
		}
	}
	return out
}
