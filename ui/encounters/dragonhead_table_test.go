package encounters

import (
	"flag"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"sessionzero/rules/dragonhead"
	"sessionzero/rules/tool"
	"sessionzero/ui/uitest"
	"sessionzero/ui/widgets"
)

// TestEncounterDragonheadAttackOddsAreTheCommandLines (issue 26): the
// tracker's "hits" is the check `odds dragonhead --score 12 --risk R
// --versus 13` computes (R: d4, d6,d8, d12, reaper) for Megan's Sword (Hit 12) against the
// troglodyte's AC 13: a Normal check (002_81d21628bd61f597.txt "When
// nothing is mentioned it's a Normal check"), not Easy's unseen +4.
func TestEncounterDragonheadAttackOddsAreTheCommandLines(t *testing.T) {
	_, _, tr := startDragonheadFight(t)
	f := tr.actionForm("Attack")
	tr.showForm(f)
	for _, risk := range []string{"d4", "d6,d8", "d12", "reaper"} {
		f.entries["Risk dice"].SetText(risk)
		pWin := cliWin(t, "--score", "12", "--risk", risk, "--versus", "13")
		text := uitest.TextOf(tr.formBox)
		if !strings.Contains(text, fmt.Sprintf("hits %.1f%%", 100*pWin)) {
			t.Fatalf("risk %s: odds shown %q, odds dragonhead says %.1f%%", risk, text, 100*pWin)
		}
	}
	f.entries["Risk dice"].SetText("d4")
	// The rolled Hit is Hit + risk roll, nothing more.
	test.Tap(formButton(t, f, "Roll the Hit"))
	if !strings.Contains(f.message.Text, "Rolled Hit 12 + risk ") || !strings.Contains(f.message.Text, "against AC 13") {
		t.Fatalf("rolled: %q", f.message.Text)
	}
}

// cliWin runs `odds dragonhead` with args through the command's own Run, as
// the command line does, and returns its p_win.
func cliWin(t *testing.T, args ...string) float64 {
	t.Helper()
	cmd := dragonhead.System{}.OddsChecks()[0]
	fs := flag.NewFlagSet("odds dragonhead", flag.ContinueOnError)
	v := tool.Bind(fs, cmd.Flags)
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	out, err := cmd.Run(*v)
	if err != nil {
		t.Fatal(err)
	}
	return out.JSON.(map[string]any)["p_win"].(float64)
}

// TestEncounterDragonheadTableDefaults (issue 26): the target defaults to an
// opponent, not the attacker; an applied attack's "Rolled…" line does not
// stay for the next one; morale offers the Spirit + risk roll ("Morale is a
// Spirit check").
func TestEncounterDragonheadTableDefaults(t *testing.T) {
	_, _, tr := startDragonheadFight(t)
	f := tr.actionForm("Attack") // nothing ticked
	tr.showForm(f)
	if got := f.selects["Target"].Selected; !strings.Contains(got, "Troglodyte") {
		t.Fatalf("the target defaults to %q, not the opponent", got)
	}
	test.Tap(formButton(t, f, "Roll the Hit"))
	test.Tap(f.dice["Damage rolls"].roll)
	test.Tap(f.dice["Armour roll"].roll)
	test.Tap(applyButton(t, tr))
	if strings.Contains(f.message.Text, "Rolled") {
		t.Fatalf("the last roll's line stays: %q", f.message.Text)
	}

	m := tr.actionForm("Morale")
	tr.showForm(m)
	m.selects["Combatant"].SetSelected("Megan Steelion")
	if m.entries["Spirit"].Text != "14" {
		t.Fatalf("Megan's Spirit is 14 (megan.json), the form says %q", m.entries["Spirit"].Text)
	}
	test.Tap(formButton(t, m, "Roll Spirit + risk"))
	if m.entries["Strength"].Text == "" || !strings.Contains(m.message.Text, "Rolled Spirit 14 + risk") {
		t.Fatalf("morale roll: %q / %q", m.entries["Strength"].Text, m.message.Text)
	}
	test.Tap(applyButton(t, tr))
	if !strings.Contains(newestLog(tr), "Megan Steelion's morale check") {
		t.Fatalf("log %q (%s)", newestLog(tr), m.message.Text)
	}
	// A typed creature has no Spirit: the form says what to do, not a dice error.
	m.selects["Combatant"].SetSelected("Troglodyte")
	test.Tap(formButton(t, m, "Roll Spirit + risk"))
	if strings.Contains(m.message.Text, "cannot roll") || !strings.Contains(m.message.Text, "Spirit") {
		t.Fatalf("no Spirit: %q", m.message.Text)
	}
}

// TestScreenshotDragonheadAttackOdds shows a Dragonhead attack with its odds
// before the roll (docs: encounter-dragonhead-attack).
func TestScreenshotDragonheadAttackOdds(t *testing.T) {
	_, _, dh := startDragonheadFight(t)
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	dh.win.Resize(fyne.NewSize(1280, 720))
	tick(t, dh, "Troglodyte")
	a := dh.actionForm("Attack")
	dh.showForm(a)
	test.Tap(formButton(t, a, "Roll the Hit"))
	uitest.CaptureShowing(t, dh.win, "encounter-dragonhead-attack", "Megan", "Troglodyte", "Roll the Hit")
}

// TestEncounterDragonheadGrappleTieRoll (issue 27): "To break a tie, roll
// any die. An odd roll wins it for the offense" — the grapple form takes the
// tie roll, and rolls one itself when the strengths tie and none is typed.
func TestEncounterDragonheadGrappleTieRoll(t *testing.T) {
	_, _, tr := startDragonheadFight(t)
	tick(t, tr, "Troglodyte")
	mustSubmit(t, tr, tr.actionForm("Grapple"), func(f *eventForm) {
		f.dice["Grapple strength"].value.SetText("12")
		f.dice["Escape strength"].value.SetText("12")
		f.dice["Tie roll"].value.SetText("3")
	})
	if !hasChip(t, tr, "Troglodyte", "Grappled [megan-steelion] 12") || !strings.Contains(newestLog(tr), "odd tie roll 3") {
		t.Fatalf("an odd tie roll wins the grapple: %+v / %q", rowOf(t, tr, "Troglodyte").Conditions, newestLog(tr))
	}
	tr.undo()
	f := tr.actionForm("Grapple")
	mustSubmit(t, tr, f, func(f *eventForm) {
		f.dice["Grapple strength"].value.SetText("12")
		f.dice["Escape strength"].value.SetText("12")
	})
	if !strings.Contains(newestLog(tr), "tie roll") {
		t.Fatalf("a tie without a typed roll is rolled: %q", newestLog(tr))
	}
}
