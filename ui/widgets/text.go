// Package widgets holds the small widgets and text helpers every ui package
// shares: text from rules/ readied for the screen, plurals, hint labels.
// It imports no other ui package.
package widgets

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// plainGlyphs maps the typographic signs rules/ writes in explanations to
// ones the app's font (Fyne's Noto Sans) can draw: it has no minus sign
// (U+2212), ≥, ≤, ⌊ ⌋, ⌈ ⌉, → or ✓, which would otherwise show as empty
// boxes. TestShownLeavesOnlyGlyphsTheFontHas keeps rules/ text in step.
var plainGlyphs = strings.NewReplacer("−", "-", "≥", ">=", "≤", "<=", "⌊", "floor(", "⌋", ")", "⌈", "ceil(", "⌉", ")",
	"→", "->", "✓", "yes")

// Shown readies text from rules/ for the screen.
func Shown(text string) string { return plainGlyphs.Replace(text) }

// Plural is "1 word" or "n words".
func Plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// Hint is a small wrapping caption under a field, readied with Shown.
func Hint(text string) *widget.Label {
	l := widget.NewLabel(Shown(text))
	l.Wrapping = fyne.TextWrapWord
	l.SizeName = theme.SizeNameCaptionText
	return l
}

// Caption is a Hint for text from rules/: readied with Shown.
func Caption(text string) *widget.Label { return Hint(text) }

// Heading is a bold section title inside a step, a form or a summary.
func Heading(text string) *widget.Label {
	l := widget.NewLabelWithStyle(Shown(text), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.SizeName = theme.SizeNameSubHeadingText
	l.Wrapping = fyne.TextWrapWord
	return l
}

// Bold is a bold line: a row's name, a small title.
func Bold(text string) *widget.Label {
	return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// Wrapped is a label that wraps at the width it is given.
func Wrapped(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// Danger is a wrapping label in the danger colour: a refusal, a file that
// cannot be read.
func Danger(text string) *widget.Label {
	l := Wrapped(text)
	l.Importance = widget.DangerImportance
	return l
}

// SetError writes text into l in the danger colour: why an edit or a save
// was refused, readied for the screen as Shown does.
func SetError(l *widget.Label, text string) {
	l.Importance = widget.DangerImportance
	l.SetText(Shown(text))
}

// Section is a titled part of a step or a form: a rule, a bold title, an
// explaining line (none when subtitle is empty) and the content.
func Section(title, subtitle string, content ...fyne.CanvasObject) fyne.CanvasObject {
	box := container.NewVBox(widget.NewSeparator(), Bold(title))
	if subtitle != "" {
		box.Add(Explain(subtitle))
	}
	for _, c := range content {
		box.Add(c)
	}
	return box
}

// Entry is an empty one-line entry showing placeholder until something is
// typed.
func Entry(placeholder string) *widget.Entry {
	e := widget.NewEntry()
	e.SetPlaceHolder(placeholder)
	return e
}
