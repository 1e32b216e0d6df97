package plugin

import (
	"bytes"
	"io"
	"path/filepath"
	"strings"
)

// WriteAll writes data to w and closes it (a file the user chose to save).
func WriteAll(w io.WriteCloser, data []byte) error {
	if _, err := io.Copy(w, bytes.NewReader(data)); err != nil {
		w.Close()
		return err
	}
	return w.Close()
}

// SafeFileName keeps a name usable as a file name on every system.
func SafeFileName(name string) string {
	name = strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>|`, r) || r < 32 {
			return '_'
		}
		return r
	}, strings.TrimSpace(name))
	name = strings.Trim(filepath.Base(name), ". ")
	if name == "" {
		return "character"
	}
	return name
}
