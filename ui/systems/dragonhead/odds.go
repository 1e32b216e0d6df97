package dragonhead

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dice"
	"sessionzero/rules/dragonhead"
	"sessionzero/ui/odds"
	"sessionzero/ui/widgets"
)

// --- Dragonhead ---

var (
	dragonheadLadder    = []string{"Easy +4", "Normal +0", "Hard -4", "Heavy -8", "Horrendous -12", "Herculean -16"}
	dragonheadTryLevels = []string{"Try", "Try Harder", "Try Hardest"}
)

type dragonheadSetup struct {
	score      *odds.NumberField
	bonus      *odds.NumberField
	ladder     *odds.ToggleGroup
	risk       *odds.ToggleGroup
	try        *odds.ToggleGroup
	challenge  *widget.Check
	versus     *odds.NumberField
	content    fyne.CanvasObject
	changed    func()
	riskLabels []string
}

func newDragonheadSetup(changed func()) *dragonheadSetup {
	s := &dragonheadSetup{changed: changed}
	s.score = odds.NewNumberField("Score", 12, changed)
	s.bonus = odds.NewNumberField("Bonus", 0, changed)
	s.ladder = odds.NewToggleGroup(dragonheadLadder, 3, false, []int{dragonhead.DifficultyNormal.Rung()}, changed)
	for _, size := range dragonhead.RiskDieSizes {
		s.riskLabels = append(s.riskLabels, fmt.Sprintf("d%d", size))
	}
	s.risk = odds.NewToggleGroup(s.riskLabels, len(s.riskLabels), true, []int{1}, changed)
	s.try = odds.NewToggleGroup(dragonheadTryLevels, 3, false, []int{0}, changed)
	s.versus = odds.NewNumberField("Defence", 14, changed)
	s.versus.Entry.Disable()
	s.challenge = widget.NewCheck("a challenge against", func(on bool) {
		if on {
			s.versus.Entry.Enable()
		} else {
			s.versus.Entry.Disable()
		}
		changed()
	})
	reaper := widget.NewButton("Reaper Roll", func() { s.setRisk(dragonhead.ReaperRiskDice) })
	slacker := widget.NewButton("Slacker Roll", func() { s.setRisk(dragonhead.SlackerRiskDice) })
	s.content = container.NewVBox(
		widget.NewForm(
			widget.NewFormItem("Score", s.score.Entry),
			widget.NewFormItem("Difficulty", s.ladder.Content),
			widget.NewFormItem("Bonus", s.bonus.Entry),
			widget.NewFormItem("Risk dice", container.NewVBox(s.risk.Content, container.NewGridWithColumns(2, reaper, slacker))),
			widget.NewFormItem("Try level", s.try.Content),
			widget.NewFormItem("Defence", container.NewBorder(nil, nil, s.challenge, nil, s.versus.Entry)),
		),
	)
	return s
}

func (s *dragonheadSetup) Form() fyne.CanvasObject { return s.content }

// setRisk presses exactly the given risk dice (the Reaper and Slacker presets).
func (s *dragonheadSetup) setRisk(sizes []int) {
	var idx []int
	for i, size := range dragonhead.RiskDieSizes {
		for _, want := range sizes {
			if size == want {
				idx = append(idx, i)
			}
		}
	}
	s.risk.Set(idx...)
}

func (s *dragonheadSetup) input() (dragonhead.CheckInput, error) {
	score, err := s.score.Value()
	if err != nil {
		return dragonhead.CheckInput{}, err
	}
	bonus, err := s.bonus.Value()
	if err != nil {
		return dragonhead.CheckInput{}, err
	}
	in := dragonhead.CheckInput{
		Score:      score,
		Bonus:      bonus,
		Difficulty: dragonhead.Difficulties[s.ladder.First()],
		Try:        dragonhead.TryLevel(s.try.First()),
	}
	for _, i := range s.risk.Selected() {
		in.RiskDice = append(in.RiskDice, dragonhead.RiskDieSizes[i])
	}
	if len(in.RiskDice) == 0 {
		return dragonhead.CheckInput{}, fmt.Errorf("Risk dice: press at least one of d4, d6, d8, d10, d12")
	}
	if s.challenge.Checked {
		d, err := s.versus.Value()
		if err != nil {
			return dragonhead.CheckInput{}, err
		}
		in.Versus = &d
	}
	return in, nil
}

func (s *dragonheadSetup) Request() (odds.Request, error) {
	in, err := s.input()
	if err != nil {
		return odds.Request{}, err
	}
	name := dragonhead.RiskRollName(in.RiskDice)
	if name == "" {
		name = odds.DieNameList(in.RiskDice)
	}
	describe := fmt.Sprintf("Dragonhead score %d, %s, bonus %+d, %s, %s", in.Score, strings.Fields(dragonheadLadder[in.Difficulty.Rung()])[0], in.Bonus, name, dragonheadTryLevels[in.Try])
	if in.Versus != nil {
		describe += fmt.Sprintf(" vs %d", *in.Versus)
	}
	return odds.Request{
		Describe: describe,
		Odds:     func() (odds.View, error) { return dragonheadOdds(in) },
		Roll: func(src dice.Source) (odds.Roll, error) {
			r, err := dragonhead.RollCheck(src, in)
			if err != nil {
				return odds.Roll{}, err
			}
			var out odds.Roll
			out.Dice = odds.KeepHighest(r.RiskFaces, in.RiskDice, "risk")
			for _, f := range r.SignFaces {
				out.Dice = append(out.Dice, odds.Die{Sides: 20, Face: f, Role: "sign"})
			}
			if r.TieBreak > 0 {
				out.Dice = append(out.Dice, odds.Die{Sides: 6, Face: r.TieBreak, Role: "tie"})
			}
			out.Result, out.Success = dragonheadRollText(r)
			return out, nil
		},
	}, nil
}

// dragonheadRollText says what a rolled check gave, in the book's words.
func dragonheadRollText(r dragonhead.CheckRoll) (string, int) {
	head := fmt.Sprintf("risk roll %+d, strength %d", r.RiskRoll, r.Strength)
	if r.Input.Versus != nil {
		if r.Successes == 0 {
			return fmt.Sprintf("%s against %d: defeat", head, *r.Input.Versus), -1
		}
		return fmt.Sprintf("%s against %d: %s", head, *r.Input.Versus, widgets.Plural(r.Successes, "success")), 1
	}
	switch r.Successes {
	case dragonhead.OutcomeCrash:
		return head + ": crash", -1
	case dragonhead.OutcomeFullFail:
		return head + ": full fail", -1
	case dragonhead.OutcomeHalfFail:
		return head + ": half fail", -1
	}
	return head + ": " + odds.PluralSuccess(r.Successes), 1
}

func dragonheadOdds(in dragonhead.CheckInput) (odds.View, error) {
	res, err := dragonhead.Check(in)
	if err != nil {
		return odds.View{}, err
	}
	v := odds.View{
		OutcomeName: "strength",
		Dist:        res.Strength,
		Explain:     res.Explain,
		Details:     []string{fmt.Sprintf("mean strength %.2f", res.Strength.Mean())},
	}
	if w := in.Try.Wear(); w > 0 {
		v.Details = append(v.Details, fmt.Sprintf("%s costs %d wear", dragonheadTryLevels[in.Try], w))
	}
	if in.Versus != nil {
		d := *in.Versus
		v.Headline = res.PWin
		v.HeadlineWhat = fmt.Sprintf("win the challenge against %d (ties won half the time)", d)
		v.Success = func(x int) bool { return x >= d }
		for _, n := range res.Successes.Outcomes() {
			if n > 0 {
				v.Details = append(v.Details, fmt.Sprintf("%s %s", odds.PluralSuccess(n), odds.FormatPercent(res.Successes.Prob(n))))
			}
		}
		return v, nil
	}
	v.Headline = res.PSuccess
	v.HeadlineWhat = "at least one success (strength 13 or more)"
	v.Success = func(x int) bool { return dragonhead.SuccessesForStrength(x) > 0 }
	v.Details = append(v.Details, fmt.Sprintf("half fail %s · full fail %s · crash %s",
		odds.FormatPercent(res.PHalfFail), odds.FormatPercent(res.PFullFail), odds.FormatPercent(res.PCrash)))
	if p := res.Successes.AtLeast(2); p > 0 {
		v.Details = append(v.Details, "2 or more successes "+odds.FormatPercent(p))
	}
	return v, nil
}

func (s *dragonheadSetup) CopyInputs(from odds.Setup) {
	if o, ok := from.(*dragonheadSetup); ok {
		s.score.Entry.SetText(o.score.Entry.Text)
		s.bonus.Entry.SetText(o.bonus.Entry.Text)
		s.versus.Entry.SetText(o.versus.Entry.Text)
		s.challenge.SetChecked(o.challenge.Checked)
		s.ladder.Set(o.ladder.Selected()...)
		s.try.Set(o.try.Selected()...)
		s.risk.Set(o.risk.Selected()...)
	}
}
