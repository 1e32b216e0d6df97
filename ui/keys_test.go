package ui

import (
	"fmt"
	"reflect"

	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/systems"
	"sessionzero/ui/uitest"
	"sessionzero/ui/widgets"
)

// inside reports whether o is drawn inside root.
func inside(o fyne.CanvasObject, root fyne.CanvasObject) bool {
	for _, x := range test.LaidOutObjects(root) {
		if x == o {
			return true
		}
	}
	return false
}

// TestTabFollowsTheLayout: Tab moves through the main window the way it
// reads (issue 13: "Tab order follows the layout"): the toolbar, the
// campaigns, the search and the list, the character's fields, then its
// builder (ui/libtest.TabReachesTheStep checks inside a builder's steps).
func TestTabFollowsTheLayout(t *testing.T) {
	l, w, _ := newTestLibrary(t)
	c := w.Canvas()
	for _, sys := range systems.All() {
		if l.createCharacter(sys.ID(), "Tab "+sys.Name(), 0) == nil {
			t.Fatalf("no %s character", sys.Name())
		}
		l.editor.flush()
		c.Focus(l.editor.name)
		for _, want := range []fyne.Focusable{l.editor.player, l.editor.campaign, l.editor.notes} {
			c.FocusNext()
			if c.Focused() != want {
				t.Fatalf("%s: Tab from the fields reached %T", sys.Name(), c.Focused())
			}
		}
		c.FocusNext()
		if l.editor.builderObj != nil && !inside(c.Focused().(fyne.CanvasObject), l.editor.builderObj) {
			t.Errorf("%s: Tab from Notes goes to %T outside the builder below it", sys.Name(), c.Focused())
		}
	}
	// The toolbar reads first: Tab from its first button walks it, then
	// reaches the campaigns beside the list.
	toolbar := l.main.(*fyne.Container).Objects[0]
	c.Focus(uitest.Button(t, toolbar, "New"))
	for i := 0; i < 30 && inside(c.Focused().(fyne.CanvasObject), toolbar); i++ {
		c.FocusNext()
	}
	if c.Focused() != l.sidebar {
		t.Errorf("Tab after the toolbar reaches %T, not the campaigns", c.Focused())
	}
}

// TestTabInTheNewCharacterDialog: the dialog opens on the name, and Tab
// goes down its fields and along its buttons as they are laid out.
func TestTabInTheNewCharacterDialog(t *testing.T) {
	l, w, _ := newTestLibrary(t)
	l.askNewCharacter()
	c := w.Canvas()
	var got []string
	for i := 0; i < 5; i++ {
		switch f := c.Focused().(type) {
		case *widget.Entry:
			got = append(got, "entry "+f.PlaceHolder)
		case *widgets.KeyEntry:
			got = append(got, "entry "+f.PlaceHolder)
		case *widget.Select:
			got = append(got, "select")
		case *widget.Button:
			got = append(got, f.Text)
		default:
			got = append(got, fmt.Sprintf("%T", f))
		}
		c.FocusNext()
	}
	want := []string{"entry Name (you can change it later)", "select", "Cancel", "Create", "select"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Tab in New character visits %q, want %q", got, want)
	}
}
