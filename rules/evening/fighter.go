package evening

import (
	"strings"
	"unicode/utf8"

	"sessionzero/rules/encounter"
)

// This file holds the typed copy of an Evening combatant's hot numbers
// (its Ext): the counters the fight's handlers and the autopilot read on
// every turn, attack and pick, mirrored from Resources, and the stats
// they read, copied once from Stats. The forecast plays thousands of
// fights; a field read is far cheaper than a map look-up by name.
//
// Resources stays what the tracker, the views and the saved state read:
// every write of a counter they can show goes to the map and to the copy
// together (setRes, addRes, setR, addR, setRIfChanged), so the two never
// disagree (TestFighterMirrorsResources checks it after every event of
// sampled fights and of the testdata logs). The rules' private counters
// (a key starting with "_": "_in_lair", "_had_turn", "_has_init"…), which
// no view shows (encounter.View leaves "_" keys out), live in the copy
// only: a forecast fight then neither inserts them into each combatant's
// map nor copies them with it. Stats never change once NewCombatant
// has made the combatant (Evening's handlers change no stat; the engine
// replaces the map through SetStat only), so their copy is made once.

// rkey names a mirrored counter.
type rkey uint8

// The mirrored counters, in rNames' order.
const (
	rInLair rkey = iota
	rSpeedLeft
	rHadTurn
	rBonusActions
	rReactions
	rAttacksLeft
	rLegendaryActions
	rReserves
	rInjury
	rExhaustion
	rHitTN
	rAttackTN
	rTN
	rResolved
	rInitiative
	rTie
	rHasInit
	rPhase
	rDeathFailures
	rDeathSuccesses
	rChooseDeath
	rWasSurprised
	rLairFirst
	rSuccesses
	rFailures
	rSuccessesNeeded
	rFailureThreshold
	numR
)

// rNames are the Resources keys of the mirrored counters.
var rNames = [numR]string{
	rInLair: "_in_lair", rSpeedLeft: "speed_left", rHadTurn: "_had_turn", rBonusActions: "bonus_actions_left",
	rReactions: "reactions_left", rAttacksLeft: "attacks_left", rLegendaryActions: "legendary_actions",
	rReserves: "reserves_left", rInjury: "injury", rExhaustion: "exhaustion", rHitTN: "hit_tn",
	rAttackTN: "attack_tn", rTN: "tn", rResolved: "_resolved", rInitiative: "initiative", rTie: "_tie",
	rHasInit: "_has_init", rPhase: "phase", rDeathFailures: "death_failures", rDeathSuccesses: "death_successes",
	rChooseDeath: "_choose_death", rWasSurprised: "_was_surprised", rLairFirst: "_lair_first",
	rSuccesses: "successes", rFailures: "failures", rSuccessesNeeded: "successes_needed",
	rFailureThreshold: "failure_threshold",
}

// private says which counters are the rules' own ("_" keys): kept in the
// typed copy only, never in Resources.
var private = func() (p [numR]bool) {
	for k, n := range rNames {
		p[k] = strings.HasPrefix(n, "_")
	}
	return p
}()

// rIndex finds a mirrored counter by its key.
var rIndex = func() map[string]rkey {
	m := make(map[string]rkey, numR)
	for k, n := range rNames {
		m[n] = rkey(k)
	}
	return m
}()

// numbered is how many of a threat's numbered attacks (damage_1 …) the
// copy holds; a higher number reads the map.
const numbered = 10

// fighterStats are the stats the hot paths read, copied from Stats.
type fighterStats struct {
	speed, attacks, legendaryActions, phases, lair int
	reflex, fortitude, will                        int
	injury, injuryIgnored, exhaustionIgnored       int
	initiativeBonus                                int // InitiativeBonus
	damage, certain, multi                         [numbered]int
	// The best aptitude and best pair of the check grid (attemptFor).
	aptitude      string
	aptitudeBonus int
	grid          int
	// spendAttack and spendAttempt are the autopilot's "spend" of a
	// character's action on an attack (spendAction) and on an attempt
	// (spendAttempt), made with the character.
	spendAttack, spendAttempt encounter.Event
	// atk are the first attacks' dice, worked out (attack_dice.go).
	atk [keptAttacks]attackDice
}

// fighter is an Evening combatant's Ext. Its stats are shared with the
// clones of the state (like Stats itself) and never written.
type fighter struct {
	res [numR]int
	has uint32 // bit k: the key k is in Resources (a write of 0 still adds it)
	st  *fighterStats
}

// CloneExt implements encounter.ExtCloner.
func (f *fighter) CloneExt() any { return encounter.CopyInto(f, nil) }

// newFighter reads c's maps into a typed copy.
func newFighter(c *encounter.Combatant) *fighter {
	f := &fighter{st: &fighterStats{}}
	for k, n := range rNames {
		if private[k] {
			continue // never in the map: 0 until a handler sets it
		}
		v, ok := c.Resources[n]
		f.res[k] = v
		if ok {
			f.has |= 1 << k
		}
	}
	s := f.st
	s.speed, s.attacks, s.legendaryActions = c.Stats["speed"], c.Stats["attacks"], c.Stats["legendary_actions"]
	s.phases, s.lair = c.Stats["phases"], c.Stats[TraitLair]
	s.reflex, s.fortitude, s.will = c.Stats["reflex"], c.Stats["fortitude"], c.Stats["will"]
	s.injury, s.injuryIgnored, s.exhaustionIgnored = c.Stats["injury"], c.Stats["injury_ignored"], c.Stats["exhaustion_ignored"]
	s.initiativeBonus = InitiativeBonus(c)
	for n := range numbered {
		s.damage[n], s.certain[n], s.multi[n] = c.Stats[damageKey(n)], c.Stats[certainKey(n)], c.Stats[multiKey(n)]
	}
	s.aptitude, s.aptitudeBonus, s.grid = bestAptitude(c.Stats)
	readAttackDice(s, c)
	if c.Kind == CombatantCharacter {
		s.spendAttack, _ = encounter.NewEvent(EventSpend, spendPayload{OnCombatant: encounter.OnCombatant{Combatant: c.ID}, Action: "action", What: "attack"})
		s.spendAttempt, _ = encounter.NewEvent(EventSpend, spendPayload{OnCombatant: encounter.OnCombatant{Combatant: c.ID}, Action: "action", What: "attempt"})
	}
	return f
}

// bestAptitude is the best aptitude (the first by name on a tie) and the
// best pair of the check grid (0 without one) among stats.
func bestAptitude(stats map[string]int) (apt string, bonus, grid int) {
	hasGrid := false
	for k, v := range stats {
		if name, ok := strings.CutPrefix(k, aptitudeStat); ok {
			if apt == "" || v > bonus || v == bonus && name < apt {
				apt, bonus = name, v
			}
		}
		if _, ok := strings.CutPrefix(k, gridStat); ok && (!hasGrid || v > grid) {
			grid, hasGrid = v, true
		}
	}
	return apt, bonus, grid
}

// fx is c's typed copy, made from its maps the first time for a
// combatant NewCombatant did not make.
func fx(c *encounter.Combatant) *fighter {
	if f, ok := c.Ext.(*fighter); ok {
		return f
	}
	return fxMade(c)
}

// fxMade makes c's typed copy (apart from fx, which is then small
// enough to be inlined into every read).
//
//go:noinline
func fxMade(c *encounter.Combatant) *fighter {
	f := newFighter(c)
	c.Ext = f
	return f
}

// res is a mirrored counter (0 when absent, as Resource); the only way to
// read a private one.
func res(c *encounter.Combatant, k rkey) int {
	f, ok := c.Ext.(*fighter)
	if !ok {
		f = fxMade(c)
	}
	return f.res[k]
}

// setR sets a mirrored counter in the map and the copy (a private one
// in the copy only).
func setR(c *encounter.Combatant, k rkey, v int) {
	f := fx(c)
	f.res[k] = v
	f.has |= 1 << k
	if !private[k] {
		c.SetResource(rNames[k], v)
	}
}

// addR adds delta to a mirrored counter.
func addR(c *encounter.Combatant, k rkey, delta int) { setR(c, k, res(c, k)+delta) }

// setRIfChanged sets a mirrored counter, writing the map only when the
// value changes (every turn sets the same counters again).
func setRIfChanged(c *encounter.Combatant, k rkey, v int) {
	if f := fx(c); f.has&(1<<k) == 0 || f.res[k] != v {
		setR(c, k, v)
	}
}

// setRes sets any counter by its key, the copy too when it is mirrored.
func setRes(c *encounter.Combatant, name string, v int) {
	if k, ok := rIndex[name]; ok {
		setR(c, k, v)
		return
	}
	c.SetResource(name, v)
}

// addRes adds delta to any counter by its key.
func addRes(c *encounter.Combatant, name string, delta int) {
	setRes(c, name, getRes(c, name)+delta)
}

// getRes is any counter by its key: the copy of a mirrored one (the
// only place a private one is kept), else the map.
func getRes(c *encounter.Combatant, name string) int {
	if k, ok := rIndex[name]; ok {
		return res(c, k)
	}
	return c.Resource(name)
}

// hasCond is c.Has(name) for an ASCII name (every caller's is a word of
// the book): a condition's name matches it regardless of case
// (strings.EqualFold, as Has) and so is at least as long, since each of
// its characters folds to one ASCII letter of name and takes a byte or
// more. The length test spares most comparisons a call (a character at 0
// health is Unconscious, Prone and Dying, and the autopilot asks after
// Choosing before every turn).
func hasCond(c *encounter.Combatant, name string) bool {
	return len(c.Conditions) > 0 && hasCondNamed(c, name) // inlined: most have none
}

// hasCondNamed is hasCond's look at c's conditions (not inlined, so
// that hasCond is). A name matches as it did with len(n) >= len(name) &&
// strings.EqualFold(n, name) (the rules ask after ASCII names, and a name
// folds to an ASCII one only if it is at least as long), answered without
// the call when the first bytes are ASCII and differ in more than case
// (an ASCII byte folds only to itself and its other case; a character
// that folds to an ASCII letter, as the Kelvin sign to k, is not ASCII)
// or when the two are the same text. TestCondNameAsEqualFold holds it to
// that test.
//
//go:noinline
func hasCondNamed(c *encounter.Combatant, name string) bool {
	for i := range c.Conditions {
		n := c.Conditions[i].Name
		if len(n) < len(name) || len(name) > 0 && n[0]|0x20 != name[0]|0x20 && n[0] < utf8.RuneSelf && name[0] < utf8.RuneSelf {
			continue
		}
		if n == name || strings.EqualFold(n, name) {
			return true
		}
	}
	return false
}

// removeCond is c.RemoveCondition(name) for an ASCII name, which looks
// only when c has the condition (hasCond).
func removeCond(c *encounter.Combatant, name string) {
	if len(c.Conditions) > 0 {
		removeCondNamed(c, name)
	}
}

// removeCondNamed is removeCond's look at c's conditions.
func removeCondNamed(c *encounter.Combatant, name string) {
	if hasCondNamed(c, name) {
		c.RemoveCondition(name)
	}
}

// defenseStat is a character's defense modifier by name (the copy for the
// three defenses).
func defenseStat(c *encounter.Combatant, defense string) int {
	s := fx(c).st
	switch defense {
	case "reflex":
		return s.reflex
	case "fortitude":
		return s.fortitude
	case "will":
		return s.will
	}
	return c.Stat(defense)
}

// damageStat is a threat's or danger's card damage of attack n.
func damageStat(c *encounter.Combatant, n int) int {
	if n >= 0 && n < numbered {
		return fx(c).st.damage[n]
	}
	return c.Stat(damageKey(n))
}

// certainStat is attack n's certain flag on the card.
func certainStat(c *encounter.Combatant, n int) int {
	if n >= 0 && n < numbered {
		return fx(c).st.certain[n]
	}
	return c.Stat(certainKey(n))
}

// multiStat is attack n's multiple targets flag on the card.
func multiStat(c *encounter.Combatant, n int) int {
	if n >= 0 && n < numbered {
		return fx(c).st.multi[n]
	}
	return c.Stat(multiKey(n))
}
