package ui

import (
	"math/rand/v2"
	"testing"

	"fyne.io/fyne/v2"

	"sessionzero/rules/dragonhead"
)

// fixedDragonheadDice makes the builders of one test roll a fixed sequence.
func fixedDragonheadDice(t *testing.T, seed uint64) {
	t.Helper()
	old := dragonheadDice
	dragonheadDice = func() dragonhead.Dice { return rand.New(rand.NewPCG(seed, seed)) }
	t.Cleanup(func() { dragonheadDice = old })
}

func TestScreenshotDragonheadQuick(t *testing.T) {
	fixedDragonheadDice(t, 1)
	l, w, _ := newTestLibrary(t)
	w.Resize(fyne.NewSize(1400, 900))
	l.createCharacter("dragonhead", "Megan Steelion", 0)
	capture(t, w, "dh-quick")
}
