package dragonhead

import (
	"fmt"
	"strings"

	"sessionzero/rules/encounter"
)

// This file holds every Dragonhead combat event's type name and payload:
// the handlers (combat_*.go) decode into these types, the tracker's forms
// and the forecast's autopilot build their events from them
// (encounter.NewEvent), each event's one-line help lists their fields in
// their order (encounter.Fields), and docs/formats.md lists them too. A
// field a form may leave out is omitempty, so that a saved event has the
// keys the forms always wrote; it reads as its empty value when absent.

// Dragonhead combat event types.
const (
	EventInitiative   = "initiative"
	EventSurprise     = "surprise"
	EventEndTurn      = "end_turn"
	EventMove         = "move"
	EventAttack       = "attack"
	EventDamage       = "damage"
	EventTryHard      = "try_hard"
	EventHeal         = "heal"
	EventMorale       = "morale"
	EventCast         = "cast"
	EventRecoverSpell = "recover_spell"
	EventRest         = "rest"
	EventSleep        = "sleep"
	// The grappling events (combat_grapple.go).
	EventGrapple = "grapple"
	EventEscape  = "escape"
	EventRelease = "release"
	// EventSacrifice is armour or a weapon taking tear instead of its
	// owner (combat_sacrifice.go).
	EventSacrifice = "sacrifice"
	// The fire events (combat_burst_fire.go).
	EventIgnite     = "ignite"
	EventExtinguish = "extinguish"
	// EventWrittenBack records that a combatant's results were written
	// back to its library character, so that the next write-back gives
	// only the effort XP earned since: the tracker applies it after each
	// write-back.
	EventWrittenBack = "written_back"
)

// SacrificeKind is what a sacrifice gives up: armour (or a shield) or a
// weapon.
type SacrificeKind string

// Sacrifice kinds.
const (
	SacrificeArmor  SacrificeKind = "armor"
	SacrificeWeapon SacrificeKind = "weapon"
)

// Defence choices an attack may name instead of the rules' pick.
const (
	DefenseAC = "ac"
	DefenseDC = "dc"
)

// InitiativePayload is EventInitiative: the initiative die's roll.
type InitiativePayload struct {
	Roll int `json:"roll"`
}

// Validate implements encounter's payload check.
func (p InitiativePayload) Validate() error {
	if p.Roll < 1 {
		return fmt.Errorf("initiative needs the die's \"roll\" (1 or more)")
	}
	return nil
}

// SurprisePayload is EventSurprise: the side that acts in a surprise round.
type SurprisePayload struct {
	Side string `json:"side"`
}

// MovePayload is EventMove: the active combatant's steps, and whether it
// runs.
type MovePayload struct {
	encounter.OnCombatant
	Steps int  `json:"steps"`
	Run   bool `json:"run"`
}

// AttackPayload is EventAttack: Hit vs AC with the rolls already made.
type AttackPayload struct {
	Attacker     string `json:"attacker"`
	Target       string `json:"target"`
	Hit          *int   `json:"hit"`
	Defense      string `json:"defense,omitempty"`
	DefenseValue *int   `json:"defense_value,omitempty"`
	TieRoll      int    `json:"tie_roll,omitempty"`
	DamageRolls  []int  `json:"damage_rolls"`
	DamageType   string `json:"damage_type"`
	ArmorRoll    int    `json:"armor_roll"`
	Scar         bool   `json:"scar"`
	// Attack names the attacker's attack (a pick from its character),
	// which gives the damage type when none is given.
	Attack string `json:"attack"`
	// Back is a back attack (after a slip-thru); Area an area attack.
	Back bool `json:"back,omitempty"`
	Area bool `json:"area,omitempty"`
	// Burst is the burst die's roll: the shots that hit.
	Burst *int `json:"burst,omitempty"`
}

// Subject implements encounter.Subject.
func (p AttackPayload) Subject() string { return p.Attacker }

// DamagePayload is EventDamage: wear from anything but an attack.
type DamagePayload struct {
	encounter.OnTarget
	Wear       int    `json:"wear"`
	DamageType string `json:"damage_type"`
	Scar       bool   `json:"scar"`
	Blow       bool   `json:"blow"`
}

// Validate implements encounter's payload check.
func (p DamagePayload) Validate() error { return nonNegative("wear cannot be negative", p.Wear) }

// TryHardPayload is EventTryHard: 1 Try Harder, 2 Try Hardest.
type TryHardPayload struct {
	encounter.OnCombatant
	Level int `json:"level"`
}

// Validate implements encounter's payload check.
func (p TryHardPayload) Validate() error {
	if p.Level < 1 || p.Level > 2 {
		return fmt.Errorf("try_hard level is 1 (Try Harder) or 2 (Try Hardest), got %d", p.Level)
	}
	return nil
}

// HealPayload is EventHeal: magical healing of wear and tear.
type HealPayload struct {
	encounter.OnTarget
	Wear int `json:"wear"`
	Tear int `json:"tear"`
}

// Validate implements encounter's payload check.
func (p HealPayload) Validate() error {
	return nonNegative("healing cannot be negative", p.Wear, p.Tear)
}

// MoralePayload is EventMorale: the Spirit check's strength.
type MoralePayload struct {
	encounter.OnCombatant
	Strength *int `json:"strength"`
}

// Validate implements encounter's payload check.
func (p MoralePayload) Validate() error { return needStrength(p.Strength, "morale needs the check's") }

// SpellPayload names a caster's spell: EventRecoverSpell, and the start of
// CastPayload.
type SpellPayload struct {
	Caster string `json:"caster"`
	Spell  string `json:"spell"`
}

// Subject implements encounter.Subject.
func (p SpellPayload) Subject() string { return p.Caster }

// CastPayload is EventCast: the spell, its Time in rounds and the cast's
// strength (nil: not rolled).
type CastPayload struct {
	SpellPayload
	Time     int  `json:"time"`
	Strength *int `json:"strength,omitempty"`
}

// RestPayload is EventRest: the wear a rest recovered.
type RestPayload struct {
	encounter.OnCombatant
	Recovered int `json:"recovered"`
}

// Validate implements encounter's payload check.
func (p RestPayload) Validate() error {
	return nonNegative("recovered wear cannot be negative", p.Recovered)
}

// SleepPayload is EventSleep: "A full night of sleep (eight hours) recovers
// all wear damage and clears out your rest circles … Ignore either of
// these and you only recover half of your wear damage and rest count.
// Ignore both and you get nothing."
type SleepPayload struct {
	encounter.OnCombatant
	Safe     bool `json:"safe"`
	ArmorOff bool `json:"armor_off"`
}

// GrapplePayload is EventGrapple: a grapple made as the attack.
type GrapplePayload struct {
	Grappler string `json:"grappler"`
	Target   string `json:"target"`
	// Strength is the grapple's Muscle check; Escape the target's Muscle
	// or Dexterity check against it.
	Strength *int `json:"strength"`
	Escape   *int `json:"escape,omitempty"`
	// TieRoll breaks a tie between strength and escape: "To break a tie,
	// roll any die. An odd roll wins it for the offense" (the grappler).
	TieRoll int `json:"tie_roll,omitempty"`
}

// Subject implements encounter.Subject.
func (p GrapplePayload) Subject() string { return p.Grappler }

// Validate implements encounter's payload check.
func (p GrapplePayload) Validate() error {
	return needStrength(p.Strength, "grapple needs the Muscle check's")
}

// EscapePayload is EventEscape: the grappled combatant's check to break
// free.
type EscapePayload struct {
	encounter.OnCombatant
	Strength *int `json:"strength"`
	// TieRoll breaks a tie with the grapple's strength; the one escaping
	// is the offense ("An odd roll wins it for the offense").
	TieRoll int `json:"tie_roll,omitempty"`
}

// Validate implements encounter's payload check.
func (p EscapePayload) Validate() error { return needStrength(p.Strength, "escape needs the check's") }

// ReleasePayload is EventRelease: the grappler who lets go.
type ReleasePayload = encounter.OnCombatant

// SacrificePayload is EventSacrifice: the item that takes the tear.
type SacrificePayload struct {
	encounter.OnCombatant
	Kind SacrificeKind `json:"kind"`
	Item string        `json:"item"`
	Tear int           `json:"tear"`
}

// Validate implements encounter's payload check.
func (p SacrificePayload) Validate() error {
	if p.Kind != SacrificeArmor && p.Kind != SacrificeWeapon {
		return fmt.Errorf("sacrifice kind %q: use armor or weapon", p.Kind)
	}
	if strings.TrimSpace(p.Item) == "" {
		return fmt.Errorf("sacrifice needs the \"item\" that takes the tear")
	}
	if p.Tear < 1 {
		return fmt.Errorf("sacrifice needs the \"tear\" it takes (1 or more)")
	}
	return nil
}

// IgnitePayload is EventIgnite: a combatant set on fire after a failed
// Luck Save against an attack with the Fire aspect; the fire's damage roll
// (the Luck Save table's, as the GM reads it) is kept as the condition's
// detail.
type IgnitePayload struct {
	encounter.OnTarget
	Damage string `json:"damage"`
}

// ExtinguishPayload is EventExtinguish: the combatant whose fire is out.
type ExtinguishPayload = encounter.OnCombatant

// WrittenBackPayload is EventWrittenBack.
type WrittenBackPayload struct {
	encounter.OnCombatant
}
