package dvr

import (
	"math/rand/v2"

	"sessionzero/rules/encounter"
)

// This file plays DvR strategized fights for the forecast (rules/forecast;
// the Autopilot of autopilot.go sends a strategized fight here). "All
// actions are done at the same time meaning that if an enemy's damage is
// still dealt even if they are killed in that turn"
// (001_b486315a8cda90c7.txt, Strategized Combat): each round the players
// lock in, the GM reveals, and every tier's attacks are planned on the
// state the tier began with and proposed together, so that nobody learns
// a same-tier blow's outcome before striking. Nobody is given advantage or
// disadvantage: every combatant acts in the normal tier unless the file
// has set a tier for the round it starts in.

// strategizedPolicy says how a strategized fight is played, for the GM.
const strategizedPolicy = "Each round the players lock in and the GM reveals, nobody taking advantage or " +
	"disadvantage; in each tier everyone able when it began attacks at once, with its largest attribute die, its " +
	"largest skill die (or its typed pool) and the weapon and target with the best chance to drop a foe this blow, " +
	"then the most damage expected, counting the blows its allies planned before it as landing; a combatant " +
	"dropped in its tier still strikes; a missed roll is pushed only when that lands it, with the weapon's damage " +
	"points (keeping 1) and then Focus (keeping 1), never Health; nobody moves, duels, rests or sacrifices an item, " +
	"and the GM buys no 1s."

// PolicyFor implements forecast.StatePolicy: the sentence of the fight's
// initiative.
func (a Autopilot) PolicyFor(st *encounter.State) string {
	if x, ok := st.Ext.(*Ext); ok && x.Initiative == InitiativeStrategized {
		return strategizedPolicy
	}
	return a.Policy()
}

// strikesThisTier reports c still due to attack in the tier that is on: it
// was able and not Stunned when the tier began and has not attacked yet,
// so a blow that dropped it since does not keep it from striking.
func strikesThisTier(st *encounter.State, c *encounter.Combatant) bool {
	if st.Phase == "" || st.Phase == PhasePlan || st.Phase == PhaseLocked {
		return false
	}
	x, ok := st.Ext.(*Ext)
	return ok && x.Initiative == InitiativeStrategized && x.tier(c) == st.Phase && x.ableTier(c) && !x.attacked(c)
}

// strategizedNext moves a strategized round on: the players' lock and the
// GM's reveal, else the tier's attacks, all at once, and its end.
func strategizedNext(st *encounter.State, x *Ext, rng *rand.Rand) ([]encounter.Event, error) {
	switch st.Phase {
	case PhasePlan:
		return lockAndReveal, nil
	case PhaseLocked:
		return lockAndReveal[1:], nil
	}
	out := x.scratch.tier[:0] // the forecast reads the list before it asks again
	var plannedBuf [16]blow
	planned := blows(plannedBuf[:0]) // the damage each side planned against each target this tier
	for _, c := range st.Combatants {
		if x.tier(c) != st.Phase || !x.ableTier(c) || x.attacked(c) {
			continue
		}
		p, ok := planAttack(st, c, planned)
		if !ok {
			continue
		}
		planned = append(planned, blow{c.Side, p.target, p.weapon.weapon.Damage})
		ev, err := attackEvent(x, c, p, rng)
		if err != nil {
			return nil, err
		}
		out = append(out, ev)
	}
	out = append(out, endTierEvent)
	x.scratch.tier = out
	return out, nil
}

var (
	// lockAndReveal is the players' lock and the GM's reveal, shared by
	// every round of every fight (the forecast only reads the list).
	lockAndReveal = []encounter.Event{encounter.MustEvent("lock", nil), encounter.MustEvent("reveal", nil)}
	endTierEvent  = encounter.MustEvent("end_tier", nil)
)

// blows are the blows planned in a tier, a few: searched in order rather
// than kept in a map.
type blows []blow

// blow is the damage one side planned against one target.
type blow struct {
	side   string
	target *encounter.Combatant
	damage int
}

// planAttack chooses the weapon and the target as pickAttack says, with
// the allies' planned blows counted as landing: a foe they would already
// drop is left to them unless every foe is, and a foe's Health is what
// their blows leave of it. With no plans (popcorn) it is pickAttack.
func planAttack(st *encounter.State, c *encounter.Combatant, planned blows) (plan, bool) {
	arms := armsOf(c)
	if len(arms.base) == 0 {
		return plan{}, false
	}
	narrative := 0
	for _, cd := range c.Conditions {
		if cd.Name == CondNarrative {
			narrative++
		}
	}
	// The able foes, their Health left and their D and R, read once for
	// every weapon (in the list's order, so ties fall as before).
	foes := foesRoom(st)
	uncovered := false
	cf := fighterOf(c)
	for _, t := range st.Combatants {
		var d, r int
		if tf := fighterOf(t); tf != nil && cf != nil && tf.side != 0 && cf.side != 0 {
			// The fighter read once: sameSide, able and attackDR inline.
			if tf.side == cf.side || !tf.able(t) {
				continue
			}
			d, r = 4+tf.cover, tf.resistance
		} else {
			if sameSide(t, c) || !able(t) {
				continue
			}
			d, r = attackDR(t, nil, nil)
		}
		foes = append(foes, foe{t: t, hp: t.HP, d: d, r: r})
	}
	// Less the damage c's side planned against each (every blow of its side
	// against the foe, summed in one pass over the blows).
	for _, bl := range planned {
		if bl.side != c.Side {
			continue
		}
		for j := range foes {
			if foes[j].t == bl.target {
				foes[j].hp -= bl.damage
				break
			}
		}
	}
	for _, f := range foes {
		uncovered = uncovered || f.hp > 0
	}
	var best plan
	var bestDrop, bestMean float64
	bestHP, found := 0, false
	for i := range arms.weapons {
		w := &arms.weapons[i]
		lastD, lastR, p := -1, -1, 0.0 // foes alike in cover and resistance: one look-up
		for _, f := range foes {
			hp := f.hp
			if uncovered && hp <= 0 {
				continue
			}
			if hp <= 0 {
				hp = f.t.HP // every foe is covered: plan as if alone
			}
			if f.d != lastD || f.r != lastR {
				lastD, lastR, p = f.d, f.r, w.pHit(f.d+narrative, f.r)
			}
			drop, mean := 0.0, p*float64(min(w.weapon.Damage, hp))
			if w.weapon.Damage >= hp {
				drop = p
			}
			better := !found || drop > bestDrop ||
				drop == bestDrop && (mean > bestMean || mean == bestMean && hp < bestHP)
			if better {
				found, bestDrop, bestMean, bestHP = true, drop, mean, hp
				best = plan{weapon: w, target: f.t, d: f.d + narrative, r: f.r}
			}
		}
	}
	return best, found
}

// foesRoom is an empty list with room for 16 foes: the state's scratch
// (only planAttack writes it, and only within one call), so that no
// array is cleared per attack planned; a new one when st holds other
// rules' state.
func foesRoom(st *encounter.State) []foe {
	if x, ok := st.Ext.(*Ext); ok {
		return x.scratch.foes[:0]
	}
	return make([]foe, 0, 16)
}

// foe is an able foe as planAttack reads it: the Health the allies'
// planned blows leave it, and an attack's D and R against it.
type foe struct {
	t        *encounter.Combatant
	hp, d, r int
}

// plan is an attack chosen: the weapon (with its pool), the target, and
// the attack's D and R.
type plan struct {
	weapon *autoWeapon
	target *encounter.Combatant
	d, r   int
}
