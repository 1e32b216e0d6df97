package party

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// tableLayout lays cells out row by row in columns of relative widths; each
// row is as tall as its tallest cell wrapped to its column, so a long list
// grows its own row only (a grid makes every row the tallest one's height).
type tableLayout struct {
	weights []float32
	// mins are the columns' least widths: the header's, and a number
	// column's widest value, unwrapped.
	mins  []float32
	width float32 // the width last laid out, to measure wrapped cells
}

// widths gives each column its least width, then shares what is left by
// weight.
func (l *tableLayout) widths(total float32) []float32 {
	pad := theme.Padding()
	sum, need := float32(0), float32(0)
	out := make([]float32, len(l.weights))
	for i, w := range l.weights {
		sum += w
		if i < len(l.mins) {
			out[i] = l.mins[i]
			need += out[i]
		}
	}
	extra := total - pad*float32(len(l.weights)-1) - need
	for i, w := range l.weights {
		if extra >= 0 {
			out[i] += extra * w / sum
		} else if need > 0 {
			out[i] += extra * out[i] / need
		}
	}
	return out
}

// rows measures each row's height at the given width, sizing the cells to
// their columns.
func (l *tableLayout) rows(objs []fyne.CanvasObject, total float32) []float32 {
	ws := l.widths(total)
	n := len(ws)
	var hs []float32
	for start := 0; start < len(objs); start += n {
		h := float32(0)
		for i, o := range objs[start:min(start+n, len(objs))] {
			o.Resize(fyne.NewSize(ws[i], o.MinSize().Height))
			h = max(h, o.MinSize().Height)
		}
		hs = append(hs, h)
	}
	return hs
}

func (l *tableLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	l.width = size.Width
	ws, hs := l.widths(size.Width), l.rows(objs, size.Width)
	n, pad := len(ws), theme.Padding()
	y := float32(0)
	for r, h := range hs {
		x := float32(0)
		for i := 0; i < n && r*n+i < len(objs); i++ {
			o := objs[r*n+i]
			o.Move(fyne.NewPos(x, y))
			o.Resize(fyne.NewSize(ws[i], h))
			x += ws[i] + pad
		}
		y += h
	}
}

func (l *tableLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	width := l.width
	if width == 0 {
		width = 1100 // before the first layout: the window's usual width
	}
	h := float32(0)
	for _, rh := range l.rows(objs, width) {
		h += rh
	}
	// As narrow as the least widths allow.
	w := theme.Padding() * float32(len(l.weights)-1)
	for _, m := range l.mins {
		w += m
	}
	return fyne.NewSize(w, h)
}
