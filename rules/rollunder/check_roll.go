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
	r := SaveRoll{Input: in, D20s: []int{dice.RollDie(src, 20)}}
	r.Success = SaveSucceeds(r.D20s[0], in.Score)
	if in.Advantage != in.Disadvantage {
		second := dice.RollDie(src, 20)
		r.D20s = append(r.D20s, second)
		if in.Advantage {
			r.Success = r.Success || SaveSucceeds(second, in.Score)
		} else {
			r.Success = r.Success && SaveSucceeds(second, in.Score)
		}
	}
	return r
}

// AttackRoll is one rolled attack.
type AttackRoll struct {
	Input  AttackInput
	Dice   []int // the sizes rolled (after impaired/enhanced)
	Faces  []int // one face per die
	Damage int
}

// RollAttack rolls an attack once with src.
func RollAttack(src dice.Source, in AttackInput) (AttackRoll, error) {
	if err := validateAttack(in); err != nil {
		return AttackRoll{}, err
	}
	pool := AttackDice(in)
	r := AttackRoll{Input: in, Dice: slices.Clone(pool)}
	for _, s := range pool {
		r.Faces = append(r.Faces, dice.RollDie(src, s))
	}
	r.Damage = AttackDamage(r.Faces, in.Attackers, in.Armor)
	return r, nil
}
