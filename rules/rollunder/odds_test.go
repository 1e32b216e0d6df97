package rollunder

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestOddsJSON(t *testing.T) {
	// spec §5.3: score 10 prints exactly 0.5.
	m, _, err := SaveOddsJSON(10, false, false)
	if b, _ := json.Marshal(m); err != nil || string(b) != `{"p_success":0.5}` {
		t.Errorf("save odds %s %v", b, err)
	}
	if _, _, err := SaveOddsJSON(31, false, false); err == nil {
		t.Error("score 31 accepted")
	}
	m, _, msgs, err := AttackOddsJSON(AttackRequest{Attackers: []string{"d6:enhanced", "d6:enhanced"}, Armor: 5})
	if err != nil {
		t.Fatalf("attack odds: %v", err)
	}
	if len(msgs) != 1 {
		t.Fatalf("attack odds: %d messages %q, want 1", len(msgs), msgs)
	}
	if !strings.Contains(msgs[0], "counts as 3") {
		t.Errorf("attack odds: %q does not say armour 5 counts as 3", msgs[0])
	}
	if b, _ := json.Marshal(m["dice"]); string(b) != "[6,12,6,12]" {
		t.Errorf("dice %s", b)
	}
	// the older flags: 3 attackers with one die is refused (spec §11.3)
	if _, _, _, err := AttackOddsJSON(AttackRequest{Dice: "d6", Count: 3}); err == nil || !strings.Contains(err.Error(), "1 dice for 3 attackers") {
		t.Errorf("older flags: %v", err)
	}
	if _, _, _, err := AttackOddsJSON(AttackRequest{Dice: "d6", Attackers: []string{"d6"}}); err == nil {
		t.Error("mixed forms accepted")
	}
	dex := 12
	h, _, _, err := HarmOddsJSON(HarmRequest{Attack: AttackRequest{Attackers: []string{"d8"}}, HP: 2, STR: 3, Dodge: &dex})
	if err != nil || h["p_no_damage"].(float64) < 0.6 {
		t.Errorf("harm %v %v", h, err)
	}
}
