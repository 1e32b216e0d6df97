package tracker

import (
	"fmt"
	"strings"

	"sessionzero/rules/encounter"
	"sessionzero/rules/evening"
	"sessionzero/ui/encounters/hooks"
)

// leverageForm spends one of a character's assets for an item or an
// outcome in the middle of a scene: d10 + the wealth check bonus must beat
// the narrator's TN; each kind once a day, never at full load (the book's
// "Leveraging assets"). What the character can leverage shows before the
// roll; the rules refuse the rest with their reason.
func leverageForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Leverage an asset", "Leverage", "Spend an asset for an item or an outcome: d10 + the wealth check bonus must beat the narrator's TN. Each kind of asset once a day; no leverage at full load.")
	whoSel, who := chooser(t, f, "Character", []string{evening.CombatantCharacter}, preferred(t)...)
	asset := f.Choice("Asset", evening.AssetKinds, evening.AssetKinds[0])
	tn := f.Entry("TN", "the narrator's")
	roll := f.Dice("d10", "d10", nil)
	item := f.Entry("Item", "empty: an outcome")
	load := f.Choice("Load", []string{"0", "1", "2", "3"}, "0")
	o := hooks.Note(f, "Can leverage")
	update := func() {
		c, err := who()
		if err != nil {
			o.SetText(err.Error())
			return
		}
		s := evening.Leverage(c)
		var have []string
		for _, k := range evening.AssetKinds {
			have = append(have, fmt.Sprintf("%s %d", k, s.Assets[k]))
		}
		line := fmt.Sprintf("%s · load %d of %d · d10 %+d", strings.Join(have, ", "), s.Load, s.Capacity, c.Stat("wealth_check_bonus"))
		if ok, why := s.CanLeverage(asset.Selected); !ok {
			line = why + " · " + line
		}
		o.SetText(line)
	}
	whoSel.OnChanged = func(string) { update() }
	asset.OnChanged = func(string) { update() }
	update()
	f.Build(func() ([]encounter.Event, error) {
		c, err := who()
		if err != nil {
			return nil, err
		}
		n, err := hooks.WholeNumber("TN", tn.Text)
		if err != nil {
			return nil, err
		}
		r, err := roll.Int("d10")
		if err != nil {
			return nil, err
		}
		if r < 1 || r > 10 {
			return nil, fmt.Errorf("d10 is %d: a d10 shows 1 to 10", r)
		}
		return hooks.Event(evening.EventLeverage, evening.LeverageEvent{OnCombatant: encounter.OnCombatant{Combatant: c.ID},
			Asset: asset.Selected, TN: n, Roll: r, Item: strings.TrimSpace(item.Text), Load: load.SelectedIndex()})
	})
	f.After(update)
	return f
}
