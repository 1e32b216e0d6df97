package drgn

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dice"
	"sessionzero/rules/drgn"
	"sessionzero/ui/odds"
	"sessionzero/ui/widgets"
)

// --- DRGN ---

type riskItAllSetup struct {
	risks   int
	counter *widget.Label
	content fyne.CanvasObject
}

func newRiskItAllSetup(func()) *riskItAllSetup {
	s := &riskItAllSetup{counter: widget.NewLabel("")}
	s.paintCounter()
	s.content = container.NewVBox(
		widgets.Hint("The player chose to risk it all: roll a d20 on the table. (A roll the Architect calls \"gonna be close\" does not count towards Epicoins.)"),
		s.counter,
	)
	return s
}

func (s *riskItAllSetup) Form() fyne.CanvasObject { return s.content }

func (s *riskItAllSetup) paintCounter() {
	s.counter.SetText(fmt.Sprintf("Risked it all %s in this window: %s earned",
		widgets.Plural(s.risks, "time"), widgets.Plural(drgn.RiskItAllEpicoins(s.risks), "Epicoin")))
}

func (s *riskItAllSetup) Request() (odds.Request, error) {
	return odds.Request{
		Describe: "DRGN Risk it All",
		Odds: func() (odds.View, error) {
			res := drgn.RiskItAllOdds()
			return odds.View{
				Headline:     res.PBetter,
				HeadlineWhat: "better than the normal outcome",
				Details:      []string{"worse than normal " + odds.FormatPercent(res.PWorse)},
				OutcomeName:  "outcome",
				Dist:         res.Outcomes,
				Label:        func(x int) string { return drgn.RiskItAllOutcome(x).String() },
				BarLabel:     riskItAllShort.Lookup,
				Success:      func(x int) bool { return x > 0 },
				Explain:      res.Explain,
			}, nil
		},
		Roll: func(src dice.Source) (odds.Roll, error) {
			roll := dice.RollDie(src, 20)
			o, err := drgn.RiskItAllFor(roll)
			if err != nil {
				return odds.Roll{}, err
			}
			s.risks++
			s.paintCounter()
			return odds.Roll{
				Dice:    []odds.Die{{Sides: 20, Face: roll}},
				Result:  o.String(),
				Success: int(max(min(o, 1), -1)),
			}, nil
		},
	}, nil
}

// riskItAllShort names the Risk it All rows under the chart's bars.
var riskItAllShort = odds.OutcomeNames{
	int(drgn.RiskItAllCatastrophe): "catastrophe",
	int(drgn.RiskItAllStepBelow):   "step below",
	int(drgn.RiskItAllNormal):      "normal",
	int(drgn.RiskItAllStepAbove):   "step above",
	int(drgn.RiskItAllInstant):     "instant success",
}
