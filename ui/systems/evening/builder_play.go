package evening

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	eve "sessionzero/rules/evening"
	"sessionzero/ui/widgets"
)

// play runs one play action through the rules (evening.Play), which
// change the character and write its history; the ui only collects the
// action's fields.
func (b *builder) play(a eve.Action) bool {
	var said string
	ok := b.apply(strings.ReplaceAll(a.Kind, "_", " "), false, func(c eve.Character) (eve.Character, error) {
		next, msg, err := eve.Play(c, a)
		said = msg
		return next, err
	})
	if ok {
		b.say(said)
	}
	return ok
}

// fillPlay is rests, XP and its investment, and downtime (L181–195,
// L355–375, L651–661).
func (b *builder) fillPlay(box *fyne.Container) {
	c := b.char
	hp := b.intEntry("current_hp", "Health", c.HP(), func(c *eve.Character, n int) { c.CurrentHP = &n })
	typed := hp.OnChanged
	hp.OnChanged = nil
	if c.CurrentHP == nil {
		hp.SetText("")
		hp.SetPlaceHolder(fmt.Sprintf("full (%d)", c.MaxHP()))
	}
	hp.OnChanged = func(s string) {
		if strings.TrimSpace(s) != "" {
			typed(s)
			return
		}
		b.edit("health full", true, func(c *eve.Character) error { c.CurrentHP = nil; return nil })
	}
	box.Add(widgets.Section("Health and wear", "Health as tracked (empty = full); injury 0–7 and exhaustion 0–6 (Injury; Exhaustion).",
		formRow("Health", hp),
		formRow("Temporary health", b.intEntry("temporary_hp", "Temporary health", c.TemporaryHP, func(c *eve.Character, n int) { c.TemporaryHP = n })),
		formRow("Injury", b.intEntry("injury", "Injury", c.Injury, func(c *eve.Character, n int) { c.Injury = n })),
		formRow("Exhaustion", b.intEntry("exhaustion", "Exhaustion", c.Exhaustion, func(c *eve.Character, n int) { c.Exhaustion = n }))))
	for _, k := range []string{"max_hp", "reserve_dice", "reserves_left", "xp_available", "injury_rests_to_next", "exhaustion_effects"} {
		box.Add(b.valueRow(k))
	}
	rolls := b.entry("play.rolls", "one result per reserve die, e.g. 5 3")
	box.Add(widgets.Section("Short rest", "Spend reserve dice: each heals its roll + Resolve + Body, at least 0 (Resting).", rolls,
		b.button("play.short_rest", "Short rest", func() {
			var rs []int
			for _, f := range strings.FieldsFunc(rolls.Text, func(r rune) bool { return r == ' ' || r == ',' }) {
				n, err := strconv.Atoi(f)
				if err != nil {
					b.fail("short rest", fmt.Errorf("%q is not a die result", f))
					return
				}
				rs = append(rs, n)
			}
			if len(rs) == 0 {
				b.fail("short rest", errors.New("type the reserve dice you rolled"))
				return
			}
			b.play(eve.Action{Kind: eve.ActShortRest, Rolls: rs})
		})))

	sust := widget.NewSelect(eve.SustenanceKinds, nil)
	sust.SetSelected("full")
	wAsset := widget.NewSelect(append([]string{"no wealth check"}, eve.AssetKinds...), nil)
	wAsset.SetSelectedIndex(0)
	wRoll := b.entry("play.wealth_roll", "d10 result")
	b.w["play.sustenance"], b.w["play.wealth_asset"] = sust, wAsset
	box.Add(widgets.Section("Long rest", "Full sustenance restores health and reserves and removes 1 exhaustion (Exhaustion); none adds 1 (Environment).",
		container.NewGridWithColumns(3, sust, wAsset, wRoll),
		b.button("play.long_rest", "Long rest", func() {
			a := eve.Action{Kind: eve.ActLongRest, Sustenance: sust.Selected}
			if wAsset.SelectedIndex() > 0 {
				n, err := parseInt("wealth roll", wRoll.Text)
				if err != nil {
					b.fail("long rest", err)
					return
				}
				a.WealthAsset, a.WealthRoll = wAsset.Selected, n
			}
			b.play(a)
		})))

	amount, reason := b.entry("play.xp_amount", "XP"), b.entry("play.xp_reason", "why (challenge, thread…)")
	box.Add(widgets.Section("Gain XP", "1 XP for a challenge, threat or danger of rating >= your MAR, a resolved thread, or the narrator's gift (Progression).",
		container.NewGridWithColumns(3, amount, reason, b.button("play.gain_xp", "Gain XP", func() {
			n, err := parseInt("XP", amount.Text)
			if err != nil {
				b.fail("gain XP", err)
				return
			}
			b.play(eve.Action{Kind: eve.ActGainXP, Amount: n, Reason: strings.TrimSpace(reason.Text)})
		}))))

	kinds := []string{eve.InvestReserveDie, eve.InvestAssetBase, eve.InvestPlotArmor, eve.InvestEffectStep, eve.InvestReroll, eve.InvestIgnoreInjury, eve.InvestIgnoreExhaustion}
	kindNames := make([]string, len(kinds))
	for i, k := range kinds {
		kindNames[i] = eve.InvestmentKindName(k)
	}
	kind := widget.NewSelect(kindNames, nil)
	kind.SetSelectedIndex(0)
	asset := widget.NewSelect(eve.AssetKinds, nil)
	asset.PlaceHolder = "asset (asset base)"
	target := b.entry("play.target", "plot armor: NPC or object")
	b.w["play.invest_kind"], b.w["play.invest_asset"] = kind, asset
	box.Add(widgets.Section("Invest XP", "Reserve die or asset base 5 XP (at most 25), plot armor 5, effect step 1, re-roll 5, ignore an injury or exhaustion level 5 (Progression).",
		container.NewGridWithColumns(2, kind, asset, target, b.button("play.invest", "Invest", func() {
			b.play(eve.Action{Kind: eve.ActInvestXP, Invest: &eve.Investment{Kind: kinds[max(kind.SelectedIndex(), 0)], Asset: asset.Selected}, Target: strings.TrimSpace(target.Text)})
		}))))

	var invNames []string
	for _, inv := range b.char.XPInvested {
		invNames = append(invNames, investmentName(inv))
	}
	release := widget.NewSelect(invNames, nil)
	release.PlaceHolder = "an investment"
	b.w["play.release_pick"] = release
	releaseOne := func(kind string) func() {
		return func() {
			a := eve.Action{Kind: kind}
			if i := release.SelectedIndex(); i >= 0 {
				a.Release = []eve.Investment{b.char.XPInvested[i]}
			} else if kind == eve.ActReleaseXP {
				b.fail("release XP", errors.New("pick the investment to release"))
				return
			}
			b.play(a)
		}
	}
	box.Add(widgets.Section("Downtime and release", `"At the start of downtime, or upon resolution of a thread, you may choose to release up to 5 points of invested experience" (Progression).`,
		release,
		container.NewGridWithColumns(3,
			b.button("play.release", "Release", releaseOne(eve.ActReleaseXP)),
			b.button("play.downtime_start", "Start downtime", releaseOne(eve.ActDowntimeStart)),
			b.button("play.downtime_end", "End downtime", func() { b.play(eve.Action{Kind: eve.ActDowntimeEnd}) }))))

	lAsset := widget.NewSelect(eve.AssetKinds, nil)
	lAsset.PlaceHolder = "asset"
	b.w["play.leverage_asset"] = lAsset
	lTN, lRoll := b.entry("play.leverage_tn", "TN"), b.entry("play.leverage_roll", "d10 result")
	lItem, lLoad := b.entry("play.leverage_item", "item gained"), b.entry("play.leverage_load", "its load 0–3")
	box.Add(widgets.Section("Leverage an asset", "Once per kind per day, not at full load: 1d10 + wealth bonus beats the TN, the asset drops 1 and the item is yours (Equipment).",
		container.NewGridWithColumns(3, lAsset, lTN, lRoll, lItem, lLoad, b.button("play.leverage", "Leverage", func() {
			tn, err := parseInt("TN", lTN.Text)
			roll, err2 := parseInt("roll", lRoll.Text)
			load, err3 := parseInt("load", lLoad.Text)
			if err = errors.Join(err, err2, err3); err != nil {
				b.fail("leverage", err)
				return
			}
			b.play(eve.Action{Kind: eve.ActLeverage, WealthAsset: lAsset.Selected, TN: tn, Roll: roll, Item: strings.TrimSpace(lItem.Text), Load: load})
		}))))

	hist := container.NewVBox()
	for i := len(b.char.History) - 1; i >= 0 && i >= len(b.char.History)-8; i-- {
		var a eve.Action
		if json.Unmarshal(b.char.History[i], &a) == nil && a.Result != "" {
			hist.Add(widgets.Explain(a.Result))
		}
	}
	if len(hist.Objects) == 0 {
		hist.Add(widget.NewLabel("Nothing played yet."))
	}
	box.Add(widgets.Section("History", "The last play actions, newest first.", hist))
}

// investmentName is "asset_base supplies, 5 XP".
func investmentName(inv eve.Investment) string {
	s := eve.InvestmentKindName(inv.Kind)
	if inv.Asset != "" {
		s += " " + inv.Asset
	}
	return fmt.Sprintf("%s, %d XP", s, inv.Points)
}
