package encounters

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The action strip: the tracker's action buttons left to right, as many as
// the strip's width holds, and a "More" button listing the others in a
// menu, so every action is reachable at any width without scrolling
// sideways. Its minimum width is the "More" button's.

// actionStrip holds the action buttons and the "More" button (last).
type actionStrip struct {
	box     *fyne.Container
	buttons []*widget.Button
	more    *widget.Button
	// canvas is the window's, where the "More" menu opens.
	canvas fyne.Canvas
}

// newActionStrip makes a strip of one button per action.
func newActionStrip(actions []trackerAction, open func(trackerAction), canvas fyne.Canvas) *actionStrip {
	s := &actionStrip{canvas: canvas}
	objs := make([]fyne.CanvasObject, 0, len(actions)+1)
	for _, a := range actions {
		a := a
		b := widget.NewButton(a.label, func() { open(a) })
		s.buttons = append(s.buttons, b)
		objs = append(objs, b)
	}
	s.more = widget.NewButtonWithIcon("More", theme.MenuDropDownIcon(), s.showMore)
	s.more.IconPlacement = widget.ButtonIconTrailingText
	objs = append(objs, s.more)
	s.box = container.New(&stripLayout{s: s}, objs...)
	return s
}

// overflow are the buttons the strip has no room for (in the "More" menu).
func (s *actionStrip) overflow() []*widget.Button {
	var out []*widget.Button
	for _, b := range s.buttons {
		if !b.Visible() {
			out = append(out, b)
		}
	}
	return out
}

// moreMenu is the "More" button's menu: the buttons without room.
func (s *actionStrip) moreMenu() *fyne.Menu {
	var items []*fyne.MenuItem
	for _, b := range s.overflow() {
		b := b
		items = append(items, fyne.NewMenuItem(b.Text, func() { b.OnTapped() }))
	}
	return fyne.NewMenu("", items...)
}

// showMore opens the "More" menu under its button.
func (s *actionStrip) showMore() {
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(s.more).AddXY(0, s.more.Size().Height)
	widget.ShowPopUpMenuAtPosition(s.moreMenu(), s.canvas, pos)
}

// stripLayout places the buttons while they fit, then "More".
type stripLayout struct{ s *actionStrip }

func (l *stripLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	gap := theme.Padding()
	total := float32(0)
	for i, b := range l.s.buttons {
		if i > 0 {
			total += gap
		}
		total += b.MinSize().Width
	}
	room := size.Width
	if total > size.Width {
		room = size.Width - gap - l.s.more.MinSize().Width
	}
	x := float32(0)
	full := false
	for _, b := range l.s.buttons {
		w := b.MinSize().Width
		if full || x+w > room {
			full = true
			if b.Visible() {
				b.Hide()
			}
			continue
		}
		if !b.Visible() {
			b.Show()
		}
		b.Move(fyne.NewPos(x, 0))
		b.Resize(fyne.NewSize(w, size.Height))
		x += w + gap
	}
	if !full {
		if l.s.more.Visible() {
			l.s.more.Hide()
		}
		return
	}
	if !l.s.more.Visible() {
		l.s.more.Show()
	}
	l.s.more.Move(fyne.NewPos(x, 0))
	l.s.more.Resize(fyne.NewSize(l.s.more.MinSize().Width, size.Height))
}

func (l *stripLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	h := l.s.more.MinSize().Height
	for _, b := range l.s.buttons {
		h = max(h, b.MinSize().Height)
	}
	return fyne.NewSize(l.s.more.MinSize().Width, h)
}
