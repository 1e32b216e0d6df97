package encounter

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestCopies(t *testing.T) {
	gob := CombatantSetup{Name: "Goblin", Side: "foes", Stats: map[string]int{"max_hp": 30}, Attacks: []Attack{{Name: "Club", Damage: 4}}}
	tests := []struct {
		name    string
		n       int
		taken   []string
		want    []string // names
		ids     []string
		wantErr string
	}{
		{"three numbered copies", 3, nil, []string{"Goblin 1", "Goblin 2", "Goblin 3"}, []string{"goblin-1", "goblin-2", "goblin-3"}, ""},
		{"one copy keeps the name", 1, nil, []string{"Goblin"}, []string{"goblin"}, ""},
		{"one copy when the name is taken", 1, []string{"goblin"}, []string{"Goblin 1"}, []string{"goblin-1"}, ""},
		{"numbers already used are skipped", 2, []string{"goblin-1", "goblin-3"}, []string{"Goblin 2", "Goblin 4"}, []string{"goblin-2", "goblin-4"}, ""},
		{"a hundred at most", 101, nil, nil, nil, "between 1 and 100"},
		{"at least one", 0, nil, nil, nil, "between 1 and 100"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			taken := func(id string) bool {
				for _, x := range tt.taken {
					if x == id {
						return true
					}
				}
				return false
			}
			got, err := Copies(gob, tt.n, taken)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("error %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var names, ids []string
			for _, c := range got {
				names, ids = append(names, c.Name), append(ids, c.ID)
			}
			if strings.Join(names, ",") != strings.Join(tt.want, ",") || strings.Join(ids, ",") != strings.Join(tt.ids, ",") {
				t.Fatalf("names %v ids %v", names, ids)
			}
		})
	}
	all, err := Copies(gob, MaxCopies, nil)
	if err != nil || len(all) != 100 || all[99].Name != "Goblin 100" {
		t.Fatalf("100 copies: %v %d", err, len(all))
	}
	all[0].Stats["max_hp"] = 1
	all[0].Attacks[0].Damage = 99
	if all[1].Stats["max_hp"] != 30 || all[1].Attacks[0].Damage != 4 || gob.Stats["max_hp"] != 30 || gob.Attacks[0].Damage != 4 {
		t.Fatal("copies share their stats or attacks")
	}
	if _, err := Copies(CombatantSetup{Name: "  "}, 2, nil); err == nil {
		t.Fatal("a nameless stat block was copied")
	}
}

// TestAttacksJoin: attacks are neutral; a DRGN shield is the system's own
// key, kept in Extra for the system's rules (rules/drgn joins it).
func TestAttacksJoin(t *testing.T) {
	left := 1
	raw := `{"id": "bran", "name": "Brannoch", "side": "party", "attacks": [{"name": "Fireball", "kind": "ability", "damage": 30, "uses": 3, "left": 1}], "shields": [{"name": "Kite Shield", "hp": 12, "max_hp": 40, "toughness": 2}]}`
	var cs CombatantSetup
	if err := json.Unmarshal([]byte(raw), &cs); err != nil {
		t.Fatal(err)
	}
	if len(cs.Extra) != 1 || cs.Extra["shields"] == nil || len(cs.Attacks) != 1 || *cs.Attacks[0].Left != left {
		t.Fatalf("decoded %+v", cs)
	}
	st := NewState("x", ModeCombat)
	if err := st.AddSide(SideSetup{ID: "party"}); err != nil {
		t.Fatal(err)
	}
	c := BaseCombatant(st, cs)
	if err := st.AddCombatant(c); err != nil {
		t.Fatal(err)
	}
	if c.Resource(UsesKey("Fireball")) != 1 || len(c.Resources) != 1 {
		t.Fatalf("resources %v", c.Resources)
	}
	for _, bad := range []struct{ name, setup, want string }{
		{"two attacks of one name", `{"id": "a", "side": "party", "attacks": [{"name": "Bite"}, {"name": "bite"}]}`, "listed twice"},
		{"nameless attack", `{"id": "b", "side": "party", "attacks": [{"damage": 3}]}`, "no name"},
		{"too many uses", `{"id": "c", "side": "party", "attacks": [{"name": "Bite", "uses": -1}]}`, "Bite"},
	} {
		t.Run(bad.name, func(t *testing.T) {
			var cs CombatantSetup
			if err := json.Unmarshal([]byte(bad.setup), &cs); err != nil {
				t.Fatal(err)
			}
			if err := st.AddCombatant(BaseCombatant(st, cs)); err == nil || !strings.Contains(err.Error(), bad.want) {
				t.Fatalf("error %v, want %q", err, bad.want)
			}
		})
	}
}
