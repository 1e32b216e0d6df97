package main

import (
	"database/sql"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"sessionzero/export/outfile"
)

// Issue 23, "The edges": `sheet in.json -o in.json` replaced the
// character with a PDF; `export -o` could write over the library it reads.
func TestOutputNeverReplacesAnInput(t *testing.T) {
	dir, db, path := libraryWith(t, "aster.szc.json", "Aster")
	before, _ := os.ReadFile(path)
	refused(t, "also an input", "sheet", path, "-o", path)
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Fatal("the character file was changed")
	}
	link := filepath.Join(dir, "link.json")
	os.Symlink(path, link)
	refused(t, "same file as the input", "sheet", path, "-o", link)

	libBefore, _ := os.ReadFile(db)
	refused(t, "also an input", "--db", db, "export", "--name", "Aster", "-o", db)
	refused(t, "also an input", "--db", db, "sheet", "--campaign", "x", "-o", db)
	if after, _ := os.ReadFile(db); len(after) != len(libBefore) {
		t.Fatal("the library was changed")
	}
	succeeds(t, "--db", db, "export", "--name", "Aster", "-o", filepath.Join(dir, "copy.json"))
}

// Issue 23: an output path that is a dangling symlink created the link's
// target; docs/formats.md says a broken link is refused.
func TestDanglingOutputLinkIsRefused(t *testing.T) {
	_, db, path := libraryWith(t, "aster.szc.json", "Aster")
	dir := t.TempDir()
	target := filepath.Join(dir, "made-by-the-link.pdf")
	link := filepath.Join(dir, "out.pdf")
	os.Symlink(target, link)
	refused(t, "broken symbolic link", "sheet", path, "-o", link)
	refused(t, "broken symbolic link", "--db", db, "export", "--name", "Aster", "-o", link)
	if _, err := os.Lstat(target); err == nil {
		t.Fatal("the dangling link's target was created")
	}
}

// Issue 23: a FIFO with no reader as -o or as --db hung forever.
func TestFIFOWithNoReaderIsAnsweredQuickly(t *testing.T) {
	_, db, path := libraryWith(t, "aster.szc.json", "Aster")
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no FIFOs here: %v", err)
	}
	old := outfile.FIFOWait
	outfile.FIFOWait = 300 * time.Millisecond
	defer func() { outfile.FIFOWait = old }()
	for _, args := range [][]string{
		{"sheet", path, "-o", fifo},
		{"--db", db, "export", "--name", "Aster", "-o", fifo},
		{"--db", fifo, "list"},
	} {
		done := make(chan struct{})
		go func() {
			defer close(done)
			code, _, errOut := cli(t, args...)
			if code != 2 || !strings.Contains(errOut, "pipe") && !strings.Contains(errOut, "FIFO") {
				t.Errorf("%q: exit %d, %q; want exit 2 naming the pipe", args, code, errOut)
			}
		}()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Fatalf("%q still waits after 5 s", args)
		}
	}
}

// Issue 23: `--db ""` silently opened the default library and a device
// exited 1.
func TestDBFlagNamingNoFileIsRefused(t *testing.T) {
	refused(t, "--db needs a file name", "--db", "", "list")
	refused(t, "not a regular file", "--db", "/dev/null", "list")
	refused(t, "is a folder", "--db", t.TempDir(), "list")
}

// Issue 23: a refused damaged library left a -shm file beside it.
func TestRefusedDamagedLibraryLeavesNothingBeside(t *testing.T) {
	_, db, _ := libraryWith(t, "aster.szc.json", "Aster")
	raw, _ := os.ReadFile(db)
	// Keep the header, damage every page after the first.
	for i := 4096; i < len(raw); i++ {
		raw[i] = 0xA5
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "damaged.db")
	os.WriteFile(bad, raw, 0o600)
	code, _, errOut := cli(t, "--db", bad, "list")
	if code != 2 {
		t.Fatalf("exit %d (%s), want 2", code, errOut)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Fatalf("beside the refused file: %v", names)
	}
}

// Issue 23: a library whose schema number went backwards exited 1 and
// added another backup on every run.
func TestSchemaGoneBackwardsIsRefusedWithoutBackups(t *testing.T) {
	_, db, _ := libraryWith(t, "aster.szc.json", "Aster")
	conn, err := sql.Open("sqlite3", db)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := conn.Exec("PRAGMA user_version = 2"); err != nil {
		t.Fatal(err)
	}
	conn.Close()
	for run := 0; run < 3; run++ {
		refused(t, "schema number says 2", "--db", db, "list")
	}
	baks, _ := filepath.Glob(db + "*.bak")
	if len(baks) != 0 {
		t.Fatalf("backups added: %v", baks)
	}
}

var (
	buildOnce sync.Once
	buildDir  string
	buildErr  error
)

// builtBinary is this program built once for the package's tests that
// need a real process (a kill, a process's own start-up output).
func builtBinary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		buildDir, buildErr = os.MkdirTemp("", "sessionzero-bin-")
		if buildErr != nil {
			return
		}
		out, err := exec.Command("go", "build", "-o", filepath.Join(buildDir, "sessionzero"), ".").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("%v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatalf("building the program: %v", buildErr)
	}
	return filepath.Join(buildDir, "sessionzero")
}

// Issue 23: an unreadable settings folder made every command print three
// "Fyne error" lines (a theme looked up while the tools registered).
func TestCommandsPrintNothingFromFyne(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	bin := builtBinary(t)
	notAFolder := filepath.Join(t.TempDir(), "file")
	os.WriteFile(notAFolder, []byte("x"), 0o600)
	cmd := exec.Command(bin, "--db", filepath.Join(t.TempDir(), "library.db"), "systems")
	cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+notAFolder, "HOME="+notAFolder)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%v: %s", err, stderr.String())
	}
	if stderr.Len() > 0 {
		t.Errorf("stderr: %s", stderr.String())
	}
}

func TestMain(m *testing.M) {
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	os.Exit(code)
}
