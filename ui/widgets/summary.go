package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules"
)

// DerivedSummary fills a builder's summary: the rule problems in red (or
// "No rule problems."), every derived value with its explain line, then
// the notes. text writes one value the way the system's sheet would.
func DerivedSummary(box *fyne.Container, d rules.Derived, text func(rules.Value) string) {
	box.RemoveAll()
	Problems(box, d.Problems)
	for _, v := range d.Values {
		box.Add(DerivedValue(v, text(v)))
	}
	for _, n := range d.Notes {
		box.Add(Explain("Note: " + n))
	}
	box.Refresh()
}

// Problems adds the rule problems to box, in red under a count, or "No
// rule problems." in green.
func Problems(box *fyne.Container, problems []rules.Problem) {
	if len(problems) == 0 {
		ok := widget.NewLabel("No rule problems.")
		ok.Importance = widget.SuccessImportance
		box.Add(ok)
		return
	}
	title := widget.NewLabelWithStyle(Plural(len(problems), "rule problem"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.Importance = widget.DangerImportance
	box.Add(title)
	for _, p := range problems {
		l := widget.NewLabel("• " + Shown(p.Message))
		l.Wrapping = fyne.TextWrapWord
		l.Importance = widget.DangerImportance
		box.Add(l)
	}
}

// DerivedValue is a derived value's bold label, its text and, below,
// its explain line.
func DerivedValue(v rules.Value, text string) fyne.CanvasObject {
	name := widget.NewLabelWithStyle(v.Label, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	value := widget.NewLabel(Shown(text))
	value.Wrapping = fyne.TextWrapWord
	box := container.NewVBox(container.NewBorder(nil, nil, name, nil, value))
	if v.Explain != "" {
		box.Add(Explain(v.Explain))
	}
	return box
}

// Explain is a small italic line saying where a number comes from.
func Explain(s string) *widget.Label {
	l := widget.NewLabelWithStyle(Shown(s), fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	l.SizeName = theme.SizeNameCaptionText
	l.Wrapping = fyne.TextWrapWord
	return l
}

// Pair is a bold name with its value on the right, or below it when the
// value is longer than wide characters; both wrap, so a summary fits a
// narrow column.
func Pair(name, value string, wide int) fyne.CanvasObject {
	n := Bold(name)
	n.Wrapping = fyne.TextWrapWord
	v := widget.NewLabel(Shown(value))
	if len([]rune(value)) > wide {
		v.Wrapping = fyne.TextWrapWord
		return container.NewVBox(n, v)
	}
	return container.NewBorder(nil, nil, nil, v, n)
}
