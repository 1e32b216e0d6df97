package systems

import (
	"encoding/json"
	"os"
	"testing"

	"sessionzero/rules/glance"
)

func glanceChar(t *testing.T, path string) glance.Character {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var c struct {
		System string          `json:"system"`
		Name   string          `json:"name"`
		Player string          `json:"player"`
		Data   json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal(b, &c); err != nil {
		t.Fatal(err)
	}
	return glance.Character{System: c.System, Name: c.Name, Player: c.Player, Data: c.Data}
}

// A mixed campaign: one table per system in the systems' order, rows in
// the order given, a broken character skipped with its reason.
func TestPartyGroupsBySystem(t *testing.T) {
	chars := []glance.Character{
		glanceChar(t, "../../export/sheets/testdata/rollunder.json"),
		glanceChar(t, "../drgn/testdata/typical.json"),
		glanceChar(t, "../../export/sheets/testdata/dvr.json"),
		glanceChar(t, "../drgn/testdata/centaur.json"),
		{System: "evening", Name: "Broken", Data: json.RawMessage(`[1]`)},
		{System: "chess", Name: "Pawn", Data: json.RawMessage(`{}`)},
	}
	tables, skipped := Party(chars)
	var got []string
	for _, tb := range tables {
		got = append(got, tb.System+":")
		for _, r := range tb.Rows {
			got = append(got, r.Name)
			if len(r.Columns) != len(tb.Labels) {
				t.Errorf("%s has %d cells for %d labels", r.Name, len(r.Columns), len(tb.Labels))
			}
		}
	}
	want := []string{"drgn:", "Wren Alderbrook-Vasquez of the Lantern Road", "Brannoch Ashhoof", "dvr:", "Jessie Calloway", "rollunder:", "Ada Marsh"}
	if len(got) != len(want) {
		t.Fatalf("tables %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("tables %q, want %q", got, want)
		}
	}
	if len(skipped) != 2 || skipped[0].Character.Name != "Broken" || skipped[1].Character.Name != "Pawn" {
		t.Errorf("skipped %+v, want Broken and Pawn", skipped)
	}
	if tables, _ := Party(nil); len(tables) != 0 {
		t.Errorf("no characters gave %d tables", len(tables))
	}
}

// Every system gives a party row.
func TestEverySystemHasAGlance(t *testing.T) {
	for _, s := range All() {
		if _, ok := s.(glance.Provider); !ok {
			t.Errorf("%s has no party row", s.ID())
		}
	}
}
