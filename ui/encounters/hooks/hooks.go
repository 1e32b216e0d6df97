// Package hooks is what the encounter tracker knows of a game system:
// the optional parts of a system's one registration (plugin.Register) that
// the tracker reads — the key numbers typed for a quick opponent
// (QuickAdder), an extra die roll typed with them (QuickRoller), its
// attacks typed with them (QuickAttacker), the
// combatant kinds of a system that seats its player characters (Seater),
// the names of a social encounter's ratings (RatingNamer), the write-back
// (WriterBack, WriteBackRecorder, NoXPer), declared things' words
// (PendingWorder), copies of a stat block (CopyGrouper), saved library rows
// (SavedOfferer), the events of Next phase and End turn (TurnEventer) and
// the event forms with the social pane (FormSet) — and
// the Tracker, Form and Dice interfaces those forms are written against.
// The tracker (ui/encounters) reads a system's parts with Get and FormsOf
// and names no system.
//
// It is a package of its own, importing no ui package but ui/widgets and
// ui/plugin (which import none), so that the systems can implement it
// while ui/encounters' own tests import the systems without an import
// cycle.
package hooks

import (
	"encoding/json"

	"sessionzero/rules/encounter"
	"sessionzero/ui/plugin"
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

// AttackField is a quick opponent's attacks typed with its key numbers
// (DvR's weapon "Knife d6 2", Dragonhead's "Claw 12 1d6 s"), kept in the
// combatant's Attacks: the forecast and the tracker's attack forms use them.
type AttackField struct {
	Label, Placeholder string
	// Attacks reads the typed text (empty: no attack) or says, in the
	// user's words, what to fix.
	Attacks func(text string) ([]encounter.Attack, error)
}

// System is what the tracker reads of one game system: its registration's
// optional parts gathered by Get (a part the system does not implement is
// the zero value here).
type System struct {
	// QuickStats are the key numbers typed for an opponent.
	QuickStats []StatField
	// Roll, when set, is typed with the key numbers.
	Roll *RollField
	// Attack, when set, is typed with the key numbers.
	Attack *AttackField
	// Kind, when set, is the combatant kind of a typed combatant on a
	// players' side (true) or not; such a system seats the players' side's
	// combatants of Kind(true) in order.
	Kind func(players bool) string
	// RatingName, when set, names a social round's rating for the players.
	RatingName func(rating int) string
	// WriteBack, when set, is WriterBack.WriteBack.
	WriteBack func(data json.RawMessage, c *encounter.Combatant, xp int) (json.RawMessage, []string, error)
	// PendingText, when set, is PendingWorder.PendingText.
	PendingText func(st *encounter.State, p encounter.Pending) string
	// WrittenBack is WriteBackRecorder's event type, or "".
	WrittenBack string
	// NoXP leaves the "XP earned" field out of the write-back dialog.
	NoXP bool
	// GroupCopies, when set, is CopyGrouper.GroupCopies.
	GroupCopies func(copies []encounter.CombatantSetup) error
	// Saved, when set, is SavedOfferer.Saved.
	Saved *Saved
	// NextEvent and EndEvent are TurnEventer's ("" when it has none).
	NextEvent, EndEvent string
}

// TurnEventer is a system whose encounters move on with the tracker's own
// buttons: Next phase sends the event next (DRGN's "next_phase"; "" for a
// system that starts each round with a form, Forms.NewRound) and End turn
// the event end. The log line after either says where the encounter now
// stands.
type TurnEventer interface {
	TurnEvents() (next, end string)
}

// QuickAdder is a system whose opponents can be typed on the quick-add
// form with a few key numbers.
type QuickAdder interface {
	QuickStats() []StatField
}

// QuickRoller is a system with a die roll typed with the key numbers
// (Dragonhead's armour roll, DvR's dice pool).
type QuickRoller interface {
	QuickRoll() RollField
}

// QuickAttacker is a system whose quick opponents are typed with their
// attacks (DvR's weapons, Dragonhead's attacks).
type QuickAttacker interface {
	QuickAttack() AttackField
}

// Seater is a system that seats its player characters: a typed
// combatant's kind on a players' side (true) or not, the players' side's
// combatants of CombatantKind(true) seated in order.
type Seater interface {
	CombatantKind(players bool) string
}

// RatingNamer names a social round's rating for the players (DRGN's
// "Phenomenal").
type RatingNamer interface {
	RatingName(rating int) string
}

// WriterBack puts an encounter's results for a combatant who joined from a
// library character into that character's data document, adding xp
// awarded; it returns the new document and one line per change (none:
// nothing to write). The tracker's "Write back…" dialog offers it when the
// encounter ends.
type WriterBack interface {
	WriteBack(data json.RawMessage, c *encounter.Combatant, xp int) (json.RawMessage, []string, error)
}

// WriteBackRecorder is a system with an event type recording that a
// combatant's results were written back ({"combatant": id}): the tracker
// applies it for each character written, so that the next write-back
// gives only what was earned since (Dragonhead's effort XP).
type WriteBackRecorder interface {
	WrittenBackEvent() string
}

// NoXPer is a system without experience points (roll-under): NoXP true
// leaves the "XP earned" field out of the write-back dialog.
type NoXPer interface {
	NoXP() bool
}

// PendingWorder words a declared, not yet resolved thing for the tracker's
// "Declared:" line and forms (DRGN: "Brannoch's Fireball → Goblin 1, …"
// where the rules' text starts with the attack's id).
type PendingWorder interface {
	PendingText(st *encounter.State, p encounter.Pending) string
}

// CopyGrouper is told of several copies of one stat block added together
// in the "New encounter" window and may change them (roll-under makes them
// one morale group, the first its leader).
type CopyGrouper interface {
	GroupCopies(copies []encounter.CombatantSetup) error
}

// SavedOfferer says which saved library rows (homebrew) the "New
// encounter" window offers and how each becomes a combatant; without it
// the window offers the system's "stat_block" rows read as combatant JSON.
type SavedOfferer interface {
	Saved() Saved
}

// FormSet is a system with forms in the tracker.
type FormSet interface {
	Forms() Forms
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

// Get is what the tracker reads of a registered system; an unknown system
// has none (the zero System).
func Get(id string) System {
	var out System
	sys, ok := plugin.Lookup(id)
	if !ok {
		return out
	}
	if q, ok := sys.(QuickAdder); ok {
		out.QuickStats = q.QuickStats()
	}
	if r, ok := sys.(QuickRoller); ok {
		roll := r.QuickRoll()
		out.Roll = &roll
	}
	if a, ok := sys.(QuickAttacker); ok {
		atk := a.QuickAttack()
		out.Attack = &atk
	}
	if s, ok := sys.(Seater); ok {
		out.Kind = s.CombatantKind
	}
	if r, ok := sys.(RatingNamer); ok {
		out.RatingName = r.RatingName
	}
	if w, ok := sys.(WriterBack); ok {
		out.WriteBack = w.WriteBack
	}
	if p, ok := sys.(PendingWorder); ok {
		out.PendingText = p.PendingText
	}
	if w, ok := sys.(WriteBackRecorder); ok {
		out.WrittenBack = w.WrittenBackEvent()
	}
	if n, ok := sys.(NoXPer); ok {
		out.NoXP = n.NoXP()
	}
	if g, ok := sys.(CopyGrouper); ok {
		out.GroupCopies = g.GroupCopies
	}
	if te, ok := sys.(TurnEventer); ok {
		out.NextEvent, out.EndEvent = te.TurnEvents()
	}
	if s, ok := sys.(SavedOfferer); ok {
		saved := s.Saved()
		out.Saved = &saved
	}
	return out
}

// FormsOf are a system's combat forms; ok is false when it has none.
func FormsOf(id string) (Forms, bool) {
	sys, ok := plugin.Lookup(id)
	if !ok {
		return Forms{}, false
	}
	f, ok := sys.(FormSet)
	if !ok {
		return Forms{}, false
	}
	return f.Forms(), true
}
