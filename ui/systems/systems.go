// Package systems links the game systems' ui into the app: one blank
// import per system's ui package, each of which registers ONE value with
// plugin.Register (its register.go) whose optional parts are its builder,
// combatant join, tools, Dice & Odds setups and tracker parts.
package systems

import (
	_ "sessionzero/ui/systems/dragonhead"
	_ "sessionzero/ui/systems/drgn"
	_ "sessionzero/ui/systems/dvr"
	_ "sessionzero/ui/systems/evening"
	_ "sessionzero/ui/systems/rollunder"
)
