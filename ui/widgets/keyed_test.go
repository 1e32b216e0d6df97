package widgets

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

func TestKeyedSelectShowsNamesAndKeepsKeys(t *testing.T) {
	test.NewTempApp(t)
	var picked []string
	s := NewKeyedSelect([]string{"melee", "armor"}, func(k string) string {
		if k == "melee" {
			return "Melee weapon"
		}
		return Capitalized(k)
	}, func(k string) { picked = append(picked, k) })
	if got := s.Options; len(got) != 2 || got[0] != "Melee weapon" || got[1] != "Armor" {
		t.Fatalf("options %q", got)
	}
	for _, c := range []struct {
		set, key, shown string
	}{
		{"armor", "armor", "Armor"},
		{"melee", "melee", "Melee weapon"},
		{"homebrew", "homebrew", "homebrew"}, // an imported file's own kind is kept as it is
		{"", "", ""},
	} {
		s.SetKey(c.set)
		if s.Key() != c.key || s.Selected != c.shown {
			t.Errorf("SetKey(%q): key %q shown %q, want %q %q", c.set, s.Key(), s.Selected, c.key, c.shown)
		}
	}
	s.SetSelected("Melee weapon") // as the user picks it
	if s.Key() != "melee" || picked[len(picked)-1] != "melee" {
		t.Errorf("picking Melee weapon: key %q, changed got %q", s.Key(), picked)
	}
}

func TestCapitalized(t *testing.T) {
	for in, want := range map[string]string{"armor": "Armor", "": "", "élan": "Élan", "Gear": "Gear"} {
		if got := Capitalized(in); got != want {
			t.Errorf("Capitalized(%q) = %q, want %q", in, got, want)
		}
	}
}
