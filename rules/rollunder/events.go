package rollunder

import (
	"encoding/json"

	"sessionzero/rules/encounter"
)

// Roll-under's combat events as the forms build them and the handlers
// read them: one name constant and one payload type per event. The JSON
// field names are the event log's format (docs/formats.md); a payload
// type's fields are exactly what its handler decodes. A field a form may
// leave out is omitempty, so that a saved event has the keys the forms
// always wrote; absent, it reads as its empty value.

// Event names of roll-under combat (EventWrittenBack is in writeback.go).
const (
	EventStart      = "start"
	EventDeclare    = "declare"
	EventMove       = "move"
	EventSwap       = "swap"
	EventResolve    = "resolve"
	EventAttack     = "attack"
	EventBlast      = "blast"
	EventStrSave    = "str_save"
	EventMorale     = "morale"
	EventEndPhase   = "end_phase"
	EventNextPhase  = "next_phase"
	EventEndTurn    = "end_turn"
	EventDamage     = "damage"
	EventFlee       = "flee"
	EventManeuver   = "maneuver"
	EventOther      = "other"
	EventSave       = "save"
	EventCondition  = "condition"
	EventSetEngaged = "set_engaged"
	EventTend       = "tend"
	EventRest       = "rest"
	EventTime       = "time"
	EventHealScore  = "heal_score"
	EventSetHP      = "set_hp"
	EventSetScore   = "set_score"
	EventDead       = "dead"
)

// Declared actions (the declare event's "action").
const (
	ActionAttack   = "attack"
	ActionBlast    = "blast"
	ActionManeuver = "maneuver"
	ActionFlee     = "flee"
	ActionOther    = "other"
	ActionNone     = "none"
)

// DeclareActions are the actions one declares, in the forms' order.
var DeclareActions = []string{ActionAttack, ActionBlast, ActionManeuver, ActionFlee, ActionOther, ActionNone}

// Reactions of an attack's target (a Reaction's Type); ReactionNone is the
// forms' choice of no reaction, never sent.
const (
	ReactionNone    = "none"
	ReactionDodge   = "dodge"
	ReactionCounter = "counter"
)

// AgainstHP is an attack on hit points (an attack's "against" when it
// names no ability score; AgainstKinds lists them all).
const AgainstHP = "hp"

// Combatant kinds (encounter.Combatant.Kind) in roll-under: player
// characters roll the DEX saves of a start; creatures check morale alone.
const (
	KindCharacter string = "character"
	KindCreature  string = "creature"
)

// DueKind is which save is due (DueSave.Kind).
type DueKind string

// The saves the procedures call for.
const (
	// DueSTR is the STR save after running out of HP (Damage).
	DueSTR DueKind = "str"
	// DueMorale is a WIL save against being routed (Morale).
	DueMorale DueKind = "morale"
)

// MarshalJSON writes one d20 as a number and two as a list, as the forms
// always have; none is an empty list.
func (d d20s) MarshalJSON() ([]byte, error) {
	if len(d) == 1 {
		return json.Marshal(d[0])
	}
	if d == nil {
		return []byte("[]"), nil
	}
	return json.Marshal([]int(d))
}

// StartPayload is the start event: the side that acts first, or the
// player characters' DEX saves (Taking your Turn).
type StartPayload struct {
	FirstSide string    `json:"first_side,omitempty"`
	DexSaves  []DexSave `json:"dex_saves,omitempty"`
}

// DexSave is one player character's DEX save of a start: one d20, two
// when Stunned. Set D20 from a []int.
type DexSave struct {
	Combatant string `json:"combatant"`
	D20       d20s   `json:"d20"`
}

// DeclarePayload is the declare event. Its action and the rest are set
// through the embedded declaration (p.Action, p.Target, p.Targets,
// p.Against, p.Weapons, p.Text).
type DeclarePayload struct {
	Combatant string `json:"combatant"`
	declaration
}

// MovePayload is the move event.
type MovePayload struct {
	encounter.OnCombatant
	Disengage bool `json:"disengage"`
}

// SwapPayload is the swap event: the weapons wielded from now on.
type SwapPayload struct {
	encounter.OnCombatant
	Wield []string `json:"wield"`
}

// AttackPayload is the attack event: a gang on one target.
type AttackPayload struct {
	encounter.OnTarget
	Against   string        `json:"against"`
	Attackers []AttackEntry `json:"attackers"`
	Reaction  *Reaction     `json:"reaction,omitempty"`
}

// AttackEntry is one attacker of a gang: its flags, the dice it rolls and
// their faces.
type AttackEntry struct {
	ID       string `json:"id"`
	Impaired bool   `json:"impaired"`
	Enhanced bool   `json:"enhanced"`
	Dice     []int  `json:"dice"`
	Faces    []int  `json:"faces"`
}

// Reaction is the target's dodge (a DEX save; set D20 from a []int) or
// counter-attack (Being Attacked).
type Reaction struct {
	Type         string   `json:"type"`
	D20          d20s     `json:"d20,omitempty"`
	Advantage    bool     `json:"advantage,omitempty"`
	Disadvantage bool     `json:"disadvantage,omitempty"`
	Attacker     string   `json:"attacker,omitempty"`
	Weapons      []string `json:"weapons,omitempty"`
	Dice         []int    `json:"dice,omitempty"`
	Faces        []int    `json:"faces,omitempty"`
	Impaired     bool     `json:"impaired,omitempty"`
	Enhanced     bool     `json:"enhanced,omitempty"`
}

// BlastPayload is the blast event: one roll per declared target.
type BlastPayload struct {
	Attacker string     `json:"attacker"`
	Hits     []BlastHit `json:"hits"`
}

// Subject implements encounter.Subject.
func (p BlastPayload) Subject() string { return p.Attacker }

// BlastHit is the blast's roll on one target.
type BlastHit struct {
	Target   string    `json:"target"`
	Impaired bool      `json:"impaired"`
	Enhanced bool      `json:"enhanced"`
	Dice     []int     `json:"dice"`
	Faces    []int     `json:"faces"`
	Reaction *Reaction `json:"reaction,omitempty"`
}

// SavePayload is a save: the str_save, flee and save events (and the
// maneuver's saver). D20 is one d20, or two with advantage or
// disadvantage; set it from a []int.
type SavePayload struct {
	encounter.OnCombatant
	Ability      string `json:"ability,omitempty"`
	D20          d20s   `json:"d20"`
	Advantage    bool   `json:"advantage"`
	Disadvantage bool   `json:"disadvantage"`
	Text         string `json:"text,omitempty"`
}

// MoralePayload is a morale WIL save, of a lone creature or for a group.
type MoralePayload struct {
	Saver string `json:"saver"`
	Group string `json:"group,omitempty"`
	D20   d20s   `json:"d20"`
}

// Subject implements encounter.Subject.
func (p MoralePayload) Subject() string { return p.Saver }

// ManeuverPayload is the declared maneuver: the saver's save, and the
// condition a failed one puts on the saver.
type ManeuverPayload struct {
	Actor string `json:"actor"`
	Saver string `json:"saver"`
	// Combatant hides the save's own combatant, which a maneuver leaves
	// empty (Actor and Saver name who acts and who saves), so that it is not
	// written.
	Combatant string `json:"combatant,omitempty"`
	SavePayload
	Condition string `json:"condition,omitempty"`
}

// Subject implements encounter.Subject.
func (p ManeuverPayload) Subject() string { return p.Actor }

// DamagePayload is damage outside an attack.
type DamagePayload struct {
	encounter.OnTarget
	Amount       int    `json:"amount"`
	Against      string `json:"against"`
	IgnoresArmor bool   `json:"ignores_armor"`
	Text         string `json:"text"`
}

// OtherPayload is another declared action, told in words.
type OtherPayload struct {
	encounter.OnCombatant
	Text string `json:"text"`
}

// ConditionPayload sets (On) or clears a condition.
type ConditionPayload struct {
	encounter.OnTarget
	Name string `json:"name"`
	On   bool   `json:"on"`
}

// SetEngagedPayload is the set_engaged correction.
type SetEngagedPayload struct {
	encounter.OnCombatant
	Engaged bool `json:"engaged"`
}

// TendPayload is an ally tending a critical combatant.
type TendPayload struct {
	encounter.OnCombatant
	By string `json:"by"`
}

// TimePayload is the clock moving on.
type TimePayload struct {
	Minutes int `json:"minutes"`
}

// HealScorePayload is expert healing of an ability score: to full, or by
// Amount.
type HealScorePayload struct {
	encounter.OnCombatant
	Ability string `json:"ability"`
	Amount  *int   `json:"amount,omitempty"`
}

// SetHPPayload is the set_hp correction.
type SetHPPayload struct {
	encounter.OnTarget
	HP int `json:"hp"`
}

// SetScorePayload is the set_score correction.
type SetScorePayload struct {
	encounter.OnTarget
	Ability string `json:"ability"`
	Value   int    `json:"value"`
}
