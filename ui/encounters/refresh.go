package encounters

import (
	"fmt"
	"image/color"
	"maps"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/encounter"
)

// The tracker redraws only what an event changed: a Fyne container's
// Refresh re-shapes the text of everything inside it, which with 200
// combatants took a quarter of a second per event (docs/performance.md).
// Rows are kept per combatant and rebuilt when their row of the view (or
// their tick) changed; the log keeps its lines and adds the new ones.

// drawnRow is a combatant's row as last drawn.
type drawnRow struct {
	row      encounter.Row
	side     string
	selected bool
	obj      fyne.CanvasObject
	sep      fyne.CanvasObject
}

// rowCache holds the drawn rows by combatant ID, and the theme's ink they
// were drawn with (a new theme redraws them all).
type rowCache struct {
	rows map[string]*drawnRow
	ink  color.Color
}

// renderRows draws the turn order: one row per combatant, reusing the
// rows that did not change.
func (t *encounterTracker) renderRows(v encounter.View) {
	ink := theme.Color(theme.ColorNameForeground)
	if t.drawn.rows == nil || !sameColor(t.drawn.ink, ink) {
		t.drawn = rowCache{rows: map[string]*drawnRow{}, ink: ink}
	}
	old := t.rows.Objects
	objs := make([]fyne.CanvasObject, 0, 2*len(v.Rows))
	present := make(map[string]bool, len(v.Rows))
	relayout := len(old) != 2*len(v.Rows)
	var changed []fyne.CanvasObject
	for i, r := range v.Rows {
		present[r.ID] = true
		side := sideName(v, r.Side)
		d := t.drawn.rows[r.ID]
		if d == nil {
			d = &drawnRow{sep: widget.NewSeparator()}
			t.drawn.rows[r.ID] = d
		}
		previous := d.obj
		if previous == nil || d.selected != t.selected[r.ID] || d.side != side || !sameRow(&d.row, &r) {
			d.row, d.side, d.selected = r, side, t.selected[r.ID]
			d.obj = t.row(v, r)
			changed = append(changed, d.obj)
		}
		if !relayout {
			// Same place as before, or a new row in an old one's place
			// with the same height: no need to lay the list out again.
			same := old[2*i] == d.obj || old[2*i] == previous && previous != nil &&
				previous.Size().Height == d.obj.MinSize().Height
			if !same || old[2*i+1] != d.sep {
				relayout = true
			} else if old[2*i] != d.obj {
				d.obj.Move(previous.Position())
				d.obj.Resize(previous.Size())
			}
		}
		objs = append(objs, d.obj, d.sep)
	}
	for id := range t.drawn.rows {
		if !present[id] {
			delete(t.drawn.rows, id)
		}
	}
	for id := range t.selected {
		if !present[id] {
			delete(t.selected, id)
		}
	}
	t.rows.Objects = objs
	if relayout {
		relayoutBox(t.rows, t.rowsScroll)
		return
	}
	for _, o := range changed {
		canvas.Refresh(o)
	}
}

// renderLog shows the log newest first, adding labels for new lines and
// dropping the ones of undone events.
func (t *encounterTracker) renderLog() {
	// Events change only the end of the log (a new one, an undo, a redo),
	// so the labels are checked from the end back.
	keep := min(len(t.logLabels), len(t.logLines))
	for keep > 0 && t.logLabels[keep-1].Text != logEntry(keep-1, t.logLines[keep-1]) {
		keep--
	}
	if keep == len(t.logLabels) && keep == len(t.logLines) && len(t.logBox.Objects) > 0 {
		return
	}
	t.logLabels = t.logLabels[:keep]
	for i := keep; i < len(t.logLines); i++ {
		l := widget.NewLabel(logEntry(i, t.logLines[i]))
		l.Wrapping = fyne.TextWrapWord
		t.logLabels = append(t.logLabels, l)
	}
	objs := make([]fyne.CanvasObject, 0, len(t.logLabels)+1)
	for i := len(t.logLabels) - 1; i >= 0; i-- {
		objs = append(objs, t.logLabels[i])
	}
	if len(objs) == 0 {
		l := widget.NewLabel("Nothing has happened yet.")
		l.Importance = widget.LowImportance
		objs = append(objs, l)
	}
	t.logBox.Objects = objs
	relayoutBox(t.logBox, t.logScroll)
}

func logEntry(i int, line string) string { return fmt.Sprintf("%d. %s", i+1, line) }

// relayoutBox lays a box out again after its objects changed and lets its
// scroll know its new height. The box is a cachedVBox inside a stillBox, so
// this measures only the new objects and refreshes none of the others (a
// container's Refresh would re-shape every text inside it).
func relayoutBox(box *fyne.Container, scroll *container.Scroll) {
	if scroll != nil {
		scroll.Refresh()
		return
	}
	if box.Layout != nil {
		box.Layout.Layout(box.Objects, box.Size())
	}
	canvas.Refresh(box)
}

// setLabel changes a label's text only when it differs (each SetText
// shapes the text again).
func setLabel(l *widget.Label, text string) {
	if l.Text != text {
		l.SetText(text)
	}
}

// setEnabled enables or disables a button only when that changes it.
func setEnabled(b *widget.Button, on bool) {
	switch {
	case on && b.Disabled():
		b.Enable()
	case !on && !b.Disabled():
		b.Disable()
	}
}

func sameColor(a, b color.Color) bool {
	if a == nil || b == nil {
		return a == b
	}
	r1, g1, b1, a1 := a.RGBA()
	r2, g2, b2, a2 := b.RGBA()
	return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
}

// cachedVBox lays objects out top to bottom like a VBox, but remembers each
// object's height: the tracker's rows and log lines never change once made
// (a changed row is a new object), so laying out 200 rows after one changed
// measures one row, not 200. The heights are forgotten when the width, the
// text size or the padding changes.
type cachedVBox struct {
	heights          map[fyne.CanvasObject]fyne.Size
	width, text, pad float32
}

func newCachedVBox() *cachedVBox { return &cachedVBox{heights: map[fyne.CanvasObject]fyne.Size{}} }

// measure is an object's size at width w (a wrapped label's height depends
// on its width, so it is resized to w before it is measured).
func (c *cachedVBox) measure(o fyne.CanvasObject, w float32) fyne.Size {
	if s, ok := c.heights[o]; ok {
		return s
	}
	s := o.MinSize()
	if w > 0 {
		o.Resize(fyne.NewSize(max(w, s.Width), s.Height))
		s = o.MinSize()
	}
	c.heights[o] = s
	return s
}

// forget drops the heights when what they depend on changed, and those of
// objects no longer shown.
func (c *cachedVBox) forget(objs []fyne.CanvasObject, w float32) {
	text, pad := theme.TextSize(), theme.Padding()
	if w != c.width || text != c.text || pad != c.pad {
		c.heights = map[fyne.CanvasObject]fyne.Size{}
		c.width, c.text, c.pad = w, text, pad
		return
	}
	if len(c.heights) > 2*len(objs)+16 {
		kept := make(map[fyne.CanvasObject]fyne.Size, len(objs))
		for _, o := range objs {
			if s, ok := c.heights[o]; ok {
				kept[o] = s
			}
		}
		c.heights = kept
	}
}

func (c *cachedVBox) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	c.forget(objs, size.Width)
	pad := theme.Padding()
	y := float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		h := c.measure(o, size.Width).Height
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + pad
	}
}

func (c *cachedVBox) MinSize(objs []fyne.CanvasObject) fyne.Size {
	pad := theme.Padding()
	var s fyne.Size
	shown := 0
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		m := c.measure(o, c.width)
		s.Width = max(s.Width, m.Width)
		s.Height += m.Height
		shown++
	}
	if shown > 1 {
		s.Height += pad * float32(shown-1)
	}
	return s
}

// stillBox puts a box in a scroll: the scroll's Refresh (after the box's
// height changed) lays the box out again instead of refreshing every
// object inside it.
type stillBox struct {
	widget.BaseWidget
	box *fyne.Container
}

func newStillBox(box *fyne.Container) *stillBox {
	s := &stillBox{box: box}
	s.ExtendBaseWidget(s)
	return s
}

// CreateRenderer implements fyne.Widget.
func (s *stillBox) CreateRenderer() fyne.WidgetRenderer { return stillBoxRenderer{s} }

type stillBoxRenderer struct{ s *stillBox }

func (r stillBoxRenderer) Layout(size fyne.Size)        { r.s.box.Resize(size) }
func (r stillBoxRenderer) MinSize() fyne.Size           { return r.s.box.MinSize() }
func (r stillBoxRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.s.box} }
func (r stillBoxRenderer) Destroy()                     {}
func (r stillBoxRenderer) Refresh() {
	if r.s.box.Layout != nil {
		r.s.box.Layout.Layout(r.s.box.Objects, r.s.box.Size())
	}
	canvas.Refresh(r.s.box)
}

// sameRow reports whether two rows of the view draw the same. It names
// every field of encounter.Row (a test checks that none is missing):
// reflect.DeepEqual took a fifth of the refresh.
func sameRow(a, b *encounter.Row) bool {
	return a.ID == b.ID && a.Name == b.Name && a.Side == b.Side && a.Kind == b.Kind &&
		a.Active == b.Active && a.Hidden == b.Hidden &&
		a.HP == b.HP && a.MaxHP == b.MaxHP && a.TempHP == b.TempHP && a.HPFraction == b.HPFraction && a.Band == b.Band &&
		a.WearTear == b.WearTear && a.Wear == b.Wear && a.Tear == b.Tear && a.Scar == b.Scar &&
		slices.Equal(a.Circles, b.Circles) &&
		a.Actions == b.Actions && slices.Equal(a.Conditions, b.Conditions) &&
		a.Injured == b.Injured && a.Unconscious == b.Unconscious && a.Dead == b.Dead &&
		maps.Equal(a.Resources, b.Resources) && slices.Equal(a.ResourceText, b.ResourceText) && slices.Equal(a.Notes, b.Notes) && a.Status == b.Status
}
