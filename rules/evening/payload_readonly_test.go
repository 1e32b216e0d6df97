package evening_test

import (
	"strings"
	"testing"

	"sessionzero/internal/rulestest/forecasttest"
	"sessionzero/rules/encounter"
	"sessionzero/rules/evening"
)

// keptPayload makes a threat's or a danger's attack or a tie roll read
// from JSON kept, as the autopilot builds it (encounter.NewEventOwned), so
// that its handler gets the event's own payload; other events stay as
// read.
func keptPayload(ev encounter.Event) (encounter.Event, error) {
	switch ev.Type {
	case evening.EventTieRoll:
		var p evening.TieRollEvent
		if err := ev.Decode(&p); err != nil {
			return ev, err
		}
		return encounter.NewEventOwned(ev.Type, p)
	case evening.EventThreatAttack:
		var p evening.ThreatAttackEvent
		if err := ev.Decode(&p); err != nil {
			return ev, err
		}
		return encounter.NewEventOwned(ev.Type, p)
	case evening.EventDangerAttack:
		var p evening.DangerAttackEvent
		if err := ev.Decode(&p); err != nil {
			return ev, err
		}
		return encounter.NewEventOwned(ev.Type, p)
	}
	return ev, nil
}

// gmAttacks is the crypt's fight with a tie roll and two attacks whose
// modifier and damage the GM typed (what the handlers read through
// pointers; the autopilot leaves both unset).
func gmAttacks(t *testing.T) encounter.Encounter {
	t.Helper()
	enc := forecasttest.Open(t, "testdata/forecast-crypt.json")
	two, five := 2, 5
	enc.Log = append(enc.Log, encounter.MustEvent(evening.EventTieRoll, evening.TieRollEvent{Combatants: []string{"mira", "tobin"}, Rolls: []int{3, 5}}))
	for _, a := range []evening.FoeAttack{
		{Target: "mira", Attack: 1, Defense: "reflex", Natural: 3, Modifier: &two, Damage: &five},
		{Target: "tobin", Attack: 2, Defense: "will", Natural: 18, Modifier: &two},
	} {
		enc.Log = append(enc.Log, encounter.MustEvent(evening.EventThreatAttack, evening.NewThreatAttack("ghoul", a)))
	}
	return enc
}

// TestAttackPayloadsReadOnly holds the threat's and the danger's attack
// handlers and the tie roll's to their promise (declared read-only in
// encounter.go): sampled forecast fights (threats and a danger) and a
// log of attacks with the GM's modifier and damage apply every event
// without changing its JSON.
func TestAttackPayloadsReadOnly(t *testing.T) {
	logs := []encounter.Encounter{gmAttacks(t)}
	for _, c := range []struct {
		rules encounter.Rules
		file  string
	}{
		{evening.NewCombatRules(), "testdata/forecast-4v6.json"},
		{evening.NewCombatRules(), "testdata/forecast-crypt.json"},
		{evening.NewDangerRules(), "testdata/forecast-rockslide.json"},
	} {
		forecasttest.PayloadsUnchanged(t, c.rules, forecasttest.Open(t, c.file), 6, 11, logs, keptPayload)
	}
}

// spoilingRules are Evening's rules with a threat attack handler that,
// after the real one, writes into the payload's damage (as a careless
// handler declared read-only would).
type spoilingRules struct{ encounter.Rules }

var spoiler = encounter.NewEvents("evening", "combat", "spoiler",
	encounter.HandleReadOnly(evening.EventThreatAttack, "", func(_ *encounter.State, p evening.ThreatAttackEvent) error {
		if p.Damage != nil {
			*p.Damage++
		}
		return nil
	}))

func (r spoilingRules) Apply(st *encounter.State, ev encounter.Event) error {
	err := r.Rules.Apply(st, ev)
	if ev.Type == evening.EventThreatAttack {
		_ = spoiler.Apply(st, ev)
	}
	return err
}

// TestAttackPayloadsReadOnlyCatchesAWrite: the check above fails when a
// handler writes into an attack's damage.
func TestAttackPayloadsReadOnlyCatchesAWrite(t *testing.T) {
	err := forecasttest.LogPayloadChange(spoilingRules{evening.NewCombatRules()}, gmAttacks(t), keptPayload)
	if err == nil || !strings.Contains(err.Error(), "changed it") {
		t.Errorf("a write into a logged attack's damage: %v, want a change reported", err)
	}
}
