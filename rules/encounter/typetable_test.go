package encounter

import (
	"testing"
	"unsafe"
)

// TestTypeTable: event types are found by their own name only.
func TestTypeTable(t *testing.T) {
	var tt typeTable
	for i, typ := range []string{"attack", "pass", "start", "str_save", "morale", "", "resolve"} {
		if !tt.add(typ, i) {
			t.Fatalf("%q refused", typ)
		}
	}
	if tt.add("pass", 9) {
		t.Error("a type added twice was accepted")
	}
	for typ, want := range map[string]int{"attack": 0, "pass": 1, "start": 2, "str_save": 3, "morale": 4, "": 5, "resolve": 6} {
		if got, ok := tt.find(typ); !ok || got != want {
			t.Errorf("find(%q) = %d, %v; want %d", typ, got, ok, want)
		}
	}
	// The same names in other memory (as a file's log gives them) are
	// found by their text.
	for typ, want := range map[string]int{"attack": 0, "pass": 1, "str_save": 3, "resolve": 6} {
		other := string([]byte(typ))
		if unsafe.StringData(other) == unsafe.StringData(typ) {
			t.Fatalf("%q: the copy shares its text", typ)
		}
		if got, ok := tt.find(other); !ok || got != want {
			t.Errorf("find(copy of %q) = %d, %v; want %d", typ, got, ok, want)
		}
	}
	for _, typ := range []string{"attacK", "pas", "passes", "a very long event type", "starts", "attack"[:5], "resolver"[1:], "stare"} {
		if got, ok := tt.find(typ); ok {
			t.Errorf("find(%q) = %d, want none", typ, got)
		}
	}
}
