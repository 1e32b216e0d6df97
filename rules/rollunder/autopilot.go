package rollunder

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"sessionzero/rules/dice"
	"sessionzero/rules/encounter"
	"sessionzero/rules/forecast"
)

// This file plays roll-under fights for the forecast (rules/forecast): the
// autopilot rolls the dice the tracker's forms would (DEX saves to act
// first, the gang's damage dice, dodges and counters, STR and morale
// saves) and writes them into the events the combat rules apply.

func init() { forecast.Register(ID, encounter.ModeCombat, Autopilot{}) }

// Autopilot plays roll-under combat.
type Autopilot struct{}

// Policy implements forecast.Autopilot.
func (Autopilot) Policy() string {
	return "Every combatant who may act attacks, with every wielded weapon (melee ones only while engaged), the able " +
		"opponent with the fewest HP and then STR left, so attackers gang up; an attacked combatant dodges when its DEX " +
		"save passes at least half the time and otherwise counter-attacks; nobody moves, swaps, blasts, maneuvers or " +
		"flees; STR saves and the morale saves of lone opponents and group leaders are rolled as they fall due."
}

// HealthName implements forecast.Autopilot.
func (Autopilot) HealthName() string { return "HP and STR" }

// Health implements forecast.Autopilot: HP plus the current STR score
// (damage past HP comes off STR).
func (Autopilot) Health(c *encounter.Combatant) int { return c.HP + score(c, "str") }

// Dropped implements forecast.Autopilot: out of the fight as the rules
// count it (dead, critical, paralyzed, catatonic, unconscious, fled or
// routed).
func (Autopilot) Dropped(st *encounter.State, c *encounter.Combatant) bool {
	x, ok := st.Ext.(*combatExt)
	if !ok {
		return true
	}
	f := x.fighterOf(c)
	return outByNumbers(c, f) || has(c, "Unconscious") // lost(c, f), inlined
}

// Dead implements forecast.Autopilot: STR 0 ("The character dies at STR 0").
func (Autopilot) Dead(c *encounter.Combatant) bool { return c.Dead }

// Check implements forecast.Autopilot: every side needs someone able with
// a wielded weapon or bonus dice.
func (Autopilot) Check(st *encounter.State) error {
	for _, sd := range st.Sides {
		armed := false
		for _, c := range st.Combatants {
			fi, ok := Fighter(st, c.ID)
			if !ok || c.Side != sd.ID || !fi.Able {
				continue
			}
			for _, w := range fi.Weapons {
				armed = armed || w.Wielded
			}
			armed = armed || len(fi.BonusDice) > 0
		}
		if !armed {
			return fmt.Errorf("nobody able on %s wields a weapon: give a combatant one", sd.Name)
		}
	}
	return nil
}

type d20Roll struct {
	Combatant string `json:"combatant"`
	D20       []int  `json:"d20"`
}

type autoStart struct {
	FirstSide string    `json:"first_side,omitempty"`
	DexSaves  []d20Roll `json:"dex_saves,omitempty"`
}

type autoDeclare struct {
	Combatant string   `json:"combatant"`
	Action    string   `json:"action"`
	Target    string   `json:"target,omitempty"`
	Weapons   []string `json:"weapons,omitempty"`
}

type autoEntry struct {
	ID    string `json:"id"`
	Dice  []int  `json:"dice"`
	Faces []int  `json:"faces"`
}

type autoReaction struct {
	Type         string `json:"type"`
	D20          []int  `json:"d20,omitempty"`
	Disadvantage bool   `json:"disadvantage,omitempty"`
	Attacker     string `json:"attacker,omitempty"`
	Dice         []int  `json:"dice,omitempty"`
	Faces        []int  `json:"faces,omitempty"`
}

type autoAttack struct {
	Target    string        `json:"target"`
	Against   string        `json:"against"`
	Attackers []autoEntry   `json:"attackers"`
	Reaction  *autoReaction `json:"reaction,omitempty"`
}

type autoMorale struct {
	Saver string `json:"saver"`
	Group string `json:"group,omitempty"`
	D20   []int  `json:"d20"`
}

var (
	resolveEvent  = encounter.MustEvent("resolve", nil)
	endPhaseEvent = encounter.MustEvent("end_phase", nil)
)

// oneD20 are the lists of one d20 showing each face (index 1 to 20), shared
// by the payloads that roll one: never written into.
var oneD20 = func() (out [21][]int) {
	for f := range out {
		out[f] = []int{f}
	}
	return out
}()

// rollD20 rolls one d20, or two at advantage or disadvantage (one d20's list is
// shared, see oneD20).
func rollD20(rng *rand.Rand, two bool) []int {
	first := dice.RollDie(rng, 20)
	if !two {
		return oneD20[first]
	}
	return []int{first, dice.RollDie(rng, 20)}
}

// rollInto rolls pool's dice into out (as long as pool) and returns it.
func rollInto(rng *rand.Rand, pool, out []int) []int {
	for i, d := range pool {
		out[i] = dice.RollDie(rng, d)
	}
	return out
}

// Next implements forecast.Autopilot: the start, then the saves due, then
// the active side's declarations, then each gang's attack, then the end of
// the side's phase. The list it returns is st's own and is reused by the
// next call on st (the forecast applies a list's events before it asks
// again): one list per fight instead of one per call.
func (a Autopilot) Next(st *encounter.State, rng *rand.Rand) ([]encounter.Event, error) {
	x := ext(st)
	if !x.Started {
		return a.start(st, rng)
	}
	if len(x.Due) > 0 { // DueSaves(st)[0]
		return a.save(st, x, x.Due[0], rng)
	}
	switch st.Phase {
	case "declare":
		return a.declare(st)
	case "resolve":
		// The first gang of Gangs(st): the first combatant with an
		// attack it may still carry out, and who declared the same.
		fs := x.fighters(st)
		for i, c := range st.Combatants {
			if f := fs[i]; f.Declared != nil && !f.Acted && declaredOn(st, x, c, f, f.Declared.Target, f.Declared.Against) {
				ev, err := a.attack(st, x, fs, i, rng)
				return x.one(ev), err
			}
		}
	}
	return x.one(endPhaseEvent), nil
}

// events is an empty list for Next with room for n events: x.evs, reused
// (CloneExt gives a copy none).
func (x *combatExt) events(n int) []encounter.Event {
	if cap(x.evs) < n {
		x.evs = make([]encounter.Event, 0, max(n, 8))
	}
	return x.evs[:0]
}

// one is x.evs holding ev alone.
func (x *combatExt) one(ev encounter.Event) []encounter.Event {
	x.evs = append(x.events(1), ev)
	return x.evs
}

// start: "When this is unclear, player characters must pass DEX Saves to be
// able to act before their opponents"; with no able player character the
// players' side acts first.
// The payload is new, or the state's scratch when it discards its events.
func (Autopilot) start(st *encounter.State, rng *rand.Rand) ([]encounter.Event, error) {
	x := ext(st)
	var p *autoStart
	if st.Discards {
		sc := x.scratchFor()
		p = &sc.start
		*p = autoStart{DexSaves: sc.dexSaves[:0]}
	} else {
		p = new(autoStart)
	}
	fs := x.fighters(st)
	for i, c := range st.Combatants { // DexStarters(st)
		if dexStarter(c, fs[i]) {
			p.DexSaves = append(p.DexSaves, d20Roll{c.ID, rollD20(rng, c.Has("Stunned"))})
		}
	}
	if len(p.DexSaves) == 0 {
		p.DexSaves = nil
		p.FirstSide = x.Players
	}
	ev, err := sharedStart.Event("start", p)
	return x.one(ev), err
}

// save rolls the save d (DueSaves' first) by its first saver.
func (Autopilot) save(st *encounter.State, x *combatExt, d due, rng *rand.Rand) ([]encounter.Event, error) {
	saver, ok := firstSaver(st, x, d)
	if !ok {
		return nil, fmt.Errorf("%s is due and nobody can make it", d.text(st))
	}
	switch d.Kind {
	case "str":
		var p *d20Roll
		if st.Discards {
			p = &x.scratchFor().roll
		} else {
			p = new(d20Roll)
		}
		*p = d20Roll{saver, rollD20(rng, false)}
		ev, err := sharedSave.Event("str_save", p)
		return x.one(ev), err
	case "morale":
		var p *autoMorale
		if st.Discards {
			p = &x.scratchFor().morale
		} else {
			p = new(autoMorale)
		}
		*p = autoMorale{Saver: saver, D20: rollD20(rng, false)}
		if d.Group {
			p.Group = d.Who
		}
		ev, err := sharedMorale.Event("morale", p)
		return x.one(ev), err
	}
	return nil, fmt.Errorf("a %s save is due, which the forecast does not roll", d.Kind)
}

// firstSaver is DueSaves' first saver of d: the combatant, or the group's
// first able leader, else its first able member; ok is false for none.
func firstSaver(st *encounter.State, x *combatExt, d due) (string, bool) {
	if !d.Group {
		return d.Who, true
	}
	g := x.group(d.Who)
	if g == nil {
		return "", false
	}
	first := ""
	for _, id := range g.Members {
		c, f, err := combatant(st, id)
		if err != nil || !able(c, f) {
			continue
		}
		if f.Leader {
			return id, true
		}
		if first == "" {
			first = id
		}
	}
	return first, first != ""
}

// declare has each combatant who may act attack the able opponent with the
// fewest HP, then STR, left (the first listed on a tie), so that attackers
// gang up; the resolve event follows the declarations.
func (Autopilot) declare(st *encounter.State) ([]encounter.Event, error) {
	x := ext(st)
	fs := x.fighters(st)
	evs := x.events(len(st.Combatants) + 1) // at most one each, then the resolve event
	// Every attacker of a side with the same kind of attack picks the same
	// target (the state does not change while declaring): the last pick.
	var pickSide, pickAgainst string
	var picked *encounter.Combatant
	for i, c := range st.Combatants {
		f := fs[i]
		if f.Declared != nil || f.Acted || !same(c.Side, st.ActiveSide) || !mayActNow(st, x, c, f) {
			continue
		}
		// Every wielded weapon, melee ones only while engaged.
		names, against := f.arms.names, f.arms.against
		if f.Engaged && f.arms.ranged {
			names, against = f.arms.melee, f.arms.meleeAgainst
		}
		if len(names) == 0 && len(f.Bonus) == 0 {
			continue
		}
		if against == "" {
			against = "hp"
		}
		if picked == nil || !same(pickSide, c.Side) || !same(pickAgainst, against) {
			pickSide, pickAgainst, picked = c.Side, against, pickTarget(st, fs, c.Side, against)
		}
		target := picked
		if target == nil {
			continue
		}
		// The fighter's last payload while it declares the same (the
		// usual case: a side keeps attacking one target until it drops).
		// The event made from it is the same event: kept with it.
		if k := f.autoDecl; k == nil || !same(k.Combatant, c.ID) || !same(k.Target, target.ID) || !equalNames(k.Weapons, names) {
			// A new payload, since events keep it, unless the state
			// discards its events: then the fighter's own, rewritten.
			if !st.Discards {
				k = new(autoDeclare)
			} else {
				if f.declBuf == nil {
					f.declBuf = new(autoDeclare)
				}
				k = f.declBuf
			}
			*k = autoDeclare{Combatant: c.ID, Action: "attack", Target: target.ID, Weapons: names}
			ev, err := sharedDeclare.Event("declare", k)
			if err != nil {
				return nil, err
			}
			f.autoDecl, f.autoDeclEv = k, ev
		}
		evs = append(evs, f.autoDeclEv)
	}
	x.evs = append(evs, resolveEvent)
	return x.evs, nil
}

// pickTarget is the able opponent of side, not locked against the kind of
// attack, with the fewest HP, then STR (current), left; the first listed
// on a tie; nil for none.
func pickTarget(st *encounter.State, fs []*fighter, side, against string) *encounter.Combatant {
	var target *encounter.Combatant
	var targetF *fighter
	for j, t := range st.Combatants {
		tf := fs[j]
		if same(t.Side, side) || outByNumbers(t, tf) || has(t, "Unconscious") || tf.Locked.has(against) { // !able(t, tf), inlined
			continue
		}
		if target == nil || t.HP < target.HP || t.HP == target.HP && tf.cur[0] < targetF.cur[0] {
			target, targetF = t, tf
		}
	}
	return target
}

// attack rolls the dice of the gang of st.Combatants[first]'s declared
// attack (Gangs' first) and the target's reaction: a dodge ("Make a DEX
// Save to avoid all damage") when the save passes at least half the time,
// else a counter-attack on the first member it may answer ("To
// counter-attack a ranged attack, you need a ranged weapon").
func (Autopilot) attack(st *encounter.State, x *combatExt, fs []*fighter, first int, rng *rand.Rand) (encounter.Event, error) {
	d := fs[first].Declared
	target, against := d.Target, d.Against
	// The gang's places, found once (nothing changes while the event is
	// built).
	var at [16]int
	gang := at[:0]
	for i, c := range st.Combatants[first:] {
		if f := fs[first+i]; f.Declared != nil && !f.Acted && declaredOn(st, x, c, f, target, against) { // (most have not declared or have acted: no call)
			gang = append(gang, first+i)
		}
	}
	n := len(gang)
	t, tf, err := combatant(st, target)
	if err != nil {
		return encounter.Event{}, err // EntryFor's error for the first attacker
	}
	// The gang's pools first (they draw no dice), then one list for all
	// their faces, rolled in the gang's order.
	b := x.attackBlock(st)
	p := &b.p
	*p = autoAttack{Target: target, Against: against, Attackers: b.entries(n)}
	total := 0
	for _, i := range gang {
		c, f := st.Combatants[i], fs[i]
		var pool []int
		if f.usesAll(f.Declared.Weapons) {
			imp, enh := netState(c, t, false, false)
			pool = poolOf(f.arms.pool, imp, enh) // EntryFor's Attacker.Pool(), shared
		} else {
			e, err := EntryFor(st, c.ID, target, false, false)
			if err != nil {
				return encounter.Event{}, err
			}
			pool = e.Attacker.Pool()
		}
		if len(pool) == 0 {
			return encounter.Event{}, errors.New(c.Name + " has no damage dice")
		}
		p.Attackers = append(p.Attackers, autoEntry{ID: c.ID, Dice: pool})
		total += len(pool)
	}
	rolled := b.ints(total)
	for k := range p.Attackers {
		e := &p.Attackers[k]
		e.Faces = rollInto(rng, e.Dice, rolled[:len(e.Dice):len(e.Dice)])
		rolled = rolled[len(e.Dice):]
	}
	if able(t, tf) {
		p.Reaction = reaction(st, t, tf, p.Attackers, rng, b)
	}
	return sharedAttack.Event("attack", p)
}

// attackBlock is a block for the next attack event: a new one, since the
// event keeps it, unless st discards its events once applied
// (encounter.State.Discards); then x's one block, cleared, reused by every
// attack of the fight (the rules read the payload in place and keep none
// of it: applyAutoAttack).
func (x *combatExt) attackBlock(st *encounter.State) *attackBlock {
	if !st.Discards {
		return new(attackBlock)
	}
	if x.block == nil {
		x.block = new(attackBlock)
	}
	// Every part an attack uses is written before it is read (the
	// payload, its entries, the faces cut by ints, the reaction): only
	// the faces used are counted again.
	x.block.used = 0
	return x.block
}

// attackBlock holds an attack event's payload and its lists in one
// allocation while they fit (a 4v6 fight's gangs do): the payload, its
// entries, the faces rolled (and a counter's faces after them) and the
// reaction.
type attackBlock struct {
	p     autoAttack
	r     autoReaction
	es    [6]autoEntry
	faces [12]int
	used  int // of faces
}

// entries is an empty list of entries with room for n.
func (b *attackBlock) entries(n int) []autoEntry {
	if n <= len(b.es) {
		return b.es[:0:n]
	}
	return make([]autoEntry, 0, n)
}

// ints is a list of n zeros cut from the block's faces, capped at n.
func (b *attackBlock) ints(n int) []int {
	if b.used+n <= len(b.faces) {
		l := b.faces[b.used : b.used+n : b.used+n]
		b.used += n
		return l
	}
	return make([]int, n)
}

// reaction is the target's reaction to the gang, written into b.
func reaction(st *encounter.State, t *encounter.Combatant, tf *fighter, gang []autoEntry, rng *rand.Rand, b *attackBlock) *autoReaction {
	dis := has(t, "Stunned") || has(t, "Blinded")
	dodge := &b.r
	*dodge = autoReaction{Type: "dodge", Disadvantage: dis, D20: rollD20(rng, dis)}
	if passChance(tf.cur[1], dis) >= 0.5 { // current DEX
		return dodge
	}
	for _, e := range gang {
		m, err := EntryFor(st, e.ID, t.ID, false, false)
		if err != nil {
			continue
		}
		c, err := CounterFor(st, t.ID, e.ID, false, false)
		if err != nil || len(c.Attacker.Pool()) == 0 || m.Ranged && (!c.Ranged || tf.Engaged) {
			continue
		}
		pool := c.Attacker.Pool()
		b.r = autoReaction{Type: "counter", Attacker: e.ID, Dice: pool, Faces: rollInto(rng, pool, b.ints(len(pool)))}
		return &b.r
	}
	return dodge
}

// passChance is a save's chance: "Roll d20 equal or under the appropriate
// Ability Score … 1 is always a success and 20 is always a failure"; at
// disadvantage both of two d20s must pass.
func passChance(score int, disadvantage bool) float64 {
	if score >= 0 && score < len(passChances) {
		p := passChances[score]
		if disadvantage {
			return p * p
		}
		return p
	}
	return countedPassChance(score, disadvantage)
}

// passChances are countedPassChance(score, false) of the scores 0 to
// MaxScore, counted once.
var passChances = func() (out [MaxScore + 1]float64) {
	for s := range out {
		out[s] = countedPassChance(s, false)
	}
	return out
}()

// countedPassChance is passChance counted face by face.
func countedPassChance(score int, disadvantage bool) float64 {
	n := 0
	for r := 1; r <= 20; r++ {
		if SaveSucceeds(r, score) {
			n++
		}
	}
	p := float64(n) / 20
	if disadvantage {
		return p * p
	}
	return p
}
