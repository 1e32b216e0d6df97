package outfile

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// Issue 14, item 2: `export -o` and `sheet -o` replaced a symlink with a
// regular file, replaced FIFOs, reset an existing file's mode and left
// .sessionzero-NNN temp files behind.
func TestWriteKeepsLinksModesAndSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.pdf")
	if err := os.WriteFile(real, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.pdf")
	if err := os.Symlink("real.pdf", link); err != nil {
		t.Fatal(err)
	}
	if err := Write(link, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Lstat(link); st.Mode()&os.ModeSymlink == 0 {
		t.Error("the symlink was replaced by a regular file")
	}
	if raw, _ := os.ReadFile(real); string(raw) != "new" {
		t.Errorf("the link's target holds %q, want new", raw)
	}
	if st, _ := os.Stat(real); st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want 0600 kept", st.Mode().Perm())
	}

	broken := filepath.Join(dir, "broken.pdf")
	os.Symlink(filepath.Join(dir, "gone", "x.pdf"), broken)
	if err := Write(broken, []byte("x")); !errors.Is(err, ErrRefused) {
		t.Errorf("broken link: err = %v, want ErrRefused", err)
	}
	if err := Write(dir, []byte("x")); !errors.Is(err, ErrRefused) {
		t.Errorf("folder: err = %v, want ErrRefused", err)
	}

	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no FIFOs here: %v", err)
	}
	got := make(chan []byte)
	go func() {
		raw, _ := os.ReadFile(fifo)
		got <- raw
	}()
	if err := Write(fifo, []byte("through the pipe")); err != nil {
		t.Fatal(err)
	}
	if raw := <-got; string(raw) != "through the pipe" {
		t.Errorf("the FIFO's reader got %q", raw)
	}
	if st, _ := os.Lstat(fifo); st.Mode()&os.ModeNamedPipe == 0 {
		t.Error("the FIFO was replaced")
	}
	if err := Write("/dev/null", []byte("x")); err != nil {
		t.Errorf("/dev/null: %v", err)
	}
	if st, _ := os.Stat("/dev/null"); st.Mode()&os.ModeDevice == 0 {
		t.Error("/dev/null was replaced by a regular file")
	}
}

func TestStaleTempFilesAreSwept(t *testing.T) {
	dir := t.TempDir()
	stale := filepath.Join(dir, TempPrefix+"123")
	fresh := filepath.Join(dir, TempPrefix+"456")
	os.WriteFile(stale, []byte("left by a killed run"), 0o600)
	os.WriteFile(fresh, []byte("being written now"), 0o600)
	old := time.Now().Add(-2 * StaleAfter)
	os.Chtimes(stale, old, old)
	if err := Write(filepath.Join(dir, "out.json"), []byte("{}")); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stale); !errors.Is(err, os.ErrNotExist) {
		t.Error("a stale temporary file was kept")
	}
	if _, err := os.Stat(fresh); err != nil {
		t.Error("a fresh temporary file (another write in progress) was removed")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("%d files, want out.json and the fresh temp", len(entries))
	}
}

func TestMain(m *testing.M) {
	if out := os.Getenv("SZ_OUTFILE_HANG"); out != "" {
		beforeRename = func() { select {} } // killed here, mid-write
		Write(out, []byte("half"))
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// Issue 14, item 2: a write killed with SIGTERM (or Ctrl+C) removes its
// temporary file instead of leaving .sessionzero-NNN behind.
func TestInterruptedWriteLeavesNoTempFile(t *testing.T) {
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "SZ_OUTFILE_HANG="+filepath.Join(dir, "out.pdf"))
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(20 * time.Second)
	for {
		m, _ := filepath.Glob(filepath.Join(dir, TempPrefix+"*"))
		if len(m) > 0 {
			if st, err := os.Stat(m[0]); err == nil && st.Size() > 0 {
				break // written after it was registered for clean-up
			}
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatal("the writer never made its temporary file")
		}
		time.Sleep(20 * time.Millisecond)
	}
	cmd.Process.Signal(syscall.SIGTERM)
	cmd.Wait()
	if code := cmd.ProcessState.ExitCode(); code != 143 {
		t.Errorf("exit %d, want 143", code)
	}
	if m, _ := filepath.Glob(filepath.Join(dir, "*")); len(m) > 0 {
		t.Errorf("left behind: %v", m)
	}
}
