package drgn

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"sessionzero/rules"
)

// This file is the ability component calculator ("Abilities"): an ability
// is built from components like bricks, and its cost per use is
// round(raw × (1 + Σ percentages)), never below 0.

// ComponentKind says how a component is priced.
type ComponentKind string

// The ways a component is priced.
const (
	// KindFree components cost nothing (Single Target, Elemental, Benign …).
	KindFree ComponentKind = "free"
	// KindCounted components take a number and cost per unit (Power, Ranged …).
	KindCounted ComponentKind = "counted"
	// KindPercent components change the total by a percentage (Subtle …).
	KindPercent ComponentKind = "percent"
	// KindTiered components pick a tier (Afflicting: basic/moderate/advanced).
	KindTiered ComponentKind = "tiered"
	// KindArchitect components cost what the Architect decides ("Special").
	KindArchitect ComponentKind = "architect"
)

// ComponentInfo describes one component for the calculator and its picker.
type ComponentInfo struct {
	// Name is the lower-case, hyphenated name used in files and on the
	// command line ("multi-target", "ranged-miles").
	Name string
	// BookName is the book's name ("Multi-Target").
	BookName string
	Kind     ComponentKind
	// Unit names what the number counts ("point", "unit", "mile", "turn").
	Unit string
	// UnitCost is the XP per step; Step is how many units make a step
	// (Ranged: 1 per 6 units). Partial steps round up.
	UnitCost int
	Step     float64
	// Fractional components accept numbers with decimals (miles, hours).
	Fractional bool
	// Percent is the percentage a KindPercent component adds; for
	// Multi-Target it is per target beyond the first.
	Percent int
	// Repeatable components may be added more than once.
	Repeatable bool
	// NegativeAllowed components may take a negative number (Drawback).
	NegativeAllowed bool
	// Effect is the book's one-line description.
	Effect string
}

// Component names the rules treat specially.
const (
	CompSingleTarget  = "single-target"
	CompMultiTarget   = "multi-target"
	CompElemental     = "elemental"
	CompPower         = "power"
	CompRanged        = "ranged"
	CompRangedMiles   = "ranged-miles"
	CompDuration      = "duration"
	CompDurationHours = "duration-hours"
	CompLine          = "line"
	CompCone          = "cone"
	CompSphere        = "sphere"
	CompProtecting    = "protecting"
	CompAfflicting    = "afflicting"
	CompIntrinsic     = "intrinsic"
	CompSpecial       = "special"
	CompDrawback      = "drawback"
)

// AfflictingCost is the raw cost of an Afflicting component by status tier:
// "+5 for basic, +15 for advanced"; moderate sits between at 10
// (design.md "Rules decisions → DRGN").
var AfflictingCost = map[string]int{"basic": 5, "moderate": 10, "advanced": 15}

// AfflictingTiers lists the status tiers in order.
var AfflictingTiers = []string{"basic", "moderate", "advanced"}

// Components is the book's component table, in its order, with the two
// unit variants of Ranged and Duration split out and a generic "special".
var Components = []ComponentInfo{
	{Name: CompSingleTarget, BookName: "Single Target", Kind: KindFree, Effect: "Can target a single character"},
	{Name: CompElemental, BookName: "Elemental", Kind: KindFree, Repeatable: true, Effect: "Ability does damage of chosen elemental type"},
	{Name: "benign", BookName: "Benign", Kind: KindFree, Effect: "Non harmful effect. More power gives stronger effects."},
	{Name: "illusory", BookName: "Illusory", Kind: KindPercent, Percent: -50, Effect: "Has no actual effect"},
	{Name: CompPower, BookName: "Power", Kind: KindCounted, Unit: "point", UnitCost: 1, Step: 1, Effect: "Increase damage or power of summons"},
	{Name: "translocating", BookName: "Translocating", Kind: KindArchitect, Effect: "Moves target. Power increases weight"},
	{Name: CompRanged, BookName: "Ranged", Kind: KindCounted, Unit: "unit", UnitCost: 1, Step: 6, Effect: "+1 cost per 6 units of combat abilities"},
	{Name: CompRangedMiles, BookName: "Ranged", Kind: KindCounted, Unit: "mile", UnitCost: 2, Step: 1, Fractional: true, Effect: "+2 cost per 1 mile otherwise"},
	{Name: CompDuration, BookName: "Duration", Kind: KindCounted, Unit: "turn", UnitCost: 1, Step: 1, Effect: "+1 cost per 1 turn of damaging abilities"},
	{Name: CompDurationHours, BookName: "Duration", Kind: KindCounted, Unit: "hour", UnitCost: 2, Step: 1, Fractional: true, Effect: "+2 cost per hour otherwise"},
	{Name: CompLine, BookName: "Line", Kind: KindCounted, Unit: "unit of length", UnitCost: 1, Step: 1, Effect: "Effects all targets in a line"},
	{Name: CompCone, BookName: "Cone", Kind: KindCounted, Unit: "unit of length", UnitCost: 2, Step: 1, Effect: "Effects all targets in a cone"},
	{Name: CompSphere, BookName: "Sphere", Kind: KindCounted, Unit: "unit of radius", UnitCost: 3, Step: 1, Effect: "Effects all targets in a sphere centered on origin"},
	{Name: "sensing", BookName: "Sensing", Kind: KindCounted, Unit: "sense", UnitCost: 2, Step: 1, Effect: "Gain sensory data from point in range"},
	{Name: "interactive", BookName: "Interactive", Kind: KindFree, Effect: "Ability interacts with environment naturally"},
	{Name: "pushing", BookName: "Pushing", Kind: KindCounted, Unit: "unit moved", UnitCost: 1, Step: 1, Effect: "Targets are pushed in direction of choice"},
	{Name: "marking", BookName: "Marking", Kind: KindCounted, Unit: "activation", UnitCost: 5, Step: 1, Effect: "Ability \"marks\" target with condition. When the condition is met, rest of ability takes effect."},
	{Name: "additive", BookName: "Additive", Kind: KindFree, Effect: "Can be used for free to add additional affects to an action"},
	{Name: CompProtecting, BookName: "Protecting", Kind: KindCounted, Unit: "toughness point (0 = temporary HP)", UnitCost: 1, Step: 1, Effect: "Gives temporary HP or reduces damage based on power"},
	{Name: CompAfflicting, BookName: "Afflicting", Kind: KindTiered, Repeatable: true, Effect: "Gives or removes a status effect"},
	{Name: "augmenting", BookName: "Augmenting", Kind: KindArchitect, Effect: "Enhances the targets capabilities"},
	{Name: "altering", BookName: "Altering", Kind: KindArchitect, Effect: "Change target(s) into other things."},
	{Name: "overloading", BookName: "Overloading", Kind: KindArchitect, Effect: "Characters can spend multiple actions on an ability, increasing power"},
	{Name: CompIntrinsic, BookName: "Intrinsic", Kind: KindArchitect, Effect: "Ability is always active or usable"},
	{Name: CompDrawback, BookName: "Drawback", Kind: KindArchitect, NegativeAllowed: true, Effect: "Ability has negative side-effects"},
	{Name: "restoring", BookName: "Restoring", Kind: KindPercent, Percent: 10, Effect: "Heals target(s) based on power. Can grant max HP"},
	{Name: "consuming", BookName: "Consuming", Kind: KindPercent, Percent: -20, Effect: "Ability consumes some resource when used"},
	{Name: "cooperative", BookName: "Cooperative", Kind: KindPercent, Percent: -20, Effect: "Ability can only be used with another character that has the same ability"},
	{Name: "uncertain", BookName: "Uncertain", Kind: KindPercent, Percent: -10, Effect: "Must roll a dice to see if ability takes effect"},
	{Name: "subtle", BookName: "Subtle", Kind: KindPercent, Percent: 10, Effect: "ability can be used without revealing user"},
	{Name: "creation", BookName: "Creation", Kind: KindArchitect, Effect: "Create matter. Decide permanence. Durability based on Power"},
	{Name: "summoning", BookName: "Summoning", Kind: KindPercent, Percent: 10, Effect: "\"Summons\" a minion(s). Minion(s) HP & damage based on power"},
	{Name: "phasing", BookName: "Phasing", Kind: KindPercent, Percent: 10, Effect: "Do not need line of sight to target"},
	{Name: "reliable", BookName: "Reliable", Kind: KindPercent, Percent: 10, Effect: "Uses refresh on a short rest"},
	{Name: CompMultiTarget, BookName: "Multi-Target", Kind: KindCounted, Unit: "target", Percent: 10, Effect: "Can choose multiple targets or origins"},
	{Name: "sustained", BookName: "Sustained", Kind: KindPercent, Percent: 100, Effect: "ability lasts until ended"},
	{Name: "careful", BookName: "Careful", Kind: KindPercent, Percent: 10, Effect: "ability will not affect allies"},
	{Name: "duality", BookName: "Duality", Kind: KindArchitect, Effect: "Ability has different effects on allies vs enemies"},
	{Name: CompSpecial, BookName: "Special", Kind: KindArchitect, Repeatable: true, Effect: "Any component the Architect prices"},
}

// ComponentByName finds a component by its file/command-line name.
func ComponentByName(name string) (ComponentInfo, bool) {
	name = strings.ToLower(strings.TrimSpace(name))
	for _, c := range Components {
		if c.Name == name {
			return c, true
		}
	}
	return ComponentInfo{}, false
}

// Component is one brick of an ability as stored in a character file.
type Component struct {
	// Name is a ComponentInfo.Name ("power", "elemental", "special").
	Name string `json:"name"`
	// Value is the component's number: points, units, miles, turns,
	// hours, senses, activations, targets, toughness points, or the
	// Architect's cost.
	Value float64 `json:"value,omitempty"`
	// Option is the element of an Elemental component ("Fire") or the
	// status tier of an Afflicting one ("basic").
	Option string `json:"option,omitempty"`
	// Label says what a Special component is ("Creation: stone wall").
	Label string `json:"label,omitempty"`
}

// String gives the command-line form: "power=30", "elemental=fire", "subtle".
func (c Component) String() string {
	if c.Option != "" {
		return c.Name + "=" + c.Option
	}
	info, ok := ComponentByName(c.Name)
	if ok && (info.Kind == KindFree || info.Kind == KindPercent) {
		return c.Name
	}
	return c.Name + "=" + strconv.FormatFloat(c.Value, 'f', -1, 64)
}

// ParseComponent reads the command-line form NAME or NAME=VALUE.
func ParseComponent(s string) (Component, error) {
	name, value, hasValue := strings.Cut(strings.TrimSpace(s), "=")
	info, ok := ComponentByName(name)
	if !ok {
		return Component{}, fmt.Errorf("unknown component %q (known: %s)", name, componentNames())
	}
	c := Component{Name: info.Name}
	switch info.Kind {
	case KindFree, KindPercent:
		if info.Name == CompElemental {
			if !hasValue || value == "" {
				return Component{}, errors.New("elemental needs an element, e.g. elemental=fire")
			}
			c.Option = value
			return c, nil
		}
		if hasValue {
			return Component{}, fmt.Errorf("%s takes no number (it is a %s component)", info.Name, info.Kind)
		}
	case KindTiered:
		if !hasValue || value == "" {
			return Component{}, fmt.Errorf("%s needs a status tier: %s", info.Name, strings.Join(AfflictingTiers, ", "))
		}
		c.Option = strings.ToLower(value)
	case KindCounted, KindArchitect:
		if !hasValue || value == "" {
			return Component{}, fmt.Errorf("%s needs a number, e.g. %s=%s", info.Name, info.Name, exampleValue(info))
		}
		n, err := strconv.ParseFloat(value, 64)
		if err != nil || math.IsNaN(n) || math.IsInf(n, 0) {
			return Component{}, fmt.Errorf("%s=%s: %q is not a number", info.Name, value, value)
		}
		c.Value = n
	}
	return c, nil
}

func exampleValue(info ComponentInfo) string {
	switch info.Name {
	case CompProtecting:
		return "4 (toughness points) or 0 (temporary HP)"
	case CompMultiTarget:
		return "3"
	}
	return "5"
}

func componentNames() string {
	names := make([]string, len(Components))
	for i, c := range Components {
		names[i] = c.Name
	}
	return strings.Join(names, ", ")
}

// CostLine is one component's share of an ability's cost.
type CostLine struct {
	Component string `json:"component"`
	Raw       int    `json:"raw"`
	Percent   int    `json:"percent"`
	Explain   string `json:"explain"`
}

// AbilityCost is the calculator's answer, and its JSON the contract of
// `ability-cost --json` (docs/formats.md): change a key there first.
type AbilityCost struct {
	Raw        int `json:"raw"`
	Percent    int `json:"percent"`
	CostPerUse int `json:"cost_per_use"`
	Uses       int `json:"uses"`
	TotalXP    int `json:"total_xp"`
	// EstimatedTargets is the book's guideline for areas ("lines hit (1/6
	// their length) targets …"); 1 for a single target.
	EstimatedTargets int `json:"estimated_targets"`
	// DamageTypes are the ability's types: Force unless Elemental is taken.
	DamageTypes []string `json:"damage_types"`
	// Intrinsic abilities are always usable and bought once.
	Intrinsic bool       `json:"intrinsic"`
	Lines     []CostLine `json:"lines"`
	// Explain sums it up: "cost per use 42 = round(42 × (1 + 0%))".
	Explain string `json:"explain"`
}

// Ranges of CalculateAbilityCost's numbers: far beyond any ability in
// the book, small enough that the XP arithmetic cannot overflow.
const (
	MaxUses           = 1000
	MaxComponents     = 100
	MaxComponentValue = 1_000_000
)

// CalculateAbilityCost prices an ability built from components, bought with
// uses uses. It refuses nonsense with an error that says why: an unknown
// component, a negative number, Single Target with Multi-Target, a
// non-repeatable component twice, Intrinsic with uses.
func CalculateAbilityCost(components []Component, uses int) (AbilityCost, error) {
	if uses < 0 {
		return AbilityCost{}, fmt.Errorf("uses %d: cannot buy a negative number of uses", uses)
	}
	if uses > MaxUses {
		return AbilityCost{}, fmt.Errorf("uses is %d, allowed 0 to %d", uses, MaxUses)
	}
	if len(components) > MaxComponents {
		return AbilityCost{}, fmt.Errorf("%d components; at most %d are allowed", len(components), MaxComponents)
	}
	for _, c := range components {
		if math.IsNaN(c.Value) || math.Abs(c.Value) > MaxComponentValue {
			return AbilityCost{}, fmt.Errorf("component %s is %v, allowed %d to %d", c.Name, c.Value, -MaxComponentValue, MaxComponentValue)
		}
	}
	var res AbilityCost
	seen := map[string]int{}
	var elements []string
	areaTargets := 0.0
	hasArea := false
	multiTargets := 0
	for _, c := range components {
		info, ok := ComponentByName(c.Name)
		if !ok {
			return AbilityCost{}, fmt.Errorf("unknown component %q (known: %s)", c.Name, componentNames())
		}
		seen[info.Name]++
		if seen[info.Name] > 1 && !info.Repeatable {
			return AbilityCost{}, fmt.Errorf("%s is given twice: it cannot be added more than once (give one total)", info.Name)
		}
		if c.Value < 0 && !info.NegativeAllowed {
			return AbilityCost{}, fmt.Errorf("%s=%s: a component's number cannot be negative", info.Name, strconv.FormatFloat(c.Value, 'f', -1, 64))
		}
		if math.IsNaN(c.Value) || math.IsInf(c.Value, 0) {
			return AbilityCost{}, fmt.Errorf("%s: not a number", info.Name)
		}
		if (info.Kind == KindCounted || info.Kind == KindArchitect) && !info.Fractional && c.Value != math.Trunc(c.Value) {
			return AbilityCost{}, fmt.Errorf("%s=%s: needs a whole number", info.Name, strconv.FormatFloat(c.Value, 'f', -1, 64))
		}
		line := CostLine{Component: c.String()}
		switch info.Kind {
		case KindFree:
			line.Explain = fmt.Sprintf("%s: free", info.BookName)
			if info.Name == CompElemental {
				el, ok := ElementByName(c.Option)
				if !ok || el.Name == Force {
					return AbilityCost{}, fmt.Errorf("elemental=%s: not a damage type from the attunement chart (force is what abilities deal without Elemental)", c.Option)
				}
				if containsFold(elements, el.Name) {
					return AbilityCost{}, fmt.Errorf("elemental=%s is given twice: each Elemental adds a different type", c.Option)
				}
				elements = append(elements, el.Name)
				line.Explain = fmt.Sprintf("Elemental (%s): free, damage becomes %s", el.Name, el.Name)
			}
		case KindPercent:
			line.Percent = info.Percent
			line.Explain = fmt.Sprintf("%s: %+d%%", info.BookName, info.Percent)
		case KindTiered:
			cost, ok := AfflictingCost[strings.ToLower(c.Option)]
			if !ok {
				return AbilityCost{}, fmt.Errorf("afflicting=%s: the status tier must be one of %s", c.Option, strings.Join(AfflictingTiers, ", "))
			}
			line.Raw = cost
			line.Explain = fmt.Sprintf("Afflicting (%s status): +%d", strings.ToLower(c.Option), cost)
		case KindArchitect:
			line.Raw = int(c.Value)
			what := info.BookName
			if c.Label != "" {
				what += " (" + c.Label + ")"
			}
			line.Explain = fmt.Sprintf("%s: %+d, the Architect's cost", what, line.Raw)
		case KindCounted:
			if info.Name == CompMultiTarget {
				if c.Value < 2 {
					return AbilityCost{}, fmt.Errorf("multi-target=%s: needs at least 2 targets (one target is Single Target)", strconv.FormatFloat(c.Value, 'f', -1, 64))
				}
				multiTargets = int(c.Value)
				line.Percent = info.Percent * (multiTargets - 1)
				line.Explain = fmt.Sprintf("Multi-Target (%d targets): +%d%% per target beyond the first = %+d%%", multiTargets, info.Percent, line.Percent)
				break
			}
			steps := int(math.Ceil(c.Value/info.Step - 1e-9))
			line.Raw = steps * info.UnitCost
			line.Explain = countedExplain(info, c.Value, steps, line.Raw)
			switch info.Name {
			case CompLine:
				hasArea = true
				areaTargets += c.Value / 6
			case CompCone:
				hasArea = true
				areaTargets += c.Value / 3
			case CompSphere:
				hasArea = true
				areaTargets += c.Value * 2 / 3
			}
		}
		res.Raw += line.Raw
		res.Percent += line.Percent
		res.Lines = append(res.Lines, line)
	}
	if seen[CompSingleTarget] > 0 && seen[CompMultiTarget] > 0 {
		return AbilityCost{}, errors.New("single-target and multi-target together: an ability targets one character or several, not both")
	}
	res.Intrinsic = seen[CompIntrinsic] > 0
	if res.Intrinsic && uses > 0 {
		return AbilityCost{}, fmt.Errorf("intrinsic with %d uses: an intrinsic ability is always active or usable, so it has no uses to buy (use 0)", uses)
	}
	cost, floor := roundedCost(res.Raw, res.Percent), ""
	if res.Raw*(100+res.Percent) < 0 {
		floor = ", never below 0"
	}
	res.CostPerUse = cost
	res.Uses = uses
	res.Explain = fmt.Sprintf("Cost per use %d = round(raw %d × %d%%)%s", cost, res.Raw, 100+res.Percent, floor)
	if res.Intrinsic {
		res.TotalXP = cost
		res.Explain += fmt.Sprintf("; intrinsic, bought once: %d XP", cost)
	} else {
		res.TotalXP = cost * uses
		res.Explain += fmt.Sprintf("; %d XP = %d × %d %s", res.TotalXP, cost, uses, plural(uses, "use", "uses"))
	}
	res.DamageTypes = elements
	if len(res.DamageTypes) == 0 {
		res.DamageTypes = []string{Force}
	}
	switch {
	case hasArea:
		per := rules.BookRound(areaTargets)
		if per < 1 {
			per = 1
		}
		res.EstimatedTargets = per
		if multiTargets > 1 {
			res.EstimatedTargets = per * multiTargets
		}
	case multiTargets > 1:
		res.EstimatedTargets = multiTargets
	default:
		res.EstimatedTargets = 1
	}
	return res, nil
}

func countedExplain(info ComponentInfo, value float64, steps, raw int) string {
	v := strconv.FormatFloat(value, 'f', -1, 64)
	switch {
	case info.Name == CompProtecting && value == 0:
		return "Protecting (temporary HP): +0"
	case info.Step > 1:
		return fmt.Sprintf("%s %s %ss: %d × %d per %g %ss (partial steps round up) = +%d", info.BookName, v, info.Unit, steps, info.UnitCost, info.Step, info.Unit, raw)
	case info.Fractional && float64(steps) != value:
		return fmt.Sprintf("%s %s %ss, rounded up to %d: %d × %d = +%d", info.BookName, v, info.Unit, steps, steps, info.UnitCost, raw)
	default:
		return fmt.Sprintf("%s %s × %d per %s = +%d", info.BookName, v, info.UnitCost, info.Unit, raw)
	}
}

// AreaTargetsExplain is the book's guideline, for the UI to show beside the
// estimate.
const AreaTargetsExplain = "lines hit (1/6 their length) targets, cones hit (1/3 of their length) targets, and spheres hit (2/3 of their radius) targets"

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// roundedCost is raw × (100 + percent) / 100 rounded by the book's rule
// ("0-4 goes down, 5-9 goes up"), in whole numbers so that a cost of
// exactly .5 always rounds up (45 × 70% = 31.5 → 32; in floating point
// 45 × 0.7 is 31.499…), and never below 0.
func roundedCost(raw, percent int) int {
	hundredths := raw * (100 + percent)
	if hundredths <= 0 {
		return 0
	}
	return (hundredths + 50) / 100
}
