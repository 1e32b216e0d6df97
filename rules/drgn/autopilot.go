package drgn

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strconv"

	"sessionzero/rules/encounter"
	"sessionzero/rules/forecast"
)

// This file plays DRGN fights for the forecast (rules/forecast): the
// autopilot proposes the events a careful table would log, and the combat
// rules above apply them.

func init() { forecast.Register(ID, encounter.ModeCombat, Autopilot{}) }

// Autopilot plays DRGN combat. "Attacks made during combat are guaranteed
// to hit the opponent" (000_83d7bea2fb475415.txt, Risk it All), and the
// autopilot never risks it all, so a DRGN fight plays the same way every
// time: the forecast's chances are 0 or 1.
type Autopilot struct{}

// Policy implements forecast.Autopilot.
func (Autopilot) Policy() string {
	return "Attacks always hit in DRGN, so the fight plays the same way every time: each combatant spends its actions " +
		"on the weapon or ability that takes the most HP from the opponent nearest to dropping, keeps one action to block " +
		"with a shield while another team still acts this round, uses an ability's uses only when it beats its weapons, " +
		"spends an Epicoin on a critical hit only when that drops the foe, and never dodges or risks it all."
}

// HealthName implements forecast.Autopilot.
func (Autopilot) HealthName() string { return "HP" }

// Health implements forecast.Autopilot: hit points (temporary HP apart).
func (Autopilot) Health(c *encounter.Combatant) int { return c.HP }

// Dropped implements forecast.Autopilot: unconscious (0 HP or less) or dead.
func (Autopilot) Dropped(_ *encounter.State, c *encounter.Combatant) bool {
	return c.Dead || c.Unconscious
}

// Dead implements forecast.Autopilot: at −100% of max HP.
func (Autopilot) Dead(c *encounter.Combatant) bool { return c.Dead }

// Check implements forecast.Autopilot: every side needs someone standing
// with a weapon or ability to attack with.
func (a Autopilot) Check(st *encounter.State) error {
	for _, sd := range st.Sides {
		armed := false
		for _, c := range st.Combatants {
			armed = armed || c.Side == sd.ID && !a.Dropped(st, c) && len(c.Attacks) > 0
		}
		if !armed {
			return fmt.Errorf("nobody standing on %s has a weapon or ability to attack with: add one to a combatant", sd.Name)
		}
	}
	return nil
}

// Next implements forecast.Autopilot. In Prep and Go it moves to the next
// phase; in Dec the active team declares, the others block, and Go
// follows. DRGN has no dice in a fight, so rng is not used.
func (a Autopilot) Next(st *encounter.State, _ *rand.Rand) ([]encounter.Event, error) {
	next := nextPhaseEvent
	if st.Phase != PhaseDec {
		return []encounter.Event{next}, nil
	}
	evs, err := a.declares(st)
	if err != nil {
		return nil, err
	}
	blocks, err := a.blocks(st, evs)
	if err != nil {
		return nil, err
	}
	return append(append(evs, blocks...), next), nil
}

// The payloads the autopilot writes (fields as docs/formats.md lists them).
// The events are built from the rules' own payload types, which the
// engine copies instead of reading their JSON again.

// nextPhaseEvent is the event that moves to the next phase.
var nextPhaseEvent = encounter.MustEvent(EventNextPhase, nil)

// plan is one attack the active team means to declare.
type plan struct {
	id       string
	attacker *encounter.Combatant
	target   *encounter.Combatant
	atk      encounter.Attack
	crit     bool
	// taken is what the plain hit takes, critTaken a critical one.
	taken, critTaken int
}

// declares spends the active team's actions on attacks.
func (a Autopilot) declares(st *encounter.State) ([]encounter.Event, error) {
	// left is each opponent's HP (and temporary HP) after the hits already
	// declared this Dec, so attackers move on from a foe already dropping.
	left := map[string]int{}
	for _, pd := range st.Pending {
		atk := pd.Data.(*declaredAttack)
		attacker, err := st.Combatant(atk.Attacker)
		if err != nil {
			continue
		}
		for _, id := range atk.Targets {
			if t, err := st.Combatant(id); err == nil {
				left[id] = remaining(left, t) - damageTo(t, atk.Damage, atk.Element, atk.Kind == KindMelee && attacker.Has(StatusProne), atk.Crit).Taken
			}
		}
	}
	reserve := a.laterTeamActs(st)
	var evs []encounter.Event
	n := len(st.Pending)
	for _, c := range st.Combatants {
		if c.Side != st.ActiveSide || cannotAct(c) {
			continue
		}
		actions, coins := c.Actions, c.Resource("epicoins")
		uses := map[string]int{}
		keep := 0
		if reserve && hasShield(c) {
			keep = 1
		}
		for actions-keep >= attackCost(c) {
			p, ok := a.pick(st, c, left, uses)
			if !ok {
				break
			}
			if p.crit && coins > 0 {
				p.taken = p.critTaken // the crit drops a foe the plain hit would not
			} else {
				p.crit = false
			}
			n++
			p.id = "f" + strconv.Itoa(n)
			if p.crit {
				coins--
				ev, err := encounter.NewEvent(EventEpicoin, EpicoinPayload{OnCombatant: encounter.OnCombatant{Combatant: c.ID}, Spend: 1, For: "a critical hit"})
				if err != nil {
					return nil, err
				}
				evs = append(evs, ev)
			}
			ev, err := encounter.NewEvent(EventDeclare, DeclarePayload{ID: p.id, Attacker: c.ID, Attack: p.atk.Name, Target: p.target.ID, Crit: p.crit})
			if err != nil {
				return nil, err
			}
			evs = append(evs, ev)
			actions -= attackCost(c)
			if p.atk.Kind == AttackAbility && p.atk.Uses > 0 {
				uses[p.atk.Name]++
			}
			left[p.target.ID] = remaining(left, p.target) - p.taken
		}
	}
	return evs, nil
}

// remaining is a target's HP and temporary HP after the planned hits.
func remaining(left map[string]int, t *encounter.Combatant) int {
	if v, ok := left[t.ID]; ok {
		return v
	}
	return t.HP + t.TempHP
}

// pick chooses the attack and target: the opponent needing the fewest hits
// to drop (ties: the hardest hit, then the listed first), with the attack
// that takes the most from it. An ability with uses is used only when it
// beats every weapon and a use is left; a crit is marked when an Epicoin
// could buy one (declares decides whether it pays).
func (a Autopilot) pick(st *encounter.State, c *encounter.Combatant, left map[string]int, used map[string]int) (plan, bool) {
	var best plan
	bestHits, found := 0, false
	for _, t := range st.Combatants {
		if t.Side == c.Side || a.Dropped(st, t) || t.Has(StatusStasis) || remaining(left, t) <= 0 {
			continue
		}
		atk, taken, ok := bestAttack(c, t, used)
		if !ok || taken <= 0 {
			continue
		}
		hits := (remaining(left, t) + taken - 1) / taken
		if !found || hits < bestHits || hits == bestHits && taken > best.taken {
			best, bestHits, found = plan{attacker: c, target: t, atk: atk, taken: taken}, hits, true
		}
	}
	if !found {
		return plan{}, false
	}
	crit := damageTo(best.target, best.atk.Damage, best.atk.Element, best.atk.Kind == KindMelee && c.Has(StatusProne), true).Taken
	if r := remaining(left, best.target); r > best.taken && r <= crit {
		best.crit, best.critTaken = true, crit
	}
	return best, true
}

// bestAttack is c's attack that takes the most from t now, among those the
// rules let it declare.
func bestAttack(c, t *encounter.Combatant, used map[string]int) (encounter.Attack, int, bool) {
	var best encounter.Attack
	bestTaken, found := 0, false
	for _, atk := range c.Attacks {
		kind := atk.Kind
		if kind == "" {
			kind = KindMelee
		}
		switch {
		case kind != KindMelee && c.Has(StatusConfused),
			kind == AttackAbility && c.Has(StatusSilenced),
			kind != AttackAbility && c.Has(StatusBlinded),
			atk.Kind == AttackAbility && atk.Uses > 0 && c.Resource(encounter.UsesKey(atk.Name))-used[atk.Name] <= 0,
			mayTarget(c, t, atk.Area) != nil:
			continue
		}
		taken := damageTo(t, atk.Damage, atk.Element, kind == KindMelee && c.Has(StatusProne), false).Taken
		// A use is worth spending only when it beats the weapons: weapons win ties.
		better := taken > bestTaken || taken == bestTaken && found && best.Kind == AttackAbility && atk.Kind != AttackAbility
		if !found || better {
			best, bestTaken, found = atk, taken, true
		}
	}
	return best, bestTaken, found
}

// laterTeamActs reports a team still to act this round after the active
// one (whose attacks a kept action could block).
func (Autopilot) laterTeamActs(st *encounter.State) bool {
	i := sideIndex(st, st.ActiveSide)
	return i >= 0 && i+1 < len(st.SideOrder)
}

// hasShield reports a tracked shield with hit points left.
func hasShield(c *encounter.Combatant) bool {
	_, ok := usableShield(c)
	return ok
}

// usableShield is the tracked shield with the most hit points left.
func usableShield(c *encounter.Combatant) (Shield, bool) {
	var best Shield
	hp := 0
	for _, sh := range PartOf(c).Shields {
		if left := c.Resource(ShieldKey(sh.Name)); left > hp {
			best, hp = sh, left
		}
	}
	return best, hp > 0
}

// blocks answers the declared attacks: each target with an action left and
// a tracked shield blocks the attacker whose declared attacks would take
// the most from it. Dodging (a move) depends on the map and is left out.
func (a Autopilot) blocks(st *encounter.State, planned []encounter.Event) ([]encounter.Event, error) {
	type incoming struct {
		attacker string
		attack   string
		damage   int
	}
	byTarget := map[string][]incoming{}
	add := func(id, attacker, target string, damage float64, element, kind string, crit bool) {
		t, err := st.Combatant(target)
		if err != nil {
			return
		}
		a, err := st.Combatant(attacker)
		if err != nil {
			return
		}
		taken := damageTo(t, damage, element, kind == KindMelee && a.Has(StatusProne), crit).Taken
		for i, in := range byTarget[target] {
			if in.attacker == attacker {
				byTarget[target][i].damage += taken
				return
			}
		}
		byTarget[target] = append(byTarget[target], incoming{attacker, id, taken})
	}
	for _, pd := range st.Pending {
		atk := pd.Data.(*declaredAttack)
		for _, t := range atk.Targets {
			add(atk.ID, atk.Attacker, t, atk.Damage, atk.Element, atk.Kind, atk.Crit)
		}
	}
	for _, ev := range planned {
		if ev.Type != EventDeclare {
			continue
		}
		var p DeclarePayload
		if err := ev.Decode(&p); err != nil {
			return nil, err
		}
		c, err := st.Combatant(p.Attacker)
		if err != nil {
			return nil, err
		}
		atk, err := c.FindAttack(p.Attack)
		if err != nil {
			return nil, err
		}
		add(p.ID, p.Attacker, p.Target, atk.Damage, atk.Element, atk.Kind, p.Crit)
	}
	reacted := st.Ext.(*combatExt).reacted
	var evs []encounter.Event
	for _, t := range st.Combatants {
		in := byTarget[t.ID]
		if len(in) == 0 || t.Side == st.ActiveSide || reacted[t.ID] || cannotAct(t) || t.Actions < 1 || statusAllows(t, "block") != nil {
			continue
		}
		sh, ok := usableShield(t)
		if !ok {
			continue
		}
		worst := in[0]
		for _, x := range in[1:] {
			if x.damage > worst.damage {
				worst = x
			}
		}
		if worst.damage <= 0 {
			continue
		}
		ev, err := encounter.NewEvent(EventRespond, RespondPayload{Combatant: t.ID, Attack: worst.attack, Response: "block", With: sh.Name})
		if err != nil {
			return nil, err
		}
		evs = append(evs, ev)
	}
	return evs, nil
}

// CloneExt implements encounter.ExtCloner: the forecast copies a fight's
// state instead of replaying its log for every fight.
func (x *combatExt) CloneExt() any {
	c := *x
	c.reacted = maps.Clone(x.reacted)
	return &c
}

// CloneExt implements encounter.ExtCloner for a declared attack pending
// in the state.
func (a *declaredAttack) CloneExt() any {
	c := *a
	c.Targets = slices.Clone(a.Targets)
	c.Missed = maps.Clone(a.Missed)
	c.Blocked = maps.Clone(a.Blocked)
	c.Responded = maps.Clone(a.Responded)
	return &c
}
