package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Holder shows content as one widget and keeps Held, the value behind it
// (a system's builder), so tests can reach the builder from the objects
// the editor shows.
type Holder[T any] struct {
	widget.BaseWidget
	Held    T
	content fyne.CanvasObject
}

// NewHolder is content shown as a widget that holds held.
func NewHolder[T any](held T, content fyne.CanvasObject) *Holder[T] {
	h := &Holder[T]{Held: held, content: content}
	h.ExtendBaseWidget(h)
	return h
}

// CreateRenderer shows the content as it is.
func (h *Holder[T]) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(h.content)
}
