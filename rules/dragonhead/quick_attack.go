package dragonhead

import (
	"fmt"
	"strconv"
	"strings"

	"sessionzero/rules/dice"
	"sessionzero/rules/encounter"
)

// QuickAttackExample is how a quick creature's attack is typed.
const QuickAttackExample = "Claw 12 1d6 s"

// maxQuickHit bounds a typed Hit score.
const maxQuickHit = 99

// ParseQuickAttacks reads the attacks typed for a quick creature, ";"
// between two: each a name, its Hit, its damage roll and the letter of its
// damage type ("Claw 12 1d6 s", as the sheet's Attacks list reads: Hit,
// then the roll with its letter). The letter may be left out, or joined
// to the roll ("1d6s"), or written as the type's name ("Sharp"); without
// it "the attack does all wear and no tear". Empty text is no attack. A
// bad attack's message starts with its text quoted: the caller names the
// field.
func ParseQuickAttacks(text string) ([]encounter.Attack, error) {
	var out []encounter.Attack
	for part := range strings.SplitSeq(text, ";") {
		if strings.TrimSpace(part) == "" {
			continue
		}
		a, err := parseQuickAttack(part)
		if err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, nil
}

// parseQuickAttack reads one attack: name, Hit, roll and type letter.
func parseQuickAttack(text string) (encounter.Attack, error) {
	shown := strings.TrimSpace(text)
	f := strings.Fields(text)
	bad := func(why string) error {
		return fmt.Errorf("%q: %s; write a name, its Hit, its damage roll and its damage letter (p s m b i), e.g. %s", shown, why, QuickAttackExample)
	}
	typ := ""
	if n := len(f); n > 0 {
		if dt, ok := ParseDamageType(f[n-1]); ok {
			typ, f = dt.Letter, f[:n-1]
		}
	}
	if len(f) < 3 {
		return encounter.Attack{}, bad("something is missing")
	}
	roll := strings.ToLower(f[len(f)-1])
	if typ == "" && len(roll) > 1 {
		if dt, ok := ParseDamageType(roll[len(roll)-1:]); ok {
			if _, err := ParseRoll(roll[:len(roll)-1]); err == nil {
				typ, roll = dt.Letter, roll[:len(roll)-1]
			}
		}
	}
	if _, err := ParseRoll(roll); err != nil {
		return encounter.Attack{}, bad(fmt.Sprintf("%q is not a damage roll like 1d6 or 2d6+1", roll))
	}
	if _, err := dice.Parse(roll); err != nil {
		return encounter.Attack{}, bad(fmt.Sprintf("%q is not a damage roll like 1d6 or 2d6+1", roll))
	}
	hitText := f[len(f)-2]
	hit, err := strconv.Atoi(strings.TrimPrefix(hitText, "+"))
	if err != nil || hit < -maxQuickHit || hit > maxQuickHit {
		return encounter.Attack{}, bad(fmt.Sprintf("Hit %q is not a whole number from -%d to %d", hitText, maxQuickHit, maxQuickHit))
	}
	name := strings.Join(f[:len(f)-2], " ")
	explain := fmt.Sprintf("%s: Hit %d, damage %s", name, hit, roll+typ)
	if typ == "" {
		explain += " (no damage type: all wear)"
	}
	return encounter.Attack{Name: name, Hit: hit, Dice: roll, Type: typ, Explain: explain}, nil
}
