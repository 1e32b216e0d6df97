package model

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRefusalsSayHowToChooseAnotherInTheFrontEndsWords: a refusal names no
// command-line flag unless the front end asks it to (issue 25: storage
// errors told app users to pass --db).
func TestRefusalsSayHowToChooseAnotherInTheFrontEndsWords(t *testing.T) {
	dir := t.TempDir()
	notSQLite := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(notSQLite, []byte("shopping list, not a library"), 0o644); err != nil {
		t.Fatal(err)
	}
	missingFolder := filepath.Join(dir, "nowhere", "library.db")
	tests := []struct {
		name, path, advice, want string
	}{
		{"not SQLite, no advice given", notSQLite, "", "(it was left untouched; choose another library file)"},
		{"not SQLite, the command line's", notSQLite, "choose another file with --db", "(it was left untouched; choose another file with --db)"},
		{"no folder, no advice given", missingFolder, "", "first, or choose another library file"},
		{"no folder, the command line's", missingFolder, "choose another file with --db", "first, or choose another file with --db"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Open(tc.path, Options{ChooseAnother: tc.advice})
			if err == nil {
				t.Fatal("opened")
			}
			if !strings.HasSuffix(err.Error(), tc.want) {
				t.Errorf("%q should end with %q", err, tc.want)
			}
			if tc.advice == "" && strings.Contains(err.Error(), "--db") {
				t.Errorf("%q names the command line's flag", err)
			}
		})
	}
}
