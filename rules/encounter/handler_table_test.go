package encounter

import (
	"strings"
	"testing"
	"unsafe"
)

// TestEventsIsSmall: a rules value embeds Events and is copied by every
// Apply through the Rules interface, so Events is one pointer.
func TestEventsIsSmall(t *testing.T) {
	if n := unsafe.Sizeof(Events{}); n > unsafe.Sizeof(uintptr(0)) {
		t.Errorf("Events is %d bytes; a rules value copies it on every Apply", n)
	}
}

// TestZeroEvents: the zero Events declares nothing and says so instead of
// failing on a nil table.
func TestZeroEvents(t *testing.T) {
	var e Events
	if e.System() != "" || e.Mode() != "" || len(e.EventTypes()) != 0 || e.Has("attack") {
		t.Errorf("the zero Events declares something: %q %q %v", e.System(), e.Mode(), e.EventTypes())
	}
	err := e.Apply(NewState("test", ModeCombat), Event{Type: "attack"})
	if err == nil || !strings.Contains(err.Error(), `"attack"`) {
		t.Errorf("Apply on the zero Events: %v", err)
	}
}
