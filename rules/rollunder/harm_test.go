package rollunder

import (
	"math"
	"testing"
)

// bruteHarm enumerates the dice (and the dodge and STR save d20s).
func bruteHarm(in HarmInput) (noDmg, out, strLoss, crit, dead float64) {
	want := bruteGang(in.Gang)
	pDodge := 0.0
	if in.Dodge != nil {
		pDodge = Save(*in.Dodge).PSuccess
	}
	noDmg = pDodge
	for d, r := range want {
		p, _ := r.Float64()
		p *= 1 - pDodge
		if d == 0 {
			noDmg += p
			continue
		}
		if d < in.HP {
			continue
		}
		out += p
		str := in.STR - (d - in.HP)
		if d > in.HP {
			strLoss += p
		}
		if str <= 0 {
			dead += p
			continue
		}
		for face := 1; face <= 20; face++ {
			if !SaveSucceeds(face, str) {
				crit += p / 20
			}
		}
	}
	return
}

func TestHarmMatchesBruteForce(t *testing.T) {
	// 004_5b2569e2fc4c8c7e.txt "Damage": "When you run out of HP, any remaining
	// Damage is removed from your STR score. Now you must pass a STR Save to
	// avoid Critical Damage"; "The character dies at STR 0".
	cases := []HarmInput{
		{Gang: GangInput{Attackers: []Attacker{{Dice: []int{8}}, {Dice: []int{6}}}, Armor: 1}, HP: 3, STR: 4},
		{Gang: GangInput{Attackers: []Attacker{{Dice: []int{10}, Enhanced: true}}}, HP: 0, STR: 6},
		{Gang: GangInput{Attackers: []Attacker{{Dice: []int{12}}}}, HP: 4, STR: 10, Dodge: &SaveInput{Score: 12, Disadvantage: true}},
	}
	for _, in := range cases {
		r, err := Harm(in)
		if err != nil {
			t.Fatal(err)
		}
		n, o, s, c, d := bruteHarm(in)
		for _, pair := range [][2]float64{{r.PNoDamage, n}, {r.POutOfHP, o}, {r.PStrLoss, s}, {r.PCritical, c}, {r.PDead, d}} {
			if math.Abs(pair[0]-pair[1]) > tolerance {
				t.Errorf("%+v: got %v, brute force %v", in, pair[0], pair[1])
			}
		}
	}
}

func TestHarmRefuses(t *testing.T) {
	g := GangInput{Attackers: []Attacker{{Dice: []int{6}}}}
	for _, in := range []HarmInput{{Gang: g, HP: -1, STR: 5}, {Gang: g, HP: 1000, STR: 5}, {Gang: g, HP: 1, STR: 0}, {Gang: GangInput{}, HP: 1, STR: 5}} {
		if _, err := Harm(in); err == nil {
			t.Errorf("%+v accepted", in)
		}
	}
}
