package encounters

import (
	"slices"
	"testing"

	"sessionzero/ui/libtest"
)

func TestNewEncounterHowManyNumbersCopies(t *testing.T) {
	l, _, _ := libtest.New(t)
	s := showNewEncounter(l)
	t.Cleanup(func() { closeWindow(s.win) })
	chooseKind(s, "DRGN combat")
	typeOpponent(t, s, "Goblin", "2", false, map[string]string{"max_hp": "30"})
	typeOpponent(t, s, "Goblin", "3", false, map[string]string{"max_hp": "30"})
	var names []string
	for _, o := range s.opponents {
		names = append(names, o.Name)
	}
	if !slices.Equal(names, []string{"Goblin 1", "Goblin 2", "Goblin 3", "Goblin 4", "Goblin 5"}) {
		t.Fatalf("names %v: a second batch goes on numbering", names)
	}
	// Each copy has its own numbers.
	s.opponents[0].Stats["max_hp"] = 1
	if s.opponents[1].Stats["max_hp"] != 30 {
		t.Fatal("copies share their stats")
	}
	s.oppName.SetText("Goblin")
	s.oppCount.SetText("0")
	if err := s.addTyped(); err == nil {
		t.Fatal("how many 0 should be refused")
	}
	tr, err := s.start()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { closeWindow(tr.win) })
	if len(tr.view.Rows) != 5 || rowOf(t, tr, "Goblin 5").MaxHP != 30 {
		t.Fatalf("rows %+v", tr.view.Rows)
	}
}
