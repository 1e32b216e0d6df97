package drgn

import (
	"fmt"
	"strconv"
	"strings"

	"sessionzero/rules/sheet"
)

// The DRGN book has no character sheet, so its folding sheet is designed from
// the book's order of creation (000_83d7bea2fb475415.txt: "Body Shape & Size,
// Features, Traits, Abilities, Equipment, Finishing Touches") and its combat
// chapter: Character, Combat, Equipment, and Abilities & XP.

// SheetFeature is a bought feature: "Feature | Cost | Effect".
type SheetFeature struct {
	Name   string
	Cost   string
	Effect string
}

// SheetTrait is a trait and its score. Boxed traits (the functional ones
// and those not at the starting 10) print in full-size boxes; the rest go
// in a compact grid, so the book's default list fits the Character panel.
type SheetTrait struct {
	Name  string
	Score string
	Boxed bool
}

// SheetWeapon is an equipped weapon as the combat panel lists it, with
// Derive's damage.
type SheetWeapon struct {
	Name   string
	Damage string
	Type   string
}

// SheetAttunement is one element the character is attuned to and the attack
// types that deal it 1.5× ("more effective") or ½ ("less effective") damage.
type SheetAttunement struct {
	Element   string
	TakesMore string
	TakesLess string
}

// SheetStatus is a status effect on the character: "(Blinded 1) (4), which
// means there are 4 rounds left".
type SheetStatus struct {
	Name   string
	Degree string
	Rounds string
	Resist string
}

// SheetSlot is one equipment slot with what fills it. Stat is the item's
// damage or toughness as printed ("Dmg 12", "Tough 4").
type SheetSlot struct {
	Slot      string
	Item      string
	Tier      string
	Stat      string
	Modifiers string
}

// SheetAbility is a bought ability: its components, cost per use, the uses
// bought (printed as check boxes, Used of them crossed) and its XP.
type SheetAbility struct {
	Name       string
	Components string
	// Power is the Power component's points ("" without one); Types the
	// damage types ("Fire").
	Power      string
	Types      string
	CostPerUse string
	Uses       int
	Used       int
	XP         string
}

// SheetInput is every value the DRGN sheet prints, already computed (strings
// as they should appear). The zero value prints a blank sheet.
type SheetInput struct {
	Name    string
	Player  string
	Concept string

	BodyShape    string
	Size         string
	TokenSize    string
	BaseSpeed    string
	HPModifier   string
	BonusEvasion string
	Features     []SheetFeature
	Traits       []SheetTrait

	MaxHP         string
	CurrentHP     string
	TempHP        string
	Toughness     string
	Evasion       string // damage reduction from evasion
	Speed         string
	Resistances   []string
	Attunement    []SheetAttunement
	StatusEffects []SheetStatus
	Weapons       []SheetWeapon

	Slots    []SheetSlot
	Trinkets []string

	Abilities   []SheetAbility
	XPBudget    string
	XPSpent     string
	XPRemaining string
	Epicoins    string
	// RiskItAll is how many times the player has risked it all; every third
	// box shows the Epicoin it earns.
	RiskItAll int
}

// sheetRiskBoxes is the length of the Risk it All tally.
const sheetRiskBoxes = 15

// sheetBlankAbilities is how many empty abilities a blank sheet prints.
const sheetBlankAbilities = 3

// Sheet describes the DRGN folding sheet for in.
func Sheet(in SheetInput) sheet.Sheet {
	s := sheet.Sheet{System: "Don't Ruin Game Night", Character: in.Name}
	s.Panels[0] = sheetCharacterPanel(in)
	s.Panels[1] = sheetCombatPanel(in)
	s.Panels[2] = sheetEquipmentPanel(in)
	s.Panels[3] = sheetAbilitiesPanel(in)
	return s
}

func sheetCharacterPanel(in SheetInput) sheet.Panel {
	p := sheet.Panel{Title: "Character"}
	blank := in.Name == "" && len(in.Traits) == 0
	features := sheet.Table{
		Caption: "Features",
		Columns: []sheet.TableColumn{{Header: "Feature", Weight: 2}, {Header: "Cost", Weight: 0.7, Align: sheet.Right}, {Header: "Effect", Weight: 4}},
		MinRows: 2,
	}
	if blank {
		features.MinRows = 3
	}
	for _, f := range in.Features {
		features.Rows = append(features.Rows, []string{f.Name, f.Cost, f.Effect})
	}
	concept := sheet.Notes{Label: "Concept", Lines: 2}
	if in.Concept != "" {
		concept.Text = []string{in.Concept}
	}
	p.Add(
		sheet.Fields{Items: []sheet.Field{{Label: "Name", Value: in.Name, Weight: 3}, {Label: "Player", Value: in.Player, Weight: 1.4}}},
		concept,
		sheet.Fields{Items: []sheet.Field{
			{Label: "Body shape", Value: in.BodyShape, Weight: 1.3}, {Label: "Size", Value: in.Size, Weight: 1.1},
			{Label: "Token size", Value: in.TokenSize, Weight: 0.8}, {Label: "Base speed", Value: in.BaseSpeed, Weight: 0.8},
			{Label: "HP modifier", Value: in.HPModifier, Weight: 0.9}, {Label: "Bonus evasion", Value: in.BonusEvasion, Weight: 1},
		}},
		features,
		sheet.TitleBar{Text: "Traits", Right: TraitsCostNote},
	)
	p.Add(sheetTraitBlocks(in.Traits)...)
	return p
}

// sheetTraitBlocks prints the boxed traits (functional first) three across,
// then the others in a compact grid. A blank sheet prints the three
// recommended functional traits and empty boxes to name.
func sheetTraitBlocks(traits []SheetTrait) []sheet.Block {
	if len(traits) == 0 {
		// 000_83d7bea2fb475415.txt: "Here are some of the recommended the
		// functional traits: Constitution ... Evasion ... Perception".
		boxes := sheet.Scores{Shape: sheet.Box, Across: 2}
		for _, name := range FunctionalTraits {
			boxes.Items = append(boxes.Items, sheet.Score{Label: name})
		}
		for len(boxes.Items) < 12 {
			boxes.Items = append(boxes.Items, sheet.Score{})
		}
		return []sheet.Block{boxes}
	}
	boxed := sheet.Scores{Shape: sheet.Box, Across: 3}
	grid := sheet.Scores{Shape: sheet.Box, Across: 3, Compact: true}
	for _, t := range traits {
		score := sheet.Score{Label: t.Name, Value: t.Score}
		if t.Boxed {
			boxed.Items = append(boxed.Items, score)
		} else {
			grid.Items = append(grid.Items, score)
		}
	}
	var out []sheet.Block
	for _, b := range []sheet.Scores{boxed, grid} {
		if len(b.Items) > 0 {
			out = append(out, b)
		}
	}
	return out
}

func sheetCombatPanel(in SheetInput) sheet.Panel {
	p := sheet.Panel{Title: "Combat"}
	blank := in.MaxHP == ""
	attune := sheet.Table{
		Caption: "Attunement",
		Columns: []sheet.TableColumn{{Header: "Attuned element", Weight: 1.3}, {Header: "×1.5 damage from", Weight: 2}, {Header: "×½ damage from", Weight: 2}},
		MinRows: 1,
	}
	for _, a := range in.Attunement {
		attune.Rows = append(attune.Rows, []string{a.Element, a.TakesMore, a.TakesLess})
	}
	weapons := sheet.Table{
		Caption: "Weapons",
		Columns: []sheet.TableColumn{{Header: "Weapon", Weight: 3}, {Header: "Damage", Weight: 1, Align: sheet.Center}, {Header: "Type", Weight: 2}},
		MinRows: 1,
	}
	for _, w := range in.Weapons {
		weapons.Rows = append(weapons.Rows, []string{w.Name, w.Damage, w.Type})
	}
	abilities := sheet.Table{
		Caption: "Abilities",
		Columns: []sheet.TableColumn{
			{Header: "Ability", Weight: 2.6}, {Header: "Power", Weight: 0.9, Align: sheet.Center}, {Header: "Type", Weight: 1.3},
			{Header: "Cost/use", Weight: 1.1, Align: sheet.Center}, {Header: "Uses", Weight: 0.8, Align: sheet.Center},
		},
		MinRows: 1,
	}
	for _, a := range in.Abilities {
		uses := strconv.Itoa(a.Uses)
		switch {
		case a.Uses == 0:
			uses = "always"
		case a.Used > 0:
			uses = fmt.Sprintf("%d of %d", a.Uses-min(a.Used, a.Uses), a.Uses)
		}
		abilities.Rows = append(abilities.Rows, []string{a.Name, a.Power, a.Types, a.CostPerUse, uses})
	}
	status := sheet.Table{
		Caption: "Status effects",
		Columns: []sheet.TableColumn{{Header: "Status", Weight: 3}, {Header: "Degree", Align: sheet.Center}, {Header: "Rounds left", Weight: 1.2, Align: sheet.Center}, {Header: "Resist", Align: sheet.Center}},
		MinRows: 2,
		Fill:    true,
	}
	if blank {
		attune.MinRows, weapons.MinRows, abilities.MinRows = 2, 3, 3
	}
	for _, s := range in.StatusEffects {
		status.Rows = append(status.Rows, []string{s.Name, s.Degree, s.Rounds, s.Resist})
	}
	p.Add(
		sheet.Scores{Shape: sheet.Box, Across: 3, Items: []sheet.Score{
			{Label: "Max HP", Value: in.MaxHP}, {Label: "Current HP", Value: in.CurrentHP}, {Label: "Temp HP", Value: in.TempHP},
			{Label: "Toughness", Value: in.Toughness}, {Label: "Evasion", Note: "damage reduction", Value: in.Evasion}, {Label: "Speed", Note: "units", Value: in.Speed},
		}},
		sheet.Fields{Items: []sheet.Field{{Label: "Resistances", Value: strings.Join(in.Resistances, ", ")}}},
		attune,
		weapons,
		abilities,
		sheet.Track{Label: "Actions this round (3)", Shape: sheet.Box, Count: 3},
		// 000_83d7bea2fb475415.txt: "characters on that team will take turns
		// spending in actions in 1 of 3 phases: Prep, Dec, and Go."
		sheet.SmallPrint{Text: "Prep: actions that do not harm or affect opponents (healing, skills, moving, abilities on allies). " +
			"Dec: declare attacks; no damage yet, other teams may react with 1 action. " +
			"Go: all declared attacks take effect and deal damage at the same time.\n" +
			"Actions: Attack · Move · Activate Equipment · Use a Trait · Communicate · Command Summons · Shake off (2) · Block (response) · Special (X).\n" +
			"Damage taken = ((Damage × Attunement) × Crit) − (Toughness + Evasion). Below 50% of max HP: wounded."},
		status,
	)
	return p
}

func sheetEquipmentPanel(in SheetInput) sheet.Panel {
	p := sheet.Panel{Title: "Equipment"}
	slots := sheet.Table{
		Caption: "Equipment slots",
		Columns: []sheet.TableColumn{
			{Header: "Slot", Weight: 1.5}, {Header: "Item", Weight: 2.4}, {Header: "Tier", Weight: 0.6, Align: sheet.Center},
			{Header: "Dmg / Tough", Weight: 1.2, Align: sheet.Center}, {Header: "Modifiers", Weight: 2},
		},
		MinRows: 8,
	}
	list := in.Slots
	if len(list) == 0 {
		// 000_83d7bea2fb475415.txt: "Every character will start a Head slot, a
		// Main Armor slot, and a Weapon slot, as well as 5 additional slots".
		// The filled sheets name the slot by the item it holds, Helmet.
		list = []SheetSlot{{Slot: SlotHelmet}, {Slot: SlotMainArmor}, {Slot: SlotWeapon}}
	}
	for _, s := range list {
		slots.Rows = append(slots.Rows, []string{s.Slot, s.Item, s.Tier, s.Stat, s.Modifiers})
	}
	trinkets := sheet.Table{
		Caption: "Trinkets and carried items",
		Columns: []sheet.TableColumn{{Header: "Item"}},
		MinRows: 4,
		Fill:    true,
	}
	for _, t := range in.Trinkets {
		trinkets.Rows = append(trinkets.Rows, []string{t})
	}
	p.Add(
		slots,
		sheet.SmallPrint{Text: "One item in two weapon slots does double damage (never above 50). Weapons not used as weapons are trinkets."},
		trinkets,
	)
	return p
}

// TraitsCostNote is the Traits bar's reminder of what a point costs
// (000_83d7bea2fb475415.txt: "1 Experience Point for each boost from 10-19,
// 2 Experience Points from 20-29, 3 Experience from 30-39, and so on"), in
// full: it printed as "10–19: 1 XP a point, 20–29: 2 …", which read as cut off.
const TraitsCostNote = "XP a point: 1 from 10–19, 2 from 20–29, and so on"

func sheetAbilitiesPanel(in SheetInput) sheet.Panel {
	p := sheet.Panel{Title: "Abilities & XP"}
	p.Add(sheet.Fields{Items: []sheet.Field{
		{Label: "XP budget", Value: in.XPBudget}, {Label: "XP spent", Value: in.XPSpent}, {Label: "XP remaining", Value: in.XPRemaining},
	}})
	abilities := in.Abilities
	blank := len(abilities) == 0
	if blank {
		abilities = make([]SheetAbility, sheetBlankAbilities)
	}
	for _, a := range abilities {
		p.Add(sheet.Fields{Items: []sheet.Field{
			{Label: "Ability", Value: a.Name, Weight: 3}, {Label: "Cost per use", Value: a.CostPerUse}, {Label: "XP", Value: a.XP},
		}})
		if blank {
			p.Add(sheet.Notes{Label: "Components", Lines: 1}, sheet.Track{Label: "Uses", Shape: sheet.Box, Count: 10})
			continue
		}
		// Components beside the use boxes, so an ability takes three lines.
		var uses sheet.Block = sheet.SmallPrint{Text: "Intrinsic: always usable"}
		if a.Uses > 0 {
			used := min(max(a.Used, 0), a.Uses)
			uses = sheet.Track{Label: fmt.Sprintf("Uses: %d of %d left", a.Uses-used, a.Uses), Shape: sheet.Box, Count: a.Uses, Checked: used}
		}
		p.Add(sheet.Columns{Columns: []sheet.Column{
			{Weight: 3, Blocks: []sheet.Block{sheet.SmallPrint{Text: "Components: " + a.Components}}},
			{Weight: 2, Blocks: []sheet.Block{uses}},
		}})
	}
	p.Add(
		sheet.Notes{Label: "Notes", Lines: 1, Fill: true},
		sheet.Fields{Items: []sheet.Field{{Label: "Epicoins", Value: in.Epicoins}}},
		SheetRiskTrack(in.RiskItAll),
	)
	return p
}

// SheetRiskTrack is the Risk it All tally: a box per roll, every third one
// marked E for the Epicoin it earns (000_83d7bea2fb475415.txt: "For every 3
// times a player “risks it all,” they gain 1 Epicoin"). The tally wraps
// around after its last box.
func SheetRiskTrack(risked int) sheet.Track {
	marks := make([]string, sheetRiskBoxes)
	for i := 2; i < sheetRiskBoxes; i += 3 {
		marks[i] = "E"
	}
	checked := 0
	if risked > 0 {
		checked = (risked-1)%sheetRiskBoxes + 1
	}
	return sheet.Track{Label: "Risk it All (every 3rd earns 1 Epicoin)", Shape: sheet.Box, Count: sheetRiskBoxes, Marks: marks, Checked: checked}
}
