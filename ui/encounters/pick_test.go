package encounters

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sessionzero/ui/uitest"
)

// formButton is the button of that text among a form's fields.
func formButton(t *testing.T, f *eventForm, text string) *widget.Button {
	t.Helper()
	for _, it := range f.items {
		for _, o := range test.LaidOutObjects(it.Widget) {
			if b, ok := o.(*widget.Button); ok && b.Text == text {
				return b
			}
		}
	}
	t.Fatalf("no %q button on %s", text, f.title)
	return nil
}

// applyButton is the shown form's apply button (the verb).
func applyButton(t *testing.T, tr *encounterTracker) *widget.Button {
	t.Helper()
	for _, o := range test.LaidOutObjects(tr.formPane) {
		if b, ok := o.(*widget.Button); ok && tr.current != nil && b.Text == tr.current.verb {
			return b
		}
	}
	t.Fatal("no apply button on the shown form")
	return nil
}

// tapTick toggles a combatant's box in the turn order as a click does.
func tapTick(t *testing.T, tr *encounterTracker, name string) {
	t.Helper()
	for i, r := range tr.view.Rows {
		if r.Name != name {
			continue
		}
		for _, o := range test.LaidOutObjects(tr.rows.Objects[2*i]) {
			if c, ok := uitest.Unwrapped(o).(*widget.Check); ok {
				c.SetChecked(!c.Checked) // as a click does (OnChanged runs)
				return
			}
		}
	}
	t.Fatalf("no tick box for %s", name)
}

func TestEncounterDRGNAttackIsAPickWithItsDamageShownFirst(t *testing.T) {
	_, _, tr := startDRGNFight(t)
	tr.next() // Dec
	tick(t, tr)
	f := tr.actionForm("Declare attack")
	tr.showForm(f)
	f.selects["Attack"].SetSelectedIndex(2)
	if text := uitest.TextOf(tr.formBox); !strings.Contains(text, "Tick the targets") {
		t.Fatalf("nothing ticked: %s", text)
	}
	// The preview follows the ticks.
	tapTick(t, tr, "Goblin 1")
	tapTick(t, tr, "Goblin 2")
	opts := f.selects["Attack"].Options
	if len(opts) != 4 || !strings.HasPrefix(opts[0], "Lance · melee · 20 Piercing") ||
		opts[2] != "Fireball · ability · 30 Fire · area · uses 3 of 3" || opts[3] != "Typed damage…" {
		t.Fatalf("Brannoch's picks: %q", opts)
	}
	// The preview before declaring, by the book's formula: 000_83d7bea2fb475415.txt
	// "((Damage * Attunement) * Crit) - (Toughness + Evasion) = Damage Taken": 30 × 1 − (1 + 0) = 29.
	f.selects["Attack"].SetSelectedIndex(2)
	if text := uitest.TextOf(tr.formBox); !strings.Contains(text, "Goblin 1 takes 29 (HP 30 of 30)") || !strings.Contains(text, "1 of 30 HP left (3%)") {
		t.Fatalf("preview: %s", text)
	}
	f.checks["Crit"].SetChecked(true)
	if text := uitest.TextOf(tr.formBox); !strings.Contains(text, "Goblin 1 takes 59") {
		t.Fatalf("a crit preview doubles: %s", text)
	}
	f.checks["Crit"].SetChecked(false)
	// Declared without typing a number: the ability's damage, element and kind come from the character.
	test.Tap(applyButton(t, tr))
	if !strings.Contains(tr.pending.Text, "Brannoch's Fireball -> Goblin 1, Goblin 2, 30 Fire ability") {
		t.Fatalf("pending %q (%s)", tr.pending.Text, f.message.Text)
	}
	if r := rowOf(t, tr, "Brannoch"); r.Resources["uses:Fireball"] != 2 || !strings.Contains(trackerText(tr), "Fireball uses 2") {
		t.Fatalf("a declared ability counts a use: %v", r.Resources)
	}
	// The form offers the counted uses at once.
	if got := f.selects["Attack"].Options[2]; got != "Fireball · ability · 30 Fire · area · uses 2 of 3" {
		t.Fatalf("after the declaration: %q", got)
	}
	tr.next() // Go: both goblins take 29.
	if rowOf(t, tr, "Goblin 1").HP != 1 || rowOf(t, tr, "Goblin 2").HP != 1 {
		t.Fatalf("after the Fireball: %+v", tr.view.Rows)
	}
}

func TestEncounterDRGNUseAndRest(t *testing.T) {
	_, _, tr := startDRGNFight(t)
	tick(t, tr, "Brannoch")
	use := tr.actionForm("Use ability")
	tr.showForm(use)
	if got := use.selects["Ability"].Options; !slices.Equal(got, []string{"Fireball · ability · 30 Fire · area · uses 3 of 3"}) {
		t.Fatalf("abilities %q", got)
	}
	for range 3 {
		test.Tap(applyButton(t, tr))
	}
	if rowOf(t, tr, "Brannoch").Resources["uses:Fireball"] != 0 || use.selects["Ability"].Selected != "Fireball · ability · 30 Fire · area · uses 0 of 3" {
		t.Fatalf("three uses: %v, %q", rowOf(t, tr, "Brannoch").Resources, use.selects["Ability"].Selected)
	}
	// 000_83d7bea2fb475415.txt: Epicoins pay to "Use an ability that is out of uses"; Brannoch has none.
	if err := tr.submit(use); err == nil || !strings.Contains(use.message.Text, "no uses of Fireball left") {
		t.Fatalf("a fourth use: %v %q", err, use.message.Text)
	}
	use.checks["Out of uses"].SetChecked(true)
	if err := tr.submit(use); err == nil || !strings.Contains(use.message.Text, "no Epicoin") {
		t.Fatalf("paid with no Epicoin: %v %q", err, use.message.Text)
	}
	// A short rest refreshes only Reliable abilities ("Uses refresh on a short rest"); a long rest all.
	rest := tr.actionForm("Rest")
	mustSubmit(t, tr, rest, nil)
	if rowOf(t, tr, "Brannoch").Resources["uses:Fireball"] != 0 {
		t.Fatal("a short rest does not refresh the Fireball (not Reliable)")
	}
	mustSubmit(t, tr, tr.actionForm("Rest"), func(f *eventForm) { f.selects["Rest"].SetSelected("Long rest") })
	if rowOf(t, tr, "Brannoch").Resources["uses:Fireball"] != 3 || !strings.Contains(trackerText(tr), "Fireball uses 3") {
		t.Fatalf("a long rest refreshes: %v", rowOf(t, tr, "Brannoch").Resources)
	}
}

func TestEncounterDragonheadAttackPickWithOddsAndRolledHit(t *testing.T) {
	_, _, tr := startDragonheadFight(t)
	tick(t, tr, "Troglodyte")
	f := tr.actionForm("Attack")
	tr.showForm(f)
	opts := f.selects["Attack"].Options
	if len(opts) < 2 || !uitest.Expect(t, fmt.Sprintf("Megan's picks: %q (chosen %q)", opts, f.selects["Attack"].Selected),
		uitest.Cond{Name: "typed attack last", OK: opts[len(opts)-1] == "Typed attack…"},
		uitest.Cond{Name: "her sword first", OK: strings.HasPrefix(f.selects["Attack"].Selected, "Sword · Hit ")}) {
		t.Fatalf("Megan's picks: %q (chosen %q)", opts, f.selects["Attack"].Selected)
	}
	// The odds before the roll: 002_81d21628bd61f597.txt "If your AC is greater than your DC write them both
	// down … Otherwise just use your DC": the troglodyte's AC 13 > DC 8, so AC 13.
	text := uitest.TextOf(tr.formBox)
	if !uitest.Expect(t, "odds: "+text,
		uitest.Cond{Name: "the defence", OK: strings.Contains(text, "against AC 13")},
		uitest.Cond{Name: "the hits", OK: strings.Contains(text, "hits ")},
		uitest.Cond{Name: "a chance", OK: strings.Contains(text, "%")}) {
		t.FailNow()
	}
	if f.dice["Armour roll"].expr.Text != "d4" || f.selects["Damage type"].Selected != "s – Sharp" {
		t.Fatalf("armour %q, type %q", f.dice["Armour roll"].expr.Text, f.selects["Damage type"].Selected)
	}
	// No number typed: the app rolls the Hit, the damage (one roll per success) and the armour.
	test.Tap(formButton(t, f, "Roll the Hit"))
	if f.dice["Hit strength"].value.Text == "" || !strings.Contains(f.message.Text, "Rolled Hit") {
		t.Fatalf("Roll the Hit gave %q (%s)", f.dice["Hit strength"].value.Text, f.message.Text)
	}
	test.Tap(f.dice["Damage rolls"].roll)
	test.Tap(f.dice["Armour roll"].roll)
	test.Tap(applyButton(t, tr))
	if !strings.Contains(newestLog(tr), "Megan Steelion's Sword") {
		t.Fatalf("the attack was not applied: %s / %s", newestLog(tr), f.message.Text)
	}
	if f.dice["Hit strength"].value.Text != "" {
		t.Fatal("the rolled numbers clear for the next attack")
	}
}

func TestEncounterDragonheadGrappleForms(t *testing.T) {
	_, _, tr := startDragonheadFight(t)
	tick(t, tr, "Troglodyte")
	mustSubmit(t, tr, tr.actionForm("Grapple"), func(f *eventForm) {
		f.dice["Grapple strength"].value.SetText("15")
		f.dice["Escape strength"].value.SetText("9")
	})
	if !hasChip(t, tr, "Troglodyte", "Grappled [megan-steelion] 15") {
		t.Fatalf("chips %+v", rowOf(t, tr, "Troglodyte").Conditions)
	}
	mustSubmit(t, tr, tr.actionForm("Escape"), func(f *eventForm) { f.dice["Strength"].value.SetText("16") })
	if hasChip(t, tr, "Troglodyte", "Grappled [megan-steelion] 15") {
		t.Fatal("16 escapes a 15 grapple")
	}
}

func TestEncounterDragonheadFireForm(t *testing.T) {
	_, _, tr := startDragonheadFight(t)
	tick(t, tr, "Troglodyte")
	mustSubmit(t, tr, tr.actionForm("Fire"), func(f *eventForm) { f.entries["Fire damage"].SetText("d6") })
	if !hasChip(t, tr, "Troglodyte", "On fire [d6]") {
		t.Fatalf("chips %+v", rowOf(t, tr, "Troglodyte").Conditions)
	}
	mustSubmit(t, tr, tr.actionForm("Fire"), func(f *eventForm) { f.selects["Do"].SetSelected("Put out") })
	if len(rowOf(t, tr, "Troglodyte").Conditions) != 0 {
		t.Fatalf("the fire is out: %+v", rowOf(t, tr, "Troglodyte").Conditions)
	}
}
