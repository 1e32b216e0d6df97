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
// The turn order keeps one rowView per place and sets each to its row of
// the view (an untouched row does nothing); the log keeps its lines and
// adds the new ones.

// renderRows shows the turn order: the row widgets are made once per place
// and updated in place; the box is laid out again only when a row's height
// or the number of rows changed.
func (t *encounterTracker) renderRows(v encounter.View) {
	relayout := len(t.rowViews) != len(v.Rows)
	for len(t.rowViews) < len(v.Rows) {
		t.rowViews = append(t.rowViews, newRowView(t))
	}
	t.rowViews = t.rowViews[:len(v.Rows)]
	layout, _ := t.rows.Layout.(*cachedVBox)
	objs := make([]fyne.CanvasObject, 0, 2*len(v.Rows))
	present := make(map[string]bool, len(v.Rows))
	for i, r := range v.Rows {
		present[r.ID] = true
		w := t.rowViews[i]
		before := w.Size().Height
		if w.set(r, sideName(v, r.Side), t.selected[r.ID]) {
			if layout != nil {
				layout.drop(w)
			}
			if w.MinSize().Height != before {
				relayout = true
			}
		}
		objs = append(objs, w, w.sep)
	}
	for id := range t.selected {
		if !present[id] {
			delete(t.selected, id)
		}
	}
	t.rows.Objects = objs
	if relayout {
		relayoutBox(t.rows, t.rowsScroll)
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
// object's height: log lines never change once made and a row that changed
// is dropped (drop), so laying out 200 rows after one changed measures one
// row, not 200. The heights are forgotten when the width, the text size or
// the padding changes.
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

// drop forgets one object's height (it changed).
func (c *cachedVBox) drop(o fyne.CanvasObject) { delete(c.heights, o) }

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
