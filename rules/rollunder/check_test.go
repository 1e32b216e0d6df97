package rollunder

import (
	"math"
	"testing"
)

const tolerance = 1e-12

func TestSaveBookRules(t *testing.T) {
	// 004_5b2569e2fc4c8c7e.txt: "1 is always a success and 20 is always a failure."
	tests := []struct {
		roll, score int
		want        bool
	}{{12, 12, true}, {13, 12, false}, {1, 0, true}, {20, 25, false}, {19, 25, true}}
	for _, tt := range tests {
		if got := SaveSucceeds(tt.roll, tt.score); got != tt.want {
			t.Errorf("roll %d vs %d: %v", tt.roll, tt.score, got)
		}
	}
}

func TestSaveMatchesBruteForce(t *testing.T) {
	for _, score := range []int{0, 1, 5, 10, 12, 19, 20, 25} {
		for _, mode := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
			in := SaveInput{Score: score, Advantage: mode[0], Disadvantage: mode[1]}
			want := 0.0
			for a := 1; a <= 20; a++ {
				for b := 1; b <= 20; b++ {
					ok := SaveSucceeds(a, score)
					switch {
					case in.Advantage && !in.Disadvantage:
						ok = ok || SaveSucceeds(b, score)
					case in.Disadvantage && !in.Advantage:
						ok = ok && SaveSucceeds(b, score)
					}
					if ok {
						want += 1.0 / 400
					}
				}
			}
			if got := Save(in).PSuccess; math.Abs(got-want) > tolerance {
				t.Errorf("%+v: %v, brute force %v", in, got, want)
			}
		}
	}
	if got := Save(SaveInput{Score: 12}).PSuccess; math.Abs(got-0.6) > tolerance {
		t.Errorf("score 12: %v, want 12/20", got)
	}
}

func bruteForceAttack(in AttackInput) map[int]float64 {
	pool := AttackDice(in)
	out := map[int]float64{}
	faces := make([]int, len(pool))
	p := 1.0
	for _, s := range pool {
		p /= float64(s)
	}
	var walk func(i int)
	walk = func(i int) {
		if i == len(pool) {
			out[AttackDamage(faces, in.Attackers, in.Armor)] += p
			return
		}
		for f := 1; f <= pool[i]; f++ {
			faces[i] = f
			walk(i + 1)
		}
	}
	walk(0)
	return out
}

func TestAttackMatchesBruteForce(t *testing.T) {
	cases := []AttackInput{
		{Dice: []int{6}, Attackers: 1},
		{Dice: []int{8, 6}, Attackers: 1, Armor: 1},
		{Dice: []int{8, 6, 6, 10}, Attackers: 3, Armor: 2},
		{Dice: []int{8, 8, 8, 8, 8, 8, 8}, Attackers: 7, Armor: 3}, // gang bonus capped at +5
		{Dice: []int{10, 8}, Attackers: 2, Impaired: true},
		{Dice: []int{6, 4}, Attackers: 1, Enhanced: true, Armor: 5},
		{Dice: []int{6, 4}, Attackers: 1, Enhanced: true, Impaired: true},
	}
	for _, in := range cases {
		got, err := Attack(in)
		if err != nil {
			t.Fatal(err)
		}
		want := bruteForceAttack(in)
		for x := got.Damage.Min - 1; x <= got.Damage.Max()+1; x++ {
			if math.Abs(got.Damage.Prob(x)-want[x]) > tolerance {
				t.Errorf("%+v: P(%d damage) %v, brute force %v", in, x, got.Damage.Prob(x), want[x])
			}
		}
	}
}

func TestAttackBookRules(t *testing.T) {
	// "The highest single roll is identified, and the attack causes this much damage."
	if got := AttackDamage([]int{3, 7, 5}, 1, 0); got != 7 {
		t.Errorf("highest of 3,7,5: %d", got)
	}
	// "plus 1 point of Damage for each additional attacker, up to +5"
	if got := AttackDamage([]int{4}, 9, 0); got != 9 {
		t.Errorf("9 attackers: %d, want 4 + 5", got)
	}
	// "Total Armour score for a creature cannot exceed 3."
	if got := AttackDamage([]int{6}, 1, 5); got != 3 {
		t.Errorf("armour 5: %d, want 6 − 3", got)
	}
	if got := AttackDamage([]int{2}, 1, 3); got != 0 {
		t.Errorf("damage below 0: %d", got)
	}
	// Impaired: "roll d4 Damage regardless of weapon, no bonus Damage dice allowed"
	if got := AttackDice(AttackInput{Dice: []int{12, 10}, Attackers: 1, Impaired: true}); len(got) != 1 || got[0] != 4 {
		t.Errorf("impaired dice %v", got)
	}
	// Enhanced: "gain bonus d12 Damage die"
	if got := AttackDice(AttackInput{Dice: []int{6}, Attackers: 1, Enhanced: true}); len(got) != 2 || got[1] != 12 {
		t.Errorf("enhanced dice %v", got)
	}
}

func TestAttackRejects(t *testing.T) {
	bad := []AttackInput{
		{Dice: []int{6}, Attackers: 0},
		{Dice: []int{6}, Attackers: 1, Armor: -1},
		{Dice: nil, Attackers: 1},
		{Dice: []int{0}, Attackers: 1},
		// Impaired attackers each roll a d4: a hundred million of them would
		// be a hundred million dice (review finding), more than MaxAttackDice.
		{Dice: []int{8}, Attackers: MaxAttackDice + 1, Impaired: true},
		{Dice: []int{8}, Attackers: 100_000_000, Impaired: true},
	}
	for _, in := range bad {
		if _, err := Attack(in); err == nil {
			t.Errorf("Attack(%+v) accepted", in)
		}
	}
}

func TestAttackManyImpairedAttackersClosedForm(t *testing.T) {
	// 004_5b2569e2fc4c8c7e.txt: impaired attacks "roll d4 Damage regardless
	// of weapon"; one d4 per attacker, so the highest is 4 unless every d4
	// shows 3 or less: P = 1 − (3/4)^n. Gang bonus "up to +5".
	for _, attackers := range []int{6, 40, MaxAttackDice} {
		res, err := Attack(AttackInput{Dice: []int{8}, Attackers: attackers, Impaired: true})
		if err != nil {
			t.Fatalf("%d impaired attackers: %v", attackers, err)
		}
		n := float64(attackers)
		want := map[int]float64{
			1 + MaxGangBonus: math.Pow(0.25, n),
			2 + MaxGangBonus: math.Pow(0.5, n) - math.Pow(0.25, n),
			3 + MaxGangBonus: math.Pow(0.75, n) - math.Pow(0.5, n),
			4 + MaxGangBonus: 1 - math.Pow(0.75, n),
		}
		for damage, p := range want {
			if got := res.Damage.Prob(damage); math.Abs(got-p) > tolerance {
				t.Errorf("%d impaired attackers: P(%d) = %v, want %v", attackers, damage, got, p)
			}
		}
	}
}
