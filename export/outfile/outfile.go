// Package outfile writes a command's output file safely: a regular file
// is replaced atomically (a temporary file beside it, synced, then
// renamed) keeping its permissions; a symlink is followed to its target
// (a broken one is refused); a FIFO or device is written straight to; a
// folder or socket is refused. Temporary files are removed when the
// process is interrupted (SIGINT, SIGTERM), and ones a killed process
// left behind are swept on the next write.
package outfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"
)

// TempPrefix starts every temporary file's name.
const TempPrefix = ".sessionzero-"

// StaleAfter is how old a temporary file must be before a later write
// sweeps it: older than any write takes, so one in progress is kept.
const StaleAfter = 10 * time.Minute

// ErrRefused marks a path that cannot be written (a folder, a socket, a
// broken symlink, a missing folder): the user's to fix.
var ErrRefused = errors.New("cannot write there")

var (
	mu      sync.Mutex
	pending = map[string]bool{}
	once    sync.Once
)

// watchSignals removes pending temporary files on SIGINT or SIGTERM, then
// exits with the shell's code for that signal.
func watchSignals() {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	go func() {
		sig := <-ch
		mu.Lock()
		for p := range pending {
			os.Remove(p)
		}
		mu.Unlock()
		code := 130
		if sig == syscall.SIGTERM {
			code = 143
		}
		os.Exit(code)
	}()
}

// Write puts data at path as described in the package comment.
func Write(path string, data []byte) error {
	target, err := resolve(path)
	if err != nil {
		return err
	}
	st, err := os.Stat(target)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return writeAtomic(target, data, 0o644)
	case err != nil:
		return fmt.Errorf("%s: %w (%v)", path, ErrRefused, err)
	}
	m := st.Mode()
	switch {
	case m.IsDir():
		return fmt.Errorf("%s is a folder: %w; give a file name inside it", path, ErrRefused)
	case m&fs.ModeSocket != 0:
		return fmt.Errorf("%s is a socket: %w", path, ErrRefused)
	case m&(fs.ModeNamedPipe|fs.ModeDevice|fs.ModeCharDevice) != 0:
		return writeStraight(target, data)
	case !m.IsRegular():
		return fmt.Errorf("%s is not a regular file: %w", path, ErrRefused)
	}
	return writeAtomic(target, data, m.Perm())
}

// resolve follows symlinks to the file they name; a link whose target's
// folder is missing is refused.
func resolve(path string) (string, error) {
	lst, err := os.Lstat(path)
	if err != nil || lst.Mode()&fs.ModeSymlink == 0 {
		return path, nil
	}
	target, err := filepath.EvalSymlinks(path)
	if err == nil {
		return target, nil
	}
	// A link to a file not made yet is fine if its folder exists.
	link, rerr := os.Readlink(path)
	if rerr != nil {
		return "", fmt.Errorf("%s: %w (%v)", path, ErrRefused, rerr)
	}
	if !filepath.IsAbs(link) {
		link = filepath.Join(filepath.Dir(path), link)
	}
	if st, err := os.Stat(filepath.Dir(link)); err == nil && st.IsDir() {
		if _, err := os.Lstat(link); errors.Is(err, fs.ErrNotExist) {
			return link, nil
		}
	}
	return "", fmt.Errorf("%s is a broken symbolic link (to %s): %w", path, link, ErrRefused)
}

func writeStraight(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return f.Close()
}

func writeAtomic(path string, data []byte, perm fs.FileMode) error {
	once.Do(watchSignals)
	dir := filepath.Dir(path)
	Sweep(dir)
	tmp, err := os.CreateTemp(dir, TempPrefix+"*")
	if err != nil {
		return fmt.Errorf("cannot write %s: %w (%v)", path, ErrRefused, errors.Unwrap(err))
	}
	name := tmp.Name()
	mu.Lock()
	pending[name] = true
	mu.Unlock()
	defer func() {
		mu.Lock()
		delete(pending, name)
		mu.Unlock()
		os.Remove(name) // gone already after the rename
	}()
	if err := writeSynced(tmp, data, perm); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	beforeRename()
	if err := os.Rename(name, path); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

func writeSynced(f *os.File, data []byte, perm fs.FileMode) error {
	_, err := f.Write(data)
	if err == nil {
		err = f.Chmod(perm)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// beforeRename is a test hook: a test stops here to interrupt a write.
var beforeRename = func() {}

// Sweep removes temporary files older than StaleAfter from dir: those a
// killed process left behind.
func Sweep(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), TempPrefix) || !e.Type().IsRegular() || strings.HasPrefix(e.Name(), TempPrefix+"probe") {
			continue
		}
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > StaleAfter {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}
