package rollunder

import (
	"encoding/json"
	"strings"
	"testing"

	"sessionzero/rules/sheet"
)

// armourBlock is the cover's armour block.
func armourBlock(t *testing.T, s sheet.Sheet) sheet.Block {
	t.Helper()
	for _, b := range s.Panel(1).Blocks {
		for _, txt := range sheet.AllTexts([]sheet.Block{b}) {
			if strings.HasPrefix(txt, "Armour") {
				return b
			}
		}
	}
	t.Fatal("no armour on the cover")
	return nil
}

// TestSheetAsPrinted: what a player reads on the printed sheet. The back
// page has a title of its own; no line says the book is cut off; armour
// (never lost in play: "Armour subtracts its score from the result of any
// Damage rolls against the wearer", 004_5b2569e2fc4c8c7e.txt L22) prints
// as plain circles, one per point, none crossed out.
func TestSheetAsPrinted(t *testing.T) {
	cases := []struct {
		name, data string
		want       sheet.Block
	}{
		{"mail and shield, 2 + 2 counts as 3", `{"max_hp":4,"armor_pieces":[{"name":"Mail","armor":2},{"name":"Shield","armor":2}]}`,
			sheet.Track{Label: "Armour 3 (never more than 3)", Shape: sheet.Circle, Count: 3}},
		{"a gambeson", `{"max_hp":4,"armor_pieces":[{"name":"Gambeson","armor":1}]}`,
			sheet.Track{Label: "Armour 1 (never more than 3)", Shape: sheet.Circle, Count: 1}},
		{"no armour", `{"max_hp":4}`, sheet.Fields{Items: []sheet.Field{{Label: "Armour (never more than 3)", Value: "0"}}}},
	}
	for _, tc := range cases {
		s, err := Sheet("Ada", "", "", json.RawMessage(tc.data))
		if err != nil {
			t.Fatal(err)
		}
		got := armourBlock(t, s)
		if g, w := jsonOf(got), jsonOf(tc.want); g != w {
			t.Errorf("%s: armour %s, want %s", tc.name, g, w)
		}
	}
	blank := BlankSheet()
	if tr, ok := armourBlock(t, blank).(sheet.Track); !ok || tr.Count != 3 || tr.Checked != 0 {
		t.Errorf("blank armour %+v", armourBlock(t, blank))
	}
	for _, s := range []sheet.Sheet{blank, mustSheet(t, `{"max_hp":4,"conditions":["Unconscious"]}`)} {
		if title := s.Panel(4).Title; title == "Back cover" || title == "" {
			t.Errorf("the back page is titled %q", title)
		}
		if text := sheetText(s); strings.Contains(text, "cut off") {
			t.Errorf("the sheet says the book is cut off:\n%s", text)
		}
	}
	// "1 is always a success and 20 is always a failure" (L2): no save prints as certain or impossible.
	if r := SaveTable(); r[18][2] != ">99%" || r[0][3] != "<1%" {
		t.Errorf("score 19 with advantage %s, score 1 with disadvantage %s", r[18][2], r[0][3])
	}
}

func jsonOf(v any) string { b, _ := json.Marshal(v); return string(b) }

func mustSheet(t *testing.T, data string) sheet.Sheet {
	t.Helper()
	s, err := Sheet("Ada", "", "", json.RawMessage(data))
	if err != nil {
		t.Fatal(err)
	}
	return s
}
