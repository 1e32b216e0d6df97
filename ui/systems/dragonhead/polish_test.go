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
	if f.name.Text != "Sword" {
		t.Fatalf("f.name.Text != \"Sword\": the form shows %q damage %q type %q muscle %v, button %q", f.name.Text, f.damage.Text, f.damageType.Selected, f.muscle.Checked, f.add.Text)
	} else if f.damage.Text != "6" {
		t.Fatalf("f.damage.Text != \"6\": the form shows %q damage %q type %q muscle %v, button %q", f.name.Text, f.damage.Text, f.damageType.Selected, f.muscle.Checked, f.add.Text)
	} else if f.damageType.Selected != "s – Sharp" {
		t.Fatalf("f.damageType.Selected != \"s – Sharp\": the form shows %q damage %q type %q muscle %v, button %q", f.name.Text, f.damage.Text, f.damageType.Selected, f.muscle.Checked, f.add.Text)
	} else if !f.muscle.Checked {
		t.Fatalf("!f.muscle.Checked: the form shows %q damage %q type %q muscle %v, button %q", f.name.Text, f.damage.Text, f.damageType.Selected, f.muscle.Checked, f.add.Text)
	} else if f.add.Text != "Save changes to Sword" {
		t.Fatalf("f.add.Text != \"Save changes to Sword\": the form shows %q damage %q type %q muscle %v, button %q", f.name.Text, f.damage.Text, f.damageType.Selected, f.muscle.Checked, f.add.Text)
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
	if b.w.attack.add.Text != "Add attack" {
		t.Fatalf("b.w.attack.add.Text != \"Add attack\": after saving the form says %q", b.w.attack.add.Text)
	} else if b.attackEditing != -1 {
		t.Fatalf("b.attackEditing != -1: after saving the form says %q", b.w.attack.add.Text)
	}
	l.FlushEditor() // one save: the undo step the end of the test goes back to

	// Bad input while editing is refused and the edit goes on.
	test.Tap(b.w.attackEdit[1])
	b.w.attack.damage.SetText("lots")
	test.Tap(b.w.attack.add)
	if b.message.Importance != widget.DangerImportance {
		t.Fatalf("b.message.Importance != widget.DangerImportance: refusal %q", b.message.Text)
	} else if !strings.Contains(b.message.Text, `Damage: "lots" is not a whole number`) {
		t.Fatalf("!strings.Contains(b.message.Text, `Damage: \"lots\" is not a whole number`): refusal %q", b.message.Text)
	}
	if b.char.Attacks[1].Damage != 2 {
		t.Fatalf("b.char.Attacks[1].Damage != 2: a refused change altered Kick: %+v, button %q", b.char.Attacks[1], b.w.attack.add.Text)
	} else if b.w.attack.add.Text != "Save changes to Kick" {
		t.Fatalf("b.w.attack.add.Text != \"Save changes to Kick\": a refused change altered Kick: %+v, button %q", b.char.Attacks[1], b.w.attack.add.Text)
	}
	// Cancel drops the edit without changing Kick.
	test.Tap(b.w.attack.cancel)
	if b.w.attack.add.Text != "Add attack" {
		t.Fatalf("b.w.attack.add.Text != \"Add attack\": after Cancel: button %q, name %q", b.w.attack.add.Text, b.w.attack.name.Text)
	} else if b.w.attack.name.Text != "" {
		t.Fatalf("b.w.attack.name.Text != \"\": after Cancel: button %q, name %q", b.w.attack.add.Text, b.w.attack.name.Text)
	} else if b.char.Attacks[1].Damage != 2 {
		t.Fatalf("b.char.Attacks[1].Damage != 2: after Cancel: button %q, name %q", b.w.attack.add.Text, b.w.attack.name.Text)
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
	if len(b.char.Attacks) != 1 {
		t.Fatalf("len(b.char.Attacks) != 1: attacks %+v", b.char.Attacks)
	} else if b.char.Attacks[0].Name != "Kick" {
		t.Fatalf("b.char.Attacks[0].Name != \"Kick\": attacks %+v", b.char.Attacks)
	} else if strings.Join(b.char.Attacks[0].Aspects, ", ") != "Close, Stunning" {
		t.Fatalf("strings.Join(b.char.Attacks[0].Aspects, \", \") != \"Close, Stunning\": attacks %+v", b.char.Attacks)
	}
	l.FlushEditor()
	libtest.PressShortcut(t, l, fyne.KeyZ, false)
	b = openBuilder(t, l)
	if len(b.char.Attacks) != 2 {
		t.Fatalf("len(b.char.Attacks) != 2: undo gives %+v", b.char.Attacks)
	} else if b.char.Attacks[0].Quality != 1 {
		t.Fatalf("b.char.Attacks[0].Quality != 1: undo gives %+v", b.char.Attacks)
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
	if f.name.Text != "Sword" {
		t.Fatalf("f.name.Text != \"Sword\": the form shows %q %q weight %q price %q, button %q", f.name.Text, f.kind.Key(), f.fields["Weight"].Text, f.fields["Price"].Text, f.add.Text)
	} else if f.kind.Key() != "weapon" {
		t.Fatalf("f.kind.Key() != \"weapon\": the form shows %q %q weight %q price %q, button %q", f.name.Text, f.kind.Key(), f.fields["Weight"].Text, f.fields["Price"].Text, f.add.Text)
	} else if f.fields["Weight"].Text != "3" {
		t.Fatalf("f.fields[\"Weight\"].Text != \"3\": the form shows %q %q weight %q price %q, button %q", f.name.Text, f.kind.Key(), f.fields["Weight"].Text, f.fields["Price"].Text, f.add.Text)
	} else if f.fields["Price"].Text != "150" {
		t.Fatalf("f.fields[\"Price\"].Text != \"150\": the form shows %q %q weight %q price %q, button %q", f.name.Text, f.kind.Key(), f.fields["Weight"].Text, f.fields["Price"].Text, f.add.Text)
	} else if f.add.Text != "Save changes to Sword" {
		t.Fatalf("f.add.Text != \"Save changes to Sword\": the form shows %q %q weight %q price %q, button %q", f.name.Text, f.kind.Key(), f.fields["Weight"].Text, f.fields["Price"].Text, f.add.Text)
	}
	f.fields["Weight"].SetText("4")
	f.fields["Quality"].SetText("1")
	test.Tap(f.add)
	if len(b.char.Equipment) != 3 {
		t.Fatalf("len(b.char.Equipment) != 3: after Save changes: %+v", b.char.Equipment)
	} else if b.char.Equipment[0].Name != "Sword" {
		t.Fatalf("b.char.Equipment[0].Name != \"Sword\": after Save changes: %+v", b.char.Equipment)
	} else if b.char.Equipment[0].WeightLb != 4 {
		t.Fatalf("b.char.Equipment[0].WeightLb != 4: after Save changes: %+v", b.char.Equipment)
	} else if b.char.Equipment[0].Quality != 1 {
		t.Fatalf("b.char.Equipment[0].Quality != 1: after Save changes: %+v", b.char.Equipment)
	} else if b.char.Equipment[0].PriceIP != 150 {
		t.Fatalf("b.char.Equipment[0].PriceIP != 150: after Save changes: %+v", b.char.Equipment)
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
	if it := b.char.Equipment[1]; it.Warmth != 7 {
		t.Fatalf("it.Warmth != 7: Leather Armor after the edit: %+v", it)
	} else if !it.Equipped {
		t.Fatalf("!it.Equipped: Leather Armor after the edit: %+v", it)
	} else if it.Armor != 3 {
		t.Fatalf("it.Armor != 3: Leather Armor after the edit: %+v", it)
	}
	// Bad input is refused and the item is unchanged.
	test.Tap(b.w.itemEdit[2])
	b.w.item.fields["Weight"].SetText("heavy")
	test.Tap(b.w.item.add)
	if !strings.Contains(b.message.Text, `Weight: "heavy" is not a number`) {
		t.Fatalf("!strings.Contains(b.message.Text, `Weight: \"heavy\" is not a number`): refusal %q, shield %+v", b.message.Text, b.char.Equipment[2])
	} else if b.char.Equipment[2].WeightLb != 8 {
		t.Fatalf("b.char.Equipment[2].WeightLb != 8: refusal %q, shield %+v", b.message.Text, b.char.Equipment[2])
	}
	// Remove the Sword while editing the shield: the edit follows the shield.
	test.Tap(b.w.itemRemove[0])
	if b.w.item.add.Text != "Save changes to Medium Shield" {
		t.Fatalf("after removing the Sword the form says %q", b.w.item.add.Text)
	}
	b.w.item.fields["Weight"].SetText("9")
	test.Tap(b.w.item.add)
	if len(b.char.Equipment) != 2 {
		t.Fatalf("len(b.char.Equipment) != 2: equipment %+v", b.char.Equipment)
	} else if b.char.Equipment[1].Name != "Medium Shield" {
		t.Fatalf("b.char.Equipment[1].Name != \"Medium Shield\": equipment %+v", b.char.Equipment)
	} else if b.char.Equipment[1].WeightLb != 9 {
		t.Fatalf("b.char.Equipment[1].WeightLb != 9: equipment %+v", b.char.Equipment)
	}
	l.FlushEditor()
	saved, err := store.Character(l.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(saved.Data), `"weight":9`) {
		t.Fatalf("!strings.Contains(string(saved.Data), `\"weight\":9`): saved %s", saved.Data)
	} else if strings.Contains(string(saved.Data), `"Sword","kind":"weapon"`) {
		t.Fatalf("strings.Contains(string(saved.Data), `\"Sword\",\"kind\":\"weapon\"`): saved %s", saved.Data)
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
	if se.name.Text != "Common" {
		t.Fatalf("se.name.Text != \"Common\": Common shows %q %q language %v, save disabled %v", se.name.Text, se.baseCost.Text, se.language.Checked, se.save.Disabled())
	} else if se.baseCost.Text != "400" {
		t.Fatalf("se.baseCost.Text != \"400\": Common shows %q %q language %v, save disabled %v", se.name.Text, se.baseCost.Text, se.language.Checked, se.save.Disabled())
	} else if !se.language.Checked {
		t.Fatalf("!se.language.Checked: Common shows %q %q language %v, save disabled %v", se.name.Text, se.baseCost.Text, se.language.Checked, se.save.Disabled())
	} else if !se.save.Disabled() {
		t.Fatalf("!se.save.Disabled(): Common shows %q %q language %v, save disabled %v", se.name.Text, se.baseCost.Text, se.language.Checked, se.save.Disabled())
	} else if !se.bookNote.Visible() {
		t.Fatalf("!se.bookNote.Visible(): Common shows %q %q language %v, save disabled %v", se.name.Text, se.baseCost.Text, se.language.Checked, se.save.Disabled())
	}
	test.Tap(se.newBtn)
	if se.name.Text != "" {
		t.Fatal("se.name.Text != \"\":", "New skill should empty the form and allow saving")
	} else if se.save.Disabled() {
		t.Fatal("se.save.Disabled():", "New skill should empty the form and allow saving")
	}
	for _, bad := range []struct{ name, cost, want string }{
		{"Common", "400", "Common is one of the book's skills"},
		{"Swords", "lots", `Base cost: "lots" is not a whole number`},
		{"Swords", "0", "base cost 0 must be at least 1"},
		{"", "500", "has no name"},
	} {
		se.name.SetText(bad.name)
		se.baseCost.SetText(bad.cost)
		if se.saveSkill() {
			t.Errorf("se.saveSkill(): %q at %q: status %q, want %q", bad.name, bad.cost, se.status.Text, bad.want)
		} else if !strings.Contains(se.status.Text, bad.want) {
			t.Errorf("!strings.Contains(se.status.Text, bad.want): %q at %q: status %q, want %q", bad.name, bad.cost, se.status.Text, bad.want)
		}
	}
	se.name.SetText("Swords")
	se.baseCost.SetText("500")
	se.uses.SetText("Melee, AC")
	test.Tap(se.save)
	entries, err := store.HomebrewEntries(l.Context(), "dragonhead", dhKindSkill)
	if err != nil {
		t.Fatalf("err != nil: after save: %v %+v, status %q", err, entries, se.status.Text)
	} else if len(entries) != 1 {
		t.Fatalf("len(entries) != 1: after save: %v %+v, status %q", err, entries, se.status.Text)
	} else if entries[0].Name != "Swords" {
		t.Fatalf("entries[0].Name != \"Swords\": after save: %v %+v, status %q", err, entries, se.status.Text)
	} else if !strings.Contains(se.status.Text, "Saved Swords") {
		t.Fatalf("!strings.Contains(se.status.Text, \"Saved Swords\"): after save: %v %+v, status %q", err, entries, se.status.Text)
	}
	if len(cw.cat.skills) != 3 {
		t.Fatalf("len(cw.cat.skills) != 3: the list has %+v", cw.cat.skills)
	} else if !strings.Contains(dhSkillLabel(cw.cat.skills[2]), "Swords (500 XP)") {
		t.Fatalf("!strings.Contains(dhSkillLabel(cw.cat.skills[2]), \"Swords (500 XP)\"): the list has %+v", cw.cat.skills)
	}
	// Rename and reprice: the old entry goes.
	se.name.SetText("Blades")
	se.baseCost.SetText("450")
	test.Tap(se.save)
	entries, _ = store.HomebrewEntries(l.Context(), "dragonhead", dhKindSkill)
	if len(entries) != 1 {
		t.Fatalf("len(entries) != 1: after the rename: %+v", entries)
	} else if entries[0].Name != "Blades" {
		t.Fatalf("entries[0].Name != \"Blades\": after the rename: %+v", entries)
	} else if !strings.Contains(string(entries[0].Data), `"base_cost":450`) {
		t.Fatalf("!strings.Contains(string(entries[0].Data), `\"base_cost\":450`): after the rename: %+v", entries)
	}
	// The pack carries it; delete, then import it back.
	pack, err := exportDragonheadPack(l.Context(), store, "test")
	if err != nil {
		t.Fatalf("err != nil: pack %v:\n%s", err, pack)
	} else if !strings.Contains(string(pack), `"Blades"`) {
		t.Fatalf("!strings.Contains(string(pack), `\"Blades\"`): pack %v:\n%s", err, pack)
	}
	if se.deleteBtn.Disabled() {
		t.Fatal("the library's own skill should be deletable")
	}
	test.Tap(se.deleteBtn)
	if entries, _ = store.HomebrewEntries(l.Context(), "dragonhead", dhKindSkill); len(entries) != 0 {
		t.Fatalf("len(entries) != 0: after delete: %+v, list %d", entries, len(cw.cat.skills))
	} else if len(cw.cat.skills) != 2 {
		t.Fatalf("len(cw.cat.skills) != 2: after delete: %+v, list %d", entries, len(cw.cat.skills))
	}
	if !cw.importPack("test.json", pack) {
		t.Fatalf("!cw.importPack(\"test.json\", pack): import: %q, list %d", cw.status.Text, len(cw.cat.skills))
	} else if !strings.Contains(cw.status.Text, "1 skill(s)") {
		t.Fatalf("!strings.Contains(cw.status.Text, \"1 skill(s)\"): import: %q, list %d", cw.status.Text, len(cw.cat.skills))
	} else if len(cw.cat.skills) != 3 {
		t.Fatalf("len(cw.cat.skills) != 3: import: %q, list %d", cw.status.Text, len(cw.cat.skills))
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
	if len(b.char.Skills) != 1 {
		t.Fatalf("len(b.char.Skills) != 1: skills %+v (%s)", b.char.Skills, b.message.Text)
	} else if b.char.Skills[0].Name != "Blades" {
		t.Fatalf("b.char.Skills[0].Name != \"Blades\": skills %+v (%s)", b.char.Skills, b.message.Text)
	} else if b.char.Skills[0].BaseCost != 450 {
		t.Fatalf("b.char.Skills[0].BaseCost != 450: skills %+v (%s)", b.char.Skills, b.message.Text)
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
	if !strings.Contains(b.message.Text, "Common is one of the book's skills") {
		t.Fatalf("!strings.Contains(b.message.Text, \"Common is one of the book's skills\"): a book name: %q, skills %+v", b.message.Text, b.char.Skills)
	} else if len(b.char.Skills) != 0 {
		t.Fatalf("len(b.char.Skills) != 0: a book name: %q, skills %+v", b.message.Text, b.char.Skills)
	}
	f.name.SetText("Elvish")
	f.cost.SetText("400")
	f.language.SetChecked(true)
	test.Tap(f.add)
	if len(b.char.Skills) != 1 {
		t.Fatalf("len(b.char.Skills) != 1: skills %+v, message %q", b.char.Skills, b.message.Text)
	} else if b.char.Skills[0].Name != "Elvish" {
		t.Fatalf("b.char.Skills[0].Name != \"Elvish\": skills %+v, message %q", b.char.Skills, b.message.Text)
	} else if !strings.Contains(b.message.Text, "saved it to the catalog") {
		t.Fatalf("!strings.Contains(b.message.Text, \"saved it to the catalog\"): skills %+v, message %q", b.char.Skills, b.message.Text)
	}
	entries, err := store.HomebrewEntries(l.Context(), "dragonhead", dhKindSkill)
	if err != nil {
		t.Fatalf("err != nil: catalog %v %+v", err, entries)
	} else if len(entries) != 1 {
		t.Fatalf("len(entries) != 1: catalog %v %+v", err, entries)
	} else if entries[0].Name != "Elvish" {
		t.Fatalf("entries[0].Name != \"Elvish\": catalog %v %+v", err, entries)
	} else if !strings.Contains(string(entries[0].Data), `"language":true`) {
		t.Fatalf("!strings.Contains(string(entries[0].Data), `\"language\":true`): catalog %v %+v", err, entries)
	}
	// Without the box the skill stays the character's own.
	gainDragonheadXP(t, b, "1000")
	showStep(t, b, "Skills")
	f = b.w.otherSkill
	f.name.SetText("Juggling")
	f.cost.SetText("300")
	test.Tap(f.add)
	if entries, _ = store.HomebrewEntries(l.Context(), "dragonhead", dhKindSkill); len(entries) != 1 {
		t.Fatalf("len(entries) != 1: catalog %+v, skills %+v", entries, b.char.Skills)
	} else if len(b.char.Skills) != 2 {
		t.Fatalf("len(b.char.Skills) != 2: catalog %+v, skills %+v", entries, b.char.Skills)
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
