package odds

import (
	"errors"
	"fmt"
	"sessionzero/ui/plugin"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dice"
	"sessionzero/rules/dragonhead"
	"sessionzero/rules/drgn"
	"sessionzero/rules/dvr"
	"sessionzero/rules/evening"
	"sessionzero/rules/rollunder"
	"sessionzero/ui/widgets"
)

// diceSetup is one kind of roll in the Dice & Odds window, with its inputs
// in the system's own words.
type diceSetup interface {
	// form is the setup's inputs, built once.
	form() fyne.CanvasObject
	// request reads the inputs (on the UI goroutine) into work that can run
	// off it; an error says which input to fix.
	request() (oddsRequest, error)
}

// oddsRequest is what the current inputs ask for.
type oddsRequest struct {
	// describe names the setup in the history ("d8 d6 d6 on 4v2").
	describe string
	// slow marks work that may take long enough to say "computing…".
	slow bool
	// odds computes the exact odds; it is pure and runs on a goroutine.
	odds func() (oddsView, error)
	// roll rolls the setup once with src (fast; run on the UI goroutine).
	roll func(src dice.Source) (rollView, error)
}

// oddsView is what the results show: the headline, the distribution for
// the chart and table, and where the numbers come from. Every number in it
// comes from rules/.
type oddsView struct {
	headline      float64  // the headline chance
	headlineWhat  string   // what it is the chance of: "complete success on 4v2"
	headlineValue string   // shown instead of a chance when set ("mean 7.00")
	details       []string // more numbers, one per line
	outcomeName   string   // the table's first column: "net successes"
	dist          dice.Dist
	// label names an outcome (nil: the number itself); barLabel, when set,
	// is a shorter name for under the chart's bars.
	label, barLabel func(int) string
	// success marks the outcomes the headline counts (highlighted bars).
	success func(int) bool
	explain []string
}

// headlineText is the big text of the results.
func (v oddsView) headlineText() string {
	if v.headlineValue != "" {
		return v.headlineValue
	}
	return formatPercent(v.headline)
}

func (v oddsView) outcomeLabel(x int) string {
	if v.label != nil {
		return v.label(x)
	}
	return strconv.Itoa(x)
}

// rolledDie is one die of a roll, for its tile.
type rolledDie struct {
	sides, face int
	dropped     bool   // rolled but not counted (kh/kl, a lower risk die)
	role        string // a caption such as "sign"; "" for none
}

// rollView is one roll: the dice and the result in the system's words.
type rollView struct {
	dice    []rolledDie
	result  string
	success int // +1 good, −1 bad, 0 neither
}

// formatPercent is how the window writes a chance: one decimal, with
// "< 0.1%" and "> 99.9%" for chances that would round to 0 or 100 but
// are not.
func formatPercent(p float64) string {
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

// setupKind is an entry of the window's "Roll" picker.
type setupKind struct {
	name string
	make func(changed func()) diceSetup
}

// setupKinds are the rolls the window offers, in the picker's order.
func setupKinds() []setupKind {
	return []setupKind{
		{"Dice expression", func(c func()) diceSetup { return newExprSetup(c) }},
		{plugin.SystemName(dvr.ID) + ": check", func(c func()) diceSetup { return newDvRSetup(c) }},
		{plugin.SystemName(dragonhead.ID) + ": check", func(c func()) diceSetup { return newDragonheadSetup(c) }},
		{plugin.SystemName(evening.ID) + ": check", func(c func()) diceSetup { return newEveningSetup(c) }},
		{plugin.SystemName(evening.ID) + ": death saves", func(c func()) diceSetup { return newDeathSaveSetup(c) }},
		{plugin.SystemName(rollunder.ID) + ": save", func(c func()) diceSetup { return newSaveSetup(c) }},
		{plugin.SystemName(rollunder.ID) + ": attack", func(c func()) diceSetup { return newAttackSetup(c) }},
		{plugin.SystemName(drgn.ID) + ": Risk it All", func(c func()) diceSetup { return newRiskItAllSetup(c) }},
	}
}

func dieNameList(sizes []int) string {
	parts := make([]string, len(sizes))
	for i, s := range sizes {
		parts[i] = "d" + strconv.Itoa(s)
	}
	return strings.Join(parts, " ")
}

func yesNo(ok bool) int {
	if ok {
		return 1
	}
	return -1
}

// --- Dice expression ---

type exprSetup struct {
	expr    *widget.Entry
	atLeast *widget.Entry
	problem *widget.Label // the parser's message
	caret   *widget.Label // the expression with a caret under the position
	content fyne.CanvasObject
}

func newExprSetup(changed func()) *exprSetup {
	s := &exprSetup{expr: widget.NewEntry(), atLeast: widget.NewEntry()}
	s.expr.SetText("2d6+3")
	s.expr.SetPlaceHolder("2d6+1d4+3, d%, 4d6kh3, adv")
	s.atLeast.SetPlaceHolder("optional: a total to beat")
	s.problem = widget.NewLabel("")
	s.problem.Importance = widget.DangerImportance
	s.problem.Wrapping = fyne.TextWrapWord
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

func (s *exprSetup) form() fyne.CanvasObject { return s.content }

func (s *exprSetup) request() (oddsRequest, error) {
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
		return oddsRequest{}, err
	}
	target, hasTarget := 0, strings.TrimSpace(s.atLeast.Text) != ""
	if hasTarget {
		f := numberField{name: "At least", entry: s.atLeast}
		if target, err = f.value(); err != nil {
			return oddsRequest{}, err
		}
	}
	return oddsRequest{
		describe: expr.String(),
		odds: func() (oddsView, error) {
			d, err := expr.Dist()
			if errors.Is(err, dice.ErrTooLarge) {
				return oddsView{}, fmt.Errorf("%s: %w (rolling still works)", expr, err)
			}
			if err != nil {
				return oddsView{}, fmt.Errorf("odds of %s: %w", expr, err)
			}
			v := oddsView{
				outcomeName: "total",
				dist:        d,
				details:     []string{fmt.Sprintf("mean %.2f, from %d to %d", d.Mean(), d.Min, d.Max())},
				explain:     []string{"Exact distribution of " + expr.String() + " (every die convolved, not sampled)."},
			}
			if hasTarget {
				v.headline = d.AtLeast(target)
				v.headlineWhat = fmt.Sprintf("total %d or more", target)
				v.success = func(x int) bool { return x >= target }
			} else {
				v.headlineValue = fmt.Sprintf("%.2f", d.Mean())
				v.headlineWhat = "mean total"
				v.success = func(int) bool { return true }
			}
			return v, nil
		},
		roll: func(src dice.Source) (rollView, error) {
			r := expr.Roll(src)
			var out rollView
			for _, t := range r.Terms {
				for i, f := range t.Dice {
					out.dice = append(out.dice, rolledDie{sides: t.Term.Sides, face: f, dropped: !t.Kept[i]})
				}
			}
			out.result = r.String()
			if hasTarget {
				out.success = yesNo(r.Total >= target)
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

// --- DvR ---

type dvrSetup struct {
	pool       []int
	chips      *fyne.Container
	difficulty *numberField
	risk       *widget.Entry
	push       *numberField
	changed    func()
	content    fyne.CanvasObject
}

func newDvRSetup(changed func()) *dvrSetup {
	s := &dvrSetup{pool: []int{8, 6, 6}, changed: changed}
	s.difficulty = newNumberField("Difficulty", 4, changed)
	s.risk = widget.NewEntry()
	s.risk.SetText("2")
	s.risk.OnChanged = func(string) { changed() }
	s.push = newNumberField("Push points", 0, changed)
	var adds []fyne.CanvasObject
	for _, size := range dvr.CheckDieSizes {
		size := size
		adds = append(adds, widget.NewButtonWithIcon(fmt.Sprintf("d%d", size), theme.ContentAddIcon(), func() { s.add(size) }))
	}
	s.chips = wrapRow()
	s.paintChips()
	s.content = container.NewVBox(
		widget.NewForm(
			widget.NewFormItem("Add a die", wrapRow(adds...)),
			widget.NewFormItem("Pool", s.chips),
			widget.NewFormItem("Difficulty D", s.difficulty.entry),
			widget.NewFormItem("Risk R", s.risk),
			widget.NewFormItem("Push points", s.push.entry),
		),
		widgets.Hint("A check DvR: each die showing D or more is a success, R net successes complete it (X: one is enough). Tap a die in the pool to remove it. Push points are spent after the roll, one pip each."),
	)
	return s
}

func (s *dvrSetup) form() fyne.CanvasObject { return s.content }

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
	d, err := s.difficulty.valueIn(1, 13)
	if err != nil {
		return dvr.CheckInput{}, 0, err
	}
	risk := dvr.RiskX
	if r := strings.TrimSpace(s.risk.Text); !strings.EqualFold(r, "x") {
		f := numberField{name: "Risk", entry: s.risk}
		if risk, err = f.valueIn(1, 2*dvr.MaxCheckPool); err != nil {
			return dvr.CheckInput{}, 0, fmt.Errorf("%w (or X when the risk is irrelevant)", err)
		}
	}
	push, err := s.push.valueIn(0, dvr.MaxPushPoints)
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

func (s *dvrSetup) request() (oddsRequest, error) {
	in, push, err := s.input()
	if err != nil {
		return oddsRequest{}, err
	}
	return oddsRequest{
		describe: fmt.Sprintf("DvR %s on %s", dieNameList(in.Pool), in.Notation()),
		slow:     push > 0 && len(in.Pool) > 4,
		odds:     func() (oddsView, error) { return dvrOdds(in, push) },
		roll: func(src dice.Source) (rollView, error) {
			r, err := dvr.RollCheck(src, in)
			if err != nil {
				return rollView{}, err
			}
			var out rollView
			for i, f := range r.Faces {
				out.dice = append(out.dice, rolledDie{sides: in.Pool[i], face: f})
			}
			switch {
			case r.CriticalFailure:
				out.result, out.success = "critical failure (no successes and a natural 1)", -1
			case r.Complete:
				out.result, out.success = netSuccesses(r.Successes)+": complete success", 1
			default:
				out.result, out.success = fmt.Sprintf("%s: short of %s", netSuccesses(r.Successes), in.Notation()), -1
			}
			return out, nil
		},
	}, nil
}

func dvrOdds(in dvr.CheckInput, push int) (oddsView, error) {
	res, err := dvr.Check(in)
	if err != nil {
		return oddsView{}, err
	}
	needed := in.Needed()
	v := oddsView{
		headline:     res.PComplete,
		headlineWhat: "complete success on " + in.Notation(),
		details:      []string{"critical failure " + formatPercent(res.PCritFail)},
		outcomeName:  "net successes",
		dist:         res.Successes,
		success:      func(x int) bool { return x >= needed },
		explain:      res.Explain,
	}
	if push > 0 {
		pushed, err := dvr.PushOdds(in, push)
		if err != nil {
			return oddsView{}, err
		}
		v.headline = pushed.ByPoints[push]
		v.headlineWhat = fmt.Sprintf("complete success on %s, pushing up to %s", in.Notation(), widgets.Plural(push, "point"))
		v.details = append([]string{
			"without pushing " + formatPercent(res.PComplete),
			fmt.Sprintf("mean points spent when it succeeds %.2f", pushed.MeanCost),
		}, v.details...)
		v.explain = pushed.Explain
	}
	return v, nil
}

// --- Dragonhead ---

var (
	dragonheadLadder    = []string{"Easy +4", "Normal +0", "Hard -4", "Heavy -8", "Horrendous -12", "Herculean -16"}
	dragonheadTryLevels = []string{"Try", "Try Harder", "Try Hardest"}
)

type dragonheadSetup struct {
	score      *numberField
	bonus      *numberField
	ladder     *toggleGroup
	risk       *toggleGroup
	try        *toggleGroup
	challenge  *widget.Check
	versus     *numberField
	content    fyne.CanvasObject
	changed    func()
	riskLabels []string
}

func newDragonheadSetup(changed func()) *dragonheadSetup {
	s := &dragonheadSetup{changed: changed}
	s.score = newNumberField("Score", 12, changed)
	s.bonus = newNumberField("Bonus", 0, changed)
	s.ladder = newToggleGroup(dragonheadLadder, 3, false, []int{int(dragonhead.DifficultyNormal)}, changed)
	for _, size := range dragonhead.RiskDieSizes {
		s.riskLabels = append(s.riskLabels, fmt.Sprintf("d%d", size))
	}
	s.risk = newToggleGroup(s.riskLabels, len(s.riskLabels), true, []int{1}, changed)
	s.try = newToggleGroup(dragonheadTryLevels, 3, false, []int{0}, changed)
	s.versus = newNumberField("Defence", 14, changed)
	s.versus.entry.Disable()
	s.challenge = widget.NewCheck("a challenge against", func(on bool) {
		if on {
			s.versus.entry.Enable()
		} else {
			s.versus.entry.Disable()
		}
		changed()
	})
	reaper := widget.NewButton("Reaper Roll", func() { s.setRisk(dragonhead.ReaperRiskDice) })
	slacker := widget.NewButton("Slacker Roll", func() { s.setRisk(dragonhead.SlackerRiskDice) })
	s.content = container.NewVBox(
		widget.NewForm(
			widget.NewFormItem("Score", s.score.entry),
			widget.NewFormItem("Difficulty", s.ladder.content),
			widget.NewFormItem("Bonus", s.bonus.entry),
			widget.NewFormItem("Risk dice", container.NewVBox(s.risk.content, container.NewGridWithColumns(2, reaper, slacker))),
			widget.NewFormItem("Try level", s.try.content),
			widget.NewFormItem("Defence", container.NewBorder(nil, nil, s.challenge, nil, s.versus.entry)),
		),
	)
	return s
}

func (s *dragonheadSetup) form() fyne.CanvasObject { return s.content }

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
	s.risk.set(idx...)
}

func (s *dragonheadSetup) input() (dragonhead.CheckInput, error) {
	score, err := s.score.value()
	if err != nil {
		return dragonhead.CheckInput{}, err
	}
	bonus, err := s.bonus.value()
	if err != nil {
		return dragonhead.CheckInput{}, err
	}
	in := dragonhead.CheckInput{
		Score:      score,
		Bonus:      bonus,
		Difficulty: dragonhead.Difficulty(s.ladder.first()),
		Try:        dragonhead.TryLevel(s.try.first()),
	}
	for _, i := range s.risk.selected() {
		in.RiskDice = append(in.RiskDice, dragonhead.RiskDieSizes[i])
	}
	if len(in.RiskDice) == 0 {
		return dragonhead.CheckInput{}, fmt.Errorf("Risk dice: press at least one of d4, d6, d8, d10, d12")
	}
	if s.challenge.Checked {
		d, err := s.versus.value()
		if err != nil {
			return dragonhead.CheckInput{}, err
		}
		in.Versus = &d
	}
	return in, nil
}

func (s *dragonheadSetup) request() (oddsRequest, error) {
	in, err := s.input()
	if err != nil {
		return oddsRequest{}, err
	}
	name := dragonhead.RiskRollName(in.RiskDice)
	if name == "" {
		name = dieNameList(in.RiskDice)
	}
	describe := fmt.Sprintf("Dragonhead score %d, %s, bonus %+d, %s, %s", in.Score, strings.Fields(dragonheadLadder[in.Difficulty])[0], in.Bonus, name, dragonheadTryLevels[in.Try])
	if in.Versus != nil {
		describe += fmt.Sprintf(" vs %d", *in.Versus)
	}
	return oddsRequest{
		describe: describe,
		odds:     func() (oddsView, error) { return dragonheadOdds(in) },
		roll: func(src dice.Source) (rollView, error) {
			r, err := dragonhead.RollCheck(src, in)
			if err != nil {
				return rollView{}, err
			}
			var out rollView
			out.dice = keepHighest(r.RiskFaces, in.RiskDice, "risk")
			for _, f := range r.SignFaces {
				out.dice = append(out.dice, rolledDie{sides: 20, face: f, role: "sign"})
			}
			if r.TieBreak > 0 {
				out.dice = append(out.dice, rolledDie{sides: 6, face: r.TieBreak, role: "tie"})
			}
			out.result, out.success = dragonheadRollText(r)
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
	return head + ": " + pluralSuccess(r.Successes), 1
}

func netSuccesses(n int) string { return strings.Replace(pluralSuccess(n), "succ", "net succ", 1) }

func pluralSuccess(n int) string {
	if n == 1 {
		return "1 success"
	}
	return fmt.Sprintf("%d successes", n)
}

func dragonheadOdds(in dragonhead.CheckInput) (oddsView, error) {
	res, err := dragonhead.Check(in)
	if err != nil {
		return oddsView{}, err
	}
	v := oddsView{
		outcomeName: "strength",
		dist:        res.Strength,
		explain:     res.Explain,
		details:     []string{fmt.Sprintf("mean strength %.2f", res.Strength.Mean())},
	}
	if w := in.Try.Wear(); w > 0 {
		v.details = append(v.details, fmt.Sprintf("%s costs %d wear", dragonheadTryLevels[in.Try], w))
	}
	if in.Versus != nil {
		d := *in.Versus
		v.headline = res.PWin
		v.headlineWhat = fmt.Sprintf("win the challenge against %d (ties won half the time)", d)
		v.success = func(x int) bool { return x >= d }
		for _, n := range res.Successes.Outcomes() {
			if n > 0 {
				v.details = append(v.details, fmt.Sprintf("%s %s", pluralSuccess(n), formatPercent(res.Successes.Prob(n))))
			}
		}
		return v, nil
	}
	v.headline = res.PSuccess
	v.headlineWhat = "at least one success (strength 13 or more)"
	v.success = func(x int) bool { return dragonhead.SuccessesForStrength(x) > 0 }
	v.details = append(v.details, fmt.Sprintf("half fail %s · full fail %s · crash %s",
		formatPercent(res.PHalfFail), formatPercent(res.PFullFail), formatPercent(res.PCrash)))
	if p := res.Successes.AtLeast(2); p > 0 {
		v.details = append(v.details, "2 or more successes "+formatPercent(p))
	}
	return v, nil
}

// --- Evening ---

var eveningEffectNames = []string{"No effect", "Limited", "Standard", "Strong", "Great"}

type eveningSetup struct {
	modifier *numberField
	tn       *numberField
	adv, dis *widget.Check
	start    *widget.Select
	content  fyne.CanvasObject
}

func newEveningSetup(changed func()) *eveningSetup {
	s := &eveningSetup{}
	s.modifier = newNumberField("Modifier", 0, changed)
	s.tn = newNumberField("TN", 10, changed)
	s.adv = widget.NewCheck("Advantage", func(bool) { changed() })
	s.dis = widget.NewCheck("Disadvantage", func(bool) { changed() })
	s.start = widget.NewSelect(eveningEffectNames, func(string) { changed() })
	s.start.SetSelectedIndex(int(evening.EffectStandard))
	s.content = container.NewVBox(
		widget.NewForm(
			widget.NewFormItem("Modifier", s.modifier.entry),
			widget.NewFormItem("Target number", s.tn.entry),
			widget.NewFormItem("", container.NewHBox(s.adv, s.dis)),
			widget.NewFormItem("Starting effect", s.start),
		),
		widgets.Hint("d20 + modifier must beat the TN (Standard 10: an even chance). Advantage rolls 2d20 and keeps the higher; with both they cancel."),
	)
	return s
}

func (s *eveningSetup) form() fyne.CanvasObject { return s.content }

func (s *eveningSetup) request() (oddsRequest, error) {
	mod, err := s.modifier.value()
	if err != nil {
		return oddsRequest{}, err
	}
	tn, err := s.tn.value()
	if err != nil {
		return oddsRequest{}, err
	}
	in := evening.CheckInput{Modifier: mod, TN: tn, Advantage: s.adv.Checked, Disadvantage: s.dis.Checked,
		StartEffect: evening.EffectLevel(max(s.start.SelectedIndex(), 0))}
	describe := fmt.Sprintf("Evening d20 %+d vs TN %d", mod, tn)
	if in.Advantage != in.Disadvantage {
		describe += map[bool]string{true: " (advantage)", false: " (disadvantage)"}[in.Advantage]
	}
	return oddsRequest{
		describe: describe,
		odds: func() (oddsView, error) {
			res, err := evening.Check(in)
			if err != nil {
				return oddsView{}, err
			}
			v := oddsView{
				headline:     res.PSuccess,
				headlineWhat: fmt.Sprintf("success (total beats TN %d)", tn),
				outcomeName:  "total",
				dist:         res.Total,
				success:      func(x int) bool { return x > tn },
				explain:      res.Explain,
			}
			var parts []string
			for l := evening.EffectGreat; l >= evening.EffectLimited; l-- {
				if p := res.EffectOnSuccess.Prob(int(l)); p > 0 {
					parts = append(parts, fmt.Sprintf("%s %s", l, formatPercent(p)))
				}
			}
			if len(parts) > 0 {
				v.details = append(v.details, "succeeding with effect: "+strings.Join(parts, " · "))
			}
			return v, nil
		},
		roll: func(src dice.Source) (rollView, error) {
			r := evening.RollCheck(src, in)
			var out rollView
			keptOne := false
			for _, f := range r.D20s {
				kept := f == r.Natural && !keptOne
				keptOne = keptOne || kept
				out.dice = append(out.dice, rolledDie{sides: 20, face: f, dropped: !kept})
			}
			if r.Success {
				out.result = fmt.Sprintf("total %d beats TN %d: success, %s effect", r.Total, tn, r.Effect)
			} else {
				out.result = fmt.Sprintf("total %d does not beat TN %d: failure (%s)", r.Total, tn, r.Effect)
			}
			out.success = yesNo(r.Success)
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

func (s *deathSaveSetup) form() fyne.CanvasObject { return s.content }

const (
	deathSaveDie     = 0
	deathSaveRecover = 1
)

func (s *deathSaveSetup) request() (oddsRequest, error) {
	failures, successes := max(s.failures.SelectedIndex(), 0), max(s.successes.SelectedIndex(), 0)
	return oddsRequest{
		describe: fmt.Sprintf("Evening death saves (%d failed, %d succeeded)", failures, successes),
		odds: func() (oddsView, error) {
			res := evening.DeathSavesFrom(failures, successes)
			return oddsView{
				headline:     res.PRecover,
				headlineWhat: "recover",
				details:      []string{"die " + formatPercent(res.PDie)},
				outcomeName:  "outcome",
				dist:         dice.FromMap(map[int]float64{deathSaveDie: res.PDie, deathSaveRecover: res.PRecover}),
				label:        outcomeNames{deathSaveDie: "die", deathSaveRecover: "recover"}.lookup,
				success:      func(x int) bool { return x == deathSaveRecover },
				explain:      res.Explain,
			}, nil
		},
		roll: func(src dice.Source) (rollView, error) {
			roll := dice.RollDie(src, 20)
			f, ok, recover := evening.DeathSaveRoll(roll)
			out := rollView{dice: []rolledDie{{sides: 20, face: roll}}}
			switch {
			case recover:
				out.result, out.success = "recovers at once", 1
			case f == 2:
				out.result, out.success = "two failures", -1
			case f == 1:
				out.result, out.success = "one failure", -1
			case ok == 1:
				out.result, out.success = "one success", 1
			}
			return out, nil
		},
	}, nil
}

// --- Roll-under ---

type saveSetup struct {
	score    *numberField
	adv, dis *widget.Check
	content  fyne.CanvasObject
}

func newSaveSetup(changed func()) *saveSetup {
	s := &saveSetup{score: newNumberField("Score", 10, changed)}
	s.adv = widget.NewCheck("Advantage", func(bool) { changed() })
	s.dis = widget.NewCheck("Disadvantage", func(bool) { changed() })
	s.content = container.NewVBox(
		widget.NewForm(
			widget.NewFormItem("Ability score", s.score.entry),
			widget.NewFormItem("", container.NewHBox(s.adv, s.dis)),
		),
		widgets.Hint("Roll d20 equal or under the score; 1 always succeeds, 20 always fails."),
	)
	return s
}

func (s *saveSetup) form() fyne.CanvasObject { return s.content }

const (
	saveFails    = 0
	saveSucceeds = 1
)

func (s *saveSetup) request() (oddsRequest, error) {
	score, err := s.score.value()
	if err != nil {
		return oddsRequest{}, err
	}
	in := rollunder.SaveInput{Score: score, Advantage: s.adv.Checked, Disadvantage: s.dis.Checked}
	return oddsRequest{
		describe: fmt.Sprintf("Roll-under save against %d", score),
		odds: func() (oddsView, error) {
			res := rollunder.Save(in)
			return oddsView{
				headline:     res.PSuccess,
				headlineWhat: fmt.Sprintf("save succeeds (d20 of %d or under)", score),
				outcomeName:  "save",
				dist:         dice.FromMap(map[int]float64{saveFails: 1 - res.PSuccess, saveSucceeds: res.PSuccess}),
				label:        outcomeNames{saveFails: "fails", saveSucceeds: "succeeds"}.lookup,
				success:      func(x int) bool { return x == saveSucceeds },
				explain:      res.Explain,
			}, nil
		},
		roll: func(src dice.Source) (rollView, error) {
			r := rollunder.RollSave(src, in)
			var out rollView
			for _, f := range r.D20s {
				out.dice = append(out.dice, rolledDie{sides: 20, face: f})
			}
			out.result = map[bool]string{true: "the save succeeds", false: "the save fails"}[r.Success]
			out.success = yesNo(r.Success)
			return out, nil
		},
	}, nil
}

type attackSetup struct {
	dice               *widget.Entry
	attackers, armour  *numberField
	impaired, enhanced *widget.Check
	content            fyne.CanvasObject
}

func newAttackSetup(changed func()) *attackSetup {
	s := &attackSetup{dice: widget.NewEntry()}
	s.dice.SetText("d8")
	s.dice.SetPlaceHolder("every damage die rolled together: d8,d6")
	s.dice.OnChanged = func(string) { changed() }
	s.attackers = newNumberField("Attackers", 1, changed)
	s.armour = newNumberField("Armour", 0, changed)
	s.impaired = widget.NewCheck("Impaired", func(bool) { changed() })
	s.enhanced = widget.NewCheck("Enhanced", func(bool) { changed() })
	s.content = container.NewVBox(
		widget.NewForm(
			widget.NewFormItem("Damage dice", s.dice),
			widget.NewFormItem("Attackers", s.attackers.entry),
			widget.NewFormItem("", container.NewHBox(s.impaired, s.enhanced)),
			widget.NewFormItem("Target's armour", s.armour.entry),
		),
		widgets.Hint("The highest single die is the damage, +1 per extra attacker (up to +5), minus armour (at most 3)."),
	)
	return s
}

func (s *attackSetup) form() fyne.CanvasObject { return s.content }

func (s *attackSetup) request() (oddsRequest, error) {
	var sizes []int
	if strings.TrimSpace(s.dice.Text) != "" {
		var err error
		if sizes, err = dice.ParseDieList(s.dice.Text, rollunder.MaxAttackDice); err != nil {
			return oddsRequest{}, fmt.Errorf("Damage dice: %w", err)
		}
	}
	attackers, err := s.attackers.valueIn(1, 100)
	if err != nil {
		return oddsRequest{}, err
	}
	armour, err := s.armour.valueIn(0, 100)
	if err != nil {
		return oddsRequest{}, err
	}
	in := rollunder.AttackInput{Dice: sizes, Attackers: attackers, Impaired: s.impaired.Checked, Enhanced: s.enhanced.Checked, Armor: armour}
	if _, err := rollunder.Attack(in); err != nil {
		return oddsRequest{}, err
	}
	return oddsRequest{
		describe: fmt.Sprintf("Roll-under attack %s, %s, armour %d", dieNameList(rollunder.AttackDice(in)), widgets.Plural(attackers, "attacker"), armour),
		odds: func() (oddsView, error) {
			res, err := rollunder.Attack(in)
			if err != nil {
				return oddsView{}, err
			}
			return oddsView{
				headline:     res.Damage.AtLeast(1),
				headlineWhat: "deals damage (1 or more after armour)",
				details:      []string{fmt.Sprintf("mean damage %.2f, at most %d", res.Damage.Mean(), res.Damage.Max())},
				outcomeName:  "damage",
				dist:         res.Damage,
				success:      func(x int) bool { return x >= 1 },
				explain:      res.Explain,
			}, nil
		},
		roll: func(src dice.Source) (rollView, error) {
			r, err := rollunder.RollAttack(src, in)
			if err != nil {
				return rollView{}, err
			}
			var out rollView
			out.dice = keepHighest(r.Faces, r.Dice, "")
			out.result = fmt.Sprintf("%d damage", r.Damage)
			out.success = yesNo(r.Damage > 0)
			return out, nil
		},
	}, nil
}

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

func (s *riskItAllSetup) form() fyne.CanvasObject { return s.content }

func (s *riskItAllSetup) paintCounter() {
	s.counter.SetText(fmt.Sprintf("Risked it all %s in this window: %s earned",
		widgets.Plural(s.risks, "time"), widgets.Plural(drgn.RiskItAllEpicoins(s.risks), "Epicoin")))
}

func (s *riskItAllSetup) request() (oddsRequest, error) {
	return oddsRequest{
		describe: "DRGN Risk it All",
		odds: func() (oddsView, error) {
			res := drgn.RiskItAllOdds()
			return oddsView{
				headline:     res.PBetter,
				headlineWhat: "better than the normal outcome",
				details:      []string{"worse than normal " + formatPercent(res.PWorse)},
				outcomeName:  "outcome",
				dist:         res.Outcomes,
				label:        func(x int) string { return drgn.RiskItAllOutcome(x).String() },
				barLabel:     riskItAllShort.lookup,
				success:      func(x int) bool { return x > 0 },
				explain:      res.Explain,
			}, nil
		},
		roll: func(src dice.Source) (rollView, error) {
			roll := dice.RollDie(src, 20)
			o, err := drgn.RiskItAllFor(roll)
			if err != nil {
				return rollView{}, err
			}
			s.risks++
			s.paintCounter()
			return rollView{
				dice:    []rolledDie{{sides: 20, face: roll}},
				result:  o.String(),
				success: int(max(min(o, 1), -1)),
			}, nil
		},
	}, nil
}

// riskItAllShort names the Risk it All rows under the chart's bars.
var riskItAllShort = outcomeNames{
	int(drgn.RiskItAllCatastrophe): "catastrophe",
	int(drgn.RiskItAllStepBelow):   "step below",
	int(drgn.RiskItAllNormal):      "normal",
	int(drgn.RiskItAllStepAbove):   "step above",
	int(drgn.RiskItAllInstant):     "instant success",
}

// outcomeNames names the outcomes of a yes/no distribution.
type outcomeNames map[int]string

func (n outcomeNames) lookup(x int) string { return n[x] }

// inputCopier is a setup that can take another setup's inputs, so that
// compare mode starts from a copy of the first setup.
type inputCopier interface {
	copyInputs(from diceSetup)
}

func (s *exprSetup) copyInputs(from diceSetup) {
	if o, ok := from.(*exprSetup); ok {
		s.expr.SetText(o.expr.Text)
		s.atLeast.SetText(o.atLeast.Text)
	}
}

func (s *dvrSetup) copyInputs(from diceSetup) {
	if o, ok := from.(*dvrSetup); ok {
		s.difficulty.entry.SetText(o.difficulty.entry.Text)
		s.risk.SetText(o.risk.Text)
		s.push.entry.SetText(o.push.entry.Text)
		s.setPool(o.pool...)
	}
}

func (s *dragonheadSetup) copyInputs(from diceSetup) {
	if o, ok := from.(*dragonheadSetup); ok {
		s.score.entry.SetText(o.score.entry.Text)
		s.bonus.entry.SetText(o.bonus.entry.Text)
		s.versus.entry.SetText(o.versus.entry.Text)
		s.challenge.SetChecked(o.challenge.Checked)
		s.ladder.set(o.ladder.selected()...)
		s.try.set(o.try.selected()...)
		s.risk.set(o.risk.selected()...)
	}
}

func (s *eveningSetup) copyInputs(from diceSetup) {
	if o, ok := from.(*eveningSetup); ok {
		s.modifier.entry.SetText(o.modifier.entry.Text)
		s.tn.entry.SetText(o.tn.entry.Text)
		s.adv.SetChecked(o.adv.Checked)
		s.dis.SetChecked(o.dis.Checked)
		s.start.SetSelectedIndex(o.start.SelectedIndex())
	}
}

func (s *deathSaveSetup) copyInputs(from diceSetup) {
	if o, ok := from.(*deathSaveSetup); ok {
		s.failures.SetSelectedIndex(o.failures.SelectedIndex())
		s.successes.SetSelectedIndex(o.successes.SelectedIndex())
	}
}

func (s *saveSetup) copyInputs(from diceSetup) {
	if o, ok := from.(*saveSetup); ok {
		s.score.entry.SetText(o.score.entry.Text)
		s.adv.SetChecked(o.adv.Checked)
		s.dis.SetChecked(o.dis.Checked)
	}
}

func (s *attackSetup) copyInputs(from diceSetup) {
	if o, ok := from.(*attackSetup); ok {
		s.dice.SetText(o.dice.Text)
		s.attackers.entry.SetText(o.attackers.entry.Text)
		s.armour.entry.SetText(o.armour.entry.Text)
		s.impaired.SetChecked(o.impaired.Checked)
		s.enhanced.SetChecked(o.enhanced.Checked)
	}
}

// keepHighest shows dice of which only the highest counts: the first die
// with the highest face is kept, the others are greyed.
func keepHighest(faces, sides []int, role string) []rolledDie {
	best := 0
	for _, f := range faces {
		best = max(best, f)
	}
	out := make([]rolledDie, 0, len(faces))
	keptOne := false
	for i, f := range faces {
		kept := f == best && !keptOne
		keptOne = keptOne || kept
		out = append(out, rolledDie{sides: sides[i], face: f, dropped: !kept, role: role})
	}
	return out
}
