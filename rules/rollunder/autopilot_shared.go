package rollunder

import (
	"fmt"

	"sessionzero/rules/encounter"
)

// The autopilot's start, declare, attack, STR save and morale events keep
// their payloads by pointer (encounter.Shared), and the rules read them in
// place (encounter.HandleShared): the same handlers apply them, given the
// payload Decode would give, with the autopilot's lists shared instead of
// copied (nothing writes into them; a declaration's weapon list is kept as
// the fighter's arms are, read only). An attack's entries and reaction go
// into the state's own scratch when it discards its events, else into new
// memory. TestSharedPayloadsApplyAsDecoded and TestForecastKeptMatchesJSON
// hold each to the same event read from its JSON.

var (
	sharedStart   = encounter.NewShared[autoStart]()
	sharedDeclare = encounter.NewShared[autoDeclare]()
	sharedAttack  = encounter.NewShared[autoAttack]()
	sharedSave    = encounter.NewShared[d20Roll]()
	sharedMorale  = encounter.NewShared[autoMorale]()
)

// applyAutoStart is applyStart of the payload autoStart.ConvertTo makes,
// the dice shared and the saves' list in the state's scratch when it
// discards its events; a save without dice (which ConvertTo declines)
// is read from its JSON.
func applyAutoStart(st *encounter.State, k *autoStart) (bool, error) {
	var saves []DexSave
	if len(k.DexSaves) > 0 {
		if st.Discards {
			saves = ext(st).scratchFor().saves[:0]
		}
		for _, s := range k.DexSaves {
			if s.D20 == nil {
				return false, nil
			}
			saves = append(saves, DexSave{Combatant: s.Combatant, D20: s.D20})
		}
	}
	return true, applyStart(st, StartPayload{FirstSide: k.FirstSide, DexSaves: saves})
}

// applyAutoDeclare is applyDeclare of the payload autoDeclare.ConvertTo
// makes, the weapon list shared.
func applyAutoDeclare(st *encounter.State, k *autoDeclare) (bool, error) {
	p := DeclarePayload{Combatant: k.Combatant, declaration: declaration{Action: k.Action, Target: k.Target, Weapons: sharedOmitted(k.Weapons)}}
	return true, applyDeclare(st, &p)
}

// applyAutoAttack is on's lookup and applyAttack of the payload
// autoAttack.ConvertTo makes, the entries' dice and faces shared.
func applyAutoAttack(st *encounter.State, k *autoAttack) (bool, error) {
	t, tf, err := combatant(st, k.Target)
	if err != nil {
		return true, fmt.Errorf("%s: %w", EventAttack, err)
	}
	var sc *attackParts
	if st.Discards {
		sc = &ext(st).scratchFor().parts
	} else {
		sc = new(attackParts)
	}
	var entries []AttackEntry
	switch {
	case k.Attackers == nil:
	case len(k.Attackers) <= len(sc.entries):
		entries = sc.entries[:len(k.Attackers)]
	default:
		entries = make([]AttackEntry, len(k.Attackers))
	}
	for i, e := range k.Attackers {
		entries[i] = AttackEntry{ID: e.ID, Dice: e.Dice, Faces: e.Faces}
	}
	p := AttackPayload{OnTarget: encounter.OnTarget{Target: k.Target}, Against: k.Against, Attackers: entries}
	if a := k.Reaction; a != nil {
		sc.r = Reaction{Type: a.Type, D20: sharedOmitted(a.D20), Disadvantage: a.Disadvantage, Attacker: a.Attacker,
			Dice: sharedOmitted(a.Dice), Faces: sharedOmitted(a.Faces)}
		p.Reaction = &sc.r
	}
	return true, applyAttack(st, t, tf, &p)
}

// applyAutoStrSave is on's lookup and applyStrSave of the payload
// d20Roll.ConvertTo makes, the dice shared; a payload without dice (which
// ConvertTo declines) is read from its JSON.
func applyAutoStrSave(st *encounter.State, k *d20Roll) (bool, error) {
	if k.D20 == nil {
		return false, nil
	}
	c, f, err := combatant(st, k.Combatant)
	if err != nil {
		return true, fmt.Errorf("%s: %w", EventStrSave, err)
	}
	return true, applyStrSave(st, c, f, SavePayload{OnCombatant: encounter.OnCombatant{Combatant: k.Combatant}, D20: k.D20})
}

// applyAutoMorale is on's lookup and applyMorale of the payload
// autoMorale.ConvertTo makes, the dice shared (without dice: its JSON).
func applyAutoMorale(st *encounter.State, k *autoMorale) (bool, error) {
	if k.D20 == nil {
		return false, nil
	}
	c, f, err := combatant(st, k.Saver)
	if err != nil {
		return true, fmt.Errorf("%s: %w", EventMorale, err)
	}
	return true, applyMorale(st, c, f, MoralePayload{Saver: k.Saver, Group: k.Group, D20: k.D20})
}

// attackParts are the rules' entries and reaction applyAutoAttack builds
// for one attack: in the state's scratch when it discards its events, else
// new (applyAttack keeps nothing of its payload, but a list on the stack
// would escape through its error messages). Every entry used and the
// reaction are written before they are read.
type attackParts struct {
	entries [6]AttackEntry
	r       Reaction
}

// eventScratch is a state's own memory for the payloads of the events
// being made and applied when the state discards its events
// (encounter.State.Discards; a kept event keeps its payload): the rules'
// attack parts and the autopilot's save payloads. Copies of the state
// never share it.
type eventScratch struct {
	parts  attackParts
	roll   d20Roll
	morale autoMorale
	// start and dexSaves are the autopilot's start payload and its saves,
	// saves the rules' saves read from it.
	start    autoStart
	dexSaves [8]d20Roll
	saves    [8]DexSave
}

// scratchFor is x's scratch, made on first use.
func (x *combatExt) scratchFor() *eventScratch {
	if x.scratch == nil {
		x.scratch = new(eventScratch)
	}
	return x.scratch
}

// sharedOmitted is a list as it reads back with omitempty (nil when
// empty), shared.
func sharedOmitted[T any](l []T) []T {
	if len(l) == 0 {
		return nil
	}
	return l
}
