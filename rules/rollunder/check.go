package rollunder

import (
	"fmt"
	"math"
	"slices"

	"sessionzero/rules/dice"
)

// SaveSucceeds reads one save die (004_5b2569e2fc4c8c7e.txt "Saves"):
// "Roll d20 equal or under the appropriate Ability Score to succeed. 1 is
// always a success and 20 is always a failure."
func SaveSucceeds(roll, score int) bool {
	switch roll {
	case 1:
		return true
	case 20:
		return false
	}
	return roll <= score
}

// SaveInput is one save against an ability score.
type SaveInput struct {
	Score        int
	Advantage    bool
	Disadvantage bool
}

// SaveResult is the exact chance of a save.
type SaveResult struct {
	Input    SaveInput
	PSuccess float64
	Explain  []string
}

// Save computes the chance of a save. With advantage the better of two
// d20 counts, with disadvantage the worse; both cancel ("Advantage and
// Disadvantage cancel each other out").
func Save(in SaveInput) SaveResult {
	single := 0.0
	for roll := 1; roll <= 20; roll++ {
		if SaveSucceeds(roll, in.Score) {
			single += 1.0 / 20
		}
	}
	p, how := single, "d20"
	switch {
	case in.Advantage && !in.Disadvantage:
		p, how = 1-(1-single)*(1-single), "the better of two d20 (advantage)"
	case in.Disadvantage && !in.Advantage:
		p, how = single*single, "the worse of two d20 (disadvantage)"
	case in.Advantage && in.Disadvantage:
		how = "d20 (advantage and disadvantage cancel)"
	}
	return SaveResult{Input: in, PSuccess: p, Explain: []string{
		fmt.Sprintf(`Save: %s equal or under %d; 1 always succeeds, 20 always fails (004_5b2569e2fc4c8c7e.txt "Saves").`, how, in.Score),
	}}
}

// Attack limits from 004_5b2569e2fc4c8c7e.txt.
const (
	// MaxGangBonus: "plus 1 point of Damage for each additional attacker, up to +5".
	MaxGangBonus = 5
	// MaxArmor: "Total Armour score for a creature cannot exceed 3".
	MaxArmor = 3
	// MaxAttackDice bounds the dice one attack rolls together, including
	// the one d4 per attacker of an impaired attack.
	MaxAttackDice = 100
)

// AttackInput is one attack, possibly by several attackers ganging up.
type AttackInput struct {
	// Dice lists every damage die rolled together: all attackers' weapon
	// dice and bonus dice (sizes, e.g. {8, 6}).
	Dice []int
	// Attackers is how many attackers gang up (at least 1).
	Attackers int
	Impaired  bool
	Enhanced  bool
	// Armor is the target's armour; above MaxArmor counts as MaxArmor.
	Armor int
}

// AttackResult is the exact damage distribution of an attack.
type AttackResult struct {
	Input AttackInput
	// Damage is the damage after armour, never below 0.
	Damage dice.Dist
	// RolledDice are the dice actually rolled (after impaired/enhanced).
	RolledDice []int
	Explain    []string
}

// AttackDice is the pool an attack rolls (004_5b2569e2fc4c8c7e.txt
// "Impaired and Enhanced Attacks"): impaired attacks "roll d4 Damage
// regardless of weapon, no bonus Damage dice allowed" (one d4 per
// attacker); enhanced ones "gain bonus d12 Damage die"; "Enhancement and
// Impairment negate each other."
func AttackDice(in AttackInput) []int {
	switch {
	case in.Impaired && !in.Enhanced:
		pool := make([]int, max(in.Attackers, 1))
		for i := range pool {
			pool[i] = 4
		}
		return pool
	case in.Enhanced && !in.Impaired:
		return append(slices.Clone(in.Dice), 12)
	}
	return slices.Clone(in.Dice)
}

// AttackDamage is the damage of one roll of the attack's dice: the highest
// single die, +1 per extra attacker (at most +5), minus armour (at most
// 3), never below 0.
func AttackDamage(faces []int, attackers, armor int) int {
	return max(slices.Max(faces)+min(attackers-1, MaxGangBonus)-min(armor, MaxArmor), 0)
}

// Attack computes the exact damage distribution: P(highest ≤ h) is the
// product of min(h, s)/s over the dice.
func Attack(in AttackInput) (AttackResult, error) {
	if err := validateAttack(in); err != nil {
		return AttackResult{}, err
	}
	pool := AttackDice(in)
	top := slices.Max(pool)
	countBySize := map[int]int{}
	for _, s := range pool {
		countBySize[s]++
	}
	highest := make([]float64, top)
	prev := 0.0
	for h := 1; h <= top; h++ {
		cdf := 1.0
		for s, count := range countBySize {
			cdf *= math.Pow(float64(min(h, s))/float64(s), float64(count))
		}
		highest[h-1] = cdf - prev
		prev = cdf
	}
	gang := min(in.Attackers-1, MaxGangBonus)
	armor := min(in.Armor, MaxArmor)
	damage := dice.Dist{Min: 1, P: highest}.Map(func(h int) int { return max(h+gang-armor, 0) })
	explain := []string{
		fmt.Sprintf(`Damage = the highest of %s (004_5b2569e2fc4c8c7e.txt: "The highest single roll is identified")%s − armour %d, never below 0.`, dieNames(pool), gangText(gang), armor),
	}
	if in.Armor > MaxArmor {
		explain = append(explain, fmt.Sprintf(`Armour %d counts as %d: "Total Armour score for a creature cannot exceed 3".`, in.Armor, MaxArmor))
	}
	switch {
	case in.Impaired && in.Enhanced:
		explain = append(explain, `Impaired and enhanced: "Enhancement and Impairment negate each other."`)
	case in.Impaired:
		explain = append(explain, `Impaired: each attacker rolls a d4 "regardless of weapon, no bonus Damage dice allowed".`)
	case in.Enhanced:
		explain = append(explain, `Enhanced: one bonus d12 ("gain bonus d12 Damage die").`)
	}
	return AttackResult{Input: in, Damage: damage, RolledDice: pool, Explain: explain}, nil
}

func gangText(bonus int) string {
	if bonus == 0 {
		return ""
	}
	return fmt.Sprintf(` + %d for ganging up ("plus 1 point of Damage for each additional attacker, up to +5")`, bonus)
}

func dieNames(sizes []int) string {
	s := ""
	for i, d := range sizes {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("d%d", d)
	}
	return s
}

// validateAttack reports what is wrong with an attack's input.
func validateAttack(in AttackInput) error {
	if in.Attackers < 1 {
		return fmt.Errorf("rollunder attack: %d attackers, at least 1", in.Attackers)
	}
	if in.Armor < 0 {
		return fmt.Errorf("rollunder attack: armour %d below 0", in.Armor)
	}
	if len(in.Dice) == 0 && !(in.Impaired && !in.Enhanced) {
		return fmt.Errorf("rollunder attack: no damage dice")
	}
	if in.Impaired && !in.Enhanced && in.Attackers > MaxAttackDice {
		return fmt.Errorf("rollunder attack: %d impaired attackers roll %d d4s, at most %d dice (use 1 to %d attackers)", in.Attackers, in.Attackers, MaxAttackDice, MaxAttackDice)
	}
	if len(in.Dice) > MaxAttackDice {
		return fmt.Errorf("rollunder attack: %d dice, at most %d", len(in.Dice), MaxAttackDice)
	}
	for _, s := range in.Dice {
		if s < 1 || s > 100 {
			return fmt.Errorf("rollunder attack: d%d is not a damage die", s)
		}
	}
	return nil
}
