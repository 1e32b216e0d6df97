package dragonhead

import (
	"strings"
	"testing"

	"sessionzero/ui/libtest"
	"sessionzero/ui/uitest"
	"sessionzero/ui/widgets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// An attack row's Edit fills the form and "Save changes to <attack>" puts
// it back in its place; Cancel leaves it; removing a row above the one
// being edited keeps the edit on it.
func TestDragonheadEditAttackInPlace(t *testing.T) {
	fixedDragonheadDice(t, 3)
	l, _, store := newDragonheadLibrary(t)
	b := openMegan(t, l, store)
	showStep(t, b, "Attacks")
	if got := derivedText(t, b, "attacks"); got != "Sword: Hit +12, d6s; Kick: Hit +11, 2i" {
		t.Fatalf("Megan's attacks %q", got)
	}
	test.Tap(b.w.attackEdit[0])
	f := b.w.attack
	if f.name.Text != "Sword" || f.damage.Text != "6" || f.damageType.Selected != "s – Sharp" || !f.muscle.Checked || f.add.Text != "Save changes to Sword" {
		t.Fatalf("the form shows %q damage %q type %q muscle %v, button %q", f.name.Text, f.damage.Text, f.damageType.Selected, f.muscle.Checked, f.add.Text)
	}
	// 002_81d21628bd61f597.txt: "Hit = Combat + Class Bonus + Skill Bonus +
	// Hit + Quality": a Quality 1 sword hits at 12 + 1; damage 8 is d8 by
	// the default Dice Table (the fewest standard dice whose best roll is 8).
	f.quality.SetText("1")
	f.damage.SetText("8")
	test.Tap(f.add)
	if got := derivedText(t, b, "attacks"); got != "Sword +1: Hit +13, d8s; Kick: Hit +11, 2i" {
		t.Fatalf("after Save changes the attacks are %q (%s)", got, b.message.Text)
	}
	if b.w.attack.add.Text != "Add attack" || b.attackEditing != -1 {
		t.Fatalf("after saving the form says %q", b.w.attack.add.Text)
	}
	l.FlushEditor() // one save: the undo step the end of the test goes back to

	// Bad input while editing is refused and the edit goes on.
	test.Tap(b.w.attackEdit[1])
	b.w.attack.damage.SetText("lots")
	test.Tap(b.w.attack.add)
	if b.message.Importance != widget.DangerImportance || !strings.Contains(b.message.Text, `Damage: "lots" is not a whole number`) {
		t.Fatalf("refusal %q", b.message.Text)
	}
	if b.char.Attacks[1].Damage != 2 || b.w.attack.add.Text != "Save changes to Kick" {
		t.Fatalf("a refused change altered Kick: %+v, button %q", b.char.Attacks[1], b.w.attack.add.Text)
	}
	// Cancel drops the edit without changing Kick.
	test.Tap(b.w.attack.cancel)
	if b.w.attack.add.Text != "Add attack" || b.w.attack.name.Text != "" || b.char.Attacks[1].Damage != 2 {
		t.Fatalf("after Cancel: button %q, name %q", b.w.attack.add.Text, b.w.attack.name.Text)
	}

	// Edit the Kick, remove the Sword above it: Save changes still changes
	// the Kick and adds nothing.
	test.Tap(b.w.attackEdit[1])
	test.Tap(b.w.attackRemove[0])
	if b.w.attack.add.Text != "Save changes to Kick" {
		t.Fatalf("after removing the Sword the form says %q", b.w.attack.add.Text)
	}
	b.w.attack.aspects.SetText("Close, Stunning")
	test.Tap(b.w.attack.add)
	if len(b.char.Attacks) != 1 || b.char.Attacks[0].Name != "Kick" || strings.Join(b.char.Attacks[0].Aspects, ", ") != "Close, Stunning" {
		t.Fatalf("attacks %+v", b.char.Attacks)
	}
	l.FlushEditor()
	libtest.PressShortcut(t, l, fyne.KeyZ, false)
	b = openBuilder(t, l)
	if len(b.char.Attacks) != 2 || b.char.Attacks[0].Quality != 1 {
		t.Fatalf("undo gives %+v", b.char.Attacks)
	}
}

// An equipment row's Edit fills the item form and "Save changes to <item>"
// changes it in place, keeping its place in the list.
func TestDragonheadEditItemInPlace(t *testing.T) {
	fixedDragonheadDice(t, 3)
	l, _, store := newDragonheadLibrary(t)
	id := uitest.AddCharacterFile(t, store, "rules/dragonhead/testdata/megan.json", "")
	l.Reload()
	l.OpenID(id)
	b := openBuilder(t, l)
	showStep(t, b, "Equipment")
	// 3 + 15 + 8 lb of items, and 38 coins at 0.1 lb each.
	weight := derivedText(t, b, "equipment_weight")
	test.Tap(b.w.itemEdit[0])
	f := b.w.item
	if f.name.Text != "Sword" || f.kind.Key() != "weapon" || f.fields["Weight"].Text != "3" || f.fields["Price"].Text != "150" || f.add.Text != "Save changes to Sword" {
		t.Fatalf("the form shows %q %q weight %q price %q, button %q", f.name.Text, f.kind.Key(), f.fields["Weight"].Text, f.fields["Price"].Text, f.add.Text)
	}
	f.fields["Weight"].SetText("4")
	f.fields["Quality"].SetText("1")
	test.Tap(f.add)
	if len(b.char.Equipment) != 3 || b.char.Equipment[0].Name != "Sword" || b.char.Equipment[0].WeightLb != 4 || b.char.Equipment[0].Quality != 1 || b.char.Equipment[0].PriceIP != 150 {
		t.Fatalf("after Save changes: %+v", b.char.Equipment)
	}
	if got := derivedText(t, b, "equipment_weight"); got == weight {
		t.Fatalf("the carried weight stayed %s after the sword went from 3 to 4 lb", got)
	}
	// The worn armour stays worn through an edit of its warmth.
	test.Tap(b.w.itemEdit[1])
	if !b.w.item.worn.Checked {
		t.Fatal("the Leather Armor's form should show it worn")
	}
	b.w.item.fields["Warmth"].SetText("7")
	test.Tap(b.w.item.add)
	if it := b.char.Equipment[1]; it.Warmth != 7 || !it.Equipped || it.Armor != 3 {
		t.Fatalf("Leather Armor after the edit: %+v", it)
	}
	// Bad input is refused and the item is unchanged.
	test.Tap(b.w.itemEdit[2])
	b.w.item.fields["Weight"].SetText("heavy")
	test.Tap(b.w.item.add)
	if !strings.Contains(b.message.Text, `Weight: "heavy" is not a number`) || b.char.Equipment[2].WeightLb != 8 {
		t.Fatalf("refusal %q, shield %+v", b.message.Text, b.char.Equipment[2])
	}
	// Remove the Sword while editing the shield: the edit follows the shield.
	test.Tap(b.w.itemRemove[0])
	if b.w.item.add.Text != "Save changes to Medium Shield" {
		t.Fatalf("after removing the Sword the form says %q", b.w.item.add.Text)
	}
	b.w.item.fields["Weight"].SetText("9")
	test.Tap(b.w.item.add)
	if len(b.char.Equipment) != 2 || b.char.Equipment[1].Name != "Medium Shield" || b.char.Equipment[1].WeightLb != 9 {
		t.Fatalf("equipment %+v", b.char.Equipment)
	}
	l.FlushEditor()
	saved, err := store.Character(l.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(saved.Data), `"weight":9`) || strings.Contains(string(saved.Data), `"Sword","kind":"weapon"`) {
		t.Fatalf("saved %s", saved.Data)
	}
}

// The catalog's Skills tab lists the book's skills (read only) and the
// library's own, saves, renames and deletes them, and content packs carry
// them; the builder's picker offers them.
func TestDragonheadSkillCatalog(t *testing.T) {
	fixedDragonheadDice(t, 3)
	l, _, store := newDragonheadLibrary(t)
	cw := openDragonheadCatalog(l)
	t.Cleanup(cw.win.Close)
	cw.tabs.SelectIndex(1)
	se := cw.skills
	// dhBook: "Common, +0, 400 XP" and "Read & Write +0 … 600 XP".
	se.list.Select(0)
	if se.name.Text != "Common" || se.baseCost.Text != "400" || !se.language.Checked || !se.save.Disabled() || !se.bookNote.Visible() {
		t.Fatalf("Common shows %q %q language %v, save disabled %v", se.name.Text, se.baseCost.Text, se.language.Checked, se.save.Disabled())
	}
	test.Tap(se.newBtn)
	if se.name.Text != "" || se.save.Disabled() {
		t.Fatal("New skill should empty the form and allow saving")
	}
	for _, bad := range []struct{ name, cost, want string }{
		{"Common", "400", "Common is one of the book's skills"},
		{"Swords", "lots", `Base cost: "lots" is not a whole number`},
		{"Swords", "0", "base cost 0 must be at least 1"},
		{"", "500", "has no name"},
	} {
		se.name.SetText(bad.name)
		se.baseCost.SetText(bad.cost)
		if se.saveSkill() || !strings.Contains(se.status.Text, bad.want) {
			t.Errorf("%q at %q: status %q, want %q", bad.name, bad.cost, se.status.Text, bad.want)
		}
	}
	se.name.SetText("Swords")
	se.baseCost.SetText("500")
	se.uses.SetText("Melee, AC")
	test.Tap(se.save)
	entries, err := store.HomebrewEntries(l.Context(), "dragonhead", dhKindSkill)
	if err != nil || len(entries) != 1 || entries[0].Name != "Swords" || !strings.Contains(se.status.Text, "Saved Swords") {
		t.Fatalf("after save: %v %+v, status %q", err, entries, se.status.Text)
	}
	if len(cw.cat.skills) != 3 || !strings.Contains(dhSkillLabel(cw.cat.skills[2]), "Swords (500 XP)") {
		t.Fatalf("the list has %+v", cw.cat.skills)
	}
	// Rename and reprice: the old entry goes.
	se.name.SetText("Blades")
	se.baseCost.SetText("450")
	test.Tap(se.save)
	entries, _ = store.HomebrewEntries(l.Context(), "dragonhead", dhKindSkill)
	if len(entries) != 1 || entries[0].Name != "Blades" || !strings.Contains(string(entries[0].Data), `"base_cost":450`) {
		t.Fatalf("after the rename: %+v", entries)
	}
	// The pack carries it; delete, then import it back.
	pack, err := exportDragonheadPack(l.Context(), store, "test")
	if err != nil || !strings.Contains(string(pack), `"Blades"`) {
		t.Fatalf("pack %v:\n%s", err, pack)
	}
	if se.deleteBtn.Disabled() {
		t.Fatal("the library's own skill should be deletable")
	}
	test.Tap(se.deleteBtn)
	if entries, _ = store.HomebrewEntries(l.Context(), "dragonhead", dhKindSkill); len(entries) != 0 || len(cw.cat.skills) != 2 {
		t.Fatalf("after delete: %+v, list %d", entries, len(cw.cat.skills))
	}
	if !cw.importPack("test.json", pack) || !strings.Contains(cw.status.Text, "1 skill(s)") || len(cw.cat.skills) != 3 {
		t.Fatalf("import: %q, list %d", cw.status.Text, len(cw.cat.skills))
	}

	// The builder's picker offers Blades, at its base cost.
	l.CreateCharacter("dragonhead", "Pip", 0)
	b := openBuilder(t, l)
	gainDragonheadXP(t, b, "1000")
	showStep(t, b, "Skills")
	found := false
	for _, o := range b.w.skillPick.Options {
		found = found || o == "Blades"
	}
	if !found {
		t.Fatalf("the skill picker offers %v", b.w.skillPick.Options)
	}
	b.w.skillPick.SetSelected("Blades")
	test.Tap(b.w.addSkill)
	if len(b.char.Skills) != 1 || b.char.Skills[0].Name != "Blades" || b.char.Skills[0].BaseCost != 450 {
		t.Fatalf("skills %+v (%s)", b.char.Skills, b.message.Text)
	}
	// A skill at +0 costs its base: 1,000 − 450 XP are left.
	if b.char.XP.Unspent != 550 {
		t.Fatalf("unspent XP %d after Blades +0, want 550", b.char.XP.Unspent)
	}
}

// "Another skill" with "Also save to the catalog" adds the skill to the
// character and keeps it in the catalog; a name the catalog refuses is
// refused before anything changes.
func TestDragonheadAnotherSkillSavesToTheCatalog(t *testing.T) {
	l, store, _, b := newCharacterBuilder(t, 3, "Pip")
	showStep(t, b, "Skills")
	f := b.w.otherSkill
	f.name.SetText("Common")
	f.cost.SetText("400")
	f.toCatalog.SetChecked(true)
	test.Tap(f.add)
	if !strings.Contains(b.message.Text, "Common is one of the book's skills") || len(b.char.Skills) != 0 {
		t.Fatalf("a book name: %q, skills %+v", b.message.Text, b.char.Skills)
	}
	f.name.SetText("Elvish")
	f.cost.SetText("400")
	f.language.SetChecked(true)
	test.Tap(f.add)
	if len(b.char.Skills) != 1 || b.char.Skills[0].Name != "Elvish" || !strings.Contains(b.message.Text, "saved it to the catalog") {
		t.Fatalf("skills %+v, message %q", b.char.Skills, b.message.Text)
	}
	entries, err := store.HomebrewEntries(l.Context(), "dragonhead", dhKindSkill)
	if err != nil || len(entries) != 1 || entries[0].Name != "Elvish" || !strings.Contains(string(entries[0].Data), `"language":true`) {
		t.Fatalf("catalog %v %+v", err, entries)
	}
	// Without the box the skill stays the character's own.
	gainDragonheadXP(t, b, "1000")
	showStep(t, b, "Skills")
	f = b.w.otherSkill
	f.name.SetText("Juggling")
	f.cost.SetText("300")
	test.Tap(f.add)
	if entries, _ = store.HomebrewEntries(l.Context(), "dragonhead", dhKindSkill); len(entries) != 1 || len(b.char.Skills) != 2 {
		t.Fatalf("catalog %+v, skills %+v", entries, b.char.Skills)
	}
}

// gainDragonheadXP records XP earned, through the Advancement step.
func gainDragonheadXP(t *testing.T, b *dhBuilder, amount string) {
	t.Helper()
	showStep(t, b, "Advancement")
	b.w.xpAmount.SetText(amount)
	test.Tap(b.w.gainXP)
	if b.char.XP.Unspent == 0 {
		t.Fatalf("gaining %s XP: %s", amount, b.message.Text)
	}
}

// TestScreenshotDragonheadEditing renders the catalog's Skills tab and the
// Attacks and Equipment steps with a row being edited.
func TestScreenshotDragonheadEditing(t *testing.T) {
	fixedDragonheadDice(t, 11)
	l, w, store := newDragonheadLibrary(t)
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	w.Resize(fyne.NewSize(1400, 1080))
	cw := openDragonheadCatalog(l)
	t.Cleanup(cw.win.Close)
	cw.tabs.SelectIndex(1)
	se := cw.skills
	test.Tap(se.newBtn)
	se.name.SetText("Swords")
	se.baseCost.SetText("500")
	se.uses.SetText("Swords, Melee")
	se.text.SetText("Fighting with any sword; adds its bonus to sword attacks.")
	test.Tap(se.save)
	shot(t, cw.win, "dragonhead-catalog-skills", "Swords (500 XP)", "Saved Swords.")
	b := openMegan(t, l, store)
	showStep(t, b, "Attacks")
	test.Tap(b.w.attackEdit[0])
	shot(t, w, "dragonhead-attacks-edit", "Editing Sword: change it below, then Save changes.")
	showStep(t, b, "Equipment")
	test.Tap(b.w.itemEdit[1])
	shot(t, w, "dragonhead-equipment-edit", "Edit Leather Armor")
}
