//go:build ci

package rollunder

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"sessionzero/ui/libtest"
	"sessionzero/ui/uitest"
)

// TestScreenshotStatBlock renders the GM's stat-block calculator with a
// saved goblin chief (rollunder-statblock).
func TestScreenshotStatBlock(t *testing.T) {
	s := showStatBlocks(libtest.Library(t))
	s.name.SetText("Goblin chief")
	s.hp.SetText("6")
	s.armor.SetText("2")
	s.str.SetText("12")
	s.wil.SetText("8")
	s.weapons.SetText("Spear d8\nShortbow d6 ranged\nFire pot d6 blast ignores armour")
	s.bonus.SetText("d4")
	s.group.SetText("goblins")
	s.leader.SetChecked(true)
	if err := s.save(); err != nil {
		t.Fatal(err)
	}
	// "or for both weapons if wielding two" (L8): the fire pot is carried; the attack rolls spear, bow and the bonus d4.
	sb, err := s.block()
	if err != nil || len(sb.Weapons) != 3 || sb.Weapons[2].Wielded || !sb.Weapons[2].Blast || !sb.Weapons[2].IgnoresArmor || !slices.Equal(sb.Odds().AttackDice, []int{8, 6, 4}) {
		t.Errorf("the saved block: %+v %v", sb, err)
	}
	s.win.Resize(fyne.NewSize(1280, 720))
	uitest.Capture(t, s.win, "rollunder-statblock")
}
