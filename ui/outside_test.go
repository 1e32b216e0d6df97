package ui

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"sessionzero/model"
)

// TestOutsideChangesAreFollowed changes the library through a second store,
// as the CLI would: the open character and the list show the new version,
// but an edit in progress is never thrown away.
func TestOutsideChangesAreFollowed(t *testing.T) {
	l, w, store := newTestLibrary(t)
	id := addCharacter(t, store, "drgn", "Aster", "", json.RawMessage(`{}`))
	l.reload()
	l.open(id)
	other, err := model.Open(store.Path(), model.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	ctx := context.Background()
	rename := func(to string) {
		t.Helper()
		c, err := other.Character(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		c.Name = to
		if err := other.SaveCharacter(ctx, &c, c.Updated); err != nil {
			t.Fatal(err)
		}
	}
	addCharacter(t, other, "dvr", "Bramble", "", json.RawMessage(`{}`))
	rename("Aster the Bold")
	l.followOutsideChanges()
	if l.editor.name.Text != "Aster the Bold" {
		t.Errorf("the open character shows %q after a change elsewhere", l.editor.name.Text)
	}
	if !strings.Contains(textOf(w.Content()), "Bramble") {
		t.Error("a character added elsewhere is not in the list")
	}

	// An edit in progress is kept.
	l.editor.name.SetText("Aster, mine")
	rename("Aster the Other")
	l.followOutsideChanges()
	if l.editor.name.Text != "Aster, mine" {
		t.Errorf("an edit in progress was replaced by %q", l.editor.name.Text)
	}
}
