package evening

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"sessionzero/rules"
	"sessionzero/rules/dice"
)

// EffectLevel is a check's degree of success (003_b350af455cb359c1.txt
// "Effect level": No effect, Limited, Standard, Strong, Great).
type EffectLevel int

// The effect levels, weakest first. Their numbers are the keys of the
// effect distributions.
const (
	EffectNone EffectLevel = iota
	EffectLimited
	EffectStandard
	EffectStrong
	EffectGreat
)

var checkEffectNames = []string{"no effect", "limited", "standard", "strong", "great"}

// String is the level's name as the book writes it ("no effect", "great").
func (e EffectLevel) String() string {
	if e < EffectNone || e > EffectGreat {
		return "effect " + strconv.Itoa(int(e))
	}
	return checkEffectNames[e]
}

// EffectLevelTitles are the levels' names capitalised for a picker, in
// order: "No effect", "Limited", "Standard", "Strong", "Great".
func EffectLevelTitles() []string {
	out := make([]string, len(checkEffectNames))
	for i, name := range checkEffectNames {
		out[i] = strings.ToUpper(name[:1]) + name[1:]
	}
	return out
}

// ParseEffectLevel reads a level by name ("standard", "no effect", "none")
// or number (0–4); "" is Standard, the book's usual starting effect.
func ParseEffectLevel(s string) (EffectLevel, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	switch s {
	case "":
		return EffectStandard, nil
	case "none", "no-effect", "no_effect":
		return EffectNone, nil
	}
	for i, name := range checkEffectNames {
		if s == name {
			return EffectLevel(i), nil
		}
	}
	if n, err := strconv.Atoi(s); err == nil && n >= int(EffectNone) && n <= int(EffectGreat) {
		return EffectLevel(n), nil
	}
	return 0, fmt.Errorf("evening effect level %q: use no effect, limited, standard, strong, great (or 0–4)", s)
}

// Check modes (specs/evening.md §6).
const (
	ModeCheck    = "check"
	ModeAttack   = "attack"
	ModeDefense  = "defense"
	ModeWealth   = "wealth"
	ModeResource = "resource"
)

// CheckModes lists the modes for pickers and flags.
var CheckModes = []string{ModeCheck, ModeAttack, ModeDefense, ModeWealth, ModeResource}

// Cover levels lower the TN of an attack against the one behind cover:
// half = limited (−3), three-quarters = standard (−6), full = great (−9)
// (L351).
var coverTN = map[string]int{"": 0, "none": 0, "limited": 3, "half": 3, "standard": 6, "three-quarters": 6, "great": 9, "full": 9}

// CoverLevels lists the cover names.
var CoverLevels = []string{"none", "limited", "standard", "great"}

// CheckInput is one check with every option of the book. The zero Mode is
// a plain check.
type CheckInput struct {
	Mode         string `json:"mode,omitempty"`
	Modifier     int    `json:"modifier"` // everything added to the die
	TN           int    `json:"tn"`       // target number
	Advantage    bool   `json:"advantage,omitempty"`
	Disadvantage bool   `json:"disadvantage,omitempty"`
	// StartEffect is the effect level the narrator starts from.
	StartEffect EffectLevel `json:"start_effect"`
	// PostEffect shifts the level after the roll (features, 1 XP; L111,
	// L189), applied after the roll's own clamp and clamped again (EVE-14).
	PostEffect int `json:"post_effect,omitempty"`
	// Cover lowers the TN by 3/6/9 (L351).
	Cover string `json:"cover,omitempty"`
	// Defend adds 3 to a defense (L992).
	Defend bool `json:"defend,omitempty"`
	// ReserveDie adds one reserve die of that many sides (a reaction, L380);
	// 0 = none.
	ReserveDie int `json:"reserve_die,omitempty"`
	// Reroll re-rolls a failure once for 5 XP; "You must take the new
	// result" (L190).
	Reroll bool `json:"reroll,omitempty"`
}

// Validate refuses inputs outside the ranges of specs/evening.md §3.3.
func (in CheckInput) Validate() error {
	errs := []error{
		rules.CheckRange("modifier", in.Modifier, -100, 100),
		rules.CheckRange("tn", in.TN, -100, 200),
		rules.CheckRange("post_effect", in.PostEffect, -4, 4),
	}
	if in.Mode != "" && !slices.Contains(CheckModes, in.Mode) {
		errs = append(errs, fmt.Errorf("mode is %q, use one of %v", in.Mode, CheckModes))
	}
	if _, ok := coverTN[in.Cover]; !ok {
		errs = append(errs, fmt.Errorf("cover is %q, use one of %v", in.Cover, CoverLevels))
	}
	if in.ReserveDie != 0 && !slices.Contains(ReserveDice, in.ReserveDie) {
		errs = append(errs, fmt.Errorf("reserve_die is %d, use 0 (none), 4, 6, 8, 10 or 12", in.ReserveDie))
	}
	if in.StartEffect < EffectNone || in.StartEffect > EffectGreat {
		errs = append(errs, fmt.Errorf("start_effect is %d, allowed 0 to 4", in.StartEffect))
	}
	return rules.JoinErrors(errs...)
}

// sides is the die the mode rolls: a wealth check rolls 1d10 (L548, EVE-19).
func (in CheckInput) sides() int {
	if in.Mode == ModeWealth {
		return 10
	}
	return 20
}

// TNEffective is the TN after cover.
func (in CheckInput) TNEffective() int { return in.TN - coverTN[in.Cover] }

func (in CheckInput) fixedBonus() int {
	if in.Defend {
		return in.Modifier + 3
	}
	return in.Modifier
}

// CheckResult is the exact odds of a check.
type CheckResult struct {
	Input CheckInput
	// Natural is the distribution of the die kept (after advantage or
	// disadvantage); Total adds every modifier and the reserve die.
	Natural, Total dice.Dist
	// PSuccess is P(the check succeeds), the headline number (with a
	// re-roll: p + (1 − p)·p).
	PSuccess float64
	// Effect is the shifted effect level over every roll, success or
	// failure, kept for the existing `odds --json` contract; a failure has
	// no effect level (EVE-13), so read EffectOnSuccess.
	Effect dice.Dist
	// EffectOnSuccess is P(the check succeeds at that level); its total is
	// PSuccess.
	EffectOnSuccess              dice.Dist
	PCrit, PNatural1, PNatural20 float64
	PFailBy10, PSucceedBy10      float64
	PThreadBad, PThreadGood      float64
	AutoSuccess                  bool
	TNEffective                  int
	Explain                      []string
}

// EffectShift is a roll's own shift before clamping (L104–109): +1 for a
// total 10 or more above the TN, −1 for 10 or more below, +1 for a natural
// 20 and −1 for a natural 1 (a d10 showing 1 counts as a natural 1; it has
// no 20). Cumulative: −2…+2.
func EffectShift(natural, total, tn, sides int) int {
	shift := 0
	if total >= tn+10 {
		shift++
	}
	if total <= tn-10 {
		shift--
	}
	if natural == 20 && sides == 20 {
		shift++
	}
	if natural == 1 {
		shift--
	}
	return shift
}

// CheckEffect is the effect level after the roll (003_b350af455cb359c1.txt
// "Making checks"): one level up when the total is 10 or more above the
// TN and one for a natural 20; one down when it is 10 or more below and
// one for a natural 1; cumulative, kept between No effect and Great.
func CheckEffect(natural, total, tn int, start EffectLevel) EffectLevel {
	return clampEffect(int(start) + EffectShift(natural, total, tn, 20))
}

func clampEffect(n int) EffectLevel {
	return EffectLevel(min(max(n, int(EffectNone)), int(EffectGreat)))
}

// finalEffect applies the roll's shift, clamps, then the post-roll shift
// and clamps again (EVE-14).
func finalEffect(in CheckInput, natural, total, tn int) EffectLevel {
	return clampEffect(int(clampEffect(int(in.StartEffect)+EffectShift(natural, total, tn, in.sides()))) + in.PostEffect)
}

// succeeds is the book's success rule for the mode: total beats the TN
// (L41–42); an attack also hits on a natural 20 and misses on a natural 1,
// attacks only (L989–990, EVE-16).
func succeeds(in CheckInput, natural, total, tn int) bool {
	if in.Mode == ModeAttack {
		return natural == 20 || (natural != 1 && total > tn)
	}
	return total > tn
}

// Resolve is the one check resolver (specs/evening.md §6); Check is its
// older name.
func Resolve(in CheckInput) (CheckResult, error) { return Check(in) }

// Check computes the exact odds of a check.
func Check(in CheckInput) (CheckResult, error) {
	if err := in.Validate(); err != nil {
		return CheckResult{}, fmt.Errorf("evening check: %w", err)
	}
	sides := in.sides()
	natural, how := naturalDist(in.Advantage, in.Disadvantage, sides)
	bonus := in.fixedBonus()
	tn := in.TNEffective()
	reserve := dice.Dist{}
	if in.ReserveDie > 0 {
		reserve = dice.Uniform(in.ReserveDie)
	}
	total := natural.Shift(bonus)
	if in.ReserveDie > 0 {
		total = total.Add(reserve)
	}
	res := CheckResult{Input: in, Natural: natural, Total: total, TNEffective: tn}
	effect := map[int]float64{}
	onSuccess := map[int]float64{}
	reserveFaces := []int{0}
	if in.ReserveDie > 0 {
		reserveFaces = reserve.Outcomes()
	}
	for _, n := range natural.Outcomes() {
		pn := natural.Prob(n)
		for _, r := range reserveFaces {
			p := pn
			if in.ReserveDie > 0 {
				p *= reserve.Prob(r)
			}
			t := n + bonus + r
			level := int(finalEffect(in, n, t, tn))
			effect[level] += p
			if n == 1 {
				res.PNatural1 += p
			}
			if n == 20 {
				res.PNatural20 += p
			}
			if t <= tn-10 {
				res.PFailBy10 += p
			}
			if t >= tn+10 {
				res.PSucceedBy10 += p
			}
			if n == 1 || t <= tn-10 {
				res.PThreadBad += p
			}
			if (n == 20 && sides == 20) || t >= tn+10 {
				res.PThreadGood += p
			}
			if succeeds(in, n, t, tn) {
				res.PSuccess += p
				onSuccess[level] += p
				if in.Mode == ModeAttack && n == 20 {
					res.PCrit += p
				}
			}
		}
	}
	if in.Reroll {
		q := 1 - res.PSuccess
		for k, v := range onSuccess {
			onSuccess[k] = v + q*v
		}
		res.PCrit += q * res.PCrit
		res.PSuccess += q * res.PSuccess
	}
	res.Effect = dice.FromMap(effect)
	res.EffectOnSuccess = dice.FromMap(onSuccess)
	res.AutoSuccess = in.Mode != ModeAttack && 1+bonus+min(in.ReserveDie, 1) > tn
	res.Explain = checkExplain(in, how, bonus, tn)
	return res, nil
}

func checkExplain(in CheckInput, how string, bonus, tn int) []string {
	out := []string{
		fmt.Sprintf(`Success when %s %+d beats TN %d ("If the total rolled plus its modifiers beat the target number, the check succeeds").`, how, bonus, tn),                                                                                     // L41
		fmt.Sprintf(`Effect starts at %s; ±1 level for a total 10 or more above/below the TN and for a natural 20/1, cumulative (Effect › Making checks), kept between no effect and great; a failed check has no effect level.`, in.StartEffect), // L104–109, EVE-13
	}
	if in.Advantage && in.Disadvantage {
		out = append(out, "With both advantage and disadvantage the app rolls one die (the book is silent).") // EVE-15
	}
	if in.Mode == ModeAttack {
		out = append(out, `Attack: "a natural 20 always hits" and is critical, damage dice doubled; "a natural 1 always misses" (Combat › Combat actions).`) // L989–990, EVE-16, EVE-32
	}
	if in.Mode == ModeWealth {
		out = append(out, `Wealth check: "1d10 + your wealth aptitude bonus" (Equipment › Leveraging assets).`) // L548, EVE-19
	}
	if in.Mode == ModeResource {
		out = append(out, "Resource check: d20 + the resource; the resource then drops by 1 (Resources).") // L582, EVE-20
	}
	if c := coverTN[in.Cover]; c > 0 {
		out = append(out, fmt.Sprintf("Cover lowers the TN by %d (Defense › Circumstantial bonuses).", c)) // L351
	}
	if in.Defend {
		out = append(out, "Defend: +3 to defenses (Combat › Combat actions).") // L992
	}
	if in.ReserveDie > 0 {
		out = append(out, fmt.Sprintf("Reserve die d%d added as a reaction (Reserves › Using reserves).", in.ReserveDie)) // L380
	}
	if in.PostEffect != 0 {
		out = append(out, fmt.Sprintf("Post-roll effect shift %+d, applied after the roll's clamp (Effect › Increasing effect).", in.PostEffect)) // L111, EVE-14
	}
	if in.Reroll {
		out = append(out, `Re-roll for 5 XP: "You must take the new result" (Progression › Investment): P = p + (1 − p)·p.`) // L190
	}
	return out
}

// naturalDist is the die kept: two dice keep highest with advantage, lowest
// with disadvantage, one die when neither or both (EVE-15: the book is
// silent on both at once; the app cancels them).
func naturalDist(adv, dis bool, sides int) (dice.Dist, string) {
	name := fmt.Sprintf("d%d", sides)
	switch {
	case adv && !dis:
		return dice.KeepHighestOf(2, sides, 1), "the higher of 2" + name + " (advantage)"
	case dis && !adv:
		return dice.KeepLowestOf(2, sides, 1), "the lower of 2" + name + " (disadvantage)"
	case adv && dis:
		return dice.Uniform(sides), name + " (advantage and disadvantage together: one die)" // EVE-15
	}
	return dice.Uniform(sides), name
}

// DeathSaveRoll is what one death save adds (003_b350af455cb359c1.txt
// "Death saves"): "A roll of 1 is two failures. A roll of 2-9 is one
// failure. A roll of 10-19 is one success. A roll of 20 is immediate
// recovery."
func DeathSaveRoll(roll int) (failures, successes int, recover bool) {
	switch {
	case roll <= 1:
		return 2, 0, false
	case roll <= 9:
		return 1, 0, false
	case roll <= 19:
		return 0, 1, false
	}
	return 0, 0, true
}

// DeathSaveResult is the exact outcome of rolling death saves to the end.
type DeathSaveResult struct {
	PRecover, PDie float64
	Explain        []string
}

// DeathSaves computes the chance to recover or die, starting with no
// failures and no successes: 3 failures die; 3 successes or a 20 recover.
func DeathSaves() DeathSaveResult {
	return DeathSavesFrom(0, 0)
}

// DeathSavesFrom is DeathSaves for a character who already has some
// failures and successes marked.
func DeathSavesFrom(failures, successes int) DeathSaveResult {
	var memo [3][3]float64
	var known [3][3]bool
	var recover func(f, s int) float64
	recover = func(f, s int) float64 {
		if f >= 3 {
			return 0
		}
		if s >= 3 {
			return 1
		}
		if known[f][s] {
			return memo[f][s]
		}
		p := 0.0
		for roll := 1; roll <= 20; roll++ {
			df, ds, up := DeathSaveRoll(roll)
			if up {
				p += 1.0 / 20
			} else {
				p += recover(f+df, s+ds) / 20
			}
		}
		memo[f][s], known[f][s] = p, true
		return p
	}
	pr := recover(max(failures, 0), max(successes, 0))
	return DeathSaveResult{
		PRecover: pr,
		PDie:     1 - pr,
		Explain: []string{
			`1 is two failures, 2–9 one failure, 10–19 one success, 20 recovers at once (the book's Death › Death saves).`,                                                                                                                                               // 003_b350af455cb359c1.txt L1101–1108
			`3 failures die; 3 successes recover: the book says both "If you roll 3 failures before you roll a 20, or 3 successes, your character dies" and "If, however, you roll 3 successes or a 20, you recover" (Death › Death saves); the app follows the second.`, // L1108, EVE-1
		},
	}
}
