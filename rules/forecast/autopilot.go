// Package forecast plays an encounter's fight from its current state many
// times with the system's own rules engine and counts how it ends: each
// side's chance to win, the chance it is still undecided at a round limit,
// rounds to the end, and per combatant the chance to drop, to die and the
// health lost. Each system plugs in an Autopilot (registered from its own
// package) that proposes the next events, dice rolled and recorded in them,
// so a sampled fight's log replays to the same end. The package names no
// system.
package forecast

import (
	"math/rand/v2"
	"sort"
	"sync"

	"sessionzero/rules/encounter"
)

// Autopilot plays one system's fights: it proposes events the system's
// rules accept, and reads the state as the system's rules mean it.
type Autopilot interface {
	// Policy says in one sentence how the autopilot plays, for the GM.
	Policy() string
	// Check refuses a fight the autopilot cannot play (a combatant without
	// anything to attack with), with a reason in the GM's words.
	Check(st *encounter.State) error
	// Next proposes the events that move the fight on from st: at least
	// one, every die they need rolled with rng and written in them. The
	// list may be owned by st and reused by the next call on it (Evening
	// and roll-under keep one per fight): the caller applies the events
	// before it asks again and does not keep the list itself (the events
	// in it may be kept). Next may also write into the rules' own part of
	// st (its scratch, remembered places, payload blocks), so call it only
	// on a state the caller owns, such as a forecast's copy, never on a
	// session's shared state.
	Next(st *encounter.State, rng *rand.Rand) ([]encounter.Event, error)
	// Dropped reports a combatant of st out of the fight (down, dead,
	// fled).
	Dropped(st *encounter.State, c *encounter.Combatant) bool
	// Dead reports a dead combatant.
	Dead(c *encounter.Combatant) bool
	// Health is the number the system's row tracks that damage lowers
	// (higher is healthier), and HealthName names it ("HP").
	Health(c *encounter.Combatant) int
	HealthName() string
}

// StatePolicy is an Autopilot whose way of playing depends on the fight
// (DvR's initiative): PolicyFor says it for the fight that starts at st,
// in place of Policy.
type StatePolicy interface {
	PolicyFor(st *encounter.State) string
}

// PolicyOf is ap's sentence for the fight that starts at st.
func PolicyOf(ap Autopilot, st *encounter.State) string {
	if sp, ok := ap.(StatePolicy); ok {
		return sp.PolicyFor(st)
	}
	return ap.Policy()
}

var (
	mu        sync.RWMutex
	autopilot = map[[2]string]Autopilot{}
)

// Register makes a system's autopilot for one encounter mode known; a
// system's package calls it from init. A second registration replaces the
// first.
func Register(system, mode string, a Autopilot) {
	mu.Lock()
	defer mu.Unlock()
	autopilot[[2]string{system, mode}] = a
}

// For finds the autopilot of a system and mode.
func For(system, mode string) (Autopilot, bool) {
	mu.RLock()
	defer mu.RUnlock()
	a, ok := autopilot[[2]string{system, mode}]
	return a, ok
}

// Systems lists the systems and modes that have an autopilot, sorted.
func Systems() [][2]string {
	mu.RLock()
	defer mu.RUnlock()
	out := make([][2]string, 0, len(autopilot))
	for k := range autopilot {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool {
		return out[i][0] < out[j][0] || out[i][0] == out[j][0] && out[i][1] < out[j][1]
	})
	return out
}
