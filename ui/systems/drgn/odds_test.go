package drgn

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"sessionzero/rules/drgn"
	"sessionzero/ui/libtest"
	"sessionzero/ui/odds"
	"sessionzero/ui/plugin"
	"sessionzero/ui/uitest"
)

// kindRiskItAll is the picker's name for the setup these tests drive.
var kindRiskItAll = plugin.SystemName(drgn.ID) + ": Risk it All"

func TestHistoryIsNewestFirst(t *testing.T) {
	w := odds.NewHarness(t, libtest.Library(t), 42)
	p := w.Pane(0)
	p.Choose(t, "Dice expression") // a first roll of another setup
	test.Tap(p.RollButton())
	p.Choose(t, kindRiskItAll)
	test.Tap(p.RollButton())
	top := w.HistoryItem(0)
	if !strings.Contains(uitest.TextOf(top), "#2  DRGN Risk it All") {
		t.Fatalf("the newest roll should be first: %q", uitest.TextOf(top))
	}
	if !strings.Contains(p.Setup().(*riskItAllSetup).counter.Text, "1 time") {
		t.Fatalf("the Risk it All counter: %q", p.Setup().(*riskItAllSetup).counter.Text)
	}
}
