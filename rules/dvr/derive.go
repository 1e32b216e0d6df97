package dvr

import (
	"fmt"
	"strings"

	"sessionzero/rules"
)

func scriptDie(c Character, attr string) int {
	for k, v := range c.Script {
		if a, _ := attribute(k); a == attr {
			return v
		}
	}
	return 4
}

func xpTotal(c Character) int {
	t := 0
	for _, x := range c.XPEarned {
		t += x.Amount
	}
	for _, h := range c.History {
		if h.Kind == HistoryBurdenHealed {
			t += h.XP
		}
	}
	return t
}

func xpSpent(c Character) int {
	t := 0
	for _, h := range c.History {
		if h.Kind == HistoryBuy {
			t += h.Paid
		}
	}
	return t
}

// boughtLevels counts the levels bought with XP for script or skills.
func boughtLevels(c Character, what string) int {
	n := 0
	for _, h := range c.History {
		if h.Kind == HistoryBuy && h.What == what {
			n++
		}
	}
	return n
}

func gameType(c Character) string {
	if c.GameType == "" {
		return GameNormal
	}
	return c.GameType
}

func xpDifficulty(c Character) string {
	if c.XPDifficulty == "" {
		return XPNormal
	}
	return c.XPDifficulty
}

// SkillList is the campaign's skills (the book's generic 15 when unset).
func SkillList(c Character) []string {
	if len(c.SkillList) == 0 {
		return GenericSkills
	}
	return c.SkillList
}

// Budgets are the starting skill and core points (L127–131, DVR-1, DVR-3):
// Heroic n / 8, Normal ⌊3n/4⌋ / 5, Gritty ⌊n/2⌋ / 3 for n skills.
func Budgets(game string, n int) (skill, core int) {
	switch game {
	case GameHeroic:
		return n, 8
	case GameGritty:
		return n / 2, 3
	}
	return 3 * n / 4, 5
}

// Derive computes every value of spec §3.
func Derive(data rulesData) (rules.Derived, error) {
	return rules.DeriveWith(Decode, DeriveCharacter, data)
}

// DeriveCharacter is Derive on a decoded character.
func DeriveCharacter(c Character) rules.Derived {
	d := rules.Derived{Implemented: true}
	add := d.Add
	problem := d.Problemf
	game, diff := gameType(c), xpDifficulty(c)
	list := SkillList(c)
	n := len(list)
	skillPts, corePts := Budgets(game, n)
	add("game_type", "Game type", game, "Game type "+game+" sets the starting budgets (Starting Stats table)")
	add("xp_difficulty", "XP difficulty", diff, "XP difficulty "+diff+" sets the level prices")
	add("skill_count", "Skills on the list", n, fmt.Sprintf("%d skills on the campaign's list", n))

	// Script.
	coreSpent := 0
	focusAttr, _ := attribute(c.FocusDie)
	var script []ScriptRow
	for _, a := range Attributes {
		die := scriptDie(c, a)
		lvl := Level(die)
		coreSpent += lvl - 1
		row := ScriptRow{Name: a, Die: die, Level: lvl, Focus: a == focusAttr,
			Explain: fmt.Sprintf("%s d%d = level %d (d4 + %d core point(s) or XP levels)", a, die, lvl, lvl-1)}
		if lvl < 5 {
			p, _ := XPPrice(BuyScript, diff, lvl+1)
			row.NextCost = &p
		}
		script = append(script, row)
	}
	coreSpent -= boughtLevels(c, BuyScript)
	add("core_points", "Core points", corePts, fmt.Sprintf("Core points %d (%s game)", corePts, game))
	add("core_points_spent", "Core points spent", coreSpent, fmt.Sprintf("Core points spent %d = Σ(level − 1) over the six script dice, minus levels bought with XP", coreSpent))
	add("core_points_left", "Core points left", corePts-coreSpent, fmt.Sprintf("Core points left %d = %d − %d", corePts-coreSpent, corePts, coreSpent))
	switch {
	case coreSpent > corePts:
		problem("core_over", "%d core points spent, the %s budget is %d: lower a script die", coreSpent, game, corePts)
	case coreSpent < corePts:
		problem("core_unspent", "%d core point(s) left to spend on the script", corePts-coreSpent)
	}
	add("script", "Script", script, "Script dice in the book's order: level 1 = d4 … level 5 = d12; next_cost is the XP price of the next level")

	// Skills.
	var skills []SkillRow
	seen := map[string]bool{}
	skillSpent := 0
	addSkill := func(name string, die int) {
		lvl := Level(die)
		skillSpent += lvl
		row := SkillRow{Name: name, Die: die, Level: lvl, Prepped: contains(c.Prepped, name)}
		if die == 0 {
			row.Explain = name + " untrained (no die)"
		} else {
			row.Explain = fmt.Sprintf("%s d%d = level %d", name, die, lvl)
		}
		if lvl < 5 {
			p, _ := XPPrice(BuySkill, diff, lvl+1)
			row.NextCost = &p
		}
		skills = append(skills, row)
	}
	for _, s := range list {
		seen[s] = true
		addSkill(s, c.Skills[s])
	}
	var unknown []string
	for s, die := range c.Skills {
		if !seen[s] {
			unknown = append(unknown, s)
			_ = die
		}
	}
	sortStrings(unknown)
	for _, s := range unknown {
		addSkill(s, c.Skills[s])
		if c.Skills[s] > 0 {
			problem("unknown_skill", "%s is not on the campaign's skill list: add it to the list or rename it", s)
		}
	}
	skillSpent -= boughtLevels(c, BuySkill)
	add("skill_points", "Skill points", skillPts, skillBudgetExplain(game, n, skillPts))
	add("skill_points_spent", "Skill points spent", skillSpent, fmt.Sprintf("Skill points spent %d = Σ skill levels, minus levels bought with XP", skillSpent))
	add("skill_points_left", "Skill points left", skillPts-skillSpent, fmt.Sprintf("Skill points left %d = %d − %d", skillPts-skillSpent, skillPts, skillSpent))
	switch {
	case skillSpent > skillPts:
		problem("skills_over", "%d skill points spent, the budget is %d: lower a skill", skillSpent, skillPts)
	case skillSpent < skillPts:
		problem("skills_unspent", "%d skill point(s) left to spend", skillPts-skillSpent)
	}
	add("skills", "Skills", skills, "Skills in list order; untrained skills have die 0")

	// Focus die, Health, Focus.
	tough, power := scriptDie(c, "Toughness"), scriptDie(c, "Power")
	maxHealth := tough + power + 3
	hExplain := fmt.Sprintf("Health %d = Toughness d%d (%d) + Power d%d (%d) + 3", maxHealth, tough, tough, power, power)
	if c.MaxHealthOverride != nil {
		maxHealth = *c.MaxHealthOverride
		hExplain = fmt.Sprintf("Health %d typed (the formula, \"usually\" Toughness + Power + 3, would give %d)", maxHealth, tough+power+3)
	}
	curHealth := maxHealth
	if c.CurrentHealth != nil {
		curHealth = *c.CurrentHealth
	}
	add("max_health", "Max Health", maxHealth, hExplain)
	add("current_health", "Health", curHealth, fmt.Sprintf("Health %d of %d", curHealth, maxHealth))
	add("down", "Down", curHealth == 0, "Down when Health is 0: can't act until healed or rested")
	if curHealth > maxHealth {
		problem("current_above_max", "current Health %d is above max %d", curHealth, maxHealth)
	}
	if focusAttr == "" {
		problem("no_focus_die", "choose a focus die: one of the six script attributes")
	} else {
		fd := scriptDie(c, focusAttr)
		maxFocus := 3 + fd
		cur := maxFocus
		if c.CurrentFocus != nil {
			cur = *c.CurrentFocus
		}
		add("focus_die", "Focus die", focusAttr, "Focus die: "+focusAttr)
		add("focus_die_size", "Focus die size", fd, fmt.Sprintf("Focus die d%d (%s)", fd, focusAttr))
		add("max_focus", "Max Focus", maxFocus, fmt.Sprintf("Focus %d = 3 + focus die %s d%d", maxFocus, focusAttr, fd))
		add("current_focus", "Focus", cur, fmt.Sprintf("Focus %d of %d", cur, maxFocus))
		add("exhausted", "Exhausted", cur == 0, "Exhausted when Focus is 0: can't act until a quick breath")
		if cur > maxFocus {
			problem("current_above_max", "current Focus %d is above max %d", cur, maxFocus)
		}
	}

	// Items.
	items := []ItemRow{}
	for _, it := range c.Items {
		st := ItemAfter(it.Die, it.Damage, it.Rust, it.Destroyed != "")
		items = append(items, ItemRow{Name: it.Name, Kind: it.Kind, Die: it.Die, Damage: it.Damage, Rust: it.Rust,
			EffectiveDie: st.EffectiveDie, EffectiveDamage: st.EffectiveDamage, AllOrNothingDamage: st.AllOrNothingDamage,
			Points: it.Points, Destroyed: it.Destroyed})
	}
	add("items", "Misc", items, "Rust steps the die down and takes damage − rust (below d4: no die); All or Nothing doubles the damage")
	add("supplies", "Supplies", c.Supplies, fmt.Sprintf("%d supplies for narrative items", c.Supplies))
	perks := c.Perks
	if perks == nil {
		perks = []Perk{}
	}
	add("perks", "Perks", perks, fmt.Sprintf("%d perk(s)", len(perks)))
	if c.BaseSpeed != nil {
		fast := 0
		for _, p := range c.Perks {
			if strings.EqualFold(strings.TrimSpace(p.Name), "Fast on your feet") {
				fast += p.Rank
			}
		}
		add("max_speed", "Max speed", *c.BaseSpeed+fast, fmt.Sprintf("Max speed %d = base %d + Fast on your feet %d (one inch per rank)", *c.BaseSpeed+fast, *c.BaseSpeed, fast))
	}

	// XP.
	total, spent := xpTotal(c), xpSpent(c)
	add("xp_total", "XP earned", total, fmt.Sprintf("XP earned %d = Σ awards and healed burdens", total))
	add("xp_spent", "XP spent", spent, fmt.Sprintf("XP spent %d = Σ paid for levels", spent))
	add("xp_unspent", "XP unspent", total-spent, fmt.Sprintf("XP unspent %d = %d − %d", total-spent, total, spent))
	if total-spent < 0 {
		problem("xp_overspent", "%d XP spent, only %d earned", spent, total)
	}
	prices := map[string][]int{"skill": make([]int, 5), "script": make([]int, 5)}
	for l := 1; l <= 5; l++ {
		prices["skill"][l-1], _ = XPPrice(BuySkill, diff, l)
		if l > 1 {
			prices["script"][l-1], _ = XPPrice(BuyScript, diff, l)
		}
	}
	add("xp_prices", "XP prices", prices, fmt.Sprintf("Price of reaching each level (%s): skill level L costs %d·L, script dice twice that; a crit takes 10 × the matched face off", diff, prices["skill"][0]))
	add("burdens", "Burdens", c.Burdens, fmt.Sprintf("%d burden(s)", c.Burdens))
	if c.Splinter != nil {
		s := *c.Splinter
		add("splinter", "Splinter", s, fmt.Sprintf("Splinter %d (typed by the GM)", s))
		add("p_crisis_save", "Crisis save", CrisisSave(s), fmt.Sprintf("Crisis save %d/20: a d20 must roll above %d", min(max(20-s, 0), 20), s))
	}
	add("crisis", "Crisis", c.Crisis, "In crisis after a failed crisis roll")
	// Decisions DVR-1, DVR-3 and DVR-13 (docs/rules-decisions.md).
	d.Notes = []string{
		"Every script die starts at d4; each core point steps one die up a level.",
		"Skill budgets round down (Normal ⌊3n/4⌋, Gritty ⌊n/2⌋; Starting Stats).",
		"XP prices are the price of reaching a level; script dice cost twice a skill (Leveling Up).",
	}
	return d
}

func skillBudgetExplain(game string, n, pts int) string {
	switch game {
	case GameHeroic:
		return fmt.Sprintf("Skill points %d = # of skills %d (heroic)", pts, n)
	case GameGritty:
		return fmt.Sprintf("Skill points %d = ⌊%d / 2⌋ (gritty, 1/2 # of skills, rounded down)", pts, n)
	}
	return fmt.Sprintf("Skill points %d = ⌊3 × %d / 4⌋ (normal, 3/4 # of skills, rounded down)", pts, n)
}

// ScriptRow is one script die in Derive's "script" list.
type ScriptRow struct {
	Name     string `json:"name"`
	Die      int    `json:"die"`
	Level    int    `json:"level"`
	Focus    bool   `json:"focus"`
	NextCost *int   `json:"next_cost,omitempty"`
	Explain  string `json:"explain"`
}

// SkillRow is one skill in Derive's "skills" list.
type SkillRow struct {
	Name     string `json:"name"`
	Die      int    `json:"die"`
	Level    int    `json:"level"`
	Prepped  bool   `json:"prepped"`
	NextCost *int   `json:"next_cost,omitempty"`
	Explain  string `json:"explain"`
}

// ItemRow is one item in Derive's "items" list, with rust and damage applied.
type ItemRow struct {
	Name               string `json:"name"`
	Kind               string `json:"kind"`
	Die                int    `json:"die"`
	Damage             int    `json:"damage"`
	Rust               int    `json:"rust"`
	EffectiveDie       int    `json:"effective_die"`
	EffectiveDamage    int    `json:"effective_damage"`
	AllOrNothingDamage int    `json:"all_or_nothing_damage"`
	Points             int    `json:"points"`
	Destroyed          string `json:"destroyed"`
}
