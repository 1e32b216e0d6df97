package dvr

// Kinds of an after-play history entry (HistoryEntry.Kind), as the
// character file stores them.
const (
	HistoryBuy          = "buy"
	HistoryFocusDie     = "focus_die"
	HistoryRust         = "rust"
	HistoryClean        = "clean"
	HistoryBurdenHealed = "burden_healed"
	HistoryCrisisRoll   = "crisis_roll"
)

// Routes of a bought level (HistoryEntry.Route): the trained route needs
// the prepped dot, the crit route takes 10 × the crit number off.
const (
	RouteTrained = "trained"
	RouteCrit    = "crit"
)
