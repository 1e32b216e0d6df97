package rollunder

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dice"
	"sessionzero/rules/rollunder"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// The GM's quick stat-block calculator (spec §7): an opponent's numbers
// with its saves, attack dice, mean damage, morale and blast odds shown as
// they are typed, saved as a homebrew stat block that "New encounter"
// offers under "Add from stat block".

// statBlockWindow is the calculator.
type statBlockWindow struct {
	h   plugin.Host
	win fyne.Window

	name, hp, armor, str, dex, wil *widget.Entry
	weapons, bonus, group, notes   *widget.Entry
	size                           *widget.Entry
	morale                         *widget.Select
	leader                         *widget.Check
	saved                          *widget.Select
	odds, message                  *widget.Label
	blocks                         map[string]json.RawMessage
}

// showStatBlocks opens the calculator.
func showStatBlocks(h plugin.Host) *statBlockWindow {
	s := &statBlockWindow{h: h, win: h.App().NewWindow("Roll-under stat blocks")}
	entry := func(placeholder string) *widget.Entry {
		e := widgets.Entry(placeholder)
		e.OnChanged = func(string) { s.recalc() }
		return e
	}
	s.name, s.hp, s.armor = entry("Goblin"), entry("4"), entry("0 to 3")
	s.str, s.dex, s.wil = entry("blank = 10"), entry("blank = 10"), entry("blank = 10")
	s.weapons = widget.NewMultiLineEntry()
	s.weapons.SetPlaceHolder("one per line, the first two wielded: Spear d6 · Bow d6 ranged · Breath d8 blast · Gaze d4 vs WIL · ignores armour")
	s.weapons.SetMinRowsVisible(3)
	s.weapons.OnChanged = func(string) { s.recalc() }
	s.bonus, s.group, s.notes, s.size = entry("d4"), entry("goblins: copies form one morale group"), entry(""), entry("6")
	s.size.SetText("6")
	s.morale = widget.NewSelect([]string{"normal", "mindless", "fearless"}, func(string) { s.recalc() })
	s.morale.SetSelected("normal")
	s.leader = widget.NewCheck("the group's leader (saves for morale)", func(bool) { s.recalc() })
	s.odds, s.message = widget.NewLabel(""), widget.NewLabel("")
	s.odds.Wrapping, s.message.Wrapping = fyne.TextWrapWord, fyne.TextWrapWord
	s.saved = widget.NewSelect(nil, func(name string) { s.load(name) })
	s.saved.PlaceHolder = "open a saved stat block"
	save := widget.NewButtonWithIcon("Save stat block", theme.DocumentSaveIcon(), func() { s.report(s.save()) })
	save.Importance = widget.HighImportance
	form := widget.NewForm(
		widget.NewFormItem("Name", s.name), widget.NewFormItem("HP", s.hp), widget.NewFormItem("Armour", s.armor),
		widget.NewFormItem("STR", s.str), widget.NewFormItem("DEX", s.dex), widget.NewFormItem("WIL", s.wil),
		widget.NewFormItem("Weapons", s.weapons), widget.NewFormItem("Bonus dice", s.bonus),
		widget.NewFormItem("Morale", s.morale), widget.NewFormItem("Group", s.group), widget.NewFormItem("", s.leader),
		widget.NewFormItem("Notes", s.notes), widget.NewFormItem("Group size", s.size))
	left := container.NewVBox(widgets.Heading("Stat block"),
		widgets.Caption(`"Any Ability Score not listed is treated as 10." (Assumed Ability Scores) Armour never counts above 3 (Armour).`),
		s.saved, container.NewBorder(nil, nil, save, nil, s.message), form)
	right := container.NewVBox(widgets.Heading("At the table"), s.odds)
	split := container.NewHSplit(container.NewVScroll(container.NewPadded(left)), container.NewVScroll(container.NewPadded(right)))
	split.Offset = 0.55
	s.win.SetContent(split)
	s.reload()
	s.recalc()
	s.win.Resize(fyne.NewSize(980, 640))
	s.win.Show()
	return s
}

func (s *statBlockWindow) report(err error) {
	if err != nil {
		widgets.SetError(s.message, err.Error())
	}
}

// optional reads a number that may be blank.
func optional(label, text string) (int, bool, error) {
	if strings.TrimSpace(text) == "" {
		return 0, false, nil
	}
	n, err := hooks.WholeNumber(label, text)
	return n, err == nil, err
}

// block reads the form into a stat block the rules accept.
func (s *statBlockWindow) block() (rollunder.StatBlock, error) {
	sb := rollunder.StatBlock{Name: strings.TrimSpace(s.name.Text), Kind: rollunder.KindCreature, Stats: map[string]int{}, Morale: s.morale.Selected,
		Group: strings.TrimSpace(s.group.Text), Leader: s.leader.Checked, Notes: strings.TrimSpace(s.notes.Text)}
	if sb.Name == "" {
		return sb, errors.New("type the stat block's name")
	}
	for _, f := range []struct {
		key, label string
		e          *widget.Entry
	}{{"max_hp", "HP", s.hp}, {"armor", "Armour", s.armor}, {"str", "STR", s.str}, {"dex", "DEX", s.dex}, {"wil", "WIL", s.wil}} {
		n, ok, err := optional(f.label, f.e.Text)
		if err != nil {
			return sb, err
		}
		if ok {
			sb.Stats[f.key] = n
		}
	}
	if _, ok := sb.Stats["max_hp"]; !ok {
		return sb, errors.New("type the HP (0 or more)")
	}
	ws, err := rollunder.WeaponLines(s.weapons.Text)
	if err != nil {
		return sb, err
	}
	sb.Weapons = ws
	if strings.TrimSpace(s.bonus.Text) != "" {
		b, err := dice.ParseDieList(s.bonus.Text, rollunder.MaxListSize)
		if err != nil {
			return sb, fmt.Errorf("bonus dice: %w", err)
		}
		sb.BonusDice = b
	}
	data, err := json.Marshal(sb)
	if err != nil {
		return sb, err
	}
	return rollunder.DecodeStatBlock(data)
}

// recalc shows the stat block's numbers, or what to fix.
func (s *statBlockWindow) recalc() {
	if s.odds == nil || s.morale == nil {
		return
	}
	sb, err := s.block()
	if err != nil {
		s.odds.SetText(widgets.Shown(err.Error()))
		return
	}
	o := sb.Odds()
	var b strings.Builder
	b.WriteString("Saves (plain · advantage · disadvantage):\n")
	for _, v := range o.Saves {
		fmt.Fprintf(&b, "  %s %d: %.0f%% · %.0f%% · %.0f%%\n", strings.ToUpper(v.Ability), v.Score, 100*v.PSuccess, 100*v.PAdvantage, 100*v.PDisadvantage)
	}
	if len(sb.Weapons) > 2 {
		fmt.Fprintf(&b, "\nWielded: the first two weapons; the others are carried (a swap changes them).\n")
	}
	if len(o.AttackDice) > 0 {
		fmt.Fprintf(&b, "\nAttack: rolls %s, keeps the highest; mean %.2f against armour 0.\n", rollunder.DieList(o.AttackDice), o.MeanDamage)
	} else {
		b.WriteString("\nAttack: no wielded weapon or bonus die: it cannot attack.\n")
	}
	for _, e := range o.Explain { // morale, said once by the rules
		b.WriteString("\n" + e + "\n")
	}
	if n, ok, err := optional("Group size", s.size.Text); err == nil && ok && n > 0 {
		fmt.Fprintf(&b, "A group of %d saves once %d are lost (\"half of their total numbers\").\n", n, rollunder.MoraleThreshold(n))
	}
	for _, w := range sb.Weapons {
		if mean, err := rollunder.BlastMeanTargets(w.Die); w.Blast && err == nil {
			fmt.Fprintf(&b, "\n%s is a blast: if unsure how many are hit, roll its d%d (1 to %d targets, mean %.1f, Blast Damage).\n", w.Name, w.Die, w.Die, mean)
		}
	}
	s.odds.SetText(widgets.Shown(b.String()))
}

// save keeps the stat block in the library's roll-under homebrew.
func (s *statBlockWindow) save() error {
	sb, err := s.block()
	if err != nil {
		return err
	}
	data, err := json.Marshal(sb)
	if err != nil {
		return err
	}
	if err := hooks.SaveStatBlock(s.h.Context(), s.h.Store(), rollunder.ID, sb.Name, data); err != nil {
		return err
	}
	s.reload()
	s.message.Importance = widget.SuccessImportance
	s.message.SetText(fmt.Sprintf("Saved %s: New encounter offers it under \"Add from stat block\".", sb.Name))
	return nil
}

// reload lists the saved stat blocks.
func (s *statBlockWindow) reload() {
	blocks, names, err := hooks.StatBlocks(s.h.Context(), s.h.Store(), rollunder.ID)
	if err != nil {
		s.report(err)
		return
	}
	s.blocks = blocks
	s.saved.Options = names
	s.saved.Refresh()
}

// load fills the form from a saved stat block.
func (s *statBlockWindow) load(name string) {
	data, ok := s.blocks[name]
	if !ok {
		return
	}
	sb, err := rollunder.DecodeStatBlock(data)
	if err != nil {
		s.report(err)
		return
	}
	num := func(key string) string {
		if v, ok := sb.Stats[key]; ok {
			return strconv.Itoa(v)
		}
		return ""
	}
	var lines []string
	for _, w := range sb.Weapons {
		lines = append(lines, w.Line())
	}
	s.name.SetText(sb.Name)
	s.hp.SetText(num("max_hp"))
	s.armor.SetText(num("armor"))
	s.str.SetText(num("str"))
	s.dex.SetText(num("dex"))
	s.wil.SetText(num("wil"))
	s.weapons.SetText(strings.Join(lines, "\n"))
	s.bonus.SetText(rollunder.DieList(sb.BonusDice))
	if sb.Morale == "" {
		sb.Morale = "normal"
	}
	s.morale.SetSelected(sb.Morale)
	s.group.SetText(sb.Group)
	s.leader.SetChecked(sb.Leader)
	s.notes.SetText(sb.Notes)
	s.recalc()
}
