package dragonhead

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"sessionzero/rules"
)

// TestStampCreated: the book's Experience page has a "Date created" line
// (002_81d21628bd61f597.txt). A new character gets the given day; a
// character that has a date (a duplicate, an imported file) keeps it, and a
// stamped character prints the date on its sheet.
func TestStampCreated(t *testing.T) {
	day := time.Date(2026, 11, 25, 23, 59, 0, 0, time.UTC)
	fresh := New().NewCharacter()
	stamped, err := rules.StampCreated(New(), fresh, day)
	if err != nil {
		t.Fatal(err)
	}
	c, err := DecodeCharacter(stamped)
	if err != nil {
		t.Fatalf("err != nil: stamped %s: %+v, %v", stamped, c.DateCreated, err)
	} else if c.DateCreated != "2026-11-25" {
		t.Fatalf("c.DateCreated != \"2026-11-25\": stamped %s: %+v, %v", stamped, c.DateCreated, err)
	}
	if strings.Contains(string(fresh), "date_created") {
		t.Errorf("NewCharacter has a date without a clock: %s", fresh)
	}
	// A duplicate is a copy of the data; stamping it again keeps the date.
	again, err := rules.StampCreated(New(), stamped, day.AddDate(1, 0, 0))
	if err != nil {
		t.Errorf("err != nil: second stamp changed the data: %s, %v", again, err)
	} else if string(again) != string(stamped) {
		t.Errorf("string(again) != string(stamped): second stamp changed the data: %s, %v", again, err)
	}
	// An imported file with its own date and unknown keys keeps both.
	imported := json.RawMessage(`{"abilities":{"Muscle":12},"date_created":"2019-04-01","x-tool":1}`)
	kept, err := rules.StampCreated(New(), imported, day)
	if err != nil {
		t.Errorf("err != nil: import: %s, %v", kept, err)
	} else if !strings.Contains(string(kept), `"2019-04-01"`) {
		t.Errorf("!strings.Contains(string(kept), `\"2019-04-01\"`): import: %s, %v", kept, err)
	} else if !strings.Contains(string(kept), `"x-tool"`) {
		t.Errorf("!strings.Contains(string(kept), `\"x-tool\"`): import: %s, %v", kept, err)
	}
	c, _ = DecodeCharacter(kept)
	if in := SheetInputFor("Megan", "", "", c, DefaultDiceTable()); in.DateCreated != "2019-04-01" {
		t.Errorf("sheet date %q", in.DateCreated)
	}
	if _, err := DecodeCharacter(json.RawMessage(`{"date_created":"25/11/2026"}`)); err == nil {
		t.Errorf("err == nil: bad date: %v", err)
	} else if !strings.Contains(err.Error(), "YYYY-MM-DD") {
		t.Errorf("!strings.Contains(err.Error(), \"YYYY-MM-DD\"): bad date: %v", err)
	}
	if _, err := rules.StampCreated(New(), json.RawMessage(`[1]`), day); err == nil {
		t.Error("stamped a broken document")
	}
}

// TestStampCreatedLeavesOtherSystemsAlone: a system without a date line
// gets its data back unchanged.
func TestStampCreatedLeavesOtherSystemsAlone(t *testing.T) {
	data := json.RawMessage(`{"a":1}`)
	got, err := rules.StampCreated(noStamp{}, data, time.Now())
	if err != nil {
		t.Errorf("err != nil: got %s, %v", got, err)
	} else if string(got) != string(data) {
		t.Errorf("string(got) != string(data): got %s, %v", got, err)
	}
}

type noStamp struct{ rules.System }
