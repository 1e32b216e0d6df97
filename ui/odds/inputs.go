package odds

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"sessionzero/ui/widgets"
)

// NumberField is an entry for a whole number. Its value is read when the
// odds are asked for, so a half-typed number gives a clear message instead
// of odds for the wrong number.
type NumberField struct {
	Name  string // how messages call it: "Score"
	Entry *widget.Entry
}

// NewNumberField is a number field showing initial; changed runs on every edit.
func NewNumberField(name string, initial int, changed func()) *NumberField {
	f := &NumberField{Name: name, Entry: widget.NewEntry()}
	f.Entry.SetText(strconv.Itoa(initial))
	f.Entry.OnChanged = func(string) { changed() }
	return f
}

// Value is the number typed, or an error that says what to fix.
func (f *NumberField) Value() (int, error) {
	s := strings.TrimSpace(strings.ReplaceAll(f.Entry.Text, "−", "-"))
	if s == "" {
		return 0, fmt.Errorf("%s: type a whole number", f.Name)
	}
	n, err := strconv.Atoi(strings.TrimPrefix(s, "+"))
	if err != nil {
		return 0, fmt.Errorf("%s: %q is not a whole number", f.Name, f.Entry.Text)
	}
	return n, nil
}

// ValueIn is Value, refused outside lo…hi.
func (f *NumberField) ValueIn(lo, hi int) (int, error) {
	n, err := f.Value()
	if err != nil {
		return 0, err
	}
	if n < lo || n > hi {
		return 0, fmt.Errorf("%s: %d is out of range %d–%d", f.Name, n, lo, hi)
	}
	return n, nil
}

// ToggleGroup is a row of buttons that stay pressed: one at a time (a
// ladder, a try level) or any number (risk dice).
type ToggleGroup struct {
	options  []string
	buttons  []*widget.Button
	on       []bool
	multi    bool
	changed  func()
	Content  *fyne.Container
	disabled bool
}

// NewToggleGroup lays the options out in rows of columns buttons; initial
// are the indexes pressed at the start.
func NewToggleGroup(options []string, columns int, multi bool, initial []int, changed func()) *ToggleGroup {
	g := &ToggleGroup{options: options, on: make([]bool, len(options)), multi: multi, changed: changed}
	objs := make([]fyne.CanvasObject, len(options))
	for i, o := range options {
		i := i
		b := widget.NewButton(o, func() { g.Tap(i) })
		g.buttons = append(g.buttons, b)
		objs[i] = b
	}
	for _, i := range initial {
		g.on[i] = true
	}
	g.Content = container.NewGridWithColumns(columns, objs...)
	g.paint()
	return g
}

// Tap presses or releases option i, as a click does.
func (g *ToggleGroup) Tap(i int) {
	if g.multi {
		g.on[i] = !g.on[i]
	} else {
		for j := range g.on {
			g.on[j] = j == i
		}
	}
	g.paint()
	g.changed()
}

// Set presses exactly the given options.
func (g *ToggleGroup) Set(indexes ...int) {
	for j := range g.on {
		g.on[j] = false
	}
	for _, i := range indexes {
		g.on[i] = true
	}
	g.paint()
	g.changed()
}

// Selected lists the pressed options' indexes, in order.
func (g *ToggleGroup) Selected() []int {
	var out []int
	for i, on := range g.on {
		if on {
			out = append(out, i)
		}
	}
	return out
}

// First is the pressed option of a one-at-a-time group.
func (g *ToggleGroup) First() int {
	if s := g.Selected(); len(s) > 0 {
		return s[0]
	}
	return 0
}

func (g *ToggleGroup) paint() {
	for i, b := range g.buttons {
		if g.on[i] {
			b.Importance = widget.HighImportance
		} else {
			b.Importance = widget.MediumImportance
		}
		b.Refresh()
	}
}

// WrapRow lays objects out left to right, wrapping onto new rows.
func WrapRow(objs ...fyne.CanvasObject) *fyne.Container {
	return container.New(layout.NewRowWrapLayout(), objs...)
}

// HintedForm is a setup's form with the rule it computes in a hint below:
// the layout every Dice & Odds setup shares.
func HintedForm(hint string, items ...*widget.FormItem) *fyne.Container {
	return container.NewVBox(widget.NewForm(items...), widgets.Hint(hint))
}
