package ui

import "strings"

// plainGlyphs maps the typographic signs rules/ writes in explanations to
// ones the app's font (Fyne's Noto Sans) can draw: it has no minus sign
// (U+2212), ≥, ≤, ⌊ ⌋ or →, which would otherwise show as empty boxes.
var plainGlyphs = strings.NewReplacer("−", "-", "≥", ">=", "≤", "<=", "⌊", "floor(", "⌋", ")", "→", "->")

// shown readies text from rules/ for the screen.
func shown(text string) string { return plainGlyphs.Replace(text) }
