package dvr

import (
	"encoding/json"
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// kestrelData has Health 17 ("adding the toughness stat and the power stat
// together plus 3", 001_b486315a8cda90c7.txt Health points: d8 + d6 + 3)
// and Focus 9 ("3 + a characters focus die": Reflex d6).
const kestrelData = `{"script":{"Toughness":8,"Power":6,"Reflex":6},"focus_die":"Reflex",
	"items":[{"name":"Gun","kind":"weapon","die":6,"damage":4},{"name":"Knife","kind":"weapon","die":6,"damage":2,"rust":1}],
	"burdens":1,"xp_earned":[{"amount":10,"reason":"session 1"}],"notes_kept":"yes"}`

// kestrelFight starts a popcorn fight with Kestrel from the library and a
// thug, Kestrel active.
func kestrelFight(t *testing.T) (encounter.Rules, *encounter.State) {
	t.Helper()
	cs, err := CombatantFromCharacter("k", "Kestrel", "pc", 1, json.RawMessage(kestrelData))
	if err != nil {
		t.Fatal(err)
	}
	r := NewCombatRules()
	st, err := encounter.Start(r, encounter.Setup{Sides: []encounter.SideSetup{{ID: "pc", Players: true}, {ID: "foe"}},
		Combatants: []encounter.CombatantSetup{cs, {ID: "thug", Name: "Thug", Side: "foe", Stats: map[string]int{"max_health": 12}}}})
	if err != nil {
		t.Fatal(err)
	}
	must(t, apply(t, r, st, "start", `{"aggressor":"k"}`))
	return r, st
}

// TestWriteBack: what the fight changed reaches the character's document,
// each in the book's terms, and nothing else changes.
func TestWriteBack(t *testing.T) {
	for _, tc := range []struct {
		name   string
		events [][2]string
		xp     int
		lines  []string
		check  func(t *testing.T, c Character)
	}{
		{name: "nothing happened", lines: nil},
		{name: "5 damage: Health 12/17", events: [][2]string{{"damage", `{"target":"k","amount":5}`}},
			lines: []string{"Kestrel: Health 17/17 → 12/17"},
			check: func(t *testing.T, c Character) {
				if c.CurrentHealth == nil {
					t.Fatalf("current_health %v (failed: %s)", c.CurrentHealth, `c.CurrentHealth == nil`)
				}
				if *c.CurrentHealth != 12 {
					t.Errorf("current_health %v (failed: %s)", c.CurrentHealth, `*c.CurrentHealth != 12`)
				}
			}},
		{name: "Focus spent and a quick breath", events: [][2]string{{"spend", `{"combatant":"k","focus":4}`}, {"quick_breath", `{"combatant":"k","amount":1}`}},
			lines: []string{"Kestrel: Focus 9/9 → 6/9"},
			check: func(t *testing.T, c Character) {
				if c.CurrentFocus == nil {
					t.Fatalf("current_focus %v (failed: %s)", c.CurrentFocus, `c.CurrentFocus == nil`)
				}
				if *c.CurrentFocus != 6 {
					t.Errorf("current_focus %v (failed: %s)", c.CurrentFocus, `*c.CurrentFocus != 6`)
				}
			}},
		{name: "burdens gained", events: [][2]string{{"burden", `{"combatant":"k"}`}, {"burden", `{"combatant":"k","amount":2}`}},
			lines: []string{"Kestrel: burdens 1 → 4"},
			check: func(t *testing.T, c Character) {
				if c.Burdens != 4 {
					t.Errorf("burdens %d", c.Burdens)
				}
			}},
		{name: "rust on the knife, rust on a lost item", events: [][2]string{{"rust", `{"combatant":"k","name":"knife","amount":2}`}, {"rust", `{"combatant":"k","name":"Bow"}`}},
			lines: []string{"Kestrel: 1 rust on Bow not written: the character has no such item", "Kestrel: Knife rust 1 → 3"},
			check: func(t *testing.T, c Character) {
				if c.Items[1].Rust != 3 {
					t.Errorf("items %+v (failed: %s)", c.Items, `c.Items[1].Rust != 3`)
				}
				if c.Items[0].Rust != 0 {
					t.Errorf("items %+v (failed: %s)", c.Items, `c.Items[0].Rust != 0`)
				}
				{
					h := c.History[len(c.History)-1]
					if h.Kind != "rust" {
						t.Errorf("history %+v (failed: %s)", h, `h.Kind != "rust"`)
					}
					if h.Target != "Knife" {
						t.Errorf("history %+v (failed: %s)", h, `h.Target != "Knife"`)
					}
					if h.Amount != 2 {
						t.Errorf("history %+v (failed: %s)", h, `h.Amount != 2`)
					}
				}
			}},
		{name: "gun sacrificed All or Nothing", events: [][2]string{{"attack", `{"attacker":"k","target":"thug","pool":[{"die":6,"from":"script","name":"Reflex"},{"die":6,"from":"item","name":"Gun","all_or_nothing":true}],"dice":[5,5],"weapon":{"name":"Gun","damage":4},"difficulty":4,"risk":1}`}},
			lines: []string{"Kestrel: Gun destroyed (sacrificed All or Nothing; the GM may call it broken instead)"},
			check: func(t *testing.T, c Character) {
				if c.Items[0].Destroyed != "destroyed" {
					t.Errorf("gun %+v", c.Items[0])
				}
			}},
		{name: "XP awarded", xp: 5, lines: []string{"Kestrel: XP earned 10 → 15 (+5 awarded)"},
			check: func(t *testing.T, c Character) {
				{
					n := len(c.XPEarned)
					if n != 2 {
						t.Errorf("xp_earned %+v (failed: %s)", c.XPEarned, `n != 2`)
					}
					if c.XPEarned[1] != (XPEntry{Amount: 5, Reason: "encounter"}) {
						t.Errorf("xp_earned %+v (failed: %s)", c.XPEarned, `c.XPEarned[1] != (XPEntry{Amount: 5, Reason: "encounter"})`)
					}
				}
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, st := kestrelFight(t)
			for _, ev := range tc.events {
				must(t, apply(t, r, st, ev[0], ev[1]))
			}
			k, _ := st.Combatant("k")
			out, lines, err := WriteBack(json.RawMessage(kestrelData), k, tc.xp)
			if err != nil {
				t.Fatal(err)
			}
			if strings.Join(lines, "\n") != strings.Join(tc.lines, "\n") {
				t.Fatalf("lines %q, want %q", lines, tc.lines)
			}
			if len(lines) == 0 {
				if string(out) != kestrelData {
					t.Fatalf("no change, yet the document changed: %s", out)
				}
				return
			}
			if !strings.Contains(string(out), `"notes_kept":"yes"`) {
				t.Errorf("an unknown key was lost: %s", out)
			}
			c, err := Decode(out)
			if err != nil {
				t.Fatal(err)
			}
			tc.check(t, c)
		})
	}
}

// TestWriteBackTwiceGivesNothingTwice: after the written_back record, a
// second write-back onto the written document has nothing to write; rust
// and burdens gained later are given once more, only those.
func TestWriteBackTwiceGivesNothingTwice(t *testing.T) {
	r, st := kestrelFight(t)
	must(t, apply(t, r, st, "damage", `{"target":"k","amount":5}`))
	must(t, apply(t, r, st, "burden", `{"combatant":"k"}`))
	must(t, apply(t, r, st, "rust", `{"combatant":"k","name":"Gun"}`))
	k, _ := st.Combatant("k")
	doc, lines, err := WriteBack(json.RawMessage(kestrelData), k, 0)
	if err != nil {
		t.Fatalf("first write-back: %q, %v (failed: %s)", lines, err, `err != nil`)
	}
	if len(lines) != 3 {
		t.Fatalf("first write-back: %q, %v (failed: %s)", lines, err, `len(lines) != 3`)
	}
	must(t, apply(t, r, st, EventWrittenBack, `{"combatant":"k"}`))
	if _, again, _ := WriteBack(doc, k, 0); len(again) != 0 {
		t.Fatalf("second write-back gives %q again", again)
	}
	must(t, apply(t, r, st, "rust", `{"combatant":"k","name":"Gun"}`))
	_, third, err := WriteBack(doc, k, 0)
	if err != nil {
		t.Fatalf("third write-back: %q, %v (failed: %s)", third, err, `err != nil`)
	}
	if strings.Join(third, "\n") != "Kestrel: Gun rust 1 → 2" {
		t.Fatalf("third write-back: %q, %v (failed: %s)", third, err, `strings.Join(third, "\n") != "Kestrel: Gun rust 1 → 2"`)
	}
}

// TestWriteBackRefuses bad input in the user's words.
func TestWriteBackRefuses(t *testing.T) {
	_, st := kestrelFight(t)
	k, _ := st.Combatant("k")
	{
		_, _, err := WriteBack(json.RawMessage(kestrelData), k, -1)
		if err == nil {
			t.Fatalf("negative XP: %v (failed: %s)", err, `err == nil`)
		}
		if !strings.Contains(err.Error(), "XP earned") {
			t.Errorf("negative XP: %v (failed: %s)", err, `!strings.Contains(err.Error(), "XP earned")`)
		}
	}
	if _, _, err := WriteBack(json.RawMessage(`{"burdens":-2}`), k, 0); err == nil {
		t.Errorf("a bad document is written back")
	}
	r, st := kestrelFight(t)
	for _, ev := range [][2]string{{"rust", `{"combatant":"k"}`}, {"burden", `{"combatant":"k","amount":0}`}} {
		if err := apply(t, r, st, ev[0], ev[1]); err == nil {
			t.Errorf("%s %s accepted", ev[0], ev[1])
		}
	}
}

// TestFightRustAndSacrificeReachTheWeapons: rust recorded in the fight
// lowers the weapon at once ("For every point of rust an item gains the die
// value is stepped down and its damage is also taken down by one",
// 001_b486315a8cda90c7.txt Rusting), and a weapon sacrificed All or Nothing
// ("the item will be destroyed after being used") is no longer offered.
func TestFightRustAndSacrificeReachTheWeapons(t *testing.T) {
	r, st := kestrelFight(t)
	must(t, apply(t, r, st, "rust", `{"combatant":"k","name":"gun"}`))
	k, _ := st.Combatant("k")
	ws := Weapons(k)
	if len(ws) != 2 {
		t.Fatalf("rusty gun: %+v (failed: %s)", ws, `len(ws) != 2`)
	}
	if ws[0].Weapon.Name != "Gun" {
		t.Fatalf("rusty gun: %+v (failed: %s)", ws, `ws[0].Weapon.Name != "Gun"`)
	}
	if ws[0].Weapon.Damage != 3 {
		t.Fatalf("rusty gun: %+v (failed: %s)", ws, `ws[0].Weapon.Damage != 3`)
	}
	if ws[0].Die.Die != 4 {
		t.Fatalf("rusty gun: %+v (failed: %s)", ws, `ws[0].Die.Die != 4`)
	}
	must(t, apply(t, r, st, "attack", `{"attacker":"k","target":"thug","pool":[{"die":6,"from":"script","name":"Reflex"},{"die":4,"from":"item","name":"Knife","all_or_nothing":true}],"dice":[5,2],"weapon":{"name":"Knife","damage":1},"difficulty":4,"risk":1}`))
	{
		ws := Weapons(k)
		if len(ws) != 1 {
			t.Fatalf("after the knife's sacrifice: %+v (failed: %s)", ws, `len(ws) != 1`)
		}
		if ws[0].Weapon.Name != "Gun" {
			t.Fatalf("after the knife's sacrifice: %+v (failed: %s)", ws, `ws[0].Weapon.Name != "Gun"`)
		}
	}
}
