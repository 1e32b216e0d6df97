package widgets

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2/widget"
)

// KeyedSelect is a select that shows people's names for the keys a file
// stores: "Melee weapon" for "melee", "Armor" for "armor". Read and set it
// by key; its Selected is the name shown.
type KeyedSelect struct {
	widget.Select
	keys, names []string
}

// NewKeyedSelect lists keys under name(key) (Capitalized when name is nil);
// changed, if set, gets the key the user picks.
func NewKeyedSelect(keys []string, name func(key string) string, changed func(key string)) *KeyedSelect {
	if name == nil {
		name = Capitalized
	}
	s := &KeyedSelect{keys: keys}
	for _, k := range keys {
		s.names = append(s.names, name(k))
	}
	s.Options = s.names
	s.PlaceHolder = "(Select one)"
	s.ExtendBaseWidget(s)
	if changed != nil {
		s.OnChanged = func(string) { changed(s.Key()) }
	}
	return s
}

// Key is the key of the option shown, or "" when none is.
func (s *KeyedSelect) Key() string {
	if i := s.SelectedIndex(); i >= 0 && i < len(s.keys) {
		return s.keys[i]
	}
	return ""
}

// SetKey shows the option of key; a key not in the list (an imported
// file's own) is added, under itself, so it is kept as it was.
func (s *KeyedSelect) SetKey(key string) {
	for i, k := range s.keys {
		if k == key {
			s.SetSelectedIndex(i)
			return
		}
	}
	if key == "" {
		s.ClearSelected()
		return
	}
	s.keys = append(s.keys, key)
	s.names = append(s.names, key)
	s.Options = s.names
	s.SetSelectedIndex(len(s.keys) - 1)
}

// Capitalized is a key as a name: its first letter upper case ("armor" →
// "Armor").
func Capitalized(key string) string {
	r, n := utf8.DecodeRuneInString(key)
	if n == 0 {
		return key
	}
	return strings.ToUpper(string(unicode.ToUpper(r))) + key[n:]
}
