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
)

var eveningEffectNames = evening.EffectLevelTitles()

// modeNames are the check modes as the picker shows them; modes are the
// --mode values.
var (
	modeNames   = []string{"Check", "Attack", "Defense", "Wealth (1d10)", "Resource"}
	reserveDice = []string{"none", "d4", "d6", "d8", "d10", "d12"}
)

// --- check (odds evening) ---

type eveningSetup struct {
	modifier, tn, post *odds.NumberField
	adv                *odds.Advantage
	start, mode        *widget.Select
	cover, reserve     *widget.Select
	defend, reroll     *widget.Check
	content            fyne.CanvasObject
}

func newEveningSetup(changed func()) *eveningSetup {
	s := &eveningSetup{}
	s.modifier = odds.NewNumberField("Modifier", 0, changed)
	s.tn = odds.NewNumberField("TN", 10, changed)
	s.post = odds.NewNumberField("Effect shift after the roll", 0, changed)
	s.adv = odds.NewAdvantage(changed)
	s.start = widget.NewSelect(eveningEffectNames, func(string) { changed() })
	s.start.SetSelectedIndex(int(evening.EffectStandard))
	s.mode = widget.NewSelect(modeNames, func(string) { changed() })
	s.mode.SetSelectedIndex(0)
	s.cover = widget.NewSelect(evening.CoverLevels, func(string) { changed() })
	s.cover.SetSelectedIndex(0)
	s.reserve = widget.NewSelect(reserveDice, func(string) { changed() })
	s.reserve.SetSelectedIndex(0)
	s.defend = widget.NewCheck("Defend action (+3)", func(bool) { changed() })
	s.reroll = widget.NewCheck("Re-roll a failure (5 XP)", func(bool) { changed() })
	s.content = odds.HintedForm("d20 + modifier must beat the TN (Standard 10: an even chance); a wealth check rolls 1d10. Advantage rolls twice and keeps the higher; with both they cancel. Cover lowers the TN by 3/6/9; Defend adds 3; a reserve die adds its roll; a re-roll takes the new result. A failed check has no effect level.",
		widget.NewFormItem("Kind of roll", s.mode),
		widget.NewFormItem("Modifier", s.modifier.Entry),
		widget.NewFormItem("Target number", s.tn.Entry),
		widget.NewFormItem("", s.adv.Content),
		widget.NewFormItem("Starting effect", s.start),
		widget.NewFormItem("Effect shift after", s.post.Entry),
		widget.NewFormItem("Cover (attacked)", s.cover),
		widget.NewFormItem("Reserve die", s.reserve),
		widget.NewFormItem("", container.NewHBox(s.defend, s.reroll)),
	)
	return s
}

func (s *eveningSetup) Form() fyne.CanvasObject { return s.content }

// input is the check the form describes, as `odds evening` reads its flags.
func (s *eveningSetup) input() (evening.CheckInput, error) {
	mod, err := s.modifier.Value()
	if err != nil {
		return evening.CheckInput{}, err
	}
	tn, err := s.tn.Value()
	if err != nil {
		return evening.CheckInput{}, err
	}
	post, err := s.post.ValueIn(-4, 4)
	if err != nil {
		return evening.CheckInput{}, err
	}
	in := evening.CheckInput{Mode: evening.CheckModes[max(s.mode.SelectedIndex(), 0)], Modifier: mod, TN: tn,
		Advantage: s.adv.Adv.Checked, Disadvantage: s.adv.Dis.Checked, StartEffect: evening.EffectLevel(max(s.start.SelectedIndex(), 0)),
		PostEffect: post, Cover: s.cover.Selected, Defend: s.defend.Checked, Reroll: s.reroll.Checked}
	if i := s.reserve.SelectedIndex(); i > 0 {
		in.ReserveDie = evening.ReserveDice[i-1]
	}
	return in, in.Validate()
}

// checkDetails are the lines under the headline: the effect levels of a
// success and the chances `odds evening --json` prints beside p_success.
func checkDetails(r evening.CheckResult) []string {
	var parts []string
	for l := evening.EffectGreat; l >= evening.EffectLimited; l-- {
		if p := r.EffectOnSuccess.Prob(int(l)); p > 0 {
			parts = append(parts, fmt.Sprintf("%s %s", l, odds.FormatPercent(p)))
		}
	}
	var out []string
	if len(parts) > 0 {
		out = append(out, "succeeding with effect: "+strings.Join(parts, " · "))
	}
	pc := odds.FormatPercent
	out = append(out,
		fmt.Sprintf("critical hit %s · natural 1 %s · natural 20 %s", pc(r.PCrit), pc(r.PNatural1), pc(r.PNatural20)),
		fmt.Sprintf("fail by 10 or more %s · succeed by 10 or more %s", pc(r.PFailBy10), pc(r.PSucceedBy10)),
		fmt.Sprintf("thread prompt: bad %s · good %s", pc(r.PThreadBad), pc(r.PThreadGood)))
	if r.AutoSuccess {
		out = append(out, "even the lowest roll beats the TN: no need to roll")
	}
	return out
}

func (s *eveningSetup) Request() (odds.Request, error) {
	in, err := s.input()
	if err != nil {
		return odds.Request{}, err
	}
	tn := in.TNEffective()
	die := "d20"
	if in.Mode == evening.ModeWealth {
		die = "d10"
	}
	describe := fmt.Sprintf("Evening %s %s %+d vs TN %d", in.Mode, die, in.Modifier, tn)
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
			return odds.View{
				Headline:     res.PSuccess,
				HeadlineWhat: fmt.Sprintf("success (total beats TN %d)", tn),
				Details:      checkDetails(res),
				OutcomeName:  "total",
				Dist:         res.Total,
				Success:      func(x int) bool { return x > tn },
				Explain:      res.Explain,
			}, nil
		},
		Roll: func(src dice.Source) (odds.Roll, error) {
			r := evening.RollCheck(src, in)
			out := odds.Roll{Dice: checkDice(r, in)}
			if !r.Success && in.Reroll {
				r = evening.RollCheck(src, in) // "You must take the new result" (L190)
				out.Dice = append(out.Dice, checkDice(r, in)...)
			}
			if r.Success {
				out.Result = fmt.Sprintf("total %d beats TN %d: %s", r.Total, tn, r.Outcome())
			} else {
				out.Result = fmt.Sprintf("total %d does not beat TN %d: %s", r.Total, tn, r.Outcome())
			}
			out.Success = odds.YesNo(r.Success)
			return out, nil
		},
	}, nil
}

// checkDice are a rolled check's dice: the d20s (the one not kept
// dropped) and the reserve die.
func checkDice(r evening.CheckRoll, in evening.CheckInput) []odds.Die {
	sides := 20
	if in.Mode == evening.ModeWealth {
		sides = 10
	}
	var out []odds.Die
	keptOne := false
	for _, f := range r.D20s {
		kept := f == r.Natural && !keptOne
		keptOne = keptOne || kept
		out = append(out, odds.Die{Sides: sides, Face: f, Dropped: !kept})
	}
	if in.ReserveDie > 0 {
		out = append(out, odds.Die{Sides: in.ReserveDie, Face: r.ReserveRoll, Role: "reserve"})
	}
	return out
}

func (s *eveningSetup) CopyInputs(from odds.Setup) {
	if o, ok := from.(*eveningSetup); ok {
		for _, p := range [][2]*odds.NumberField{{s.modifier, o.modifier}, {s.tn, o.tn}, {s.post, o.post}} {
			p[0].Entry.SetText(p[1].Entry.Text)
		}
		s.adv.CopyFrom(o.adv)
		for _, p := range [][2]*widget.Select{{s.start, o.start}, {s.mode, o.mode}, {s.cover, o.cover}, {s.reserve, o.reserve}} {
			p[0].SetSelectedIndex(p[1].SelectedIndex())
		}
		s.defend.SetChecked(o.defend.Checked)
		s.reroll.SetChecked(o.reroll.Checked)
	}
}

// --- death saves (odds evening-death-saves) ---

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
	s.content = odds.HintedForm("Each death save: 1 is two failures, 2–9 one failure, 10–19 one success, 20 recovers at once. Three failures die; three successes recover.",
		widget.NewFormItem("Failures marked", s.failures),
		widget.NewFormItem("Successes marked", s.successes),
	)
	return s
}

func (s *deathSaveSetup) Form() fyne.CanvasObject { return s.content }

func (s *deathSaveSetup) Request() (odds.Request, error) {
	failures, successes := max(s.failures.SelectedIndex(), 0), max(s.successes.SelectedIndex(), 0)
	return odds.Request{
		Describe: fmt.Sprintf("Evening death saves (%d failed, %d succeeded)", failures, successes),
		Odds: func() (odds.View, error) {
			res := evening.DeathSavesFrom(failures, successes)
			return odds.YesNoView(res.PRecover, "recover", "recover", "die", []string{"die " + odds.FormatPercent(res.PDie)}, res.Explain), nil
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

func (s *deathSaveSetup) CopyInputs(from odds.Setup) {
	if o, ok := from.(*deathSaveSetup); ok {
		s.failures.SetSelectedIndex(o.failures.SelectedIndex())
		s.successes.SetSelectedIndex(o.successes.SelectedIndex())
	}
}
