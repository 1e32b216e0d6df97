package evening

import (
	"slices"
	"strings"
	"testing"
)

func mustPlay(t *testing.T, c Character, a Action) Character {
	t.Helper()
	c, _, err := Play(c, a)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestInjuryNeedsLongRests(t *testing.T) {
	// "to reduce your injury from 5 to 4, you would need to finish 5 long
	// rests" (L1056).
	c := wren()
	c.Injury = 5
	for i := 1; i <= 5; i++ {
		c = mustPlay(t, c, Action{Kind: ActLongRest, Sustenance: "half"})
		if want := 5; i < 5 && c.Injury != want {
			t.Fatalf("after %d rests injury %d", i, c.Injury)
		}
	}
	if c.Injury != 4 || c.InjuryRests != 0 || len(c.History) != 5 {
		t.Errorf("injury %d rests %d history %d", c.Injury, c.InjuryRests, len(c.History))
	}
}

func TestAssetsExamples(t *testing.T) {
	// Supplies base 2, leveraged down to 1, "you begin your next session at
	// your supplies base of 2, having recovered 1 asset" (L523).
	c := wren()
	c.WealthAptitude = []string{"Lore"}
	c.Inventory = nil
	c.Assets = map[string]Asset{"supplies": {Value: 2, Base: 2}}
	c = mustPlay(t, c, Action{Kind: ActLeverage, WealthAsset: "supplies", TN: 5, Roll: 6, Item: "Lantern", Load: 1})
	if c.Assets["supplies"].Value != 1 || len(c.Inventory) != 1 {
		t.Fatalf("after leverage %+v", c.Assets)
	}
	if _, _, err := Play(c, Action{Kind: ActLeverage, WealthAsset: "supplies", TN: 5, Roll: 6, Item: "Rope"}); err == nil || !strings.Contains(err.Error(), "once per kind per day") {
		t.Errorf("second leverage: %v", err)
	}
	c, n := RecoverAssets(c)
	if n != 1 || c.Assets["supplies"].Value != 2 {
		t.Errorf("recovered %d, supplies %+v", n, c.Assets["supplies"])
	}
	// "if you gain 2 supply assets, increase your supplies by +2" (L525):
	// two asset-base investments raise value and base together (L528).
	c.XPTotal = 10
	c = mustPlay(t, c, Action{Kind: ActInvestXP, Invest: &Investment{Kind: InvestAssetBase, Asset: "supplies"}})
	c = mustPlay(t, c, Action{Kind: ActInvestXP, Invest: &Investment{Kind: InvestAssetBase, Asset: "supplies"}})
	if a := c.Assets["supplies"]; a.Value != 4 || a.Base != 4 {
		t.Errorf("supplies %+v", a)
	}
	if _, _, err := Play(c, Action{Kind: ActInvestXP, Invest: &Investment{Kind: InvestReserveDie}}); err == nil {
		t.Error("invested past the XP total (EVE-11)")
	}
	// "a hideout, which has an expense of 10 … spending 2 assets" each, five characters (L542).
	if ok, short := SplitExpense(10, []int{2, 2, 2, 2, 2}); !ok || short != 0 {
		t.Error("hideout not paid")
	}
	if ok, short := SplitExpense(10, []int{2, 2, 2, 2}); ok || short != 2 {
		t.Error("four characters paid a hideout")
	}
}

func TestRestsAndXP(t *testing.T) {
	c := wren()
	c.CurrentHP = intp(1)
	// Each reserve die + Resolve + Body (L359): Resolve −1 + Body 1 = 0.
	c = mustPlay(t, c, Action{Kind: ActShortRest, Rolls: []int{5}})
	if c.HP() != 6 || c.ReservesSpent != 1 {
		t.Errorf("hp %d spent %d", c.HP(), c.ReservesSpent)
	}
	if _, _, err := Play(c, Action{Kind: ActShortRest, Rolls: []int{3}}); err == nil {
		t.Error("spent a reserve die that is gone")
	}
	c.Exhaustion = 2
	c = mustPlay(t, c, Action{Kind: ActLongRest, Sustenance: "full"})
	if c.HP() != 8 || c.ReservesSpent != 0 || c.Exhaustion != 1 {
		t.Errorf("full rest: hp %d spent %d exhaustion %d", c.HP(), c.ReservesSpent, c.Exhaustion)
	}
	c = mustPlay(t, c, Action{Kind: ActLongRest, Sustenance: "none"})
	if c.Exhaustion != 2 {
		t.Errorf("no sustenance: exhaustion %d (L658)", c.Exhaustion)
	}
	c = mustPlay(t, c, Action{Kind: ActGainXP, Amount: 5, Reason: "resolved a thread"})
	if c.XPTotal != 15 || c.level() != 4 {
		t.Errorf("xp %d level %d", c.XPTotal, c.level())
	}
	c = mustPlay(t, c, Action{Kind: ActInvestXP, Invest: &Investment{Kind: InvestEffectStep}})
	c = mustPlay(t, c, Action{Kind: ActInvestXP, Invest: &Investment{Kind: InvestIgnoreExhaustion}})
	if c.IgnoredLevels.Exhaustion != 1 {
		t.Error("ignore exhaustion")
	}
	c = mustPlay(t, c, Action{Kind: ActDowntimeStart})
	if c.investedIn(InvestEffectStep, "") != 0 || c.investedIn(InvestIgnoreExhaustion, "") != 5 {
		t.Errorf("downtime start returns only effect steps and re-rolls: %+v", c.XPInvested)
	}
	c = mustPlay(t, c, Action{Kind: ActDowntimeEnd})
	if c.investedIn("", "") != 0 || c.IgnoredLevels.Exhaustion != 0 {
		t.Errorf("downtime end: %+v", c)
	}
	if _, _, err := Play(c, Action{Kind: ActReleaseXP, Release: []Investment{{Kind: InvestReserveDie, Points: 5}, {Kind: InvestReserveDie, Points: 5}}}); err == nil {
		t.Error("released 10 points at once (L193)")
	}
}

func TestResourcesExample(t *testing.T) {
	// "if you gain the trust of a neighboring monarch, you may gain +1
	// Influence" (L571); resources stop at 5.
	c := wren()
	c.Resources = map[string]int{"Influence": 5}
	m := derived(t, c)
	if m["resources"].(map[string]int)["Influence"] != 5 || slices.Contains(codes(m), "resource_over_cap") {
		t.Error("5 Influence")
	}
	c.Resources["Influence"]++
	if !slices.Contains(codes(derived(t, c)), "resource_over_cap") {
		t.Error("6 Influence is not flagged")
	}
}

// TestInvestmentSaysTheBooksWords: "You may invest up to 25 points of
// experience adding dice to your reserves" (003_b350af455cb359c1.txt L186):
// the message names the reserve die and the asset, never a JSON key.
func TestInvestmentSaysTheBooksWords(t *testing.T) {
	for _, tt := range []struct {
		inv  Investment
		want string
	}{
		{Investment{Kind: InvestReserveDie}, "invested 5 XP in a reserve die"},
		{Investment{Kind: InvestAssetBase, Asset: "supplies"}, "invested 5 XP in the supplies asset base"},
		{Investment{Kind: InvestEffectStep}, "invested 1 XP in an effect step"},
	} {
		c := Character{XPTotal: 5, Assets: map[string]Asset{}}
		_, msg, err := Play(c, Action{Kind: ActInvestXP, Invest: &tt.inv})
		if err != nil || msg != tt.want {
			t.Errorf("%s: %q, %v; want %q", tt.inv.Kind, msg, err, tt.want)
		}
	}
}
