package drgn

import (
	"strings"
	"testing"
)

func mustParse(t *testing.T, specs ...string) []Component {
	t.Helper()
	out := make([]Component, 0, len(specs))
	for _, s := range specs {
		c, err := ParseComponent(s)
		if err != nil {
			t.Fatalf("ParseComponent(%q): %v", s, err)
		}
		out = append(out, c)
	}
	return out
}

func TestAbilityCostUnitPrices(t *testing.T) {
	// Each row quotes the component table of 000_83d7bea2fb475415.txt.
	tests := []struct {
		name      string
		specs     []string
		uses      int
		raw       int
		percent   int
		costUse   int
		totalXP   int
		targets   int
		bookQuote string
	}{
		{"power", []string{"power=30"}, 1, 30, 0, 30, 30, 1, `"A 30 power fireball would deal 30 damage"; Power "+1 per"`},
		{"ranged 12 units", []string{"ranged=12"}, 1, 2, 0, 2, 2, 1, `"+1 cost per 6 units of combat abilities"`},
		{"ranged 7 units rounds up", []string{"ranged=7"}, 1, 2, 0, 2, 2, 1, `"+1 cost per 6 units" (partial step rounds up, design.md)`},
		{"ranged miles", []string{"ranged-miles=3"}, 1, 6, 0, 6, 6, 1, `"+2 cost per 1 mile otherwise"`},
		{"ranged half mile", []string{"ranged-miles=0.5"}, 1, 2, 0, 2, 2, 1, `"+2 cost per 1 mile otherwise"`},
		{"duration turns", []string{"duration=3"}, 1, 3, 0, 3, 3, 1, `"+1 cost per 1 turn of damaging abilities"`},
		{"duration hours", []string{"duration-hours=2"}, 1, 4, 0, 4, 4, 1, `"+2 cost per hour otherwise"`},
		{"line", []string{"line=12"}, 1, 12, 0, 12, 12, 2, `"Line | +1 per 1 unit length"; "a line that is 12 units long hits 2 targets"`},
		{"cone", []string{"cone=12"}, 1, 24, 0, 24, 24, 4, `"Cone | +2 per 1 unit length"; "A cone that is 12 units long hits 4 targets"`},
		{"sphere", []string{"sphere=12"}, 1, 36, 0, 36, 36, 8, `"Sphere | +3 per 1 unit radius"; "A sphere with a radius of 12 units hits 8 targets"`},
		{"sensing", []string{"sensing=2"}, 1, 4, 0, 4, 4, 1, `"Sensing | +2 per sense type"`},
		{"pushing", []string{"pushing=5"}, 1, 5, 0, 5, 5, 1, `"Pushing | +1 per unit moved"`},
		{"marking", []string{"marking=2"}, 1, 10, 0, 10, 10, 1, `"Marking | +5 per activation"`},
		{"afflicting basic", []string{"afflicting=basic"}, 1, 5, 0, 5, 5, 1, `"+5 for basic"`},
		{"afflicting moderate", []string{"afflicting=moderate"}, 1, 10, 0, 10, 10, 1, `design.md: "10 moderate"`},
		{"afflicting advanced", []string{"afflicting=advanced"}, 1, 15, 0, 15, 15, 1, `"+15 for advanced"`},
		{"protecting temp hp", []string{"power=20", "protecting=0"}, 1, 20, 0, 20, 20, 1, `"When used in this way, this component costs no additional XP"`},
		{"protecting toughness", []string{"protecting=4"}, 1, 4, 0, 4, 4, 1, `"this component costs 1 XP per point of toughness granted"`},
		{"special", []string{"power=10", "special=25", "special=5"}, 1, 40, 0, 40, 40, 1, `"Creation | Special"`},
		{"illusory", []string{"power=30", "illusory"}, 1, 30, -50, 15, 15, 1, `"Illusory | -50%"`},
		{"restoring", []string{"power=30", "restoring"}, 2, 30, 10, 33, 66, 1, `"Restoring | +10%"`},
		{"consuming", []string{"power=30", "consuming"}, 1, 30, -20, 24, 24, 1, `"Consuming | -20%"`},
		{"cooperative", []string{"power=30", "cooperative"}, 1, 30, -20, 24, 24, 1, `"Cooperative | -20%"`},
		{"uncertain", []string{"power=30", "uncertain"}, 1, 30, -10, 27, 27, 1, `"Uncertain | -10%"`},
		{"subtle summoning phasing reliable careful", []string{"power=20", "subtle", "summoning", "phasing", "reliable", "careful"}, 1, 20, 50, 30, 30, 1, `"Subtle | +10%" … "Careful | +10%"`},
		{"sustained", []string{"power=15", "sustained"}, 1, 15, 100, 30, 30, 1, `"Sustained | +100%"`},
		{"multi-target", []string{"power=10", "multi-target=3"}, 1, 10, 20, 12, 12, 3, `"Multi-Target | +10% per target" (beyond the first, design.md)`},
		{"book rounding half up", []string{"power=25", "subtle"}, 1, 25, 10, 28, 28, 1, `"The rule for rounding is: 0-4 goes down, 5-9 goes up." 27.5 → 28`},
		{"book rounding down", []string{"power=13", "subtle"}, 1, 13, 10, 14, 14, 1, `14.3 → 14`},
		{"never below zero", []string{"power=5", "drawback=-20"}, 1, -15, 0, 0, 0, 1, `design.md: "Cost never goes below 0"`},
		{"free components", []string{"single-target", "elemental=fire", "benign", "interactive", "power=1"}, 3, 1, 0, 1, 3, 1, `"Single Target | 0", "Elemental | 0", "Benign | 0", "Interactive | 0"`},
		{"uses zero", []string{"power=10"}, 0, 10, 0, 10, 0, 1, `XP = cost × uses bought`},
		{"multi-target spheres", []string{"sphere=3", "multi-target=2"}, 1, 9, 10, 10, 10, 4, `"Multi-Target … Can choose multiple targets or origins": 2 spheres of 2 targets`},
		{"intrinsic bought once", []string{"intrinsic=10", "protecting=10"}, 0, 20, 0, 20, 20, 1, `"Natural Armor: Intrinsic ability + Protection"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := CalculateAbilityCost(mustParse(t, tt.specs...), tt.uses)
			if err != nil {
				t.Fatalf("%s: %v", tt.bookQuote, err)
			}
			if got.Raw != tt.raw || got.Percent != tt.percent || got.CostPerUse != tt.costUse || got.TotalXP != tt.totalXP || got.EstimatedTargets != tt.targets {
				t.Errorf("%s: got raw %d percent %d cost %d total %d targets %d, want %d %d %d %d %d",
					tt.bookQuote, got.Raw, got.Percent, got.CostPerUse, got.TotalXP, got.EstimatedTargets,
					tt.raw, tt.percent, tt.costUse, tt.totalXP, tt.targets)
			}
			if len(got.Lines) != len(tt.specs) {
				t.Errorf("want one explain line per component, got %d for %d", len(got.Lines), len(tt.specs))
			}
			for _, l := range got.Lines {
				if l.Explain == "" {
					t.Errorf("component %s has no explain line", l.Component)
				}
			}
		})
	}
}

func TestFireballAbility(t *testing.T) {
	// 000_83d7bea2fb475415.txt: "A 30 power fireball would deal 30 damage to
	// any target it affects." Power 30 + Sphere 4 + Elemental (fire).
	got, err := CalculateAbilityCost(mustParse(t, "power=30", "sphere=4", "elemental=fire"), 2)
	if err != nil {
		t.Fatal(err)
	}
	if got.Raw != 42 || got.Percent != 0 || got.CostPerUse != 42 || got.TotalXP != 84 {
		t.Errorf("fireball: got %+v, want raw 42, cost 42, total 84", got)
	}
	// "spheres hit (2/3 of their radius) targets": 4 × 2/3 = 2.67 → 3.
	if got.EstimatedTargets != 3 {
		t.Errorf("targets = %d, want 3", got.EstimatedTargets)
	}
	if len(got.DamageTypes) != 1 || got.DamageTypes[0] != "Fire" {
		t.Errorf("damage types = %v, want [Fire]", got.DamageTypes)
	}
	if !strings.Contains(got.Explain, "42") {
		t.Errorf("explain %q does not show the cost", got.Explain)
	}
}

func TestAbilityWithoutElementalDealsForce(t *testing.T) {
	// "All abilities initially deal force damage"
	got, err := CalculateAbilityCost(mustParse(t, "power=5"), 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.DamageTypes) != 1 || got.DamageTypes[0] != Force {
		t.Errorf("damage types = %v, want [Force]", got.DamageTypes)
	}
}

func TestAbilityCostRefusesNonsense(t *testing.T) {
	tests := []struct {
		name       string
		components []Component
		uses       int
		wantInErr  string
	}{
		{"single and multi", []Component{{Name: "single-target"}, {Name: "multi-target", Value: 3}}, 1, "single-target and multi-target"},
		{"negative power", []Component{{Name: "power", Value: -5}}, 1, "negative"},
		{"intrinsic with uses", []Component{{Name: "intrinsic", Value: 5}, {Name: "power", Value: 5}}, 3, "intrinsic"},
		{"unknown", []Component{{Name: "teleporting"}}, 1, "unknown component"},
		{"power twice", []Component{{Name: "power", Value: 5}, {Name: "power", Value: 6}}, 1, "twice"},
		{"single target twice", []Component{{Name: "single-target"}, {Name: "single-target"}}, 1, "twice"},
		{"same element twice", []Component{{Name: "elemental", Option: "fire"}, {Name: "elemental", Option: "Fire"}}, 1, "twice"},
		{"unknown element", []Component{{Name: "elemental", Option: "plasma"}}, 1, "attunement chart"},
		{"force element", []Component{{Name: "elemental", Option: "force"}}, 1, "force"},
		{"bad status tier", []Component{{Name: "afflicting", Option: "extreme"}}, 1, "basic, moderate, advanced"},
		{"multi-target one", []Component{{Name: "multi-target", Value: 1}}, 1, "at least 2"},
		{"fractional power", []Component{{Name: "power", Value: 2.5}}, 1, "whole number"},
		{"negative uses", []Component{{Name: "power", Value: 2}}, -1, "negative"},
		{"negative special", []Component{{Name: "special", Value: -2}}, 1, "negative"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := CalculateAbilityCost(tt.components, tt.uses)
			if err == nil {
				t.Fatalf("want an error containing %q", tt.wantInErr)
			}
			if !strings.Contains(err.Error(), tt.wantInErr) {
				t.Errorf("error %q does not say %q", err, tt.wantInErr)
			}
		})
	}
}

func TestParseComponent(t *testing.T) {
	tests := []struct {
		in      string
		want    Component
		wantErr string
	}{
		{"power=30", Component{Name: "power", Value: 30}, ""},
		{"Sphere=4", Component{Name: "sphere", Value: 4}, ""},
		{"elemental=fire", Component{Name: "elemental", Option: "fire"}, ""},
		{"afflicting=Advanced", Component{Name: "afflicting", Option: "advanced"}, ""},
		{"subtle", Component{Name: "subtle"}, ""},
		{"protecting=0", Component{Name: "protecting", Value: 0}, ""},
		{"ranged-miles=1.5", Component{Name: "ranged-miles", Value: 1.5}, ""},
		{"power", Component{}, "needs a number"},
		{"power=lots", Component{}, "not a number"},
		{"subtle=3", Component{}, "takes no number"},
		{"elemental", Component{}, "needs an element"},
		{"afflicting", Component{}, "status tier"},
		{"wibble=3", Component{}, "unknown component"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseComponent(tt.in)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("ParseComponent(%q) error = %v, want %q", tt.in, err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
			if back, err := ParseComponent(got.String()); err != nil || back != got {
				t.Errorf("String %q does not parse back: %+v, %v", got.String(), back, err)
			}
		})
	}
}

func TestEveryComponentHasAnEffect(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range Components {
		if c.Effect == "" || c.BookName == "" {
			t.Errorf("%s lacks its book name or effect", c.Name)
		}
		if seen[c.Name] {
			t.Errorf("%s listed twice", c.Name)
		}
		seen[c.Name] = true
	}
}
