package model

import (
	"context"
	"strings"
	"testing"

	"sessionzero/rules/dragonhead"
)

func TestDragonheadDiceTableSetting(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	// A library that never saved a table has the default one.
	got, err := s.DragonheadDiceTable(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got.Roll(8) != dragonhead.DefaultDiceRoll(8) {
		t.Fatalf("no saved table: 8 rolls %q, want the default %q", got.Roll(8), dragonhead.DefaultDiceRoll(8))
	}
	table := dragonhead.DefaultDiceTable()
	if err := table.Set(8, "2d4"); err != nil {
		t.Fatal(err)
	}
	if err := s.SetDragonheadDiceTable(ctx, table); err != nil {
		t.Fatal(err)
	}
	if got, err = s.DragonheadDiceTable(ctx); err != nil || got.Roll(8) != "2d4" {
		t.Fatalf("saved table: 8 rolls %q (%v), want 2d4", got.Roll(8), err)
	}
	if raw, ok, _ := s.Setting(ctx, SettingDragonheadDiceTable); !ok || !strings.Contains(raw, `"8":"2d4"`) {
		t.Fatalf("the setting holds %q", raw)
	}
	// A damaged setting is an error that says which, with the default table.
	if err := s.SetSetting(ctx, SettingDragonheadDiceTable, "{not json"); err != nil {
		t.Fatal(err)
	}
	got, err = s.DragonheadDiceTable(ctx)
	if err == nil || !strings.Contains(err.Error(), "Dice Table") {
		t.Fatalf("a damaged setting gave %v", err)
	}
	if got.Roll(8) != dragonhead.DefaultDiceRoll(8) {
		t.Fatalf("a damaged setting: 8 rolls %q, want the default", got.Roll(8))
	}
}
