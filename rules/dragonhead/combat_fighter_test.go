package dragonhead

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"sessionzero/rules/encounter"
)

// TestFighterStatsMatchMaps: the typed copy of every combatant's stats and
// defence rolls (fighterStats) agrees with its Stats and Dice maps, its
// typed counters (fighter) with its Resources map, the
// fight's count of morale checks due with the combatants' conditions and
// each turn's combatant (inTurn) with the look-up by ID, after every event, in the testdata logs replayed event by event and in fights
// the autopilot plays on from their start; a cloned state shares the
// typed stats and has counters of its own.
func TestFighterStatsMatchMaps(t *testing.T) {
	paths, err := filepath.Glob("testdata/*.json")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no testdata logs (%v)", err)
	}
	r := NewCombatRules()
	played := 0
	for _, path := range paths {
		raw, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		f, err := encounter.ParseFile(raw)
		if err != nil || f.Encounter.System != ID || f.Encounter.Mode != encounter.ModeCombat {
			continue // not a Dragonhead fight
		}
		enc := f.Encounter
		st, err := encounter.Start(r, enc.Setup)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		checkFighterStats(t, path, st)
		for i, ev := range enc.Log[:enc.Cursor] {
			if err := encounter.Apply(r, st, ev); err != nil {
				t.Fatalf("%s event %d: %v", path, i+1, err)
			}
			checkFighterStats(t, path, st)
		}
		for seed := range uint64(20) {
			fight, ok := st.Clone()
			if !ok {
				t.Fatalf("%s: the state does not copy", path)
			}
			for i, c := range fight.Combatants {
				if c.Ext == st.Combatants[i].Ext || statsOf(c) != statsOf(st.Combatants[i]) {
					t.Fatalf("%s: a clone's %s shares the original's counters or has its own typed stats", path, c.ID)
				}
			}
			fight.Quiet = true
			rng := rand.New(rand.NewPCG(seed, 7))
			for n := 0; n < 2000 && !decidedFight(fight); n++ {
				evs, err := Autopilot{}.Next(fight, rng)
				if err != nil {
					t.Fatalf("%s seed %d: %v", path, seed, err)
				}
				for _, ev := range evs {
					if err := encounter.Apply(r, fight, ev); err != nil {
						t.Fatalf("%s seed %d: %s: %v", path, seed, ev.Type, err)
					}
					checkFighterStats(t, path, fight)
					played++
				}
			}
		}
	}
	if played == 0 {
		t.Fatal("no event played")
	}
}

// decidedFight reports a fight with at most one side standing.
func decidedFight(st *encounter.State) bool {
	standing := map[string]bool{}
	for _, c := range st.Combatants {
		if !(Autopilot{}).Dropped(st, c) {
			standing[c.Side] = true
		}
	}
	return len(standing) < 2
}

func checkFighterStats(t *testing.T, path string, st *encounter.State) {
	t.Helper()
	due := 0
	for _, c := range st.Combatants {
		if c.Has(CondMoraleCheck) {
			due++
		}
	}
	if got := st.Ext.(*combatExt).moraleDue; got != due {
		t.Fatalf("%s: %d morale checks due, the fight counts %d", path, due, got)
	}
	x := st.Ext.(*combatExt)
	if st.Round > 0 && len(st.Order) > 0 && x.atLen != min(len(st.Order), len(x.at)) {
		t.Fatalf("%s: round %d has %d turns and keeps the places of %d", path, st.Round, len(st.Order), x.atLen)
	}
	for i, id := range st.Order {
		got, err := inTurn(st, i)
		want, wantErr := st.Combatant(id)
		if got != want || (err == nil) != (wantErr == nil) {
			t.Fatalf("%s: turn %d (%s) finds %v (%v), the look-up by ID %v (%v)", path, i, id, got, err, want, wantErr)
		}
	}
	for _, c := range st.Combatants {
		f, ok := c.Ext.(*fighter)
		if !ok {
			t.Fatalf("%s: %s has no typed copy of its stats", path, c.ID)
		}
		attacks, hasAttacks := c.Resources[attacksKey]
		acting, hasActing := c.Resources[actingKey]
		if f.attacks.n != attacks || f.attacks.held != hasAttacks || f.acting.n != acting || f.acting.held != hasActing {
			t.Fatalf("%s: %s's typed counters %+v, its map says attacks %d (%v), acting %d (%v)", path, c.ID, *f, attacks, hasAttacks, acting, hasActing)
		}
		if got, want := *statsOf(c), *readStats(c); got != want {
			t.Fatalf("%s: %s's typed stats %+v, its maps say %+v", path, c.ID, got, want)
		}
		for i, atk := range c.Attacks {
			if got, want := statsOf(c).damageRollID(i, atk.Dice), rollID(atk.Dice); got != want {
				t.Fatalf("%s: %s's %s: roll number %d, its text %q has %d", path, c.ID, atk.Name, got, atk.Dice, want)
			}
		}
		for _, tc := range st.Combatants {
			in, err := defenceInput(st, c, tc, &AttackPayload{})
			if err != nil {
				t.Fatal(err)
			}
			if got, want := pickDefence(x, statsOf(c), tc, statsOf(tc)), defenceValue(in); got != want {
				t.Fatalf("%s: %s's defence against %s: the pick's %d, the rules' %d", path, tc.ID, c.ID, got, want)
			}
		}
	}
}

// TestDefenceValue: the autopilot's defence value without words is
// DefenceFor's value, for every way of being attacked.
func TestDefenceValue(t *testing.T) {
	for ac := -3; ac <= 20; ac++ {
		for dc := -3; dc <= 20; dc++ {
			for flags := range 8 {
				in := DefenceInput{AC: ac, DC: dc, UseDC: flags&1 != 0, Larger: flags&2 != 0, Area: flags&4 != 0}
				if got, want := defenceValue(in), DefenceFor(in).Value; got != want {
					t.Fatalf("%+v: defenceValue %d, DefenceFor %d", in, got, want)
				}
			}
		}
	}
}

// TestHasAnyAsHas: hasAny's inlined first-letter test answers as c.Has of
// each name does, for conditions and asked names in any case, Unicode
// folding (the Kelvin sign, the long s) and empty names included.
func TestHasAnyAsHas(t *testing.T) {
	names := []string{"", "Stunned", "sTUNNED", "Knocked down", "KNOCKED DOWN", "Fleeing", "fleeing", "Backing away",
		"Running away screaming", "Grappled", "grappling", "X", "x", "Kelvin", "\u212aelvin", "Sad", "\u017fad", "Ärger", "ärger", "Morale check"}
	lists := [][]string{offGuardConds[:], grappleConds[:], failedMoraleConds[:], {"kelvin", "sad"}, {"ärger"}, {""}, nil}
	for _, held := range names {
		for _, second := range []string{"", "Morale check", "knocked down"} {
			c := &encounter.Combatant{Conditions: []encounter.Condition{{Name: held}}}
			if second != "" {
				c.Conditions = append(c.Conditions, encounter.Condition{Name: second})
			}
			for _, asked := range lists {
				want := false
				for _, n := range asked {
					want = want || c.Has(n)
				}
				if got := hasAny(c, asked); got != want {
					t.Errorf("conditions %q, %q: hasAny(%q) = %v, Has says %v", held, second, asked, got, want)
				}
			}
		}
	}
}

// TestPickDefence: the pick's defence is the rules' (defenceInput, then
// defenceValue) for every way the autopilot's attack meets its target: a
// surprise round ("Stupefied, they defend with DC"), a target knocked down
// or fleeing ("you defend with DC"), a larger attacker ("When fighting
// anything with a body size larger than your own, you get a +4 to add to
// your AC/DC"), and AC above or below DC (002_81d21628bd61f597.txt, Combat).
func TestPickDefence(t *testing.T) {
	fighter := func(id, side string, size, ac, dc int) encounter.CombatantSetup {
		return encounter.CombatantSetup{ID: id, Name: id, Side: side, Kind: KindCreature, Seat: 1,
			Stats: map[string]int{"hp": 9, "size": size, "ac": ac, "dc": dc}}
	}
	setup := encounter.Setup{
		Sides: []encounter.SideSetup{{ID: "a", Name: "A", Players: true}, {ID: "b", Name: "B"}},
		Combatants: []encounter.CombatantSetup{fighter("big", "a", 3, 14, 9), fighter("small", "b", 2, 8, 11),
			fighter("plain", "b", 0, 13, 10), fighter("same", "a", 2, 12, 12)},
	}
	st, err := encounter.Start(NewCombatRules(), setup)
	if err != nil {
		t.Fatal(err)
	}
	x := st.Ext.(*combatExt)
	seen := map[int]bool{}
	for _, ambusher := range []string{"", "a", "b"} {
		for _, cond := range []string{"", CondKnockedDown, CondFleeing, CondStunned} {
			x.ambusher = ambusher
			for _, c := range st.Combatants {
				c.Conditions = nil
				if cond != "" {
					c.Conditions = []encounter.Condition{{Name: cond, Remaining: -1}}
				}
			}
			for _, a := range st.Combatants {
				for _, tc := range st.Combatants {
					in, err := defenceInput(st, a, tc, &AttackPayload{})
					if err != nil {
						t.Fatal(err)
					}
					want := defenceValue(in)
					seen[want] = true
					if got := pickDefence(x, statsOf(a), tc, statsOf(tc)); got != want {
						t.Fatalf("ambusher %q, %q: %s against %s: the pick's %d, the rules' %d", ambusher, cond, a.ID, tc.ID, got, want)
					}
				}
			}
		}
	}
	if len(seen) < 6 {
		t.Fatalf("len(seen) < 6: only the defences %v met", seen)
	}
}
