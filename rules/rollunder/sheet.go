package rollunder

import (
	"encoding/json"
	"fmt"
	"strings"

	"sessionzero/rules/sheet"
)

// sheetHPBoxes is the most HP drawn as tick boxes; above it a number field.
const sheetHPBoxes = 40

// Sheet builds the four-panel folding sheet (spec §9) of a character;
// every number comes from Derive.
func Sheet(name, player, campaign string, data json.RawMessage) (sheet.Sheet, error) {
	c, err := Decode(data)
	if err != nil {
		return sheet.Sheet{}, err
	}
	return buildSheet(name, player, campaign, &c), nil
}

// BlankSheet is the sheet with empty boxes: 20 HP boxes, 4 weapon rows, 8
// inventory rows and 3 hireling rows.
func BlankSheet() sheet.Sheet { return buildSheet("", "", "", nil) }

func pct(p float64) string { return fmt.Sprintf("%.0f%%", p*100) }

func buildSheet(name, player, campaign string, c *Character) sheet.Sheet {
	s := sheet.Sheet{System: "Roll-under d20", Character: name}
	*s.Panel(1) = coverPanel(name, player, campaign, c)
	*s.Panel(2) = fightingPanel(c)
	*s.Panel(3) = gearPanel(c)
	*s.Panel(4) = backPanel()
	return s
}

func coverPanel(name, player, campaign string, c *Character) sheet.Panel {
	p := sheet.Panel{Title: "Character"}
	p.Add(sheet.TitleBar{Text: orBlank(name, "Roll-under d20")},
		sheet.Fields{Items: []sheet.Field{{Label: "Name", Value: name, Weight: 2}, {Label: "Player", Value: player}, {Label: "Campaign", Value: campaign}}})
	scores := sheet.Scores{Shape: sheet.Box, Across: 3}
	for _, a := range Abilities {
		up := strings.ToUpper(a)
		if c == nil {
			scores.Items = append(scores.Items, sheet.Score{Label: up, Note: "now ___"})
			continue
		}
		// Advantage and disadvantage are on the back cover's table: the
		// note fits beside the box only this short.
		sv := Save(SaveInput{Score: c.Current(a)})
		scores.Items = append(scores.Items, sheet.Score{Label: up, Value: fmt.Sprint(c.Full(a)),
			Note: fmt.Sprintf("now %d · save %s", c.Current(a), pct(sv.PSuccess))})
	}
	p.Add(scores)
	if c == nil {
		p.Add(sheet.Track{Label: "Hit Points", Shape: sheet.Box, Count: 20})
	} else if c.MaxHP > sheetHPBoxes {
		p.Add(sheet.Fields{Items: []sheet.Field{{Label: "Max HP", Value: fmt.Sprint(c.MaxHP)}, {Label: "HP now", Value: fmt.Sprint(c.HP())}}})
	} else {
		p.Add(sheet.Track{Label: fmt.Sprintf("Hit Points (max %d)", c.MaxHP), Shape: sheet.Box, Count: c.MaxHP, Checked: max(c.MaxHP-c.HP(), 0)})
	}
	armor := sheet.Track{Label: "Armour (never more than 3)", Shape: sheet.Circle, Count: MaxArmor}
	if c != nil {
		armor.Checked = min(c.ArmorTotal(), MaxArmor)
	}
	p.Add(armor)
	var st [5]bool
	if c != nil {
		st = [5]bool{c.Critical, c.Tended, c.Current("dex") == 0, c.Current("wil") == 0, c.Dead || c.Current("str") == 0}
	}
	p.Add(sheet.Checklist{Label: "State", Items: []sheet.Check{{Label: "Critical", Checked: st[0]}, {Label: "tended", Checked: st[1]},
		{Label: "Paralyzed (DEX 0)", Checked: st[2]}, {Label: "Catatonic (WIL 0)", Checked: st[3]}, {Label: "Dead (STR 0)", Checked: st[4]}}})
	conds := sheet.Checklist{Label: "Conditions"}
	for _, n := range BookConditions {
		conds.Items = append(conds.Items, sheet.Check{Label: n + ": " + ConditionEffects[n], Checked: c != nil && c.Has(n)})
	}
	p.Add(conds)
	return p
}

func fightingPanel(c *Character) sheet.Panel {
	p := sheet.Panel{Title: "Fighting"}
	t := sheet.Table{Caption: "Weapons", MinRows: 4, Columns: []sheet.TableColumn{{Header: "Weapon", Weight: 3}, {Header: "Die", Align: sheet.Center},
		{Header: "Ranged", Align: sheet.Center}, {Header: "Wielded", Align: sheet.Center}, {Header: "Against", Align: sheet.Center}, {Header: "Notes", Weight: 2}}}
	fields := []sheet.Field{{Label: "Bonus dice"}, {Label: "Attack dice"}, {Label: "Mean damage / enhanced"}}
	if c != nil {
		for _, w := range c.Weapons {
			t.Rows = append(t.Rows, []string{w.Name, fmt.Sprintf("d%d", w.Die), yes(w.Ranged), yes(w.Wielded), w.AgainstKind(), w.Notes})
		}
		pool := AttackDiceOf(c.Weapons, c.BonusDice)
		fields[0].Value = dieNames(c.BonusDice)
		fields[1].Value = dieNames(pool)
		if len(pool) > 0 {
			fields[2].Value = fmt.Sprintf("%.1f / %.1f", MeanHighest(pool), MeanHighest(append(append([]int{}, pool...), 12)))
		}
	}
	p.Add(t, sheet.Fields{Items: fields}, sheet.SmallPrint{Text: strings.Join([]string{
		"Turn: move or swap items, then one action. Everyone declares, then dice are rolled.",
		"Attack: roll every damage die in play, keep the highest.",
		"Ganging up: +1 per extra attacker, max +5; then the target can't be attacked again until its next turn.",
		"Impaired: one d4 only. Enhanced: + d12. They cancel.",
		"Armour: subtract it, never more than 3.",
		"When attacked: counter (your damage − their armour) or dodge (DEX save, no damage).",
		"No ranged weapon while engaged in melee. Blast: one roll per target.",
		"Maneuver: the side most at risk saves. Flee: DEX save and somewhere to run.",
	}, "\n")})
	return p
}

func gearPanel(c *Character) sheet.Panel {
	p := sheet.Panel{Title: "Gear & companions"}
	armor := sheet.Table{Caption: "Armour pieces", MinRows: 3, Columns: []sheet.TableColumn{{Header: "Piece", Weight: 3}, {Header: "Armour", Align: sheet.Center}, {Header: "Notes", Weight: 2}}}
	inv := sheet.Table{Caption: "Inventory", MinRows: 6, Columns: []sheet.TableColumn{{Header: "Item", Weight: 2}, {Header: "Notes", Weight: 2}}}
	hire := sheet.Table{Caption: "Hirelings and apprentices", MinRows: 3, Columns: []sheet.TableColumn{{Header: "Name", Weight: 2}, {Header: "Role", Weight: 1.5},
		{Header: "STR", Align: sheet.Center}, {Header: "DEX", Align: sheet.Center}, {Header: "WIL", Align: sheet.Center}, {Header: "HP", Align: sheet.Center},
		{Header: "Arm", Align: sheet.Center}, {Header: "Dice", Weight: 1.5}}}
	svc := sheet.Notes{Label: "Expert services used", Lines: 3}
	total := ""
	if c != nil {
		for _, a := range c.ArmorPieces {
			armor.Rows = append(armor.Rows, []string{a.Name, fmt.Sprint(a.Armor), a.Notes})
		}
		total = fmt.Sprintf("total %d", c.ArmorTotal())
		if c.ArmorTotal() > MaxArmor {
			total += ", counts as 3"
		}
		for _, it := range c.Inventory {
			inv.Rows = append(inv.Rows, []string{it.Name, it.Notes})
		}
		for _, h := range c.Hirelings {
			hire.Rows = append(hire.Rows, []string{h.Name, h.Role, scorePair(h.Scores, "str"), scorePair(h.Scores, "dex"), scorePair(h.Scores, "wil"),
				fmt.Sprintf("%d/%d", h.HP(), h.MaxHP), fmt.Sprint(h.Armor), dieNames(AttackDiceOf(h.Weapons, h.BonusDice))})
		}
		for _, s := range c.ExpertServices {
			svc.Text = append(svc.Text, strings.TrimSpace(strings.ToUpper(s.Ability)+" "+s.Text))
		}
	}
	armor.Caption = strings.TrimSpace("Armour pieces " + total)
	p.Add(armor, inv, hire, svc)
	return p
}

func scorePair(s Scores, a string) string {
	if s.Current(a) == s.Full(a) {
		return fmt.Sprint(s.Full(a))
	}
	return fmt.Sprintf("%d/%d", s.Current(a), s.Full(a))
}

// SaveTable is the save chance for scores 1–19: plain, advantage,
// disadvantage (back cover).
func SaveTable() [][]string {
	var rows [][]string
	for s := 1; s <= 19; s++ {
		rows = append(rows, []string{fmt.Sprint(s), pct(Save(SaveInput{Score: s}).PSuccess),
			pct(Save(SaveInput{Score: s, Advantage: true}).PSuccess), pct(Save(SaveInput{Score: s, Disadvantage: true}).PSuccess)})
	}
	return rows
}

func backPanel() sheet.Panel {
	p := sheet.Panel{Title: "Rules at a glance"}
	p.Add(sheet.SmallPrint{Text: strings.Join([]string{
		"Damage: HP → STR → STR save or critical damage.",
		"STR 0 dead · DEX 0 paralyzed · WIL 0 catatonic (Expert healing).",
		"Critical: no action until tended + Rest; an hour untended: dead.",
		"Rest: a few minutes and water recover all HP (may waste time or attract danger).",
		"Healing: ability loss needs an Expert service.",
		"Morale (NPCs): leader's WIL save at half their numbers lost, or a lone one at 0 HP.",
		"Reaction: WIL save to avoid a negative reaction.",
	}, "\n")})
	p.Add(sheet.Table{Caption: "Save chance (d20 equal or under; 1 passes, 20 fails)", KeepTogether: true,
		Columns: []sheet.TableColumn{{Header: "Score", Align: sheet.Center}, {Header: "Plain", Align: sheet.Right}, {Header: "Adv", Align: sheet.Right}, {Header: "Dis", Align: sheet.Right}},
		Rows:    SaveTable()})
	p.Add(sheet.Notes{Label: "Notes", Lines: 3, Fill: true})
	return p
}

func yes(b bool) string {
	if b {
		return "yes"
	}
	return ""
}

func orBlank(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
