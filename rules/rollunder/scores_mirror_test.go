package rollunder

import (
	"maps"
	"math/rand/v2"
	"reflect"
	"testing"

	"sessionzero/internal/rulestest/forecasttest"
	"sessionzero/rules/encounter"
)

// TestScoresMirror: the scores each fighter mirrors for refresh (full and
// current STR, DEX, WIL, armour) equal the combatant's stats after every
// event of autopilot fights from the testdata files, as the stats map
// says; a stat written without setCurrent would show here.
func TestScoresMirror(t *testing.T) {
	for _, path := range []string{"testdata/forecast-ford.json", "testdata/goblin-ambush.encounter.json"} {
		enc := forecasttest.Open(t, path)
		r := NewCombatRules()
		start, err := encounter.Replay(r, enc)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		check(t, path, start)
		for seed := range uint64(20) {
			st, ok := start.Clone()
			if !ok {
				t.Fatalf("%s: the state does not copy", path)
			}
			rng := rand.New(rand.NewPCG(seed, 1))
			for n := 0; n < 400 && !st.Ended; n++ {
				evs, err := Autopilot{}.Next(st, rng)
				if err != nil || len(evs) == 0 {
					break // the fight is decided (or the autopilot has nothing left)
				}
				for _, ev := range evs {
					if err := encounter.Apply(r, st, ev); err != nil {
						t.Fatalf("%s seed %d: %s: %v", path, seed, ev.Type, err)
					}
					check(t, path, st)
					checkRefresh(t, path+" "+ev.Type, st)
				}
			}
		}
	}
}

// checkRefresh: the state after an event, refreshed only as far as the
// event needs (a declare or resolve event rebuilds only the pending list),
// is the state a full refresh gives, and each fighter's arms are what its
// weapons give.
func checkRefresh(t *testing.T, what string, st *encounter.State) {
	t.Helper()
	full, ok := st.Clone()
	if !ok {
		t.Fatal("the state does not copy")
	}
	afterEvent(full, false)
	for i, c := range st.Combatants {
		f, g := full.Combatants[i], ext(st).f(c.ID)
		if c.Actions != f.Actions || c.Injured != f.Injured || c.Unconscious != f.Unconscious || !maps.Equal(c.Resources, f.Resources) {
			t.Fatalf("%s: %s refreshed as %d %v %v %v, fully %d %v %v %v", what, c.ID, c.Actions, c.Injured, c.Unconscious, c.Resources,
				f.Actions, f.Injured, f.Unconscious, f.Resources)
		}
		var want fighter
		want.setArms(g.Weapons, g.Bonus)
		if !reflect.DeepEqual(g.arms, want.arms) {
			t.Fatalf("%s: %s's arms %+v, its weapons give %+v", what, c.ID, g.arms, want.arms)
		}
	}
	if !reflect.DeepEqual(st.Pending, full.Pending) && !(len(st.Pending) == 0 && len(full.Pending) == 0) {
		t.Fatalf("%s: pending %+v, fully refreshed %+v", what, st.Pending, full.Pending)
	}
	if !reflect.DeepEqual(ext(st).Due, ext(full).Due) {
		t.Fatalf("%s: due %+v, fully refreshed %+v", what, ext(st).Due, ext(full).Due)
	}
}

func check(t *testing.T, path string, st *encounter.State) {
	t.Helper()
	for _, c := range st.Combatants {
		f := ext(st).f(c.ID)
		for i, a := range Abilities {
			if f.full[i] != c.Stat(a) || f.cur[i] != c.Stat(currentKey(a)) {
				t.Fatalf("%s: %s's %s mirrored as %d/%d, stats %d/%d", path, c.ID, a, f.cur[i], f.full[i], c.Stat(currentKey(a)), c.Stat(a))
			}
		}
		if f.armor != c.Stat("armor") {
			t.Fatalf("%s: %s's armour mirrored as %d, stats %d", path, c.ID, f.armor, c.Stat("armor"))
		}
	}
}

// TestQuietPlaysTheSame: a quiet state (the forecast's fights, which skip
// the log's words and the pending list) goes through the same states as a
// state that is shown, but for those words: autopilot fights from the
// testdata files, compared after every event.
func TestQuietPlaysTheSame(t *testing.T) {
	for _, path := range []string{"testdata/forecast-ford.json", "testdata/forecast-4v6.json"} {
		start, err := encounter.Replay(NewCombatRules(), forecasttest.Open(t, path))
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		for seed := range uint64(10) {
			shown, _ := start.Clone()
			quiet, _ := start.Clone()
			quiet.Quiet = true
			rs, rq := rand.New(rand.NewPCG(seed, 2)), rand.New(rand.NewPCG(seed, 2))
			for n := 0; n < 300; n++ { // past the end of the fight, as far as the autopilot plays
				evs, err := Autopilot{}.Next(shown, rs)
				evq, errq := Autopilot{}.Next(quiet, rq)
				if (err != nil) != (errq != nil) || len(evs) != len(evq) {
					t.Fatalf("%s seed %d: the autopilot proposed %d events (%v) shown, %d (%v) quiet", path, seed, len(evs), err, len(evq), errq)
				}
				if err != nil {
					break
				}
				for i := range evs {
					if string(evs[i].JSON()) != string(evq[i].JSON()) {
						t.Fatalf("%s seed %d: shown %s, quiet %s", path, seed, evs[i].JSON(), evq[i].JSON())
					}
					err, errq := encounter.Apply(NewCombatRules(), shown, evs[i]), encounter.Apply(NewCombatRules(), quiet, evq[i])
					if (err != nil) != (errq != nil) {
						t.Fatalf("%s seed %d: %s refused shown (%v), quiet (%v)", path, seed, evs[i].Type, err, errq)
					}
					if !reflect.DeepEqual(withoutWords(t, shown), withoutWords(t, quiet)) {
						t.Fatalf("%s seed %d: after %s the quiet state differs from the shown one", path, seed, evs[i].Type)
					}
				}
			}
		}
	}
}

// withoutWords is a copy of st without what only a shown state keeps: its
// messages, pending list and pending lines; its saves due are worded (as
// due.text words them when a quiet state's are read).
func withoutWords(t *testing.T, st *encounter.State) *encounter.State {
	t.Helper()
	c, ok := st.Clone()
	if !ok {
		t.Fatal("the state does not copy")
	}
	c.Messages, c.Pending, c.Quiet = nil, nil, false
	x := ext(c)
	x.evs = nil
	for _, f := range x.sorted {
		f.pendText = ""
	}
	for i, d := range x.Due {
		// A quiet state words a save due when it is read: the same words.
		x.Due[i].Text = d.text(c)
	}
	return c
}
