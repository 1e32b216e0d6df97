package drgn

import (
	"fmt"
	"strings"

	"sessionzero/rules"
	"sessionzero/rules/encounter"
)

// This file holds the events DRGN's encounters take: their names, their
// payloads (what the tracker's forms build and the handlers decode), and
// the words some of their fields take. docs/formats.md lists the fields.
// The one-line help of each event is written from its payload type
// (encounter.Fields), in the order of its fields: Override, the GM's
// correction, comes last.

// DRGN combat event types.
const (
	EventNextPhase  = "next_phase"
	EventEndTurn    = "end_turn"
	EventSpend      = "spend"
	EventDeclare    = "declare"
	EventRespond    = "respond"
	EventDamage     = "damage"
	EventHeal       = "heal"
	EventSetHP      = "set_hp"
	EventAfflict    = "afflict"
	EventCure       = "cure"
	EventShakeOff   = "shake_off"
	EventEpicoin    = "epicoin"
	EventUseAbility = "use_ability"
	EventRest       = "rest"
)

// DRGN social encounter event types.
const (
	EventRateRound   = "rate_round"
	EventAgreement   = "agreement"
	EventChooseTrait = "choose_trait"
	EventArgument    = "argument"
)

// CombatantCharacter is the kind of a combatant that joins from a library
// character (encounter.CombatantSetup.Kind).
const CombatantCharacter = "character"

// Attack kinds: an attack pick's Kind and a declare event's "kind".
const (
	AttackMelee   = "melee"
	AttackRanged  = "ranged"
	AttackAbility = "ability"
)

// AttackKinds are the kinds a typed declared attack may take, melee first.
var AttackKinds = []string{AttackMelee, AttackRanged, AttackAbility}

// Responses to a declared attack ("move out of the way", "block").
const (
	ResponseMove  = "move"
	ResponseBlock = "block"
)

// Responses are the respond event's responses, move first.
var Responses = []string{ResponseMove, ResponseBlock}

// Actions a spend event names ("Actions"); ActionSpecial costs what the
// Architect sets.
const (
	ActionMove        = "move"
	ActionActivate    = "activate"
	ActionTrait       = "trait"
	ActionCommunicate = "communicate"
	ActionCommand     = "command"
	ActionAbility     = "ability"
	ActionSpecial     = "special"
)

// SpendActions are the spend event's actions in the order the book lists
// them, ActionSpecial last.
var SpendActions = []string{ActionMove, ActionActivate, ActionTrait, ActionCommunicate, ActionCommand, ActionAbility, ActionSpecial}

// Rest kinds.
const (
	RestShort = "short"
	RestLong  = "long"
)

// DeclarePayload is a declare event: an attack declared in the Dec phase,
// either a pick from the attacker's weapons and abilities (Attack) or typed
// numbers (Damage, Element, Kind), on Target and/or Targets.
type DeclarePayload struct {
	ID       string `json:"id,omitempty"`
	Attacker string `json:"attacker"`
	// Attack names the attacker's weapon or ability (a pick carried from
	// its character): it gives damage, element and kind when those are
	// absent, and an ability with uses spends one (Epicoin: pay with an
	// Epicoin when none are left).
	Attack  string   `json:"attack,omitempty"`
	Epicoin bool     `json:"epicoin,omitempty"`
	Target  string   `json:"target,omitempty"`
	Targets []string `json:"targets"`
	Damage  *float64 `json:"damage,omitempty"`
	Element string   `json:"element,omitempty"`
	Kind    string   `json:"kind,omitempty"`
	Crit    bool     `json:"crit"`
	// Area marks an attack on an area, which may catch the Hidden.
	Area bool `json:"area,omitempty"`
}

// RespondPayload is a respond event: a target's response (ResponseMove or
// ResponseBlock) to the declared attack whose id is Attack.
type RespondPayload struct {
	Combatant string `json:"combatant"`
	Attack    string `json:"attack"`
	Response  string `json:"response"`
	Evaded    bool   `json:"evaded"`
	With      string `json:"with"`
}

// SpendPayload is a spend event: one of SpendActions; Actions is how many
// a special action costs.
type SpendPayload struct {
	encounter.OnCombatant
	Action string `json:"action"`
	// Actions is left out of the JSON when 0, as the forms always did: the
	// tracker's log line lists an event's fields.
	Actions int    `json:"actions,omitempty"`
	Note    string `json:"note"`
}

// DamagePayload is a damage event: the formula's damage outside a
// declared attack, on Target.
type DamagePayload struct {
	encounter.OnTarget
	Damage           *float64 `json:"damage"`
	Element          string   `json:"element"`
	Crit             bool     `json:"crit"`
	IgnoreReductions bool     `json:"ignore_reductions"`
	Note             string   `json:"note"`
	Override
}

func (p DamagePayload) Validate() error {
	if p.Damage == nil || *p.Damage < 0 {
		return fmt.Errorf("damage needs \"damage\" (0 or more)")
	}
	return nil
}

// HealPayload is a heal event: hit points and temporary HP for Target.
type HealPayload struct {
	encounter.OnTarget
	Amount int `json:"amount"`
	TempHP int `json:"temp_hp"`
	Override
}

func (p HealPayload) Validate() error {
	if p.Amount < 0 || p.TempHP < 0 {
		return fmt.Errorf("heal amounts cannot be negative")
	}
	if err := rules.JoinErrors(rules.CheckRange("heal amount", p.Amount, 0, MaxHitPoints),
		rules.CheckRange("heal temp_hp", p.TempHP, 0, MaxHitPoints)); err != nil {
		return err
	}
	return nil
}

// SetHPPayload is a set_hp event: the GM's correction of Target's hit
// points.
type SetHPPayload struct {
	encounter.OnTarget
	HP *int `json:"hp"`
	Override
}

func (p SetHPPayload) Validate() error {
	if p.HP == nil {
		return fmt.Errorf("set_hp needs \"hp\"")
	}
	return rules.CheckRange("set_hp hp", *p.HP, -MaxHitPoints, MaxHitPoints)
}

// AfflictPayload is an afflict event: a status inflicted on Target for
// Duration rounds (none for a status that does not count down).
type AfflictPayload struct {
	encounter.OnTarget
	Status   string `json:"status"`
	Degree   int    `json:"degree"`
	Duration int    `json:"duration"`
	Detail   string `json:"detail"`
	// Supported keeps an Unconscious target from falling prone ("Unless an
	// unconscious character is supported by something").
	Supported bool `json:"supported,omitempty"`
	Override
}

// CurePayload is a cure event: a status removed from Target.
type CurePayload struct {
	encounter.OnTarget
	Status string `json:"status"`
	Override
}

// ShakeOffPayload is a shake_off event: a round of a status shaken off.
type ShakeOffPayload struct {
	encounter.OnCombatant
	Status string `json:"status"`
}

// EpicoinPayload is an epicoin event: Epicoins spent or gained.
type EpicoinPayload struct {
	encounter.OnCombatant
	Spend int    `json:"spend,omitempty"`
	Gain  int    `json:"gain,omitempty"`
	For   string `json:"for"`
}

func (p EpicoinPayload) Validate() error {
	if p.Spend < 0 || p.Gain < 0 || p.Spend == 0 && p.Gain == 0 {
		return fmt.Errorf("epicoin needs \"spend\" or \"gain\" above 0")
	}
	return nil
}

// UseAbilityPayload is a use_ability event: one use of an ability counted
// outside a declared attack.
type UseAbilityPayload struct {
	encounter.OnCombatant
	Ability string `json:"ability"`
	// Epicoin pays for a use when none are left.
	Epicoin bool `json:"epicoin"`
}

func (p UseAbilityPayload) Validate() error {
	if strings.TrimSpace(p.Ability) == "" {
		return fmt.Errorf("use_ability needs the \"ability\"'s name")
	}
	return nil
}

// RestPayload is a rest event: RestShort or RestLong, for Combatant or,
// with none, everyone.
type RestPayload struct {
	Kind string `json:"kind"`
	// Combatant is left out when everyone rests (see SpendPayload.Actions).
	Combatant string `json:"combatant,omitempty"`
}

func (p RestPayload) Validate() error {
	if k := strings.ToLower(p.Kind); k != RestShort && k != RestLong {
		return fmt.Errorf("rest kind %q: use short or long", p.Kind)
	}
	return nil
}

// ArgumentPayload is an argument event: a team's argument, for the record.
type ArgumentPayload struct {
	Side string `json:"side"`
	Text string `json:"text"`
}

// ChooseTraitPayload is a choose_trait event: the trait a team argues
// with and its speaker.
type ChooseTraitPayload struct {
	Side    string `json:"side"`
	Trait   string `json:"trait"`
	Speaker string `json:"speaker"`
	// Score is the speaker's score in the trait (0: from the speaker's
	// stats, else 0); it replaces where the team's score started. Left out
	// when 0 (see SpendPayload.Actions).
	Score int `json:"score,omitempty"`
}

// AgreementPayload is an agreement event: what the teams agreed.
type AgreementPayload struct {
	Text string `json:"text"`
}

// RateRoundPayload is a rate_round event: every team's rating, by side id.
type RateRoundPayload struct {
	Ratings map[string]int `json:"ratings"`
}

// On methods put a combatant's id in a payload's "target" or "combatant":
// the tracker's forms read one payload and build it for each ticked
// combatant.

// On is p aimed at target id.
func (p DamagePayload) On(id string) DamagePayload { p.Target = id; return p }

// On is p aimed at target id.
func (p HealPayload) On(id string) HealPayload { p.Target = id; return p }

// On is p aimed at target id.
func (p AfflictPayload) On(id string) AfflictPayload { p.Target = id; return p }

// On is p aimed at target id.
func (p CurePayload) On(id string) CurePayload { p.Target = id; return p }

// On is p made by combatant id.
func (p ShakeOffPayload) On(id string) ShakeOffPayload { p.Combatant = id; return p }

// On is p made by combatant id.
func (p SpendPayload) On(id string) SpendPayload { p.Combatant = id; return p }

// On is p made by combatant id.
func (p EpicoinPayload) On(id string) EpicoinPayload { p.Combatant = id; return p }

// On is p made by combatant id.
func (p RespondPayload) On(id string) RespondPayload { p.Combatant = id; return p }
