package dragonhead

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"sessionzero/ui"
	"sessionzero/ui/uitest"
	"sessionzero/ui/widgets"
)

// completeClass fills in a class in the catalog window (hit die, combat
// line, level table) and saves it as the library's own.
func completeClass(t *testing.T, l *ui.Library, name, die string) {
	t.Helper()
	cw := openDragonheadCatalog(l)
	t.Cleanup(cw.win.Close)
	found := -1
	for i, def := range cw.cat.classes {
		if def.Name == name {
			found = i
		}
	}
	if found < 0 {
		t.Fatalf("no %s in the catalog", name)
	}
	cw.list.Select(found)
	test.Type(cw.hitDie, die)
	cw.combat.SetText("Melee")
	if cw.moves.Text == "" {
		cw.moves.SetText("Walk 8")
	}
	cw.levelXP.SetText("2500, 5000, 10000")
	if !cw.save() {
		t.Fatalf("saving %s: %s", name, cw.status.Text)
	}
}

// newFighter is a new character with rolled abilities who took the book's
// incomplete Fighter sample, as a new user does.
func newFighter(t *testing.T, seed uint64) (*ui.Library, *dhBuilder) {
	t.Helper()
	l, _, _, b := newCharacterBuilder(t, seed, "Rook")
	showStep(t, b, "Abilities")
	test.Tap(b.w.roll)
	showStep(t, b, "Classes")
	b.w.classPick.SetSelected("Fighter (calling)" + dhSampleLabelSuffix)
	test.Tap(b.w.addClass)
	if !dhHasClass(b.char, "Fighter") {
		t.Fatalf("Fighter not added: %s", b.message.Text)
	}
	showStep(t, b, "Hit points")
	if text := uitest.TextOf(b.step("Hit points").box); !strings.Contains(text, "Fighter needs a hit die") {
		t.Fatalf("Hit points step: %s", text)
	}
	return l, b
}

// TestDragonheadNewCharacterIsNotStuck (issue 26): the book's Fighter is an
// incomplete sample without a hit die ("Start with the best possible roll of
// your class hit die", 002_81d21628bd61f597.txt), so a new character's Hit
// points step used to say only that it needs one. Each way out, through the
// builder as a user clicks it.
func TestDragonheadNewCharacterIsNotStuck(t *testing.T) {
	t.Run("give the sample a hit die on the Hit points step", func(t *testing.T) {
		_, b := newFighter(t, 11)
		b.w.hitDiePick.SetSelected("d10")
		test.Tap(b.w.setHitDie)
		if _, ok := b.value("actual_hp"); !ok {
			t.Fatalf("!ok: no Actual HP after giving d10: %s", b.message.Text)
		} else if b.char.Classes[0].HitDie != 10 {
			t.Fatalf("b.char.Classes[0].HitDie != 10: no Actual HP after giving d10: %s", b.message.Text)
		}
	})
	t.Run("complete Fighter in the catalog and take its copy", func(t *testing.T) {
		l, b := newFighter(t, 12)
		completeClass(t, l, "Fighter", "d10")
		b = openBuilder(t, l) // the catalog's save refreshes the builder
		showStep(t, b, "Classes")
		// Offered under Add a class …
		want := "Fighter (calling) — take the catalog's copy"
		if !contains(b.w.classPick.Options, want) {
			t.Fatalf("Add a class offers %q", b.w.classPick.Options)
		}
		// … and on the class's card.
		bt := b.w.updates["class:Fighter"]
		if bt == nil {
			t.Fatalf("no update button on Fighter's card: %s", uitest.TextOf(b.step("Classes").box))
		}
		test.Tap(bt)
		v, ok := b.value("actual_hp")
		if !ok {
			t.Fatalf("!ok: after taking the catalog's Fighter: %v %+v (%s)", v, b.char.Classes[0], b.message.Text)
		} else if b.char.Classes[0].HitDie != 10 {
			t.Fatalf("b.char.Classes[0].HitDie != 10: after taking the catalog's Fighter: %v %+v (%s)", v, b.char.Classes[0], b.message.Text)
		} else if b.char.Classes[0].Sample {
			t.Fatalf("b.char.Classes[0].Sample: after taking the catalog's Fighter: %v %+v (%s)", v, b.char.Classes[0], b.message.Text)
		}
		// Level 1 of the first class is granted: 2,500 recorded, no problems left about the class.
		if b.char.XP.Spent.Classes["Fighter"] != 2500 {
			t.Fatalf("spent %v", b.char.XP.Spent.Classes)
		}
		for _, p := range b.derived.Problems {
			if strings.Contains(p.Message, "Fighter") {
				t.Fatalf("problem left: %s", p.Message)
			}
		}
	})
	t.Run("swap the only calling", func(t *testing.T) {
		l, b := newFighter(t, 13)
		completeClass(t, l, "Warlord", "d8")
		b = openBuilder(t, l)
		showStep(t, b, "Classes")
		if b.w.drops["class:Fighter"] != nil {
			t.Fatal("Drop Fighter… is offered but would be refused (the only calling)")
		}
		if b.w.swapPick == nil {
			t.Fatalf("no swap offered: %s", uitest.TextOf(b.step("Classes").box))
		}
		b.w.swapPick.SetSelected("Warlord (calling)")
		test.Tap(b.w.swap)
		if len(b.char.Classes) != 1 {
			t.Fatalf("len(b.char.Classes) != 1: after the swap: %+v (%s)", b.char.Classes, b.message.Text)
		} else if b.char.Classes[0].Name != "Warlord" {
			t.Fatalf("b.char.Classes[0].Name != \"Warlord\": after the swap: %+v (%s)", b.char.Classes, b.message.Text)
		}
		if v, ok := b.value("actual_hp"); !ok {
			t.Fatalf("!ok: Actual HP after the swap: %v", v)
		} else if v.Value.(int) < 1 {
			t.Fatalf("v.Value.(int) < 1: Actual HP after the swap: %v", v)
		}
		if b.char.XP.Spent.Classes["Warlord"] != 2500 {
			t.Fatalf("spent %v", b.char.XP.Spent.Classes)
		}
	})
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestScreenshotDragonheadNewCharacterHitDie shows a new character's Hit
// points step with the book's sample Fighter, and the Classes step with the
// only calling to swap (docs: dragonhead-hit-die, dragonhead-swap-calling).
func TestScreenshotDragonheadNewCharacterHitDie(t *testing.T) {
	l, b := newFighter(t, 14)
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	w := l.Window()
	w.Resize(uitest.Laptop)
	showStep(t, b, "Hit points")
	shot(t, w, "dragonhead-hit-die", "Fighter needs a hit die", "Give Fighter this hit die")
	completeClass(t, l, "Warlord", "d8")
	b = openBuilder(t, l)
	showStep(t, b, "Classes")
	shot(t, w, "dragonhead-swap-calling", "Fighter is the only calling, so it cannot be dropped")
}
