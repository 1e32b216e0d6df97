package dragonhead

import (
	"fmt"
	"strings"

	"sessionzero/rules"
)

// AttackLine is a derived line of the Attacks list.
type AttackLine struct {
	Name       string   `json:"name"`
	Hit        int      `json:"hit"`
	HitExplain string   `json:"hit_explain"`
	Damage     int      `json:"damage"`
	DamageRoll string   `json:"damage_roll"`
	DamageType string   `json:"damage_type"`
	Aspects    []string `json:"aspects,omitempty"`
	X          int      `json:"x,omitempty"`
	Explain    string   `json:"explain"`
}

// MoveLine is one form of movement as a die roll.
type MoveLine struct {
	Form    string `json:"form"`
	Score   int    `json:"score"`
	Roll    string `json:"roll"`
	Explain string `json:"explain"`
}

// SpellLimit is the spell level limit a magic class gives.
type SpellLimit struct {
	Class   string `json:"class"`
	System  string `json:"system"`
	Limit   int    `json:"limit"`
	Explain string `json:"explain"`
}

type deriver struct {
	c     Character
	dice  DiceTable
	size  BodySize
	vals  []rules.Value
	probs []rules.Problem
	notes []string
}

func (d *deriver) add(key, label string, v any, explain string, a ...any) {
	d.vals = append(d.vals, rules.Value{Key: key, Label: label, Value: v, Explain: fmt.Sprintf(explain, a...)})
}

func (d *deriver) problem(code, msg string, a ...any) {
	d.probs = append(d.probs, rules.Problem{Code: code, Message: fmt.Sprintf(msg, a...)})
}

func signed(n int) string { return fmt.Sprintf("%+d", n) }

// DeriveCharacter computes every derived value of c, turning numbers into
// die rolls with the given Dice Table.
func DeriveCharacter(c Character, dice DiceTable) rules.Derived {
	d := &deriver{c: c, dice: dice, size: c.size()}
	d.abilities()
	d.classes()
	d.hitPoints()
	penalty := d.equipment()
	d.defense(penalty)
	d.movement(penalty)
	d.attacks()
	d.magic()
	d.experience()
	d.personality()
	d.notes = append(d.notes,
		"Dice Table: the book's table is not in the seed; the default is the fewest standard dice whose best roll equals the number (editable in settings).",
		"Modifier = (score − 10) / 2 and Combat = (Muscle + Dexterity + Spirit) / 3, both rounded down.")
	return rules.Derived{Implemented: true, Values: d.vals, Problems: d.probs, Notes: d.notes}
}

func (d *deriver) abilities() {
	c := d.c
	scores := map[string]int{}
	mods := map[string]int{}
	var parts []string
	for _, a := range AbilityNames() {
		v, ok := c.Abilities[a]
		if !ok {
			d.problem("missing_ability", "%s has no score: roll, assign or type it", a)
		} else if v < 1 {
			d.problem("ability_below_1", "%s %d: a score can go as low as 1", a, v)
		}
		scores[string(a)] = v
		mods[string(a)] = Modifier(v)
		parts = append(parts, fmt.Sprintf("%s %d → %s", a, v, signed(Modifier(v))))
	}
	d.add("abilities", "Abilities", scores, "actual scores (Muscle before size Mass)")
	d.add("modifiers", "Modifiers", mods, "modifier = (score − 10) / 2 rounded down: %s", strings.Join(parts, ", "))
	mus, dex, spi := c.score(Muscle), c.score(Dexterity), c.score(Spirit)
	d.add("combat", "Combat", CombatScore(mus, dex, spi),
		"Combat %d = (Muscle %d + Dexterity %d + Spirit %d) / 3, rounded down", CombatScore(mus, dex, spi), mus, dex, spi)
	d.add("size", "Body size", d.size.Name, "Mass %g, Dmg %g, Dis %g, Hide %s", d.size.Mass, d.size.Dmg, d.size.Dis, signed(d.size.Hide))
	d.add("hide", "Hide", d.size.Hide, "%s size: Hide %s to hiding and diving for cover", d.size.Name, signed(d.size.Hide))
	d.add("ex", "Ex", d.size.Ex(), "wear per level of trying hard: Dmg %g rounded down, at least 1", d.size.Dmg)
	adjusted := scale(mus, d.size.Mass)
	display := fmt.Sprintf("Muscle %d", mus)
	explain := "Medium: Mass 1 leaves Muscle as it is"
	if d.size.Mass != 1 {
		if c.Creation.Done {
			display = fmt.Sprintf("Muscle %d (%d)", adjusted, mus)
			explain = fmt.Sprintf("after creation Muscle × Mass: %d × %g = %d, rounded down; %d is the actual score", mus, d.size.Mass, adjusted, mus)
		} else {
			adjusted = mus
			explain = "during creation Muscle is used as rolled; Mass applies after creation"
		}
	}
	d.add("muscle_adjusted", "Muscle (size)", adjusted, "%s", explain)
	d.add("muscle_display", "Muscle on the sheet", display, "%s", explain)
}

// classBonus is the best class bonus any class gives to a use (Melee, AC…):
// class bonuses do not combine.
func (d *deriver) classBonus(use string) (int, string) {
	best, from := 0, ""
	for _, cl := range d.c.Classes {
		for _, l := range cl.Combat {
			if !strings.EqualFold(l.Use, use) {
				continue
			}
			b := cl.Level
			how := fmt.Sprintf("%s %d", cl.Name, cl.Level)
			if l.Half {
				b = floorDiv(cl.Level, 2)
				how = fmt.Sprintf("%s %d, half", cl.Name, cl.Level)
			}
			if b > best || from == "" {
				best, from = b, how
			}
		}
	}
	return best, from
}

func (d *deriver) classes() {
	c := d.c
	if len(c.Classes) == 0 {
		d.problem("no_class", "choose a class: every character starts with one at 1st level")
		return
	}
	races, callings := 0, 0
	var names []string
	for _, cl := range c.Classes {
		names = append(names, fmt.Sprintf("%s %d", cl.Name, cl.Level))
		switch cl.Kind {
		case Race:
			races++
		case Calling:
			callings++
		case Transformation:
		default:
			d.problem("class_kind", "%s: kind %q must be race, calling or transformation", cl.Name, cl.Kind)
		}
		if cl.Level < 1 {
			d.problem("class_level", "%s is at level %d: classes start at 1st level", cl.Name, cl.Level)
		}
		if cl.HitDie == 0 {
			d.problem("class_incomplete", "%s has no hit die: fill it in in the class catalog", cl.Name)
		}
		if len(cl.LevelXP) == 0 {
			d.problem("class_incomplete", "%s has no level advancement table: fill it in in the class catalog", cl.Name)
		}
		if cl.Sample && len(cl.Incomplete) > 0 {
			d.notes = append(d.notes, fmt.Sprintf("%s is one of the book's incomplete sample classes (missing: %s).", cl.Name, MissingWords(cl.Incomplete)))
		}
	}
	if races > 1 {
		d.problem("too_many_races", "%d races: a character has one race", races)
	}
	if races == 0 && callings > 3 {
		d.problem("too_many_callings", "%d callings: at most three callings if human", callings)
	}
	if races == 0 && callings == 0 {
		d.problem("no_calling", "a human character always needs at least one calling")
	}
	if races == 1 && callings > 2 {
		d.problem("too_many_callings", "a race and %d callings: at most a race and two callings", callings)
	}
	d.add("class_line", "Class", strings.Join(names, " / "), "class names and levels, first class first")
	uses := map[string]bool{}
	var order []string
	for _, cl := range c.Classes {
		for _, l := range cl.Combat {
			k := strings.ToLower(l.Use)
			if !uses[k] {
				uses[k] = true
				order = append(order, l.Use)
			}
		}
	}
	bonuses := map[string]int{}
	var parts []string
	for _, u := range order {
		b, from := d.classBonus(u)
		bonuses[u] = b
		parts = append(parts, fmt.Sprintf("%s %s (%s)", u, signed(b), from))
	}
	d.add("class_bonuses", "Class bonuses", bonuses, "the best any class gives, never added together: %s", strings.Join(parts, ", "))
	var restrictions []string
	for _, cl := range c.Classes {
		for _, r := range cl.Restrictions {
			restrictions = append(restrictions, cl.Name+": "+r)
		}
	}
	if len(restrictions) > 0 {
		d.add("restrictions", "Arms & armour", restrictions, "the most restrictive requirements of every class apply")
	}
	var features []string
	for _, cl := range c.Classes {
		for _, f := range cl.Features {
			sa := max(f.StartsAt, 1)
			state := "has"
			if cl.Level < sa {
				state = fmt.Sprintf("at level %d", sa)
			}
			features = append(features, fmt.Sprintf("%s: %s (SA %d, %s)", cl.Name, f.Name, sa, state))
			if f.Talent == "resolve" && cl.Level >= sa {
				b := ResolveBonus(cl.Level, sa)
				d.add("resolve_"+strings.ToLower(cl.Name), cl.Name+" Resolve", b,
					"Resolve %s = class level %d − starts at %d + 1, added to Morale and Fear checks", signed(b), cl.Level, sa)
			}
		}
	}
	if len(features) > 0 {
		d.add("features", "Features", features, "SA is the level a feature starts at")
	}
}

// ResolveBonus is the class bonus a Resolve talent gives at a class level
// when it starts at startsAt: level − startsAt + 1, none below it.
func ResolveBonus(level, startsAt int) int {
	if startsAt < 1 {
		startsAt = 1
	}
	if level < startsAt {
		return 0
	}
	return level - startsAt + 1
}

// ActualHP is the best roll of the first class's hit die plus the Muscle,
// Constitution and Spirit modifiers (before size).
func ActualHP(hitDie, muscle, constitution, spirit int) int {
	return hitDie + Modifier(muscle) + Modifier(constitution) + Modifier(spirit)
}

// StunPoint is Actual HP / 2, rounded down, at least 1.
func StunPoint(actualHP int) int {
	return max(1, floorDiv(actualHP, 2))
}

func (d *deriver) hitPoints() {
	c := d.c
	if len(c.Classes) == 0 || c.Classes[0].HitDie == 0 {
		return
	}
	first := c.Classes[0]
	mus, con, spi := c.score(Muscle), c.score(Constitution), c.score(Spirit)
	base := ActualHP(first.HitDie, mus, con, spi)
	explain := fmt.Sprintf("Actual HP %d = best roll of %s's d%d (%d) + Muscle %s + Constitution %s + Spirit %s",
		base, first.Name, first.HitDie, first.HitDie, signed(Modifier(mus)), signed(Modifier(con)), signed(Modifier(spi)))
	actual := base
	if base < 1 {
		d.problem("died_in_creation", "Actual HP %d is below 1: the character died during creation; re-roll the character", base)
	}
	if d.size.Dmg != 1 {
		actual = max(1, scale(base, d.size.Dmg))
		explain += fmt.Sprintf(", × Dmg %g (%s) = %d, rounded down", d.size.Dmg, d.size.Name, actual)
	}
	d.add("actual_hp", "Actual HP", actual, "%s", explain)
	classHP := 0
	var rolls []string
	for i, cl := range c.Classes {
		want := cl.Level
		if i == 0 {
			want = cl.Level - 1
		}
		if want < 0 {
			want = 0
		}
		if len(cl.HPRolls) != want {
			d.problem("hp_rolls", "%s level %d needs %d hit die rolls, the character has %d", cl.Name, cl.Level, want, len(cl.HPRolls))
		}
		for _, r := range cl.HPRolls {
			if cl.HitDie > 0 && (r < 1 || r > cl.HitDie) {
				d.problem("hp_roll_range", "%s hit die roll %d is not a d%d roll", cl.Name, r, cl.HitDie)
			}
			classHP += r
			rolls = append(rolls, fmt.Sprintf("%s d%d: %d", cl.Name, cl.HitDie, r))
		}
	}
	rollText := "no levels after first yet"
	if len(rolls) > 0 {
		rollText = strings.Join(rolls, ", ")
	}
	d.add("class_hp", "Class HP", classHP, "Class HP %d = hit die rolls for each level after first (%s)", classHP, rollText)
	d.add("total_hp", "Total HP", actual+classHP, "Total HP %d = Actual HP %d + Class HP %d", actual+classHP, actual, classHP)
	d.add("stun", "Stun", StunPoint(actual), "Stun %d = Actual HP %d / 2, rounded down, at least 1", StunPoint(actual), actual)
}

// equipment derives weights, coins, climate and returns the total Move
// penalty.
func (d *deriver) equipment() int {
	c := d.c
	weight := 0.0
	price := 0
	itemPenalty := 0
	warmth := 0
	var penaltyParts []string
	for _, it := range c.Equipment {
		if it.Count < 0 || it.WeightLb < 0 || it.PriceIP < 0 {
			d.problem("item_negative", "%s has a negative count, weight or price", it.Name)
		}
		weight += it.WeightLb * float64(it.count())
		price += it.PriceIP * it.count()
		if it.MovePenalty != 0 {
			p := it.MovePenalty * it.count()
			itemPenalty += p
			penaltyParts = append(penaltyParts, fmt.Sprintf("%s %d", it.Name, p))
		}
		if it.Equipped || strings.EqualFold(it.Kind, ItemClothing) {
			warmth += it.Warmth * it.count()
		}
	}
	coins, value := 0, 0
	for _, coin := range Coins {
		n := c.Coins[coin.Abbr]
		if n < 0 {
			d.problem("coins_negative", "%d %s: coin counts cannot be negative", n, coin.Abbr)
			continue
		}
		coins += n
		value += n * coin.Value
	}
	coinPenalty := coins / CoinsPerMovePenalty
	weight += float64(coins) * CoinWeightLbs
	d.add("coins", "Coins", coins, "%d coins worth %s in iron pieces, %.1f lbs at 0.1 lb each", coins, FormatIP(value), float64(coins)*CoinWeightLbs)
	d.add("wealth_ip", "Wealth", value, "PP $1000, GP $100, SP $50, CP $10, IP $1")
	d.add("equipment_weight", "Carried weight", weight, "items × count, plus coins at 0.1 lb")
	d.add("equipment_value", "Equipment value", price, "market price of the items × count, %s (used items sell for half)", FormatIP(price))
	total := itemPenalty + coinPenalty
	if coinPenalty > 0 {
		penaltyParts = append(penaltyParts, fmt.Sprintf("%d coins %d", coins, coinPenalty))
	}
	explain := "nothing slows the character"
	if len(penaltyParts) > 0 {
		explain = strings.Join(penaltyParts, " + ") + " (every 250 coins = Move −1)"
	}
	d.add("move_penalty", "Move penalty (Hinders)", total, "Move penalty %d: %s", total, explain)
	d.add("warmth", "Wm", warmth, "warmth points of the clothing and equipment worn")
	if c.Climate != "" {
		adj, err := AdjustedClimate(c.Climate, warmth)
		if err != nil {
			d.problem("climate", "%v; use one of %s", err, strings.Join(Climates, ", "))
		} else {
			d.add("climate", "Climate", c.Climate, "natural habitat")
			d.add("adjusted_climate", "Adj", adj, "%s shifted one climate colder per 10 warmth (Wm %d)", c.Climate, warmth)
		}
	}
	if c.BodyWeightLb > 0 {
		d.add("body_weight", "Body Wt", c.BodyWeightLb, "as entered, lbs")
	}
	return total
}

func (d *deriver) defense(penalty int) {
	c := d.c
	combat := CombatScore(c.score(Muscle), c.score(Dexterity), c.score(Spirit))
	cb, cbFrom := d.classBonus("AC")
	sb, sbFrom := d.skillBonus("AC", "")
	ac := combat + cb + sb - penalty
	explain := fmt.Sprintf("AC %d = Combat %d + class bonus %d", ac, combat, cb)
	if cbFrom != "" {
		explain += " (" + cbFrom + ")"
	}
	explain += fmt.Sprintf(" + skill bonus %d", sb)
	if sbFrom != "" {
		explain += " (" + sbFrom + ")"
	}
	explain += fmt.Sprintf(" − Move penalty %d", penalty)
	d.add("ac", "AC", ac, "%s", explain)
	luck := c.score(Luck)
	dc := max(1, luck-4)
	d.add("dc", "DC", dc, "DC %d = Luck %d − 4, at least 1", dc, luck)
	acdc := fmt.Sprint(dc)
	if ac > dc {
		acdc = fmt.Sprintf("%d/%d", ac, dc)
	}
	d.add("ac_dc", "AC/DC", acdc, "both with a slash when AC is greater than DC, otherwise DC alone")

	slots := map[string][]Item{}
	for _, it := range c.Equipment {
		if !it.Equipped {
			if it.Armor > 0 || it.Shield > 0 {
				d.notes = append(d.notes, fmt.Sprintf("%s is carried but not worn: mark it worn (equipped) for its Armor or Shield to count.", it.Name))
			}
			continue
		}
		switch strings.ToLower(it.Kind) {
		case ItemArmor, "armour":
			slots[ItemArmor] = append(slots[ItemArmor], it)
		case ItemHelmet, ItemShield, ItemProtection:
			slots[strings.ToLower(it.Kind)] = append(slots[strings.ToLower(it.Kind)], it)
		}
	}
	armor, shield := 0, 0
	var armorParts, shieldParts []string
	for _, slot := range []string{ItemArmor, ItemHelmet, ItemShield, ItemProtection} {
		items := slots[slot]
		if len(items) == 0 {
			continue
		}
		if len(items) > 1 {
			if slot == ItemProtection {
				d.notes = append(d.notes, "Only the most powerful protective magic item counts.")
			} else {
				d.problem("two_"+slot, "%d %ss worn: a character wears one suit of armor, one helmet and carries one shield; the best counts", len(items), slot)
			}
		}
		best := items[0]
		for _, it := range items[1:] {
			if it.Armor+it.Shield+it.Quality > best.Armor+best.Shield+best.Quality {
				best = it
			}
		}
		if best.Armor > 0 {
			armor += best.Armor + best.Quality
			armorParts = append(armorParts, fmt.Sprintf("%s %d%+d", best.Name, best.Armor, best.Quality))
		}
		if best.Shield > 0 {
			shield += best.Shield + best.Quality
			shieldParts = append(shieldParts, fmt.Sprintf("%s %d%+d", best.Name, best.Shield, best.Quality))
		}
	}
	d.defenseRoll("armor", "Armor", armor, armorParts)
	d.defenseRoll("shield", "Shield", shield, shieldParts)
}

func (d *deriver) defenseRoll(key, label string, total int, parts []string) {
	sized := scale(total, d.size.Dmg)
	roll := ""
	if sized > 0 {
		roll = d.dice.Roll(sized)
	}
	explain := fmt.Sprintf("%s %d", label, total)
	if len(parts) > 0 {
		explain += " = " + strings.Join(parts, " + ")
	} else {
		explain += ": nothing worn"
	}
	if d.size.Dmg != 1 {
		explain += fmt.Sprintf(", × Dmg %g = %d", d.size.Dmg, sized)
	}
	if roll != "" {
		explain += fmt.Sprintf(", Dice Table %d → %s", sized, roll)
	}
	d.add(key, label, roll, "%s", explain)
	d.add(key+"_value", label+" value", sized, "%s", explain)
}

// skillBonus is the best skill bonus for a use (only one skill at a time);
// named restricts it to that skill.
func (d *deriver) skillBonus(use, named string) (int, string) {
	best, from := 0, ""
	for _, s := range d.c.Skills {
		if named != "" && !strings.EqualFold(s.Name, named) {
			continue
		}
		helps := named != "" && len(s.Uses) == 0
		for _, u := range s.Uses {
			if strings.EqualFold(u, use) || named != "" {
				helps = true
			}
		}
		if helps && (s.Bonus > best || from == "") {
			best, from = s.Bonus, fmt.Sprintf("%s %s", s.Name, signed(s.Bonus))
		}
	}
	return best, from
}

func (d *deriver) movement(penalty int) {
	c := d.c
	if len(c.Classes) == 0 {
		return
	}
	forms := append([]Move(nil), c.Classes[0].Moves...)
	have := map[string]bool{}
	for _, m := range forms {
		have[strings.ToLower(m.Form)] = true
	}
	for _, cl := range c.Classes[1:] {
		for _, m := range cl.Moves {
			if !have[strings.ToLower(m.Form)] {
				forms = append(forms, m)
				have[strings.ToLower(m.Form)] = true
			}
		}
	}
	if len(forms) == 0 {
		d.problem("no_move", "%s has no movement: fill it in in the class catalog", c.Classes[0].Name)
		return
	}
	musMod, dexMod := c.mod(Muscle), c.mod(Dexterity)
	var lines []MoveLine
	for _, m := range forms {
		raw := m.Score + musMod + dexMod - penalty
		sized := scale(raw, d.size.Dis)
		explain := fmt.Sprintf("%s %d + Muscle %s + Dexterity %s − Move penalty %d = %d", m.Form, m.Score, signed(musMod), signed(dexMod), penalty, raw)
		if d.size.Dis != 1 {
			explain += fmt.Sprintf(", × Dis %g = %d", d.size.Dis, sized)
		}
		roll := "1"
		if sized <= 1 {
			explain += ", 1 or less is a 1"
		} else {
			roll = d.dice.Roll(sized)
			explain += fmt.Sprintf(", Dice Table %d → %s", sized, roll)
		}
		lines = append(lines, MoveLine{Form: m.Form, Score: max(sized, 1), Roll: roll, Explain: explain})
	}
	d.add("move", "Move", lines[0].Roll, "%s", lines[0].Explain)
	var parts []string
	for _, l := range lines {
		parts = append(parts, l.Form+" "+l.Roll)
	}
	d.add("moves", "Movement", lines, "movement comes from the first class; other classes add only forms it lacks: %s", strings.Join(parts, ", "))
}

func (d *deriver) attacks() {
	c := d.c
	if len(c.Attacks) == 0 {
		return
	}
	combat := CombatScore(c.score(Muscle), c.score(Dexterity), c.score(Spirit))
	var lines []AttackLine
	for _, a := range c.Attacks {
		line := AttackLine{Name: a.Name, Aspects: a.Aspects, X: a.SpellLevel}
		if a.Count > 1 {
			line.Name = fmt.Sprintf("%d× %s", a.Count, a.Name)
		}
		if a.Quality != 0 {
			line.Name += " " + signed(a.Quality)
		}
		isSpell := strings.EqualFold(a.Kind, "Spell")
		if isSpell {
			cb, from := d.spellBonus(a)
			mag := c.score(Magic)
			line.Hit = mag + cb - a.SpellLevel
			line.HitExplain = fmt.Sprintf("Hit %d = Magic %d + class bonus %d%s − spell level %d", line.Hit, mag, cb, paren(from), a.SpellLevel)
		} else {
			cb, from := d.classBonus(a.Kind)
			sb, sfrom := 0, ""
			if a.Skill != "" {
				sb, sfrom = d.skillBonus(a.Kind, a.Skill)
				if sfrom == "" {
					d.problem("attack_skill", "%s uses skill %s, which the character does not have", a.Name, a.Skill)
				}
				if a.HalfSkill {
					sb = floorDiv(sb, 2)
					sfrom += ", half"
				}
			}
			line.Hit = combat + cb + sb + a.Hit + a.Quality
			line.HitExplain = fmt.Sprintf("Hit %d = Combat %d + class bonus %d%s + skill bonus %d%s + hit %d + quality %d",
				line.Hit, combat, cb, paren(from), sb, paren(sfrom), a.Hit, a.Quality)
		}
		if a.Damage > 0 {
			dmg := a.Damage
			explain := fmt.Sprintf("damage %d", a.Damage)
			if a.MusclePowered && !isSpell {
				m := c.mod(Muscle)
				dmg += m
				explain += fmt.Sprintf(" + Muscle %s", signed(m))
			}
			if d.size.Dmg != 1 {
				sized := scale(dmg, d.size.Dmg)
				explain += fmt.Sprintf(" = %d, × Dmg %g = %d", dmg, d.size.Dmg, sized)
				dmg = sized
			}
			line.Damage = dmg
			if dmg > 0 {
				line.DamageRoll = d.dice.Roll(dmg)
			} else {
				line.DamageRoll = "0"
			}
			line.Explain = explain + fmt.Sprintf(", Dice Table %d → %s", dmg, line.DamageRoll)
		}
		if a.DamageType != "" {
			if t, ok := ParseDamageType(a.DamageType); ok {
				line.DamageType = t.Letter
			} else {
				d.problem("damage_type", "%s: damage type %q is not one of p, s, m, b, i", a.Name, a.DamageType)
			}
		}
		for _, asp := range a.Aspects {
			if _, ok := AspectByName(asp); !ok {
				d.notes = append(d.notes, fmt.Sprintf("%s: aspect %q is not in the book's list.", a.Name, asp))
			}
		}
		lines = append(lines, line)
	}
	var parts []string
	for _, l := range lines {
		parts = append(parts, fmt.Sprintf("%s %s %s%s", l.Name, signed(l.Hit), l.DamageRoll, l.DamageType))
	}
	d.add("attacks", "Attacks", lines, "Hit = Combat + Class Bonus + Skill Bonus + Hit + Quality (spells: Magic + Class Bonus − Spell Level): %s", strings.Join(parts, "; "))
}

func paren(s string) string {
	if s == "" {
		return ""
	}
	return " (" + s + ")"
}

// spellBonus is the best class bonus a magic class gives to a spell of its
// kind: full for a listed kind, half for "½" kinds, "Any" covering every
// non-divine kind. Divine spells need a divine-caster.
func (d *deriver) spellBonus(a Attack) (int, string) {
	best, from := 0, ""
	for _, cl := range d.c.Classes {
		if cl.Magic == nil || cl.Level < max(cl.Magic.StartsAt, 1) {
			continue
		}
		if a.Divine && !strings.EqualFold(cl.Magic.System, DivineCaster) {
			continue
		}
		for _, k := range cl.Magic.Kinds {
			match := strings.EqualFold(k.Use, a.MagicKind) || (strings.EqualFold(k.Use, "Any") && !a.Divine)
			if !match {
				continue
			}
			b := cl.Level
			how := fmt.Sprintf("%s %d, %s", cl.Name, cl.Level, k)
			if k.Half {
				b = floorDiv(cl.Level, 2)
			}
			if b > best || from == "" {
				best, from = b, how
			}
		}
	}
	if from == "" {
		d.problem("spell_class", "%s: no class of the character casts %s spells", a.Name, orAny(a.MagicKind))
	}
	return best, from
}

func orAny(kind string) string {
	if kind == "" {
		return "these"
	}
	return kind
}

// SpellLevelLimit is class level + the magic system's ability modifier, less
// the starts-at level plus 1 when the magic starts later than 1st level:
// the levels with magic (counted as ResolveBonus counts them) + the
// modifier, 0 below the starts-at level.
func SpellLevelLimit(level, abilityMod, startsAt int) int {
	if levels := ResolveBonus(level, startsAt); levels > 0 {
		return levels + abilityMod
	}
	return 0
}

func (d *deriver) magic() {
	var limits []SpellLimit
	for _, cl := range d.c.Classes {
		if cl.Magic == nil {
			continue
		}
		ab, ok := magicAbility(cl.Magic.System)
		if !ok {
			d.problem("magic_system", "%s: magic system %q must be Spell-Caster, Divine-Caster or Power-User", cl.Name, cl.Magic.System)
			continue
		}
		m := d.c.mod(ab)
		sa := max(cl.Magic.StartsAt, 1)
		lim := SpellLevelLimit(cl.Level, m, sa)
		explain := fmt.Sprintf("%s level %d + %s %s", cl.Name, cl.Level, ab, signed(m))
		if sa > 1 {
			explain += fmt.Sprintf(" − starts at %d + 1", sa)
		}
		if cl.Level < sa {
			explain = fmt.Sprintf("%s magic starts at level %d", cl.Name, sa)
		}
		limits = append(limits, SpellLimit{Class: cl.Name, System: cl.Magic.System, Limit: lim, Explain: fmt.Sprintf("Spell level limit %d = %s", lim, explain)})
		if strings.EqualFold(cl.Magic.System, DivineCaster) {
			t := d.c.Inclination.True
			if t == "" {
				t = d.c.Inclination.Social
			}
			if !strings.HasSuffix(t, "G") && !strings.HasSuffix(t, "E") {
				d.problem("divine_inclination", "%s is a divine-caster: the true inclination must end in Good or Evil (now %q)", cl.Name, t)
			}
		}
	}
	if len(limits) == 0 {
		return
	}
	best := limits[0]
	for _, l := range limits[1:] {
		if l.Limit > best.Limit {
			best = l
		}
	}
	d.add("spell_level_limit", "Spell level limit", best.Limit, "%s", best.Explain)
	d.add("spell_limits", "Spell level limits", limits, "one per magic class")
	used := 0
	for _, a := range d.c.Attacks {
		if strings.EqualFold(a.Kind, "Spell") {
			used += a.SpellLevel
		}
	}
	if used > best.Limit {
		d.problem("spell_levels", "%d spell levels ready, the limit is %d", used, best.Limit)
	}
}

func (d *deriver) experience() {
	c := d.c
	spent := c.XP.Spent.Total()
	level := CharacterLevel(spent)
	d.add("xp_spent", "Spent XP", spent, "Spent XP %s = classes %s + skills %s + abilities %s", thousands(spent),
		thousands(sumMap(c.XP.Spent.Classes)), thousands(sumMap(c.XP.Spent.Skills)), thousands(sumMap(c.XP.Spent.Abilities)))
	d.add("xp_unspent", "Unspent XP", c.XP.Unspent, "effort points not yet spent")
	classPoints := sumMap(c.XP.ClassPoints)
	d.add("class_points", "Class points", classPoints, "unspent class points, each only for its own class")
	total := spent + c.XP.Unspent + classPoints
	d.add("xp_total", "Total XP", total, "Total XP %s = spent %s + unspent %s + class points %s", thousands(total), thousands(spent), thousands(c.XP.Unspent), thousands(classPoints))
	d.add("character_level", "Character level", level, "%s XP spent: level %d runs to %s XP (level n ends at 2,500 × 2^(n−1))", thousands(spent), level, thousands(LevelEndsAt(level)))
	d.add("adventure_tier", "Adventure", Tier(level), "character level %d", level)
	if c.XP.Unspent < 0 {
		d.notes = append(d.notes, fmt.Sprintf("Unspent XP is %s: regain it before advancing.", thousands(c.XP.Unspent)))
	}
	for name, pts := range c.XP.ClassPoints {
		if _, err := c.classIndex(name); err != nil && pts != 0 {
			d.problem("class_points_orphan", "%s class points for %s, a class the character does not have", thousands(pts), name)
		}
	}
	// Recorded spending must cover what the levels, bonuses and increases cost.
	for _, cl := range c.Classes {
		rec := c.XP.Spent.Classes[cl.Name]
		if cl.Kind == Transformation && rec == 0 {
			continue
		}
		if cost, err := cl.LevelCost(cl.Level); err == nil && rec < cost {
			d.problem("class_xp", "%s level %d costs %s XP, %s recorded as spent on it", cl.Name, cl.Level, thousands(cost), thousands(rec))
		}
	}
	for _, s := range c.Skills {
		rec, cost := c.XP.Spent.Skills[s.Name], SkillCost(s.BaseCost, s.Bonus)
		if s.BaseCost < 1 {
			d.problem("skill_cost", "%s has no base cost", s.Name)
		} else if rec != cost {
			d.problem("skill_xp", "%s %s costs %s XP, %s recorded as spent on it", s.Name, signed(s.Bonus), thousands(cost), thousands(rec))
		}
		if s.AtCreation && s.MinIntellect > 0 {
			atCreation := c.score(Intellect) - c.AbilityIncreases[Intellect]
			if atCreation < s.MinIntellect {
				d.problem("skill_intellect", "%s at creation needs Intellect %d or better (was %d)", s.Name, s.MinIntellect, atCreation)
			}
		}
	}
	for _, a := range rules.SortedKeys(c.AbilityIncreases) {
		n := c.AbilityIncreases[a]
		rec, cost := c.XP.Spent.Abilities[string(a)], AbilityIncreaseCost(n)
		if rec != cost {
			d.problem("ability_xp", "%s +%d costs %s XP, %s recorded as spent on it", a, n, thousands(cost), thousands(rec))
		}
	}
	languages := 0
	for _, s := range c.Skills {
		if s.Language {
			languages++
		}
	}
	if languages == 0 {
		d.notes = append(d.notes, "No language skill: the character speaks nothing and gets by with grunts and barks.")
	}
	var skills []string
	for _, s := range c.Skills {
		skills = append(skills, fmt.Sprintf("%s %s", s.Name, signed(s.Bonus)))
	}
	d.add("skills", "Skills", skills, "skill costs start at the base cost and double with every +1")
}

func sumMap(m map[string]int) int {
	t := 0
	for _, v := range m {
		t += v
	}
	return t
}

func (d *deriver) personality() {
	c := d.c
	in := c.Inclination
	for _, code := range []string{in.Social, in.True} {
		if code != "" && !ValidInclination(code) {
			d.problem("inclination", "inclination %q is not one of LG, NG, CG, LN, TN, CN, LE, NE, CE", code)
		}
	}
	if in.Social != "" {
		for _, cl := range c.Classes {
			if len(cl.Inclinations) == 0 {
				continue
			}
			ok := false
			for _, allowed := range cl.Inclinations {
				if allowed == in.Social {
					ok = true
				}
			}
			if !ok {
				d.problem("class_inclination", "%s allows the social inclinations %s, not %s", cl.Name, strings.Join(cl.Inclinations, ", "), in.Social)
			}
		}
	}
	d.add("inclination", "Inclination", in.String(), "Social / True; one code when they are the same")
	if len(c.Traits) > 0 && len(c.Traits) != 3 {
		d.problem("traits", "%d personality traits: choose three (one positive, one neutral, one negative)", len(c.Traits))
	}
	d.add("default_name", "Name if none is given", DisplayName("", c), "tack \"The\" onto the character's class")
}
