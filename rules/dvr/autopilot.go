package dvr

import (
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"

	"sessionzero/rules/dice"
	"sessionzero/rules/encounter"
	"sessionzero/rules/forecast"
)

// This file plays DvR popcorn fights for the forecast (rules/forecast):
// the autopilot starts the fight with the aggressor, attacks on each turn
// with the dice the tracker's attack form would tick, rolls them, pushes a
// roll the way the book's gun shot does (the weapon's damage points first,
// then Focus) and passes the turn on.

func init() { forecast.Register(ID, encounter.ModeCombat, Autopilot{}) }

// Autopilot plays DvR combat in popcorn initiative, and in strategized
// initiative with autopilot_strategized.go.
type Autopilot struct{}

// Policy implements forecast.Autopilot.
func (Autopilot) Policy() string {
	return "The players' first able combatant starts as the aggressor; on its turn each combatant attacks, with its " +
		"largest attribute die, its largest skill die (or its typed pool) and the weapon and target with the best " +
		"chance to drop a foe this blow, then the most damage expected; a missed roll is pushed only when that lands " +
		"it, with the weapon's damage points (keeping 1) and then Focus (keeping 1), never Health; the turn passes to " +
		"an ally still to act, else to an opponent, and whoever goes last starts the next round; nobody moves, duels, " +
		"rests or sacrifices an item, and the GM buys no 1s."
}

// HealthName implements forecast.Autopilot.
func (Autopilot) HealthName() string { return "Health" }

// Health implements forecast.Autopilot.
func (Autopilot) Health(c *encounter.Combatant) int { return c.HP }

// Dropped implements forecast.Autopilot: unable to act ("When health
// reaches 0 a character is physically unable to act while reaching 0 focus
// points means a character is mentally exhausted and is unable to act",
// 001_b486315a8cda90c7.txt, Health and Focus) or dead.
func (Autopilot) Dropped(st *encounter.State, c *encounter.Combatant) bool {
	return !able(c) && !strikesThisTier(st, c) // a strategized tier's blows fall together
}

// Dead implements forecast.Autopilot.
func (Autopilot) Dead(c *encounter.Combatant) bool { return c.Dead }

// Check implements forecast.Autopilot: someone able with dice and a weapon
// on every side.
func (Autopilot) Check(st *encounter.State) error {
	if _, ok := st.Ext.(*Ext); !ok {
		return errors.New("the fight was not started by the DvR rules")
	}
	for _, sd := range st.Sides {
		armed := false
		for _, c := range st.Combatants {
			if c.Side == sd.ID && (able(c) || strikesThisTier(st, c)) && len(Weapons(c)) > 0 && len(autoPool(c)) > 0 {
				armed = true
			}
		}
		if !armed {
			return fmt.Errorf("nobody able on %s has dice and a weapon: give a combatant both", sd.Name)
		}
	}
	return nil
}

// Next implements forecast.Autopilot: start, else the active combatant's
// attack, else its pass.
func (a Autopilot) Next(st *encounter.State, rng *rand.Rand) ([]encounter.Event, error) {
	x := st.Ext.(*Ext)
	if x.Initiative == InitiativeStrategized {
		return strategizedNext(st, x, rng) // autopilot_strategized.go
	}
	if st.Round == 0 {
		ev, err := encounter.NewEventOwned(EventStart, StartPayload{aggressor(st)})
		return []encounter.Event{ev}, err
	}
	active := st.ActiveID()
	c, err := st.Combatant(active)
	if err != nil {
		return nil, fmt.Errorf("no turn is on: %w", err)
	}
	if able(c) && !x.attacked(c) && !x.stunnedDue(c) {
		if p, ok := pickAttack(st, c); ok {
			ev, err := attackEvent(x, c, p, rng)
			x.scratch.proposed[0] = ev
			return x.scratch.proposed[:], err
		}
	}
	return passEvent(passTo(st, x, c))
}

// passEvent is the pass to `to`: the one its fighter keeps, else a new
// one (to nil: a pass to nobody, which the rules refuse).
func passEvent(to *encounter.Combatant) ([]encounter.Event, error) {
	id := ""
	if to != nil {
		if f := fighterOf(to); f != nil && f.passHere != nil {
			return f.passHere, nil // shared: the forecast only reads the list
		}
		id = to.ID
	}
	ev, err := encounter.NewEventOwned(EventPass, PassPayload{id})
	return []encounter.Event{ev}, err
}

// aggressor is the players' first able combatant ("initiative in this
// system is started by the aggressor"), else the first able one.
func aggressor(st *encounter.State) string {
	first := ""
	for _, c := range st.Combatants {
		if !able(c) {
			continue
		}
		if sd := st.Side(c.Side); sd != nil && sd.Players {
			return c.ID
		}
		if first == "" {
			first = c.ID
		}
	}
	return first
}

// passTo picks who goes next: an able ally still to act, else an able
// opponent still to act; when everyone has acted, the ender itself
// ("whoever goes last can choose to go first in the next round"), else
// its first able ally, else the first able combatant (nil: nobody).
func passTo(st *encounter.State, x *Ext, c *encounter.Combatant) *encounter.Combatant {
	var firstAlly, foe, allyAny, anyone *encounter.Combatant
	cf := fighterOf(c)
	for _, o := range st.Combatants {
		// Each combatant's fighter read once for the three questions (the
		// maps for one built by hand).
		of := fighterOf(o)
		var ally, acted bool
		if of != nil && cf != nil && of.side != 0 && cf.side != 0 {
			if !of.able(o) {
				continue
			}
			ally, acted = of.side == cf.side, of.turn.acted
		} else {
			if !able(o) {
				continue
			}
			ally, acted = sameSide(o, c), x.acted(o)
		}
		if anyone == nil {
			anyone = o
		}
		if allyAny == nil && ally {
			allyAny = o
		}
		if o == c || acted {
			continue
		}
		if ally {
			if firstAlly == nil {
				firstAlly = o
			}
		} else if foe == nil {
			foe = o
		}
	}
	switch {
	case firstAlly != nil:
		return firstAlly
	case foe != nil:
		return foe
	case able(c):
		return c
	case allyAny != nil:
		return allyAny
	}
	return anyone
}

// autoPool is the pool the autopilot rolls before the weapon's die: a
// typed pool whole, else the largest attribute (script) die and the
// largest skill die — on a tie the attribute first in the book's order,
// the skill first by name. Item dice (a vehicle's) are left out. It reads
// the dice as CombatantPool does, without listing and sorting them all.
func autoPool(c *encounter.Combatant) []PoolEntry {
	if q, ok := c.Dice[QuickPoolKey]; ok {
		if sizes := quickPool(q); len(sizes) > 0 {
			out := make([]PoolEntry, len(sizes))
			for i, size := range sizes {
				out[i] = PoolEntry{Die: size, From: PoolScript, Name: QuickPoolKey}
			}
			return out
		}
	}
	var script, skill PoolEntry
	for key, d := range c.Dice {
		from, name, ok := strings.Cut(key, ":")
		if !ok || from != PoolScript && from != PoolSkill {
			continue
		}
		size, err := ParseDie(d)
		if err != nil {
			continue
		}
		e := PoolEntry{Die: size, From: from, Name: name}
		if from == PoolScript && before(e, script, attributeRank) {
			script = e
		}
		if from == PoolSkill && before(e, skill, func(string) int { return 0 }) {
			skill = e
		}
	}
	var out []PoolEntry
	for _, e := range []PoolEntry{script, skill} {
		if e.Die > 0 {
			out = append(out, e)
		}
	}
	return out
}

// before reports e a better pick than cur: a larger die, then the lower
// rank, then the name first in order.
func before(e, cur PoolEntry, rank func(string) int) bool {
	switch {
	case cur.Die == 0 || e.Die != cur.Die:
		return e.Die > cur.Die
	case rank(e.Name) != rank(cur.Name):
		return rank(e.Name) < rank(cur.Name)
	}
	return e.Name < cur.Name
}

// attributeRank is an attribute's place in the book's order (others
// after them).
func attributeRank(name string) int {
	if i := slices.Index(Attributes, name); i >= 0 {
		return i
	}
	return len(Attributes)
}

// quickPools remembers typed pools read (shared by the forecast's workers).
var quickPools = forecast.Memo[string, []int]{Size: 1024}

// quickPool reads a typed pool ("d6 d8"), remembered; nil when it does
// not read.
func quickPool(q string) []int {
	if sizes, ok := quickPools.Get(q); ok {
		return sizes
	}
	sizes, err := ParseQuickPool(q)
	if err != nil {
		sizes = nil
	}
	quickPools.Put(q, sizes)
	return sizes
}

// pickAttack chooses the weapon and the target: the greatest chance to
// drop the target this blow (a complete success whose damage is at least
// its Health), then the most damage expected (capped at its Health), then
// the target with the least Health, the first listed on a tie. It is
// planAttack (autopilot_strategized.go) with no blows planned.
func pickAttack(st *encounter.State, c *encounter.Combatant) (plan, bool) {
	return planAttack(st, c, nil)
}

// rollAttack rolls the planned attack's pool and pushes a roll that misses
// when the push lands it: "I can spend one of my damage gun's points to get
// my 4 up to a 5 … I will push my roll by spending focus"
// (001_b486315a8cda90c7.txt, the gun shot example). The rules work D and R
// out again from the target; the autopilot leaves them out of the event.
// The pool is the weapon's kept list, shared by the events (nobody changes
// an event's payload).
func rollAttack(x *Ext, c *encounter.Combatant, p plan, rng *rand.Rand) AttackInput {
	in := AttackInput{Attacker: c.ID, Target: p.target.ID, Pool: p.weapon.pool, Weapon: p.weapon.weapon}
	in.Dice = x.scratch.takeDice(len(in.Pool))
	for i, e := range in.Pool {
		in.Dice[i] = dice.RollDie(rng, e.Die)
	}
	in.Pushes = autoPushes(&x.scratch, in, p.d, p.r, max(in.Weapon.Damage-1, 0), focusToSpend(c))
	return in
}

// attackEvents makes the autopilot's attack events, each keeping its
// payload by pointer as it is: the payload is cut from the fight's block
// (autoScratch.takeAttack) instead of boxed, a copy of ~180 bytes with
// one allocation, per attack. The handler reads it as it reads any kept
// AttackPayload (its handler is declared read-only, onReadOnly: handed
// over, not copied).
var attackEvents = encounter.NewShared[AttackPayload]()

// attackEvent is c's attack on p's target, rolled, as an event.
func attackEvent(x *Ext, c *encounter.Combatant, p plan, rng *rand.Rand) (encounter.Event, error) {
	in := x.scratch.takeAttack()
	*in = rollAttack(x, c, p, rng)
	return attackEvents.Event(EventAttack, in)
}

// autoScratch is what the autopilot reuses within one fight, to allocate
// less per turn: the lists Next returns with attacks (the forecast reads
// them before it asks again) and blocks the attacks' payloads and dice
// are cut from. Each event keeps its own part of a block, never written
// again.
type autoScratch struct {
	proposed [1]encounter.Event
	tier     []encounter.Event // a strategized tier's attacks and its end
	dice     []int
	pushes   []Push
	attacks  []AttackPayload
	// foes is planAttack's room for the foes it weighs, written over by
	// each call (foesRoom).
	foes [16]foe
}

// attacksRoom is how many attack payloads a block holds: a fight has a
// few dozen attacks.
const attacksRoom = 8

// takeAttack is a payload of the block, never handed out before.
func (s *autoScratch) takeAttack() *AttackPayload {
	return encounter.Take(&s.attacks, attacksRoom)
}

// takeDice is a new list of n dice, cut from the block.
func (s *autoScratch) takeDice(n int) []int {
	return encounter.TakeList(&s.dice, n, 128)
}

// keepPushes is a copy of pushes cut from the block of pushes (nil for
// none).
func (s *autoScratch) keepPushes(pushes []Push) []Push {
	n := len(pushes)
	if n == 0 {
		return nil
	}
	out := encounter.TakeList(&s.pushes, n, 8) // few attacks push
	copy(out, pushes)
	return out
}

// focusToSpend is the Focus a careful player pushes with: all but the
// last point (at 0 Focus the character cannot act).
func focusToSpend(c *encounter.Combatant) int {
	if !hasFocus(c) {
		return 0
	}
	return max(focusOf(c)-1, 0)
}

// autoPushes lifts the dice that complete the roll most cheaply (the
// fewest points, as the roll's push cost counts them: PushCost without
// an All-or-Nothing die or bought 1s, worked out here from the same
// counts) to D, paid from weapon points then Focus; none when the roll is
// complete or the points do not reach. The list is cut from s's block.
func autoPushes(s *autoScratch, in AttackInput, d, r, weaponPts, focusPts int) []Push {
	x, o := 0, 0
	var count [13]int
	type gap struct{ die, points int }
	var gapBuf [MaxCheckPool]gap
	gaps := gapBuf[:0]
	for i, f := range in.Dice {
		if f >= d {
			x++
		}
		if f == 1 {
			o++
		} else if f <= 12 {
			count[f]++
		}
		if f < d && d <= in.Pool[i].Die {
			gaps = append(gaps, gap{i, d - f})
		}
	}
	for _, n := range count {
		if n >= 2 {
			x += n - 1
		}
	}
	need := max(r, 1) + o - x
	if need <= 0 || need > len(gaps) {
		return nil // complete, or no push completes it
	}
	// Fewest points first, ties in the dice's order: the stable sort
	// slices.SortStableFunc gave, by insertion (a pool has a few dice).
	for i := 1; i < len(gaps); i++ {
		for j := i; j > 0 && gaps[j].points < gaps[j-1].points; j-- {
			gaps[j], gaps[j-1] = gaps[j-1], gaps[j]
		}
	}
	cost := 0
	for _, g := range gaps[:need] {
		cost += g.points
	}
	if cost > weaponPts+focusPts {
		return nil
	}
	var outBuf [2 * MaxCheckPool]Push
	out := outBuf[:0]
	for _, g := range gaps[:need] {
		w := min(g.points, weaponPts)
		if w > 0 {
			out = append(out, Push{Die: g.die, Points: w, From: FromWeapon})
			weaponPts -= w
		}
		if f := g.points - w; f > 0 {
			out = append(out, Push{Die: g.die, Points: f, From: FromFocus})
			focusPts -= f
		}
	}
	return s.keepPushes(out)
}

// CloneExt implements encounter.ExtCloner: the forecast copies a fight's
// state instead of replaying its log for every fight.
func (x *Ext) CloneExt() any {
	c := *x
	c.Duels = make([]*Duel, len(x.Duels))
	for i, d := range x.Duels {
		dd := *d
		c.Duels[i] = &dd
	}
	if x.Duels == nil {
		c.Duels = nil
	}
	c.Acted = maps.Clone(x.Acted)
	c.Due = maps.Clone(x.Due)
	for k, v := range c.Due {
		c.Due[k] = slices.Clone(v)
	}
	c.Tier = maps.Clone(x.Tier)
	c.Plans = maps.Clone(x.Plans)
	c.AbleTier = maps.Clone(x.AbleTier)
	c.Attacked = maps.Clone(x.Attacked)
	c.scratch = autoScratch{} // never shared between copies
	c.touched = [2]*encounter.Combatant{}
	return &c
}
