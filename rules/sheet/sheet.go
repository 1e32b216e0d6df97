// Package sheet describes a printed folding character sheet without saying how
// it is drawn. A Sheet has four Panels, the four small pages a landscape sheet
// printed on both sides and folded once gives (design.md "Folding sheets"):
// panel 1 is the cover, panels 2 and 3 the inside, panel 4 the back cover.
// Each panel is a list of Blocks: title bars, labelled values, ability
// diamonds, tables, tracks of circles, check boxes, lined notes, a portrait
// box and small print. Blocks say what to draw, never where: export/pdf lays
// them out and moves blocks that do not fit onto a continuation sheet.
//
// The package is pure Go, system-neutral and has no dependencies: each rules
// system builds a Sheet from its own character values.
package sheet

import "fmt"

// PanelCount is the number of panels on a folding sheet.
const PanelCount = 4

// Sheet is one character's folding sheet.
type Sheet struct {
	// System is the game's name, printed in small print on the sheet.
	System string
	// Character names whose sheet this is (empty for a blank sheet); it heads
	// continuation sheets and is used in overflow reports.
	Character string
	// Panels are panels 1..4 at indexes 0..3. Use Panel(n) to reach panel n.
	Panels [PanelCount]Panel
	// Extras are optional flat (unfolded) landscape pages printed after the
	// sheet, such as Dragonhead's placemat.
	Extras []FlatPage
}

// Panel is one of the four small pages of a folded sheet.
type Panel struct {
	Title  string
	Blocks []Block
}

// FlatPage is a whole landscape page that is not folded: its blocks flow
// down side-by-side columns of the given relative widths.
type FlatPage struct {
	Title   string
	Columns []Column
}

// Column is one column of a FlatPage or a Columns block.
type Column struct {
	// Weight is the column's share of the width; 0 counts as 1.
	Weight float64
	Blocks []Block
}

// Panel returns panel n (1..4). It panics on any other n, which is a
// programming error, not bad input.
func (s *Sheet) Panel(n int) *Panel {
	if n < 1 || n > PanelCount {
		panic(fmt.Sprintf("sheet: panel %d does not exist (panels are 1..%d)", n, PanelCount))
	}
	return &s.Panels[n-1]
}

// Add appends blocks to the panel and returns it, for building panels in one
// expression.
func (p *Panel) Add(blocks ...Block) *Panel {
	p.Blocks = append(p.Blocks, blocks...)
	return p
}

// Block is one thing drawn on a panel. The concrete types are TitleBar,
// Fields, Scores, Table, Track, Checklist, Notes, Portrait, SmallPrint and
// Columns.
type Block interface {
	// Splittable reports whether the block may be cut in two, the rest
	// continuing on a continuation sheet. Blocks that are not splittable move
	// whole to the next sheet when they do not fit.
	Splittable() bool
	isBlock()
}

// TitleBar is a heading across the panel, drawn as a filled bar (or an
// outlined one when saving ink).
type TitleBar struct {
	Text string
	// Right is optional text at the right end of the bar, e.g. "XP 3,400".
	Right string
}

// Field is one labelled value written on a rule, its label in small print
// below the rule, as on a paper form.
type Field struct {
	Label string
	Value string
	// Weight is the field's share of the row's width; 0 counts as 1.
	Weight float64
}

// Fields is a row of labelled values side by side on one line.
type Fields struct {
	Items []Field
}

// Shape is how a score or a track cell is drawn.
type Shape int

// The shapes a score or track cell can take.
const (
	Box Shape = iota
	Diamond
	Circle
)

// String names the shape.
func (s Shape) String() string {
	switch s {
	case Box:
		return "box"
	case Diamond:
		return "diamond"
	case Circle:
		return "circle"
	}
	return fmt.Sprintf("Shape(%d)", int(s))
}

// Score is one value in a shape with its label beside it, e.g. an ability
// diamond "Mus 12".
type Score struct {
	Label string
	Value string
	// Note is optional small text after the label, e.g. a modifier "+1".
	Note string
}

// Scores is a group of scores in shapes. Across is how many stand side by
// side in a row (1 stacks them down the panel); 0 counts as 1.
type Scores struct {
	Shape  Shape
	Across int
	Items  []Score
	// Compact draws small shapes on short rows, for many scores that
	// matter less than the boxed ones (DRGN traits left at 10).
	Compact bool
}

// Align is the horizontal alignment of a table column.
type Align int

// Column alignments.
const (
	Left Align = iota
	Center
	Right
)

// TableColumn is one column of a Table.
type TableColumn struct {
	Header string
	// Weight is the column's share of the table's width; 0 counts as 1.
	Weight float64
	Align  Align
}

// Table is a ruled table with column headers. It is splittable: rows that do
// not fit continue, under the same headers, on a continuation sheet. A cell
// too long for its column is set smaller and then wrapped onto more lines
// (the row grows), never cut.
type Table struct {
	Caption string
	Columns []TableColumn
	Rows    [][]string
	// MinRows is the number of rows printed at least, blank ones added after
	// the filled rows so there is room to write by hand.
	MinRows int
	// KeepTogether forbids splitting the table.
	KeepTogether bool
	// Fill adds blank rows to take the height the panel's other blocks
	// leave (only the first filling block of a panel grows).
	Fill bool
}

// Track is a row of cells (circles or boxes) to mark during play, e.g.
// damage circles or uses of an ability. Cells wrap onto as many lines as
// needed.
type Track struct {
	Label string
	Shape Shape
	Count int
	// Marks are letters printed inside cells, by cell index (0-based); cells
	// beyond the slice are empty. Dragonhead's "D" after the last hit point,
	// its "E" and "H" rest circles.
	Marks []string
	// Checked is how many cells, from the first, are already crossed out.
	Checked int
	// Strokes, when set, say how each cell from the first is struck
	// instead of Checked's cross (Dragonhead's damage circles: wear a
	// horizontal line, tear a vertical one over it, a scar blackened).
	Strokes []Stroke
	// PerLine limits the cells on one line; 0 fits as many as the width allows.
	PerLine int
}

// Stroke is how a Track cell is struck through.
type Stroke uint8

// The strokes; the zero value leaves the cell as it is.
const (
	StrokeNone  Stroke = iota
	StrokeDash         // a horizontal line: —
	StrokePlus         // a horizontal and a vertical line: + (— then |)
	StrokeFill         // the cell blackened in
	StrokeCross        // crossed out: ×
)

// Check is one check box with its label.
type Check struct {
	Label   string
	Checked bool
}

// Checklist is a set of check boxes, flowing across the panel.
type Checklist struct {
	Label string
	Items []Check
}

// Notes is a lined area to write on, optionally pre-filled with lines of
// text. It is splittable by line.
type Notes struct {
	Label string
	Text  []string
	// Lines is the number of ruled lines printed at least.
	Lines int
	// Fill makes the area grow to take the height the panel's other blocks
	// leave (only the first filling block of a panel grows).
	Fill bool
}

// Portrait is an empty framed box for a drawing of the character.
type Portrait struct {
	Label string
	// Lines is the box's height in text lines.
	Lines int
}

// SmallPrint is a paragraph of small text (reminders, rules summaries).
type SmallPrint struct {
	Text string
}

// Columns sets blocks side by side, e.g. ability diamonds down the left with
// classes beside them. When it overflows, each column continues on its own.
type Columns struct {
	Columns []Column
}

func (TitleBar) isBlock()   {}
func (Fields) isBlock()     {}
func (Scores) isBlock()     {}
func (Table) isBlock()      {}
func (Track) isBlock()      {}
func (Checklist) isBlock()  {}
func (Notes) isBlock()      {}
func (Portrait) isBlock()   {}
func (SmallPrint) isBlock() {}
func (Columns) isBlock()    {}

// Splittable: a title bar never splits.
func (TitleBar) Splittable() bool { return false }

// Splittable: a row of fields never splits.
func (Fields) Splittable() bool { return false }

// Splittable: scores split between rows.
func (Scores) Splittable() bool { return true }

// Splittable: a table splits between rows unless KeepTogether is set.
func (t Table) Splittable() bool { return !t.KeepTogether }

// Splittable: a track splits between lines of cells.
func (Track) Splittable() bool { return true }

// Splittable: a checklist splits between lines.
func (Checklist) Splittable() bool { return true }

// Splittable: notes split between lines.
func (Notes) Splittable() bool { return true }

// Splittable: a portrait never splits.
func (Portrait) Splittable() bool { return false }

// Splittable: small print splits between lines.
func (SmallPrint) Splittable() bool { return true }

// Splittable: columns split, each column continuing on its own.
func (Columns) Splittable() bool { return true }

// AllTexts is Texts of each block in turn.
func AllTexts(blocks []Block) []string {
	var out []string
	for _, b := range blocks {
		out = append(out, Texts(b)...)
	}
	return out
}

// Texts returns every piece of text a block prints, in reading order. Tests
// and accessibility checks use it to find where a value went.
func Texts(b Block) []string {
	var out []string
	add := func(s ...string) {
		for _, t := range s {
			if t != "" {
				out = append(out, t)
			}
		}
	}
	switch v := b.(type) {
	case TitleBar:
		add(v.Text, v.Right)
	case Fields:
		for _, f := range v.Items {
			add(f.Value, f.Label)
		}
	case Scores:
		for _, s := range v.Items {
			add(s.Value, s.Label, s.Note)
		}
	case Table:
		add(v.Caption)
		for _, c := range v.Columns {
			add(c.Header)
		}
		for _, r := range v.Rows {
			add(r...)
		}
	case Track:
		add(v.Label)
		add(v.Marks...)
	case Checklist:
		add(v.Label)
		for _, c := range v.Items {
			add(c.Label)
		}
	case Notes:
		add(v.Label)
		add(v.Text...)
	case Portrait:
		add(v.Label)
	case SmallPrint:
		add(v.Text)
	case Columns:
		for _, c := range v.Columns {
			for _, inner := range c.Blocks {
				out = append(out, Texts(inner)...)
			}
		}
	}
	return out
}
