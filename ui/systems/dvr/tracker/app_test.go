package tracker_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	rdvr "sessionzero/rules/dvr"
	"sessionzero/ui"
	_ "sessionzero/ui/encounters" // Tools → New encounter…
	"sessionzero/ui/encounters/trackertest"
	"sessionzero/ui/odds"
	_ "sessionzero/ui/systems/dvr" // DvR's party members and these forms
	"sessionzero/ui/systems/dvr/tracker"
	"sessionzero/ui/uitest"
	"sessionzero/ui/widgets"
)

// jessie is the book's Jessie (001_b486315a8cda90c7.txt L161, L205): Reflex
// d6 as her focus die, Gunplay d6, and a Gun "d6 / 4 damage" (L198).
const jessie = `{"skill_list":["Gunplay","Brawl"],"script":{"Reflex":6,"Toughness":8,"Power":6},"focus_die":"Reflex",
	"skills":{"Gunplay":6},"items":[{"name":"Gun","kind":"weapon","die":6,"damage":4}]}`

// poolDice lists the attack form's pool, ticked ones marked [x].
func poolDice(t *testing.T, w fyne.Window) string { return trackertest.Checks(t, w, "Pool") }

// tickDice ticks dice of the open form's pool.
func tickDice(t *testing.T, w fyne.Window, labels ...string) {
	t.Helper()
	trackertest.TickIn(t, w, "Pool", labels...)
}

// startWith starts the fight's first round, first the combatant named.
func startWith(t *testing.T, w fyne.Window, first string) {
	t.Helper()
	trackertest.Tap(t, w, "Aggressor starts…")
	trackertest.Choose(t, w, "Goes first", first)
	trackertest.Submit(t, w, "Start")
}

// startFight opens New encounter in the real app: Jessie from the campaign,
// a Guard typed with its pool and saved as a stat block, then added from
// it; it returns the tracker window.
func startFight(t *testing.T) (*ui.Library, fyne.Window, *model.Store) {
	t.Helper()
	return startFightWith(t, jessie)
}

// startFightWith is startFight with Jessie's sheet given.
func startFightWith(t *testing.T, sheet string) (*ui.Library, fyne.Window, *model.Store) {
	t.Helper()
	l, store := trackertest.Library(t)
	uitest.AddCharacter(t, store, rdvr.ID, "Jessie", "The Warehouse", json.RawMessage(sheet))
	nw := trackertest.NewEncounter(t, l, "DvR combat", "The Warehouse")
	for _, kv := range [][2]string{{"Name", "Guard"}, {"Health", "12"}, {"Resistance R", "2"}, {"Cover (+D)", "1"}, {"Dice pool", "d6 d8"}} {
		trackertest.Type(t, nw, kv[0], kv[1])
	}
	trackertest.Tap(t, nw, "Save as stat block")
	blocks, err := store.HomebrewEntries(context.Background(), rdvr.ID, "stat_block")
	if err != nil {
		t.Fatal(err)
	}
	if len(blocks) != 1 {
		t.Fatalf("%d stat blocks saved, want 1: %+v", len(blocks), blocks)
	}
	must(t, "the stat block", string(blocks[0].Data), `"pool":"d6 d8"`)
	trackertest.Tap(t, nw, "Add from stat block")
	trackertest.Submit(t, nw, "Start the encounter")
	return l, uitest.Window(t, "DvR combat"), store
}

// The gun shot in the real tracker (L205): Jessie's own Reflex, Gunplay and
// Gun, "5 because of the light cover … 2 because of the light armor"; the
// odds before the roll are `odds dvr`'s; "(3,4,2)", one gun point and two
// Focus points: "I deal 3 damage".
func TestTrackerGunShot(t *testing.T) {
	_, w, _ := startFight(t)
	startWith(t, w, "Jessie")
	if !strings.Contains(trackertest.Shown(w), "Jessie’s turn") && !strings.Contains(trackertest.Shown(w), "Jessie's turn") {
		t.Fatalf("after start:\n%s", trackertest.Shown(w))
	}
	trackertest.Tap(t, w, "Attack")
	trackertest.Choose(t, w, "Target", "Guard")
	must(t, "Jessie's own pool", poolDice(t, w), "Gunplay d6 (skill)", "Toughness d8")
	tickDice(t, w, "Reflex d6", "Gunplay d6 (skill)")
	if s := trackertest.Field(t, w, "Weapon").(*widget.Select); s.Selected != "Gun" {
		t.Errorf("weapon %q, want Gun", s.Selected)
	}
	if d := trackertest.Entry(t, w, "Damage").Text; d != "4" {
		t.Errorf("damage %q, want the gun's 4", d)
	}
	want, err := rdvr.OddsReport(rdvr.OddsInput{CheckInput: rdvr.CheckInput{Pool: []int{6, 6, 6}, Difficulty: 5, Risk: 2}}, 9+4)
	if err != nil {
		t.Fatal(err)
	}
	oddsText := oddsShown(t, w)
	for _, k := range []string{"p_complete_without_push", "p_complete", "p_partial", "p_crit_fail", "p_crit"} {
		if !strings.Contains(oddsText, odds.FormatPercent(want[k].(float64))) {
			t.Errorf("odds before the roll lack %s %s: %q", k, odds.FormatPercent(want[k].(float64)), oddsText)
		}
	}
	must(t, "the odds", oddsText, "5v2", "13 points")
	trackertest.Entry(t, w, "Dice as rolled").SetText("3 4 2")
	if txt := oddsShown(t, w); !strings.Contains(txt, "Cheapest push: 3 points. Damage 1 if the weapon pays, 4 if Focus") {
		t.Errorf("push plan: %q", txt)
	}
	trackertest.Tap(t, w, "Fill the cheapest pushes")
	if p := trackertest.Entry(t, w, "Pushes").Text; p != "2+1 weapon, 1+2 weapon" {
		t.Errorf("cheapest pushes from the gun: %q", p)
	}
	trackertest.Entry(t, w, "Pushes").SetText("2+1 weapon, 1+2 focus")
	w.Resize(fyne.NewSize(1280, 720))
	fits(t, w)
	trackertest.Submit(t, w, "Attack")
	txt := trackertest.Shown(w)
	must(t, "the gun shot", txt, "hit for 3", "9 left")
	// Next turn passes to the one still to act: the Guard, whose stat block brought its pool.
	trackertest.Tap(t, w, "Next turn")
	if !strings.Contains(trackertest.Shown(w), "Guard’s turn") && !strings.Contains(trackertest.Shown(w), "Guard's turn") {
		t.Fatalf("after Next turn:\n%s", trackertest.Shown(w))
	}
	trackertest.Tap(t, w, "Attack")
	if got := poolDice(t, w); got != "[x] pool d6 #1, [x] pool d8 #2" {
		t.Fatalf("the guard's typed pool: %v", got)
	}
	if s := trackertest.Field(t, w, "Target").(*widget.Select); s.Selected != "Jessie" {
		t.Fatalf("the guard's target is %q, not its opponent Jessie", s.Selected)
	}
	// The screenshot: mid-fight, the guard hit for 3, its attack on Jessie
	// with the odds before the roll (a theme change redraws every widget;
	// the docs' screenshots are light).
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	uitest.Capture(t, w, "dvr-tracker")
	trackertest.Choose(t, w, "Weapon", "no weapon (typed damage)")
	trackertest.Entry(t, w, "Damage").SetText("2")
	trackertest.Tap(t, w, "Roll the pool")
	f, err := rdvr.ParseFaces(trackertest.Entry(t, w, "Dice as rolled").Text)
	if err != nil {
		t.Fatal(err)
	}
	if len(f) != 2 {
		t.Fatalf("rolled %v for the guard's two dice", f)
	}
	if f[1] > 8 {
		t.Errorf("rolled %d on the d8", f[1])
	}
}

// Conditions, points, death, duels and GM points, each through its form.
func TestTrackerConditionsPointsDuelsAndGMPoints(t *testing.T) {
	_, w, _ := startFight(t)
	startWith(t, w, "Guard")

	// "Dazed: -2 focus points" (L209).
	trackertest.Tick(t, w, "Jessie")
	trackertest.Tap(t, w, "Condition")
	trackertest.Choose(t, w, "Condition", "Dazed (-2 Focus at once)")
	trackertest.Submit(t, w, "Apply")
	// The row reads Focus as the sheet does, current of max (encounter.ResourceLabeler), not "focus 7 · max focus 9".
	trackertest.WantShown(t, w, "dazed", "Jessie is Dazed", "Focus 7 of 9")
	// A check that is not an attack (spec §6.5): "Every die that meets or
	// beats the difficulty rating is counted as a success".
	trackertest.Tap(t, w, "Check")
	tickDice(t, w, "Reflex d6", "Gunplay d6 (skill)")
	if got := oddsShown(t, w); !strings.Contains(got, "4v1 with d6 d6") {
		t.Errorf("check odds %q", got)
	}
	trackertest.Entry(t, w, "Dice as rolled").SetText("5 2")
	trackertest.Submit(t, w, "Roll")
	trackertest.WantShown(t, w, "check", "Jessie checks Gunplay on 4v1: complete, 1 success")
	// A quick breath: back to max (L78).
	trackertest.Tap(t, w, "Points")
	trackertest.Submit(t, w, "Apply")
	trackertest.WantShown(t, w, "quick breath", "Focus 9 of 9")
	// Damage to 0: Down; healing; death is the GM's call.
	trackertest.Tick(t, w, "Guard")
	for _, st := range []struct {
		form, verb, health, what, step string
		wants                          []string
	}{
		{"Damage", "Apply damage", "12", "", "down", []string{"Guard loses 12 Health (0 left)", "Down"}},
		{"Heal", "Heal", "5", "", "healed", []string{"5 / 12"}},
		{"Points", "Apply", "", "Mark dead", "dead", []string{"Guard is dead"}},
		{"Heal", "Heal", "1", "", "a dead guard healed", []string{"Refused"}},
	} {
		trackertest.Tap(t, w, st.form)
		if st.health != "" {
			trackertest.Entry(t, w, "Health").SetText(st.health)
		}
		if st.what != "" {
			trackertest.Choose(t, w, "What", st.what)
		}
		trackertest.Submit(t, w, st.verb)
		trackertest.WantShown(t, w, st.step, st.wants...)
	}
	trackertest.Tap(t, w, "Undo")
	trackertest.Tap(t, w, "Undo")

	// A simple duel (L228, "Players deal their damage to the health
	// score"): Apply with a damage typed opens it and deals the damage; the
	// form lists it at once, the score shows on both rows, and a second
	// Apply deals into it instead of opening another; 4 net damage wins it.
	trackertest.Tick(t, w, "Jessie", "Guard")
	trackertest.Tap(t, w, "Duel")
	trackertest.Entry(t, w, "Damage").SetText("1")
	trackertest.Submit(t, w, "Apply")
	trackertest.WantShown(t, w, "duel opened", "duel d1: score +1")
	duels := trackertest.Field(t, w, "Or damage in").(*widget.Select)
	if len(duels.Options) != 2 {
		t.Fatalf("open duels %v, want a new one and d1", duels.Options)
	}
	must(t, "the open duel", duels.Options[1], "d1: Guard vs Jessie, score +1")
	if duels.SelectedIndex() != 1 {
		t.Fatalf("chosen %d, want the open duel", duels.SelectedIndex())
	}
	trackertest.Paint(w)
	must(t, "the duel's score on both rows", uitest.DrawnText(w.Content()), "Duel with Jessie +1 of 3", "Duel with Guard -1 of 3")
	trackertest.Entry(t, w, "Damage").SetText("3")
	trackertest.Submit(t, w, "Apply")
	trackertest.WantShown(t, w, "duel", "duel d1: Guard wins")
	if strings.Contains(trackertest.Shown(w), "d2") {
		t.Fatalf("a second duel was opened:\n%s", trackertest.Shown(w))
	}
	// GM points: a spend below 0 is refused (L245–249).
	trackertest.Tap(t, w, "GM points")
	trackertest.Entry(t, w, "Change").SetText("-1")
	trackertest.Submit(t, w, "Apply")
	trackertest.WantShown(t, w, "GM points below 0", "Refused")
	trackertest.Entry(t, w, "Change").SetText("+2")
	trackertest.Entry(t, w, "What for").SetText("a twist")
	trackertest.Submit(t, w, "Apply")
	trackertest.WantShown(t, w, "GM points", "change 2")
}

// Strategized combat (L287–301) through the round form: plans, lock,
// reveal, the tier's attack and its end.
func TestTrackerStrategized(t *testing.T) {
	_, w, _ := startFight(t)
	trackertest.Tap(t, w, "Aggressor starts…")
	trackertest.Choose(t, w, "Initiative", "Strategized (plans, then tiers at the same time)")
	// "A crit lets you deal a condition to the target" (L203), an optional rule.
	for _, o := range uitest.Drawn(w.Content()) {
		if c, ok := o.(*widget.Check); ok && c.Text == "a crit lets the attacker deal a condition" {
			c.SetChecked(true)
		}
	}
	trackertest.Submit(t, w, "Start")
	trackertest.Tick(t, w, "Jessie")
	trackertest.Tap(t, w, "Plan")
	trackertest.Entry(t, w, "Action").SetText("shoot the guard")
	trackertest.Choose(t, w, "Tier", "advantage")
	trackertest.Submit(t, w, "Plan")
	trackertest.Tap(t, w, "Lock in actions…")
	if got := trackertest.Field(t, w, "Plans").(*widget.Label).Text; got != "advantage: Jessie — shoot the guard\nnormal: Guard (no plan yet)" {
		t.Errorf("plans %q", got)
	}
	// The heading says the strategized step in DvR's words (encounter.HeadingProvider), not "End of round 1".
	trackertest.WantShown(t, w, "heading before lock", "Round 1 · Plan phase")
	// The buttons say each step in the book's words: "they can lock in their actions and the GM then
	// reveals theirs. If anyone has advantage, their turn goes first" (L291).
	for _, phase := range []struct{ verb, form, heading, next string }{
		{"Lock in actions", "Locked:", "Round 1 · Plans locked, reveal next", "Reveal the GM's actions"},
		{"Reveal the GM's actions", "The advantage tier acts", "Round 1 · Advantage tier acts", "End the Advantage tier"},
		{"End the Advantage tier", "The normal tier acts", "Round 1 · Normal tier acts", "End the Normal tier"},
		{"End the Normal tier", "Plan phase:", "Round 2 · Plan phase", "Lock in actions"}} {
		if strings.Contains(trackertest.Shown(w), phase.heading) {
			t.Fatalf("the heading reads %q before the step:\n%s", phase.heading, trackertest.Shown(w))
		}
		trackertest.Tap(t, w, phase.verb+"…")
		trackertest.Submit(t, w, phase.verb)
		must(t, "the heading", trackertest.Shown(w), phase.heading)
		mustNot(t, "the heading", trackertest.Shown(w), "End of round")
		trackertest.Tap(t, w, phase.next+"…")
		if !strings.Contains(trackertest.Shown(w), phase.form) {
			t.Fatalf("want %s:\n%s", phase.form, trackertest.Shown(w))
		}
		if phase.form == "The advantage tier acts" {
			// Jessie acts in her tier: "If anyone has advantage, their turn goes first" (L291).
			trackertest.Tap(t, w, "Attack")
			tickDice(t, w, "Reflex d6")
			trackertest.Entry(t, w, "Dice as rolled").SetText("6 6")
			trackertest.Choose(t, w, "Crit condition", rdvr.CondStunned)
			trackertest.Submit(t, w, "Attack")
			trackertest.WantShown(t, w, "advantage attack", "hit for 6", "Guard: Stunned")
		}
	}
}

// A vehicle's points come with the character: "a point rating that can
// boost different parts of a roll" (001_b486315a8cda90c7.txt, L224). The
// attack form lists the van with its points, fills a push from them, and
// the attack takes them without Focus (spec §6.5 step 3).
func TestTrackerVehiclePoints(t *testing.T) {
	withVan := strings.Replace(jessie, `"items":[`, `"items":[{"name":"Van","kind":"vehicle","die":8,"points":3},`, 1)
	_, w, _ := startFightWith(t, withVan)
	startWith(t, w, "Jessie")
	trackertest.Tap(t, w, "Attack")
	trackertest.Choose(t, w, "Target", "Guard")
	tickDice(t, w, "Reflex d6", "Van d8 (item, 3 points)")
	if txt := oddsShown(t, w); !strings.Contains(txt, "16 points") {
		t.Errorf("the push budget leaves out the van's 3 points (Focus 9 + gun 4 + van 3): %q", txt)
	}
	// Reflex 5, Van 3, Gun 4 on 5v2: one lift of 2 makes the second success.
	trackertest.Entry(t, w, "Dice as rolled").SetText("5 3 4")
	trackertest.Choose(t, w, "Push from", "the vehicle's points, then Focus")
	trackertest.Tap(t, w, "Fill the cheapest pushes")
	must(t, "the cheapest push from the van", trackertest.Entry(t, w, "Pushes").Text, "vehicle")
	mustNot(t, "the cheapest push from the van", trackertest.Entry(t, w, "Pushes").Text, "focus")
	trackertest.Submit(t, w, "Attack")
	txt := trackertest.Shown(w)
	must(t, "the van-pushed shot (4 damage from the gun, no Focus spent)", txt, "hit for 4", "Focus 9 of 9")
}

// The attack odds of a large pool with an All or Nothing die ("sacrifice
// the weapon", about 0.12 s, docs/performance.md) are computed off the UI
// goroutine: the form says "computing the odds…" at once, a result whose
// inputs changed meanwhile is dropped, and the newest one shows.
func TestTrackerSlowOddsLeaveTheUIGoroutine(t *testing.T) {
	var queued []func()
	defer tracker.SetSpawn(func(work func()) { queued = append(queued, work) })()
	_, w, _ := startFight(t)
	startWith(t, w, "Jessie")
	trackertest.Tap(t, w, "Attack")
	trackertest.Choose(t, w, "Target", "Guard")
	tickDice(t, w, "Reflex d6", "Gunplay d6 (skill)")
	trackertest.Field(t, w, "All or Nothing").(*widget.Check).SetChecked(true)
	queued = nil // the pool is small so far: its odds were shown at once
	start := time.Now()
	trackertest.Entry(t, w, "Other dice").SetText("d12 d10 d10 d8 d8")
	busy := time.Since(start)
	must(t, "8 dice with All or Nothing", oddsShown(t, w), "computing the odds…")
	if len(queued) != 1 {
		t.Fatalf("8 dice with All or Nothing: %d computations queued, want 1", len(queued))
	}
	t.Logf("typing an 8-dice All or Nothing pool took the UI goroutine %v (the test driver's redraw included; the odds are queued)", busy)
	trackertest.Entry(t, w, "Other dice").SetText("d12 d10 d10 d8 d4")
	if len(queued) != 2 {
		t.Fatalf("%d computations queued", len(queued))
	}
	queued[0]() // stale: its inputs changed
	if txt := oddsShown(t, w); !strings.Contains(txt, "computing the odds…") {
		t.Fatalf("a stale result shows: %q", txt)
	}
	queued[1]()
	want, err := rdvr.OddsWithPush(rdvr.OddsInput{CheckInput: rdvr.CheckInput{Pool: []int{6, 6, 6, 12, 10, 10, 8, 4}, Difficulty: 5, Risk: 2}, AllOrNothing: 3}, 9+8)
	if err != nil {
		t.Fatal(err)
	}
	txt := oddsShown(t, w)
	must(t, "the newest odds", txt, "5v2 with d6 d6 d6 d12 d10 d10 d8 d4, damage pool 8", odds.FormatPercent(want.PCompletePushed))
}

// oddsShown is the text of the form's odds (a label in a place of fixed
// height).
func oddsShown(t *testing.T, w fyne.Window) string {
	t.Helper()
	for _, o := range uitest.Drawn(trackertest.Field(t, w, "Odds")) {
		if l, ok := o.(*widget.Label); ok {
			return l.Text
		}
	}
	t.Fatal("no odds on the form")
	return ""
}

// must fails the test, naming each missing one, unless text holds every
// one of wants.
func must(t *testing.T, what, text string, wants ...string) {
	t.Helper()
	missing := false
	for _, want := range wants {
		if !strings.Contains(text, want) {
			t.Errorf("%s: no %q in\n%s", what, want, text)
			missing = true
		}
	}
	if missing {
		t.FailNow()
	}
}

// mustNot fails the test, naming each one found, if text holds any of
// unwanted.
func mustNot(t *testing.T, what, text string, unwanted ...string) {
	t.Helper()
	found := false
	for _, u := range unwanted {
		if strings.Contains(text, u) {
			t.Errorf("%s: %q in\n%s", what, u, text)
			found = true
		}
	}
	if found {
		t.FailNow()
	}
}

// fits checks that the window's content fits a 1280×720 screen, width and
// height each.
func fits(t *testing.T, w fyne.Window) {
	t.Helper()
	min := w.Content().MinSize()
	if min.Width > uitest.Laptop.Width {
		t.Errorf("%s needs %.0f px wide, more than %.0f", w.Title(), min.Width, uitest.Laptop.Width)
	}
	if min.Height > uitest.Laptop.Height {
		t.Errorf("%s needs %.0f px high, more than %.0f", w.Title(), min.Height, uitest.Laptop.Height)
	}
}
