package evening

import (
	"fmt"
	"slices"

	"sessionzero/rules"
	"sessionzero/rules/encounter"
)

// This file holds the encounter's leverage event: a character spends one
// of its assets for an item or an outcome in the middle of a scene
// (specs/evening.md §8.4, §8.9; the book's "Leveraging assets", L544–552).

// A character combatant carries its assets and load as internal counters
// (keys starting with "_", not shown on its row): "_load",
// "_load_capacity", "_asset_KIND" and "_leveraged_KIND" each start at the
// stat of the same name without the "_" and enter Resources only when a
// leverage changes them (leverageRes reads them), so that every copy of a
// character in a forecast carries twelve keys fewer.
func leverageRes(c *encounter.Combatant, key string) int {
	if v, ok := c.Resources[key]; ok {
		return v
	}
	return c.Stat(key[1:])
}

// LeverageEvent is the payload of the encounter event "leverage".
type LeverageEvent struct {
	encounter.OnCombatant
	// Asset is the kind leveraged: equipment, lore, rarities, supplies or
	// tooling.
	Asset string `json:"asset"`
	// TN is the narrator's target number; Roll the d10 rolled.
	TN   int `json:"tn"`
	Roll int `json:"roll"`
	// Item is what the asset becomes; Load its load 0–3 when carried.
	Item string `json:"item,omitempty"`
	Load int    `json:"load"`
}

// LeverageItem is an item a character gained by leverage in the
// encounter, for the write-back.
type LeverageItem struct {
	Name  string
	Load  int
	Asset string
}

// LeveragedItems lists the items c gained by leverage in the encounter,
// oldest first.
func LeveragedItems(c *encounter.Combatant) []LeverageItem {
	var out []LeverageItem
	for i := 1; i <= c.Resource("_items"); i++ {
		key := fmt.Sprintf("_item_%d", i)
		out = append(out, LeverageItem{Name: c.Dice[key], Load: c.Resource(key + "_load"), Asset: c.Dice[key+"_asset"]})
	}
	return out
}

// leverage applies the event: the asset must be above 0 and not leveraged
// today ("You may leverage each kind of asset once per day"), the load
// below the capacity ("you may not leverage any assets if your load is at
// maximum capacity"), then 1d10 + the wealth check bonus must beat the TN;
// on a success the asset loses 1 and the item is carried (L544–552).
func leverage(st *encounter.State, c *encounter.Combatant, p LeverageEvent) error {
	if !slices.Contains(AssetKinds, p.Asset) {
		return fmt.Errorf("asset is %q, use one of %v", p.Asset, AssetKinds)
	}
	if err := rules.JoinErrors(rules.CheckRange("roll", p.Roll, 1, 10), rules.CheckRange("tn", p.TN, -100, 200),
		rules.CheckRange("load", p.Load, 0, 3)); err != nil {
		return err
	}
	if leverageRes(c, "_asset_"+p.Asset) < 1 {
		return fmt.Errorf("%s has no %s to leverage (an asset at 0 cannot be leveraged)", c.Name, p.Asset)
	}
	if leverageRes(c, "_leveraged_"+p.Asset) == 1 {
		return fmt.Errorf("%s has leveraged %s today already: each kind once a day", c.Name, p.Asset)
	}
	if load, capacity := leverageRes(c, "_load"), leverageRes(c, "_load_capacity"); load >= capacity {
		return fmt.Errorf("%s carries load %d of %d: no leverage at full load", c.Name, load, capacity)
	}
	setRes(c, "_leveraged_"+p.Asset, 1)
	total := p.Roll + c.Stat("wealth_check_bonus")
	if total <= p.TN {
		st.Sayf("%s leverages %s: %d does not beat TN %d, nothing gained", c.Name, p.Asset, total, p.TN)
		return nil
	}
	setRes(c, "_asset_"+p.Asset, leverageRes(c, "_asset_"+p.Asset)-1)
	setRes(c, "_load", leverageRes(c, "_load")+p.Load)
	item := p.Item
	if item == "" {
		item = "an outcome"
	} else {
		addRes(c, "_items", 1)
		key := fmt.Sprintf("_item_%d", c.Resource("_items"))
		c.SetDie(key, p.Item)
		c.SetDie(key+"_asset", p.Asset)
		setRes(c, key+"_load", p.Load)
	}
	st.Sayf("%s leverages %s: %d beats TN %d, %s gained; %s %d left", c.Name, p.Asset, total, p.TN, item, p.Asset, leverageRes(c, "_asset_"+p.Asset))
	return nil
}
