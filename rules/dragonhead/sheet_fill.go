package dragonhead

import (
	"fmt"
	"strconv"
	"strings"

	"sessionzero/rules"
)

// SheetDiceRows is how many numbers the placemat's dice table lists, as the
// blank placemat does.
const SheetDiceRows = 24

// SheetInputFor fills the Dragonhead folding sheet from a character: every
// number it prints is one DeriveCharacter computed with the given Dice Table,
// never worked out again here. name, player and campaign come from the
// character file, which keeps them outside the data document.
func SheetInputFor(name, player, campaign string, c Character, dice DiceTable) SheetInput {
	d := DeriveCharacter(c, dice)
	in := SheetInput{
		Name:            name,
		Player:          player,
		Campaign:        campaign,
		DateCreated:     c.DateCreated,
		CharacterLevel:  d.Text("character_level"),
		Inclination:     d.Text("inclination"),
		Personality:     strings.Join(c.Traits, ", "),
		Combat:          d.Text("combat"),
		ACDC:            d.Text("ac_dc"),
		Armor:           d.Text("armor"),
		Shield:          d.Text("shield"),
		Stun:            d.Text("stun"),
		Climate:         d.Text("climate"),
		Warmth:          d.Text("warmth"),
		AdjustedClimate: d.Text("adjusted_climate"),
		BodyWeight:      d.Text("body_weight"),
		UnspentXP:       d.TextInt("xp_unspent", thousands),
		SpentXP:         d.TextInt("xp_spent", thousands),
		TotalXP:         d.TextInt("xp_total", thousands),
	}
	if in.Name == "" {
		// 002_81d21628bd61f597.txt: tack "The" onto the character's class.
		in.Name = d.Text("default_name")
	}
	in.HP, _ = rules.As[int](d, "total_hp")
	if c.Damage != nil {
		// The encounter's write-back: the wear circles crossed, the rests taken.
		in.WearMarked, in.TearMarked, in.ScarMarked, in.RestsTaken = c.Damage.Wear, c.Damage.Tear, c.Damage.Scar, c.Damage.Rests
	}
	// 002_81d21628bd61f597.txt: "Write your total Move penalty on the
	// front of your sheet under Hinders."
	if p, _ := rules.As[int](d, "move_penalty"); p > 0 {
		in.Hinders = []string{fmt.Sprintf("Move penalty −%d", p)}
	}
	in.Abilities = sheetAbilities(d)
	in.Move = sheetMove(d)
	in.Classes = sheetClasses(c)
	in.Skills = sheetSkills(c)
	in.Attacks = sheetAttacks(d)
	in.Items = sheetItems(c)
	in.Platinum, in.Gold, in.Silver, in.Copper, in.Iron = coinText(c, "PP"), coinText(c, "GP"), coinText(c, "SP"), coinText(c, "CP"), coinText(c, "IP")
	in.Spent = sheetSpent(c)
	return in
}

// SheetDiceTable is the placemat's dice table filled from the group's Dice
// Table (the one the character's rolls were derived with).
func SheetDiceTable(dice DiceTable) []SheetDiceRow {
	rows := dice.Rows(SheetDiceRows)
	out := make([]SheetDiceRow, len(rows))
	for i, r := range rows {
		out[i] = SheetDiceRow{Number: strconv.Itoa(r.Number), Roll: r.Roll}
	}
	return out
}

// sheetAbilities prints the nine scores in sheet order with their modifiers.
// Muscle after creation shows Muscle × Mass with the actual score after it,
// as DeriveCharacter's "muscle_display" does ("Muscle 12 (6)").
func sheetAbilities(d rules.Derived) [9]SheetAbility {
	var out [9]SheetAbility
	scores, _ := rules.As[map[string]int](d, "abilities")
	mods, _ := rules.As[map[string]int](d, "modifiers")
	for i, n := range SheetAbilityNames {
		score, ok := scores[n[1]]
		if !ok {
			continue
		}
		out[i] = SheetAbility{Score: strconv.Itoa(score), Modifier: signed(mods[n[1]])}
	}
	if display := d.Text("muscle_display"); display != "" {
		out[0].Score = strings.TrimSpace(strings.TrimPrefix(display, string(Muscle)))
	}
	return out
}

// sheetMove is the Move box: "When just a die roll is there it is for
// walking. Characters may have other forms of movement attached to die rolls
// such as Fly, Swim, Hop".
func sheetMove(d rules.Derived) string {
	lines, ok := rules.As[[]MoveLine](d, "moves")
	if !ok {
		return ""
	}
	parts := make([]string, 0, len(lines))
	for i, l := range lines {
		if i == 0 && strings.EqualFold(l.Form, "Walk") {
			parts = append(parts, l.Roll)
			continue
		}
		parts = append(parts, l.Form+" "+l.Roll)
	}
	return strings.Join(parts, ", ")
}

// sheetClasses lists each class with its level and its features with the
// level they start at ("SA stands for Starts At"; no SA means 1st level).
func sheetClasses(c Character) []SheetClass {
	out := make([]SheetClass, 0, len(c.Classes))
	for _, cl := range c.Classes {
		sc := SheetClass{Name: cl.Name, Level: strconv.Itoa(cl.Level)}
		for _, f := range cl.Features {
			sc.Features = append(sc.Features, SheetFeature{Name: f.Name, StartsAt: strconv.Itoa(max(f.StartsAt, 1))})
		}
		out = append(out, sc)
	}
	return out
}

func sheetSkills(c Character) []SheetSkill {
	out := make([]SheetSkill, 0, len(c.Skills))
	for _, s := range c.Skills {
		out = append(out, SheetSkill{Name: s.Name, Bonus: signed(s.Bonus)})
	}
	return out
}

// sheetAttacks prints DeriveCharacter's attack lines; the damage type is
// "always the first letter of one of the five damage types".
func sheetAttacks(d rules.Derived) []SheetAttack {
	lines, ok := rules.As[[]AttackLine](d, "attacks")
	if !ok {
		return nil
	}
	out := make([]SheetAttack, 0, len(lines))
	for _, l := range lines {
		a := SheetAttack{
			Name: l.Name, Hit: strconv.Itoa(l.Hit), Damage: l.DamageRoll,
			Type: strings.ToUpper(l.DamageType), Aspects: strings.Join(l.Aspects, ", "),
		}
		if l.X > 0 {
			a.X = strconv.Itoa(l.X)
		}
		out = append(out, a)
	}
	return out
}

// sheetItems lists the equipment with a count, what it protects, and its
// weight (for all of them, in lbs).
func sheetItems(c Character) []SheetItem {
	out := make([]SheetItem, 0, len(c.Equipment))
	for _, it := range c.Equipment {
		name := it.Name
		if it.count() > 1 {
			name = fmt.Sprintf("%d× %s", it.count(), it.Name)
		}
		var aspects []string
		if it.Equipped {
			aspects = append(aspects, "worn")
		}
		if it.Armor != 0 {
			aspects = append(aspects, fmt.Sprintf("Armor %d", it.Armor))
		}
		if it.Shield != 0 {
			aspects = append(aspects, fmt.Sprintf("Shield %d", it.Shield))
		}
		if it.Quality != 0 {
			aspects = append(aspects, "Quality "+signed(it.Quality))
		}
		if it.MovePenalty != 0 {
			aspects = append(aspects, fmt.Sprintf("Move −%d", it.MovePenalty))
		}
		if it.Warmth != 0 {
			aspects = append(aspects, fmt.Sprintf("Wm %d", it.Warmth))
		}
		aspects = append(aspects, it.Aspects...)
		weight := ""
		if it.WeightLb > 0 {
			weight = strconv.FormatFloat(it.WeightLb*float64(it.count()), 'f', -1, 64)
		}
		out = append(out, SheetItem{Name: name, Aspects: strings.Join(aspects, ", "), Weight: weight})
	}
	return out
}

func coinText(c Character, abbr string) string {
	if n := c.Coins[abbr]; n != 0 {
		return thousands(n)
	}
	return ""
}

// sheetSpent is the "Spent XP" list: classes first in the character's
// order, then skills in the character's order, then ability increases.
func sheetSpent(c Character) []SheetSpent {
	var out []SheetSpent
	seen := map[string]bool{}
	add := func(what string, xp int) {
		out = append(out, SheetSpent{What: what, XP: thousands(xp)})
	}
	for _, cl := range c.Classes {
		if xp, ok := c.XP.Spent.Classes[cl.Name]; ok {
			add(fmt.Sprintf("%s %d", cl.Name, cl.Level), xp)
			seen["class:"+cl.Name] = true
		}
	}
	for _, s := range c.Skills {
		if xp, ok := c.XP.Spent.Skills[s.Name]; ok {
			add(fmt.Sprintf("%s %s", s.Name, signed(s.Bonus)), xp)
			seen["skill:"+s.Name] = true
		}
	}
	for _, a := range AbilityNames() {
		if xp, ok := c.XP.Spent.Abilities[string(a)]; ok {
			add(fmt.Sprintf("%s +%d", a, c.AbilityIncreases[a]), xp)
			seen["ability:"+string(a)] = true
		}
	}
	// Spending recorded on something the character no longer lists still
	// counts in Spent XP, so it is printed too.
	for _, group := range []struct {
		kind string
		m    map[string]int
	}{{"class", c.XP.Spent.Classes}, {"skill", c.XP.Spent.Skills}, {"ability", c.XP.Spent.Abilities}} {
		for _, name := range rules.SortedKeys(group.m) {
			if !seen[group.kind+":"+name] {
				add(name, group.m[name])
			}
		}
	}
	return out
}
