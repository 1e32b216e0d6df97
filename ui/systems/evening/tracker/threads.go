package tracker

import (
	"strings"

	"sessionzero/rules/encounter"
	"sessionzero/rules/evening"
	"sessionzero/ui/encounters/hooks"
)

// The thread board (the book's "Threads"): marks and scenes.

func threadForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Mark a thread", "Mark", "Advance: one mark; at its length the thread resolves (Threads). Forestall: one mark off; below none it is removed (Threads). At most two marks a scene (Threads).")
	_, thread := chooser(t, f, "Thread", []string{evening.CombatantThread}, preferred(t)...)
	what := f.Choice("Do", []string{evening.EventAdvance, evening.EventForestall}, evening.EventAdvance)
	why := f.Entry("Action", "what moved it (optional)")
	f.Build(func() ([]encounter.Event, error) {
		c, err := thread()
		if err != nil {
			return nil, err
		}
		return hooks.Event(what.Selected, evening.ThreadEvent{OnThread: evening.OnThread{Thread: c.ID}, Action: strings.TrimSpace(why.Text)})
	})
	return f
}

func sceneForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("New scene", "Start the scene", "The marks counter starts again.")
	f.Build(func() ([]encounter.Event, error) { return hooks.Event(evening.EventNewScene, nil) })
	return f
}
