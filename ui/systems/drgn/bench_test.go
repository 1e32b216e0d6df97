package drgn

import (
	drgntest "sessionzero/internal/rulestest/drgn"
	"sessionzero/ui/libtest"
	"strconv"
	"testing"
)

// BenchmarkDRGNTraitEdit is one keystroke in a trait score on the centaur:
// the edit, the encode for autosave, Derive, and the summary redrawn.
func BenchmarkDRGNTraitEdit(b *testing.B) {
	l, _, store := libtest.New(b)

	builder := openDRGN(b, l, store, "Brannoch", drgntest.Centaur(b))
	entry := builder.widgets.traitScores["Perception"]
	b.ResetTimer()
	for i := range b.N {
		entry.SetText(strconv.Itoa(11 + i%80))
	}
}

// BenchmarkDRGNRebuild is a structural edit (a feature added or removed):
// every step made again from the character, then the summary.
func BenchmarkDRGNRebuild(b *testing.B) {
	l, _, store := libtest.New(b)

	builder := openDRGN(b, l, store, "Brannoch", drgntest.Centaur(b))
	b.ResetTimer()
	for range b.N {
		builder.rebuildSteps()
	}
}
