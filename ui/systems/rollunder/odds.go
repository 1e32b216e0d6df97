package rollunder

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dice"
	"sessionzero/rules/rollunder"
	"sessionzero/ui/odds"
)

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
	s.content = odds.HintedForm("Roll d20 equal or under the score; 1 always succeeds, 20 always fails.",
		widget.NewFormItem("Ability score", s.score.Entry),
		widget.NewFormItem("", container.NewHBox(s.adv, s.dis)),
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

func (s *saveSetup) CopyInputs(from odds.Setup) {
	if o, ok := from.(*saveSetup); ok {
		s.score.Entry.SetText(o.score.Entry.Text)
		s.adv.SetChecked(o.adv.Checked)
		s.dis.SetChecked(o.dis.Checked)
	}
}
