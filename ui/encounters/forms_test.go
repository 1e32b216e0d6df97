package encounters

import (
	"context"
	"fmt"
	"sessionzero/ui/libtest"
	"sessionzero/ui/plugin"
	"sessionzero/ui/uitest"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"sessionzero/model"
	"sessionzero/rules/dragonhead"
)

// startDragonheadFight is Megan Steelion (the book's sample character)
// against a typed Troglodyte (HP 10, AC 13, DC 8, stun 3, M at 3), with
// initiative rolled even so Megan acts first.
func startDragonheadFight(t *testing.T) (plugin.Host, *model.Store, *encounterTracker) {
	t.Helper()
	l, _, store := libtest.New(t)
	ctx := context.Background()
	crypt, err := store.EnsureCampaign(ctx, "The Crypt")
	if err != nil {
		t.Fatal(err)
	}
	addEncounterCharacter(t, store, dragonhead.ID, "Megan Steelion", crypt, fileData(t, "../../rules/dragonhead/testdata/megan.json"))
	l.Reload()
	s := showNewEncounter(l)
	t.Cleanup(func() { closeWindow(s.win) })
	chooseKind(s, "Dragonhead combat")
	s.campaign.SetSelected("The Crypt")
	s.name.SetText("Troglodytes in the crypt")
	s.armor.SetText("d4")
	typeOpponent(t, s, "Troglodyte", "1", false, map[string]string{"hp": "10", "ac": "13", "dc": "8", "stun": "3", "morale": "3"})
	tr := startTracker(t, s)
	// 002_81d21628bd61f597.txt: "Roll even and the characters win it."
	mustSubmit(t, tr, tr.initiativeForm(), func(f *eventForm) { f.dice["Roll"].value.SetText("4") })
	if tr.view.ActiveID != "megan-steelion" {
		t.Fatalf("an even roll gives Megan the first turn, not %q", tr.view.ActiveID)
	}
	return l, store, tr
}

// newestLog is the log pane's newest line.
func newestLog(tr *encounterTracker) string { return uitest.TextOf(tr.logBox.Objects[0]) }

// hasChip reports whether a combatant's row shows a condition chip.
func hasChip(t *testing.T, tr *encounterTracker, name, label string) bool {
	t.Helper()
	for _, cv := range rowOf(t, tr, name).Conditions {
		if cv.Label == label {
			return strings.Contains(uitest.DrawnText(tr.rows), label)
		}
	}
	return false
}

func TestEncounterDragonheadMoveTryHardAndMorale(t *testing.T) {
	_, _, tr := startDragonheadFight(t)
	// Move: the active combatant's action.
	mustSubmit(t, tr, tr.actionForm("Move"), func(f *eventForm) {
		f.dice["Steps"].value.SetText("3")
		f.checks["Run"].SetChecked(true)
	})
	if r := rowOf(t, tr, "Megan Steelion"); r.Actions != 0 || !strings.Contains(newestLog(tr), "runs 3 steps") {
		t.Fatalf("after moving: %d actions, log %q", r.Actions, newestLog(tr))
	}
	// Damage with a type: 002_81d21628bd61f597.txt: "An attack doing 8 Sharp would do 8 wear and 4 tear."
	tick(t, tr, "Troglodyte")
	mustSubmit(t, tr, tr.damageForm(), func(f *eventForm) {
		f.dice["Wear"].value.SetText("8")
		chooseDamageType(t, f, "s")
	})
	if r := rowOf(t, tr, "Troglodyte"); r.Wear != 8 || r.Tear != 4 {
		t.Fatalf("8 Sharp gave wear %d tear %d", r.Wear, r.Tear)
	}
	// "Once tear damage passes it a morale check should be made."
	if !hasChip(t, tr, "Troglodyte", "Morale check") {
		t.Fatalf("tear 4 passes the M at 3: %+v", rowOf(t, tr, "Troglodyte").Conditions)
	}
	// Morale: strength 7 is a full fail (5-8): "With a full fail the character turns and flees".
	mustSubmit(t, tr, tr.actionForm("Morale"), func(f *eventForm) {
		f.selects["Combatant"].SetSelected("Troglodyte")
		f.entries["Strength"].SetText("7")
	})
	if !hasChip(t, tr, "Troglodyte", dragonhead.CondFleeing) || hasChip(t, tr, "Troglodyte", "Morale check") {
		t.Fatalf("after the morale check: %+v", rowOf(t, tr, "Troglodyte").Conditions)
	}
	// "Morale is a Spirit check made by characters and creatures": Megan, a character without an M, makes it too.
	mustSubmit(t, tr, tr.actionForm("Morale"), func(f *eventForm) {
		f.selects["Combatant"].SetSelected("Megan Steelion")
		f.entries["Strength"].SetText("15")
	})
	// Try hard: "Try Hardest | 2 wear" (Ex 1).
	mustSubmit(t, tr, tr.actionForm("Try hard"), func(f *eventForm) { f.selects["Level"].SetSelected("Try Hardest") })
	if r := rowOf(t, tr, "Troglodyte"); r.Wear != 10 || r.Tear != 4 {
		t.Fatalf("Try Hardest should add 2 wear: %d / %d", r.Wear, r.Tear)
	}
	// Moving out of turn is refused with the reason.
	tr.next()
	if err := submitForm(t, tr, tr.actionForm("Move"), func(f *eventForm) { f.selects["Combatant"].SetSelected("Megan Steelion") }); err == nil ||
		!strings.Contains(tr.status.Text, "not Megan Steelion's turn") {
		t.Fatalf("moving out of turn gave %v / %q", err, tr.status.Text)
	}
}

func TestEncounterDragonheadSpellsRestAndSleep(t *testing.T) {
	_, _, tr := startDragonheadFight(t)
	// 002_81d21628bd61f597.txt: "Fireball has Time 1 so every time you cast the spell one round needs to pass"
	mustSubmit(t, tr, tr.actionForm("Cast"), func(f *eventForm) {
		f.entries["Spell"].SetText("Fireball")
		f.entries["Time (rounds)"].SetText("1")
	})
	if !hasChip(t, tr, "Megan Steelion", "Casting [Fireball] (1)") {
		t.Fatalf("casting: %+v", rowOf(t, tr, "Megan Steelion").Conditions)
	}
	tr.next()
	tr.next()
	mustSubmit(t, tr, tr.initiativeForm(), func(f *eventForm) { f.dice["Roll"].value.SetText("2") })
	if hasChip(t, tr, "Megan Steelion", "Casting [Fireball] (1)") || !strings.Contains(strings.Join(tr.logLines, "\n"), "Fireball is cast") {
		t.Fatalf("after a round the spell is cast: %v", tr.logLines)
	}
	// "when you fully fail to cast it you forget it. X the spell": strength 6 is a full fail.
	mustSubmit(t, tr, tr.actionForm("Cast"), func(f *eventForm) {
		f.entries["Spell"].SetText("Fireball")
		f.dice["Cast strength"].value.SetText("6")
	})
	if !hasChip(t, tr, "Megan Steelion", "X [Fireball]") {
		t.Fatalf("a full fail X-es the spell: %+v", rowOf(t, tr, "Megan Steelion").Conditions)
	}
	tr.next()
	tr.next()
	mustSubmit(t, tr, tr.initiativeForm(), func(f *eventForm) { f.dice["Roll"].value.SetText("6") })
	if err := submitForm(t, tr, tr.actionForm("Cast"), func(f *eventForm) { f.entries["Spell"].SetText("fireball") }); err == nil ||
		!strings.Contains(tr.status.Text, "X-ed out") {
		t.Fatalf("an X-ed spell cannot be cast: %v / %q", err, tr.status.Text)
	}
	// Bad typed input stays on the form.
	if err := submitForm(t, tr, tr.actionForm("Cast"), func(f *eventForm) {
		f.entries["Spell"].SetText("Light")
		f.entries["Time (rounds)"].SetText("soon")
	}); err == nil || !strings.Contains(tr.current.message.Text, "not a whole number") {
		t.Fatalf("a bad Time gave %v", err)
	}
	// "It can no longer be used until you spend some time (1 hour per spell level) recovering it."
	f := tr.actionForm("Recover spell")
	if got := f.selects["Spell"].Options; len(got) != 1 || got[0] != "Megan Steelion: Fireball" {
		t.Fatalf("X-ed spells offered: %v", got)
	}
	mustSubmit(t, tr, f, nil)
	if hasChip(t, tr, "Megan Steelion", "X [Fireball]") || len(tr.actionForm("Recover spell").selects["Spell"].Options) != 0 {
		t.Fatal("the recovered spell is still X-ed")
	}

	// Resting: the Troglodyte took 8 Sharp (8 wear, 4 tear).
	tick(t, tr, "Troglodyte")
	mustSubmit(t, tr, tr.damageForm(), func(f *eventForm) {
		f.dice["Wear"].value.SetText("8")
		chooseDamageType(t, f, "s")
	})
	rest := tr.actionForm("Rest")
	tr.showForm(rest)
	rest.selects["Combatant"].SetSelected("Troglodyte")
	// "The E stands for Easy and your first three rests will be easy ones"
	if !strings.Contains(uitest.TextOf(tr.formBox), "Next: rest 1 of 10, an easy one.") {
		t.Fatalf("rest form:\n%s", uitest.TextOf(tr.formBox))
	}
	rest.dice["Wear recovered"].value.SetText("3")
	if err := tr.submit(rest); err != nil {
		t.Fatal(err)
	}
	// "Be sure to mark this down as experience points where 1 Wear = 10 XP."
	if r := rowOf(t, tr, "Troglodyte"); !uitest.Expect(t, fmt.Sprintf("after a rest: wear %d, rests %d, log %q", r.Wear, r.Resources["rests"], newestLog(tr)),
		uitest.Cond{Name: "wear recovered", OK: r.Wear == 5},
		uitest.Cond{Name: "rest counted", OK: r.Resources["rests"] == 1},
		uitest.Cond{Name: "logged", OK: strings.Contains(newestLog(tr), "recovers 3 wear, 30 effort XP")}) {
		t.FailNow()
	}
	if !strings.Contains(uitest.TextOf(tr.formBox), "Next: rest 2 of 10, an easy one.") {
		t.Fatalf("the rest circles should follow:\n%s", uitest.TextOf(tr.formBox))
	}
	rest.dice["Wear recovered"].value.SetText("0")
	for range 6 {
		if err := tr.submit(rest); err != nil {
			t.Fatal(err)
		}
	}
	// "The H stands for Hard and your last three rests will be hard to make."
	if !strings.Contains(uitest.TextOf(tr.formBox), "Next: rest 8 of 10, a hard one.") {
		t.Fatalf("after seven rests:\n%s", uitest.TextOf(tr.formBox))
	}
	for range 3 {
		if err := tr.submit(rest); err != nil {
			t.Fatal(err)
		}
	}
	// "A character can only rest ten times a day."
	if err := tr.submit(rest); err == nil || !strings.Contains(rest.message.Text, "rested 10 times") {
		t.Fatalf("an eleventh rest gave %v / %q", err, rest.message.Text)
	}
	// "Ignore either of these and you only recover half of your wear damage and rest count."
	mustSubmit(t, tr, tr.actionForm("Sleep"), func(f *eventForm) { f.checks["Armour"].SetChecked(false) })
	if r := rowOf(t, tr, "Troglodyte"); r.Wear != 5 || r.Resources["rests"] != 5 {
		t.Fatalf("sleeping in armour: wear %d (open 1 of 5, half rounds down), rests %d", r.Wear, r.Resources["rests"])
	}
	// "A full night of sleep (eight hours) recovers all wear damage and clears out your rest circles."
	mustSubmit(t, tr, tr.actionForm("Sleep"), nil)
	if r := rowOf(t, tr, "Troglodyte"); !uitest.Expect(t, fmt.Sprintf("a full night: wear %d tear %d rests %d", r.Wear, r.Tear, r.Resources["rests"]),
		uitest.Cond{Name: "wear", OK: r.Wear == 4},
		uitest.Cond{Name: "tear", OK: r.Tear == 4},
		uitest.Cond{Name: "rests start again", OK: r.Resources["rests"] == 0}) {
		t.FailNow()
	}
	// One undo takes back the whole night.
	tr.undo()
	if r := rowOf(t, tr, "Troglodyte"); r.Wear != 5 || r.Resources["rests"] != 5 {
		t.Fatalf("undo the sleep: wear %d rests %d", r.Wear, r.Resources["rests"])
	}
}

func TestEncounterDRGNRespondMoveAndBlock(t *testing.T) {
	_, _, tr := startDRGNFight(t)
	tr.next() // Dec
	tick(t, tr, "Goblin 1")
	mustSubmit(t, tr, tr.actionForm("Declare attack"), func(f *eventForm) {
		typedDamage(f, "20")
		f.selects["Kind"].SetSelected("ranged")
	})
	tick(t, tr, "Goblin 2")
	mustSubmit(t, tr, tr.actionForm("Declare attack"), func(f *eventForm) { typedDamage(f, "20") })
	if !strings.Contains(tr.pending.Text, "Brannoch's attack -> Goblin 1, 20 Force ranged") || !strings.Contains(tr.pending.Text, "Brannoch's attack -> Goblin 2") {
		t.Fatalf("pending %q", tr.pending.Text)
	}
	// 000_83d7bea2fb475415.txt: "the move action can only be used in response to a ranged attack or an ability"
	if err := submitForm(t, tr, tr.actionForm("Respond"), func(f *eventForm) {
		f.selects["Attack"].SetSelectedIndex(1)
		f.selects["Response"].SetSelected("move")
	}); err == nil || !strings.Contains(tr.current.message.Text, "only a ranged attack or an ability") {
		t.Fatalf("moving out of a melee attack gave %v", err)
	}
	// "If the character can break line of sight to their attacker or move out of range, the attack will miss."
	tick(t, tr, "Goblin 1")
	mustSubmit(t, tr, tr.actionForm("Respond"), func(f *eventForm) {
		f.selects["Attack"].SetSelectedIndex(0)
		f.selects["Response"].SetSelected("move")
		f.checks["Evaded"].SetChecked(true)
	})
	if r := rowOf(t, tr, "Goblin 1"); r.Actions != 2 || !strings.Contains(newestLog(tr), "Goblin 1 moves half speed out of Brannoch's attack") {
		t.Fatalf("a move response costs 1 action: %d, log %q", r.Actions, newestLog(tr))
	}
	// "The blocking character must choose something to block with, which takes damage in place of the character."
	tick(t, tr, "Goblin 2")
	mustSubmit(t, tr, tr.actionForm("Respond"), func(f *eventForm) {
		f.selects["Attack"].SetSelectedIndex(1)
		f.selects["Response"].SetSelected("block")
		f.entries["Block with"].SetText("shield")
	})
	if !strings.Contains(newestLog(tr), "Goblin 2 blocks the attacks of Brannoch with shield") {
		t.Fatalf("the log names the attacker: %q", newestLog(tr))
	}
	test.Tap(tr.nextBtn) // Go
	if g1, g2 := rowOf(t, tr, "Goblin 1"), rowOf(t, tr, "Goblin 2"); g1.HP != 30 || g2.HP != 30 {
		t.Fatalf("evaded and blocked: Goblin 1 %d, Goblin 2 %d HP", g1.HP, g2.HP)
	}
	log := strings.Join(tr.logLines, "\n")
	if !strings.Contains(log, "Brannoch's attack misses Goblin 1") || !strings.Contains(log, "Goblin 2 blocks with shield, which takes the hit") {
		t.Fatalf("Go phase log:\n%s", log)
	}
}

func TestEncounterDRGNEpicoinsSpendAndShakeOff(t *testing.T) {
	_, _, tr := startDRGNFight(t)
	tick(t, tr, "Brannoch")
	// 000_83d7bea2fb475415.txt: "Epicoins are given out by the Architect, and can be given out at any time."
	mustSubmit(t, tr, tr.actionForm("Epicoin"), func(f *eventForm) {
		f.selects["Do"].SetSelected("Gain")
		f.entries["Epicoins"].SetText("2")
		f.entries["For"].SetText("a clever plan")
	})
	mustSubmit(t, tr, tr.actionForm("Epicoin"), nil) // spend 1, the default
	if r := rowOf(t, tr, "Brannoch"); r.Resources["epicoins"] != 1 || !strings.Contains(uitest.TextOf(tr.rows), "epicoins 1") {
		t.Fatalf("gain 2, spend 1: %v", r.Resources)
	}
	if err := submitForm(t, tr, tr.actionForm("Epicoin"), func(f *eventForm) { f.entries["Epicoins"].SetText("3") }); err == nil ||
		!strings.Contains(tr.status.Text, "has 1 Epicoin") {
		t.Fatalf("spending more than he has gave %v / %q", err, tr.status.Text)
	}
	if err := submitForm(t, tr, tr.actionForm("Epicoin"), func(f *eventForm) { f.entries["Epicoins"].SetText("one") }); err == nil ||
		!strings.Contains(tr.current.message.Text, "not a whole number") {
		t.Fatalf("a typed word gave %v", err)
	}

	// "(2 actions) Shake off: ... spend 2 actions to reduce the duration of the status effect by 1 round"
	mustSubmit(t, tr, tr.actionForm("Condition"), func(f *eventForm) {
		f.selects["Status"].SetSelected("Slowed")
		f.entries["Duration (rounds)"].SetText("3")
	})
	if !hasChip(t, tr, "Brannoch", "Slowed (3)") {
		t.Fatalf("inflicted: %+v", rowOf(t, tr, "Brannoch").Conditions)
	}
	mustSubmit(t, tr, tr.actionForm("Condition"), func(f *eventForm) {
		f.selects["Do"].SetSelected("Shake off")
		f.selects["Status"].SetSelected("Slowed")
	})
	// "Each character gets 3 actions at the start of the round"
	if r := rowOf(t, tr, "Brannoch"); r.Actions != 1 || !hasChip(t, tr, "Brannoch", "Slowed (2)") {
		t.Fatalf("after shaking off: %d actions, %+v", r.Actions, r.Conditions)
	}
	// "(X actions) Special: ... The GM determines how many actions a desired action will take"
	mustSubmit(t, tr, tr.actionForm("Spend actions"), func(f *eventForm) {
		f.selects["Action"].SetSelected("special")
		f.entries["Actions (special)"].SetText("1")
		f.entries["Note"].SetText("kicks the door")
	})
	if r := rowOf(t, tr, "Brannoch"); r.Actions != 0 {
		t.Fatalf("a special action of 1 leaves %d", r.Actions)
	}
	if err := submitForm(t, tr, tr.actionForm("Spend actions"), nil); err == nil || !strings.Contains(tr.status.Text, "Refused") {
		t.Fatalf("moving with no action left gave %v / %q", err, tr.status.Text)
	}
	if err := submitForm(t, tr, tr.actionForm("Condition"), func(f *eventForm) {
		f.selects["Do"].SetSelected("Shake off")
		f.selects["Status"].SetSelected("Slowed")
	}); err == nil {
		t.Fatal("shaking off with no action left should be refused")
	}
}

func TestEncounterJoinMidFight(t *testing.T) {
	l, store, tr := startDRGNFight(t)
	ctx := context.Background()
	block := model.Homebrew{System: "drgn", Kind: statBlockKind, Name: "Goblin chief",
		Data: []byte(`{"name":"Goblin chief","stats":{"max_hp":45,"toughness":3}}`)}
	if err := store.PutHomebrew(ctx, &block); err != nil {
		t.Fatal(err)
	}
	before := len(tr.view.Rows)
	// Typed: two more goblins, numbered after Goblin 1 and 2, one undo step.
	f := tr.joinForm()
	mustSubmit(t, tr, f, func(f *eventForm) {
		f.entries["Name"].SetText("Goblin")
		f.entries["How many"].SetText("2")
		f.entries["Max HP"].SetText("30")
	})
	if !uitest.Expect(t, fmt.Sprintf("rows after two joined: %v", tr.view.Rows),
		uitest.Cond{Name: "two more rows", OK: len(tr.view.Rows) == before+2},
		uitest.Cond{Name: "typed HP", OK: rowOf(t, tr, "Goblin 3").MaxHP == 30},
		uitest.Cond{Name: "on the chosen side", OK: rowOf(t, tr, "Goblin 4").Side == sideOpponents}) {
		t.FailNow()
	}
	if !strings.Contains(newestLog(tr), "Goblin 4 joins the encounter") {
		t.Fatalf("log %q", newestLog(tr))
	}
	tr.undo()
	if len(tr.view.Rows) != before {
		t.Fatal("one undo takes both back")
	}
	tr.redo()
	// Bad input is refused on the form.
	if err := submitForm(t, tr, tr.joinForm(), func(f *eventForm) {
		f.entries["Name"].SetText("Wolf")
		f.entries["Max HP"].SetText("many")
	}); err == nil || !strings.Contains(tr.current.message.Text, "not a whole number") {
		t.Fatalf("bad Max HP gave %v", err)
	}
	if err := submitForm(t, tr, tr.joinForm(), func(f *eventForm) { f.entries["Name"].SetText("Wolf") }); err == nil ||
		!strings.Contains(tr.current.message.Text, "max_hp must be above 0") {
		t.Fatalf("no Max HP gave %v / %q", err, tr.current.message.Text)
	}
	// From a saved stat block, hidden.
	mustSubmit(t, tr, tr.joinForm(), func(f *eventForm) {
		f.selects["From"].SetSelected(joinStatBlock)
		if !f.entries["Name"].Disabled() || f.selects["Stat block"].Disabled() {
			t.Fatal("a stat block takes its name and numbers from the block")
		}
		f.selects["Stat block"].SetSelected("Goblin chief")
		f.checks["Hidden"].SetChecked(true)
	})
	if chief := rowOf(t, tr, "Goblin chief"); chief.MaxHP != 45 || !chief.Hidden {
		t.Fatalf("the chief joined as %+v", chief)
	}
	// From the library: a DRGN character not in the encounter, on the party's side.
	mustSubmit(t, tr, tr.joinForm(), func(f *eventForm) {
		f.selects["From"].SetSelected(joinCharacter)
		if !f.entries["How many"].Disabled() {
			t.Fatal("a library character joins once")
		}
		if got := f.selects["Character"].Options; len(got) != 2 {
			t.Fatalf("the library's DRGN characters: %v", got)
		}
		f.selects["Character"].SetSelected("Elsewhere")
		f.selects["Side"].SetSelected("The Sunken Crown")
	})
	elsewhere := rowOf(t, tr, "Elsewhere")
	if elsewhere.Side != sideParty || elsewhere.MaxHP != rowOf(t, tr, "Brannoch").MaxHP {
		t.Fatalf("Elsewhere (the same sheet as Brannoch) joined as %+v", elsewhere)
	}
	// The saved file has the events; reopening replays them.
	tr.win.Close()
	again, err := openEncounter(l, tr.record.ID)
	if err != nil {
		t.Fatal(err)
	}
	defer closeWindow(again.win)
	if len(again.view.Rows) != before+4 {
		t.Fatalf("reopened with %d rows", len(again.view.Rows))
	}
}

func TestEncounterJoinDragonheadTakesTheNextInitiative(t *testing.T) {
	_, _, tr := startDragonheadFight(t)
	mustSubmit(t, tr, tr.joinForm(), func(f *eventForm) {
		f.entries["Name"].SetText("Ghoul")
		f.entries["HP"].SetText("12")
		f.entries["AC"].SetText("12")
		f.entries["Armour roll"].SetText("d4")
	})
	mustSubmit(t, tr, tr.joinForm(), func(f *eventForm) {
		f.entries["Name"].SetText("Hireling")
		f.entries["HP"].SetText("8")
		f.selects["Side"].SetSelectedIndex(0)
	})
	st := tr.session.State()
	ghoul, err := st.Combatant("ghoul")
	if err != nil {
		t.Fatal(err)
	}
	hireling, err := st.Combatant("hireling")
	if err != nil {
		t.Fatal(err)
	}
	if !uitest.Expect(t, fmt.Sprintf("ghoul %s, hireling %s seat %d", ghoul.Kind, hireling.Kind, hireling.Seat),
		uitest.Cond{Name: "an opponent is a creature", OK: ghoul.Kind == dragonhead.KindCreature},
		uitest.Cond{Name: "one on the party's side is a character", OK: hireling.Kind == dragonhead.KindCharacter},
		uitest.Cond{Name: "seated after the party", OK: hireling.Seat >= 2}) {
		t.FailNow()
	}
	tr.next()
	tr.next()
	// 002_81d21628bd61f597.txt: odd: "the creatures first"
	mustSubmit(t, tr, tr.initiativeForm(), func(f *eventForm) { f.dice["Roll"].value.SetText("3") })
	order := strings.Join(tr.session.State().Order, ",")
	if !uitest.Expect(t, "round 2 order "+order,
		uitest.Cond{Name: "the ghoul acts", OK: strings.Contains(order, "ghoul")},
		uitest.Cond{Name: "the hireling acts", OK: strings.Contains(order, "hireling")},
		uitest.Cond{Name: "the troglodyte first", OK: strings.HasPrefix(order, "troglodyte")}) {
		t.FailNow()
	}
	if tr.runShortcut(plugin.Shortcut(fyne.KeyN, false)); tr.view.ActiveID != "ghoul" {
		t.Fatalf("after the troglodyte: %s", tr.view.ActiveID)
	}
}
