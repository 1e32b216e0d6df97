package sheets

import (
	"fmt"

	"sessionzero/rules/glance"
	"sessionzero/rules/sheet"
)

// GMPageCharacters is how many characters one GM page holds; a larger party
// continues on a second page (and so on), never cut.
const GMPageCharacters = 8

// GMPages lays the party at a glance out as the GM's landscape pages: one
// table per system in the tables' order, each row a character (name and
// player first), at most GMPageCharacters characters a page. The pages are
// titled with the campaign; a second page says it continues.
func GMPages(campaign string, tables []glance.Table) []sheet.FlatPage {
	var pages []sheet.FlatPage
	var blocks []sheet.Block
	count := 0
	flush := func() {
		if len(blocks) == 0 {
			return
		}
		title := "Party at a glance — " + campaign
		if len(pages) > 0 {
			title += fmt.Sprintf(" (page %d)", len(pages)+1)
		}
		pages = append(pages, sheet.FlatPage{Title: title, Columns: []sheet.Column{{Blocks: blocks}}})
		blocks, count = nil, 0
	}
	for _, t := range tables {
		rows := t.Rows
		for len(rows) > 0 {
			if count == GMPageCharacters {
				flush()
			}
			n := min(len(rows), GMPageCharacters-count)
			blocks = append(blocks, gmTable(t, rows[:n]))
			rows, count = rows[n:], count+n
		}
	}
	flush()
	return pages
}

// gmTable is one system's table: Character, Player, then its columns; a
// list column (skills, uses) gets more width than a number.
func gmTable(t glance.Table, rows []glance.Row) sheet.Table {
	cols := []sheet.TableColumn{{Header: "Character", Weight: 2.2}, {Header: "Player", Weight: 1.2}}
	for i, l := range t.Labels {
		w := 1.0
		if t.Wide(i) {
			w = 3
		}
		cols = append(cols, sheet.TableColumn{Header: l, Weight: w})
	}
	out := sheet.Table{Caption: t.SystemName, Columns: cols}
	for _, r := range rows {
		cells := []string{r.Name, r.Player}
		for _, c := range r.Columns {
			cells = append(cells, c.Value)
		}
		out.Rows = append(out.Rows, cells)
	}
	return out
}
