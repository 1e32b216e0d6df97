package dvr

import (
	"encoding/json"
	"testing"
)

func TestAfterPlay(t *testing.T) {
	c, _ := Decode(json.RawMessage(`{"script":{"Reflex":8,"Charm":4},"focus_die":"Reflex","current_focus":11,"burdens":2,"splinter":12,
		"items":[{"name":"Simple Weapon","kind":"weapon","die":6,"damage":2}]}`))
	out, err := ChangeFocusDie(c, "charm")
	if err != nil {
		t.Fatalf("focus die change: %v %v (failed: %s)", out.FocusDie, err, `err != nil`)
	}
	if out.FocusDie != "Charm" {
		t.Errorf("focus die change: %v %v (failed: %s)", out.FocusDie, err, `out.FocusDie != "Charm"`)
	}
	if *out.CurrentFocus != 7 {
		t.Errorf("focus die change: %v %v (failed: %s)", out.FocusDie, err, `*out.CurrentFocus != 7`)
	}
	// "stepped down and its damage is also taken down by one" (L119).
	out, _ = RustItem(c, 0, 1)
	if d := DeriveCharacter(out).Map()["items"]; d == nil {
		t.Fatal("no items")
	}
	{
		st := ItemAfter(out.Items[0].Die, out.Items[0].Damage, out.Items[0].Rust, false)
		if st.EffectiveDie != 4 {
			t.Errorf("rusted simple weapon %+v (failed: %s)", st, `st.EffectiveDie != 4`)
		}
		if st.EffectiveDamage != 1 {
			t.Errorf("rusted simple weapon %+v (failed: %s)", st, `st.EffectiveDamage != 1`)
		}
	}
	out, _ = CleanItem(out, 0, 5)
	if out.Items[0].Rust != 0 {
		t.Errorf("clean: %d (original %d) (failed: %s)", out.Items[0].Rust, c.Items[0].Rust, `out.Items[0].Rust != 0`)
	}
	if c.Items[0].Rust != 0 {
		t.Errorf("clean: %d (original %d) (failed: %s)", out.Items[0].Rust, c.Items[0].Rust, `c.Items[0].Rust != 0`)
	}
	out, _ = HealBurden(c, 150)
	if out.Burdens != 1 {
		t.Errorf("burden healed: %d (failed: %s)", out.Burdens, `out.Burdens != 1`)
	}
	if DeriveCharacter(out).Map()["xp_total"] != 150 {
		t.Errorf("burden healed: %d (failed: %s)", out.Burdens, `DeriveCharacter(out).Map()["xp_total"] != 150`)
	}
	// "roll a d20 above their splinter value": 12 on splinter 12 fails.
	out, passed, _ := CrisisRoll(c, 12)
	if passed {
		t.Error("12 over splinter 12 passed", "failed:", `passed`)
	}
	if !out.Crisis {
		t.Error("12 over splinter 12 passed", "failed:", `!out.Crisis`)
	}
	if _, passed, _ := CrisisRoll(c, 13); !passed {
		t.Error("13 over splinter 12 failed")
	}
	// Jessie: "Reflex or Gunplay may be raised; the misc die may not".
	pool := []PoolEntry{{Die: 8, From: "script", Name: "Reflex"}, {Die: 6, From: "skill", Name: "Gunplay"}, {Die: 6, From: "item", Name: "Gun"}}
	{
		got := CritTargets(pool, true)
		if len(got) != 2 {
			t.Fatalf("crit targets %v (failed: %s)", got, `len(got) != 2`)
		}
		if got[0].Name != "Reflex" {
			t.Errorf("crit targets %v (failed: %s)", got, `got[0].Name != "Reflex"`)
		}
		if got[1].Name != "Gunplay" {
			t.Errorf("crit targets %v (failed: %s)", got, `got[1].Name != "Gunplay"`)
		}
	}
	if ItemCatalog[0].Die != 10 {
		t.Error("catalog differs from the book", "failed:", `ItemCatalog[0].Die != 10`)
	}
	if ItemCatalog[0].Damage != 8 {
		t.Error("catalog differs from the book", "failed:", `ItemCatalog[0].Damage != 8`)
	}
	if ItemCatalog[2].Damage != 4 {
		t.Error("catalog differs from the book", "failed:", `ItemCatalog[2].Damage != 4`)
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
