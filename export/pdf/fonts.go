package pdf

import (
	"encoding/binary"
	"fmt"
	"strings"
	"sync"
	"unicode"

	"fyne.io/fyne/v2/theme"
	"github.com/jung-kurt/gofpdf"
)

// fontFamily is the name the sheet's text font is registered under.
const fontFamily = "notosans"

// addThemeFonts embeds the text fonts that ship with Fyne's theme (regular,
// bold, italic, bold italic) as UTF-8 fonts; gofpdf subsets them on output.
func addThemeFonts(pdf *gofpdf.Fpdf) error {
	faces := []struct {
		style string
		bytes []byte
	}{
		{"", theme.DefaultTextFont().Content()},
		{"B", theme.DefaultTextBoldFont().Content()},
		{"I", theme.DefaultTextItalicFont().Content()},
		{"BI", theme.DefaultTextBoldItalicFont().Content()},
	}
	for _, f := range faces {
		if len(f.bytes) == 0 {
			return fmt.Errorf("theme font %q is empty", fontFamily+f.style)
		}
		pdf.AddUTF8FontFromBytes(fontFamily, f.style, f.bytes)
		if err := pdf.Error(); err != nil {
			return fmt.Errorf("embed theme font %q: %w", fontFamily+f.style, err)
		}
	}
	return nil
}

// substitutes stand in for characters the theme font has no glyph for.
var substitutes = map[rune]string{
	'−': "-", '‒': "-", '→': "->", '←': "<-", '⇒': "=>", '≤': "<=", '≥': ">=", '≠': "!=",
	'‘': "'", '’': "'", '‚': ",", '“': "\"", '”': "\"", '„': "\"", '•': "·", '✓': "x", '✔': "x",
}

var (
	coverageOnce sync.Once
	textCoverage fontCoverage
)

// printable makes text safe for gofpdf's UTF-8 fonts: its width tables stop
// at U+FFFF (a rune beyond would crash it), control characters have no glyph,
// and characters the theme font lacks would print as empty boxes. Those
// become a look-alike (a hyphen for a minus sign) or "?".
func printable(s string) string {
	coverageOnce.Do(func() {
		textCoverage = parseCoverage(theme.DefaultTextFont().Content())
	})
	clean := true
	for _, r := range s {
		if !textCoverage.has(r) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case textCoverage.has(r):
			b.WriteRune(r)
		case r == '\t' || r == '\n' || r == '\r':
			b.WriteRune(' ')
		case substitutes[r] != "":
			b.WriteString(substitutes[r])
		default:
			b.WriteRune('?')
		}
	}
	return b.String()
}

// fontCoverage is the set of characters a TrueType font maps to glyphs,
// as the segments of its Unicode BMP (format 4) cmap subtable.
type fontCoverage struct {
	starts, ends []uint16
	// all is set when the font could not be read: every BMP character is
	// then let through.
	all bool
}

func (c fontCoverage) has(r rune) bool {
	if r > 0xFFFF || r == unicode.ReplacementChar || unicode.IsControl(r) {
		return false
	}
	if c.all {
		return true
	}
	for i, end := range c.ends {
		if uint16(r) <= end {
			return uint16(r) >= c.starts[i]
		}
	}
	return false
}

// parseCoverage reads the segments of a TrueType font's Windows Unicode BMP
// (3,1) or Unicode (0,3) cmap subtable of format 4.
func parseCoverage(font []byte) fontCoverage {
	u16 := func(off int) int {
		if off < 0 || off+2 > len(font) {
			return -1
		}
		return int(binary.BigEndian.Uint16(font[off:]))
	}
	u32 := func(off int) int {
		if off < 0 || off+4 > len(font) {
			return -1
		}
		return int(binary.BigEndian.Uint32(font[off:]))
	}
	all := fontCoverage{all: true}
	cmap := -1
	for i := 0; i < u16(4); i++ {
		rec := 12 + 16*i
		if rec+16 <= len(font) && string(font[rec:rec+4]) == "cmap" {
			cmap = u32(rec + 8)
		}
	}
	if cmap < 0 {
		return all
	}
	for i := 0; i < u16(cmap+2); i++ {
		rec := cmap + 4 + 8*i
		platform, encoding, sub := u16(rec), u16(rec+2), cmap+u32(rec+4)
		if !(platform == 3 && encoding == 1 || platform == 0 && encoding == 3) || u16(sub) != 4 {
			continue
		}
		segments := u16(sub+6) / 2
		if segments <= 0 || sub+16+4*segments > len(font) {
			return all
		}
		c := fontCoverage{starts: make([]uint16, segments), ends: make([]uint16, segments)}
		for s := 0; s < segments; s++ {
			c.ends[s] = uint16(u16(sub + 14 + 2*s))
			c.starts[s] = uint16(u16(sub + 16 + 2*segments + 2*s))
		}
		return c
	}
	return all
}
