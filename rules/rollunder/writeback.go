package rollunder

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"sessionzero/rules/encounter"
)

// This file writes an encounter's results back to the library character a
// combatant joined from: HP, current STR/DEX/WIL, conditions, Critical
// Damage (and whether it was tended) and death; a dead character with
// hirelings or apprentices is reminded that "the player may take control of
// a Hireling or Apprentice" (L32). The book has no experience points.
//
// A written_back record (EventWrittenBack) keeps what was written on the
// combatant, so that a second write-back gives only what changed since: a
// character rested in the library after the first write-back keeps its HP
// unless the encounter changed them again.

// EventWrittenBack records that a combatant's results were written back to
// its library character ({"combatant"}); the tracker applies it after each
// write-back.
const EventWrittenBack = "written_back"

// Internal resources (not shown) mirroring the fighter's state for the
// write-back, and the values of the last write-back.
const (
	criticalKey = "_critical"
	tendedKey   = "_tended"
	writtenKey  = "_written"
	writtenPfx  = "_written_"
	joinedKey   = "_joined"
	joinedPfx   = "_joined_"
	condPfx     = "condition:"
)

// writeBackField is one number the write-back carries.
type writeBackField struct {
	key, label string
	get        func(ch *Character) int
	set        func(ch *Character, v int)
	now        func(c *encounter.Combatant) int
}

func writeBackFields() []writeBackField {
	fs := []writeBackField{{key: "hp", label: "HP",
		get: func(ch *Character) int { return ch.HP() },
		set: func(ch *Character, v int) { ch.CurrentHP = &v },
		now: func(c *encounter.Combatant) int { return c.HP }}}
	for _, a := range Abilities {
		fs = append(fs, writeBackField{key: currentKey(a), label: "current " + strings.ToUpper(a),
			get: func(ch *Character) int { return ch.Current(a) },
			set: func(ch *Character, v int) { ch.SetCurrent(a, v) },
			now: func(c *encounter.Combatant) int { return score(c, a) }})
	}
	return fs
}

// userConditions are the conditions a character keeps between sessions:
// the book's five and any the GM named (the tracker's automatic ones,
// Critical, Engaged …, are not conditions on the combatant).
func userConditions(c *encounter.Combatant) []string {
	var out []string
	for _, cd := range c.Conditions {
		out = append(out, cd.Name)
	}
	return out
}

// WriteBack puts an encounter's results for c into its character's data
// document (hooks.System.WriteBack): each value the encounter changed
// since the character joined, or since the last write-back, and one line
// per change. xp must be 0: the book has no experience points.
func WriteBack(data json.RawMessage, c *encounter.Combatant, xp int) (json.RawMessage, []string, error) {
	if xp != 0 {
		return nil, nil, fmt.Errorf("%s: the roll-under book has no experience points; leave XP empty", c.Name)
	}
	ch, err := Decode(data)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", c.Name, err)
	}
	out := ch
	// base is what the values were when the character joined, or at the
	// last write-back; "" (an encounter from before these records) compares
	// with the character as it is.
	base := ""
	switch {
	case c.Resource(writtenKey) == 1:
		base = writtenPfx
	case c.Resource(joinedKey) == 1:
		base = joinedPfx
	}
	var lines []string
	for _, f := range writeBackFields() {
		was, now := f.get(&ch), f.now(c)
		since := was
		if base != "" {
			since = c.Resource(base + f.key)
		}
		if now != since && now != was {
			f.set(&out, now)
			lines = append(lines, fmt.Sprintf("%s: %s %d → %d", c.Name, f.label, was, now))
		}
	}
	conds, added, removed := mergeConditions(ch.Conditions, c, base)
	if len(added)+len(removed) > 0 {
		out.Conditions = conds
		var parts []string
		for _, n := range added {
			parts = append(parts, "+ "+n)
		}
		for _, n := range removed {
			parts = append(parts, "− "+n)
		}
		lines = append(lines, fmt.Sprintf("%s: conditions %s", c.Name, strings.Join(parts, ", ")))
	}
	flag := func(key string, was bool, set func(bool), on, off string) {
		now := c.Resource(key) == 1
		since := was
		if base != "" {
			since = c.Resource(base+key) == 1
		}
		if now != since && now != was {
			set(now)
			lines = append(lines, c.Name+": "+map[bool]string{true: on, false: off}[now])
		}
	}
	flag(criticalKey, ch.Critical, func(v bool) { out.Critical = v }, "Critical Damage", "Critical Damage is over")
	flag(tendedKey, ch.Tended, func(v bool) { out.Tended = v }, "tended by an ally", "no longer tended")
	if c.Dead && !ch.Dead {
		out.Dead = true
		line := c.Name + ": dead"
		if len(ch.Hirelings) > 0 {
			var names []string
			for _, h := range ch.Hirelings {
				names = append(names, h.Name+" ("+h.Role+")")
			}
			line += fmt.Sprintf(`. "The player may take control of a Hireling or Apprentice": %s. Use Continue as hireling on the character to make one of them the player's character`, strings.Join(names, ", "))
		}
		lines = append(lines, line)
	}
	if len(lines) == 0 {
		return data, nil, nil
	}
	b, err := Encode(out)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", c.Name, err)
	}
	return b, lines, nil
}

// mergeConditions applies the conditions the encounter added and cleared
// (since base's record, or against the character's list when base is "")
// to the character's list, keeping its order.
func mergeConditions(have []string, c *encounter.Combatant, base string) (out, added, removed []string) {
	now := userConditions(c)
	since := have
	if base != "" {
		since = nil
		for k, v := range c.Resources {
			if n, ok := strings.CutPrefix(k, base+condPfx); ok && v == 1 {
				since = append(since, n)
			}
		}
		slices.Sort(since)
	}
	out = slices.Clone(have)
	for _, n := range now {
		if !slices.Contains(since, n) && !slices.Contains(out, n) {
			out = append(out, n)
			added = append(added, n)
		}
	}
	for _, n := range since {
		if !slices.Contains(now, n) && slices.Contains(out, n) {
			out = slices.DeleteFunc(out, func(s string) bool { return s == n })
			removed = append(removed, n)
		}
	}
	return out, added, removed
}

// keep records on the combatant, under prefix, the values a write-back
// compares with: when it joins (joinedPfx) and when it is written back
// (writtenPfx).
func keep(c *encounter.Combatant, prefix string) {
	for _, f := range writeBackFields() {
		c.SetResource(prefix+f.key, f.now(c))
	}
	for _, k := range []string{criticalKey, tendedKey} {
		c.SetResource(prefix+k, c.Resource(k))
	}
	for k := range c.Resources {
		if strings.HasPrefix(k, prefix+condPfx) {
			c.Resources[k] = 0
		}
	}
	for _, n := range userConditions(c) {
		c.SetResource(prefix+condPfx+n, 1)
	}
}

type writtenBackEvent struct {
	encounter.OnCombatant
}

// applyWrittenBack keeps the written values on the combatant.
func applyWrittenBack(st *encounter.State, c *encounter.Combatant, _ *fighter, _ writtenBackEvent) error {
	c.SetResource(writtenKey, 1)
	keep(c, writtenPfx)
	st.Sayf("Wrote the results back to %s", c.Name)
	return nil
}
