package dvr

// The names of DvR's encounter events and the payloads the tracker's forms
// send with them (spec §6). The rules decode each event into these types
// (the small events about one combatant through their shared decoder,
// simple), the forms build their events from them, and the one-line help
// of each event is generated from their JSON tags (encounter.Fields).

// DvR's event names.
const (
	EventAttack         = "attack"
	EventCheck          = "check"
	EventBurden         = "burden"
	EventClearCondition = "clear_condition"
	EventCondition      = "condition"
	EventDamage         = "damage"
	EventDead           = "dead"
	EventDuelDamage     = "duel_damage"
	EventDuelStart      = "duel_start"
	EventEndTier        = "end_tier"
	EventEndTurn        = "end_turn"
	EventGMPoints       = "gm_points"
	EventHeal           = "heal"
	EventLock           = "lock"
	EventPass           = "pass"
	EventPlan           = "plan"
	EventQuickBreath    = "quick_breath"
	EventRest           = "rest"
	EventReveal         = "reveal"
	EventRust           = "rust"
	EventSetInitiative  = "set_initiative"
	EventSetTier        = "set_tier"
	EventSpend          = "spend"
	EventStart          = "start"
)

// AttackPayload is an "attack" event's payload (AttackInput).
type AttackPayload = AttackInput

// CheckPayload is a "check": a roll that is not an attack.
type CheckPayload struct {
	Combatant  string      `json:"combatant"`
	Skill      string      `json:"skill,omitempty"`
	Pool       []PoolEntry `json:"pool"`
	Difficulty int         `json:"difficulty"`
	Risk       int         `json:"risk"`
	Dice       []int       `json:"dice"`
	Pushes     []Push      `json:"pushes,omitempty"`
	BoughtOnes int         `json:"bought_ones,omitempty"`
}

// HealthPayload is a "damage" or "heal" event: Health lost or regained
// by the target.
type HealthPayload struct {
	Target string `json:"target"`
	Amount int    `json:"amount"`
}

// ConditionPayload is a "condition" event: the condition's name and an
// optional detail ("blinded").
type ConditionPayload struct {
	Target string `json:"target"`
	Name   string `json:"name"`
	Detail string `json:"detail,omitempty"`
}

// ClearConditionPayload is a "clear_condition" event.
type ClearConditionPayload struct {
	Target string `json:"target"`
	Name   string `json:"name"`
}

// CombatantPayload is an event about one combatant and nothing else
// ("dead").
type CombatantPayload struct {
	Combatant string `json:"combatant"`
}

// QuickBreathPayload is a "quick_breath": Focus back, to max when Amount
// is nil.
type QuickBreathPayload struct {
	Combatant string `json:"combatant"`
	Amount    *int   `json:"amount,omitempty"`
}

// RestPayload is a "rest": Health and Focus back, each to max when nil.
type RestPayload struct {
	Combatant string `json:"combatant"`
	Health    *int   `json:"health,omitempty"`
	Focus     *int   `json:"focus,omitempty"`
}

// SpendPayload is a "spend": Focus and Health paid outside a roll.
type SpendPayload struct {
	Combatant string `json:"combatant"`
	Focus     *int   `json:"focus,omitempty"`
	Health    *int   `json:"health,omitempty"`
}

// BurdenPayload is a "burden": burdens gained (nil: 1).
type BurdenPayload struct {
	Combatant string `json:"combatant"`
	Amount    *int   `json:"amount,omitempty"`
}

// RustPayload is a "rust": rust the named item gains (nil: 1).
type RustPayload struct {
	Combatant string `json:"combatant"`
	Name      string `json:"name"`
	Amount    *int   `json:"amount,omitempty"`
}

// SetInitiativePayload is a "set_initiative" before the fight starts.
type SetInitiativePayload struct {
	Initiative string   `json:"initiative"`
	Options    *Options `json:"options,omitempty"`
}

// StartPayload is popcorn's "start": the aggressor goes first.
type StartPayload struct {
	Aggressor string `json:"aggressor"`
}

// PassPayload is popcorn's "pass": the active combatant picks who goes
// next.
type PassPayload struct {
	To string `json:"to"`
}

// PlanPayload is a strategized "plan".
type PlanPayload struct {
	Combatant string `json:"combatant"`
	Action    string `json:"action"`
	Tier      string `json:"tier,omitempty"`
	Movement  string `json:"movement,omitempty"`
}

// SetTierPayload is a strategized "set_tier" (a tier without a plan).
type SetTierPayload struct {
	Combatant string `json:"combatant"`
	Tier      string `json:"tier"`
}

// DuelStartPayload is a "duel_start"; Duel empty takes the next free id.
type DuelStartPayload struct {
	Duel string `json:"duel,omitempty"`
	A    string `json:"a"`
	B    string `json:"b"`
	Size int    `json:"size"`
}

// DuelDamagePayload is a "duel_damage": damage By deals in Duel.
type DuelDamagePayload struct {
	Duel   string `json:"duel"`
	By     string `json:"by"`
	Amount int    `json:"amount"`
}

// GMPointsPayload is a "gm_points": the GM's points change.
type GMPointsPayload struct {
	Change int    `json:"change"`
	Text   string `json:"text,omitempty"`
}
