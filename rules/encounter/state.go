package encounter

import (
	"fmt"
	"strings"
	"unicode/utf8"
	"unsafe"
)

// State is an encounter at one point of its log. Rules change it event by
// event; the tracker reads it through BuildView.
type State struct {
	System string
	Mode   string
	// Round counts from 1 (0: not started, e.g. Dragonhead before the first
	// initiative roll).
	Round int
	// RoundLimit is the DRGN social encounter's number of rounds (0: none).
	RoundLimit int
	// Phase is DRGN's Prep/Dec/Go ("prep", "dec", "go"); empty elsewhere.
	Phase string
	// ActiveSide is the side whose turn it is (DRGN combat).
	ActiveSide string
	// SideOrder is the order sides act in (DRGN combat).
	SideOrder []string
	// Order lists combatant IDs in turn order; Turn indexes whose turn it
	// is (-1: nobody's, e.g. between Dragonhead rounds).
	Order []string
	Turn  int
	// Surprised is the side caught by surprise this round, if any.
	Surprised string
	Tone      string

	Sides      []*Side
	Combatants []*Combatant
	// Pending are things announced and not yet resolved (DRGN declared
	// attacks).
	Pending []Pending

	Ended   bool
	Outcome string
	// Notes are the encounter-wide notes from note events.
	Notes []string
	// Messages say what the last event did, for the tracker to show.
	Messages []string
	// Quiet drops what Sayf would record: a state nobody shows (the
	// forecast's fights) skips writing its messages.
	Quiet bool
	// Discards: the events applied to this state are not kept after Apply
	// (the forecast's fights that are not sampled), so an autopilot may
	// reuse the memory of the payloads it made for this state once they
	// are applied.
	Discards bool
	// Ext is the plugged-in rules' own state.
	Ext any

	index combatantIndex
	// mem is the memory CloneInto built this state in, for the next
	// CloneInto into it (clone_into.go); nil for any other state.
	mem *cloneMemory
}

// Side is a team.
type Side struct {
	ID      string
	Name    string
	Players bool
	Goal    string
	Trait   string
	Speaker string
	// Score and Ratings are the social encounter's running score and each
	// round's rating (−3…+3).
	Score   int
	Ratings []int
	// Start is where Score started (DRGN social: the speaker's trait
	// score), kept apart so a new trait can replace it.
	Start int
}

// Combatant is one participant. HP fields follow the system: DRGN uses HP and
// MaxHP; Dragonhead uses MaxHP (total HP) with Wear, Tear and Scar. Copy
// one only by cloning its State: a copy by assignment shares the Stats and
// Dice maps the original writes in place (stats_own.go).
type Combatant struct {
	ID, Name, Side, Kind string
	Hidden               bool
	Seat                 int
	CharacterID          int64

	// BaseMaxHP is the max before effects (DRGN Crippled lowers MaxHP).
	BaseMaxHP int
	MaxHP     int
	HP        int
	TempHP    int
	WearTear  bool
	Wear      int
	Tear      int
	Scar      int

	// Stats and Dice are shared with the states cloned from this one
	// (State.Clone copies only a map the combatant has made its own and
	// writes in place): once NewCombatant has returned,
	// change them only through SetStat and SetDie (not by writing into
	// the map nor by replacing it), which copy a map the combatant may
	// share before the first change and write into its own copy after.
	Stats map[string]int
	Dice  map[string]string

	// Actions is what is left to spend this round.
	Actions int
	// Resources are per-combatant counters (DRGN "epicoins", Dragonhead
	// "attacks", "rests"); keys starting with "_" are the rules' internal
	// flags and are not shown.
	Resources  map[string]int
	Conditions []Condition

	Injured, Unconscious, Dead bool

	// Attacks come from the setup; uses left are the resources
	// UsesKey(name).
	Attacks []Attack

	Notes []string

	// Ext is the plugged-in rules' own part of the combatant (DRGN: its
	// attunements, resistances and shields); Clone copies it through
	// ExtCloner.
	Ext any

	// ownStats and ownDice point to this combatant's own Stats and Dice
	// fields when the map in them is one SetStat or SetDie made for it
	// (stats_own.go); a copied Combatant points to the original's fields,
	// so it owns nothing. spareStats and spareDice are maps a recycled
	// combatant made in an earlier fight (State.CloneInto), for its first
	// SetStat or SetDie to fill instead of a new map.
	ownStats   *map[string]int
	ownDice    *map[string]string
	spareStats map[string]int
	spareDice  map[string]string
}

// Condition is a status on a combatant. Remaining counts rounds left; -1
// means no countdown (it lasts until removed).
type Condition struct {
	Name      string
	Degree    int
	Remaining int
	// Detail qualifies it: the skill an Inhibited applies to, an Ailed's
	// damage type, a spell being cast.
	Detail string
}

// Label is the book's way of writing a condition: "Blinded (2)",
// "Ailed 5 (3)", "Crippled 2".
func (c Condition) Label() string {
	var b strings.Builder
	b.WriteString(c.Name)
	if c.Detail != "" {
		b.WriteString(" [" + c.Detail + "]")
	}
	if c.Degree > 0 {
		fmt.Fprintf(&b, " %d", c.Degree)
	}
	if c.Remaining >= 0 {
		fmt.Fprintf(&b, " (%d)", c.Remaining)
	}
	return b.String()
}

// Pending is something announced and not yet resolved.
type Pending struct {
	ID      string
	By      string
	Targets []string
	Text    string
	// Data is the rules' own record of it.
	Data any
}

// NewState returns an empty state for a system and mode; rules' Start
// builds on it.
func NewState(system, mode string) *State {
	return &State{System: system, Mode: mode, Turn: -1}
}

// AddSide appends a side; IDs must be unique and non-empty.
func (s *State) AddSide(ss SideSetup) error {
	if ss.ID == "" {
		return fmt.Errorf("a side needs an id")
	}
	if s.Side(ss.ID) != nil {
		return fmt.Errorf("side %q is listed twice", ss.ID)
	}
	name := ss.Name
	if name == "" {
		name = ss.ID
	}
	s.Sides = append(s.Sides, &Side{ID: ss.ID, Name: name, Players: ss.Players, Goal: ss.Goal, Trait: ss.Trait, Speaker: ss.Speaker})
	return nil
}

// Side finds a side by ID (nil when missing).
func (s *State) Side(id string) *Side {
	for _, sd := range s.Sides {
		if sd.ID == id {
			return sd
		}
	}
	return nil
}

// AddCombatant appends a combatant, checking its ID and side.
func (s *State) AddCombatant(c *Combatant) error {
	if c.ID == "" {
		return fmt.Errorf("combatant %q needs an id", c.Name)
	}
	if _, dup := s.index.get(c.ID); dup {
		return fmt.Errorf("combatant id %q is used twice", c.ID)
	}
	if s.Side(c.Side) == nil {
		return fmt.Errorf("combatant %q: no side %q", c.ID, c.Side)
	}
	if c.Name == "" {
		c.Name = c.ID
	}
	if err := checkGear(c); err != nil {
		return fmt.Errorf("combatant %q: %w", c.ID, err)
	}
	s.index.put(c.ID, len(s.Combatants))
	s.Combatants = append(s.Combatants, c)
	return nil
}

// RemoveCombatant takes a combatant out of the encounter.
func (s *State) RemoveCombatant(id string) error {
	i, ok := s.index.get(id)
	if !ok {
		return fmt.Errorf("no combatant %q", id)
	}
	s.Combatants = append(s.Combatants[:i], s.Combatants[i+1:]...)
	s.index.rebuild(s.Combatants)
	for j, o := range s.Order {
		if o == id {
			s.Order = append(s.Order[:j:j], s.Order[j+1:]...)
			if s.Turn > j {
				s.Turn--
			}
			if s.Turn >= len(s.Order) {
				s.Turn = -1
			}
			break
		}
	}
	return nil
}

// Combatant finds a combatant by ID.
func (s *State) Combatant(id string) (*Combatant, error) {
	if id == "" {
		return nil, fmt.Errorf("no combatant given")
	}
	if len(s.Combatants) <= ownIDScan {
		// The ID asked for is nearly always the combatant's own string (an
		// autopilot's payload, a rule's own list of IDs, a clone's copy of
		// them): the same text at the same place, found without hashing it.
		at := unsafe.StringData(id)
		for _, c := range s.Combatants {
			if unsafe.StringData(c.ID) == at && len(c.ID) == len(id) {
				return c, nil
			}
		}
	}
	i, ok := s.index.get(id)
	if !ok {
		return nil, fmt.Errorf("no combatant %q", id)
	}
	return s.Combatants[i], nil
}

// ownIDScan is how many combatants Combatant scans for the ID's own string
// before it hashes the ID.
const ownIDScan = 16

// Sayf records what the event did for the tracker to show.
func (s *State) Sayf(format string, a ...any) {
	if s.Quiet {
		return
	}
	s.Messages = append(s.Messages, fmt.Sprintf(format, a...))
}

// ActiveID is the combatant whose turn it is ("" when none).
func (s *State) ActiveID() string {
	if s.Turn >= 0 && s.Turn < len(s.Order) {
		return s.Order[s.Turn]
	}
	return ""
}

// Condition finds a condition by name (case-insensitive); nil when absent.
func (c *Combatant) Condition(name string) *Condition {
	for i := range c.Conditions {
		if SameName(c.Conditions[i].Name, name) {
			return &c.Conditions[i]
		}
	}
	return nil
}

// SameName is strings.EqualFold(a, b), the comparison of condition names,
// with the quick answers first: first letters that are ASCII and differ
// beyond case (the same text never has), then the same text (the rules
// look conditions up for every combatant after every event, and names of
// one length, "Morale check" and "Backing away", would otherwise be
// compared byte by byte).
func SameName(a, b string) bool {
	if len(a) > 0 && len(b) > 0 && a[0] < utf8.RuneSelf && b[0] < utf8.RuneSelf && a[0]|0x20 != b[0]|0x20 {
		return false
	}
	if a == b {
		return true
	}
	return strings.EqualFold(a, b)
}

// Has reports whether the combatant has a condition.
func (c *Combatant) Has(name string) bool { return c.Condition(name) != nil }

// Degree is a condition's degree, 0 when absent.
func (c *Combatant) Degree(name string) int {
	if cd := c.Condition(name); cd != nil {
		return cd.Degree
	}
	return 0
}

// SetCondition adds a condition or replaces the one of the same name.
func (c *Combatant) SetCondition(cd Condition) {
	if old := c.Condition(cd.Name); old != nil {
		*old = cd
		return
	}
	c.Conditions = append(c.Conditions, cd)
}

// RemoveCondition removes a condition; it reports whether there was one.
func (c *Combatant) RemoveCondition(name string) bool {
	for i := range c.Conditions {
		if SameName(c.Conditions[i].Name, name) {
			c.Conditions = append(c.Conditions[:i], c.Conditions[i+1:]...)
			return true
		}
	}
	return false
}

// Stat is a key number, 0 when absent.
func (c *Combatant) Stat(name string) int { return c.Stats[name] }

// SetStat sets a key number. The first change writes a new map (the old
// one may be shared with a clone of the state), later ones write into it;
// nothing is written when the number is already v.
func (c *Combatant) SetStat(name string, v int) {
	if old, ok := c.Stats[name]; ok && old == v {
		return
	}
	if c.ownStats != &c.Stats {
		c.Stats = ownCopy(c.Stats, &c.spareStats)
		c.ownStats = &c.Stats
	}
	c.Stats[name] = v
}

// SetDie sets a dice entry, copying the map the first time as SetStat
// does.
func (c *Combatant) SetDie(name, v string) {
	if old, ok := c.Dice[name]; ok && old == v {
		return
	}
	if c.ownDice != &c.Dice {
		c.Dice = ownCopy(c.Dice, &c.spareDice)
		c.ownDice = &c.Dice
	}
	c.Dice[name] = v
}

// Resource is a counter, 0 when absent.
func (c *Combatant) Resource(name string) int { return c.Resources[name] }

// SetResource sets a counter.
func (c *Combatant) SetResource(name string, v int) {
	if c.Resources == nil {
		c.Resources = map[string]int{}
	}
	c.Resources[name] = v
}

// Band is how the tracker and the player view describe health.
func (c *Combatant) Band() string {
	switch {
	case c.Dead:
		return BandDead
	case c.Unconscious:
		return BandDown
	case c.Injured:
		return BandInjured
	default:
		return BandHealthy
	}
}

// Health bands.
const (
	BandHealthy = "Healthy"
	BandInjured = "Injured"
	BandDown    = "Down"
	BandDead    = "Dead"
)

// BaseCombatant fills the system-neutral fields of a combatant from its
// setup; rules add the system's numbers.
func BaseCombatant(st *State, cs CombatantSetup) *Combatant {
	kind := cs.Kind
	if kind == "" {
		kind = "creature"
		if sd := st.Side(cs.Side); sd != nil && sd.Players {
			kind = "character"
		}
	}
	c := &Combatant{ID: cs.ID, Name: cs.Name, Side: cs.Side, Kind: kind, Hidden: cs.Hidden, Seat: cs.Seat,
		CharacterID: cs.CharacterID, Stats: map[string]int{}, Dice: map[string]string{}}
	for k, v := range cs.Stats {
		c.Stats[k] = v
	}
	for k, v := range cs.Dice {
		c.Dice[k] = v
	}
	c.Attacks = append([]Attack(nil), cs.Attacks...)
	for _, a := range cs.Attacks {
		if a.Uses > 0 {
			left := a.Uses
			if a.Left != nil {
				left = min(max(*a.Left, 0), a.Uses)
			}
			c.SetResource(UsesKey(a.Name), left)
		}
	}
	if cs.Notes != "" {
		c.Notes = append(c.Notes, cs.Notes)
	}
	return c
}

// MaxGearNumber bounds an attack's uses (and a system's own gear numbers,
// e.g. a DRGN shield's hit points).
const MaxGearNumber = 1_000_000

// checkGear refuses attacks without a name or named twice, and uses out
// of range.
func checkGear(c *Combatant) error {
	seen := map[string]bool{}
	for i, a := range c.Attacks {
		if err := uniqueName(seen, "attack", a.Name, i); err != nil {
			return err
		}
		if a.Uses < 0 || a.Uses > MaxGearNumber {
			return fmt.Errorf("attack %q: uses %d, allowed 0 to %d", a.Name, a.Uses, MaxGearNumber)
		}
	}
	return nil
}

// uniqueName refuses the i-th entry's empty name or one seen before
// (case-insensitive), and records it.
func uniqueName(seen map[string]bool, what, name string, i int) error {
	key := strings.ToLower(strings.TrimSpace(name))
	if key == "" {
		return fmt.Errorf("%s %d has no name", what, i+1)
	}
	if seen[key] {
		return fmt.Errorf("%s %q is listed twice: give each a different name", what, name)
	}
	seen[key] = true
	return nil
}
