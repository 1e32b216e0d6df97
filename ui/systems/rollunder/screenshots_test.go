//go:build ci

package rollunder

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	ru "sessionzero/rules/rollunder"
	"sessionzero/ui/libtest"
	"sessionzero/ui/uitest"
)

// TestScreenshotStatBlock renders the GM's stat-block calculator with a
// saved goblin chief (rollunder-statblock) and checks what the picture
// shows: the block typed on the left, the odds at the table on the right,
// in a 1280×720 window.
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
	// "or for both weapons if wielding two" (004_5b2569e2fc4c8c7e.txt, Attacking): the fire pot is
	// carried; the attack rolls spear, bow and the bonus d4.
	sb, err := s.block()
	if err != nil {
		t.Fatal(err)
	}
	t.Run("the saved block", func(t *testing.T) {
		if len(sb.Weapons) != 3 {
			t.Fatalf("%d weapons, want 3", len(sb.Weapons))
		}
		pot := sb.Weapons[2]
		for _, c := range []struct {
			what      string
			got, want bool
		}{{"the fire pot wielded", pot.Wielded, false}, {"the fire pot a blast", pot.Blast, true}, {"the fire pot ignores armour", pot.IgnoresArmor, true}} {
			if c.got != c.want {
				t.Errorf("%s: %v, want %v", c.what, c.got, c.want)
			}
		}
		if got := sb.Odds().AttackDice; !slices.Equal(got, []int{8, 6, 4}) {
			t.Errorf("the attack rolls %v, want d8, d6, d4", got)
		}
	})

	s.win.Resize(fyne.NewSize(1280, 720))
	uitest.Capture(t, s.win, "rollunder-statblock")
	uitest.CheckFits(t, "the stat-block calculator", s.win.Canvas(), fyne.NewSize(1280, 720))
	shown := uitest.TextOf(s.win.Content())
	drawn := uitest.DrawnText(s.win.Content())
	// "Roll d20 equal or under the appropriate Ability Score" (Saves), and "Roll twice and take the
	// better or worse" (Advantage and Disadvantage): STR 12 passes 12/20 = 60%, 1 − (8/20)² = 84%,
	// (12/20)² = 36%; WIL 8: 40%, 64%, 16%; DEX unlisted: "treated as 10".
	for _, want := range []string{
		"STR 12: 60% · 84% · 36%", "WIL 8: 40% · 64% · 16%", "DEX 10: 50% · 75% · 25%",
		"Wielded: the first two weapons",
		fmt.Sprintf("Attack: rolls d8, d6, d4, keeps the highest; mean %.2f against armour 0.", ru.MeanHighest([]int{8, 6, 4})),
		// "when they lose half of their total numbers … must pass a WIL Save" (Morale): WIL 8 fails on 12 of 20.
		"Morale: routs 60% of the time: a WIL save of 8 fails on 12 of 20", "A group of 6 saves once 3 are lost",
		// "If unsure how many targets are affected, roll Damage die." (Blast Damage)
		"Fire pot is a blast: if unsure how many are hit, roll its d6 (1 to 6 targets, mean 3.5, Blast Damage)",
	} {
		if !strings.Contains(shown, want) {
			t.Errorf("the odds at the table lack %q:\n%s", want, shown)
		}
	}
	for _, want := range []string{"Stat block", "At the table", "Save stat block", "Goblin chief", "goblins", "Saved Goblin chief"} {
		if !strings.Contains(drawn, want) {
			t.Errorf("the window does not draw %q:\n%s", want, drawn)
		}
	}
}
