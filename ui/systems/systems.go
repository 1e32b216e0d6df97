// Package systems is the ui registry: importing it registers every game
// system's ui (builders, tools, Dice & Odds setups, tracker forms) with
// ui/plugin and the feature packages. It is the only ui file outside
// ui/systems/<id> that names a system; a new system adds one line here.
package systems

import (
	_ "sessionzero/ui/systems/dragonhead" // Dragonhead's builder, catalog, Dice Table
	_ "sessionzero/ui/systems/drgn"       // DRGN's builder, calculator and setups
	_ "sessionzero/ui/systems/dvr"        // DvR's builder
	_ "sessionzero/ui/systems/rollunder"  // Roll-under's record-sheet builder
)
