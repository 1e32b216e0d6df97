package printing

import (
	"fmt"
	"net/url"
	"os/exec"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"sessionzero/ui/libtest"
)

// TestPrintPartyGMPage: Print party's "GM page" check adds the party at a
// glance after the sheets, on one landscape page, as `sheet --campaign
// NAME --gm` does; unticked (the default), the PDF is the sheets alone.
// The dialog stays within 1280×720.
func TestPrintPartyGMPage(t *testing.T) {
	l, w, store := libtest.New(t)
	w.Resize(fyne.NewSize(1280, 720))
	addMegan(t, store, "The Sunken Crown")
	addCentaur(t, store, "The Sunken Crown")
	addCentaur(t, store, "Elsewhere")
	l.Reload()
	for _, tick := range []bool{false, true} {
		t.Run(fmt.Sprintf("ticked %v", tick), func(t *testing.T) {
			d := askPrintParty(l)
			if d.gmPage == nil || d.gmPage.Checked {
				t.Fatal("the GM page check is missing or ticked by default")
			}
			if size := w.Canvas().Overlays().Top().MinSize(); size.Width > 1280 || size.Height > 720 {
				t.Errorf("the dialog needs %v", size)
			}
			d.party.campaign.SetSelected("The Sunken Crown")
			d.gmPage.SetChecked(tick)
			d.tempDir = t.TempDir()
			d.openURL = func(*url.URL) error { return nil }
			test.Tap(d.openBtn)
			out := waitPrint(t, d)
			if out.Err != nil {
				t.Fatal(out.Err)
			}
			want := 0
			if tick {
				want = 1
			}
			// Two folding sheets of two pages each, then the GM page.
			if out.Result.Sheets != 2 || out.Result.GMPages != want || out.Result.Pages != 4+want {
				t.Fatalf("result %+v, want 2 sheets and %d GM page", out.Result, want)
			}
			if !tick {
				return
			}
			info := pdfPageInfo(t, out.Where)
			page, err := exec.Command("pdfinfo", "-f", "5", "-l", "5", out.Where).Output()
			if err != nil {
				t.Fatal(err)
			}
			var wpt, hpt float64
			for _, line := range strings.Split(string(page), "\n") {
				if strings.HasPrefix(line, "Page    5 size:") {
					fmt.Sscanf(strings.TrimPrefix(line, "Page    5 size:"), "%g x %g", &wpt, &hpt)
				}
			}
			if wpt <= hpt {
				t.Errorf("the GM page is %g × %g pt, not landscape:\n%s\n%s", wpt, hpt, info, page)
			}
			text, err := exec.Command("pdftotext", "-f", "5", "-l", "5", "-layout", out.Where, "-").Output()
			if err != nil {
				t.Fatal(err)
			}
			for _, want := range []string{"Party at a glance — The Sunken Crown", "Brannoch Ashhoof", "Megan"} {
				if !strings.Contains(string(text), want) {
					t.Errorf("the GM page lacks %q:\n%s", want, text)
				}
			}
			if !strings.Contains(describePrint(out), "The party at a glance for the GM: 1 page") {
				t.Errorf("the dialog says %q", describePrint(out))
			}
		})
	}
}
