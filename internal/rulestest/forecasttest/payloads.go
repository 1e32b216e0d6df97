package forecasttest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"sessionzero/rules/encounter"
	"sessionzero/rules/forecast"
)

// A system that declares a handler read-only (encounter.HandleReadOnly,
// HandleOnReadOnly or HandleShared) promises that it never writes into
// what its payload's lists, maps and pointers hold: the engine then hands
// it the event's own payload. The checks below hold a system to that promise: every event is
// written as JSON before it is applied and again after, and the two must
// be the same.

// PayloadsUnchanged plays fights fights of enc with the system's autopilot
// (dice from seed; every other fight with its messages written, the rest
// quiet, as a forecast plays) and then every event of logs, each made
// kept by keep (as an autopilot builds it, not read from JSON), and fails
// the test at the first event that applying changed.
func PayloadsUnchanged(t *testing.T, r encounter.Rules, enc encounter.Encounter, fights int, seed uint64,
	logs []encounter.Encounter, keep func(encounter.Event) (encounter.Event, error)) {
	t.Helper()
	if err := PlayedPayloadChange(r, enc, fights, seed); err != nil {
		t.Fatal(err)
	}
	for i, l := range logs {
		if err := LogPayloadChange(r, l, keep); err != nil {
			t.Fatalf("log %d: %v", i+1, err)
		}
	}
}

// PlayedPayloadChange plays fights fights of enc (see PayloadsUnchanged)
// and reports the first event whose JSON its Apply changed, or an event
// the rules refused.
func PlayedPayloadChange(r encounter.Rules, enc encounter.Encounter, fights int, seed uint64) error {
	ap, ok := forecast.For(r.System(), r.Mode())
	if !ok {
		return fmt.Errorf("no autopilot for %s %s", r.System(), r.Mode())
	}
	for i := range fights {
		st, err := encounter.Replay(r, enc)
		if err != nil {
			return err
		}
		st.Quiet = i%2 == 1
		rng := rand.New(rand.NewPCG(seed, uint64(i)))
		for n := 0; n < 5000 && st.Round < 50 && !over(st, ap); n++ {
			evs, err := ap.Next(st, rng)
			if err != nil {
				return fmt.Errorf("fight %d: %w", i+1, err)
			}
			for _, ev := range evs {
				applyErr, err := applyUnchanged(r, st, ev)
				if err == nil && applyErr != nil {
					err = fmt.Errorf("the rules refused the autopilot's %s: %w", ev.Type, applyErr)
				}
				if err != nil {
					return fmt.Errorf("fight %d: %w", i+1, err)
				}
			}
		}
	}
	return nil
}

// LogPayloadChange applies enc's log from its setup, each event made kept
// by keep, and reports the first event whose JSON its Apply changed.
func LogPayloadChange(r encounter.Rules, enc encounter.Encounter, keep func(encounter.Event) (encounter.Event, error)) error {
	st, err := encounter.Start(r, enc.Setup)
	if err != nil {
		return err
	}
	for j, ev := range enc.Log {
		kept, err := keep(ev)
		if err != nil {
			return fmt.Errorf("event %d: %w", j+1, err)
		}
		if _, err := applyUnchanged(r, st, kept); err != nil {
			return fmt.Errorf("event %d: %w", j+1, err)
		}
	}
	return nil
}

// applyUnchanged applies ev to st: applyErr is the rules' refusal (a log
// may hold one), err a change of ev's JSON.
func applyUnchanged(r encounter.Rules, st *encounter.State, ev encounter.Event) (applyErr, err error) {
	before, err := json.Marshal(ev)
	if err != nil {
		return nil, err
	}
	applyErr = encounter.Apply(r, st, ev)
	after, err := json.Marshal(ev)
	if err != nil {
		return applyErr, err
	}
	if !bytes.Equal(before, after) {
		return applyErr, fmt.Errorf("applying %s (error %v) changed it to %s", before, applyErr, after)
	}
	return applyErr, nil
}

// over: at most one side has anyone standing.
func over(st *encounter.State, ap forecast.Autopilot) bool {
	standing := 0
	for _, sd := range st.Sides {
		for _, c := range st.Combatants {
			if c.Side == sd.ID && !ap.Dropped(st, c) {
				standing++
				break
			}
		}
	}
	return standing <= 1
}
