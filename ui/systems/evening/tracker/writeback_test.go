package tracker_test

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	"sessionzero/rules"
	"sessionzero/rules/evening"
	"sessionzero/ui/encounters/trackertest"
	"sessionzero/ui/uitest"
)

// library is a library character's Evening sheet, as saved.
func library(t *testing.T, store *model.Store, name string) evening.Character {
	t.Helper()
	ch, err := store.CharacterByName(context.Background(), name)
	if err != nil {
		t.Fatal(err)
	}
	c, err := evening.DecodeCharacter(ch.Data)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// maxHP is a character's health maximum, as its sheet derives it.
func maxHP(c evening.Character) int {
	n, _ := rules.As[int](evening.DeriveCharacter(c), "max_hp")
	return n
}

// dialogText is the open dialog's text, its labels a line each.
func dialogText(w fyne.Window) string {
	top := w.Canvas().Overlays().Top()
	if top == nil {
		return ""
	}
	return uitest.Labels(test.LaidOutObjects(top))
}

// tapInDialog taps the open dialog's button with the text.
func tapInDialog(t *testing.T, w fyne.Window, text string) {
	t.Helper()
	for _, o := range test.LaidOutObjects(w.Canvas().Overlays().Top()) {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no %q in the dialog:\n%s", text, dialogText(w))
}

// fightAndResolve is an Evening threat fight with the book's rating-1
// ogre: it hits Wren for 5, and the GM marks it resolved, which offers
// Wren +1 XP ("Characters gain 1 XP for each threat resolved whose rating
// is at least their MAR", 003_b350af455cb359c1.txt L175; Wren's MAR is 1).
func fightAndResolve(t *testing.T) (fyne.Window, *model.Store) {
	t.Helper()
	_, w, store := start(t, "Evening combat", ogre)
	initiative(t, w, map[string]string{"Wren": "3", "Ogre": "18"})
	trackertest.Tick(t, w, "Wren")
	trackertest.Tap(t, w, "Threat attack")
	trackertest.Dice(t, w, "Defense d20").SetText("2")
	trackertest.Entry(t, w, "Damage").SetText("5")
	trackertest.Submit(t, w, "Resolve")
	trackertest.Tap(t, w, "Threat")
	trackertest.Choose(t, w, "Do", "Resolved")
	trackertest.Submit(t, w, "Apply")
	trackertest.WantShown(t, w, "resolved", "+1 XP to Wren")
	return w, store
}

// Evening's "+1 XP" reaches the character through Write back…, with the
// health the fight left, and a second write-back gives nothing twice
// (issue 22, "Results go back to the characters").
func TestEveningWriteBackGivesTheOfferedXPOnce(t *testing.T) {
	w, store := fightAndResolve(t)
	was := library(t, store, "Wren")
	trackertest.Tap(t, w, "Write back…")
	text := dialogText(w)
	for _, want := range []string{"Wren: XP 10 -> 11 (1 offered in the encounter)", "Wren: health"} {
		if !strings.Contains(text, want) {
			t.Fatalf("the dialog lacks %q:\n%s", want, text)
		}
	}
	uitest.CheckFits(t, "Evening write-back dialog", w.Canvas(), uitest.Laptop)
	tapInDialog(t, w, "Write back")
	now := library(t, store, "Wren")
	if now.XPTotal != was.XPTotal+1 {
		t.Fatalf("Wren's XP %d after the write-back, was %d", now.XPTotal, was.XPTotal)
	}
	{
		hp, max := now.CurrentHP, maxHP(was)
		if hp == nil {
			t.Fatalf("hp == nil: Wren's health after 5 damage: %v of %v", hp, max)
		}
		if *hp != max-5 {
			t.Fatalf("*hp != max-5: Wren's health after 5 damage: %v of %v", hp, max)
		}
	}
	trackertest.WantShown(t, w, "written", "Wren")

	// Again: nothing new, and the XP stays.
	trackertest.Tap(t, w, "Write back…")
	{
		text := dialogText(w)
		if !strings.Contains(text, "No change to write.") {
			t.Fatalf("!strings.Contains(text, \"No change to write.\"): the second write-back offers:\n%s", text)
		}
		if strings.Contains(text, "XP 11 -> 12") {
			t.Fatalf("strings.Contains(text, \"XP 11 -> 12\"): the second write-back offers:\n%s", text)
		}
	}
	tapInDialog(t, w, "Not now")
	if again := library(t, store, "Wren"); again.XPTotal != was.XPTotal+1 {
		t.Fatalf("Wren's XP %d after the second dialog", again.XPTotal)
	}
}
