package odds

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"sessionzero/ui/widgets"
)

// oddsResult is a finished computation, ready to show: everything the
// chart and table need is prepared off the UI goroutine.
type oddsResult struct {
	view View
	bars []chartBar
	rows [][4]string // outcome, P(exactly), P(at least), P(at most)
	err  error
}

// maxChartBars is the most bars the chart draws; wider distributions are
// grouped.
const maxChartBars = 120

// computeOdds runs a request's odds and lays them out for the chart and
// the table. It runs on a worker goroutine.
func computeOdds(req Request) oddsResult {
	v, err := req.Odds()
	if err != nil {
		return oddsResult{err: err}
	}
	res := oddsResult{view: v}
	d := v.Dist.Trim()
	success := v.Success
	if success == nil {
		success = func(int) bool { return false }
	}
	if v.Label != nil {
		// Named outcomes: only those that can happen.
		barLabel := v.outcomeLabel
		if v.BarLabel != nil {
			barLabel = v.BarLabel
		}
		for _, x := range d.Outcomes() {
			res.bars = append(res.bars, chartBar{label: barLabel(x), p: d.Prob(x), highlight: success(x)})
		}
	} else {
		// Numbers: every value in the range, so the axis is even; wide
		// ranges are grouped so that a bar stays a few pixels wide.
		per := (d.Max() - d.Min + maxChartBars) / maxChartBars
		for lo := d.Min; lo <= d.Max(); lo += per {
			bar := chartBar{label: v.outcomeLabel(lo)}
			hits := 0
			for x := lo; x < lo+per && x <= d.Max(); x++ {
				bar.p += d.Prob(x)
				if success(x) {
					hits++
				}
			}
			bar.highlight = 2*hits > min(per, d.Max()-lo+1)
			res.bars = append(res.bars, bar)
		}
		if per > 1 {
			res.view.Details = append(res.view.Details, fmt.Sprintf("each bar of the chart covers %d %ss, labelled by the first", per, v.OutcomeName))
		}
	}
	// P(≤) and P(≥) as running sums from each end (AtMost and AtLeast per
	// row would be quadratic for 100d100's 9,901 outcomes).
	outcomes := d.Outcomes()
	atMost := make([]float64, len(outcomes))
	atLeast := make([]float64, len(outcomes))
	for i, sum := 0, 0.0; i < len(outcomes); i++ {
		sum += d.Prob(outcomes[i])
		atMost[i] = sum
	}
	for i, sum := len(outcomes)-1, 0.0; i >= 0; i-- {
		sum += d.Prob(outcomes[i])
		atLeast[i] = sum
	}
	for i, x := range outcomes {
		res.rows = append(res.rows, [4]string{v.outcomeLabel(x), FormatPercent(d.Prob(x)), FormatPercent(atLeast[i]), FormatPercent(atMost[i])})
	}
	return res
}

// dicePane is one setup of the Dice & Odds window: what to roll, its
// inputs, the odds (recomputed off the UI goroutine as the inputs change)
// and a roll button.
type dicePane struct {
	win    *diceWindow
	kinds  []SetupKind
	picker *widget.Select
	setups map[int]Setup // kept, so switching back keeps the inputs
	setup  Setup
	form   *fyne.Container

	headline     *canvas.Text
	headlineWhat *widget.Label
	working      *fyne.Container // "computing…" with an activity spinner
	activity     *widget.Activity
	problem      *widget.Label
	details      *widget.Label
	chart        *barChart
	table        *widget.Table
	rows         [][4]string
	// shownOutcomeName heads the table's first column ("net successes").
	shownOutcomeName string
	explain          *widget.Label

	rollButton *widget.Button
	lastDice   *fyne.Container
	lastResult *widget.Label

	req    Request
	reqErr error

	// gen counts the requests; a result is shown only if it belongs to
	// the newest one, so a slow, stale result never overwrites a newer.
	gen int
	// spawn runs work off the UI goroutine (a goroutine; tests may queue it).
	spawn func(work func())
	// post runs f on the UI goroutine (fyne.Do).
	post func(f func())
	// pending counts computations started and not yet posted back.
	pending int

	// inputs (what to roll, the roll button and the last roll) and results
	// (headline, chart, table, explanation) are laid out by view.
	inputs, results *fyne.Container
	scrolls         []*container.Scroll
	inputsWidth     *canvas.Rectangle // holds the inputs column open when wide
	frame           *fyne.Container   // the wide layout
}

// minInputsWidth keeps the inputs column wide enough for rows that wrap
// (the DvR die buttons) to sit on one line.
const minInputsWidth = 440

// view lays the pane out: inputs and results side by side when wide (one
// setup in the window), or one above the other (compare mode).
func (p *dicePane) view(wide bool) fyne.CanvasObject {
	p.inputsWidth = nil
	if wide {
		in, out := container.NewVScroll(container.NewPadded(p.inputs)), container.NewVScroll(container.NewPadded(p.results))
		p.scrolls = []*container.Scroll{in, out}
		p.inputsWidth = canvas.NewRectangle(color.Transparent)
		p.frame = container.NewBorder(nil, nil, container.NewStack(p.inputsWidth, in), nil, out)
		p.refreshScrolls()
		return p.frame
	}
	both := container.NewVScroll(container.NewPadded(container.NewVBox(p.inputs, widget.NewSeparator(), p.results)))
	p.scrolls = []*container.Scroll{both}
	return both
}

func newDicePane(w *diceWindow, kind int) *dicePane {
	p := &dicePane{
		win:    w,
		kinds:  setupKinds(),
		setups: map[int]Setup{},
		spawn:  w.spawn,
		post:   w.post,
	}
	names := make([]string, len(p.kinds))
	for i, k := range p.kinds {
		names[i] = k.Name
	}
	p.form = container.NewStack()
	p.headline = canvas.NewText("", theme.Color(theme.ColorNamePrimary))
	p.headline.TextSize = 40
	p.headline.TextStyle = fyne.TextStyle{Bold: true}
	p.headlineWhat = widget.NewLabel("")
	p.headlineWhat.Wrapping = fyne.TextWrapWord
	p.activity = widget.NewActivity()
	p.working = container.NewHBox(p.activity, widget.NewLabel("computing…"))
	p.working.Hide()
	p.problem = widgets.Danger("")
	p.problem.Hide()
	p.details = widget.NewLabel("")
	p.details.Wrapping = fyne.TextWrapWord
	p.chart = newBarChart()
	p.table = p.newTable()
	p.explain = widget.NewLabel("")
	p.explain.Wrapping = fyne.TextWrapWord
	p.explain.SizeName = theme.SizeNameCaptionText

	p.rollButton = widget.NewButtonWithIcon("Roll", theme.MediaPlayIcon(), p.roll)
	p.rollButton.Importance = widget.HighImportance
	p.lastDice = WrapRow()
	p.lastResult = widget.NewLabel("")
	p.lastResult.Wrapping = fyne.TextWrapWord

	p.picker = widget.NewSelect(names, func(string) { p.choose(p.picker.SelectedIndex()) })

	tableBox := container.NewStack(minSizeSpacer(fyne.NewSize(10, 220)), p.table)
	headline := container.NewBorder(nil, nil, p.headline, nil, container.NewVBox(layout.NewSpacer(), p.headlineWhat, layout.NewSpacer()))
	p.inputs = container.NewVBox(
		container.NewBorder(nil, nil, widget.NewLabelWithStyle("Roll", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), nil, p.picker),
		p.form,
		widget.NewSeparator(),
		container.NewBorder(nil, nil, p.rollButton, nil, p.lastResult),
		p.lastDice,
	)
	p.results = container.NewVBox(
		headline,
		p.working,
		p.problem,
		p.details,
		p.chart,
		tableBox,
		p.explain,
	)
	p.picker.SetSelectedIndex(min(kind, len(p.kinds)-1)) // the expression alone when no system registered setups
	return p
}

// minSizeSpacer is an invisible rectangle that gives a stack its size.
func minSizeSpacer(size fyne.Size) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(size)
	return r
}

func (p *dicePane) newTable() *widget.Table {
	headers := []string{"outcome", "P(exactly)", "P(at least)", "P(at most)"}
	t := widget.NewTableWithHeaders(
		func() (int, int) { return len(p.rows), 4 },
		func() fyne.CanvasObject {
			l := widget.NewLabel("one step above normal")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(id widget.TableCellID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			// Only names can be too long for their column; truncating
			// the percentages would only cost time.
			if id.Col == 0 {
				l.Alignment, l.Truncation = fyne.TextAlignLeading, fyne.TextTruncateEllipsis
			} else {
				l.Alignment, l.Truncation = fyne.TextAlignTrailing, fyne.TextTruncateOff
			}
			if id.Row < len(p.rows) {
				l.SetText(p.rows[id.Row][id.Col])
			}
		})
	t.ShowHeaderColumn = false
	t.CreateHeader = func() fyne.CanvasObject {
		return widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	}
	t.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		l := o.(*widget.Label)
		if id.Col >= 0 && id.Col < len(headers) {
			l.SetText(headers[id.Col])
			if id.Col == 0 && p.req.Odds != nil {
				l.SetText(p.outcomeHeading())
			}
		}
	}
	t.SetColumnWidth(0, 120)
	for c := 1; c < 4; c++ {
		t.SetColumnWidth(c, 90)
	}
	return t
}

// outcomeHeading is the table's first column heading.
func (p *dicePane) outcomeHeading() string {
	if p.shownOutcomeName != "" {
		return p.shownOutcomeName
	}
	return "outcome"
}

// choose switches the pane to the kind-th setup.
func (p *dicePane) choose(kind int) {
	if kind < 0 {
		return
	}
	s, ok := p.setups[kind]
	if !ok {
		s = p.kinds[kind].New(p.recompute)
		p.setups[kind] = s
	}
	p.setup = s
	p.form.Objects = []fyne.CanvasObject{s.Form()}
	p.form.Refresh()
	p.refreshScrolls() // the new form's height
	p.lastDice.RemoveAll()
	p.lastResult.SetText("")
	p.refreshScrolls()
	p.recompute()
}

// recompute reads the inputs and starts computing their odds off the UI
// goroutine; the result is posted back and shown unless newer inputs
// came in meanwhile.
func (p *dicePane) recompute() {
	if p.setup == nil {
		return
	}
	p.gen++
	gen := p.gen
	req, err := p.setup.Request()
	p.req, p.reqErr = req, err
	if err != nil {
		p.showProblem(err)
		p.rollButton.Disable()
		p.setWorking(false)
		return
	}
	p.rollButton.Enable()
	p.problem.Hide()
	p.setWorking(req.Slow)
	p.pending++
	p.spawn(func() {
		res := computeOdds(req)
		p.post(func() {
			p.pending--
			p.show(gen, res)
		})
	})
}

// show puts a finished computation on screen if it is still the newest.
func (p *dicePane) show(gen int, res oddsResult) {
	if gen != p.gen {
		return // stale: newer inputs are being computed
	}
	p.setWorking(false)
	if res.err != nil {
		p.showProblem(res.err)
		return
	}
	v := res.view
	p.problem.Hide()
	p.headline.Text = v.headlineText()
	p.headline.Color = theme.Color(theme.ColorNamePrimary)
	p.headline.Refresh()
	p.headlineWhat.SetText(widgets.Shown(v.HeadlineWhat))
	p.details.SetText(widgets.Shown(strings.Join(v.Details, "\n")))
	p.details.Show()
	p.chart.setBars(res.bars)
	p.chart.Show()
	p.rows = res.rows
	p.shownOutcomeName = v.OutcomeName
	firstColumn := float32(120)
	if v.Label != nil {
		firstColumn = 200 // named outcomes ("one step above normal")
	}
	p.table.SetColumnWidth(0, firstColumn)
	p.table.Refresh()
	p.table.ScrollToTop()
	p.explain.SetText(widgets.Shown("· " + strings.Join(v.Explain, "\n· ")))
	p.refreshScrolls()
}

// showProblem replaces the odds with what to fix.
func (p *dicePane) showProblem(err error) {
	p.problem.SetText(widgets.Shown(err.Error()))
	p.problem.Show()
	p.headline.Text = "—"
	p.headline.Refresh()
	p.headlineWhat.SetText("")
	p.details.SetText("")
	p.details.Hide()
	p.chart.setBars(nil)
	p.rows = nil
	p.table.Refresh()
	p.explain.SetText("")
	p.refreshScrolls()
}

// refreshScrolls lets the scrolls take the new height of their content.
func (p *dicePane) refreshScrolls() {
	if p.inputsWidth != nil {
		// A vertical scroll does not ask for its content's width: give it.
		w := max(p.inputs.MinSize().Width, minInputsWidth) + 2*theme.Padding() + theme.ScrollBarSize()
		p.inputsWidth.SetMinSize(fyne.NewSize(w, 10))
		p.frame.Refresh()
	}
	for _, sc := range p.scrolls {
		sc.Refresh()
	}
}

func (p *dicePane) setWorking(on bool) {
	if on {
		p.working.Show()
		p.activity.Start()
	} else {
		p.activity.Stop()
		p.working.Hide()
	}
}

// roll rolls the current setup once and adds it to the history.
func (p *dicePane) roll() {
	if p.reqErr != nil || p.req.Roll == nil {
		return
	}
	rv, err := p.req.Roll(p.win.src)
	if err != nil {
		p.showProblem(err)
		return
	}
	p.lastDice.RemoveAll()
	for _, d := range rv.Dice {
		p.lastDice.Add(dieTile(d))
	}
	p.lastDice.Refresh()
	p.lastResult.SetText(widgets.Shown(rv.Result))
	switch rv.Success {
	case 1:
		p.lastResult.Importance = widget.SuccessImportance
	case -1:
		p.lastResult.Importance = widget.DangerImportance
	default:
		p.lastResult.Importance = widget.MediumImportance
	}
	p.lastResult.Refresh()
	p.refreshScrolls()
	p.win.addHistory(p.req.Describe, rv)
}

// dieTile is a small square showing a die's face, its size under it.
func dieTile(d Die) fyne.CanvasObject {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
	bg.StrokeWidth = 2
	bg.CornerRadius = 6
	bg.SetMinSize(fyne.NewSize(40, 40))
	face := canvas.NewText(fmt.Sprint(d.Face), theme.Color(theme.ColorNameForeground))
	face.TextSize = 20
	face.TextStyle = fyne.TextStyle{Bold: true}
	face.Alignment = fyne.TextAlignCenter
	caption := fmt.Sprintf("d%d", d.Sides)
	if d.Role != "" {
		caption = d.Role + " " + caption
	}
	if d.Dropped {
		bg.StrokeColor = theme.Color(theme.ColorNameDisabled)
		face.Color = theme.Color(theme.ColorNameDisabled)
	}
	under := canvas.NewText(caption, theme.Color(theme.ColorNamePlaceHolder))
	under.TextSize = theme.CaptionTextSize()
	under.Alignment = fyne.TextAlignCenter
	return container.NewVBox(container.NewCenter(container.NewStack(bg, container.NewCenter(face))), under)
}
