package dvr

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"sessionzero/rules"
	"sessionzero/rules/sheet"
)

// The four-panel folding sheet (spec §9): 1 Character (cover), 2 Skills &
// checks, 3 Misc & combat, 4 Experience (back cover). Every number comes
// from Derive; the blank sheet leaves them empty.

// Sheet builds a character's folding sheet from its data document.
func Sheet(name, player, campaign string, data json.RawMessage) (sheet.Sheet, error) {
	c, err := Decode(data)
	if err != nil {
		return sheet.Sheet{}, fmt.Errorf("dvr sheet for %s: %w", name, err)
	}
	return buildSheet(name, player, campaign, &c), nil
}

// BlankSheet is the sheet to fill by hand: the generic 15 skills and five
// blank rows, 27 Health and 15 Focus boxes, 3 weapon, 4 item and 4 perk rows
// and both price tables.
func BlankSheet() sheet.Sheet { return buildSheet("", "", "", nil) }

func itoa(n int) string { return strconv.Itoa(n) }

// blankZero is n, or nothing for 0: a perk whose rank was left blank (an
// ancestry) or an item without points prints an empty cell, not "0".
func blankZero(n int) string {
	if n == 0 {
		return ""
	}
	return itoa(n)
}

func dieName(d int) string {
	if d == 0 {
		return "—"
	}
	return "d" + itoa(d)
}

// levelSquares prints the ladder d4…d12 with the dice reached named and
// the rest as dots to fill in later (the PDF fonts lack box glyphs).
func levelSquares(level int) string {
	parts := make([]string, 5)
	for l := 1; l <= 5; l++ {
		parts[l-1] = "·"
		if l <= level {
			parts[l-1] = dieName(DieAt(l))
		}
	}
	return strings.Join(parts, " ")
}

func buildSheet(name, player, campaign string, c *Character) sheet.Sheet {
	s := sheet.Sheet{System: "DvR Dice Pool", Character: name}
	blank := c == nil
	var ch Character
	if !blank {
		ch = *c
	}
	d := DeriveCharacter(ch)
	val := func(key string) string {
		if blank {
			return ""
		}
		return d.Text(key)
	}
	diff := xpDifficulty(ch)
	focusAttr, _ := attribute(ch.FocusDie)

	// Panel 1 — Character.
	p1 := s.Panel(1)
	p1.Title = "Character"
	p1.Add(sheet.TitleBar{Text: orBlank(name, "Name"), Right: "DvR"},
		sheet.Fields{Items: []sheet.Field{{Label: "Player", Value: player}, {Label: "Campaign", Value: campaign}}},
		sheet.Fields{Items: []sheet.Field{{Label: "Game type", Value: val("game_type")}, {Label: "XP difficulty", Value: val("xp_difficulty")}}})
	script := sheet.Table{Caption: "Script (d4 d6 d8 d10 d12)", Columns: []sheet.TableColumn{
		{Header: "Attribute", Weight: 3}, {Header: "Die", Weight: 1, Align: sheet.Center}, {Header: "d4 d6 d8 d10 d12", Weight: 3, Align: sheet.Center}, {Header: "Focus", Weight: 1, Align: sheet.Center}}, KeepTogether: true}
	for _, a := range Attributes {
		row := []string{a, "", levelSquares(0), ""}
		if !blank {
			die := scriptDie(ch, a)
			row[1], row[2] = dieName(die), levelSquares(Level(die))
			if a == focusAttr {
				row[3] = "focus"
			}
		}
		script.Rows = append(script.Rows, row)
	}
	p1.Add(script)
	maxH, maxF := 27, 15
	if !blank {
		maxH, _ = strconv.Atoi(val("max_health"))
		maxF, _ = strconv.Atoi(val("max_focus"))
	}
	p1.Add(sheet.Fields{Items: []sheet.Field{{Label: "Max Health = Toughness + Power + 3", Value: val("max_health")}}},
		sheet.Track{Label: "Health", Shape: sheet.Box, Count: maxH, PerLine: 15},
		sheet.Fields{Items: []sheet.Field{{Label: "Max Focus = 3 + focus die", Value: val("max_focus")}}},
		sheet.Track{Label: "Focus", Shape: sheet.Box, Count: maxF, PerLine: 15},
		sheet.Checklist{Label: "Conditions", Items: []sheet.Check{{Label: "Dazed (−2 Focus)"}, {Label: "Stunned"}, {Label: "Pinned"}, {Label: "Narrative ____ (+1 D)"}}},
		sheet.SmallPrint{Text: "0 Health: can't act until healed or rested · 0 Focus: can't act until a quick breath"})

	// Panel 2 — Skills & checks.
	p2 := s.Panel(2)
	p2.Title = "Skills & checks"
	skills := sheet.Table{Caption: "Skills", Columns: []sheet.TableColumn{
		{Header: "Skill", Weight: 3}, {Header: "Die", Weight: 1, Align: sheet.Center}, {Header: "d4 d6 d8 d10 d12", Weight: 3, Align: sheet.Center}, {Header: "Prepped", Weight: 1, Align: sheet.Center}}}
	if blank {
		for _, sk := range GenericSkills {
			skills.Rows = append(skills.Rows, []string{sk, "", levelSquares(0), ""})
		}
		skills.MinRows = len(GenericSkills) + 2
	} else if rows, ok := rules.As[[]SkillRow](d, "skills"); ok {
		for _, r := range rows {
			dot := ""
			if r.Prepped {
				dot = "•"
			}
			skills.Rows = append(skills.Rows, []string{r.Name, dieName(r.Die), levelSquares(r.Level), dot})
		}
		skills.MinRows = len(rows) + 2
	}
	p2.Add(skills, sheet.TitleBar{Text: "Checks: D v R"},
		sheet.Notes{Text: []string{
			"Pool: one script die + the skill's die + misc dice (item, zone, vehicle, pet).",
			"Each die ≥ D = 1 success; k matching dice (not 1s) = +k−1; each natural 1 cancels one.",
			"≥ R complete, 1…R−1 partial, 0 with a 1 critical failure. X: one success completes.",
			"Pushing: 1 point = +1 pip on one die; matches and 1s count as rolled.",
			"GM buying 1s: a bought 1 does not cancel; the GM gets 1 GM point.",
		}})
	if blank || ch.UntrainedRolls == nil || *ch.UntrainedRolls {
		p2.Add(sheet.SmallPrint{Text: "Untrained rolls: without the skill, roll the script die alone."})
	}

	// Panel 3 — Misc & combat.
	p3 := s.Panel(3)
	p3.Title = "Misc & combat"
	weapons := sheet.Table{Caption: "Weapons", Columns: []sheet.TableColumn{
		{Header: "Weapon", Weight: 3}, {Header: "Die", Weight: 1, Align: sheet.Center}, {Header: "Damage", Weight: 1, Align: sheet.Center},
		{Header: "Rust", Weight: 2, Align: sheet.Center}, {Header: "All or Nothing", Weight: 2, Align: sheet.Center}}, MinRows: 3}
	other := sheet.Table{Caption: "Items, vehicle, pet", Columns: []sheet.TableColumn{
		{Header: "Item", Weight: 3}, {Header: "Kind", Weight: 1}, {Header: "Die", Weight: 1, Align: sheet.Center}, {Header: "Points", Weight: 1, Align: sheet.Center}}, MinRows: 4}
	for _, it := range ch.Items {
		st := ItemAfter(it.Die, it.Damage, it.Rust, it.Destroyed != "")
		if it.Kind == KindWeapon {
			aon := "×2 = " + itoa(st.AllOrNothingDamage)
			if it.Destroyed != "" {
				aon = it.Destroyed
			}
			weapons.Rows = append(weapons.Rows, []string{it.Name, dieName(st.EffectiveDie), itoa(st.EffectiveDamage), itoa(it.Rust), aon})
		} else {
			other.Rows = append(other.Rows, []string{it.Name, it.Kind, dieName(st.EffectiveDie), blankZero(it.Points)})
		}
	}
	perks := sheet.Table{Caption: "Perks & ancestry", Columns: []sheet.TableColumn{{Header: "Perk", Weight: 3}, {Header: "Rank", Weight: 1, Align: sheet.Center}, {Header: "Effect", Weight: 4}}, MinRows: 4}
	for _, p := range ch.Perks {
		perks.Rows = append(perks.Rows, []string{p.Name, blankZero(p.Rank), p.Effect})
	}
	p3.Add(weapons, other,
		sheet.Fields{Items: []sheet.Field{{Label: "Supplies", Value: val("supplies")}, {Label: "Max speed", Value: val("max_speed")}}},
		perks, sheet.TitleBar{Text: "Combat"},
		sheet.Notes{Text: []string{
			"Attack: D = 4 + cover (light cover +1), R = armour (clothes 1, light 2, heavy 3).",
			"A hit needs a complete success; damage = what is left of the weapon's damage points.",
			"Crit on a hit: + half the damage, rounded up. All or Nothing: successes and damage doubled, item lost.",
			"Popcorn: whoever acts passes to someone who has not; the last picks who starts the next round.",
		}},
		sheet.Track{Label: "Duel −5 … +5", Shape: sheet.Circle, Count: 11, Marks: []string{"−5", "−4", "−3", "−2", "−1", "0", "+1", "+2", "+3", "+4", "+5"}})

	// Panel 4 — Experience.
	p4 := s.Panel(4)
	p4.Title = "Experience"
	p4.Add(sheet.Fields{Items: []sheet.Field{{Label: "XP total", Value: val("xp_total")}, {Label: "Spent", Value: val("xp_spent")}, {Label: "Unspent", Value: val("xp_unspent")}}})
	diffs := []string{diff}
	if blank {
		diffs = []string{XPNormal, XPHard}
	}
	for _, df := range diffs {
		t := sheet.Table{Caption: "XP prices (" + df + ")", Columns: []sheet.TableColumn{{Header: "Level", Weight: 2}, {Header: "Skill", Weight: 1, Align: sheet.Right}, {Header: "Script", Weight: 1, Align: sheet.Right}}, KeepTogether: true}
		for l := 1; l <= 5; l++ {
			sk, _ := XPPrice(BuySkill, df, l)
			sc := "start"
			if l > 1 {
				p, _ := XPPrice(BuyScript, df, l)
				sc = itoa(p)
			}
			t.Rows = append(t.Rows, []string{fmt.Sprintf("%d (d%d)", l, DieAt(l)), itoa(sk), sc})
		}
		p4.Add(t)
	}
	splinter := ""
	if ch.Splinter != nil {
		splinter = itoa(*ch.Splinter)
	}
	p4.Add(sheet.SmallPrint{Text: "Crit: −10 XP × the matched face, for a die used in that roll · skills need a successful check (dot) first"},
		sheet.Track{Label: "Burdens", Shape: sheet.Box, Count: 10, Checked: min(ch.Burdens, 10)},
		sheet.Fields{Items: []sheet.Field{{Label: "Splinter", Value: splinter}, {Label: "Crisis", Value: map[bool]string{true: "yes", false: ""}[ch.Crisis]}}},
		sheet.SmallPrint{Text: "Crisis: roll a d20 above the splinter value"},
		sheet.Notes{Label: "Notes", Lines: 3, Fill: true})
	return s
}

func orBlank(s, label string) string {
	if s == "" {
		return label + ": ____________"
	}
	return s
}
