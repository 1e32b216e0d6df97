package drgn

import (
	"slices"
	"strings"
	"testing"

	"sessionzero/rules/sheet"
)

func TestSheetInputForCentaur(t *testing.T) {
	c, _ := loadCentaur(t)
	in := SheetInputFor("Brannoch Ashhoof", "Sam", c)
	tests := []struct {
		what, got, want string
	}{
		// 000_83d7bea2fb475415.txt: "A large character with 50 constitution
		// ($50 * 4 * 1.25$) will have 250 hit points."
		{"Max HP", in.MaxHP, "250"},
		{"Current HP (full)", in.CurrentHP, "250"},
		// 000_83d7bea2fb475415.txt: "| Large | 3-6 | 7 | -10 | 1.25 |"
		{"token size", in.TokenSize, "3-6"},
		{"base speed", in.BaseSpeed, "7"},
		{"bonus evasion", in.BonusEvasion, "-10"},
		{"HP modifier", in.HPModifier, "×1.25"},
		// Evasion 20 − 10 (Large) = 10, / 5 = 2.
		{"evasion reduction", in.Evasion, "2"},
		// Base 7 + two Tier 1 boots (+1 each).
		{"speed", in.Speed, "9"},
		{"XP budget", in.XPBudget, "350"},
		{"XP spent", in.XPSpent, "296"},
		{"XP remaining", in.XPRemaining, "54"},
		{"body shape", in.BodyShape, "Centaur"},
		{"size", in.Size, "Large"},
		{"name", in.Name, "Brannoch Ashhoof"},
		{"player", in.Player, "Sam"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s = %q, want %q", tt.what, tt.got, tt.want)
		}
	}
	if len(in.Features) != 1 || in.Features[0].Name != AdditionalLimb || in.Features[0].Cost != "25" || !strings.Contains(in.Features[0].Effect, "Weapon slot") {
		t.Errorf("features %+v, want Additional Limb 25 granting a Weapon slot", in.Features)
	}
	if i := slices.IndexFunc(in.Traits, func(tr SheetTrait) bool { return tr.Name == "Constitution" }); i < 0 || in.Traits[i].Score != "50" {
		t.Errorf("traits %+v lack Constitution 50", in.Traits)
	}
	if len(in.Abilities) != 1 || in.Abilities[0].Name != "Fireball" || in.Abilities[0].CostPerUse != "42" || in.Abilities[0].XP != "126" || in.Abilities[0].Uses != 3 {
		t.Errorf("abilities %+v, want Fireball 42 per use, 3 uses, 126 XP", in.Abilities)
	}
	if !strings.Contains(in.Abilities[0].Components, "power 30") || !strings.Contains(in.Abilities[0].Components, "sphere 4") {
		t.Errorf("Fireball components %q", in.Abilities[0].Components)
	}
	if len(in.Attunement) != 1 || in.Attunement[0].Element != "Slashing + Fire" || !strings.Contains(in.Attunement[0].TakesMore, "Water") || !strings.Contains(in.Attunement[0].TakesLess, "Fire") {
		t.Errorf("attunement %+v", in.Attunement)
	}
	if !slices.Equal(in.Trinkets, []string{"Tinderbox"}) {
		t.Errorf("trinkets %v, want the Tinderbox", in.Trinkets)
	}
	slot := func(item string) SheetSlot {
		for _, s := range in.Slots {
			if strings.HasPrefix(s.Item, item) {
				return s
			}
		}
		t.Fatalf("no slot holds %s: %+v", item, in.Slots)
		return SheetSlot{}
	}
	// Lance: heavy base 9 + Tier 1 bonus 1, two-handed ×2 = 20.
	if s := slot("Lance"); s.Slot != SlotWeapon || s.Stat != "Dmg 20" || !strings.Contains(s.Item, "two-handed") {
		t.Errorf("Lance row %+v", s)
	}
	if s := slot("Iron Helm"); s.Stat != "HP 12" {
		t.Errorf("helmet row %+v, want HP 12", s)
	}
	if s := slot("Chain Barding"); s.Slot != SlotMainArmor || s.Stat != "Tough 1" {
		t.Errorf("armour row %+v, want Tough 1 (the toughness Derive reports)", s)
	}
	if s := slot("Fore Horseshoes"); s.Stat != "Speed +1" {
		t.Errorf("boots row %+v", s)
	}
	if s := slot("Arrows"); s.Slot != "Quiver" || s.Item != "Arrows ×20" {
		t.Errorf("arrows row %+v", s)
	}
	// The Centaur's ten slots (Derive's "slots") are all filled: the lance
	// takes two Weapon slots, so no row is left empty.
	for _, s := range in.Slots {
		if s.Item == "" {
			t.Errorf("empty slot row %+v on a fully equipped character", s)
		}
	}
}

func TestSheetInputForEmptySlotsAndEffects(t *testing.T) {
	c, _ := loadCentaur(t)
	c.Equipment = c.Equipment[:1] // only the helmet
	c.Equipment[0].Modifiers = []Modifier{{Name: ModifierBoosting, Level: 1, Trait: "Perception"}}
	in := SheetInputFor("", "", c)
	empty := map[string]int{}
	for _, s := range in.Slots {
		if s.Item == "" {
			empty[s.Slot]++
		}
	}
	if empty[SlotWeapon] != 3 || empty[SlotBoots] != 2 || empty[SlotMainArmor] != 1 || empty[SlotHelmet] != 0 {
		t.Errorf("empty slots %v, want 3 Weapon, 2 Boots, 1 Main Armor and the Helmet filled", empty)
	}
	if s := in.Slots[0]; s.Item != "Iron Helm" || s.Modifiers != "Boosting 1 (Perception)" {
		t.Errorf("helmet row %+v", s)
	}
	// "Adds +5 in a skill per level": Perception 15 bought, 20 effective.
	if i := slices.IndexFunc(in.Traits, func(tr SheetTrait) bool { return tr.Name == "Perception" }); i < 0 || in.Traits[i].Score != "15 (20)" {
		t.Errorf("traits %+v, want Perception 15 (20)", in.Traits)
	}
}

func TestSheetInputForPrintsOnTheSheet(t *testing.T) {
	c, _ := loadCentaur(t)
	s := Sheet(SheetInputFor("Brannoch Ashhoof", "Sam", c))
	combat := sheetAllTexts(*s.Panel(2))
	if !slices.Contains(combat, "250") {
		t.Errorf("Combat panel %v lacks Max HP 250", combat)
	}
	abilities := sheetAllTexts(*s.Panel(4))
	if !slices.Contains(abilities, "Fireball") || !slices.Contains(abilities, "126") {
		t.Errorf("Abilities panel %v lacks Fireball's 126 XP", abilities)
	}
}

func TestSheetInputForBlankCharacter(t *testing.T) {
	in := SheetInputFor("", "", Character{})
	if in.Name != "" || len(in.Features) != 0 || len(in.Abilities) != 0 {
		t.Errorf("an empty character fills %+v", in)
	}
	// An empty character still gets Derive's defaults (Medium until chosen).
	if in.Size != "Medium" {
		t.Errorf("size %q, want Derive's Medium fallback", in.Size)
	}
}

// TestSheetTraitsWeaponsAndAbilityNumbers: the functional traits are boxed
// first (000_83d7bea2fb475415.txt: "Here are some of the recommended the
// functional traits"), then the traits not at the starting 10 ("All traits
// start with a score of 10"), negative ones too ("Traits can also go
// negative"); traits at 10 go in the compact grid. The combat panel gets
// Derive's weapons and each ability's power, types, cost per use and uses.
func TestSheetTraitsWeaponsAndAbilityNumbers(t *testing.T) {
	c, _ := loadCentaur(t)
	c.Traits["Charm"] = -20
	c.Traits["Stealth"] = 10
	in := SheetInputFor("Brannoch", "", c)
	var boxed, grid []string
	for _, tr := range in.Traits {
		if tr.Boxed {
			boxed = append(boxed, tr.Name+" "+tr.Score)
		} else {
			grid = append(grid, tr.Name+" "+tr.Score)
		}
	}
	wantBoxed := []string{"Constitution 50", "Evasion 20", "Perception 15", "Charm -20", "Melee Weapons 30"}
	wantGrid := []string{"Athletics 10", "Ranged Weapons 10", "Stealth 10"}
	if !slices.Equal(boxed, wantBoxed) || !slices.Equal(grid, wantGrid) {
		t.Errorf("boxed %v, grid %v; want %v and %v", boxed, grid, wantBoxed, wantGrid)
	}
	if i := slices.IndexFunc(in.Weapons, func(w SheetWeapon) bool { return w.Name == "Shortbow" }); i < 0 || in.Weapons[i].Damage == "" {
		t.Errorf("weapons %+v lack the Shortbow with its damage", in.Weapons)
	}
	// "A 30 power fireball would deal 30 damage to any target it affects."
	a := in.Abilities[0]
	if a.Power != "30" || a.Types != "Fire" || a.CostPerUse != "42" || a.Uses != 3 {
		t.Errorf("Fireball %+v, want power 30, Fire, 42 per use, 3 uses", a)
	}
	s := Sheet(in)
	texts := strings.Join(panelTexts(s.Panel(2)), "|")
	for _, want := range []string{"Fireball|30|Fire|42|3", "Shortbow|"} {
		if !strings.Contains(texts, want) {
			t.Errorf("combat panel %q lacks %q", texts, want)
		}
	}
}

func panelTexts(p *sheet.Panel) []string { return sheet.AllTexts(p.Blocks) }

// Issue 26's DRGN sheet: the Traits bar says its note in full (it printed
// "10–19: 1 XP a point, 20–29: 2 …", cut off), the uses spent since the last
// rest are crossed off and the uses left said, and the blank sheet names
// the head's slot as the filled ones do (Helmet, not Head).
func TestSheetTraitsUsesAndHelmet(t *testing.T) {
	c, _ := loadCentaur(t)
	left := 1
	c.Abilities[0].UsesLeft = &left // Fireball: 1 of 3 left
	filled := Sheet(SheetInputFor("Brannoch Ashhoof", "Sam", c))
	blank := Sheet(SheetInput{})
	var track *sheet.Track
	var texts []string
	for _, p := range filled.Panels {
		for _, b := range p.Blocks {
			if tr, ok := b.(sheet.Columns); ok {
				for _, col := range tr.Columns {
					for _, cb := range col.Blocks {
						if x, ok := cb.(sheet.Track); ok && strings.HasPrefix(x.Label, "Uses") {
							track = &x
						}
					}
				}
			}
			if bar, ok := b.(sheet.TitleBar); ok && bar.Text == "Traits" {
				if strings.HasSuffix(bar.Right, "…") || bar.Right != TraitsCostNote {
					t.Errorf("Traits bar %q", bar.Right)
				}
			}
		}
		texts = append(texts, sheet.AllTexts(p.Blocks)...)
	}
	// 000_83d7bea2fb475415.txt: "Abilities have a limited number of uses".
	if track == nil {
		t.Fatalf("track == nil: Fireball's uses track %+v, want 3 boxes, 2 crossed, 1 of 3 left", track)
	}
	if track.Count != 3 {
		t.Fatalf("track.Count != 3: Fireball's uses track %+v, want 3 boxes, 2 crossed, 1 of 3 left", track)
	}
	if track.Checked != 2 {
		t.Fatalf("track.Checked != 2: Fireball's uses track %+v, want 3 boxes, 2 crossed, 1 of 3 left", track)
	}
	if track.Label != "Uses: 1 of 3 left" {
		t.Fatalf("track.Label != \"Uses: 1 of 3 left\": Fireball's uses track %+v, want 3 boxes, 2 crossed, 1 of 3 left", track)
	}
	if !slices.Contains(texts, "1 of 3") {
		t.Errorf("the combat page's abilities table should say 1 of 3 uses: %q", texts)
	}
	var blankTexts []string
	for _, p := range blank.Panels {
		blankTexts = append(blankTexts, sheet.AllTexts(p.Blocks)...)
	}
	if slices.Contains(blankTexts, "Head") || !slices.Contains(blankTexts, SlotHelmet) {
		t.Errorf("the blank sheet's slots: %q", blankTexts)
	}
}
