package encounter_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"sessionzero/rules/dragonhead"
	"sessionzero/rules/drgn"
	"sessionzero/rules/encounter"
	"sessionzero/rules/encounter/catalog"
)

func TestEventJSON(t *testing.T) {
	ev, err := encounter.NewEvent("damage", map[string]any{"target": "x", "damage": 3})
	if err != nil {
		t.Fatal(err)
	}
	if string(ev.JSON()) != `{"type":"damage","damage":3,"target":"x"}` {
		t.Fatalf("%s", ev.JSON())
	}
	if _, err := encounter.NewEvent("damage", map[string]any{"type": "heal"}); err == nil {
		t.Fatal("a payload with its own type was accepted")
	}
	if _, err := encounter.NewEvent("damage", []int{1}); err == nil {
		t.Fatal("a non-object payload was accepted")
	}
	var back encounter.Event
	if err := json.Unmarshal([]byte(`{"type":"note","text":"hi","future_field":[1,2]}`), &back); err != nil {
		t.Fatal(err)
	}
	if b, _ := json.Marshal(back); !strings.Contains(string(b), "future_field") {
		t.Fatalf("unknown event field dropped: %s", b)
	}
	for _, bad := range []string{`[]`, `{"text":"x"}`, `{"type":""}`, `{"type":3}`} {
		if err := json.Unmarshal([]byte(bad), &back); err == nil {
			t.Errorf("event %s accepted", bad)
		}
	}
}

func TestFileRoundTripKeepsUnknownFields(t *testing.T) {
	raw, err := os.ReadFile("testdata/drgn-fight.json")
	if err != nil {
		t.Fatal(err)
	}
	f, err := encounter.ParseFile(raw)
	if err != nil {
		t.Fatal(err)
	}
	f.Extra = map[string]json.RawMessage{"campaign_note": json.RawMessage(`"keep me"`)}
	out, err := encounter.EncodeFile(f)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"map": "pier-3"`, `"comment": "Go: both hits land together"`, `"campaign_note": "keep me"`, `"format": "sessionzero/encounter"`} {
		if !bytes.Contains(out, []byte(want)) {
			t.Errorf("encoded file lacks %s", want)
		}
	}
	again, err := encounter.ParseFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if len(again.Encounter.Log) != len(f.Encounter.Log) || again.Encounter.Setup.Extra["map"] == nil {
		t.Fatal("round trip lost the log or the setup's unknown key")
	}
}

func TestParseFileReasons(t *testing.T) {
	tests := []struct{ body, want string }{
		{``, "empty"},
		{`{"format":"sessionzero/encounter","version":2,"system":"drgn","mode":"combat","setup":{}}`, "newer"},
		{`{"format":"sessionzero/encounter","system":"drgn"}`, `"version" is missing`},
		{`{"format":"sessionzero/encounter","version":1,"system":"nope","mode":"combat","setup":{}}`, `"system" "nope" has no encounter rules`},
		{`{"format":"sessionzero/encounter","version":1,"system":"drgn","mode":"combat"}`, `"setup" is missing`},
		{`{"format":"sessionzero/encounter","version":1,"system":"drgn","mode":"combat","setup":{},"log":{}}`, `"log" must be a list`},
		{`{"format":"sessionzero/encounter","version":1,"system":"drgn","mode":"combat","setup":{},"log":[],"cursor":3}`, `"cursor" 3 is outside`},
		{`{"format":"sessionzero/encounter","version":1,"system":"drgn","mode":"combat","setup":{"sides":"x"}}`, `"setup"`},
	}
	for _, tt := range tests {
		if _, err := encounter.ParseFile([]byte(tt.body)); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseFile(%s) = %v, want %q", tt.body, err, tt.want)
		}
	}
}

// openTestdata opens testdata/name as the app opens an encounter file.
func openTestdata(t *testing.T, name string) (*encounter.Session, encounter.File) {
	t.Helper()
	raw, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	s, f, err := catalog.Open(raw)
	if err != nil {
		t.Fatal(err)
	}
	return s, f
}

func summaryJSON(t testing.TB, r encounter.Rules, st *encounter.State, logLen int) string {
	t.Helper()
	b, err := json.Marshal(encounter.Summarize(encounter.BuildView(r, st), logLen))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestUndoRedoCursor(t *testing.T) {
	s, f := openTestdata(t, "dragonhead-fight.json")
	n := len(f.Encounter.Log)
	end := summaryJSON(t, s.Rules(), s.State(), n)
	for range 5 {
		if err := s.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	enc := s.Encounter()
	if enc.Cursor != n-5 || len(enc.Log) != n || !s.CanRedo() {
		t.Fatalf("cursor %d of %d", enc.Cursor, len(enc.Log))
	}
	// The file keeps the cursor, so undone events survive a save.
	b, err := encounter.EncodeFile(encounter.File{Encounter: enc})
	if err != nil {
		t.Fatal(err)
	}
	s2, _, err := catalog.Open(b)
	if err != nil || s2.Encounter().Cursor != n-5 {
		t.Fatalf("reopened: %v", err)
	}
	for range 5 {
		if err := s.Redo(); err != nil {
			t.Fatal(err)
		}
	}
	if got := summaryJSON(t, s.Rules(), s.State(), n); got != end {
		t.Fatalf("redo did not reach the same state:\n%s\n%s", got, end)
	}
	if s.Redo() == nil {
		t.Fatal("redo past the end")
	}
	// A new event after an undo drops the undone ones.
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := s.Append(encounter.MustEvent(encounter.EventNote, map[string]any{"text": "the shaman yells"})); err != nil {
		t.Fatal(err)
	}
	if s.CanRedo() || len(s.Encounter().Log) != n {
		t.Fatal("undone events were kept after a new event")
	}
	// A refused event changes nothing.
	before := summaryJSON(t, s.Rules(), s.State(), n)
	if err := s.Append(encounter.MustEvent(dragonhead.EventAttack, map[string]any{"attacker": "trog2", "target": "megan", "hit": 30, "damage_rolls": []int{1}})); err == nil {
		t.Fatal("an attack with too few damage rolls was accepted")
	}
	if after := summaryJSON(t, s.Rules(), s.State(), n); after != before || len(s.Encounter().Log) != n {
		t.Fatal("a refused event changed the state")
	}
}

func TestPlayerViewHidesNumbersAndHidden(t *testing.T) {
	s, _ := openTestdata(t, "drgn-fight.json")
	gm := s.View()
	pv := encounter.PlayerView(gm)
	if len(pv.Rows) != len(gm.Rows)-1 {
		t.Fatalf("hidden lookout shown: %d of %d", len(pv.Rows), len(gm.Rows))
	}
	for _, r := range pv.Rows {
		if r.HP != 0 || r.MaxHP != 0 || r.HPFraction != 0 || r.Band == "" || len(r.Notes) > 0 {
			t.Fatalf("player row %+v", r)
		}
	}
	for _, r := range gm.Rows {
		if r.ID == "vex" && (r.HPFraction < 0.48 || r.HPFraction > 0.49 || r.Band != encounter.BandInjured) {
			t.Fatalf("gm row %+v", r)
		}
	}
}

// longDRGN builds a valid DRGN combat log of n events among size
// combatants, choosing each event from the state so that it applies.
func longDRGN(t testing.TB, n, size int) (encounter.Encounter, *encounter.Session) {
	t.Helper()
	setup := encounter.Setup{Sides: []encounter.SideSetup{{ID: "a", Players: true}, {ID: "b"}}}
	for i := range size {
		side := []string{"a", "b"}[i%2]
		cs := encounter.CombatantSetup{ID: fmt.Sprintf("c%d", i), Side: side,
			Stats: map[string]int{"max_hp": 400 + i, "toughness": i % 4, "evasion_reduction": i % 3}}
		if err := drgn.SetSetup(&cs, drgn.CombatantPart{Attuned: []string{[]string{"Fire", "Water", "Piercing", "Slashing"}[i%4]}}); err != nil {
			t.Fatal(err)
		}
		setup.Combatants = append(setup.Combatants, cs)
	}
	s, err := encounter.NewSession(drgn.NewCombatRules(), encounter.Encounter{Setup: setup})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(7, 11))
	statuses := []string{"Ailed", "Slowed", "Exhausted", "Juiced", "Blinded", "Prone", "Paralyzed", "Crippled"}
	elements := []string{"Force", "Fire", "Water", "Electric", "Piercing", "Bludgeoning"}
	appendEv := func(typ string, p map[string]any) {
		if err := s.Append(encounter.MustEvent(typ, p)); err != nil {
			t.Fatalf("event %d %s %v: %v", s.LogLength()+1, typ, p, err)
		}
	}
	pick := func(side string, alive bool) *encounter.Combatant {
		st := s.State()
		for range 10 {
			c := st.Combatants[rng.IntN(len(st.Combatants))]
			if (side == "" || c.Side == side) && (!alive || !c.Dead && !c.Unconscious) {
				return c
			}
		}
		return nil
	}
	for s.LogLength() < n {
		st := s.State()
		switch st.Phase {
		case drgn.PhasePrep:
			switch rng.IntN(4) {
			case 0:
				if c := pick("", true); c != nil {
					appendEv(drgn.EventAfflict, map[string]any{"target": c.ID, "status": statuses[rng.IntN(len(statuses))],
						"degree": 1 + rng.IntN(3), "duration": 1 + rng.IntN(3), "detail": elements[rng.IntN(len(elements))]})
				}
			case 1:
				for _, c := range st.Combatants {
					if c.HP < c.MaxHP/2 && !c.Dead {
						appendEv(drgn.EventHeal, map[string]any{"target": c.ID, "amount": c.MaxHP})
						break
					}
				}
			case 2:
				for _, c := range st.Combatants {
					if c.Side == st.ActiveSide && c.Actions >= 2 && c.Has("Ailed") && c.Condition("Ailed").Remaining > 0 {
						appendEv(drgn.EventShakeOff, map[string]any{"combatant": c.ID, "status": "Ailed"})
						break
					}
				}
			}
			appendEv(drgn.EventNextPhase, nil)
		case drgn.PhaseDec:
			other := "b"
			if st.ActiveSide == "b" {
				other = "a"
			}
			reacted := map[string]bool{} // one reaction per member per Dec phase
			for range 3 {
				a := pick(st.ActiveSide, true)
				target := pick(other, false)
				if a == nil || target == nil || target.Has("Stasis") || a.Actions < 1 || a.Has("Slowed") && a.Actions < 2 {
					continue
				}
				appendEv(drgn.EventDeclare, map[string]any{"attacker": a.ID, "target": target.ID, "damage": 5 + rng.IntN(40),
					"element": elements[rng.IntN(len(elements))], "kind": []string{"melee", "ranged", "ability"}[rng.IntN(3)], "crit": rng.IntN(5) == 0})
				if target.Actions > 0 && !target.Unconscious && rng.IntN(3) == 0 && !reacted[target.ID] {
					reacted[target.ID] = true
					id := st.Pending[len(st.Pending)-1].ID
					appendEv(drgn.EventRespond, map[string]any{"combatant": target.ID, "attack": id, "response": "block", "with": "shield"})
				}
			}
			appendEv(drgn.EventNextPhase, nil)
		default:
			appendEv(drgn.EventNextPhase, nil)
		}
	}
	enc := s.Encounter()
	enc.Log, enc.Cursor = enc.Log[:n], n
	return enc, s
}

func TestLongLogReplay(t *testing.T) {
	const n = 10000
	enc, s := longDRGN(t, n, 40)
	r := drgn.NewCombatRules()
	st, err := encounter.Replay(r, enc)
	if err != nil {
		t.Fatal(err)
	}
	if st.Round < 100 {
		t.Fatalf("a 10,000-event log reached only round %d", st.Round)
	}
	// Replaying from scratch reaches the state built event by event.
	full := s.Encounter()
	stFull, err := encounter.Replay(r, full)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := summaryJSON(t, r, stFull, len(full.Log)), summaryJSON(t, r, s.State(), len(full.Log)); a != b {
		t.Fatal("replay differs from the incremental state")
	}
	// Through a file and back, the same.
	b, err := encounter.EncodeFile(encounter.File{Encounter: encounter.Encounter{System: "drgn", Mode: "combat", Setup: enc.Setup, Log: enc.Log, Cursor: n}})
	if err != nil {
		t.Fatal(err)
	}
	s2, _, err := catalog.Open(b)
	if err != nil {
		t.Fatal(err)
	}
	if summaryJSON(t, r, s2.State(), n) != summaryJSON(t, r, st, n) {
		t.Fatal("the file replays differently")
	}
	// Undo the last events and redo them (each undo replays the log).
	for range 10 {
		if err := s2.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	for range 10 {
		if err := s2.Redo(); err != nil {
			t.Fatal(err)
		}
	}
	if summaryJSON(t, r, s2.State(), n) != summaryJSON(t, r, st, n) {
		t.Fatal("undo/redo over a long log changed the state")
	}
}

func BenchmarkApplyAndView200(b *testing.B) {
	_, s := longDRGN(b, 300, 200)
	r := s.Rules()
	st := s.State()
	target := st.Combatants[3].ID
	hit := encounter.MustEvent(drgn.EventDamage, map[string]any{"target": target, "damage": 7, "element": "Fire"})
	heal := encounter.MustEvent(drgn.EventHeal, map[string]any{"target": target, "amount": 7})
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		ev := hit
		if i%2 == 1 {
			ev = heal
		}
		if err := encounter.Apply(r, st, ev); err != nil {
			b.Fatal(err)
		}
		v := encounter.BuildView(r, st)
		if len(v.Rows) != 200 {
			b.Fatal("rows")
		}
	}
}

func BenchmarkReplay10000(b *testing.B) {
	enc, _ := longDRGN(b, 10000, 40)
	r := drgn.NewCombatRules()
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := encounter.Replay(r, enc); err != nil {
			b.Fatal(err)
		}
	}
}

func TestPossessive(t *testing.T) {
	for _, tt := range []struct{ name, want string }{
		{"Goblin", "Goblin's"}, {"Opponents", "Opponents'"}, {"Players", "Players'"}, {"Boss", "Boss's"}, {"", "'s"},
	} {
		if got := encounter.Possessive(tt.name); got != tt.want {
			t.Errorf("Possessive(%q) = %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestResourceLabel(t *testing.T) {
	for _, tt := range []struct{ key, want string }{
		{encounter.UsesKey("Fireball"), "Fireball uses"}, {drgn.ShieldKey("Kite Shield"), "Kite Shield HP"},
		{"speed_left", "speed left"}, {"epicoins", "epicoins"}, {"sacrificed:Medium shield", "Medium shield sacrificed"},
	} {
		if got := encounter.ResourceLabel(tt.key); got != tt.want {
			t.Errorf("ResourceLabel(%q) = %q, want %q", tt.key, got, tt.want)
		}
	}
}
