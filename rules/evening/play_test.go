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
	if c.Injury != 4 {
		t.Fatalf("c.Injury != 4: injury %d rests %d history %d", c.Injury, c.InjuryRests, len(c.History))
	}
	if c.InjuryRests != 0 {
		t.Fatalf("c.InjuryRests != 0: injury %d rests %d history %d", c.Injury, c.InjuryRests, len(c.History))
	}
	if len(c.History) != 5 {
		t.Errorf("len(c.History) != 5: injury %d rests %d history %d", c.Injury, c.InjuryRests, len(c.History))
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
	if c.Assets["supplies"].Value != 1 {
		t.Fatalf(`c.Assets["supplies"].Value != 1: after leverage %+v`, c.Assets)
	}
	if len(c.Inventory) != 1 {
		t.Fatalf("len(c.Inventory) != 1: after leverage %+v", c.Assets)
	}
	{
		_, _, err := Play(c, Action{Kind: ActLeverage, WealthAsset: "supplies", TN: 5, Roll: 6, Item: "Rope"})
		if err == nil {
			t.Fatalf("err == nil: second leverage: %v", err)
		}
		if !strings.Contains(err.Error(), "once per kind per day") {
			t.Errorf(`!strings.Contains(err.Error(), "once per kind per day"): second leverage: %v`, err)
		}
	}
	c, n := RecoverAssets(c)
	if n != 1 {
		t.Fatalf("n != 1: recovered %d, supplies %+v", n, c.Assets["supplies"])
	}
	if c.Assets["supplies"].Value != 2 {
		t.Errorf(`c.Assets["supplies"].Value != 2: recovered %d, supplies %+v`, n, c.Assets["supplies"])
	}
	// "if you gain 2 supply assets, increase your supplies by +2" (L525):
	// two asset-base investments raise value and base together (L528).
	c.XPTotal = 10
	c = mustPlay(t, c, Action{Kind: ActInvestXP, Invest: &Investment{Kind: InvestAssetBase, Asset: "supplies"}})
	c = mustPlay(t, c, Action{Kind: ActInvestXP, Invest: &Investment{Kind: InvestAssetBase, Asset: "supplies"}})
	{
		a := c.Assets["supplies"]
		if a.Value != 4 {
			t.Fatalf("a.Value != 4: supplies %+v", a)
		}
		if a.Base != 4 {
			t.Errorf("a.Base != 4: supplies %+v", a)
		}
	}
	if _, _, err := Play(c, Action{Kind: ActInvestXP, Invest: &Investment{Kind: InvestReserveDie}}); err == nil {
		t.Error("invested past the XP total (EVE-11)")
	}
	// "a hideout, which has an expense of 10 … spending 2 assets" each, five characters (L542).
	{
		ok, short := SplitExpense(10, []int{2, 2, 2, 2, 2})
		if !ok {
			t.Fatal("!ok:", "hideout not paid")
		}
		if short != 0 {
			t.Error("short != 0:", "hideout not paid")
		}
	}
	{
		ok, short := SplitExpense(10, []int{2, 2, 2, 2})
		if ok {
			t.Fatal("ok:", "four characters paid a hideout")
		}
		if short != 2 {
			t.Error("short != 2:", "four characters paid a hideout")
		}
	}
}

func TestRestsAndXP(t *testing.T) {
	c := wren()
	c.CurrentHP = intp(1)
	// Each reserve die + Resolve + Body (L359): Resolve −1 + Body 1 = 0.
	c = mustPlay(t, c, Action{Kind: ActShortRest, Rolls: []int{5}})
	if c.HP() != 6 {
		t.Fatalf("c.HP() != 6: hp %d spent %d", c.HP(), c.ReservesSpent)
	}
	if c.ReservesSpent != 1 {
		t.Errorf("c.ReservesSpent != 1: hp %d spent %d", c.HP(), c.ReservesSpent)
	}
	if _, _, err := Play(c, Action{Kind: ActShortRest, Rolls: []int{3}}); err == nil {
		t.Error("spent a reserve die that is gone")
	}
	c.Exhaustion = 2
	c = mustPlay(t, c, Action{Kind: ActLongRest, Sustenance: "full"})
	if c.HP() != 8 {
		t.Fatalf("c.HP() != 8: full rest: hp %d spent %d exhaustion %d", c.HP(), c.ReservesSpent, c.Exhaustion)
	}
	if c.ReservesSpent != 0 {
		t.Fatalf("c.ReservesSpent != 0: full rest: hp %d spent %d exhaustion %d", c.HP(), c.ReservesSpent, c.Exhaustion)
	}
	if c.Exhaustion != 1 {
		t.Errorf("c.Exhaustion != 1: full rest: hp %d spent %d exhaustion %d", c.HP(), c.ReservesSpent, c.Exhaustion)
	}
	c = mustPlay(t, c, Action{Kind: ActLongRest, Sustenance: "none"})
	if c.Exhaustion != 2 {
		t.Errorf("no sustenance: exhaustion %d (L658)", c.Exhaustion)
	}
	c = mustPlay(t, c, Action{Kind: ActGainXP, Amount: 5, Reason: "resolved a thread"})
	if c.XPTotal != 15 {
		t.Fatalf("c.XPTotal != 15: xp %d level %d", c.XPTotal, c.level())
	}
	if c.level() != 4 {
		t.Errorf("c.level() != 4: xp %d level %d", c.XPTotal, c.level())
	}
	c = mustPlay(t, c, Action{Kind: ActInvestXP, Invest: &Investment{Kind: InvestEffectStep}})
	c = mustPlay(t, c, Action{Kind: ActInvestXP, Invest: &Investment{Kind: InvestIgnoreExhaustion}})
	if c.IgnoredLevels.Exhaustion != 1 {
		t.Error("ignore exhaustion")
	}
	c = mustPlay(t, c, Action{Kind: ActDowntimeStart})
	if c.investedIn(InvestEffectStep, "") != 0 {
		t.Fatalf(`c.investedIn(InvestEffectStep, "") != 0: downtime start returns only effect steps and re-rolls: %+v`, c.XPInvested)
	}
	if c.investedIn(InvestIgnoreExhaustion, "") != 5 {
		t.Errorf(`c.investedIn(InvestIgnoreExhaustion, "") != 5: downtime start returns only effect steps and re-rolls: %+v`, c.XPInvested)
	}
	c = mustPlay(t, c, Action{Kind: ActDowntimeEnd})
	if c.investedIn("", "") != 0 {
		t.Fatalf(`c.investedIn("", "") != 0: downtime end: %+v`, c)
	}
	if c.IgnoredLevels.Exhaustion != 0 {
		t.Errorf("c.IgnoredLevels.Exhaustion != 0: downtime end: %+v", c)
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
	if m["resources"].(map[string]int)["Influence"] != 5 {
		t.Fatal(`m["resources"].(map[string]int)["Influence"] != 5:`, "5 Influence")
	}
	if slices.Contains(codes(m), "resource_over_cap") {
		t.Error(`slices.Contains(codes(m), "resource_over_cap"):`, "5 Influence")
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
		if err != nil {
			t.Fatalf("err != nil: %s: %q, %v; want %q", tt.inv.Kind, msg, err, tt.want)
		}
		if msg != tt.want {
			t.Errorf("msg != tt.want: %s: %q, %v; want %q", tt.inv.Kind, msg, err, tt.want)
		}
	}
}
