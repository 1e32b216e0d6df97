package rollunder

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"sessionzero/rules/sheet"
)

func sheetText(s sheet.Sheet) string {
	var all []string
	for i := 1; i <= sheet.PanelCount; i++ {
		all = append(all, sheet.AllTexts(s.Panel(i).Blocks)...)
	}
	return strings.Join(all, "|")
}

func TestSheetFromDerive(t *testing.T) {
	data := `{"str": 12, "current_str": 9, "max_hp": 5, "current_hp": 3,
	  "armor_pieces": [{"name": "Mail", "armor": 2}, {"name": "Shield", "armor": 2}],
	  "weapons": [{"name": "Spear", "die": 8, "wielded": true}], "conditions": ["Stunned"],
	  "hirelings": [{"name": "Bo", "role": "apprentice", "max_hp": 3}]}`
	start := time.Now()
	s, err := Sheet("Ada", "Kim", "Marsh", json.RawMessage(data))
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 20*time.Millisecond {
		t.Logf("sheet took %v (target under 20 ms)", d)
	}
	text := sheetText(s)
	for _, want := range []string{"Ada", "Spear", "d8", "now 9", "45%", "total 4, counts as 3", "Bo", "apprentice", "never more than 3"} {
		if !strings.Contains(text, want) {
			t.Errorf("sheet lacks %q", want)
		}
	}
	hp := s.Panel(1).Blocks[3].(sheet.Track)
	if hp.Count != 5 || hp.Checked != 2 {
		t.Errorf("HP track %+v", hp)
	}
	if _, err := Sheet("x", "", "", json.RawMessage(`{"str": 99}`)); err == nil {
		t.Error("bad data made a sheet")
	}
}

func TestBlankSheet(t *testing.T) {
	s := BlankSheet()
	if hp := s.Panel(1).Blocks[3].(sheet.Track); hp.Count != 20 {
		t.Errorf("blank HP boxes %d", hp.Count)
	}
	if w := s.Panel(2).Blocks[0].(sheet.Table); w.MinRows != 4 || len(w.Rows) != 0 {
		t.Errorf("weapon rows %+v", w)
	}
	// back cover save table: score 10 plain 50%, adv 75%, dis 25%
	rows := SaveTable()
	if got := strings.Join(rows[9], " "); got != "10 50% 75% 25%" {
		t.Errorf("save table row 10: %s", got)
	}
}

func BenchmarkSheet(b *testing.B) {
	data := json.RawMessage(`{"str": 12, "max_hp": 30, "armor_pieces": [{"name": "Mail", "armor": 2}], "weapons": [{"name": "Spear", "die": 8, "wielded": true}, {"name": "Bow", "die": 6}], "bonus_dice": [6, 4], "hirelings": [{"name": "Bo", "role": "apprentice", "max_hp": 3}]}`)
	for range b.N {
		if _, err := Sheet("Ada", "Kim", "Marsh", data); err != nil {
			b.Fatal(err)
		}
	}
}
