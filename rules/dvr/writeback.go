package dvr

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"sessionzero/rules"
	"sessionzero/rules/encounter"
)

// This file carries an encounter's results back to a library character
// (WriteBack) and keeps what was carried (EventWrittenBack), so that a
// second write-back gives nothing twice. What the tracker counts for it:
// burdens gained ("burden"), rust gained by an item ("rust") and items
// sacrificed All or Nothing in an attack; Health and Focus are the
// combatant's own numbers.

// Internal resource keys (the "_" prefix keeps them off the rows): the
// burdens gained in the encounter and how many of them the last
// write-back gave; an item's rust gained and written; an item sacrificed
// All or Nothing.
const (
	burdensKey        = "_burdens"
	burdensWrittenKey = "_burdens_written"
	rustPrefix        = "_rust:"
	rustWrittenPrefix = "_rust_written:"
	sacrificedPrefix  = "_sacrificed:"
)

// EventWrittenBack records that a combatant's results were written back
// to its library character: the burdens and rust counted so far are then
// given, and the next write-back gives only what is gained since. The
// tracker applies it after each write-back.
const EventWrittenBack = "written_back"

type writtenBackEvent struct {
	encounter.OnCombatant
}

func writtenBack(st *encounter.State, c *encounter.Combatant, _ writtenBackEvent) error {
	c.SetResource(burdensWrittenKey, c.Resource(burdensKey))
	for _, item := range rustedItems(c) {
		c.SetResource(rustWrittenPrefix+item, c.Resource(rustPrefix+item))
	}
	st.Sayf("wrote the results back to %s", c.Name)
	return nil
}

// rustedItems are the items that gained rust in the encounter, sorted.
func rustedItems(c *encounter.Combatant) []string {
	var out []string
	for k := range c.Resources {
		if item, ok := strings.CutPrefix(k, rustPrefix); ok {
			out = append(out, item)
		}
	}
	slices.Sort(out)
	return out
}

// sacrificedItems are the items sacrificed All or Nothing, sorted.
func sacrificedItems(c *encounter.Combatant) []string {
	var out []string
	for k, v := range c.Resources {
		if item, ok := strings.CutPrefix(k, sacrificedPrefix); ok && v > 0 {
			out = append(out, item)
		}
	}
	slices.Sort(out)
	return out
}

// gainBurden is the "burden" event: the combatant gains amount burdens
// (default 1), "whenever players interact with something supernatural"
// (Extra Character Rules › Burdens); they reach the character on write-back.
func gainBurden(st *encounter.State, _ *Ext, c *encounter.Combatant, p simple) error {
	n := 1
	if p.Amount != nil {
		n = *p.Amount
	}
	if n < 1 {
		return fmt.Errorf("a burden gained is 1 or more")
	}
	c.AddResource(burdensKey, n)
	st.Sayf("%s gains %s", c.Name, plural(n, "burden", "burdens"))
	return nil
}

// rustItem is the "rust" event: an item of the combatant gains amount rust
// (default 1), "for every point of rust an item gains the die value is
// stepped down" (Wear and Tear › Rusting); it reaches the character on
// write-back.
func rustItem(st *encounter.State, _ *Ext, c *encounter.Combatant, p simple) error {
	item := strings.TrimSpace(p.Name)
	if item == "" {
		return fmt.Errorf("name the item that rusts")
	}
	n := 1
	if p.Amount != nil {
		n = *p.Amount
	}
	if n < 1 {
		return fmt.Errorf("rust gained is 1 or more")
	}
	setGear(c, rustPrefix+item, c.Resource(rustPrefix+item)+n)
	st.Sayf("%s's %s gains %d rust", c.Name, item, n)
	return nil
}

// plural is "1 burden", "2 burdens".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// WriteBack puts an encounter's results into a DvR character's data
// document: current Health and Focus (the combatant's, "Health represents a
// characters physical stability"), the burdens gained since the last
// write-back, the rust the character's items gained since ("for every
// point of rust an item gains…"), the items sacrificed All or Nothing
// (marked destroyed: "the item will be destroyed after being used"), and
// xp the GM awards as an XP award. It returns the new document and one
// line per change (none: nothing to write); unknown keys are kept.
func WriteBack(data json.RawMessage, c *encounter.Combatant, xp int) (json.RawMessage, []string, error) {
	ch, err := Decode(data)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", c.Name, err)
	}
	if err := rules.CheckRange("XP earned", xp, 0, maxXPAmount); err != nil {
		return nil, nil, fmt.Errorf("%s: %w", c.Name, err)
	}
	out := clone(ch)
	out.Items = append([]Item(nil), ch.Items...)
	d := DeriveCharacter(ch)
	var lines []string
	say := func(format string, args ...any) { lines = append(lines, c.Name+": "+fmt.Sprintf(format, args...)) }

	if maxH, ok := rules.As[int](d, "max_health"); ok {
		was, _ := rules.As[int](d, "current_health")
		if now := min(c.HP, maxH); now != was {
			out.CurrentHealth = &now
			say("Health %d/%d → %d/%d", was, maxH, now, maxH)
		}
	}
	if maxF, ok := rules.As[int](d, "max_focus"); ok && hasFocus(c) {
		was, _ := rules.As[int](d, "current_focus")
		if now := min(c.Resource(resFocus), maxF); now != was {
			out.CurrentFocus = &now
			say("Focus %d/%d → %d/%d", was, maxF, now, maxF)
		}
	}
	if n := c.Resource(burdensKey) - c.Resource(burdensWrittenKey); n > 0 {
		out.Burdens = min(out.Burdens+n, maxSmall)
		say("burdens %d → %d", ch.Burdens, out.Burdens)
	}
	for _, item := range rustedItems(c) {
		n := c.Resource(rustPrefix+item) - c.Resource(rustWrittenPrefix+item)
		if n <= 0 {
			continue
		}
		i := itemIndex(out.Items, item)
		if i < 0 {
			say("%d rust on %s not written: the character has no such item", n, item)
			continue
		}
		was := out.Items[i].Rust
		if out, err = RustItem(out, i, n); err != nil {
			return nil, nil, fmt.Errorf("%s: %w", c.Name, err)
		}
		say("%s rust %d → %d", out.Items[i].Name, was, out.Items[i].Rust)
	}
	for _, item := range sacrificedItems(c) {
		if i := itemIndex(out.Items, item); i >= 0 && out.Items[i].Destroyed == "" {
			out.Items[i].Destroyed = "destroyed"
			say("%s destroyed (sacrificed All or Nothing; the GM may call it broken instead)", out.Items[i].Name)
		}
	}
	if xp > 0 {
		was := xpTotal(out)
		out.XPEarned = append(slices.Clone(ch.XPEarned), XPEntry{Amount: xp, Reason: "encounter"})
		say("XP earned %d → %d (+%d awarded)", was, was+xp, xp)
	}
	if len(lines) == 0 {
		return data, nil, nil
	}
	b, err := out.Encode()
	if err != nil {
		return nil, nil, err
	}
	return b, lines, nil
}

// itemIndex is the index of the item named name (any case), -1 if none.
func itemIndex(items []Item, name string) int {
	return slices.IndexFunc(items, func(it Item) bool { return strings.EqualFold(it.Name, strings.TrimSpace(name)) })
}
