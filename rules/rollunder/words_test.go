package rollunder

import (
	"encoding/json"
	"os"
	"regexp"
	"testing"
)

// ourRefs are our working references, which a player never reads: a line
// of the book's text file (L42), a decision or spec id (RU-4, §6.3), the
// book's file name.
var ourRefs = regexp.MustCompile(`\bL\d{1,3}\b|\bRU-\d+|§\s?\d|spec\b|\b00\d_[0-9a-f]+\.txt|\.txt\b`)

// TestDeriveAndSheetInPlayersWords: the derive text (explain lines, notes,
// problems) and the sheet of the sheets' testdata character and of a
// character in every state cite the book by its sections only.
func TestDeriveAndSheetInPlayersWords(t *testing.T) {
	var file struct {
		Data json.RawMessage `json:"data"`
	}
	b, err := os.ReadFile("../../export/sheets/testdata/rollunder.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &file); err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string]json.RawMessage{
		"Ada Marsh (sheets' testdata)": file.Data,
		"everything at once": json.RawMessage(`{"str":30,"current_dex":0,"current_wil":0,"max_hp":0,"current_hp":3,"conditions":["Unconscious","Blinded"],"tended":true,
			"armor_pieces":[{"name":"a","armor":3},{"name":"b","armor":2}],"weapons":[{"name":"x","die":6,"wielded":true},{"name":"y","die":6,"wielded":true},{"name":"z","die":6,"wielded":true}],
			"hirelings":[{"name":"Mira","role":"apprentice"}],"expert_services":[{"text":"priest"}]}`),
		"empty": json.RawMessage(`{}`),
	} {
		d, err := System{}.Derive(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		dj, _ := json.Marshal(d)
		if m := ourRefs.FindAllString(string(dj), -1); m != nil {
			t.Errorf("%s: derive carries %q:\n%s", name, m, dj)
		}
		sh, err := Sheet(name, "", "", data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		sj, _ := json.Marshal(sh)
		if m := ourRefs.FindAllString(string(sj), -1); m != nil {
			t.Errorf("%s: the sheet carries %q", name, m)
		}
	}
	bj, _ := json.Marshal(BlankSheet())
	if m := ourRefs.FindAllString(string(bj), -1); m != nil {
		t.Errorf("the blank sheet carries %q", m)
	}
}

// TestOddsExplainInPlayersWords: the explain lines `odds rollunder…` and
// the dice window print.
func TestOddsExplainInPlayersWords(t *testing.T) {
	var lines []string
	lines = append(lines, Save(SaveInput{Score: 25, Advantage: true}).Explain...)
	g, err := Gang(GangInput{Attackers: []Attacker{{Dice: []int{8}, Enhanced: true}, {Dice: []int{6}, Impaired: true}}, Armor: 4})
	if err != nil {
		t.Fatal(err)
	}
	lines = append(lines, g.Explain...)
	dex := SaveInput{Score: 12}
	h, err := Harm(HarmInput{Gang: GangInput{Attackers: []Attacker{{Dice: []int{8}}}}, HP: 3, STR: 6, Dodge: &dex})
	if err != nil {
		t.Fatal(err)
	}
	lines = append(lines, h.Explain...)
	for _, l := range lines {
		if m := ourRefs.FindString(l); m != "" {
			t.Errorf("%q carries %q", l, m)
		}
	}
}
