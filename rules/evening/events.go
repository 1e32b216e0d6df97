package evening

import "sessionzero/rules/encounter"

// This file holds the encounter events' names and payload types, shared
// by the handlers (which decode into them) and the tracker's forms (which
// build events from them) and the events' one-line help (encounter.Fields),
// so that a field is spelled once, in its JSON tag (docs/formats.md,
// "Evening encounter events").
//
// Payloads the autopilot also builds are aliases of the handlers' own
// anonymous struct types, so that the engine copies an autopilot's payload
// instead of reading its JSON again (rules/encounter/payload.go): a
// struct type is the same type wherever it is spelled alike.

// Evening's encounter event names (EventWrittenBack is in writeback.go).
const (
	EventAdvance             = "advance"
	EventAfflict             = "afflict"
	EventAttack              = "attack"
	EventAttempt             = "attempt"
	EventCure                = "cure"
	EventDamage              = "damage"
	EventDangerAttack        = "danger_attack"
	EventDeathSave           = "death_save"
	EventDyingChoice         = "dying_choice"
	EventEnd                 = "end"
	EventEndTurn             = "end_turn"
	EventExhaustion          = "exhaustion"
	EventForestall           = "forestall"
	EventGiveUp              = "give_up"
	EventHeal                = "heal"
	EventInitiative          = "initiative"
	EventInjury              = "injury"
	EventLeverage            = "leverage"
	EventLegendaryAction     = "legendary_action"
	EventLegendaryResistance = "legendary_resistance"
	EventNewScene            = "new_scene"
	EventResolve             = "resolve"
	EventSetHP               = "set_hp"
	EventSpend               = "spend"
	EventStabilize           = "stabilize"
	EventStart               = "start"
	EventSurprise            = "surprise"
	EventTempHP              = "temp_hp"
	EventThreatAttack        = "threat_attack"
	EventTieRoll             = "tie_roll"
	EventToggle              = "toggle"
	EventUrgencyMet          = "urgency_met"
)

// The fields naming the combatant an event is about: {"threat": id},
// {"danger": id}, {"thread": id}.
type (
	OnThreat = onThreat
	OnDanger = onDanger
	OnThread = onThread
)

// AttackEvent is the payload of "attack": a character's attack on a threat
// (d20 + modifier beats its hit TN) or on a character (contested: the
// defender's d20 and modifier, the winning rolls of a tie rolled again).
type AttackEvent struct {
	Attacker        string `json:"attacker"`
	Target          string `json:"target"`
	Natural         int    `json:"natural"`
	Modifier        int    `json:"modifier"`
	Damage          int    `json:"damage"`
	DefenseNatural  int    `json:"defense_natural,omitempty"`
	DefenseModifier int    `json:"defense_modifier,omitempty"`
}

// attackEvent is AttackEvent by the name the autopilot uses.
type attackEvent = AttackEvent

// Subject implements encounter.Subject: the attacker acts.
func (p AttackEvent) Subject() string { return p.Attacker }

// FoeAttack is a threat's or danger's attack on a character, who rolls
// the defense: the attack's number on the card, the defense (reflex when
// empty), the d20 (none when the defense fails without a roll), the
// defense's modifier when it is not the character's stat, cover, a reserve
// die, and whether the attack hits several targets or is certain; Damage
// overrides the card's.
type FoeAttack struct {
	Target          string `json:"target"`
	Attack          int    `json:"attack"`
	Defense         string `json:"defense"`
	Natural         int    `json:"natural,omitempty"`
	Modifier        *int   `json:"modifier,omitempty"`
	Cover           string `json:"cover"`
	ReserveRoll     int    `json:"reserve_roll,omitempty"`
	MultipleTargets bool   `json:"multiple_targets"`
	Certain         bool   `json:"certain"`
	Damage          *int   `json:"damage,omitempty"`
}

// foeAttack is FoeAttack by the name the handlers' payloads embed.
type foeAttack = FoeAttack

// ThreatAttackEvent is the payload of "threat_attack" (NewThreatAttack).
type ThreatAttackEvent = struct {
	onThreat
	foeAttack
}

// DangerAttackEvent is the payload of "danger_attack" (NewDangerAttack).
type DangerAttackEvent = struct {
	onDanger
	foeAttack
}

// NewThreatAttack is the payload of the threat's attack a.
func NewThreatAttack(threat string, a FoeAttack) ThreatAttackEvent {
	return ThreatAttackEvent{onThreat{threat}, a}
}

// NewDangerAttack is the payload of the danger's attack a.
func NewDangerAttack(danger string, a FoeAttack) DangerAttackEvent {
	return DangerAttackEvent{onDanger{danger}, a}
}

// DamageEvent is the payload of "damage": an amount on a target, halved
// when resistant, doubled when vulnerable, none when immune.
type DamageEvent = struct {
	encounter.OnTarget
	Amount     int  `json:"amount"`
	Resistant  bool `json:"resistant"`
	Vulnerable bool `json:"vulnerable"`
	Immune     bool `json:"immune"`
}

// AmountEvent is the payload of "heal" and "temp_hp" (Amount) and of
// "set_hp" (HP).
type AmountEvent struct {
	encounter.OnTarget
	Amount int `json:"amount"`
	HP     int `json:"hp,omitempty"`
}

// ConditionEvent is the payload of "afflict" and "cure"; Duration (rounds)
// only afflicts, none lasting until cured.
type ConditionEvent struct {
	encounter.OnTarget
	Condition string `json:"condition"`
	Duration  *int   `json:"duration,omitempty"`
}

// DyingChoiceEvent is the payload of "dying_choice": struggle or death.
type DyingChoiceEvent = struct {
	encounter.OnCombatant
	Choice string `json:"choice"`
}

// Dying choices (DyingChoiceEvent.Choice).
const (
	ChoiceStruggle = "struggle"
	ChoiceDeath    = "death"
)

// DeathSaveEvent is the payload of "death_save": the d20 rolled.
type DeathSaveEvent = struct {
	encounter.OnCombatant
	Roll int `json:"roll"`
}

// StabilizeEvent is the payload of "stabilize": the healer's d20 and
// modifier on the dying target.
type StabilizeEvent struct {
	Healer   string `json:"healer"`
	Target   string `json:"target"`
	Natural  int    `json:"natural"`
	Modifier int    `json:"modifier"`
}

// Subject implements encounter.Subject: the healer acts.
func (p StabilizeEvent) Subject() string { return p.Healer }

// LevelEvent is the payload of "injury" and "exhaustion": one level up (1)
// or down (-1).
type LevelEvent struct {
	encounter.OnCombatant
	Change int `json:"change"`
}

// InitiativeEvent is the payload of "initiative": the d20 rolled, to which
// the combatant's initiative bonus is added.
type InitiativeEvent = struct {
	encounter.OnCombatant
	Roll int `json:"roll"`
}

// TieRollEvent is the payload of "tie_roll": one tie group's members and
// their rolls, in that order (TieGroups).
type TieRollEvent = struct {
	Combatants []string `json:"combatants"`
	Rolls      []int    `json:"rolls"`
}

// SurpriseEvent is the payload of "surprise": the side that surprises the
// others.
type SurpriseEvent = struct {
	Side string `json:"side"`
}

// SpendEvent is the payload of "spend": the action, bonus action, reaction,
// movement or free action spent, what for, and a move's squares.
type SpendEvent = struct {
	encounter.OnCombatant
	Action    string `json:"action"`
	What      string `json:"what,omitempty"`
	Squares   int    `json:"squares,omitempty"`
	Difficult bool   `json:"difficult,omitempty"`
}

// AttemptEvent is the payload of "attempt": one character's attempt at a
// challenge or danger (the only one when Challenge is empty).
type AttemptEvent = struct {
	encounter.OnCombatant
	Challenge    string       `json:"challenge"`
	Aptitude     string       `json:"aptitude,omitempty"`
	Suitability  string       `json:"suitability"`
	Natural      int          `json:"natural"`
	Modifier     int          `json:"modifier"`
	Advantage    bool         `json:"advantage,omitempty"`
	Disadvantage bool         `json:"disadvantage,omitempty"`
	StartEffect  *EffectLevel `json:"start_effect"`
	PostEffect   int          `json:"post_effect"`
}

// ThreadEvent is the payload of "advance" and "forestall": the thread and,
// optionally, the action that moved it.
type ThreadEvent struct {
	OnThread
	Action string `json:"action,omitempty"`
}

// ToggleEvent is the payload of "toggle": a threat's strength or weakness
// in play (On) or not.
type ToggleEvent struct {
	OnThreat
	What string `json:"what"`
	On   bool   `json:"on"`
}

// A threat's edges (ToggleEvent.What).
const (
	EdgeStrength = "strength"
	EdgeWeakness = "weakness"
)

// LegendaryActionEvent is the payload of "legendary_action": its cost, 1
// to 3.
type LegendaryActionEvent struct {
	OnThreat
	Cost int `json:"cost"`
}

// EndEvent is the payload of "end": the outcome, "ended" when empty.
type EndEvent = struct {
	Outcome string `json:"outcome"`
}

// Outcomes an encounter ends with (EndEvent.Outcome), the default last.
var Outcomes = []string{"resolved", "defeat", "failed", "abandoned", "expired", "ended"}
