package encounters

import (
	"fmt"
	"sessionzero/ui/uitest"
	"strings"
	"testing"
)

// TestDRGNDeclaredAttacksAreNamedNotNumbered: the "Declared:" line and the
// Respond form name a declared attack as the log does ("Brannoch's
// Fireball -> Goblin 1"), not by the id the events use ("a1: Brannoch ->
// …"); responding still reaches the attack picked.
func TestDRGNDeclaredAttacksAreNamedNotNumbered(t *testing.T) {
	_, _, tr := startDRGNFight(t)
	tr.next() // Dec
	tick(t, tr, "Goblin 1")
	mustSubmit(t, tr, tr.actionForm("Declare attack"), func(f *eventForm) {
		f.selects["Attack"].SetSelected(f.selects["Attack"].Options[2]) // the Fireball
	})
	tick(t, tr, "Goblin 2")
	mustSubmit(t, tr, tr.actionForm("Declare attack"), func(f *eventForm) { typedDamage(f, "20") })
	want := "Declared: Brannoch's Fireball -> Goblin 1, 30 Fire ability · Brannoch's attack -> Goblin 2, 20 Force melee"
	if tr.pending.Text != want {
		t.Fatalf("pending %q, want %q", tr.pending.Text, want)
	}
	f := tr.actionForm("Respond")
	opts := f.selects["Attack"].Options
	if len(opts) != 2 || !uitest.Expect(t, fmt.Sprintf("Respond offers %q", opts),
		uitest.Cond{Name: "the Fireball by its name", OK: opts[0] == "Brannoch's Fireball -> Goblin 1, 30 Fire ability"},
		uitest.Cond{Name: "a typed attack", OK: opts[1] == "Brannoch's attack -> Goblin 2, 20 Force melee"}) {
		t.Fatalf("Respond offers %q", opts)
	}
	// 000_83d7bea2fb475415.txt: "the move action can only be used in response to a ranged attack or an ability";
	// "If the character can break line of sight to their attacker or move out of range, the attack will miss."
	tick(t, tr, "Goblin 1")
	mustSubmit(t, tr, tr.actionForm("Respond"), func(f *eventForm) {
		f.selects["Attack"].SetSelected("Brannoch's Fireball -> Goblin 1, 30 Fire ability")
		f.selects["Response"].SetSelected("move")
		f.checks["Evaded"].SetChecked(true)
	})
	if got := newestLog(tr); !strings.Contains(got, "Goblin 1 moves half speed out of Brannoch's Fireball") {
		t.Fatalf("the response reached %q", got)
	}
}

// TestDRGNAlikeDeclaredAttacksStayApart: two declarations worded alike
// are told apart in the Respond list, each reaching its own attack.
func TestDRGNAlikeDeclaredAttacksStayApart(t *testing.T) {
	_, _, tr := startDRGNFight(t)
	tr.next() // Dec
	for range 2 {
		tick(t, tr, "Goblin 1")
		mustSubmit(t, tr, tr.actionForm("Declare attack"), func(f *eventForm) {
			typedDamage(f, "20")
			f.selects["Kind"].SetSelected("ranged")
		})
	}
	opts := tr.actionForm("Respond").selects["Attack"].Options
	if len(opts) != 2 || opts[1] != opts[0]+" (2)" {
		t.Fatalf("Respond offers %q", opts)
	}
	tick(t, tr, "Goblin 1")
	mustSubmit(t, tr, tr.actionForm("Respond"), func(f *eventForm) {
		f.selects["Attack"].SetSelected(opts[1])
		f.selects["Response"].SetSelected("move")
		f.checks["Evaded"].SetChecked(true)
	})
	tr.next() // Go: the first attack hits, the second misses.
	log := strings.Join(tr.logLines, "\n")
	if strings.Count(log, "Brannoch's attack misses Goblin 1") != 1 || !strings.Contains(log, "Brannoch's attack hits Goblin 1") {
		t.Fatalf("Go phase log:\n%s", log)
	}
}
