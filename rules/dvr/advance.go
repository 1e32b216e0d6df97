package dvr

import (
	"fmt"
)

// Level is a die's level on the ladder (DVR-2): 0 = no die, d4 = 1 … d12 = 5.
func Level(die int) int {
	for i, s := range CheckDieSizes {
		if s == die {
			return i + 1
		}
	}
	return 0
}

// DieAt is the die of a level (0 for level 0 or past 5).
func DieAt(level int) int {
	if level < 1 || level > len(CheckDieSizes) {
		return 0
	}
	return CheckDieSizes[level-1]
}

// Buy kinds.
const (
	BuySkill  = "skill"
	BuyScript = "script"
)

// XPPrice is the XP price of reaching level of a skill or script die
// (L135–155, DVR-13): 100·L (Normal) or 200·L (Hard) for a skill, twice
// that for a script die ("Core characteristics are the same but multiplied
// by 2"). Script level 1 is the start and never bought.
func XPPrice(what, difficulty string, level int) (int, error) {
	if level < 1 || level > 5 {
		return 0, fmt.Errorf("dvr xp: level %d out of range 1–5 (d4…d12)", level)
	}
	per := 100
	switch difficulty {
	case "", XPNormal:
	case XPHard:
		per = 200
	default:
		return 0, fmt.Errorf("dvr xp: difficulty %q: use normal or hard", difficulty)
	}
	switch what {
	case BuySkill:
		return per * level, nil
	case BuyScript:
		if level == 1 {
			return 0, fmt.Errorf("dvr xp: script dice start at d4; the first purchase is d6")
		}
		return 2 * per * level, nil
	}
	return 0, fmt.Errorf("dvr xp: %q: buy a skill or script level", what)
}

// CritDiscount is the crit route's discount: 10 × the crit number
// ("a discount of 50 xp" for Jessie's 5s, L161).
func CritDiscount(critNumber int) int { return 10 * critNumber }

// Purchase is a priced level-up (spec §4.1–4.2, calculator §7.4).
type Purchase struct {
	Price    int `json:"price"`
	Discount int `json:"discount"`
	Paid     int `json:"paid"`
}

// PricePurchase prices reaching level, with crit number critNumber (0 for
// the trained route). The discount never makes the price negative.
func PricePurchase(what, difficulty string, level, critNumber int) (Purchase, error) {
	price, err := XPPrice(what, difficulty, level)
	if err != nil {
		return Purchase{}, err
	}
	if critNumber < 0 || critNumber > 12 {
		return Purchase{}, fmt.Errorf("dvr xp: crit number %d out of range 2–12", critNumber)
	}
	disc := min(CritDiscount(critNumber), price)
	return Purchase{Price: price, Discount: disc, Paid: price - disc}, nil
}

// ItemState is an item after rust and All or Nothing (spec §4.4, §7.5).
type ItemState struct {
	EffectiveDie       int `json:"effective_die"`
	EffectiveDamage    int `json:"effective_damage"`
	AllOrNothingDamage int `json:"all_or_nothing_damage"`
}

// ItemAfter steps the die down rust levels (below d4: no die, DVR-18) and
// lowers the damage by rust (floor 0) ("stepped down and its damage is also
// taken down by one", L119); All or Nothing doubles the damage (L115). A
// destroyed or broken item has no die and no damage.
func ItemAfter(die, damage, rust int, destroyed bool) ItemState {
	if destroyed {
		return ItemState{}
	}
	eff := 0
	if l := Level(die) - rust; l >= 1 {
		eff = DieAt(l)
	}
	dmg := max(damage-rust, 0)
	return ItemState{EffectiveDie: eff, EffectiveDamage: dmg, AllOrNothingDamage: 2 * dmg}
}

// CrisisSave is the chance a d20 rolls strictly above splinter
// ("roll a d20 above their splinter value", L181).
func CrisisSave(splinter int) float64 {
	return float64(min(max(20-splinter, 0), 20)) / 20
}

// BuyLevel applies a purchase to a character (spec §4.1–4.2): one level of
// a skill or script die, paid from unspent XP. A skill bought by the
// trained route needs its prepped dot, which the purchase clears; the crit
// route needs critNumber ≥ 2 and takes 10 × critNumber off.
func BuyLevel(c Character, what, target string, critNumber int) (Character, Purchase, error) {
	route := RouteTrained
	if critNumber > 0 {
		route = RouteCrit
	}
	var from int
	switch what {
	case BuyScript:
		a, ok := attribute(target)
		if !ok {
			return c, Purchase{}, fmt.Errorf("dvr buy: %q is not an attribute", target)
		}
		target = a
		from = scriptDie(c, a)
	case BuySkill:
		from = c.Skills[target]
		if route == RouteTrained && !contains(c.Prepped, target) {
			// The prepped dot (001_b486315a8cda90c7.txt L165).
			return c, Purchase{}, fmt.Errorf("dvr buy: %s needs a successful check first (the prepped dot, Trained Level Up)", target)
		}
	default:
		return c, Purchase{}, fmt.Errorf("dvr buy: %q: buy a skill or script level", what)
	}
	level := Level(from) + 1
	if level > 5 {
		return c, Purchase{}, fmt.Errorf("dvr buy: %s is already d12", target)
	}
	p, err := PricePurchase(what, c.XPDifficulty, level, critNumber)
	if err != nil {
		return c, Purchase{}, err
	}
	if left := xpTotal(c) - xpSpent(c); p.Paid > left {
		return c, Purchase{}, fmt.Errorf("dvr buy: %s to d%d costs %d XP, %d unspent", target, DieAt(level), p.Paid, left)
	}
	to := DieAt(level)
	out := clone(c)
	gain := to - max(from, 4)
	if what == BuyScript {
		out.Script[target] = to
		if (target == "Toughness" || target == "Power") && out.CurrentHealth != nil {
			*out.CurrentHealth += gain
		}
		if a, _ := attribute(out.FocusDie); a == target && out.CurrentFocus != nil {
			*out.CurrentFocus += gain
		}
	} else {
		out.Skills[target] = to
		out.Prepped = remove(out.Prepped, target)
	}
	out.History = append(out.History, HistoryEntry{Kind: HistoryBuy, Target: target, What: what, From: from, To: to,
		Price: p.Price, Discount: p.Discount, Paid: p.Paid, Route: route})
	return out, p, nil
}

func clone(c Character) Character {
	out := c
	out.Script = map[string]int{}
	for k, v := range c.Script {
		out.Script[k] = v
	}
	out.Skills = map[string]int{}
	for k, v := range c.Skills {
		out.Skills[k] = v
	}
	out.Prepped = append([]string(nil), c.Prepped...)
	out.History = append([]HistoryEntry(nil), c.History...)
	if c.CurrentHealth != nil {
		h := *c.CurrentHealth
		out.CurrentHealth = &h
	}
	if c.CurrentFocus != nil {
		f := *c.CurrentFocus
		out.CurrentFocus = &f
	}
	return out
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

func remove(xs []string, s string) []string {
	var out []string
	for _, x := range xs {
		if x != s {
			out = append(out, x)
		}
	}
	return out
}
