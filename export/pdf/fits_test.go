package pdf

import (
	"bytes"
	"strings"
	"testing"

	"sessionzero/rules/sheet"
)

// Text never runs over its box unreported (issue 26: "checks that every
// heading and value fits its box"): table cells, fields, notes and small
// print break a word too long for a line, and a check box's label too long
// for the whole width is reported.
func TestTextOverItsBoxIsReported(t *testing.T) {
	long := strings.Repeat("W", 120)
	tests := []struct {
		name     string
		block    sheet.Block
		reported bool
	}{
		{"table cell", sheet.Table{Columns: []sheet.TableColumn{{Header: "Item"}, {Header: "Tier"}}, Rows: [][]string{{"Rope", long}}}, false},
		{"field", sheet.Fields{Items: []sheet.Field{{Label: "Name", Value: long}, {Label: "Player", Value: "Sam"}}}, false},
		{"notes", sheet.Notes{Label: "Notes", Lines: 2, Text: []string{long}}, false},
		{"small print", sheet.SmallPrint{Text: long}, false},
		{"check box", sheet.Checklist{Label: "Perks", Items: []sheet.Check{{Label: long}}}, true},
		{"fits", sheet.Table{Columns: []sheet.TableColumn{{Header: "Item"}}, Rows: [][]string{{"Rope, 50 ft"}}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := sheet.Sheet{Character: "Test"}
			for i := range s.Panels {
				s.Panels[i].Title = "Panel"
			}
			s.Panels[0].Blocks = []sheet.Block{tt.block}
			var buf bytes.Buffer
			res, err := Write(&buf, []sheet.Sheet{s}, Options{Paper: Letter})
			if err != nil {
				t.Fatal(err)
			}
			reported := strings.Contains(strings.Join(res.Warnings, "\n"), long[:20])
			if reported != tt.reported {
				t.Fatalf("warnings %q", res.Warnings)
			}
		})
	}
}
