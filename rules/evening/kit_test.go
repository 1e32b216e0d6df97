package evening

import "testing"

// TestApplyKit follows L159 ("Pick your beginning origin and class, applying
// the kits for each") and L528 (an asset base bought also raises the asset):
// the first class brings its kit, a second class does not (EVE-8).
func TestApplyKit(t *testing.T) {
	kit := &Kit{Aptitudes: []string{"Athletics"}, WealthAptitudes: []string{"Trade"},
		AssetBases: map[string]int{"supplies": 1}, Resources: map[string]int{"Influence": 1}, Items: []Item{{Name: "Rope", Load: 1}}}
	entry := Entry{Name: "Warden", Kit: kit}
	tests := []struct {
		name       string
		held       []Feature
		wantApts   int
		wantSupply Asset
		wantItems  int
	}{
		{"first class brings the kit", nil, 1, Asset{Value: 1, Base: 1}, 1},
		{"second class brings none", []Feature{{Name: "Sage", Level: 1}}, 0, Asset{}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := NewCharacter()
			c.Classes = tt.held
			got := ApplyKit(c, KindClass, entry)
			if len(got.Aptitudes) != tt.wantApts {
				t.Fatalf("len(got.Aptitudes) != tt.wantApts: aptitudes %v, supplies %+v, inventory %v", got.Aptitudes, got.Assets["supplies"], got.Inventory)
			}
			if got.Assets["supplies"] != tt.wantSupply {
				t.Fatalf(`got.Assets["supplies"] != tt.wantSupply: aptitudes %v, supplies %+v, inventory %v`, got.Aptitudes, got.Assets["supplies"], got.Inventory)
			}
			if len(got.Inventory) != tt.wantItems {
				t.Errorf("len(got.Inventory) != tt.wantItems: aptitudes %v, supplies %+v, inventory %v", got.Aptitudes, got.Assets["supplies"], got.Inventory)
			}
			if tt.wantApts == 1 && (got.Aptitudes[0].Source != "class_kit" || got.Resources["Influence"] != 1 || len(got.WealthAptitude) != 1) {
				t.Errorf("kit applied as %+v", got)
			}
			if len(c.Aptitudes) != 0 {
				t.Fatalf("len(c.Aptitudes) != 0: the input character changed: %+v", c)
			}
			if len(c.Assets) != 0 {
				t.Errorf("len(c.Assets) != 0: the input character changed: %+v", c)
			}
		})
	}
}
