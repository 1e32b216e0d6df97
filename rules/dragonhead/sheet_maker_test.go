package dragonhead

import (
	"fmt"
	"strings"
	"testing"

	"sessionzero/rules/sheet"
)

func TestDiceTableSetting(t *testing.T) {
	table := DefaultDiceTable()
	if err := table.Set(8, "2d4"); err != nil {
		t.Fatal(err)
	}
	saved, err := EncodeDiceTable(table)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		settings map[string]string
		want8    string
		wantErr  bool
	}{
		{"never saved", nil, DefaultDiceRoll(8), false},
		{"saved", map[string]string{SettingDiceTable: string(saved)}, "2d4", false},
		{"damaged", map[string]string{SettingDiceTable: "{not json"}, DefaultDiceRoll(8), true},
	}
	for _, tt := range tests {
		got, err := DiceTableSetting(tt.settings)
		if (err != nil) != tt.wantErr {
			t.Errorf("(err != nil) != tt.wantErr: %s: 8 rolls %q (%v), want %q", tt.name, got.Roll(8), err, tt.want8)
		} else if got.Roll(8) != tt.want8 {
			t.Errorf("got.Roll(8) != tt.want8: %s: 8 rolls %q (%v), want %q", tt.name, got.Roll(8), err, tt.want8)
		}
		if err != nil && !strings.Contains(err.Error(), "Dice Table") {
			t.Errorf("%s: the error %q does not name the Dice Table", tt.name, err)
		}
	}
	if err := (System{}).Settings()[0].Check("{not json"); err == nil {
		t.Error("the setting's check accepts a damaged table")
	}
}

func TestBlankPlacematPrintsTheSavedTable(t *testing.T) {
	table := DefaultDiceTable()
	if err := table.Set(8, "2d4"); err != nil {
		t.Fatal(err)
	}
	saved, _ := EncodeDiceTable(table)
	with, _ := System{}.BlankSheet(sheet.Options{Extras: map[string]bool{ExtraPlacemat: true}, Settings: map[string]string{SettingDiceTable: string(saved)}})
	without, _ := System{}.BlankSheet(sheet.Options{})
	if len(with.Extras) != 1 {
		t.Fatalf("len(with.Extras) != 1: placemat asked for: %d extra pages; not asked for: %d", len(with.Extras), len(without.Extras))
	} else if len(without.Extras) != 0 {
		t.Fatalf("len(without.Extras) != 0: placemat asked for: %d extra pages; not asked for: %d", len(with.Extras), len(without.Extras))
	}
	if got := fmt.Sprint(with.Extras[0]); !strings.Contains(got, "2d4") {
		t.Errorf("the blank placemat does not print the saved table's 2d4: %s", got)
	}
}
