package pdf

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode"
	"unicode/utf8"

	"sessionzero/rules/sheet"
)

// WriteFileAtomic renders the sheets and writes them to path so that the
// file is either the whole new PDF or untouched: the PDF is rendered in
// memory first, written to a temporary file beside path, synced and then
// renamed over path. On any failure (nothing to print, cancelled, a disk
// error) the temporary file is removed and an existing file at path keeps
// its old content; a new path is not created. The error says why.
func WriteFileAtomic(ctx context.Context, path string, sheets []sheet.Sheet, opts Options) (Result, error) {
	if strings.TrimSpace(path) == "" {
		return Result{}, errors.New("save PDF: no file name given")
	}
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return Result{}, fmt.Errorf("save PDF: %s is a folder, choose a file name", path)
	}
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return Result{}, fmt.Errorf("save PDF in %s: %w", dir, err)
	}
	done := false
	defer func() {
		if !done {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	res, err := WriteContext(ctx, tmp, sheets, opts)
	if err != nil {
		return Result{}, fmt.Errorf("save PDF %s: %w", path, err)
	}
	mode := os.FileMode(0o644)
	if st, statErr := os.Stat(path); statErr == nil {
		mode = st.Mode().Perm()
	}
	if err := tmp.Chmod(mode); err != nil {
		return Result{}, fmt.Errorf("save PDF %s: %w", path, err)
	}
	if err := tmp.Sync(); err != nil {
		return Result{}, fmt.Errorf("save PDF %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return Result{}, fmt.Errorf("save PDF %s: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		done = true
		return Result{}, fmt.Errorf("save PDF %s: %w", path, err)
	}
	done = true
	return res, nil
}

// MaxFileNameBytes bounds the name FileName makes, ".pdf" included; most
// file systems allow 255 bytes, and a short name stays readable in dialogs.
const MaxFileNameBytes = 80

// windowsReserved are device names Windows refuses as file names, whatever
// the extension.
var windowsReserved = map[string]bool{
	"CON": true, "PRN": true, "AUX": true, "NUL": true,
	"COM1": true, "COM2": true, "COM3": true, "COM4": true, "COM5": true, "COM6": true, "COM7": true, "COM8": true, "COM9": true,
	"LPT1": true, "LPT2": true, "LPT3": true, "LPT4": true, "LPT5": true, "LPT6": true, "LPT7": true, "LPT8": true, "LPT9": true,
}

// FileName makes a safe PDF file name ("Name.pdf") from a character's name
// of any length: path separators, control characters and the characters
// Windows forbids (: * ? " < > |) become spaces, runs of spaces become one,
// leading and trailing dots and spaces go, the name is cut at a character
// boundary so the whole stays within MaxFileNameBytes, and an empty or
// reserved name becomes "character" or gets a leading underscore.
func FileName(name string) string {
	const ext = ".pdf"
	var b strings.Builder
	space := false
	for _, r := range name {
		if r == utf8.RuneError || r == '/' || r == '\\' || strings.ContainsRune(`:*?"<>|`, r) ||
			unicode.IsControl(r) || unicode.IsSpace(r) || !unicode.IsPrint(r) {
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	base := b.String()
	limit := MaxFileNameBytes - len(ext) - 1 // room for a leading "_"
	if len(base) > limit {
		cut := limit
		for cut > 0 && !utf8.RuneStart(base[cut]) {
			cut--
		}
		base = base[:cut]
	}
	base = strings.Trim(base, ". ")
	if base == "" {
		base = "character"
	}
	stem, _, _ := strings.Cut(base, ".")
	if windowsReserved[strings.ToUpper(stem)] {
		base = "_" + base
	}
	if strings.HasSuffix(strings.ToLower(base), ext) {
		return base
	}
	return base + ext
}
