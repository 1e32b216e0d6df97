package odds

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dice"
)

// Pieces the systems' setups share: the advantage and disadvantage pair
// of a d20 system, and the view of a chance that either happens or not.

// Advantage is the pair of ticks "Advantage" and "Disadvantage" (with
// both they cancel, as the systems' rules say).
type Advantage struct {
	Adv, Dis *widget.Check
	Content  fyne.CanvasObject
}

// NewAdvantage is the pair; changed runs on every tick.
func NewAdvantage(changed func()) *Advantage {
	a := &Advantage{Adv: widget.NewCheck("Advantage", func(bool) { changed() }),
		Dis: widget.NewCheck("Disadvantage", func(bool) { changed() })}
	a.Content = container.NewHBox(a.Adv, a.Dis)
	return a
}

// CopyFrom ticks as o is ticked (compare mode).
func (a *Advantage) CopyFrom(o *Advantage) {
	a.Adv.SetChecked(o.Adv.Checked)
	a.Dis.SetChecked(o.Dis.Checked)
}

// Either outcome of a YesNoView.
const (
	OutcomeNo  = 0
	OutcomeYes = 1
)

// YesNoView is the view of a chance p that something happens: the
// headline, a two-bar chart named yes and no, details and explain lines.
func YesNoView(p float64, what, yes, no string, details, explain []string) View {
	return View{
		Headline:     p,
		HeadlineWhat: what,
		Details:      details,
		OutcomeName:  "outcome",
		Dist:         dice.FromMap(map[int]float64{OutcomeNo: 1 - p, OutcomeYes: p}),
		Label:        OutcomeNames{OutcomeNo: no, OutcomeYes: yes}.Lookup,
		Success:      func(x int) bool { return x == OutcomeYes },
		Explain:      explain,
	}
}
