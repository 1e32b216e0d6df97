package rollunder

import (
	"slices"

	"sessionzero/rules/encounter"
)

// The autopilot's payloads convert themselves into the rules' payloads
// (encounter.Converter), field by field as reading their JSON would: the
// lists are copied, a list omitted when empty stays nil, and a d20 list
// that would be written as null (never rolled) is left to the JSON.

var (
	_ encounter.Converter = autoStart{}
	_ encounter.Converter = autoDeclare{}
	_ encounter.Converter = autoAttack{}
	_ encounter.Converter = autoMorale{}
	_ encounter.Converter = d20Roll{}
)

// omitted is a list as it reads back with omitempty: nil when empty.
func omitted(l []int) []int {
	if len(l) == 0 {
		return nil
	}
	return slices.Clone(l)
}

// ConvertTo implements encounter.Converter (the start event).
func (p autoStart) ConvertTo(dst any) bool {
	out, ok := dst.(*StartPayload)
	if !ok {
		return false
	}
	var saves []DexSave
	if len(p.DexSaves) > 0 {
		saves = make([]DexSave, len(p.DexSaves))
		for i, s := range p.DexSaves {
			if s.D20 == nil {
				return false
			}
			saves[i] = DexSave{Combatant: s.Combatant, D20: slices.Clone(s.D20)}
		}
	}
	*out = StartPayload{FirstSide: p.FirstSide, DexSaves: saves}
	return true
}

// ConvertTo implements encounter.Converter (the str_save event).
func (p d20Roll) ConvertTo(dst any) bool {
	out, ok := dst.(*SavePayload)
	if !ok || p.D20 == nil {
		return false
	}
	*out = SavePayload{OnCombatant: encounter.OnCombatant{Combatant: p.Combatant}, D20: slices.Clone(p.D20)}
	return true
}

// ConvertTo implements encounter.Converter (the declare event).
func (p autoDeclare) ConvertTo(dst any) bool {
	out, ok := dst.(*DeclarePayload)
	if pp, isPtr := dst.(**DeclarePayload); isPtr && *pp == nil {
		// The handler's pointer (applyDeclare): a new payload, as reading
		// the JSON into it makes.
		out, ok = new(DeclarePayload), true
		*pp = out
	}
	if !ok {
		return false
	}
	var ws []string
	if len(p.Weapons) > 0 {
		ws = slices.Clone(p.Weapons)
	}
	*out = DeclarePayload{Combatant: p.Combatant, declaration: declaration{Action: p.Action, Target: p.Target, Weapons: ws}}
	return true
}

// ConvertTo implements encounter.Converter (the attack event).
func (p autoAttack) ConvertTo(dst any) bool {
	out, ok := dst.(*AttackPayload)
	if pp, isPtr := dst.(**AttackPayload); isPtr && *pp == nil {
		out, ok = new(AttackPayload), true // the handler's pointer (applyAttack)
		*pp = out
	}
	if !ok {
		return false
	}
	var entries []AttackEntry
	if p.Attackers != nil {
		// Every list is fresh; the entries' lists are cut from one block,
		// each to its own length and capacity (an append to one copies it).
		n := 0
		for _, e := range p.Attackers {
			n += len(e.Dice) + len(e.Faces)
		}
		block := make([]int, 0, n)
		entries = make([]AttackEntry, len(p.Attackers))
		for i, e := range p.Attackers {
			entries[i] = AttackEntry{ID: e.ID, Dice: cut(&block, e.Dice), Faces: cut(&block, e.Faces)}
		}
	}
	var r *Reaction
	if p.Reaction != nil {
		a := p.Reaction
		r = &Reaction{Type: a.Type, D20: omitted(a.D20), Disadvantage: a.Disadvantage, Attacker: a.Attacker,
			Dice: omitted(a.Dice), Faces: omitted(a.Faces)}
	}
	*out = AttackPayload{OnTarget: encounter.OnTarget{Target: p.Target}, Against: p.Against, Attackers: entries, Reaction: r}
	return true
}

// cut appends l to *block and returns that part of it, capped, as a copy
// of l (nil for a nil l, as slices.Clone).
func cut(block *[]int, l []int) []int {
	if l == nil {
		return nil
	}
	start := len(*block)
	*block = append(*block, l...)
	return (*block)[start:len(*block):len(*block)]
}

// ConvertTo implements encounter.Converter (the morale event).
func (p autoMorale) ConvertTo(dst any) bool {
	out, ok := dst.(*MoralePayload)
	if !ok || p.D20 == nil {
		return false
	}
	*out = MoralePayload{Saver: p.Saver, Group: p.Group, D20: slices.Clone(p.D20)}
	return true
}
