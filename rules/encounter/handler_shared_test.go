package encounter

import (
	"encoding/json"
	"testing"
)

// sharedAuto is an autopilot's payload (short JSON); sharedRules the
// rules' payload it is read into.
type sharedAuto struct {
	Who  string `json:"who"`
	Dice []int  `json:"dice,omitempty"`
}

type sharedRules struct {
	Who  string `json:"who"`
	Dice []int  `json:"dice"`
	Hard bool   `json:"hard"`
}

// notPlain has a map of a key type the plain payloads do not follow.
type notPlain struct {
	M map[int]int `json:"m"`
}

// sharedTable declares one event type with both paths; the path taken is
// written into the state's messages.
func sharedTable() Events {
	return NewEvents("test", ModeCombat, "test rules",
		HandleShared("hit", "a hit", func(st *State, p sharedRules) error {
			st.Messages = append(st.Messages, "decoded "+p.Who)
			return nil
		}, func(st *State, k *sharedAuto) (bool, error) {
			if k.Who == "" {
				return false, nil // declined: decoded
			}
			st.Messages = append(st.Messages, "shared "+k.Who)
			return true, nil
		}),
	)
}

func TestHandleSharedPaths(t *testing.T) {
	maker := NewShared[sharedAuto]()
	kept, err := maker.Event("hit", &sharedAuto{Who: "ada", Dice: []int{6}})
	if err != nil {
		t.Fatal(err)
	}
	raw, err := json.Marshal(kept)
	if err != nil {
		t.Fatal(err)
	}
	var read Event
	if err := json.Unmarshal(raw, &read); err != nil {
		t.Fatal(err)
	}
	owned, err := NewEventOwned("hit", sharedAuto{Who: "bo"})
	if err != nil {
		t.Fatal(err)
	}
	copied, err := NewEvent("hit", &sharedAuto{Who: "cy"})
	if err != nil {
		t.Fatal(err)
	}
	bad, err := maker.Event("hit", &sharedAuto{Who: "d\xffe"}) // not UTF-8: NewEvent's copy, not kept
	if err != nil {
		t.Fatal(err)
	}
	declined, err := maker.Event("hit", &sharedAuto{Dice: []int{1}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		ev   Event
		want string
	}{
		{"a Shared event is read in place", kept, "shared ada"},
		{"its JSON read back is decoded", read, "decoded ada"},
		{"NewEventOwned's value is decoded", owned, "decoded bo"},
		// NewEvent keeps its own copy by pointer: a *K too, read in
		// place like a Shared event (the copy is the event's own).
		{"NewEvent's copy of a *K is read in place", copied, "shared cy"},
		{"a payload that fails the check is not kept", bad, "decoded d\uFFFDe"},
		{"a payload shared declines is decoded", declined, "decoded "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := NewState("test", ModeCombat)
			if err := sharedTable().Apply(st, tc.ev); err != nil {
				t.Fatal(err)
			}
			if len(st.Messages) != 1 || st.Messages[0] != tc.want {
				t.Fatalf("messages %q, want %q", st.Messages, tc.want)
			}
		})
	}
}

func TestSharedEventEncodesAsNewEvent(t *testing.T) {
	p := sharedAuto{Who: "ada", Dice: []int{4, 6}}
	kept, err := NewShared[sharedAuto]().Event("hit", &p)
	if err != nil {
		t.Fatal(err)
	}
	made, err := NewEvent("hit", p)
	if err != nil {
		t.Fatal(err)
	}
	a, errA := json.Marshal(kept)
	b, errB := json.Marshal(made)
	if errA != nil || errB != nil || string(a) != string(b) {
		t.Fatalf("shared %s (%v), NewEvent %s (%v)", a, errA, b, errB)
	}
	// Decode reads it as it reads NewEvent's event.
	var fromKept, fromMade sharedRules
	if err := kept.Decode(&fromKept); err != nil {
		t.Fatal(err)
	}
	if err := made.Decode(&fromMade); err != nil {
		t.Fatal(err)
	}
	if fromKept.Who != fromMade.Who || len(fromKept.Dice) != 2 || fromKept.Dice[1] != 6 {
		t.Fatalf("decoded %+v and %+v", fromKept, fromMade)
	}
	// The decoded lists are the reader's own, not the kept payload's.
	fromKept.Dice[0] = 99
	if p.Dice[0] != 4 {
		t.Fatal("Decode handed out the kept payload's list")
	}
}

func TestSharedOfATypeNotPlainCopies(t *testing.T) {
	p := notPlain{M: map[int]int{1: 2}}
	ev, err := NewShared[notPlain]().Event("x", &p)
	if err != nil {
		t.Fatal(err)
	}
	if ev.kept == any(&p) {
		t.Fatal("a payload that is not plain was kept as it is")
	}
	if _, err := NewShared[sharedAuto]().Event("", &sharedAuto{}); err == nil {
		t.Fatal("an event without a type was made")
	}
}

// TestTakeHandsOutOnce: Take and TakeList cut new parts from the block,
// never one handed out before, and make a new block when it is used up.
func TestTakeHandsOutOnce(t *testing.T) {
	var block []int
	seen := map[*int]bool{}
	for range 7 {
		p := Take(&block, 3)
		if seen[p] {
			t.Fatal("Take handed out a part twice")
		}
		seen[p] = true
	}
	var list []int
	a := TakeList(&list, 2, 4)
	b := TakeList(&list, 3, 4) // too little left: a new block
	c := TakeList(&list, 1, 4)
	if len(a) != 2 || cap(a) != 2 || len(b) != 3 || cap(b) != 3 || len(c) != 1 {
		t.Fatalf("lengths and room: %d/%d %d/%d %d", len(a), cap(a), len(b), cap(b), len(c))
	}
	a[0], a[1], b[0], b[1], b[2], c[0] = 1, 2, 3, 4, 5, 6
	if a[0] != 1 || a[1] != 2 || b[0] != 3 || b[2] != 5 || c[0] != 6 {
		t.Errorf("parts overlap: %v %v %v", a, b, c)
	}
	if big := TakeList(&list, 9, 4); len(big) != 9 {
		t.Errorf("a list longer than the room: %d", len(big))
	}
}
