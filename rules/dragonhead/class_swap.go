package dragonhead

import "fmt"

// This file holds two ways to change a class the character already has:
// taking the catalog's newer copy of it (UpdateClass, e.g. the book's
// incomplete Fighter once the user has filled in its hit die) and swapping
// a calling for another (SwapCalling, which also works for a human's only
// calling, which cannot be dropped).

// UpdateClass replaces the character's copy of a class with def, the
// catalog's copy of the same name and kind: the level and the hit die
// rolls stay, missing rolls for a hit die now known are rolled with r
// (rolls of another die are rolled again), and a first class granted at
// creation before it had a level table gets its level's XP recorded as
// spent ("Every character starts with a class at 1st level").
func UpdateClass(c Character, def ClassDef, r Dice) (Character, error) {
	i, err := c.classIndex(def.Name)
	if err != nil {
		return c, err
	}
	old := c.Classes[i]
	if old.Kind != def.Kind {
		return c, fmt.Errorf("the catalog's %s is a %s, the character's a %s: drop it and add the catalog's instead", def.Name, def.Kind, old.Kind)
	}
	return c.edit(func(out *Character) {
		cl := FromCatalog(def)
		cl.Name = old.Name
		cl.Level = old.Level
		if def.HitDie == old.HitDie {
			cl.HPRolls = append([]int(nil), old.HPRolls...)
		}
		if cl.HitDie > 0 {
			for len(cl.HPRolls) < hitDieRollsFor(i, cl.Level) {
				out.rollHitDie(&cl, r)
			}
		}
		out.Classes[i] = cl
		if i == 0 && !out.Creation.Done && out.XP.Spent.Classes[cl.Name] == 0 {
			if cost, err := def.LevelCost(cl.Level); err == nil && cost > 0 {
				out.XP.Spent.Classes[cl.Name] = cost
			}
		}
		out.History = append(out.History, Event{Kind: HistoryUpdateClass, Target: cl.Name, Note: "the catalog's copy"})
	})
}

// hitDieRollsFor is how many hit die rolls the class at index i needs at
// level: "Once for each level after first" for the first class; "Other
// classes provide a roll of their hit die at first level, as well as all
// following levels."
func hitDieRollsFor(i, level int) int {
	if i == 0 {
		return max(level-1, 0)
	}
	return max(level, 0)
}

// SwapCalling drops the calling old and takes def, another calling, in its
// place (the same place in the list, so a first class stays first): the XP
// spent on old vanishes as when it is dropped, and def is taken as AddClass
// takes it (granted when it becomes the first class during creation). A
// human's only calling cannot be dropped ("a human character always holds
// at least one") but can be swapped this way.
func SwapCalling(c Character, old string, def ClassDef, r Dice) (Character, Quote, error) {
	i, err := c.classIndex(old)
	if err != nil {
		return c, Quote{}, err
	}
	cl := c.Classes[i]
	if cl.Kind != Calling || def.Kind != Calling {
		return c, Quote{}, fmt.Errorf("only a calling can be swapped for another calling (%s is a %s, %s a %s)", cl.Name, cl.Kind, def.Name, def.Kind)
	}
	if _, err := c.classIndex(def.Name); err == nil {
		return c, Quote{}, fmt.Errorf("the character already has %s", def.Name)
	}
	dropped, err := c.edit(func(out *Character) {
		lost := out.XP.Spent.Classes[cl.Name]
		delete(out.XP.Spent.Classes, cl.Name)
		delete(out.XP.ClassPoints, cl.Name)
		out.Classes = append(out.Classes[:i], out.Classes[i+1:]...)
		out.History = append(out.History, Event{Kind: HistoryDropClass, Target: cl.Name, XP: lost, Note: "swapped for " + def.Name})
	})
	if err != nil {
		return c, Quote{}, err
	}
	if i == 0 && len(dropped.Classes) > 0 {
		// It becomes the first class again: take it as a first class
		// (no hit die roll at first level) by adding it to an empty list.
		rest := dropped.Classes
		dropped.Classes = nil
		next, q, err := AddClass(dropped, def, r)
		if err != nil {
			return c, q, fmt.Errorf("swapping %s for %s: %w", cl.Name, def.Name, err)
		}
		next.Classes = append(next.Classes, rest...)
		return next, q, nil
	}
	next, q, err := AddClass(dropped, def, r)
	if err != nil {
		return c, q, fmt.Errorf("swapping %s for %s: %w", cl.Name, def.Name, err)
	}
	// AddClass appends; put it back where old was.
	added := next.Classes[len(next.Classes)-1]
	copy(next.Classes[i+1:], next.Classes[i:len(next.Classes)-1])
	next.Classes[i] = added
	return next, q, nil
}
