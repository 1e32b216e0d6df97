package dvr

import (
	"fmt"
	"strings"
)

// ItemCatalog is the book's items (L108–109, L198).
var ItemCatalog = []Item{
	{Name: "God Ender", Kind: "weapon", Die: 10, Damage: 8, Notes: "Applies Killable condition to immortal creatures"},
	{Name: "Simple Weapon", Kind: "weapon", Die: 6, Damage: 2},
	{Name: "Gun", Kind: "weapon", Die: 6, Damage: 4},
}

// PerkCatalog is the perk table's names (L312–326); the ancestries have
// empty descriptions in the book (DVR-29).
var PerkCatalog = []Perk{
	{Name: "Dwarf"}, {Name: "Elf"}, {Name: "Human"}, {Name: "Avian"}, {Name: "Reptilian"}, {Name: "Orc"},
	{Name: "Halfling"}, {Name: "Other"},
	{Name: "Fast on your feet", Rank: 1, Effect: "Increase max speed one inch per rank"},
}

// CritTargets lists the pool entries a crit level-up may raise (DVR-12):
// the script and skill dice used in that roll, never misc dice ("Reflex or
// Gunplay may be raised; the misc die may not"). Empty without a crit.
func CritTargets(pool []PoolEntry, crit bool) []PoolEntry {
	var out []PoolEntry
	if !crit {
		return out
	}
	for _, e := range pool {
		if e.From == PoolScript || e.From == PoolSkill {
			out = append(out, e)
		}
	}
	return out
}

// ChangeFocusDie re-chooses the focus die (DVR-15): max Focus follows the
// new attribute; current Focus is lowered to the new max if above it.
func ChangeFocusDie(c Character, attr string) (Character, error) {
	a, ok := attribute(attr)
	if !ok {
		return c, fmt.Errorf("dvr focus die: %q is not an attribute (use %s)", attr, strings.Join(Attributes, ", "))
	}
	out := clone(c)
	from := out.FocusDie
	out.FocusDie = a
	if out.CurrentFocus != nil {
		*out.CurrentFocus = min(*out.CurrentFocus, 3+scriptDie(out, a))
	}
	out.History = append(out.History, HistoryEntry{Kind: HistoryFocusDie, From: from, To: a})
	return out, nil
}

// RustItem adds rust to item i (L117–119); CleanItem removes amount of it.
func RustItem(c Character, i, amount int) (Character, error) {
	return changeRust(c, i, amount, HistoryRust)
}

// CleanItem removes amount of rust from item i ("Cleaning removes rust").
func CleanItem(c Character, i, amount int) (Character, error) {
	return changeRust(c, i, -amount, HistoryClean)
}

func changeRust(c Character, i, delta int, kind string) (Character, error) {
	if i < 0 || i >= len(c.Items) {
		return c, fmt.Errorf("dvr %s: no item %d", kind, i+1)
	}
	if delta == 0 || delta > maxSmall || delta < -maxSmall {
		return c, fmt.Errorf("dvr %s: amount must be 1–%d", kind, maxSmall)
	}
	out := clone(c)
	out.Items = append([]Item(nil), c.Items...)
	it := &out.Items[i]
	it.Rust = min(max(it.Rust+delta, 0), maxSmall)
	out.History = append(out.History, HistoryEntry{Kind: kind, Target: it.Name, Amount: max(delta, -delta)})
	return out, nil
}

// HealBurden removes one burden and adds the XP the GM types (DVR-28).
func HealBurden(c Character, xp int) (Character, error) {
	if c.Burdens < 1 {
		return c, fmt.Errorf("dvr burden: no burden to heal")
	}
	if xp < 0 || xp > maxXPAmount {
		return c, fmt.Errorf("dvr burden: XP %d out of range 0–%d", xp, maxXPAmount)
	}
	out := clone(c)
	out.Burdens--
	out.History = append(out.History, HistoryEntry{Kind: HistoryBurdenHealed, XP: xp})
	return out, nil
}

// CrisisRoll records a crisis roll: the d20 must be strictly above the
// splinter value ("roll a d20 above their splinter value", L181); a failed
// roll sets crisis.
func CrisisRoll(c Character, d20 int) (Character, bool, error) {
	if d20 < 1 || d20 > 20 {
		return c, false, fmt.Errorf("dvr crisis: a d20 shows 1–20, not %d", d20)
	}
	if c.Splinter == nil {
		return c, false, fmt.Errorf("dvr crisis: the GM has not set a splinter value")
	}
	passed := d20 > *c.Splinter
	out := clone(c)
	if !passed {
		out.Crisis = true
	}
	out.History = append(out.History, HistoryEntry{Kind: HistoryCrisisRoll, D20: d20, Splinter: *c.Splinter, Passed: &passed})
	return out, passed, nil
}
