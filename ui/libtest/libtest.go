// Package libtest opens the app's main window on an empty library in a
// temporary folder, for the tests of the feature and system packages
// (package ui's own tests cannot import it). Only tests import it.
package libtest

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"sessionzero/model"
	"sessionzero/ui"
	"sessionzero/ui/plugin"
	"sessionzero/ui/uitest"
	"sessionzero/ui/widgets"
)

// New is the main window on an empty library, on a test app, readied for a
// test (Library.ReadyForTest: the file shown as library.db, autosave held).
func New(t testing.TB) (*ui.Library, fyne.Window, *model.Store) {
	t.Helper()
	a := test.NewTempApp(t)
	store := uitest.Store(t)
	w, lib := ui.NewMainWindow(a, store)
	w.Resize(fyne.NewSize(1100, 700))
	t.Cleanup(w.Close)
	lib.ReadyForTest(uitest.LibraryName, t.Cleanup)
	return lib, w, store
}

// PressShortcut presses Ctrl+key (Ctrl+Shift+key when shift) in the main
// window the way Fyne's desktop driver sends it (uitest.PressShortcut):
// the main menu's shortcut first, else the focused widget, else the
// window's. The test fails when the library has no such shortcut.
func PressShortcut(t *testing.T, l *ui.Library, key fyne.KeyName, shift bool) {
	t.Helper()
	if !l.HasShortcut(key, shift) {
		t.Fatalf("no shortcut on %s", key)
	}
	if !uitest.PressShortcut(l.Window(), uitest.DriverShortcut(key, shift)) {
		// Fyne's test canvas does not take shortcuts; the desktop
		// driver's runs the one the window registered.
		l.PressShortcut(key, shift)
	}
}

// Library is New's library alone, for tests that need only a host.
func Library(t testing.TB) *ui.Library {
	t.Helper()
	l, _, _ := New(t)
	return l
}

// Build runs the builder registered for system with ctx, as the editor
// does; the test fails when the system has none.
func Build(t testing.TB, system string, ctx plugin.BuilderContext) fyne.CanvasObject {
	t.Helper()
	build, ok := plugin.Builder(system)
	if !ok {
		t.Fatalf("no builder registered for %s", system)
	}
	return build(ctx)
}

// holds says whether o is within root, walking the renderers the window
// already drew (test.LaidOutObjects would make new ones, whose inner
// widgets, such as a radio group's items, are not the focused ones).
func holds(root, o fyne.CanvasObject) bool {
	if root == o {
		return true
	}
	var children []fyne.CanvasObject
	switch r := root.(type) {
	case *fyne.Container:
		children = r.Objects
	case fyne.Widget:
		children = test.WidgetRenderer(r).Objects()
	}
	for _, c := range children {
		if holds(c, o) {
			return true
		}
	}
	return false
}

// TabReachesTheStep checks that Tab follows a builder's layout: from the
// window's start Tab meets the strip of steps before the step shown below
// it, and from the strip's last button it reaches a field of that step,
// for each step.
func TabReachesTheStep(t *testing.T, w fyne.Window, steps *widgets.Steps) {
	t.Helper()
	c := w.Canvas()
	last := steps.Buttons[len(steps.Buttons)-1]
	for i := 0; i < steps.Len(); i++ {
		steps.Show(i)
		c.Focus(last)
		c.FocusNext()
		f, ok := c.Focused().(fyne.CanvasObject)
		if !ok || !holds(steps.Page(i), f) {
			t.Errorf("step %q: Tab from the last step button reaches %T, not the step shown", steps.Buttons[i].Text, c.Focused())
		}
		// From the window's start, Tab meets the strip before the step.
		c.Unfocus()
		for n := 0; n < 200; n++ {
			c.FocusNext()
			f, ok := c.Focused().(fyne.CanvasObject)
			if !ok {
				break
			}
			if holds(steps.Strip, f) {
				break
			}
			if holds(steps.Page(i), f) {
				t.Errorf("step %q: Tab from the window's start reaches the step before the strip of steps above it", steps.Buttons[i].Text)
				break
			}
		}
	}
}

// RunTool runs the Tools menu item labelled label, as the menu does.
func RunTool(t testing.TB, h plugin.Host, label string) {
	t.Helper()
	for _, tool := range plugin.Tools() {
		if tool.Label == label && tool.Menu == "Tools" {
			tool.Run(h)
			return
		}
	}
	t.Fatalf("no %s in the Tools menu", label)
}
