package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sessionzero/internal/wordscheck"
)

// cli runs the program in-process and returns its exit code and output.
func cli(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

// succeeds runs the program with args, stops the test unless it exits 0
// and returns stdout.
func succeeds(t *testing.T, args ...string) string {
	t.Helper()
	code, out, errOut := cli(t, args...)
	if code != 0 {
		t.Fatalf("%q: exit %d: %s", args, code, errOut)
	}
	return out
}

// refused runs the program with args and reports an error unless it
// exits 2 with one line on stderr that contains want and no stack trace;
// it returns stdout.
func refused(t *testing.T, want string, args ...string) string {
	t.Helper()
	code, out, errOut := cli(t, args...)
	if code != 2 || !strings.Contains(errOut, want) || strings.Count(errOut, "\n") != 1 || !strings.HasSuffix(errOut, "\n") ||
		strings.Contains(errOut, "goroutine") {
		t.Errorf("%q: exit %d, stderr %q; want exit 2 and one line with %q", args, code, errOut, want)
	}
	return out
}

func writeFile(t *testing.T, dir, name, content string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestSystemsJSON(t *testing.T) {
	out := succeeds(t, "systems", "--json")
	var got []struct{ ID, Name, Book string }
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, s := range got {
		ids = append(ids, s.ID)
		if s.Name == "" || s.Book == "" {
			t.Fatalf("system %s has no name or book", s.ID)
		}
	}
	// Issue 28: a JSON value names the book, not our file of it.
	if ref := wordscheck.Reference(out); ref != "" {
		t.Errorf("systems --json carries %q:\n%s", ref, out)
	}
	if strings.Join(ids, ",") != "drgn,dvr,dragonhead,evening,rollunder" {
		t.Fatalf("ids = %v", ids)
	}
}

func TestImportListExportRoundTrip(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "lib.db")
	good := writeFile(t, dir, "zoe.json", `{"format":"sessionzero/character","version":1,"system":"dvr","name":"Zoë","player":"Łukasz","campaign":"Night","notes":"","data":{"k":1},"x-tool":"kept"}`)
	good2 := writeFile(t, dir, "ash.json", `{"format":"sessionzero/character","version":1,"system":"evening","name":"Ash","data":{}}`)
	bad := writeFile(t, dir, "bad.json", `{"format":"sessionzero/character","version":1,"system":"gurps","name":"X"}`)

	code, out, errOut := cli(t, "--db", db, "import", good, bad, good2)
	if code != 2 {
		t.Fatalf("import with one bad file: exit %d, want 2", code)
	}
	if !strings.Contains(errOut, "bad.json") || !strings.Contains(errOut, "gurps") {
		t.Fatalf("stderr should name the bad file and the reason: %q", errOut)
	}
	if strings.Count(out, "imported") != 2 {
		t.Fatalf("the good files should still import: %q", out)
	}

	code, out, _ = cli(t, "--db", db, "list", "--json", "--campaign", "night")
	if code != 0 {
		t.Fatalf("list exit %d", code)
	}
	var rows []struct {
		ID                             int64
		System, Name, Player, Campaign string
	}
	json.Unmarshal([]byte(out), &rows)
	if len(rows) != 1 || rows[0].Name != "Zoë" || rows[0].Campaign != "Night" || rows[0].System != "dvr" {
		t.Fatalf("list = %s", out)
	}
	code, out, _ = cli(t, "--db", db, "list", "--system", "evening", "--json")
	if code != 0 || !strings.Contains(out, `"Ash"`) || strings.Contains(out, "Zoë") {
		t.Fatalf("list --system evening = %d %s", code, out)
	}

	exported := filepath.Join(dir, "out.json")
	succeeds(t, "--db", db, "export", "--name", "zoë", "-o", exported)
	raw, _ := os.ReadFile(exported)
	var back map[string]any
	json.Unmarshal(raw, &back)
	if back["name"] != "Zoë" || back["campaign"] != "Night" || back["x-tool"] != "kept" || back["format"] != "sessionzero/character" {
		t.Fatalf("exported file = %s", raw)
	}
	succeeds(t, "--db", db, "export", "--id", "1", "-o", filepath.Join(dir, "by-id.json"))
}

func TestBadInputExitsTwoWithOneLine(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "lib.db")
	notDB := writeFile(t, dir, "notes.txt", "hello")
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"unknown command", []string{"frobnicate"}, "unknown command"},
		{"unknown flag", []string{"--db", db, "list", "--colour"}, "flag provided but not defined"},
		{"unknown system", []string{"--db", db, "list", "--system", "gurps"}, "unknown system"},
		{"unknown campaign", []string{"--db", db, "list", "--campaign", "Nope"}, "no campaign"},
		{"import nothing", []string{"--db", db, "import"}, "at least one"},
		{"import missing file", []string{"--db", db, "import", filepath.Join(dir, "nope.json")}, "nope.json"},
		{"export both", []string{"--db", db, "export", "--id", "1", "--name", "x", "-o", "o"}, "exactly one"},
		{"export no such", []string{"--db", db, "export", "--id", "99", "-o", filepath.Join(dir, "o.json")}, "not found"},
		{"export no -o", []string{"--db", db, "export", "--id", "1"}, "-o FILE"},
		{"library is not a database", []string{"--db", notDB, "list"}, "not an SQLite database"},
		{"derive not a file", []string{"derive", notDB}, "not valid JSON"},
		{"derive two", []string{"derive", "a", "b"}, "exactly one"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			refused(t, tt.want, tt.args...)
		})
	}
	raw, _ := os.ReadFile(notDB)
	if string(raw) != "hello" {
		t.Fatal("the non-library file given with --db was changed")
	}
}

func TestVersion(t *testing.T) {
	code, out, _ := cli(t, "version")
	if code != 0 || !strings.HasPrefix(out, "sessionzero ") {
		t.Fatalf("version = %d %q", code, out)
	}
}

func TestDeriveDRGNCentaur(t *testing.T) {
	out := succeeds(t, "derive", "../../rules/drgn/testdata/centaur.json", "--json")
	var m map[string]any
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatal(err)
	}
	// 000_83d7bea2fb475415.txt: a Large character's HP modifier is 1.25; Constitution 50 × 4 × 1.25 = 250.
	for key, want := range map[string]float64{"max_hp": 250, "xp_budget": 350, "xp_spent": 296, "xp_remaining": 54} {
		if m[key] != want {
			t.Errorf("%s = %v, want %v", key, m[key], want)
		}
	}
	for _, key := range []string{"speed", "toughness", "evasion_reduction", "problems"} {
		if _, ok := m[key]; !ok {
			t.Errorf("derive --json lacks %q", key)
		}
	}
}
