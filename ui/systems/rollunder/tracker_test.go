//go:build ci

package rollunder

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	"sessionzero/rules/encounter"
	"sessionzero/rules/encounter/catalog"
	ru "sessionzero/rules/rollunder"
	"sessionzero/ui"
	_ "sessionzero/ui/encounters"
	"sessionzero/ui/encounters/trackertest"
	"sessionzero/ui/libtest"
	"sessionzero/ui/odds"
	"sessionzero/ui/plugin"
	"sessionzero/ui/uitest"
)

// The "done when", driven through the app's windows: a party built
// in the builder, a pack of goblins saved with the stat-block calculator,
// New encounter, then the tracker's forms: the DEX-save start, a declared
// attack with its odds shown before the roll, a goblin dropping into STR
// damage and failing its STR save, and the pack's morale check.

// newBarrowEncounter opens New encounter on a Roll-under combat of the
// campaign Barrow and returns its window.
func newBarrowEncounter(t *testing.T, l *ui.Library) fyne.Window {
	t.Helper()
	return trackertest.NewEncounter(t, l, "Roll-under combat", "Barrow")
}

// typed is an opponent typed into New encounter (an empty WIL keeps the
// window's).
type typed struct{ name, count, hp, armor, wil, die string }

// addTyped types each opponent into the New encounter window nw and adds it.
func addTyped(t *testing.T, nw fyne.Window, opponents ...typed) {
	t.Helper()
	for _, o := range opponents {
		stats := [][2]string{{"How many", o.count}, {"HP", o.hp}, {"Armour (0–3)", o.armor}}
		if o.wil != "" {
			stats = append(stats, [2]string{"WIL", o.wil})
		}
		stats = append(stats, [2]string{"Damage die", o.die})
		trackertest.AddOpponents(t, nw, "Add", trackertest.Opponent{Name: o.name, Stats: stats})
	}
}

// addCharacter saves a character with its sheet's data in the campaign Barrow.
func addCharacter(t *testing.T, store *model.Store, name, data string) {
	t.Helper()
	uitest.AddCharacter(t, store, ru.ID, name, "Barrow", json.RawMessage(data))
}

// startPartyFirst starts the encounter set up in the New encounter window nw
// with the party of the campaign Barrow acting first, and returns the
// tracker's window.
func startPartyFirst(t *testing.T, nw fyne.Window) fyne.Window {
	t.Helper()
	trackertest.Submit(t, nw, "Start the encounter")
	tw := uitest.Window(t, "New encounter · ")
	trackertest.Tap(t, tw, "Start")
	trackertest.Choose(t, tw, "Start", "Barrow acts first")
	trackertest.Submit(t, tw, "Start")
	return tw
}

// typeInto fills an entry as typing does (its OnChanged runs).
func typeInto(e *widget.Entry, text string) { e.SetText(text) }

// buildCharacter builds a character with the builder and saves it in the
// campaign.
func buildCharacter(t *testing.T, store *model.Store, name string, scores map[string]string, hp, weapon, die, armor string) {
	t.Helper()
	build, _ := plugin.Builder(ru.ID)
	var data json.RawMessage = json.RawMessage(`{}`)
	obj := build(plugin.BuilderContext{Data: data, Name: name, SetData: func(d json.RawMessage) { data = append(json.RawMessage(nil), d...) }})
	win := test.NewWindow(obj)
	t.Cleanup(win.Close)
	b := obj.(*builderView).Held
	for k, v := range scores {
		typeInto(b.w.full[k], v)
	}
	typeInto(b.w.maxHP, hp)
	typeInto(b.w.armorName, "Leather")
	typeInto(b.w.armorVal, armor)
	test.Tap(b.w.addArmor)
	typeInto(b.w.weapon.name, weapon)
	typeInto(b.w.weapon.die, die)
	test.Tap(b.w.weapon.wielded)
	test.Tap(b.w.weapon.add)
	ch := &model.Character{System: ru.ID, Name: name, Data: data}
	if err := store.CreateInCampaign(context.Background(), ch, "Barrow"); err != nil {
		t.Fatal(err)
	}
}

// savedView replays the encounter the tracker saved.
func savedView(t *testing.T, store *model.Store) encounter.View {
	t.Helper()
	_, v := trackertest.Saved(t, store)
	return v
}

func rowNamed(t *testing.T, v encounter.View, name string) encounter.Row {
	t.Helper()
	for _, r := range v.Rows {
		if r.Name == name {
			return r
		}
	}
	t.Fatalf("no %s in %v", name, v.Rows)
	return encounter.Row{}
}

func TestTrackerFightDoneWhen(t *testing.T) {
	lib, _, store := libtest.New(t)
	// The party, built in the builder.
	buildCharacter(t, store, "Ada", map[string]string{"str": "12", "dex": "14"}, "4", "Sword", "d8", "1")
	buildCharacter(t, store, "Bo", map[string]string{"dex": "8"}, "3", "Axe", "d10", "0")

	// The pack: a stat block from the GM's calculator.
	libtest.RunTool(t, lib, "Roll-under Stat Blocks…")
	sw := uitest.Window(t, "Roll-under stat blocks")
	for label, text := range map[string]string{"Name": "Goblin", "HP": "3", "Armour": "1", "STR": "6", "WIL": "7", "Weapons": "Spear d6", "Group": "goblins"} {
		trackertest.Type(t, sw, label, text)
	}
	trackertest.Submit(t, sw, "Save stat block")

	// New encounter: roll-under combat, the campaign's characters, three goblins.
	nw := newBarrowEncounter(t, lib)
	trackertest.Type(t, nw, "How many", "3")
	for _, obj := range uitest.Objects(nw.Content()) {
		if s, ok := obj.(*widget.Select); ok && slices.Contains(s.Options, "Goblin") {
			s.SetSelected("Goblin")
		}
	}
	trackertest.Tap(t, nw, "Add from stat block")
	trackertest.Submit(t, nw, "Start the encounter")
	tw := uitest.Window(t, "New encounter · ")

	// "player characters must pass DEX Saves to be able to act before their opponents" (L6): Ada 5 ≤ 14 passes, Bo 15 > 8 fails.
	trackertest.Tap(t, tw, "Start")
	trackertest.Type(t, tw, "Ada (DEX 14)", "5")
	trackertest.Type(t, tw, "Bo (DEX 8)", "15")
	trackertest.Submit(t, tw, "Start")
	v := savedView(t, store)
	for _, c := range []struct {
		what      string
		got, want int
	}{{"round", v.Round, 0}, {"Ada's actions (passed)", rowNamed(t, v, "Ada").Actions, 1}, {"Bo's actions (failed)", rowNamed(t, v, "Bo").Actions, 0}} {
		if c.got != c.want {
			t.Fatalf("initial turn: %s %d, want %d", c.what, c.got, c.want)
		}
	}

	// Ada declares her sword on Goblin 1; declarations frozen; the gang rolls.
	trackertest.Tap(t, tw, "Declare")
	trackertest.Choose(t, tw, "Combatant", "Ada")
	trackertest.Choose(t, tw, "Target", "Goblin 1")
	if got := trackertest.FormText(tw); !strings.Contains(got, "Sword d8 (wielded)") {
		t.Errorf("the declare form does not show Ada's weapons:\n%s", got)
	}
	trackertest.Submit(t, tw, "Declare")
	trackertest.Submit(t, tw, "Next phase")
	trackertest.Tap(t, tw, "Attack")
	// Before the roll: the exact odds of a d8 against armour 1 on HP 3, STR 6.
	want, err := ru.Harm(ru.HarmInput{Gang: ru.GangInput{Attackers: []ru.Attacker{{Dice: []int{8}}}, Armor: 1}, HP: 3, STR: 6})
	if err != nil {
		t.Fatal(err)
	}
	got := trackertest.FormText(tw)
	for _, s := range []string{"rolls d8 (plain)", fmt.Sprintf("mean %.2f", want.Attack.Damage.Mean()), "critical " + odds.FormatPercent(want.PCritical), "dead " + odds.FormatPercent(want.PDead)} {
		if !strings.Contains(got, s) {
			t.Errorf("the attack form lacks %q:\n%s", s, got)
		}
	}
	for _, obj := range uitest.Objects(tw.Content()) {
		if e, ok := obj.(*widget.Entry); ok && e.PlaceHolder == "faces, e.g. 5, 3" {
			typeInto(e, "8")
		}
	}
	trackertest.Submit(t, tw, "Roll the attack")
	// 8 − armour 1 = 7 on 3 HP: "When you run out of HP, any remaining Damage is removed from your STR score" (L24): STR 6 → 2.
	v = savedView(t, store)
	if g := rowNamed(t, v, "Goblin 1"); g.HP != 0 {
		t.Errorf("after the attack: Goblin 1 HP %d, want 0", g.HP)
	}
	if g := rowNamed(t, v, "Goblin 1"); g.Resources["current_str"] != 2 {
		t.Errorf("after the attack: Goblin 1 STR %d, want 2", g.Resources["current_str"])
	}
	if p := strings.Join(v.Pending, "|"); !strings.Contains(p, "STR save: Goblin 1 against 2") {
		t.Fatalf("after the attack: pending %q lacks the STR save", p)
	}
	// "Now you must pass a STR Save to avoid Critical Damage" (L24): 15 > 2 fails.
	trackertest.Tap(t, tw, "Due save")
	if got := trackertest.FormText(tw); !strings.Contains(got, "Goblin 1's STR save against 2 passes 2/20") {
		t.Errorf("the due save form lacks the chance:\n%s", got)
	}
	trackertest.Type(t, tw, "d20", "15")
	trackertest.Submit(t, tw, "Roll the save")
	if g := rowNamed(t, savedView(t, store), "Goblin 1"); g.Band != "Critical" {
		t.Fatalf("after the failed STR save: %s", g.Band)
	}

	// A rockfall kills Goblin 2: two of three lost, "when they lose half of their total numbers" (L34).
	trackertest.Tap(t, tw, "Damage")
	trackertest.Choose(t, tw, "Target", "Goblin 2")
	trackertest.Type(t, tw, "Damage", "20")
	trackertest.Type(t, tw, "What", "rockfall")
	trackertest.Submit(t, tw, "Apply damage")
	v = savedView(t, store)
	if g := rowNamed(t, v, "Goblin 2"); !g.Dead {
		t.Error("after the rockfall Goblin 2 is not dead")
	}
	if p := strings.Join(v.Pending, "|"); !strings.Contains(p, "Morale: goblins") {
		t.Fatalf("after the rockfall: pending %q lacks the pack's morale", p)
	}
	// The morale save: Goblin 3's WIL 7 against an 18 fails: the pack is routed.
	trackertest.Tap(t, tw, "Due save")
	trackertest.Choose(t, tw, "Saver", "Goblin 3")
	trackertest.Type(t, tw, "d20", "18")
	trackertest.Submit(t, tw, "Roll the save")
	v = savedView(t, store)
	if g := rowNamed(t, v, "Goblin 3"); g.Band != "Routed" {
		t.Errorf("after the failed morale save Goblin 3 is %s, want Routed", g.Band)
	}
	if len(v.Pending) != 0 {
		t.Fatalf("after the morale save: pending %q", v.Pending)
	}
	// The phase ends: round 1 goes to the goblins (RU-6).
	trackertest.Submit(t, tw, "Next phase")
	if v := savedView(t, store); v.Round != 1 || v.ActiveSide != "opponents" {
		t.Errorf("after the initial turn: round %d side %s", v.Round, v.ActiveSide)
	}
	// The log is the one docs/formats.md shows.
	list, _ := store.Encounters(context.Background(), 0)
	rec, _ := store.Encounter(context.Background(), list[0].ID)
	_, file, err := catalog.Open(rec.Data)
	if err != nil {
		t.Fatal(err)
	}
	var types []string
	for _, ev := range file.Encounter.Log {
		types = append(types, ev.Type)
	}
	if want := []string{"start", "declare", "next_phase", "attack", "str_save", "damage", "morale", "next_phase"}; !slices.Equal(types, want) {
		t.Errorf("the log is %v, docs/formats.md shows %v", types, want)
	}
	got = uitest.TextOf(tw.Content())
	for _, band := range []string{"Routed", "Critical"} {
		if !strings.Contains(got, band) {
			t.Errorf("the tracker does not show %s:\n%s", band, got)
		}
	}
}

// TestTrackerGangCounterBlastFlee drives the rest of the procedures through
// the tracker: typed opponents with a damage die, a side chosen to act
// first, a Stunned target, a gang with a counter-attack, a blast, the STR
// saves and a lone opponent's morale, the untended hour, and a flight.
func TestTrackerGangCounterBlastFlee(t *testing.T) {
	lib, _, store := libtest.New(t)
	buildCharacter(t, store, "Ada", map[string]string{"str": "12", "dex": "14"}, "4", "Sword", "d8", "1")
	buildCharacter(t, store, "Bo", nil, "5", "Axe", "d10", "0")
	// Cy's fire is a blast (L26).
	addCharacter(t, store, "Cy", `{"max_hp": 3, "weapons": [{"name": "Fire", "die": 6, "wielded": true, "blast": true}, {"name": "Dagger", "die": 4}]}`)

	nw := newBarrowEncounter(t, lib)
	addTyped(t, nw, typed{"Ogre", "1", "6", "2", "9", "d10"}, typed{"Rat", "2", "1", "0", "10", "d4"})
	tw := startPartyFirst(t, nw)
	trackertest.Tap(t, tw, "Condition")
	trackertest.Choose(t, tw, "Target", "Ogre")
	trackertest.Choose(t, tw, "Condition", "Stunned")
	trackertest.Submit(t, tw, "Apply")
	// "move (or change items they are holding instead)" (L6): Cy draws the dagger too.
	trackertest.Tap(t, tw, "Move/swap")
	trackertest.Choose(t, tw, "Combatant", "Cy")
	uitest.FormItem(t, tw.Content(), "Wield").(*widget.CheckGroup).SetSelected([]string{"Fire", "Dagger"})
	trackertest.Submit(t, tw, "Apply")
	if !strings.Contains(trackertest.FormText(tw), "Cy now wields Fire and Dagger") {
		t.Errorf("the swap is not logged:\n%s", trackertest.FormText(tw))
	}
	for _, d := range []struct{ who, action, target string }{{"Ada", "attack", "Ogre"}, {"Bo", "attack", "Ogre"}, {"Cy", "blast", "Rat 1"}} {
		trackertest.Tap(t, tw, "Declare")
		trackertest.Choose(t, tw, "Combatant", d.who)
		trackertest.Choose(t, tw, "Action", d.action)
		trackertest.Choose(t, tw, "Target", d.target)
		trackertest.Submit(t, tw, "Declare")
	}
	trackertest.Submit(t, tw, "Next phase")

	// "When multiple attackers target an individual, they roll together" (L14); the Stunned ogre makes each attack
	// enhanced: "gain bonus d12 Damage die" (L18), one per attacker (RU-12).
	trackertest.Tap(t, tw, "Attack")
	got := trackertest.FormText(tw)
	for _, s := range []string{"rolls d8, d12 (enhanced): Ogre is Stunned: enhanced (Conditions)", "rolls d10, d12 (enhanced)"} {
		if !strings.Contains(got, s) {
			t.Errorf("the attack form lacks %q:\n%s", s, got)
		}
	}
	var faces []*widget.Entry
	for _, obj := range uitest.Objects(tw.Content()) {
		if e, ok := obj.(*widget.Entry); ok && e.PlaceHolder == "faces, e.g. 5, 3" {
			faces = append(faces, e)
		}
	}
	if len(faces) != 2 {
		t.Fatalf("%d attackers' faces", len(faces))
	}
	typeInto(faces[0], "3, 9")
	typeInto(faces[1], "2, 5")
	// "Counter-attack: … The attacker takes damage, reduced by their Armor" (L11); a Stunned defender may still counter (RU-16).
	trackertest.Choose(t, tw, "Reaction", "counter")
	trackertest.Choose(t, tw, "Counter on", "Ada")
	trackertest.Type(t, tw, "Counter faces", "7")
	tw.Resize(fyne.NewSize(1280, 720))
	uitest.Capture(t, tw, "rollunder-tracker")
	trackertest.Submit(t, tw, "Roll the attack")
	v := savedView(t, store)
	// 9 + 1 ganging up − armour 2 = 8 on 6 HP: STR 10 → 8; the counter: 7 − 1 = 6 on Ada's 4 HP: STR 12 → 10 (L24).
	o, a := rowNamed(t, v, "Ogre"), rowNamed(t, v, "Ada")
	for _, c := range []struct {
		what      string
		got, want int
	}{{"the ogre's HP", o.HP, 0}, {"the ogre's STR", o.Resources["current_str"], 8}, {"Ada's HP", a.HP, 0}, {"Ada's STR", a.Resources["current_str"], 10}} {
		if c.got != c.want {
			t.Fatalf("after the gang: %s %d, want %d", c.what, c.got, c.want)
		}
	}
	// The rows read the scores as the sheet does, current of full (rollunder.CombatRules.ResourceText), not the keys.
	rows := uitest.TextOf(tw.Content())
	for _, s := range []string{"STR 8 of 10 · DEX 10 of 10 · WIL 9 of 9 · Armour 2", "STR 10 of 12 · DEX 14 of 14 · WIL 10 of 10 · Armour 1"} {
		if !strings.Contains(rows, s) {
			t.Errorf("the rows lack %q:\n%s", s, rows)
		}
	}
	if strings.Contains(rows, "current str") {
		t.Errorf("a row reads a raw key:\n%s", rows)
	}

	// "rolling once for each target" (L26): 4 on the rat's 1 HP.
	trackertest.Tap(t, tw, "Blast")
	for _, obj := range uitest.Objects(tw.Content()) {
		if e, ok := obj.(*widget.Entry); ok && e.PlaceHolder == "faces, e.g. 5, 3" {
			typeInto(e, "4")
		}
	}
	trackertest.Submit(t, tw, "Roll the blast")
	v = savedView(t, store)
	pending := strings.Join(v.Pending, "|")
	for _, s := range []string{"STR save: Ogre against 8", "Morale: Ogre with WIL 9", "STR save: Ada against 10", "STR save: Rat 1 against 7"} {
		if !strings.Contains(pending, s) {
			t.Errorf("pending %q lacks %q", pending, s)
		}
	}
	// The saves: the ogre passes (3 ≤ 8), Ada passes, the rat fails (19) and is critical; the ogre's morale fails (12 > 9).
	// The two rats were added together, so they are one group led by Rat 1: with Rat 1 critical the pair has lost
	// "half of their total numbers" (L34) and Rat 2 saves for it (5 ≤ WIL 10: held).
	for _, s := range []struct{ save, d20 string }{{"STR save: Ogre against 8", "3"}, {"STR save: Ada against 10", "2"}, {"STR save: Rat 1 against 7", "19"},
		{"Morale: Ogre with WIL 9", "12"}, {"Morale: Rat 1–2, a member the GM names (the leader cannot save)", "5"}} {
		trackertest.Tap(t, tw, "Due save")
		trackertest.Choose(t, tw, "Save", s.save)
		trackertest.Type(t, tw, "d20", s.d20)
		trackertest.Submit(t, tw, "Roll the save")
		// The form stays open; the save just made is no longer offered.
		if left := uitest.FormItem(t, tw.Content(), "Save").(*widget.Select).Options; slices.Contains(left, s.save) {
			t.Errorf("after %q the form still offers it: %q", s.save, left)
		}
	}
	v = savedView(t, store)
	if o := rowNamed(t, v, "Ogre"); o.Band != "Routed" {
		t.Errorf("after the saves the ogre is %s, want Routed", o.Band)
	}
	if r := rowNamed(t, v, "Rat 1"); r.Band != "Critical" {
		t.Errorf("after the saves Rat 1 is %s, want Critical", r.Band)
	}
	if len(v.Pending) != 0 {
		t.Fatalf("after the saves: pending %q", v.Pending)
	}
	// "If they are left untended to for an hour, they die." (L28)
	trackertest.Tap(t, tw, "Time")
	trackertest.Type(t, tw, "Minutes", "60")
	trackertest.Submit(t, tw, "Pass time")
	if r := rowNamed(t, savedView(t, store), "Rat 1"); !r.Dead {
		t.Errorf("the rat after an hour: %s", r.Band)
	}
	// The opponents' phase: the last rat flees, "Fleeing to safety under pursuit requires a DEX Save" (L36).
	trackertest.Submit(t, tw, "Next phase")
	trackertest.Tap(t, tw, "Declare")
	trackertest.Choose(t, tw, "Combatant", "Rat 2")
	trackertest.Choose(t, tw, "Action", "flee")
	trackertest.Submit(t, tw, "Declare")
	trackertest.Submit(t, tw, "Next phase")
	// Blinded: "disadvantage on DEX Saves from external threats" (L46): the flight rolls two d20.
	trackertest.Tap(t, tw, "Condition")
	trackertest.Choose(t, tw, "Target", "Rat 2")
	trackertest.Choose(t, tw, "Condition", "Blinded")
	trackertest.Submit(t, tw, "Apply")
	trackertest.Tap(t, tw, "Flee")
	trackertest.Type(t, tw, "d20", "4")
	trackertest.Submit(t, tw, "Flee")
	if got := trackertest.FormText(tw); !strings.Contains(got, "this save rolls 2 d20") {
		t.Errorf("one d20 for a Blinded flight:\n%s", got)
	}
	trackertest.Type(t, tw, "d20", "4, 6")
	trackertest.Submit(t, tw, "Flee")
	if r := rowNamed(t, savedView(t, store), "Rat 2"); r.Band != "Fled" {
		t.Errorf("the fleeing rat: %s", r.Band)
	}
	// The player view shows the bands, not the numbers.
	trackertest.Submit(t, tw, "Player view")
	pv := uitest.DrawnText(uitest.Window(t, "Player view").Content())
	if !strings.Contains(pv, "Fled") || !strings.Contains(pv, "Routed") {
		t.Errorf("the player view:\n%s", pv)
	}
}
