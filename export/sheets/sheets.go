// Package sheets turns a character of any system into the system-neutral
// folding sheet description (rules/sheet) that export/pdf draws. It is the
// one entry point the `sheet` command and the app's Print sheet and Print
// party use: it dispatches on the system's id, decodes the character's data
// and fills that system's sheet from the values its rules derive.
package sheets

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"

	"sessionzero/rules/dragonhead"
	"sessionzero/rules/drgn"
	"sessionzero/rules/sheet"
	"sessionzero/rules/systems"
)

// Options are the printing choices that change a sheet's content (paper and
// ink saving are export/pdf's).
type Options struct {
	// Placemat adds Dragonhead's placemat page after the sheet.
	Placemat bool
	// DiceTable is the group's Dragonhead Dice Table, used to derive the
	// rolls and printed on the placemat; nil means the default table.
	DiceTable *dragonhead.DiceTable
}

// ErrNotDesigned is wrapped by the error for a system whose sheet is not
// designed yet; the UI lists such characters as skipped.
var ErrNotDesigned = errors.New("sheet not designed yet")

// notDesignedError says which system has no sheet; it is ErrNotDesigned.
type notDesignedError struct{ system string }

func (e notDesignedError) Error() string {
	return fmt.Sprintf("the %s sheet is not designed yet", e.system)
}

func (e notDesignedError) Unwrap() error { return ErrNotDesigned }

// ErrUnknownSystem is wrapped by the error for a system id no registry knows.
var ErrUnknownSystem = errors.New("unknown system")

// designed are the systems that have a folding sheet.
var designed = map[string]bool{drgn.ID: true, dragonhead.ID: true}

// Designed lists the ids of the systems that have a folding sheet, sorted.
func Designed() []string {
	ids := make([]string, 0, len(designed))
	for id := range designed {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// HasSheet reports whether the system has a folding sheet.
func HasSheet(system string) bool { return designed[system] }

// check says why a system cannot be printed, or nil.
func check(system string) error {
	s, ok := systems.ByID(system)
	if !ok {
		return fmt.Errorf("%w %q (known: drgn, dvr, dragonhead, evening, rollunder)", ErrUnknownSystem, system)
	}
	if !designed[system] {
		return notDesignedError{system: s.Name()}
	}
	return nil
}

// SheetFor builds the folding sheet of one character: system is its system
// id, name, player and campaign come from the character file (or library
// row), data is the system's data document.
func SheetFor(system, name, player, campaign string, data json.RawMessage, opts Options) (sheet.Sheet, error) {
	if err := check(system); err != nil {
		return sheet.Sheet{}, err
	}
	switch system {
	case drgn.ID:
		c, err := drgn.Decode(data)
		if err != nil {
			return sheet.Sheet{}, fmt.Errorf("%s: %w", name, err)
		}
		return drgn.Sheet(drgn.SheetInputFor(name, player, c)), nil
	default: // dragonhead, the only other designed sheet
		c, err := dragonhead.DecodeCharacter(data)
		if err != nil {
			return sheet.Sheet{}, fmt.Errorf("%s: %w", name, err)
		}
		dice := diceTable(opts)
		in := dragonhead.SheetInputFor(name, player, campaign, c, dice)
		return dragonhead.Sheet(in, dragonheadOptions(opts, dice)), nil
	}
}

// BlankSheet is the system's printable empty sheet (no character).
func BlankSheet(system string, opts Options) (sheet.Sheet, error) {
	if err := check(system); err != nil {
		return sheet.Sheet{}, err
	}
	if system == drgn.ID {
		return drgn.Sheet(drgn.SheetInput{}), nil
	}
	// A blank placemat prints the group's Dice Table only when one is given;
	// otherwise the numbers with blank rolls to copy in.
	sopts := dragonhead.SheetOptions{Placemat: opts.Placemat}
	if opts.Placemat && opts.DiceTable != nil {
		sopts.DiceTable = dragonhead.SheetDiceTable(*opts.DiceTable)
	}
	return dragonhead.Sheet(dragonhead.SheetInput{}, sopts), nil
}

func diceTable(opts Options) dragonhead.DiceTable {
	if opts.DiceTable != nil {
		return *opts.DiceTable
	}
	return dragonhead.DefaultDiceTable()
}

func dragonheadOptions(opts Options, dice dragonhead.DiceTable) dragonhead.SheetOptions {
	if !opts.Placemat {
		return dragonhead.SheetOptions{}
	}
	return dragonhead.SheetOptions{Placemat: true, DiceTable: dragonhead.SheetDiceTable(dice)}
}

// Character is one character to print, as the library or a character file
// holds it.
type Character struct {
	System, Name, Player, Campaign string
	Data                           json.RawMessage
}

// Skipped is a character a party print left out, and why.
type Skipped struct {
	Character Character
	Err       error
}

// Party builds the sheets of a party in order. A character that cannot be
// printed (its system has no sheet yet, or its data is broken) is skipped and
// reported, never silently dropped; the rest still print.
func Party(chars []Character, opts Options) ([]sheet.Sheet, []Skipped) {
	out := make([]sheet.Sheet, 0, len(chars))
	var skipped []Skipped
	for _, c := range chars {
		s, err := SheetFor(c.System, c.Name, c.Player, c.Campaign, c.Data, opts)
		if err != nil {
			skipped = append(skipped, Skipped{Character: c, Err: err})
			continue
		}
		out = append(out, s)
	}
	return out, skipped
}
