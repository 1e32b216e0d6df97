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
		if row.BookHealth != n(1) {
			t.Fatalf("row.BookHealth != n(1): rating %d: %+v, book %q", r, row, line)
		}
		if row.TN != n(2) {
			t.Fatalf("row.TN != n(2): rating %d: %+v, book %q", r, row, line)
		}
		if row.Attacks != n(3) {
			t.Fatalf("row.Attacks != n(3): rating %d: %+v, book %q", r, row, line)
		}
		if row.Damage != dmg {
			t.Fatalf("row.Damage != dmg: rating %d: %+v, book %q", r, row, line)
		}
		if row.Dice != expr {
			t.Errorf("row.Dice != expr: rating %d: %+v, book %q", r, row, line)
		}
		// Each flat damage is the floor of its expression's mean (EVE-24).
		d, err := ParseDamage(row.Dice)
		if err != nil {
			t.Fatalf("err != nil: rating %d: mean of %s is %d, table %d", r, row.Dice, d.FlatMean(), row.Damage)
		}
		if d.FlatMean() != row.Damage {
			t.Errorf("d.FlatMean() != row.Damage: rating %d: mean of %s is %d, table %d", r, row.Dice, d.FlatMean(), row.Damage)
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
	if base.MaxHP != 50 {
		t.Fatalf("base.MaxHP != 50: base %+v", base)
	}
	if base.HitTN != 14 {
		t.Fatalf("base.HitTN != 14: base %+v", base)
	}
	if base.AttackTN != 14 {
		t.Fatalf("base.AttackTN != 14: base %+v", base)
	}
	if base.AttackCount != 2 {
		t.Fatalf("base.AttackCount != 2: base %+v", base)
	}
	if base.Damage[0] != 12 {
		t.Errorf("base.Damage[0] != 12: base %+v", base)
	}
	// "3 rounds of combat for a base creature, +0-3 rounds for each added trait" (L795).
	if base.ExpectedRoundsMin != 3 {
		t.Fatalf("base.ExpectedRoundsMin != 3: rounds %d–%d", base.ExpectedRoundsMin, base.ExpectedRoundsMax)
	}
	if base.ExpectedRoundsMax != 3 {
		t.Errorf("base.ExpectedRoundsMax != 3: rounds %d–%d", base.ExpectedRoundsMin, base.ExpectedRoundsMax)
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
	if c.MaxHP != 460 {
		t.Fatalf("c.MaxHP != 460: dragon %+v", c)
	}
	if c.HitTN != 19+3+3+3 {
		t.Fatalf("c.HitTN != 19+3+3+3: dragon %+v", c)
	}
	if c.AttackTN != 19+3+3+3 {
		t.Fatalf("c.AttackTN != 19+3+3+3: dragon %+v", c)
	}
	if c.Damage[0] != 76 {
		t.Fatalf("c.Damage[0] != 76: dragon %+v", c)
	}
	if c.Damage[1] != 19 {
		t.Fatalf("c.Damage[1] != 19: dragon %+v", c)
	}
	if c.Damage[2] != 9 {
		t.Errorf("c.Damage[2] != 9: dragon %+v", c)
	}
	if c.LegendaryActions != 3 {
		t.Fatalf("c.LegendaryActions != 3: dragon %+v", c)
	}
	if c.LegendaryResistances != 3 {
		t.Fatalf("c.LegendaryResistances != 3: dragon %+v", c)
	}
	if c.ExpectedRoundsMax != 3+15 {
		t.Fatalf("c.ExpectedRoundsMax != 3+15: dragon %+v", c)
	}
	if c.Space != 4 {
		t.Errorf("c.Space != 4: dragon %+v", c)
	}
	{
		_, err := (StatBlock{Type: "threat", Name: "X", Rating: 11}).Card()
		if err == nil {
			t.Fatalf("err == nil: rating 11: %v", err)
		}
		if !strings.Contains(err.Error(), "rating is 11") {
			t.Errorf(`!strings.Contains(err.Error(), "rating is 11"): rating 11: %v`, err)
		}
	}
}

func TestDangerCard(t *testing.T) {
	c, err := StatBlock{Type: "danger", Name: "Flood", Rating: 4, Complexity: 3}.Card()
	if err != nil {
		t.Fatal(err)
	}
	if c.TN != 12 {
		t.Fatalf("c.TN != 12: danger %+v", c)
	}
	if c.AttackCount != 4 {
		t.Fatalf("c.AttackCount != 4: danger %+v", c)
	}
	if c.Damage[0] != 19 {
		t.Fatalf("c.Damage[0] != 19: danger %+v", c)
	}
	if c.SuccessesNeeded != 5 {
		t.Fatalf("c.SuccessesNeeded != 5: danger %+v", c)
	}
	if c.FailureThreshold != 3 {
		t.Errorf("c.FailureThreshold != 3: danger %+v", c)
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
		{
			got, err := ParseDamage(in)
			if err != nil {
				t.Fatalf("err != nil: %q: %+v %v", in, got, err)
			}
			if got != want {
				t.Errorf("got != want: %q: %+v %v", in, got, err)
			}
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
	if card.TN != 9 {
		t.Fatalf("card.TN != 9: %+v", card)
	}
	if card.TNBySuitability["poor"] != 15 {
		t.Fatalf(`card.TNBySuitability["poor"] != 15: %+v`, card)
	}
	if card.TNBySuitability["perfect"] != 3 {
		t.Errorf(`card.TNBySuitability["perfect"] != 3: %+v`, card)
	}
	// Complexity table L723–733.
	book := [][2]int{{3, 2}, {4, 2}, {5, 3}, {6, 3}, {7, 4}, {8, 4}, {9, 5}, {10, 5}, {11, 6}, {12, 6}}
	for i, w := range book {
		if SuccessesNeeded(i+1) != w[0] {
			t.Fatalf("SuccessesNeeded(i+1) != w[0]: complexity %d", i+1)
		}
		if FailureThreshold(i+1) != w[1] {
			t.Errorf("FailureThreshold(i+1) != w[1]: complexity %d", i+1)
		}
	}
	if !GivesXP(3, 3) {
		t.Fatal("!GivesXP(3, 3):", "XP eligibility (L175)")
	}
	if GivesXP(2, 3) {
		t.Error("GivesXP(2, 3):", "XP eligibility (L175)")
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
	{
		want := walk(0, 0)
		if math.Abs(got.PResolve-want) > 1e-12 {
			t.Fatalf("math.Abs(got.PResolve-want) > 1e-12: p_resolve %v, brute force %v (%+v)", got.PResolve, want, got)
		}
		if got.TN != 9 {
			t.Fatalf("got.TN != 9: p_resolve %v, brute force %v (%+v)", got.PResolve, want, got)
		}
		if got.SuccessesNeeded != 5 {
			t.Errorf("got.SuccessesNeeded != 5: p_resolve %v, brute force %v (%+v)", got.PResolve, want, got)
		}
	}
	// From tallies already marked (the tracker's chance from here):
	// complexity 3 is "3	5	3" (5 successes, failure at 3).
	for _, sf := range [][2]int{{2, 1}, {4, 2}, {0, 2}, {5, 0}, {0, 3}} {
		from := in
		from.Successes, from.Failures = sf[0], sf[1]
		got, err := ChallengeChance(from)
		if err != nil {
			t.Fatal(err)
		}
		want := 1.0
		switch {
		case sf[1] >= 3:
			want = 0
		case sf[0] < 5:
			want = walk(sf[0], sf[1])
		}
		if math.Abs(got.PResolve-want) > 1e-12 {
			t.Errorf("from %v: p_resolve %v, brute force %v", sf, got.PResolve, want)
		}
	}
}

func TestThreadCard(t *testing.T) {
	{
		err := (ThreadCard{Name: "Heist", Length: 13}).Validate()
		if err == nil {
			t.Fatalf("err == nil: %v", err)
		}
		if !strings.Contains(err.Error(), "length is 13, allowed 4 to 12") {
			t.Errorf(`!strings.Contains(err.Error(), "length is 13, allowed 4 to 12"): %v`, err)
		}
	}
	if err := (ThreadCard{Name: "Heist", Length: 6, Kind: "project"}).Validate(); err != nil {
		t.Error(err)
	}
}

func TestRangeBandAndFalling(t *testing.T) {
	// "something within 20 squares is "medium range"" (L601).
	if RangeBand(20) != "Medium" {
		t.Fatal(`RangeBand(20) != "Medium":`, "range bands")
	}
	if RangeBand(11) != "Medium" {
		t.Fatal(`RangeBand(11) != "Medium":`, "range bands")
	}
	if RangeBand(2) != "Adjacent" {
		t.Fatal(`RangeBand(2) != "Adjacent":`, "range bands")
	}
	if RangeBand(31) != "Beyond" {
		t.Error(`RangeBand(31) != "Beyond":`, "range bands")
	}
	// "1d6 … for every 10 feet" (L640, EVE-40).
	if FallingDamage(35).String() != "3d6" {
		t.Fatal(`FallingDamage(35).String() != "3d6":`, "falling")
	}
	if FallingDamage(1000).Count != 20 {
		t.Error("FallingDamage(1000).Count != 20:", "falling")
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
		{
			got, err := DamageTotal(tc.list)
			if err != nil {
				t.Fatalf("err != nil: %v: %q %v, want %q", tc.list, got, err, tc.want)
			}
			if got != tc.want {
				t.Errorf("got != tc.want: %v: %q %v, want %q", tc.list, got, err, tc.want)
			}
		}
	}
	if _, err := DamageTotal([]string{"2q6"}); err == nil {
		t.Error("a bad expression was totalled")
	}
}
