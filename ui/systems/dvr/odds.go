package dvr

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dice"
	"sessionzero/rules/dvr"
	"sessionzero/ui/odds"
	"sessionzero/ui/widgets"
)

// --- DvR ---

type dvrSetup struct {
	pool       []int
	chips      *fyne.Container
	difficulty *odds.NumberField
	risk       *widget.Entry
	push       *odds.NumberField
	// aon picks the pool's All-or-Nothing die ("none", "1: d8", …); buys
	// is "the GM buys 1s".
	aon     *widget.Select
	buys    *widget.Check
	changed func()
	content fyne.CanvasObject
}

func newDvRSetup(changed func()) *dvrSetup {
	s := &dvrSetup{pool: []int{8, 6, 6}, changed: changed}
	s.difficulty = odds.NewNumberField("Difficulty", 4, changed)
	s.risk = widget.NewEntry()
	s.risk.SetText("2")
	s.risk.OnChanged = func(string) { changed() }
	s.push = odds.NewNumberField("Push points", 0, changed)
	s.aon = widget.NewSelect([]string{aonNone}, func(string) { changed() })
	s.aon.SetSelected(aonNone)
	s.buys = widget.NewCheck("the GM buys every 1 it may (1 GM point each)", func(bool) { changed() })
	var adds []fyne.CanvasObject
	for _, size := range dvr.CheckDieSizes {
		size := size
		adds = append(adds, widget.NewButtonWithIcon(fmt.Sprintf("d%d", size), theme.ContentAddIcon(), func() { s.add(size) }))
	}
	s.chips = odds.WrapRow()
	s.paintChips()
	s.content = odds.HintedForm("A check DvR: each die showing D or more is a success, R net successes complete it (X: one is enough). Tap a die in the pool to remove it. Push points are spent after the roll, one pip each. All or Nothing: a sacrificed item's die counts double.",
		widget.NewFormItem("Add a die", odds.WrapRow(adds...)),
		widget.NewFormItem("Pool", s.chips),
		widget.NewFormItem("Difficulty D", s.difficulty.Entry),
		widget.NewFormItem("Risk R", s.risk),
		widget.NewFormItem("Push points", s.push.Entry),
		widget.NewFormItem("All or Nothing", s.aon),
		widget.NewFormItem("GM buys 1s", s.buys),
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
	if s.aon != nil {
		keep := s.aon.SelectedIndex()
		opts := []string{aonNone}
		for i, size := range s.pool {
			opts = append(opts, fmt.Sprintf("die %d: d%d", i+1, size))
		}
		s.aon.Options = opts
		if keep < 0 || keep >= len(opts) {
			keep = 0
		}
		s.aon.SetSelectedIndex(keep)
		s.aon.Refresh()
	}
}

// aonNone is the All-or-Nothing choice of no sacrificed die.
const aonNone = "none"

func (s *dvrSetup) input() (dvr.OddsInput, int, error) {
	in, push, err := s.checkInput()
	if err != nil {
		return dvr.OddsInput{}, 0, err
	}
	return dvr.OddsInput{CheckInput: in, AllOrNothing: max(s.aon.SelectedIndex(), 0), GMBuysOnes: s.buys.Checked}, push, nil
}

func (s *dvrSetup) checkInput() (dvr.CheckInput, int, error) {
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
			r, err := dvr.RollCheck(src, in.CheckInput)
			if err != nil {
				return odds.Roll{}, err
			}
			if in.AllOrNothing > 0 || in.GMBuysOnes {
				// The options change the count: resolve the faces the book's
				// way, the GM buying every 1 it may.
				if res, ok := resolveWithOptions(in, r.Faces); ok {
					r.Successes, r.Complete, r.CriticalFailure = res.Successes, res.Complete, res.CriticalFailure
				}
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
			case r.Successes > 0:
				// The book's partial success: some successes, fewer than R.
				out.Result, out.Success = fmt.Sprintf("%s: partial success (short of %s)", netSuccesses(r.Successes), in.Notation()), 0
			default:
				out.Result, out.Success = fmt.Sprintf("%s: failure (short of %s)", netSuccesses(r.Successes), in.Notation()), -1
			}
			return out, nil
		},
	}, nil
}

// resolveWithOptions resolves rolled faces with the All-or-Nothing die and,
// when the GM buys 1s, the most 1s dvr.Resolve lets it buy.
func resolveWithOptions(in dvr.OddsInput, faces []int) (dvr.Result, bool) {
	ones := 0
	if in.GMBuysOnes {
		for _, f := range faces {
			if f == 1 {
				ones++
			}
		}
	}
	for b := ones; b >= 0; b-- {
		res, err := dvr.Resolve(dvr.RollInput{Pool: in.Pool, Difficulty: in.Difficulty, Risk: in.Risk, Dice: faces,
			BoughtOnes: b, AllOrNothing: in.AllOrNothing})
		if err == nil {
			return res, true
		}
	}
	return dvr.Result{}, false
}

// dvrOdds is the pane's view: the numbers of `sessionzero odds dvr`
// (dvr.OddsWithPush, typed, as dvr.OddsReport reads them) with the same options, the successes table of
// dvr.CheckOdds.
func dvrOdds(in dvr.OddsInput, push int) (odds.View, error) {
	res, err := dvr.CheckOdds(in)
	if err != nil {
		return odds.View{}, err
	}
	flag := -1
	if push > 0 {
		flag = push
	}
	o, err := dvr.OddsWithPush(in, flag)
	if err != nil {
		return odds.View{}, err
	}
	pct := odds.FormatPercent
	headline := o.PComplete
	if o.Pushed {
		headline = o.PCompletePushed
	}
	needed := in.Needed()
	what := "complete success on " + in.Notation()
	if in.AllOrNothing > 0 {
		what += fmt.Sprintf(", die %d All or Nothing", in.AllOrNothing)
	}
	v := odds.View{
		Headline:     headline,
		HeadlineWhat: what,
		Details: []string{
			"partial success " + pct(o.PPartial),
			"failure " + pct(o.PFailure),
			"critical failure " + pct(o.PCritFail),
			"crit (matched dice) " + pct(o.PCrit),
		},
		OutcomeName: "net successes",
		Dist:        res.Successes,
		Success:     func(x int) bool { return x >= needed },
		Explain:     res.Explain,
	}
	if in.GMBuysOnes {
		v.Details = append(v.Details, fmt.Sprintf("GM points (mean) %.3f", o.MeanGMPoints))
	}
	if push > 0 {
		pushed, err := dvr.PushOddsWith(in, push)
		if err != nil {
			return odds.View{}, err
		}
		v.HeadlineWhat += ", pushing up to " + widgets.Plural(push, "point")
		v.Details = append([]string{
			"without pushing " + pct(o.PComplete),
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
		s.aon.SetSelectedIndex(o.aon.SelectedIndex())
		s.buys.SetChecked(o.buys.Checked)
	}
}
