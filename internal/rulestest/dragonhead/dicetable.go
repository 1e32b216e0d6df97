// Package dragonheadtest holds the test helpers that Dragonhead's tests
// outside its own packages share (the printing dialog's and the `sheet`
// command's): a group Dice Table saved in a library.
package dragonheadtest

import (
	"context"
	"testing"

	"sessionzero/model"
	"sessionzero/rules/dragonhead"
)

// SaveDiceRoll saves in store a group Dice Table (the setting
// dragonhead.SettingDiceTable, as Tools → Dragonhead Dice Table… saves it)
// that is the default one but for number n, which rolls roll.
func SaveDiceRoll(t testing.TB, store *model.Store, n int, roll string) {
	t.Helper()
	table := dragonhead.DefaultDiceTable()
	if err := table.Set(n, roll); err != nil {
		t.Fatal(err)
	}
	encoded, err := dragonhead.EncodeDiceTable(table)
	if err != nil {
		t.Fatal(err)
	}
	if err := store.SetSetting(context.Background(), dragonhead.SettingDiceTable, string(encoded)); err != nil {
		t.Fatal(err)
	}
}
