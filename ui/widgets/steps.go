package widgets

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Steps is a builder's strip of steps above one scrolling page per step:
// the step shown is highlighted in the strip, and each page but the last
// ends with a Next step button.
type Steps struct {
	Strip   *StepStrip          // the step buttons, in a grid or a row
	Pages   *fyne.Container     // the pages, one shown at a time
	Buttons []*widget.Button    // one per step
	Content []*fyne.Container   // what each page shows; the builder fills it
	scrolls []*container.Scroll // each page's scroll
	Current int
	// OnShow runs before step i is shown (to make its content).
	OnShow func(i int)
}

// NewSteps makes the strip and pages for the titles, columns buttons a row
// of equal width; columns 0 puts every button in one row, each as wide as
// its title, to save a row's height.
func NewSteps(titles []string, columns int, onShow func(i int)) *Steps {
	box := container.NewHBox()
	if columns > 0 {
		box = container.NewGridWithColumns(columns)
	}
	s := &Steps{Pages: container.NewStack(), OnShow: onShow}
	s.Strip = &StepStrip{steps: s, box: box}
	s.Strip.ExtendBaseWidget(s.Strip)
	for i, t := range titles {
		content := container.NewStack()
		s.Content = append(s.Content, content)
		var bottom fyne.CanvasObject = layout.NewSpacer()
		if i < len(titles)-1 {
			next := widget.NewButtonWithIcon("Next step", theme.NavigateNextIcon(), func() { s.Show(i + 1) })
			next.IconPlacement = widget.ButtonIconTrailingText
			bottom = container.NewHBox(layout.NewSpacer(), next)
		}
		page := container.NewVScroll(container.NewPadded(container.NewVBox(content, widget.NewSeparator(), bottom)))
		s.scrolls = append(s.scrolls, page)
		s.Pages.Add(page)
		s.Buttons = append(s.Buttons, widget.NewButton(t, func() { s.Show(i) }))
		box.Add(s.Buttons[i])
	}
	return s
}

// Show shows step i (out of range: nothing happens).
func (s *Steps) Show(i int) {
	if i < 0 || i >= len(s.scrolls) {
		return
	}
	s.Current = i
	if s.OnShow != nil {
		s.OnShow(i)
	}
	for j, page := range s.scrolls {
		s.Buttons[j].Importance = widget.MediumImportance
		page.Hide()
		if j == i {
			s.Buttons[j].Importance = widget.HighImportance
			page.Show()
		}
		s.Buttons[j].Refresh()
	}
	s.scrolls[i].ScrollToTop()
}

// Page is step i's scrolling page.
func (s *Steps) Page(i int) *container.Scroll { return s.scrolls[i] }

// Len is how many steps there are.
func (s *Steps) Len() int { return len(s.scrolls) }

// StepStrip is the strip of step buttons a builder shows above its pages.
// It is a widget of its own so that tests (the fit test, keyboard tests)
// find a builder's steps in any window and can show each in turn.
type StepStrip struct {
	widget.BaseWidget
	steps *Steps
	box   *fyne.Container
}

// Steps are the steps the strip switches between.
func (st *StepStrip) Steps() *Steps { return st.steps }

// CreateRenderer implements fyne.Widget.
func (st *StepStrip) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(st.box) }

// Frame lays out a builder: the strip and the notice above, the pages
// beside the summary (offset is the pages' share of the width), the whole
// at least minHeight tall. The pages and the summary scroll inside it, so
// the editor's generic fields and the builder fit a 1280×720 screen.
func (s *Steps) Frame(message Notice, summary fyne.CanvasObject, offset float64, minHeight float32) fyne.CanvasObject {
	split := container.NewHSplit(s.Pages, summary)
	split.Offset = offset
	body := Border(container.NewVBox(s.Strip, message), nil, nil, nil, split)
	height := canvas.NewRectangle(color.Transparent)
	height.SetMinSize(fyne.NewSize(0, minHeight))
	return container.NewStack(height, body)
}

// Notice is the one-line message above a builder's form: why an edit was
// refused (in red), or what an operation did.
type Notice struct{ *widget.Label }

// NewNotice makes a hidden notice.
func NewNotice() Notice {
	l := widget.NewLabel("")
	l.Wrapping = fyne.TextWrapWord
	l.Hide()
	return Notice{l}
}

// Refuse says why a change to what was not made.
func (n Notice) Refuse(what string, err error) {
	n.show(fmt.Sprintf("Not changed — %s: %v", what, err), widget.DangerImportance)
}

// Fail says why a change was not made, when err says what it was.
func (n Notice) Fail(err error) {
	n.show(fmt.Sprintf("Not changed — %v", err), widget.DangerImportance)
}

// Tell says what a change did.
func (n Notice) Tell(text string) { n.show(text, widget.SuccessImportance) }

func (n Notice) show(text string, imp widget.Importance) {
	n.SetText(Shown(text))
	n.Importance = imp
	n.Show()
	n.Refresh()
}
