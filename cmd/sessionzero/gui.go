package main

import (
	"time"

	"sessionzero/ui"
	_ "sessionzero/ui/systems" // each system's builder and Dice & Odds setup
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
