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

// typedDamage chooses DRGN's typed-damage fallback on the declare form and
// types the damage.
func typedDamage(f *eventForm, damage string) {
	f.selects["Attack"].SetSelected("Typed damage…")
	f.dice["Damage"].value.SetText(damage)
}
