package drgn

import (
	"fmt"

	"sessionzero/rules/sheet"
)

// Sheet fills a DRGN character's folding sheet.
func (System) Sheet(c sheet.Character, _ sheet.Options) (sheet.Sheet, error) {
	ch, err := Decode(c.Data)
	if err != nil {
		return sheet.Sheet{}, fmt.Errorf("%s: %w", c.Name, err)
	}
	return Sheet(SheetInputFor(c.Name, c.Player, ch)), nil
}

// BlankSheet is DRGN's empty sheet.
func (System) BlankSheet(sheet.Options) (sheet.Sheet, error) { return Sheet(SheetInput{}), nil }
