package evening

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"sessionzero/rules"
	"sessionzero/rules/encounter"
)

// This file puts an encounter's results for one character back into its
// library document (WriteBack) and records that it did (EventWrittenBack),
// so that a second write-back of the same encounter gives nothing twice.

// Internal counters on a character combatant (keys starting with "_" are
// not shown): the XP offered to it and how much of that the last
// write-back gave, and how many leveraged items the last write-back
// carried over.
const (
	xpOfferedKey      = "_xp_offered"
	xpWrittenKey      = "_xp_written"
	itemsWrittenKey   = "_items_written"
	threadKeyPrefix   = "_thread_"
	maxWriteBackAward = 1000
)

// EventWrittenBack records that a combatant's results were written back to
// its library character ({"combatant": id}): the XP offered so far and the
// items leveraged so far count as given, so the next write-back gives only
// what came after. The tracker applies it after each write-back.
const EventWrittenBack = "written_back"

func writtenBack(st *encounter.State, c *encounter.Combatant, _ encounter.OnCombatant) error {
	given := c.Resource(xpOfferedKey) - c.Resource(xpWrittenKey)
	setRes(c, xpWrittenKey, c.Resource(xpOfferedKey))
	setRes(c, itemsWrittenKey, c.Resource("_items"))
	if given > 0 {
		st.Sayf("wrote the results back to %s (%d XP offered in the encounter given)", c.Name, given)
	} else {
		st.Sayf("wrote the results back to %s", c.Name)
	}
	return nil
}

// recordThread keeps a thread's marks on every character on the board, so
// that the write-back can carry a player thread's progress to its
// character (a character's thread and the board's share a name).
func recordThread(st *encounter.State, t *encounter.Combatant, removed bool) {
	for _, c := range st.Combatants {
		if c.Kind != CombatantCharacter {
			continue
		}
		key := threadKeyPrefix + t.ID
		c.SetDie(key, t.Name)
		setRes(c, key+"_marks", max(t.Resource("marks"), 0))
		setRes(c, key+"_removed", boolInt(removed))
	}
}

// ThreadProgress is a thread's state on the board as a character on it
// saw it last.
type ThreadProgress struct {
	Name    string
	Marks   int
	Removed bool
}

// ThreadsSeen lists the threads marked while c was on the board, by name.
func ThreadsSeen(c *encounter.Combatant) []ThreadProgress {
	var out []ThreadProgress
	for _, k := range rules.SortedKeys(c.Dice) {
		if !strings.HasPrefix(k, threadKeyPrefix) {
			continue
		}
		out = append(out, ThreadProgress{Name: c.Dice[k], Marks: c.Resource(k + "_marks"), Removed: c.Resource(k+"_removed") == 1})
	}
	return out
}

// WriteBack puts an encounter's results for the character combatant c into
// the character's data document: health (absent again when full),
// temporary health, injury, exhaustion, death-save marks and death, the
// reserve dice spent, the assets leveraged and the items they became, the
// XP offered in the encounter and not yet given ("You gain one experience
// point if …", L173–177), plus xp the narrator awards now, and the marks of
// the character's threads advanced, forestalled or resolved on the thread
// board. It returns the new document and one line per change (none: the
// document unchanged); unknown keys are kept. XP offered and items gained
// before the last EventWrittenBack are not given again; every other value
// is the encounter's, so writing twice changes nothing the second time.
func WriteBack(data json.RawMessage, c *encounter.Combatant, xp int) (json.RawMessage, []string, error) {
	if c.Kind != CombatantCharacter {
		return nil, nil, fmt.Errorf("%s is not a character: only characters are written back", c.Name)
	}
	ch, err := DecodeCharacter(data)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", c.Name, err)
	}
	if err := rules.CheckRange("XP awarded", xp, 0, maxWriteBackAward); err != nil {
		return nil, nil, fmt.Errorf("%s: %w", c.Name, err)
	}
	before := DeriveCharacter(ch)
	num := func(d rules.Derived, key string) int {
		n, _ := rules.As[int](d, key)
		return n
	}
	out := ch.clone()
	out.Threads = slices.Clone(ch.Threads)
	var lines []string
	change := func(what string, was, now int) {
		if was != now {
			lines = append(lines, fmt.Sprintf("%s: %s %d → %d", c.Name, what, was, now))
		}
	}
	// Levels first: exhaustion 4 halves the maximum health is measured
	// against.
	out.Injury = min(max(c.Resource("injury"), 0), 7)
	change("injury", ch.Injury, out.Injury)
	out.Exhaustion = min(max(c.Resource("exhaustion"), 0), 6)
	change("exhaustion", ch.Exhaustion, out.Exhaustion)

	after := DeriveCharacter(out)
	full := num(after, "max_hp")
	hp := min(max(c.HP, 0), full)
	if hp == full {
		out.CurrentHP = nil
	} else {
		out.CurrentHP = &hp
	}
	change("health", num(before, "current_hp"), hp)
	out.TemporaryHP = max(c.TempHP, 0)
	change("temporary health", ch.TemporaryHP, out.TemporaryHP)

	out.DeathSaves = DeathSaveMarks{Failures: min(max(c.Resource("death_failures"), 0), 3), Successes: min(max(c.Resource("death_successes"), 0), 3)}
	change("death save failures", ch.DeathSaves.Failures, out.DeathSaves.Failures)
	change("death save successes", ch.DeathSaves.Successes, out.DeathSaves.Successes)
	if c.Dead && !ch.Dead {
		out.Dead = true
		lines = append(lines, c.Name+": dead")
	}

	dice, _ := rules.As[[]string](before, "reserve_dice")
	if _, joined := c.Stats["reserves"]; joined {
		out.ReservesSpent = min(max(len(dice)-c.Resource("reserves_left"), 0), len(dice))
		change("reserve dice spent", ch.ReservesSpent, out.ReservesSpent)
	}

	for _, k := range AssetKinds {
		if _, joined := c.Stats["asset_"+k]; !joined {
			continue
		}
		v := out.Assets[k]
		v.Value = max(leverageRes(c, "_asset_"+k), 0)
		v.LeveragedToday = leverageRes(c, "_leveraged_"+k) == 1
		if v != ch.Assets[k] {
			if out.Assets == nil {
				out.Assets = map[string]Asset{}
			}
			out.Assets[k] = v
			change(k, ch.Assets[k].Value, v.Value)
			if v.LeveragedToday && !ch.Assets[k].LeveragedToday {
				lines = append(lines, fmt.Sprintf("%s: %s leveraged today", c.Name, k))
			}
		}
	}
	for _, it := range LeveragedItems(c)[min(c.Resource(itemsWrittenKey), c.Resource("_items")):] {
		out.Inventory = append(out.Inventory, Item{Name: it.Name, Load: it.Load})
		lines = append(lines, fmt.Sprintf("%s: carries %s (load %d, leveraged %s)", c.Name, it.Name, it.Load, it.Asset))
	}

	for _, t := range ThreadsSeen(c) {
		i := slices.IndexFunc(out.Threads, func(th Thread) bool { return strings.EqualFold(th.Name, t.Name) })
		if i < 0 {
			continue
		}
		th := out.Threads[i]
		switch {
		case t.Removed:
			out.Threads = slices.Delete(out.Threads, i, i+1)
			lines = append(lines, fmt.Sprintf("%s: thread %s forestalled to no marks, removed", c.Name, th.Name))
		case t.Marks != th.Marks:
			was := th.Marks
			th.Marks = min(t.Marks, th.Length)
			out.Threads[i] = th
			if th.Marks >= th.Length {
				lines = append(lines, fmt.Sprintf("%s: thread %s resolved (%d of %d marks)", c.Name, th.Name, th.Marks, th.Length))
			} else {
				lines = append(lines, fmt.Sprintf("%s: thread %s marks %d → %d of %d", c.Name, th.Name, was, th.Marks, th.Length))
			}
		}
	}

	offered := max(c.Resource(xpOfferedKey)-c.Resource(xpWrittenKey), 0)
	if gain := offered + xp; gain > 0 {
		if err := rules.CheckRange("total XP", out.XPTotal+gain, 0, 10000); err != nil {
			return nil, nil, fmt.Errorf("%s: %w", c.Name, err)
		}
		var why []string
		if offered > 0 {
			why = append(why, fmt.Sprintf("%d offered in the encounter", offered))
		}
		if xp > 0 {
			why = append(why, fmt.Sprintf("%d awarded", xp))
		}
		lines = append(lines, fmt.Sprintf("%s: XP %d → %d (%s)", c.Name, out.XPTotal, out.XPTotal+gain, strings.Join(why, ", ")))
		out.XPTotal += gain
	}
	if len(lines) == 0 {
		return data, nil, nil
	}
	b, err := out.Encode()
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", c.Name, err)
	}
	return b, lines, nil
}
