package evening

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dice"
	"sessionzero/rules/evening"
	"sessionzero/ui/odds"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// The Dice & Odds window's setups for this system; Order keeps the
// picker's order: DvR, Dragonhead, Evening, Roll-under, DRGN.
func init() {
	odds.AddSetup(odds.SetupKind{Name: plugin.SystemName(evening.ID) + ": check", Order: 30,
		New: func(c func()) odds.Setup { return newEveningSetup(c) }})
	odds.AddSetup(odds.SetupKind{Name: plugin.SystemName(evening.ID) + ": death saves", Order: 31,
		New: func(c func()) odds.Setup { return newDeathSaveSetup(c) }})
}

// --- Evening ---

var eveningEffectNames = []string{"No effect", "Limited", "Standard", "Strong", "Great"}

type eveningSetup struct {
	modifier *odds.NumberField
	tn       *odds.NumberField
	adv, dis *widget.Check
	start    *widget.Select
	content  fyne.CanvasObject
}

func newEveningSetup(changed func()) *eveningSetup {
	s := &eveningSetup{}
	s.modifier = odds.NewNumberField("Modifier", 0, changed)
	s.tn = odds.NewNumberField("TN", 10, changed)
	s.adv = widget.NewCheck("Advantage", func(bool) { changed() })
	s.dis = widget.NewCheck("Disadvantage", func(bool) { changed() })
	s.start = widget.NewSelect(eveningEffectNames, func(string) { changed() })
	s.start.SetSelectedIndex(int(evening.EffectStandard))
	s.content = container.NewVBox(
		widget.NewForm(
			widget.NewFormItem("Modifier", s.modifier.Entry),
			widget.NewFormItem("Target number", s.tn.Entry),
			widget.NewFormItem("", container.NewHBox(s.adv, s.dis)),
			widget.NewFormItem("Starting effect", s.start),
		),
		widgets.Hint("d20 + modifier must beat the TN (Standard 10: an even chance). Advantage rolls 2d20 and keeps the higher; with both they cancel."),
	)
	return s
}

func (s *eveningSetup) Form() fyne.CanvasObject { return s.content }

func (s *eveningSetup) Request() (odds.Request, error) {
	mod, err := s.modifier.Value()
	if err != nil {
		return odds.Request{}, err
	}
	tn, err := s.tn.Value()
	if err != nil {
		return odds.Request{}, err
	}
	in := evening.CheckInput{Modifier: mod, TN: tn, Advantage: s.adv.Checked, Disadvantage: s.dis.Checked,
		StartEffect: evening.EffectLevel(max(s.start.SelectedIndex(), 0))}
	describe := fmt.Sprintf("Evening d20 %+d vs TN %d", mod, tn)
	if in.Advantage != in.Disadvantage {
		describe += map[bool]string{true: " (advantage)", false: " (disadvantage)"}[in.Advantage]
	}
	return odds.Request{
		Describe: describe,
		Odds: func() (odds.View, error) {
			res, err := evening.Check(in)
			if err != nil {
				return odds.View{}, err
			}
			v := odds.View{
				Headline:     res.PSuccess,
				HeadlineWhat: fmt.Sprintf("success (total beats TN %d)", tn),
				OutcomeName:  "total",
				Dist:         res.Total,
				Success:      func(x int) bool { return x > tn },
				Explain:      res.Explain,
			}
			var parts []string
			for l := evening.EffectGreat; l >= evening.EffectLimited; l-- {
				if p := res.EffectOnSuccess.Prob(int(l)); p > 0 {
					parts = append(parts, fmt.Sprintf("%s %s", l, odds.FormatPercent(p)))
				}
			}
			if len(parts) > 0 {
				v.Details = append(v.Details, "succeeding with effect: "+strings.Join(parts, " · "))
			}
			return v, nil
		},
		Roll: func(src dice.Source) (odds.Roll, error) {
			r := evening.RollCheck(src, in)
			var out odds.Roll
			keptOne := false
			for _, f := range r.D20s {
				kept := f == r.Natural && !keptOne
				keptOne = keptOne || kept
				out.Dice = append(out.Dice, odds.Die{Sides: 20, Face: f, Dropped: !kept})
			}
			if r.Success {
				out.Result = fmt.Sprintf("total %d beats TN %d: success, %s effect", r.Total, tn, r.Effect)
			} else {
				out.Result = fmt.Sprintf("total %d does not beat TN %d: failure (%s)", r.Total, tn, r.Effect)
			}
			out.Success = odds.YesNo(r.Success)
			return out, nil
		},
	}, nil
}

type deathSaveSetup struct {
	failures, successes *widget.Select
	content             fyne.CanvasObject
}

func newDeathSaveSetup(changed func()) *deathSaveSetup {
	marks := []string{"0", "1", "2"}
	s := &deathSaveSetup{
		failures:  widget.NewSelect(marks, func(string) { changed() }),
		successes: widget.NewSelect(marks, func(string) { changed() }),
	}
	s.failures.SetSelectedIndex(0)
	s.successes.SetSelectedIndex(0)
	s.content = container.NewVBox(
		widget.NewForm(
			widget.NewFormItem("Failures marked", s.failures),
			widget.NewFormItem("Successes marked", s.successes),
		),
		widgets.Hint("Each death save: 1 is two failures, 2–9 one failure, 10–19 one success, 20 recovers at once. Three failures die; three successes recover."),
	)
	return s
}

func (s *deathSaveSetup) Form() fyne.CanvasObject { return s.content }

const (
	deathSaveDie     = 0
	deathSaveRecover = 1
)

func (s *deathSaveSetup) Request() (odds.Request, error) {
	failures, successes := max(s.failures.SelectedIndex(), 0), max(s.successes.SelectedIndex(), 0)
	return odds.Request{
		Describe: fmt.Sprintf("Evening death saves (%d failed, %d succeeded)", failures, successes),
		Odds: func() (odds.View, error) {
			res := evening.DeathSavesFrom(failures, successes)
			return odds.View{
				Headline:     res.PRecover,
				HeadlineWhat: "recover",
				Details:      []string{"die " + odds.FormatPercent(res.PDie)},
				OutcomeName:  "outcome",
				Dist:         dice.FromMap(map[int]float64{deathSaveDie: res.PDie, deathSaveRecover: res.PRecover}),
				Label:        odds.OutcomeNames{deathSaveDie: "die", deathSaveRecover: "recover"}.Lookup,
				Success:      func(x int) bool { return x == deathSaveRecover },
				Explain:      res.Explain,
			}, nil
		},
		Roll: func(src dice.Source) (odds.Roll, error) {
			roll := dice.RollDie(src, 20)
			f, ok, recover := evening.DeathSaveRoll(roll)
			out := odds.Roll{Dice: []odds.Die{{Sides: 20, Face: roll}}}
			switch {
			case recover:
				out.Result, out.Success = "recovers at once", 1
			case f == 2:
				out.Result, out.Success = "two failures", -1
			case f == 1:
				out.Result, out.Success = "one failure", -1
			case ok == 1:
				out.Result, out.Success = "one success", 1
			}
			return out, nil
		},
	}, nil
}

func (s *eveningSetup) CopyInputs(from odds.Setup) {
	if o, ok := from.(*eveningSetup); ok {
		s.modifier.Entry.SetText(o.modifier.Entry.Text)
		s.tn.Entry.SetText(o.tn.Entry.Text)
		s.adv.SetChecked(o.adv.Checked)
		s.dis.SetChecked(o.dis.Checked)
		s.start.SetSelectedIndex(o.start.SelectedIndex())
	}
}

func (s *deathSaveSetup) CopyInputs(from odds.Setup) {
	if o, ok := from.(*deathSaveSetup); ok {
		s.failures.SetSelectedIndex(o.failures.SelectedIndex())
		s.successes.SetSelectedIndex(o.successes.SelectedIndex())
	}
}
