package drgn

import (
	drgntest "sessionzero/internal/rulestest/drgn"
	"sessionzero/ui/libtest"
	"sessionzero/ui/uitest"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"sessionzero/model"
	"sessionzero/rules/dragonhead"
	"sessionzero/rules/drgn"
)

// The remove buttons of the Features, Traits and Equipment steps take the
// row off the character, give its XP back and save; the item's Edit button
// fills the form, and Save item changes the item in place.
func TestDRGNBuilderRemoveAndEditRows(t *testing.T) {
	l, _, store := libtest.New(t)
	b := openDRGN(t, l, store, "Brannoch", drgntest.Centaur(t))
	id := l.SelectedID()

	// 000_83d7bea2fb475415.txt: "| Additional Limb | 25 |".
	if got := drgnValue(t, b, "xp_features"); got != 25 {
		t.Fatalf("features cost %v XP, want the Additional Limb's 25", got)
	}
	if len(b.widgets.featureRemove) != 1 {
		t.Fatalf("%d feature remove buttons for 1 feature", len(b.widgets.featureRemove))
	}
	test.Tap(b.widgets.featureRemove[0])
	if len(b.char.Features) != 0 {
		t.Fatalf("len(b.char.Features) != 0: after remove: features %+v, %v XP", b.char.Features, drgnValue(t, b, "xp_features"))
	}
	if drgnValue(t, b, "xp_features") != 0 {
		t.Fatalf("drgnValue(t, b, \"xp_features\") != 0: after remove: features %+v, %v XP", b.char.Features, drgnValue(t, b, "xp_features"))
	}

	// "1 Experience Point for each boost from 10-19, 2 Experience Points from
	// 20-29": Melee Weapons 30 cost 10 + 20 = 30 XP, which removing it frees;
	// the Lance's requirement then fails and says so (a trait off the list
	// counts as its starting 10, docs/rules-decisions.md).
	traitsXP := drgnValue(t, b, "xp_traits").(int)
	remove := b.widgets.traitRemove["Melee Weapons"]
	if remove == nil {
		t.Fatal("Melee Weapons has no remove button")
	}
	test.Tap(remove)
	if _, has := b.char.Traits["Melee Weapons"]; has {
		t.Fatal("Melee Weapons is still on the character")
	}
	if got := drgnValue(t, b, "xp_traits").(int); got != traitsXP-30 {
		t.Fatalf("traits cost %d XP after removing Melee Weapons 30, want %d − 30", got, traitsXP)
	}
	if !strings.Contains(uitest.TextOf(b.summary), "Lance requires Melee Weapons 25; the character has 10 (not on the trait list)") {
		t.Fatalf("the Lance's requirement is not listed:\n%s", uitest.TextOf(b.summary))
	}

	// Items: remove the Tinderbox (the last row), then edit the Iron Helm.
	items := len(b.char.Equipment)
	last := b.char.Equipment[items-1].Name
	test.Tap(b.widgets.itemRemove[items-1])
	if len(b.char.Equipment) != items-1 {
		t.Fatalf("len(b.char.Equipment) != items-1: removing %s left %d items", last, len(b.char.Equipment))
	}
	if b.char.Equipment[len(b.char.Equipment)-1].Name == last {
		t.Fatalf("b.char.Equipment[len(b.char.Equipment)-1].Name == last: removing %s left %d items", last, len(b.char.Equipment))
	}
	test.Tap(b.widgets.itemEdit[0])
	f := b.widgets.item
	if f.name.Text != "Iron Helm" {
		t.Fatalf("f.name.Text != \"Iron Helm\": the form shows %q HP %q, button %q", f.name.Text, f.hp.Text, f.save.Text)
	}
	if f.hp.Text != "12" {
		t.Fatalf("f.hp.Text != \"12\": the form shows %q HP %q, button %q", f.name.Text, f.hp.Text, f.save.Text)
	}
	if f.save.Text != "Save item" {
		t.Fatalf("f.save.Text != \"Save item\": the form shows %q HP %q, button %q", f.name.Text, f.hp.Text, f.save.Text)
	}
	f.hp.SetText("10")
	test.Tap(f.save)
	if len(b.char.Equipment) != items-1 {
		t.Fatalf("len(b.char.Equipment) != items-1: after Save item: %d items, first %+v", len(b.char.Equipment), b.char.Equipment[0])
	}
	if b.char.Equipment[0].Name != "Iron Helm" {
		t.Fatalf("b.char.Equipment[0].Name != \"Iron Helm\": after Save item: %d items, first %+v", len(b.char.Equipment), b.char.Equipment[0])
	}
	if *b.char.Equipment[0].HP != 10 {
		t.Fatalf("*b.char.Equipment[0].HP != 10: after Save item: %d items, first %+v", len(b.char.Equipment), b.char.Equipment[0])
	}
	if b.widgets.item.save.Text != "Add item" {
		t.Fatalf("after saving, the form's button says %q", b.widgets.item.save.Text)
	}

	l.FlushEditor()
	saved := savedDRGN(t, store, id)
	if len(saved.Features) != 0 {
		t.Fatalf("len(saved.Features) != 0: saved: features %v, traits %v, %d items", saved.Features, saved.Traits, len(saved.Equipment))
	}
	if saved.Traits["Melee Weapons"] != 0 {
		t.Fatalf("saved.Traits[\"Melee Weapons\"] != 0: saved: features %v, traits %v, %d items", saved.Features, saved.Traits, len(saved.Equipment))
	}
	if len(saved.Equipment) != items-1 {
		t.Fatalf("len(saved.Equipment) != items-1: saved: features %v, traits %v, %d items", saved.Features, saved.Traits, len(saved.Equipment))
	}
	if *saved.Equipment[0].HP != 10 {
		t.Fatalf("*saved.Equipment[0].HP != 10: saved: features %v, traits %v, %d items", saved.Features, saved.Traits, len(saved.Equipment))
	}
}

// Edit loads a bought ability into the calculator and "Save changes to
// <ability>" replaces it in place; removing abilities while one is being
// edited keeps the edit on the right one.
func TestDRGNBuilderSaveChangesToAbility(t *testing.T) {
	l, _, store := libtest.New(t)
	b := openDRGN(t, l, store, "Brannoch", drgntest.Centaur(t))

	test.Tap(b.widgets.abilityEdit[0])
	if b.calcAdd.Text != "Save changes to Fireball" {
		t.Fatalf("after Edit the button says %q", b.calcAdd.Text)
	}
	// 000_83d7bea2fb475415.txt: "| Power | +1 per |", "| Sphere | +3 per 1
	// unit radius |": Power 40 + Sphere 4 = 52 a use, 3 uses = 156 XP.
	for _, r := range b.calc.rows {
		if r.info.Name == drgn.CompPower {
			r.value.SetText("40")
		}
	}
	test.Tap(b.calcAdd)
	if len(b.char.Abilities) != 1 {
		t.Fatalf("Save changes added an ability: %d", len(b.char.Abilities))
	}
	rows := drgnValue(t, b, "abilities").([]drgn.AbilityRow)
	if rows[0].CostPerUse != 52 {
		t.Fatalf("rows[0].CostPerUse != 52: Fireball costs %d a use, %d XP; want 52 and 156", rows[0].CostPerUse, rows[0].TotalXP)
	}
	if rows[0].TotalXP != 156 {
		t.Fatalf("rows[0].TotalXP != 156: Fireball costs %d a use, %d XP; want 52 and 156", rows[0].CostPerUse, rows[0].TotalXP)
	}
	if b.calcAdd.Text != "Add to this character" {
		t.Fatalf("after saving the button says %q", b.calcAdd.Text)
	}

	// A second ability, Spark (Power 5, 2 uses).
	test.Type(b.calc.name, "Spark")
	b.calc.uses.SetText("2")
	addComponent(t, b.calc, drgn.CompPower).value.SetText("5")
	test.Tap(b.calcAdd)
	if len(b.char.Abilities) != 2 {
		t.Fatalf("Spark was not added: %s", b.message.Text)
	}
	// Edit Spark, then remove the Fireball above it: saving still changes
	// Spark (now the first ability), it does not add a third one.
	test.Tap(b.widgets.abilityEdit[1])
	test.Tap(b.widgets.abilityRemove[0])
	if len(b.char.Abilities) != 1 {
		t.Fatalf("len(b.char.Abilities) != 1: after removing Fireball: %+v", b.char.Abilities)
	}
	if b.char.Abilities[0].Name != "Spark" {
		t.Fatalf("b.char.Abilities[0].Name != \"Spark\": after removing Fireball: %+v", b.char.Abilities)
	}
	if b.calcAdd.Text != "Save changes to Spark" {
		t.Fatalf("the button says %q while Spark is edited", b.calcAdd.Text)
	}
	b.calc.uses.SetText("4")
	test.Tap(b.calcAdd)
	if len(b.char.Abilities) != 1 {
		t.Fatalf("len(b.char.Abilities) != 1: Save changes to Spark gave %+v", b.char.Abilities)
	}
	if b.char.Abilities[0].Uses != 4 {
		t.Fatalf("b.char.Abilities[0].Uses != 4: Save changes to Spark gave %+v", b.char.Abilities)
	}
	// Removing the ability being edited ends the edit: Add adds it anew.
	test.Tap(b.widgets.abilityEdit[0])
	test.Tap(b.widgets.abilityRemove[0])
	if b.calcAdd.Text != "Add to this character" {
		t.Fatalf("b.calcAdd.Text != \"Add to this character\": after removing the edited ability: button %q, %d abilities", b.calcAdd.Text, len(b.char.Abilities))
	}
	if len(b.char.Abilities) != 0 {
		t.Fatalf("len(b.char.Abilities) != 0: after removing the edited ability: button %q, %d abilities", b.calcAdd.Text, len(b.char.Abilities))
	}
	test.Tap(b.calcAdd)
	if len(b.char.Abilities) != 1 {
		t.Fatalf("len(b.char.Abilities) != 1: Add after the removal gave %+v", b.char.Abilities)
	}
	if b.char.Abilities[0].Name != "Spark" {
		t.Fatalf("b.char.Abilities[0].Name != \"Spark\": Add after the removal gave %+v", b.char.Abilities)
	}
}

// Kaiju's base speed is open-ended ("| Kaiju | 11+ | 10+ | -30 | 1.75+ |"):
// blank is the book's 10, more is taken as typed, less is a rule problem,
// and nonsense changes nothing.
func TestDRGNKaijuBaseSpeed(t *testing.T) {
	l, _, _ := libtest.New(t)
	l.CreateCharacter(drgn.ID, "Mothra", 0)
	b := drgnBuilderOf(t, l)
	b.widgets.sizeSelect.SetSelected("Kaiju")
	speed := b.widgets.kaijuSpeedEntry
	if speed == nil {
		t.Fatal("Kaiju should offer its open-ended base speed")
	}
	if got := drgnValue(t, b, "base_speed"); got != 10 {
		t.Fatalf("Kaiju base speed %v, want the book's 10", got)
	}
	speed.SetText("14")
	{
		got := drgnValue(t, b, "base_speed")
		if got != 14 {
			t.Fatalf("got != 14: base speed %v (character %d), want 14", got, b.char.KaijuBaseSpeed)
		}
		if b.char.KaijuBaseSpeed != 14 {
			t.Fatalf("b.char.KaijuBaseSpeed != 14: base speed %v (character %d), want 14", got, b.char.KaijuBaseSpeed)
		}
	}
	if got := drgnValue(t, b, "speed"); got != 14 {
		t.Fatalf("movement speed %v without boots, want 14", got)
	}
	speed.SetText("8")
	if !strings.Contains(uitest.TextOf(b.summary), `Kaiju base speed 8 is below the book's "10+".`) {
		t.Fatalf("a speed below 10+ should be a problem:\n%s", uitest.TextOf(b.summary))
	}
	if err := speed.Validator("fast"); err == nil {
		t.Fatal(`"fast" should not validate`)
	}
	speed.SetText("fast")
	if b.char.KaijuBaseSpeed != 8 {
		t.Fatalf("nonsense changed the speed to %d", b.char.KaijuBaseSpeed)
	}
	speed.SetText("")
	{
		got := drgnValue(t, b, "base_speed")
		if got != 10 {
			t.Fatalf("got != 10: blank: base speed %v, saved %d; want the book's 10", got, b.char.KaijuBaseSpeed)
		}
		if b.char.KaijuBaseSpeed != 0 {
			t.Fatalf("b.char.KaijuBaseSpeed != 0: blank: base speed %v, saved %d; want the book's 10", got, b.char.KaijuBaseSpeed)
		}
	}
}

// 000_83d7bea2fb475415.txt: "GM's should create their own modifiers" and
// "modifiers are ranked from 1 to 5": a modifier not in the book's table is
// kept with its effect and checked against level 5; its remove button takes
// it off the form before the item is saved.
func TestDRGNCustomModifiers(t *testing.T) {
	l, _, _ := libtest.New(t)
	l.CreateCharacter(drgn.ID, "Smith", 0)
	b := drgnBuilderOf(t, l)
	f := b.widgets.item
	addMod := func(name, level, detail string) {
		f.modName.SetText(name)
		f.modLevel.SetText(level)
		f.modDetail.SetText(detail)
		test.Tap(f.addModifier)
	}
	addMod("Giant Slaying", "2", "double damage to giants")
	addMod("Glowing", "1", "sheds light")
	if len(f.modifiers) != 2 {
		t.Fatalf("len(f.modifiers) != 2: %d modifiers, %d remove buttons", len(f.modifiers), len(f.modRemove))
	}
	if len(f.modRemove) != 2 {
		t.Fatalf("len(f.modRemove) != 2: %d modifiers, %d remove buttons", len(f.modifiers), len(f.modRemove))
	}
	test.Tap(f.modRemove[1])
	if len(f.modifiers) != 1 {
		t.Fatalf("len(f.modifiers) != 1: after removing Glowing the list shows %q", uitest.TextOf(f.modList))
	}
	if !strings.Contains(uitest.TextOf(f.modList), "Giant Slaying 2 · double damage to giants") {
		t.Fatalf("!strings.Contains(uitest.TextOf(f.modList), \"Giant Slaying 2 \u00b7 double damage to giants\"): after removing Glowing the list shows %q", uitest.TextOf(f.modList))
	}
	if strings.Contains(uitest.TextOf(f.modList), "Glowing") {
		t.Fatalf("strings.Contains(uitest.TextOf(f.modList), \"Glowing\"): after removing Glowing the list shows %q", uitest.TextOf(f.modList))
	}
	// Nonsense is refused with the reason.
	addMod("Glowing", "bright", "")
	if !strings.Contains(b.message.Text, `the level "bright" is not a whole number`) {
		t.Fatalf("refusal %q", b.message.Text)
	}
	addMod("Boosting", "1", "")
	if !strings.Contains(b.message.Text, "Boosting needs the trait it raises") {
		t.Fatalf("refusal %q", b.message.Text)
	}
	f.name.SetText("Axe of Giant Slaying")
	f.kind.SetKey(drgn.KindMelee)
	f.weight.SetSelected("light")
	test.Tap(f.save)
	if len(b.char.Equipment) != 1 {
		t.Fatalf("the axe was refused: %s", b.message.Text)
	}
	mods := b.char.Equipment[0].Modifiers
	if len(mods) != 1 {
		t.Fatalf("len(mods) != 1: saved modifiers %+v", mods)
	}
	if mods[0].Name != "Giant Slaying" {
		t.Fatalf("mods[0].Name != \"Giant Slaying\": saved modifiers %+v", mods)
	}
	if mods[0].Level != 2 {
		t.Fatalf("mods[0].Level != 2: saved modifiers %+v", mods)
	}
	if mods[0].Effect != "double damage to giants" {
		t.Fatalf("mods[0].Effect != \"double damage to giants\": saved modifiers %+v", mods)
	}
	if mods[0].MaxLevel != drgn.ModifierMaxLevel {
		t.Fatalf("mods[0].MaxLevel != drgn.ModifierMaxLevel: saved modifiers %+v", mods)
	}
	if strings.Contains(uitest.TextOf(b.summary), "Giant Slaying level") {
		t.Fatalf("level 2 of 5 should not be a problem:\n%s", uitest.TextOf(b.summary))
	}
	// Level 6 is above the book's 5: edit the axe and say so.
	test.Tap(b.widgets.itemEdit[0])
	f = b.widgets.item
	test.Tap(f.modRemove[0])
	f.modName.SetText("Giant Slaying")
	f.modLevel.SetText("6")
	f.modDetail.SetText("double damage to giants")
	test.Tap(f.addModifier)
	test.Tap(f.save)
	if !strings.Contains(uitest.TextOf(b.summary), "Axe of Giant Slaying: modifier Giant Slaying level 6 is outside 1–5.") {
		t.Fatalf("level 6 should be a problem:\n%s", uitest.TextOf(b.summary))
	}
}

// "Add to the open character" in the calculator window says why when no
// DRGN character is open, instead of doing nothing.
func TestDRGNCalculatorAddWithoutADRGNCharacter(t *testing.T) {
	l, _, store := libtest.New(t)
	w, k := showCalculator(l)
	defer w.Close()
	buildFireball(t, k)
	test.Tap(k.hostAdd)
	if !k.refusal.Visible() {
		t.Fatalf("!k.refusal.Visible(): with nothing open the calculator says %q (visible %v)", k.refusal.Text, k.refusal.Visible())
	}
	if !strings.Contains(k.refusal.Text, "no character is open: open a DRGN character in the library first") {
		t.Fatalf("!strings.Contains(k.refusal.Text, \"no character is open: open a DRGN character in the library first\"): with nothing open the calculator says %q (visible %v)", k.refusal.Text, k.refusal.Visible())
	}
	// A Dragonhead character is open: the calculator names it.
	data, err := dragonhead.Character{}.Encode()
	if err != nil {
		t.Fatal(err)
	}
	ch := &model.Character{System: dragonhead.ID, Name: "Megan", Data: data}
	if err := store.CreateCharacter(l.Context(), ch); err != nil {
		t.Fatal(err)
	}
	l.Reload()
	l.OpenID(ch.ID)
	test.Tap(k.hostAdd)
	if !strings.Contains(k.refusal.Text, "Megan is a Dragonhead character: open a DRGN character in the library first") {
		t.Fatalf("with Megan open the calculator says %q", k.refusal.Text)
	}
	if k.status.Text != "" && strings.Contains(k.status.Text, "Added") {
		t.Fatalf("status %q", k.status.Text)
	}
}
