package dvr

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dice"
	"sessionzero/rules/dvr"
	"sessionzero/ui/odds"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// The Dice & Odds window's setups for this system; Order keeps the
// picker's order: DvR, Dragonhead, Evening, Roll-under, DRGN.
func init() {
	odds.AddSetup(odds.SetupKind{Name: plugin.SystemName(dvr.ID) + ": check", Order: 10,
		New: func(c func()) odds.Setup { return newDvRSetup(c) }})
}

// --- DvR ---

type dvrSetup struct {
	pool       []int
	chips      *fyne.Container
	difficulty *odds.NumberField
	risk       *widget.Entry
	push       *odds.NumberField
	changed    func()
	content    fyne.CanvasObject
}

func newDvRSetup(changed func()) *dvrSetup {
	s := &dvrSetup{pool: []int{8, 6, 6}, changed: changed}
	s.difficulty = odds.NewNumberField("Difficulty", 4, changed)
	s.risk = widget.NewEntry()
	s.risk.SetText("2")
	s.risk.OnChanged = func(string) { changed() }
	s.push = odds.NewNumberField("Push points", 0, changed)
	var adds []fyne.CanvasObject
	for _, size := range dvr.CheckDieSizes {
		size := size
		adds = append(adds, widget.NewButtonWithIcon(fmt.Sprintf("d%d", size), theme.ContentAddIcon(), func() { s.add(size) }))
	}
	s.chips = odds.WrapRow()
	s.paintChips()
	s.content = container.NewVBox(
		widget.NewForm(
			widget.NewFormItem("Add a die", odds.WrapRow(adds...)),
			widget.NewFormItem("Pool", s.chips),
			widget.NewFormItem("Difficulty D", s.difficulty.Entry),
			widget.NewFormItem("Risk R", s.risk),
			widget.NewFormItem("Push points", s.push.Entry),
		),
		widgets.Hint("A check DvR: each die showing D or more is a success, R net successes complete it (X: one is enough). Tap a die in the pool to remove it. Push points are spent after the roll, one pip each."),
	)
	return s
}

func (s *dvrSetup) Form() fyne.CanvasObject { return s.content }

// add puts a die in the pool.
func (s *dvrSetup) add(size int) {
	s.pool = append(s.pool, size)
	s.paintChips()
	s.changed()
}

// remove takes the i-th die out of the pool.
func (s *dvrSetup) remove(i int) {
	s.pool = append(s.pool[:i:i], s.pool[i+1:]...)
	s.paintChips()
	s.changed()
}

// setPool replaces the pool.
func (s *dvrSetup) setPool(sizes ...int) {
	s.pool = append([]int(nil), sizes...)
	s.paintChips()
	s.changed()
}

func (s *dvrSetup) paintChips() {
	s.chips.RemoveAll()
	for i, size := range s.pool {
		i := i
		s.chips.Add(widget.NewButtonWithIcon(fmt.Sprintf("d%d", size), theme.CancelIcon(), func() { s.remove(i) }))
	}
	if len(s.pool) == 0 {
		s.chips.Add(widget.NewLabel("empty: add dice above"))
	}
	s.chips.Refresh()
}

func (s *dvrSetup) input() (dvr.CheckInput, int, error) {
	d, err := s.difficulty.ValueIn(1, 13)
	if err != nil {
		return dvr.CheckInput{}, 0, err
	}
	risk := dvr.RiskX
	if r := strings.TrimSpace(s.risk.Text); !strings.EqualFold(r, "x") {
		f := odds.NumberField{Name: "Risk", Entry: s.risk}
		if risk, err = f.ValueIn(1, 2*dvr.MaxCheckPool); err != nil {
			return dvr.CheckInput{}, 0, fmt.Errorf("%w (or X when the risk is irrelevant)", err)
		}
	}
	push, err := s.push.ValueIn(0, dvr.MaxPushPoints)
	if err != nil {
		return dvr.CheckInput{}, 0, err
	}
	in := dvr.CheckInput{Pool: append([]int(nil), s.pool...), Difficulty: d, Risk: risk}
	if err := dvr.ValidateCheck(in, dvr.MaxCheckPool); err != nil {
		return dvr.CheckInput{}, 0, err
	}
	if push > 0 && len(in.Pool) > dvr.MaxPushPool {
		return dvr.CheckInput{}, 0, fmt.Errorf("push odds are computed for pools of at most %d dice; set Push points to 0", dvr.MaxPushPool)
	}
	return in, push, nil
}

func (s *dvrSetup) Request() (odds.Request, error) {
	in, push, err := s.input()
	if err != nil {
		return odds.Request{}, err
	}
	return odds.Request{
		Describe: fmt.Sprintf("DvR %s on %s", odds.DieNameList(in.Pool), in.Notation()),
		Slow:     push > 0 && len(in.Pool) > 4,
		Odds:     func() (odds.View, error) { return dvrOdds(in, push) },
		Roll: func(src dice.Source) (odds.Roll, error) {
			r, err := dvr.RollCheck(src, in)
			if err != nil {
				return odds.Roll{}, err
			}
			var out odds.Roll
			for i, f := range r.Faces {
				out.Dice = append(out.Dice, odds.Die{Sides: in.Pool[i], Face: f})
			}
			switch {
			case r.CriticalFailure:
				out.Result, out.Success = "critical failure (no successes and a natural 1)", -1
			case r.Complete:
				out.Result, out.Success = netSuccesses(r.Successes)+": complete success", 1
			default:
				out.Result, out.Success = fmt.Sprintf("%s: short of %s", netSuccesses(r.Successes), in.Notation()), -1
			}
			return out, nil
		},
	}, nil
}

func dvrOdds(in dvr.CheckInput, push int) (odds.View, error) {
	res, err := dvr.Check(in)
	if err != nil {
		return odds.View{}, err
	}
	needed := in.Needed()
	v := odds.View{
		Headline:     res.PComplete,
		HeadlineWhat: "complete success on " + in.Notation(),
		Details:      []string{"critical failure " + odds.FormatPercent(res.PCritFail)},
		OutcomeName:  "net successes",
		Dist:         res.Successes,
		Success:      func(x int) bool { return x >= needed },
		Explain:      res.Explain,
	}
	if push > 0 {
		pushed, err := dvr.PushOdds(in, push)
		if err != nil {
			return odds.View{}, err
		}
		v.Headline = pushed.ByPoints[push]
		v.HeadlineWhat = fmt.Sprintf("complete success on %s, pushing up to %s", in.Notation(), widgets.Plural(push, "point"))
		v.Details = append([]string{
			"without pushing " + odds.FormatPercent(res.PComplete),
			fmt.Sprintf("mean points spent when it succeeds %.2f", pushed.MeanCost),
		}, v.Details...)
		v.Explain = pushed.Explain
	}
	return v, nil
}

func netSuccesses(n int) string { return strings.Replace(odds.PluralSuccess(n), "succ", "net succ", 1) }

func (s *dvrSetup) CopyInputs(from odds.Setup) {
	if o, ok := from.(*dvrSetup); ok {
		s.difficulty.Entry.SetText(o.difficulty.Entry.Text)
		s.risk.SetText(o.risk.Text)
		s.push.Entry.SetText(o.push.Entry.Text)
		s.setPool(o.pool...)
	}
}
