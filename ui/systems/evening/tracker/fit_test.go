package tracker_test

import (
	"testing"

	"fyne.io/fyne/v2/container"

	"sessionzero/ui/encounters/trackertest"
	"sessionzero/ui/uitest"
)

// Every Evening form keeps the tracker window within a laptop's 1280×720
// (issue 22: the tracker's minimum width grew to 1351 px on Threat
// attack): each action of each kind of Evening encounter is opened in the
// real tracker and the window canvas's minimum size measured.
func TestEveningFormsFitALaptopScreen(t *testing.T) {
	for _, c := range []struct {
		kind      string
		opponents []opponent
		actions   []string
	}{
		{"Evening combat", []opponent{ogre}, []string{"Roll initiative", "Attack", "Threat attack", "Damage", "Heal", "Condition", "Dying",
			"Injury/exhaustion", "Spend", "Threat", "Leverage", "End"}},
		{"Evening danger", []opponent{{"Rockslide", map[string]string{"Rating (1–10)": "2", "Complexity (challenge, danger)": "1"}}},
			[]string{"Threat attack", "Attempt", "Challenge ends"}},
		{"Evening challenge", []opponent{{"Glowing cube", map[string]string{"Rating (1–10)": "3", "Complexity (challenge, danger)": "3"}}},
			[]string{"Attempt", "Challenge ends", "Condition", "Injury/exhaustion", "End"}},
		{"Evening thread board", []opponent{{"The heist", map[string]string{"Length (thread, 4–12)": "4"}}},
			[]string{"Mark thread", "New scene", "Leverage", "End"}},
	} {
		_, w, _ := start(t, c.kind, c.opponents...)
		for _, a := range c.actions {
			trackertest.Tap(t, w, a)
			uitest.CheckFits(t, c.kind+" with "+a, w.Canvas(), uitest.Laptop)
			// The form's pane beside the turn order: under the test
			// driver the Threat attack form made the window 1212 px wide
			// where the real app measured 1351, so the forms keep a
			// margin for the real driver's text.
			for _, o := range uitest.Objects(w.Content()) {
				if s, ok := o.(*container.Split); ok && s.Horizontal {
					if pane := s.Trailing.MinSize().Width; pane > formPane {
						t.Errorf("%s with %s: the form needs %.0f px, more than %.0f", c.kind, a, pane, formPane)
					}
					break
				}
			}
		}
	}
}

// formPane is the most an Evening form may need beside the turn order.
const formPane float32 = 360
