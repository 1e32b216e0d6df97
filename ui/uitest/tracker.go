package uitest

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// What the systems' tracker tests share to drive the app's open windows:
// find a window, walk what it shows, read a form's fields and lines.

// Window is the first open window whose title contains text.
func Window(t testing.TB, text string) fyne.Window {
	t.Helper()
	for _, w := range fyne.CurrentApp().Driver().AllWindows() {
		if strings.Contains(w.Title(), text) {
			return w
		}
	}
	t.Fatalf("no window %q", text)
	return nil
}

// Objects are o and what its containers, scrolls, splits and forms hold,
// depth first. Unlike test.LaidOutObjects it builds no renderer, so a label
// changed later still shows its new text in a capture.
func Objects(o fyne.CanvasObject) []fyne.CanvasObject {
	o = Unwrapped(o)
	out := []fyne.CanvasObject{o}
	var kids []fyne.CanvasObject
	switch x := o.(type) {
	case *fyne.Container:
		kids = x.Objects
	case *container.Scroll:
		kids = []fyne.CanvasObject{x.Content}
	case *container.Split:
		kids = []fyne.CanvasObject{x.Leading, x.Trailing}
	case *widget.Form:
		for _, it := range x.Items {
			kids = append(kids, it.Widget)
		}
	}
	for _, k := range kids {
		if k != nil {
			out = append(out, Objects(k)...)
		}
	}
	return out
}

// Unwrapped is the plain Fyne widget inside a field that wraps one to add
// a key (the encounter windows' fields hand Escape to their window), or o.
func Unwrapped(o fyne.CanvasObject) fyne.CanvasObject {
	if w, ok := o.(interface{ Unwrap() fyne.CanvasObject }); ok {
		return w.Unwrap()
	}
	return o
}

// FormItem is the widget of the form item labelled label inside o (the
// last one when several forms have it: a tracker's open form comes after
// its action bar).
func FormItem(t testing.TB, o fyne.CanvasObject, label string) fyne.CanvasObject {
	t.Helper()
	var found fyne.CanvasObject
	for _, obj := range Objects(o) {
		if f, ok := obj.(*widget.Form); ok {
			for _, it := range f.Items {
				if it.Text == label {
					found = Unwrapped(it.Widget)
				}
			}
		}
	}
	if found == nil {
		t.Fatalf("no form item %q", label)
	}
	return found
}

// Labels are the texts of the labels among objs (Objects or Drawn of a
// window's content: a tracker's status, log and open form), a line each.
func Labels(objs []fyne.CanvasObject) string {
	var b strings.Builder
	for _, obj := range objs {
		if l, ok := obj.(*widget.Label); ok {
			b.WriteString(l.Text + "\n")
		}
	}
	return b.String()
}

// Drawn are o and everything under it, the objects of widgets' renderers
// included (a tracker's rows sit inside widgets); it reuses the renderers
// the window drew, so a label shows its current text.
func Drawn(o fyne.CanvasObject) []fyne.CanvasObject {
	out := []fyne.CanvasObject{Unwrapped(o)}
	switch x := o.(type) {
	case fyne.Widget:
		for _, k := range test.WidgetRenderer(x).Objects() {
			out = append(out, Drawn(k)...)
		}
	case *fyne.Container:
		for _, k := range x.Objects {
			out = append(out, Drawn(k)...)
		}
	}
	return out
}

// DrawnText is every canvas text inside o, a line each: chips and what a
// player view shows (it draws large text, not labels).
func DrawnText(o fyne.CanvasObject) string {
	var b strings.Builder
	for _, obj := range test.LaidOutObjects(o) {
		if t, ok := obj.(*canvas.Text); ok {
			b.WriteString(t.Text + "\n")
		}
	}
	return b.String()
}
