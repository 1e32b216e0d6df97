package odds

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dice"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// Setup is one kind of roll in the Dice & Odds window, with its inputs
// in the system's own words.
type Setup interface {
	// form is the setup's inputs, built once.
	Form() fyne.CanvasObject
	// request reads the inputs (on the UI goroutine) into work that can run
	// off it; an error says which input to fix.
	Request() (Request, error)
}

// Request is what the current inputs ask for.
type Request struct {
	// describe names the setup in the history ("d8 d6 d6 on 4v2").
	Describe string
	// slow marks work that may take long enough to say "computing…".
	Slow bool
	// odds computes the exact odds; it is pure and runs on a goroutine.
	Odds func() (View, error)
	// roll rolls the setup once with src (fast; run on the UI goroutine).
	Roll func(src dice.Source) (Roll, error)
}

// View is what the results show: the headline, the distribution for
// the chart and table, and where the numbers come from. Every number in it
// comes from rules/.
type View struct {
	Headline      float64  // the headline chance
	HeadlineWhat  string   // what it is the chance of: "complete success on 4v2"
	HeadlineValue string   // shown instead of a chance when set ("mean 7.00")
	Details       []string // more numbers, one per line
	OutcomeName   string   // the table's first column: "net successes"
	Dist          dice.Dist
	// label names an outcome (nil: the number itself); barLabel, when set,
	// is a shorter name for under the chart's bars.
	Label, BarLabel func(int) string
	// success marks the outcomes the headline counts (highlighted bars).
	Success func(int) bool
	Explain []string
}

// headlineText is the big text of the results.
func (v View) headlineText() string {
	if v.HeadlineValue != "" {
		return v.HeadlineValue
	}
	return FormatPercent(v.Headline)
}

func (v View) outcomeLabel(x int) string {
	if v.Label != nil {
		return v.Label(x)
	}
	return strconv.Itoa(x)
}

// Die is one die of a roll, for its tile.
type Die struct {
	Sides, Face int
	Dropped     bool   // rolled but not counted (kh/kl, a lower risk die)
	Role        string // a caption such as "sign"; "" for none
}

// Roll is one roll: the dice and the result in the system's words.
type Roll struct {
	Dice    []Die
	Result  string
	Success int // +1 good, −1 bad, 0 neither
}

// FormatPercent is how the window writes a chance: one decimal, with
// "< 0.1%" and "> 99.9%" for chances that would round to 0 or 100 but
// are not.
func FormatPercent(p float64) string {
	const rounding = 1e-9 // sums of many small floats miss 1 by this much
	switch {
	case p > 1-rounding:
		p = 1
	case p < rounding:
		p = 0
	}
	switch {
	case p > 0 && p < 0.0005:
		return "< 0.1%"
	case p < 1 && p > 0.9995:
		return "> 99.9%"
	}
	return fmt.Sprintf("%.1f%%", 100*p)
}

// SetupKind is an entry of the window's "Roll" picker, offered by a
// system's registration (SetupSet).
type SetupKind struct {
	// Name is what the picker shows: "DvR: check".
	Name string
	// Order places the entry in the picker, lower first, after the dice
	// expression (which every window offers).
	Order int
	// New builds the setup; the setup calls changed whenever an input
	// changes, so the odds are recomputed.
	New func(changed func()) Setup
}

// SetupSet is a registered system (plugin.Register) with setups for the
// window's picker.
type SetupSet interface {
	OddsSetups() []SetupKind
}

// setupKinds are the rolls the window offers, in the picker's order: the
// dice expression, then the registered systems' setups by Order.
func setupKinds() []SetupKind {
	var kinds []SetupKind
	for _, s := range plugin.Systems() {
		if set, ok := s.(SetupSet); ok {
			kinds = append(kinds, set.OddsSetups()...)
		}
	}
	sort.SliceStable(kinds, func(i, j int) bool { return kinds[i].Order < kinds[j].Order })
	return append([]SetupKind{{Name: "Dice expression", New: func(c func()) Setup { return newExprSetup(c) }}}, kinds...)
}

// DieNameList names dice by their sizes: "d8 d6 d6".
func DieNameList(sizes []int) string {
	parts := make([]string, len(sizes))
	for i, s := range sizes {
		parts[i] = "d" + strconv.Itoa(s)
	}
	return strings.Join(parts, " ")
}

// YesNo is a roll's Success for a yes/no result: +1 or −1.
func YesNo(ok bool) int {
	if ok {
		return 1
	}
	return -1
}

// --- Dice expression ---

type exprSetup struct {
	expr    *widgets.KeyEntry
	atLeast *widgets.KeyEntry
	problem *widget.Label // the parser's message
	caret   *widget.Label // the expression with a caret under the position
	content fyne.CanvasObject
}

func newExprSetup(changed func()) *exprSetup {
	s := &exprSetup{expr: widgets.NewKeyEntry(""), atLeast: widgets.NewKeyEntry("")}
	s.expr.SetText("2d6+3")
	s.expr.SetPlaceHolder("2d6+1d4+3, d%, 4d6kh3, adv")
	s.atLeast.SetPlaceHolder("optional: a total to beat")
	s.problem = widgets.Danger("")
	s.problem.Hide()
	s.caret = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	s.caret.Hide()
	s.expr.OnChanged = func(string) { changed() }
	s.atLeast.OnChanged = func(string) { changed() }
	s.content = container.NewVBox(
		widget.NewForm(
			widget.NewFormItem("Expression", s.expr),
			widget.NewFormItem("At least", s.atLeast),
		),
		s.problem, s.caret,
		widgets.Hint("NdS dice, kh/kl keep the highest/lowest, d% is d100, adv/dis are 2d20 keep highest/lowest."),
	)
	return s
}

func (s *exprSetup) Form() fyne.CanvasObject { return s.content }

func (s *exprSetup) Request() (Request, error) {
	s.problem.Hide()
	s.caret.Hide()
	expr, err := dice.Parse(s.expr.Text)
	if err != nil {
		s.problem.SetText(err.Error())
		s.problem.Show()
		var pe *dice.ParseError
		if errors.As(err, &pe) {
			s.caret.SetText(caretLine(s.expr.Text, pe.Pos))
			s.caret.Show()
		}
		return Request{}, err
	}
	target, hasTarget := 0, strings.TrimSpace(s.atLeast.Text) != ""
	if hasTarget {
		f := NumberField{Name: "At least", Entry: &s.atLeast.Entry}
		if target, err = f.Value(); err != nil {
			return Request{}, err
		}
	}
	return Request{
		Describe: expr.String(),
		Odds: func() (View, error) {
			d, err := expr.Dist()
			if errors.Is(err, dice.ErrTooLarge) {
				return View{}, fmt.Errorf("%s: %w (rolling still works)", expr, err)
			}
			if err != nil {
				return View{}, fmt.Errorf("odds of %s: %w", expr, err)
			}
			v := View{
				OutcomeName: "total",
				Dist:        d,
				Details:     []string{fmt.Sprintf("mean %.2f, from %d to %d", d.Mean(), d.Min, d.Max())},
				Explain:     []string{"Exact distribution of " + expr.String() + " (every die convolved, not sampled)."},
			}
			if hasTarget {
				v.Headline = d.AtLeast(target)
				v.HeadlineWhat = fmt.Sprintf("total %d or more", target)
				v.Success = func(x int) bool { return x >= target }
			} else {
				v.HeadlineValue = fmt.Sprintf("%.2f", d.Mean())
				v.HeadlineWhat = "mean total"
				v.Success = func(int) bool { return true }
			}
			return v, nil
		},
		Roll: func(src dice.Source) (Roll, error) {
			r := expr.Roll(src)
			var out Roll
			for _, t := range r.Terms {
				for i, f := range t.Dice {
					out.Dice = append(out.Dice, Die{Sides: t.Term.Sides, Face: f, Dropped: !t.Kept[i]})
				}
			}
			out.Result = r.String()
			if hasTarget {
				out.Success = YesNo(r.Total >= target)
			}
			return out, nil
		},
	}, nil
}

// caretLine is the source with a caret under the 1-based byte position
// pos (one past the end means "at the end").
func caretLine(src string, pos int) string {
	pos = min(max(pos, 1), len(src)+1)
	return src + "\n" + strings.Repeat(" ", len([]rune(src[:pos-1]))) + "^"
}

// PluralSuccess counts successes: "1 success", "3 successes".
func PluralSuccess(n int) string {
	if n == 1 {
		return "1 success"
	}
	return fmt.Sprintf("%d successes", n)
}

// OutcomeNames names the outcomes of a yes/no distribution.
type OutcomeNames map[int]string

// Lookup is the name of outcome x (a View's Label).
func (n OutcomeNames) Lookup(x int) string { return n[x] }

// InputCopier is a setup that can take another setup's inputs, so that
// compare mode starts from a copy of the first setup.
type InputCopier interface {
	CopyInputs(from Setup)
}

func (s *exprSetup) CopyInputs(from Setup) {
	if o, ok := from.(*exprSetup); ok {
		s.expr.SetText(o.expr.Text)
		s.atLeast.SetText(o.atLeast.Text)
	}
}

// KeepHighest shows dice of which only the highest counts: the first die
// with the highest face is kept, the others are greyed.
func KeepHighest(faces, sides []int, role string) []Die {
	best := 0
	for _, f := range faces {
		best = max(best, f)
	}
	out := make([]Die, 0, len(faces))
	keptOne := false
	for i, f := range faces {
		kept := f == best && !keptOne
		keptOne = keptOne || kept
		out = append(out, Die{Sides: sides[i], Face: f, Dropped: !kept, Role: role})
	}
	return out
}
