// Package outfile writes a command's output file safely: a regular file
// is replaced atomically (a temporary file beside it, synced, then
// renamed) keeping its permissions; a symlink is followed to its target
// (a broken or dangling one is refused); a FIFO or device is written
// straight to (a FIFO nobody reads is refused after FIFOWait); a folder
// or socket is refused; NotOver refuses a command's own input file. Temporary files are removed when the
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

// SameFile reports which of inputs (files a command reads) path names,
// following links: writing there would replace what is being read.
// It returns "" when path is none of them (or does not exist yet).
func SameFile(path string, inputs ...string) string {
	out, err := os.Stat(path)
	if err != nil {
		return ""
	}
	for _, in := range inputs {
		if st, err := os.Stat(in); err == nil && os.SameFile(out, st) {
			return in
		}
	}
	return ""
}

// NotOver refuses an output path that is one of the command's own input
// files (ErrRefused), so `sheet in.json -o in.json` cannot replace the
// character with a PDF.
func NotOver(path string, inputs ...string) error {
	if in := SameFile(path, inputs...); in != "" {
		if in == path {
			return fmt.Errorf("%s is also an input of this command: %w; choose another output file", path, ErrRefused)
		}
		return fmt.Errorf("%s is the same file as the input %s: %w; choose another output file", path, in, ErrRefused)
	}
	return nil
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

// resolve follows symlinks to the file they name; a link whose target
// does not exist (a dangling link) is refused: writing through it would
// create a file somewhere the user did not name.
func resolve(path string) (string, error) {
	lst, err := os.Lstat(path)
	if err != nil || lst.Mode()&fs.ModeSymlink == 0 {
		return path, nil
	}
	target, err := filepath.EvalSymlinks(path)
	if err == nil {
		return target, nil
	}
	link, rerr := os.Readlink(path)
	if rerr != nil {
		return "", fmt.Errorf("%s: %w (%v)", path, ErrRefused, rerr)
	}
	return "", fmt.Errorf("%s is a broken symbolic link (to %s, which does not exist): %w; remove the link or write to another file", path, link, ErrRefused)
}

// FIFOWait is how long a write to a FIFO waits for a program to read it.
var FIFOWait = 3 * time.Second

// openStraight opens a FIFO or device for writing without blocking: a
// FIFO that nobody reads is retried for FIFOWait, then refused.
func openStraight(path string) (*os.File, error) {
	deadline := time.Now().Add(FIFOWait)
	for {
		fd, err := syscall.Open(path, syscall.O_WRONLY|syscall.O_NONBLOCK|syscall.O_CLOEXEC, 0)
		if err == nil {
			if err := syscall.SetNonblock(fd, false); err != nil {
				syscall.Close(fd)
				return nil, err
			}
			return os.NewFile(uintptr(fd), path), nil
		}
		if err != syscall.ENXIO {
			return nil, err
		}
		if time.Now().After(deadline) {
			return nil, fmt.Errorf("%s is a named pipe (FIFO) that no program reads: %w; start the reader first, or write to a file", path, ErrRefused)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func writeStraight(path string, data []byte) error {
	f, err := openStraight(path)
	if errors.Is(err, ErrRefused) {
		return err
	}
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
