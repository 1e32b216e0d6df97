package dvr

import (
	"encoding/json"
	"testing"
)

func TestAfterPlay(t *testing.T) {
	c, _ := Decode(json.RawMessage(`{"script":{"Reflex":8,"Charm":4},"focus_die":"Reflex","current_focus":11,"burdens":2,"splinter":12,
		"items":[{"name":"Simple Weapon","kind":"weapon","die":6,"damage":2}]}`))
	out, err := ChangeFocusDie(c, "charm")
	if err != nil || out.FocusDie != "Charm" || *out.CurrentFocus != 7 {
		t.Errorf("focus die change: %v %v", out.FocusDie, err)
	}
	// "stepped down and its damage is also taken down by one" (L119).
	out, _ = RustItem(c, 0, 1)
	if d := DeriveCharacter(out).Map()["items"]; d == nil {
		t.Fatal("no items")
	}
	if st := ItemAfter(out.Items[0].Die, out.Items[0].Damage, out.Items[0].Rust, false); st.EffectiveDie != 4 || st.EffectiveDamage != 1 {
		t.Errorf("rusted simple weapon %+v", st)
	}
	out, _ = CleanItem(out, 0, 5)
	if out.Items[0].Rust != 0 || c.Items[0].Rust != 0 {
		t.Errorf("clean: %d (original %d)", out.Items[0].Rust, c.Items[0].Rust)
	}
	out, _ = HealBurden(c, 150)
	if out.Burdens != 1 || DeriveCharacter(out).Map()["xp_total"] != 150 {
		t.Errorf("burden healed: %d", out.Burdens)
	}
	// "roll a d20 above their splinter value": 12 on splinter 12 fails.
	out, passed, _ := CrisisRoll(c, 12)
	if passed || !out.Crisis {
		t.Error("12 over splinter 12 passed")
	}
	if _, passed, _ := CrisisRoll(c, 13); !passed {
		t.Error("13 over splinter 12 failed")
	}
	// Jessie: "Reflex or Gunplay may be raised; the misc die may not".
	pool := []PoolEntry{{Die: 8, From: "script", Name: "Reflex"}, {Die: 6, From: "skill", Name: "Gunplay"}, {Die: 6, From: "item", Name: "Gun"}}
	if got := CritTargets(pool, true); len(got) != 2 || got[0].Name != "Reflex" || got[1].Name != "Gunplay" {
		t.Errorf("crit targets %v", got)
	}
	if ItemCatalog[0].Die != 10 || ItemCatalog[0].Damage != 8 || ItemCatalog[2].Damage != 4 {
		t.Error("catalog differs from the book")
	}
}

func FuzzDecode(f *testing.F) {
	f.Add([]byte(`{"script":{"Power":6},"skills":{"x":4},"items":[{"name":"a","die":4,"rust":9}]}`))
	f.Add([]byte(`{"focus_die":"Reflex","current_focus":0,"splinter":30}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		if c, err := Decode(b); err == nil {
			DeriveCharacter(c)
			_ = buildSheet("x", "", "", &c)
		}
	})
}
