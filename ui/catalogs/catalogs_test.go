package catalogs

import (
	"context"
	"encoding/json"
	"testing"

	"fyne.io/fyne/v2"
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

// TestFormKeepsUnknownKeys: the form writes the keys it knows over the
// entry and keeps the others, nested ones included; a blank input leaves
// its key out, an emptied nested object goes.
func TestFormKeepsUnknownKeys(t *testing.T) {
	test.NewTempApp(t)
	fields := []Field{
		{Key: "name", Label: "Name", Kind: Text},
		{Key: "load", Label: "Load", Kind: Select, Options: []string{"0", "1", "2", "3"}},
		{Key: "reach", Label: "Reach", Kind: Int},
		{Key: "tags", Label: "Tags", Kind: Checks, Options: []string{"a", "b", "c"}},
		{Key: "kit.text", Label: "Kit", Kind: Long},
		{Key: "kit.list", Label: "Kit list", Kind: Strings},
	}
	inputs := map[string]fyne.CanvasObject{}
	NewForm(fields, inputs)
	Fill(fields, inputs, json.RawMessage(`{"name":"Rope","load":0,"tags":["b"],"house":1,"kit":{"text":"t","other":2}}`))
	if InputText(inputs["load"]) != "0" || InputText(inputs["tags"]) != "b" || InputText(inputs["kit.text"]) != "t" {
		t.Fatalf("shown: load %q tags %q kit %q", InputText(inputs["load"]), InputText(inputs["tags"]), InputText(inputs["kit.text"]))
	}
	SetInput(inputs["reach"], "2")
	SetInput(inputs["kit.list"], "x, y")
	SetInput(inputs["tags"], "a, c")
	k, err := Read(fields, inputs, json.RawMessage(`{"name":"Rope","load":0,"tags":["b"],"house":1,"kit":{"text":"t","other":2}}`))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(k)
	if string(b) != `{"house":1,"kit":{"list":["x","y"],"other":2,"text":"t"},"load":0,"name":"Rope","reach":2,"tags":["a","c"]}` {
		t.Errorf("read %s", b)
	}
	SetInput(inputs["reach"], "two")
	if _, err := Read(fields, inputs, nil); err == nil || err.Error() != `Reach: "two" is not a whole number` {
		t.Errorf("a bad number: %v", err)
	}
	SetInput(inputs["reach"], "")
	SetInput(inputs["kit.text"], "")
	SetInput(inputs["kit.list"], "")
	k, _ = Read(fields, inputs, json.RawMessage(`{"kit":{"text":"t"}}`))
	if _, ok := k["kit"]; ok {
		t.Errorf("an emptied kit stays: %s", k["kit"])
	}
}
