package tracker_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"sessionzero/rules"
	"sessionzero/rules/evening"
	"sessionzero/ui/encounters/trackertest"
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
	trackertest.Tap(t, w, "Leverage")
	trackertest.Choose(t, w, "Character", "Wren")
	trackertest.Choose(t, w, "Asset", "supplies")
	trackertest.WantShown(t, w, "before", "supplies 2")
	trackertest.Entry(t, w, "TN").SetText("5")
	trackertest.Dice(t, w, "d10").SetText("9")
	trackertest.Entry(t, w, "Item").SetText("Rope")
	trackertest.Choose(t, w, "Load", "1")
	trackertest.Submit(t, w, "Leverage")
	trackertest.WantShown(t, w, "leveraged", "Wren leverages supplies", "supplies 1")
	// Once a day: the form says so before the roll.
	trackertest.WantShown(t, w, "again", "supplies was leveraged today already")

	trackertest.Choose(t, w, "Character", "Brin")
	if shown := trackertest.Shown(w); !strings.Contains(shown, "no leverage at full load") {
		t.Fatalf("Brin at full load:\n%s", shown)
	}
	trackertest.Dice(t, w, "d10").SetText("9")
	trackertest.Submit(t, w, "Leverage")
	trackertest.WantShown(t, w, "refused", "Brin carries load", "no leverage at full load")
}

// A condition skips only the defenses it fails (the rules'
// DefenseSkipped): a Paralyzed character's Reflex defense fails without a
// roll, her Fortitude still asks for the d20.
func TestEveningParalyzedSkipsOnlyReflex(t *testing.T) {
	_, w, _ := start(t, "Evening combat", ogre)
	initiative(t, w, map[string]string{"Wren": "3", "Ogre": "18"})
	trackertest.Tick(t, w, "Wren")
	trackertest.Tap(t, w, "Condition")
	trackertest.Choose(t, w, "Condition", "Paralyzed")
	trackertest.Submit(t, w, "Apply")
	trackertest.Tap(t, w, "Threat attack")
	trackertest.WantShown(t, w, "reflex", "Wren is Paralyzed: a Reflex defense fails without a roll")
	trackertest.Choose(t, w, "Defense", "fortitude")
	trackertest.Submit(t, w, "Resolve")
	trackertest.WantShown(t, w, "fortitude", "Defense d20 is empty")
	trackertest.Choose(t, w, "Defense", "reflex")
	trackertest.Entry(t, w, "Damage").SetText("2")
	trackertest.Submit(t, w, "Resolve")
	trackertest.WantShown(t, w, "reflex resolved", "Wren takes 2 damage")
}
