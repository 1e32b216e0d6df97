package drgn

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"sessionzero/rules"
	"sessionzero/rules/encounter"
)

// Shield is a shield a combatant carries: its own hit points and toughness
// ("Shields … have their own pool of hitpoints and toughness"). HP is the
// shield's hit points when it joins; MaxHP its full pool.
type Shield struct {
	Name      string `json:"name"`
	HP        int    `json:"hp"`
	MaxHP     int    `json:"max_hp,omitempty"`
	Toughness int    `json:"toughness,omitempty"`
}

// ShieldKey is the resource key holding a shield's hit points left
// (encounter.ResourceLabel reads it as "<name> HP").
func ShieldKey(name string) string { return "shield:" + name }

// CombatantPart is what only DRGN keeps for a combatant beside the
// system-neutral encounter.Combatant: the elements it is attuned to, its
// status resistances and the shields it carries. In a setup these are the
// combatant's keys "attuned", "resist", "immune" and "shields" (kept in
// encounter.CombatantSetup.Extra; SetupOf and SetSetup read and write
// them); in a fight the combatant's Ext holds it (PartOf).
type CombatantPart struct {
	// Attuned lists the elements the combatant is attuned to.
	Attuned []string `json:"attuned,omitempty"`
	// Resist gives status resistances: rounds taken off incoming
	// durations; Immune lists the statuses resisted with "*".
	Resist map[string]int `json:"resist,omitempty"`
	Immune []string       `json:"immune,omitempty"`
	// Shields are the shields it carries; the hit points left are the
	// resources ShieldKey(name).
	Shields []Shield `json:"shields,omitempty"`
}

// partKeys are the setup keys CombatantPart reads and writes, each with
// the field it fills.
var partKeys = []struct {
	key   string
	field func(p *CombatantPart) any
}{
	{"attuned", func(p *CombatantPart) any { return &p.Attuned }},
	{"resist", func(p *CombatantPart) any { return &p.Resist }},
	{"immune", func(p *CombatantPart) any { return &p.Immune }},
	{"shields", func(p *CombatantPart) any { return &p.Shields }},
}

// SetupOf reads a combatant setup's DRGN keys.
func SetupOf(cs encounter.CombatantSetup) (CombatantPart, error) {
	var p CombatantPart
	for _, k := range partKeys {
		raw, ok := cs.Extra[k.key]
		if !ok {
			continue
		}
		if err := json.Unmarshal(raw, k.field(&p)); err != nil {
			return CombatantPart{}, fmt.Errorf("combatant %q: %s: %w", cs.ID, k.key, rules.JSONError(err))
		}
	}
	return p, nil
}

// SetSetup writes p into a combatant setup's DRGN keys; an empty field
// leaves its key out, as the file format does. cs gets its own Extra map,
// so a copy of cs keeps its keys.
func SetSetup(cs *encounter.CombatantSetup, p CombatantPart) error {
	cs.Extra = maps.Clone(cs.Extra)
	for _, k := range partKeys {
		raw, err := json.Marshal(k.field(&p))
		if err != nil {
			return fmt.Errorf("combatant %q: %s: %w", cs.ID, k.key, err)
		}
		if s := string(raw); s == "null" || s == "[]" || s == "{}" {
			delete(cs.Extra, k.key)
			continue
		}
		if cs.Extra == nil {
			cs.Extra = map[string]json.RawMessage{}
		}
		cs.Extra[k.key] = raw
	}
	if len(cs.Extra) == 0 {
		cs.Extra = nil
	}
	return nil
}

// emptyPart is what PartOf returns for a combatant without one; it is
// never changed.
var emptyPart = &CombatantPart{}

// PartOf is a combatant's DRGN part, to read; a combatant that joined
// without one (or under another system) has an empty part.
func PartOf(c *encounter.Combatant) *CombatantPart {
	if p, ok := c.Ext.(*CombatantPart); ok && p != nil {
		return p
	}
	return emptyPart
}

// ownPart is a combatant's DRGN part, to change: one is attached when the
// combatant has none.
func ownPart(c *encounter.Combatant) *CombatantPart {
	p, ok := c.Ext.(*CombatantPart)
	if !ok || p == nil {
		p = &CombatantPart{}
		c.Ext = p
	}
	if p.Resist == nil {
		p.Resist = map[string]int{}
	}
	return p
}

// gainResist adds a round of resistance to status and returns the new
// resistance.
func gainResist(c *encounter.Combatant, status string) int {
	p := ownPart(c)
	p.Resist[status]++
	return p.Resist[status]
}

// CloneExt implements encounter.ExtCloner: a cloned state's combatant
// changes its own resistances.
func (p *CombatantPart) CloneExt() any {
	c := *p
	c.Attuned = slices.Clone(p.Attuned)
	c.Resist = maps.Clone(p.Resist)
	c.Immune = slices.Clone(p.Immune)
	c.Shields = slices.Clone(p.Shields)
	return &c
}

// FindShield finds a combatant's tracked shield by name (case-insensitive).
func FindShield(c *encounter.Combatant, name string) (Shield, bool) {
	return rules.FindFold(PartOf(c).Shields, name, func(s Shield) string { return s.Name })
}

// joinPart reads a joining combatant's DRGN keys into its part and sets
// each shield's hit points left; check (checkShields) refuses bad shields
// when the rules have checked the rest.
func joinPart(c *encounter.Combatant, cs encounter.CombatantSetup) (check func() error, err error) {
	p, err := SetupOf(cs)
	if err != nil {
		return nil, err
	}
	if p.Resist == nil {
		p.Resist = map[string]int{}
	}
	c.Ext = &p
	for _, s := range p.Shields {
		c.SetResource(ShieldKey(s.Name), s.HP)
	}
	return func() error {
		if err := checkShields(p.Shields); err != nil {
			return fmt.Errorf("combatant %q: %w", cs.ID, err)
		}
		return nil
	}, nil
}

// checkShields refuses shields without a name or named twice (ignoring
// case), and hit points or toughness out of range.
func checkShields(shields []Shield) error {
	seen := map[string]bool{}
	for i, sh := range shields {
		key := strings.ToLower(strings.TrimSpace(sh.Name))
		if key == "" {
			return fmt.Errorf("shield %d has no name", i+1)
		}
		if seen[key] {
			return fmt.Errorf("shield %q is listed twice: give each a different name", sh.Name)
		}
		seen[key] = true
		if sh.HP < 0 || sh.HP > encounter.MaxGearNumber || sh.MaxHP < 0 || sh.MaxHP > encounter.MaxGearNumber || sh.Toughness < 0 || sh.Toughness > encounter.MaxGearNumber {
			return fmt.Errorf("shield %q: hp, max_hp and toughness must be 0 to %d", sh.Name, encounter.MaxGearNumber)
		}
	}
	return nil
}
