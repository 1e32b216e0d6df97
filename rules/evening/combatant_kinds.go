package evening

import (
	"fmt"
	"slices"
	"strings"

	"sessionzero/rules"
	"sessionzero/rules/encounter"
)

// This file makes the combatants of an Evening encounter: a character,
// threat, danger, challenge or thread and its counters (specs/evening.md §8.1).

// Combatant kinds (§8.1): a combatant's Kind is one of them.
const (
	CombatantCharacter = "character"
	CombatantThreat    = "threat"
	CombatantDanger    = "danger"
	CombatantChallenge = "challenge"
	CombatantThread    = "thread"
)

var combatantKinds = []string{CombatantCharacter, CombatantThreat, CombatantDanger, CombatantChallenge, CombatantThread}

// NewCombatant implements encounter.Rules.
func (r Rules) NewCombatant(st *encounter.State, cs encounter.CombatantSetup) (*encounter.Combatant, error) {
	who := orDefault(strings.TrimSpace(cs.Name), cs.ID) // errors name the combatant
	if cs.Kind == "" {
		sd := st.Side(cs.Side)
		cs.Kind = DefaultKind(r.mode, sd != nil && sd.Players, cs.Stats)
		if cs.Kind == CombatantThreat {
			stats, err := QuickThreatStats(cs.Stats)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", who, err)
			}
			cs.Stats = stats
		}
	}
	c := encounter.BaseCombatant(st, cs)
	if !slices.Contains(combatantKinds, c.Kind) {
		return nil, fmt.Errorf("%s: kind %q, use one of %s", who, c.Kind, strings.Join(combatantKinds, ", "))
	}
	for _, k := range rules.SortedKeys(c.Stats) {
		if err := rules.CheckRange(k, c.Stats[k], -100000, 100000); err != nil {
			return nil, fmt.Errorf("%s: %w", who, err)
		}
	}
	c.Resources = map[string]int{}
	switch c.Kind {
	case CombatantCharacter, CombatantThreat:
		// Room for the counters its fight adds (initiative, the turn's
		// budget…): a forecast's copies of the map then never grow.
		c.Resources = make(map[string]int, 14)
	}
	stat := func(k string, def int) int {
		if v, ok := c.Stats[k]; ok {
			return v
		}
		return def
	}
	switch c.Kind {
	case CombatantCharacter, CombatantThreat:
		c.MaxHP = max(stat("max_hp", 1), 0)
		c.BaseMaxHP = c.MaxHP
		c.HP = min(max(stat("hp", c.MaxHP), 0), c.MaxHP)
		c.TempHP = max(stat("temp_hp", 0), 0)
	}
	switch c.Kind {
	case CombatantCharacter:
		c.Resources["reserves_left"] = stat("reserves", 0)
		c.Resources["injury"] = stat("injury", 0)
		c.Resources["exhaustion"] = stat("exhaustion", 0)
		c.Resources["death_failures"], c.Resources["death_successes"] = 0, 0
	case CombatantThreat:
		c.Resources["hit_tn"] = stat("hit_tn", 10)
		c.Resources["attack_tn"] = stat("attack_tn", 10)
		c.Resources["legendary_actions"] = stat("legendary_actions", 0)
		c.Resources["legendary_resistances"] = stat("legendary_resistances", 0)
		c.Resources["phase"] = 1
		c.Resources["swarm_count"] = stat("swarm_count", 0)
	case CombatantDanger, CombatantChallenge:
		cx := stat("complexity", 1)
		if err := rules.CheckRange("complexity", cx, 1, 10); err != nil {
			return nil, fmt.Errorf("%s: %w", who, err)
		}
		c.Resources["tn"] = ChallengeTN(stat("rating", 1))
		c.Resources["successes"], c.Resources["failures"] = 0, 0
		c.Resources["successes_needed"] = SuccessesNeeded(cx)
		c.Resources["failure_threshold"] = FailureThreshold(cx)
	case CombatantThread:
		l := stat("length", 4)
		if err := rules.CheckRange("length", l, 4, 12); err != nil {
			return nil, fmt.Errorf("thread %s: %w", who, err) // L391
		}
		c.Resources["length"], c.Resources["marks"] = l, stat("marks", 0)
	}
	c.Ext = newFighter(c)
	joined(st)
	return c, nil
}
