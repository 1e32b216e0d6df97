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

// Harm outcomes of one rolled attack on a defender (HarmRoll.Outcome).
const (
	HarmNone    = "none"     // no damage (or the dodge passed)
	HarmHPOnly  = "hp"       // damage below the HP left
	HarmStrSave = "str_save" // out of HP, STR left, a STR save rolled
	HarmDead    = "dead"     // the damage past HP takes all STR
)

// HarmRoll is one rolled attack on a defender: the attack, the dodge (nil
// without one), and what the damage does: "When you run out of HP, any
// remaining Damage is removed from your STR score. Now you must pass a STR
// Save to avoid Critical Damage" (Damage); "The character dies at STR 0"
// (Ability Score Loss).
type HarmRoll struct {
	Attack AttackRoll
	Dodge  *SaveRoll
	// Damage is what reaches the defender: 0 when the dodge passes.
	Damage  int
	Outcome string
	// STRLeft and StrSave are set for HarmStrSave.
	STRLeft int
	StrSave SaveRoll
}

// RollHarm rolls an attack on a defender once with src: the gang's dice,
// then the dodge's d20 (when dodge is set), then the STR save's d20 (when
// the damage runs past HP and leaves STR).
func RollHarm(src dice.Source, gang GangInput, hp, str int, dodge *SaveInput) (HarmRoll, error) {
	a, err := RollGang(src, gang)
	if err != nil {
		return HarmRoll{}, err
	}
	h := HarmRoll{Attack: a, Damage: a.Damage}
	if dodge != nil {
		sv := RollSave(src, *dodge)
		h.Dodge = &sv
		if sv.Success {
			h.Damage = 0
		}
	}
	d := h.Damage
	switch {
	case d == 0:
		h.Outcome = HarmNone
	case d < hp:
		h.Outcome = HarmHPOnly
	case d-hp >= str:
		h.Outcome = HarmDead
	default:
		h.Outcome, h.STRLeft = HarmStrSave, str-(d-hp)
		h.StrSave = RollSave(src, SaveInput{Score: h.STRLeft})
	}
	return h, nil
}
