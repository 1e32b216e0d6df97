package drgn

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// wheelPass lies over a step's content and hands the mouse wheel to the
// step's page. Every Fyne entry holds a scroller of its own and the
// innermost scrollable under the pointer takes the wheel, so over a text
// field the page stopped scrolling; the builder's steps hold no scrolling
// part of their own, so the page is always the one to scroll. It is not
// tappable, hoverable or focusable: clicks, the pointer's shape and typing
// still reach the fields under it.
type wheelPass struct {
	widget.BaseWidget
	page *container.Scroll
}

func newWheelPass(page *container.Scroll) *wheelPass {
	w := &wheelPass{page: page}
	w.ExtendBaseWidget(w)
	return w
}

// Scrolled implements fyne.Scrollable: the page scrolls.
func (w *wheelPass) Scrolled(ev *fyne.ScrollEvent) { w.page.Scrolled(ev) }

func (w *wheelPass) MinSize() fyne.Size { return fyne.Size{} }

func (w *wheelPass) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(canvas.NewRectangle(color.Transparent))
}
