package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	dragonheadtest "sessionzero/internal/rulestest/dragonhead"
	"sessionzero/model"
)

const (
	centaurFile = "../../rules/drgn/testdata/centaur.json"
	meganFile   = "../../rules/dragonhead/testdata/megan.json"
)

// pdfInfo runs poppler's pdfinfo; tests that need it skip without it.
func pdfInfo(t *testing.T, path string) string {
	t.Helper()
	if _, err := exec.LookPath("pdfinfo"); err != nil {
		t.Skip("pdfinfo (poppler-utils) not installed")
	}
	out, err := exec.Command("pdfinfo", path).CombinedOutput()
	if err != nil {
		t.Fatalf("pdfinfo %s: %v\n%s", path, err, out)
	}
	return string(out)
}

func pdfText(t *testing.T, path string) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) not installed")
	}
	out, err := exec.Command("pdftotext", "-layout", path, "-").CombinedOutput()
	if err != nil {
		t.Fatalf("pdftotext %s: %v\n%s", path, err, out)
	}
	return string(out)
}

func TestSheetCommandFiles(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		pages string
		size  string
		say   string
	}{
		// 002_81d21628bd61f597.txt: "printed in landscape mode on the front
		// and back of a single sheet of paper": two pages a character.
		{"letter", []string{centaurFile, meganFile}, "Pages:           4", "792 x 612 pts (letter)", "2 sheets, 4 pages, 0 continuation sheets (Letter landscape)"},
		{"a4", []string{centaurFile, "--paper", "a4"}, "Pages:           2", "841.89 x 595.28 pts (A4)", "1 sheet, 2 pages, 0 continuation sheets (A4 landscape)"},
		{"blank", []string{"--blank", "dragonhead", "--paper", "A4"}, "Pages:           2", "(A4)", "1 sheet, 2 pages"},
		{"files and blank", []string{meganFile, "--blank", "drgn"}, "Pages:           4", "(letter)", "2 sheets, 4 pages"},
		// The placemat is a flat page padded with a blank back page.
		{"placemat", []string{meganFile, "--placemat"}, "Pages:           4", "(letter)", "1 sheet, 4 pages"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out.pdf")
			stdout := succeeds(t, append([]string{"sheet", "-o", out}, tt.args...)...)
			if !strings.Contains(stdout, tt.say) {
				t.Errorf("stdout %q lacks %q", stdout, tt.say)
			}
			info := pdfInfo(t, out)
			if !strings.Contains(info, tt.pages) || !strings.Contains(info, tt.size) {
				t.Errorf("pdfinfo:\n%s\nwant %q and %q", info, tt.pages, tt.size)
			}
		})
	}
}

func TestSheetCommandPrintsTheBooksNumbers(t *testing.T) {
	out := filepath.Join(t.TempDir(), "party.pdf")
	succeeds(t, "sheet", centaurFile, meganFile, "-o", out)
	text := pdfText(t, out)
	// 000_83d7bea2fb475415.txt: "will have 250 hit points"; 002_81d21628bd61f597.txt:
	// "Megan has two inclinations separated by a slash: LN / CG."
	for _, want := range []string{"Brannoch Ashhoof", "250", "Fireball", "Megan Steelion", "LN / CG", "Warlord 1", "3,500"} {
		if !strings.Contains(text, want) {
			t.Errorf("the PDF's text lacks %q", want)
		}
	}
}

// writeCharacter writes a character file with the given name and data.
func writeCharacter(t *testing.T, dir, file, system, name, campaign string, data any) string {
	t.Helper()
	b, err := json.Marshal(map[string]any{"format": "sessionzero/character", "version": 1, "system": system, "name": name, "campaign": campaign, "data": data})
	if err != nil {
		t.Fatal(err)
	}
	return writeFile(t, dir, file, string(b))
}

func TestSheetCommandUTF8AndContinuation(t *testing.T) {
	dir := t.TempDir()
	var abilities []map[string]any
	for i := range 8 {
		abilities = append(abilities, map[string]any{
			"name":       fmt.Sprintf("Ability %d", i+1),
			"components": []map[string]any{{"name": "power", "value": 5}},
			"uses":       10,
		})
	}
	data := map[string]any{"tier": 1, "xp_budget": 350, "body_shape": "Humanoid", "size": "Medium",
		"traits": map[string]int{"Constitution": 20}, "abilities": abilities, "skin": map[string]string{"physical": "Slashing", "elemental": "Fire"}}
	path := writeCharacter(t, dir, "zoe.json", "drgn", "Zoë Łukasiewicz-Ørsted", "", data)
	out := filepath.Join(dir, "zoe.pdf")
	stdout := succeeds(t, "sheet", path, "-o", out)
	// 8 abilities of 10 uses cannot fit panel 4: it continues on a continuation sheet
	// (two more pages), and the user is told.
	if !strings.Contains(stdout, "1 sheet, 4 pages, 1 continuation sheet") || !strings.Contains(stdout, "continued: Zoë Łukasiewicz-Ørsted, panel 4 (Abilities & XP)") {
		t.Errorf("stdout %q does not report the continuation sheet", stdout)
	}
	if info := pdfInfo(t, out); !strings.Contains(info, "Pages:           4") {
		t.Errorf("pdfinfo:\n%s", info)
	}
	text := pdfText(t, out)
	if !strings.Contains(text, "Zoë Łukasiewicz-Ørsted") || !strings.Contains(text, "Ability 8") || !strings.Contains(text, "(continued)") {
		t.Errorf("the PDF's text lacks the UTF-8 name, the last ability or the continued panel:\n%s", text)
	}
}

func TestSheetCommandCampaign(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "lib.db")
	c := writeCharacter(t, dir, "c.json", "drgn", "Brannoch", "Ember Road", readData(t, centaurFile))
	m := writeCharacter(t, dir, "m.json", "dragonhead", "Megan", "Ember Road", readData(t, meganFile))
	z := writeCharacter(t, dir, "z.json", "dvr", "Zoë", "Ember Road", map[string]any{})
	o := writeCharacter(t, dir, "o.json", "drgn", "Other", "Elsewhere", readData(t, centaurFile))
	succeeds(t, "--db", db, "import", c, m, z, o)
	out := filepath.Join(dir, "party.pdf")
	stdout := succeeds(t, "--db", db, "sheet", "--campaign", "ember road", "--paper", "a4", "-o", out)
	if !strings.Contains(stdout, "3 sheets, 6 pages") {
		t.Errorf("stdout %q", stdout)
	}
	info := pdfInfo(t, out)
	if !strings.Contains(info, "Pages:           6") || !strings.Contains(info, "(A4)") {
		t.Errorf("pdfinfo:\n%s", info)
	}
	text := pdfText(t, out)
	if !strings.Contains(text, "Brannoch") || !strings.Contains(text, "Megan") || strings.Contains(text, "Other") {
		t.Errorf("the party PDF holds the wrong characters:\n%.400s", text)
	}
}

func readData(t *testing.T, path string) json.RawMessage {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var f struct{ Data json.RawMessage }
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	return f.Data
}

func TestSheetCommandBadInput(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "lib.db")
	dvr := writeCharacter(t, dir, "z.json", "dvr", "Zoë", "", map[string]any{"game_type": 5})
	broken := writeCharacter(t, dir, "b.json", "drgn", "B", "", map[string]any{"traits": map[string]any{"Constitution": "high"}})
	out := filepath.Join(dir, "out.pdf")
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"no output", []string{"sheet", centaurFile}, "needs -o"},
		{"nothing to print", []string{"sheet", "-o", out}, "needs character files"},
		{"bad paper", []string{"sheet", centaurFile, "--paper", "legal", "-o", out}, "unknown paper"},
		{"missing file", []string{"sheet", filepath.Join(dir, "nope.json"), "-o", out}, "nope.json"},
		{"broken dvr data", []string{"sheet", dvr, "-o", out}, "z.json"},
		{"broken data", []string{"sheet", broken, "-o", out}, "b.json"},
		{"unknown blank", []string{"sheet", "--blank", "gurps", "-o", out}, "unknown system"},
		{"both sources", []string{"sheet", centaurFile, "--campaign", "X", "-o", out}, "not both"},
		{"unknown campaign", []string{"--db", db, "sheet", "--campaign", "Nowhere", "-o", out}, "no campaign is named"},
		{"unknown flag", []string{"sheet", centaurFile, "--colour", "-o", out}, "colour"},
		{"unwritable output", []string{"sheet", centaurFile, "-o", filepath.Join(dir, "no", "dir", "x.pdf")}, "cannot write"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			refused(t, tt.want, tt.args...)
		})
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("a failed print left %s behind (%v)", out, err)
	}
}

// sheet --campaign prints Dragonhead rolls through the library's Dice Table
// (the setting dragonhead.SettingDiceTable), not the default: Megan's
// Walk 8 is "d8" by the default table and "2d4" by the group's.
func TestSheetCommandCampaignUsesTheGroupsDiceTable(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "lib.db")
	m := writeCharacter(t, dir, "m.json", "dragonhead", "Megan", "Ember Road", readData(t, meganFile))
	succeeds(t, "--db", db, "import", m)
	print := func(name string) string {
		out := filepath.Join(dir, name)
		succeeds(t, "--db", db, "sheet", "--campaign", "Ember Road", "-o", out)
		return pdfText(t, out)
	}
	// The Combat panel prints the roll on the line above its "Move" label.
	moveRoll := regexp.MustCompile(`(\S+)\s*\n\s*Move\b`)
	rollOf := func(text string) string {
		m := moveRoll.FindStringSubmatch(text)
		if m == nil {
			t.Fatalf("no Move roll on the sheet:\n%s", text)
		}
		return m[1]
	}
	if got := rollOf(print("default.pdf")); got != "d8" {
		t.Fatalf("with the default table the sheet shows Move %q, want d8", got)
	}
	store, err := model.Open(db, model.Options{})
	if err != nil {
		t.Fatal(err)
	}
	dragonheadtest.SaveDiceRoll(t, store, 8, "2d4")
	if err := store.Close(); err != nil {
		t.Fatal(err)
	}
	if got := rollOf(print("group.pdf")); got != "2d4" {
		t.Fatalf("with the group's table the sheet shows Move %q, want 2d4", got)
	}
}
