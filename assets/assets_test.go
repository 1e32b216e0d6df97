package assets

import (
	"bytes"
	"image/png"
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// TestRenderIconPNG renders icon.svg to icon.png when asked to.
func TestRenderIconPNG(t *testing.T) {
	if os.Getenv("SESSIONZERO_RENDER_ICON") == "" {
		t.Skip("set SESSIONZERO_RENDER_ICON=1 to render icon.png from icon.svg")
	}
	test.NewTempApp(t)
	img := canvas.NewImageFromResource(IconSVG)
	img.FillMode = canvas.ImageFillContain
	w := test.NewTempWindow(t, img)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(512, 512))
	var buf bytes.Buffer
	if err := png.Encode(&buf, w.Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("icon.png", buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestIconIsAPNG(t *testing.T) {
	img, err := png.Decode(bytes.NewReader(Icon.Content()))
	if err != nil {
		t.Fatalf("icon.png is not a PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() < 256 || b.Dx() != b.Dy() {
		t.Fatalf("icon is %v; want a square of at least 256 px", b)
	}
}
