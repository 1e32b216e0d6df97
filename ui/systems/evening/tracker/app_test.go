package tracker_test

import (
	"encoding/json"
	"testing"

	"fyne.io/fyne/v2"

	"sessionzero/model"
	"sessionzero/rules/evening"
	"sessionzero/ui"
	_ "sessionzero/ui/encounters" // Tools → New encounter…
	"sessionzero/ui/encounters/trackertest"
	_ "sessionzero/ui/systems/evening" // Evening's party members and these forms
	"sessionzero/ui/uitest"
)

// The Evening tracker driven as a GM drives it (trackertest): the real app's New
// encounter window, the tracker window, its buttons and its forms.

// wren is a level-1 Evening character with a spear (Athletics, Prowess +
// Body) and Athletics, Medicine, Stealth and Lore, as rules/evening's tests
// build her.
func wren(t *testing.T) json.RawMessage {
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

// opponent is one typed opponent of the New encounter window: its name
// and its quick numbers by label.
type opponent struct {
	name  string
	stats map[string]string
}

// start opens New encounter in the real app with Wren of "The Maze" in the
// party, types the opponents, starts the encounter of kind ("Evening
// combat", "Evening challenge"…) and returns the tracker window.
func start(t *testing.T, kind string, opponents ...opponent) (*ui.Library, fyne.Window, *model.Store) {
	t.Helper()
	return startParty(t, kind, []string{"Wren"}, opponents...)
}

// startParty is start with a party of Wren's sheet under each name.
func startParty(t *testing.T, kind string, party []string, opponents ...opponent) (*ui.Library, fyne.Window, *model.Store) {
	t.Helper()
	var sheets []member
	for _, name := range party {
		sheets = append(sheets, member{name, wren(t)})
	}
	return startMembers(t, kind, sheets, opponents...)
}

// member is a party member: a name and its sheet.
type member struct {
	name  string
	sheet json.RawMessage
}

// startMembers is start with the party given.
func startMembers(t *testing.T, kind string, party []member, opponents ...opponent) (*ui.Library, fyne.Window, *model.Store) {
	t.Helper()
	l, store := trackertest.Library(t)
	for _, m := range party {
		uitest.AddCharacter(t, store, evening.ID, m.name, "The Maze", m.sheet)
	}
	setup := trackertest.Setup{Kind: kind, Campaign: "The Maze"}
	for _, o := range opponents {
		typed := trackertest.Opponent{Name: o.name}
		for label, v := range o.stats {
			typed.Stats = append(typed.Stats, [2]string{label, v})
		}
		setup.Opponents = append(setup.Opponents, typed)
	}
	return l, trackertest.Start(t, l, setup), store
}

// ogre is the book's rating-1 threat (003_b350af455cb359c1.txt, the threat
// rating table: "1	15	14	2	12 (2d8 + 3)").
var ogre = opponent{"Ogre", map[string]string{"Rating (1–10)": "1"}}

// initiative rolls the fight's initiative with the naturals typed per name
// (the first of the form's dice fields starting with the name).
func initiative(t *testing.T, w fyne.Window, naturals map[string]string) {
	t.Helper()
	trackertest.Tap(t, w, "Roll initiative")
	for name, n := range naturals {
		trackertest.Dice(t, w, name+" (").SetText(n)
	}
	trackertest.Submit(t, w, "Start round 1")
}
