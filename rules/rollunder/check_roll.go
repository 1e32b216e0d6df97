package rollunder

import (
	"slices"

	"sessionzero/rules/dice"
)

// SaveRoll is one rolled save.
type SaveRoll struct {
	Input   SaveInput
	D20s    []int // one, or two with advantage or disadvantage alone
	Success bool
}

// RollSave rolls a save once with src.
func RollSave(src dice.Source, in SaveInput) SaveRoll {
	faces := []int{dice.RollDie(src, 20)}
	if in.Advantage != in.Disadvantage {
		faces = append(faces, dice.RollDie(src, 20))
	}
	ok, _ := SaveFromDice(in, faces)
	return SaveRoll{Input: in, D20s: faces, Success: ok}
}

// AttackRoll is one rolled attack.
type AttackRoll struct {
	Input  GangInput
	Dice   []int // the sizes rolled (after impaired/enhanced)
	Faces  []int // one face per die
	Damage int
}

// RollAttack rolls a gang-wide attack once with src.
func RollAttack(src dice.Source, in AttackInput) (AttackRoll, error) {
	if _, err := Attack(in); err != nil {
		return AttackRoll{}, err
	}
	return RollGang(src, in.Gang())
}

// RollGang rolls a gang's attack once with src.
func RollGang(src dice.Source, in GangInput) (AttackRoll, error) {
	if err := ValidateGang(in); err != nil {
		return AttackRoll{}, err
	}
	pool := GangDice(in)
	r := AttackRoll{Input: in, Dice: slices.Clone(pool)}
	for _, s := range pool {
		r.Faces = append(r.Faces, dice.RollDie(src, s))
	}
	r.Damage = max(slices.Max(r.Faces)+GangBonus(len(in.Attackers))-EffectiveArmor(in.Armor, in.IgnoresArmor), 0)
	return r, nil
}
