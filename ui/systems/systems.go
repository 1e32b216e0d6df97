// Package systems is the ui registry: one blank import per system's ui
// package, each of which registers its builder (and, where it has them,
// its Dice & Odds setups and tracker forms) by system id.
package systems

import (
	_ "sessionzero/ui/systems/dvr"
	_ "sessionzero/ui/systems/evening"
	_ "sessionzero/ui/systems/rollunder"
)
