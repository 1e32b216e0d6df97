package rollunder

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unsafe"

	"sessionzero/rules"
	"sessionzero/rules/dice"
	"sessionzero/rules/encounter"
)

// fighter is the roll-under state of one combatant (spec §6.2): the part
// no event changes (fighterFixed, shared by forecast copies) and the part
// events change, copied with the state.
type fighter struct {
	*fighterFixed
	Critical bool
	Tended   bool
	Untended int
	Fled     bool
	Routed   bool
	Engaged  bool
	// Locked are the kinds of attack it may not take again until its next
	// turn.
	Locked     lockSet
	Declared   *declaration
	Moved      bool
	Acted      bool
	Passed     bool // passed the initial DEX save
	WasAtHP    bool
	GroupSized bool
	// shownCur, shownCrit and shownTend are the current scores and flags
	// refresh last showed (show), valid once shownOK.
	shownCur             [3]int
	shownCrit, shownTend bool
	shownOK              bool
	// cur mirrors the combatant's stats current_str, current_dex and
	// current_wil (set by NewCombatant; they change only through
	// setCurrent), so that refresh reads them without a map look-up after
	// every event.
	cur [3]int
	// decl holds the declaration Declared points to (one per fighter
	// instead of one allocated per declare).
	decl declaration
	// pendText is refresh's pending text for Declared, once worded
	// (applyDeclare clears it).
	pendText string
	// autoDecl is the autopilot's last declaration payload for this
	// fighter and autoDeclEv the event made from it, used again while it
	// declares the same (a payload is never written into once in an
	// event, so events may share it).
	autoDecl   *autoDeclare
	autoDeclEv encounter.Event
	// declBuf is this copy's own declaration payload, which the autopilot
	// writes into for each new declaration when the state discards its
	// events (encounter.State.Discards): never shared with a copy.
	declBuf *autoDeclare
}

// fighterFixed is what no event changes of a fighter but a swap, which
// replaces it (setArms): its weapons, bonus dice, group, morale and full
// scores. It is never written into once made, so a state's copies share
// it instead of copying it for every forecast fight.
type fighterFixed struct {
	Weapons []Weapon
	Bonus   []int
	Group   string
	Leader  bool
	Morale  string // normal, mindless, fearless
	// full and armor mirror the combatant's stats str, dex, wil and armor
	// (set by NewCombatant, which is the only one to write them).
	full  [3]int
	armor int
	// arms is what Weapons and Bonus give (setArms).
	arms arms
}

// abilityIndex is an ability's place in fighter.full and fighter.cur (-1:
// not one of Abilities).
func abilityIndex(ability string) int {
	switch ability {
	case "str":
		return 0
	case "dex":
		return 1
	case "wil":
		return 2
	}
	return -1
}

// load copies c's scores and armour into f's mirror (f's fixed part is
// its own: NewCombatant's).
func (f *fighter) load(c *encounter.Combatant) {
	for i, a := range Abilities {
		f.full[i], f.cur[i] = c.Stat(a), c.Stat(currentKey(a))
	}
	f.armor = c.Stat("armor")
}

// setCurrent sets c's current score of an ability (one of Abilities) and
// f's mirror of it.
func setCurrent(c *encounter.Combatant, f *fighter, ability string, v int) {
	c.SetStat(currentKey(ability), v)
	if i := abilityIndex(ability); i >= 0 && f != nil {
		f.cur[i] = v
	}
}

type declaration struct {
	Action  string   `json:"action"`
	Target  string   `json:"target,omitempty"`
	Targets []string `json:"targets,omitempty"`
	Against string   `json:"against,omitempty"`
	Weapons []string `json:"weapons,omitempty"`
	Text    string   `json:"text,omitempty"`
}

// group is a morale group (RU-21).
type group struct {
	ID      string
	Members []string
	Morale  string // none, pending, held, routed, exempt
	// pos are the members' places in st.Combatants (-1: not there), found
	// by combatExt.fighters; replaced, never written into.
	pos []int
}

// due is a save the procedures call for before the phase may end.
type due struct {
	Kind DueKind
	Who  string // combatant (STR save; lone morale) or group id
	// Text words it; a quiet state (encounter.State.Quiet) leaves a
	// combatant's save unworded until it is read (text), with the score
	// saved against in Score.
	Text  string
	Score int
	Group bool
	// Saver is a group's able leader when the save fell due ("": the GM
	// names a member), with its WIL in Score.
	Saver string
}

// text is d's words: "STR save: Ada against 7", "Morale: Goblin 1 with WIL
// 7", or the group's, as harm and afterEvent word them.
func (d due) text(st *encounter.State) string {
	switch {
	case d.Text != "":
		return d.Text
	case d.Group && d.Saver != "":
		return groupDueText(d.Who, name(st, d.Saver), d.Score)
	case d.Group:
		return groupDueText(d.Who, "", 0)
	}
	return dueText(d.Kind, name(st, d.Who), d.Score)
}

// dueText words a combatant's save due: its kind, the saver's name and the
// score it saves against.
func dueText(kind DueKind, who string, score int) string {
	if kind == DueSTR {
		return "STR save: " + who + " against " + strconv.Itoa(score)
	}
	return "Morale: " + who + " with WIL " + strconv.Itoa(score)
}

type combatExt struct {
	Players string
	Initial bool
	Started bool
	Minutes int
	Groups  []*group
	Due     []due
	// Opening is the side that opened round 1; each later round starts
	// with it again.
	Opening string
	// byPos are the fighters of st.Combatants in their order, for the
	// loops over every combatant after every event (fighters); posIDs
	// are the IDs they were found for.
	byPos  []*fighter
	posIDs []string
	// posCs are the combatants byPos was last checked against (replaced
	// when they change, never written into), fullCs posCs at the last full
	// refresh (refreshed).
	posCs, fullCs []*encounter.Combatant
	// clean: the last event applied was refreshed after.
	clean bool
	// steady: Apply is applying an event, and fighters has found the
	// combatants since it began (they do not change until it returns).
	steady bool
	// evs is the autopilot's list of events, reused by each Next call;
	// block its attack payload, reused by each attack when the state
	// discards its events (attackBlock).
	evs   []encounter.Event
	block *attackBlock
	// scratch is the memory the autopilot and the rules write an event's
	// payloads into when the state discards its events (each state's own).
	scratch *eventScratch
	// order are the fighters' combatant IDs, sorted, and sorted their
	// fighters in that order: the fighters by ID (x.f finds one by a
	// binary search, a copy copies one list instead of a map). order is
	// replaced, never written into, so copies may share it.
	order  []string
	sorted []*fighter
	// touched are the combatants the event being applied changed, for the
	// refresh after it (refreshTouched).
	touched touchedSet
	// groupsChecked: afterEvent's group-morale check has visited every
	// group since the start (refresh_touched.go).
	groupsChecked bool
	// places hints where each of posIDs stands (places.go).
	places idPlaces
}

// fighters are the fighters of st.Combatants, in their order (nil for a
// combatant without one), found once and looked up again only when the
// combatants change.
func (x *combatExt) fighters(st *encounter.State) []*fighter {
	if x.steady || samePlaces(x.posCs, st.Combatants) { // the same combatants in the same places
		return x.byPos
	}
	x.posCs = slices.Clone(st.Combatants)
	if len(x.posIDs) == len(st.Combatants) {
		same := true
		for i, c := range st.Combatants {
			if x.posIDs[i] != c.ID {
				same = false
				break
			}
		}
		if same {
			return x.byPos // a copy's combatants, or the same IDs
		}
	}
	// New slices: a cloned state may share the old ones.
	x.byPos, x.posIDs = make([]*fighter, len(st.Combatants)), make([]string, len(st.Combatants))
	for i, c := range st.Combatants {
		x.byPos[i], x.posIDs[i] = x.f(c.ID), c.ID
	}
	x.places.note(x.posIDs)
	for _, g := range x.Groups {
		g.pos = nil // found again by memberPos
	}
	return x.byPos
}

// samePlaces: a and b hold the same combatants in the same places
// (slices.Equal, compared as one block of memory: fighters asks after
// every event and before every move of the autopilot).
func samePlaces(a, b []*encounter.Combatant) bool {
	if len(a) != len(b) {
		return false
	}
	if len(a) == 0 {
		return true
	}
	n := len(a) * int(unsafe.Sizeof(a[0]))
	return unsafe.String((*byte)(unsafe.Pointer(&a[0])), n) == unsafe.String((*byte)(unsafe.Pointer(&b[0])), n)
}

// memberPos are g's members' places in st.Combatants (-1 for one not
// there), as x.fighters last found the combatants.
func (x *combatExt) memberPos(g *group) []int {
	if len(g.pos) != len(g.Members) {
		g.pos = make([]int, len(g.Members))
		for i, id := range g.Members {
			g.pos[i] = slices.Index(x.posIDs, id)
		}
	}
	return g.pos
}

// opening is the side each round starts with (the first side in the
// setup's order for a state that never recorded one).
func (x *combatExt) opening(st *encounter.State) string {
	if x.Opening != "" {
		return x.Opening
	}
	return st.SideOrder[0]
}

// ext is the roll-under state; a state made without Start (the new-encounter
// window's check of one combatant) gets an empty one.
func ext(st *encounter.State) *combatExt {
	x, ok := st.Ext.(*combatExt)
	if !ok {
		x = &combatExt{}
		st.Ext = x
	}
	return x
}

// f is the fighter of the combatant id, nil for none.
func (x *combatExt) f(id string) *fighter {
	if i, found := slices.BinarySearch(x.order, id); found {
		return x.sorted[i]
	}
	return nil
}

// fighterOf is x.f(c.ID), found by c's place when x.fighters last saw it
// there (no map look-up in the handlers' hot paths).
func (x *combatExt) fighterOf(c *encounter.Combatant) *fighter {
	if i := x.places.of(c.ID); i >= 0 && i < len(x.posCs) && x.posCs[i] == c {
		return x.byPos[i]
	}
	for i, p := range x.posCs {
		if p == c {
			return x.byPos[i]
		}
	}
	return x.f(c.ID)
}

// fighterAt is fighterOf(c) for c found at place i of st.Combatants: the
// fighter x.fighters last found there when c was there, without a scan.
func (x *combatExt) fighterAt(i int, c *encounter.Combatant) *fighter {
	if i < len(x.posCs) && x.posCs[i] == c {
		return x.byPos[i]
	}
	return x.fighterOf(c)
}

// setupKeys are the roll-under combatant keys of a setup entry (§6.1).
type setupKeys struct {
	Weapons    []Weapon `json:"weapons"`
	BonusDice  []int    `json:"bonus_dice"`
	Group      string   `json:"group"`
	Leader     bool     `json:"leader"`
	Morale     string   `json:"morale"`
	Conditions []string `json:"conditions"`
	Critical   bool     `json:"critical"`
	Tended     bool     `json:"tended"`
}

func readSetupKeys(cs encounter.CombatantSetup) (setupKeys, error) {
	var k setupKeys
	fields := map[string]any{"weapons": &k.Weapons, "bonus_dice": &k.BonusDice, "group": &k.Group, "leader": &k.Leader,
		"morale": &k.Morale, "conditions": &k.Conditions, "critical": &k.Critical, "tended": &k.Tended}
	for key, raw := range cs.Extra {
		if dst, ok := fields[key]; ok {
			if err := json.Unmarshal(raw, dst); err != nil {
				return k, fmt.Errorf("%s: %s", key, setupKeyWords[key])
			}
		}
	}
	if err := checkWeapons("", k.Weapons, k.BonusDice); err != nil {
		return k, err
	}
	switch k.Morale {
	case "":
		k.Morale = "normal"
	case "normal", "mindless", "fearless":
	default:
		return k, fmt.Errorf("morale %q: use normal, mindless or fearless", k.Morale)
	}
	if len(k.Conditions) > MaxListSize {
		return k, fmt.Errorf("conditions has %d entries, at most %d", len(k.Conditions), MaxListSize)
	}
	return k, nil
}

// setupKeyWords say what a setup key holds, for a value of the wrong kind
// (instead of the JSON decoder's text).
var setupKeyWords = map[string]string{
	"weapons":    `a list of weapons, each {"name", "die", "wielded"?, "ranged"?, "against"?}`,
	"bonus_dice": "a list of die sizes, e.g. [4, 6]",
	"group":      "the group's name, in quotes",
	"leader":     "true or false",
	"morale":     "normal, mindless or fearless",
	"conditions": `a list of condition names, e.g. ["Blinded"]`,
	"critical":   "true or false",
	"tended":     "true or false",
}

// who names a setup combatant in a message: its name, else its id.
func who(cs encounter.CombatantSetup) string {
	if cs.Name != "" {
		return cs.Name
	}
	return cs.ID
}

// currentKey is the stats key of a current score.
func currentKey(ability string) string {
	switch ability {
	case "str":
		return "current_str"
	case "dex":
		return "current_dex"
	case "wil":
		return "current_wil"
	}
	return "current_" + ability
}

// currentScore is c's current score of ability, at i in Abilities (-1:
// none of them), read from f's mirror when f is c's fighter.
func currentScore(c *encounter.Combatant, f *fighter, i int, ability string) int {
	if f != nil && i >= 0 {
		return f.cur[i]
	}
	return score(c, ability)
}

// score reads a current score.
func score(c *encounter.Combatant, ability string) int { return c.Stat(currentKey(ability)) }

// has is c.Has(name) without the call for a combatant with no
// conditions (most, in most fights; the hot paths ask several times per
// combatant per event).
func has(c *encounter.Combatant, name string) bool {
	return len(c.Conditions) > 0 && c.Has(name)
}

// able: c (f its fighter) is not out of the fight (its flags, its current
// DEX and WIL, Unconscious looked up last).
func able(c *encounter.Combatant, f *fighter) bool {
	return !outByNumbers(c, f) && !has(c, "Unconscious")
}

// outByNumbers: c (f its fighter) is out of the fight by its flags and
// current DEX and WIL alone (able but the Unconscious look-up). able is
// too big for the compiler to inline; the hottest callers (Dropped,
// pickTarget, afterEvent) ask outByNumbers(c, f) || has(c, "Unconscious")
// instead, which it does inline.
func outByNumbers(c *encounter.Combatant, f *fighter) bool {
	return c.Dead || f.Critical || f.Fled || f.Routed || f.cur[1] <= 0 || f.cur[2] <= 0
}

func mayAct(st *encounter.State, c *encounter.Combatant) bool {
	x := ext(st)
	f := x.f(c.ID)
	return mayActNow(st, x, c, f)
}

// mayActNow: c (f its fighter) is able, not Stunned, on the active side
// and, in the first round's order, has passed. The numbers and flags
// first, then, for a combatant with conditions, one walk over them for
// Unconscious and Stunned (the autopilot's declarations, the gang checks
// and the phase ends ask it of every combatant).
func mayActNow(st *encounter.State, x *combatExt, c *encounter.Combatant, f *fighter) bool {
	if c.Dead || f.Critical || f.Fled || f.Routed || f.cur[1] <= 0 || f.cur[2] <= 0 || x.Initial && !f.Passed || !same(c.Side, st.ActiveSide) {
		return false
	}
	return len(c.Conditions) == 0 || !outOrStunned(c)
}

// outOrStunned: c has the condition Unconscious or Stunned (as c.Has
// finds them: by name, case-insensitive).
func outOrStunned(c *encounter.Combatant) bool {
	for i := range c.Conditions {
		if n := c.Conditions[i].Name; strings.EqualFold(n, "Unconscious") || strings.EqualFold(n, "Stunned") {
			return true
		}
	}
	return false
}

// lost is RU-21's "lost": out of the fight.
func lost(c *encounter.Combatant, f *fighter) bool { return !able(c, f) }

func (x *combatExt) group(id string) *group {
	for _, g := range x.Groups {
		if g.ID == id {
			return g
		}
	}
	return nil
}

// refreshed reports that nothing refresh reads of the combatants has
// changed since the last full refresh but what a declare or resolve event
// changes (a declaration, the phase), once the event before was refreshed
// (combatExt.clean): the same combatants in the same places. The events
// outside the roll-under rules (a note, hiding) change nothing refresh
// reads; adding or removing a combatant changes the list.
func (x *combatExt) refreshed(st *encounter.State) bool {
	x.fighters(st)
	return len(x.posCs) > 0 && len(x.fullCs) == len(x.posCs) && &x.fullCs[0] == &x.posCs[0]
}

// refresh recomputes actions, health flags and the pending list.
func refresh(st *encounter.State) {
	x := ext(st)
	fs := x.fighters(st)
	x.fullCs, x.clean = x.posCs, true
	for i, c := range st.Combatants {
		refreshOne(st, x, c, fs[i])
	}
	refreshPending(st, x)
}

// refreshActions recomputes every combatant's Actions only (as refreshOne
// does).
func refreshActions(st *encounter.State, x *combatExt) {
	fs := x.fighters(st)
	for i, c := range st.Combatants {
		f := fs[i]
		c.Actions = 0
		if x.Started && !f.Acted && same(c.Side, st.ActiveSide) && mayActNow(st, x, c, f) { // (the other sides: no calls)
			c.Actions = 1
		}
	}
}

// refreshOne recomputes c's actions, health flags and shown resources.
func refreshOne(st *encounter.State, x *combatExt, c *encounter.Combatant, f *fighter) {
	c.Actions = 0
	if x.Started && !f.Acted && mayActNow(st, x, c, f) {
		c.Actions = 1
	}
	c.Injured = c.HP < c.MaxHP
	c.Unconscious = has(c, "Unconscious")
	f.show(c)
}

// refreshPending rebuilds the pending list: the declarations not yet
// carried out, then the saves due. A quiet state is never shown
// (encounter.State.Quiet: the forecast's fights), and nothing but the
// tracker's view reads the list, so a quiet state keeps it empty.
func refreshPending(st *encounter.State, x *combatExt) {
	st.Pending = st.Pending[:0] // rebuilt in place
	if st.Quiet {
		return
	}
	for i, f := range x.sorted { // in the order of their IDs
		if f.Declared == nil || f.Acted {
			continue
		}
		id := x.order[i]
		if f.pendText == "" { // worded once per declaration
			f.pendText = pendingText(st, id, f.Declared)
		}
		addPending(st, id, f.pendText)
	}
	for _, d := range x.Due {
		addPending(st, d.Who, d.text(st))
	}
}

// addPending appends {ID: id, By: id, Text: text} to st.Pending, rebuilt
// in place: the entry already there may say it (no write then).
func addPending(st *encounter.State, id, text string) {
	if k := len(st.Pending); k < cap(st.Pending) {
		if old := st.Pending[:k+1][k]; old.ID == id && old.By == id && old.Text == text && old.Targets == nil && old.Data == nil {
			st.Pending = st.Pending[:k+1]
			return
		}
	}
	st.Pending = append(st.Pending, encounter.Pending{ID: id, By: id, Text: text})
}

// pendingText is the pending list's line for a declaration: "Ada declares
// attack on Goblin 1".
func pendingText(st *encounter.State, id string, d *declaration) string {
	text := name(st, id) + " declares " + d.Action
	targets := d.Targets
	if d.Target != "" {
		targets = []string{d.Target}
	}
	for i, tg := range targets {
		if i == 0 {
			text += " on "
		} else {
			text += ", "
		}
		text += name(st, tg)
	}
	return text
}

// shownResources are the resource keys refresh keeps equal to the
// combatant's numbers, in the order of fighter.shownValues.
var shownResources = [...]string{"str", "current_str", "dex", "current_dex", "wil", "current_wil", "armor", criticalKey, tendedKey}

// show sets the resources that show c's scores, armour and critical
// damage, writing only what changed since the last time (nothing else
// writes these keys). The full scores and armour never change after
// NewCombatant, so once shown only the current scores and the two flags
// are compared (after every event, for every fighter a phase end
// refreshes).
func (f *fighter) show(c *encounter.Combatant) {
	if f.shownOK && f.cur == f.shownCur && f.Critical == f.shownCrit && f.Tended == f.shownTend {
		return
	}
	now := f.shownValues(f.cur, f.Critical, f.Tended)
	was := f.shownValues(f.shownCur, f.shownCrit, f.shownTend)
	for i, v := range now {
		if !f.shownOK || was[i] != v {
			c.SetResource(shownResources[i], v)
		}
	}
	f.shownCur, f.shownCrit, f.shownTend, f.shownOK = f.cur, f.Critical, f.Tended, true
}

// shownValues are the values of shownResources for f with the current
// scores cur and the flags critical and tended.
func (f *fighter) shownValues(cur [3]int, critical, tended bool) [len(shownResources)]int {
	return [...]int{f.full[0], cur[0], f.full[1], cur[1], f.full[2], cur[2], f.armor, oneIf(critical), oneIf(tended)}
}

// oneIf is 1 for true, 0 for false (a flag kept as a resource).
func oneIf(b bool) int {
	if b {
		return 1
	}
	return 0
}

func name(st *encounter.State, id string) string {
	if c, err := st.Combatant(id); err == nil {
		return c.Name
	}
	return id
}

// NewCombatant implements encounter.Rules (spec §6.1).
func (CombatRules) NewCombatant(st *encounter.State, cs encounter.CombatantSetup) (*encounter.Combatant, error) {
	c := encounter.BaseCombatant(st, cs)
	if sd := st.Side(c.Side); sd != nil {
		// The side's own string (the same text): the rules compare a
		// combatant's side with the active side, one of the sides' IDs,
		// after nearly every event, and equal strings at one place
		// compare without reading their bytes.
		c.Side = sd.ID
	}
	if _, ok := cs.Stats["max_hp"]; !ok {
		return nil, fmt.Errorf("%s: give its HP (0 to %d)", who(cs), MaxHP)
	}
	c.MaxHP = c.Stat("max_hp")
	c.HP = c.MaxHP
	if v, ok := cs.Stats["hp"]; ok {
		c.HP = v
	}
	checks := []error{rules.CheckRange("stats.max_hp", c.MaxHP, 0, MaxHP), rules.CheckRange("stats.hp", c.HP, 0, MaxHP)}
	if a := c.Stat("armor"); a > MaxArmor {
		checks = append(checks, fmt.Errorf(`stats.armor is %d: "Total Armour score for a creature cannot exceed 3"`, a))
	} else {
		checks = append(checks, rules.CheckRange("stats.armor", a, 0, MaxArmor))
	}
	for _, a := range Abilities {
		if _, ok := cs.Stats[a]; !ok {
			c.Stats[a] = DefaultScore
		}
		if _, ok := cs.Stats["current_"+a]; !ok {
			c.Stats["current_"+a] = c.Stats[a]
		}
		checks = append(checks, rules.CheckRange("stats."+a, c.Stats[a], 0, MaxScore), rules.CheckRange("stats.current_"+a, c.Stats["current_"+a], 0, MaxScore))
	}
	if err := rules.JoinErrors(checks...); err != nil {
		return nil, fmt.Errorf("%s: %w", who(cs), err)
	}
	k, err := readSetupKeys(cs)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", who(cs), err)
	}
	for _, n := range k.Conditions {
		c.SetCondition(encounter.Condition{Name: n, Remaining: -1})
	}
	if c.Has("Unconscious") {
		c.HP = 0
	}
	if score(c, "str") == 0 {
		c.Dead = true
	}
	if len(k.Weapons) == 0 && cs.Dice["weapon"] != "" {
		w, err := quickWeapon(cs.Dice["weapon"])
		if err != nil {
			return nil, fmt.Errorf("%s: %w", who(cs), err)
		}
		k.Weapons = []Weapon{w}
	}
	f := &fighter{fighterFixed: &fighterFixed{Group: k.Group, Leader: k.Leader, Morale: k.Morale}, Critical: k.Critical, Tended: k.Tended}
	f.setArms(k.Weapons, k.BonusDice)
	f.load(c)
	if cs.CharacterID != 0 {
		// What the character brought, for the write-back.
		c.SetResource(criticalKey, oneIf(f.Critical))
		c.SetResource(tendedKey, oneIf(f.Tended))
		c.SetResource(joinedKey, 1)
		keep(c, joinedPfx)
	}
	x := ext(st)
	// New lists: a copy of the state may share the old ones.
	if i, found := slices.BinarySearch(x.order, cs.ID); !found {
		x.order = slices.Insert(slices.Clip(x.order), i, cs.ID)
		x.sorted = slices.Insert(slices.Clone(x.sorted), i, f)
	} else {
		x.sorted = slices.Clone(x.sorted)
		x.sorted[i] = f
	}
	x.byPos, x.posIDs, x.posCs = nil, nil, nil // a combatant of the same ID may come back in the same place
	if f.Group != "" {
		g := x.group(f.Group)
		if g == nil {
			g = &group{ID: f.Group, Morale: "none"}
			x.Groups = append(x.Groups, g)
		}
		g.Members = append(g.Members, cs.ID)
	}
	return c, nil
}

// CombatantFromCharacter turns a saved character into a setup entry: its
// scores, HP, armour, weapons, bonus dice and conditions.
func CombatantFromCharacter(id, name, side string, data json.RawMessage) (encounter.CombatantSetup, error) {
	ch, err := Decode(data)
	if err != nil {
		return encounter.CombatantSetup{}, err
	}
	cs := encounter.CombatantSetup{ID: id, Name: name, Side: side, Kind: KindCharacter, Stats: map[string]int{
		"max_hp": ch.MaxHP, "hp": ch.HP(), "armor": min(ch.ArmorTotal(), MaxArmor)}}
	for _, a := range Abilities {
		cs.Stats[a], cs.Stats["current_"+a] = ch.Full(a), ch.Current(a)
	}
	cs.Extra, err = encodeExtra(map[string]any{"weapons": ch.Weapons, "bonus_dice": ch.BonusDice, "conditions": ch.Conditions,
		"critical": ch.Critical, "tended": ch.Tended})
	return cs, err
}

// encodeExtra writes a combatant's roll-under keys (weapons, bonus dice …)
// for CombatantSetup.Extra; a value that does not encode is left out and
// its error returned.
func encodeExtra(keys map[string]any) (map[string]json.RawMessage, error) {
	extra := make(map[string]json.RawMessage, len(keys))
	var first error
	for key, v := range keys {
		b, err := json.Marshal(v)
		if err != nil {
			if first == nil {
				first = fmt.Errorf("rollunder: %w", err)
			}
			continue
		}
		extra[key] = b
	}
	return extra, first
}

// quickWeapon is a typed opponent's damage die (`dice: {"weapon": "d6"}`):
// one wielded melee weapon named "Attack".
func quickWeapon(expr string) (Weapon, error) {
	sizes, err := dice.ParseDieList(expr, 1)
	if err != nil || len(sizes) != 1 || sizes[0] < 2 || sizes[0] > MaxDie {
		return Weapon{}, fmt.Errorf("damage die %q: one damage die, d2 to d%d", expr, MaxDie)
	}
	return Weapon{Name: "Attack", Die: sizes[0], Wielded: true}, nil
}
