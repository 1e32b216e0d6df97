package ui

// The shell's tests run with every feature and system's ui registered, as
// the app does.
import (
	_ "sessionzero/ui/encounters"
	_ "sessionzero/ui/odds"
	_ "sessionzero/ui/printing"
	_ "sessionzero/ui/systems"
)
