//go:build ci

package rollunder

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	ru "sessionzero/rules/rollunder"
	"sessionzero/ui/encounters/trackertest"
	"sessionzero/ui/libtest"
	"sessionzero/ui/uitest"
)

// overlayButton taps the button of the window's top dialog with that text.
func overlayButton(t *testing.T, w fyne.Window, text string) {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog is open")
	}
	for _, obj := range test.LaidOutObjects(top) {
		if b, ok := obj.(*widget.Button); ok && b.Text == text {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("the dialog has no button %q", text)
}

func libraryData(t *testing.T, store *model.Store, name string) ru.Character {
	t.Helper()
	list, err := store.Characters(context.Background(), model.Filter{System: ru.ID})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range list {
		if c.Name == name {
			full, err := store.Character(context.Background(), c.ID)
			if err != nil {
				t.Fatal(err)
			}
			ch, err := ru.Decode(full.Data)
			if err != nil {
				t.Fatal(err)
			}
			return ch
		}
	}
	t.Fatalf("no character %s", name)
	return ru.Character{}
}

// TestTrackerWriteBack: Ada runs out of HP and fails her STR save, Bo is
// Blinded and loses WIL; Write back… puts it on both characters as one
// change, and a second write-back has nothing to give.
func TestTrackerWriteBack(t *testing.T) {
	lib, _, store := libtest.New(t)
	addCharacter(t, store, "Ada", `{"str":12,"dex":14,"max_hp":4,"weapons":[{"name":"Sword","die":8,"wielded":true}],"hirelings":[{"name":"Mira","role":"apprentice"}]}`)
	addCharacter(t, store, "Bo", `{"dex":8,"wil":11,"max_hp":3,"weapons":[{"name":"Axe","die":10,"wielded":true}]}`)
	nw := newBarrowEncounter(t, lib)
	addTyped(t, nw, typed{name: "Ghoul", count: "3", hp: "3", armor: "0", die: "d6"})
	tw := startPartyFirst(t, nw)
	// Declaring with nothing ticked: Bo acts, and the target starts on an opponent, not on Ada.
	trackertest.Tap(t, tw, "Declare")
	if who, tg := uitest.FormItem(t, tw.Content(), "Combatant").(*widget.Select), uitest.FormItem(t, tw.Content(), "Target").(*widget.Select); tg.Selected != "Ghoul 1" {
		t.Errorf("%s's target starts on %q, want Ghoul 1", who.Selected, tg.Selected)
	}
	trackertest.Choose(t, tw, "Combatant", "Ada")
	if tg := uitest.FormItem(t, tw.Content(), "Target").(*widget.Select); tg.Selected != "Ghoul 1" {
		t.Errorf("Ada's target starts on %q, want Ghoul 1", tg.Selected)
	}

	// "When you run out of HP, any remaining Damage is removed from your STR score. Now you must pass a STR
	// Save to avoid Critical Damage." (004_5b2569e2fc4c8c7e.txt L24): 6 on 4 HP, STR 12 → 10; a 20 fails.
	trackertest.Tap(t, tw, "Damage")
	trackertest.Choose(t, tw, "Target", "Ada")
	trackertest.Type(t, tw, "Damage", "6")
	trackertest.Type(t, tw, "What", "a ghoul's claws")
	trackertest.Submit(t, tw, "Apply damage")
	trackertest.Tap(t, tw, "Due save")
	trackertest.Type(t, tw, "d20", "20")
	trackertest.Submit(t, tw, "Roll the save")
	// Bo: Blinded, and 3 WIL lost to a ghoul's wail (armour 0).
	trackertest.Tap(t, tw, "Condition")
	trackertest.Choose(t, tw, "Target", "Bo")
	trackertest.Choose(t, tw, "Condition", "Blinded")
	trackertest.Submit(t, tw, "Apply")
	trackertest.Tap(t, tw, "Damage")
	trackertest.Choose(t, tw, "Target", "Bo")
	trackertest.Type(t, tw, "Damage", "3")
	trackertest.Choose(t, tw, "Against", "WIL")
	trackertest.Submit(t, tw, "Apply damage")

	tw.Resize(fyne.NewSize(1280, 720))
	trackertest.Submit(t, tw, "Write back…")
	text := uitest.TextOf(tw.Canvas().Overlays().Top())
	for _, want := range []string{"Ada: HP 4 -> 0", "Ada: current STR 12 -> 10", "Ada: Critical Damage", "Bo: current WIL 11 -> 8", "Bo: conditions + Blinded"} {
		if !strings.Contains(text, want) {
			t.Errorf("the dialog should say %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "XP earned") {
		t.Errorf("the book has no XP, the dialog asks for it:\n%s", text)
	}
	uitest.Capture(t, tw, "encounter-write-back-rollunder")
	overlayButton(t, tw, "Write back")
	ada, bo := libraryData(t, store, "Ada"), libraryData(t, store, "Bo")
	if ada.HP() != 0 || ada.Current("str") != 10 || ada.Full("str") != 12 || !ada.Critical || ada.Tended {
		t.Errorf("Ada written: hp %d str %d/%d critical %v tended %v", ada.HP(), ada.Current("str"), ada.Full("str"), ada.Critical, ada.Tended)
	}
	if bo.Current("wil") != 8 || strings.Join(bo.Conditions, ",") != "Blinded" {
		t.Errorf("Bo written: wil %d conditions %v", bo.Current("wil"), bo.Conditions)
	}
	if got := uitest.TextOf(tw.Content()) + uitest.DrawnText(tw.Content()); !strings.Contains(got, "Wrote the results back to Bo") {
		t.Errorf("the log does not record the write-back:\n%s", got)
	}
	// Written twice: nothing new.
	if top := tw.Canvas().Overlays().Top(); top != nil {
		tw.Canvas().Overlays().Remove(top)
	}
	trackertest.Submit(t, tw, "Write back…")
	if text := uitest.TextOf(tw.Canvas().Overlays().Top()); strings.Count(text, "No change to write.") != 2 {
		t.Errorf("a second write-back offers:\n%s", text)
	}
	tw.Canvas().Overlays().Remove(tw.Canvas().Overlays().Top())

	// The three ghouls were typed together, so they are one group led by Ghoul 1: with two of them dead the
	// pack has lost "half of their total numbers" (L34) and its morale comes up without the GM naming a group.
	for _, g := range []string{"Ghoul 2", "Ghoul 3"} {
		trackertest.Tap(t, tw, "Damage")
		trackertest.Choose(t, tw, "Target", g)
		trackertest.Type(t, tw, "Damage", "20")
		trackertest.Submit(t, tw, "Apply damage")
	}
	if v := savedView(t, store); !strings.Contains(strings.Join(v.Pending, "|"), "Morale: Ghoul 1–3, Ghoul 1 with WIL 10") {
		t.Errorf("the pack's morale is not due: %v", v.Pending)
	}
}
