package sheet

import "encoding/json"

// Character is what a sheet is filled from: the library row's or the
// character file's fields and the system's data document.
type Character struct {
	Name, Player, Campaign string
	Data                   json.RawMessage
}

// Options are the printing choices that change a sheet's content (paper and
// ink saving are export/pdf's).
type Options struct {
	// Extras are the optional pages asked for, by Extra.Key.
	Extras map[string]bool
	// Settings are the library-wide settings the systems declare
	// (rules.Setting), by key, as stored; a missing key means its default.
	Settings map[string]string
}

// Maker is a system with a folding sheet.
type Maker interface {
	// Sheet fills the sheet of one character; an error says why its data
	// cannot be printed.
	Sheet(c Character, opts Options) (Sheet, error)
	// BlankSheet is the printable empty sheet.
	BlankSheet(opts Options) (Sheet, error)
}

// Extra is an optional page a system prints after its sheet, offered as a
// check box when printing and as the flag --KEY of `sheet`.
type Extra struct {
	Key   string // "placemat"
	Label string // "Dragonhead placemat"
	Help  string // one line: what the page holds
}

// ExtrasProvider is a system whose sheet has optional pages.
type ExtrasProvider interface {
	SheetExtras() []Extra
}

// Fill is a Maker's Sheet for a system whose sheet needs only the
// character: fill gets its fields and its data document.
func (c Character) Fill(fill func(name, player, campaign string, data json.RawMessage) (Sheet, error)) (Sheet, error) {
	return fill(c.Name, c.Player, c.Campaign, c.Data)
}
