package dragonhead

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2/container"

	"sessionzero/ui"
	"sessionzero/ui/libtest"
	"sessionzero/ui/uitest"
	"sessionzero/ui/widgets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	"sessionzero/rules/dragonhead"
	"sessionzero/ui/plugin"
)

// The rule book these tests quote.
const dhBook = "002_81d21628bd61f597.txt"

// fixedDragonheadDice makes the builders of one test roll a fixed sequence,
// and answers every confirmation with yes.
func fixedDragonheadDice(t *testing.T, seed uint64) {
	t.Helper()
	oldDice, oldConfirm := dragonheadDice, dragonheadConfirm
	dragonheadDice = func() dragonhead.Dice { return rand.New(rand.NewPCG(seed, seed)) }
	dragonheadConfirm = func(_ fyne.Window, _, _ string, ok func()) { ok() }
	t.Cleanup(func() { dragonheadDice, dragonheadConfirm = oldDice, oldConfirm })
}

// newDragonheadLibrary is newTestLibrary whose pending autosave is done
// before the test ends, so no timer of this test saves during the next one
// (the test driver runs fyne.Do on the timer's goroutine).
func newDragonheadLibrary(t *testing.T) (*ui.Library, fyne.Window, *model.Store) {
	t.Helper()
	l, w, store := libtest.New(t)
	t.Cleanup(l.FlushEditor) // runs before libtest's StopAutosave
	return l, w, store
}

// newCharacterBuilder is a fresh library with the dice fixed to seed and a
// new Dragonhead character named name open in its builder.
func newCharacterBuilder(t *testing.T, seed uint64, name string) (*ui.Library, *model.Store, *model.Character, *dhBuilder) {
	t.Helper()
	fixedDragonheadDice(t, seed)
	l, _, store := newDragonheadLibrary(t)
	c := l.CreateCharacter(dragonhead.ID, name, 0)
	return l, store, c, openBuilder(t, l)
}

// openBuilder is the Dragonhead builder the editor shows now.
func openBuilder(t *testing.T, l *ui.Library) *dhBuilder {
	t.Helper()
	for _, o := range l.BuilderShown() {
		if v, ok := o.(*dhBuilderView); ok {
			return v.Held
		}
	}
	t.Fatalf("the editor shows no Dragonhead builder: %s", uitest.TextOf(container.NewStack(l.BuilderShown()...)))
	return nil
}

// openMegan adds the book's sample character (rules/dragonhead/testdata/
// megan.json) to the library and opens her builder.
func openMegan(t *testing.T, l *ui.Library, store *model.Store) *dhBuilder {
	t.Helper()
	id := uitest.AddCharacterFile(t, store, "rules/dragonhead/testdata/megan.json", "")
	l.Reload()
	l.OpenID(id)
	return openBuilder(t, l)
}

// showStep opens a builder step, as a user clicks its tab.
func showStep(t *testing.T, b *dhBuilder, title string) {
	t.Helper()
	for i, s := range b.steps {
		if s.title == title {
			b.pages.Show(i)
			return
		}
	}
	t.Fatalf("no step %s", title)
}

// derivedText is a derived value's text as the summary shows it.
func derivedText(t *testing.T, b *dhBuilder, key string) string {
	t.Helper()
	v, ok := b.value(key)
	if !ok {
		t.Fatalf("no derived %s", key)
	}
	return dhValueText(v)
}

// addSword adds the sword through the attack form: damage 6, sharp,
// Muscle-powered.
func addSword(t *testing.T, b *dhBuilder) {
	t.Helper()
	showStep(t, b, "Attacks")
	f := b.w.attack
	f.name.SetText("Sword")
	f.damage.SetText("6")
	f.damageType.SetSelected("s – Sharp")
	f.muscle.SetChecked(true)
	test.Tap(f.add)
}

// summaryShows checks the summary has a label and its value together.
func summaryShows(t *testing.T, b *dhBuilder, label, value string) {
	t.Helper()
	// A row lays out its value (the border's centre) before its label.
	if text := uitest.TextOf(b.summary); !strings.Contains(text, "\n"+value+"\n"+label+"\n") {
		t.Errorf("summary does not show %s %s:\n%s", label, value, text)
	}
}

// completeWarlord fills in the Warlord sample in the catalog editor the way
// megan.json does and saves it as the library's own class.
func completeWarlord(t *testing.T, l *ui.Library) *dhCatalogWindow {
	t.Helper()
	cw := openDragonheadCatalog(l)
	t.Cleanup(cw.win.Close)
	found := -1
	for i, def := range cw.cat.classes {
		if def.Name == "Warlord" {
			found = i
		}
	}
	if found < 0 {
		t.Fatal("the Warlord sample is not in the catalog")
	}
	cw.list.Select(found)
	if !cw.sampleNote.Visible() {
		t.Fatalf("!cw.sampleNote.Visible(): a sample should say it is incomplete: %q", cw.sampleNote.Text)
	} else if !strings.Contains(cw.sampleNote.Text, "Incomplete sample") {
		t.Fatalf("!strings.Contains(cw.sampleNote.Text, \"Incomplete sample\"): a sample should say it is incomplete: %q", cw.sampleNote.Text)
	}
	// dhBook: "Classes come with movements such as the Warlord's Walk 8".
	if cw.moves.Text != "Walk 8" {
		t.Fatalf("the sample's move is %q", cw.moves.Text)
	}
	test.Type(cw.hitDie, "d8")
	cw.combat.SetText("Melee, Ranged ½, Unarmed ½")
	cw.levelXP.SetText("2500, 5000, 10000")
	if !cw.save() {
		t.Fatalf("saving the Warlord: %s", cw.status.Text)
	}
	return cw
}

func TestDragonheadCatalogSavesAndPackRoundTrips(t *testing.T) {
	fixedDragonheadDice(t, 1)
	l, _, store := newDragonheadLibrary(t)
	ctx := context.Background()
	cw := completeWarlord(t, l)
	entries, err := store.HomebrewEntries(ctx, dragonhead.ID, dhKindClass)
	if err != nil {
		t.Fatalf("err != nil: homebrew after save: %v %+v", err, entries)
	} else if len(entries) != 1 {
		t.Fatalf("len(entries) != 1: homebrew after save: %v %+v", err, entries)
	} else if entries[0].Name != "Warlord" {
		t.Fatalf("entries[0].Name != \"Warlord\": homebrew after save: %v %+v", err, entries)
	}
	if !strings.Contains(cw.status.Text, "Saved Warlord") {
		t.Errorf("status %q", cw.status.Text)
	}
	// The saved Warlord replaces the sample in the list and is complete.
	for _, def := range cw.cat.classes {
		if def.Name == "Warlord" && (def.Sample || len(def.Problems()) > 0 || def.HitDie != 8) {
			t.Errorf("saved Warlord %+v, problems %v", def, def.Problems())
		}
	}

	// A new class with a feature and magic.
	cw.show(-1)
	cw.name.SetText("Moon Elf")
	cw.kind.SetKey("race")
	cw.hitDie.SetText("6")
	cw.best.SetText("Magic, Dex, Constitution")
	cw.moves.SetText("Walk 8")
	cw.combat.SetText("Ranged")
	cw.magicSystem.SetSelected(dragonhead.PowerUser)
	cw.magicKinds.SetText("Any 1/2, Nature")
	cw.levelXP.SetText("3000, 6000")
	cw.features.SetText("Moonsight | 2 | Sees by moonlight")
	cw.equipment.SetText("Longbow, Arrow x20")
	if !cw.save() {
		t.Fatalf("saving Moon Elf: %s", cw.status.Text)
	}
	// Bad input is refused with the reason, not saved.
	cw.show(-1)
	cw.name.SetText("Broken")
	cw.kind.SetKey("calling")
	cw.hitDie.SetText("eight")
	if cw.save() {
		t.Errorf("cw.save(): a bad hit die: %q", cw.status.Text)
	} else if !strings.Contains(cw.status.Text, "not a whole number") {
		t.Errorf("!strings.Contains(cw.status.Text, \"not a whole number\"): a bad hit die: %q", cw.status.Text)
	}

	pack, err := exportDragonheadPack(ctx, store, "Test pack")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(pack), `"Fighter"`) {
		t.Error("the book's samples ship with the app and are not exported")
	}

	// A second library imports the pack through the window.
	l2, _, store2 := newDragonheadLibrary(t)
	cw2 := openDragonheadCatalog(l2)
	t.Cleanup(cw2.win.Close)
	if cw2.importPack("bad.json", []byte(`{"format":"something-else","version":1,"classes":[]}`)) ||
		!strings.Contains(cw2.status.Text, "bad.json was refused") || !strings.Contains(cw2.status.Text, "format") {
		t.Errorf("a bad pack: %q", cw2.status.Text)
	}
	if !cw2.importPack("pack.json", pack) {
		t.Fatalf("import: %s", cw2.status.Text)
	}
	cat, err := loadDragonheadCatalog(ctx, store2)
	if err != nil {
		t.Fatal(err)
	}
	elf, ok := cat.class("Moon Elf")
	if !ok || elf.Kind != dragonhead.Race || elf.HitDie != 6 || elf.Magic == nil || !elf.Magic.Kinds[0].Half ||
		len(elf.BestAbilities) != 3 || elf.BestAbilities[1] != dragonhead.Dexterity || elf.Features[0].StartsAt != 2 ||
		elf.Equipment[1].Count != 20 || elf.LevelXP[1] != 6000 {
		t.Errorf("Moon Elf after the round trip: %+v", elf)
	}
	if w, ok := cat.class("Warlord"); !ok {
		t.Errorf("!ok: Warlord after the round trip: %+v", w)
	} else if w.Sample {
		t.Errorf("w.Sample: Warlord after the round trip: %+v", w)
	} else if w.HitDie != 8 {
		t.Errorf("w.HitDie != 8: Warlord after the round trip: %+v", w)
	}

	// Deleting brings the sample back.
	cw.reload("Moon Elf")
	cw.askDelete()
	if _, ok := cw.cat.class("Moon Elf"); ok {
		t.Errorf("Moon Elf still listed after delete: %q editing %q", cw.status.Text, cw.editing)
	}
}

func TestDragonheadBuildMeganAdvanceAndUndo(t *testing.T) {
	fixedDragonheadDice(t, 7)
	l, _, store := newDragonheadLibrary(t)
	ctx := context.Background()
	completeWarlord(t, l)
	c := l.CreateCharacter("dragonhead", "Megan Steelion", 0)
	b := openBuilder(t, l)

	// Abilities typed in: megan.json's scores.
	for a, v := range map[dragonhead.Ability]string{
		dragonhead.Muscle: "10", dragonhead.Constitution: "10", dragonhead.Dexterity: "11", dragonhead.Intellect: "12",
		dragonhead.Wisdom: "10", dragonhead.Charisma: "15", dragonhead.Spirit: "14", dragonhead.Magic: "5", dragonhead.Luck: "14",
	} {
		b.w.scores[a].SetText(v)
	}
	showStep(t, b, "Abilities")
	test.Tap(b.w.typed)
	// Combat = (Muscle + Dexterity + Spirit) / 3 = (10 + 11 + 14) / 3 = 11.
	summaryShows(t, b, "Combat", "11")

	// dhBook: "Megan is a 2nd level character but only a 1st level Warlord".
	showStep(t, b, "Classes")
	b.w.classPick.SetSelected("Warlord (calling)")
	if !strings.Contains(b.w.classQuote.Text, "Warlord level 1 is granted: 2,500 XP") {
		t.Errorf("class quote before adding: %q", b.w.classQuote.Text)
	}
	test.Tap(b.w.addClass)
	// dhBook: "Traditionally, all characters start with … one language skill":
	// Common +0 400 XP, Read & Write +0 600 XP with Intellect 12.
	for _, skill := range []struct{ name, cost string }{{"Common", "400"}, {"Read & Write", "600"}} {
		showStep(t, b, "Skills")
		b.w.skillPick.SetSelected(skill.name)
		if !strings.Contains(b.w.skillQuote.Text, skill.cost+" XP") {
			t.Errorf("%s quote %q", skill.name, b.w.skillQuote.Text)
		}
		test.Tap(b.w.addSkill)
	}
	if b.message.Importance == widget.DangerImportance {
		t.Fatalf("builder says %q", b.message.Text)
	}
	// Common 400 + Read & Write 600 + Warlord 2,500 = 3,500 spent: level 2.
	summaryShows(t, b, "Spent XP", "3,500")
	summaryShows(t, b, "Character level", "2")
	summaryShows(t, b, "Class", "Warlord 1")
	summaryShows(t, b, "Adventure", "Beginner")
	// "Actual HP = Class Hit Die + Muscle + Constitution + Spirit": 8 + 0 + 0 + 2.
	summaryShows(t, b, "Actual HP", "10")
	summaryShows(t, b, "Stun", "5")
	// "AC = Combat + Class Bonus + Skill Bonus - Move", "DC = Luck - 4".
	summaryShows(t, b, "AC/DC", "11/10")
	// "the Warlord's Walk 8": 8 + 0 + 0 → d8 by the default Dice Table.
	summaryShows(t, b, "Move", "d8")

	addSword(t, b)
	// "Hit = Combat + Class Bonus + Skill Bonus + Hit + Quality": 11 + 1 = 12.
	if got := derivedText(t, b, "attacks"); got != "Sword: Hit +12, d6s" {
		t.Errorf("attacks %q", got)
	}

	l.FlushEditor()
	saved, err := store.Character(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	d, err := dragonhead.System{}.Derive(saved.Data)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := d.Get("character_level"); v.Value != 2 {
		t.Fatalf("v.Value != 2: saved Megan: level %v, problems %v", v.Value, d.Problems)
	} else if len(d.Problems) != 0 {
		t.Fatalf("len(d.Problems) != 0: saved Megan: level %v, problems %v", v.Value, d.Problems)
	}

	// Advance: the raise shows its cost before it is spent, and is refused
	// while there is no unspent XP.
	showStep(t, b, "Advancement")
	raise := b.w.raises["class:Warlord"]
	if raise == nil {
		t.Fatalf("raise == nil: raise button before XP: %+v", raise)
	} else if !strings.Contains(raise.Text, "Warlord level 2 · 2,500 XP") {
		t.Fatalf("!strings.Contains(raise.Text, \"Warlord level 2 · 2,500 XP\"): raise button before XP: %+v", raise)
	} else if !raise.Disabled() {
		t.Fatalf("!raise.Disabled(): raise button before XP: %+v", raise)
	}
	showStep(t, b, "Advancement")
	b.w.xpAmount.SetText("2,500")
	test.Tap(b.w.gainXP)
	summaryShows(t, b, "Unspent XP", "2,500")
	l.FlushEditor()
	raise = b.w.raises["class:Warlord"]
	if raise.Disabled() {
		t.Fatal("with 2,500 unspent XP the Warlord level 2 should be affordable")
	}
	test.Tap(raise)
	summaryShows(t, b, "Class", "Warlord 2")
	// 6,000 spent is past level 2's 5,000: level 3.
	summaryShows(t, b, "Character level", "3")
	summaryShows(t, b, "Unspent XP", "0")
	if v, _ := b.value("class_hp"); v.Value.(int) < 1 {
		t.Errorf("v.Value.(int) < 1: class HP %v is not a d8 roll", v.Value)
	} else if v.Value.(int) > 8 {
		t.Errorf("v.Value.(int) > 8: class HP %v is not a d8 roll", v.Value)
	}
	l.FlushEditor()

	// Undo restores Warlord 1 and rebuilds the builder from it.
	libtest.PressShortcut(t, l, fyne.KeyZ, false)
	b = openBuilder(t, l)
	summaryShows(t, b, "Class", "Warlord 1")
	summaryShows(t, b, "Unspent XP", "2,500")
	got, _ := store.Character(ctx, c.ID)
	restored, _ := dragonhead.DecodeCharacter(got.Data)
	if restored.Classes[0].Level != 1 {
		t.Errorf("restored.Classes[0].Level != 1: stored after undo: level %d, unspent %d", restored.Classes[0].Level, restored.XP.Unspent)
	} else if restored.XP.Unspent != 2500 {
		t.Errorf("restored.XP.Unspent != 2500: stored after undo: level %d, unspent %d", restored.Classes[0].Level, restored.XP.Unspent)
	}

	// Dropping a skill (confirmed): its XP vanishes.
	showStep(t, b, "Skills")
	test.Tap(b.w.drops["skill:Read & Write"])
	summaryShows(t, b, "Spent XP", "2,900")
}

func TestDragonheadRerollRuleInTheBuilder(t *testing.T) {
	_, _, _, b := newCharacterBuilder(t, 3, "Rolled")
	// Dice from the table: Muscle 1+1+1 = 3, Constitution 6+6+6 = 18, the
	// rest 3+3+4 = 10.
	dice := "1 1 1 6 6 6" + strings.Repeat(" 3 3 4", 7)
	b.physical.SetText(dice)
	test.Tap(b.w.roll)
	if b.char.Abilities[dragonhead.Muscle] != 3 {
		t.Fatalf("b.char.Abilities[dragonhead.Muscle] != 3: typed dice gave %v", b.char.Abilities)
	} else if b.char.Abilities[dragonhead.Constitution] != 18 {
		t.Fatalf("b.char.Abilities[dragonhead.Constitution] != 18: typed dice gave %v", b.char.Abilities)
	}
	if b.physical.Text != "" {
		t.Error("typed dice should be used once")
	}
	// dhBook: "Any roll of 7 or less may be re-rolled, but only after first
	// re-rolling the best score you have."
	if !b.w.rerolls[dragonhead.Muscle].Disabled() {
		t.Fatal("!b.w.rerolls[dragonhead.Muscle].Disabled():", "only the best score may be re-rolled first")
	} else if b.w.rerolls[dragonhead.Constitution].Disabled() {
		t.Fatal("b.w.rerolls[dragonhead.Constitution].Disabled():", "only the best score may be re-rolled first")
	}
	test.Tap(b.w.rerolls[dragonhead.Muscle]) // disabled: nothing happens
	if b.char.Abilities[dragonhead.Muscle] != 3 {
		t.Fatal("a disabled re-roll changed Muscle")
	}
	b.physical.SetText("2 2 2")
	test.Tap(b.w.rerolls[dragonhead.Constitution])
	if b.char.Abilities[dragonhead.Constitution] != 6 {
		t.Fatalf("re-rolled Constitution %d: the new roll stands", b.char.Abilities[dragonhead.Constitution])
	}
	// Now Muscle (3) may be re-rolled; Constitution (6) was re-rolled once.
	if b.w.rerolls[dragonhead.Muscle].Disabled() {
		t.Fatal("b.w.rerolls[dragonhead.Muscle].Disabled():", "after the best, low scores not yet re-rolled may be re-rolled once")
	} else if !b.w.rerolls[dragonhead.Constitution].Disabled() {
		t.Fatal("!b.w.rerolls[dragonhead.Constitution].Disabled():", "after the best, low scores not yet re-rolled may be re-rolled once")
	}
	test.Tap(b.w.rerolls[dragonhead.Muscle])
	if !b.w.rerolls[dragonhead.Muscle].Disabled() {
		t.Error("Muscle may be re-rolled only once")
	}
	text := uitest.TextOf(b.step("Abilities").box)
	for _, want := range []string{"Muscle: 3d6 1+1+1 = 3", "Constitution re-rolled first (best, was 18): 2+2+2 = 6", "Muscle re-rolled (was 3)"} {
		if !strings.Contains(text, want) {
			t.Errorf("roll history lacks %q:\n%s", want, text)
		}
	}
	// Rolling again asks first (the scores are already rolled); then bad
	// typed dice are refused with a message, and nothing changes.
	b.physical.SetText("7 1")
	test.Tap(b.w.roll)
	ask := b.ctx.Win.Canvas().Overlays().Top()
	if ask == nil {
		t.Fatal("ask == nil:", "rolling over rolled scores did not ask first")
	} else if !strings.Contains(uitest.TextOf(ask), "replaces all nine") {
		t.Fatal("!strings.Contains(uitest.TextOf(ask), \"replaces all nine\"):", "rolling over rolled scores did not ask first")
	}
	test.Tap(uitest.Button(t, ask, "Yes"))
	if b.message.Importance != widget.DangerImportance {
		t.Errorf("b.message.Importance != widget.DangerImportance: bad dice message %q", b.message.Text)
	} else if !strings.Contains(b.message.Text, "type 27 d6 results") {
		t.Errorf("!strings.Contains(b.message.Text, \"type 27 d6 results\"): bad dice message %q", b.message.Text)
	}
	// Class-first: the rolls can be assigned; after creation nothing can be re-rolled.
	b.physical.SetText("")
	showStep(t, b, "Abilities")
	test.Tap(b.w.assign)
	if b.char.Creation.Method != "class_first" {
		t.Errorf("class-first method %q", b.char.Creation.Method)
	}
	showStep(t, b, "Abilities")
	test.Tap(b.w.finish)
	if !b.w.roll.Disabled() {
		t.Error("rolling should stop after creation")
	}
}

func TestDragonheadSizeReadWriteAndStarterPack(t *testing.T) {
	fixedDragonheadDice(t, 5)
	l, _, _ := newDragonheadLibrary(t)
	cw := openDragonheadCatalog(l)
	t.Cleanup(cw.win.Close)
	cw.name.SetText("Tinker")
	cw.kind.SetKey("calling")
	cw.hitDie.SetText("6")
	cw.moves.SetText("Walk 6")
	cw.combat.SetText("Melee")
	cw.levelXP.SetText("2500")
	cw.equipment.SetText("Hammer, Torch x3")
	if !cw.save() {
		t.Fatal(cw.status.Text)
	}
	l.CreateCharacter("dragonhead", "Pip", 0)
	b := openBuilder(t, l)
	b.w.scores[dragonhead.Muscle].SetText("12")
	showStep(t, b, "Abilities")
	test.Tap(b.w.typed)

	// dhBook: "Brand new characters with an Intellect 12 or better can get
	// Read & Write +0": Intellect 10 is refused, with the reason shown first.
	showStep(t, b, "Skills")
	b.w.skillPick.SetSelected("Read & Write")
	if !strings.Contains(b.w.skillQuote.Text, "Intellect 12 or better") {
		t.Errorf("Read & Write quote %q", b.w.skillQuote.Text)
	}
	test.Tap(b.w.addSkill)
	if b.message.Importance != widget.DangerImportance {
		t.Errorf("b.message.Importance != widget.DangerImportance: Read & Write with Intellect 10: %q, skills %v", b.message.Text, b.char.Skills)
	} else if len(b.char.Skills) != 0 {
		t.Errorf("len(b.char.Skills) != 0: Read & Write with Intellect 10: %q, skills %v", b.message.Text, b.char.Skills)
	}

	// dhBook: "Free Equipment. You get anything a new class provides".
	showStep(t, b, "Classes")
	b.w.classPick.SetSelected("Tinker (calling)")
	test.Tap(b.w.addClass)
	if len(b.char.Equipment) != 2 {
		t.Errorf("len(b.char.Equipment) != 2: starter pack %+v", b.char.Equipment)
	} else if b.char.Equipment[1].Name != "Torch" {
		t.Errorf("b.char.Equipment[1].Name != \"Torch\": starter pack %+v", b.char.Equipment)
	} else if b.char.Equipment[1].Count != 3 {
		t.Errorf("b.char.Equipment[1].Count != 3: starter pack %+v", b.char.Equipment)
	}

	// dhBook: "After creation, multiply the muscle score by your Mass and
	// write down Muscle 6 (12)": Compact has Mass 0.5.
	showStep(t, b, "Defense & Movement")
	b.w.size.SetSelected("Compact")
	summaryShows(t, b, "Muscle on the sheet", "Muscle 12")
	showStep(t, b, "Abilities")
	test.Tap(b.w.finish)
	summaryShows(t, b, "Muscle on the sheet", "Muscle 6 (12)")
}

func TestDragonheadDiceTableSettingFeedsTheBuilder(t *testing.T) {
	fixedDragonheadDice(t, 1)
	l, _, store := newDragonheadLibrary(t)
	completeWarlord(t, l)
	l.CreateCharacter("dragonhead", "Megan", 0)
	b := openBuilder(t, l)
	showStep(t, b, "Abilities")
	test.Tap(b.w.typed)
	showStep(t, b, "Classes")
	b.w.classPick.SetSelected("Warlord (calling)")
	test.Tap(b.w.addClass)
	summaryShows(t, b, "Move", "d8")

	dw := openDiceTable(l)
	t.Cleanup(dw.win.Close)
	if dw.rows[7].Roll != "d8" {
		t.Fatalf("dw.rows[7].Roll != \"d8\": default row 8: %+v", dw.rows[7])
	} else if dw.rows[7].Edited {
		t.Fatalf("dw.rows[7].Edited: default row 8: %+v", dw.rows[7])
	}
	if dw.set("8", "2d4") == false {
		t.Fatalf("set: %s", dw.status.Text)
	}
	if dw.set("9", "2x") {
		t.Errorf("dw.set(\"9\", \"2x\"): a bad roll: %q", dw.status.Text)
	} else if !strings.Contains(dw.status.Text, "9") {
		t.Errorf("!strings.Contains(dw.status.Text, \"9\"): a bad roll: %q", dw.status.Text)
	}
	v, ok, _ := store.Setting(context.Background(), dragonhead.SettingDiceTable)
	if !ok {
		t.Fatalf("!ok: setting %q", v)
	} else if !strings.Contains(v, `"8":"2d4"`) {
		t.Fatalf("!strings.Contains(v, `\"8\":\"2d4\"`): setting %q", v)
	}
	b = openBuilder(t, l)
	summaryShows(t, b, "Move", "2d4")
	dw.set("8", "")
	b = openBuilder(t, l)
	summaryShows(t, b, "Move", "d8")
}

func TestDragonheadMojo(t *testing.T) {
	_, _, _, b := newCharacterBuilder(t, 1, "Lucky")
	showStep(t, b, "Advancement")
	b.w.mojoPeople.SetText("5")
	n, _ := dragonhead.MojoRollFor(5)
	dice := strings.TrimSpace(strings.Repeat("6 ", n))
	b.physical.SetText(dice)
	test.Tap(b.w.mojoRoll)
	if b.mojo.roll == nil {
		t.Fatalf("b.mojo.roll == nil: mojo %+v", b.mojo)
	} else if b.mojo.left != 6*n {
		t.Fatalf("b.mojo.left != 6*n: mojo %+v", b.mojo)
	}
	b.w.mojoSpend.SetSelectedIndex(1) // Rise Above, 1
	test.Tap(b.w.mojoSpendBt)
	if b.mojo.left != 6*n-1 {
		t.Errorf("b.mojo.left != 6*n-1: after spending: %+v %q", b.mojo, b.w.mojoStatus.Text)
	} else if !strings.Contains(b.w.mojoStatus.Text, "Mojo left: ") {
		t.Errorf("!strings.Contains(b.w.mojoStatus.Text, \"Mojo left: \"): after spending: %+v %q", b.mojo, b.w.mojoStatus.Text)
	}
}

// TestScreenshotDragonhead renders each builder step, the catalog editor and
// the Dice Table (light; the builder once in dark).
func TestScreenshotDragonhead(t *testing.T) {
	fixedDragonheadDice(t, 11)
	l, w, store := newDragonheadLibrary(t)
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantLight))
	w.Resize(uitest.Laptop)
	cw := completeWarlord(t, l)
	cw.list.Select(1) // the Elf: an incomplete sample
	shot(t, cw.win, "dragonhead-catalog", "Warlord (calling)", "Elf (race) — incomplete sample")
	meganLike(t, l, store)
	b := openBuilder(t, l)
	// Each step shows its own text and none of the other steps'.
	steps := []struct{ name, shows string }{
		{"abilities", "Roll 3d6 for each ability straight down the line."},
		{"classes", "Every character starts with a class at 1st level."},
		{"skills", "Traditionally every character starts with one language"},
		{"hit-points", "Actual HP = best roll of the first class's hit die"},
		{"attacks", "Hit 12 = Combat 11 + class bonus 1 (Warlord 1)"},
		{"defense", "AC 11 = Combat 11 + class bonus 0 + skill bonus 0"},
		{"equipment", "Armor · 15 lb · $100 · armor 3"},
		{"personality", "Social inclination (how the character acts)"},
		{"advancement", "Spent XP 3,500 = classes 2,500 + skills 1,000 + abilities 0"},
	}
	for i, step := range steps {
		b.pages.Show(i)
		shot(t, w, "dragonhead-"+step.name, step.shows)
		shown := strings.Join(visibleText(w.Content()), "\n")
		for j, other := range steps {
			if j != i && strings.Contains(shown, other.shows) {
				t.Errorf("the %s step also shows the %s step's %q", step.name, other.name, other.shows)
			}
		}
	}
	dw := openDiceTable(l)
	t.Cleanup(dw.win.Close)
	dw.set("7", "2d4-1")
	shot(t, dw.win, "dragonhead-dice-table", "7 now rolls 2d4-1.")
	fyne.CurrentApp().Settings().SetTheme(widgets.VariantTheme(theme.VariantDark))
	b = openBuilder(t, l)
	b.pages.Show(0)
	shot(t, w, "dragonhead-abilities-dark", "Roll 3d6 for each ability straight down the line.")
}

// meganLike builds a Megan Steelion–like character through the builder.
func meganLike(t *testing.T, l *ui.Library, store *model.Store) {
	t.Helper()
	l.CreateCharacter("dragonhead", "Megan Steelion", 0)
	b := openBuilder(t, l)
	b.physical.SetText("4 3 3 3 4 3 5 3 3 6 3 3 3 3 4 6 5 4 6 4 4 2 1 2 6 5 3")
	test.Tap(b.w.roll)
	showStep(t, b, "Classes")
	b.w.classPick.SetSelected("Warlord (calling)")
	test.Tap(b.w.addClass)
	for _, s := range []string{"Common", "Read & Write"} {
		showStep(t, b, "Skills")
		b.w.skillPick.SetSelected(s)
		test.Tap(b.w.addSkill)
	}
	addSword(t, b)
	f := b.w.attack
	f.name.SetText("Kick")
	f.kind.SetSelected("Unarmed")
	f.damage.SetText("2")
	f.damageType.SetSelected("i – Impact")
	f.aspects.SetText("Close")
	f.muscle.SetChecked(true)
	test.Tap(f.add)
	b.edit("Megan's gear", nil, func(c *dragonhead.Character) error {
		c.Equipment = []dragonhead.Item{
			{Name: "Sword", Kind: "weapon", WeightLb: 3, PriceIP: 150},
			{Name: "Leather Armor", Kind: "armor", Armor: 3, WeightLb: 15, PriceIP: 100, Warmth: 5, Equipped: true},
			{Name: "Medium Shield", Kind: "shield", Shield: 6, WeightLb: 8, PriceIP: 60, Equipped: true},
		}
		c.Coins = map[string]int{"GP": 3, "SP": 10, "IP": 25}
		c.Climate = "Temperate"
		c.BodyWeightLb = 140
		c.Inclination = dragonhead.Inclination{Social: "LN", True: "CG"}
		c.Traits = []string{"Brave", "Relentless", "Instigator"}
		return nil
	})
	l.FlushEditor()
}

// BenchmarkDragonheadChange is what one edit costs in the builder: the rules
// change, encode, derive, and every step and the summary refilled.
func BenchmarkDragonheadChange(b *testing.B) {
	test.NewTempApp(b)
	data := uitest.CharacterData(b, "rules/dragonhead/testdata/megan.json")
	builder, err := openDragonheadBuilder(plugin.BuilderContext{Data: data, SetData: func(json.RawMessage) {}})
	if err != nil {
		b.Fatal(err)
	}
	w := test.NewWindow(builder.content())
	defer w.Close()
	w.Resize(fyne.NewSize(1400, 1000))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if !builder.apply("gain", func(c dragonhead.Character) (dragonhead.Character, error) {
			return dragonhead.GainXP(c, 1, "")
		}) {
			b.Fatal(builder.message.Text)
		}
	}
}

// TestDragonheadUndoKeepsTheStep: Ctrl+Z makes the builder again from the
// older data, on the step the user was working on (issue 13: "undo keeps
// the step you are on").
func TestDragonheadUndoKeepsTheStep(t *testing.T) {
	l, store, c, b := newCharacterBuilder(t, 3, "Stays on Skills")
	test.Tap(b.w.roll)
	showStep(t, b, "Advancement")
	b.w.xpAmount.SetText("1000")
	test.Tap(b.w.gainXP)
	l.FlushEditor()
	test.Tap(b.pages.Buttons[2]) // "3 Skills"
	f := b.w.otherSkill
	f.name.SetText("Juggling")
	f.cost.SetText("100")
	test.Tap(f.add)
	if len(b.char.Skills) != 1 {
		t.Fatalf("the skill was not added: %s", b.message.Text)
	}
	l.FlushEditor()
	libtest.PressShortcut(t, l, fyne.KeyZ, false)
	b = openBuilder(t, l)
	if b.pages.Current != 2 {
		t.Errorf("b.pages.Current != 2: after undo the builder shows step %d, want 3 (Skills)", b.pages.Current+1)
	} else if b.selectedStep().title != "Skills" {
		t.Errorf("b.selectedStep().title != \"Skills\": after undo the builder shows step %d, want 3 (Skills)", b.pages.Current+1)
	} else if !b.pages.Page(2).Visible() {
		t.Errorf("!b.pages.Page(2).Visible(): after undo the builder shows step %d, want 3 (Skills)", b.pages.Current+1)
	}
	got, _ := store.Character(context.Background(), c.ID)
	if restored, _ := dragonhead.DecodeCharacter(got.Data); len(restored.Skills) != 0 {
		t.Errorf("len(restored.Skills) != 0: after undo the skills are %v", restored.Skills)
	} else if len(b.char.Skills) != 0 {
		t.Errorf("len(b.char.Skills) != 0: after undo the skills are %v", restored.Skills)
	}
	l.CreateCharacter(dragonhead.ID, "Starts at the start", 0)
	if b := openBuilder(t, l); b.pages.Current != 0 {
		t.Errorf("another character opens on step %d", b.pages.Current+1)
	}
}

// TestDragonheadStepsFitTheirColumn: in a 1280×720 main window, every step
// of the book's Megan Steelion fits its column beside the summary, so no
// gear or attack row spills over and no button is cut off (issue 13).
func TestDragonheadStepsFitTheirColumn(t *testing.T) {
	l, w, store := newDragonheadLibrary(t)
	w.Resize(uitest.Laptop)
	b := openMegan(t, l, store)
	for i, s := range b.steps {
		b.pages.Show(i)
		lead, trail := uitest.SplitFits(t, w, l.BuilderShown()[0], s.title, 200)
		t.Logf("%s: step %.0f wide (needs %.0f), summary %.0f", s.title, lead, b.pages.Pages.MinSize().Width, trail)
	}
}

// TestDragonheadTabGoesFromTheStepsToTheStep: Tab follows the layout
// (issue 13).
func TestDragonheadTabGoesFromTheStepsToTheStep(t *testing.T) {
	l, w, store := newDragonheadLibrary(t)
	libtest.TabReachesTheStep(t, w, openMegan(t, l, store).pages)
}
