package dragonhead

import (
	"fmt"
	"math/rand/v2"

	"sessionzero/rules/dice"
	"sessionzero/rules/encounter"
	"sessionzero/rules/forecast"
)

// This file plays Dragonhead fights for the forecast (rules/forecast): the
// autopilot rolls the dice the tracker would (initiative, Hit with the
// Slacker Roll, damage per success, armour and shield, morale) and writes
// them into the events the combat rules above apply.

func init() { forecast.Register(ID, encounter.ModeCombat, Autopilot{}) }

// Autopilot plays Dragonhead combat.
type Autopilot struct{}

// Policy implements forecast.Autopilot.
func (Autopilot) Policy() string {
	return "Each combatant on its turn rolls a plain Hit (the Slacker Roll, never trying hard) with the weapon and target " +
		"most likely to put someone out (then the most wear expected), uses every attack it has each round, " +
		"never casts, grapples or sacrifices gear, and creatures whose tear passes their M make the morale check " +
		"(Spirit score plus a Slacker Roll): backing away, fleeing or running counts as out of the fight."
}

// HealthName implements forecast.Autopilot.
func (Autopilot) HealthName() string { return "HP circles" }

// Health implements forecast.Autopilot: HP circles not yet worn.
func (Autopilot) Health(c *encounter.Combatant) int { return c.MaxHP - c.Wear }

// Dropped implements forecast.Autopilot: passed out, dead, or out after a
// failed morale check ("With a half fail you can no longer fight").
func (Autopilot) Dropped(_ *encounter.State, c *encounter.Combatant) bool {
	return c.Dead || c.Unconscious || len(c.Conditions) > 0 && hasAny(c, failedMoraleConds[:])
}

// Dead implements forecast.Autopilot: tear crosses the D.
func (Autopilot) Dead(c *encounter.Combatant) bool { return c.Dead }

// Check implements forecast.Autopilot: every side needs someone standing
// with an attack that has a Hit and a damage roll the table can read.
func (a Autopilot) Check(st *encounter.State) error {
	for _, sd := range st.Sides {
		armed := false
		for _, c := range st.Combatants {
			if c.Side != sd.ID || a.Dropped(st, c) {
				continue
			}
			for _, atk := range c.Attacks {
				if _, err := rollExpr(atk.Dice); err != nil {
					return fmt.Errorf("%s's %s: damage %q: %w", c.Name, atk.Name, atk.Dice, err)
				}
				armed = true
			}
			for _, k := range defenceDice {
				if _, err := rollExpr(c.Dice[k]); err != nil {
					return fmt.Errorf("%s's %s roll %q: %w", c.Name, k, c.Dice[k], err)
				}
			}
		}
		if !armed {
			return fmt.Errorf("nobody standing on %s has an attack: add one to a combatant", sd.Name)
		}
	}
	return nil
}

// rollExpr is a roll's expression ("" is 0), parsed once and kept
// (exprCache): the autopilot rolls the same few rolls millions of times.
func rollExpr(src string) (dice.Expr, error) {
	if e, ok := exprCache.Get(src); ok {
		return e, nil
	}
	text := src
	if text == "" {
		text = "0"
	}
	e, err := dice.Parse(text)
	if err != nil {
		return dice.Expr{}, err
	}
	exprCache.Put(src, e)
	return e, nil
}

// exprCache keeps the parsed rolls. A kept expression is only read
// (rollTotal), never changed.
var exprCache = forecast.Memo[string, dice.Expr]{Size: 1024}

// rollTotal is e.Roll(src).Total without keeping the faces: the same dice,
// rolled from src in the same order, so the forecast's dice stream is the
// one e.Roll would use.
func rollTotal(e dice.Expr, src dice.Source) int {
	total := 0
	for _, t := range e.Terms {
		switch {
		case t.IsConstant():
			total += t.Sign * t.Constant
		case t.Keep == dice.KeepAll:
			sum := 0
			for range t.Count {
				sum += dice.RollDie(src, t.Sides)
			}
			total += t.Sign * sum
		default:
			total += dice.Expr{Terms: []dice.Term{t}}.Roll(src).Total
		}
	}
	return total
}

// slackerHit is RollCheck(src, CheckInput{Score: score, RiskDice:
// SlackerRiskDice, Difficulty: DifficultyNormal, Versus: &versus}) without
// keeping the faces: the d4, the sign d20, and a d6 on a tie, in RollCheck's
// order. It returns the strength, the successes and the tie roll (0: none).
func slackerHit(src dice.Source, score, versus int) (strength, successes, tieBreak int) {
	risk := dice.RollDie(src, 4)
	sign := [1]int{dice.RollDie(src, 20)}
	strength = score + DifficultyNormal.Step() + risk*SignMultiplier(sign[:])
	successes = ChallengeSuccesses(strength, versus)
	if strength == versus {
		tieBreak = dice.RollDie(src, 6)
		if tieBreak%2 == 0 {
			successes = 0
		}
	}
	return strength, successes, tieBreak
}

// endTurnEvents is the autopilot's end of a turn, made once: the forecast
// only reads the events Next returns.
var endTurnEvents = []encounter.Event{encounter.MustEvent(EventEndTurn, nil)}

// Next implements forecast.Autopilot: a due morale check first, then
// initiative between rounds (a d6: "Roll even and the characters win
// it"), then the active combatant's attack or the end of its turn.
func (a Autopilot) Next(st *encounter.State, rng *rand.Rand) ([]encounter.Event, error) {
	for _, c := range dueMorale(st) {
		// The cheap tests first (a combatant without conditions has no
		// check due); the answer is the same in any order.
		if len(c.Conditions) > 0 && !c.Dead && !c.Unconscious && statsOf(c).morale > 0 && c.Has(CondMoraleCheck) {
			r, err := RollCheck(rng, CheckInput{Score: statsOf(c).spirit, RiskDice: SlackerRiskDice, Difficulty: DifficultyNormal})
			if err != nil {
				return nil, err
			}
			strength := r.Strength
			ev, err := encounter.NewEvent(EventMorale, MoralePayload{encounter.OnCombatant{Combatant: c.ID}, &strength})
			return []encounter.Event{ev}, err
		}
	}
	id := st.ActiveID()
	if id == "" {
		ev, err := encounter.NewEventOwned(EventInitiative, InitiativePayload{dice.RollDie(rng, 6)})
		return one(st, ev), err
	}
	c, err := inTurn(st, st.Turn)
	if err != nil {
		return nil, err
	}
	if a.Dropped(st, c) || attacksLeft(c) < 1 || c.Actions < 1 && acting(c) == 0 ||
		hasAny(c, grappleConds[:]) {
		return endTurnEvents[:1:1], nil
	}
	ev, ok, err := a.attack(st, c, rng)
	if err != nil || !ok {
		return endTurnEvents[:1:1], err
	}
	return one(st, ev), nil
}

// dueMorale is the combatants who may have a morale check due: none when
// the fight counts none (combatExt.moraleDue), else all of them.
func dueMorale(st *encounter.State) []*encounter.Combatant {
	if x, ok := st.Ext.(*combatExt); ok && x.moraleDue == 0 {
		return nil
	}
	return st.Combatants
}

// one is ev as the one event Next proposes, in the fight's own slot
// (combatExt.next) instead of a new slice per event: the forecast reads the
// events Next returns before it asks again and keeps none of the slices.
func one(st *encounter.State, ev encounter.Event) []encounter.Event {
	x, ok := st.Ext.(*combatExt)
	if !ok {
		return []encounter.Event{ev}
	}
	x.next[0] = ev
	return x.next[:1:1]
}

// attack picks and rolls c's attack: the pick with the greatest chance to
// put its target out this blow (wear past its HP circles), then the most
// wear expected.
func (a Autopilot) attack(st *encounter.State, c *encounter.Combatant, rng *rand.Rand) (encounter.Event, bool, error) {
	var best *keptOdds
	var target *encounter.Combatant
	var bestAtk *encounter.Attack
	bestP, bestMean := -1.0, -1.0
	// broken marks c's broken weapons (the first 64 attacks; the others
	// are looked up as they come).
	var broken uint64
	for i := range min(len(c.Attacks), 64) {
		if brokenWeapon(st, c, c.Attacks[i].Name) {
			broken |= 1 << i
		}
	}
	x, ok := st.Ext.(*combatExt)
	if !ok {
		return encounter.Event{}, false, fmt.Errorf("not a Dragonhead fight")
	}
	cf := statsOf(c)
	// The Hit's difficulty is c's, the same against every target.
	difficulty := DifficultyNormal
	if len(c.Conditions) > 0 {
		difficulty = AttackDifficulty(c)
	}
	// mine is, for c's first attacks, the part of the odds key that is c's
	// own, the same against every target: worked out once per pick.
	var mine [len(lastOdds{})]oddsKey
	for i := range min(len(c.Attacks), len(mine)) {
		atk := &c.Attacks[i]
		mine[i] = oddsKey{hit: atk.Hit, difficulty: difficulty, roll: cf.damageRollID(i, atk.Dice), cut: armourCutOf(atk)}
	}
	// last is, for c's first attacks, the odds against the target before:
	// targets alike (the same defence and armour) have the same odds, found
	// without the cache's look-up.
	var last lastOdds
	for _, t := range st.Combatants {
		if t.Side == c.Side || a.Dropped(st, t) {
			continue
		}
		// The target's defence is the same for each of c's attacks; the
		// autopilot needs its value, not its words.
		tf := statsOf(t)
		def := pickDefence(x, cf, t, tf)
		need := t.MaxHP - t.Wear + 1 // IsOut: wear above HP
		for i := range c.Attacks {
			atk := &c.Attacks[i]
			if i < 64 && broken&(1<<i) != 0 || i >= 64 && brokenWeapon(st, c, atk.Name) {
				continue
			}
			var k oddsKey
			if i < len(mine) {
				k = mine[i]
			} else {
				k = oddsKey{hit: atk.Hit, difficulty: difficulty, roll: cf.damageRollID(i, atk.Dice), cut: armourCutOf(atk)}
			}
			k.defence, k.armor, k.shield = def, tf.armorID, tf.shieldID
			var o *keptOdds
			var err error
			if i < len(last) && last[i].odds != nil && last[i].key.same(k) {
				o = last[i].odds // the same odds as against the target before
			} else if o, err = x.odds.get(st, c, atk, t, k, tf); err != nil {
				return encounter.Event{}, false, err
			} else if i < len(last) {
				last[i].key, last[i].odds = k, o
			}
			p := o.atLeast(need)
			if p > bestP || p == bestP && o.mean > bestMean {
				best, target, bestAtk, bestP, bestMean = o, t, atk, p, o.mean
			}
		}
	}
	if target == nil {
		return encounter.Event{}, false, nil
	}
	// An attack is a Normal check: "When nothing is mentioned it's a
	// Normal check" (002_81d21628bd61f597.txt, Difficulty); AttackOdds,
	// which ranks the picks, reads the same Normal step (Difficulty's zero
	// value).
	strength, successes, tie := slackerHit(rng, bestAtk.Hit, best.odds.Defence.Value)
	// The autopilot's own payload type (autoAttack): the same JSON as the
	// rules' AttackPayload, cheaper for the engine to check and convert.
	p := attackRoom(x)
	*p = autoAttack{autoAttackHead: autoAttackHead{Attacker: c.ID, Target: target.ID, Hit: strength, TieRoll: tie},
		DamageRolls: damageRolls(st, successes), autoAttackTail: autoAttackTail{DamageType: bestAtk.Type, Attack: bestAtk.Name}}
	if successes > 0 {
		// The pick's kept odds hold its rolls, parsed: the damage, then
		// the target's armour and shield (defenceDice's order).
		for range successes {
			p.DamageRolls = append(p.DamageRolls, max(rollTotal(best.damage, rng), 0))
		}
		for _, ar := range best.armour {
			p.ArmorRoll += max(rollTotal(ar, rng), 0)
		}
	}
	// Handed over: nothing here keeps p or its lists.
	ev, err := autoAttacks.Event(EventAttack, p)
	return ev, true, err
}

// lastOdds is, for an attacker's first attacks, the odds key and odds against
// the target before.
type lastOdds [4]struct {
	key  oddsKey
	odds *keptOdds
}

// pickDefence is t's defence value against a's attacks as the autopilot
// makes them (no defence named, no back or area attack):
// defenceValue(defenceInput(st, a, t, &AttackPayload{})) read from the
// typed stats af and tf, the pick's look-up per target
// (TestFighterStatsMatchMaps holds the two to each other).
func pickDefence(x *combatExt, af *fighterStats, t *encounter.Combatant, tf *fighterStats) int {
	useDC := x.ambusher != "" && t.Side != x.ambusher || len(t.Conditions) > 0 && hasAny(t, offGuardConds[:])
	return defenceValue(DefenceInput{AC: tf.ac, DC: tf.dc, UseDC: useDC, Larger: af.size > 0 && tf.size > 0 && af.size > tf.size})
}

// oddsKey is everything AttackOdds' answer depends on with the Slacker
// Roll (TryPlain): the attack's Hit, the difficulty of the attacker's Hit
// (AttackDifficulty), the damage roll and what the attack's aspects do to
// armour (ND, HD: armourCutOf), the target's defence against the attacker
// (defenceValue) and its armour and shield rolls (the rolls by their
// numbers, rollID). Other aspects (Fire,
// Scar, Grapple, …) change nothing AttackOdds counts. Two attacks alike in
// Hit and dice but not in ND/HD must not share their odds: with armour in
// the way their wear differs.
type oddsKey struct {
	hit, defence        int
	difficulty          Difficulty
	roll, armor, shield rollNumber // the rolls' texts by rollID
	cut                 armourCut
}

// same is k == o, field by field (the struct's == calls a comparison of
// its memory, and the pick compares keys for every target).
func (k oddsKey) same(o oddsKey) bool {
	return k.hit == o.hit && k.defence == o.defence && k.difficulty == o.difficulty &&
		k.roll == o.roll && k.armor == o.armor && k.shield == o.shield && k.cut == o.cut
}

// keptOdds is an attack's odds, its mean wear and its chance of each
// wear or more, kept in oddsCache with the rolls the attack then makes:
// its damage roll and the target's armour and shield rolls, parsed (none
// for a roll that is "": no die, nothing added).
type keptOdds struct {
	odds Odds
	mean float64
	// tail[i] is odds.Wear.AtLeast(odds.Wear.Min + i), summed once.
	tail   []float64
	damage dice.Expr
	armour []dice.Expr
}

// atLeast is o.odds.Wear.AtLeast(x), read from the sums kept (the same
// sums, added in the same order).
func (o *keptOdds) atLeast(x int) float64 {
	i := max(x-o.odds.Wear.Min, 0)
	if i >= len(o.tail) {
		return 0
	}
	return o.tail[i]
}

// newKeptOdds is odds with its mean, its sums and its rolls parsed: the
// damage roll, the target's armour and shield rolls.
func newKeptOdds(odds Odds, damage, armor, shield string) (*keptOdds, error) {
	o := &keptOdds{odds: odds, mean: odds.Wear.Mean(), tail: make([]float64, len(odds.Wear.P))}
	for i := range o.tail {
		o.tail[i] = odds.Wear.AtLeast(odds.Wear.Min + i)
	}
	var err error
	if o.damage, err = rollExpr(damage); err != nil {
		return nil, err
	}
	for _, roll := range [...]string{armor, shield} { // defenceDice
		if roll == "" {
			continue
		}
		e, err := rollExpr(roll)
		if err != nil {
			return nil, err
		}
		o.armour = append(o.armour, e)
	}
	return o, nil
}

// oddsCache keeps AttackOdds' answers across fights: the same pick against
// the same defence and armour has the same odds. A kept answer is never
// changed.
var oddsCache = forecast.Memo[oddsKey, *keptOdds]{Size: 4096}

// cachedOdds is AttackOdds(st, c, atk, t) with the Slacker Roll, kept under
// k (oddsKey).
func cachedOdds(st *encounter.State, c *encounter.Combatant, atk *encounter.Attack, t *encounter.Combatant, k oddsKey, tf *fighterStats) (*keptOdds, error) {
	if o, ok := oddsCache.Get(k); ok {
		return o, nil
	}
	odds, err := AttackOdds(st, c.ID, atk.Name, t.ID, nil, TryPlain)
	if err != nil {
		return nil, err
	}
	o, err := newKeptOdds(odds, atk.Dice, tf.armor, tf.shield)
	if err != nil {
		return nil, err
	}
	oddsCache.Put(k, o)
	return o, nil
}

// CloneExt implements encounter.ExtCloner: the forecast copies a fight's
// state instead of replaying its log for every fight.
func (x *combatExt) CloneExt() any {
	c := *x
	c.next = [1]encounter.Event{} // the autopilot's slot is the fight's own
	c.rolls = nil                 // and so is its room for damage rolls
	c.attacks = nil               // and for attack payloads
	return &c
}

// noDamageRolls is a miss's list of damage rolls: empty, not nil, and with
// no room, so nobody can write into it.
var noDamageRolls = []int{}

// damageRollsRoom is how many damage rolls the autopilot makes room for at
// once: a fight has a few dozen.
const damageRollsRoom = 64

// damageRolls is an empty list with room for n damage rolls, cut from the
// fight's own room (combatExt.rolls) instead of one allocation per attack.
// The room is only ever handed out, never reused: the events that hold
// its parts keep them as they were written (a sampled fight's file reads
// them later).
func damageRolls(st *encounter.State, n int) []int {
	if n == 0 {
		return noDamageRolls[:0:0] // a miss's empty list, not nil: "damage_rolls": []
	}
	x, ok := st.Ext.(*combatExt)
	if !ok || n > damageRollsRoom {
		return make([]int, 0, n)
	}
	return encounter.TakeList(&x.rolls, n, damageRollsRoom)[:0]
}

// attackRoomSize is how many attack payloads the autopilot makes room for
// at once: a fight has a few dozen attacks.
const attackRoomSize = 16

// attackRoom is a payload for the next attack the autopilot proposes, cut
// from the fight's own room (combatExt.attacks) instead of one allocation
// per attack. As with damageRolls, a part is only ever handed out once:
// the event keeps it as it was written (a sampled fight's file reads it
// later), and a recycled copy keeps only the part never handed out.
func attackRoom(x *combatExt) *autoAttack {
	return encounter.Take(&x.attacks, attackRoomSize)
}

// recentOdds is a fight's short list of the odds its autopilot looked up
// last, by key, in front of oddsCache: a pick finds the odds of its first
// target there without the shared cache's hashing and locking. An entry is
// oddsCache's answer for its key, which never changes, so the list is
// valid in any fight and a recycled state keeps it.
type recentOdds [recentOddsSize]struct {
	key  oddsKey
	odds *keptOdds
}

// recentOddsSize is the short list's length (a power of two).
const recentOddsSize = 16

// slot is k's place in the list: a cheap mix of the fields that tell one
// pick from another.
func (k oddsKey) slot() int {
	h := uint(k.hit)*31 + uint(k.defence)*7 + uint(k.roll)*13 + uint(k.armor)*5 + uint(k.shield)*3 + uint(k.cut) + uint(k.difficulty)*17
	return int(h % recentOddsSize)
}

// get is cachedOdds(st, c, atk, t, k, tf), from the list when its slot
// holds k.
func (r *recentOdds) get(st *encounter.State, c *encounter.Combatant, atk *encounter.Attack, t *encounter.Combatant, k oddsKey, tf *fighterStats) (*keptOdds, error) {
	e := &r[k.slot()]
	if e.odds != nil && e.key.same(k) {
		return e.odds, nil
	}
	o, err := cachedOdds(st, c, atk, t, k, tf)
	if err != nil {
		return nil, err
	}
	e.key, e.odds = k, o
	return o, nil
}
