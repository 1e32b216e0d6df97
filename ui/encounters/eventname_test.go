package encounters

import "testing"

// TestEventName: a log line names its event in words, the books'
// abbreviations in capitals (roll-under's "STR save", "Set HP").
func TestEventName(t *testing.T) {
	for _, c := range []struct{ typ, want string }{
		{"next_phase", "Next phase"},
		{"str_save", "STR save"},
		{"set_hp", "Set HP"},
		{"temp_hp", "Temp HP"},
		{"attack", "Attack"},
		{"strike", "Strike"},
		{"", ""},
	} {
		if got := eventName(c.typ); got != c.want {
			t.Errorf("eventName(%q) = %q, want %q", c.typ, got, c.want)
		}
	}
}
