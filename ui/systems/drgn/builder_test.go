package drgn

import (
	"context"
	"encoding/json"
	drgntest "sessionzero/internal/rulestest/drgn"
	"sessionzero/ui"
	"sessionzero/ui/libtest"
	"sessionzero/ui/uitest"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	"sessionzero/rules/drgn"
)

// drgnBuilderOf is the DRGN builder the editor shows.
func drgnBuilderOf(t testing.TB, l *ui.Library) *drgnBuilder {
	t.Helper()
	if len(l.BuilderShown()) != 1 {
		t.Fatalf("the editor shows %d builder objects", len(l.BuilderShown()))
	}
	b, ok := l.BuilderShown()[0].(*drgnBuilder)
	if !ok {
		t.Fatalf("the editor shows %T, not the DRGN builder", l.BuilderShown()[0])
	}
	return b
}

// savedDRGN reads a character's DRGN data back from the library.
func savedDRGN(t *testing.T, store *model.Store, id int64) drgn.Character {
	t.Helper()
	ch, err := store.Character(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	c, err := drgn.Decode(ch.Data)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// drgnValue is a derived value as the builder holds it.
func drgnValue(t *testing.T, b *drgnBuilder, key string) any {
	t.Helper()
	v, ok := b.derived.Get(key)
	if !ok {
		t.Fatalf("no derived %s", key)
	}
	return v.Value
}

// addComponent picks a component in the calculator and taps Add; it
// returns the new row.
func addComponent(t *testing.T, k *drgnCalculator, name string) *drgnComponentRow {
	t.Helper()
	for i, info := range drgn.Components {
		if info.Name == name {
			k.picker.SetSelectedIndex(i)
			test.Tap(k.add)
			return k.rows[len(k.rows)-1]
		}
	}
	t.Fatalf("no component %s", name)
	return nil
}

// buildFireball types the fireball into a calculator: Power 30 +
// Sphere 4 + Elemental (fire), 3 uses.
func buildFireball(t *testing.T, k *drgnCalculator) {
	t.Helper()
	test.Type(k.name, "Fireball")
	k.uses.SetText("3")
	addComponent(t, k, drgn.CompPower).value.SetText("30")
	addComponent(t, k, drgn.CompSphere).value.SetText("4")
	addComponent(t, k, drgn.CompElemental).option.SetSelected("Fire")
}

// itemInput is what a player types into the item form.
type itemInput struct {
	name, kind, slot, tier, weight, base, damageType, ammo, quantity, hp, addsSlots, requires string
	twoHanded                                                                                 bool
}

func typeItem(t *testing.T, b *drgnBuilder, in itemInput) {
	t.Helper()
	f := b.widgets.item
	f.name.SetText(in.name)
	f.kind.SetKey(in.kind)
	f.slot.SetText(in.slot)
	f.tier.SetText(in.tier)
	if in.weight != "" {
		f.weight.SetSelected(in.weight)
	}
	f.baseDamage.SetText(in.base)
	if in.damageType != "" {
		f.damageType.SetSelected(in.damageType)
	}
	f.ammo.SetText(in.ammo)
	f.quantity.SetText(in.quantity)
	f.hp.SetText(in.hp)
	f.addsSlots.SetText(in.addsSlots)
	f.requires.SetText(in.requires)
	f.twoHanded.SetChecked(in.twoHanded)
	before := len(b.char.Equipment)
	test.Tap(f.save)
	if len(b.char.Equipment) != before+1 {
		t.Fatalf("adding %s was refused: %s", in.name, b.message.Text)
	}
}

// TestDRGNBuilderCentaurEndToEnd builds the character through the
// builder's widgets: "a Large centaur-shaped character with an Additional
// Limb, Constitution 50, a fireball ability with Power 30 + Sphere 4 +
// Elemental (fire), and Tier 1 gear", and checks that the summary shows the
// book's numbers and that the saved character derives like the rules'
// fixture (rules/drgn/testdata/centaur.json).
func TestDRGNBuilderCentaurEndToEnd(t *testing.T) {
	l, w, store := libtest.New(t)
	w.Resize(fyne.NewSize(1400, 950))
	ch := l.CreateCharacter(drgn.ID, "Brannoch Ashhoof", 0)
	b := drgnBuilderOf(t, l)

	// 0 Concept: Tier 1 gives 350 XP.
	// 000_83d7bea2fb475415.txt: "Tier 1: 350 XP"
	b.widgets.tierSelect.SetSelected("Tier 3")
	if b.char.XPBudget != 1350 {
		t.Fatalf("Tier 3 budget %d, want the book's 1350", b.char.XPBudget)
	}
	b.widgets.tierSelect.SetSelected("Tier 1")
	if b.widgets.budget.Text != "350" {
		t.Fatalf("Tier 1 budget shows %q, want 350", b.widgets.budget.Text)
	}

	// 1 Body shape and size.
	b.widgets.shapeSelect.SetSelected("Centaur")
	b.widgets.sizeSelect.SetSelected("Large")

	// 2 Features: an Additional Limb holding a weapon.
	b.widgets.featureSelect.SetSelected(drgn.AdditionalLimb)
	test.Tap(b.widgets.addFeature)
	if len(b.widgets.limbSlots) != 1 {
		t.Fatal("the Additional Limb should ask for the slot it grants")
	}
	b.widgets.limbSlots[0].SetSelected(drgn.SlotWeapon)

	// 3 Traits (Ranged Weapons and Athletics stay at 10).
	for name, score := range map[string]int{"Constitution": 50, "Evasion": 20, "Perception": 15, "Melee Weapons": 30} {
		entry := b.widgets.traitScores[name]
		if entry == nil {
			t.Fatalf("no score entry for %s", name)
		}
		entry.SetText(strconv.Itoa(score))
	}
	// "It costs 1 Experience Point for each boost from 10-19, 2 Experience
	// Points from 20-29": Perception 15 → 16 costs 1, shown before buying.
	if !strings.Contains(uitest.TextOf(b.steps.Content[drgnStepTraits]), "5 XP spent · next point 1 XP") {
		t.Fatalf("the Perception row should show the next point's cost:\n%s", uitest.TextOf(b.steps.Content[drgnStepTraits]))
	}

	// 4 Abilities: the fireball in the calculator panel.
	buildFireball(t, b.calc)
	if b.calc.perUse.Text != "42" {
		t.Fatalf("b.calc.perUse.Text != \"42\": fireball: cost per use %q, total %q", b.calc.perUse.Text, b.calc.total.Text)
	}
	if b.calc.total.Text != "126 XP for 3 uses" {
		t.Fatalf("b.calc.total.Text != \"126 XP for 3 uses\": fireball: cost per use %q, total %q", b.calc.perUse.Text, b.calc.total.Text)
	}
	test.Tap(b.calcAdd)
	if len(b.char.Abilities) != 1 {
		t.Fatalf("len(b.char.Abilities) != 1: the fireball was not added: %s", b.message.Text)
	}
	if b.char.Abilities[0].Name != "Fireball" {
		t.Fatalf("b.char.Abilities[0].Name != \"Fireball\": the fireball was not added: %s", b.message.Text)
	}

	// 5 Equipment: Tier 1 gear in every slot, a quiver's slot for the arrows.
	for _, in := range []itemInput{
		{name: "Iron Helm", kind: drgn.KindHelmet, tier: "1", hp: "12"},
		{name: "Chain Barding", kind: drgn.KindArmor, tier: "1", weight: "heavy"},
		{name: "Lance", kind: drgn.KindMelee, tier: "1", weight: "heavy", base: "9", damageType: "Piercing", twoHanded: true, requires: "Melee Weapons=25"},
		{name: "Arrows", kind: drgn.KindAmmo, slot: "Quiver", tier: "1", weight: "light", base: "2", damageType: "Piercing", quantity: "20"},
		{name: "Shortbow", kind: drgn.KindRanged, tier: "1", weight: "light", base: "2", ammo: "Arrows"},
		{name: "Fore Horseshoes", kind: drgn.KindBoots, tier: "1"},
		{name: "Hind Horseshoes", kind: drgn.KindBoots, tier: "1"},
		{name: "Quiver", kind: drgn.KindAccessory, tier: "1", addsSlots: "Quiver"},
		{name: "Saddlebags", kind: drgn.KindAccessory, tier: "0"},
		{name: "Tinderbox", kind: drgn.KindTrinket, tier: "0"},
	} {
		typeItem(t, b, in)
	}

	// 6 Finishing touches: the skin's resistances.
	b.widgets.skinPhysical.SetSelected("Slashing")
	b.widgets.skinElemental.SetSelected("Fire")

	shown := uitest.TextOf(b)
	for _, want := range []string{
		"No rule problems.",
		"XP: 296 spent of 350 — 54 remaining",
		// "A large character with 50 constitution (50 * 4 * 1.25) will have 250 hit points."
		"Max HP 250 = Constitution 50 × 4 × 1.25 (Large), rounded up",
		"Movement speed 9 units = base 7 (Large) + Fore Horseshoes (Tier 1 boots) 1 + Hind Horseshoes (Tier 1 boots) 1",
		"Evasion reduction 2 = (Evasion 20 -10 Large) / 5",
		"Toughness 1 = Chain Barding (heavy armor, Tier 1) 1",
		"Cost per use 42 = round(raw 42 × 100%); 126 XP = 42 × 3 uses",
		"Features 25 XP = Additional Limb 25",
		"Temporary HP 0",
		"Epicoins 0",
	} {
		if !strings.Contains(shown, want) {
			t.Errorf("the builder does not show %q", want)
		}
	}
	if got := drgnValue(t, b, "max_hp"); got != 250 {
		t.Errorf("max HP %v, want 250", got)
	}
	// Trait requirements on equipment are checked: the Lance needs Melee
	// Weapons 25. Nonsense in the item form is refused with the reason.
	b.widgets.traitScores["Melee Weapons"].SetText("20")
	if !strings.Contains(uitest.TextOf(b.summary), "Lance requires Melee Weapons 25; the character has 20.") {
		t.Errorf("the trait requirement problem is not shown:\n%s", uitest.TextOf(b.summary))
	}
	b.widgets.traitScores["Melee Weapons"].SetText("30")
	b.widgets.item.name.SetText("Dagger")
	b.widgets.item.kind.SetKey(drgn.KindMelee)
	b.widgets.item.tier.SetText("one")
	test.Tap(b.widgets.item.save)
	if !strings.Contains(b.message.Text, `tier "one" is not a whole number`) || len(b.char.Equipment) != 10 {
		t.Errorf("a bad tier: message %q, %d items", b.message.Text, len(b.char.Equipment))
	}

	// The autosave stores it; it derives as the rules' own fixture does.
	l.FlushEditor()
	saved := savedDRGN(t, store, ch.ID).Derive()
	fixture := drgntest.Centaur(t).Derive()
	for _, key := range []string{"max_hp", "current_hp", "speed", "toughness", "evasion_reduction", "head_hp", "xp_spent",
		"xp_remaining", "xp_features", "xp_traits", "xp_abilities", "slots", "weapons", "resistances", "attunement", "abilities"} {
		got, _ := saved.Get(key)
		want, _ := fixture.Get(key)
		gj, _ := json.Marshal(got.Value)
		wj, _ := json.Marshal(want.Value)
		if string(gj) != string(wj) {
			t.Errorf("%s: built in the app %s, fixture %s", key, gj, wj)
		}
	}
	if len(saved.Problems) != 0 {
		t.Errorf("saved character has problems: %+v", saved.Problems)
	}
}

// openDRGN puts a DRGN character in the library and opens it.
func openDRGN(t testing.TB, l *ui.Library, store *model.Store, name string, c drgn.Character) *drgnBuilder {
	t.Helper()
	data, err := c.Encode()
	if err != nil {
		t.Fatal(err)
	}
	ch := &model.Character{System: drgn.ID, Name: name, Data: data}
	if err := store.CreateCharacter(context.Background(), ch); err != nil {
		t.Fatal(err)
	}
	l.Reload()
	l.OpenID(ch.ID)
	return drgnBuilderOf(t, l)
}

func TestDRGNBuilderOverBudgetAndProblemsStillSave(t *testing.T) {
	l, _, store := libtest.New(t)
	ch := l.CreateCharacter(drgn.ID, "Spendthrift", 0)
	b := drgnBuilderOf(t, l)
	// "Tier 1: 350 XP"; "1 Experience Point for each boost from 10-19, 2
	// Experience Points from 20-29, 3 Experience from 30-39, and so on":
	// Constitution 10 → 60 costs 10+20+30+40+50 = 150, Evasion 10 → 50
	// costs 10+20+30+40 = 100; a custom feature of 120 takes it to 370.
	b.widgets.traitScores["Constitution"].SetText("60")
	b.widgets.traitScores["Evasion"].SetText("50")
	b.widgets.customFeatureName.SetText("Gills")
	b.widgets.customFeatureCost.SetText("120")
	test.Tap(b.widgets.addCustomFeature)
	if !b.bar.over {
		t.Fatalf("!b.bar.over: over budget: bar over=%v, text %q, message %q", b.bar.over, b.xpText.Text, b.message.Text)
	}
	if !strings.Contains(b.xpText.Text, "over budget by 20") {
		t.Fatalf("!strings.Contains(b.xpText.Text, \"over budget by 20\"): over budget: bar over=%v, text %q, message %q", b.bar.over, b.xpText.Text, b.message.Text)
	}
	if !strings.Contains(uitest.TextOf(b.summary), "Over budget: 370 XP spent of 350 (20 too many).") {
		t.Fatalf("the over_budget problem is not listed:\n%s", uitest.TextOf(b.summary))
	}
	// Nonsense typed in is refused with the reason, and changes nothing.
	b.widgets.customFeatureName.SetText("Horns")
	b.widgets.customFeatureCost.SetText("lots")
	test.Tap(b.widgets.addCustomFeature)
	if !b.message.Visible() {
		t.Fatalf("!b.message.Visible(): refusal shows %q", b.message.Text)
	}
	if !strings.Contains(b.message.Text, `the cost "lots" is not a whole number of XP`) {
		t.Fatalf("!strings.Contains(b.message.Text, `the cost \"lots\" is not a whole number of XP`): refusal shows %q", b.message.Text)
	}
	if err := b.widgets.traitScores["Perception"].Validator("ten"); err == nil {
		t.Fatal("a trait score that is not a number should not validate")
	}
	b.widgets.traitScores["Perception"].SetText("ten")
	if b.char.Traits["Perception"] != 10 {
		t.Fatal("a bad score changed the trait")
	}
	// The character with problems still saves.
	l.FlushEditor()
	saved := savedDRGN(t, store, ch.ID)
	if saved.Traits["Constitution"] != 60 {
		t.Fatalf("saved.Traits[\"Constitution\"] != 60: saved %v, features %v", saved.Traits, saved.Features)
	}
	if len(saved.Features) != 1 {
		t.Fatalf("len(saved.Features) != 1: saved %v, features %v", saved.Traits, saved.Features)
	}
}

func TestDRGNCustomShapeAndKaiju(t *testing.T) {
	l, _, _ := libtest.New(t)
	l.CreateCharacter(drgn.ID, "Mothra", 0)
	b := drgnBuilderOf(t, l)
	b.widgets.shapeSelect.SetSelected(drgn.CustomShape)
	if len(b.widgets.customSlots) != drgn.CustomChosenSlots {
		t.Fatalf("a custom shape shows %d slot choices", len(b.widgets.customSlots))
	}
	if !strings.Contains(uitest.TextOf(b.summary), "A custom shape chooses 5 additional slots") {
		t.Fatal("the missing custom slots should be a problem")
	}
	for i, s := range []string{"Weapon", "Weapon", "Boots", "Accessory", "Accessory"} {
		b.widgets.customSlots[i].SetSelected(s)
	}
	if strings.Contains(uitest.TextOf(b.summary), "A custom shape chooses") {
		t.Fatal("five chosen slots should clear the problem")
	}
	// "Kaiju | 11+ | 10+ | -30 | 1.75+"
	b.widgets.sizeSelect.SetSelected("Kaiju")
	if b.widgets.kaijuHPEntry == nil {
		t.Fatal("Kaiju should offer its open-ended HP modifier")
	}
	if got := drgnValue(t, b, "max_hp"); got != 70 {
		t.Fatalf("Kaiju max HP %v, want ceil(10 × 4 × 1.75) = 70", got)
	}
	b.widgets.kaijuHPEntry.SetText("2")
	if got := drgnValue(t, b, "max_hp"); got != 80 {
		t.Fatalf("Kaiju 2.0 max HP %v, want 80", got)
	}
}

func TestDRGNAfterPlayRaisesCurrentHPAndUndo(t *testing.T) {
	l, _, store := libtest.New(t)
	c := drgntest.Centaur(t)
	hp := 200
	c.CurrentHP = &hp
	b := openDRGN(t, l, store, "Brannoch", c)
	id := l.SelectedID()

	p := b.widgets.afterPlay
	p.xp.SetText("100")
	test.Tap(p.addXP)
	l.FlushEditor()

	// "This does not refill a character's current Hit Points, but it does
	// increase the current amount by the same amount the maximum was increased."
	p = b.widgets.afterPlay
	p.trait.SetSelected("Constitution")
	p.points.SetText("5")
	test.Tap(p.raise)
	if got := drgnValue(t, b, "max_hp"); got != 275 {
		t.Fatalf("max HP %v after Constitution 55, want ceil(55 × 4 × 1.25) = 275", got)
	}
	if got := drgnValue(t, b, "current_hp"); got != 225 {
		t.Fatalf("current HP %v, want 200 + 25", got)
	}
	if !strings.Contains(b.message.Text, "Current HP 200 -> 225") {
		t.Fatalf("message %q", b.message.Text)
	}
	// "It costs … 5 Experience from 50-59": 5 points cost 25 of the 154 left.
	if got := drgnValue(t, b, "xp_remaining"); got != 129 {
		t.Fatalf("XP remaining %v, want 54 + 100 − 25", got)
	}
	// A raise the XP left cannot pay for is refused and says why.
	p = b.widgets.afterPlay
	p.trait.SetSelected("Evasion")
	p.points.SetText("60")
	test.Tap(p.raise)
	if !strings.Contains(b.message.Text, "Not changed") {
		t.Fatalf("!strings.Contains(b.message.Text, \"Not changed\"): refused raise says %q", b.message.Text)
	}
	if !strings.Contains(b.message.Text, "XP remain") {
		t.Fatalf("!strings.Contains(b.message.Text, \"XP remain\"): refused raise says %q", b.message.Text)
	}

	// Risk it All: every third roll earns an Epicoin.
	p = b.widgets.afterPlay
	p.risks.SetText("4")
	test.Tap(p.recordRisks)
	if b.char.Epicoins != 1 {
		t.Fatalf("b.char.Epicoins != 1: after 4 risks: %d Epicoins, tally %d", b.char.Epicoins, b.char.RiskItAll)
	}
	if b.char.RiskItAll != 4 {
		t.Fatalf("b.char.RiskItAll != 4: after 4 risks: %d Epicoins, tally %d", b.char.Epicoins, b.char.RiskItAll)
	}
	// More uses of the fireball: 42 XP a use.
	p = b.widgets.afterPlay
	p.ability.SetSelected("Fireball")
	p.uses.SetText("2")
	test.Tap(p.addUses)
	if b.char.Abilities[0].Uses != 5 {
		t.Fatalf("fireball uses %d, want 5", b.char.Abilities[0].Uses)
	}
	l.FlushEditor()

	// Undo goes back to before the raise, risks and uses (one save).
	libtest.PressShortcut(t, l, fyne.KeyZ, false)
	saved := savedDRGN(t, store, id)
	if saved.Traits["Constitution"] != 50 {
		t.Fatalf("saved.Traits[\"Constitution\"] != 50: after undo: Constitution %d, current HP %d, budget %d", saved.Traits["Constitution"], *saved.CurrentHP, saved.XPBudget)
	}
	if *saved.CurrentHP != 200 {
		t.Fatalf("*saved.CurrentHP != 200: after undo: Constitution %d, current HP %d, budget %d", saved.Traits["Constitution"], *saved.CurrentHP, saved.XPBudget)
	}
	if saved.XPBudget != 450 {
		t.Fatalf("saved.XPBudget != 450: after undo: Constitution %d, current HP %d, budget %d", saved.Traits["Constitution"], *saved.CurrentHP, saved.XPBudget)
	}
	b = drgnBuilderOf(t, l)
	if got := drgnValue(t, b, "current_hp"); got != 200 {
		t.Fatalf("the rebuilt builder shows current HP %v", got)
	}
	if b.widgets.traitScores["Constitution"].Text != "50" {
		t.Fatalf("the rebuilt trait entry shows %q", b.widgets.traitScores["Constitution"].Text)
	}
}

func TestDRGNCalculatorWindow(t *testing.T) {
	l, _, store := libtest.New(t)
	ctx := context.Background()
	w, k := showCalculator(l)
	defer w.Close()
	buildFireball(t, k)
	// "A 30 power fireball"; "Sphere | +3 per 1 unit radius"; "spheres hit
	// (2/3 of their radius) targets": 4 × 2/3 = 2.67 → 3.
	for label, want := range map[string]string{"raw": "42", "percent": "+0%", "per use": "42", "total": "126 XP for 3 uses", "types": "Fire"} {
		got := map[string]string{"raw": k.raw.Text, "percent": k.percent.Text, "per use": k.perUse.Text, "total": k.total.Text, "types": k.types.Text}[label]
		if got != want {
			t.Errorf("%s shows %q, want %q", label, got, want)
		}
	}
	if !strings.HasPrefix(k.targets.Text, "3 ") {
		t.Errorf("estimated targets %q, want 3", k.targets.Text)
	}
	lines := uitest.TextOf(k.lines)
	for _, want := range []string{"Power 30 × 1 per point = +30", "Sphere 4 × 3 per unit of radius = +12", "Elemental (Fire): free, damage becomes Fire"} {
		if !strings.Contains(lines, want) {
			t.Errorf("cost lines miss %q:\n%s", want, lines)
		}
	}

	// Save to the homebrew catalog.
	test.Tap(k.saveCatalog)
	entries, err := store.HomebrewEntries(ctx, drgn.ID, drgnHomebrewKind)
	if err != nil || len(entries) != 1 || entries[0].Name != "Fireball" {
		t.Fatalf("catalog: %v %+v", err, entries)
	}

	// Nonsense is refused with the reason.
	single := addComponent(t, k, drgn.CompSingleTarget)
	addComponent(t, k, drgn.CompMultiTarget).value.SetText("3")
	if !k.refusal.Visible() {
		t.Fatalf("!k.refusal.Visible(): refusal %q", k.refusal.Text)
	}
	if !strings.Contains(k.refusal.Text, "single-target and multi-target together") {
		t.Fatalf("!strings.Contains(k.refusal.Text, \"single-target and multi-target together\"): refusal %q", k.refusal.Text)
	}
	if k.perUse.Text != "—" {
		t.Fatalf("a refused ability shows cost %q", k.perUse.Text)
	}
	k.removeRow(single)
	k.rows[len(k.rows)-1].value.SetText("many")
	if !strings.Contains(k.refusal.Text, `Multi-Target: "many" is not a number`) {
		t.Fatalf("refusal %q", k.refusal.Text)
	}
	test.Tap(k.rows[len(k.rows)-1].remove)
	addComponent(t, k, drgn.CompIntrinsic).value.SetText("5")
	if !strings.Contains(k.refusal.Text, "intrinsic with 3 uses") {
		t.Fatalf("refusal %q", k.refusal.Text)
	}
	test.Tap(k.rows[len(k.rows)-1].remove)
	if k.refusal.Visible() {
		t.Fatalf("the fireball again should not be refused: %q", k.refusal.Text)
	}

	// Add it to the open DRGN character, as an undoable edit.
	l.CreateCharacter(drgn.ID, "Ember", 0)
	test.Tap(k.hostAdd)
	l.FlushEditor()
	saved := savedDRGN(t, store, l.SelectedID())
	if len(saved.Abilities) != 1 {
		t.Fatalf("len(saved.Abilities) != 1: the open character has %+v", saved.Abilities)
	}
	if saved.Abilities[0].Name != "Fireball" {
		t.Fatalf("saved.Abilities[0].Name != \"Fireball\": the open character has %+v", saved.Abilities)
	}
	if saved.Abilities[0].Uses != 3 {
		t.Fatalf("saved.Abilities[0].Uses != 3: the open character has %+v", saved.Abilities)
	}
	if got := drgnValue(t, drgnBuilderOf(t, l), "xp_abilities"); got != 126 {
		t.Fatalf("the builder shows %v XP on abilities", got)
	}

	// Another calculator copies it from the catalog and from the character.
	other := newDRGNCalculator(store, w)
	fromCatalog, err := other.catalogAbilities()
	if err != nil || len(fromCatalog) != 1 {
		t.Fatalf("catalog list %v %+v", err, fromCatalog)
	}
	fromChars, err := other.characterAbilities()
	if err != nil || len(fromChars) != 1 || fromChars[0].label != "Ember: Fireball" {
		t.Fatalf("character list %v %+v", err, fromChars)
	}
	other.load(fromChars[0].ability)
	if other.perUse.Text != "42" {
		t.Fatalf("other.perUse.Text != \"42\": copied ability costs %q", other.perUse.Text)
	}
	if other.name.Text != "Fireball" {
		t.Fatalf("other.name.Text != \"Fireball\": copied ability costs %q", other.perUse.Text)
	}

	// The window's "From catalog…" dialog copies it back in.
	k.clear()
	if k.name.Text != "" {
		t.Fatal("k.name.Text != \"\""+": ", "clear should empty the calculator")
	}
	if len(k.rows) != 0 {
		t.Fatal("len(k.rows) != 0"+": ", "clear should empty the calculator")
	}
	test.Tap(k.fromCatalog)
	overlay := w.Canvas().Overlays().Top()
	if overlay == nil {
		t.Fatal("From catalog… should open a dialog")
	}
	var copyButton *widget.Button
	for _, o := range test.LaidOutObjects(overlay) {
		if btn, ok := o.(*widget.Button); ok && btn.Text == "Copy" {
			copyButton = btn
		}
	}
	if copyButton == nil {
		t.Fatal("the dialog has no Copy button")
	}
	test.Tap(copyButton)
	if k.name.Text != "Fireball" {
		t.Fatalf("k.name.Text != \"Fireball\": after copying from the catalog: %q costs %q", k.name.Text, k.perUse.Text)
	}
	if k.perUse.Text != "42" {
		t.Fatalf("k.perUse.Text != \"42\": after copying from the catalog: %q costs %q", k.name.Text, k.perUse.Text)
	}
}

// TestDRGNUndoKeepsTheStep: Ctrl+Z makes the builder again from the older
// data, on the step the user was working on (issue 13: "undo keeps the
// step you are on").
func TestDRGNUndoKeepsTheStep(t *testing.T) {
	l, _, store := libtest.New(t)
	ch := l.CreateCharacter(drgn.ID, "Stays on Traits", 0)
	b := drgnBuilderOf(t, l)
	test.Tap(b.steps.Buttons[drgnStepTraits])
	b.widgets.traitScores["Perception"].SetText("14")
	l.FlushEditor()
	if got := savedDRGN(t, store, ch.ID).Traits["Perception"]; got != 14 {
		t.Fatalf("Perception saved as %d", got)
	}
	libtest.PressShortcut(t, l, fyne.KeyZ, false)
	b = drgnBuilderOf(t, l)
	if b.steps.Current != drgnStepTraits || !b.steps.Page(drgnStepTraits).Visible() {
		t.Errorf("after undo the builder shows step %d, want %d (Traits)", b.steps.Current, drgnStepTraits)
	}
	if got := b.widgets.traitScores["Perception"].Text; got != "10" {
		t.Errorf("after undo Perception shows %q", got)
	}
	other := l.CreateCharacter(drgn.ID, "Starts at the start", 0)
	if b := drgnBuilderOf(t, l); other == nil || b.steps.Current != drgnStepConcept {
		t.Errorf("another character opens on step %d", b.steps.Current)
	}
}

// TestDRGNRenameKeepsTheStep: the step is remembered by the character's
// id, not its name, so after a rename Ctrl+Z still makes the builder again
// on the step the user was working on (step 3, Traits).
func TestDRGNRenameKeepsTheStep(t *testing.T) {
	l, _, store := libtest.New(t)
	ch := l.CreateCharacter(drgn.ID, "Before the rename", 0)
	test.Tap(drgnBuilderOf(t, l).steps.Buttons[drgnStepTraits])
	l.TypeName("After the rename")
	l.FlushEditor()
	b := drgnBuilderOf(t, l)
	b.widgets.traitScores["Perception"].SetText("14")
	l.FlushEditor()
	if got := savedDRGN(t, store, ch.ID).Traits["Perception"]; got != 14 {
		t.Fatalf("Perception saved as %d", got)
	}
	for _, undo := range []string{"the Perception edit", "the rename"} {
		libtest.PressShortcut(t, l, fyne.KeyZ, false)
		if b := drgnBuilderOf(t, l); b.steps.Current != drgnStepTraits || !b.steps.Page(drgnStepTraits).Visible() {
			t.Errorf("after undoing %s the builder shows step %d, want %d (Traits)", undo, b.steps.Current, drgnStepTraits)
		}
	}
	if saved, err := store.Character(context.Background(), ch.ID); err != nil || saved.Name != "Before the rename" {
		t.Errorf("after two undos the character is %q (%v)", saved.Name, err)
	}
}

// TestDRGNStepsFitTheirColumn: in a 1280×720 main window, every step of
// the book's centaur (a full character: ten items, an ability, an extra
// limb) fits its column beside the summary, so no row spills over and no
// button is cut off (issue 13: "equipment rows overflowing their column").
func TestDRGNStepsFitTheirColumn(t *testing.T) {
	l, w, store := libtest.New(t)
	w.Resize(uitest.Laptop)
	b := openDRGN(t, l, store, "Brannoch Ashhoof", drgntest.Centaur(t))
	for i, title := range drgnStepTitles {
		b.showStep(i)
		lead, trail := uitest.SplitFits(t, w, b, title, 200)
		t.Logf("%s: step %.0f wide (needs %.0f), summary %.0f", title, lead, b.steps.Pages.MinSize().Width, trail)
	}
}

// TestDRGNTabGoesFromTheStepsToTheStep: Tab follows the layout (issue 13).
func TestDRGNTabGoesFromTheStepsToTheStep(t *testing.T) {
	l, w, store := libtest.New(t)
	b := openDRGN(t, l, store, "Brannoch Ashhoof", drgntest.Centaur(t))
	libtest.TabReachesTheStep(t, w, b.steps)
}
