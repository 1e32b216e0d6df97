package evening

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"sessionzero/rules"
	"sessionzero/rules/sheet"
)

// The Evening folding sheet (specs/evening.md §9): panel 1 Character
// (cover), 2 Combat, 3 Equipment, 4 Experience (back cover). Every number
// comes from DeriveCharacter; a blank sheet leaves them empty.

// Sheet fills the four panels for a character document.
func Sheet(name, player, campaign string, data json.RawMessage) (sheet.Sheet, error) {
	c, err := DecodeCharacter(data)
	if err != nil {
		return sheet.Sheet{}, fmt.Errorf("evening sheet for %q: %w", name, err)
	}
	d := DeriveCharacter(c)
	return buildSheet(sheetData{name: name, player: player, campaign: campaign, c: &c, d: d}), nil
}

// BlankSheet is the sheet with nothing filled in, to write by hand.
func BlankSheet() sheet.Sheet { return buildSheet(sheetData{}) }

type sheetData struct {
	name, player, campaign string
	c                      *Character // nil: blank
	d                      rules.Derived
}

// text is a derived value as printed ("" on a blank sheet).
func (s sheetData) text(key string) string {
	if s.c == nil {
		return ""
	}
	return s.d.Text(key)
}

// written is a value inside a sentence: its text, or a blank to write on
// when the sheet is blank ("Load ___ / ___", not "Load  / ").
func (s sheetData) written(key string) string {
	if s.c == nil {
		return "___"
	}
	return s.text(key)
}

func (s sheetData) signed(key string) string {
	t := s.text(key)
	if n, err := strconv.Atoi(t); err == nil {
		return fmt.Sprintf("%+d", n)
	}
	return t
}

// words is a derived list of words (nil when there is none).
func (s sheetData) words(key string) []string {
	list, _ := rules.As[[]string](s.d, key)
	return list
}

func buildSheet(s sheetData) sheet.Sheet {
	sh := sheet.Sheet{System: "Evening", Character: s.name}
	s.panelCharacter(sh.Panel(1))
	s.panelCombat(sh.Panel(2))
	s.panelEquipment(sh.Panel(3))
	s.panelExperience(sh.Panel(4))
	return sh
}

func (s sheetData) panelCharacter(p *sheet.Panel) {
	p.Title = "Character"
	p.Add(sheet.TitleBar{Text: "Evening", Right: s.campaign},
		sheet.Fields{Items: []sheet.Field{{Label: "Name", Value: s.name, Weight: 2}, {Label: "Player", Value: s.player}}},
		sheet.Scores{Shape: sheet.Box, Across: 3, Items: []sheet.Score{
			{Label: "Level", Value: s.text("level")}, {Label: "Aptitude bonus", Value: s.signed("aptitude_bonus")},
			{Label: "Min. advancement", Value: s.text("min_advancement_rating")}}})
	if s.c != nil && s.text("level") == "0" {
		p.Add(sheet.SmallPrint{Text: "Level 0 — 4 health, no aptitudes, no reserves (Character Creation)."}) // L165
	} else {
		rows := [][]string{}
		if s.c != nil {
			formats := strings.Join(s.words("formats"), ", ")
			for _, k := range []struct {
				kind string
				list []Feature
			}{{"Origin", s.c.Origins}, {"Class", s.c.Classes}, {"Discipline", s.c.Disciplines}, {"Focus", s.c.Focuses}} {
				for _, f := range k.list {
					extra := ""
					if k.kind == "Class" {
						extra = formats
					}
					rows = append(rows, []string{k.kind, f.Name, strconv.Itoa(f.Level), extra})
				}
			}
		}
		p.Add(sheet.Table{Caption: "Origin, class, disciplines, focuses", Columns: []sheet.TableColumn{{Header: "Kind"},
			{Header: "Name", Weight: 2}, {Header: "Lv", Weight: 0.5, Align: sheet.Center}, {Header: "Format"}}, Rows: rows, MinRows: 4})
	}
	p.Add(sheet.Scores{Shape: sheet.Diamond, Across: 5, Items: []sheet.Score{
		{Label: "Finesse", Value: s.signed("finesse")}, {Label: "Prowess", Value: s.signed("prowess")},
		{Label: "Resolve", Value: s.signed("resolve")}, {Label: "Body", Value: s.signed("body")}, {Label: "Mind", Value: s.signed("mind")}}})
	grid := [][]string{{"Finesse", "", ""}, {"Prowess", "", ""}, {"Resolve", "", ""}}
	if g, ok := rules.As[map[string]int](s.d, "check_grid"); ok && s.c != nil {
		for i, a := range abilityNames {
			grid[i][1] = fmt.Sprintf("%+d", g[a+"_body"])
			grid[i][2] = fmt.Sprintf("%+d", g[a+"_mind"])
		}
	}
	p.Add(sheet.Table{Caption: "Check grid (ability + attribute)", Columns: []sheet.TableColumn{{Header: ""}, // L41
		{Header: "Body", Align: sheet.Center}, {Header: "Mind", Align: sheet.Center}}, Rows: grid, KeepTogether: true})
	var apts [][]string
	if list, ok := rules.As[[]AptitudeView](s.d, "aptitudes"); ok {
		for _, a := range list {
			marks := ""
			if a.Wealth {
				marks += "W"
			}
			if a.Attack {
				marks += "A"
			}
			apts = append(apts, []string{a.Name, humanKey(a.Source), marks, fmt.Sprintf("%+d", a.Bonus)})
		}
	}
	// A filled sheet prints the rows it has (the builder adds aptitudes,
	// not the pencil), so a typical character's features still fit.
	aptRows := 5
	if s.c != nil {
		aptRows = max(len(apts), 1)
	}
	p.Add(sheet.Table{Caption: "Aptitudes (W wealth, A attack)", Columns: []sheet.TableColumn{{Header: "Aptitude", Weight: 2},
		{Header: "Source"}, {Header: "", Weight: 0.5}, {Header: "Bonus", Align: sheet.Right}}, Rows: apts, MinRows: aptRows})
	var feats []string
	if s.c != nil {
		if s.c.CharacterKit != "" {
			feats = append(feats, "Character kit: "+s.c.CharacterKit)
		}
		for _, f := range s.c.BaseFeatures {
			feats = append(feats, "Base feature: "+f.Name+" "+f.Text)
		}
		for _, fs := range [][]Feature{s.c.Origins, s.c.Classes, s.c.Disciplines, s.c.Focuses} {
			for _, f := range fs {
				if f.Entry == nil {
					continue
				}
				for _, ef := range f.Entry.Features {
					if ef.Level <= f.Level {
						feats = append(feats, fmt.Sprintf("%s %d: %s", f.Name, ef.Level, ef.Name))
					}
				}
			}
		}
	}
	lines := 4
	if s.c != nil {
		// One running paragraph, not a line each: a level-3 character's
		// kits and features then fit the cover panel.
		lines = 1
		if len(feats) > 0 {
			feats = []string{strings.Join(feats, " · ")}
		}
	}
	p.Add(sheet.Notes{Label: "Features and kits", Text: feats, Lines: lines, Fill: true})
}

func (s sheetData) panelCombat(p *sheet.Panel) {
	p.Title = "Combat"
	p.Add(sheet.TitleBar{Text: "Combat"},
		sheet.Scores{Shape: sheet.Box, Across: 3, Items: []sheet.Score{
			{Label: "Max health", Value: s.text("max_hp")}, {Label: "Health", Value: s.text("current_hp")}, {Label: "Temporary", Value: s.temporary()}}},
		sheet.Scores{Shape: sheet.Box, Across: 3, Items: []sheet.Score{
			{Label: "Fortitude", Value: s.signed("fortitude")}, {Label: "Reflex", Value: s.signed("reflex")},
			{Label: "Will", Value: s.signed("will")}, {Label: "Initiative", Value: s.signed("initiative")},
			{Label: "Grapple", Value: s.signed("grapple")}, {Label: "Stabilize", Value: s.signed("stabilize"), Note: "TN 10"}}},
		sheet.SmallPrint{Text: "Defend +3 · cover −3/−6/−9 to the TN · reserve die as a reaction (Defense › Circumstantial bonuses; Reserves › Using reserves)."}) // L347–351, L380, L992
	var rows [][]string
	if list, ok := rules.As[[]AttackView](s.d, "attacks"); ok {
		for _, a := range list {
			reach := a.Range
			if reach == "" {
				reach = strconv.Itoa(a.Reach)
			}
			rows = append(rows, []string{a.Name, fmt.Sprintf("%+d", a.Bonus), a.Damage, a.DamageType, reach})
		}
	}
	p.Add(sheet.Table{Caption: "Attacks — natural 20 hits, dice doubled · natural 1 misses", Columns: []sheet.TableColumn{
		{Header: "Attack", Weight: 2}, {Header: "Bonus", Align: sheet.Center}, {Header: "Damage"}, {Header: "Type"}, {Header: "Reach"}},
		Rows: rows, MinRows: 2})
	var dice []string
	if s.c != nil {
		dice = s.words("reserve_dice")
	}
	shortRest := "+ ___"
	if s.c != nil {
		shortRest = s.signed("short_rest_bonus")
	}
	p.Add(sheet.Track{Label: "Reserve dice (last 5: bought, 5 XP each) — short rest: each die " + shortRest, Shape: sheet.Circle, Count: max(len(dice), 3) + 5, Marks: dice},
		sheet.Columns{Columns: []sheet.Column{
			{Blocks: []sheet.Block{sheet.Track{Label: "Death saves: failures", Shape: sheet.Box, Count: 3, Checked: s.deathSaves().Failures}}},
			{Blocks: []sheet.Block{sheet.Track{Label: "successes", Shape: sheet.Box, Count: 3, Checked: s.deathSaves().Successes}}},
			{Blocks: []sheet.Block{sheet.Track{Label: "Injury 0–7", Shape: sheet.Box, Count: 7, Checked: s.intOr("injury")}}},
			{Blocks: []sheet.Block{sheet.Track{Label: "Exhaustion 0–6", Shape: sheet.Box, Count: 6, Checked: s.intOr("exhaustion")}}}}},
		sheet.SmallPrint{Text: "Death save d20: 1 two failures · 2–9 one · 10–19 one success · 20 recover; 3 failures die, 3 successes recover. " + // EVE-1
			"Injury: 1 −3 aptitude · 2 −3 attack/defense · 3 −6 apt · 4 −6 att/def · 5 −9 apt · 6 −9 att/def · 7 death; heal a level with as many long rests as its level. " +
			"Exhaustion: " + strings.Join(ExhaustionEffects[1:], " · ") + "."})
	var conds []sheet.Check
	for _, n := range ConditionNames {
		conds = append(conds, sheet.Check{Label: n})
	}
	p.Add(sheet.Checklist{Label: "Conditions", Items: conds})
}

// temporary is the temporary health as printed: empty when there is none,
// a box to write in.
func (s sheetData) temporary() string {
	if s.intOr("temporary_hp") == 0 {
		return ""
	}
	return s.text("temporary_hp")
}

// deathSaves are the marked death saves (none on a blank sheet).
func (s sheetData) deathSaves() DeathSaveMarks {
	if s.c == nil {
		return DeathSaveMarks{}
	}
	return s.c.DeathSaves
}

func (s sheetData) intOr(key string) int {
	n, _ := strconv.Atoi(s.text(key))
	return n
}

func (s sheetData) panelEquipment(p *sheet.Panel) {
	p.Title = "Equipment"
	p.Add(sheet.TitleBar{Text: "Equipment", Right: "Load " + s.written("load") + " / " + s.written("load_capacity")})
	assets, _ := rules.As[map[string]Asset](s.d, "assets")
	var rows [][]string
	for _, k := range AssetKinds {
		a := assets[k]
		val, base, lev := "", "", ""
		if s.c != nil {
			val, base = strconv.Itoa(a.Value), strconv.Itoa(a.Base)
			if a.LeveragedToday {
				lev = "✓"
			}
		}
		rows = append(rows, []string{humanKey(k), val, base, lev})
	}
	p.Add(sheet.Table{Caption: "Assets (0–5)", Columns: []sheet.TableColumn{{Header: "Asset", Weight: 2}, {Header: "Value", Align: sheet.Center},
		{Header: "Base", Align: sheet.Center}, {Header: "Leveraged today", Align: sheet.Center}}, Rows: rows, KeepTogether: true},
		sheet.Fields{Items: []sheet.Field{{Label: "Wealth aptitudes", Value: strings.Join(s.words("wealth_aptitudes"), ", "), Weight: 2},
			{Label: "Wealth check bonus", Value: s.signed("wealth_check_bonus")}}},
		sheet.SmallPrint{Text: "Leverage: 1d10 + wealth check bonus vs TN, once per kind per day, not at full load (Equipment › Leveraging assets)."}) // L544–552
	var items [][]string
	var res [][]string
	var plot []string
	if s.c != nil {
		for _, it := range s.c.Inventory {
			items = append(items, []string{it.Name, strconv.Itoa(it.Load)})
		}
		rmap, _ := rules.As[map[string]int](s.d, "resources")
		for _, k := range rules.SortedKeys(rmap) {
			res = append(res, []string{k, strconv.Itoa(rmap[k])})
		}
		plot = s.c.PlotArmor
	}
	p.Add(sheet.Table{Caption: "Inventory (load 0–3)", Columns: []sheet.TableColumn{{Header: "Item", Weight: 4}, {Header: "Load", Align: sheet.Center}}, Rows: items, MinRows: 4},
		sheet.Table{Caption: "Resources (0–5, −1 each use)", Columns: []sheet.TableColumn{{Header: "Resource", Weight: 4}, {Header: "Value", Align: sheet.Center}}, Rows: res, MinRows: 2})
	var speeds []string
	if sp, ok := rules.As[[]Speed](s.d, "speeds"); ok {
		for _, x := range sp {
			speeds = append(speeds, fmt.Sprintf("%s %d", humanKey(x.Kind), x.Squares))
		}
	}
	p.Add(sheet.Fields{Items: []sheet.Field{{Label: "Size", Value: s.text("size")}, {Label: "Space", Value: s.text("space")},
		{Label: "Speeds", Value: strings.Join(speeds, ", "), Weight: 2}}},
		sheet.Notes{Label: "Plot armor", Text: plot, Lines: 1},
		sheet.SmallPrint{Text: "TN: Standard 10 · Skilled 15 · Difficult 20 · Extremely Hard 25 · Impossible 30. Effect: No effect · Limited · Standard · Strong · Great; ±1 for 10 over/under the TN and a natural 20/1. Suitability: poor +6 · risky +3 · fine 0 · good −3 · perfect −6. Ranges: Touch 1 · Adjacent 2 · Close 5 · Near 10 · Medium 20 · Long 30."})
}

func (s sheetData) panelExperience(p *sheet.Panel) {
	p.Title = "Experience"
	p.Add(sheet.TitleBar{Text: "Experience", Right: "XP " + s.written("xp_total") + " · available " + s.written("xp_available")})
	p.Add(sheet.Track{Label: "XP (5 per level, levels 2–20)", Shape: sheet.Box, Count: 95, Checked: min(s.intOr("xp_total"), 95), PerLine: 25})
	var inv []string
	if s.c != nil {
		for _, i := range s.c.XPInvested {
			line := fmt.Sprintf("%s %d", humanKey(i.Kind), i.Points)
			if i.Asset != "" {
				line += " (" + humanKey(i.Asset) + ")"
			}
			inv = append(inv, line)
		}
	}
	p.Add(sheet.Columns{Columns: []sheet.Column{
		{Blocks: []sheet.Block{sheet.Track{Label: "Invested: reserve dice (5 XP each)", Shape: sheet.Box, Count: 5}}},
		{Blocks: []sheet.Block{sheet.Track{Label: "Asset bases (5 XP each)", Shape: sheet.Box, Count: 5}}}}})
	level := -1
	if s.c != nil {
		level = s.intOr("level")
	}
	half := func(from, to int) sheet.Block {
		var rows [][]string
		for _, r := range Progression[from:to] {
			mark := ""
			if r.Level == level {
				mark = "now"
			}
			rows = append(rows, []string{strconv.Itoa(r.Level), strconv.Itoa(r.XP), fmt.Sprintf("+%d", r.AB), strconv.Itoa(r.MAR), mark})
		}
		return sheet.Table{Columns: []sheet.TableColumn{{Header: "Lv"}, {Header: "XP"}, {Header: "AB"}, {Header: "MAR"}, {Header: ""}}, Rows: rows, KeepTogether: true}
	}
	p.Add(sheet.SmallPrint{Text: "Progression: origin and class levels at 1, 5, 9, 13, 17 (class also 20); discipline 2, 6, 10, 14, 18; focus 3, 7, 11, 15, 19; base features 4, 8, 12, 16, 20."}, // L201–221
		sheet.Columns{Columns: []sheet.Column{{Blocks: []sheet.Block{half(1, 11)}}, {Blocks: []sheet.Block{half(11, 21)}}}})
	var threads [][]string
	if s.c != nil {
		for _, t := range s.c.Threads {
			threads = append(threads, []string{t.Name, fmt.Sprintf("%d / %d", t.Marks, t.Length), t.Outcome})
		}
	}
	p.Add(sheet.Columns{Columns: []sheet.Column{
		{Weight: 2, Blocks: []sheet.Block{sheet.Table{Caption: "Threads (4–12 marks)", Columns: []sheet.TableColumn{{Header: "Thread", Weight: 2}, {Header: "Marks"}, {Header: "Outcome", Weight: 2}}, Rows: threads, MinRows: 1}}},
		{Weight: 1, Blocks: []sheet.Block{sheet.Portrait{Label: "Portrait", Lines: 3}}}}},
		sheet.Notes{Label: "Investments (temporary ones back at downtime start / end) and notes", Text: inv, Lines: 1, Fill: true})
}

// ConditionNames are the book's 14 conditions (L1122–1197).
var ConditionNames = []string{"Blinded", "Charmed", "Deafened", "Frightened", "Grappled", "Incapacitated", "Invisible",
	"Paralyzed", "Petrified", "Poisoned", "Prone", "Restrained", "Stunned", "Unconscious"}

// humanKey is a file key as a reader writes it: "class_kit" reads
// "Class kit", "rarities" reads "Rarities".
func humanKey(k string) string {
	k = strings.ReplaceAll(k, "_", " ")
	if k == "" {
		return k
	}
	return strings.ToUpper(k[:1]) + k[1:]
}
