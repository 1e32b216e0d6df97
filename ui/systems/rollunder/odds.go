package rollunder

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dice"
	"sessionzero/rules/rollunder"
	"sessionzero/ui/odds"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// The Dice & Odds window's setups for this system; Order keeps the
// picker's order: DvR, Dragonhead, Evening, Roll-under, DRGN.
func init() {
	odds.AddSetup(odds.SetupKind{Name: plugin.SystemName(rollunder.ID) + ": save", Order: 40,
		New: func(c func()) odds.Setup { return newSaveSetup(c) }})
	odds.AddSetup(odds.SetupKind{Name: plugin.SystemName(rollunder.ID) + ": attack", Order: 41,
		New: func(c func()) odds.Setup { return newAttackSetup(c) }})
}

// --- Roll-under ---

type saveSetup struct {
	score    *odds.NumberField
	adv, dis *widget.Check
	content  fyne.CanvasObject
}

func newSaveSetup(changed func()) *saveSetup {
	s := &saveSetup{score: odds.NewNumberField("Score", 10, changed)}
	s.adv = widget.NewCheck("Advantage", func(bool) { changed() })
	s.dis = widget.NewCheck("Disadvantage", func(bool) { changed() })
	s.content = container.NewVBox(
		widget.NewForm(
			widget.NewFormItem("Ability score", s.score.Entry),
			widget.NewFormItem("", container.NewHBox(s.adv, s.dis)),
		),
		widgets.Hint("Roll d20 equal or under the score; 1 always succeeds, 20 always fails."),
	)
	return s
}

func (s *saveSetup) Form() fyne.CanvasObject { return s.content }

const (
	saveFails    = 0
	saveSucceeds = 1
)

func (s *saveSetup) Request() (odds.Request, error) {
	score, err := s.score.Value()
	if err != nil {
		return odds.Request{}, err
	}
	in := rollunder.SaveInput{Score: score, Advantage: s.adv.Checked, Disadvantage: s.dis.Checked}
	return odds.Request{
		Describe: fmt.Sprintf("Roll-under save against %d", score),
		Odds: func() (odds.View, error) {
			res := rollunder.Save(in)
			return odds.View{
				Headline:     res.PSuccess,
				HeadlineWhat: fmt.Sprintf("save succeeds (d20 of %d or under)", score),
				OutcomeName:  "save",
				Dist:         dice.FromMap(map[int]float64{saveFails: 1 - res.PSuccess, saveSucceeds: res.PSuccess}),
				Label:        odds.OutcomeNames{saveFails: "fails", saveSucceeds: "succeeds"}.Lookup,
				Success:      func(x int) bool { return x == saveSucceeds },
				Explain:      res.Explain,
			}, nil
		},
		Roll: func(src dice.Source) (odds.Roll, error) {
			r := rollunder.RollSave(src, in)
			var out odds.Roll
			for _, f := range r.D20s {
				out.Dice = append(out.Dice, odds.Die{Sides: 20, Face: f})
			}
			out.Result = map[bool]string{true: "the save succeeds", false: "the save fails"}[r.Success]
			out.Success = odds.YesNo(r.Success)
			return out, nil
		},
	}, nil
}

type attackSetup struct {
	dice               *widget.Entry
	attackers, armour  *odds.NumberField
	impaired, enhanced *widget.Check
	content            fyne.CanvasObject
}

func newAttackSetup(changed func()) *attackSetup {
	s := &attackSetup{dice: widget.NewEntry()}
	s.dice.SetText("d8")
	s.dice.SetPlaceHolder("every damage die rolled together: d8,d6")
	s.dice.OnChanged = func(string) { changed() }
	s.attackers = odds.NewNumberField("Attackers", 1, changed)
	s.armour = odds.NewNumberField("Armour", 0, changed)
	s.impaired = widget.NewCheck("Impaired", func(bool) { changed() })
	s.enhanced = widget.NewCheck("Enhanced", func(bool) { changed() })
	s.content = container.NewVBox(
		widget.NewForm(
			widget.NewFormItem("Damage dice", s.dice),
			widget.NewFormItem("Attackers", s.attackers.Entry),
			widget.NewFormItem("", container.NewHBox(s.impaired, s.enhanced)),
			widget.NewFormItem("Target's armour", s.armour.Entry),
		),
		widgets.Hint("The highest single die is the damage, +1 per extra attacker (up to +5), minus armour (at most 3)."),
	)
	return s
}

func (s *attackSetup) Form() fyne.CanvasObject { return s.content }

func (s *attackSetup) Request() (odds.Request, error) {
	var sizes []int
	if strings.TrimSpace(s.dice.Text) != "" {
		var err error
		if sizes, err = dice.ParseDieList(s.dice.Text, rollunder.MaxAttackDice); err != nil {
			return odds.Request{}, fmt.Errorf("Damage dice: %w", err)
		}
	}
	attackers, err := s.attackers.ValueIn(1, 100)
	if err != nil {
		return odds.Request{}, err
	}
	armour, err := s.armour.ValueIn(0, 100)
	if err != nil {
		return odds.Request{}, err
	}
	in := rollunder.AttackInput{Dice: sizes, Attackers: attackers, Impaired: s.impaired.Checked, Enhanced: s.enhanced.Checked, Armor: armour}
	if _, err := rollunder.Attack(in); err != nil {
		return odds.Request{}, err
	}
	return odds.Request{
		Describe: fmt.Sprintf("Roll-under attack %s, %s, armour %d", odds.DieNameList(rollunder.AttackDice(in)), widgets.Plural(attackers, "attacker"), armour),
		Odds: func() (odds.View, error) {
			res, err := rollunder.Attack(in)
			if err != nil {
				return odds.View{}, err
			}
			return odds.View{
				Headline:     res.Damage.AtLeast(1),
				HeadlineWhat: "deals damage (1 or more after armour)",
				Details:      []string{fmt.Sprintf("mean damage %.2f, at most %d", res.Damage.Mean(), res.Damage.Max())},
				OutcomeName:  "damage",
				Dist:         res.Damage,
				Success:      func(x int) bool { return x >= 1 },
				Explain:      res.Explain,
			}, nil
		},
		Roll: func(src dice.Source) (odds.Roll, error) {
			r, err := rollunder.RollAttack(src, in)
			if err != nil {
				return odds.Roll{}, err
			}
			var out odds.Roll
			out.Dice = odds.KeepHighest(r.Faces, r.Dice, "")
			out.Result = fmt.Sprintf("%d damage", r.Damage)
			out.Success = odds.YesNo(r.Damage > 0)
			return out, nil
		},
	}, nil
}

func (s *saveSetup) CopyInputs(from odds.Setup) {
	if o, ok := from.(*saveSetup); ok {
		s.score.Entry.SetText(o.score.Entry.Text)
		s.adv.SetChecked(o.adv.Checked)
		s.dis.SetChecked(o.dis.Checked)
	}
}

func (s *attackSetup) CopyInputs(from odds.Setup) {
	if o, ok := from.(*attackSetup); ok {
		s.dice.SetText(o.dice.Text)
		s.attackers.Entry.SetText(o.attackers.Entry.Text)
		s.armour.Entry.SetText(o.armour.Entry.Text)
		s.impaired.SetChecked(o.impaired.Checked)
		s.enhanced.SetChecked(o.enhanced.Checked)
	}
}
