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
	"strings"

	"sessionzero/rules"
	"sessionzero/rules/sheet"
	"sessionzero/rules/systems"
)

// Options are the printing choices that change a sheet's content: the
// optional pages asked for and the library settings the systems declared.
type Options = sheet.Options

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

// Designed lists the ids of the systems that have a folding sheet, sorted.
func Designed() []string {
	var ids []string
	for _, s := range systems.All() {
		if _, ok := s.(sheet.Maker); ok {
			ids = append(ids, s.ID())
		}
	}
	sort.Strings(ids)
	return ids
}

// HasSheet reports whether the system has a folding sheet.
func HasSheet(system string) bool {
	_, err := maker(system)
	return err == nil
}

// Extras lists the optional pages every system's sheet offers.
func Extras() []sheet.Extra {
	var out []sheet.Extra
	for _, s := range systems.All() {
		if p, ok := s.(sheet.ExtrasProvider); ok {
			out = append(out, p.SheetExtras()...)
		}
	}
	return out
}

// Settings reads the library settings the systems declare through read
// (the store's Settings) and checks each; a saved value that cannot be
// used is an error naming it.
func Settings(read func(keys []string) (map[string]string, error)) (map[string]string, error) {
	var declared []rules.Setting
	var keys []string
	for _, s := range systems.All() {
		if p, ok := s.(rules.SettingsProvider); ok {
			for _, st := range p.Settings() {
				declared = append(declared, st)
				keys = append(keys, st.Key)
			}
		}
	}
	values, err := read(keys)
	if err != nil {
		return nil, err
	}
	for _, st := range declared {
		if v, ok := values[st.Key]; ok && st.Check != nil {
			if err := st.Check(v); err != nil {
				return values, err
			}
		}
	}
	return values, nil
}

// maker finds the system's sheet maker, or says why it has none.
func maker(system string) (sheet.Maker, error) {
	s, ok := systems.ByID(system)
	if !ok {
		return nil, fmt.Errorf("%w %q (known: %s)", ErrUnknownSystem, system, strings.Join(systems.IDs(), ", "))
	}
	m, ok := s.(sheet.Maker)
	if !ok {
		return nil, notDesignedError{system: s.Name()}
	}
	return m, nil
}

// SheetFor builds the folding sheet of one character: system is its system
// id, name, player and campaign come from the character file (or library
// row), data is the system's data document.
func SheetFor(system, name, player, campaign string, data json.RawMessage, opts Options) (sheet.Sheet, error) {
	m, err := maker(system)
	if err != nil {
		return sheet.Sheet{}, err
	}
	return m.Sheet(sheet.Character{Name: name, Player: player, Campaign: campaign, Data: data}, opts)
}

// BlankSheet is the system's printable empty sheet (no character).
func BlankSheet(system string, opts Options) (sheet.Sheet, error) {
	m, err := maker(system)
	if err != nil {
		return sheet.Sheet{}, err
	}
	return m.BlankSheet(opts)
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
