package dvr

import (
	"encoding/json"
	"strings"
	"testing"

	"sessionzero/rules/sheet"
)

func panelText(s sheet.Sheet, n int) string {
	return strings.Join(sheet.AllTexts(s.Panel(n).Blocks), "|")
}

func TestSheetPanels(t *testing.T) {
	s, err := Sheet("Jessie", "Ana", "Westward", json.RawMessage(`{"script":{"Toughness":8,"Power":6,"Reflex":8},"focus_die":"Reflex",
		"skills":{"Stealth":6},"prepped":["Stealth"],"items":[{"name":"Gun","kind":"weapon","die":6,"damage":4}],"xp_earned":[{"amount":300}]}`))
	if err != nil {
		t.Fatal(err)
	}
	for n, want := range map[int][]string{
		1: {"Jessie", "Reflex", "17", "11", "Dazed"},
		2: {"Stealth", "d6", "•", "Pushing"},
		3: {"Gun", "Duel"},
		4: {"300", "XP prices (normal)", "Splinter"},
	} {
		txt := panelText(s, n)
		for _, w := range want {
			if !strings.Contains(txt, w) {
				t.Errorf("panel %d lacks %q: %s", n, w, txt)
			}
		}
	}
	var health sheet.Track
	for _, b := range s.Panel(1).Blocks {
		if tr, ok := b.(sheet.Track); ok && tr.Label == "Health" {
			health = tr
		}
	}
	if health.Count != 17 {
		t.Errorf("Health boxes %d, want 17 = 8 + 6 + 3", health.Count)
	}
	if _, err := Sheet("x", "", "", json.RawMessage(`{"script":{"Power":7}}`)); err == nil {
		t.Error("bad data printed")
	}
}

func TestBlankSheet(t *testing.T) {
	s := BlankSheet()
	txt := panelText(s, 4)
	if !strings.Contains(txt, "XP prices (normal)") {
		t.Errorf("blank sheet lacks a price table: %s (failed: %s)", txt, `!strings.Contains(txt, "XP prices (normal)")`)
	}
	if !strings.Contains(txt, "XP prices (hard)") {
		t.Errorf("blank sheet lacks a price table: %s (failed: %s)", txt, `!strings.Contains(txt, "XP prices (hard)")`)
	}
	for _, b := range s.Panel(2).Blocks {
		if tb, ok := b.(sheet.Table); ok && tb.Caption == "Skills" && (len(tb.Rows) != len(GenericSkills) || tb.MinRows != len(GenericSkills)+2) {
			t.Errorf("blank skills: %d rows, min %d", len(tb.Rows), tb.MinRows)
		}
	}
	counts := map[string]int{}
	for _, b := range s.Panel(1).Blocks {
		if tr, ok := b.(sheet.Track); ok {
			counts[tr.Label] = tr.Count
		}
	}
	if counts["Health"] != 27 {
		t.Errorf("blank boxes %v (failed: %s)", counts, `counts["Health"] != 27`)
	}
	if counts["Focus"] != 15 {
		t.Errorf("blank boxes %v (failed: %s)", counts, `counts["Focus"] != 15`)
	}
}

// TestSheetLeavesBlankRanksBlank: an ancestry from the perk table ("Dwarf",
// 001_b486315a8cda90c7.txt Perks, no rank) prints no "0" in the Rank
// column; a ranked perk prints its rank.
func TestSheetLeavesBlankRanksBlank(t *testing.T) {
	s, err := Sheet("Kestrel", "", "", json.RawMessage(`{"perks":[{"name":"Dwarf"},{"name":"Fast on your feet","rank":2}]}`))
	if err != nil {
		t.Fatal(err)
	}
	var rows [][]string
	for n := 1; n <= sheet.PanelCount; n++ {
		for _, b := range s.Panel(n).Blocks {
			if tb, ok := b.(sheet.Table); ok && tb.Caption == "Perks & ancestry" {
				rows = tb.Rows
			}
		}
	}
	if len(rows) != 2 {
		t.Fatalf("perk rows %q (failed: %s)", rows, `len(rows) != 2`)
	}
	if rows[0][0] != "Dwarf" {
		t.Fatalf("perk rows %q (failed: %s)", rows, `rows[0][0] != "Dwarf"`)
	}
	if rows[0][1] != "" {
		t.Fatalf("perk rows %q (failed: %s)", rows, `rows[0][1] != ""`)
	}
	if rows[1][1] != "2" {
		t.Fatalf("perk rows %q (failed: %s)", rows, `rows[1][1] != "2"`)
	}
}
