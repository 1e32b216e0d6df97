package dragonhead

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
	"strings"

	"sessionzero/rules"
)

// FirstLevelEndsAt is the spent XP at which character level 1 ends; each
// level ends at double the one before ("1st 2,500 … 10th 1,280,000").
const FirstLevelEndsAt = 2500

// LevelEndsAt is the spent XP at which a character level ends:
// 2,500 × 2^(level−1).
func LevelEndsAt(level int) int {
	if level < 1 {
		return 0
	}
	return doubled(FirstLevelEndsAt, level-1)
}

// doubled is base doubled times times: every XP ladder in the book doubles.
// It is a shift, not a loop, and saturates at the largest (or smallest) int
// instead of overflowing, so an absurd count can neither hang nor wrap.
func doubled(base, times int) int {
	if times <= 0 || base == 0 {
		return base
	}
	if base < 0 {
		if times >= bits.UintSize-1 || base < math.MinInt>>times {
			return math.MinInt
		}
		return base << times
	}
	if times >= bits.UintSize-1 || base > math.MaxInt>>times {
		return math.MaxInt
	}
	return base << times
}

// CharacterLevel is the character level for an amount of spent XP: "anyone
// spending from 0 to 2,500 xp is a first level character. At 2,501 xp you
// become a second level character." Level 1 + n covers spent XP up to
// 2,500 × 2^n, so n is the bit length of ⌈spent / 2,500⌉ − 1: a closed form
// that ends for any amount.
func CharacterLevel(spent int) int {
	if spent <= FirstLevelEndsAt {
		return 1
	}
	steps := (spent-1)/FirstLevelEndsAt + 1 // ⌈spent / 2,500⌉ ≥ 2, no overflow
	return 1 + bits.Len(uint(steps-1))
}

// SkillCost is the total XP a skill at bonus costs: the base cost at +0,
// doubled for every +1 (Common +2 costs 1,600).
func SkillCost(base, bonus int) int {
	if bonus < 0 {
		return 0
	}
	return doubled(base, bonus)
}

// AbilityIncreaseCost is the total XP an ability increase of +n costs:
// 1,000 for +1, doubling for each further point (+3 is 4,000 in total).
func AbilityIncreaseCost(n int) int {
	if n < 1 {
		return 0
	}
	return doubled(1000, n-1)
}

// EffortPoints is the XP for recovering wear: 10 per point on adventure, 1
// per point in day-to-day life.
func EffortPoints(wear int, onAdventure bool) int {
	if wear <= 0 {
		return 0
	}
	if onAdventure {
		return 10 * wear
	}
	return wear
}

// Quote is what a raise will cost, shown before it is spent.
type Quote struct {
	What string // "Warlord level 2", "Common +1", "Intellect +1"
	// Total is the XP the new level or bonus costs in all; AlreadySpent what
	// is recorded for it now; Cost the difference still to pay.
	Total        int
	AlreadySpent int
	Cost         int
	// FromClassPoints and FromUnspent split Cost between the class's own
	// points and the effort points.
	FromClassPoints int
	FromUnspent     int
	Affordable      bool
	// Reason says why it cannot be bought, when it cannot.
	Reason string
}

// String is the line the builder shows before spending.
func (q Quote) String() string {
	s := fmt.Sprintf("%s costs %s XP", q.What, thousands(q.Cost))
	if q.FromClassPoints > 0 {
		s += fmt.Sprintf(" (%s class points, %s unspent)", thousands(q.FromClassPoints), thousands(q.FromUnspent))
	}
	if !q.Affordable {
		s += ": " + q.Reason
	}
	return s
}

// pay fills the quote's cost (its total less what is already spent), split
// and affordability from what the character has.
func (q *Quote) pay(c Character, classPoints int) {
	q.Cost = max(q.Total-q.AlreadySpent, 0)
	fromClass := min(max(classPoints, 0), q.Cost)
	q.FromClassPoints = fromClass
	q.FromUnspent = q.Cost - fromClass
	switch {
	case c.XP.Unspent < 0:
		q.Reason = fmt.Sprintf("unspent XP is %s: the deficit must be regained before advancing", thousands(c.XP.Unspent))
	case q.FromUnspent > c.XP.Unspent:
		q.Reason = fmt.Sprintf("needs %s unspent XP, have %s", thousands(q.FromUnspent), thousands(c.XP.Unspent))
	default:
		q.Affordable = true
	}
}

func (c *Character) ensureSpent() {
	if c.XP.Spent.Classes == nil {
		c.XP.Spent.Classes = map[string]int{}
	}
	if c.XP.Spent.Skills == nil {
		c.XP.Spent.Skills = map[string]int{}
	}
	if c.XP.Spent.Abilities == nil {
		c.XP.Spent.Abilities = map[string]int{}
	}
}

// buying checks a quote before a purchase and returns the copy of c to
// change: a quote that is not affordable (and not granted) is refused with
// "<verb> <what>: <reason>".
func (c Character) buying(verb, what string, q Quote, granted bool) (Character, error) {
	if !granted && !q.Affordable {
		return c, fmt.Errorf("%s %s: %s", verb, what, q.Reason)
	}
	return c.edit((*Character).ensureSpent)
}

// ErrNotFound is returned when an operation names a class, skill or
// ability the character does not have.
var ErrNotFound = errors.New("not found")

func (c Character) classIndex(name string) (int, error) {
	if i := rules.IndexFold(c.Classes, name, func(cl ClassLevel) string { return cl.Name }); i >= 0 {
		return i, nil
	}
	return 0, fmt.Errorf("class %q: %w", name, ErrNotFound)
}

func (c Character) skillIndex(name string) (int, error) {
	if i := rules.IndexFold(c.Skills, name, func(s Skill) string { return s.Name }); i >= 0 {
		return i, nil
	}
	return 0, fmt.Errorf("skill %q: %w", name, ErrNotFound)
}

// QuoteClass prices raising a class the character has by one level, or
// taking a new catalog class at level 1 (pass its name and def).
func QuoteClass(c Character, def ClassDef) (Quote, error) {
	level := 1
	name := def.Name
	if i, err := c.classIndex(def.Name); err == nil {
		def = c.Classes[i].ClassDef
		level = c.Classes[i].Level + 1
	}
	total, err := def.LevelCost(level)
	if err != nil {
		return Quote{}, fmt.Errorf("pricing %s level %d: %w", name, level, err)
	}
	q := Quote{What: fmt.Sprintf("%s level %d", name, level), Total: total, AlreadySpent: c.XP.Spent.Classes[name]}
	q.pay(c, c.XP.ClassPoints[name])
	if _, err := c.classIndex(name); err != nil {
		if reason := multiclassRefusal(c, def); reason != "" {
			q.Affordable, q.Reason = false, reason
		}
	}
	return q, nil
}

// raceAndCallings counts the character's races and callings.
func (c Character) raceAndCallings() (races, callings int) {
	for _, cl := range c.Classes {
		switch cl.Kind {
		case Race:
			races++
		case Calling:
			callings++
		}
	}
	return races, callings
}

// multiclassRefusal says why a new class cannot be added, or "".
func multiclassRefusal(c Character, def ClassDef) string {
	races, callings := c.raceAndCallings()
	switch def.Kind {
	case Race:
		if races > 0 {
			return "a character has one race"
		}
		if callings > 2 {
			return "a race and two callings at most: drop a calling first"
		}
	case Calling:
		if races > 0 && callings >= 2 {
			return "a race and two callings at most"
		}
		if races == 0 && callings >= 3 {
			return "at most three callings if human"
		}
	case Transformation:
	default:
		return fmt.Sprintf("unknown class kind %q", def.Kind)
	}
	return ""
}

// AddClass takes a new class at level 1 from the catalog, paying its
// first-level cost; other classes than the first roll their hit die at
// first level (rolls kept). During creation the first class's level 1 is
// granted (XP recorded as spent without reducing unspent), as the book
// starts every character with a class at 1st level. Transformations start
// at first level "with you automatically gaining the XP needed".
func AddClass(c Character, def ClassDef, r Dice) (Character, Quote, error) {
	if _, err := c.classIndex(def.Name); err == nil {
		return c, Quote{}, fmt.Errorf("the character already has %s", def.Name)
	}
	granted := (!c.Creation.Done && len(c.Classes) == 0) || def.Kind == Transformation
	q, err := QuoteClass(c, def)
	if err != nil {
		if !granted {
			return c, q, err
		}
		// A granted class without a level table (an incomplete sample) is
		// taken with nothing recorded; Derive asks for the table.
		q = Quote{What: def.Name + " level 1", Affordable: true}
	}
	if reason := multiclassRefusal(c, def); reason != "" {
		return c, q, fmt.Errorf("adding %s: %s", def.Name, reason)
	}
	out, err := c.buying("adding", def.Name, q, granted)
	if err != nil {
		return c, q, err
	}
	cl := FromCatalog(def)
	if len(out.Classes) > 0 && cl.HitDie > 0 {
		out.rollHitDie(&cl, r)
	}
	out.Classes = append(out.Classes, cl)
	out.XP.Spent.Classes[def.Name] += q.Cost
	note := "bought"
	if granted {
		note = "granted"
	} else {
		out.spend(def.Name, q)
	}
	out.History = append(out.History, Event{Kind: HistoryAddClass, Target: def.Name, XP: q.Cost, Note: note})
	return out, q, nil
}

// spend takes a quote's cost from the class points and unspent XP.
func (c *Character) spend(class string, q Quote) {
	if q.FromClassPoints > 0 {
		c.XP.ClassPoints[class] -= q.FromClassPoints
	}
	c.XP.Unspent -= q.FromUnspent
}

// rollHitDie rolls cl's hit die for the level it is at, keeps the roll and
// records it in c's history.
func (c *Character) rollHitDie(cl *ClassLevel, r Dice) {
	roll := rollDie(r, cl.HitDie)
	cl.HPRolls = append(cl.HPRolls, roll)
	c.History = append(c.History, Event{Kind: HistoryHPRoll, Target: cl.Name, Dice: []int{roll}, Total: roll,
		Note: fmt.Sprintf("d%d at level %d", cl.HitDie, cl.Level)})
}

// RaiseClass raises a class one level, paying from its class points first,
// and rolls the class hit die for the new level (the roll is kept).
func RaiseClass(c Character, name string, r Dice) (Character, Quote, error) {
	i, err := c.classIndex(name)
	if err != nil {
		return c, Quote{}, err
	}
	q, err := QuoteClass(c, c.Classes[i].ClassDef)
	if err != nil {
		return c, q, err
	}
	out, err := c.buying("raising", name, q, false)
	if err != nil {
		return c, q, err
	}
	cl := &out.Classes[i]
	cl.Level++
	if cl.HitDie > 0 {
		out.rollHitDie(cl, r)
	}
	out.XP.Spent.Classes[cl.Name] += q.Cost
	out.spend(cl.Name, q)
	out.History = append(out.History, Event{Kind: HistoryRaiseClass, Target: cl.Name, XP: q.Cost, Note: q.What})
	return out, q, nil
}

// QuoteSkill prices a new skill at +0 (def from the catalog) or raising one
// the character has by +1.
func QuoteSkill(c Character, def SkillDef) (Quote, error) {
	if def.BaseCost < 1 {
		return Quote{}, fmt.Errorf("skill %s: base cost %d must be at least 1", def.Name, def.BaseCost)
	}
	bonus := 0
	if i, err := c.skillIndex(def.Name); err == nil {
		bonus = c.Skills[i].Bonus + 1
		def.BaseCost = c.Skills[i].BaseCost
	}
	total := SkillCost(def.BaseCost, bonus)
	q := Quote{What: fmt.Sprintf("%s %+d", def.Name, bonus), Total: total, AlreadySpent: c.XP.Spent.Skills[def.Name]}
	q.pay(c, 0)
	if bonus == 0 {
		if reason := intellectRefusal(c, def); reason != "" {
			q.Affordable, q.Reason = false, reason
		}
	}
	return q, nil
}

// intellectRefusal says why a brand new character cannot take the skill
// (Read & Write needs Intellect 12), or "".
func intellectRefusal(c Character, def SkillDef) string {
	if def.MinIntellect > 0 && !c.Creation.Done && c.Abilities[Intellect] < def.MinIntellect {
		return fmt.Sprintf("brand new characters need Intellect %d or better for %s (Intellect is %d)",
			def.MinIntellect, def.Name, c.Abilities[Intellect])
	}
	return ""
}

// grantedAtCreation reports whether a new character gets the skill free:
// the first language, and Read & Write with the Intellect for it.
func grantedAtCreation(c Character, def SkillDef) bool {
	if c.Creation.Done {
		return false
	}
	if def.MinIntellect > 0 {
		return true
	}
	if !def.Language {
		return false
	}
	for _, s := range c.Skills {
		if s.Language {
			return false
		}
	}
	return true
}

// AddSkill takes a catalog skill at +0. During creation the first language
// and Read & Write are granted (the book's "Traditionally, all characters
// start with … one language skill"): their XP is recorded as spent without
// reducing unspent.
func AddSkill(c Character, def SkillDef) (Character, Quote, error) {
	if _, err := c.skillIndex(def.Name); err == nil {
		return c, Quote{}, fmt.Errorf("the character already has %s: raise it instead", def.Name)
	}
	q, err := QuoteSkill(c, def)
	if err != nil {
		return c, q, err
	}
	if reason := intellectRefusal(c, def); reason != "" {
		return c, q, fmt.Errorf("adding %s: %s", def.Name, reason)
	}
	granted := grantedAtCreation(c, def)
	out, err := c.buying("adding", def.Name, q, granted)
	if err != nil {
		return c, q, err
	}
	out.Skills = append(out.Skills, Skill{Name: def.Name, Bonus: 0, BaseCost: def.BaseCost, Language: def.Language,
		Uses: append([]string(nil), def.Uses...), AtCreation: !c.Creation.Done, MinIntellect: def.MinIntellect})
	out.XP.Spent.Skills[def.Name] += q.Cost
	note := "granted"
	if !granted {
		out.XP.Unspent -= q.FromUnspent
		note = "bought"
	}
	out.History = append(out.History, Event{Kind: HistoryAddSkill, Target: def.Name, XP: q.Cost, Note: note})
	return out, q, nil
}

// RaiseSkill raises a skill by +1; the total doubles.
func RaiseSkill(c Character, name string) (Character, Quote, error) {
	i, err := c.skillIndex(name)
	if err != nil {
		return c, Quote{}, err
	}
	s := c.Skills[i]
	q, err := QuoteSkill(c, SkillDef{Name: s.Name, BaseCost: s.BaseCost})
	if err != nil {
		return c, q, err
	}
	out, err := c.buying("raising", name, q, false)
	if err != nil {
		return c, q, err
	}
	out.Skills[i].Bonus++
	out.XP.Spent.Skills[s.Name] += q.Cost
	out.XP.Unspent -= q.FromUnspent
	out.History = append(out.History, Event{Kind: HistoryRaiseSkill, Target: s.Name, XP: q.Cost, Note: q.What})
	return out, q, nil
}

// QuoteAbility prices raising an ability by one point.
func QuoteAbility(c Character, a Ability) (Quote, error) {
	if _, ok := ParseAbility(string(a)); !ok {
		return Quote{}, fmt.Errorf("ability %q: %w", a, ErrNotFound)
	}
	n := c.AbilityIncreases[a] + 1
	total := AbilityIncreaseCost(n)
	q := Quote{What: fmt.Sprintf("%s %+d", a, n), Total: total, AlreadySpent: c.XP.Spent.Abilities[string(a)]}
	q.pay(c, 0)
	return q, nil
}

// RaiseAbility raises an ability score by one point.
func RaiseAbility(c Character, a Ability) (Character, Quote, error) {
	q, err := QuoteAbility(c, a)
	if err != nil {
		return c, q, err
	}
	out, err := c.buying("raising", string(a), q, false)
	if err != nil {
		return c, q, err
	}
	if out.AbilityIncreases == nil {
		out.AbilityIncreases = map[Ability]int{}
	}
	out.AbilityIncreases[a]++
	out.Abilities[a]++
	out.XP.Spent.Abilities[string(a)] += q.Cost
	out.XP.Unspent -= q.FromUnspent
	out.History = append(out.History, Event{Kind: HistoryRaiseAbility, Ability: string(a), XP: q.Cost, Note: q.What})
	return out, q, nil
}

// DropClass drops a calling; its XP (and its unspent class points) vanish.
// Races and transformations cannot be dropped, and a human keeps at least
// one calling.
func DropClass(c Character, name string) (Character, error) {
	i, err := c.classIndex(name)
	if err != nil {
		return c, err
	}
	cl := c.Classes[i]
	if cl.Kind != Calling {
		return c, fmt.Errorf("%s is a %s: only callings can be dropped", cl.Name, cl.Kind)
	}
	if races, callings := c.raceAndCallings(); races == 0 && callings == 1 {
		return c, fmt.Errorf("%s is the only calling: a human character always holds at least one", cl.Name)
	}
	return c.edit(func(out *Character) {
		lost := out.XP.Spent.Classes[cl.Name]
		delete(out.XP.Spent.Classes, cl.Name)
		delete(out.XP.ClassPoints, cl.Name)
		out.Classes = append(out.Classes[:i], out.Classes[i+1:]...)
		out.History = append(out.History, Event{Kind: HistoryDropClass, Target: cl.Name, XP: lost, Note: "XP vanishes"})
	})
}

// DropSkill drops a skill; the XP spent on it vanishes.
func DropSkill(c Character, name string) (Character, error) {
	i, err := c.skillIndex(name)
	if err != nil {
		return c, err
	}
	return c.edit(func(out *Character) {
		s := out.Skills[i]
		lost := out.XP.Spent.Skills[s.Name]
		delete(out.XP.Spent.Skills, s.Name)
		out.Skills = append(out.Skills[:i], out.Skills[i+1:]...)
		out.History = append(out.History, Event{Kind: HistoryDropSkill, Target: s.Name, XP: lost, Note: "XP vanishes"})
	})
}

// GainEffort adds effort points for recovered wear: 10 XP per wear on
// adventure, 1 otherwise.
func GainEffort(c Character, wear int, onAdventure bool) (Character, error) {
	if wear < 0 {
		return c, fmt.Errorf("recovered wear %d cannot be negative", wear)
	}
	xp := EffortPoints(wear, onAdventure)
	where := "off adventure"
	if onAdventure {
		where = "on adventure"
	}
	return addUnspent(c, xp, Event{Kind: HistoryEffort, XP: xp, Total: wear, Note: fmt.Sprintf("%d wear recovered %s", wear, where)})
}

// addUnspent returns a copy of c with delta added to unspent XP and the
// event recorded.
func addUnspent(c Character, delta int, e Event) (Character, error) {
	return c.edit(func(out *Character) {
		out.XP.Unspent += delta
		out.History = append(out.History, e)
	})
}

// GainXP adds XP to unspent (a starting budget, or XP the DM awards).
func GainXP(c Character, xp int, note string) (Character, error) {
	if xp < 0 {
		return c, fmt.Errorf("gained XP %d cannot be negative: use LoseXP", xp)
	}
	return addUnspent(c, xp, Event{Kind: HistoryGainXP, XP: xp, Note: note})
}

// GainClassPoints adds class points earned through a class. They pay off an
// unspent deficit first ("Both class and effort points can be used to pay
// off a deficit"); the rest can only be spent on that class.
func GainClassPoints(c Character, class string, points int) (Character, error) {
	if points < 0 {
		return c, fmt.Errorf("class points %d cannot be negative", points)
	}
	i, err := c.classIndex(class)
	if err != nil {
		return c, err
	}
	return c.edit(func(out *Character) {
		name := out.Classes[i].Name
		toDeficit := 0
		if out.XP.Unspent < 0 {
			toDeficit = min(points, -out.XP.Unspent)
			out.XP.Unspent += toDeficit
		}
		if out.XP.ClassPoints == nil {
			out.XP.ClassPoints = map[string]int{}
		}
		out.XP.ClassPoints[name] += points - toDeficit
		out.History = append(out.History, Event{Kind: HistoryClassPoints, Target: name, XP: points,
			Note: fmt.Sprintf("%d paid off the deficit", toDeficit)})
	})
}

// LoseXP takes XP from unspent, which may go negative.
func LoseXP(c Character, xp int, note string) (Character, error) {
	if xp < 0 {
		return c, fmt.Errorf("lost XP %d cannot be negative", xp)
	}
	return addUnspent(c, -xp, Event{Kind: HistoryLoseXP, XP: xp, Note: note})
}

// MojoRoll is a session's mojo roll.
type MojoRoll struct {
	People int
	Dice   []int
	Total  int
}

// RollMojo rolls the mojo for a player given the number of people at the
// table (DM included).
func RollMojo(people int, r Dice) (MojoRoll, error) {
	n, err := MojoRollFor(people)
	if err != nil {
		return MojoRoll{}, err
	}
	m := MojoRoll{People: people}
	for i := 0; i < n; i++ {
		d := rollDie(r, 6)
		m.Dice = append(m.Dice, d)
		m.Total += d
	}
	return m, nil
}

// SpendMojo takes the cost of a spend from the session's mojo. extra is
// the number of additional characters for spends that allow them (Divine
// Wind: 1 mojo per extra character).
func SpendMojo(mojo int, spend string, extra int) (int, error) {
	s, ok := rules.FindFold(MojoSpends, spend, func(s MojoSpend) string { return s.Name })
	if !ok {
		return mojo, fmt.Errorf("mojo spend %q: %w", spend, ErrNotFound)
	}
	cost := s.Cost
	if extra > 0 {
		if s.Name != "Divine Wind" {
			return mojo, fmt.Errorf("%s cannot include additional characters", s.Name)
		}
		cost += extra
	}
	if cost > mojo {
		return mojo, fmt.Errorf("%s costs %d mojo, %d left", s.Name, cost, mojo)
	}
	return mojo - cost, nil
}

// NewStarterItems is the part of a class's starter pack the character gets
// on taking it: "You get anything a new class provides which an older class
// does not".
func NewStarterItems(c Character, def ClassDef) []StarterItem {
	had := map[string]bool{}
	for _, cl := range c.Classes {
		for _, it := range cl.Equipment {
			had[strings.ToLower(it.Name)] = true
		}
	}
	var out []StarterItem
	for _, it := range def.Equipment {
		if !had[strings.ToLower(it.Name)] {
			out = append(out, it)
		}
	}
	return out
}
