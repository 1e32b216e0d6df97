package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules"
	"sessionzero/ui/widgets"
)

// derivedView shows a system's derived values, each with where it comes
// from, then the rule problems and the rules decisions that apply.
func derivedView(d rules.Derived) fyne.CanvasObject {
	box := container.NewVBox()
	if len(d.Problems) > 0 {
		title := widget.NewLabelWithStyle(widgets.Plural(len(d.Problems), "rule problem"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		title.Importance = widget.DangerImportance
		box.Add(title)
		for _, p := range d.Problems {
			l := widgets.Danger("• " + widgets.Shown(p.Message))
			box.Add(l)
		}
	} else if d.Implemented {
		ok := widget.NewLabel("No rule problems.")
		ok.Importance = widget.SuccessImportance
		box.Add(ok)
	}
	for _, v := range d.Values {
		name := widget.NewLabelWithStyle(v.Label, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		value := widget.NewLabel(widgets.Shown(v.Text()))
		row := container.NewBorder(nil, nil, name, value)
		box.Add(row)
		if v.Explain != "" {
			ex := widget.NewLabel(widgets.Shown(v.Explain))
			ex.Importance = widget.LowImportance
			ex.SizeName = theme.SizeNameCaptionText
			ex.Wrapping = fyne.TextWrapWord
			box.Add(ex)
		}
	}
	for _, n := range d.Notes {
		note := widget.NewLabel("Note: " + widgets.Shown(n))
		note.Importance = widget.LowImportance
		note.Wrapping = fyne.TextWrapWord
		box.Add(note)
	}
	return box
}
