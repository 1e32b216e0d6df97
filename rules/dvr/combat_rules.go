package dvr

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"sessionzero/rules/encounter"
)

// Initiative modes (spec §6.1).
const (
	InitiativePopcorn     = "popcorn"
	InitiativeStrategized = "strategized"
)

// Strategized phases and tiers (spec §6.4, DVR-26).
const (
	PhasePlan         = "plan"
	PhaseLocked       = "locked"
	TierAdvantage     = "advantage"
	TierNormal        = "normal"
	TierDisadvantage  = "disadvantage"
	CondStunned       = "Stunned"
	CondPinned        = "Pinned"
	CondNarrative     = "Narrative"
	CondDazed         = "Dazed"
	bandExhausted     = "Exhausted"
	resFocus          = "focus"
	resMaxFocus       = "max_focus"
	maxCombatantStats = 1000
)

var tiers = []string{TierAdvantage, TierNormal, TierDisadvantage}

// tierIndex is slices.Index(tiers, t), without the search.
func tierIndex(t string) int {
	switch t {
	case TierAdvantage:
		return 0
	case TierNormal:
		return 1
	case TierDisadvantage:
		return 2
	}
	return -1
}

// Options are the book's optional combat rules (L200–203, L295–297).
type Options struct {
	ExtraSuccessDamage bool `json:"extra_success_damage,omitempty"`
	CritCondition      bool `json:"crit_condition,omitempty"`
	MovementOrder      bool `json:"movement_order,omitempty"`
}

// Duel is an open or settled duel (spec §6.8, DVR-27).
type Duel struct {
	ID     string `json:"id"`
	A      string `json:"a"`
	B      string `json:"b"`
	Size   int    `json:"size"`
	Score  int    `json:"score"`
	Winner string `json:"winner,omitempty"`
}

// Plan is a combatant's planned action in strategized combat.
type Plan struct {
	Action   string `json:"action"`
	Movement string `json:"movement,omitempty"`
}

// Ext is DvR's own encounter state (st.Ext). Status gives its public part.
type Ext struct {
	Initiative string
	Options    Options
	GMPoints   int
	Duels      []*Duel
	// Acted: popcorn, has ended a turn this round.
	Acted map[string]bool
	// Due: the Stunned/Pinned that were on a combatant when its current
	// turn or tier began (removed when it ends).
	Due map[string][]string
	// Strategized.
	Tier     map[string]string
	Plans    map[string]Plan
	AbleTier map[string]bool // able and not Stunned when its tier began
	Attacked map[string]bool

	// scratch is the forecast autopilot's (autopilot.go), no part of the
	// fight; each copy of the state gets its own.
	scratch autoScratch
	// touched are the only combatants the event being applied changed
	// what refresh reads of (an attack's attacker and target, a pass
	// within a round's ender and next), set by its handler for Apply to
	// refresh just those (refresh_some.go); nil otherwise.
	touched [2]*encounter.Combatant
	// whole: everyone was refreshed after the last event, and wholeN
	// combatants were there (refresh_some.go).
	whole  bool
	wholeN int
	// allNormal: every tier in Tier is normal (Start; normalTiers sets it,
	// setTier clears it for another tier). False is always safe.
	allNormal bool
}

// Status is the DvR part of `encounter replay --json` (spec §6.2).
type Status struct {
	Initiative string            `json:"initiative"`
	GMPoints   int               `json:"gm_points"`
	Duels      []Duel            `json:"duels"`
	Tiers      map[string]string `json:"tiers,omitempty"`
	Plans      map[string]Plan   `json:"plans,omitempty"`
}

// EncounterStatus reads the DvR keys of a state (empty for other systems).
func EncounterStatus(st *encounter.State) Status {
	x, ok := st.Ext.(*Ext)
	if !ok {
		return Status{}
	}
	s := Status{Initiative: x.Initiative, GMPoints: x.GMPoints, Duels: []Duel{}}
	for _, d := range x.Duels {
		s.Duels = append(s.Duels, *d)
	}
	if x.Initiative == InitiativeStrategized {
		s.Tiers, s.Plans = x.Tier, x.Plans
	}
	return s
}

// CombatRules are the DvR combat rules for the encounter engine. Every
// event is one small handler in the handlers table.
type CombatRules struct {
	encounter.Events
	// Initiative forces a mode; empty takes the setup's "initiative" key.
	Initiative string
}

// NewCombatRules returns the DvR combat rules (popcorn unless the setup
// asks for strategized).
func NewCombatRules() encounter.Rules { return CombatRules{Events: combatEvents} }

// NewStrategizedRules returns the DvR rules with strategized combat.
func NewStrategizedRules() encounter.Rules {
	return CombatRules{Events: combatEvents, Initiative: InitiativeStrategized}
}

// combatEvents is the table of DvR's event types, in alphabetical order;
// each handler is a small function of the state and DvR's part of it. It
// is set in init because the handlers reach back to the rules.
var combatEvents encounter.Events

func init() {
	combatEvents = encounter.NewEvents(ID, encounter.ModeCombat, "DvR combat",
		onReadOnly(EventAttack, encounter.Fields[AttackPayload]("pool: [{die, from, name, points?, all_or_nothing?}]", "weapon: {name, damage, rust}"), attack),
		on(EventCheck, encounter.Fields[CheckPayload](), check),
		onSimple(EventBurden, encounter.Fields[BurdenPayload]()+": burdens gained (default 1), written to the character on write-back", gainBurden),
		onSimple(EventClearCondition, encounter.Fields[ClearConditionPayload](), clearCondition),
		onSimple(EventCondition, encounter.Fields[ConditionPayload](), addCondition),
		onSimple(EventDamage, encounter.Fields[HealthPayload](), damage),
		onSimple(EventDead, encounter.Fields[CombatantPayload](), markDead),
		on(EventDuelDamage, encounter.Fields[DuelDamagePayload](), duelDamage),
		on(EventDuelStart, encounter.Fields[DuelStartPayload]("size: 3|5"), duelStart),
		bare(EventEndTier, `strategized: the tier ends, the next begins (or the next round)`, endTier),
		bare(EventEndTurn, `popcorn: pass to the first combatant in the list still to act (a new round: the first able one); strategized: end_tier`, endTurn),
		on(EventGMPoints, encounter.Fields[GMPointsPayload](), gmPoints),
		onSimple(EventHeal, encounter.Fields[HealthPayload](), heal),
		bare(EventLock, `strategized: freeze the players' plans`, lockPlans),
		on(EventPass, `popcorn: end the active turn and pass: `+encounter.Fields[PassPayload](), popcornPass),
		on(EventPlan, `strategized: `+encounter.Fields[PlanPayload]("movement"+encounter.Words([]string{MoveDash, MoveRegular, MoveDodge})), planAction),
		onSimple(EventQuickBreath, encounter.Fields[QuickBreathPayload](), quickBreath),
		onSimple(EventRest, encounter.Fields[RestPayload](), rest),
		bare(EventReveal, `strategized: show the GM's plans, the first tier begins`, revealPlans),
		onSimple(EventRust, encounter.Fields[RustPayload]()+": rust the named item gains (default 1), written to the character on write-back", rustItem),
		on(EventSetInitiative, `before the fight starts: `+encounter.Fields[SetInitiativePayload]("initiative"+encounter.Words([]string{InitiativePopcorn, InitiativeStrategized}), "options: {extra_success_damage, crit_condition, movement_order}"), setInitiative),
		on(EventSetTier, `strategized: `+encounter.Fields[SetTierPayload]("tier"+encounter.Words(tiers)), setTier),
		onSimple(EventSpend, encounter.Fields[SpendPayload](), spendPoints),
		on(EventStart, `popcorn: the first turn: `+encounter.Fields[StartPayload](), popcornStart),
		encounter.HandleOn(EventWrittenBack, "the results were written back to the combatant's library character: "+encounter.Fields[writtenBackEvent]()+" (the next write-back gives only the burdens and rust gained since)", writtenBack),
	)
}

// initiativeOnly checks an event of one initiative mode against the
// fight's mode, before the event's fields are read; nil for the events of
// both modes.
func initiativeOnly(typ string, x *Ext) error {
	switch typ {
	case EventStart, EventPass:
		return popcornOnly(x)
	case EventPlan, EventSetTier, EventLock, EventReveal, EventEndTier:
		return strategizedOnly(x)
	}
	return nil
}

// on declares an event whose fields decode into a P.
func on[P any](typ, summary string, apply func(st *encounter.State, x *Ext, p P) error) encounter.Handler {
	return encounter.Handle(typ, summary, func(st *encounter.State, p P) error { return apply(st, st.Ext.(*Ext), p) })
}

// bare declares an event without fields.
func bare(typ, summary string, apply func(st *encounter.State, x *Ext) error) encounter.Handler {
	return encounter.HandleBare(typ, summary, func(st *encounter.State) error { return apply(st, st.Ext.(*Ext)) })
}

// Start implements encounter.Rules. Setup keys "initiative" and "options"
// (spec §6.1) are read from the setup's extra keys.
func (r CombatRules) Start(setup encounter.Setup) (*encounter.State, error) {
	st := encounter.NewState(ID, encounter.ModeCombat)
	x := &Ext{Initiative: InitiativePopcorn, Acted: map[string]bool{}, Due: map[string][]string{},
		Tier: map[string]string{}, Plans: map[string]Plan{}, AbleTier: map[string]bool{}, Attacked: map[string]bool{},
		allNormal: true} // no tier yet; NewCombatant writes normal ones
	if raw, ok := setup.Extra["initiative"]; ok {
		if err := json.Unmarshal(raw, &x.Initiative); err != nil {
			return nil, fmt.Errorf("initiative: use popcorn or strategized")
		}
	}
	if r.Initiative != "" {
		x.Initiative = r.Initiative
	}
	if x.Initiative != InitiativePopcorn && x.Initiative != InitiativeStrategized {
		return nil, fmt.Errorf("initiative %q: use popcorn or strategized", x.Initiative)
	}
	if raw, ok := setup.Extra["options"]; ok {
		if err := json.Unmarshal(raw, &x.Options); err != nil {
			return nil, fmt.Errorf("options: %w (extra_success_damage, crit_condition and movement_order are true or false)", userWords(err))
		}
	}
	st.Ext = x
	if len(setup.Sides) < 1 {
		return nil, fmt.Errorf("combat needs at least one side")
	}
	if err := st.AddSides(setup.Sides, false); err != nil {
		return nil, err
	}
	if err := st.AddCombatants(setup.Combatants, r.NewCombatant); err != nil {
		return nil, err
	}
	st.Turn = -1
	if x.Initiative == InitiativeStrategized {
		st.Round, st.Phase = 1, PhasePlan
	}
	refresh(st, x)
	return st, nil
}

// NewCombatant implements encounter.Rules. Stats (spec §6.1): max_health
// (required, 1–1,000), health, max_focus (absent: no focus pool), focus,
// resistance (default 1), cover, max_speed.
func (CombatRules) NewCombatant(st *encounter.State, cs encounter.CombatantSetup) (*encounter.Combatant, error) {
	c := encounter.BaseCombatant(st, cs)
	for _, k := range slices.Sorted(maps.Keys(cs.Stats)) {
		if v := cs.Stats[k]; v < 0 || v > maxCombatantStats {
			return nil, fmt.Errorf("%s: %s is %d, allowed 0 to %d", whoOf(cs), statWords(k), v, maxCombatantStats)
		}
	}
	mh := c.Stat("max_health")
	if mh < 1 {
		return nil, fmt.Errorf("%s: Health must be 1–%d", whoOf(cs), maxCombatantStats)
	}
	c.BaseMaxHP, c.MaxHP, c.HP = mh, mh, mh
	if h, ok := cs.Stats["health"]; ok {
		c.HP = min(h, mh)
	}
	if mf, ok := cs.Stats["max_focus"]; ok {
		c.SetResource(resMaxFocus, mf)
		f := mf
		if v, ok := cs.Stats["focus"]; ok {
			f = min(v, mf)
		}
		c.SetResource(resFocus, f)
	}
	if _, ok := cs.Stats["resistance"]; !ok {
		c.Stats["resistance"] = 1
	}
	f := newFighter(c) // after the last write of Stats and Resources
	f.side = sideIndex(st, c.Side)
	if x, ok := st.Ext.(*Ext); ok {
		x.whole = false // the next event refreshes everyone
		x.Tier[cs.ID] = TierNormal
		f.turn = readTurnFlags(x, cs.ID)
	}
	// The autopilot's pool and weapons, read once here so that the
	// forecast's copies of the state share them.
	f.auto = readArms(c)
	if ev, err := encounter.NewEventOwned(EventPass, PassPayload{To: c.ID}); err == nil {
		f.passHere = []encounter.Event{ev}
	}
	c.Ext = f
	health(c)
	return c, nil
}

// Apply implements encounter.Rules: the handler of ev's type applies it
// (its error names the event type), then actions and turns are refreshed.
func (r CombatRules) Apply(st *encounter.State, ev encounter.Event) error {
	x, ok := st.Ext.(*Ext)
	if !ok {
		return fmt.Errorf("dvr: the encounter was not started by the DvR rules")
	}
	// initiativeOnly knows only DvR's own types, so an unknown type gets
	// Events.Apply's error as it is.
	if err := initiativeOnly(ev.Type, x); err != nil {
		return fmt.Errorf("%s: %w", ev.Type, err)
	}
	x.touched = [2]*encounter.Combatant{}
	if err := r.Events.Apply(st, ev); err != nil {
		x.touched = [2]*encounter.Combatant{}
		if !r.Has(ev.Type) {
			return err
		}
		return fmt.Errorf("%s: %w", ev.Type, userWords(err))
	}
	refreshAfter(st, x) // refresh_some.go
	return nil
}

// Decorate implements encounter.Rules: the band, the automatic Down and
// Exhausted conditions (spec §6.2) and an open duel's score on both
// duellists (duelChip).
func (CombatRules) Decorate(st *encounter.State, c *encounter.Combatant, row *encounter.Row) {
	if x, ok := st.Ext.(*Ext); ok {
		for _, d := range x.Duels {
			if cv, ok := duelChip(st, d, c.ID); ok {
				row.Conditions = append(row.Conditions, cv)
			}
		}
	}
	if c.Dead {
		return
	}
	auto := func(name string) {
		row.Conditions = append(row.Conditions, encounter.ConditionView{Name: name, Remaining: -1, Label: name})
	}
	if c.HP == 0 {
		auto(encounter.BandDown)
	}
	if exhausted(c) {
		auto(bandExhausted)
		if c.HP > 0 {
			row.Band = bandExhausted
		}
	}
}

func exhausted(c *encounter.Combatant) bool { return hasFocus(c) && focusOf(c) == 0 }

// able is "able to act": Health > 0, Focus > 0 (or no pool), not dead.
// Every event asks it of every combatant, many times (the refresh, the
// forecast's count of who stands, the autopilot's picks), so it is kept
// small enough to be inlined: the fighter's copies, else the maps.
func able(c *encounter.Combatant) bool {
	if f, ok := c.Ext.(*fighter); ok {
		return f.able(c)
	}
	_, pool := c.Resources[resMaxFocus] // exhausted(c), inline
	return !c.Dead && c.HP > 0 && !(pool && c.Resources[resFocus] == 0)
}

// able is able(c) for c's own fighter f.
func (f *fighter) able(c *encounter.Combatant) bool {
	return !c.Dead && c.HP > 0 && (!f.hasFocus || f.focus != 0)
}

func health(c *encounter.Combatant) {
	c.HP = min(max(c.HP, 0), c.MaxHP)
	c.Injured = c.HP < c.MaxHP
	c.Unconscious = c.HP == 0
}

// refresh recomputes actions_left and the turn order after every event.
func refresh(st *encounter.State, x *Ext) {
	pi := tierIndex(st.Phase)
	popcorn := x.Initiative == InitiativePopcorn
	for _, c := range st.Combatants {
		refreshOne(st, x, c, pi, popcorn)
	}
	x.whole, x.wholeN = true, len(st.Combatants)
}

// refreshOne is refresh for one combatant c; pi is the phase's tier index.
func refreshOne(st *encounter.State, x *Ext, c *encounter.Combatant, pi int, popcorn bool) {
	health(c)
	c.Actions = 0
	f := fighterOf(c) // read once for every question below
	if popcorn {
		switch {
		case st.Round == 0:
		case f != nil:
			if f.able(c) && !f.turn.acted {
				c.Actions = 1
			}
		case able(c) && !x.Acted[c.ID]:
			c.Actions = 1
		}
		return
	}
	ti := tierIndex(x.tier(c))
	switch {
	case x.attacked(c) || !able(c):
	case pi < 0: // plan or locked: all to come
		c.Actions = 1
	case ti > pi:
		c.Actions = 1
	case ti == pi && x.ableTier(c):
		c.Actions = 1
	}
}

func combatant(st *encounter.State, id string) (*encounter.Combatant, error) {
	if id == "" {
		return nil, fmt.Errorf("name the combatant")
	}
	return st.Combatant(id)
}

// ableCombatant finds the combatant id names, who must be able to act.
func ableCombatant(st *encounter.State, id string) (*encounter.Combatant, error) {
	c, err := combatant(st, id)
	if err != nil {
		return nil, err
	}
	if !able(c) {
		return nil, fmt.Errorf("%s cannot act", c.Name)
	}
	return c, nil
}

// --- Popcorn (spec §6.3, DVR-25) ---

func popcornOnly(x *Ext) error {
	if x.Initiative != InitiativePopcorn {
		return fmt.Errorf("only in popcorn initiative")
	}
	return nil
}

func setActive(st *encounter.State, x *Ext, c *encounter.Combatant) {
	id := c.ID
	if len(st.Order) == 1 { // the state's own list (Clone copies it): no new one per turn
		st.Order[0] = id
	} else {
		st.Order = []string{id}
	}
	st.Turn = 0
	x.unsetAttacked(c)
	x.setDue(c, dueConditions(c))
	if !st.Quiet && c.Has(CondStunned) {
		st.Sayf("%s is Stunned: the turn is lost", c.Name)
	}
}

func dueConditions(c *encounter.Combatant) []string {
	if len(c.Conditions) == 0 {
		return nil
	}
	var due []string
	for _, n := range []string{CondStunned, CondPinned} {
		if c.Has(n) {
			due = append(due, n)
		}
	}
	return due
}

func endDue(c *encounter.Combatant, x *Ext) {
	if len(x.Due) > 0 { // nothing is due in most turns
		for _, n := range x.Due[c.ID] {
			c.RemoveCondition(n)
		}
	}
	x.dropDue(c)
}

func popcornStart(st *encounter.State, x *Ext, p StartPayload) error {
	if st.Round != 0 {
		return fmt.Errorf("the fight has started")
	}
	c, err := ableCombatant(st, p.Aggressor)
	if err != nil {
		return err
	}
	st.Round = 1
	x.clearActed(st)
	setActive(st, x, c)
	st.Sayf("Round 1: %s goes first", c.Name)
	return nil
}

func popcornPass(st *encounter.State, x *Ext, p PassPayload) error {
	active := st.ActiveID()
	if active == "" {
		return fmt.Errorf("no turn is on: start first")
	}
	to, err := ableCombatant(st, p.To)
	if err != nil {
		return err
	}
	ender, _ := st.Combatant(active)
	x.setActed(ender)
	endDue(ender, x)
	waiting := false
	for _, c := range st.Combatants {
		if c == ender { // ender is active's own pointer
			continue
		}
		if f := fighterOf(c); f != nil && f.able(c) && !f.turn.acted || f == nil && able(c) && !x.acted(c) {
			waiting = true
			break
		}
	}
	if waiting {
		if x.acted(to) {
			return fmt.Errorf("%s has acted this round; pass to someone who has not", to.Name)
		}
	} else {
		st.Round++
		x.clearActed(st)
		if !st.Quiet {
			st.Sayf("Round %d: %s picks %s", st.Round, ender.Name, to.Name)
		}
	}
	setActive(st, x, to)
	if waiting { // within the round only these two changed
		x.touched = [2]*encounter.Combatant{ender, to}
	}
	return nil
}

// --- Strategized (spec §6.4, DVR-26) ---

func strategizedOnly(x *Ext) error {
	if x.Initiative != InitiativeStrategized {
		return fmt.Errorf("only in strategized combat")
	}
	return nil
}

func validTier(t string) error {
	if !slices.Contains(tiers, t) {
		return fmt.Errorf("tier %q: use advantage, normal or disadvantage", t)
	}
	return nil
}

func planAction(st *encounter.State, x *Ext, p PlanPayload) error {
	c, err := combatant(st, p.Combatant)
	if err != nil {
		return err
	}
	players := st.Side(c.Side) != nil && st.Side(c.Side).Players
	if st.Phase != PhasePlan && !(st.Phase == PhaseLocked && !players) {
		return fmt.Errorf("plans are made in the plan phase (the GM's side until reveal)")
	}
	switch p.Movement {
	case "", MoveDash, MoveRegular, MoveDodge:
	default:
		return fmt.Errorf("movement %q: use dash, regular or dodge", p.Movement)
	}
	if p.Tier != "" {
		if err := validTier(p.Tier); err != nil {
			return err
		}
		x.setTier(c, p.Tier)
	}
	x.Plans[c.ID] = Plan{Action: p.Action, Movement: p.Movement}
	return nil
}

func setTier(st *encounter.State, x *Ext, p SetTierPayload) error {
	if st.Phase != PhasePlan && st.Phase != PhaseLocked {
		return fmt.Errorf("tiers are set before reveal")
	}
	c, err := combatant(st, p.Combatant)
	if err != nil {
		return err
	}
	if err := validTier(p.Tier); err != nil {
		return err
	}
	x.setTier(c, p.Tier)
	return nil
}

func lockPlans(st *encounter.State, x *Ext) error {
	if st.Phase != PhasePlan {
		return fmt.Errorf("lock comes after the plan phase")
	}
	st.Phase = PhaseLocked
	return nil
}

// beginTier moves to the first tier from index i that has a non-dead
// combatant, recording who was able and not Stunned as it began; past the
// last tier a new round's plan phase starts.
func beginTier(st *encounter.State, x *Ext, i int) {
	for ; i < len(tiers); i++ {
		for _, c := range st.Combatants {
			if x.tier(c) == tiers[i] && !c.Dead {
				st.Phase = tiers[i]
				for _, d := range st.Combatants {
					if x.tier(d) == tiers[i] {
						x.setAbleTier(d, able(d) && !d.Has(CondStunned))
						x.setDue(d, dueConditions(d))
					}
				}
				return
			}
		}
	}
	st.Round++
	st.Phase = PhasePlan
	x.newRoundTiers(st)
	clear(x.Plans)
	if !st.Quiet {
		st.Sayf("Round %d: plan", st.Round)
	}
}

func revealPlans(st *encounter.State, x *Ext) error {
	if st.Phase != PhaseLocked {
		return fmt.Errorf("reveal comes after lock")
	}
	beginTier(st, x, 0)
	return nil
}

func endTier(st *encounter.State, x *Ext) error {
	i := slices.Index(tiers, st.Phase)
	if i < 0 {
		return fmt.Errorf("no tier is on")
	}
	for _, c := range st.Combatants {
		if x.tier(c) == st.Phase {
			endDue(c, x)
		}
	}
	beginTier(st, x, i+1)
	return nil
}

// endTurn is the tracker's "Next turn" (no pick): popcorn passes to the
// first combatant in the list who is able and has not acted this round,
// else (a new round) to the first able one, the ender included; in
// strategized combat it ends the tier.
func endTurn(st *encounter.State, x *Ext) error {
	if x.Initiative == InitiativeStrategized {
		return endTier(st, x)
	}
	active := st.ActiveID()
	if active == "" {
		return fmt.Errorf("no turn is on: start first")
	}
	next, first := "", ""
	for _, c := range st.Combatants {
		if !able(c) {
			continue
		}
		if first == "" {
			first = c.ID
		}
		if next == "" && c.ID != active && !x.acted(c) {
			next = c.ID
		}
	}
	if next == "" {
		next = first
	}
	if next == "" {
		return fmt.Errorf("nobody is able to act")
	}
	return popcornPass(st, x, PassPayload{To: next})
}

// setInitiative switches the initiative mode, and with options the book's
// optional rules, before anything happened: popcorn before `start`, or
// strategized in round 1's plan phase with no plan made yet.
func setInitiative(st *encounter.State, x *Ext, p SetInitiativePayload) error {
	switch {
	case x.Initiative == InitiativePopcorn && st.Round == 0:
	case x.Initiative == InitiativeStrategized && st.Round == 1 && st.Phase == PhasePlan && len(x.Plans) == 0:
	default:
		return fmt.Errorf("the initiative is chosen before the fight starts")
	}
	switch p.Initiative {
	case InitiativePopcorn:
		st.Round, st.Phase = 0, ""
		x.normalTiers(st)
	case InitiativeStrategized:
		st.Round, st.Phase = 1, PhasePlan
	default:
		return fmt.Errorf("initiative %q: use popcorn or strategized", p.Initiative)
	}
	x.Initiative = p.Initiative
	if p.Options != nil {
		x.Options = *p.Options
	}
	st.Turn = -1
	return nil
}

// duelChip is an open duel shown on one of its duellists' rows (and so in
// the player view) as a "Duel" condition from that duellist's side: "Duel
// with Guard +2 of 3" for A, "−2 of 3" for B, since "whoever deals enough
// damage to exceed their side wins" (Analogs › The duel). ok is false for
// a settled duel or another combatant.
func duelChip(st *encounter.State, d *Duel, id string) (encounter.ConditionView, bool) {
	if d.Winner != "" || (d.A != id && d.B != id) {
		return encounter.ConditionView{}, false
	}
	other, score := d.B, d.Score
	if d.B == id {
		other, score = d.A, -d.Score
	}
	if o, err := st.Combatant(other); err == nil {
		other = o.Name
	}
	detail := fmt.Sprintf("with %s %+d of %d", other, score, d.Size)
	return encounter.ConditionView{Name: "Duel", Detail: detail, Remaining: -1, Label: "Duel " + detail}, true
}

// whoOf names a combatant being added: its name, else its id.
func whoOf(cs encounter.CombatantSetup) string {
	if cs.Name != "" {
		return cs.Name
	}
	return cs.ID
}

// statWords names a combatant stat as the quick-add form and the sheet do.
func statWords(key string) string {
	if w, ok := map[string]string{"max_health": "Health", "health": "current Health", "max_focus": "Focus",
		"focus": "current Focus", "resistance": "Resistance R", "cover": "Cover", "max_speed": "max speed"}[key]; ok {
		return w
	}
	if item, ok := strings.CutPrefix(key, "points:"); ok {
		return item + "'s points"
	}
	return key
}
