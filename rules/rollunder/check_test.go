package rollunder

import (
	"math"
	"math/big"
	"strings"
	"testing"
)

const tolerance = 1e-12

func TestSaveBookRules(t *testing.T) {
	// 004_5b2569e2fc4c8c7e.txt: "equal or under", "1 is always a success and 20 is always a failure."
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

func TestSaveIsExact(t *testing.T) {
	// spec §11.4: score 10 printed 0.49999999999999994 and 19 gave 0.9500000000000003.
	tests := []struct {
		in   SaveInput
		want float64
	}{
		{SaveInput{Score: 10}, 0.5},
		{SaveInput{Score: 19}, 0.95},
		{SaveInput{Score: 0}, 0.05},
		{SaveInput{Score: 30}, 0.95},
		{SaveInput{Score: 10, Advantage: true}, 0.75},
		{SaveInput{Score: 10, Disadvantage: true}, 0.25},
		{SaveInput{Score: 10, Advantage: true, Disadvantage: true}, 0.5},
	}
	for _, tt := range tests {
		if got := Save(tt.in).PSuccess; got != tt.want {
			t.Errorf("%+v: %v, want exactly %v", tt.in, got, tt.want)
		}
	}
}

func TestSaveMatchesBruteForce(t *testing.T) {
	// "Roll twice and take the better or worse of the two rolls respectively."
	for score := -1; score <= 31; score++ {
		for _, mode := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
			in := SaveInput{Score: score, Advantage: mode[0], Disadvantage: mode[1]}
			wins := 0
			for a := 1; a <= 20; a++ {
				for b := 1; b <= 20; b++ {
					ok, err := SaveFromDice(in, []int{a, b}[:1+boolInt(in.Advantage != in.Disadvantage)])
					if err != nil {
						t.Fatal(err)
					}
					if ok {
						wins++
					}
				}
			}
			num, den := SaveFraction(in)
			if num*400 != wins*den {
				t.Errorf("%+v: %d/%d, brute force %d/400", in, num, den, wins)
			}
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// bruteGang enumerates every face of every die with exact fractions.
func bruteGang(in GangInput) map[int]*big.Rat {
	pool := GangDice(in)
	out := map[int]*big.Rat{}
	faces := make([]int, len(pool))
	p := big.NewRat(1, 1)
	for _, s := range pool {
		p.Mul(p, big.NewRat(1, int64(s)))
	}
	var walk func(i int)
	walk = func(i int) {
		if i == len(pool) {
			hi := 0
			for _, f := range faces {
				hi = max(hi, f)
			}
			d := max(hi+GangBonus(len(in.Attackers))-EffectiveArmor(in.Armor, in.IgnoresArmor), 0)
			if out[d] == nil {
				out[d] = new(big.Rat)
			}
			out[d].Add(out[d], p)
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

func TestGangMatchesBruteForce(t *testing.T) {
	cases := []GangInput{
		{Attackers: []Attacker{{Dice: []int{6}}}},
		{Attackers: []Attacker{{Dice: []int{8, 6}}}, Armor: 1},
		{Attackers: []Attacker{{Dice: []int{8}}, {Dice: []int{6}, Impaired: true}, {Dice: []int{10}, Enhanced: true}}, Armor: 2},
		{Attackers: []Attacker{{Dice: []int{4}}, {Dice: []int{4}}, {Dice: []int{4}}, {Dice: []int{4}}, {Dice: []int{4}}, {Dice: []int{4}}, {Dice: []int{4}}}, Armor: 3},
		{Attackers: []Attacker{{Dice: []int{6, 4}, Enhanced: true}}, Armor: 5},
		{Attackers: []Attacker{{Dice: []int{6, 4}, Enhanced: true, Impaired: true}}},
		{Attackers: []Attacker{{Dice: []int{12}}, {Dice: []int{6}}}, Armor: 3, IgnoresArmor: true},
	}
	for _, in := range cases {
		got, err := Gang(in)
		if err != nil {
			t.Fatal(err)
		}
		want := bruteGang(in)
		for x := -1; x <= got.Damage.Max()+1; x++ {
			w := 0.0
			if want[x] != nil {
				w, _ = want[x].Float64()
			}
			if math.Abs(got.Damage.Prob(x)-w) > tolerance {
				t.Errorf("%+v: P(%d damage) %v, brute force %v", in, x, got.Damage.Prob(x), w)
			}
		}
	}
}

func TestEnhancedPerAttacker(t *testing.T) {
	// spec §11.1 and RU-12: two attackers with d6 against a Stunned target
	// ("attacks targeted at them are Enhanced") roll d6 d12 d6 d12:
	// P(13 damage) = 1 − (11/12)² = 23/144, not 1/12.
	in := AttackInput{Dice: []int{6, 6}, Attackers: 2, Enhanced: true}
	res, err := Attack(in)
	if err != nil {
		t.Fatal(err)
	}
	if got := res.RolledDice; len(got) != 4 {
		t.Errorf("rolled %v, want d6 d12 d6 d12", got)
	}
	if got := res.Damage.Prob(13); math.Abs(got-23.0/144) > tolerance {
		t.Errorf("P(13) = %v, want 23/144", got)
	}
}

func TestAttackBookRules(t *testing.T) {
	// "The highest single roll is identified, and the attack causes this much damage."
	tests := []struct {
		faces            []int
		attackers, armor int
		want             int
	}{
		{[]int{3, 7, 5}, 1, 0, 7},
		{[]int{4}, 9, 0, 9}, // "plus 1 point of Damage for each additional attacker, up to +5"
		{[]int{6}, 1, 5, 3}, // "Total Armour score for a creature cannot exceed 3."
		{[]int{2}, 1, 3, 0},
	}
	for _, tt := range tests {
		got, err := AttackDamage(tt.faces, tt.attackers, tt.armor)
		if err != nil || got != tt.want {
			t.Errorf("AttackDamage(%v, %d, %d) = %d, %v; want %d", tt.faces, tt.attackers, tt.armor, got, err, tt.want)
		}
	}
	// Impaired: "roll d4 Damage regardless of weapon, no bonus Damage dice allowed"
	if got := (Attacker{Dice: []int{12, 10}, Impaired: true}).Pool(); len(got) != 1 || got[0] != 4 {
		t.Errorf("impaired dice %v", got)
	}
	// Enhanced: "gain bonus d12 Damage die"
	if got := (Attacker{Dice: []int{6}, Enhanced: true}).Pool(); len(got) != 2 || got[1] != 12 {
		t.Errorf("enhanced dice %v", got)
	}
	// "Enhancement and Impairment negate each other."
	if got := (Attacker{Dice: []int{6}, Enhanced: true, Impaired: true}).Pool(); len(got) != 1 || got[0] != 6 {
		t.Errorf("negated dice %v", got)
	}
}

func TestAttackRejects(t *testing.T) {
	bad := []AttackInput{
		{Dice: []int{6}, Attackers: 0},
		{Dice: []int{6}, Attackers: 1, Armor: -1},
		{Dice: nil, Attackers: 1},
		{Dice: []int{0}, Attackers: 1},
		{Dice: []int{6}, Attackers: 3},    // spec §11.3: fewer dice than attackers
		{Dice: []int{8, 6}, Attackers: 3}, // likewise
		{Dice: []int{8}, Attackers: MaxAttackDice + 1, Impaired: true},
		{Dice: []int{8}, Attackers: 100_000_000, Impaired: true},
	}
	for _, in := range bad {
		if _, err := Attack(in); err == nil {
			t.Errorf("Attack(%+v) accepted", in)
		}
	}
	// spec §11.5: an empty face list is an error, not a panic.
	if _, err := AttackDamage(nil, 1, 0); err == nil {
		t.Error("no faces accepted")
	}
}

func TestAttackManyImpairedAttackersClosedForm(t *testing.T) {
	// impaired attacks "roll d4 Damage regardless of weapon"; one d4 per
	// attacker: P(highest 4) = 1 − (3/4)^n; gang bonus "up to +5".
	for _, attackers := range []int{6, 40, MaxAttackDice} {
		res, err := Attack(AttackInput{Dice: []int{8}, Attackers: attackers, Impaired: true})
		if err != nil {
			t.Fatalf("%d impaired attackers: %v", attackers, err)
		}
		n := float64(attackers)
		if got, want := res.Damage.Prob(4+MaxGangBonus), 1-math.Pow(0.75, n); math.Abs(got-want) > tolerance {
			t.Errorf("%d impaired attackers: P(9) = %v, want %v", attackers, got, want)
		}
	}
}

func TestParseAttacker(t *testing.T) {
	tests := []struct {
		in   string
		want string
		err  bool
	}{
		{"d8,d6", "plain [8 6]", false},
		{"d6:enhanced", "enhanced [6]", false},
		{":impaired", "impaired []", false},
		{"d6:sleepy", "", true},
		{"", "", true},
		{"d8:enhanced:x", "", true},
	}
	for _, tt := range tests {
		a, err := ParseAttacker(tt.in)
		if (err != nil) != tt.err {
			t.Errorf("%q: err %v", tt.in, err)
			continue
		}
		if err == nil {
			got := a.State() + " " + fmtInts(a.Dice)
			if got != tt.want {
				t.Errorf("%q: %q, want %q", tt.in, got, tt.want)
			}
		}
	}
}

func fmtInts(v []int) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = big.NewInt(int64(x)).String()
	}
	return "[" + strings.Join(parts, " ") + "]"
}
