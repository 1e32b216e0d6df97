package evening

import (
	"fmt"
	"slices"
	"strings"

	"sessionzero/rules"
)

// AptitudeView is one aptitude as derived.
type AptitudeView struct {
	Name   string `json:"name"`
	Source string `json:"source"`
	Wealth bool   `json:"wealth"`
	Attack bool   `json:"attack"`
	Bonus  int    `json:"bonus"`
}

// AttackView is one attack as derived.
type AttackView struct {
	Name       string `json:"name"`
	Bonus      int    `json:"bonus"`
	Damage     string `json:"damage"`
	DamageType string `json:"damage_type"`
	Reach      int    `json:"reach"`
	Range      string `json:"range"`
	Explain    string `json:"explain"`
}

// InjuryPenalties are the penalties of an effective injury level, highest
// per category, not summed (L1044–1051, EVE-35): aptitude −3/−6/−9 at
// 1/3/5, attack and defense −3/−6/−9 at 2/4/6.
func InjuryPenalties(effective int) (aptitude, attackDefense int) {
	return injuryTier(effective, 1), injuryTier(effective, 2)
}

// injuryTier is −3 for each of first, first + 2 and first + 4 reached.
func injuryTier(effective, first int) int {
	n := 0
	for l := first; l <= first+4; l += 2 {
		if effective >= l {
			n -= 3
		}
	}
	return n
}

// ExhaustionEffects are the book's effects by level (L1072–1079).
var ExhaustionEffects = []string{"None", "Disadvantage on aptitude checks", "Speed halved",
	"Disadvantage on attacks and defenses", "Health maximum is halved", "Speed reduced to 0", "Death"}

// InjuryEffects are the book's injury effects by level (L1044–1052).
var InjuryEffects = []string{"None", "-3 to aptitude checks", "-3 to attack and defense rolls", "-6 to aptitude checks",
	"-6 to attack and defense rolls", "-9 to aptitude checks", "-9 to attack and defense rolls", "Death"}

// ClassHP is a character's health from its classes (EVE-9): the first
// class's health_first for its first level, then health_per_level of every
// later class level. Missing numbers count 0. Level 0 has 4 (L165).
func ClassHP(level int, classes []Feature) int {
	if level == 0 {
		return 4
	}
	hp := 0
	for i, cl := range classes {
		if cl.Entry == nil {
			continue
		}
		per := deref(cl.Entry.HealthPerLevel)
		if i == 0 {
			hp += deref(cl.Entry.HealthFirst) + per*(cl.Level-1)
		} else {
			hp += per * cl.Level
		}
	}
	return hp
}

func deref(p *int) int {
	if p == nil {
		return 0
	}
	return *p
}

// ReserveDice lists the character's reserve dice (L371–375, EVE-5, EVE-9):
// one die per class level of that class's size, then one bought die per
// 5 XP invested, each the size of the largest die in the pool ("if you have
// 2d8 reserves and 1d10 reserves, any additional reserves from experience
// are d10s", L375).
func ReserveDiceOf(level int, classes []Feature, investedReserveXP int) (dice []int, bought int) {
	if level == 0 {
		return nil, 0
	}
	largest := 0
	for _, cl := range classes {
		if cl.Entry == nil || cl.Entry.ReserveDie == 0 {
			continue
		}
		for range cl.Level {
			dice = append(dice, cl.Entry.ReserveDie)
		}
		largest = max(largest, cl.Entry.ReserveDie)
	}
	bought = min(investedReserveXP, 25) / 5
	if largest > 0 {
		for range bought {
			dice = append(dice, largest)
		}
	}
	return dice, bought
}

// LoadCapacity is max(2, 4 + Prowess + Body + size modifier) (L561–563,
// L632, EVE-37).
func LoadCapacity(prowess, body int, size string) int {
	_, mod, ok := sizeInfo(size)
	if !ok {
		_, mod, _ = sizeInfo("Medium")
	}
	return max(2, 4+prowess+body+mod)
}

func diceNames(dice []int) []string {
	out := make([]string, len(dice))
	for i, d := range dice {
		out[i] = fmt.Sprintf("d%d", d)
	}
	return out
}

// DeriveCharacter computes every value of specs/evening.md §5 with its
// explain line, and the rule problems of §3.3.
func DeriveCharacter(c Character) rules.Derived {
	d := rules.Derived{Implemented: true}
	add := d.Add
	problem := d.Problemf
	note := func(s string) { d.Notes = append(d.Notes, s) }

	level := Level(c.StartLevel, c.ReachedLevel1, c.XPTotal)
	row := Progression[level]
	add("level", "Level", level, levelExplain(c, level))
	add("start_level", "Start level", c.StartLevel, `The narrator may start above level 1 or at level 0 (Character Creation); a raised start grants no XP.`) // L163, L165, EVE-2
	if level == 0 {
		note(`Level 0 ends when the narrator ticks "reached level 1" ("upon completing their first challenge", or "at the completion of their first storyline").`) // L165, L223, EVE-4
	}

	// XP (L181–195).
	invested, reserveXP := 0, 0
	assetXP := map[string]int{}
	for _, inv := range c.XPInvested {
		invested += inv.Points
		switch inv.Kind {
		case InvestReserveDie:
			reserveXP += inv.Points
		case InvestAssetBase:
			assetXP[inv.Asset] += inv.Points
		}
	}
	add("xp_total", "Total XP", c.XPTotal, `"Total experience is used to determine your character's level" (Progression › Using experience).`) // L181
	add("xp_invested", "Invested XP", invested, `Investment is "a temporary allocation" (Progression › Using experience).`)                    // L182
	add("xp_available", "Available XP", c.XPTotal-invested, fmt.Sprintf("Available = total %d − invested %d.", c.XPTotal, invested))           // EVE-11
	var toNext any
	if level > 0 && level < 20 {
		toNext = 5 - c.XPTotal%5
	}
	add("xp_to_next_level", "XP to next level", toNext, `"Every 5 points of total experience you earn levels up your character by one level" (Progression › Using experience); none at 20 or level 0.`) // L181
	if invested > c.XPTotal {
		problem("invested_over_total", "%d XP invested but only %d earned: release %d", invested, c.XPTotal, invested-c.XPTotal)
	}
	if reserveXP > 25 {
		problem("reserve_investment", "%d XP in reserve dice, at most 25 (5 dice)", reserveXP) // L186
	}
	for _, k := range rules.SortedKeys(assetXP) {
		if assetXP[k] > 25 {
			problem("asset_investment", "%d XP in %s asset bases, at most 25 (Progression › Investment)", assetXP[k], k) // L187
		}
	}

	add("aptitude_bonus", "Aptitude bonus", row.AB, fmt.Sprintf("Aptitude bonus +%d at level %d (Progression › Character progression).", row.AB, level))                                                                                        // L201–221
	add("min_advancement_rating", "Minimum advancement rating", row.MAR, fmt.Sprintf("MAR %d at level %d: XP for resolving a challenge, threat or danger of rating %d or higher (Progression › Gaining experience).", row.MAR, level, row.MAR)) // L175

	// Feature levels.
	granted := row.Granted()
	spent := FeatureLevels{sumLevels(c.Origins), sumLevels(c.Classes), sumLevels(c.Disciplines), sumLevels(c.Focuses), len(c.BaseFeatures)}
	unspent := granted.sub(spent)
	add("feature_levels", "Feature levels", granted, fmt.Sprintf("Granted up to level %d: %s (Progression › Character progression).", level, row.Gains)) // L201–221
	add("feature_levels_spent", "Feature levels spent", spent, "Sum of the levels of the character's origins, classes, disciplines and focuses, and its base features.")
	add("feature_levels_unspent", "Feature levels unspent", unspent, "Granted − spent; new levels are chosen in downtime.") // EVE-3
	if level == 0 {
		if spent != (FeatureLevels{}) || len(c.Aptitudes) > 0 {
			problem("level0_has_features", `a level-0 character has "no aptitudes, 4 health, no reserves, and no significant possessions" (Character Creation): remove its features and aptitudes`) // L165
		}
	} else {
		for _, k := range unspent.each() {
			if k.N > 0 {
				problem("feature_levels_unspent", "%s left to spend (Progression › Feature levels)", featureLevels(k.N, k.Kind)) // L240
			} else if k.N < 0 {
				problem("feature_levels_overspent", "%s over what level %d grants", featureLevels(-k.N, k.Kind), level)
			}
		}
		if len(c.Origins) == 0 {
			problem("origin_missing", "pick an origin (Character Creation)") // L159
		}
		if len(c.Classes) == 0 {
			problem("class_missing", "pick a class (Character Creation)") // L159
		}
		for _, fs := range [][]Feature{c.Origins, c.Classes, c.Disciplines, c.Focuses} {
			for _, f := range fs {
				if f.Qualifies != nil && !*f.Qualifies {
					problem("feature_not_qualified", "%q: the narrator has not ticked that the prerequisites are met (Origins, Classes)", f.Name) // L250, L275
				}
			}
		}
	}

	// Abilities and attributes (L157–158).
	a, at := c.Abilities, c.Attributes
	abilityLeft := 4 - (a.Finesse + 1 + a.Prowess + 1 + a.Resolve + 1)
	attributeLeft := 3 - (at.Body + 1 + at.Mind + 1)
	add("finesse", "Finesse", a.Finesse, "As entered (Character Creation).")                                                                                   // L157
	add("prowess", "Prowess", a.Prowess, "As entered (Character Creation).")                                                                                   // L157
	add("resolve", "Resolve", a.Resolve, "As entered (Character Creation).")                                                                                   // L157
	add("body", "Body", at.Body, "As entered (Character Creation).")                                                                                           // L158
	add("mind", "Mind", at.Mind, "As entered (Character Creation).")                                                                                           // L158
	add("ability_points_left", "Ability points left", abilityLeft, `"You begin with -1 in each, and have 4 points to distribute." (Character Creation)`)       // L157
	add("attribute_points_left", "Attribute points left", attributeLeft, `"You begin with -1 in each, and have 3 points to distribute." (Character Creation)`) // L158
	pointsProblem("ability_points", "ability", abilityLeft, problem)
	pointsProblem("attribute_points", "attribute", attributeLeft, problem)
	add("check_grid", "Check grid", map[string]int{
		"finesse_body": a.Finesse + at.Body, "finesse_mind": a.Finesse + at.Mind,
		"prowess_body": a.Prowess + at.Body, "prowess_mind": a.Prowess + at.Mind,
		"resolve_body": a.Resolve + at.Body, "resolve_mind": a.Resolve + at.Mind,
	}, "Each check adds one ability and one attribute (Dice Checks › Modifiers).") // L41, L63

	// Injury and exhaustion (L1042–1079, EVE-35).
	injEff := max(0, c.Injury-c.IgnoredLevels.Injury)
	exhEff := max(0, c.Exhaustion-c.IgnoredLevels.Exhaustion)
	aptPen, adPen := InjuryPenalties(injEff)

	// Aptitudes.
	held := map[string]bool{}
	apts := make([]AptitudeView, 0, len(c.Aptitudes))
	chosen := 0
	wealthHeld := false
	for _, ap := range c.Aptitudes {
		key := strings.ToLower(ap.Name)
		if held[key] {
			problem("aptitude_duplicate", "aptitude %q is held twice", ap.Name)
		}
		held[key] = true
		w := containsFold(c.WealthAptitude, ap.Name)
		wealthHeld = wealthHeld || w
		apts = append(apts, AptitudeView{Name: ap.Name, Source: ap.Source, Wealth: w, Attack: attackUses(c.Attacks, ap.Name), Bonus: row.AB + aptPen})
		if ap.Source == "chosen" {
			chosen++
			if opts := kitOptions(c); len(opts) > 0 && !containsFold(opts, ap.Name) {
				problem("aptitude_not_offered", "%q is not among the kits' aptitude options %v (Character Creation)", ap.Name, opts) // L160
			}
		}
	}
	for _, w := range c.WealthAptitude {
		if !held[strings.ToLower(w)] {
			wealthHeld = true // a wealth aptitude granted by a kit
		}
	}
	if level >= 1 && chosen != 3 {
		problem("aptitude_count", "%d aptitudes chosen, pick exactly 3 from your origin and class options (Character Creation)", chosen) // L160
	}
	add("aptitudes", "Aptitudes", apts, fmt.Sprintf("Bonus = aptitude bonus %+d + injury penalty %d (Dice Checks › Modifiers; Progression › The mechanics of leveling up).", row.AB, aptPen)) // L63, L228

	// Defense (L331–341, EVE-9).
	dm, dmSet := 0, false
	for _, cl := range c.Classes {
		if cl.Entry == nil {
			problem("class_incomplete", "class %q has no catalog copy: add it to the catalog or fill its numbers", cl.Name)
			continue
		}
		if miss := cl.Entry.MissingNumbers(); len(miss) > 0 {
			problem("class_incomplete", "class %q lacks %s", cl.Name, strings.Join(miss, ", ")) // EVE-9
		}
		if cl.Entry.DefenseModifier != nil && (!dmSet || *cl.Entry.DefenseModifier > dm) {
			dm, dmSet = *cl.Entry.DefenseModifier, true
		}
	}
	add("defense_modifier", "Defense modifier", dm, "From the class; with several classes the highest (Progression › Gaining features; Defense › Defense check formula).") // L234, L331, EVE-9
	def := func(key, label string, ab, attr int, abName, attrName string) {
		add(key, label, ab+attr+dm+adPen, fmt.Sprintf("%s %+d + %s %+d + defense modifier %+d + injury %d (Defense › Defense check formula; Defense › Applying abilities and attributes); + aptitude bonus when an aptitude applies.", abName, ab, attrName, attr, dm, adPen)) // L331, L337–341
	}
	def("fortitude", "Fortitude", a.Resolve, at.Body, "Resolve", "Body")
	def("reflex", "Reflex", a.Finesse, at.Body, "Finesse", "Body")
	def("will", "Will", a.Resolve, at.Mind, "Resolve", "Mind")
	add("initiative", "Initiative", a.Finesse, `Initiative is "d20 + Finesse" (Initiative › The initiative roll).`) // L478
	athletics, medicine := 0, 0
	if held["athletics"] {
		athletics = row.AB
	}
	if held["medicine"] {
		medicine = row.AB
	}
	add("grapple", "Grapple", a.Prowess+at.Body+athletics+aptPen, fmt.Sprintf("Prowess %+d + Body %+d + Athletics %+d + injury %d (Combat › Combat actions); also shove.", a.Prowess, at.Body, athletics, aptPen)) // L995–996
	add("stabilize", "Stabilize", a.Resolve+at.Mind+medicine+aptPen, fmt.Sprintf("Resolve %+d + Mind %+d + Medicine %+d + injury %d vs TN 10 (Death › Stabilize).", a.Resolve, at.Mind, medicine, aptPen))         // L1110

	attacks := make([]AttackView, 0, len(c.Attacks))
	for _, atk := range c.Attacks {
		ab, attr := a.get(atk.Ability), at.get(atk.Attribute)
		apt := 0
		if atk.Aptitude != "" && held[strings.ToLower(atk.Aptitude)] {
			apt = row.AB
		}
		reach := atk.Reach
		if reach == 0 && atk.Range == "" {
			reach = 2 // Adjacent (EVE-39)
		}
		attacks = append(attacks, AttackView{Name: atk.Name, Bonus: ab + attr + apt + adPen, Damage: atk.Damage, DamageType: atk.DamageType,
			Reach: reach, Range: atk.Range, Explain: fmt.Sprintf("%s %+d + %s %+d + aptitude %+d + injury %d vs the defense TN; natural 20 hits and doubles the dice, natural 1 misses (Combat › Combat actions).", orDash(atk.Ability), ab, orDash(atk.Attribute), attr, apt, adPen)}) // L988, EVE-21, L989–990
	}
	add("attacks", "Attacks", attacks, "Ability + attribute + aptitude bonus if its attack aptitude is held (Combat › Combat actions).") // L988

	// Health (EVE-9, L165, L1077).
	classHP := ClassHP(level, c.Classes)
	maxHP := classHP
	hpExplain := fmt.Sprintf("Class health %d", classHP) // EVE-9
	if level == 0 {
		hpExplain = `Level 0: "4 health" (Character Creation)` // L165
	}
	if exhEff >= 4 {
		maxHP = classHP / 2
		hpExplain += `, halved at exhaustion 4 ("Health maximum is halved", Exhaustion)` // L1077
	}
	add("class_hp", "Class health", classHP, hpExplain+".")
	add("max_hp", "Max health", maxHP, hpExplain+".")
	cur := maxHP
	if c.CurrentHP != nil {
		cur = *c.CurrentHP
		if cur > maxHP {
			problem("hp_above_max", "current health %d is above the maximum %d", cur, maxHP)
		}
	}
	add("current_hp", "Health", cur, "As tracked; absent = full.")
	add("temporary_hp", "Temporary health", c.TemporaryHP, "Temporary health never stacks: keep the highest (Damage & Health › Temporary health).") // L1031

	dice, bought := ReserveDiceOf(level, c.Classes, reserveXP)
	add("reserve_dice", "Reserve dice", diceNames(dice), `One die per class level of that class's size (Reserves › Base reserves), then bought dice of the largest size (Reserves › Buying extra reserves).`) // L371, EVE-9, L375
	add("reserve_dice_bought", "Reserve dice bought", bought, "5 XP each, at most 25 XP (Progression › Investment).")                                                                                         // L186, EVE-5
	add("reserves_left", "Reserves left", max(0, len(dice)-c.ReservesSpent), fmt.Sprintf("%s − %d spent.", count(len(dice), "die", "dice"), c.ReservesSpent))
	add("short_rest_bonus", "Short rest bonus", a.Resolve+at.Body, `"adding your Resolve + Body to the result of each" (Resting › Short rest); each die heals at least 0.`) // L359, EVE-36

	// Size, load, speed (L561–634).
	size := c.Size
	if size == "" {
		size = "Medium"
		if len(c.Origins) > 0 && c.Origins[0].Entry != nil && c.Origins[0].Entry.Size != "" {
			size = c.Origins[0].Entry.Size
		}
	}
	space, sizeMod, _ := sizeInfo(size)
	add("size", "Size", size, "From the origin, default Medium.")                                                                                            // EVE-37
	add("space", "Space", space, fmt.Sprintf(`"if your space is 2, you take up 2×2 squares (4 total)" (Size › Space): %s takes %d×%d.`, size, space, space)) // L628
	load := 0
	for _, it := range c.Inventory {
		load += it.Load
	}
	capacity := LoadCapacity(a.Prowess, at.Body, size)
	add("load", "Load", load, "Sum of item loads (Equipment › Load).")                                                                                                                            // L554–559
	add("load_capacity", "Load capacity", capacity, fmt.Sprintf("max(2, 4 + Prowess %+d + Body %+d + size %+d) (Equipment › Load capacity; Size › Load capacity).", a.Prowess, at.Body, sizeMod)) // L563, L632, EVE-37
	if load > capacity {
		problem("over_load", "load %d is over the capacity %d (Equipment › Load)", load, capacity) // L561
	}
	speeds := c.Speeds
	if len(speeds) == 0 && len(c.Origins) > 0 && c.Origins[0].Entry != nil {
		speeds = c.Origins[0].Entry.Speeds
	}
	inForce := make([]Speed, len(speeds))
	for i, s := range speeds {
		inForce[i] = s
		switch {
		case exhEff >= 5:
			inForce[i].Squares = 0
		case exhEff >= 2:
			inForce[i].Squares = s.Squares / 2
		}
	}
	add("speeds", "Speeds", inForce, "As entered (Movement › Speed); halved at exhaustion 2, 0 at exhaustion 5 (Exhaustion › Levels of exhaustion).") // L593, L1075, L1078
	if len(speeds) == 0 && level > 0 {
		problem("speed_missing", "no speed: the book gives none, type the origin's speed") // EVE-10
	}
	rb := a.Resolve + at.Body
	add("hold_breath_seconds", "Hold breath (s)", max(30, 60*(1+rb)), "60 × (1 + Resolve + Body) seconds, at least 30 (Environment › Suffocation).") // L642
	add("choking_rounds", "Choking (rounds)", max(1, 1+rb), "1 + Resolve + Body rounds, at least 1 (Environment › Suffocation).")                    // L644

	add("injury", "Injury", c.Injury, "Levels 0–7 (Injury › Levels of injury).")                                                                             // L1044
	add("injury_effective", "Injury in effect", injEff, fmt.Sprintf("Injury %d − ignored %d (Progression › Investment).", c.Injury, c.IgnoredLevels.Injury)) // L191
	add("injury_aptitude_penalty", "Injury: aptitude checks", aptPen, "−3/−6/−9 at 1/3/5, the highest only (Injury › Levels of injury).")                    // L1046–1051, EVE-35
	add("injury_attack_defense_penalty", "Injury: attacks and defenses", adPen, "−3/−6/−9 at 2/4/6, the highest only (Injury › Levels of injury).")          // L1046–1051, EVE-35
	var rests any
	if c.Injury > 0 {
		rests = max(0, c.Injury-c.InjuryRests)
	}
	add("injury_rests_to_next", "Long rests to heal a level", rests, `"to reduce your injury from 5 to 4, you would need to finish 5 long rests" (Injury › Recovery).`)          // L1056
	add("exhaustion", "Exhaustion", c.Exhaustion, "Levels 0–6 (Exhaustion › Levels of exhaustion).")                                                                             // L1072
	add("exhaustion_effective", "Exhaustion in effect", exhEff, fmt.Sprintf("Exhaustion %d − ignored %d (Progression › Investment).", c.Exhaustion, c.IgnoredLevels.Exhaustion)) // L191
	add("exhaustion_effects", "Exhaustion effects", slices.Clone(ExhaustionEffects[1:exhEff+1]), "Every effect up to the level in force (Exhaustion › Levels of exhaustion).")   // L1072–1079

	// Assets (L511–552).
	assets := map[string]Asset{}
	for k, v := range c.Assets {
		assets[k] = v
		if v.Value > 5 || v.Base > 5 {
			problem("asset_over_cap", "%s value %d / base %d: at most 5 (Equipment › Asset maximum)", k, v.Value, v.Base) // L533, EVE-11
		}
	}
	add("assets", "Assets", assets, "Value, base and leveraged today per kind (Equipment › Kinds of asset).")                                        // L511–533
	add("wealth_aptitudes", "Wealth aptitudes", append([]string{}, c.WealthAptitude...), "Aptitudes usable for wealth checks (Equipment › Wealth).") // L507
	wb := aptPen
	if wealthHeld {
		wb += row.AB
	}
	add("wealth_check_bonus", "Wealth check bonus", wb, fmt.Sprintf(`"1d10 + your wealth aptitude bonus" (Equipment › Leveraging assets): %+d with a wealth aptitude, + injury %d.`, row.AB*boolInt(wealthHeld), aptPen)) // L548
	res := map[string]int{}
	for k, v := range c.Resources {
		res[k] = v
		if v > 5 {
			problem("resource_over_cap", "resource %s is %d, at most 5 (Resources)", k, v) // L571
		}
	}
	add("resources", "Resources", res, "0–5 each (Resources).") // L571
	var formats []string
	for _, cl := range c.Classes {
		if cl.Entry != nil && cl.Entry.Format != "" && !slices.Contains(formats, cl.Entry.Format) {
			formats = append(formats, cl.Entry.Format)
		}
	}
	if formats == nil {
		formats = []string{}
	}
	add("formats", "Formats", formats, "The formats of the character's classes (Classes › Format).") // L267–269
	for _, t := range c.Threads {
		if t.Length < 4 || t.Length > 12 {
			problem("thread_length", "thread %q has length %d, use 4–12 (Threads › Making threads)", t.Name, t.Length) // L391
		}
	}
	dead := c.Dead || c.Injury >= 7 || c.Exhaustion >= 6 || c.DeathSaves.Failures >= 3
	add("dead", "Dead", dead, "Injury 7 (Injury › Levels of injury), exhaustion 6 (Exhaustion › Levels of exhaustion), 3 death-save failures (Death › Death saves) or killed outright (Death › Killed outright).") // L1052, L1079, L1108, L1099
	return d
}

func levelExplain(c Character, level int) string {
	if level == 0 {
		return "Level 0 until the narrator ticks reached level 1 (Character Creation; Progression › Character progression)." // L165, L223, EVE-4
	}
	return fmt.Sprintf("min(20, start %d + floor(XP %d / 5)) (Progression › Using experience).", max(c.StartLevel, 1), c.XPTotal) // L181, EVE-2
}

func pointsProblem(code, what string, left int, problem func(string, string, ...any)) {
	switch {
	case left > 0:
		problem(code, "%s left: spend them all", count(left, what+" point", what+" points")) // EVE-7
	case left < 0:
		problem(code, "%s over", count(-left, what+" point", what+" points"))
	}
}

func sumLevels(fs []Feature) int {
	n := 0
	for _, f := range fs {
		n += f.Level
	}
	return n
}

func containsFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

func attackUses(attacks []Attack, aptitude string) bool {
	for _, a := range attacks {
		if strings.EqualFold(a.Aptitude, aptitude) {
			return true
		}
	}
	return false
}

// kitOptions are the aptitude options of the first origin's and first
// class's kits (L160).
func kitOptions(c Character) []string {
	var out []string
	for _, fs := range [][]Feature{c.Origins, c.Classes} {
		if len(fs) > 0 && fs[0].Entry != nil && fs[0].Entry.Kit != nil {
			out = append(out, fs[0].Entry.Kit.AptitudeOptions...)
		}
	}
	return out
}

func orDash(s string) string {
	if s == "" {
		return "—"
	}
	return s
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
