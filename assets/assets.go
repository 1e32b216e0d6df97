// Package assets holds Session Zero's pictures, embedded in the binary: the
// app icon (icon.svg, drawn by us; icon.png is rendered from it by
// `go test ./assets -run TestRenderIconPNG` with SESSIONZERO_RENDER_ICON=1).
package assets

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

//go:embed icon.png
var iconPNG []byte

//go:embed icon.svg
var iconSVG []byte

// Icon is the app icon as a PNG.
var Icon = fyne.NewStaticResource("icon.png", iconPNG)

// IconSVG is the app icon as drawn, for places that scale it.
var IconSVG = fyne.NewStaticResource("icon.svg", iconSVG)
