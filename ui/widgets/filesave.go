package widgets

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"
)

// ShowFileSave shows Fyne's save dialog offering name, and calls done with
// the file chosen (nil, nil when cancelled). Unlike Fyne's own, a whole
// path typed as the name ("/tmp/party/kestrel.pdf", "~/party/kestrel.pdf")
// saves there, as other desktop apps do, making its folder if it is
// missing and asking before it replaces a file; Fyne would join it to the
// folder shown ("open /root/tmp/party/kestrel.pdf: no such file").
func ShowFileSave(name string, filter storage.FileFilter, done func(fyne.URIWriteCloser, error), win fyne.Window) *dialog.FileDialog {
	var typed *widget.Entry
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		target, whole := "", false
		if typed != nil {
			target, whole = WholePath(typed.Text)
		}
		if !whole {
			done(w, err)
			return
		}
		if w != nil {
			if w.URI().Path() == target {
				done(w, nil)
				return
			}
			// Fyne made the file under the folder shown: not where the
			// user asked.
			wrong := w.URI().Path()
			w.Close()
			if info, statErr := os.Stat(wrong); statErr == nil && info.Size() == 0 {
				os.Remove(wrong)
			}
		}
		saveAt(target, done, win)
	}, win)
	d.SetFileName(name)
	if filter != nil {
		d.SetFilter(filter)
	}
	d.Show()
	// The save dialog puts the cursor in its file name field.
	typed, _ = win.Canvas().Focused().(*widget.Entry)
	return d
}

// WholePath is the file a save dialog's name means when it is a whole
// path: absolute, or starting with ~ (the home folder). ok is false for a
// plain name, which is saved in the folder shown.
func WholePath(name string) (path string, ok bool) {
	name = strings.TrimSpace(name)
	if name == "~" || strings.HasPrefix(name, "~/") || strings.HasPrefix(name, `~\`) {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", false
		}
		return filepath.Join(home, name[1:]), true
	}
	if filepath.IsAbs(name) {
		return filepath.Clean(name), true
	}
	return "", false
}

// saveAt opens path for writing, after asking when it replaces a file, and
// hands it to done.
func saveAt(path string, done func(fyne.URIWriteCloser, error), win fyne.Window) {
	write := func() {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			done(nil, fmt.Errorf("making the folder %s: %w", filepath.Dir(path), err))
			return
		}
		w, err := storage.Writer(storage.NewFileURI(path))
		if err != nil {
			done(nil, fmt.Errorf("saving %s: %w", path, err))
			return
		}
		done(w, nil)
	}
	info, err := os.Stat(path)
	switch {
	case err == nil && info.IsDir():
		done(nil, fmt.Errorf("%s is a folder: type a file name after it", path))
	case err == nil:
		Confirm("Replace the file?", path+" already exists. Replace it?", func(ok bool) {
			if ok {
				write()
			}
		}, win)
	default:
		write()
	}
}
