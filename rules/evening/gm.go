package evening

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"sessionzero/rules"
)

// Suitability shifts a challenge's TN (L745–750).
var Suitability = map[string]int{"poor": 6, "risky": 3, "fine": 0, "good": -3, "perfect": -6}

// SuitabilityNames lists the suitabilities, worst first.
var SuitabilityNames = []string{"poor", "risky", "fine", "good", "perfect"}

// ChallengeTN is 3 × rating (L707–719).
func ChallengeTN(rating int) int { return 3 * rating }

// SuccessesNeeded is complexity + 2 (L723–733).
func SuccessesNeeded(complexity int) int { return complexity + 2 }

// FailureThreshold is floor((complexity + 1) / 2) + 1 (L723–733: 3/2, 4/2,
// 5/3 … 12/6).
func FailureThreshold(complexity int) int { return (complexity+1)/2 + 1 }

// SuccessesFor is the tally a successful check marks (EVE-17): No effect
// 0, Limited 1, Standard 1, Strong 2, Great 3.
func SuccessesFor(e EffectLevel) int {
	return [...]int{0, 1, 1, 2, 3}[clampEffect(int(e))]
}

// GivesXP reports whether resolving something of this rating gives XP to
// a character of that minimum advancement rating (L175, EVE-12).
func GivesXP(rating, mar int) bool { return rating >= mar }

// Challenge is a GM challenge card (L692–757).
type Challenge struct {
	Name       string `json:"name,omitempty"`
	Scenario   string `json:"scenario"`
	Threat     string `json:"threat"`
	Resolution string `json:"resolution"`
	Rating     int    `json:"rating"`
	Complexity int    `json:"complexity"`
	Urgency    string `json:"urgency,omitempty"`
}

// Validate checks the card's numbers.
func (c Challenge) Validate() error {
	return rules.JoinErrors(rules.CheckRange("rating", c.Rating, 1, 10), rules.CheckRange("complexity", c.Complexity, 1, 10))
}

// OneLiner writes the book's sentence: "The glowing cube in maze (scenario)
// will detonate, obliterating everyone (threat) unless safely defused
// (resolution)." (L703).
func (c Challenge) OneLiner() string {
	return fmt.Sprintf("%s will %s unless %s.", strings.TrimSpace(c.Scenario), strings.TrimSpace(c.Threat), strings.TrimSpace(c.Resolution))
}

// ChallengeCard is a challenge's derived numbers.
type ChallengeCard struct {
	TN               int            `json:"tn"`
	TNBySuitability  map[string]int `json:"tn_by_suitability"`
	SuccessesNeeded  int            `json:"successes_needed"`
	FailureThreshold int            `json:"failure_threshold"`
	OneLiner         string         `json:"one_liner"`
	Explain          []string       `json:"explain"`
}

// Card derives the challenge's numbers.
func (c Challenge) Card() (ChallengeCard, error) {
	if err := c.Validate(); err != nil {
		return ChallengeCard{}, fmt.Errorf("evening challenge: %w", err)
	}
	tn := ChallengeTN(c.Rating)
	by := map[string]int{}
	for k, v := range Suitability {
		by[k] = tn + v
	}
	return ChallengeCard{TN: tn, TNBySuitability: by, SuccessesNeeded: SuccessesNeeded(c.Complexity),
		FailureThreshold: FailureThreshold(c.Complexity), OneLiner: c.OneLiner(),
		Explain: []string{fmt.Sprintf("TN = 3 × rating %d (How Challenges Work › Rating); poor +6, risky +3, good −3, perfect −6 (Meeting a Challenge).", c.Rating), // L707–719, L745–750
			fmt.Sprintf("Complexity %d: %d successes needed, failure at %d (How Challenges Work › Complexity).", c.Complexity, SuccessesNeeded(c.Complexity), FailureThreshold(c.Complexity))}}, nil // L723–733
}

// ThreatRow is one row of the threat rating table (L765–790).
type ThreatRow struct {
	BookHealth, Health, TN, Attacks, Damage int
	Dice                                    string
}

// ThreatTable is indexed by rating (1–10). Health 1 is 50 in the app and
// 15 in the book (EVE-23).
var ThreatTable = [11]ThreatRow{{},
	{15, 50, 14, 2, 12, "2d8+3"}, {95, 95, 15, 3, 14, "3d6+4"}, {140, 140, 16, 3, 22, "3d12+3"},
	{185, 185, 18, 4, 19, "3d10+3"}, {230, 230, 19, 5, 19, "3d10+3"}, {275, 275, 20, 5, 23, "4d10+1"},
	{320, 320, 22, 5, 30, "4d12+4"}, {365, 365, 23, 5, 41, "6d10+8"}, {410, 410, 24, 5, 52, "6d10+19"},
	{455, 455, 26, 5, 62, "6d10+29"},
}

// Threat traits (L820–907).
const (
	TraitBehemoth   = "behemoth"
	TraitChampion   = "champion"
	TraitController = "controller"
	TraitDefender   = "defender"
	TraitLair       = "lair"
	TraitLegendary  = "legendary"
	TraitNemesis    = "nemesis"
	TraitPhased     = "phased"
	TraitSwarm      = "swarm"
	TraitVicious    = "vicious"
)

// Traits lists the threat traits.
var Traits = []string{TraitBehemoth, TraitChampion, TraitController, TraitDefender, TraitLair, TraitLegendary,
	TraitNemesis, TraitPhased, TraitSwarm, TraitVicious}

// Edge is a threat's strength or weakness and the TN it moves by 6
// (L801–802, EVE-25): "hit", "attack" or "both".
type Edge struct {
	Text string `json:"text"`
	TN   string `json:"tn"`
}

// ThreatAttack is one attack of a stat block; Dice empty uses the table's.
type ThreatAttack struct {
	Dice            string `json:"expression,omitempty"`
	Damage          int    `json:"damage,omitempty"`
	MultipleTargets bool   `json:"multiple_targets,omitempty"`
	Certain         bool   `json:"certain,omitempty"`
	DamageType      string `json:"damage_type,omitempty"`
	Range           string `json:"range,omitempty"`
}

// StatBlock is a threat or a danger card (§7.2, §7.3).
type StatBlock struct {
	Type            string         `json:"type"` // threat or danger
	Name            string         `json:"name"`
	Rating          int            `json:"rating"`
	Traits          []string       `json:"traits,omitempty"`
	Strength        *Edge          `json:"strength,omitempty"`
	Weakness        *Edge          `json:"weakness,omitempty"`
	Attacks         []ThreatAttack `json:"attacks,omitempty"`
	Phases          int            `json:"phases,omitempty"`
	SwarmCount      int            `json:"swarm_count,omitempty"`
	InitiativeBonus int            `json:"initiative_bonus,omitempty"`
	BookHealth      bool           `json:"book_health,omitempty"`
	Size            string         `json:"size,omitempty"`
	Speeds          []Speed        `json:"speeds,omitempty"`
	Notes           string         `json:"notes,omitempty"`
	// Danger fields.
	Complexity int    `json:"complexity,omitempty"`
	Scenario   string `json:"scenario,omitempty"`
	Threat     string `json:"threat,omitempty"`
	Resolution string `json:"resolution,omitempty"`
}

// Validate checks a stat block's names and numbers.
func (s StatBlock) Validate() error {
	errs := []error{rules.CheckRange("rating", s.Rating, 1, 10), rules.CheckRange("phases", s.Phases, 0, 20),
		rules.CheckRange("swarm members", s.SwarmCount, 0, 10000), rules.CheckRange("initiative bonus", s.InitiativeBonus, -100, 100)}
	if s.Type != CombatantThreat && s.Type != CombatantDanger {
		errs = append(errs, fmt.Errorf("type is %q, use threat or danger", s.Type))
	}
	if s.Type == CombatantDanger {
		errs = append(errs, rules.CheckRange("complexity", s.Complexity, 1, 10))
	}
	for _, t := range s.Traits {
		if !slices.Contains(Traits, t) {
			errs = append(errs, fmt.Errorf("trait %q is unknown, use one of %v", t, Traits))
		}
	}
	for _, e := range []*Edge{s.Strength, s.Weakness} {
		if e != nil && e.TN != "hit" && e.TN != "attack" && e.TN != "both" {
			errs = append(errs, fmt.Errorf("strength/weakness tn is %q, use hit, attack or both", e.TN))
		}
	}
	if len(s.Attacks) > 20 {
		errs = append(errs, fmt.Errorf("attacks has %d entries, at most 20", len(s.Attacks)))
	}
	for i, a := range s.Attacks {
		errs = append(errs, rules.CheckRange(fmt.Sprintf("damage of attack %d", i+1), a.Damage, 0, 100000))
		if a.Dice != "" {
			if _, err := ParseDamage(a.Dice); err != nil {
				errs = append(errs, fmt.Errorf("damage roll of attack %d: %w", i+1, err))
			}
		}
	}
	return rules.JoinErrors(errs...)
}

// ThreatCard is a stat block's derived numbers (§7.2).
type ThreatCard struct {
	MaxHP                int      `json:"max_hp,omitempty"`
	HitTN                int      `json:"hit_tn,omitempty"`
	AttackTN             int      `json:"attack_tn,omitempty"`
	TN                   int      `json:"tn,omitempty"`
	AttackCount          int      `json:"attack_count"`
	Damage               []int    `json:"damage"`
	DamageDice           []string `json:"damage_dice"`
	LegendaryActions     int      `json:"legendary_actions"`
	LegendaryResistances int      `json:"legendary_resistances"`
	ExpectedRoundsMin    int      `json:"expected_rounds_min,omitempty"`
	ExpectedRoundsMax    int      `json:"expected_rounds_max,omitempty"`
	SuccessesNeeded      int      `json:"successes_needed,omitempty"`
	FailureThreshold     int      `json:"failure_threshold,omitempty"`
	Space                int      `json:"space,omitempty"`
	Explain              []string `json:"explain"`
}

func (s StatBlock) has(t string) bool { return slices.Contains(s.Traits, t) }

// Card derives a threat's or danger's numbers from the rating table and
// traits, stacking per EVE-26: TN bonuses add, damage multipliers
// multiply, halvings come after, each floored.
func (s StatBlock) Card() (ThreatCard, error) {
	if err := s.Validate(); err != nil {
		return ThreatCard{}, fmt.Errorf("evening %s %q: %w", s.Type, s.Name, err)
	}
	row := ThreatTable[s.Rating]
	var c ThreatCard
	c.AttackCount = row.Attacks
	if len(s.Attacks) > 0 {
		c.AttackCount = len(s.Attacks)
	}
	mult := 1
	if s.Type == CombatantThreat && s.has(TraitVicious) {
		mult = 2
	}
	for i := range c.AttackCount {
		a := ThreatAttack{}
		if i < len(s.Attacks) {
			a = s.Attacks[i]
		}
		dmg, expr := row.Damage, row.Dice
		if a.Dice != "" {
			expr = a.Dice
			e, _ := ParseDamage(a.Dice)
			dmg = e.FlatMean()
		}
		if a.Damage > 0 {
			dmg = a.Damage
		}
		m := mult
		if i == 0 && s.Type == CombatantThreat && s.has(TraitChampion) {
			m *= 2 // one attack's damage doubled (L832–833)
		}
		dmg *= m
		if a.MultipleTargets {
			dmg /= 2
		}
		if a.Certain {
			dmg /= 2
		}
		c.Damage = append(c.Damage, dmg)
		c.DamageDice = append(c.DamageDice, expr)
	}
	c.Explain = append(c.Explain, fmt.Sprintf("Rating %d: %d attacks of %d (%s) (Threat Rating); flat damage by default.", s.Rating, row.Attacks, row.Damage, row.Dice)) // L765–790, EVE-24
	if s.Type == CombatantDanger {
		c.TN = ChallengeTN(s.Rating)
		c.SuccessesNeeded = SuccessesNeeded(s.Complexity)
		c.FailureThreshold = FailureThreshold(s.Complexity)
		c.Explain = append(c.Explain, fmt.Sprintf("Danger TN = 3 × rating = %d (Danger Rating); %d successes, failure at %d (Complexity).", c.TN, c.SuccessesNeeded, c.FailureThreshold)) // L919–929, L939–953
		return c, nil
	}
	hp := row.Health
	if s.BookHealth {
		hp = row.BookHealth
	}
	if s.Rating == 1 {
		c.Explain = append(c.Explain, "Rating 1 health is 50 (the book prints 15, which breaks its own 5 + 45 × rating line).") // EVE-23
	}
	if s.has(TraitBehemoth) {
		hp *= 2
		c.Space = 4
	}
	c.MaxHP = hp
	c.HitTN, c.AttackTN = row.TN, row.TN
	if s.has(TraitDefender) {
		c.HitTN += 3
	}
	if s.has(TraitVicious) {
		c.AttackTN += 3
	}
	if s.has(TraitChampion) {
		c.HitTN += 3
		c.AttackTN += 3
	}
	if s.has(TraitLegendary) {
		c.HitTN += 3
		c.AttackTN += 3
		c.LegendaryActions, c.LegendaryResistances = 3, 3
	}
	c.ExpectedRoundsMin = 3
	c.ExpectedRoundsMax = 3 + 3*len(s.Traits)
	if s.has(TraitPhased) && s.Phases > 1 {
		c.ExpectedRoundsMin += 3 * (s.Phases - 1)
		c.ExpectedRoundsMax += 3 * (s.Phases - 1)
	}
	c.Explain = append(c.Explain, fmt.Sprintf("Health %d, TN %d to be hit and %d to defend against; TN bonuses of traits add, damage multipliers multiply.", c.MaxHP, c.HitTN, c.AttackTN), // EVE-25, EVE-26
		`"3 rounds of combat for a base creature, +0-3 rounds for each added trait" (Balance).`) // L795
	return c, nil
}

// Damage is a damage expression NdS+M, or a flat M (L1008: "2d6+2" or "10").
type Damage struct {
	Count, Sides, Bonus int
}

// ParseDamage reads "3d6+4", "2d8", "d6-1" or "10".
func ParseDamage(s string) (Damage, error) {
	s = strings.ReplaceAll(strings.ToLower(strings.TrimSpace(s)), " ", "")
	if s == "" {
		return Damage{}, errors.New("damage is empty: write 2d6+2 or a flat number")
	}
	var d Damage
	rest := s
	if i := strings.IndexByte(s, 'd'); i >= 0 {
		d.Count = 1
		if i > 0 {
			n, err := strconv.Atoi(s[:i])
			if err != nil || n < 0 || n > 1000 {
				return Damage{}, fmt.Errorf("damage %q: the dice count must be 0–1000", s)
			}
			d.Count = n
		}
		rest = s[i+1:]
		j := strings.IndexAny(rest, "+-")
		if j < 0 {
			j = len(rest)
		}
		n, err := strconv.Atoi(rest[:j])
		if err != nil || n < 1 || n > 1000 {
			return Damage{}, fmt.Errorf("damage %q: the die size must be 1–1000", s)
		}
		d.Sides = n
		rest = rest[j:]
		if rest == "" {
			return d, nil
		}
	}
	n, err := strconv.Atoi(rest)
	if err != nil || n < -100000 || n > 100000 {
		return Damage{}, fmt.Errorf("damage %q: write 2d6+2 or a flat number", s)
	}
	d.Bonus = n
	return d, nil
}

// String writes the expression back ("3d6+4", "10").
func (d Damage) String() string {
	if d.Count == 0 || d.Sides == 0 {
		return strconv.Itoa(d.Bonus)
	}
	s := fmt.Sprintf("%dd%d", d.Count, d.Sides)
	if d.Bonus != 0 {
		s += fmt.Sprintf("%+d", d.Bonus)
	}
	return s
}

// FlatMean is the floor of the expression's mean (L32).
func (d Damage) FlatMean() int {
	return (d.Count*(d.Sides+1) + 2*d.Bonus) / 2
}

// CheckReshape checks a boosting or exchanging edit (L814–816, L965–967):
// the new attacks must keep the total dice of each size and the total flat
// bonus of the old ones ("3 attacks at 3d6+4 → 6d6+8 and 3d6+4").
func CheckReshape(before, after []string) error {
	bd, bb, err := damageSum(before)
	if err != nil {
		return err
	}
	ad, ab, err := damageSum(after)
	if err != nil {
		return err
	}
	for _, k := range append(rules.SortedKeys(bd), rules.SortedKeys(ad)...) {
		if bd[k] != ad[k] {
			return fmt.Errorf("the attacks had %dd%d in total and now have %dd%d: boosting and exchanging keep the total dice (Customizing Damage › Boosting damage)", bd[k], k, ad[k], k) // L814–816
		}
	}
	if bb != ab {
		return fmt.Errorf("the attacks had %+d flat in total and now have %+d: keep the total (Customizing Damage › Boosting damage)", bb, ab) // L814–816
	}
	return nil
}

// damageSum adds up expressions: dice by size, and the flat bonus.
func damageSum(list []string) (map[int]int, int, error) {
	dice, bonus := map[int]int{}, 0
	for _, s := range list {
		d, err := ParseDamage(s)
		if err != nil {
			return nil, 0, err
		}
		if d.Count > 0 {
			dice[d.Sides] += d.Count
		}
		bonus += d.Bonus
	}
	return dice, bonus, nil
}

// DamageTotal writes the total of the expressions, the amount boosting and
// exchanging keep (L814–816): 3 × 3d6+4 is "9d6+12".
func DamageTotal(list []string) (string, error) {
	dice, bonus, err := damageSum(list)
	if err != nil {
		return "", err
	}
	var parts []string
	for _, sides := range rules.SortedKeys(dice) {
		parts = append(parts, fmt.Sprintf("%dd%d", dice[sides], sides))
	}
	out := strings.Join(parts, "+")
	switch {
	case out == "":
		out = strconv.Itoa(bonus)
	case bonus != 0:
		out += fmt.Sprintf("%+d", bonus)
	}
	return out, nil
}

// Thread kinds (L435–443).
var ThreadKinds = []string{"character", "storyline", "intrigue", "project", "problem"}

// ThreadCard is a GM or player thread (L385–461).
type ThreadCard struct {
	Name            string   `json:"name"`
	Summary         string   `json:"summary,omitempty"`
	Length          int      `json:"length"`
	Outcome         string   `json:"outcome,omitempty"`
	Kind            string   `json:"kind,omitempty"`
	PlayerThread    bool     `json:"player_thread,omitempty"`
	PreparedActions []string `json:"prepared_actions,omitempty"`
	Parent          string   `json:"parent,omitempty"`
}

// Validate checks a thread's length (4–12, L391) and kind.
func (t ThreadCard) Validate() error {
	errs := []error{rules.CheckRange("length", t.Length, 4, 12), nameGiven(t.Name)}
	if t.Kind != "" && !slices.Contains(ThreadKinds, t.Kind) {
		errs = append(errs, fmt.Errorf("kind is %q, use one of %v", t.Kind, ThreadKinds))
	}
	return rules.JoinErrors(errs...)
}

// ThreadActionSuggestions are the book's suggestions for a thread action
// ("here's some suggestions for things you can do when you make a thread
// action", L449), with their lines.
var ThreadActionSuggestions = []struct{ Name, Line string }{
	{"Exploding or suppressing outcomes", "Making Thread Actions"}, {"Pain or recovery", "Making Thread Actions"},
	{"Consequences and conditions", "Making Thread Actions"}, {"Complications", "Making Thread Actions"},
	{"Losing or gaining opportunities", "Making Thread Actions"}, {"Giving or taking advantage", "Making Thread Actions"},
}
