package encounter

import (
	"fmt"
	"maps"
	"strconv"
	"strings"

	"sessionzero/rules"
)

// Attack is one attack, weapon or ability a combatant can pick in the
// tracker, carried from its character so nothing is retyped. Fields a
// system does not use stay empty (docs/formats.md lists them per system).
type Attack struct {
	Name string `json:"name"`
	// Kind is DRGN's melee, ranged or ability, or Dragonhead's Melee,
	// Ranged, Unarmed or Spell.
	Kind string `json:"kind,omitempty"`
	// Damage is DRGN's damage (the formula's "Damage") or Dragonhead's
	// damage number before the Dice Table.
	Damage float64 `json:"damage,omitempty"`
	// Element is DRGN's damage type (Force unless Elemental).
	Element string `json:"element,omitempty"`
	// Hit is Dragonhead's Hit strength; Dice its damage roll from the Dice
	// Table ("2d6"); Type its damage type letter (p s m b i).
	Hit  int    `json:"hit,omitempty"`
	Dice string `json:"dice,omitempty"`
	Type string `json:"type,omitempty"`
	// Aspects are Dragonhead's weapon aspects ("Close", "Fire").
	Aspects []string `json:"aspects,omitempty"`
	// Components are a DRGN ability's components in the calculator's
	// notation ("power=30", "elemental=Fire").
	Components []string `json:"components,omitempty"`
	// Range is in units (DRGN Ranged component), 0 when none is given.
	Range int `json:"range,omitempty"`
	// Area marks an ability that hits an area (Line, Cone, Sphere) or a
	// Multi-Target one.
	Area bool `json:"area,omitempty"`
	// Uses is how many uses a DRGN ability has (per rest); 0 for weapons and
	// for abilities without a count (Intrinsic, Consuming).
	Uses int `json:"uses,omitempty"`
	// Left is how many uses are left when the combatant joins (absent: all
	// of Uses).
	Left *int `json:"left,omitempty"`
	// Reliable abilities refresh their uses on a short rest.
	Reliable bool `json:"reliable,omitempty"`
	// Explain says where the numbers come from.
	Explain string `json:"explain,omitempty"`
}

// UsesKey is the resource key counting an attack's uses left.
func UsesKey(name string) string { return "uses:" + name }

// FindAttack finds a combatant's attack by name (case-insensitive).
func (c *Combatant) FindAttack(name string) (Attack, error) {
	if a, ok := rules.FindFold(c.Attacks, name, func(a Attack) string { return a.Name }); ok {
		return a, nil
	}
	if len(c.Attacks) == 0 {
		return Attack{}, fmt.Errorf("%s has no attacks listed (it joined without a character)", c.Name)
	}
	names := make([]string, len(c.Attacks))
	for i, a := range c.Attacks {
		names[i] = a.Name
	}
	return Attack{}, fmt.Errorf("%s has no attack %q (has %s)", c.Name, name, strings.Join(names, ", "))
}

// MaxCopies is the most copies AddCopies makes at once.
const MaxCopies = 100

// Copies makes n copies of a stat block with numbered names ("Goblin 1",
// "Goblin 2" …) and IDs made from the name ("goblin-1"), skipping numbers
// whose ID taken reports as used. n is 1 to MaxCopies; one copy keeps the
// plain name.
func Copies(cs CombatantSetup, n int, taken func(id string) bool) ([]CombatantSetup, error) {
	if n < 1 || n > MaxCopies {
		return nil, fmt.Errorf("copies: %d is not between 1 and %d", n, MaxCopies)
	}
	base := strings.TrimSpace(cs.Name)
	if base == "" {
		return nil, fmt.Errorf("copies: the stat block needs a name")
	}
	if taken == nil {
		taken = func(string) bool { return false }
	}
	slug := Slug(base)
	out := make([]CombatantSetup, 0, n)
	used := map[string]bool{}
	for i := 1; len(out) < n; i++ {
		name, id := base+" "+strconv.Itoa(i), slug+"-"+strconv.Itoa(i)
		if n == 1 && i == 1 && !taken(slug) {
			name, id = base, slug
		}
		if taken(id) || used[id] {
			continue
		}
		used[id] = true
		c := cloneSetup(cs)
		c.ID, c.Name = id, name
		out = append(out, c)
	}
	return out, nil
}

// Slug makes an ID from a name: lower case letters and digits joined by
// hyphens ("Goblin Chief" → "goblin-chief"); "combatant" when nothing is left.
func Slug(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
			continue
		}
		dash = true
	}
	if b.Len() == 0 {
		return "combatant"
	}
	return b.String()
}

// cloneSetup copies the maps and lists of a setup so copies share nothing.
func cloneSetup(cs CombatantSetup) CombatantSetup {
	out := cs
	out.Stats = maps.Clone(cs.Stats)
	out.Dice = maps.Clone(cs.Dice)
	out.Extra = maps.Clone(cs.Extra)
	out.Attacks = append([]Attack(nil), cs.Attacks...)
	return out
}

// ResourceLabel is how a resource key reads to people: "uses:Fireball"
// is "Fireball uses", "shield:Kite Shield" is "Kite Shield HP", and the
// engine's own keys lose their underscores ("speed_left" → "speed left");
// "sacrificed:Shield" (Dragonhead's tear an item took) is "Shield sacrificed".
func ResourceLabel(key string) string {
	switch {
	case strings.HasPrefix(key, "uses:"):
		return strings.TrimPrefix(key, "uses:") + " uses"
	case strings.HasPrefix(key, "shield:"):
		return strings.TrimPrefix(key, "shield:") + " HP"
	case strings.HasPrefix(key, "sacrificed:"):
		return strings.TrimPrefix(key, "sacrificed:") + " sacrificed"
	}
	return strings.ReplaceAll(key, "_", " ")
}
