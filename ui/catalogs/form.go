package catalogs

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sessionzero/ui/widgets"
)

// This file is an entry's form built from a list of fields, each bound to
// a JSON key: Fill shows an entry, Read writes the inputs back over it and
// keeps every key the form does not know, so unknown fields round-trip.

// FieldKind is how a field's input shows and reads its JSON value.
type FieldKind int

// The field kinds.
const (
	Text    FieldKind = iota // a string
	Long                     // a string, several lines
	Int                      // an optional whole number (blank: absent)
	Bool                     // a check box (false: absent)
	Select                   // one of Options (blank: absent); a number option is written as a number
	Strings                  // strings, comma-separated
	Checks                   // strings, ticked from Options
	Custom                   // a multi-line input written and read by the field's Codec
)

// Codec writes a Custom field's JSON value as text and reads it back; Read
// returns ok false for "leave the key out".
type Codec struct {
	Show func(raw json.RawMessage) string
	Read func(label, text string) (v any, ok bool, err error)
}

// Field is one input of a form. Key is the entry's JSON key; "kit.items"
// is the key items of the object kit.
type Field struct {
	Key, Label, Hint string
	Kind             FieldKind
	Options          []string
	Codec            *Codec
}

// NewInput is a field's input.
func NewInput(f Field) fyne.CanvasObject {
	switch f.Kind {
	case Bool:
		return widget.NewCheck("", nil)
	case Select:
		s := widget.NewSelect(append([]string{""}, f.Options...), nil)
		s.PlaceHolder = "(none)"
		return s
	case Checks:
		return NewCheckGrid(f.Options)
	case Long, Custom:
		e := widget.NewMultiLineEntry()
		e.Wrapping = fyne.TextWrapWord
		e.SetMinRowsVisible(2)
		if f.Kind == Custom {
			e.SetMinRowsVisible(3)
		}
		e.SetPlaceHolder(f.Hint)
		return e
	}
	return widgets.Entry(f.Hint)
}

// NewForm makes the inputs of fields (into inputs, by key) in a form.
func NewForm(fields []Field, inputs map[string]fyne.CanvasObject) *widget.Form {
	form := widget.NewForm()
	for _, f := range fields {
		in := NewInput(f)
		inputs[f.Key] = in
		item := widget.NewFormItem(f.Label, in)
		if f.Kind == Select || f.Kind == Bool || f.Kind == Checks {
			item.HintText = f.Hint
		}
		form.AppendItem(item)
	}
	return form
}

// OnChange calls f after any input changes.
func OnChange(inputs map[string]fyne.CanvasObject, f func()) {
	for _, in := range inputs {
		switch in := in.(type) {
		case *widget.Entry:
			in.OnChanged = func(string) { f() }
		case *widget.Select:
			in.OnChanged = func(string) { f() }
		case *widget.Check:
			in.OnChanged = func(bool) { f() }
		case *CheckGrid:
			for _, c := range in.checks {
				c.OnChanged = func(bool) { f() }
			}
		}
	}
}

// Fill shows an entry's JSON in the inputs.
func Fill(fields []Field, inputs map[string]fyne.CanvasObject, data json.RawMessage) {
	top, err := DecodeKeep(data)
	if err != nil {
		top = Keep{}
	}
	for _, f := range fields {
		SetInput(inputs[f.Key], FieldText(f, Lookup(top, f.Key)))
	}
}

// Read writes the inputs over base (an entry's JSON): keys the form does
// not know are kept as they came; a nested key goes in its object, which
// is left out when it ends up empty.
func Read(fields []Field, inputs map[string]fyne.CanvasObject, base json.RawMessage) (Keep, error) {
	top, err := DecodeKeep(base)
	if err != nil {
		return nil, err
	}
	nested := map[string]Keep{}
	for _, f := range fields {
		v, ok, err := FieldValue(f, InputText(inputs[f.Key]))
		if err != nil {
			return nil, err
		}
		target, key := top, f.Key
		if parent, leaf, isNested := strings.Cut(f.Key, "."); isNested {
			sub, found := nested[parent]
			if !found {
				if sub, err = DecodeKeep(top[parent]); err != nil {
					sub = Keep{}
				}
				nested[parent] = sub
			}
			target, key = sub, leaf
		}
		if !ok {
			delete(target, key)
			continue
		}
		b, err := json.Marshal(v)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f.Label, err)
		}
		target[key] = b
	}
	for parent, sub := range nested {
		if len(sub) == 0 {
			delete(top, parent)
			continue
		}
		b, err := json.Marshal(sub)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", parent, err)
		}
		top[parent] = b
	}
	return top, nil
}

// Lookup finds a key ("kit.items") in an entry.
func Lookup(top Keep, key string) json.RawMessage {
	parent, leaf, nested := strings.Cut(key, ".")
	if !nested {
		return top[key]
	}
	sub, err := DecodeKeep(top[parent])
	if err != nil {
		return nil
	}
	return sub[leaf]
}

// SetInput shows text in an input made by NewInput.
func SetInput(o fyne.CanvasObject, text string) {
	switch in := o.(type) {
	case *widget.Entry:
		in.SetText(text)
	case *widget.Select:
		if text == "" {
			in.ClearSelected()
		} else {
			in.SetSelected(text)
		}
	case *widget.Check:
		in.SetChecked(text == "true")
	case *CheckGrid:
		in.SetSelected(SplitItems(text))
	}
}

// InputText is what an input made by NewInput holds, as text.
func InputText(o fyne.CanvasObject) string {
	switch in := o.(type) {
	case *widget.Entry:
		return in.Text
	case *widget.Select:
		return in.Selected
	case *widget.Check:
		return strconv.FormatBool(in.Checked)
	case *CheckGrid:
		return strings.Join(in.Selected(), ", ")
	}
	return ""
}

// FieldText writes a field's JSON value the way its input shows it.
func FieldText(f Field, raw json.RawMessage) string {
	if len(raw) == 0 || string(raw) == "null" {
		return ""
	}
	switch f.Kind {
	case Text, Long:
		var s string
		_ = json.Unmarshal(raw, &s)
		return s
	case Int, Select:
		var s string
		if json.Unmarshal(raw, &s) == nil {
			return s
		}
		var n json.Number
		if json.Unmarshal(raw, &n) == nil && (f.Kind == Int || slices.Contains(f.Options, n.String())) {
			return n.String()
		}
	case Bool:
		var b bool
		_ = json.Unmarshal(raw, &b)
		return strconv.FormatBool(b)
	case Strings, Checks:
		var l []string
		_ = json.Unmarshal(raw, &l)
		return strings.Join(l, ", ")
	case Custom:
		if f.Codec != nil {
			return f.Codec.Show(raw)
		}
	}
	return ""
}

// FieldValue reads an input's text into the field's JSON value; ok is
// false when it is blank (the key is left out).
func FieldValue(f Field, text string) (v any, ok bool, err error) {
	text = strings.TrimSpace(text)
	if f.Kind == Bool {
		return text == "true", text == "true", nil
	}
	if text == "" {
		return nil, false, nil
	}
	switch f.Kind {
	case Text, Long:
		return text, true, nil
	case Int:
		n, err := widgets.WholeNumber(f.Label, text)
		if err != nil {
			return nil, false, err
		}
		return n, true, nil
	case Select:
		if n, err := strconv.Atoi(text); err == nil {
			return n, true, nil
		}
		return text, true, nil
	case Strings, Checks:
		return SplitItems(text), true, nil
	case Custom:
		if f.Codec != nil {
			return f.Codec.Read(f.Label, text)
		}
	}
	return nil, false, nil
}

// SplitItems reads "a, b; c" (one a line too).
func SplitItems(text string) []string {
	var out []string
	for _, p := range strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ';' || r == '\n' }) {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// CheckGrid is a field of options ticked in three columns, which a
// laptop-wide form holds better than one long row.
type CheckGrid struct {
	widget.BaseWidget
	box     *fyne.Container
	options []string
	checks  []*widget.Check
}

// NewCheckGrid makes one check box per option.
func NewCheckGrid(options []string) *CheckGrid {
	g := &CheckGrid{box: container.NewGridWithColumns(3), options: options}
	for _, o := range options {
		c := widget.NewCheck(o, nil)
		g.checks = append(g.checks, c)
		g.box.Add(c)
	}
	g.ExtendBaseWidget(g)
	return g
}

// CreateRenderer draws the boxes.
func (g *CheckGrid) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(g.box) }

// Selected are the ticked options, in the options' order.
func (g *CheckGrid) Selected() []string {
	var out []string
	for i, c := range g.checks {
		if c.Checked {
			out = append(out, g.options[i])
		}
	}
	return out
}

// SetSelected ticks the options in list and clears the others.
func (g *CheckGrid) SetSelected(list []string) {
	for i, c := range g.checks {
		c.SetChecked(slices.Contains(list, g.options[i]))
	}
}
