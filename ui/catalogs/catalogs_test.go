package catalogs

import (
	"context"
	"encoding/json"
	"testing"

	"fyne.io/fyne/v2/test"

	"sessionzero/model"
	"sessionzero/ui/uitest"
)

// TestListFiltersAndSelectsByEntry: indexes are the entries', whatever the
// filter shows; selecting a hidden entry clears the filter.
func TestListFiltersAndSelectsByEntry(t *testing.T) {
	test.NewTempApp(t)
	newTapped := 0
	l := NewList("Things", "New thing", func() { newTapped++ })
	var chosen []int
	l.OnSelected = func(i int) { chosen = append(chosen, i) }
	l.SetItems([]Item{{Label: "Rope"}, {Label: "Spear"}, {Label: "Sample shield", Sample: true}, {Label: "spear of dawn"}})
	test.Type(l.Filter, "SPEAR")
	if got := l.Shown(); len(got) != 2 || got[0] != 1 || got[1] != 3 || l.Count.Text != "2 of 4 entries" {
		t.Fatalf("filter shows %v, %q", got, l.Count.Text)
	}
	l.Select(3)
	l.Select(0) // hidden by the filter: the filter goes
	if len(chosen) != 2 || chosen[0] != 3 || chosen[1] != 0 || l.Filter.Text != "" || l.Count.Text != "4 entries" {
		t.Errorf("chosen %v, filter %q, count %q", chosen, l.Filter.Text, l.Count.Text)
	}
	test.Tap(l.New)
	if newTapped != 1 {
		t.Error("New did not call back")
	}
}

// TestSaveRowReplacesARenamedEntry: saving under a new name removes the
// old row; saving under the same name replaces it.
func TestSaveRowReplacesARenamedEntry(t *testing.T) {
	store := uitest.Store(t)
	ctx := context.Background()
	h := model.Homebrew{System: "sys", Kind: "item", Name: "Rope", Data: json.RawMessage(`{"name":"Rope"}`)}
	if err := SaveRow(ctx, store, h, 0, ""); err != nil {
		t.Fatal(err)
	}
	rows, _ := Rows(ctx, store, "sys", "item")
	if len(rows) != 1 {
		t.Fatalf("rows %+v", rows)
	}
	h.Name, h.Data = "Silk rope", json.RawMessage(`{"name":"Silk rope"}`)
	if err := SaveRow(ctx, store, h, rows[0].ID, "Rope"); err != nil {
		t.Fatal(err)
	}
	rows, _ = Rows(ctx, store, "sys", "item")
	if len(rows) != 1 || rows[0].Name != "Silk rope" {
		t.Errorf("after the rename: %+v", rows)
	}
	if err := SaveRow(ctx, store, model.Homebrew{System: "sys", Kind: "item", Name: " "}, 0, ""); err == nil {
		t.Error("an empty name was saved")
	}
	if k, err := DecodeKeep(json.RawMessage(`{"a":1,"zz":{"b":2}}`)); err != nil || string(k["zz"]) != `{"b":2}` {
		t.Errorf("keep %v %v", k, err)
	}
	if _, err := DecodeKeep(json.RawMessage(`[1]`)); err == nil {
		t.Error("a list decoded as an entry")
	}
}
