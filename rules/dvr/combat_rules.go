package dvr

import (
	"encoding/json"
	"fmt"
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
	// Initiative forces a mode; empty takes the setup's "initiative" key.
	Initiative string
}

// NewCombatRules returns the DvR combat rules (popcorn unless the setup
// asks for strategized).
func NewCombatRules() encounter.Rules { return CombatRules{} }

// NewStrategizedRules returns the DvR rules with strategized combat.
func NewStrategizedRules() encounter.Rules { return CombatRules{Initiative: InitiativeStrategized} }

// System implements encounter.Rules.
func (CombatRules) System() string { return ID }

// Mode implements encounter.Rules.
func (CombatRules) Mode() string { return encounter.ModeCombat }

type handler struct {
	summary string
	apply   func(st *encounter.State, x *Ext, ev encounter.Event) error
}

var handlers map[string]handler

func init() {
	handlers = map[string]handler{
		"start":           {`popcorn: the first turn: {"aggressor"}`, popcornStart},
		"pass":            {`popcorn: end the active turn and pass: {"to"}`, popcornPass},
		"plan":            {`strategized: {"combatant", "action", "tier"?, "movement"?: dash|regular|dodge}`, planAction},
		"set_tier":        {`strategized: {"combatant", "tier": advantage|normal|disadvantage}`, setTier},
		"lock":            {`strategized: freeze the players' plans`, lockPlans},
		"reveal":          {`strategized: show the GM's plans, the first tier begins`, revealPlans},
		"end_tier":        {`strategized: the tier ends, the next begins (or the next round)`, endTier},
		"attack":          {`{"attacker", "target", "pool": [{die, from, name, points?, all_or_nothing?}], "dice", "pushes"?, "bought_ones"?, "weapon": {name, damage, rust}, "difficulty"?, "risk"?, "condition"?}`, attack},
		"check":           {`{"combatant", "skill"?, "pool", "difficulty", "risk", "dice", "pushes"?, "bought_ones"?}`, check},
		"condition":       {`{"target", "name", "detail"?}`, addCondition},
		"clear_condition": {`{"target", "name"}`, clearCondition},
		"damage":          {`{"target", "amount"}`, damage},
		"heal":            {`{"target", "amount"}`, heal},
		"spend":           {`{"combatant", "focus"?, "health"?}`, spendPoints},
		"quick_breath":    {`{"combatant", "amount"?}`, quickBreath},
		"rest":            {`{"combatant", "health"?, "focus"?}`, rest},
		"dead":            {`{"combatant"}`, markDead},
		"duel_start":      {`{"duel"?, "a", "b", "size": 3|5}`, duelStart},
		"duel_damage":     {`{"duel", "by", "amount"}`, duelDamage},
		"gm_points":       {`{"change", "text"?}`, gmPoints},
	}
}

// EventTypes implements encounter.Rules.
func (CombatRules) EventTypes() []encounter.EventType {
	names := make([]string, 0, len(handlers))
	for k := range handlers {
		names = append(names, k)
	}
	slices.Sort(names)
	out := make([]encounter.EventType, 0, len(names))
	for _, n := range names {
		out = append(out, encounter.EventType{Type: n, Summary: handlers[n].summary})
	}
	return out
}

// Start implements encounter.Rules. Setup keys "initiative" and "options"
// (spec §6.1) are read from the setup's extra keys.
func (r CombatRules) Start(setup encounter.Setup) (*encounter.State, error) {
	st := encounter.NewState(ID, encounter.ModeCombat)
	x := &Ext{Initiative: InitiativePopcorn, Acted: map[string]bool{}, Due: map[string][]string{},
		Tier: map[string]string{}, Plans: map[string]Plan{}, AbleTier: map[string]bool{}, Attacked: map[string]bool{}}
	if raw, ok := setup.Extra["initiative"]; ok {
		if err := json.Unmarshal(raw, &x.Initiative); err != nil {
			return nil, fmt.Errorf("initiative: %w", err)
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
			return nil, fmt.Errorf("options: %w", err)
		}
	}
	st.Ext = x
	if len(setup.Sides) < 1 {
		return nil, fmt.Errorf("combat needs at least one side")
	}
	for _, s := range setup.Sides {
		if err := st.AddSide(s); err != nil {
			return nil, err
		}
	}
	for _, cs := range setup.Combatants {
		c, err := r.NewCombatant(st, cs)
		if err != nil {
			return nil, err
		}
		if err := st.AddCombatant(c); err != nil {
			return nil, err
		}
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
	for k, v := range cs.Stats {
		if v < 0 || v > maxCombatantStats {
			return nil, fmt.Errorf("combatant %q: stats.%s is %d, allowed 0 to %d", cs.ID, k, v, maxCombatantStats)
		}
	}
	mh := c.Stat("max_health")
	if mh < 1 {
		return nil, fmt.Errorf("combatant %q: stats.max_health must be 1–1000", cs.ID)
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
	if x, ok := st.Ext.(*Ext); ok {
		x.Tier[cs.ID] = TierNormal
	}
	health(c)
	return c, nil
}

// Apply implements encounter.Rules.
func (CombatRules) Apply(st *encounter.State, ev encounter.Event) error {
	x, ok := st.Ext.(*Ext)
	if !ok {
		return fmt.Errorf("dvr: the encounter was not started by the DvR rules")
	}
	h, ok := handlers[ev.Type]
	if !ok {
		return fmt.Errorf("unknown event type %q for DvR combat", ev.Type)
	}
	if err := h.apply(st, x, ev); err != nil {
		return fmt.Errorf("%s: %w", ev.Type, err)
	}
	refresh(st, x)
	return nil
}

// Decorate implements encounter.Rules: the band and the automatic Down and
// Exhausted conditions (spec §6.2).
func (CombatRules) Decorate(st *encounter.State, c *encounter.Combatant, row *encounter.Row) {
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

func hasFocus(c *encounter.Combatant) bool { _, ok := c.Resources[resMaxFocus]; return ok }

func exhausted(c *encounter.Combatant) bool { return hasFocus(c) && c.Resource(resFocus) == 0 }

// able is "able to act": Health > 0, Focus > 0 (or no pool), not dead.
func able(c *encounter.Combatant) bool { return !c.Dead && c.HP > 0 && !exhausted(c) }

func health(c *encounter.Combatant) {
	c.HP = min(max(c.HP, 0), c.MaxHP)
	c.Injured = c.HP < c.MaxHP
	c.Unconscious = c.HP == 0
}

// refresh recomputes actions_left and the turn order after every event.
func refresh(st *encounter.State, x *Ext) {
	for _, c := range st.Combatants {
		health(c)
		c.Actions = 0
		switch x.Initiative {
		case InitiativePopcorn:
			if st.Round > 0 && able(c) && !x.Acted[c.ID] {
				c.Actions = 1
			}
		default:
			tier := x.Tier[c.ID]
			ti, pi := slices.Index(tiers, tier), slices.Index(tiers, st.Phase)
			switch {
			case x.Attacked[c.ID] || !able(c):
			case pi < 0: // plan or locked: all to come
				c.Actions = 1
			case ti > pi:
				c.Actions = 1
			case ti == pi && x.AbleTier[c.ID]:
				c.Actions = 1
			}
		}
	}
}

func decode[T any](ev encounter.Event) (T, error) {
	var p T
	err := ev.Decode(&p)
	return p, err
}

func combatant(st *encounter.State, id string) (*encounter.Combatant, error) {
	if id == "" {
		return nil, fmt.Errorf("name the combatant")
	}
	return st.Combatant(id)
}

// --- Popcorn (spec §6.3, DVR-25) ---

func popcornOnly(x *Ext) error {
	if x.Initiative != InitiativePopcorn {
		return fmt.Errorf("only in popcorn initiative")
	}
	return nil
}

func setActive(st *encounter.State, x *Ext, id string) {
	st.Order = []string{id}
	st.Turn = 0
	delete(x.Attacked, id)
	c, _ := st.Combatant(id)
	x.Due[id] = dueConditions(c)
	if c.Has(CondStunned) {
		st.Sayf("%s is Stunned: the turn is lost", c.Name)
	}
}

func dueConditions(c *encounter.Combatant) []string {
	var due []string
	for _, n := range []string{CondStunned, CondPinned} {
		if c.Has(n) {
			due = append(due, n)
		}
	}
	return due
}

func endDue(c *encounter.Combatant, x *Ext) {
	for _, n := range x.Due[c.ID] {
		c.RemoveCondition(n)
	}
	delete(x.Due, c.ID)
}

func popcornStart(st *encounter.State, x *Ext, ev encounter.Event) error {
	if err := popcornOnly(x); err != nil {
		return err
	}
	p, err := decode[struct {
		Aggressor string `json:"aggressor"`
	}](ev)
	if err != nil {
		return err
	}
	if st.Round != 0 {
		return fmt.Errorf("the fight has started")
	}
	c, err := combatant(st, p.Aggressor)
	if err != nil {
		return err
	}
	if !able(c) {
		return fmt.Errorf("%s cannot act", c.Name)
	}
	st.Round = 1
	clear(x.Acted)
	setActive(st, x, c.ID)
	st.Sayf("Round 1: %s goes first", c.Name)
	return nil
}

func popcornPass(st *encounter.State, x *Ext, ev encounter.Event) error {
	if err := popcornOnly(x); err != nil {
		return err
	}
	p, err := decode[struct {
		To string `json:"to"`
	}](ev)
	if err != nil {
		return err
	}
	active := st.ActiveID()
	if active == "" {
		return fmt.Errorf("no turn is on: start first")
	}
	to, err := combatant(st, p.To)
	if err != nil {
		return err
	}
	if !able(to) {
		return fmt.Errorf("%s cannot act", to.Name)
	}
	ender, _ := st.Combatant(active)
	x.Acted[active] = true
	endDue(ender, x)
	waiting := false
	for _, c := range st.Combatants {
		if c.ID != active && able(c) && !x.Acted[c.ID] {
			waiting = true
		}
	}
	if waiting {
		if x.Acted[to.ID] {
			return fmt.Errorf("%s has acted this round; pass to someone who has not", to.Name)
		}
	} else {
		st.Round++
		clear(x.Acted)
		st.Sayf("Round %d: %s picks %s", st.Round, ender.Name, to.Name)
	}
	setActive(st, x, to.ID)
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

func planAction(st *encounter.State, x *Ext, ev encounter.Event) error {
	if err := strategizedOnly(x); err != nil {
		return err
	}
	p, err := decode[struct {
		Combatant string `json:"combatant"`
		Action    string `json:"action"`
		Tier      string `json:"tier"`
		Movement  string `json:"movement"`
	}](ev)
	if err != nil {
		return err
	}
	c, err := combatant(st, p.Combatant)
	if err != nil {
		return err
	}
	players := st.Side(c.Side) != nil && st.Side(c.Side).Players
	if st.Phase != PhasePlan && !(st.Phase == PhaseLocked && !players) {
		return fmt.Errorf("plans are made in the plan phase (the GM's side until reveal)")
	}
	switch p.Movement {
	case "", "dash", "regular", "dodge":
	default:
		return fmt.Errorf("movement %q: use dash, regular or dodge", p.Movement)
	}
	if p.Tier != "" {
		if err := validTier(p.Tier); err != nil {
			return err
		}
		x.Tier[c.ID] = p.Tier
	}
	x.Plans[c.ID] = Plan{Action: p.Action, Movement: p.Movement}
	return nil
}

func setTier(st *encounter.State, x *Ext, ev encounter.Event) error {
	if err := strategizedOnly(x); err != nil {
		return err
	}
	p, err := decode[struct {
		Combatant string `json:"combatant"`
		Tier      string `json:"tier"`
	}](ev)
	if err != nil {
		return err
	}
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
	x.Tier[c.ID] = p.Tier
	return nil
}

func lockPlans(st *encounter.State, x *Ext, _ encounter.Event) error {
	if err := strategizedOnly(x); err != nil {
		return err
	}
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
			if x.Tier[c.ID] == tiers[i] && !c.Dead {
				st.Phase = tiers[i]
				for _, d := range st.Combatants {
					if x.Tier[d.ID] == tiers[i] {
						x.AbleTier[d.ID] = able(d) && !d.Has(CondStunned)
						x.Due[d.ID] = dueConditions(d)
					}
				}
				return
			}
		}
	}
	st.Round++
	st.Phase = PhasePlan
	for id := range x.Tier {
		x.Tier[id] = TierNormal
	}
	clear(x.Plans)
	clear(x.Attacked)
	clear(x.AbleTier)
	st.Sayf("Round %d: plan", st.Round)
}

func revealPlans(st *encounter.State, x *Ext, _ encounter.Event) error {
	if err := strategizedOnly(x); err != nil {
		return err
	}
	if st.Phase != PhaseLocked {
		return fmt.Errorf("reveal comes after lock")
	}
	beginTier(st, x, 0)
	return nil
}

func endTier(st *encounter.State, x *Ext, _ encounter.Event) error {
	if err := strategizedOnly(x); err != nil {
		return err
	}
	i := slices.Index(tiers, st.Phase)
	if i < 0 {
		return fmt.Errorf("no tier is on")
	}
	for _, c := range st.Combatants {
		if x.Tier[c.ID] == st.Phase {
			endDue(c, x)
		}
	}
	beginTier(st, x, i+1)
	return nil
}

// --- Rolls (spec §6.5) ---

// PoolEntry is one die of an attack or check pool.
type PoolEntry struct {
	Die          int    `json:"die"`
	From         string `json:"from"`
	Name         string `json:"name,omitempty"`
	Points       int    `json:"points,omitempty"`
	AllOrNothing bool   `json:"all_or_nothing,omitempty"`
}

// Weapon is the weapon of an attack.
type Weapon struct {
	Name   string `json:"name"`
	Damage int    `json:"damage"`
	Rust   int    `json:"rust,omitempty"`
}

// AttackInput is an attack event's payload (and the attack planner's input).
type AttackInput struct {
	Attacker   string      `json:"attacker"`
	Target     string      `json:"target"`
	Pool       []PoolEntry `json:"pool"`
	Dice       []int       `json:"dice"`
	Pushes     []Push      `json:"pushes,omitempty"`
	BoughtOnes int         `json:"bought_ones,omitempty"`
	Weapon     Weapon      `json:"weapon"`
	Difficulty *int        `json:"difficulty,omitempty"`
	Risk       *int        `json:"risk,omitempty"`
	Condition  string      `json:"condition,omitempty"`
}

// AttackResult is a resolved attack (spec §6.5): the roll plus the damage.
type AttackResult struct {
	Result
	Hit               bool `json:"hit"`
	DamagePool        int  `json:"damage_pool"`
	DamagePointsSpent int  `json:"damage_points_spent"`
	CritBonus         int  `json:"crit_bonus"`
	ExtraBonus        int  `json:"extra_bonus"`
	Damage            int  `json:"damage"`
}

// ResolveAttack resolves an attack roll with D and R already known (spec
// §6.5, DVR-19 to DVR-22): a hit is a complete success; damage is the
// weapon's pool W (after rust, doubled by All or Nothing) less the weapon
// points pushed, plus ⌈W/2⌉ on a crit, plus the extra successes when that
// option is on.
func ResolveAttack(in AttackInput, d, r int, opt Options) (AttackResult, error) {
	roll := RollInput{Difficulty: d, Risk: r, Dice: in.Dice, Pushes: in.Pushes, BoughtOnes: in.BoughtOnes}
	vehiclePts := 0
	weaponAoN := false
	for i, e := range in.Pool {
		roll.Pool = append(roll.Pool, e.Die)
		switch e.From {
		case "script", "skill", "item":
		default:
			return AttackResult{}, fmt.Errorf("pool die %d from %q: use script, skill or item", i+1, e.From)
		}
		if e.AllOrNothing {
			if e.From != "item" || roll.AllOrNothing != 0 {
				return AttackResult{}, fmt.Errorf("pool die %d: only one item die may go All or Nothing", i+1)
			}
			roll.AllOrNothing = i + 1
			weaponAoN = e.Name == in.Weapon.Name
		}
		if e.From == "item" {
			vehiclePts += e.Points
		}
	}
	if in.Weapon.Damage < 0 || in.Weapon.Damage > maxSmall || in.Weapon.Rust < 0 || in.Weapon.Rust > maxSmall {
		return AttackResult{}, fmt.Errorf("weapon damage and rust must be 0–%d", maxSmall)
	}
	w := max(in.Weapon.Damage-in.Weapon.Rust, 0)
	if weaponAoN {
		w *= 2
	}
	res, err := Resolve(roll)
	if err != nil {
		return AttackResult{}, err
	}
	if res.Spent.Weapon > w {
		return AttackResult{}, fmt.Errorf("%d weapon points pushed, the weapon holds %d", res.Spent.Weapon, w)
	}
	if res.Spent.Vehicle > vehiclePts {
		return AttackResult{}, fmt.Errorf("%d vehicle points pushed, the pool's items hold %d", res.Spent.Vehicle, vehiclePts)
	}
	out := AttackResult{Result: res, Hit: res.Complete, DamagePool: w, DamagePointsSpent: res.Spent.Weapon}
	if out.Hit {
		if res.Crit {
			out.CritBonus = (w + 1) / 2
		}
		if opt.ExtraSuccessDamage {
			out.ExtraBonus = res.Successes - max(r, 1)
		}
		out.Damage = w - res.Spent.Weapon + out.CritBonus + out.ExtraBonus
	}
	if in.Condition != "" {
		if !out.Hit || !res.Crit || !opt.CritCondition {
			return AttackResult{}, fmt.Errorf("a condition needs a hit with a crit and the crit_condition option")
		}
		switch in.Condition {
		case CondDazed, CondStunned, CondPinned, CondNarrative:
		default:
			return AttackResult{}, fmt.Errorf("condition %q: use Dazed, Stunned, Pinned or Narrative", in.Condition)
		}
	}
	return out, nil
}

// narrativeD adds +1 D per Narrative condition on c and uses them up (L212).
func narrativeD(c *encounter.Combatant) int {
	n := 0
	for c.RemoveCondition(CondNarrative) {
		n++
	}
	return n
}

// payPoints takes the Focus and Health a roll spent off the roller.
func payPoints(c *encounter.Combatant, s Spent) error {
	if s.Focus > 0 {
		if !hasFocus(c) || c.Resource(resFocus) < s.Focus {
			return fmt.Errorf("%s has %d Focus, %d pushed", c.Name, c.Resource(resFocus), s.Focus)
		}
		c.SetResource(resFocus, c.Resource(resFocus)-s.Focus)
	}
	if s.Health > c.HP {
		return fmt.Errorf("%s has %d Health, %d pushed", c.Name, c.HP, s.Health)
	}
	c.HP -= s.Health
	return nil
}

func canAttack(st *encounter.State, x *Ext, c *encounter.Combatant) error {
	if x.Initiative == InitiativePopcorn {
		if !able(c) {
			return fmt.Errorf("%s cannot act", c.Name)
		}
		if st.ActiveID() != c.ID {
			return fmt.Errorf("it is not %s's turn", c.Name)
		}
		if slices.Contains(x.Due[c.ID], CondStunned) {
			return fmt.Errorf("%s is Stunned this turn", c.Name)
		}
		if x.Attacked[c.ID] {
			return fmt.Errorf("%s has attacked this turn", c.Name)
		}
		return nil
	}
	if st.Phase != x.Tier[c.ID] {
		return fmt.Errorf("%s acts in the %s tier", c.Name, x.Tier[c.ID])
	}
	if !x.AbleTier[c.ID] {
		return fmt.Errorf("%s was not able to act when the tier began", c.Name)
	}
	if x.Attacked[c.ID] {
		return fmt.Errorf("%s has attacked this round", c.Name)
	}
	return nil
}

func attack(st *encounter.State, x *Ext, ev encounter.Event) error {
	in, err := decode[AttackInput](ev)
	if err != nil {
		return err
	}
	a, err := combatant(st, in.Attacker)
	if err != nil {
		return err
	}
	t, err := combatant(st, in.Target)
	if err != nil {
		return err
	}
	if err := canAttack(st, x, a); err != nil {
		return err
	}
	d := 4 + t.Stat("cover")
	if in.Difficulty != nil {
		d = *in.Difficulty
	}
	d += narrativeD(a)
	r := t.Stat("resistance")
	if in.Risk != nil {
		r = *in.Risk
	}
	res, err := ResolveAttack(in, d, r, x.Options)
	if err != nil {
		return err
	}
	if err := payPoints(a, res.Spent); err != nil {
		return err
	}
	x.GMPoints += res.GMPoints
	x.Attacked[a.ID] = true
	st.Sayf("%s attacks %s on %dv%d: %s, %d successes, %s", a.Name, t.Name, d, r, strings.ReplaceAll(res.Outcome, "_", " "), res.Successes, hitText(res))
	if res.Damage > 0 {
		dealDamage(st, x, a.ID, t, res.Damage)
	}
	if in.Condition != "" {
		applyCondition(st, t, in.Condition, "")
	}
	return nil
}

func hitText(r AttackResult) string {
	if !r.Hit {
		return "miss"
	}
	return fmt.Sprintf("hit for %d (pool %d − %d spent + crit %d + extra %d)", r.Damage, r.DamagePool, r.DamagePointsSpent, r.CritBonus, r.ExtraBonus)
}

func check(st *encounter.State, x *Ext, ev encounter.Event) error {
	p, err := decode[struct {
		Combatant  string      `json:"combatant"`
		Skill      string      `json:"skill"`
		Pool       []PoolEntry `json:"pool"`
		Difficulty int         `json:"difficulty"`
		Risk       int         `json:"risk"`
		Dice       []int       `json:"dice"`
		Pushes     []Push      `json:"pushes"`
		BoughtOnes int         `json:"bought_ones"`
	}](ev)
	if err != nil {
		return err
	}
	c, err := combatant(st, p.Combatant)
	if err != nil {
		return err
	}
	roll := RollInput{Difficulty: p.Difficulty + narrativeD(c), Risk: p.Risk, Dice: p.Dice, Pushes: p.Pushes, BoughtOnes: p.BoughtOnes}
	for _, e := range p.Pool {
		roll.Pool = append(roll.Pool, e.Die)
	}
	res, err := Resolve(roll)
	if err != nil {
		return err
	}
	if res.Spent.Weapon > 0 || res.Spent.Vehicle > 0 {
		return fmt.Errorf("weapon and vehicle points push only rolls that use them (an attack)")
	}
	if err := payPoints(c, res.Spent); err != nil {
		return err
	}
	x.GMPoints += res.GMPoints
	st.Sayf("%s checks %s on %s: %s, %d successes", c.Name, p.Skill, roll.check().Notation(), strings.ReplaceAll(res.Outcome, "_", " "), res.Successes)
	return nil
}

// --- Damage, duels, conditions, points (spec §6.6–6.9) ---

// dealDamage takes Health off t, or moves the score of an open duel
// between by and t (DVR-27).
func dealDamage(st *encounter.State, x *Ext, by string, t *encounter.Combatant, amount int) {
	for _, d := range x.Duels {
		if d.Winner != "" {
			continue
		}
		sign := 0
		switch {
		case d.A == by && d.B == t.ID:
			sign = 1
		case d.B == by && d.A == t.ID:
			sign = -1
		}
		if sign != 0 {
			duelScore(st, d, sign*amount)
			return
		}
	}
	t.HP = max(t.HP-amount, 0)
	st.Sayf("%s loses %d Health (%d left)", t.Name, amount, t.HP)
}

func duelScore(st *encounter.State, d *Duel, delta int) {
	d.Score += delta
	switch {
	case d.Score > d.Size:
		d.Winner = d.A
	case d.Score < -d.Size:
		d.Winner = d.B
	}
	st.Sayf("duel %s: score %+d", d.ID, d.Score)
	if d.Winner != "" {
		w, _ := st.Combatant(d.Winner)
		st.Sayf("duel %s: %s wins", d.ID, w.Name)
	}
}

func damage(st *encounter.State, x *Ext, ev encounter.Event) error {
	p, err := decode[struct {
		Target string `json:"target"`
		Amount int    `json:"amount"`
	}](ev)
	if err != nil {
		return err
	}
	c, err := combatant(st, p.Target)
	if err != nil {
		return err
	}
	if p.Amount < 0 || p.Amount > maxCombatantStats {
		return fmt.Errorf("amount %d out of range 0–%d", p.Amount, maxCombatantStats)
	}
	dealDamage(st, x, "", c, p.Amount)
	return nil
}

func heal(st *encounter.State, _ *Ext, ev encounter.Event) error {
	p, err := decode[struct {
		Target string `json:"target"`
		Amount int    `json:"amount"`
	}](ev)
	if err != nil {
		return err
	}
	c, err := combatant(st, p.Target)
	if err != nil {
		return err
	}
	if p.Amount < 1 || p.Amount > maxCombatantStats {
		return fmt.Errorf("heal needs an amount 1–%d", maxCombatantStats)
	}
	if c.Dead {
		return fmt.Errorf("%s is dead", c.Name)
	}
	c.HP = min(c.HP+p.Amount, c.MaxHP)
	return nil
}

func spendPoints(st *encounter.State, _ *Ext, ev encounter.Event) error {
	p, err := decode[struct {
		Combatant string `json:"combatant"`
		Focus     int    `json:"focus"`
		Health    int    `json:"health"`
	}](ev)
	if err != nil {
		return err
	}
	c, err := combatant(st, p.Combatant)
	if err != nil {
		return err
	}
	if p.Focus < 0 || p.Health < 0 {
		return fmt.Errorf("spend amounts must be 0 or more")
	}
	return payPoints(c, Spent{Focus: p.Focus, Health: p.Health})
}

// restore sets a pool to amount more (nil: to max).
func restore(cur, maxV int, amount *int) (int, error) {
	if amount == nil {
		return maxV, nil
	}
	if *amount < 0 || cur+*amount > maxV {
		return 0, fmt.Errorf("%d would take %d past its max %d", *amount, cur, maxV)
	}
	return cur + *amount, nil
}

func quickBreath(st *encounter.State, _ *Ext, ev encounter.Event) error {
	p, err := decode[struct {
		Combatant string `json:"combatant"`
		Amount    *int   `json:"amount"`
	}](ev)
	if err != nil {
		return err
	}
	c, err := combatant(st, p.Combatant)
	if err != nil {
		return err
	}
	if !hasFocus(c) {
		return fmt.Errorf("%s has no focus pool", c.Name)
	}
	f, err := restore(c.Resource(resFocus), c.Resource(resMaxFocus), p.Amount)
	if err != nil {
		return fmt.Errorf("Focus: %w", err)
	}
	c.SetResource(resFocus, f)
	return nil
}

func rest(st *encounter.State, _ *Ext, ev encounter.Event) error {
	p, err := decode[struct {
		Combatant string `json:"combatant"`
		Health    *int   `json:"health"`
		Focus     *int   `json:"focus"`
	}](ev)
	if err != nil {
		return err
	}
	c, err := combatant(st, p.Combatant)
	if err != nil {
		return err
	}
	if c.Dead {
		return fmt.Errorf("%s is dead", c.Name)
	}
	if c.HP, err = restore(c.HP, c.MaxHP, p.Health); err != nil {
		return fmt.Errorf("Health: %w", err)
	}
	if hasFocus(c) {
		f, err := restore(c.Resource(resFocus), c.Resource(resMaxFocus), p.Focus)
		if err != nil {
			return fmt.Errorf("Focus: %w", err)
		}
		c.SetResource(resFocus, f)
	}
	return nil
}

func markDead(st *encounter.State, _ *Ext, ev encounter.Event) error {
	p, err := decode[struct {
		Combatant string `json:"combatant"`
	}](ev)
	if err != nil {
		return err
	}
	c, err := combatant(st, p.Combatant)
	if err != nil {
		return err
	}
	c.Dead = true
	st.Sayf("%s is dead", c.Name)
	return nil
}

func applyCondition(st *encounter.State, c *encounter.Combatant, name, detail string) {
	if name == CondDazed {
		if hasFocus(c) {
			c.SetResource(resFocus, max(c.Resource(resFocus)-2, 0))
		}
		st.Sayf("%s is Dazed: −2 Focus", c.Name)
		return
	}
	if name == CondNarrative {
		// Each one adds 1 D: kept as separate entries.
		c.Conditions = append(c.Conditions, encounter.Condition{Name: name, Detail: detail, Remaining: -1})
	} else {
		c.SetCondition(encounter.Condition{Name: name, Detail: detail, Remaining: -1})
	}
	st.Sayf("%s: %s", c.Name, name)
}

func addCondition(st *encounter.State, _ *Ext, ev encounter.Event) error {
	p, err := decode[struct {
		Target string `json:"target"`
		Name   string `json:"name"`
		Detail string `json:"detail"`
	}](ev)
	if err != nil {
		return err
	}
	c, err := combatant(st, p.Target)
	if err != nil {
		return err
	}
	if strings.TrimSpace(p.Name) == "" {
		return fmt.Errorf("name the condition")
	}
	applyCondition(st, c, p.Name, p.Detail)
	return nil
}

func clearCondition(st *encounter.State, _ *Ext, ev encounter.Event) error {
	p, err := decode[struct {
		Target string `json:"target"`
		Name   string `json:"name"`
	}](ev)
	if err != nil {
		return err
	}
	c, err := combatant(st, p.Target)
	if err != nil {
		return err
	}
	if !c.RemoveCondition(p.Name) {
		return fmt.Errorf("%s has no %s", c.Name, p.Name)
	}
	return nil
}

func duelStart(st *encounter.State, x *Ext, ev encounter.Event) error {
	p, err := decode[struct {
		Duel string `json:"duel"`
		A    string `json:"a"`
		B    string `json:"b"`
		Size int    `json:"size"`
	}](ev)
	if err != nil {
		return err
	}
	if p.Size != 3 && p.Size != 5 {
		return fmt.Errorf("size %d: a simple duel is 3, a complex one 5", p.Size)
	}
	for _, id := range []string{p.A, p.B} {
		if _, err := combatant(st, id); err != nil {
			return err
		}
	}
	if p.A == p.B {
		return fmt.Errorf("a duel needs two combatants")
	}
	if p.Duel == "" {
		p.Duel = fmt.Sprintf("d%d", len(x.Duels)+1)
	}
	for _, d := range x.Duels {
		if d.ID == p.Duel {
			return fmt.Errorf("duel %q exists", p.Duel)
		}
	}
	x.Duels = append(x.Duels, &Duel{ID: p.Duel, A: p.A, B: p.B, Size: p.Size})
	return nil
}

func duelDamage(st *encounter.State, x *Ext, ev encounter.Event) error {
	p, err := decode[struct {
		Duel   string `json:"duel"`
		By     string `json:"by"`
		Amount int    `json:"amount"`
	}](ev)
	if err != nil {
		return err
	}
	if p.Amount < 0 || p.Amount > maxCombatantStats {
		return fmt.Errorf("amount %d out of range 0–%d", p.Amount, maxCombatantStats)
	}
	for _, d := range x.Duels {
		if d.ID != p.Duel {
			continue
		}
		if d.Winner != "" {
			return fmt.Errorf("duel %s is over", d.ID)
		}
		switch p.By {
		case d.A:
			duelScore(st, d, p.Amount)
		case d.B:
			duelScore(st, d, -p.Amount)
		default:
			return fmt.Errorf("%q is not in duel %s", p.By, d.ID)
		}
		return nil
	}
	return fmt.Errorf("no duel %q", p.Duel)
}

func gmPoints(st *encounter.State, x *Ext, ev encounter.Event) error {
	p, err := decode[struct {
		Change int    `json:"change"`
		Text   string `json:"text"`
	}](ev)
	if err != nil {
		return err
	}
	if x.GMPoints+p.Change < 0 {
		return fmt.Errorf("the GM has %d points, cannot spend %d", x.GMPoints, -p.Change)
	}
	x.GMPoints += p.Change
	return nil
}

// CombatantStats are the tracker stats of a character (spec §6.1), from
// Derive: max_health, health, max_focus, focus (with a focus die) and
// max_speed (with a base speed). Resistance and cover depend on the armour
// and the scene; the GM types them.
func CombatantStats(data json.RawMessage) (map[string]int, error) {
	d, err := Derive(data)
	if err != nil {
		return nil, err
	}
	stats := map[string]int{}
	for key, stat := range map[string]string{"max_health": "max_health", "current_health": "health",
		"max_focus": "max_focus", "current_focus": "focus", "max_speed": "max_speed"} {
		if v, ok := d.Get(key); ok {
			if n, ok := v.Value.(int); ok {
				stats[stat] = n
			}
		}
	}
	return stats, nil
}
