package drgn

import (
	"encoding/json"
	"fmt"
	"sort"

	"sessionzero/rules/glance"
)

// glanceTraits is how many of the highest traits the party table shows.
const glanceTraits = 3

// Glance is the character's row of the party table: HP, the defenses an
// attack is measured against (Evasion, its damage reduction, Toughness),
// Perception (what a stealthing enemy must beat), speed, the highest other
// traits and each ability's uses left. Every number is Derive's.
func (s System) Glance(data json.RawMessage) ([]glance.Cell, error) {
	d, err := s.Derive(data)
	if err != nil {
		return nil, err
	}
	c, err := decodeObject(data)
	if err != nil {
		return nil, err
	}
	cells := []glance.Cell{
		glance.OutOf(d, "current_hp", "max_hp", "HP"),
		glance.From(d, "temporary_hp", "Temp HP"),
		glance.From(d, "evasion", "Evasion"),
		glance.From(d, "evasion_reduction", "Reduction"),
		glance.From(d, "toughness", "Toughness"),
		glance.From(d, "perception", "Perception"),
		glance.From(d, "speed", "Speed"),
	}
	type trait struct {
		Name      string `json:"name"`
		Effective int    `json:"effective"`
	}
	traits, _ := glance.Decode[[]trait](d, "traits")
	var top []trait
	for _, t := range traits {
		switch t.Name {
		case "Constitution", "Evasion", "Perception": // shown as HP, Evasion, Perception
		default:
			top = append(top, t)
		}
	}
	sort.SliceStable(top, func(i, j int) bool { return top[i].Effective > top[j].Effective })
	var parts []string
	for _, t := range top[:min(glanceTraits, len(top))] {
		parts = append(parts, fmt.Sprintf("%s %d", t.Name, t.Effective))
	}
	cells = append(cells, glance.List("Top traits", parts, "The highest effective traits besides Constitution, Evasion and Perception"))

	type ability struct {
		Name string `json:"name"`
		Uses int    `json:"uses"`
	}
	abilities, _ := glance.Decode[[]ability](d, "abilities")
	parts = nil
	for i, a := range abilities {
		if a.Uses <= 0 {
			continue
		}
		left := a.Uses
		if i < len(c.Abilities) && c.Abilities[i].UsesLeft != nil {
			left = min(max(*c.Abilities[i].UsesLeft, 0), a.Uses)
		}
		parts = append(parts, fmt.Sprintf("%s %d/%d", a.Name, left, a.Uses))
	}
	cells = append(cells, glance.List("Uses left", parts, "Uses left of the uses bought, until a rest refreshes them"))
	return cells, nil
}
