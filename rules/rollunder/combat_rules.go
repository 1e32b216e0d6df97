package rollunder

import (
	"cmp"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"sessionzero/rules/encounter"
)

// CombatRules are the roll-under combat rules for the encounter engine
// (spec §6): side phases with declare-then-roll, gangs, the lock,
// reactions, HP → STR → STR save → critical damage, morale and conditions.
type CombatRules struct{ encounter.Events }

// NewCombatRules returns the roll-under combat rules.
func NewCombatRules() encounter.Rules { return CombatRules{combatEvents} }

// combatEvents is the table of roll-under's event types, in the order
// EventTypes lists them; each handler is a small function. It is set in
// init because the handlers reach back to the rules.
var combatEvents encounter.Events

func init() {
	combatEvents = encounter.NewEvents(ID, encounter.ModeCombat, "roll-under combat",
		encounter.HandleShared(EventStart, "begin: "+encounter.Fields[StartPayload]("first_side!", "-dex_saves")+" or "+encounter.Fields[StartPayload]("-first_side", "dex_saves!: ["+encounter.Fields[DexSave]()+"]")+" (Taking your Turn)", applyStart, applyAutoStart),
		encounter.HandleShared(EventDeclare, "declare an action: "+encounter.Fields[DeclarePayload]("action"+encounter.Words(DeclareActions), "-targets")+" (Taking your Turn)", applyDeclare, applyAutoDeclare),
		on(EventMove, "move: "+encounter.Fields[MovePayload]("disengage?")+" (Taking your Turn)", actorOnActiveSide, applyMove),
		on(EventSwap, "change items instead of moving: "+encounter.Fields[SwapPayload]("wield: [≤ 2 names]"), actorOnActiveSide, applySwap),
		encounter.HandleBare(EventResolve, `declarations are frozen; roll the dice`, applyResolve),
		onShared(EventAttack, "a gang on one target: "+encounter.Fields[AttackPayload]("against?", "attackers: ["+encounter.Fields[AttackEntry]("impaired?", "enhanced?")+"]")+" (Attacking, Being Attacked, Ganging Up, Impaired and Enhanced Attacks, Armour)", combatant, applyAttack, applyAutoAttack),
		onDeclared(EventBlast, "the declared blast: "+encounter.Fields[BlastPayload]("hits: ["+encounter.Fields[BlastHit]("-impaired", "-enhanced")+"]")+", one roll per target, no gang bonus (Blast Damage)", applyBlast),
		onShared(EventStrSave, "the STR save after running out of HP: "+encounter.Fields[SavePayload]("-ability", "advantage?", "disadvantage?", "-text")+" (Damage)", combatant, applyStrSave, applyAutoStrSave),
		onShared(EventMorale, "a morale WIL save: "+encounter.Fields[MoralePayload]()+" (Morale)", combatant, applyMorale, applyAutoMorale),
		encounter.HandleBare(EventEndPhase, `the side's phase ends; the next side declares (Taking your Turn, Ganging Up)`, applyEndPhase),
		encounter.HandleBare(EventNextPhase, `the tracker's Next phase: declare → resolve, resolve → end_phase`, applyNextPhase),
		encounter.HandleBare(EventEndTurn, `the tracker's End turn: the same as end_phase`, applyEndPhase),
		on(EventDamage, "damage outside attacks: "+encounter.Fields[DamagePayload]("against?", "ignores_armor?", "text?"), combatant, applyDamageEvent),
		onDeclared(EventFlee, "the declared flee: "+encounter.Fields[SavePayload]("-ability", "-advantage", "-disadvantage", "-text")+" DEX save (Retreat)", applyFlee),
		onDeclared(EventManeuver, "the declared maneuver: "+encounter.Fields[ManeuverPayload]("-combatant", "ability!", "-advantage", "-disadvantage", "text!")+" (Maneuvers)", applyManeuver),
		onDeclared(EventOther, "another declared action: "+encounter.Fields[OtherPayload](), applyOther),
		on(EventSave, "any other save: "+encounter.Fields[SavePayload]("ability!", "advantage?", "disadvantage?")+" (Reaction, Conditions)", combatant, applySave),
		on(EventCondition, "set or clear a condition: "+encounter.Fields[ConditionPayload]()+" (Conditions)", combatant, applyCondition),
		on(EventSetEngaged, encounter.Fields[SetEngagedPayload](), combatant, applySetEngaged),
		on(EventTend, "an ally tends a critical combatant: "+encounter.Fields[TendPayload]()+" (Critical Damage)", combatant, applyTend),
		on(EventRest, encounter.Fields[encounter.OnCombatant]()+": HP to max; tended critical recovers (Critical Damage, Rest)", living, applyRest),
		encounter.Handle(EventTime, encounter.Fields[TimePayload]()+": the clock; 60 untended minutes kill (Critical Damage)", applyTime),
		on(EventHealScore, "Expert healing: "+encounter.Fields[HealScorePayload]()+" (Healing)", living, applyHealScore),
		on(EventSetHP, "correction: "+encounter.Fields[SetHPPayload](), combatant, applySetHP),
		on(EventSetScore, "correction: "+encounter.Fields[SetScorePayload](), combatant, applySetScore),
		on(EventDead, "mark dead: "+encounter.Fields[encounter.OnCombatant](), combatant, applyDead),
		on(EventWrittenBack, "the results were written back to the combatant's library character: "+encounter.Fields[writtenBackEvent]()+" (a second write-back gives only what changed since)", combatant, applyWrittenBack),
	)
}

// Start implements encounter.Rules.
func (r CombatRules) Start(setup encounter.Setup) (*encounter.State, error) {
	st := encounter.NewState(ID, encounter.ModeCombat)
	x := ext(st)
	if len(setup.Sides) < 2 {
		return nil, fmt.Errorf("combat needs at least two sides (got %d)", len(setup.Sides))
	}
	if err := st.AddSides(setup.Sides, true); err != nil {
		return nil, err
	}
	for _, s := range setup.Sides {
		if s.Players {
			if x.Players != "" {
				return nil, fmt.Errorf("sides %q and %q are both the players' side: mark exactly one", x.Players, s.ID)
			}
			x.Players = s.ID
		}
	}
	if x.Players == "" {
		return nil, fmt.Errorf(`no side has "players": true: mark the players' side`)
	}
	if len(setup.Combatants) > 1000 {
		return nil, fmt.Errorf("%d combatants, at most 1000", len(setup.Combatants))
	}
	if err := st.AddCombatants(setup.Combatants, r.NewCombatant); err != nil {
		return nil, err
	}
	refresh(st)
	return st, nil
}

// Apply implements encounter.Rules: the handler of ev's type applies it
// once the fight has started (start and the corrections apply before),
// then the state is brought up to date.
func (r CombatRules) Apply(st *encounter.State, ev encounter.Event) error {
	x := ext(st)
	if !x.Started && r.Has(ev.Type) && ev.Type != EventStart && ev.Type != EventCondition && ev.Type != EventSetHP && ev.Type != EventSetScore {
		return fmt.Errorf("%s: the fight has not started: send start first", ev.Type)
	}
	// No roll-under handler adds or removes a combatant (the engine's own
	// events do, outside Apply): the fighters found now stay in their
	// places until Apply returns.
	x.fighters(st)
	x.steady = true
	defer func() { x.steady = false }()
	wasClean := x.clean
	x.clean = false // until the refresh: a refused event may have changed part of the state
	x.touched.reset()
	if err := r.Events.Apply(st, ev); err != nil {
		return err
	}
	if wasClean && (ev.Type == EventDeclare || ev.Type == EventResolve) && x.refreshed(st) {
		// A declaration or the phase changes nothing afterEvent reads
		// but the pending list, which the phase does not change either
		// (TestScoresMirror holds this to a full refresh after every
		// event).
		if ev.Type == EventDeclare {
			refreshPending(st, x)
		}
		x.clean = true
		return nil
	}
	if wasClean && (ev.Type == EventEndPhase || ev.Type == EventEndTurn) && x.refreshed(st) {
		// The end of a phase changes what afterEvent reads only in the
		// combatants' Actions (the active side, the locks, who acted,
		// the initial turn) and the pending list (the declarations
		// lapse): who is lost, the saves due (none, or it is refused),
		// health flags and shown numbers stay as the refresh after the
		// event before left them (TestScoresMirror holds this to a full
		// refresh after every event).
		refreshActions(st, x)
		refreshPending(st, x)
		x.clean = true
		return nil
	}
	afterEvent(st, wasClean)
	return nil
}

// d20s is a save's dice: one number or a list.
type d20s []int

// RoundTrips implements encounter.RoundTripper: a list is written as a
// list and read back as the same list (null, for no list, would be read as
// one die showing 0), so an event built with one is copied, not read from
// its JSON.
func (d d20s) RoundTrips() bool { return d != nil }

func (d *d20s) UnmarshalJSON(b []byte) error {
	var one int
	if err := json.Unmarshal(b, &one); err == nil {
		*d = d20s{one}
		return nil
	}
	var many []int
	if err := json.Unmarshal(b, &many); err != nil {
		return fmt.Errorf("d20 must be a number or a list of numbers")
	}
	*d = many
	return nil
}

// combatant is st.Combatant(id) with its fighter. A fight of a few
// combatants (every forecast's) is scanned instead: IDs are unique, the
// autopilot's payloads name them by the combatants' own strings, and
// comparing ten of those costs less than hashing one.
func combatant(st *encounter.State, id string) (*encounter.Combatant, *fighter, error) {
	x := ext(st)
	// First where x last saw the ID's own string (the autopilot's payloads
	// hold the combatants' own IDs), then as the engine finds it.
	if i := x.places.at(st, id); i >= 0 {
		c := st.Combatants[i]
		return c, x.fighterAt(i, c), nil
	}
	c, err := st.Combatant(id)
	if err != nil {
		return nil, nil, err
	}
	return c, x.fighterOf(c), nil
}

// lookup finds the combatant an event names, with its fighter, and checks
// that the event may be about them.
type lookup func(st *encounter.State, id string) (*encounter.Combatant, *fighter, error)

// on declares an event about the combatant its payload names (a P embeds
// encounter.OnCombatant or OnTarget, or says its Subject): find looks
// them up, its error prefixed with the event type ("damage: unknown
// combatant …"), then apply runs with the combatant and their fighter.
func on[P encounter.Subject](typ, summary string, find lookup, apply func(st *encounter.State, c *encounter.Combatant, f *fighter, p P) error) encounter.Handler {
	return encounter.Handle(typ, summary, func(st *encounter.State, p P) error {
		c, f, err := find(st, p.Subject())
		if err != nil {
			return fmt.Errorf("%s: %w", typ, err)
		}
		return apply(st, c, f, p)
	})
}

// onShared is on for an event whose autopilot payload K is read in place
// (encounter.HandleShared): shared looks the combatant up itself.
func onShared[P encounter.Subject, K any](typ, summary string, find lookup, apply func(st *encounter.State, c *encounter.Combatant, f *fighter, p P) error, shared func(st *encounter.State, k *K) (bool, error)) encounter.Handler {
	return encounter.HandleShared(typ, summary, func(st *encounter.State, p P) error {
		c, f, err := find(st, p.Subject())
		if err != nil {
			return fmt.Errorf("%s: %w", typ, err)
		}
		return apply(st, c, f, p)
	}, shared)
}

// onDeclared declares the event that carries out the declared action of
// the same name (flee, maneuver, other, blast): its actor must have
// declared it and may still act on it.
func onDeclared[P encounter.Subject](action, summary string, apply func(st *encounter.State, c *encounter.Combatant, f *fighter, p P) error) encounter.Handler {
	return on(action, summary, func(st *encounter.State, id string) (*encounter.Combatant, *fighter, error) {
		return declared(st, id, action)
	}, apply)
}

// living finds a combatant who is not dead (rest, heal_score).
func living(st *encounter.State, id string) (*encounter.Combatant, *fighter, error) {
	c, f, err := combatant(st, id)
	if err != nil || c.Dead {
		return nil, nil, fmt.Errorf("%s is not a living combatant", name(st, id))
	}
	return c, f, nil
}

// rollSave reads a rolled save of c (f its fighter, or nil) against a
// score, with Blinded/Stunned disadvantage when dexThreat is true (L46,
// L49), and words it for the log unless quiet (st.Quiet: nobody reads it).
func rollSave(c *encounter.Combatant, f *fighter, ability string, faces d20s, adv, dis, dexThreat, quiet bool) (bool, string, error) {
	i := abilityIndex(ability)
	if i < 0 {
		if _, err := checkAbility(ability); err != nil {
			return false, "", err
		}
	}
	if dexThreat && ability == "dex" && (has(c, "Stunned") || has(c, "Blinded")) {
		dis = true
	}
	in := SaveInput{Score: currentScore(c, f, i, ability), Advantage: adv, Disadvantage: dis}
	ok, err := SaveFromDice(in, faces)
	if err != nil {
		return false, "", fmt.Errorf("%s's %s save: %w", c.Name, strings.ToUpper(ability), err)
	}
	if quiet {
		return ok, "", nil
	}
	word := "fails"
	if ok {
		word = "passes"
	}
	return ok, fmt.Sprintf("%s %s the %s save (%v against %d)", c.Name, word, strings.ToUpper(ability), []int(faces), in.Score), nil
}

func applyStart(st *encounter.State, p StartPayload) error {
	x := ext(st)
	if x.Started {
		return fmt.Errorf("start: the fight has already started")
	}
	x.Started = true
	st.Phase = "declare"
	if p.FirstSide != "" {
		if st.Side(p.FirstSide) == nil {
			return fmt.Errorf("start: no side %q", p.FirstSide)
		}
		st.Round, st.ActiveSide = 1, p.FirstSide
		x.Opening = p.FirstSide
		st.Sayf(`Round 1: %s acts first ("the Referee decides which side acts first")`, st.Side(p.FirstSide).Name)
		return nil
	}
	return startWithDexSaves(st, x, p.DexSaves)
}

func startWithDexSaves(st *encounter.State, x *combatExt, saves []DexSave) error {
	// want are DexStarters(st) yet to save (IDs are unique).
	var buf [16]string
	want := buf[:0]
	fs := x.fighters(st)
	for i, c := range st.Combatants {
		if dexStarter(c, fs[i]) {
			want = append(want, c.ID)
		}
	}
	if len(saves) != len(want) {
		return fmt.Errorf("start: %d DEX saves for %d able player characters: one each", len(saves), len(want))
	}
	passed := 0
	for _, s := range saves {
		i := slices.Index(want, s.Combatant)
		if i < 0 {
			return fmt.Errorf("start: %s is not an able player character (or has a DEX save already)", name(st, s.Combatant))
		}
		want = slices.Delete(want, i, i+1)
		c, f, _ := combatant(st, s.Combatant)
		ok, line, err := rollSave(c, f, "dex", s.D20, false, c.Has("Stunned"), false, st.Quiet)
		if err != nil {
			return err
		}
		st.Sayf("%s", line)
		if ok {
			f.Passed = true
			passed++
		}
	}
	if passed > 0 {
		x.Initial = true
		st.Round, st.ActiveSide = 0, x.Players
		st.Sayf(`Initial turn: %d passed their DEX save and act before their opponents (Taking your Turn)`, passed)
		return nil
	}
	st.Round, st.ActiveSide = 1, sideAfter(st, x.Players)
	x.Opening = st.ActiveSide
	st.Sayf("Nobody passed: round 1 begins with %s", st.Side(st.ActiveSide).Name)
	return nil
}

func sideAfter(st *encounter.State, id string) string {
	i := slices.Index(st.SideOrder, id)
	return st.SideOrder[(i+1)%len(st.SideOrder)]
}

// applyDeclare and applyAttack take their payloads by pointer: the
// handler then neither copies nor boxes the payload once more per event
// (the forecast declares tens of times per fight).
func applyDeclare(st *encounter.State, p *DeclarePayload) error {
	if st.Phase != "declare" {
		return fmt.Errorf("declare: the %s phase has begun; declarations are frozen", st.Phase)
	}
	c, f, err := combatant(st, p.Combatant)
	if err != nil {
		return err
	}
	if !mayActNow(st, ext(st), c, f) {
		return fmt.Errorf("declare: %s may not act now", c.Name)
	}
	d := p.declaration
	switch d.Action {
	case ActionAttack:
		if err := checkDeclaredAttack(st, c, f, &d); err != nil {
			return err
		}
	case ActionBlast:
		if _, err := blastWeapon(f, d.Weapons); err != nil {
			return fmt.Errorf("declare: %w", err)
		}
		if len(d.Targets) == 0 || len(d.Targets) > MaxListSize {
			return fmt.Errorf("declare: a blast needs 1 to %d targets", MaxListSize)
		}
	case ActionManeuver, ActionFlee, ActionOther, ActionNone:
	default:
		return fmt.Errorf("declare: action %q: use attack, blast, maneuver, flee, other or none", d.Action)
	}
	f.decl, f.pendText = d, ""
	f.Declared = &f.decl
	if !st.Quiet {
		st.Sayf("%s declares %s", c.Name, d.Action)
	}
	return nil
}

// usedWeapons are the declared weapons, or every wielded one.
func usedWeapons(f *fighter, names []string) ([]Weapon, error) {
	var out []Weapon
	for _, w := range f.Weapons {
		if w.Wielded && (len(names) == 0 || slices.Contains(names, w.Name)) {
			out = append(out, w)
		}
	}
	if len(names) > 0 && len(out) != len(names) {
		return nil, fmt.Errorf("weapons %v: name wielded weapons only", names)
	}
	return out, nil
}

func checkDeclaredAttack(st *encounter.State, c *encounter.Combatant, f *fighter, d *declaration) error {
	t, tf, err := combatant(st, d.Target)
	if err != nil {
		return fmt.Errorf("declare: %w", err)
	}
	if f.usesAll(d.Weapons) {
		// Every wielded weapon: what they give is known (fighter.arms).
		if err := armed(c.Name, len(f.arms.pool), "attack"); err != nil {
			return fmt.Errorf("declare: %w", err)
		}
		if d.Against == "" {
			d.Against = cmp.Or(f.arms.against, "hp")
		}
		if err := checkAgainst(t, tf, d.Against); err != nil {
			return err
		}
		return checkDeclaredRange(c, f.Engaged && f.arms.ranged)
	}
	ws, err := usedWeapons(f, d.Weapons)
	if err != nil {
		return fmt.Errorf("declare: %w", err)
	}
	if err := armed(c.Name, len(ws)+len(f.Bonus), "attack"); err != nil {
		return fmt.Errorf("declare: %w", err)
	}
	if d.Against == "" {
		d.Against = "hp"
		if len(ws) > 0 {
			d.Against = ws[0].AgainstKind()
		}
	}
	if err := checkAgainst(t, tf, d.Against); err != nil {
		return err
	}
	_, _, ranged := pool(ws, nil, false, false)
	return checkDeclaredRange(c, f.Engaged && ranged)
}

// checkAgainst: the kind of attack is one of AgainstKinds and the target
// is not locked against it.
func checkAgainst(t *encounter.Combatant, tf *fighter, against string) error {
	if !validAgainst(against) {
		return fmt.Errorf("declare: against %q: use hp, str, dex or wil", against)
	}
	if tf.Locked.has(against) {
		return fmt.Errorf(`declare: %s cannot be attacked (%s) again until their next turn (Ganging Up)`, t.Name, strings.ToUpper(against))
	}
	return nil
}

// checkDeclaredRange refuses an attack of an engaged c with a ranged
// weapon (engagedRanged).
func checkDeclaredRange(c *encounter.Combatant, engagedRanged bool) error {
	if engagedRanged {
		return fmt.Errorf(`declare: %s is engaged: "Ranged weapons cannot be used while engaged in melee combat" (Attacking)`, c.Name)
	}
	return nil
}

func actorOnActiveSide(st *encounter.State, id string) (*encounter.Combatant, *fighter, error) {
	c, f, err := combatant(st, id)
	if err != nil {
		return nil, nil, err
	}
	if !mayAct(st, c) || f.Acted || f.Moved {
		return nil, nil, fmt.Errorf("%s may not move or swap now (one move or swap before the action)", c.Name)
	}
	return c, f, nil
}

func applyMove(st *encounter.State, c *encounter.Combatant, f *fighter, p MovePayload) error {
	f.Moved = true
	if p.Disengage {
		f.Engaged = false
	}
	st.Sayf("%s moves", c.Name)
	return nil
}

func applySwap(st *encounter.State, c *encounter.Combatant, f *fighter, p SwapPayload) error {
	if len(p.Wield) > 2 {
		return fmt.Errorf("swap: %d weapons: at most two are wielded", len(p.Wield))
	}
	ws := slices.Clone(f.Weapons)
	found := 0
	for i := range ws {
		ws[i].Wielded = slices.Contains(p.Wield, ws[i].Name)
		if ws[i].Wielded {
			found++
		}
	}
	if found != len(p.Wield) {
		return fmt.Errorf("swap: %s does not carry all of %v", c.Name, p.Wield)
	}
	f.setArms(ws, f.Bonus)
	f.Moved = true
	st.Sayf("%s now wields %s", c.Name, strings.Join(p.Wield, " and "))
	return nil
}

func applyResolve(st *encounter.State) error {
	if st.Phase != "declare" {
		return fmt.Errorf("resolve: already resolving")
	}
	st.Phase = "resolve"
	st.Sayf("Declarations are frozen: roll the dice (Taking your Turn)")
	return nil
}

// declared checks that c declared action and may still act on it.
func declared(st *encounter.State, id, action string) (*encounter.Combatant, *fighter, error) {
	c, f, err := combatant(st, id)
	if err != nil {
		return nil, nil, err
	}
	if st.Phase != "resolve" {
		return nil, nil, fmt.Errorf("send resolve first: the dice are rolled after everyone declares (Taking your Turn)")
	}
	if f.Declared == nil || f.Declared.Action != action || f.Acted || !mayAct(st, c) {
		return nil, nil, fmt.Errorf("%s has no %s declared that it may still carry out", c.Name, action)
	}
	return c, f, nil
}

func applyOther(st *encounter.State, c *encounter.Combatant, f *fighter, p OtherPayload) error {
	f.Acted = true
	st.Sayf("%s: %s", c.Name, p.Text)
	return nil
}

// applyNextPhase moves the side's phase on: a declaring side resolves, a
// resolving side ends its phase.
func applyNextPhase(st *encounter.State) error {
	if st.Phase == "declare" {
		return applyResolve(st)
	}
	return applyEndPhase(st)
}

func applyEndPhase(st *encounter.State) error {
	x := ext(st)
	if len(x.Due) > 0 {
		return fmt.Errorf("end_phase: first resolve %s", x.Due[0].text(st))
	}
	// In the order of the IDs, so that two lapses are said in the same
	// order every replay (a map's order is not).
	// x.order are the fighters' IDs, sorted (x.sorted their fighters).
	for i, f := range x.sorted {
		if f.Declared != nil && !f.Acted && f.Declared.Action != ActionNone && !st.Quiet {
			st.Sayf("%s's declared %s lapses", name(st, x.order[i]), f.Declared.Action)
		}
		f.Declared = nil
	}
	if x.Initial {
		x.Initial = false
		st.Round, st.ActiveSide = 1, sideAfter(st, x.Players)
		x.Opening = st.ActiveSide
	} else {
		// A round is every side's phase once, from the side that opened
		// round 1 (spec §6.3: round 1 goes on into the players' phase
		// after the opening side).
		next := sideAfter(st, st.ActiveSide)
		if next == x.opening(st) {
			st.Round++
		}
		st.ActiveSide = next
	}
	for i, c := range st.Combatants {
		if same(c.Side, st.ActiveSide) {
			f := x.fighterAt(i, c)
			f.Locked = lockSet{}
			f.Moved, f.Acted = false, false
		}
	}
	st.Phase = "declare"
	if !st.Quiet {
		st.Sayf("Round %d: %s declares", st.Round, st.Side(st.ActiveSide).Name)
	}
	return nil
}
