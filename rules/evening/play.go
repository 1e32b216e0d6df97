package evening

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"sessionzero/rules"
)

// Play action kinds (specs/evening.md §8.9).
const (
	ActShortRest     = "short_rest"
	ActLongRest      = "long_rest"
	ActDowntimeStart = "downtime_start"
	ActDowntimeEnd   = "downtime_end"
	ActGainXP        = "gain_xp"
	ActInvestXP      = "invest_xp"
	ActReleaseXP     = "release_xp"
	ActLeverage      = "leverage"
)

// Action is one play action on a character; the fields its kind does not
// use stay empty. It is written to the character's history as is, with
// the result.
type Action struct {
	Kind string `json:"kind"`
	// short_rest: one roll per reserve die spent.
	Rolls []int `json:"rolls,omitempty"`
	// long_rest: full, half or none; an optional wealth check for +1 asset.
	Sustenance  string `json:"sustenance,omitempty"`
	WealthRoll  int    `json:"wealth_roll,omitempty"`
	WealthAsset string `json:"asset,omitempty"`
	// gain_xp.
	Amount int    `json:"amount,omitempty"`
	Reason string `json:"reason,omitempty"`
	// invest_xp: one investment; release_xp and downtime_start: up to 5
	// points released.
	Invest  *Investment  `json:"invest,omitempty"`
	Release []Investment `json:"release,omitempty"`
	// plot_armor target.
	Target string `json:"target,omitempty"`
	// leverage.
	TN   int    `json:"tn,omitempty"`
	Roll int    `json:"roll,omitempty"`
	Item string `json:"item,omitempty"`
	Load int    `json:"load,omitempty"`
	// Result is filled when the action is written to history.
	Result string `json:"result,omitempty"`
}

// Sustenance kinds for a long rest (L655–661).
var SustenanceKinds = []string{"full", "half", "none"}

// Play applies one action and returns the changed character, what
// happened in words, and an error naming what is wrong when it cannot
// apply (the character is then unchanged).
func Play(c Character, a Action) (Character, string, error) {
	c = c.clone()
	var msg string
	var err error
	switch a.Kind {
	case ActShortRest:
		msg, err = c.shortRest(a)
	case ActLongRest:
		msg, err = c.longRest(a)
	case ActDowntimeStart:
		c.XPInvested = slices.DeleteFunc(c.XPInvested, func(i Investment) bool {
			return i.Kind == InvestEffectStep || i.Kind == InvestReroll
		})
		msg = "downtime begins: effect-step and re-roll investments return" // L189–190
		if len(a.Release) > 0 {
			var m string
			m, err = c.release(a.Release)
			msg += "; " + m
		}
	case ActDowntimeEnd:
		for _, i := range c.XPInvested {
			switch i.Kind {
			case InvestIgnoreInjury:
				c.IgnoredLevels.Injury = max(0, c.IgnoredLevels.Injury-1)
			case InvestIgnoreExhaustion:
				c.IgnoredLevels.Exhaustion = max(0, c.IgnoredLevels.Exhaustion-1)
			}
		}
		c.XPInvested = slices.DeleteFunc(c.XPInvested, func(i Investment) bool {
			return i.Kind == InvestIgnoreInjury || i.Kind == InvestIgnoreExhaustion
		})
		msg = "downtime ends: ignored injury and exhaustion levels return" // L191
	case ActGainXP:
		if err = rules.CheckRange("amount", a.Amount, 1, 1000); err == nil {
			if err = rules.CheckRange("total XP", c.XPTotal+a.Amount, 0, 10000); err == nil {
				c.XPTotal += a.Amount
				msg = fmt.Sprintf("+%d XP (%s): total %d", a.Amount, a.Reason, c.XPTotal)
			}
		}
	case ActInvestXP:
		msg, err = c.invest(a)
	case ActReleaseXP:
		msg, err = c.release(a.Release)
	case ActLeverage:
		msg, err = c.leverage(a)
	default:
		err = fmt.Errorf("unknown play action %q", a.Kind)
	}
	if err != nil {
		return Character{}, "", fmt.Errorf("%s: %w", a.Kind, err)
	}
	a.Result = msg
	if b, e := json.Marshal(a); e == nil {
		c.History = append(c.History, b)
	}
	return c, msg, nil
}

func (c Character) clone() Character {
	c.XPInvested = slices.Clone(c.XPInvested)
	c.Inventory = slices.Clone(c.Inventory)
	c.PlotArmor = slices.Clone(c.PlotArmor)
	c.History = slices.Clone(c.History)
	if c.CurrentHP != nil {
		c.CurrentHP = intp(*c.CurrentHP)
	}
	assets := make(map[string]Asset, len(c.Assets))
	for k, v := range c.Assets {
		assets[k] = v
	}
	c.Assets = assets
	return c
}

func (c Character) level() int { return Level(c.StartLevel, c.ReachedLevel1, c.XPTotal) }

// MaxHP is the health maximum in force (EVE-9, L1077).
func (c Character) MaxHP() int {
	hp := ClassHP(c.level(), c.Classes)
	if c.Exhaustion-c.IgnoredLevels.Exhaustion >= 4 {
		hp /= 2
	}
	return hp
}

// HP is the current health (absent = full).
func (c Character) HP() int {
	if c.CurrentHP == nil {
		return c.MaxHP()
	}
	return *c.CurrentHP
}

func (c Character) investedIn(kind, asset string) int {
	n := 0
	for _, i := range c.XPInvested {
		if (kind == "" || i.Kind == kind) && (asset == "" || i.Asset == asset) {
			n += i.Points
		}
	}
	return n
}

func (c Character) reserveDice() []int {
	d, _ := ReserveDiceOf(c.level(), c.Classes, c.investedIn(InvestReserveDie, ""))
	return d
}

func (c *Character) shortRest(a Action) (string, error) {
	left := len(c.reserveDice()) - c.ReservesSpent
	if len(a.Rolls) > left {
		return "", fmt.Errorf("%s rolled but only %d left", count(len(a.Rolls), "reserve die", "reserve dice"), left)
	}
	heal := 0
	bonus := c.Abilities.Resolve + c.Attributes.Body
	for i, r := range a.Rolls {
		if err := rules.CheckRange(fmt.Sprintf("reserve die roll %d", i+1), r, 1, 12); err != nil {
			return "", err
		}
		heal += max(0, r+bonus) // each die heals at least 0 (EVE-36)
	}
	hp := min(c.MaxHP(), c.HP()+heal)
	c.CurrentHP = intp(hp)
	c.ReservesSpent += len(a.Rolls)
	return fmt.Sprintf("short rest: %s, +%d health (each + Resolve + Body %+d), health %d", count(len(a.Rolls), "reserve die", "reserve dice"), heal, bonus, hp), nil // L359
}

func (c *Character) longRest(a Action) (string, error) {
	if !slices.Contains(SustenanceKinds, a.Sustenance) {
		return "", fmt.Errorf("sustenance is %q, use full, half or none", a.Sustenance)
	}
	c.TemporaryHP = 0 // L1030
	if c.HP() < 1 {
		return "long rest at 0 health: no benefit; temporary health is gone", nil // L365
	}
	msg := "long rest"
	if c.Injury > 0 {
		c.InjuryRests++
		if c.InjuryRests >= c.Injury {
			c.Injury--
			c.InjuryRests = 0
			msg += fmt.Sprintf(", injury down to %d", c.Injury) // L1056
		}
	}
	for k, v := range c.Assets {
		v.LeveragedToday = false
		c.Assets[k] = v
	}
	switch a.Sustenance {
	case "full":
		c.CurrentHP = nil
		c.ReservesSpent = 0
		if c.Exhaustion > 0 {
			c.Exhaustion--
		}
		msg += ", full health and reserves, exhaustion −1" // L1084
	case "half":
		msg += ", half rations: no recovery" // L661
	case "none":
		c.Exhaustion = min(6, c.Exhaustion+1)
		msg += ", no sustenance: +1 exhaustion" // L658, EVE-38
	}
	if c.CurrentHP != nil && *c.CurrentHP > c.MaxHP() {
		c.CurrentHP = intp(c.MaxHP()) // EVE-35: the halved maximum
	}
	if a.WealthAsset != "" {
		if !slices.Contains(AssetKinds, a.WealthAsset) {
			return "", fmt.Errorf("asset is %q, use one of %v", a.WealthAsset, AssetKinds)
		}
		if err := rules.CheckRange("wealth check roll", a.WealthRoll, 1, 10); err != nil {
			return "", err
		}
		total := a.WealthRoll + c.wealthBonus()
		if total > 10 {
			v := c.Assets[a.WealthAsset]
			v.Value = min(5, v.Value+1)
			c.Assets[a.WealthAsset] = v
			msg += fmt.Sprintf(", wealth check %d beats 10: +1 %s", total, a.WealthAsset) // L527, EVE-19
		} else {
			msg += fmt.Sprintf(", wealth check %d does not beat 10", total)
		}
	}
	return msg, nil
}

func (c Character) wealthBonus() int {
	apt, _ := InjuryPenalties(max(0, c.Injury-c.IgnoredLevels.Injury))
	if len(c.WealthAptitude) > 0 {
		return Progression[c.level()].AB + apt
	}
	return apt
}

// investCost is the cost of one investment of each kind (L186–191, EVE-5).
var investCost = map[string]int{InvestReserveDie: 5, InvestAssetBase: 5, InvestPlotArmor: 5, InvestEffectStep: 1,
	InvestReroll: 5, InvestIgnoreInjury: 5, InvestIgnoreExhaustion: 5}

func (c *Character) invest(a Action) (string, error) {
	if a.Invest == nil {
		return "", errors.New(`give "invest": {"kind", "points", "asset"?}`)
	}
	inv := *a.Invest
	cost, ok := investCost[inv.Kind]
	if !ok {
		return "", fmt.Errorf("kind is %q, use one of %v", inv.Kind, investmentKinds)
	}
	if inv.Points == 0 {
		inv.Points = cost
	}
	if inv.Points != cost {
		return "", fmt.Errorf("%s costs %d XP, not %d", InvestmentKindName(inv.Kind), cost, inv.Points)
	}
	invested := 0
	for _, i := range c.XPInvested {
		invested += i.Points
	}
	if avail := c.XPTotal - invested; avail < cost {
		return "", fmt.Errorf("%d XP available, %s costs %d", avail, InvestmentKindName(inv.Kind), cost) // EVE-11
	}
	switch inv.Kind {
	case InvestReserveDie:
		if c.investedIn(InvestReserveDie, "")+cost > 25 {
			return "", errors.New("reserve dice: at most 25 XP (5 dice)") // L186
		}
	case InvestAssetBase:
		if !slices.Contains(AssetKinds, inv.Asset) {
			return "", fmt.Errorf("asset is %q, use one of %v", inv.Asset, AssetKinds)
		}
		if c.investedIn(InvestAssetBase, inv.Asset)+cost > 25 {
			return "", fmt.Errorf("%s asset base: at most 25 XP", inv.Asset) // L187
		}
		v := c.Assets[inv.Asset]
		if v.Base >= 5 {
			return "", fmt.Errorf("%s base is already 5", inv.Asset) // L533, EVE-11
		}
		v.Base++
		v.Value = min(5, v.Value+1) // +1 value at once (L528)
		c.Assets[inv.Asset] = v
	case InvestPlotArmor:
		if a.Target == "" {
			return "", errors.New("plot armor needs a target: an NPC or a carryable object") // L188
		}
		c.PlotArmor = append(c.PlotArmor, a.Target)
	case InvestIgnoreInjury:
		if c.IgnoredLevels.Injury >= c.Injury {
			return "", errors.New("no injury level left to ignore")
		}
		c.IgnoredLevels.Injury++
	case InvestIgnoreExhaustion:
		if c.IgnoredLevels.Exhaustion >= c.Exhaustion {
			return "", errors.New("no exhaustion level left to ignore")
		}
		c.IgnoredLevels.Exhaustion++
	}
	c.XPInvested = append(c.XPInvested, inv)
	return fmt.Sprintf("invested %d XP in %s", cost, investedInWords(inv)), nil
}

// release returns up to 5 invested points ("release up to 5 points of
// invested experience", L193); the benefit is lost.
func (c *Character) release(list []Investment) (string, error) {
	total := 0
	for _, r := range list {
		total += r.Points
	}
	if total > 5 {
		return "", fmt.Errorf("%d points released, at most 5 at once", total) // L193
	}
	for _, r := range list {
		i := slices.IndexFunc(c.XPInvested, func(x Investment) bool {
			return x.Kind == r.Kind && x.Asset == r.Asset && x.Points == r.Points
		})
		if i < 0 {
			return "", fmt.Errorf("no %s investment of %d points to release", r.Kind, r.Points)
		}
		c.XPInvested = slices.Delete(c.XPInvested, i, i+1)
		switch r.Kind {
		case InvestAssetBase:
			v := c.Assets[r.Asset]
			v.Base = max(0, v.Base-1)
			v.Value = min(v.Value, v.Base)
			c.Assets[r.Asset] = v
		case InvestReserveDie:
			c.ReservesSpent = min(c.ReservesSpent, len(c.reserveDice()))
		case InvestPlotArmor:
			if len(c.PlotArmor) > 0 {
				c.PlotArmor = c.PlotArmor[:len(c.PlotArmor)-1]
			}
		}
	}
	return fmt.Sprintf("released %d XP", total), nil
}

func (c *Character) leverage(a Action) (string, error) {
	if !slices.Contains(AssetKinds, a.WealthAsset) {
		return "", fmt.Errorf("asset is %q, use one of %v", a.WealthAsset, AssetKinds)
	}
	if err := rules.JoinErrors(rules.CheckRange("roll", a.Roll, 1, 10), rules.CheckRange("tn", a.TN, -100, 200), rules.CheckRange("load", a.Load, 0, 3)); err != nil {
		return "", err
	}
	v := c.Assets[a.WealthAsset]
	if v.Value < 1 {
		return "", fmt.Errorf("%s is at 0: nothing to leverage", a.WealthAsset) // L544
	}
	if v.LeveragedToday {
		return "", fmt.Errorf("%s was leveraged today: once per kind per day", a.WealthAsset) // L544
	}
	load := 0
	for _, it := range c.Inventory {
		load += it.Load
	}
	size := c.Size
	if size == "" {
		size = "Medium"
	}
	if capacity := LoadCapacity(c.Abilities.Prowess, c.Attributes.Body, size); load >= capacity {
		return "", fmt.Errorf("load %d is at the capacity %d: no leverage at full load", load, capacity) // L552
	}
	v.LeveragedToday = true
	total := a.Roll + c.wealthBonus()
	if total <= a.TN {
		c.Assets[a.WealthAsset] = v
		return fmt.Sprintf("leverage %s: %d does not beat TN %d", a.WealthAsset, total, a.TN), nil
	}
	v.Value--
	c.Assets[a.WealthAsset] = v
	c.Inventory = append(c.Inventory, Item{Name: a.Item, Load: a.Load})
	return fmt.Sprintf("leverage %s: %d beats TN %d, %s gained, %s %d", a.WealthAsset, total, a.TN, a.Item, a.WealthAsset, v.Value), nil // L548
}

// RecoverAssets returns assets below their base to it, as when a thread
// resolves (L521–523): "having recovered 1 asset".
func RecoverAssets(c Character) (Character, int) {
	c = c.clone()
	recovered := 0
	for k, v := range c.Assets {
		if v.Value < v.Base {
			recovered += v.Base - v.Value
			v.Value = v.Base
			c.Assets[k] = v
		}
	}
	return c, recovered
}

// SplitExpense says whether the party's assets pay an expense: each entry
// is what one character spends (L542: "a hideout with an expense of 10 …
// five characters spending 2 assets each").
func SplitExpense(expense int, spends []int) (paid bool, short int) {
	total := 0
	for _, s := range spends {
		total += max(0, s)
	}
	return total >= expense, max(0, expense-total)
}
