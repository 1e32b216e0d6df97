// Package systems is the ui registry: one blank import per system's ui package
package systems

import (
	_ "sessionzero/ui/systems/rollunder"
)
