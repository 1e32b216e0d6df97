package encounters

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"sessionzero/model"
	"sessionzero/rules/evening"
	"sessionzero/ui/libtest"
	"sessionzero/ui/odds"
	"sessionzero/ui/plugin"
	"sessionzero/ui/uitest"
	"sessionzero/ui/widgets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// eveningWren is a level-1 Evening character with a spear (Athletics,
// Prowess + Body), as rules/evening's tests build her.
func eveningWren(t *testing.T) []byte {
	t.Helper()
	c := evening.NewCharacter()
	c.Abilities = evening.Abilities{Finesse: 1, Prowess: 1, Resolve: -1}
	c.Attributes = evening.Attributes{Body: 1, Mind: 0}
	c.XPTotal = 10
	origin, class := evening.SampleOrigin(), evening.SampleClass()
	origin.Kit.AptitudeOptions = []string{"Medicine", "Stealth", "Lore"}
	disc, focus := evening.Entry{Name: "Blades"}, evening.Entry{Name: "Lookout"}
	c.Origins = []evening.Feature{{Name: origin.Name, Level: 1, Entry: &origin}}
	c.Classes = []evening.Feature{{Name: class.Name, Level: 1, Entry: &class}}
	c.Disciplines = []evening.Feature{{Name: disc.Name, Level: 1, Entry: &disc}}
	c.Focuses = []evening.Feature{{Name: focus.Name, Level: 1, Entry: &focus}}
	c.Aptitudes = []evening.Aptitude{{Name: "Athletics", Source: "class_kit"}, {Name: "Medicine", Source: "chosen"},
		{Name: "Stealth", Source: "chosen"}, {Name: "Lore", Source: "chosen"}}
	c.Attacks = []evening.Attack{{Name: "Spear", Aptitude: "Athletics", Ability: "prowess", Attribute: "body", Damage: "1d8", DamageType: "piercing", Reach: 2}}
	data, err := c.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// startEvening opens the new-encounter window for an Evening kind with
// Wren of "The Maze" in the party, types the opponents and starts it.
func startEvening(t *testing.T, kind string, opponents func(s *encounterSetup)) (plugin.Host, *model.Store, *encounterTracker) {
	t.Helper()
	l, _, store := libtest.New(t)
	maze, err := store.EnsureCampaign(context.Background(), "The Maze")
	if err != nil {
		t.Fatal(err)
	}
	addEncounterCharacter(t, store, evening.ID, "Wren", maze, eveningWren(t))
	l.Reload()
	s := showNewEncounter(l)
	t.Cleanup(func() { closeWindow(s.win) })
	chooseKind(s, kind)
	s.campaign.SetSelected("The Maze")
	s.name.SetText("In the maze")
	opponents(s)
	tr := startTracker(t, s)
	return l, store, tr
}

// diceLabelled is a form's dice field whose label starts with prefix.
func diceLabelled(t *testing.T, f *eventForm, prefix string) *diceField {
	t.Helper()
	for label, d := range f.dice {
		if strings.HasPrefix(label, prefix) {
			return d
		}
	}
	t.Fatalf("%s: no dice field %q…", f.title, prefix)
	return nil
}

// aptitudeOf is an attempt form's aptitude, typed or picked.
func aptitudeOf(t *testing.T, f *eventForm) *widget.SelectEntry {
	t.Helper()
	for _, it := range f.items {
		if e, ok := it.Widget.(*widget.SelectEntry); ok && it.Text == "Aptitude" {
			return e
		}
	}
	t.Fatalf("%s: no aptitude", f.title)
	return nil
}

// oddsText is the text of a form's "Odds" line.
func oddsText(f *eventForm) string {
	for _, it := range f.items {
		if it.Text == "Odds" {
			return strings.Join(strings.Fields(uitest.DrawnText(it.Widget)), " ")
		}
	}
	return ""
}

func startEveningThreatFight(t *testing.T) *encounterTracker {
	t.Helper()
	_, _, tr := startEvening(t, "Evening combat", func(s *encounterSetup) {
		// 003_b350af455cb359c1.txt, the threat rating table: "1	15	14	2	12 (2d8 + 3)";
		// health 50 by EVE-23.
		typeOpponent(t, s, "Ogre", "1", false, map[string]string{"rating": "1"})
	})
	return tr
}

func TestEveningThreatFightInTheTracker(t *testing.T) {
	tr := startEveningThreatFight(t)
	st := tr.session.State()
	wren, _ := st.Combatant("wren")
	ogre, _ := st.Combatant("ogre")
	if ogre == nil || wren == nil {
		t.Fatalf("combatants %v", tr.view.Rows)
	}
	if !uitest.Expect(t, fmt.Sprintf("ogre %s %d HP TN %d; wren attacks %v", ogre.Kind, ogre.MaxHP, ogre.Resource("hit_tn"), wren.Attacks),
		uitest.Cond{Name: "the ogre is a threat", OK: ogre.Kind == "threat"},
		uitest.Cond{Name: "its rating's health", OK: ogre.MaxHP == 50},
		uitest.Cond{Name: "its rating's TN to hit", OK: ogre.Resource("hit_tn") == 14},
		uitest.Cond{Name: "Wren's attack from her sheet", OK: len(wren.Attacks) == 1}) {
		t.FailNow()
	}
	if tr.nextBtn.Text != "Roll initiative" {
		t.Fatalf("before the fight the button says %q", tr.nextBtn.Text)
	}
	// Initiative: equal scores must roll again (L478).
	f := tr.initiativeForm()
	tr.showForm(f)
	bonus := evening.InitiativeBonus(wren)
	diceLabelled(t, f, "Wren (").value.SetText("10")
	diceLabelled(t, f, "Ogre (").value.SetText(strconv.Itoa(10 + bonus))
	if err := tr.submit(f); err == nil || !strings.Contains(f.message.Text, "tie rolls") {
		t.Fatalf("a tie was not caught: %v, %q", err, f.message.Text)
	}
	f.dice["Tie rolls"].value.SetText("15, 4")
	if err := tr.submit(f); err != nil {
		t.Fatal(err)
	}
	if !uitest.Expect(t, fmt.Sprintf("after initiative: active %q round %d button %q", tr.view.ActiveID, tr.view.Round, tr.nextBtn.Text),
		uitest.Cond{Name: "Wren acts", OK: tr.view.ActiveID == "wren"},
		uitest.Cond{Name: "round 1", OK: tr.view.Round == 1},
		uitest.Cond{Name: "the button says Next turn", OK: tr.nextBtn.Text == "Next turn"}) {
		t.FailNow()
	}

	// Wren's spear against the ogre: the odds before the roll are the
	// resolver's for her bonus against TN 14.
	atk := tr.actionForm("Attack")
	tr.showForm(atk)
	if !uitest.Expect(t, fmt.Sprintf("attack form starts on %q %q %q", atk.selects["Attacker"].Selected, atk.selects["Attack"].Selected, atk.selects["Target"].Selected),
		uitest.Cond{Name: "the active attacker", OK: atk.selects["Attacker"].Selected == "Wren"},
		uitest.Cond{Name: "an opponent as target", OK: atk.selects["Target"].Selected == "Ogre"},
		uitest.Cond{Name: "her first attack", OK: strings.HasPrefix(atk.selects["Attack"].Selected, "Spear")}) {
		t.FailNow()
	}
	want, _ := evening.Check(evening.CheckInput{Mode: evening.ModeAttack, Modifier: wren.Attacks[0].Hit, TN: 14, StartEffect: evening.EffectStandard})
	if got := oddsText(atk); !strings.Contains(got, "hit "+odds.FormatPercent(want.PSuccess)+" against TN 14") {
		t.Fatalf("attack odds %q, want hit %s", got, odds.FormatPercent(want.PSuccess))
	}
	atk.dice["Natural d20"].value.SetText("18")
	atk.dice["Damage"].value.SetText("6")
	if err := tr.submit(atk); err != nil {
		t.Fatal(err)
	}
	if r := rowOf(t, tr, "Ogre"); r.HP != 44 {
		t.Fatalf("the ogre has %d health after a 6-damage hit", r.HP)
	}
	tr.next()
	if tr.view.ActiveID != "ogre" {
		t.Fatalf("next turn: %q", tr.view.ActiveID)
	}

	// The ogre attacks; Wren's Reflex defense fails (natural 2) and the
	// typed damage lands.
	tick(t, tr, "Wren")
	fa := tr.actionForm("Threat attack")
	tr.showForm(fa)
	wantDef, _ := evening.Check(evening.CheckInput{Mode: evening.ModeDefense, Modifier: wren.Stat("reflex"), TN: 14, StartEffect: evening.EffectStandard})
	if got := oddsText(fa); !strings.Contains(got, "Wren defends "+odds.FormatPercent(wantDef.PSuccess)) {
		t.Fatalf("defense odds %q, want %s", got, odds.FormatPercent(wantDef.PSuccess))
	}
	fa.dice["Defense d20"].value.SetText("2")
	fa.entries["Damage"].SetText(strconv.Itoa(wren.MaxHP - 1))
	if err := tr.submit(fa); err != nil {
		t.Fatal(err)
	}
	if r := rowOf(t, tr, "Wren"); r.HP != 1 {
		t.Fatalf("Wren has %d health", r.HP)
	}
	// Damage to 0: she struggles, then a natural 20 death save recovers
	// with 1 health (L1108, EVE-1).
	mustSubmit(t, tr, tr.damageForm(), func(f *eventForm) { f.dice["Damage"].value.SetText("1") })
	if !hasChip(t, tr, "Wren", "Choosing") {
		t.Fatal("at 0 health Wren should be choosing")
	}
	mustSubmit(t, tr, tr.actionForm("Dying"), func(f *eventForm) { f.selects["Do"].SetSelected("Struggle") })
	mustSubmit(t, tr, tr.actionForm("Dying"), func(f *eventForm) { f.dice["d20"].value.SetText("20") })
	if r := rowOf(t, tr, "Wren"); r.HP != 1 || hasChip(t, tr, "Wren", "Dying") {
		t.Fatalf("a natural 20 death save: health %d, log %q", r.HP, newestLog(tr))
	}
	mustSubmit(t, tr, tr.actionForm("Injury/exhaustion"), nil)
	if r := rowOf(t, tr, "Wren"); r.Resources["injury"] != 1 {
		t.Fatalf("injury %v", r.Resources)
	}
	// Injury 2 in the fight: "-3 to attack and defense rolls" (L1047); with
	// exhaustion 3, "Disadvantage on attacks and defenses" (L1076).
	mustSubmit(t, tr, tr.actionForm("Injury/exhaustion"), nil)
	for range 3 {
		mustSubmit(t, tr, tr.actionForm("Injury/exhaustion"), func(f *eventForm) { f.selects["Track"].SetSelected("exhaustion") })
	}
	hurt := tr.actionForm("Attack")
	tr.showForm(hurt)
	wantHurt, _ := evening.Check(evening.CheckInput{Mode: evening.ModeAttack, Modifier: wren.Attacks[0].Hit - 3, TN: 14, Disadvantage: true, StartEffect: evening.EffectStandard})
	if hurt.entries["Attack bonus"].Text != strconv.Itoa(wren.Attacks[0].Hit-3) ||
		!strings.Contains(oddsText(hurt), "hit "+odds.FormatPercent(wantHurt.PSuccess)) || !strings.Contains(oddsText(hurt), "disadvantage") {
		t.Fatalf("hurt and exhausted: bonus %q, odds %q, want %s", hurt.entries["Attack bonus"].Text, oddsText(hurt), odds.FormatPercent(wantHurt.PSuccess))
	}
	tick(t, tr, "Ogre")
	mustSubmit(t, tr, tr.actionForm("Condition"), func(f *eventForm) { f.selects["Condition"].SetSelected("Prone") })
	if !hasChip(t, tr, "Ogre", "Prone") {
		t.Fatal("no Prone chip on the ogre")
	}
	// Bad input says what to fix and changes nothing.
	before := tr.session.Cursor()
	if err := submitForm(t, tr, tr.damageForm(), func(f *eventForm) { f.dice["Damage"].value.SetText("lots") }); err == nil || tr.session.Cursor() != before {
		t.Fatalf("bad damage accepted: %v", err)
	}
	mustSubmit(t, tr, tr.damageForm(), func(f *eventForm) { f.dice["Damage"].value.SetText("44") })
	if !tr.view.Ended || tr.view.Outcome != "resolved" {
		t.Fatalf("the ogre at 0: ended %v outcome %q", tr.view.Ended, tr.view.Outcome)
	}
	tr.undo()
	if r := rowOf(t, tr, "Ogre"); r.HP != 44 || tr.view.Ended {
		t.Fatalf("undo: ogre %d, ended %v", r.HP, tr.view.Ended)
	}
}

func TestEveningChallengeInTheTracker(t *testing.T) {
	_, _, tr := startEvening(t, "Evening challenge", func(s *encounterSetup) {
		typeOpponent(t, s, "Glowing cube", "1", false, map[string]string{"rating": "3", "complexity": "3"})
	})
	cube, _ := tr.session.State().Combatant("glowing-cube")
	// 003_b350af455cb359c1.txt: complexity "3	5	3"; TN 3 × rating = 9 (L707–719).
	if cube == nil {
		t.Fatal("no challenge combatant")
	}
	if !uitest.Expect(t, fmt.Sprintf("cube %+v", cube),
		uitest.Cond{Name: "a challenge", OK: cube.Kind == "challenge"},
		uitest.Cond{Name: "TN", OK: cube.Resource("tn") == 9},
		uitest.Cond{Name: "successes needed", OK: cube.Resource("successes_needed") == 5},
		uitest.Cond{Name: "failure threshold", OK: cube.Resource("failure_threshold") == 3}) {
		t.FailNow()
	}
	attempt := func(mod, natural string) *eventForm {
		f := tr.actionForm("Attempt")
		mustSubmit(t, tr, f, func(f *eventForm) {
			f.entries["Modifier"].SetText(mod)
			f.dice["Natural d20"].value.SetText(natural)
		})
		return f
	}
	if tr.nextBtn.Text != "Next attempt…" || tr.endBtn.Text != "Attempt…" {
		t.Fatalf("a challenge's round buttons say %q and %q", tr.nextBtn.Text, tr.endBtn.Text)
	}
	f := tr.initiativeForm() // the round button opens the next attempt
	tr.showForm(f)
	f.entries["Modifier"].SetText("2")
	want, _ := evening.ChallengeChance(evening.ChallengeInput{Modifier: 2, Rating: 3, Complexity: 3, Suitability: "fine", StartEffect: evening.EffectStandard})
	if got := oddsText(f); !strings.Contains(got, "resolved from here "+odds.FormatPercent(want.PResolve)) {
		t.Fatalf("challenge odds %q, want %s", got, odds.FormatPercent(want.PResolve))
	}
	attempt("2", "15") // 17 vs 9: standard, one success
	attempt("2", "20") // 22: a natural 20 and 10 over: great, three (EVE-17)
	attempt("2", "1")  // a failure marks one (EVE-18)
	if c, _ := tr.session.State().Combatant("glowing-cube"); c.Resource("successes") != 4 || c.Resource("failures") != 1 {
		t.Fatalf("tallies %d/%d", c.Resource("successes"), c.Resource("failures"))
	}
	f = tr.actionForm("Attempt")
	tr.showForm(f)
	f.selects["Suitability"].SetSelected("poor")
	want, _ = evening.ChallengeChance(evening.ChallengeInput{Rating: 3, Complexity: 3, Suitability: "poor", StartEffect: evening.EffectStandard, Successes: 4, Failures: 1})
	if got := oddsText(f); !strings.Contains(got, "against TN 15") || !strings.Contains(got, odds.FormatPercent(want.PResolve)) {
		t.Fatalf("odds from 4/1 with a poor approach: %q, want TN 15 and %s", got, odds.FormatPercent(want.PResolve))
	}
	attempt("2", "12")
	if !tr.view.Ended || tr.view.Outcome != "resolved" {
		t.Fatalf("five successes: ended %v %q", tr.view.Ended, tr.view.Outcome)
	}
}

func TestEveningThreadBoardInTheTracker(t *testing.T) {
	_, _, tr := startEvening(t, "Evening thread board", func(s *encounterSetup) {
		typeOpponent(t, s, "The heist", "1", false, map[string]string{"length": "4"})
	})
	if tr.nextBtn.Text != "Next mark…" {
		t.Fatalf("the thread board's button says %q", tr.nextBtn.Text)
	}
	tr.next()
	if tr.current == nil || tr.current.title != "Mark a thread" {
		t.Fatal("the round button does not open the thread form")
	}
	mustSubmit(t, tr, tr.current, nil)
	mustSubmit(t, tr, tr.actionForm("Mark thread"), nil)
	mustSubmit(t, tr, tr.actionForm("New scene"), nil)
	mustSubmit(t, tr, tr.actionForm("Mark thread"), func(f *eventForm) { f.selects["Do"].SetSelected("forestall") })
	c, _ := tr.session.State().Combatant("the-heist")
	if c == nil {
		t.Fatal("no thread")
	}
	if !uitest.Expect(t, fmt.Sprintf("thread %+v", c),
		uitest.Cond{Name: "a thread", OK: c.Kind == "thread"},
		uitest.Cond{Name: "one mark", OK: c.Resource("marks") == 1}) {
		t.FailNow()
	}
	var types []string
	for _, ev := range tr.session.Encounter().Log {
		types = append(types, ev.Type)
	}
	if strings.Join(types, " ") != "advance advance new_scene forestall" {
		t.Fatalf("log %v", types)
	}
}

// TestScreenshotEveningTracker renders an Evening threat fight (the attack
// form showing its odds) and a challenge mid-way.
func TestScreenshotEveningTracker(t *testing.T) {
	tr := startEveningThreatFight(t)
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	mustSubmit(t, tr, tr.initiativeForm(), func(f *eventForm) {
		diceLabelled(t, f, "Wren (").value.SetText("17")
		diceLabelled(t, f, "Ogre (").value.SetText("6")
	})
	mustSubmit(t, tr, tr.actionForm("Attack"), func(f *eventForm) {
		f.dice["Natural d20"].value.SetText("16")
		f.dice["Damage"].value.SetText("7")
	})
	tr.next()
	tick(t, tr, "Wren")
	mustSubmit(t, tr, tr.actionForm("Threat attack"), func(f *eventForm) {
		f.dice["Defense d20"].value.SetText("4")
		f.entries["Damage"].SetText("5")
	})
	mustSubmit(t, tr, tr.actionForm("Condition"), func(f *eventForm) { f.selects["Condition"].SetSelected("Frightened") })
	tr.next()
	tick(t, tr, "Ogre")
	tr.showForm(tr.actionForm("Attack"))
	tr.win.Resize(fyne.NewSize(1280, 760))
	uitest.CaptureShowing(t, tr.win, "evening-tracker-threat", "Wren", "Ogre", "Frightened")

	_, _, ch := startEvening(t, "Evening challenge", func(s *encounterSetup) {
		typeOpponent(t, s, "Glowing cube", "1", false, map[string]string{"rating": "3", "complexity": "3"})
	})
	for _, n := range []string{"15", "3"} {
		mustSubmit(t, ch, ch.actionForm("Attempt"), func(f *eventForm) {
			aptitudeOf(t, f).SetText("Lore")
			f.entries["Modifier"].SetText("2")
			f.dice["Natural d20"].value.SetText(n)
		})
	}
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	f := ch.actionForm("Attempt")
	ch.showForm(f)
	aptitudeOf(t, f).SetText("Athletics")
	f.selects["Suitability"].SetSelected("risky")
	f.entries["Modifier"].SetText("3")
	ch.win.Resize(fyne.NewSize(1280, 760))
	uitest.CaptureShowing(t, ch.win, "evening-tracker-challenge", "Glowing cube", "Athletics", "risky")
}

// TestEveningDangerInTheTracker: a danger (L909–953) fights like a threat
// and is overcome like a challenge.
func TestEveningDangerInTheTracker(t *testing.T) {
	_, _, tr := startEvening(t, "Evening danger", func(s *encounterSetup) {
		typeOpponent(t, s, "Rockslide", "1", false, map[string]string{"rating": "2", "complexity": "1"})
	})
	d, _ := tr.session.State().Combatant("rockslide")
	// "1	3	2": complexity 1 needs 3 successes, fails at 2; TN 3 × 2 = 6.
	if d == nil {
		t.Fatal("no danger")
	}
	if !uitest.Expect(t, fmt.Sprintf("danger %+v", d),
		uitest.Cond{Name: "a danger", OK: d.Kind == "danger"},
		uitest.Cond{Name: "TN", OK: d.Resource("tn") == 6},
		uitest.Cond{Name: "successes needed", OK: d.Resource("successes_needed") == 3}) {
		t.FailNow()
	}
	mustSubmit(t, tr, tr.initiativeForm(), func(f *eventForm) {
		diceLabelled(t, f, "Wren (").value.SetText("4")
		diceLabelled(t, f, "Rockslide (").value.SetText("19")
	})
	if tr.view.ActiveID != "rockslide" {
		t.Fatalf("the danger rolled higher: active %q", tr.view.ActiveID)
	}
	tick(t, tr, "Wren")
	f := tr.actionForm("Threat attack")
	mustSubmit(t, tr, f, func(f *eventForm) { f.dice["Defense d20"].value.SetText("19") })
	if log := tr.session.Encounter().Log; log[len(log)-1].Type != "danger_attack" {
		t.Fatalf("a danger's attack logged as %s", log[len(log)-1].Type)
	}
	tr.next()
	mustSubmit(t, tr, tr.actionForm("Attempt"), func(f *eventForm) {
		f.entries["Modifier"].SetText("1")
		f.dice["Natural d20"].value.SetText("20") // 21 vs 6: great, three successes
	})
	if !tr.view.Ended || tr.view.Outcome != "resolved" {
		t.Fatalf("three successes resolve the danger: ended %v %q", tr.view.Ended, tr.view.Outcome)
	}
}
