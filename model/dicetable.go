package model

import (
	"context"
	"fmt"

	"sessionzero/rules/dragonhead"
)

// SettingDragonheadDiceTable is the settings key of the group's Dragonhead
// Dice Table; its value is dragonhead.EncodeDiceTable's JSON. The builder,
// the Dice Table window, the print dialog and `sheet --campaign` all read
// it through DragonheadDiceTable.
const SettingDragonheadDiceTable = "dragonhead.dice_table"

// DragonheadDiceTable reads the group's Dice Table; a library that never
// saved one has the default table. A saved table that cannot be read is an
// error, with the default table returned beside it.
func (s *Store) DragonheadDiceTable(ctx context.Context) (dragonhead.DiceTable, error) {
	v, ok, err := s.Setting(ctx, SettingDragonheadDiceTable)
	if err != nil || !ok {
		return dragonhead.DefaultDiceTable(), err
	}
	t, err := dragonhead.DecodeDiceTable([]byte(v))
	if err != nil {
		return dragonhead.DefaultDiceTable(), fmt.Errorf("the saved Dragonhead Dice Table: %w", err)
	}
	return t, nil
}

// SetDragonheadDiceTable saves the group's Dice Table.
func (s *Store) SetDragonheadDiceTable(ctx context.Context, t dragonhead.DiceTable) error {
	b, err := dragonhead.EncodeDiceTable(t)
	if err != nil {
		return fmt.Errorf("encoding the Dragonhead Dice Table: %w", err)
	}
	if err := s.SetSetting(ctx, SettingDragonheadDiceTable, string(b)); err != nil {
		return fmt.Errorf("saving the Dragonhead Dice Table: %w", err)
	}
	return nil
}
