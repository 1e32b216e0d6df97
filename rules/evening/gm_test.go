package evening

import (
	"math"
	"strconv"
	"strings"
	"testing"
)

// bookThreatTable is the book's table as printed (003_b350af455cb359c1.txt,
// "Rating	Health	TN	Attacks	Damage per attack").
const bookThreatTable = `1	15	14	2	12 (2d8 + 3)
2	95	15	3	14 (3d6 + 4)
3	140	16	3	22 (3d12 + 3)
4	185	18	4	19 (3d10 + 3)
5	230	19	5	19 (3d10 + 3)
6	275	20	5	23 (4d10 + 1)
7	320	22	5	30 (4d12 + 4)
8	365	23	5	41 (6d10 + 8)
9	410	24	5	52 (6d10 + 19)
10	455	26	5	62 (6d10 + 29)`

func TestThreatTableMatchesTheBook(t *testing.T) {
	for _, line := range strings.Split(bookThreatTable, "\n") {
		f := strings.SplitN(line, "\t", 5)
		n := func(i int) int { v, _ := strconv.Atoi(f[i]); return v }
		r := n(0)
		row := ThreatTable[r]
		dmg, _ := strconv.Atoi(strings.Fields(f[4])[0])
		expr := strings.ReplaceAll(strings.Trim(f[4][strings.Index(f[4], "("):], "()"), " ", "")
		if row.BookHealth != n(1) || row.TN != n(2) || row.Attacks != n(3) || row.Damage != dmg || row.Dice != expr {
			t.Errorf("rating %d: %+v, book %q", r, row, line)
		}
		// Each flat damage is the floor of its expression's mean (EVE-24).
		d, err := ParseDamage(row.Dice)
		if err != nil || d.FlatMean() != row.Damage {
			t.Errorf("rating %d: mean of %s is %d, table %d", r, row.Dice, d.FlatMean(), row.Damage)
		}
		// EVE-23: health 2–10 is 5 + 45 × rating; rating 1 follows the line.
		if row.Health != 5+45*r {
			t.Errorf("rating %d: health %d", r, row.Health)
		}
	}
}

func TestThreatCardTraits(t *testing.T) {
	base, err := StatBlock{Type: "threat", Name: "Ogre", Rating: 1}.Card()
	if err != nil {
		t.Fatal(err)
	}
	if base.MaxHP != 50 || base.HitTN != 14 || base.AttackTN != 14 || base.AttackCount != 2 || base.Damage[0] != 12 {
		t.Errorf("base %+v", base)
	}
	// "3 rounds of combat for a base creature, +0-3 rounds for each added trait" (L795).
	if base.ExpectedRoundsMin != 3 || base.ExpectedRoundsMax != 3 {
		t.Errorf("rounds %d–%d", base.ExpectedRoundsMin, base.ExpectedRoundsMax)
	}
	book, _ := StatBlock{Type: "threat", Name: "Ogre", Rating: 1, BookHealth: true}.Card()
	if book.MaxHP != 15 {
		t.Errorf("book health %d", book.MaxHP)
	}
	c, err := StatBlock{Type: "threat", Name: "Dragon", Rating: 5, Traits: []string{TraitChampion, TraitVicious, TraitDefender, TraitBehemoth, TraitLegendary},
		Attacks: []ThreatAttack{{}, {MultipleTargets: true}, {Certain: true, MultipleTargets: true}}}.Card()
	if err != nil {
		t.Fatal(err)
	}
	// Champion's doubled attack on a Vicious threat × 4 (EVE-26); halvings after multipliers.
	if c.MaxHP != 460 || c.HitTN != 19+3+3+3 || c.AttackTN != 19+3+3+3 || c.Damage[0] != 76 || c.Damage[1] != 19 || c.Damage[2] != 9 {
		t.Errorf("dragon %+v", c)
	}
	if c.LegendaryActions != 3 || c.LegendaryResistances != 3 || c.ExpectedRoundsMax != 3+15 || c.Space != 4 {
		t.Errorf("dragon %+v", c)
	}
	if _, err := (StatBlock{Type: "threat", Name: "X", Rating: 11}).Card(); err == nil || !strings.Contains(err.Error(), "rating is 11") {
		t.Errorf("rating 11: %v", err)
	}
}

func TestDangerCard(t *testing.T) {
	c, err := StatBlock{Type: "danger", Name: "Flood", Rating: 4, Complexity: 3}.Card()
	if err != nil {
		t.Fatal(err)
	}
	if c.TN != 12 || c.AttackCount != 4 || c.Damage[0] != 19 || c.SuccessesNeeded != 5 || c.FailureThreshold != 3 {
		t.Errorf("danger %+v", c)
	}
}

func TestDamageReshape(t *testing.T) {
	// "3 attacks at 3d6+4, can be edited to become a threat with 2 attacks,
	// one at 6d6+8 and another at 3d6+4" (L814); "change that into one at
	// 5d6+6, one 3d6+4, and one 1d6+2" (L816).
	three := []string{"3d6+4", "3d6+4", "3d6+4"}
	for _, after := range [][]string{{"6d6+8", "3d6+4"}, {"5d6+6", "3d6+4", "1d6+2"}} {
		if err := CheckReshape(three, after); err != nil {
			t.Errorf("%v: %v", after, err)
		}
	}
	if err := CheckReshape(three, []string{"6d6+8", "4d6+4"}); err == nil {
		t.Error("an extra die is accepted")
	}
	if err := CheckReshape(three, []string{"6d6+8", "3d6+5"}); err == nil {
		t.Error("an extra flat point is accepted")
	}
	// Damage notation: "2d6+2" (or a flat value like "10") (L1008).
	for in, want := range map[string]Damage{"2d6+2": {2, 6, 2}, "10": {0, 0, 10}, "d8": {1, 8, 0}, "3d12 + 3": {3, 12, 3}} {
		if got, err := ParseDamage(in); err != nil || got != want {
			t.Errorf("%q: %+v %v", in, got, err)
		}
	}
	for _, bad := range []string{"", "2d", "d0", "xd6", "99999999999d6"} {
		if _, err := ParseDamage(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestChallengeCard(t *testing.T) {
	// "The glowing cube in maze (scenario) will detonate, obliterating
	// everyone (threat) unless safely defused (resolution)." (L703)
	ch := Challenge{Scenario: "The glowing cube in maze", Threat: "detonate, obliterating everyone", Resolution: "safely defused", Rating: 3, Complexity: 3}
	card, err := ch.Card()
	if err != nil {
		t.Fatal(err)
	}
	if card.OneLiner != "The glowing cube in maze will detonate, obliterating everyone unless safely defused." {
		t.Errorf("%q", card.OneLiner)
	}
	if card.TN != 9 || card.TNBySuitability["poor"] != 15 || card.TNBySuitability["perfect"] != 3 {
		t.Errorf("%+v", card)
	}
	// Complexity table L723–733.
	book := [][2]int{{3, 2}, {4, 2}, {5, 3}, {6, 3}, {7, 4}, {8, 4}, {9, 5}, {10, 5}, {11, 6}, {12, 6}}
	for i, w := range book {
		if SuccessesNeeded(i+1) != w[0] || FailureThreshold(i+1) != w[1] {
			t.Errorf("complexity %d", i+1)
		}
	}
	if !GivesXP(3, 3) || GivesXP(2, 3) {
		t.Error("XP eligibility (L175)")
	}
}

func TestChallengeChanceBruteForce(t *testing.T) {
	in := ChallengeInput{Modifier: 5, Rating: 3, Complexity: 3, Suitability: "fine", StartEffect: EffectStandard}
	got, err := ChallengeChance(in)
	if err != nil {
		t.Fatal(err)
	}
	// Enumerate d20 sequences recursively.
	memo := map[[2]int]float64{}
	var walk func(s, f int) float64
	walk = func(s, f int) float64 {
		if v, ok := memo[[2]int{s, f}]; ok {
			return v
		}
		p := 0.0
		for n := 1; n <= 20; n++ {
			r := ResolveRoll(CheckInput{Modifier: in.Modifier, TN: got.TN, StartEffect: EffectStandard}, n, 0)
			switch {
			case !r.Success:
				if f+1 < got.FailureThreshold {
					p += walk(s, f+1) / 20
				}
			case SuccessesFor(r.Effect) > 0:
				if s+SuccessesFor(r.Effect) >= got.SuccessesNeeded {
					p += 1.0 / 20
				} else {
					p += walk(s+SuccessesFor(r.Effect), f) / 20
				}
			default:
				// no effect: no mark; the geometric retry is handled by normalising
				p += 0
			}
		}
		// normalise out the no-mark rolls
		stay := 0.0
		for n := 1; n <= 20; n++ {
			r := ResolveRoll(CheckInput{Modifier: in.Modifier, TN: got.TN, StartEffect: EffectStandard}, n, 0)
			if r.Success && SuccessesFor(r.Effect) == 0 {
				stay += 1.0 / 20
			}
		}
		memo[[2]int{s, f}] = p / (1 - stay)
		return p / (1 - stay)
	}
	if want := walk(0, 0); math.Abs(got.PResolve-want) > 1e-12 || got.TN != 9 || got.SuccessesNeeded != 5 {
		t.Errorf("p_resolve %v, brute force %v (%+v)", got.PResolve, want, got)
	}
}

func TestThreadCard(t *testing.T) {
	if err := (ThreadCard{Name: "Heist", Length: 13}).Validate(); err == nil || !strings.Contains(err.Error(), "length is 13, allowed 4 to 12") {
		t.Errorf("%v", err)
	}
	if err := (ThreadCard{Name: "Heist", Length: 6, Kind: "project"}).Validate(); err != nil {
		t.Error(err)
	}
}

func TestRangeBandAndFalling(t *testing.T) {
	// "something within 20 squares is "medium range"" (L601).
	if RangeBand(20) != "Medium" || RangeBand(11) != "Medium" || RangeBand(2) != "Adjacent" || RangeBand(31) != "Beyond" {
		t.Error("range bands")
	}
	// "1d6 … for every 10 feet" (L640, EVE-40).
	if FallingDamage(35).String() != "3d6" || FallingDamage(1000).Count != 20 {
		t.Error("falling")
	}
}

// TestDamageTotal: "3 attacks at 3d6+4" total 9d6+12, which both of the
// book's reshapes keep (L814–816).
func TestDamageTotal(t *testing.T) {
	for _, tc := range []struct {
		list []string
		want string
	}{
		{[]string{"3d6+4", "3d6+4", "3d6+4"}, "9d6+12"},
		{[]string{"6d6+8", "3d6+4"}, "9d6+12"},
		{[]string{"5d6+6", "3d6+4", "1d6+2"}, "9d6+12"},
		{[]string{"10", "2d8"}, "2d8+10"},
		{[]string{"1d4", "1d8-1"}, "1d4+1d8-1"},
		{[]string{"7"}, "7"},
	} {
		if got, err := DamageTotal(tc.list); err != nil || got != tc.want {
			t.Errorf("%v: %q %v, want %q", tc.list, got, err, tc.want)
		}
	}
	if _, err := DamageTotal([]string{"2q6"}); err == nil {
		t.Error("a bad expression was totalled")
	}
}
