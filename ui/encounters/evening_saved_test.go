package encounters

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"sessionzero/model"
	"sessionzero/rules/encounter"
	"sessionzero/rules/evening"
	"sessionzero/ui/uitest"
)

// putEveningCards saves GM cards as the GM cards window does: a challenge,
// a thread, a danger and a threat whose only attack hits several targets
// (its card damage halved, L810), all of the campaign "The Maze".
func putEveningCards(t *testing.T, s *encounterSetup) {
	t.Helper()
	put := func(kind, name string, card map[string]any) {
		card["name"], card["campaign"] = name, "The Maze"
		data, err := json.Marshal(card)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.l.Store().PutHomebrew(context.Background(), &model.Homebrew{System: evening.ID, Kind: kind, Name: name, Data: data}); err != nil {
			t.Fatal(err)
		}
	}
	put(evening.KindChallenge, "Glowing cube", map[string]any{"scenario": "The glowing cube in maze", "threat": "detonate",
		"resolution": "safely defused", "rating": 3, "complexity": 3, "urgency": "scene"})
	put(evening.KindThread, "The baron's debt", map[string]any{"summary": "he wants it back", "length": 6, "kind": "storyline"})
	put(evening.KindStatBlock, "Rockslide", map[string]any{"type": "danger", "rating": 2, "complexity": 1, "scenario": "the pass"})
	ogre := evening.StatBlock{Type: "threat", Name: "Marsh ogre", Rating: 1, Traits: []string{evening.TraitDefender},
		Attacks: []evening.ThreatAttack{{MultipleTargets: true}}}
	cs, err := evening.StatBlockCombatant("", "", ogre)
	if err != nil {
		t.Fatal(err)
	}
	put(evening.KindStatBlock, "Marsh ogre", map[string]any{"type": "threat", "rating": 1, "traits": ogre.Traits,
		"attacks": ogre.Attacks, "kind": cs.Kind, "stats": cs.Stats, "dice": cs.Dice})
	s.loadBlocks()
}

// addSaved picks a saved row in New encounter and adds it.
func addSaved(t *testing.T, s *encounterSetup, label string) {
	t.Helper()
	s.blocks.SetSelected(label)
	if err := s.addFromBlock(); err != nil {
		t.Fatalf("adding %s: %v", label, err)
	}
}

// TestEveningSavedCardsJoinTheirMode: each mode offers the GM cards it
// takes — challenges in a challenge, threads on the thread board, threats
// in a fight, threats and dangers in a danger — and the card becomes a
// combatant with only combatant keys.
func TestEveningSavedCardsJoinTheirMode(t *testing.T) {
	offered := map[string][]string{
		"Evening challenge":    {"Glowing cube"},
		"Evening thread board": {"The baron's debt"},
		"Evening combat":       {"Marsh ogre"},
		"Evening danger":       {"Marsh ogre", "Rockslide"},
	}
	trackers := map[string]*encounterTracker{}
	for kind, want := range offered {
		_, _, tr := startEvening(t, kind, func(s *encounterSetup) {
			putEveningCards(t, s)
			got := slices.Clone(s.blocks.Options)
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Fatalf("%s offers %v, want %v", kind, got, want)
			}
			addSaved(t, s, want[len(want)-1])
		})
		trackers[kind] = tr
	}
	st := trackers["Evening challenge"].session.State()
	// 003_b350af455cb359c1.txt: complexity "3	5	3"; TN 3 × rating = 9 (L707–719).
	if c, _ := st.Combatant("glowing-cube"); c == nil || c.Kind != "challenge" || c.Resource("tn") != 9 || c.Resource("successes_needed") != 5 ||
		!strings.Contains(strings.Join(c.Notes, " "), "will detonate unless safely defused") {
		t.Fatalf("the saved challenge: %+v", c)
	}
	if c, _ := trackers["Evening thread board"].session.State().Combatant("the-baron-s-debt"); c == nil || !uitest.Expect(t, fmt.Sprintf("the saved thread: %+v", c),
		uitest.Cond{Name: "a thread", OK: c.Kind == "thread"},
		uitest.Cond{Name: "its length", OK: c.Resource("length") == 6}) {
		t.Fatalf("the saved thread: %+v", c)
	}
	if c, _ := trackers["Evening danger"].session.State().Combatant("rockslide"); c == nil || !uitest.Expect(t, fmt.Sprintf("the saved danger: %+v", c),
		uitest.Cond{Name: "a danger", OK: c.Kind == "danger"},
		uitest.Cond{Name: "its TN", OK: c.Resource("tn") == 6}) {
		t.Fatalf("the saved danger: %+v", c)
	}
	// The threat keeps only combatant keys in the encounter file.
	fight := trackers["Evening combat"]
	for _, cs := range fight.session.Encounter().Setup.Combatants {
		if len(cs.Extra) > 0 {
			t.Errorf("%s brings card keys into the encounter: %v", cs.Name, cs.Extra)
		}
	}
	for _, cs := range fight.session.Encounter().Setup.Combatants {
		data, err := json.Marshal(cs)
		if err != nil {
			t.Fatal(err)
		}
		var keys map[string]json.RawMessage
		_ = json.Unmarshal(data, &keys)
		for _, key := range []string{"campaign", "traits", "type", "rating"} {
			if _, ok := keys[key]; ok {
				t.Errorf("%s has the card's %s key in the encounter file", cs.Name, key)
			}
		}
	}
	ogre, _ := fight.session.State().Combatant("marsh-ogre")
	if ogre == nil || !uitest.Expect(t, fmt.Sprintf("the saved threat: %+v", ogre),
		uitest.Cond{Name: "a threat", OK: ogre.Kind == "threat"},
		uitest.Cond{Name: "its TN to hit", OK: ogre.Resource("hit_tn") == 17}) {
		t.Fatalf("the saved threat: %+v", ogre)
	}

	// Its attack hits several targets: "If an attack should damage multiple
	// targets, halve the damage it does." (003_b350af455cb359c1.txt,
	// Customizing Damage). The card's 12 is 6 already; the form ticks the
	// box and the rules do not halve the 6 again.
	tick(t, fight, "Wren")
	fa := fight.actionForm("Threat attack")
	fight.showForm(fa)
	if !fa.checks["Several targets"].Checked {
		t.Fatal("the card's several-targets attack does not tick the box")
	}
	wren, _ := fight.session.State().Combatant("wren")
	hp := wren.HP
	mustSubmit(t, fight, fa, func(f *eventForm) { f.dice["Defense d20"].value.SetText("1") })
	if r := rowOf(t, fight, "Wren"); r.HP != max(hp-6, 0) {
		t.Fatalf("Wren %d → %d health, want 6 damage; log %q", hp, r.HP, newestLog(fight))
	}
}

// TestEveningAttackDamageDiceFollowThePick: the Damage field's Roll rolls
// the picked attack's dice (Wren's spear, 1d8); "Other" has none.
func TestEveningAttackDamageDiceFollowThePick(t *testing.T) {
	tr := startEveningThreatFight(t)
	f := tr.actionForm("Attack")
	tr.showForm(f)
	dmg := f.dice["Damage"]
	if dmg.expr.Text != "1d8" {
		t.Fatalf("the spear's damage field rolls %q", dmg.expr.Text)
	}
	f.selects["Attack"].SetSelected("Other")
	if dmg.expr.Text != "" {
		t.Fatalf("\"Other\" still rolls %q", dmg.expr.Text)
	}
	f.selects["Attack"].SetSelectedIndex(0)
	test := func() int {
		if err := dmg.rollWith(tr.rng); err != nil {
			t.Fatal(err)
		}
		n, _ := dmg.int("Damage")
		return n
	}
	for range 20 {
		if n := test(); n < 1 || n > 8 {
			t.Fatalf("1d8 rolled %d", n)
		}
	}
}

// TestEveningProgressRows: a challenge has no health; its row and the
// heading show its successes and failures toward its thresholds (003:
// complexity "3	5	3": 5 successes, fails at 3), and the thread board
// shows each thread's marks and the scene's two marks (L415).
func TestEveningProgressRows(t *testing.T) {
	_, _, ch := startEvening(t, "Evening challenge", func(s *encounterSetup) {
		typeOpponent(t, s, "Glowing cube", "1", false, map[string]string{"rating": "3", "complexity": "3"})
	})
	mustSubmit(t, ch, ch.actionForm("Attempt"), func(f *eventForm) {
		f.entries["Modifier"].SetText("2")
		f.dice["Natural d20"].value.SetText("15") // 17 vs TN 9: one success
	})
	// The cube's row follows Wren's (her name and campaign end it).
	_, rows, _ := strings.Cut(uitest.DrawnText(ch.rows), "Wren\nThe Maze\n")
	if !uitest.Expect(t, fmt.Sprintf("the challenge row reads %q", rows),
		uitest.Cond{Name: "its progress", OK: strings.Contains(rows, "1 of 5 successes · 0 of 3 failures · TN 9")},
		uitest.Cond{Name: "no health band", OK: !strings.Contains(rows, "Healthy")},
		uitest.Cond{Name: "no hit points", OK: !strings.Contains(rows, "0 / 0")}) {
		t.FailNow()
	}
	if got := ch.turn.Text; got != "Attempts · Glowing cube: 1 of 5 successes · 0 of 3 failures" {
		t.Fatalf("the challenge heading reads %q", got)
	}

	_, _, tb := startEvening(t, "Evening thread board", func(s *encounterSetup) {
		typeOpponent(t, s, "The heist", "1", false, map[string]string{"length": "4"})
	})
	mustSubmit(t, tb, tb.actionForm("Mark thread"), nil)
	if _, rows, _ := strings.Cut(uitest.DrawnText(tb.rows), "Wren\nThe Maze\n"); !strings.Contains(rows, "1 of 4 marks") || strings.Contains(rows, "Healthy") {
		t.Fatalf("the thread row reads %q", rows)
	}
	if got := tb.turn.Text; got != "Scene 1 · 1 of 2 marks this scene · The heist 1 of 4 marks" {
		t.Fatalf("the thread board heading reads %q", got)
	}
	if pv := encounter.PlayerView(tb.view); pv.Rows[len(pv.Rows)-1].Status != "1 of 4 marks" {
		t.Fatalf("the player view: %+v", pv.Rows)
	}
}
