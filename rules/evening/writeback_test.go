package evening

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// reopen saves the session's encounter (its log as JSON) and replays it,
// as the tracker does when an encounter is opened again.
func reopen(t *testing.T, s *encounter.Session) *encounter.Session {
	t.Helper()
	enc := s.Encounter()
	raw, err := json.Marshal(enc.Log)
	if err != nil {
		t.Fatal(err)
	}
	enc.Log = nil
	if err := json.Unmarshal(raw, &enc.Log); err != nil {
		t.Fatal(err)
	}
	out, err := encounter.NewSession(s.Rules(), enc)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func encoded(t *testing.T, c Character) json.RawMessage {
	t.Helper()
	b, err := c.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// writeBackOf writes the combatant id's results into data.
func writeBackOf(t *testing.T, s *encounter.Session, id string, data json.RawMessage, xp int) (Character, json.RawMessage, []string) {
	t.Helper()
	c, err := s.State().Combatant(id)
	if err != nil {
		t.Fatal(err)
	}
	out, lines, err := WriteBack(data, c, xp)
	if err != nil {
		t.Fatal(err)
	}
	ch, err := DecodeCharacter(out)
	if err != nil {
		t.Fatal(err)
	}
	return ch, out, lines
}

// foughtOgre is Wren's fight with the ogre: she spends her reserve die on a
// defense (L380), takes 5 damage, gains temporary health 2, an injury and
// an exhaustion level, and the ogre is resolved: rating 1 ≥ her MAR 1 offers
// +1 XP ("You resolve a challenge, threat, or danger with a rating equal to
// your minimum advancement rating or higher.", 003_b350af455cb359c1.txt,
// Gaining experience).
func foughtOgre(t *testing.T) *encounter.Session {
	s := session(t, NewCombatRules(), ogreSetup(t))
	must(t, s, "initiative", ev{"combatant": "wren", "roll": 15})
	must(t, s, "initiative", ev{"combatant": "ogre", "roll": 3})
	must(t, s, "start", nil)
	must(t, s, "end_turn", nil) // "You may not use your reaction before your first turn."
	must(t, s, "threat_attack", ev{"threat": "ogre", "target": "wren", "attack": 1, "natural": 2, "reserve_roll": 1, "damage": 5})
	must(t, s, "temp_hp", ev{"target": "wren", "amount": 2})
	must(t, s, "injury", ev{"combatant": "wren", "change": 1})
	must(t, s, "exhaustion", ev{"combatant": "wren", "change": 1})
	must(t, s, "resolve", ev{"combatant": "ogre"})
	return s
}

func TestWriteBack(t *testing.T) {
	base := wren()
	cases := []struct {
		name  string
		play  func(t *testing.T) *encounter.Session
		xp    int
		check func(t *testing.T, c Character, lines []string)
	}{
		{"a fight", foughtOgre, 0, func(t *testing.T, c Character, lines []string) {
			if c.CurrentHP == nil {
				t.Fatalf("c.CurrentHP == nil: health %v temp %d injury %d exhaustion %d reserves spent %d XP %d", c.CurrentHP, c.TemporaryHP, c.Injury, c.Exhaustion, c.ReservesSpent, c.XPTotal)
			}
			if *c.CurrentHP != 3 {
				t.Fatalf("*c.CurrentHP != 3: health %v temp %d injury %d exhaustion %d reserves spent %d XP %d", c.CurrentHP, c.TemporaryHP, c.Injury, c.Exhaustion, c.ReservesSpent, c.XPTotal)
			}
			if c.TemporaryHP != 2 {
				t.Fatalf("c.TemporaryHP != 2: health %v temp %d injury %d exhaustion %d reserves spent %d XP %d", c.CurrentHP, c.TemporaryHP, c.Injury, c.Exhaustion, c.ReservesSpent, c.XPTotal)
			}
			if c.Injury != 1 {
				t.Fatalf("c.Injury != 1: health %v temp %d injury %d exhaustion %d reserves spent %d XP %d", c.CurrentHP, c.TemporaryHP, c.Injury, c.Exhaustion, c.ReservesSpent, c.XPTotal)
			}
			if c.Exhaustion != 1 {
				t.Fatalf("c.Exhaustion != 1: health %v temp %d injury %d exhaustion %d reserves spent %d XP %d", c.CurrentHP, c.TemporaryHP, c.Injury, c.Exhaustion, c.ReservesSpent, c.XPTotal)
			}
			if c.ReservesSpent != 1 {
				t.Fatalf("c.ReservesSpent != 1: health %v temp %d injury %d exhaustion %d reserves spent %d XP %d", c.CurrentHP, c.TemporaryHP, c.Injury, c.Exhaustion, c.ReservesSpent, c.XPTotal)
			}
			if c.XPTotal != 11 {
				t.Errorf("c.XPTotal != 11: health %v temp %d injury %d exhaustion %d reserves spent %d XP %d", c.CurrentHP, c.TemporaryHP, c.Injury, c.Exhaustion, c.ReservesSpent, c.XPTotal)
			}
			want := []string{"Wren: injury 0 → 1", "Wren: exhaustion 0 → 1", "Wren: health 8 → 3", "Wren: temporary health 0 → 2",
				"Wren: reserve dice spent 0 → 1", "Wren: XP 10 → 11 (1 offered in the encounter)"}
			if strings.Join(lines, "\n") != strings.Join(want, "\n") {
				t.Errorf("lines\n%s\nwant\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
			}
		}},
		{"the narrator's award adds", foughtOgre, 2, func(t *testing.T, c Character, lines []string) {
			if c.XPTotal != 13 {
				t.Fatalf("c.XPTotal != 13: XP %d, lines %q", c.XPTotal, lines)
			}
			if !strings.Contains(strings.Join(lines, "\n"), "XP 10 → 13 (1 offered in the encounter, 2 awarded)") {
				t.Errorf("!strings.Contains(strings.Join(lines, \"\\n\"), \"XP 10 → 13 (1 offered in the encounter, 2 awarded)\"): XP %d, lines %q", c.XPTotal, lines)
			}
		}},
		{"healed back to full: health absent again", func(t *testing.T) *encounter.Session {
			s := session(t, NewCombatRules(), ogreSetup(t))
			must(t, s, "damage", ev{"target": "wren", "amount": 3})
			must(t, s, "heal", ev{"target": "wren", "amount": 3})
			return s
		}, 0, func(t *testing.T, c Character, lines []string) {
			if c.CurrentHP != nil {
				t.Fatalf("c.CurrentHP != nil: health %v, lines %q", c.CurrentHP, lines)
			}
			if len(lines) != 0 {
				t.Errorf("len(lines) != 0: health %v, lines %q", c.CurrentHP, lines)
			}
		}},
		{"exhaustion 4 halves the health written", func(t *testing.T) *encounter.Session {
			s := session(t, NewCombatRules(), ogreSetup(t))
			for range 4 {
				must(t, s, "exhaustion", ev{"combatant": "wren", "change": 1})
			}
			return s
		}, 0, func(t *testing.T, c Character, lines []string) {
			// At full halved health the document says "full" (absent).
			if c.Exhaustion != 4 {
				t.Fatalf("c.Exhaustion != 4: exhaustion %d health %v max %v", c.Exhaustion, c.CurrentHP, derived(t, c)["max_hp"])
			}
			if c.CurrentHP != nil {
				t.Fatalf("c.CurrentHP != nil: exhaustion %d health %v max %v", c.Exhaustion, c.CurrentHP, derived(t, c)["max_hp"])
			}
			if fmt.Sprint(derived(t, c)["max_hp"]) != "4" {
				t.Errorf(`fmt.Sprint(derived(t, c)["max_hp"]) != "4": exhaustion %d health %v max %v`, c.Exhaustion, c.CurrentHP, derived(t, c)["max_hp"])
			}
		}},
		{"dying marks and death", func(t *testing.T) *encounter.Session {
			s := session(t, NewCombatRules(), ogreSetup(t))
			must(t, s, "damage", ev{"target": "wren", "amount": 5})
			must(t, s, "damage", ev{"target": "wren", "amount": 3})
			must(t, s, "dying_choice", ev{"combatant": "wren", "choice": "struggle"})
			must(t, s, "death_save", ev{"combatant": "wren", "roll": 1})
			return s
		}, 0, func(t *testing.T, c Character, lines []string) {
			if c.DeathSaves.Failures != 2 {
				t.Fatalf("c.DeathSaves.Failures != 2: death saves %+v health %v dead %v", c.DeathSaves, c.CurrentHP, c.Dead)
			}
			if c.CurrentHP == nil {
				t.Fatalf("c.CurrentHP == nil: death saves %+v health %v dead %v", c.DeathSaves, c.CurrentHP, c.Dead)
			}
			if *c.CurrentHP != 0 {
				t.Fatalf("*c.CurrentHP != 0: death saves %+v health %v dead %v", c.DeathSaves, c.CurrentHP, c.Dead)
			}
			if c.Dead {
				t.Errorf("c.Dead: death saves %+v health %v dead %v", c.DeathSaves, c.CurrentHP, c.Dead)
			}
		}},
		{"killed outright", func(t *testing.T) *encounter.Session {
			s := session(t, NewCombatRules(), ogreSetup(t))
			must(t, s, "damage", ev{"target": "wren", "amount": 8})
			return s
		}, 0, func(t *testing.T, c Character, lines []string) {
			if !c.Dead {
				t.Fatalf("!c.Dead: dead %v lines %q", c.Dead, lines)
			}
			if !strings.Contains(strings.Join(lines, "\n"), "Wren: dead") {
				t.Errorf("!strings.Contains(strings.Join(lines, \"\\n\"), \"Wren: dead\"): dead %v lines %q", c.Dead, lines)
			}
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ch, _, lines := writeBackOf(t, c.play(t), "wren", encoded(t, base), c.xp)
			c.check(t, ch, lines)
		})
	}
}

// TestWriteBackTwiceGivesNothingTwice: the XP offered is given once; after
// the written_back event (the log saved and opened again) a second
// write-back into the written document changes nothing, and one into the
// old document gives the same values again but not the XP.
func TestWriteBackTwiceGivesNothingTwice(t *testing.T) {
	s := foughtOgre(t)
	first, doc, _ := writeBackOf(t, s, "wren", encoded(t, wren()), 0)
	must(t, s, EventWrittenBack, ev{"combatant": "wren"})
	s = reopen(t, s)
	again, doc2, lines := writeBackOf(t, s, "wren", doc, 0)
	if len(lines) != 0 {
		t.Fatalf("len(lines) != 0: second write-back: XP %d, lines %q", again.XPTotal, lines)
	}
	if string(doc2) != string(doc) {
		t.Fatalf("string(doc2) != string(doc): second write-back: XP %d, lines %q", again.XPTotal, lines)
	}
	if again.XPTotal != 11 {
		t.Errorf("again.XPTotal != 11: second write-back: XP %d, lines %q", again.XPTotal, lines)
	}
	if first.XPTotal != 11 {
		t.Errorf("first write-back XP %d", first.XPTotal)
	}
	if w, _ := s.State().Combatant("wren"); w.Resource(xpOfferedKey)-w.Resource(xpWrittenKey) != 0 {
		t.Error("offers left after the record")
	}
}

// TestWriteBackLeverageAndThreads: an item leveraged in the encounter is
// carried once ("write it down on your inventory portion of your character
// sheet and increase your load accordingly", 003_b350af455cb359c1.txt,
// Leveraging assets); a player thread's marks follow the board, and a
// thread forestalled to no marks leaves the character ("remove the
// thread").
func TestWriteBackLeverageAndThreads(t *testing.T) {
	c := wren()
	c.Assets = map[string]Asset{"supplies": {Value: 2, Base: 2}}
	c.Threads = []Thread{{Name: "Heist", Length: 4, Marks: 2}, {Name: "Debt", Length: 4, Marks: 1}}
	s := session(t, NewThreadRules(), encounter.Setup{Sides: []encounter.SideSetup{{ID: "table", Players: true}},
		Combatants: []encounter.CombatantSetup{CombatantFromCharacter("wren", "Wren", "table", c),
			{ID: "heist", Name: "Heist", Side: "table", Kind: "thread", Stats: map[string]int{"length": 4, "marks": 2}},
			{ID: "debt", Name: "Debt", Side: "table", Kind: "thread", Stats: map[string]int{"length": 4, "marks": 1}}}})
	must(t, s, "leverage", ev{"combatant": "wren", "asset": "supplies", "tn": 3, "roll": 7, "item": "Lantern", "load": 1})
	must(t, s, "advance", ev{"thread": "heist"})
	must(t, s, "forestall", ev{"thread": "debt"})
	got, doc, lines := writeBackOf(t, s, "wren", encoded(t, c), 0)
	text := strings.Join(lines, "\n")
	if got.Assets["supplies"].Value != 1 {
		t.Fatalf(`got.Assets["supplies"].Value != 1: assets %+v inventory %+v`, got.Assets, got.Inventory)
	}
	if !got.Assets["supplies"].LeveragedToday {
		t.Fatalf(`!got.Assets["supplies"].LeveragedToday: assets %+v inventory %+v`, got.Assets, got.Inventory)
	}
	if len(got.Inventory) != 3 {
		t.Fatalf("len(got.Inventory) != 3: assets %+v inventory %+v", got.Assets, got.Inventory)
	}
	if got.Inventory[2] != (Item{"Lantern", 1}) {
		t.Errorf(`got.Inventory[2] != (Item{"Lantern", 1}): assets %+v inventory %+v`, got.Assets, got.Inventory)
	}
	if len(got.Threads) != 1 {
		t.Fatalf("len(got.Threads) != 1: threads %+v\n%s", got.Threads, text)
	}
	if got.Threads[0].Marks != 3 {
		t.Fatalf("got.Threads[0].Marks != 3: threads %+v\n%s", got.Threads, text)
	}
	if !strings.Contains(text, "thread Debt forestalled to no marks, removed") {
		t.Errorf("!strings.Contains(text, \"thread Debt forestalled to no marks, removed\"): threads %+v\n%s", got.Threads, text)
	}
	must(t, s, EventWrittenBack, ev{"combatant": "wren"})
	must(t, s, "new_scene", nil)
	must(t, s, "advance", ev{"thread": "heist"})
	got, _, lines = writeBackOf(t, reopen(t, s), "wren", doc, 0)
	if len(got.Inventory) != 3 {
		t.Fatalf("len(got.Inventory) != 3: after the record: inventory %+v threads %+v XP %d\n%s", got.Inventory, got.Threads, got.XPTotal, strings.Join(lines, "\n"))
	}
	if got.Threads[0].Marks != 4 {
		t.Fatalf("got.Threads[0].Marks != 4: after the record: inventory %+v threads %+v XP %d\n%s", got.Inventory, got.Threads, got.XPTotal, strings.Join(lines, "\n"))
	}
	if got.XPTotal != 11 {
		t.Errorf("got.XPTotal != 11: after the record: inventory %+v threads %+v XP %d\n%s", got.Inventory, got.Threads, got.XPTotal, strings.Join(lines, "\n"))
	}
	if !strings.Contains(strings.Join(lines, "\n"), "thread Heist resolved (4 of 4 marks)") {
		t.Errorf("lines %q", lines)
	}
}

func TestWriteBackRefusals(t *testing.T) {
	s := session(t, NewCombatRules(), ogreSetup(t))
	wrenC, _ := s.State().Combatant("wren")
	ogre, _ := s.State().Combatant("ogre")
	cases := []struct {
		name string
		data string
		c    *encounter.Combatant
		xp   int
		want string
	}{
		{"a threat", string(encoded(t, wren())), ogre, 0, "Ogre is not a character"},
		{"negative XP", string(encoded(t, wren())), wrenC, -1, "Wren: XP awarded is -1"},
		{"not a character document", `{"xp_total": "many"}`, wrenC, 0, "Wren:"},
	}
	for _, c := range cases {
		{
			_, _, err := WriteBack(json.RawMessage(c.data), c.c, c.xp)
			if err == nil {
				t.Fatalf("err == nil: %s: %v, want %q", c.name, err, c.want)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("!strings.Contains(err.Error(), c.want): %s: %v, want %q", c.name, err, c.want)
			}
		}
	}
}
