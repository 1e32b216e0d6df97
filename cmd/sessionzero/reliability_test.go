package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// charJSON is a DRGN character file with the given name and data.
func charJSON(name, data string) string {
	quoted, _ := json.Marshal(name)
	return fmt.Sprintf(`{"format":"sessionzero/character","version":1,"system":"drgn","name":%s,"data":%s}`, quoted, data)
}

// libraryWith is a new library in a temporary folder dir with one DRGN
// character, name, imported from the file path (called file).
func libraryWith(t *testing.T, file, name string) (dir, db, path string) {
	t.Helper()
	dir = t.TempDir()
	db = filepath.Join(dir, "library.db")
	path = writeFile(t, dir, file, charJSON(name, `{}`))
	succeeds(t, "--db", db, "import", path)
	return dir, db, path
}

// Issue 14, item 4: files that imported fine made later commands run for
// minutes (50,000 DRGN traits: derive 69 s; a 50,000-character name:
// sheet 176 s). Now they are refused at decode with exit 2 and one line.
func TestOversizedCharacterFilesAreRefused(t *testing.T) {
	dir := t.TempDir()
	traits := "[" + strings.Repeat(`{"name":"Brave","score":1},`, 50_000) + `{"name":"x","score":1}]`
	cases := []struct{ name, body, want string }{
		{"traits", charJSON("A", `{"traits":`+traits+`}`), "data.traits has more than 200 items"},
		{"name", charJSON(strings.Repeat("n", 50_000), `{}`), `"name" is 50000 characters long; at most 200`},
		{"deep", charJSON("A", `{"x":`+strings.Repeat("[", 5000)+strings.Repeat("]", 5000)+`}`), "nested more than 32 levels"},
	}
	for _, tt := range cases {
		path := filepath.Join(dir, tt.name+".json")
		os.WriteFile(path, []byte(tt.body), 0o600)
		for _, cmd := range [][]string{{"derive", path}, {"sheet", path, "-o", filepath.Join(dir, "out.pdf")}} {
			start := time.Now()
			refused(t, tt.want, cmd...)
			if d := time.Since(start); d > 2*time.Second {
				t.Errorf("%s %s took %v", cmd[0], tt.name, d)
			}
		}
	}
}

// Issue 14, item 5: a file nested 1,000–9,999 deep aborted the whole
// import batch. Now it is reported and the other files import.
func TestOneBadFileDoesNotStopTheImportBatch(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "library.db")
	good1, deep, good2 := filepath.Join(dir, "a.json"), filepath.Join(dir, "deep.json"), filepath.Join(dir, "b.json")
	os.WriteFile(good1, []byte(charJSON("Aster", `{}`)), 0o600)
	os.WriteFile(deep, []byte(charJSON("Deep", `{"x":`+strings.Repeat("[", 2000)+strings.Repeat("]", 2000)+`}`)), 0o600)
	os.WriteFile(good2, []byte(charJSON("Bryn", `{}`)), 0o600)
	code, out, errOut := cli(t, "--db", db, "import", good1, deep, good2)
	if code != 2 || !strings.Contains(errOut, "deep.json") || !strings.Contains(out, "Aster") || !strings.Contains(out, "Bryn") {
		t.Fatalf("exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}
	_, list, _ := cli(t, "--db", db, "list")
	if !strings.Contains(list, "Aster") || !strings.Contains(list, "Bryn") {
		t.Fatalf("list after the batch:\n%s", list)
	}
}

// Issue 14, items 6 and 8: the library's refusals exit 2 with one line.
func TestLibraryRefusalsExitTwo(t *testing.T) {
	dir := t.TempDir()
	code, _, errOut := cli(t, "--db", filepath.Join(dir, "no", "such", "x.db"), "list")
	if code != 2 || !strings.Contains(errOut, "does not exist") {
		t.Errorf("missing folder: exit %d %q", code, errOut)
	}
	if _, err := os.Stat(filepath.Join(dir, "no")); err == nil {
		t.Error("the missing folder was created")
	}
	foreign := writeFile(t, dir, "notes.txt", "not a database")
	if code, _, errOut := cli(t, "--db", foreign, "list"); code != 2 {
		t.Errorf("foreign file: exit %d %q", code, errOut)
	}
}

// Issue 14, item 9: a name with terminal escape sequences was printed raw.
func TestControlCharactersAreEscapedInTextOutput(t *testing.T) {
	_, db, path := libraryWith(t, "evil.json", "Eve\x1b]0;pwned\x07\x1b[2J")
	for _, args := range [][]string{{"--db", db, "list"}, {"derive", path}} {
		_, out, _ := cli(t, args...)
		if strings.ContainsAny(out, "\x1b\x07") || !strings.Contains(out, `Eve\x1b]0;pwned\a\x1b[2J`) {
			t.Errorf("%v printed %q", args, out)
		}
	}
	_, out, _ := cli(t, "--db", db, "list", "--json")
	if !strings.Contains(out, `Eve\u001b]0;pwned\u0007`) {
		t.Errorf("list --json changed: %s", out)
	}
}

// Issue 14, item 10: `encounter replay` read any size (a 50 MB log took
// 357 MB of memory). Now a file over 4 MB is refused before it is read.
func TestEncounterReplayRefusesHugeFiles(t *testing.T) {
	path := filepath.Join(t.TempDir(), "huge.json")
	f, _ := os.Create(path)
	f.Truncate(50 << 20) // sparse: 50 MB
	f.Close()
	code, _, errOut := cli(t, "encounter", "replay", path)
	if code != 2 || !strings.Contains(errOut, "larger than 4 MB") {
		t.Errorf("exit %d %q", code, errOut)
	}
}

// Issue 14, item 2: `export -o` onto a symlink kept the link, a folder is
// refused with exit 2.
func TestExportFollowsLinksAndRefusesFolders(t *testing.T) {
	dir, db, _ := libraryWith(t, "a.json", "Aster")
	target := filepath.Join(dir, "target.json")
	os.WriteFile(target, nil, 0o640)
	link := filepath.Join(dir, "link.json")
	os.Symlink(target, link)
	succeeds(t, "--db", db, "export", "--name", "Aster", "-o", link)
	if st, _ := os.Lstat(link); st.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced")
	}
	if st, _ := os.Stat(target); st.Size() == 0 || st.Mode().Perm() != 0o640 {
		t.Errorf("target: %d bytes, mode %v", st.Size(), st.Mode().Perm())
	}
	if code, _, _ := cli(t, "--db", db, "export", "--name", "Aster", "-o", dir); code != 2 {
		t.Errorf("export to a folder: exit %d, want 2", code)
	}
}

// Issue 14, item 3: `odds dragonhead --score MaxInt64` panicked in
// rules/dice; ability-cost with a huge power or uses and `odds evening`
// with a huge modifier gave wrong answers with exit 0. The rules
// functions now check their ranges; the CLI reports their one-line error.
func TestHugeNumbersAreRefusedNotOverflowed(t *testing.T) {
	const huge = "9223372036854775807"
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"odds", "dragonhead", "--score", huge}, "score is 9223372036854775807, allowed -1000 to 1000"},
		{[]string{"odds", "dragonhead", "--score", "10", "--bonus", "-" + huge}, "bonus is -9223372036854775807"},
		{[]string{"odds", "evening", "--mod", huge}, "--mod is 9223372036854775807, allowed -100 to 100"},
		{[]string{"ability-cost", "--component", "power=" + huge}, "allowed -1000000 to 1000000"},
		{[]string{"ability-cost", "--component", "power=30", "--uses", "10000000000"}, "uses is 10000000000, allowed 0 to 1000"},
	}
	for _, tt := range cases {
		refused(t, tt.want, tt.args...)
	}
}
