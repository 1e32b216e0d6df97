package rollunder

import (
	"context"
	"encoding/json"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	ru "sessionzero/rules/rollunder"
	"sessionzero/ui/libtest"
	"sessionzero/ui/plugin"
	"sessionzero/ui/uitest"
)

// bldHarness is a builder made through the registered BuilderFunc, in a test
// window, with a BuilderContext whose SetData records every save.
type bldHarness struct {
	b     *builder
	win   fyne.Window
	saves []json.RawMessage
}

func bldOpen(t *testing.T, data string, store *model.Store) *bldHarness {
	t.Helper()
	test.NewTempApp(t)
	h := &bldHarness{}
	obj := libtest.Build(t, ru.ID, plugin.BuilderContext{Data: json.RawMessage(data), Name: "Ada", Store: store,
		SetData: func(d json.RawMessage) { h.saves = append(h.saves, append(json.RawMessage(nil), d...)) }})
	v, ok := obj.(*builderView)
	if !ok {
		t.Fatalf("the builder is %T", obj)
	}
	h.b = v.Held
	h.win = test.NewWindow(obj)
	h.win.Resize(fyne.NewSize(1280, 680))
	t.Cleanup(h.win.Close)
	return h
}

// bldType clears an entry and types text into it, key by key.
func bldType(e *widget.Entry, text string) {
	e.SetText("")
	test.Type(e, text)
}

// saved decodes the last saved data with rules/rollunder.
func (h *bldHarness) saved(t *testing.T) ru.Character {
	t.Helper()
	if len(h.saves) == 0 {
		t.Fatal("nothing was saved")
	}
	c, err := ru.Decode(h.saves[len(h.saves)-1])
	if err != nil {
		t.Fatalf("the saved data does not decode: %v", err)
	}
	return c
}

func (h *bldHarness) message() string { return h.b.message.Text }

// summaryText is every label of the summary.
func (h *bldHarness) summaryText() string {
	var out []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Label:
			out = append(out, x.Text)
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		}
	}
	walk(h.b.summary)
	return strings.Join(out, "\n")
}

func (h *bldHarness) addArmor(name, value string) {
	bldType(h.b.w.armorName, name)
	bldType(h.b.w.armorVal, value)
	test.Tap(h.b.w.addArmor)
}

func (h *bldHarness) addWeapon(name, die string, wielded bool) {
	f := h.b.w.weapon
	bldType(f.name, name)
	bldType(f.die, die)
	if wielded {
		test.Tap(f.wielded)
	}
	test.Tap(f.add)
}

func TestBuildCharacter(t *testing.T) {
	h := bldOpen(t, `{}`, nil)
	bldType(h.b.w.full["str"], "12")
	bldType(h.b.w.full["dex"], "14")
	bldType(h.b.w.current["dex"], "11")
	bldType(h.b.w.maxHP, "6")
	// Current values left to their default follow the full ones.
	if h.b.w.current["str"].Text != "12" || h.b.w.hp.Text != "6" {
		t.Errorf("current STR shows %q, HP %q", h.b.w.current["str"].Text, h.b.w.hp.Text)
	}
	// 004_5b2569e2fc4c8c7e.txt L22: "Total Armour score for a creature cannot exceed 3".
	h.addArmor("Mail", "2")
	h.addArmor("Shield", "1")
	h.addArmor("Helmet", "1")
	// L8: "Roll your weapon's Damage die, or for both weapons if wielding two".
	h.addWeapon("Sword", "d8", true)
	h.addWeapon("Bow", "d6", false)
	bldType(h.b.w.itemName, "Rope")
	test.Tap(h.b.w.addItem)
	h.b.w.condPick.SetSelected("Blinded")
	if got := h.b.w.condEffect.Text; !strings.Contains(got, "attacks impaired") {
		t.Errorf("Blinded's effect shows %q", got)
	}
	test.Tap(h.b.w.addCond)

	c := h.saved(t)
	d := ru.DeriveCharacter(c)
	for key, want := range map[string]any{"str": 12, "dex": 14, "current_dex": 11, "max_hp": 6, "current_hp": 6, "armor_total": 4, "armor": 3} {
		if v, _ := d.Get(key); v.Value != want {
			t.Errorf("%s = %v, want %v", key, v.Value, want)
		}
	}
	if v, _ := d.Get("attack_dice"); !reflect.DeepEqual(v.Value, []int{8}) {
		t.Errorf("attack dice %v, want the wielded sword's d8 only", v.Value)
	}
	if !c.Has("Blinded") || len(c.Inventory) != 1 || c.Inventory[0].Name != "Rope" {
		t.Errorf("conditions %v, inventory %v", c.Conditions, c.Inventory)
	}
	sum := h.summaryText()
	// L2: "Roll d20 equal or under the appropriate Ability Score to succeed": the summary shows the rules' chance.
	strSave := "STR 12: " + bldPercent(ru.Save(ru.SaveInput{Score: 12}).PSuccess)
	for _, want := range []string{"Armour 3 = min(2 + 1 + 1, 3)", "Armour pieces add up to 4: it counts as 3", "Attack dice d8", strSave} {
		if !strings.Contains(sum, want) {
			t.Errorf("the summary lacks %q", want)
		}
	}
	if !strings.Contains(bldConditionText(c.Conditions[0]), ru.ConditionEffects["Blinded"]) {
		t.Errorf("the condition row lacks its effect")
	}

	// Wielding the bow too: both dice are rolled (L8).
	test.Tap(h.b.w.wieldedRow[1])
	if got := ru.AttackDiceOf(h.saved(t).Weapons, nil); !reflect.DeepEqual(got, []int{8, 6}) {
		t.Errorf("attack dice after wielding the bow %v", got)
	}
	// Remove the helmet: 2 + 1 = 3.
	test.Tap(h.b.w.remove["armor"][2])
	if c := h.saved(t); len(c.ArmorPieces) != 2 || c.ArmorTotal() != 3 {
		t.Errorf("after Remove: %v", c.ArmorPieces)
	}
	test.Tap(h.b.w.remove["weapon"][0])
	if c := h.saved(t); len(c.Weapons) != 1 || c.Weapons[0].Name != "Bow" {
		t.Errorf("weapons after Remove: %v", c.Weapons)
	}
	test.Tap(h.b.w.remove["item"][0])
	if c := h.saved(t); len(c.Inventory) != 0 {
		t.Errorf("items after Remove: %v", c.Inventory)
	}
	test.Tap(h.b.w.remove["condition"][0])
	if c := h.saved(t); len(c.Conditions) != 0 {
		t.Errorf("conditions after Remove: %v", c.Conditions)
	}
}

func TestBuilderHirelings(t *testing.T) {
	h := bldOpen(t, `{"str": 12}`, nil)
	f := h.b.w.hireling
	bldType(f.name, "Bram")
	f.role.SetSelected("apprentice")
	bldType(f.str, "9")
	bldType(f.hp, "3")
	bldType(f.armor, "1")
	bldType(f.die, "d6")
	test.Tap(h.b.w.hireling.add)
	c := h.saved(t)
	if len(c.Hirelings) != 1 {
		t.Fatalf("%d hirelings %+v, want 1", len(c.Hirelings), c.Hirelings)
	}
	hire := c.Hirelings[0]
	if hire.Role != "apprentice" {
		t.Errorf("the hireling's role is %q, want apprentice", hire.Role)
	}
	if got := hire.Full("str"); got != 9 {
		t.Errorf("the hireling's STR is %d, want 9", got)
	}
	if got := hire.Full("dex"); got != 10 {
		t.Errorf("the hireling's DEX is %d, want 10", got)
	}
	if got := ru.AttackDiceOf(c.Hirelings[0].Weapons, nil); !reflect.DeepEqual(got, []int{6}) {
		t.Errorf("the hireling's attack dice %v", got)
	}
	test.Tap(h.b.w.remove["hireling"][0])
	if c := h.saved(t); len(c.Hirelings) != 0 {
		t.Errorf("hirelings after Remove: %v", c.Hirelings)
	}
}

func TestBuilderAfterPlay(t *testing.T) {
	start := `{"str": 12, "current_str": 7, "max_hp": 6, "current_hp": 2}`
	h := bldOpen(t, start, nil)
	// L28: "until they are tended to by an ally": no Critical Damage, no tending.
	test.Tap(h.b.w.after.tend)
	if len(h.saves) != 0 || !strings.Contains(h.message(), "only a character with Critical Damage is tended") {
		t.Errorf("Tend without Critical Damage: %d saves, message %q", len(h.saves), h.message())
	}
	test.Tap(h.b.w.tended)
	if len(h.saves) != 0 || h.b.w.tended.Checked {
		t.Errorf("the Tended box was saved without Critical Damage")
	}
	// L38: "A few minutes of rest and a swig of water recovers all of character's lost Hit Points."
	before, _ := ru.Decode(json.RawMessage(start))
	want, _ := ru.Rest(before)
	test.Tap(h.b.w.after.rest)
	if got := h.saved(t).HP(); got != want.HP() || got != 6 {
		t.Errorf("HP after Rest %d, rules say %d", got, want.HP())
	}
	if !strings.Contains(h.message(), ru.RestWarning) {
		t.Errorf("Rest does not warn: %q", h.message())
	}
	// Critical, tended, rested: recovered (L28).
	test.Tap(h.b.w.critical)
	test.Tap(h.b.w.after.tend)
	if c := h.saved(t); !c.Critical || !c.Tended {
		t.Fatalf("critical %v tended %v", c.Critical, c.Tended)
	}
	test.Tap(h.b.w.after.rest)
	if c := h.saved(t); c.Critical || c.Tended {
		t.Errorf("tended and rested, still critical %v tended %v", c.Critical, c.Tended)
	}
	// L40: Ability Score Loss needs an Expert service; +1 then to full.
	bldType(h.b.w.after.healAmount, "1")
	test.Tap(h.b.w.after.heal)
	if got := h.saved(t).Current("str"); got != 8 {
		t.Errorf("STR after +1 Expert healing %d, want 8", got)
	}
	bldType(h.b.w.after.healAmount, "")
	test.Tap(h.b.w.after.heal)
	c := h.saved(t)
	if c.Current("str") != 12 || len(c.ExpertServices) != 2 {
		t.Errorf("STR after healing to full %d, services %v", c.Current("str"), c.ExpertServices)
	}
	test.Tap(h.b.w.after.markDead)
	if !h.saved(t).Dead || !h.b.w.dead.Checked {
		t.Errorf("Mark dead did not mark the character dead")
	}
}

func TestBuilderRefusesBadInput(t *testing.T) {
	h := bldOpen(t, `{"str": 12}`, nil)
	cases := []struct {
		name string
		act  func()
		want string
	}{
		{"letters in a score", func() { bldType(h.b.w.full["str"], "x") }, "is not a whole number"},
		{"score over 30", func() { bldType(h.b.w.full["wil"], "31") }, "WIL is 31, allowed 0 to 30"},
		{"armour piece above 3", func() { h.addArmor("Plate", "4") }, `armour piece 1 "Plate": armour is 4, allowed 0 to 3`},
		{"unknown die", func() { h.addWeapon("Club", "x7", true) }, "not a die"},
		{"die d1", func() { h.addWeapon("Pebble", "d1", true) }, "die is 1, allowed 2 to 100"},
		{"unnamed weapon", func() { h.addWeapon("", "d6", true) }, "give the weapon a name"},
		{"bad bonus dice (pasted)", func() { h.b.w.bonus.SetText("d6, banana") }, "not a die"},
		{"expert amount 0", func() { bldType(h.b.w.after.healAmount, "0"); test.Tap(h.b.w.after.heal) }, "allowed 1 to 30"},
	}
	for _, tc := range cases {
		n := len(h.saves)
		tc.act()
		// Typing "31" saves "3" on its way; what counts is that 31 never is.
		for _, s := range h.saves[n:] {
			if c, err := ru.Decode(s); err != nil || c.Full("wil") == 31 || len(c.ArmorPieces) > 0 || len(c.Weapons) > 0 || len(c.BonusDice) > 0 {
				t.Errorf("%s: saved %s", tc.name, s)
			}
		}
		msg := h.message()
		if !strings.Contains(msg, tc.want) || !strings.Contains(msg, "not saved") || strings.Contains(msg, "\n") {
			t.Errorf("%s: message %q, want one line with %q", tc.name, msg, tc.want)
		}
	}
}

func TestContinueAsHireling(t *testing.T) {
	store, err := model.Open(filepath.Join(t.TempDir(), "lib.db"), model.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	h := bldOpen(t, `{"dead": true, "hirelings": [{"name": "Bram", "role": "hireling", "str": 9, "max_hp": 3, "armor": 1,
		"weapons": [{"name": "Spear", "die": 6, "wielded": true}]}]}`, store)
	test.Tap(h.b.w.after.continueAsHireling)
	if !strings.Contains(h.message(), "pick the hireling") {
		t.Errorf("no hireling picked: %q", h.message())
	}
	h.b.w.after.hirelingPick.SetSelectedIndex(0)
	test.Tap(h.b.w.after.continueAsHireling)
	if c := h.saved(t); len(c.Hirelings) != 0 {
		t.Errorf("the dead character still lists %v", c.Hirelings)
	}
	nc := h.b.w.after.continued
	if nc == nil {
		t.Fatalf("no character was made: %q", h.message())
	}
	got, err := store.Character(context.Background(), nc.ID)
	if err != nil {
		t.Fatal(err)
	}
	c, err := ru.Decode(got.Data)
	if err != nil {
		t.Fatal(err)
	}
	// RU-28: scores, HP, armour as one piece "Armour", weapons.
	if got.Name != "Bram" || got.System != ru.ID || c.Full("str") != 9 || c.MaxHP != 3 || c.ArmorTotal() != 1 || len(c.Weapons) != 1 {
		t.Errorf("the new character: %s %s %+v", got.Name, got.System, c)
	}
}

// TestBuilderFits checks the builder's minimum size and renders it at
// 1280×680. make screenshots writes rollunder-builder.png.
func TestBuilderFits(t *testing.T) {
	h := bldOpen(t, `{"str": 12, "current_str": 9, "dex": 14, "wil": 10, "max_hp": 6, "current_hp": 2,
		"armor_pieces": [{"name": "Mail", "armor": 2}, {"name": "Shield", "armor": 1}, {"name": "Helmet", "armor": 1}],
		"weapons": [{"name": "Sword", "die": 8, "wielded": true}, {"name": "Longbow", "die": 6, "ranged": true}],
		"inventory": [{"name": "Rope", "notes": "50 ft"}], "conditions": ["Blinded"], "critical": true,
		"hirelings": [{"name": "Bram", "role": "hireling", "max_hp": 3, "armor": 1}]}`, nil)
	min := h.win.Content().MinSize()
	if min.Width > 1280 || min.Height > 680 {
		t.Errorf("the builder needs %v, more than 1280×680", min)
	}
	// In the editor it sits below the generic fields, right of the library
	// list: about 735×300 of a 1280×720 window. It scrolls inside.
	if min.Width > 735 || min.Height > 300 {
		t.Errorf("the builder needs %v, more than the editor's 735×300", min)
	}
	t.Logf("builder minimum size %v", min)
	uitest.Capture(t, h.win, "rollunder-builder")
}
