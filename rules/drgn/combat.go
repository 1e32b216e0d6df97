package drgn

import (
	"fmt"

	"strings"

	"sessionzero/rules"
)

// Combat phases ("Basic Turn Order"): "characters on that team will take
// turns spending in actions in 1 of 3 phases: Prep, Dec, and Go."
const (
	PhasePrep = "prep"
	PhaseDec  = "dec"
	PhaseGo   = "go"
)

// ActionsPerRound is "Each character gets 3 actions at the start of the
// round".
const ActionsPerRound = 3

// ShakeOffActions is "(2 actions) Shake off".
const ShakeOffActions = 2

// CrippledStep is "reduces a character's max HP by 20% for every level of
// crippled".
const CrippledStep = 0.20

// Status names the combat rules act on (the book's "Status Afflictions").
const (
	StatusAiled       = "Ailed"
	StatusCrippled    = "Crippled"
	StatusExhausted   = "Exhausted"
	StatusJuiced      = "Juiced"
	StatusSlowed      = "Slowed"
	StatusProne       = "Prone"
	StatusRooted      = "Rooted"
	StatusParalyzed   = "Paralyzed"
	StatusStasis      = "Stasis"
	StatusBlinded     = "Blinded"
	StatusUnconscious = "Unconscious"
	StatusDying       = "Dying"
	StatusInjured     = "Injured"
	StatusSilenced    = "Silenced"
	StatusHidden      = "Hidden"
	StatusScared      = "Scared"
	StatusGrappled    = "Grappled"
	StatusTaunted     = "Taunted"
	StatusIntimidated = "Intimidated"
	StatusCharmed     = "Charmed"
	StatusConfused    = "Confused"
)

// StatusInfo is one status effect of the book's list.
type StatusInfo struct {
	Name string
	// Tier is "basic", "moderate" or "advanced" (the book's headings).
	Tier string
	// Degree marks the statuses written with "(x)".
	Degree bool
	// NoCountdown marks statuses that do not tick down (Crippled "does NOT
	// decrease over time"; Prone stays until a move action removes it;
	// Injured and Dying follow hit points).
	NoCountdown bool
	// Automatic marks statuses the rules give from hit points, never
	// inflicted directly.
	Automatic bool
	Effect    string
}

// Statuses is the book's list of status effects, in its order.
var Statuses = []StatusInfo{
	{Name: StatusAiled, Tier: "basic", Degree: true, Effect: "takes (x) damage at the start of each round, by attunement and crits"},
	{Name: StatusBlinded, Tier: "basic", Effect: "misses all single-target attacks and abilities; area attacks still work"},
	{Name: "Charmed", Tier: "basic", Effect: "believes the charmer is an ally"},
	{Name: StatusCrippled, Tier: "basic", Degree: true, NoCountdown: true, Effect: "max HP −20% per level; does not decrease over time"},
	{Name: "Deafened", Tier: "basic", Effect: "cannot hear"},
	{Name: StatusDying, Tier: "basic", NoCountdown: true, Automatic: true, Effect: "below 0 HP; also unconscious"},
	{Name: StatusExhausted, Tier: "basic", Degree: true, Effect: "loses (x) actions at the start of a round"},
	{Name: "Grappled", Tier: "basic", Effect: "dragged along by the grappler"},
	{Name: "Hidden", Tier: "basic", Effect: "cannot be directly targeted"},
	{Name: "Inhibited", Tier: "basic", Degree: true, Effect: "−10 per degree to the associated skill"},
	{Name: StatusInjured, Tier: "basic", NoCountdown: true, Automatic: true, Effect: "below 50% of max HP"},
	{Name: "Intimidated", Tier: "basic", Effect: "cannot willingly declare an attack at the source"},
	{Name: StatusProne, Tier: "basic", NoCountdown: true, Effect: "half move, no move response, half melee damage; stays until a move action removes it"},
	{Name: StatusRooted, Tier: "basic", Effect: "cannot use the move action"},
	{Name: "Scared", Tier: "basic", Effect: "must spend all actions attacking or moving"},
	{Name: StatusSlowed, Tier: "basic", Effect: "half move; the attack action costs 2 actions"},
	{Name: "Suffocating", Tier: "basic", Effect: "falls unconscious at 0 HP when out of air"},
	{Name: "Taunted", Tier: "basic", Effect: "can only attack the taunter"},
	{Name: "Confused", Tier: "moderate", Effect: "attacks the closest creature in melee"},
	{Name: StatusJuiced, Tier: "moderate", Degree: true, Effect: "gains an additional action at the start of a round, double move"},
	{Name: StatusParalyzed, Tier: "moderate", Effect: "conscious but cannot act or talk"},
	{Name: "Restrained", Tier: "moderate", Effect: "restrained limbs lose their function"},
	{Name: "Silenced", Tier: "moderate", Effect: "cannot use abilities"},
	{Name: StatusUnconscious, Tier: "moderate", Effect: "cannot take actions; prone unless supported"},
	{Name: StatusStasis, Tier: "advanced", Effect: "removed from combat: no actions, cannot be targeted or interacted with"},
	{Name: "Controlled", Tier: "advanced", Effect: "another decides its actions"},
}

// StatusByName finds a status of the book's list (case-insensitive).
func StatusByName(name string) (StatusInfo, bool) {
	return rules.FindFold(Statuses, name, func(s StatusInfo) string { return s.Name })
}

// DamageInput is one hit for the damage formula.
type DamageInput struct {
	Damage float64
	// Attunement is 1.5, 0.5 or 1 (Attunement gives it from the chart).
	Attunement  float64
	Crit        bool
	Unconscious bool
	// HalfMelee halves a prone attacker's melee damage ("deals only half
	// damage with any melee attack").
	HalfMelee         bool
	Toughness         int
	EvasionReduction  int
	IgnoreReductions  bool
	AttunementElement string
}

// DamageResult is the damage taken with its explain line.
type DamageResult struct {
	Taken   int
	Explain string
}

// DamageTaken is the book's formula "((Damage * Attunement) * Crit) -
// (Toughness + Evasion) = Damage Taken", doubled against the unconscious,
// rounded by the book's rule before the reductions and never below 0
// (design.md "Rules decisions → DRGN").
func DamageTaken(in DamageInput) DamageResult {
	att := in.Attunement
	if att == 0 {
		att = AttunementNeutral
	}
	x := in.Damage * att
	parts := []string{fmt.Sprintf("%g", in.Damage)}
	if att != AttunementNeutral {
		label := "attunement"
		if in.AttunementElement != "" {
			label = in.AttunementElement + " attunement"
		}
		parts = append(parts, fmt.Sprintf("× %g %s", att, label))
	}
	if in.HalfMelee {
		x *= 0.5
		parts = append(parts, "× 0.5 prone melee")
	}
	if in.Crit {
		x *= 2
		parts = append(parts, "× 2 crit")
	}
	if in.Unconscious {
		x *= 2
		parts = append(parts, "× 2 unconscious")
	}
	gross := rules.BookRound(x)
	reduce := in.Toughness + in.EvasionReduction
	if in.IgnoreReductions {
		reduce = 0
	}
	taken := max(gross-reduce, 0)
	explain := fmt.Sprintf("Damage taken %d = round(%s) = %d", taken, strings.Join(parts, " "), gross)
	if !in.IgnoreReductions {
		explain += fmt.Sprintf(" − (toughness %d + evasion %d)", in.Toughness, in.EvasionReduction)
	}
	if gross-reduce < 0 {
		explain += ", never below 0"
	}
	return DamageResult{Taken: taken, Explain: explain}
}

// CrippledMaxHP is the max HP left at a Crippled level: "reduces a
// character's max HP by 20% for every level of crippled", rounded by the
// book's rule and never below 0.
func CrippledMaxHP(maxHP, level int) int {
	if level <= 0 {
		return maxHP
	}
	return max(rules.BookRound(float64(maxHP)*(1-CrippledStep*float64(level))), 0)
}

// IsInjured is "drops below 50% of their max HP".
func IsInjured(hp, maxHP int) bool { return 2*hp < maxHP }

// IsDeadHP is "If a creature ever reaches -100% of their HP value, they die
// instantly."
func IsDeadHP(hp, maxHP int) bool { return maxHP > 0 && hp <= -maxHP }

// CanWake is "A creature must have at least 10% of their max HP in order to
// regain consciousness."
func CanWake(hp, maxHP int) bool { return 10*hp >= maxHP && hp > 0 }

// RoundActions is the actions a combatant gets at the start of a round:
// 3, less Exhausted (x) ("will lose (x) actions at the start of a round"),
// plus one while Juiced of any degree ("gains an additional action at the
// start of a round": the book gives Juiced a degree but no (x) actions),
// never below 0.
func RoundActions(exhausted, juiced int) int {
	extra := 0
	if juiced > 0 {
		extra = 1
	}
	return max(ActionsPerRound-exhausted+extra, 0)
}

// ResistedDuration is an incoming status duration after resistance:
// "reduces the duration of the incoming status effect by the value of their
// resistance"; immune ("resist (*)") gives 0.
func ResistedDuration(duration, resist int, immune bool) int {
	if immune {
		return 0
	}
	return max(duration-resist, 0)
}
