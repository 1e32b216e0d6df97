package drgn

import (
	"strings"
	"testing"
)

func TestRaiseTraitConstitutionRaisesCurrentHP(t *testing.T) {
	// 000_83d7bea2fb475415.txt: "When improving a character's constitution,
	// their max Hit Points immediately increases. This does not refill a
	// character's current Hit Points, but it does increase the current amount
	// by the same amount the maximum was increased."
	c, _ := loadCentaur(t)
	c.CurrentHP = intPtr(100) // wounded
	c, err := c.AddXP(50)
	if err != nil {
		t.Fatal(err)
	}
	raised, err := c.RaiseTrait("constitution", 4) // 50→54 costs 4 × 5 = 20
	if err != nil {
		t.Fatal(err)
	}
	d := raised.Derive()
	// Large: 54 × 4 × 1.25 = 270, so +20 max and +20 current.
	if got := valueOf(t, d, "max_hp"); got != 270 {
		t.Errorf("max_hp = %v, want 270", got)
	}
	if got := valueOf(t, d, "current_hp"); got != 120 {
		t.Errorf("current_hp = %v, want 120", got)
	}
	if got := valueOf(t, d, "xp_remaining"); got != 54+50-20 {
		t.Errorf("xp_remaining = %v, want 84", got)
	}
	if c.Traits[Constitution] != 50 || *c.CurrentHP != 100 {
		t.Error("RaiseTrait changed the original character")
	}
	// At full health (current_hp absent) the character stays at full.
	full, _ := loadCentaur(t)
	full, err = full.RaiseTrait(Constitution, 1)
	if err != nil {
		t.Fatal(err)
	}
	if full.CurrentHP != nil {
		t.Errorf("full-health character got current_hp %d", *full.CurrentHP)
	}
}

func TestRaiseTraitRefusals(t *testing.T) {
	c, _ := loadCentaur(t) // 54 XP remaining
	tests := []struct {
		trait   string
		points  int
		wantErr string
	}{
		{"Constitution", 11, "costs 56 XP; 54 XP remain"}, // 50→60: 10 × 5, 60→61: 6
		{"Athletics", 91, "stop at 100"},
		{"Athletics", 0, "positive"},
		{"Hacking", 1, "no such trait"},
	}
	for _, tt := range tests {
		_, err := c.RaiseTrait(tt.trait, tt.points)
		if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
			t.Errorf("RaiseTrait(%s, %d) = %v, want %q", tt.trait, tt.points, err, tt.wantErr)
		}
	}
	added, err := c.AddTrait("Hacking")
	if err != nil || added.Traits["Hacking"] != TraitStart {
		t.Errorf("AddTrait: %v %v", added.Traits, err)
	}
	if _, err := added.AddTrait("hacking"); err == nil {
		t.Error("AddTrait accepted a duplicate")
	}
}

func TestAddUses(t *testing.T) {
	c, _ := loadCentaur(t) // Fireball 42 per use, 54 XP remaining
	more, err := c.AddUses(0, 1)
	if err != nil {
		t.Fatal(err)
	}
	if more.Abilities[0].Uses != 4 || valueOf(t, more.Derive(), "xp_remaining") != 12 {
		t.Errorf("uses %d, remaining %v", more.Abilities[0].Uses, valueOf(t, more.Derive(), "xp_remaining"))
	}
	if _, err := more.AddUses(0, 1); err == nil || !strings.Contains(err.Error(), "42 XP; 12 XP remain") {
		t.Errorf("over-budget uses: %v", err)
	}
	if _, err := c.AddUses(3, 1); err == nil {
		t.Error("no such ability accepted")
	}
	c.Abilities = append(c.Abilities, Ability{Name: "Scales", Components: []Component{{Name: "intrinsic", Value: 5}}})
	if _, err := c.AddUses(1, 1); err == nil || !strings.Contains(err.Error(), "intrinsic") {
		t.Errorf("uses on an intrinsic ability: %v", err)
	}
}

func TestRiskItAllTally(t *testing.T) {
	// "For every 3 times a player “risks it all,” they gain 1 Epicoin";
	// "These risks do not have to be taken in a row."
	tests := []struct {
		tally, add, earned, epicoins int
	}{
		{0, 1, 0, 0},
		{0, 3, 1, 1},
		{2, 1, 1, 1},
		{1, 1, 0, 0},
		{0, 7, 2, 2},
		{5, 4, 2, 2},
	}
	for _, tt := range tests {
		c := Character{RiskItAll: tt.tally}
		got, earned, err := c.RecordRisks(tt.add)
		if err != nil {
			t.Fatal(err)
		}
		if earned != tt.earned || got.Epicoins != tt.epicoins || got.RiskItAll != tt.tally+tt.add {
			t.Errorf("tally %d + %d: earned %d, epicoins %d, tally %d; want %d, %d", tt.tally, tt.add, earned, got.Epicoins, got.RiskItAll, tt.earned, tt.epicoins)
		}
	}
	if _, _, err := (Character{}).RecordRisks(0); err == nil {
		t.Error("zero rolls accepted")
	}
}

func TestEpicoins(t *testing.T) {
	c := Character{Epicoins: 1}
	c, err := c.AddEpicoins(2)
	if err != nil || c.Epicoins != 3 {
		t.Fatalf("AddEpicoins: %d, %v", c.Epicoins, err)
	}
	if _, err := c.AddEpicoins(-4); err == nil {
		t.Error("spent more Epicoins than held")
	}
	if _, err := c.AddXP(0); err == nil {
		t.Error("AddXP(0) accepted")
	}
}

func TestAddAbilityCopiesBetweenCharacters(t *testing.T) {
	centaur, _ := loadCentaur(t)
	fireball := centaur.Abilities[0]
	fireball.Uses = 2
	other := NewCharacter()
	got, err := other.AddAbility(fireball)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Abilities) != 1 || valueOf(t, got.Derive(), "xp_abilities") != 84 {
		t.Errorf("abilities %+v", got.Abilities)
	}
	got.Abilities[0].Components[0].Value = 99
	if centaur.Abilities[0].Components[0].Value != 30 {
		t.Error("the copy shares components with the original")
	}
	fireball.Uses = 9 // 378 XP > 350
	if _, err := other.AddAbility(fireball); err == nil || !strings.Contains(err.Error(), "378 XP") {
		t.Errorf("over-budget ability: %v", err)
	}
	bad := Ability{Name: "Nonsense", Components: []Component{{Name: "power", Value: -1}}, Uses: 1}
	if _, err := other.AddAbility(bad); err == nil || !strings.Contains(err.Error(), "negative") {
		t.Errorf("nonsense ability: %v", err)
	}
}
