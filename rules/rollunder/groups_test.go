package rollunder

import (
	"encoding/json"
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

func ghoulBlock(group string) encounter.CombatantSetup {
	sb := StatBlock{Name: "Ghoul", Stats: map[string]int{"max_hp": 3, "str": 6, "wil": 8}, Group: group,
		Weapons: []Weapon{{Name: "Claws", Die: 6, Wielded: true}}}
	return sb.Setup("", "o")
}

func TestGroupCopies(t *testing.T) {
	cases := []struct {
		name, group string
		n           int
		wantGroup   string
		leaders     string
	}{
		{"three copies form one group, the first leads", "", 3, "Ghoul 1–3", "100"},
		{"the stat block's own group", "pack", 3, "pack", "100"},
		{"the GM keeps them alone", "alone", 2, "", "00"},
		{"one copy is left alone", "", 1, "", "0"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			copies, err := encounter.Copies(ghoulBlock(tc.group), tc.n, nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := GroupCopies(copies); err != nil {
				t.Fatal(err)
			}
			leaders := ""
			for _, c := range copies {
				var g string
				var lead bool
				_ = json.Unmarshal(c.Extra["group"], &g)
				_ = json.Unmarshal(c.Extra["leader"], &lead)
				if g != tc.wantGroup && !(tc.n == 1 && g == tc.group) {
					t.Errorf("%s: group %q, want %q", c.Name, g, tc.wantGroup)
				}
				leaders += map[bool]string{true: "1", false: "0"}[lead]
			}
			if leaders != tc.leaders {
				t.Errorf("leaders %s, want %s", leaders, tc.leaders)
			}
		})
	}
}

// TestPackMoraleComesUpByItself: a pack of three ghouls from one stat
// block. "The leader of a group must pass a WIL Save to avoid their group
// being routed when they lose half of their total numbers."
// (004_5b2569e2fc4c8c7e.txt L34): with three, the second lost member is
// half (RU-21: 2 × lost ≥ 3).
func TestPackMoraleComesUpByItself(t *testing.T) {
	copies, err := encounter.Copies(ghoulBlock(""), 3, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := GroupCopies(copies); err != nil {
		t.Fatal(err)
	}
	ada, _ := CombatantFromCharacter("ada", "Ada", "p", json.RawMessage(`{"max_hp":6,"weapons":[{"name":"Sword","die":8,"wielded":true}]}`))
	setup := encounter.Setup{Sides: []encounter.SideSetup{{ID: "p", Name: "Party", Players: true}, {ID: "o", Name: "Ghouls"}},
		Combatants: append([]encounter.CombatantSetup{ada}, copies...)}
	// Round 1: the ghouls open, Ada's phase follows in the same round.
	log := []string{`{"type":"start","first_side":"o"}`, `{"type":"end_phase"}`,
		`{"type":"declare","combatant":"ada","action":"attack","target":"ghoul-2"}`, `{"type":"resolve"}`,
		// "When you run out of HP, any remaining Damage is removed from your STR score." (L24): 8 on 3 HP, STR 6 → 1.
		`{"type":"attack","target":"ghoul-2","attackers":[{"id":"ada","dice":[8],"faces":[8]}]}`,
		`{"type":"str_save","combatant":"ghoul-2","d20":15}`}
	v := runLog(t, setup, log...)
	if v.Round != 1 || v.ActiveSide != "p" {
		t.Errorf("round %d side %s, want round 1 for the players", v.Round, v.ActiveSide)
	}
	if strings.Contains(strings.Join(v.Pending, "|"), "Morale") {
		t.Errorf("one lost of three is not half: %v", v.Pending)
	}
	// Next round: Ada drops a second ghoul; the pack's morale is due by itself, the leader saves.
	log = append(log, `{"type":"end_phase"}`, `{"type":"end_phase"}`,
		`{"type":"declare","combatant":"ada","action":"attack","target":"ghoul-3"}`, `{"type":"resolve"}`,
		`{"type":"attack","target":"ghoul-3","attackers":[{"id":"ada","dice":[8],"faces":[8]}]}`,
		`{"type":"str_save","combatant":"ghoul-3","d20":15}`)
	v = runLog(t, setup, log...)
	if v.Round != 2 || !strings.Contains(strings.Join(v.Pending, "|"), "Morale: Ghoul 1–3, Ghoul 1 with WIL 8") {
		t.Errorf("round %d pending %v", v.Round, v.Pending)
	}
	// "must pass a WIL Save to avoid their group being routed": a 12 fails WIL 8.
	v = runLog(t, setup, append(log, `{"type":"morale","saver":"ghoul-1","group":"Ghoul 1–3","d20":12}`)...)
	if r := row(t, v, "ghoul-1"); r.Band != "Routed" {
		t.Errorf("the leader after a failed morale save: %s", r.Band)
	}
	// A save no longer due is refused naming who, not an id.
	enc := encounter.Encounter{Setup: setup}
	for _, s := range append(log, `{"type":"morale","saver":"ghoul-1","group":"Ghoul 1–3","d20":3}`, `{"type":"morale","saver":"ghoul-1","d20":3}`) {
		enc.Log = append(enc.Log, mustEvent(t, s))
	}
	enc.Cursor = len(enc.Log)
	if _, err := encounter.Replay(NewCombatRules(), enc); err == nil || !strings.Contains(err.Error(), "no morale save is due for Ghoul 1") {
		t.Errorf("a second morale save: %v", err)
	}
}
