package dragonhead

import (
	"fmt"

	"sessionzero/rules"
	"sessionzero/rules/sheet"
)

// SettingDiceTable is the library setting that holds the group's Dice
// Table, as EncodeDiceTable's JSON.
const SettingDiceTable = "dragonhead.dice_table"

// ExtraPlacemat is the key of the placemat page (`sheet --placemat`).
const ExtraPlacemat = "placemat"

// Settings are Dragonhead's library-wide settings: the Dice Table.
func (System) Settings() []rules.Setting {
	return []rules.Setting{{Key: SettingDiceTable, Label: "Dragonhead Dice Table",
		Check: func(v string) error {
			_, err := DiceTableSetting(map[string]string{SettingDiceTable: v})
			return err
		}}}
}

// SheetExtras offers the placemat page.
func (System) SheetExtras() []sheet.Extra {
	return []sheet.Extra{{Key: ExtraPlacemat, Label: "Dragonhead placemat",
		Help: "add the Dragonhead placemat after each Dragonhead sheet"}}
}

// DiceTableSetting reads the group's Dice Table from the library settings;
// a library that never saved one has the default table. A saved table that
// cannot be read is an error, with the default table returned beside it.
func DiceTableSetting(settings map[string]string) (DiceTable, error) {
	v, ok := settings[SettingDiceTable]
	if !ok || v == "" {
		return DefaultDiceTable(), nil
	}
	t, err := DecodeDiceTable([]byte(v))
	if err != nil {
		return DefaultDiceTable(), fmt.Errorf("the saved Dragonhead Dice Table: %w", err)
	}
	return t, nil
}

// Sheet fills a Dragonhead character's folding sheet, with the placemat
// when asked, from the group's Dice Table.
func (System) Sheet(c sheet.Character, opts sheet.Options) (sheet.Sheet, error) {
	ch, err := DecodeCharacter(c.Data)
	if err != nil {
		return sheet.Sheet{}, fmt.Errorf("%s: %w", c.Name, err)
	}
	dice, _ := DiceTableSetting(opts.Settings)
	in := SheetInputFor(c.Name, c.Player, c.Campaign, ch, dice)
	sopts := SheetOptions{}
	if opts.Extras[ExtraPlacemat] {
		sopts = SheetOptions{Placemat: true, DiceTable: SheetDiceTable(dice)}
	}
	return Sheet(in, sopts), nil
}

// BlankSheet is Dragonhead's empty sheet. A blank placemat prints the
// group's Dice Table only when the library has one; otherwise the numbers
// with blank rolls to copy in.
func (System) BlankSheet(opts sheet.Options) (sheet.Sheet, error) {
	sopts := SheetOptions{Placemat: opts.Extras[ExtraPlacemat]}
	if _, saved := opts.Settings[SettingDiceTable]; sopts.Placemat && saved {
		dice, _ := DiceTableSetting(opts.Settings)
		sopts.DiceTable = SheetDiceTable(dice)
	}
	return Sheet(SheetInput{}, sopts), nil
}
