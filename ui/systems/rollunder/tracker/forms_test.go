//go:build ci

package tracker_test

import (
	"fmt"
	"fyne.io/fyne/v2"

	"slices"
	"strings"
	"testing"

	ru "sessionzero/rules/rollunder"
	"sessionzero/ui/encounters/trackertest"
	"sessionzero/ui/odds"
)

// The book is 004_5b2569e2fc4c8c7e.txt; each test quotes the rule the
// form applies.

var (
	rats = opponent{"Rat", "2", "1", "0", "d4"}
	ogre = opponent{"Ogre", "1", "6", "2", "d10"}
)

// declare declares action for who on target from the Declare form.
func declare(t *testing.T, w fyne.Window, who, action, target string) {
	t.Helper()
	trackertest.Tap(t, w, "Declare")
	trackertest.Choose(t, w, "Combatant", who)
	trackertest.Choose(t, w, "Action", action)
	if target != "" {
		trackertest.Choose(t, w, "Target", target)
	}
	trackertest.Submit(t, w, "Declare")
}

// TestDeclareStartsOnAnAbleOpponent: "At DEX 0 or WIL 0 the character is
// paralyzed … cannot act", so the Declare form's target passes over a
// paralyzed rat to the next able opponent (rollunder.DefaultTarget).
func TestDeclareStartsOnAnAbleOpponent(t *testing.T) {
	tw, store := fight(t, rats, ogre)
	trackertest.Tap(t, tw, "Declare")
	if got := trackertest.Choice(t, tw, "Target").Selected; got != "Rat 1" {
		t.Errorf("with every opponent able the target starts on %q, want Rat 1", got)
	}
	trackertest.Tap(t, tw, "Damage")
	trackertest.Choose(t, tw, "Target", "Rat 1")
	trackertest.Type(t, tw, "Damage", "20")
	trackertest.Choose(t, tw, "Against", "DEX")
	trackertest.Submit(t, tw, "Apply damage")
	if r := row(t, store, "Rat 1"); r.Band != "Paralyzed" {
		t.Fatalf("Rat 1 after 20 DEX damage: %s", r.Band)
	}
	trackertest.Tap(t, tw, "Declare")
	trackertest.Choose(t, tw, "Combatant", "Bo")
	if got := trackertest.Choice(t, tw, "Target").Selected; got != "Rat 2" {
		t.Errorf("with Rat 1 paralyzed the target starts on %q, want Rat 2", got)
	}
}

// TestDeclareBuildsItsEvent: "All characters declare their intentions and
// after that the dice are rolled"; an attack on an ability score names it
// ("attacks directly target Ability Scores").
func TestDeclareBuildsItsEvent(t *testing.T) {
	tw, store := fight(t, ogre)
	trackertest.Tap(t, tw, "Declare")
	trackertest.Choose(t, tw, "Combatant", "Ada")
	if got := trackertest.FormText(tw); !strings.Contains(got, "Sword d8 (wielded)") {
		t.Errorf("the form does not show Ada's weapons:\n%s", got)
	}
	trackertest.Choose(t, tw, "Target", "Ogre")
	trackertest.Choose(t, tw, "Against", "DEX")
	trackertest.Type(t, tw, "What", "a feint")
	trackertest.Submit(t, tw, "Declare")
	var p ru.DeclarePayload
	last(t, store, ru.EventDeclare, &p)
	for _, c := range []struct{ what, got, want string }{
		{"combatant", p.Combatant, row(t, store, "Ada").ID},
		{"action", p.Action, ru.ActionAttack},
		{"target", p.Target, row(t, store, "Ogre").ID},
		{"against", p.Against, "dex"},
		{"text", p.Text, "a feint"},
	} {
		if c.got != c.want {
			t.Errorf("declare's %s is %q, want %q", c.what, c.got, c.want)
		}
	}
	if p.Weapons != nil {
		t.Errorf("every wielded weapon is used, yet the event names %v", p.Weapons)
	}
}

// TestDodgeOfABlindedTarget: "Dodge. Make a DEX Save to avoid all
// damage"; "Blinded creatures … DEX Saves from external threats are
// rolled at Disadvantage": the odds before the roll count the
// disadvantage, and the dodge takes two d20.
func TestDodgeOfABlindedTarget(t *testing.T) {
	tw, store := fight(t, ogre)
	declare(t, tw, "Ada", "attack", "Ogre")
	trackertest.Submit(t, tw, "Next phase")
	trackertest.Tap(t, tw, "Condition")
	trackertest.Choose(t, tw, "Target", "Ogre")
	trackertest.Choose(t, tw, "Condition", "Blinded")
	trackertest.Submit(t, tw, "Apply")

	trackertest.Tap(t, tw, "Attack")
	trackertest.Choose(t, tw, "Reaction", "dodge")
	harm := func(dis bool) ru.HarmResult {
		h, err := ru.Harm(ru.HarmInput{Gang: ru.GangInput{Attackers: []ru.Attacker{{Dice: []int{8}}}, Armor: 2}, HP: 6, STR: 10,
			Dodge: &ru.SaveInput{Score: 10, Disadvantage: dis}})
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	want, plain := harm(true), harm(false)
	got := trackertest.FormText(tw)
	line := "out of HP " + odds.FormatPercent(want.POutOfHP)
	if !strings.Contains(got, line) {
		t.Errorf("the odds lack %q (the dodge at disadvantage):\n%s", line, got)
	}
	if p := "out of HP " + odds.FormatPercent(plain.POutOfHP); p != line && strings.Contains(got, p) {
		t.Errorf("the odds show %q, a dodge without the Blinded disadvantage", p)
	}
	trackertest.Type(t, tw, "Attackers", "8")
	trackertest.Type(t, tw, "Dodge d20", "5")
	trackertest.Submit(t, tw, "Roll the attack")
	if got := trackertest.FormText(tw); !strings.Contains(got, "this save rolls 2 d20") {
		t.Errorf("one d20 for a Blinded dodge:\n%s", got)
	}
	trackertest.Type(t, tw, "Dodge d20", "5, 15")
	trackertest.Submit(t, tw, "Roll the attack")
	var p ru.AttackPayload
	last(t, store, ru.EventAttack, &p)
	if p.Reaction == nil {
		t.Fatal("the attack has no reaction")
	}
	if p.Reaction.Type != ru.ReactionDodge {
		t.Errorf("the reaction is %q, want a dodge", p.Reaction.Type)
	}
	if !slices.Equal([]int(p.Reaction.D20), []int{5, 15}) {
		t.Errorf("the dodge rolls %v, want 5 and 15", p.Reaction.D20)
	}
	// The worse of 5 and 15 against DEX 10 fails: 8 − armour 2 = 6 on 6 HP.
	if r := row(t, store, "Ogre"); r.HP != 0 {
		t.Errorf("the ogre after a failed dodge: HP %d, want 0", r.HP)
	}
}

// TestTendRestAndExpertHealing: "Characters that take Critical Damage are
// unable to take further action until they are tended to by an ally and
// have a Rest"; expert healing brings a lost score back.
func TestTendRestAndExpertHealing(t *testing.T) {
	tw, store := fight(t, ogre)
	trackertest.Tap(t, tw, "Damage")
	trackertest.Choose(t, tw, "Target", "Ada")
	trackertest.Type(t, tw, "Damage", "6")
	trackertest.Submit(t, tw, "Apply damage")
	trackertest.Tap(t, tw, "Due save")
	if got := trackertest.FormText(tw); !strings.Contains(got, "Ada's STR save against 10 passes 10/20") {
		t.Errorf("the due save's chance (STR 12 − 2 = 10):\n%s", got)
	}
	trackertest.Type(t, tw, "d20", "20")
	trackertest.Submit(t, tw, "Roll the save")
	if r := row(t, store, "Ada"); r.Band != "Critical" {
		t.Fatalf("Ada after a failed STR save: %s", r.Band)
	}

	trackertest.Tap(t, tw, "Tend")
	if got := trackertest.Choice(t, tw, "Critical").Options; !slices.Equal(got, []string{"Ada"}) {
		t.Errorf("the Tend form offers %q, want only Ada", got)
	}
	trackertest.Choose(t, tw, "Tended by", "Bo")
	trackertest.Submit(t, tw, "Tend")
	var tend ru.TendPayload
	last(t, store, ru.EventTend, &tend)
	if tend.Combatant != row(t, store, "Ada").ID {
		t.Errorf("tend's combatant is %q, want Ada", tend.Combatant)
	}
	if tend.By != row(t, store, "Bo").ID {
		t.Errorf("tend's by is %q, want Bo", tend.By)
	}

	trackertest.Tap(t, tw, "Heal")
	trackertest.Choose(t, tw, "Combatant", "Ada")
	trackertest.Choose(t, tw, "How", "Rest")
	trackertest.Submit(t, tw, "Heal")
	if r := row(t, store, "Ada"); r.Band == "Critical" {
		t.Error("Ada tended and rested is still critical")
	}
	if r := row(t, store, "Ada"); r.HP != 4 {
		t.Errorf("Ada rested has HP %d, want 4", r.HP)
	}
	trackertest.Tap(t, tw, "Heal")
	trackertest.Choose(t, tw, "Combatant", "Ada")
	trackertest.Choose(t, tw, "How", "Expert healing: STR")
	trackertest.Submit(t, tw, "Heal")
	var heal ru.HealScorePayload
	last(t, store, ru.EventHealScore, &heal)
	if heal.Ability != "str" {
		t.Errorf("heal_score's ability is %q, want str", heal.Ability)
	}
	if heal.Amount != nil {
		t.Errorf("heal_score's amount is %d, want none (to full)", *heal.Amount)
	}
	if got := row(t, store, "Ada").Resources["current_str"]; got != 12 {
		t.Errorf("Ada's STR after expert healing: %d, want 12", got)
	}
}

// TestSaveManeuverAndOther: "Roll twice and take the better or worse";
// a maneuver: "the side most at risk makes a Save to avoid consequences"
// — the saver starts on the actor's opponent.
func TestSaveManeuverAndOther(t *testing.T) {
	tw, store := fight(t, ogre)
	trackertest.Tap(t, tw, "Save")
	trackertest.Choose(t, tw, "Combatant", "Bo")
	trackertest.Choose(t, tw, "Ability", "wil")
	trackertest.Check(t, tw, "Advantage").SetChecked(true)
	trackertest.Type(t, tw, "d20", "3, 15")
	trackertest.Type(t, tw, "What for", "reaction")
	trackertest.Submit(t, tw, "Roll the save")
	var save ru.SavePayload
	last(t, store, ru.EventSave, &save)
	for _, c := range []struct {
		what      string
		got, want any
	}{
		{"ability", save.Ability, "wil"}, {"advantage", save.Advantage, true}, {"disadvantage", save.Disadvantage, false},
		{"d20", fmt.Sprint(save.D20), "[3 15]"}, {"text", save.Text, "reaction"},
	} {
		if c.got != c.want {
			t.Errorf("the save's %s is %v, want %v", c.what, c.got, c.want)
		}
	}

	declare(t, tw, "Ada", "maneuver", "Ogre")
	declare(t, tw, "Bo", "other", "")
	trackertest.Submit(t, tw, "Next phase")
	trackertest.Tap(t, tw, "Maneuver")
	if got := trackertest.Choice(t, tw, "Saver").Selected; got != "Ogre" {
		t.Errorf("the maneuver's saver starts on %q, want Ogre", got)
	}
	trackertest.Choose(t, tw, "On a fail", "Stunned")
	trackertest.Type(t, tw, "What", "trip")
	trackertest.Type(t, tw, "d20", "19")
	trackertest.Submit(t, tw, "Resolve")
	var m ru.ManeuverPayload
	last(t, store, ru.EventManeuver, &m)
	for _, c := range []struct{ what, got, want string }{{"ability", m.Ability, "dex"}, {"condition", m.Condition, "Stunned"}, {"text", m.Text, "trip"}} {
		if c.got != c.want {
			t.Errorf("the maneuver's %s is %q, want %q", c.what, c.got, c.want)
		}
	}
	stunned := false
	for _, c := range row(t, store, "Ogre").Conditions {
		stunned = stunned || c.Name == "Stunned"
	}
	if !stunned {
		t.Error("the ogre failed its save (19 > DEX 10) but is not Stunned")
	}

	trackertest.Tap(t, tw, "Other")
	trackertest.Type(t, tw, "What", "opens the door")
	trackertest.Submit(t, tw, "Done")
	var o ru.OtherPayload
	last(t, store, ru.EventOther, &o)
	if o.Combatant != row(t, store, "Bo").ID {
		t.Errorf("other's combatant is %q, want Bo", o.Combatant)
	}
	if o.Text != "opens the door" {
		t.Errorf("other's text is %q, want opens the door", o.Text)
	}
}
