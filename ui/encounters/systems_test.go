package encounters

// The tests run with every system's ui registered, as the app does.
import _ "sessionzero/ui/systems"

// actionForm is the form behind the action bar's button of that label
// (the system's forms are registered by ui/systems/<id>).
func (t *encounterTracker) actionForm(label string) *eventForm {
	for _, a := range t.actions() {
		if a.label == label {
			return a.form()
		}
	}
	return nil
}
