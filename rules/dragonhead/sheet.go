package dragonhead

import (
	"fmt"
	"strconv"

	"sessionzero/rules/sheet"
)

// The Dragonhead folding sheet reproduces the book's four pages
// (002_81d21628bd61f597.txt: "Fold the sheet along this line and it divides
// the sheet into four smaller pages known as Character, Combat, Equipment and
// Experience") and, as an option, its placemat.

// SheetAbilityNames are the nine abilities in the order they stream down the
// left of the Character page ("Three physical. Three mental. Three
// metaphysical."), short and full names.
var SheetAbilityNames = [9][2]string{
	{"Mus", "Muscle"}, {"Con", "Constitution"}, {"Dex", "Dexterity"},
	{"Int", "Intellect"}, {"Wis", "Wisdom"}, {"Cha", "Charisma"},
	{"Spi", "Spirit"}, {"Mag", "Magic"}, {"Luc", "Luck"},
}

// SheetRests is the number of rest circles: "A character can only rest ten
// times a day."
const SheetRests = 10

// sheetBlankDamageCircles is how many empty damage circles a blank sheet
// prints for the player to count out by hand.
const sheetBlankDamageCircles = 80

// MaxDamageCircles is the most damage circles a track draws, on the sheet
// and in the encounter tracker; a bigger HP is noted in the track's label.
const MaxDamageCircles = 250

// SheetAbility is one ability as printed: its score and its modifier (the
// modifier goes on the Experience page, "only used during character creation").
type SheetAbility struct {
	Score    string
	Modifier string
}

// SheetFeature is a class feature with the level it starts at ("SA stands
// for Starts At").
type SheetFeature struct {
	Name     string
	StartsAt string
}

// SheetClass is a class with its level and features.
type SheetClass struct {
	Name     string
	Level    string
	Features []SheetFeature
}

// SheetSkill is a skill with its modifier, e.g. "Common" "+0".
type SheetSkill struct {
	Name  string
	Bonus string
}

// SheetAttack is one line of the attacks table: Hit, the damage die roll, the
// damage type letter (P, S, M, B or I), aspects and X (a spell's level).
type SheetAttack struct {
	Name    string
	Hit     string
	Damage  string
	Type    string
	Aspects string
	X       string
}

// SheetItem is one line of the Equipment page.
type SheetItem struct {
	Name    string
	Aspects string
	Weight  string
}

// SheetSpent is one line of the Spent XP list.
type SheetSpent struct {
	What string
	XP   string
}

// SheetDiceRow is one line of the placemat's dice table: a number and the
// die roll it turns into.
type SheetDiceRow struct {
	Number string
	Roll   string
}

// SheetInput is every value the Dragonhead sheet prints, already computed
// (strings as they should appear). The zero value prints a blank sheet.
type SheetInput struct {
	// Existence: name; character level and classes; inclination and personality.
	Name           string
	Player         string
	CharacterLevel string
	Inclination    string
	Personality    string

	// Abilities in SheetAbilityNames order, and the Combat score.
	Abilities [9]SheetAbility
	Combat    string
	Classes   []SheetClass
	Skills    []SheetSkill

	// Combat page. HP is the total hit points: the sheet counts out HP
	// damage circles and puts a D in the one that follows. MoralePoint, when
	// above 0, puts an M in that circle. WearMarked circles are struck
	// with a horizontal line, the first TearMarked of them also with a
	// vertical one, and the first ScarMarked blackened in, as the tracker
	// draws them ("Wear is recorded with a horizontal line through your
	// damage circles. Tears use vertical strikes … Instead of striking out
	// torn circles you blacken them in").
	HP          int
	MoralePoint int
	WearMarked  int
	TearMarked  int
	ScarMarked  int
	ACDC        string
	Armor       string
	Shield      string
	Stun        string
	Hinders     []string
	Move        string
	Attacks     []SheetAttack
	RestsTaken  int

	// Equipment page.
	Items                  []SheetItem
	Platinum, Gold, Silver string
	Copper, Iron           string
	Climate, Warmth        string
	AdjustedClimate        string
	BodyWeight             string

	// Experience page.
	UnspentXP   string
	SpentXP     string
	TotalXP     string
	Spent       []SheetSpent
	Notes       []string
	Campaign    string
	DateCreated string
}

// SheetOptions are the choices for printing a Dragonhead sheet.
type SheetOptions struct {
	// Placemat adds the placemat page: action bar, notes, strength-to-success
	// table and dice table.
	Placemat bool
	// DiceTable fills the placemat's dice table; empty prints the numbers
	// with blank rolls to copy from the table the group uses.
	DiceTable []SheetDiceRow
}

// Sheet describes the Dragonhead folding sheet for in.
func Sheet(in SheetInput, opts SheetOptions) sheet.Sheet {
	s := sheet.Sheet{System: "Dragonhead", Character: in.Name}
	s.Panels[0] = sheetCharacterPanel(in)
	s.Panels[1] = sheetCombatPanel(in)
	s.Panels[2] = sheetEquipmentPanel(in)
	s.Panels[3] = sheetExperiencePanel(in)
	if opts.Placemat {
		s.Extras = append(s.Extras, SheetPlacemat(opts.DiceTable))
	}
	return s
}

func sheetCharacterPanel(in SheetInput) sheet.Panel {
	p := sheet.Panel{Title: "Character"}
	classLine := ""
	for i, c := range in.Classes {
		if i > 0 {
			classLine += " / "
		}
		classLine += sheetJoin(" ", c.Name, c.Level)
	}
	// 002_81d21628bd61f597.txt: "The character's name goes on the first line.
	// Character Level and class go on the second line. Inclination and
	// personality go on the third line."
	p.Add(
		sheet.Fields{Items: []sheet.Field{{Label: "Name", Value: in.Name, Weight: 3}, {Label: "Player", Value: in.Player, Weight: 1.4}}},
		sheet.Fields{Items: []sheet.Field{{Label: "Level", Value: in.CharacterLevel, Weight: 0.7}, {Label: "Class", Value: classLine, Weight: 3.7}}},
		sheet.Fields{Items: []sheet.Field{{Label: "Inclination", Value: in.Inclination, Weight: 1.2}, {Label: "Personality", Value: in.Personality, Weight: 3.2}}},
	)
	abilities := sheet.Scores{Shape: sheet.Diamond, Across: 1}
	for i, n := range SheetAbilityNames {
		abilities.Items = append(abilities.Items, sheet.Score{Label: n[0], Note: n[1], Value: in.Abilities[i].Score})
	}
	left := []sheet.Block{
		abilities,
		sheet.Scores{Shape: sheet.Box, Across: 1, Items: []sheet.Score{{Label: "Combat", Note: "(Mus+Dex+Spi)/3", Value: in.Combat}}},
	}
	var right []sheet.Block
	classes := in.Classes
	if len(classes) == 0 {
		classes = []SheetClass{{}}
	}
	for _, c := range classes {
		t := sheet.Table{
			Caption: sheetJoin(" ", c.Name, c.Level),
			Columns: []sheet.TableColumn{{Header: "Class feature", Weight: 4}, {Header: "SA", Weight: 1, Align: sheet.Center}},
			MinRows: 4,
		}
		if t.Caption == "" {
			t.Caption = "Class and level"
		}
		for _, f := range c.Features {
			t.Rows = append(t.Rows, []string{f.Name, f.StartsAt})
		}
		right = append(right, t)
	}
	skills := sheet.Table{
		Caption: "Skills",
		Columns: []sheet.TableColumn{{Header: "Skill", Weight: 4}, {Header: "Mod", Weight: 1, Align: sheet.Center}},
		MinRows: 5,
		Fill:    true,
	}
	for _, sk := range in.Skills {
		skills.Rows = append(skills.Rows, []string{sk.Name, sk.Bonus})
	}
	right = append(right, skills)
	p.Add(sheet.Columns{Columns: []sheet.Column{{Weight: 1, Blocks: left}, {Weight: 1.45, Blocks: right}}})
	return p
}

// SheetDamageTrack is the damage circles: HP circles counted out and a D in
// the circle that follows (002_81d21628bd61f597.txt: "count out your total hp
// in circles and put a D in the circle that follows it"), an M at the morale
// point when there is one. HP 0 gives empty circles to fill in by hand.
//
// At most MaxDamageCircles circles are drawn: past that the track stops
// before the D and its label says how many HP circles are not drawn
// ("+k HP and the D not drawn"), so a huge HP can never allocate or draw without end.
func SheetDamageTrack(hp, moralePoint, wear int) sheet.Track {
	t := sheet.Track{Label: "Damage (wear —, tear |)", Shape: sheet.Circle}
	if hp <= 0 {
		t.Count = sheetBlankDamageCircles
		return t
	}
	if hp >= MaxDamageCircles {
		t.Count = MaxDamageCircles
		t.Label = fmt.Sprintf("Damage (wear —, tear |): %d HP, first %d circles drawn (+%d HP and the D not drawn)", hp, MaxDamageCircles, hp-MaxDamageCircles)
	} else {
		t.Count = hp + 1
	}
	t.Marks = make([]string, t.Count)
	if hp < t.Count {
		t.Marks[hp] = "D"
	}
	if moralePoint > 0 && moralePoint <= hp && moralePoint <= t.Count {
		t.Marks[moralePoint-1] = "M"
	}
	t.Checked = min(max(wear, 0), t.Count)
	return t
}

// SheetDamageStrokes strikes the damage circles as the book records damage
// (the legend: wear —, tear |): the first wear circles with a horizontal
// line, the first tear of them also with a vertical one, the first scar
// blackened in, instead of the same cross for all.
func SheetDamageStrokes(t sheet.Track, wear, tear, scar int) sheet.Track {
	wear = min(max(wear, 0), t.Count)
	if wear == 0 {
		return t
	}
	t.Checked = 0
	t.Strokes = make([]sheet.Stroke, wear)
	for i := range t.Strokes {
		switch {
		case i < scar:
			t.Strokes[i] = sheet.StrokeFill
		case i < tear:
			t.Strokes[i] = sheet.StrokePlus
		default:
			t.Strokes[i] = sheet.StrokeDash
		}
	}
	return t
}

// SheetRestTrack is the ten rest circles: "The E stands for Easy and your
// first three rests will be easy ones to make. The H stands for Hard and your
// last three rests will be hard to make."
func SheetRestTrack(taken int) sheet.Track {
	marks := make([]string, SheetRests)
	for i := range 3 {
		marks[i] = "E"
		marks[SheetRests-1-i] = "H"
	}
	return sheet.Track{Label: "Rests", Shape: sheet.Circle, Count: SheetRests, Marks: marks, Checked: min(max(taken, 0), SheetRests)}
}

func sheetCombatPanel(in SheetInput) sheet.Panel {
	p := sheet.Panel{Title: "Combat"}
	hp := ""
	if in.HP > 0 {
		hp = strconv.Itoa(in.HP)
	}
	hinders := sheet.Notes{Label: "Hinders", Lines: 2}
	hinders.Text = in.Hinders
	attacks := sheet.Table{
		Caption: "Attacks",
		Columns: []sheet.TableColumn{
			{Header: "Attack", Weight: 3.2}, {Header: "Hit", Weight: 0.9, Align: sheet.Center},
			{Header: "Damage", Weight: 1.3, Align: sheet.Center}, {Header: "T", Weight: 0.5, Align: sheet.Center},
			{Header: "Aspects", Weight: 2.6}, {Header: "X", Weight: 0.5, Align: sheet.Center},
		},
		MinRows: 6,
		Fill:    true,
	}
	for _, a := range in.Attacks {
		attacks.Rows = append(attacks.Rows, []string{a.Name, a.Hit, a.Damage, a.Type, a.Aspects, a.X})
	}
	p.Add(
		sheet.Fields{Items: []sheet.Field{
			{Label: "HP", Value: hp}, {Label: "AC / DC", Value: in.ACDC, Weight: 1.3},
			{Label: "Armor", Value: in.Armor}, {Label: "Shield", Value: in.Shield}, {Label: "Stun", Value: in.Stun, Weight: 0.8},
		}},
		SheetDamageStrokes(SheetDamageTrack(in.HP, in.MoralePoint, in.WearMarked), in.WearMarked, in.TearMarked, in.ScarMarked),
		sheet.Fields{Items: []sheet.Field{{Label: "Move", Value: in.Move}}},
		hinders,
		attacks,
		SheetRestTrack(in.RestsTaken),
	)
	return p
}

func sheetEquipmentPanel(in SheetInput) sheet.Panel {
	p := sheet.Panel{Title: "Equipment"}
	items := sheet.Table{
		Columns: []sheet.TableColumn{{Header: "Equipment", Weight: 3}, {Header: "Aspects", Weight: 3}, {Header: "Wt", Weight: 0.8, Align: sheet.Right}},
		MinRows: 12,
		Fill:    true,
	}
	for _, it := range in.Items {
		items.Rows = append(items.Rows, []string{it.Name, it.Aspects, it.Weight})
	}
	p.Add(
		items,
		sheet.Fields{Items: []sheet.Field{
			{Label: "PP", Value: in.Platinum}, {Label: "GP", Value: in.Gold}, {Label: "SP", Value: in.Silver},
			{Label: "CP", Value: in.Copper}, {Label: "IP", Value: in.Iron},
		}},
		// 002_81d21628bd61f597.txt: "At the bottom of the page is your climate
		// information ... Wm ... Adj ... Body Wt is the characters body weight."
		sheet.Fields{Items: []sheet.Field{
			{Label: "Climate", Value: in.Climate, Weight: 1.4}, {Label: "Wm", Value: in.Warmth, Weight: 0.7},
			{Label: "Adj", Value: in.AdjustedClimate, Weight: 1.4}, {Label: "Body Wt", Value: in.BodyWeight},
		}},
	)
	return p
}

func sheetExperiencePanel(in SheetInput) sheet.Panel {
	p := sheet.Panel{Title: "Experience"}
	spent := sheet.Table{
		Caption: "Spent XP",
		Columns: []sheet.TableColumn{{Header: "Spent on", Weight: 4}, {Header: "XP", Weight: 1.2, Align: sheet.Right}},
		MinRows: 5,
	}
	for _, s := range in.Spent {
		spent.Rows = append(spent.Rows, []string{s.What, s.XP})
	}
	mods := sheet.Table{Caption: "Ability modifiers (character creation only)", KeepTogether: true}
	row := make([]string, 0, len(SheetAbilityNames))
	for i, n := range SheetAbilityNames {
		mods.Columns = append(mods.Columns, sheet.TableColumn{Header: n[0], Align: sheet.Center})
		row = append(row, in.Abilities[i].Modifier)
	}
	mods.Rows = [][]string{row}
	p.Add(
		sheet.Fields{Items: []sheet.Field{{Label: "Unspent XP", Value: in.UnspentXP}, {Label: "Spent XP", Value: in.SpentXP}, {Label: "Total XP", Value: in.TotalXP}}},
		spent,
		sheet.Portrait{Label: "Portrait", Lines: 10},
		sheet.Notes{Label: "Notes", Text: in.Notes, Lines: 2, Fill: true},
		mods,
		sheet.Fields{Items: []sheet.Field{{Label: "Campaign", Value: in.Campaign, Weight: 2}, {Label: "Date created", Value: in.DateCreated}}},
	)
	return p
}

// SheetPlacemat is the placemat page: "The Action bar reminds us of difficulty
// and try hard, the table at the bottom of the page is used to turn strength
// into success, and the dice table gives us the most commonly used dice
// rolls. The lined area in the middle is for jotting down notes."
func SheetPlacemat(dice []SheetDiceRow) sheet.FlatPage {
	difficulty := sheet.Table{
		Caption:      "Action: Ability + Difficulty + Class Bonus + Skill Bonus + Risk Roll = Strength",
		KeepTogether: true,
		Columns: []sheet.TableColumn{
			{Header: "Easy", Align: sheet.Center}, {Header: "Normal", Align: sheet.Center}, {Header: "Hard", Align: sheet.Center},
			{Header: "Heavy", Align: sheet.Center}, {Header: "Horrendous", Align: sheet.Center, Weight: 1.3},
			{Header: "Herculean", Align: sheet.Center, Weight: 1.2}, {Header: "Impossible", Align: sheet.Center, Weight: 1.3},
		},
		Rows: [][]string{{"+4", "+0", "−4", "−8", "−12", "−16", "cannot be done"}},
	}
	tryHard := sheet.Table{
		Caption:      "Try hard (not with saving throws)",
		KeepTogether: true,
		Columns:      []sheet.TableColumn{{Header: "Level"}, {Header: "Damage", Align: sheet.Center}, {Header: "Sign dice", Align: sheet.Center}},
		Rows:         [][]string{{"Try", "0 wear", "d20"}, {"Try Harder", "1 wear", "d20 d20"}, {"Try Hardest", "2 wear", "d20 d20 d20"}},
	}
	sign := sheet.Table{
		Caption:      "Risk roll: sign die d20 with any of d4 d6 d8 d10 d12 (each once, use the greatest)",
		KeepTogether: true,
		Columns:      []sheet.TableColumn{{Header: "Sign die"}, {Header: "Result"}},
		Rows:         [][]string{{"20", "Double Bonus"}, {"Even", "Bonus"}, {"Odd", "Penalty"}, {"1", "Double Penalty"}},
	}
	strength := sheet.Table{
		Caption:      "Strength & Success",
		KeepTogether: true,
		Columns: []sheet.TableColumn{
			{Header: "1 to 4", Align: sheet.Center}, {Header: "5 to 8", Align: sheet.Center}, {Header: "9 to 12", Align: sheet.Center},
			{Header: "13 to 16", Align: sheet.Center}, {Header: "17 to 20", Align: sheet.Center}, {Header: "21 to 24", Align: sheet.Center},
		},
		Rows: [][]string{{"Crash Fail", "Full Fail", "Half Fail", "Single", "Double", "Triple"}},
	}
	diceTable := sheet.Table{
		Caption: "Dice table",
		Columns: []sheet.TableColumn{{Header: "Number", Align: sheet.Center}, {Header: "Roll", Weight: 2, Align: sheet.Center}},
	}
	if len(dice) == 0 {
		for n := 1; n <= 24; n++ {
			diceTable.Rows = append(diceTable.Rows, []string{strconv.Itoa(n), ""})
		}
	}
	for _, d := range dice {
		diceTable.Rows = append(diceTable.Rows, []string{d.Number, d.Roll})
	}
	return sheet.FlatPage{
		Title: "Placemat",
		Columns: []sheet.Column{
			{Weight: 2.6, Blocks: []sheet.Block{
				difficulty, tryHard, sign,
				sheet.Notes{Label: "Notes", Lines: 4, Fill: true},
				strength,
				sheet.SmallPrint{Text: "Above 24, every four points is another success, with no upper limit. A sure-fire success happens with a 13 or better."},
			}},
			{Weight: 1, Blocks: []sheet.Block{diceTable}},
		},
	}
}

func sheetJoin(sep string, parts ...string) string {
	out := ""
	for _, p := range parts {
		if p == "" {
			continue
		}
		if out != "" {
			out += sep
		}
		out += p
	}
	return out
}
