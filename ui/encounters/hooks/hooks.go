// Package hooks is the encounter tracker's registry of what differs by game
// system: with Add, the key numbers typed for a quick opponent, an extra die
// roll typed with them, the combatant kinds of a system that seats its
// player characters, and the names of a social encounter's ratings; with
// AddForms, the system's event forms (written against the Tracker, Form and
// Dice interfaces here) and its social-encounter pane. A system's ui
// (ui/systems/<id>) registers them from init; the tracker (ui/encounters)
// reads them and names no system.
//
// It is a package of its own, importing no ui package but ui/widgets
// (which imports none), so that the systems can register here while
// ui/encounters' own tests import the systems without an import cycle.
package hooks

import (
	"encoding/json"
	"sort"
	"sync"

	"sessionzero/rules/encounter"
)

// StatField is one of a system's key numbers on the quick-add form.
type StatField struct {
	Key, Label, Initial string
}

// RollField is a die roll typed with the key numbers (Dragonhead's armour
// roll), kept in the combatant's Dice under Key.
type RollField struct {
	Key, Label, Placeholder string
	// Check says what is wrong with a typed roll, or nil.
	Check func(roll string) error
}

// System is what the tracker needs to know of one game system.
type System struct {
	// QuickStats are the key numbers typed for an opponent.
	QuickStats []StatField
	// Roll, when set, is typed with the key numbers.
	Roll *RollField
	// Kind, when set, is the combatant kind of a typed combatant on a
	// players' side (true) or not; such a system seats the players' side's
	// combatants of Kind(true) in order.
	Kind func(players bool) string
	// RatingName, when set, names a social round's rating for the players.
	RatingName func(rating int) string
	// WriteBack, when set, puts an encounter's results for a combatant
	// who joined from a library character into that character's data
	// document, adding xp awarded; it returns the new document and one line
	// per change (none: nothing to write). The tracker's "Write back…"
	// dialog offers it when the encounter ends.
	WriteBack func(data json.RawMessage, c *encounter.Combatant, xp int) (json.RawMessage, []string, error)
	// PendingText, when set, words a declared, not yet resolved thing for
	// the tracker's "Declared:" line and forms (DRGN: "Brannoch's Fireball
	// → Goblin 1, …" where the rules' text starts with the attack's id).
	PendingText func(st *encounter.State, p encounter.Pending) string
	// WrittenBack, when set, is the system's event type recording that a
	// combatant's results were written back ({"combatant": id}): the
	// tracker applies it for each character written, so that the next
	// write-back gives only what was earned since (Dragonhead's effort XP).
	WrittenBack string
	// NoXP, when set, leaves the "XP earned" field out of the write-back
	// dialog: the system has no experience points (roll-under).
	NoXP bool
	// GroupCopies, when set, is told of several copies of one stat block
	// added together in the "New encounter" window and may change them
	// (roll-under makes them one morale group, the first its leader).
	GroupCopies func(copies []encounter.CombatantSetup) error
	// Saved, when set, says which saved library rows (homebrew) the "New
	// encounter" window offers in a mode and how each becomes a combatant;
	// without it the window offers the system's "stat_block" rows read as
	// combatant JSON.
	Saved *Saved
}

// Saved is what a system offers from its library in the "New encounter"
// window: the saved cards a mode can take (an Evening challenge in a
// challenge, a thread on the thread board).
type Saved struct {
	// Kinds are the homebrew kinds listed in a mode.
	Kinds func(mode string) []string
	// Combatant turns a saved row into a combatant (no ID or side yet);
	// offered false leaves the row out of that mode's list.
	Combatant func(mode, kind, name string, data json.RawMessage) (cs encounter.CombatantSetup, offered bool, err error)
	// Campaign, when set, names the campaign a saved row belongs to (""
	// for every campaign). An encounter of a campaign then offers only
	// that campaign's rows, those for every campaign and those of a
	// campaign the library does not have; an encounter of no campaign
	// offers them all, each labelled with its campaign.
	Campaign func(kind string, data json.RawMessage) string
}

var (
	mu      sync.RWMutex
	systems = map[string]System{}
)

// Add registers a system's hooks (a second Add replaces the first).
func Add(id string, s System) {
	mu.Lock()
	defer mu.Unlock()
	systems[id] = s
}

// Get is a system's hooks; an unknown system has none (the zero System).
func Get(id string) System {
	mu.RLock()
	defer mu.RUnlock()
	return systems[id]
}

// IDs are the registered systems, sorted.
func IDs() []string {
	mu.RLock()
	defer mu.RUnlock()
	out := make([]string, 0, len(systems))
	for id := range systems {
		out = append(out, id)
	}
	sort.Strings(out)
	return out
}
