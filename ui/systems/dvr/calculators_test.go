package dvr

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	rdvr "sessionzero/rules/dvr"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/encounters/trackertest"
	"sessionzero/ui/libtest"
	"sessionzero/ui/odds"
	"sessionzero/ui/uitest"
	"sessionzero/ui/widgets"
)

// result is a calculator's result line.
func (c *calculators) result(tab string) string { return c.results[tab].Text }

// The calculators the book implies (spec §7), opened from the Tools menu;
// each number is the rules' own.
func TestCalculatorsWindow(t *testing.T) {
	l, _, store := libtest.New(t)
	libtest.RunTool(t, l, "DvR calculators…")
	w := findWindow(t, "DvR calculators")
	var c *calculators
	// The tool opened one; open a second through the same function to reach its fields.
	c = showCalculators(l)
	t.Cleanup(c.win.Close)
	w.Close()

	// Push planner: the gun shot (L205): (3,4,2) on 5v2 costs 3; "I could have also dealt 1 damage".
	{
		got := c.result("Push planner")
		if !strings.Contains(got, "push_cost 3") {
			t.Errorf("push planner: %q (failed: %s)", got, `!strings.Contains(got, "push_cost 3")`)
		}
		if !strings.Contains(got, "1 damage when the weapon pays; 4 when Focus or Health pay") {
			t.Errorf("push planner: %q (failed: %s)", got, `!strings.Contains(got, "1 damage when the weapon pays; 4 when Focus or Health pay")`)
		}
	}
	c.fields["push.dice"].SetText("3 4 9")
	{
		got := c.result("Push planner")
		if !strings.Contains(got, "9") {
			t.Errorf("a 9 on a d6: %q (failed: %s)", got, `!strings.Contains(got, "9")`)
		}
		if c.results["Push planner"].Importance != widget.DangerImportance {
			t.Errorf("a 9 on a d6: %q (failed: %s)", got, `c.results["Push planner"].Importance != widget.DangerImportance`)
		}
	}

	// Attack odds: the rules' AttackOddsFor for the defaults.
	a, err := rdvr.AttackOddsFor(rdvr.CheckInput{Pool: []int{6, 6, 6}, Difficulty: 5, Risk: 2}, 4, 3)
	if err != nil {
		t.Fatal(err)
	}
	{
		got := c.result("Attack odds")
		if !strings.Contains(got, "p_hit "+odds.FormatPercent(a.PHit)) {
			t.Errorf("attack odds %q, want %v (failed: %s)", got, a, `!strings.Contains(got, "p_hit "+odds.FormatPercent(a.PHit))`)
		}
		if !strings.Contains(got, "p_hit_pushed "+odds.FormatPercent(a.PHitPushed)) {
			t.Errorf("attack odds %q, want %v (failed: %s)", got, a, `!strings.Contains(got, "p_hit_pushed "+odds.FormatPercent(a.PHitPushed))`)
		}
	}

	// XP price: Jessie's Gunplay d6 → d8 "for 300 … a discount of 50 xp" (L161).
	if got := c.result("XP price"); got != "price 300 XP\ndiscount 50\npaid 250 XP" {
		t.Errorf("xp price %q", got)
	}
	c.choices["xp.what"].SetSelected(rdvr.BuyScript)
	c.choices["xp.difficulty"].SetSelected(rdvr.XPHard)
	want, _ := rdvr.PricePurchase(rdvr.BuyScript, rdvr.XPHard, 3, 5)
	if got := c.result("XP price"); got != fmt.Sprintf("price %d XP\ndiscount %d\npaid %d XP", want.Price, want.Discount, want.Paid) {
		t.Errorf("script on hard: %q", got)
	}

	// Item: the Gun d6 / 4 with one rust: "stepped down and its damage is also taken down by one" (L119).
	if got := c.result("Item"); got != "effective_die d4\neffective_damage 3\nAll or Nothing damage 6" {
		t.Errorf("item %q", got)
	}
	// Difficulty: "5 because of the light cover … 2 because of the light armor" (L205).
	if got := c.result("Difficulty"); !strings.Contains(got, "check 5v2") {
		t.Errorf("difficulty %q", got)
	}
	c.fields["diff.cover"].SetText("-1")
	if c.results["Difficulty"].Importance != widget.DangerImportance {
		t.Error("negative cover accepted")
	}
	// Crisis: "roll a d20 above their splinter value" (L181).
	if got := c.result("Crisis"); !strings.Contains(got, odds.FormatPercent(rdvr.CrisisSave(12))) {
		t.Errorf("crisis %q", got)
	}

	// NPC stat block: saved for the tracker, with its pool and weapons.
	c.tabs.SelectIndex(6)
	test.Tap(trackertest.Button(t, c.win, "Save the stat block", false))
	if c.results["NPC stat block"].Importance != widget.DangerImportance {
		t.Error("a stat block without a name was saved")
	}
	c.fields["npc.name"].SetText("Bandit")
	c.fields["npc.pool"].SetText("Reflex d8, Knife fighting d6")
	c.fields["npc.weapons"].SetText("Simple Weapon d6 2")
	test.Tap(trackertest.Button(t, c.win, "Save the stat block", false))
	blocks, err := store.HomebrewEntries(c.h.Context(), rdvr.ID, hooks.StatBlockKind)
	if err != nil {
		t.Fatalf("saved: %+v %v (failed: %s)", blocks, err, `err != nil`)
	}
	if len(blocks) != 1 {
		t.Fatalf("saved: %+v %v (failed: %s)", blocks, err, `len(blocks) != 1`)
	}
	if !strings.Contains(string(blocks[0].Data), `"skill:Knife fighting":"d6"`) {
		t.Fatalf("saved: %+v %v (failed: %s)", blocks, err, "!strings.Contains(string(blocks[0].Data), `\"skill:Knife fighting\":\"d6\"`)")
	}
	if !strings.Contains(string(blocks[0].Data), `"Simple Weapon"`) {
		t.Fatalf("saved: %+v %v (failed: %s)", blocks, err, "!strings.Contains(string(blocks[0].Data), `\"Simple Weapon\"`)")
	}

	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	c.fields["push.dice"].SetText("3 4 2")
	c.tabs.SelectIndex(0)
	trackertest.Paint(c.win)
	c.win.Resize(fyne.NewSize(940, 620))
	uitest.Capture(t, c.win, "dvr-calculators")
	{
		min := c.win.Content().MinSize()
		if min.Width > 1280 {
			t.Errorf("the calculators need %v (failed: %s)", min, `min.Width > 1280`)
		}
		if min.Height > 720 {
			t.Errorf("the calculators need %v (failed: %s)", min, `min.Height > 720`)
		}
	}
}

// A stat block saved in the calculators joins the tracker with its pool
// and weapons: "enemies use the same procedures as characters".
func TestStatBlockInTheTracker(t *testing.T) {
	l, _, _ := libtest.New(t)
	c := showCalculators(l)
	c.fields["npc.name"].SetText("Bandit")
	c.fields["npc.pool"].SetText("Reflex d8")
	c.fields["npc.weapons"].SetText("Gun d6 4")
	c.tabs.SelectIndex(6)
	test.Tap(trackertest.Button(t, c.win, "Save the stat block", false))
	c.win.Close()

	libtest.RunTool(t, l, "New encounter…")
	nw := findWindow(t, "New encounter")
	trackertest.Choose(t, nw, "Kind", "DvR combat")
	picked := false
	for _, o := range objectsOf(nw.Content()) {
		if s, ok := o.(*widget.Select); ok && len(s.Options) == 1 && s.Options[0] == "Bandit" {
			s.SetSelected("Bandit")
			picked = true
		}
	}
	if !picked {
		t.Fatal("New encounter does not offer the Bandit stat block")
	}
	trackertest.Tap(t, nw, "Add from stat block")
	trackertest.Entry(t, nw, "Name").SetText("Jessie")
	trackertest.Entry(t, nw, "Health").SetText("17")
	trackertest.Choose(t, nw, "Side", "Party")
	trackertest.Tap(t, nw, "Add")
	trackertest.Submit(t, nw, "Start the encounter")
	w := findWindow(t, "DvR combat")
	trackertest.Tap(t, w, "Aggressor starts…")
	trackertest.Choose(t, w, "Goes first", "Bandit")
	trackertest.Submit(t, w, "Start")
	trackertest.Tap(t, w, "Attack")
	if got := poolDice(t, w); got != "[ ] Reflex d8" {
		t.Errorf("the bandit's pool: %q", got)
	}
	{
		s := trackertest.Field(t, w, "Weapon").(*widget.Select)
		if s.Selected != "Gun" {
			t.Errorf("the bandit's weapon %q, damage %q (failed: %s)", s.Selected, trackertest.Entry(t, w, "Damage").Text, `s.Selected != "Gun"`)
		}
		if trackertest.Entry(t, w, "Damage").Text != "4" {
			t.Errorf("the bandit's weapon %q, damage %q (failed: %s)", s.Selected, trackertest.Entry(t, w, "Damage").Text, `trackertest.Entry(t, w, "Damage").Text != "4"`)
		}
	}
}
