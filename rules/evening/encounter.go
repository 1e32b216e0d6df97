package evening

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"sessionzero/rules"
	"sessionzero/rules/encounter"
)

// Encounter modes of Evening (specs/evening.md §8).
const (
	EncounterCombat    = "combat"
	EncounterDanger    = "danger"
	EncounterChallenge = "challenge"
	EncounterThreads   = "threads"
)

// Rules are the Evening encounter rules for one mode. Each event type is a
// small handler function in a table, so the engine's generic handler
// table can take them over one by one.
type Rules struct {
	encounter.Events
	mode string
}

// NewCombatRules returns the rules of a threat fight (initiative, attacks,
// defenses, damage, dying; L463–501, L977–1110).
func NewCombatRules() encounter.Rules { return newRules(EncounterCombat) }

// NewDangerRules returns the rules of a danger: initiative with a danger
// combatant resolved like a challenge (L909–953, EVE-31).
func NewDangerRules() encounter.Rules { return newRules(EncounterDanger) }

// NewChallengeRules returns the rules of a challenge: no initiative,
// attempts tally successes and failures (L737–757).
func NewChallengeRules() encounter.Rules { return newRules(EncounterChallenge) }

// NewThreadRules returns the thread board (L385–427).
func NewThreadRules() encounter.Rules { return newRules(EncounterThreads) }

// EncounterRules lists every mode's rules, for the registry.
func EncounterRules() []encounter.Rules {
	return []encounter.Rules{NewCombatRules(), NewDangerRules(), NewChallengeRules(), NewThreadRules()}
}

// handler is one event type and the modes that take it.
type handler struct {
	modes []string
	encounter.Handler
}

var (
	fight    = []string{EncounterCombat, EncounterDanger}
	tallying = []string{EncounterChallenge, EncounterDanger}
	allModes = []string{EncounterCombat, EncounterDanger, EncounterChallenge, EncounterThreads}
	// modeEvents is each mode's table of handlers, in alphabetical order.
	modeEvents = map[string]encounter.Events{}
)

func init() {
	handlers := []handler{
		{[]string{EncounterThreads}, encounter.HandleOn("advance", `{"thread", "action"?}: one mark (L409)`, of("thread", advance))},
		{allModes, encounter.HandleOn("afflict", `{"target", "condition", "duration"?}`, afflict)},
		{fight, encounter.HandleOn("attack", `{"attacker", "target", "natural", "modifier", "damage", "defense_natural"?, "defense_modifier"?}`, attack)},
		{tallying, encounter.HandleOn("attempt", `{"combatant", "challenge"?, "suitability", "natural", "modifier", "advantage"?, "start_effect"?, "post_effect"?}`, attempt)},
		{allModes, encounter.HandleOn("cure", `{"target", "condition"}`, cure)},
		{fight, encounter.HandleOn("damage", `{"target", "amount", "resistant"?, "vulnerable"?, "immune"?}`, damageEvent)},
		{[]string{EncounterDanger}, encounter.HandleOn("danger_attack", `as threat_attack with "danger" against its tn`, of("danger", dangerAttack))},
		{fight, encounter.HandleOn("death_save", `{"combatant", "roll"} (L1101–1108, EVE-1)`, of("character", deathSave))},
		{fight, encounter.HandleOn("dying_choice", `{"combatant", "choice": struggle|death} (L1092–1093)`, of("character", dyingChoice))},
		{allModes, encounter.Handle("end", `{"outcome"?}: ends the encounter; XP awards listed (EVE-12)`, endEncounter)},
		{fight, encounter.HandleBare("end_turn", `next in order; a new round after the last (L484)`, endTurn)},
		{allModes, encounter.HandleOn("exhaustion", `{"combatant", "change"}: exhaustion 6 is death (L1079)`, of("character", exhaustionEvent))},
		{[]string{EncounterThreads}, encounter.HandleOn("forestall", `{"thread"}: one mark off (L413)`, of("thread", forestall))},
		{tallying, encounter.HandleBare("give_up", `"Giving up means the threat takes place." (L757)`, giveUp)},
		{fight, encounter.HandleOn("heal", `{"target", "amount"}`, heal)},
		{fight, encounter.HandleOn("initiative", `{"combatant", "roll"}: score = roll + initiative (L478, EVE-28)`, initiative)},
		{allModes, encounter.HandleOn("injury", `{"combatant", "change"}: injury 7 is death (L1052)`, of("character", injuryEvent))},
		{allModes, encounter.HandleOn("leverage", `{"combatant", "asset", "tn", "roll", "item"?, "load"?}: 1d10 + wealth bonus beats the TN (L544–552)`, of("character", leverage))},
		{fight, encounter.HandleOn("legendary_action", `{"threat", "cost"?}`, of("threat", legendaryAction))},
		{fight, encounter.HandleOn("legendary_resistance", `{"threat"}`, of("threat", legendaryResistance))},
		{[]string{EncounterThreads}, encounter.HandleBare("new_scene", `a new scene: the marks counter starts again (EVE-42)`, newScene)},
		{fight, encounter.HandleOn("resolve", `{"combatant"}: the threat or danger counts as resolved for XP (EVE-12)`, resolveFoe)},
		{fight, encounter.HandleOn("set_hp", `{"target", "hp"}`, setHP)},
		{fight, encounter.HandleOn("spend", `{"combatant", "action": action|bonus|reaction|move|free, "what"?, "squares"?, "difficult"?}`, spend)},
		{fight, encounter.HandleOn("stabilize", `{"healer", "target", "natural", "modifier"}: total > 10 (L1110)`, stabilize)},
		{fight, encounter.HandleBare("start", `start round 1, highest score first`, start)},
		{fight, encounter.Handle("surprise", `{"side"}: the other sides are Surprised in round 1 (L482)`, surprise)},
		{fight, encounter.HandleOn("temp_hp", `{"target", "amount"}: temporary health never stacks (L1031)`, tempHP)},
		{fight, encounter.HandleOn("threat_attack", `{"threat", "target", "attack", "defense"?, "natural", "modifier"?, "cover"?, "reserve_roll"?, "multiple_targets"?, "certain"?}`, of("threat", threatAttack))},
		{fight, encounter.Handle("tie_roll", `{"combatants", "rolls"}: orders tied scores, higher first (L478)`, tieRoll)},
		{fight, encounter.HandleOn("toggle", `{"threat", "what": strength|weakness, "on"}: ±6 on its tagged TN (L801–802)`, of("threat", toggle))},
		{tallying, encounter.HandleBare("urgency_met", `the urgency is met: it ends and its threat occurs (L735)`, urgencyMet)},
		{allModes, encounter.HandleOn(EventWrittenBack, `{"combatant"}: its results were written back to its character`, of("character", writtenBack))},
	}
	for _, mode := range allModes {
		var hs []encounter.Handler
		for _, h := range handlers {
			if slices.Contains(h.modes, mode) {
				hs = append(hs, h.Handler)
			}
		}
		modeEvents[mode] = encounter.NewEvents(ID, mode, "Evening "+mode, hs...)
	}
}

// newRules returns the rules of one mode.
func newRules(mode string) Rules { return Rules{Events: modeEvents[mode], mode: mode} }

// Apply implements encounter.Rules: the mode's handler of ev's type
// applies it; its error names the event type.
func (r Rules) Apply(st *encounter.State, ev encounter.Event) error {
	if !r.Has(ev.Type) {
		return fmt.Errorf("evening %s: unknown event type %q", r.mode, ev.Type)
	}
	if err := r.Events.Apply(st, ev); err != nil {
		return fmt.Errorf("%s: %w", ev.Type, err)
	}
	return nil
}

// Start implements encounter.Rules.
func (r Rules) Start(setup encounter.Setup) (*encounter.State, error) {
	st := encounter.NewState(ID, r.mode)
	if err := st.AddSides(setup.Sides, false); err != nil {
		return nil, err
	}
	if len(st.Sides) == 0 {
		return nil, fmt.Errorf("an Evening encounter needs at least one side")
	}
	if err := st.AddCombatants(setup.Combatants, r.NewCombatant); err != nil {
		return nil, err
	}
	if r.mode == EncounterChallenge || r.mode == EncounterThreads {
		st.Round = 1
	}
	return st, nil
}

// Combatant kinds (§8.1).
var combatantKinds = []string{"character", "threat", "danger", "challenge", "thread"}

// NewCombatant implements encounter.Rules.
func (r Rules) NewCombatant(st *encounter.State, cs encounter.CombatantSetup) (*encounter.Combatant, error) {
	if cs.Kind == "" {
		sd := st.Side(cs.Side)
		cs.Kind = DefaultKind(r.mode, sd != nil && sd.Players, cs.Stats)
		if cs.Kind == "threat" {
			stats, err := QuickThreatStats(cs.Stats)
			if err != nil {
				return nil, fmt.Errorf("combatant %q: %w", cs.ID, err)
			}
			cs.Stats = stats
		}
	}
	c := encounter.BaseCombatant(st, cs)
	if !slices.Contains(combatantKinds, c.Kind) {
		return nil, fmt.Errorf("combatant %q: kind %q, use one of %v", cs.ID, c.Kind, combatantKinds)
	}
	for k, v := range c.Stats {
		if err := rules.CheckRange("stats."+k, v, -100000, 100000); err != nil {
			return nil, fmt.Errorf("combatant %q: %w", cs.ID, err)
		}
	}
	c.Resources = map[string]int{}
	stat := func(k string, def int) int {
		if v, ok := c.Stats[k]; ok {
			return v
		}
		return def
	}
	switch c.Kind {
	case "character", "threat":
		c.MaxHP = max(stat("max_hp", 1), 0)
		c.BaseMaxHP = c.MaxHP
		c.HP = min(max(stat("hp", c.MaxHP), 0), c.MaxHP)
		c.TempHP = max(stat("temp_hp", 0), 0)
	}
	switch c.Kind {
	case "character":
		c.Resources["reserves_left"] = stat("reserves", 0)
		c.Resources["injury"] = stat("injury", 0)
		c.Resources["exhaustion"] = stat("exhaustion", 0)
		c.Resources["death_failures"], c.Resources["death_successes"] = 0, 0
		leverageCounters(c)
	case "threat":
		c.Resources["hit_tn"] = stat("hit_tn", 10)
		c.Resources["attack_tn"] = stat("attack_tn", 10)
		c.Resources["legendary_actions"] = stat("legendary_actions", 0)
		c.Resources["legendary_resistances"] = stat("legendary_resistances", 0)
		c.Resources["phase"] = 1
		c.Resources["swarm_count"] = stat("swarm_count", 0)
	case "danger", "challenge":
		cx := stat("complexity", 1)
		if err := rules.CheckRange("complexity", cx, 1, 10); err != nil {
			return nil, fmt.Errorf("combatant %q: %w", cs.ID, err)
		}
		c.Resources["tn"] = ChallengeTN(stat("rating", 1))
		c.Resources["successes"], c.Resources["failures"] = 0, 0
		c.Resources["successes_needed"] = SuccessesNeeded(cx)
		c.Resources["failure_threshold"] = FailureThreshold(cx)
	case "thread":
		l := stat("length", 4)
		if err := rules.CheckRange("length", l, 4, 12); err != nil {
			return nil, fmt.Errorf("thread %q: %w (L391)", cs.ID, err)
		}
		c.Resources["length"], c.Resources["marks"] = l, stat("marks", 0)
	}
	return c, nil
}

// Decorate implements encounter.Rules: the dying state as conditions the
// table can read (the threat's TNs in force are among its counters, see
// ResourceText).
func (Rules) Decorate(st *encounter.State, c *encounter.Combatant, row *encounter.Row) {
	// A challenge, danger or thread has no health: its row shows its
	// progress toward its thresholds (L737–757, L409–413) instead.
	switch c.Kind {
	case "challenge", "danger":
		row.Status = tallyLine(c) + fmt.Sprintf(" · TN %d", c.Resource("tn"))
	case "thread":
		row.Status = markLine(c)
	default:
		return
	}
	row.Band, row.HPFraction = "", 0
	for _, k := range []string{"successes", "failures", "successes_needed", "failure_threshold", "tn", "marks", "length"} {
		delete(row.Resources, k)
	}
}

// tallyLine is a challenge's or danger's tally: "2 of 5 successes · 1 of 3
// failures" (L737–757).
func tallyLine(c *encounter.Combatant) string {
	return fmt.Sprintf("%d of %d successes · %d of %d failures", c.Resource("successes"), c.Resource("successes_needed"),
		c.Resource("failures"), c.Resource("failure_threshold"))
}

// markLine is a thread's progress: "3 of 6 marks", resolved at its length
// (L409).
func markLine(c *encounter.Combatant) string {
	line := fmt.Sprintf("%d of %d marks", c.Resource("marks"), c.Resource("length"))
	if c.Resource("marks") >= c.Resource("length") {
		line += " · resolved"
	}
	return line
}

// Heading implements encounter.HeadingProvider: a challenge has
// attempts, not rounds (L737), and the thread board counts scenes (at most
// two marks a scene, L415); a fight keeps the engine's turn line.
func (r Rules) Heading(st *encounter.State) string {
	var parts []string
	switch r.mode {
	case EncounterChallenge:
		for _, c := range st.Combatants {
			if c.Kind == "challenge" {
				parts = append(parts, c.Name+": "+tallyLine(c))
			}
		}
		return "Attempts · " + orDefault(strings.Join(parts, "; "), "no challenge")
	case EncounterThreads:
		marks := 0
		for _, c := range st.Combatants {
			marks += c.Resource("_scene_marks")
			if c.Kind == "thread" {
				parts = append(parts, c.Name+" "+markLine(c))
			}
		}
		return fmt.Sprintf("Scene %d · %d of 2 marks this scene · %s", max(st.Round, 1), marks, orDefault(strings.Join(parts, "; "), "no thread"))
	}
	if c := InLair(st); c != nil {
		return encounter.Possessive(c.Name) + " lair action"
	}
	return ""
}

// combatant looks up the combatant id, who must be a kind.
func combatant(st *encounter.State, id, kind string) (*encounter.Combatant, error) {
	c, err := st.Combatant(id)
	if err != nil {
		return nil, err
	}
	return c, isKind(c, kind)
}

func isKind(c *encounter.Combatant, kind string) error {
	if c.Kind != kind {
		return fmt.Errorf("%s is a %s, not a %s", c.Name, c.Kind, kind)
	}
	return nil
}

// of puts a kind check in front of an event's apply: the combatant the
// event is about (looked up by encounter.HandleOn) must be a kind.
func of[P encounter.Subject](kind string, apply func(*encounter.State, *encounter.Combatant, P) error) func(*encounter.State, *encounter.Combatant, P) error {
	return func(st *encounter.State, c *encounter.Combatant, p P) error {
		if err := isKind(c, kind); err != nil {
			return err
		}
		return apply(st, c, p)
	}
}

// Payload fields naming the combatant an event is about, for
// encounter.HandleOn.
type (
	onThreat struct {
		Threat string `json:"threat"`
	}
	onDanger struct {
		Danger string `json:"danger"`
	}
	onThread struct {
		Thread string `json:"thread"`
	}
)

func (o onThreat) Subject() string { return o.Threat }
func (o onDanger) Subject() string { return o.Danger }
func (o onThread) Subject() string { return o.Thread }

// ---- initiative and turns (L463–501) ----

// InitiativeBonus is what a combatant adds to its initiative d20: a
// character's derived initiative, a threat's or danger's initiative_bonus.
func InitiativeBonus(c *encounter.Combatant) int {
	if c.Kind == "character" {
		return c.Stat("initiative")
	}
	return c.Stat("initiative_bonus") // EVE-28
}

func initiative(st *encounter.State, c *encounter.Combatant, p struct {
	encounter.OnCombatant
	Roll int `json:"roll"`
}) error {
	if err := checkD20("roll", p.Roll); err != nil {
		return err
	}
	c.SetResource("initiative", p.Roll+InitiativeBonus(c))
	c.SetResource("_has_init", 1)
	st.Sayf("%s rolls %d for initiative: %d", c.Name, p.Roll, c.Resource("initiative"))
	return nil
}

func tieRoll(st *encounter.State, p struct {
	Combatants []string `json:"combatants"`
	Rolls      []int    `json:"rolls"`
}) error {
	if len(p.Combatants) != len(p.Rolls) || len(p.Combatants) < 2 {
		return fmt.Errorf("give one roll per combatant, at least two")
	}
	for i, id := range p.Combatants {
		c, err := st.Combatant(id)
		if err != nil {
			return err
		}
		c.SetResource("_tie", c.Resource("_tie")*100+p.Rolls[i])
	}
	return nil
}

func surprise(st *encounter.State, p struct {
	Side string `json:"side"`
}) error {
	if st.Round > 0 {
		return fmt.Errorf("surprise comes before start")
	}
	if st.Side(p.Side) == nil {
		return fmt.Errorf("no side %q", p.Side)
	}
	st.Surprised = ""
	for _, c := range st.Combatants {
		if c.Side != p.Side {
			c.SetCondition(encounter.Condition{Name: "Surprised", Remaining: -1})
			c.SetResource("_was_surprised", 1)
		}
	}
	st.Phase = "surprise"
	st.Sayf("%s surprises the others (L482)", st.Side(p.Side).Name)
	return nil
}

func actors(st *encounter.State) []*encounter.Combatant {
	var out []*encounter.Combatant
	for _, c := range st.Combatants {
		if c.Kind == "character" || c.Kind == "threat" || c.Kind == "danger" {
			out = append(out, c)
		}
	}
	return out
}

func start(st *encounter.State) error {
	if st.Round > 0 {
		return fmt.Errorf("the encounter has started")
	}
	list := actors(st)
	for _, c := range list {
		if c.Resource("_has_init") == 0 {
			return fmt.Errorf("%s has no initiative roll", c.Name)
		}
	}
	sort.SliceStable(list, func(i, j int) bool {
		a, b := list[i], list[j]
		if a.Resource("initiative") != b.Resource("initiative") {
			return a.Resource("initiative") > b.Resource("initiative")
		}
		return a.Resource("_tie") > b.Resource("_tie")
	})
	for i := 1; i < len(list); i++ {
		a, b := list[i-1], list[i]
		if a.Resource("initiative") == b.Resource("initiative") && a.Resource("_tie") == b.Resource("_tie") {
			return fmt.Errorf("%s and %s tie at %d: roll again (tie_roll, L478)", a.Name, b.Name, a.Resource("initiative"))
		}
	}
	st.Order = withLairSlots(list)
	st.Round, st.Turn = 1, -1
	for _, c := range list {
		c.SetResource("speed_left", c.Stat("speed"))
	}
	return advanceTurn(st)
}

// advanceTurn moves to the next combatant who has a turn, starting a new
// round after the last; a Surprised combatant skips its round-1 turn.
func advanceTurn(st *encounter.State) error {
	if len(st.Order) == 0 {
		return fmt.Errorf("nobody is in the turn order: add combatants first")
	}
	for _, c := range st.Combatants {
		c.SetResource("_in_lair", 0)
	}
	for range len(st.Order) + 1 {
		st.Turn++
		if st.Turn >= len(st.Order) {
			st.Round++
			st.Turn = 0
			st.Phase = ""
			for _, c := range st.Combatants {
				c.RemoveCondition("Surprised")
				c.SetResource("speed_left", c.Stat("speed")) // L593
			}
		}
		c, err := st.Combatant(st.Order[st.Turn])
		if err != nil || c.Dead {
			continue
		}
		if lairSlot(st, c, st.Turn) {
			if !canUseLair(c) {
				continue
			}
			c.SetResource("_in_lair", 1)
			st.Sayf("round %d: %s's lair action (initiative count 20)", st.Round, c.Name)
			return nil
		}
		if st.Round == 1 && c.Has("Surprised") {
			st.Sayf("%s is surprised and skips its turn (L482)", c.Name)
			continue
		}
		startTurn(st, c)
		return nil
	}
	return fmt.Errorf("nobody can act")
}

func startTurn(st *encounter.State, c *encounter.Combatant) {
	c.SetResource("_had_turn", 1)
	c.Actions = 1
	c.SetResource("bonus_actions_left", 1)
	c.SetResource("reactions_left", 1) // EVE-29
	c.RemoveCondition("Defending")
	c.RemoveCondition("Disengaged")
	if c.Kind == "threat" {
		c.SetResource("attacks_left", c.Stat("attacks"))
		if c.Stat("legendary_actions") > 0 {
			c.SetResource("legendary_actions", c.Stat("legendary_actions"))
		}
	}
	if c.HP == 0 && c.Kind == "character" {
		c.Actions = 0
		if c.Has("Dying") {
			st.Sayf("%s is dying: make a death save (L1101)", c.Name)
		}
	}
	st.Sayf("round %d: %s's turn", st.Round, c.Name)
}

func endTurn(st *encounter.State) error {
	if st.Round == 0 {
		return fmt.Errorf("start the encounter first")
	}
	return advanceTurn(st)
}

var spendKinds = map[string]string{"action": "_actions", "bonus": "bonus_actions_left", "reaction": "reactions_left"}

func spend(st *encounter.State, c *encounter.Combatant, p struct {
	encounter.OnCombatant
	Action    string `json:"action"`
	What      string `json:"what"`
	Squares   int    `json:"squares"`
	Difficult bool   `json:"difficult"`
}) error {
	switch p.Action {
	case "action":
		if c.Actions < 1 {
			return fmt.Errorf("%s has no action left this turn", c.Name)
		}
		c.Actions--
	case "bonus", "reaction":
		key := spendKinds[p.Action]
		if c.Resource(key) < 1 {
			return fmt.Errorf("%s has no %s left", c.Name, p.Action)
		}
		c.AddResource(key, -1)
	case "move":
		cost := p.Squares
		if p.Difficult {
			cost *= 2 // L599
		}
		if cost < 0 || cost > c.Resource("speed_left") {
			return fmt.Errorf("%s has %d speed left, the move costs %d", c.Name, c.Resource("speed_left"), cost)
		}
		c.AddResource("speed_left", -cost)
	case "free":
	default:
		return fmt.Errorf("action is %q, use action, bonus, reaction, move or free", p.Action)
	}
	switch p.What {
	case "defend":
		c.SetCondition(encounter.Condition{Name: "Defending", Remaining: -1}) // +3 to defenses (L992)
	case "disengage":
		c.SetCondition(encounter.Condition{Name: "Disengaged", Remaining: -1})
	case "dash":
		c.AddResource("speed_left", c.Stat("speed")) // L613
	case "get_up":
		c.RemoveCondition("Prone")
	}
	return nil
}

// ---- attacks and damage (L977–1032) ----

type attackEvent struct {
	Attacker        string `json:"attacker"`
	Target          string `json:"target"`
	Natural         int    `json:"natural"`
	Modifier        int    `json:"modifier"`
	Damage          int    `json:"damage"`
	DefenseNatural  int    `json:"defense_natural"`
	DefenseModifier int    `json:"defense_modifier"`
}

// Subject implements encounter.Subject: the attacker acts.
func (p attackEvent) Subject() string { return p.Attacker }

// checkD20 refuses a d20 roll outside 1 to 20.
func checkD20(key string, n int) error {
	if n < 1 || n > 20 {
		return fmt.Errorf("%s is %d, a d20 shows 1 to 20", key, n)
	}
	return nil
}

func checkNatural(n int) error { return checkD20("natural", n) }

func attack(st *encounter.State, a *encounter.Combatant, p attackEvent) error {
	t, err := st.Combatant(p.Target)
	if err != nil {
		return err
	}
	if err := checkNatural(p.Natural); err != nil {
		return err
	}
	if err := rules.CheckRange("damage", p.Damage, 0, 100000); err != nil {
		return err
	}
	total := p.Natural + p.Modifier
	var hit bool
	switch t.Kind {
	case "threat":
		hit = p.Natural == 20 || (p.Natural != 1 && total > t.Resource("hit_tn")) // L988–990
	case "character":
		// Contested (EVE-21): ties reroll, so the event carries the winning rolls.
		if err := checkD20("defense_natural", p.DefenseNatural); err != nil {
			return err
		}
		def := p.DefenseNatural + p.DefenseModifier
		if total == def && p.Natural != 20 && p.Natural != 1 {
			return fmt.Errorf("attack %d ties defense %d: roll both again (EVE-21)", total, def)
		}
		hit = p.Natural == 20 || (p.Natural != 1 && total > def)
	default:
		return fmt.Errorf("%s cannot be attacked", t.Name)
	}
	if !hit {
		st.Sayf("%s's attack (%d) misses %s", a.Name, total, t.Name)
		return nil
	}
	if p.Natural == 20 {
		st.Sayf("%s's attack is a critical hit: damage dice doubled (EVE-32)", a.Name)
	}
	st.Sayf("%s's attack (%d) hits %s", a.Name, total, t.Name)
	return applyDamage(st, t, p.Damage, damageMods{})
}

type foeAttack struct {
	Target          string `json:"target"`
	Attack          int    `json:"attack"`
	Defense         string `json:"defense"`
	Natural         int    `json:"natural"`
	Modifier        *int   `json:"modifier"`
	Cover           string `json:"cover"`
	ReserveRoll     int    `json:"reserve_roll"`
	MultipleTargets bool   `json:"multiple_targets"`
	Certain         bool   `json:"certain"`
	Damage          *int   `json:"damage"`
}

func threatAttack(st *encounter.State, f *encounter.Combatant, p struct {
	onThreat
	foeAttack
}) error {
	return foeAttacks(st, f, f.Resource("attack_tn"), p.foeAttack)
}

func dangerAttack(st *encounter.State, f *encounter.Combatant, p struct {
	onDanger
	foeAttack
}) error {
	return foeAttacks(st, f, f.Resource("tn"), p.foeAttack)
}

// foeAttacks resolves a threat's or danger's attack: the character rolls
// the defense (L785, EVE-27).
func foeAttacks(st *encounter.State, f *encounter.Combatant, tn int, p foeAttack) error {
	t, err := combatant(st, p.Target, "character")
	if err != nil {
		return err
	}
	if p.Attack < 1 || p.Attack > max(f.Stat("attacks"), 1) {
		return fmt.Errorf("attack is %d, %s has %d", p.Attack, f.Name, f.Stat("attacks"))
	}
	if f.Kind == "threat" && st.Round > 0 {
		if f.Resource("attacks_left") < 1 {
			return fmt.Errorf("%s has no attack left this round", f.Name)
		}
		f.AddResource("attacks_left", -1)
	}
	defense := p.Defense
	if defense == "" {
		defense = "reflex"
	}
	if !slices.Contains(Defenses, defense) {
		return fmt.Errorf("defense is %q, use fortitude, reflex or will", defense)
	}
	cover, ok := coverTN[p.Cover]
	if !ok {
		return fmt.Errorf("cover is %q, use one of %v", p.Cover, CoverLevels)
	}
	dmg := f.Stat(fmt.Sprintf("damage_%d", p.Attack))
	if p.Damage != nil {
		dmg = *p.Damage
	}
	autoFail, why := DefenseSkipped(t, defense)
	defended := false
	if !autoFail {
		if err := checkNatural(p.Natural); err != nil {
			return err
		}
		mod := t.Stat(defense)
		if p.Modifier != nil {
			mod = *p.Modifier
		}
		if t.Has("Defending") {
			mod += 3
		}
		if p.ReserveRoll > 0 {
			if t.Resource("reserves_left") < 1 || t.Resource("reactions_left") < 1 {
				return fmt.Errorf("%s has no reserve die or reaction to spend", t.Name)
			}
			t.AddResource("reserves_left", -1)
			t.AddResource("reactions_left", -1)
		}
		total := p.Natural + mod + p.ReserveRoll
		defended = total > tn-cover
		st.Sayf("%s defends with %s %d against TN %d: %s", t.Name, defense, total, tn-cover, map[bool]string{true: "defended", false: "hit"}[defended])
	} else {
		st.Sayf("%s", why)
	}
	// An attack customised on its card (L810–812) is certain or hits
	// several whatever the boxes say; its card amount is halved already.
	cardMulti := f.Stat(fmt.Sprintf("multiple_targets_%d", p.Attack)) == 1
	cardCertain := f.Stat(fmt.Sprintf("certain_%d", p.Attack)) == 1
	certain := p.Certain || cardCertain
	mods := damageMods{multiple: p.MultipleTargets || cardMulti, certain: certain, defended: defended && certain}
	if p.Damage == nil && (cardMulti || cardCertain) {
		mods.multiple = mods.multiple && !cardMulti
		mods.certain = mods.certain && !cardCertain
		st.Sayf("%s's attack %d: its card's damage %d is halved already (L810–812)", f.Name, p.Attack, dmg)
	}
	if defended && !certain {
		return nil
	}
	return applyDamage(st, t, dmg, mods)
}

type damageMods struct {
	multiple, certain, defended   bool
	resistant, vulnerable, immune bool
}

// applyDamage runs the damage pipeline (L1008–1032, EVE-26, EVE-33).
func applyDamage(st *encounter.State, t *encounter.Combatant, amount int, m damageMods) error {
	if amount < 0 {
		return fmt.Errorf("damage is %d, never below 0", amount)
	}
	if m.multiple {
		amount /= 2
	}
	if m.certain {
		amount /= 2 // certain: half lands anyway (L812)
	}
	if m.defended {
		amount /= 2 // and a successful defense halves again
	}
	switch {
	case m.immune:
		amount = 0
	case m.resistant && !m.vulnerable:
		amount /= 2
	case m.vulnerable && !m.resistant:
		amount *= 2
	}
	absorbed := min(t.TempHP, amount)
	t.TempHP -= absorbed
	rest := amount - absorbed
	if t.Kind == "character" && rest >= t.MaxHP && rest > 0 {
		t.HP, t.Dead = 0, true
		st.Sayf("%s takes %d from one source, at least the total health %d: killed outright (L1099, EVE-33)", t.Name, rest, t.MaxHP)
		return nil
	}
	was := t.HP
	t.HP = max(0, t.HP-rest)
	st.Sayf("%s takes %d damage (%d to temporary health): health %d", t.Name, amount, absorbed, t.HP)
	if t.HP == 0 && was > 0 {
		switch t.Kind {
		case "character":
			t.Unconscious = true
			for _, n := range []string{"Unconscious", "Prone", "Choosing"} {
				t.SetCondition(encounter.Condition{Name: n, Remaining: -1})
			}
			st.Sayf("%s drops to 0: struggle or choose death (L1090–1093)", t.Name)
		case "threat":
			if t.Stat("phases") > t.Resource("phase") {
				t.AddResource("phase", 1)
				t.HP = t.MaxHP
				st.Sayf("%s enters phase %d with full health (L888)", t.Name, t.Resource("phase"))
			} else {
				t.Unconscious = true
				st.Sayf("%s is defeated", t.Name)
				checkFoesDown(st)
			}
		}
	}
	return nil
}

func checkFoesDown(st *encounter.State) {
	for _, c := range st.Combatants {
		open := c.Resource("_resolved") == 0 && !c.Dead
		if (c.Kind == "threat" && c.HP > 0 && open) || (c.Kind == "danger" && open) {
			return
		}
	}
	finish(st, "resolved")
}

func damageEvent(st *encounter.State, t *encounter.Combatant, p struct {
	encounter.OnTarget
	Amount     int  `json:"amount"`
	Resistant  bool `json:"resistant"`
	Vulnerable bool `json:"vulnerable"`
	Immune     bool `json:"immune"`
}) error {
	if p.Amount > 100000 {
		return fmt.Errorf("amount is %d, at most 100000", p.Amount)
	}
	return applyDamage(st, t, p.Amount, damageMods{resistant: p.Resistant, vulnerable: p.Vulnerable, immune: p.Immune})
}

type amountEvent struct {
	encounter.OnTarget
	Amount int `json:"amount"`
	HP     int `json:"hp"`
}

func heal(st *encounter.State, t *encounter.Combatant, p amountEvent) error {
	if t.Dead {
		return fmt.Errorf("%s is dead: healing cannot help (L1024)", t.Name)
	}
	if err := rules.CheckRange("amount", p.Amount, 0, 100000); err != nil {
		return err
	}
	t.HP = min(t.MaxHP, t.HP+p.Amount)
	if t.HP > 0 && t.Unconscious {
		wake(t) // EVE-34
	}
	st.Sayf("%s heals %d: health %d", t.Name, p.Amount, t.HP)
	return nil
}

func wake(t *encounter.Combatant) {
	t.Unconscious = false
	for _, n := range []string{"Unconscious", "Choosing", "Dying", "Stabilized"} {
		t.RemoveCondition(n)
	}
	t.SetResource("death_failures", 0)
	t.SetResource("death_successes", 0)
}

func tempHP(_ *encounter.State, t *encounter.Combatant, p amountEvent) error {
	if err := rules.CheckRange("amount", p.Amount, 0, 100000); err != nil {
		return err
	}
	t.TempHP = max(t.TempHP, p.Amount) // L1031
	return nil
}

func setHP(_ *encounter.State, t *encounter.Combatant, p amountEvent) error {
	if err := rules.CheckRange("hp", p.HP, 0, t.MaxHP); err != nil {
		return err
	}
	t.HP = p.HP
	return nil
}

type conditionEvent struct {
	encounter.OnTarget
	Condition string `json:"condition"`
	Duration  *int   `json:"duration"`
}

func afflict(st *encounter.State, t *encounter.Combatant, p conditionEvent) error {
	name := canonicalCondition(p.Condition)
	if name == "" {
		return fmt.Errorf("condition %q: use one of %v or Slowed", p.Condition, ConditionNames)
	}
	rem := -1
	if p.Duration != nil {
		if err := rules.CheckRange("duration", *p.Duration, 0, 1000); err != nil {
			return err
		}
		rem = *p.Duration
	}
	t.SetCondition(encounter.Condition{Name: name, Remaining: rem}) // no magnitude (L1120)
	switch rem {
	case -1:
		st.Sayf("%s is %s", t.Name, name)
	case 1:
		st.Sayf("%s is %s for 1 round", t.Name, name)
	default:
		st.Sayf("%s is %s for %d rounds", t.Name, name, rem)
	}
	return nil
}

func canonicalCondition(s string) string {
	for _, n := range append(slices.Clone(ConditionNames), "Slowed") {
		if strings.EqualFold(n, strings.TrimSpace(s)) {
			return n
		}
	}
	return ""
}

func cure(st *encounter.State, t *encounter.Combatant, p conditionEvent) error {
	if !t.RemoveCondition(canonicalCondition(p.Condition)) {
		return fmt.Errorf("%s is not %s", t.Name, p.Condition)
	}
	st.Sayf("%s is no longer %s", t.Name, canonicalCondition(p.Condition))
	return nil
}

// ---- dying (L1088–1110) ----

func dyingChoice(st *encounter.State, c *encounter.Combatant, p struct {
	encounter.OnCombatant
	Choice string `json:"choice"`
}) error {
	if !c.Has("Choosing") {
		return fmt.Errorf("%s is not at 0 health choosing", c.Name)
	}
	c.RemoveCondition("Choosing")
	switch p.Choice {
	case "struggle":
		c.SetCondition(encounter.Condition{Name: "Dying", Remaining: -1})
	case "death":
		c.SetResource("_choose_death", 1)
		st.Sayf("%s chooses death: it comes when initiative ends (L1092)", c.Name)
	default:
		return fmt.Errorf("choice is %q, use struggle or death", p.Choice)
	}
	return nil
}

func deathSave(st *encounter.State, c *encounter.Combatant, p struct {
	encounter.OnCombatant
	Roll int `json:"roll"`
}) error {
	if !c.Has("Dying") {
		return fmt.Errorf("%s is not dying", c.Name)
	}
	if err := checkNatural(p.Roll); err != nil {
		return err
	}
	f, s, up := DeathSaveRoll(p.Roll)
	c.AddResource("death_failures", f)
	c.AddResource("death_successes", s)
	c.Actions = 0
	switch {
	case c.Resource("death_failures") >= 3:
		c.Dead = true
		c.RemoveCondition("Dying")
		st.Sayf("%s dies (3 failures, L1108)", c.Name)
	case up || c.Resource("death_successes") >= 3:
		c.HP = 1
		wake(c)
		st.Sayf("%s recovers with 1 health (L1108, EVE-1)", c.Name)
	default:
		st.Sayf("%s: %d failures, %d successes", c.Name, c.Resource("death_failures"), c.Resource("death_successes"))
	}
	return nil
}

type stabilizeEvent struct {
	Healer   string `json:"healer"`
	Target   string `json:"target"`
	Natural  int    `json:"natural"`
	Modifier int    `json:"modifier"`
}

// Subject implements encounter.Subject: the healer acts.
func (p stabilizeEvent) Subject() string { return p.Healer }

func stabilize(st *encounter.State, _ *encounter.Combatant, p stabilizeEvent) error {
	t, err := combatant(st, p.Target, "character")
	if err != nil {
		return err
	}
	if !t.Has("Dying") {
		return fmt.Errorf("%s is not dying", t.Name)
	}
	if err := checkNatural(p.Natural); err != nil {
		return err
	}
	if total := p.Natural + p.Modifier; total > 10 {
		t.RemoveCondition("Dying")
		t.SetCondition(encounter.Condition{Name: "Stabilized", Remaining: -1})
		st.Sayf("%s is stabilized (%d beats 10, L1110)", t.Name, total)
	} else {
		st.Sayf("stabilizing %s fails (%d)", t.Name, total)
	}
	return nil
}

type levelChange struct {
	encounter.OnCombatant
	Change int `json:"change"`
}

func injuryEvent(st *encounter.State, c *encounter.Combatant, p levelChange) error {
	return changeLevel(st, c, p, "injury", 7)
}

func exhaustionEvent(st *encounter.State, c *encounter.Combatant, p levelChange) error {
	return changeLevel(st, c, p, "exhaustion", 6)
}

func changeLevel(st *encounter.State, c *encounter.Combatant, p levelChange, key string, death int) error {
	if p.Change != 1 && p.Change != -1 {
		return fmt.Errorf("change is %d, use 1 or -1", p.Change)
	}
	v := min(max(c.Resource(key)+p.Change, 0), death)
	c.SetResource(key, v)
	c.Injured = c.Resource("injury") > 0
	if key == "exhaustion" {
		fitHealth(st, c)
	}
	if v == death {
		c.Dead = true
		st.Sayf("%s reaches %s %d: death", c.Name, key, death)
	}
	return nil
}

// ---- threat extras (L801–874) ----

func toggle(_ *encounter.State, t *encounter.Combatant, p struct {
	onThreat
	What string `json:"what"`
	On   bool   `json:"on"`
}) error {
	if p.What != "strength" && p.What != "weakness" {
		return fmt.Errorf("what is %q, use strength or weakness", p.What)
	}
	key := p.What + "_on"
	was := t.Resource(key) == 1
	if was == p.On {
		return nil
	}
	sign := 6
	if p.What == "weakness" {
		sign = -6
	}
	if !p.On {
		sign = -sign
	}
	if t.Stat(p.What+"_hit") == 1 {
		t.AddResource("hit_tn", sign)
	}
	if t.Stat(p.What+"_attack") == 1 {
		t.AddResource("attack_tn", sign)
	}
	t.SetResource(key, map[bool]int{true: 1, false: 0}[p.On])
	return nil
}

func legendaryAction(_ *encounter.State, t *encounter.Combatant, p struct {
	onThreat
	Cost int `json:"cost"`
}) error {
	cost := max(p.Cost, 1)
	if cost > 3 || t.Resource("legendary_actions") < cost {
		return fmt.Errorf("%s has %d legendary actions, the action costs %d (L864)", t.Name, t.Resource("legendary_actions"), cost)
	}
	t.AddResource("legendary_actions", -cost)
	return nil
}

func legendaryResistance(_ *encounter.State, t *encounter.Combatant, _ onThreat) error {
	if t.Resource("legendary_resistances") < 1 {
		return fmt.Errorf("%s has no legendary resistance left", t.Name)
	}
	t.AddResource("legendary_resistances", -1)
	return nil
}

func resolveFoe(st *encounter.State, t *encounter.Combatant, _ encounter.OnCombatant) error {
	if t.Kind != "threat" && t.Kind != "danger" {
		return fmt.Errorf("%s is not a threat or danger", t.Name)
	}
	t.SetResource("_resolved", 1)
	t.Unconscious = true
	offerXP(st, t)
	checkFoesDown(st)
	return nil
}

// offerXP lists, per character, whether resolving t gives XP: its rating
// must be at least the character's MAR (L175, EVE-12). The narrator
// confirms.
func offerXP(st *encounter.State, t *encounter.Combatant) {
	for _, c := range st.Combatants {
		if c.Kind != "character" || c.Dead {
			continue
		}
		mar := c.Stat("min_advancement_rating")
		if mar == 0 {
			mar = 1
		}
		if GivesXP(t.Stat("rating"), mar) {
			offer(st, t, c, fmt.Sprintf("+1 XP to %s for resolving %s (rating %d ≥ MAR %d, L175)", c.Name, t.Name, t.Stat("rating"), mar))
		}
	}
}

// offerThreadXP offers +1 XP to every character present for a resolved
// thread: "You resolve a thread." earns one (L176) whatever its length;
// threads have no rating, so the rating-versus-MAR test does not apply.
// With no character on the board the offer names the thread alone.
func offerThreadXP(st *encounter.State, t *encounter.Combatant) {
	n := 0
	for _, c := range st.Combatants {
		if c.Kind == "character" && !c.Dead {
			offer(st, t, c, fmt.Sprintf("+1 XP to %s for resolving the thread %s", c.Name, t.Name))
			n++
		}
	}
	if n == 0 {
		st.Pending = append(st.Pending, encounter.Pending{ID: "xp-" + t.ID, By: t.ID,
			Text: fmt.Sprintf("+1 XP to each character who resolved the thread %s", t.Name)})
	}
}

// offer lists +1 XP for c for resolving t and counts it on c, so that the
// write-back gives it (once: see EventWrittenBack).
func offer(st *encounter.State, t, c *encounter.Combatant, text string) {
	st.Pending = append(st.Pending, encounter.Pending{ID: "xp-" + t.ID + "-" + c.ID, By: t.ID, Targets: []string{c.ID}, Text: text})
	c.AddResource(xpOfferedKey, 1)
}

// ---- challenges and dangers (L737–757, L909–953) ----

func tallyTarget(st *encounter.State, id string) (*encounter.Combatant, error) {
	if id != "" {
		t, err := st.Combatant(id)
		if err != nil {
			return nil, err
		}
		if t.Kind != "challenge" && t.Kind != "danger" {
			return nil, fmt.Errorf("%s is not a challenge or danger", t.Name)
		}
		return t, nil
	}
	for _, c := range st.Combatants {
		if c.Kind == "challenge" || c.Kind == "danger" {
			return c, nil
		}
	}
	return nil, fmt.Errorf("no challenge or danger in the encounter")
}

func attempt(st *encounter.State, c *encounter.Combatant, p struct {
	encounter.OnCombatant
	Challenge    string       `json:"challenge"`
	Aptitude     string       `json:"aptitude"`
	Suitability  string       `json:"suitability"`
	Natural      int          `json:"natural"`
	Modifier     int          `json:"modifier"`
	Advantage    bool         `json:"advantage"`
	Disadvantage bool         `json:"disadvantage"`
	StartEffect  *EffectLevel `json:"start_effect"`
	PostEffect   int          `json:"post_effect"`
}) error {
	ch, err := tallyTarget(st, p.Challenge)
	if err != nil {
		return err
	}
	suit := p.Suitability
	if suit == "" {
		suit = "fine"
	}
	shift, ok := Suitability[suit]
	if !ok {
		return fmt.Errorf("suitability is %q, use one of %v", p.Suitability, SuitabilityNames)
	}
	if err := checkNatural(p.Natural); err != nil {
		return err
	}
	start := EffectStandard
	if p.StartEffect != nil {
		start = *p.StartEffect
	}
	in := CheckInput{Modifier: p.Modifier, TN: ch.Resource("tn") + shift, StartEffect: start, PostEffect: p.PostEffect}
	if err := in.Validate(); err != nil {
		return err
	}
	r := ResolveRoll(in, p.Natural, 0)
	if r.Success {
		n := SuccessesFor(r.Effect)
		ch.AddResource("successes", n)
		st.Sayf("%s %s: %d vs TN %d, %s → %d success(es) (EVE-17)", c.Name, orDefault(p.Aptitude, "attempts"), r.Total, in.TN, r.Effect, n)
	} else {
		ch.AddResource("failures", 1)
		st.Sayf("%s fails: %d vs TN %d → one failure (EVE-18)", c.Name, r.Total, in.TN)
	}
	if r.ThreadBad || r.ThreadGood {
		st.Sayf("thread prompt: %s", r.Outcome())
	}
	switch {
	case ch.Resource("successes") >= ch.Resource("successes_needed"):
		ch.SetResource("_resolved", 1)
		offerXP(st, ch)
		st.Sayf("%s is resolved (L754)", ch.Name)
		finish(st, "resolved")
	case ch.Resource("failures") >= ch.Resource("failure_threshold"):
		st.Sayf("%s fails: its threat happens (L755)", ch.Name)
		finish(st, "failed")
	}
	return nil
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

func giveUp(st *encounter.State) error {
	st.Sayf(`"Giving up means the threat takes place." (L757)`)
	finish(st, "abandoned")
	return nil
}

func urgencyMet(st *encounter.State) error {
	st.Sayf("the urgency is met: it ends and its threat occurs (L735)")
	finish(st, "expired")
	return nil
}

// ---- thread board (L385–427) ----

type threadEvent struct {
	onThread
	Action string `json:"action"`
}

// markThread adds delta to the thread's marks, counting the scene's marks
// (at most two a scene, L415).
func markThread(st *encounter.State, t *encounter.Combatant, delta int) {
	st.Round = max(st.Round, 1)
	n := 0
	for _, c := range st.Combatants {
		n += c.Resource("_scene_marks")
	}
	if n >= 2 {
		st.Sayf("warning: a third thread mark this scene; stop until the next scene (L415, EVE-42)")
	}
	t.AddResource("_scene_marks", 1)
	t.AddResource("marks", delta)
}

func advance(st *encounter.State, t *encounter.Combatant, _ threadEvent) error {
	markThread(st, t, 1)
	recordThread(st, t, false)
	if t.Resource("marks") >= t.Resource("length") {
		st.Sayf("%s is resolved: its outcome happens; +1 XP offered to those who resolved it (L176); assets return to base (L521); up to 5 invested XP may be released (L193)", t.Name)
		offerThreadXP(st, t)
		t.Dead = true // off the board
	}
	return nil
}

func forestall(st *encounter.State, t *encounter.Combatant, _ threadEvent) error {
	markThread(st, t, -1)
	recordThread(st, t, t.Resource("marks") <= 0)
	if t.Resource("marks") <= 0 {
		st.Sayf("%s has no marks left and is removed (L413, L419)", t.Name)
		return st.RemoveCombatant(t.ID)
	}
	return nil
}

func newScene(st *encounter.State) error {
	st.Round++
	for _, c := range st.Combatants {
		c.SetResource("_scene_marks", 0)
	}
	return nil
}

// ---- ending ----

func finish(st *encounter.State, outcome string) {
	st.Ended = true
	st.Outcome = outcome
	for _, c := range st.Combatants {
		if c.Resource("_choose_death") == 1 {
			c.Dead = true // L1092
			st.Sayf("%s dies as chosen", c.Name)
		}
	}
}

func endEncounter(st *encounter.State, p struct {
	Outcome string `json:"outcome"`
}) error {
	out := p.Outcome
	if out == "" {
		out = "ended"
	}
	if !slices.Contains([]string{"resolved", "defeat", "failed", "abandoned", "expired", "ended"}, out) {
		return fmt.Errorf("outcome is %q, use resolved, defeat, failed, abandoned, expired or ended", out)
	}
	finish(st, out)
	return nil
}
