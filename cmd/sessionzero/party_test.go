package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"sessionzero/model"
	"sessionzero/rules/systems"
)

const (
	dvrFile       = "../../export/sheets/testdata/dvr.json"
	eveningFile   = "../../export/sheets/testdata/evening.json"
	rollunderFile = "../../export/sheets/testdata/rollunder.json"
	typicalFile   = "../../rules/drgn/testdata/typical.json"
)

// partyLibrary imports a mixed campaign "Ember Road" (one character of
// each system, two DRGN ones) and one character elsewhere.
func partyLibrary(t *testing.T) (dir, db string) {
	t.Helper()
	dir = t.TempDir()
	db = filepath.Join(dir, "lib.db")
	var files []string
	for i, f := range []struct{ path, system, name string }{
		{rollunderFile, "rollunder", "Ada"}, {typicalFile, "drgn", "Wren"}, {centaurFile, "drgn", "Brannoch"},
		{meganFile, "dragonhead", "Megan"}, {dvrFile, "dvr", "Jessie"}, {eveningFile, "evening", "Hollow"},
	} {
		files = append(files, writeCharacter(t, dir, fmt.Sprintf("c%d.json", i), f.system, f.name, "Ember Road", readData(t, f.path)))
	}
	files = append(files, writeCharacter(t, dir, "o.json", "drgn", "Other", "Elsewhere", readData(t, centaurFile)))
	succeeds(t, append([]string{"--db", db, "import"}, files...)...)
	return dir, db
}

func TestPartyText(t *testing.T) {
	_, db := partyLibrary(t)
	out := succeeds(t, "--db", db, "party", "--campaign", "ember road")
	// One table per system, in the systems' order, rows sorted by name.
	var order []int
	for _, s := range systems.All() {
		order = append(order, strings.Index(out, "\n"+s.Name()+"\n"))
	}
	for i := range order {
		if order[i] < 0 || (i > 0 && order[i] < order[i-1]) {
			t.Fatalf("tables out of the systems' order %v:\n%s", order, out)
		}
	}
	for _, want := range []string{
		"Party at a glance: Ember Road (6 characters)",
		"Character  Player  HP       Temp HP  Evasion",
		"Brannoch   —       250/250  0        20",
		"Wren       —       100/100  0        20       4",
		"Ada        —       4/5  3       12 (60%)",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	if strings.Contains(out, "Other") || strings.Index(out, "Brannoch") > strings.Index(out, "Wren ") {
		t.Errorf("wrong characters or order:\n%s", out)
	}
}

func TestPartyJSON(t *testing.T) {
	_, db := partyLibrary(t)
	var got partyJSON
	if err := json.Unmarshal([]byte(succeeds(t, "--db", db, "party", "--campaign", "Ember Road", "--json")), &got); err != nil {
		t.Fatal(err)
	}
	if got.Campaign != "Ember Road" || got.Characters != 6 || len(got.Tables) != 5 || len(got.Skipped) != 0 {
		t.Fatalf("party JSON %+v", got)
	}
	// Each cell is the system's own row for that character (the rules'
	// tests check the rows against derive).
	for _, tb := range got.Tables {
		s, _ := systems.ByID(tb.System)
		for _, r := range tb.Rows {
			if len(r.Columns) != len(tb.Labels) {
				t.Errorf("%s: %d cells for %d labels", r.Name, len(r.Columns), len(tb.Labels))
			}
			if tb.SystemName != s.Name() {
				t.Errorf("%s's table is named %q", tb.System, tb.SystemName)
			}
		}
	}
	if hp := got.Tables[0].Rows[0].Columns[0]; got.Tables[0].Rows[0].Name != "Brannoch" || hp.Label != "HP" || hp.Value != "250/250" || !strings.Contains(hp.Explain, "Max HP 250") {
		t.Errorf("DRGN's first row %+v", got.Tables[0].Rows[0])
	}
}

func TestPartyEmptyAndBadInput(t *testing.T) {
	dir, db := partyLibrary(t)
	store, err := model.Open(db, model.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.EnsureCampaign(context.Background(), "Next Season"); err != nil {
		t.Fatal(err)
	}
	store.Close()
	out := succeeds(t, "--db", db, "party", "--campaign", "Next Season")
	if !strings.Contains(out, `Campaign "Next Season" has no characters yet: import character files`) {
		t.Errorf("empty campaign: %q", out)
	}
	var empty partyJSON
	if err := json.Unmarshal([]byte(succeeds(t, "--db", db, "party", "--campaign", "Next Season", "--json")), &empty); err != nil || empty.Message == "" || empty.Tables == nil || empty.Characters != 0 {
		t.Errorf("empty campaign JSON %+v (%v)", empty, err)
	}
	for _, tt := range []struct {
		name string
		args []string
		want string
	}{
		{"unknown campaign", []string{"--db", db, "party", "--campaign", "Nowhere"}, `no campaign is named "Nowhere"`},
		{"unknown campaign, JSON", []string{"--db", db, "party", "--campaign", "Nowhere", "--json"}, `no campaign is named "Nowhere"`},
		{"no campaign", []string{"--db", db, "party"}, "party needs --campaign NAME"},
		{"a file", []string{"--db", db, "party", "x.json", "--campaign", "Ember Road"}, "party takes no files"},
		{"gm without campaign", []string{"sheet", centaurFile, "--gm", "-o", filepath.Join(dir, "x.pdf")}, "--gm needs --campaign NAME"},
		{"gm of an unknown campaign", []string{"--db", db, "sheet", "--campaign", "Nowhere", "--gm", "-o", filepath.Join(dir, "x.pdf")}, "no campaign is named"},
	} {
		t.Run(tt.name, func(t *testing.T) { refused(t, tt.want, tt.args...) })
	}
}

// sheet --campaign --gm adds one landscape page after the sheets (two pages
// a character), holding every character's row.
func TestSheetGMPage(t *testing.T) {
	dir, db := partyLibrary(t)
	out := filepath.Join(dir, "gm.pdf")
	stdout := succeeds(t, "--db", db, "sheet", "--campaign", "Ember Road", "--gm", "-o", out)
	if !strings.Contains(stdout, "6 sheets, 13 pages") || !strings.Contains(stdout, "GM page: 1 page") {
		t.Errorf("stdout %q", stdout)
	}
	if info := pdfInfo(t, out); !strings.Contains(info, "Pages:           13") {
		t.Errorf("pdfinfo:\n%s", info)
	}
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext not installed")
	}
	page, err := exec.Command("pdftotext", "-layout", "-f", "13", "-l", "13", out, "-").CombinedOutput()
	if err != nil {
		t.Fatal(err)
	}
	text := string(page)
	for _, want := range []string{"Party at a glance — Ember Road", "Brannoch", "250/250", "Jessie", "Reflex d8", "Megan", "11/10", "Hollow", "1 (d8)", "Ada", "12 (60%)"} {
		if !strings.Contains(text, want) {
			t.Errorf("the GM page lacks %q:\n%s", want, text)
		}
	}
}
