package tracker_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"sessionzero/rules"
	"sessionzero/rules/evening"
)

// withAssets is Wren's sheet with supplies 2 and, when full, carrying as
// much as she can.
func withAssets(t *testing.T, full bool) json.RawMessage {
	t.Helper()
	c, err := evening.DecodeCharacter(wren(t))
	if err != nil {
		t.Fatal(err)
	}
	c.Assets = map[string]evening.Asset{"supplies": {Value: 2, Base: 2}}
	if full {
		capacity, _ := rules.As[int](evening.DeriveCharacter(c), "load_capacity")
		for i := 0; capacity > 0; i++ {
			c.Inventory = append(c.Inventory, evening.Item{Name: fmt.Sprintf("Sack %d", i+1), Load: min(capacity, 3)})
			capacity -= min(capacity, 3)
		}
	}
	data, err := c.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// Leveraging an asset in the tracker (003_b350af455cb359c1.txt,
// "Leveraging assets": "You may leverage each kind of asset once per day",
// "you may not leverage any assets if your load is at maximum capacity"):
// Wren trades supplies for a rope; Brin, at full load, is refused with the
// rules' reason.
func TestEveningLeverageInTheTracker(t *testing.T) {
	_, w, _ := startMembers(t, "Evening thread board", []member{{"Wren", withAssets(t, false)}, {"Brin", withAssets(t, true)}},
		opponent{"The heist", map[string]string{"Length (thread, 4–12)": "4"}})
	tapButton(t, w, "Leverage")
	choose(t, w, "Character", "Wren")
	choose(t, w, "Asset", "supplies")
	wantShown(t, w, "before", "supplies 2")
	entry(t, w, "TN").SetText("5")
	dice(t, w, "d10").SetText("9")
	entry(t, w, "Item").SetText("Rope")
	choose(t, w, "Load", "1")
	submit(t, w, "Leverage")
	wantShown(t, w, "leveraged", "Wren leverages supplies", "supplies 1")
	// Once a day: the form says so before the roll.
	wantShown(t, w, "again", "supplies was leveraged today already")

	choose(t, w, "Character", "Brin")
	if shown := status(w); !strings.Contains(shown, "no leverage at full load") {
		t.Fatalf("Brin at full load:\n%s", shown)
	}
	dice(t, w, "d10").SetText("9")
	submit(t, w, "Leverage")
	wantShown(t, w, "refused", "Brin carries load", "no leverage at full load")
}

// A condition skips only the defenses it fails (the rules'
// DefenseSkipped): a Paralyzed character's Reflex defense fails without a
// roll, her Fortitude still asks for the d20.
func TestEveningParalyzedSkipsOnlyReflex(t *testing.T) {
	_, w, _ := start(t, "Evening combat", ogre)
	initiative(t, w, map[string]string{"Wren": "3", "Ogre": "18"})
	tick(t, w, "Wren")
	tapButton(t, w, "Condition")
	choose(t, w, "Condition", "Paralyzed")
	submit(t, w, "Apply")
	tapButton(t, w, "Threat attack")
	wantShown(t, w, "reflex", "Wren is Paralyzed: a Reflex defense fails without a roll")
	choose(t, w, "Defense", "fortitude")
	submit(t, w, "Resolve")
	wantShown(t, w, "fortitude", "Defense d20 is empty")
	choose(t, w, "Defense", "reflex")
	entry(t, w, "Damage").SetText("2")
	submit(t, w, "Resolve")
	wantShown(t, w, "reflex resolved", "Wren takes 2 damage")
}
