package evening

import (
	"slices"
	"strings"
	"testing"

	"sessionzero/rules/sheet"
)

func allTexts(s sheet.Sheet, panel int) string {
	return strings.Join(sheet.AllTexts(s.Panel(panel).Blocks), "|")
}

func TestSheetCarriesDerivedValues(t *testing.T) {
	data, _ := wren().Encode()
	s, err := Sheet("Wren", "Ana", "Ashes", data)
	if err != nil {
		t.Fatal(err)
	}
	for panel, wants := range map[int][]string{
		1: {"Wren", "Ana", "Ashes", "Sample class", "Athletics", "Class kit", "Finesse", "+1"},
		2: {"Max health", "Reflex", "+2", "Spear", "+4", "1d8", "d8", "Unconscious", "natural 20 hits"},
		3: {"Supplies", "Rope", "Load 3 / 7", "Medium 20"},
		4: {"XP 10", "Progression", "now", "Portrait"},
	} {
		txt := allTexts(s, panel)
		for _, w := range wants {
			if !strings.Contains(txt, w) {
				t.Errorf("panel %d lacks %q", panel, w)
			}
		}
	}
	{
		_, err := Sheet("Bad", "", "", []byte(`{"injury":9}`))
		if err == nil {
			t.Fatalf("err == nil: bad data: %v", err)
		}
		if !strings.Contains(err.Error(), "injury is 9") {
			t.Errorf(`!strings.Contains(err.Error(), "injury is 9"): bad data: %v`, err)
		}
	}
}

func TestBlankSheet(t *testing.T) {
	s := BlankSheet()
	for p := 1; p <= 4; p++ {
		if len(s.Panel(p).Blocks) == 0 {
			t.Errorf("panel %d empty", p)
		}
	}
	if strings.Contains(allTexts(s, 2), "+") && slices.Contains(strings.Split(allTexts(s, 2), "|"), "+0") {
		t.Error("blank sheet prints numbers")
	}
	if !strings.Contains(allTexts(s, 1), "Finesse") {
		t.Error("blank sheet lacks labels")
	}
}

func BenchmarkSheet(b *testing.B) {
	data, _ := wren().Encode()
	for b.Loop() {
		if _, err := Sheet("Wren", "", "", data); err != nil {
			b.Fatal(err)
		}
	}
}

func TestSheetShowsNoFileKeys(t *testing.T) {
	data, _ := wren().Encode()
	s, err := Sheet("Wren", "Ana", "Ashes", data)
	if err != nil {
		t.Fatal(err)
	}
	for panel := 1; panel <= sheet.PanelCount; panel++ {
		for _, txt := range sheet.AllTexts(s.Panel(panel).Blocks) {
			for _, key := range append(append([]string{}, aptitudeSources...), AssetKinds...) {
				if txt == key {
					t.Errorf("panel %d shows the file key %q", panel, key)
				}
			}
		}
	}
}

// TestSheetSentencesRead: numbers inside sentences read on both sheets:
// "each die +0" (not "+ +0") on a filled sheet, "Load ___ / ___" (not
// "Load  / ") on a blank one.
func TestSheetSentencesRead(t *testing.T) {
	data, _ := wren().Encode()
	filled, err := Sheet("Wren", "", "", data)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		s        sheet.Sheet
		panel    int
		want     string
		notWants []string
	}{
		{filled, 2, "short rest: each die +", []string{"+ +", "+ -"}},
		{BlankSheet(), 2, "short rest: each die + ___", nil},
		{BlankSheet(), 3, "Load ___ / ___", []string{"Load  / "}},
		{BlankSheet(), 4, "XP ___ · available ___", nil},
	} {
		txt := allTexts(c.s, c.panel)
		if !strings.Contains(txt, c.want) {
			t.Errorf("panel %d lacks %q: %s", c.panel, c.want, txt)
		}
		for _, n := range c.notWants {
			if strings.Contains(txt, n) {
				t.Errorf("panel %d has %q", c.panel, n)
			}
		}
	}
}

// scoreOn is the value printed in the box labelled label on a panel.
func scoreOn(t *testing.T, s sheet.Sheet, panel int, label string) string {
	t.Helper()
	for _, b := range s.Panel(panel).Blocks {
		if sc, ok := b.(sheet.Scores); ok {
			for _, it := range sc.Items {
				if it.Label == label {
					return it.Value
				}
			}
		}
	}
	t.Fatalf("no %q box on panel %d", label, panel)
	return ""
}

// TestHealthBoxesFilled: a filled sheet prints the health derive gives
// (issue 26: the Health box was empty), full or hurt, and the temporary
// health when there is some; the blank sheet leaves them to write in.
func TestHealthBoxesFilled(t *testing.T) {
	hurt := wren()
	hurt.CurrentHP, hurt.TemporaryHP = intp(3), 2
	tired := wren()
	tired.Exhaustion = 4 // "Health maximum is halved" (003_b350af455cb359c1.txt, Levels of exhaustion)
	for name, c := range map[string]Character{"full": wren(), "hurt": hurt, "exhaustion 4": tired} {
		data := encoded(t, c)
		d, err := System{}.Derive(data)
		if err != nil {
			t.Fatal(err)
		}
		s, err := Sheet("Wren", "", "", data)
		if err != nil {
			t.Fatal(err)
		}
		wantTemp := ""
		if c.TemporaryHP > 0 {
			wantTemp = d.Text("temporary_hp")
		}
		{
			got := scoreOn(t, s, 2, "Health")
			if got == "" {
				t.Fatalf(`got == "": %s: Health box %q, derive says %q`, name, got, d.Text("current_hp"))
			}
			if got != d.Text("current_hp") {
				t.Errorf(`got != d.Text("current_hp"): %s: Health box %q, derive says %q`, name, got, d.Text("current_hp"))
			}
		}
		if got := scoreOn(t, s, 2, "Max health"); got != d.Text("max_hp") {
			t.Errorf("%s: Max health box %q, derive says %q", name, got, d.Text("max_hp"))
		}
		if got := scoreOn(t, s, 2, "Temporary"); got != wantTemp {
			t.Errorf("%s: Temporary box %q, want %q", name, got, wantTemp)
		}
	}
	if got := scoreOn(t, BlankSheet(), 2, "Health"); got != "" {
		t.Errorf("blank sheet Health %q", got)
	}
}
