package rollunder

import (
	"fmt"
	"slices"
	"strings"

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
	// Num/Den is PSuccess as an exact fraction (Den is 20 or 400).
	Num, Den int
	Explain  []string
}

// SaveTwentieths is how many of the twenty faces pass a plain save against
// score: clamp(score, 1, 19) (RU-3: below 1 only the 1 passes, above 19
// only the 20 fails).
func SaveTwentieths(score int) int { return min(max(score, 1), 19) }

// SaveFraction is the exact chance of a save as num/den: k/20 plain,
// (400 − (20 − k)²)/400 with advantage alone, k²/400 with disadvantage
// alone; both or neither roll one die (RU-13).
func SaveFraction(in SaveInput) (num, den int) {
	k := SaveTwentieths(in.Score)
	switch {
	case in.Advantage && !in.Disadvantage:
		return 400 - (20-k)*(20-k), 400
	case in.Disadvantage && !in.Advantage:
		return k * k, 400
	}
	return k, 20
}

// Save computes the chance of a save exactly, from twentieths. With
// advantage the better of two d20 counts, with disadvantage the worse; both
// cancel ("Advantage and Disadvantage cancel each other out").
func Save(in SaveInput) SaveResult {
	num, den := SaveFraction(in)
	how := "d20"
	switch {
	case in.Advantage && !in.Disadvantage:
		how = "the better of two d20 (advantage)"
	case in.Disadvantage && !in.Advantage:
		how = "the worse of two d20 (disadvantage)"
	case in.Advantage && in.Disadvantage:
		how = "d20 (advantage and disadvantage cancel)"
	}
	explain := []string{fmt.Sprintf(`Save: %s equal or under %d = %d/%d; 1 always succeeds, 20 always fails (Saves: "Roll d20 equal or under the appropriate Ability Score").`, how, in.Score, num, den)}
	if in.Score < 1 || in.Score > 19 {
		explain = append(explain, fmt.Sprintf(`Score %d counts as %d: "1 is always a success and 20 is always a failure".`, in.Score, SaveTwentieths(in.Score)))
	}
	return SaveResult{Input: in, PSuccess: float64(num) / float64(den), Num: num, Den: den, Explain: explain}
}

// Attack limits from 004_5b2569e2fc4c8c7e.txt.
const (
	// MaxGangBonus: "plus 1 point of Damage for each additional attacker, up to +5".
	MaxGangBonus = 5
	// MaxArmor: "Total Armour score for a creature cannot exceed 3".
	MaxArmor = 3
	// MaxAttackDice bounds the dice one attack rolls together, including
	// the one d4 per impaired attacker and the d12 per enhanced one.
	MaxAttackDice = 100
	// MaxDie is the largest damage die accepted (d2…d100).
	MaxDie = 100
)

// Attacker is one entry of a gang: its dice (the used weapons' dice, then
// its bonus dice) and its net state (RU-12, RU-13).
type Attacker struct {
	Dice     []int `json:"dice"`
	Impaired bool  `json:"impaired,omitempty"`
	Enhanced bool  `json:"enhanced,omitempty"`
}

// State names the attacker's net state: "impaired", "enhanced" or "plain".
func (a Attacker) State() string { return NetState(a.Impaired, a.Enhanced) }

// NetState is "Enhancement and Impairment negate each other" (L18).
func NetState(impaired, enhanced bool) string {
	switch {
	case impaired && !enhanced:
		return "impaired"
	case enhanced && !impaired:
		return "enhanced"
	}
	return "plain"
}

// Pool is what the attacker rolls: impaired "roll d4 Damage regardless of
// weapon, no bonus Damage dice allowed" (L17); enhanced "gain bonus d12
// Damage die" (L18), one per enhanced attacker (RU-12); plain its dice.
func (a Attacker) Pool() []int {
	switch a.State() {
	case "impaired":
		return []int{4}
	case "enhanced":
		return append(slices.Clone(a.Dice), 12)
	}
	return slices.Clone(a.Dice)
}

// GangInput is one attack on one target: one entry per attacker.
type GangInput struct {
	Attackers []Attacker
	// Armor is the target's armour; above MaxArmor counts as MaxArmor.
	Armor int
	// IgnoresArmor: every used weapon ignores armour (L22 "unless stated
	// otherwise").
	IgnoresArmor bool
}

// AttackInput is the older gang-wide form of an attack: every die rolled
// together by Attackers attackers in one state. Impaired means one d4 per
// attacker; enhanced means Dice plus one d12 per attacker (RU-12). When not
// impaired each attacker needs a die of its own: Dice has at least
// Attackers entries.
type AttackInput struct {
	Dice      []int
	Attackers int
	Impaired  bool
	Enhanced  bool
	Armor     int
}

// Gang turns the gang-wide form into one entry per attacker: attacker i
// gets Dice[i], the last one the remaining dice.
func (in AttackInput) Gang() GangInput {
	n := max(in.Attackers, 1)
	g := GangInput{Armor: in.Armor, Attackers: make([]Attacker, n)}
	for i := range g.Attackers {
		g.Attackers[i] = Attacker{Impaired: in.Impaired, Enhanced: in.Enhanced}
		if i < len(in.Dice) {
			g.Attackers[i].Dice = []int{in.Dice[i]}
		}
	}
	if len(in.Dice) > n {
		g.Attackers[n-1].Dice = append(g.Attackers[n-1].Dice, in.Dice[n:]...)
	}
	return g
}

// AttackResult is the exact damage distribution of an attack.
type AttackResult struct {
	Input GangInput
	// Damage is the damage after armour, never below 0.
	Damage dice.Dist
	// RolledDice are the dice actually rolled, attacker by attacker.
	RolledDice []int
	// Gang and Armor are the bonus added and the armour subtracted.
	Gang, Armor int
	Explain     []string
}

// PDamage is P(damage ≥ 1).
func (r AttackResult) PDamage() float64 { return r.Damage.AtLeast(1) }

// AttackDice is the pool a gang-wide attack rolls.
func AttackDice(in AttackInput) []int { return GangDice(in.Gang()) }

// GangDice is every die a gang rolls, attacker by attacker.
func GangDice(in GangInput) []int {
	var pool []int
	for _, a := range in.Attackers {
		pool = append(pool, a.Pool()...)
	}
	return pool
}

// EffectiveArmor is the armour an attack subtracts: at most 3 (L22), none
// when every weapon ignores it.
func EffectiveArmor(armor int, ignores bool) int {
	if ignores {
		return 0
	}
	return min(max(armor, 0), MaxArmor)
}

// GangBonus is "plus 1 point of Damage for each additional attacker, up to
// +5" (L14).
func GangBonus(attackers int) int { return min(max(attackers-1, 0), MaxGangBonus) }

// AttackDamage is the damage of one roll: the highest single face over
// every die of every attacker, + the gang bonus, − armour (at most 3),
// never below 0. faces must be non-empty and each at least 1.
func AttackDamage(faces []int, attackers, armor int) (int, error) {
	if len(faces) == 0 {
		return 0, fmt.Errorf("rollunder attack: no dice faces given")
	}
	for _, f := range faces {
		if f < 1 || f > MaxDie {
			return 0, fmt.Errorf("rollunder attack: face %d is not on a damage die (1 to %d)", f, MaxDie)
		}
	}
	if attackers < 1 || attackers > MaxAttackDice {
		return 0, fmt.Errorf("rollunder attack: %d attackers, allowed 1 to %d", attackers, MaxAttackDice)
	}
	return max(slices.Max(faces)+GangBonus(attackers)-EffectiveArmor(armor, false), 0), nil
}

// Attack computes the exact damage distribution of a gang-wide attack.
func Attack(in AttackInput) (AttackResult, error) {
	if in.Attackers < 1 {
		return AttackResult{}, fmt.Errorf("rollunder attack: %d attackers, at least 1", in.Attackers)
	}
	if in.Attackers > MaxAttackDice {
		return AttackResult{}, fmt.Errorf("rollunder attack: %d attackers, at most %d dice can be rolled together", in.Attackers, MaxAttackDice)
	}
	if NetState(in.Impaired, in.Enhanced) != "impaired" && len(in.Dice) < in.Attackers {
		return AttackResult{}, fmt.Errorf("rollunder attack: %d dice for %d attackers: each attacker that is not impaired needs a die of its own", len(in.Dice), in.Attackers)
	}
	if len(in.Dice) > MaxAttackDice {
		return AttackResult{}, fmt.Errorf("rollunder attack: %d dice, at most %d", len(in.Dice), MaxAttackDice)
	}
	return Gang(in.Gang())
}

// ValidateGang reports what is wrong with a gang's input.
func ValidateGang(in GangInput) error {
	if len(in.Attackers) == 0 {
		return fmt.Errorf("rollunder attack: no attackers")
	}
	if in.Armor < 0 || in.Armor > MaxDie {
		return fmt.Errorf("rollunder attack: armour %d, allowed 0 to %d (above 3 counts as 3)", in.Armor, MaxDie)
	}
	total := 0
	for i, a := range in.Attackers {
		if a.State() != "impaired" && len(a.Dice) == 0 {
			return fmt.Errorf("rollunder attack: attacker %d has no damage dice", i+1)
		}
		for _, s := range a.Dice {
			if s < 2 || s > MaxDie {
				return fmt.Errorf("rollunder attack: attacker %d: d%d is not a damage die (d2 to d%d)", i+1, s, MaxDie)
			}
		}
		total += len(a.Pool())
	}
	if total > MaxAttackDice {
		return fmt.Errorf("rollunder attack: %d dice rolled together, at most %d", total, MaxAttackDice)
	}
	return nil
}

// Gang computes the exact damage distribution of an attack: P(highest ≤ h)
// is the product of min(h, s)/s over every die in play ("The highest single
// roll is identified", L8).
func Gang(in GangInput) (AttackResult, error) {
	if err := ValidateGang(in); err != nil {
		return AttackResult{}, err
	}
	pool := GangDice(in)
	highest := highestDist(pool)
	gang := GangBonus(len(in.Attackers))
	armor := EffectiveArmor(in.Armor, in.IgnoresArmor)
	damage := highest.Map(func(h int) int { return max(h+gang-armor, 0) })
	explain := []string{
		fmt.Sprintf(`Damage = the highest of %s (Attacking: "The highest single roll is identified")%s − armour %d, never below 0.`, dieNames(pool), gangText(gang), armor),
	}
	if in.Armor > MaxArmor && !in.IgnoresArmor {
		explain = append(explain, fmt.Sprintf(`Armour %d counts as %d: "Total Armour score for a creature cannot exceed 3".`, in.Armor, MaxArmor))
	}
	if in.IgnoresArmor {
		explain = append(explain, `The weapons ignore armour: "still affected by target's Armour unless stated otherwise".`)
	}
	for i, a := range in.Attackers {
		switch a.State() {
		case "impaired":
			explain = append(explain, fmt.Sprintf(`Attacker %d is impaired: one d4 "regardless of weapon, no bonus Damage dice allowed".`, i+1))
		case "enhanced":
			explain = append(explain, fmt.Sprintf(`Attacker %d is enhanced: "gain bonus d12 Damage die" (one d12 per enhanced attacker).`, i+1))
		}
		if a.Impaired && a.Enhanced {
			explain = append(explain, fmt.Sprintf(`Attacker %d is impaired and enhanced: "Enhancement and Impairment negate each other."`, i+1))
		}
	}
	return AttackResult{Input: in, Damage: damage, RolledDice: pool, Gang: gang, Armor: armor, Explain: explain}, nil
}

// highestDist is the distribution of the highest face of pool (non-empty).
func highestDist(pool []int) dice.Dist {
	top := slices.Max(pool)
	count := map[int]int{}
	for _, s := range pool {
		count[s]++
	}
	p := make([]float64, top)
	prev := 0.0
	for h := 1; h <= top; h++ {
		cdf := 1.0
		for s, n := range count {
			f := float64(min(h, s)) / float64(s)
			for range n {
				cdf *= f
			}
		}
		p[h-1] = cdf - prev
		prev = cdf
	}
	return dice.Dist{Min: 1, P: p}
}

// MeanHighest is the exact mean of the highest of pool (0 for no dice).
func MeanHighest(pool []int) float64 {
	if len(pool) == 0 {
		return 0
	}
	return highestDist(pool).Mean()
}

// ParseAttacker reads one attacker as the CLI writes it: "d8,d6",
// "d6:enhanced", "d8:impaired" or ":impaired" (an impaired attacker needs
// no die).
func ParseAttacker(s string) (Attacker, error) {
	list, state, _ := strings.Cut(strings.TrimSpace(s), ":")
	var a Attacker
	switch strings.ToLower(strings.TrimSpace(state)) {
	case "":
	case "impaired":
		a.Impaired = true
	case "enhanced":
		a.Enhanced = true
	default:
		return Attacker{}, fmt.Errorf("attacker %q: %q is not a state (use impaired or enhanced)", s, state)
	}
	if strings.TrimSpace(list) != "" {
		sizes, err := dice.ParseDieList(list, MaxAttackDice)
		if err != nil {
			return Attacker{}, fmt.Errorf("attacker %q: %w", s, err)
		}
		a.Dice = sizes
	}
	if !a.Impaired && len(a.Dice) == 0 {
		return Attacker{}, fmt.Errorf("attacker %q: give its damage dice, e.g. d8,d6", s)
	}
	return a, nil
}

func gangText(bonus int) string {
	if bonus == 0 {
		return ""
	}
	return fmt.Sprintf(` + %d for ganging up ("plus 1 point of Damage for each additional attacker, up to +5")`, bonus)
}

func dieNames(sizes []int) string {
	names := make([]string, len(sizes))
	for i, d := range sizes {
		names[i] = fmt.Sprintf("d%d", d)
	}
	return strings.Join(names, ", ")
}

// SaveFromDice reads a rolled save: one d20, or two when exactly one of
// advantage and disadvantage applies (the better or the worse counts).
func SaveFromDice(in SaveInput, d20 []int) (bool, error) {
	want := 1
	if in.Advantage != in.Disadvantage {
		want = 2
	}
	if len(d20) != want {
		return false, fmt.Errorf("the save needs %d d20 result(s), got %d", want, len(d20))
	}
	for _, f := range d20 {
		if f < 1 || f > 20 {
			return false, fmt.Errorf("d20 face %d is not 1 to 20", f)
		}
	}
	ok := SaveSucceeds(d20[0], in.Score)
	if want == 2 {
		second := SaveSucceeds(d20[1], in.Score)
		if in.Advantage {
			ok = ok || second
		} else {
			ok = ok && second
		}
	}
	return ok, nil
}
