package dvr_test

import (
	"strings"
	"testing"

	"sessionzero/internal/rulestest/forecasttest"
	"sessionzero/rules/dvr"
	"sessionzero/rules/encounter"
)

// keptAttack makes an attack event read from JSON kept, as the autopilot
// builds it (encounter.NewEventOwned), so that its handler gets the
// event's own payload; other events stay as read.
func keptAttack(ev encounter.Event) (encounter.Event, error) {
	if ev.Type != dvr.EventAttack {
		return ev, nil
	}
	var p dvr.AttackPayload
	if err := ev.Decode(&p); err != nil {
		return ev, err
	}
	return encounter.NewEventOwned(ev.Type, p)
}

// TestAttackPayloadReadOnly holds the attack handler to its promise
// (declared with onReadOnly, encounter.HandleReadOnly): sampled forecast fights,
// popcorn and strategized, and the testdata logs apply every event without
// changing its JSON.
func TestAttackPayloadReadOnly(t *testing.T) {
	logs := []encounter.Encounter{forecasttest.Open(t, "testdata/dvr-fight.json"), forecasttest.Open(t, "testdata/dvr-tracker.json")}
	for _, f := range []string{"testdata/forecast-4v6.json", "testdata/forecast-4v6-strategized.json", "testdata/forecast-alley.json", "testdata/forecast-rooftop.json"} {
		forecasttest.PayloadsUnchanged(t, dvr.NewCombatRules(), forecasttest.Open(t, f), 6, 11, logs, keptAttack)
	}
}

// spoilingRules are DvR's rules with an attack handler that, after the
// real one, writes into the payload's dice (as a careless handler declared
// read-only would).
type spoilingRules struct{ encounter.Rules }

var spoiler = encounter.NewEvents("dvr", "combat", "spoiler",
	encounter.HandleReadOnly(dvr.EventAttack, "", func(_ *encounter.State, p dvr.AttackPayload) error {
		if len(p.Dice) > 0 {
			p.Dice[0]++
		}
		return nil
	}))

func (r spoilingRules) Apply(st *encounter.State, ev encounter.Event) error {
	if err := r.Rules.Apply(st, ev); err != nil {
		return err
	}
	if ev.Type == dvr.EventAttack {
		return spoiler.Apply(st, ev)
	}
	return nil
}

// TestAttackPayloadReadOnlyCatchesAWrite: the check above fails when a
// handler writes into an attack's dice, in a played fight and in a log.
func TestAttackPayloadReadOnlyCatchesAWrite(t *testing.T) {
	r := spoilingRules{dvr.NewCombatRules()}
	err := forecasttest.PlayedPayloadChange(r, forecasttest.Open(t, "testdata/forecast-4v6.json"), 1, 11)
	if err == nil || !strings.Contains(err.Error(), "changed it") {
		t.Errorf("a write into a played attack's dice: %v, want a change reported", err)
	}
	err = forecasttest.LogPayloadChange(r, forecasttest.Open(t, "testdata/dvr-fight.json"), keptAttack)
	if err == nil || !strings.Contains(err.Error(), "changed it") {
		t.Errorf("a write into a logged attack's dice: %v, want a change reported", err)
	}
}
