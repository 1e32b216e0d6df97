package dragonhead

import (
	"encoding/json"
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// reopened is the session's encounter saved (its log as JSON) and replayed,
// as the tracker does when an encounter is opened again.
func reopened(t *testing.T, s *encounter.Session) *encounter.Session {
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
	out, err := encounter.NewSession(NewCombatRules(), enc)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// writeBack writes Megan's results into data and returns the new document,
// the effort line ("" when there is none) and the unspent XP after it.
func writeBack(t *testing.T, s *encounter.Session, data json.RawMessage) (json.RawMessage, string, int) {
	t.Helper()
	megan, err := s.State().Combatant("megan")
	if err != nil {
		t.Fatal(err)
	}
	out, lines, err := WriteBack(data, megan, 0)
	if err != nil {
		t.Fatal(err)
	}
	effort := ""
	for _, l := range lines {
		if strings.Contains(l, "effort") {
			effort = l
		}
	}
	c, err := DecodeCharacter(out)
	if err != nil {
		t.Fatal(err)
	}
	return out, effort, c.XP.Unspent
}

// TestWriteBackTwiceGivesEffortOnce: the effort XP is for the wear rests
// recovered (002_81d21628bd61f597.txt: "you gain 10 XP for every point of
// wear damage you recover"), once; a second write-back of the same encounter, after it was saved
// and opened again, gives only what was recovered since the first.
func TestWriteBackTwiceGivesEffortOnce(t *testing.T) {
	s, data := meganFight(t)
	before, _ := DecodeCharacter(data)
	apply(t, s, EventInitiative, map[string]any{"roll": 2}, "")
	apply(t, s, EventDamage, map[string]any{"target": "megan", "wear": 6, "damage_type": "s"}, "")
	apply(t, s, EventRest, map[string]any{"combatant": "megan", "recovered": 2}, "")

	data, effort, unspent := writeBack(t, s, data)
	if !strings.Contains(effort, "effort: 2 wear") {
		t.Fatalf("!strings.Contains(effort, \"effort: 2 wear\"): first write-back: %q, unspent %d (was %d)", effort, unspent, before.XP.Unspent)
	} else if unspent != before.XP.Unspent+20 {
		t.Fatalf("unspent != before.XP.Unspent+20: first write-back: %q, unspent %d (was %d)", effort, unspent, before.XP.Unspent)
	}
	apply(t, s, EventWrittenBack, map[string]any{"combatant": "megan"}, "")
	if got := strings.Join(s.State().Messages, "; "); got != "wrote the results back to Megan (effort XP for 2 wear recovered)" {
		t.Fatalf("message %q", got)
	}

	s = reopened(t, s)
	again, effort, unspent2 := writeBack(t, s, data)
	if effort != "" {
		t.Fatalf("effort != \"\": second write-back gave effort again: %q, unspent %d → %d", effort, unspent, unspent2)
	} else if unspent2 != unspent {
		t.Fatalf("unspent2 != unspent: second write-back gave effort again: %q, unspent %d → %d", effort, unspent, unspent2)
	}
	if string(again) != string(data) {
		t.Fatalf("second write-back with nothing new changed the document:\n%s\n%s", data, again)
	}

	// More wear recovered: only the new 3 wear count.
	apply(t, s, EventDamage, map[string]any{"target": "megan", "wear": 3, "damage_type": "b"}, "")
	apply(t, s, EventRest, map[string]any{"combatant": "megan", "recovered": 3}, "")
	_, effort, unspent3 := writeBack(t, s, data)
	if !strings.Contains(effort, "effort: 3 wear") {
		t.Fatalf("!strings.Contains(effort, \"effort: 3 wear\"): third write-back: %q, unspent %d → %d", effort, unspent, unspent3)
	} else if unspent3 != unspent+30 {
		t.Fatalf("unspent3 != unspent+30: third write-back: %q, unspent %d → %d", effort, unspent, unspent3)
	}

	// Undoing the record gives the effort again (the GM took it back).
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if _, effort, _ := writeBack(t, s, data); !strings.Contains(effort, "effort: 2 wear") {
		t.Fatalf("after undoing the record: %q", effort)
	}
}

func TestWrittenBackNeedsAKnownCombatant(t *testing.T) {
	s, _ := meganFight(t)
	apply(t, s, EventWrittenBack, map[string]any{"combatant": "nobody"}, "nobody")
}
