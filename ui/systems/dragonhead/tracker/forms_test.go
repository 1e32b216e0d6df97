package tracker_test

import (
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"sessionzero/ui/encounters/trackertest"
	"sessionzero/ui/uitest"
)

// fight is start with the first round's initiative rolled even: Megan's
// turn (002_81d21628bd61f597.txt: "Roll even and the characters win it").
func fight(t *testing.T) fyne.Window {
	t.Helper()
	_, w := start(t)
	initiative(t, w, "4")
	return w
}

// logShows fails unless the window's text matches the pattern.
func logShows(t *testing.T, w fyne.Window, step, pattern string) {
	t.Helper()
	if !regexp.MustCompile(pattern).MatchString(trackertest.Shown(w)) {
		t.Fatalf("%s: nothing matches %q in\n%s", step, pattern, trackertest.Shown(w))
	}
}

func TestInitiative(t *testing.T) {
	for _, tc := range []struct {
		roll, surprise, want string
	}{
		{"4", "", "Round 1: initiative 4, the characters win it"},
		// "Roll odd and the creatures win it"
		{"3", "", "Round 1: initiative 3, the creatures win it"},
		// "No initiative is rolled": the surprise round instead.
		{"", "The Crypt", "Round 1: surprise attack by"},
	} {
		t.Run(tc.want, func(t *testing.T) {
			_, w := start(t)
			trackertest.Tap(t, w, "Roll initiative")
			if tc.surprise != "" {
				trackertest.Choose(t, w, "Surprise round", tc.surprise)
			} else {
				trackertest.Dice(t, w, "Roll").SetText(tc.roll)
			}
			trackertest.Submit(t, w, "Start the round")
			trackertest.WantShown(t, w, "the round", tc.want)
		})
	}
}

// TestAttackWithTypedHit: a typed Hit of 21 against the troglodyte's AC 13
// is "one success for winning it and another for at least 4 points of
// difference", and one more for the next 4 (002_81d21628bd61f597.txt);
// the damage rolls less the armour roll are the wear.
func TestAttackWithTypedHit(t *testing.T) {
	w := fight(t)
	trackertest.Tap(t, w, "Attack")
	if got := trackertest.Selected(t, w, "Target"); got != "Troglodyte" {
		t.Fatalf("the target defaults to %q, want the troglodyte", got)
	}
	trackertest.WantShown(t, w, "the odds before the roll", "hits ")
	trackertest.Dice(t, w, "Hit strength").SetText("21")
	trackertest.Dice(t, w, "Damage rolls").SetText("2, 2, 2")
	trackertest.Dice(t, w, "Armour roll").SetText("1")
	trackertest.Submit(t, w, "Attack")
	trackertest.WantShown(t, w, "after the attack", "21 vs 13: 3 success(es) (1 + 8/4); damage [2 2 2] - armour 1 = 5")
}

// TestAttackDefendsWithDC: the Defence choice "dc" ("Stupefied, they defend
// with DC") makes 9 a hit on the troglodyte's DC 8.
func TestAttackDefendsWithDC(t *testing.T) {
	w := fight(t)
	trackertest.Tap(t, w, "Attack")
	trackertest.Dice(t, w, "Hit strength").SetText("9")
	trackertest.Choose(t, w, "Defence", "dc")
	trackertest.Dice(t, w, "Damage rolls").SetText("3")
	trackertest.Submit(t, w, "Attack")
	trackertest.WantShown(t, w, "after the attack", "Troglodyte (DC): 9 vs 8: 1 success(es)")
}

// TestGrappleTieRollsTheDie: equal strengths tie, and "To break a tie, roll
// any die. An odd roll wins it for the offense" (002_81d21628bd61f597.txt):
// the form rolls it from the tracker's dice when none is typed.
func TestGrappleTieRollsTheDie(t *testing.T) {
	w := fight(t)
	trackertest.Tap(t, w, "Grapple")
	trackertest.Dice(t, w, "Grapple strength").SetText("12")
	trackertest.Dice(t, w, "Escape strength").SetText("12")
	trackertest.Submit(t, w, "Grapple")
	logShows(t, w, "the grapple", `a tie, the (odd|even) tie roll [1-6] wins it for the (offense|defense)`)
}

// TestGrappleThenEscape: a 15 grapple holds against an escape of 2; "the
// grappled character may try to escape it once per round", and 15 against
// the grapple's 15 is a tie the form rolls.
func TestGrappleThenEscape(t *testing.T) {
	w := fight(t)
	trackertest.Tap(t, w, "Grapple")
	trackertest.Dice(t, w, "Grapple strength").SetText("15")
	trackertest.Dice(t, w, "Escape strength").SetText("2")
	trackertest.Submit(t, w, "Grapple")
	trackertest.WantShown(t, w, "the grapple", "grapples Troglodyte (strength 15)")
	trackertest.Tick(t, w, "Troglodyte")
	trackertest.Tap(t, w, "Escape")
	trackertest.Dice(t, w, "Strength").SetText("15")
	trackertest.Submit(t, w, "Apply")
	logShows(t, w, "the escape", `(escapes the grapple|fails to escape): 15 (against 15|does not beat the grapple's 15): a tie, the (odd|even) tie roll [1-6]`)
}

// TestDamageSacrificeAndHeal: 8 Sharp "would do 8 wear and 4 tear"; the
// armour takes a tear instead ("It has no effect on wear damage"); healing
// takes wear and tear back (002_81d21628bd61f597.txt).
func TestDamageSacrificeAndHeal(t *testing.T) {
	w := fight(t)
	trackertest.Tick(t, w, "Megan Steelion")
	trackertest.Tap(t, w, "Damage")
	trackertest.Dice(t, w, "Wear").SetText("8")
	trackertest.Choose(t, w, "Damage type", "s – Sharp")
	trackertest.Submit(t, w, "Apply damage")
	trackertest.WantShown(t, w, "the damage", "Megan Steelion takes 8 Sharp: 8 wear, 4 tear")
	trackertest.Tap(t, w, "Sacrifice")
	trackertest.Entry(t, w, "Name").SetText("Medium shield")
	trackertest.Submit(t, w, "Sacrifice")
	trackertest.WantShown(t, w, "the sacrifice", "Megan Steelion's Medium shield takes 1 tear instead (wear stays 8)")
	trackertest.Tick(t, w, "Megan Steelion")
	trackertest.Tap(t, w, "Heal")
	trackertest.Entry(t, w, "Wear").SetText("2")
	trackertest.Submit(t, w, "Heal")
	trackertest.WantShown(t, w, "the healing", "Megan Steelion heals to 6 wear, 3 tear")
}

// TestCastAndRecoverASpell: "when you fully fail to cast it you forget it.
// X the spell" and an X-ed spell is recovered later
// (002_81d21628bd61f597.txt).
func TestCastAndRecoverASpell(t *testing.T) {
	w := fight(t)
	trackertest.Tap(t, w, "Cast")
	trackertest.Entry(t, w, "Spell").SetText("Fireball")
	trackertest.Dice(t, w, "Cast strength").SetText("6")
	trackertest.Submit(t, w, "Cast")
	trackertest.WantShown(t, w, "the cast", "Megan Steelion fails Fireball (strength 6): X it out")
	trackertest.Tap(t, w, "Recover spell")
	if got := trackertest.Selected(t, w, "Spell"); got != "Megan Steelion: Fireball" {
		t.Fatalf("the recover form offers %q", got)
	}
	trackertest.Submit(t, w, "Recover")
	trackertest.WantShown(t, w, "the recovery", "Megan Steelion recovers Fireball")
}

// TestRestCircles: "The E stands for Easy and your first three rests will
// be easy ones to make" (002_81d21628bd61f597.txt); each rest fills a
// circle.
func TestRestCircles(t *testing.T) {
	w := fight(t)
	trackertest.Tick(t, w, "Megan Steelion")
	trackertest.Tap(t, w, "Damage")
	trackertest.Dice(t, w, "Wear").SetText("5")
	trackertest.Submit(t, w, "Apply damage")
	trackertest.Tap(t, w, "Rest")
	trackertest.WantShown(t, w, "before resting", "Next: rest 1 of 10, an easy one.")
	for range 3 {
		trackertest.Dice(t, w, "Wear recovered").SetText("1")
		trackertest.Submit(t, w, "Rest")
	}
	trackertest.WantShown(t, w, "after three rests", "Next: rest 4 of 10, a normal one.", "rests (3 of 10): recovers 1 wear")
}

// TestSleepFireMoraleMoveAndTryHard drives the remaining forms once each.
func TestSleepFireMoraleMoveAndTryHard(t *testing.T) {
	w := fight(t)
	steps := []struct {
		name string
		do   func()
		want string
	}{
		{"move", func() {
			trackertest.Tap(t, w, "Move")
			trackertest.Dice(t, w, "Steps").SetText("3")
			check, ok := trackertest.Field(t, w, "Run").(*widget.Check)
			if !ok {
				t.Fatal("Run is not a check box")
			}
			check.SetChecked(true)
			trackertest.Submit(t, w, "Move")
		}, "Megan Steelion runs 3 steps"},
		{"try hard", func() {
			trackertest.Tick(t, w, "Megan Steelion")
			trackertest.Tap(t, w, "Try hard")
			trackertest.Choose(t, w, "Level", "Try Hardest")
			trackertest.Submit(t, w, "Apply")
		}, "Megan Steelion tries hard: 2 wear"},
		{"fire", func() {
			trackertest.Tick(t, w, "Troglodyte")
			trackertest.Tap(t, w, "Fire")
			trackertest.Entry(t, w, "Fire damage").SetText("d6")
			trackertest.Submit(t, w, "Apply")
		}, "Troglodyte is set on fire"},
		{"put out", func() {
			trackertest.Tick(t, w, "Troglodyte")
			trackertest.Tap(t, w, "Fire")
			trackertest.Choose(t, w, "Do", "Put out")
			trackertest.Submit(t, w, "Apply")
		}, "Troglodyte's fire is out"},
		{"morale", func() {
			trackertest.Tick(t, w, "Troglodyte")
			trackertest.Tap(t, w, "Morale")
			trackertest.Entry(t, w, "Strength").SetText("10")
			trackertest.Submit(t, w, "Check")
		}, "Troglodyte's morale check, strength 10: Back away from combat"},
		{"sleep", func() {
			trackertest.Tick(t, w, "Megan Steelion")
			trackertest.Tap(t, w, "Sleep")
			trackertest.Submit(t, w, "Sleep")
		}, "Megan Steelion sleeps: 0 wear left, 0 rests taken"},
	}
	for _, s := range steps {
		s.do()
		trackertest.WantShown(t, w, s.name, s.want)
	}
	if strings.Contains(trackertest.Shown(w), "tick one or more") {
		t.Fatal("a form was refused for want of a ticked combatant")
	}
	uitest.Capture(t, w, "dragonhead-tracker-forms")
}
