//go:build ci

package rollunder

import (
	"strings"
	"testing"

	"sessionzero/ui/libtest"
)

// TestStatBlockSaysMoraleOnce: the calculator gives the morale chance once,
// with the WIL save it comes from ("must pass a WIL Save to avoid their
// group being routed", L34), not a percentage and a save count apart.
func TestStatBlockSaysMoraleOnce(t *testing.T) {
	s := showStatBlocks(libtest.Library(t))
	s.name.SetText("Goblin")
	s.hp.SetText("3")
	s.wil.SetText("8")
	s.weapons.SetText("Spear d8")
	got := s.odds.Text
	if n := strings.Count(got, "Morale"); n != 1 || !strings.Contains(got, "Morale: routs 60% of the time: a WIL save of 8 fails on 12 of 20") {
		t.Errorf("morale said %d times:\n%s", n, got)
	}
}
