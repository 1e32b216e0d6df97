package encounters

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"sessionzero/rules/encounter"
	"sessionzero/rules/encounter/catalog"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/libtest"
	"sessionzero/ui/uitest"
)

// quickNumbers are numbers the quick-add form takes for a typed combatant
// of any system: the system's own initial values, 12 for a number it
// leaves empty, and nothing for the ones it may leave empty.
func quickNumbers(system string) map[string]string {
	optional := map[string]bool{"complexity": true, "length": true, "initiative_bonus": true,
		"hit_tn": true, "attack_tn": true, "max_focus": true}
	stats := map[string]string{}
	for _, f := range hooks.Get(system).QuickStats {
		switch {
		case f.Key == "rating":
			stats[f.Key] = "3"
		case f.Initial == "" && !optional[f.Key]:
			stats[f.Key] = "12"
		}
	}
	return stats
}

// startEveryKind starts one encounter of each kind with a tracker of
// action forms (every system's combat and its other modes, not the social
// panes): a typed Hero on the party's side against two typed Ghouls.
func startEveryKind(t *testing.T) map[string]*encounterTracker {
	t.Helper()
	out := map[string]*encounterTracker{}
	for _, k := range catalog.Kinds {
		if k.Mode == encounter.ModeSocial {
			continue
		}
		l, _, _ := libtest.New(t)
		s := showNewEncounter(l)
		t.Cleanup(func() { closeWindow(s.win) })
		chooseKind(s, k.Label)
		typeOpponent(t, s, "Ghoul", "2", false, quickNumbers(k.System))
		s.oppSide.SetSelected("Party")
		typeOpponent(t, s, "Hero", "1", false, quickNumbers(k.System))
		out[k.Label] = startTracker(t, s)
	}
	return out
}

// TestEveryActionIsReachableAtLaptopWidth: issue 22, "Every action of every
// tracker is reachable at 1280 px wide without horizontal scrolling".
func TestEveryActionIsReachableAtLaptopWidth(t *testing.T) {
	for label, tr := range startEveryKind(t) {
		tr.win.Resize(uitest.Laptop)
		strip := tr.strip
		if w := strip.box.MinSize().Width; w > uitest.Laptop.Width {
			t.Errorf("%s: the action strip needs %.0f px", label, w)
		}
		menu := map[string]bool{}
		for _, it := range strip.moreMenu().Items {
			menu[it.Label] = true
		}
		for i, a := range tr.actions() {
			b := strip.buttons[i]
			switch {
			case b.Text != a.label:
				t.Errorf("%s: button %d says %q, want %q", label, i, b.Text, a.label)
			case b.Visible() && b.Position().X+b.Size().Width > strip.box.Size().Width:
				t.Errorf("%s: %q runs off the strip (%v + %v > %v)", label, a.label, b.Position(), b.Size(), strip.box.Size())
			case !b.Visible() && !menu[a.label]:
				t.Errorf("%s: %q is neither on the strip nor under More", label, a.label)
			case b.Visible() && menu[a.label]:
				t.Errorf("%s: %q is both on the strip and under More", label, a.label)
			}
		}
		if len(menu) > 0 && !strip.more.Visible() {
			t.Errorf("%s: actions under More, but no More button", label)
		}
		if strip.more.Visible() && strip.more.Position().X+strip.more.Size().Width > strip.box.Size().Width {
			t.Errorf("%s: More runs off the strip", label)
		}
		t.Logf("%s: %d actions, %d under More", label, len(tr.actions()), len(menu))
	}
}

// TestMoreOpensTheActionsForm: an action under More opens its form.
func TestMoreOpensTheActionsForm(t *testing.T) {
	_, _, tr := startDragonheadFight(t)
	tr.win.Resize(uitest.Laptop)
	test.LaidOutObjects(tr.win.Content())
	items := tr.strip.moreMenu().Items
	if len(items) == 0 {
		t.Fatal("at 1280 px every Dragonhead action fits: nothing under More")
	}
	// The menu as a user opens it, for the docs.
	test.Tap(tr.strip.more)
	top := tr.win.Canvas().Overlays().Top()
	if top == nil || !strings.Contains(uitest.DrawnText(top), items[0].Label) {
		t.Fatalf("More opened no menu listing %s", items[0].Label)
	}
	uitest.Capture(t, tr.win, "encounter-tracker-more")
	tr.win.Canvas().Overlays().Remove(top)
	last := items[len(items)-1]
	last.Action()
	if tr.current == nil || tr.current.title != tr.actionForm(last.Label).title {
		t.Errorf("More › %s opened %v", last.Label, tr.current)
	}
	tr.win.Resize(fyne.NewSize(3000, 720))
	if len(tr.strip.moreMenu().Items) != 0 || tr.strip.more.Visible() {
		t.Errorf("at 3000 px every action fits, yet More lists %d", len(tr.strip.moreMenu().Items))
	}
}

// TestEveryActionFormFitsALaptop opens each action form of each kind at
// 1280×720 and checks the window's minimum width (the systems' forms are
// their engineers'; this names any that is too wide).
func TestEveryActionFormFitsALaptop(t *testing.T) {
	for label, tr := range startEveryKind(t) {
		tr.win.Resize(uitest.Laptop)
		for _, a := range tr.actions() {
			f := a.form()
			if f == nil {
				t.Errorf("%s: %s opens no form", label, a.label)
				continue
			}
			tr.showForm(f)
			uitest.CheckFits(t, label+" tracker with "+a.label, tr.win.Canvas(), uitest.Laptop)
		}
	}
}
