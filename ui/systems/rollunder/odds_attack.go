package rollunder

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dice"
	"sessionzero/rules/rollunder"
	"sessionzero/ui/odds"
	"sessionzero/ui/widgets"
)

// The Dice & Odds window's roll-under attacks, with the options of `odds
// rollunder-attack` and `odds rollunder-harm`: one row per attacker (its
// dice, impaired, enhanced), the target's armour, "ignores armour"; and for
// an attack on a defender its HP, STR and an optional dodge. The inputs
// become the CLI's request (rollunder.AttackRequest), so the numbers are
// the CLI's.

// attackerRow is one attacker: its dice and its state.
type attackerRow struct {
	dice               *widget.Entry
	impaired, enhanced *widget.Check
	label              *widget.Label
	obj                fyne.CanvasObject
}

// attackRows are the attackers, the target's armour and ignores armour.
type attackRows struct {
	rows    []*attackerRow
	box     *fyne.Container
	armour  *odds.NumberField
	ignores *widget.Check
	changed func()
	content fyne.CanvasObject
}

func newAttackRows(changed func()) *attackRows {
	a := &attackRows{box: container.NewVBox(), changed: changed}
	a.armour = odds.NewNumberField("Armour", 0, changed)
	a.ignores = widget.NewCheck("The weapons ignore armour", func(bool) { changed() })
	add := widget.NewButtonWithIcon("Add attacker", theme.ContentAddIcon(), func() { a.add("d6", false, false); changed() })
	a.add("d8", false, false)
	a.content = container.NewVBox(
		widgets.Caption("One row per attacker: its weapons' dice and bonus dice (d8,d6). Impaired: one d4 instead; enhanced: + d12."),
		a.box, container.NewHBox(add),
		widget.NewForm(widget.NewFormItem("Target's armour", a.armour.Entry), widget.NewFormItem("", a.ignores)),
	)
	return a
}

// add appends an attacker row.
func (a *attackRows) add(dice string, impaired, enhanced bool) *attackerRow {
	r := &attackerRow{dice: widget.NewEntry()}
	r.dice.SetText(dice)
	r.dice.SetPlaceHolder("d8,d6")
	r.dice.OnChanged = func(string) { a.changed() }
	r.impaired = widget.NewCheck("Impaired", func(bool) { a.changed() })
	r.enhanced = widget.NewCheck("Enhanced", func(bool) { a.changed() })
	r.impaired.SetChecked(impaired)
	r.enhanced.SetChecked(enhanced)
	remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() { a.remove(r) })
	r.label = widget.NewLabel(fmt.Sprintf("Attacker %d", len(a.rows)+1))
	r.obj = container.NewBorder(nil, nil, r.label, container.NewHBox(r.impaired, r.enhanced, remove), r.dice)
	a.rows = append(a.rows, r)
	a.box.Add(r.obj)
	return r
}

func (a *attackRows) remove(r *attackerRow) {
	if len(a.rows) == 1 {
		return
	}
	for i, x := range a.rows {
		if x == r {
			a.rows = append(a.rows[:i:i], a.rows[i+1:]...)
		}
	}
	a.box.Objects = nil
	for i, x := range a.rows {
		x.label.SetText(fmt.Sprintf("Attacker %d", i+1))
		a.box.Add(x.obj)
	}
	a.box.Refresh()
	a.changed()
}

// flag is one row as the CLI's --attacker takes it: "d8,d6:enhanced";
// impaired and enhanced together are plain ("negate each other", L18).
func (r *attackerRow) flag() string {
	s := strings.TrimSpace(r.dice.Text)
	switch rollunder.NetState(r.impaired.Checked, r.enhanced.Checked) {
	case "impaired":
		s += ":impaired"
	case "enhanced":
		s += ":enhanced"
	}
	return s
}

// request is the CLI's attack request for the rows.
func (a *attackRows) request() (rollunder.AttackRequest, error) {
	armour, err := a.armour.ValueIn(0, rollunder.MaxDie)
	if err != nil {
		return rollunder.AttackRequest{}, err
	}
	r := rollunder.AttackRequest{Armor: armour, IgnoresArmor: a.ignores.Checked, Count: 1}
	for _, row := range a.rows {
		r.Attackers = append(r.Attackers, row.flag())
	}
	return r, nil
}

// describe is the request as the CLI's flags, for the history line.
func (a *attackRows) describe(r rollunder.AttackRequest) string {
	var parts []string
	for _, f := range r.Attackers {
		parts = append(parts, "--attacker "+f)
	}
	s := strings.Join(parts, " ") + fmt.Sprintf(" --armor %d", r.Armor)
	if r.IgnoresArmor {
		s += " --ignores-armor"
	}
	return s
}

func (a *attackRows) copyFrom(o *attackRows) {
	a.rows, a.box.Objects = nil, nil
	for _, r := range o.rows {
		a.add(r.dice.Text, r.impaired.Checked, r.enhanced.Checked)
	}
	a.armour.Entry.SetText(o.armour.Entry.Text)
	a.ignores.SetChecked(o.ignores.Checked)
}

// rollDice shows a rolled gang's dice, the highest kept.
func rollDice(r rollunder.AttackRoll) []odds.Die { return odds.KeepHighest(r.Faces, r.Dice, "") }

type attackSetup struct{ rows *attackRows }

func newAttackSetup(changed func()) *attackSetup { return &attackSetup{rows: newAttackRows(changed)} }

func (s *attackSetup) Form() fyne.CanvasObject {
	return container.NewVBox(s.rows.content,
		widgets.Hint("The highest single die is the damage, +1 per extra attacker (up to +5), minus armour (at most 3)."))
}

func (s *attackSetup) Request() (odds.Request, error) {
	req, err := s.rows.request()
	if err != nil {
		return odds.Request{}, err
	}
	_, res, msgs, err := rollunder.AttackOddsJSON(req)
	if err != nil {
		return odds.Request{}, err
	}
	return odds.Request{
		Describe: "Roll-under attack " + s.rows.describe(req),
		Odds: func() (odds.View, error) {
			return odds.View{
				Headline:     res.PDamage(),
				HeadlineWhat: "deals damage (1 or more after armour)",
				Details:      append([]string{fmt.Sprintf("rolls %s; mean damage %.2f, at most %d", odds.DieNameList(res.RolledDice), res.Damage.Mean(), res.Damage.Max())}, msgs...),
				OutcomeName:  "damage",
				Dist:         res.Damage,
				Success:      func(x int) bool { return x >= 1 },
				Explain:      res.Explain,
			}, nil
		},
		Roll: func(src dice.Source) (odds.Roll, error) {
			r, err := rollunder.RollGang(src, res.Input)
			if err != nil {
				return odds.Roll{}, err
			}
			return odds.Roll{Dice: rollDice(r), Result: fmt.Sprintf("%d damage", r.Damage), Success: odds.YesNo(r.Damage > 0)}, nil
		},
	}, nil
}

func (s *attackSetup) CopyInputs(from odds.Setup) {
	switch o := from.(type) {
	case *attackSetup:
		s.rows.copyFrom(o.rows)
	case *harmSetup:
		s.rows.copyFrom(o.rows)
	}
}

// harmSetup is `odds rollunder-harm`: an attack on a defender.
type harmSetup struct {
	rows          *attackRows
	hp, str, dex  *odds.NumberField
	dodge         *widget.Check
	dodgeAdv, dis *widget.Check
}

func newHarmSetup(changed func()) *harmSetup {
	s := &harmSetup{rows: newAttackRows(changed)}
	s.hp = odds.NewNumberField("HP", 4, changed)
	s.str = odds.NewNumberField("STR", 10, changed)
	s.dex = odds.NewNumberField("DEX", 10, changed)
	s.dodge = widget.NewCheck("Dodges (a DEX save avoids all damage)", func(bool) { changed() })
	s.dodgeAdv = widget.NewCheck("Advantage", func(bool) { changed() })
	s.dis = widget.NewCheck("Disadvantage", func(bool) { changed() })
	return s
}

func (s *harmSetup) Form() fyne.CanvasObject {
	return container.NewVBox(s.rows.content,
		widget.NewForm(widget.NewFormItem("Defender's HP", s.hp.Entry), widget.NewFormItem("Defender's STR", s.str.Entry),
			widget.NewFormItem("", s.dodge), widget.NewFormItem("Dodge DEX", s.dex.Entry),
			widget.NewFormItem("", container.NewHBox(s.dodgeAdv, s.dis))),
		widgets.Hint("Damage comes off HP, then STR; running out of HP calls for a STR save against the reduced STR: a fail is Critical Damage, STR 0 is death."))
}

// harmRequest is the CLI's request for the inputs.
func (s *harmSetup) harmRequest() (rollunder.HarmRequest, error) {
	att, err := s.rows.request()
	if err != nil {
		return rollunder.HarmRequest{}, err
	}
	hp, err := s.hp.ValueIn(0, rollunder.MaxHP)
	if err != nil {
		return rollunder.HarmRequest{}, err
	}
	str, err := s.str.ValueIn(1, rollunder.MaxScore)
	if err != nil {
		return rollunder.HarmRequest{}, err
	}
	r := rollunder.HarmRequest{Attack: att, HP: hp, STR: str, DodgeAdv: s.dodgeAdv.Checked, DodgeDis: s.dis.Checked}
	if s.dodge.Checked {
		dex, err := s.dex.ValueIn(0, rollunder.MaxScore)
		if err != nil {
			return rollunder.HarmRequest{}, err
		}
		r.Dodge = &dex
	}
	return r, nil
}

// harmOutcome names the outcomes of the damage table.
func harmOutcome(hp, str int) func(int) string {
	return func(d int) string {
		switch {
		case d == 0:
			return "0: no damage"
		case d < hp:
			return fmt.Sprintf("%d: HP only", d)
		case d-hp >= str:
			return fmt.Sprintf("%d: dead (STR 0)", d)
		}
		return fmt.Sprintf("%d: out of HP, STR %d left, STR save", d, str-(d-hp))
	}
}

func (s *harmSetup) Request() (odds.Request, error) {
	req, err := s.harmRequest()
	if err != nil {
		return odds.Request{}, err
	}
	_, res, msgs, err := rollunder.HarmOddsJSON(req)
	if err != nil {
		return odds.Request{}, err
	}
	describe := fmt.Sprintf("Roll-under harm %s --hp %d --str %d", s.rows.describe(req.Attack), req.HP, req.STR)
	if req.Dodge != nil {
		describe += fmt.Sprintf(" --dodge %d", *req.Dodge)
	}
	return odds.Request{
		Describe: describe,
		Odds: func() (odds.View, error) {
			return odds.View{
				Headline:     res.PCritical + res.PDead,
				HeadlineWhat: "Critical Damage or death (bars: out of HP)",
				Details: append([]string{
					fmt.Sprintf("no damage %s · out of HP %s · STR loss %s", odds.FormatPercent(res.PNoDamage), odds.FormatPercent(res.POutOfHP), odds.FormatPercent(res.PStrLoss)),
					fmt.Sprintf("critical %s · dead %s", odds.FormatPercent(res.PCritical), odds.FormatPercent(res.PDead)),
				}, msgs...),
				OutcomeName: "damage",
				Dist:        res.Damage,
				Label:       harmOutcome(req.HP, req.STR),
				Success:     func(d int) bool { return d >= 1 && d >= req.HP },
				Explain:     res.Explain,
			}, nil
		},
		Roll: func(src dice.Source) (odds.Roll, error) { return rollHarm(src, req, res) },
	}, nil
}

// rollHarm rolls the attack, the dodge and the STR save once
// (rollunder.RollHarm) and tells what happened.
func rollHarm(src dice.Source, req rollunder.HarmRequest, res rollunder.HarmResult) (odds.Roll, error) {
	var dodge *rollunder.SaveInput
	if req.Dodge != nil {
		dodge = &rollunder.SaveInput{Score: *req.Dodge, Advantage: req.DodgeAdv, Disadvantage: req.DodgeDis}
	}
	h, err := rollunder.RollHarm(src, res.Attack.Input, req.HP, req.STR, dodge)
	if err != nil {
		return odds.Roll{}, err
	}
	out := odds.Roll{Dice: rollDice(h.Attack)}
	var parts []string
	if h.Dodge != nil {
		for _, f := range h.Dodge.D20s {
			out.Dice = append(out.Dice, odds.Die{Sides: 20, Face: f, Role: "dodge"})
		}
		if h.Dodge.Success {
			parts = append(parts, "the dodge passes")
		} else {
			parts = append(parts, "the dodge fails")
		}
	}
	switch h.Outcome {
	case rollunder.HarmNone:
		parts = append(parts, "no damage")
		out.Success = 1
	case rollunder.HarmHPOnly:
		parts = append(parts, fmt.Sprintf("%d damage, HP only", h.Damage))
	case rollunder.HarmDead:
		parts = append(parts, fmt.Sprintf("%d damage: STR 0, dead", h.Damage))
		out.Success = -1
	default:
		out.Dice = append(out.Dice, odds.Die{Sides: 20, Face: h.StrSave.D20s[0], Role: "STR save"})
		word := "passes"
		if !h.StrSave.Success {
			word, out.Success = "fails: Critical Damage", -1
		}
		parts = append(parts, fmt.Sprintf("%d damage: out of HP, STR %d, the STR save %s", h.Damage, h.STRLeft, word))
	}
	out.Result = strings.Join(parts, "; ")
	return out, nil
}

func (s *harmSetup) CopyInputs(from odds.Setup) {
	switch o := from.(type) {
	case *harmSetup:
		s.rows.copyFrom(o.rows)
		s.hp.Entry.SetText(o.hp.Entry.Text)
		s.str.Entry.SetText(o.str.Entry.Text)
		s.dex.Entry.SetText(o.dex.Entry.Text)
		s.dodge.SetChecked(o.dodge.Checked)
		s.dodgeAdv.SetChecked(o.dodgeAdv.Checked)
		s.dis.SetChecked(o.dis.Checked)
	case *attackSetup:
		s.rows.copyFrom(o.rows)
	}
}
