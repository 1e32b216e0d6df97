package main

import (
	"time"

	"sessionzero/ui"
	_ "sessionzero/ui/encounters" // the encounter list, setup and tracker register themselves
	_ "sessionzero/ui/odds"       // the Dice & Odds window registers itself
	_ "sessionzero/ui/packs"      // the Content packs window registers itself
	_ "sessionzero/ui/party"      // the Party at a glance window registers itself
	_ "sessionzero/ui/printing"   // the print dialogs register themselves
	_ "sessionzero/ui/systems"    // every system's ui registers itself
)

// processStart is when the program began, for the smoke test's report.
var processStart = time.Now()

func init() {
	startGUI = func(e *env, dbPath string, smoke bool) error {
		store, err := e.openStore()
		if err != nil {
			return err
		}
		defer store.Close()
		return ui.Run(store, ui.Options{Smoke: smoke, Started: processStart, Out: e.stdout})
	}
}
