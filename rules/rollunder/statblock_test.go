package rollunder

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

func TestStatBlock(t *testing.T) {
	sb, err := DecodeStatBlock(json.RawMessage(`{"name": "Wolf", "stats": {"max_hp": 3, "wil": 6, "armor": 1}, "weapons": [{"name": "Bite", "die": 6, "wielded": true}]}`))
	if err != nil {
		t.Fatal(err)
	}
	o := sb.Odds()
	// "Any Ability Score not listed is treated as 10." (L42)
	if o.Saves[0].Score != 10 || o.Saves[2].Score != 6 {
		t.Errorf("saves %+v", o.Saves)
	}
	if o.PRout != 0.7 || o.MeanDamage != 3.5 {
		t.Errorf("p_rout %v mean %v", o.PRout, o.MeanDamage)
	}
	for _, bad := range []string{`{"name": "X", "stats": {"max_hp": 3, "armor": 4}}`, `{"name": "X", "stats": {}}`, `{"name": "", "stats": {"max_hp": 1}}`} {
		if _, err := DecodeStatBlock(json.RawMessage(bad)); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}

func TestMoraleThresholdAndBlast(t *testing.T) {
	// "when they lose half of their total numbers" (L34): 5 → 3 (RU-21).
	for size, want := range map[int]int{1: 1, 2: 1, 4: 2, 5: 3} {
		if got := MoraleThreshold(size); got != want {
			t.Errorf("threshold(%d) = %d, want %d", size, got, want)
		}
	}
	// "If unsure how many targets are affected, roll Damage die." (L26)
	m, err := BlastTargets(6)
	if err != nil || len(m) != 6 || m[1] != 1.0/6 {
		t.Errorf("blast %v %v", m, err)
	}
}

func TestSummaryExtras(t *testing.T) {
	enc := loadFight(t, "testdata/goblin-ambush.encounter.json")
	st, err := encounter.Replay(NewCombatRules(), enc)
	if err != nil {
		t.Fatal(err)
	}
	x := SummaryExtras(st)
	if x["minutes"] != 60 || x["turn"] != "Goblins declares" {
		t.Errorf("extras %v", x)
	}
	g := x["groups"].([]map[string]any)[0]
	if g["morale"] != "routed" || g["lost"] != 2 || g["leader"] != "gob1" {
		t.Errorf("group %v", g)
	}
}

func TestCombatantFromCharacter(t *testing.T) {
	cs, err := CombatantFromCharacter("ada", "Ada", "party", json.RawMessage(`{"str": 12, "max_hp": 6, "armor_pieces": [{"name": "Mail", "armor": 2}, {"name": "Shield", "armor": 2}], "weapons": [{"name": "Sword", "die": 8, "wielded": true}]}`))
	if err != nil {
		t.Fatal(err)
	}
	st := scratchState()
	_ = st.AddSide(encounter.SideSetup{ID: "party", Players: true})
	c, err := CombatRules{}.NewCombatant(st, cs)
	if err != nil {
		t.Fatal(err)
	}
	// "Total Armour score for a creature cannot exceed 3" (L22)
	if c.Stat("armor") != 3 || c.MaxHP != 6 || c.Stat("current_str") != 12 || len(ext(st).f("ada").Weapons) != 1 {
		t.Errorf("combatant %+v", c)
	}
}

// TestStatBlockMoraleSaidOnce: "must pass a WIL Save to avoid their group
// being routed" and "Mindless or fearless opponents are exempt as well."
// (L34): one morale line, with the chance and its save, or the exemption.
func TestStatBlockMoraleSaidOnce(t *testing.T) {
	for _, tt := range []struct{ block, want string }{
		{`{"name": "Goblin", "stats": {"max_hp": 3, "wil": 8}}`, "Morale: routs 60% of the time: a WIL save of 8 fails on 12 of 20"},
		{`{"name": "Skeleton", "stats": {"max_hp": 3, "wil": 8}, "morale": "mindless"}`, "Morale: never routs (mindless: "},
	} {
		sb, err := DecodeStatBlock(json.RawMessage(tt.block))
		if err != nil {
			t.Fatal(err)
		}
		var morale []string
		for _, e := range sb.Odds().Explain {
			if strings.Contains(strings.ToLower(e), "morale") || strings.Contains(e, "Mindless") {
				morale = append(morale, e)
			}
		}
		if len(morale) != 1 || !strings.HasPrefix(morale[0], tt.want) {
			t.Errorf("%s: morale said as %q, want once %q", sb.Name, morale, tt.want)
		}
	}
}

// TestBlastMeanTargets: "If unsure how many targets are affected, roll
// Damage die." (004_5b2569e2fc4c8c7e.txt, L26): a d6 blast catches 3.5
// targets on average, a d12 blast 6.5; a d1 is no die.
func TestBlastMeanTargets(t *testing.T) {
	for _, tc := range []struct {
		die  int
		want float64
	}{{6, 3.5}, {12, 6.5}, {4, 2.5}} {
		got, err := BlastMeanTargets(tc.die)
		if err != nil || math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("d%d: mean %v, %v; want %v", tc.die, got, err, tc.want)
		}
	}
	if _, err := BlastMeanTargets(1); err == nil {
		t.Error("a d1 blast should be refused")
	}
}
