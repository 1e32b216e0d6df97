package evening

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"sessionzero/rules/dice"
	"sessionzero/rules/encounter"
	"sessionzero/rules/forecast"
)

// This file plays Evening threat fights for the forecast (rules/forecast):
// the autopilot rolls initiative (and the ties again), has each character
// attack a threat with its best attack, each threat use its attacks on the
// characters, rolls the characters' defenses (with a reserve die when it
// can save them) and their death saves, and ends each turn.

func init() { forecast.Register(ID, EncounterCombat, Autopilot{}) }

// Autopilot plays Evening threat fights.
type Autopilot struct{}

// Policy implements forecast.Autopilot.
func (Autopilot) Policy() string {
	return "Everyone rolls initiative; on its turn each character attacks, with the attack and the threat giving the " +
		"best chance to defeat it with this blow, then the most damage expected; each threat uses all its attacks, " +
		"the hardest-hitting one against the character it is likeliest to drop (Reflex defense); a character spends " +
		"a reserve die on a failed defense only when the die can still save it; at 0 health a character struggles " +
		"and rolls death saves; nobody moves, defends, casts, leverages, heals or stabilizes, and threats use no " +
		"legendary or lair actions."
}

// HealthName implements forecast.Autopilot.
func (Autopilot) HealthName() string { return "health" }

// Health implements forecast.Autopilot.
func (Autopilot) Health(c *encounter.Combatant) int { return c.HP }

// Dropped implements forecast.Autopilot: a character at 0 health or dead,
// a threat defeated or resolved; anything else (a challenge, a thread)
// takes no part in the fight.
func (Autopilot) Dropped(_ *encounter.State, c *encounter.Combatant) bool {
	if c.Dead || c.HP == 0 {
		return true // down, whatever its kind (the forecast asks this of everyone after every event)
	}
	switch c.Kind {
	case CombatantCharacter:
		return false
	case CombatantThreat:
		return res(c, rResolved) == 1
	}
	return true
}

// Dead implements forecast.Autopilot.
func (Autopilot) Dead(c *encounter.Combatant) bool { return c.Dead }

// Check implements forecast.Autopilot: characters against threats, every
// side with someone standing who can attack.
func (a Autopilot) Check(st *encounter.State) error {
	for _, c := range st.Combatants {
		if c.Kind == CombatantDanger {
			return fmt.Errorf("%s is a danger: the forecast plays threat fights only (forecast a danger in a danger encounter)", c.Name)
		}
	}
	for _, sd := range st.Sides {
		armed := false
		for _, c := range st.Combatants {
			if c.Side != sd.ID || a.Dropped(st, c) {
				continue
			}
			switch c.Kind {
			case CombatantCharacter:
				for _, at := range c.Attacks {
					if _, err := damageDist(at.Dice, false); err == nil {
						armed = true
					}
				}
			case CombatantThreat:
				armed = armed || c.Stat("attacks") > 0
			}
		}
		if !armed {
			return fmt.Errorf("nobody standing on %s can attack: give a character an attack with damage dice, or a threat its attacks", sd.Name)
		}
	}
	return nil
}

// Next implements forecast.Autopilot.
func (a Autopilot) Next(st *encounter.State, rng *rand.Rand) ([]encounter.Event, error) {
	if c := choosing(st); c != nil {
		// "struggle … or choose death" (L1090–1093): a player struggles.
		return events(keptChoice(st, choicePayload{encounter.OnCombatant{Combatant: c.ID}, "struggle"}))
	}
	if st.Round == 0 {
		return a.initiative(st, rng)
	}
	c, err := turnCombatant(st, st.ActiveID())
	if err != nil {
		return nil, fmt.Errorf("no turn is on: %w", err)
	}
	if res(c, rInLair) == 1 {
		return endTurnOnly(), nil
	}
	switch c.Kind {
	case CombatantCharacter:
		if c.HP == 0 && hasCond(c, "Dying") {
			ev, err := keptRoll(st, "death_save", rollPayload{encounter.OnCombatant{Combatant: c.ID}, d20(rng)})
			return propose(st, ev, endTurnEvent), err
		}
		if c.HP > 0 && c.Actions > 0 {
			if ev, ok, err := characterAttack(st, c, rng); ok || err != nil {
				return propose(st, spendAction(c), ev), err
			}
		}
	case CombatantThreat:
		if !a.Dropped(st, c) && res(c, rAttacksLeft) > 0 {
			if ev, ok, err := threatAttackEvent(st, c, rng); ok || err != nil {
				return propose(st, ev), err
			}
		}
	}
	return endTurnOnly(), nil
}

var (
	endTurnEvent = encounter.MustEvent("end_turn", nil)
	startEvent   = encounter.MustEvent("start", nil)
	endTurnList  = []encounter.Event{endTurnEvent}
	startList    = []encounter.Event{startEvent} // shared: the forecast only reads it
)

// endTurnOnly proposes ending the turn: one list for every turn, which
// the forecast only reads (its capacity is its length, so that an append
// copies it).
func endTurnOnly() []encounter.Event { return endTurnList[:1:1] }

// The payloads are the handlers' own types (aliases of them), so that the
// engine copies them instead of reading their JSON again.
type (
	choicePayload = struct {
		encounter.OnCombatant
		Choice string `json:"choice"`
	}
	rollPayload = struct {
		encounter.OnCombatant
		Roll int `json:"roll"`
	}
	tiePayload = struct {
		Combatants []string `json:"combatants"`
		Rolls      []int    `json:"rolls"`
	}
	spendPayload = struct {
		encounter.OnCombatant
		Action    string `json:"action"`
		What      string `json:"what,omitempty"`
		Squares   int    `json:"squares,omitempty"`
		Difficult bool   `json:"difficult,omitempty"`
	}
	threatAttackPayload = struct {
		onThreat
		foeAttack
	}
)

func events(ev encounter.Event, err error) ([]encounter.Event, error) {
	return []encounter.Event{ev}, err
}

// propose lists one or two events in st's room for them (fightExt; a new
// list when st holds other rules' state). The list is the caller's to
// read until the next call of Next on that state: the forecast applies the
// list Next returns before it asks again, so one array per fight serves
// every turn instead of a new list per call.
func propose(st *encounter.State, first encounter.Event, more ...encounter.Event) []encounter.Event {
	x := fightOf(st)
	if x == nil || len(more) > len(x.evs)-1 {
		return append([]encounter.Event{first}, more...)
	}
	x.evs[0] = first
	n := 1 + copy(x.evs[1:], more)
	return x.evs[:n:n]
}

// spendAction is c's "spend its action on an attack", made with the
// combatant (the event is only read: Decode copies its payload).
func spendAction(c *encounter.Combatant) encounter.Event {
	if ev := fx(c).st.spendAttack; ev.Type != "" {
		return ev
	}
	return spendOn(c.ID, "attack")
}

func d20(rng *rand.Rand) int { return dice.RollDie(rng, 20) }

// initiative rolls "a d20 + Finesse check" for everyone who has not
// rolled, then the tied scores again ("Ties roll off against each other
// until an order emerges", L478), then starts the fight.
func (Autopilot) initiative(st *encounter.State, rng *rand.Rand) ([]encounter.Event, error) {
	var out []encounter.Event
	for _, c := range st.Combatants {
		if isActor(c) && res(c, rHasInit) != 1 {
			if out == nil {
				out = initiativeRoom(st)
			}
			ev, err := keptRoll(st, "initiative", rollPayload{encounter.OnCombatant{Combatant: c.ID}, d20(rng)})
			if err != nil {
				return nil, err
			}
			out = append(out, ev)
		}
	}
	if len(out) > 0 {
		return out, nil
	}
	if ids := firstTie(st); len(ids) > 1 {
		rolls := make([]int, len(ids))
		for i := range rolls {
			rolls[i] = d20(rng)
		}
		return events(encounter.NewEventOwned("tie_roll", tiePayload{ids, rolls}))
	}
	return startList[:1:1], nil
}

// initiativeRoom is an empty list with room for every combatant's
// initiative: the state's own (fightExt), which the forecast reads before
// it asks again, as propose's; a new one when st holds other rules' state.
func initiativeRoom(st *encounter.State) []encounter.Event {
	x := fightOf(st)
	if x == nil {
		return make([]encounter.Event, 0, len(st.Combatants))
	}
	if cap(x.inits) < len(st.Combatants) {
		x.inits = make([]encounter.Event, 0, len(st.Combatants))
	}
	return x.inits[:0]
}

// firstTie is the first group of actors (in the encounter's order, by
// its first member) with the same initiative score and tie rolls, nil
// when every score differs. The scores are read once into a list (on the
// stack for up to 16 combatants) before the pairs are compared.
func firstTie(st *encounter.State) []string {
	type score struct {
		init, tie int
		actor     bool
	}
	var buf [16]score
	sc := buf[:0]
	for _, c := range st.Combatants {
		s := score{actor: isActor(c)}
		if s.actor {
			f := fx(c)
			s.init, s.tie = f.res[rInitiative], f.res[rTie]
		}
		sc = append(sc, s)
	}
	for i, a := range sc {
		if !a.actor {
			continue
		}
		first, n := true, 0
		for j, o := range sc {
			if o != a {
				continue // another score, or not an actor
			}
			if j < i {
				first = false
				break
			}
			n++
		}
		if !first || n < 2 {
			continue
		}
		ids := make([]string, 0, n)
		for j := i; j < len(sc); j++ {
			if sc[j] == a {
				ids = append(ids, st.Combatants[j].ID)
			}
		}
		return ids
	}
	return nil
}

// damageDists remembers each damage expression's exact distribution
// (plain and with its dice doubled).
var damageDists = forecast.Memo[distKey, dice.Dist]{Size: 1024}

type distKey struct {
	expr    string
	doubled bool
}

// damageDist is the distribution of a damage roll; doubled doubles every
// die ("Double all damage dice before determining damage", L989, EVE-32:
// the modifier is added once).
func damageDist(expr string, doubled bool) (dice.Dist, error) {
	k := distKey{expr, doubled}
	if d, ok := damageDists.Get(k); ok {
		return d, nil
	}
	e, err := damageExpr(expr, doubled)
	if err != nil {
		return dice.Dist{}, err
	}
	d, err := e.Dist()
	if err != nil {
		return dice.Dist{}, err
	}
	damageDists.Put(k, d)
	return d, nil
}

func damageExpr(expr string, doubled bool) (dice.Expr, error) {
	if strings.TrimSpace(expr) == "" {
		return dice.Expr{}, errors.New("no damage dice")
	}
	e, err := dice.Parse(expr)
	if err != nil {
		return dice.Expr{}, err
	}
	if doubled {
		for i := range e.Terms {
			if !e.Terms[i].IsConstant() {
				e.Terms[i].Count *= 2
				if e.Terms[i].Keep != dice.KeepAll {
					e.Terms[i].KeepN *= 2
				}
			}
		}
	}
	return e, nil
}

// parsedExprs remembers damage expressions read (plain and doubled); the
// terms are only read.
var parsedExprs = forecast.Memo[distKey, dice.Expr]{Size: 1024}

// rollExpr rolls a damage expression die by die.
func rollExpr(rng *rand.Rand, expr string, doubled bool) (int, error) {
	e, err := parsedExpr(expr, doubled)
	if err != nil {
		return 0, err
	}
	return rollParsed(rng, e), nil
}

// kept are the faces a term keeps (all, or the highest or lowest KeepN).
func kept(faces []int, t dice.Term) []int {
	if t.Keep == dice.KeepAll || t.KeepN >= len(faces) {
		return faces
	}
	s := append([]int(nil), faces...)
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
	if t.Keep == dice.KeepHighest {
		return s[len(s)-t.KeepN:]
	}
	return s[:t.KeepN]
}

// numberedKeys are the stats keys of a threat's attacks ("damage_2",
// "certain_2", "multiple_targets_2") for attacks 0 to 9, made once: the
// forecast reads them on every attack.
var numberedKeys = func() map[string]*[10]string {
	out := map[string]*[10]string{}
	for _, prefix := range []string{"damage_", "certain_", "multiple_targets_"} {
		var k [10]string
		for n := range k {
			k[n] = fmt.Sprintf("%s%d", prefix, n)
		}
		out[prefix] = &k
	}
	return out
}()

var (
	damageKeys  = numberedKeys["damage_"]
	certainKeys = numberedKeys["certain_"]
	multiKeys   = numberedKeys["multiple_targets_"]
)

// numberedKey is keys[n] when made, else prefix and n.
func numberedKey(keys *[10]string, prefix string, n int) string {
	if n >= 0 && n < len(keys) {
		return keys[n]
	}
	return fmt.Sprintf("%s%d", prefix, n)
}

// damageKey is the stats key of attack n's damage ("damage_2").
func damageKey(n int) string { return numberedKey(damageKeys, "damage_", n) }

// certainKey is the stats key of attack n's "certain" flag ("certain_2").
func certainKey(n int) string { return numberedKey(certainKeys, "certain_", n) }

// multiKey is the stats key of attack n's "multiple targets" flag
// ("multiple_targets_2").
func multiKey(n int) string { return numberedKey(multiKeys, "multiple_targets_", n) }

// d20Chances are a d20's chances face by face, the lower of two kept when
// disadvantage.
func d20Chances(disadvantage bool) [21]float64 {
	var p [21]float64
	for f := 1; f <= 20; f++ {
		p[f] = 1.0 / 20
		if disadvantage {
			// P(min = f) = ((21−f)² − (20−f)²) / 400
			p[f] = float64((21-f)*(21-f)-(20-f)*(20-f)) / 400
		}
	}
	return p
}

// d20Table are d20Chances without and with disadvantage.
var d20Table = [2][21]float64{d20Chances(false), d20Chances(true)}

// d20Runs are the picks' sums of d20Table over a run of faces, made once:
// from[lo] is the chance of a face from lo to 19, upTo[hi] of a face from
// 1 to hi. Each is added face by face upward from 0, in the order the
// picks' loops added them, so that a look-up is the very number the loop
// gave (a pick compares chances exactly: another rounding could change a
// choice, and the dice that follow).
type d20Runs struct {
	from [21]float64
	upTo [21]float64
}

var d20Sums = func() (out [2]d20Runs) {
	for d := range out {
		p := &d20Table[d]
		for lo := 2; lo <= 20; lo++ {
			sum := 0.0
			for f := lo; f <= 19; f++ {
				sum += p[f]
			}
			out[d].from[lo] = sum
		}
		for hi := 1; hi <= 20; hi++ {
			sum := 0.0
			for f := 1; f <= hi; f++ {
				sum += p[f]
			}
			out[d].upTo[hi] = sum
		}
	}
	return out
}()

// hitBetween is the chance that a face from 2 to 19 (neither natural 1
// nor 20) beats tn with mod added: the faces from tn−mod+1 up.
func (r *d20Runs) hitBetween(mod, tn int) float64 {
	lo := max(tn-mod+1, 2)
	if lo > 19 {
		return 0
	}
	return r.from[lo]
}

// atMost is the chance that a face from 1 to 20 plus mod is at most tn:
// the faces up to tn−mod.
func (r *d20Runs) atMost(mod, tn int) float64 {
	hi := min(tn-mod, 20)
	if hi < 1 {
		return 0
	}
	return r.upTo[hi]
}

// rollD20 rolls a d20, the lower of two at disadvantage.
func rollD20(rng *rand.Rand, disadvantage bool) int {
	n := d20(rng)
	if disadvantage {
		n = min(n, d20(rng))
	}
	return n
}

// characterAttack picks the attack and the threat: the greatest chance to
// defeat it with this blow, then the most damage expected, then the threat
// with the least health, the first listed on a tie. A hit is "a natural
// 20 … always hit", else not a natural 1 and the total above the threat's
// TN (L988–990).
func characterAttack(st *encounter.State, c *encounter.Combatant, rng *rand.Rand) (encounter.Event, bool, error) {
	delta, dis := hotFightPenalty(c)
	p, sums := &d20Table[boolInt(dis)], &d20Sums[boolInt(dis)]
	var best *encounter.Attack
	var target *encounter.Combatant
	var bestDrop, bestMean float64
	var bestDice *attackDice
	for i := range c.Attacks {
		at := &c.Attacks[i]
		kd := keptDice(c, i, at)
		var plain, crit dice.Dist
		var plainMean, critMean float64
		if kd != nil {
			plain, crit, plainMean, critMean = kd.plain, kd.crit, kd.plainMean, kd.critMean
		} else {
			var err error
			if plain, err = damageDist(at.Dice, false); err != nil {
				continue
			}
			if crit, err = damageDist(at.Dice, true); err != nil {
				continue
			}
			plainMean, critMean = plain.Mean(), crit.Mean()
		}
		mod := at.Hit + delta
		for _, t := range st.Combatants {
			if t.Kind != CombatantThreat || t.Side == c.Side || (Autopilot{}).Dropped(st, t) {
				continue
			}
			hit := sums.hitBetween(mod, res(t, rHitTN))
			need := t.HP + t.TempHP
			drop := hit*plain.AtLeast(need) + p[20]*crit.AtLeast(need)
			mean := hit*plainMean + p[20]*critMean
			if target == nil || drop > bestDrop || drop == bestDrop && (mean > bestMean || mean == bestMean && t.HP < target.HP) {
				best, bestDice, target, bestDrop, bestMean = at, kd, t, drop, mean
			}
		}
	}
	if best == nil {
		return encounter.Event{}, false, nil
	}
	nat := rollD20(rng, dis)
	var dmg int
	switch {
	case bestDice != nil && nat == 20:
		dmg = rollParsed(rng, bestDice.critRoll)
	case bestDice != nil:
		dmg = rollParsed(rng, bestDice.roll)
	default:
		var err error
		if dmg, err = rollExpr(rng, best.Dice, nat == 20); err != nil {
			return encounter.Event{}, false, err
		}
	}
	ev, err := keptAttack(st, attackEvent{Attacker: c.ID, Target: target.ID, Natural: nat, Modifier: best.Hit + delta, Damage: dmg})
	return ev, true, err
}

// threatAttackEvent picks the threat's attack (the most damage on its
// card) and the character: the greatest chance the blow drops it, then the
// most damage expected, then the least health. The character defends with
// Reflex, "the default defense against an attack" (EVE-27): d20 + Reflex
// (+3 Defending) must beat the threat's TN (L785); when it does not and a
// reserve die and the reaction are left, "you may spend one of your
// reserves when making a defense check, adding the result" (Using
// reserves) — only when the die can still lift the total past the TN.
func threatAttackEvent(st *encounter.State, f *encounter.Combatant, rng *rand.Rand) (encounter.Event, bool, error) {
	attack, dmg := 1, damageStat(f, 1)
	for n := 2; n <= fx(f).st.attacks; n++ {
		if d := damageStat(f, n); d > dmg {
			attack, dmg = n, d
		}
	}
	tn := res(f, rAttackTN)
	var target *encounter.Combatant
	var bestDrop, bestMean float64
	for _, t := range st.Combatants {
		if t.Kind != CombatantCharacter || t.Side == f.Side || (Autopilot{}).Dropped(st, t) {
			continue
		}
		delta, dis := hotFightPenalty(t)
		mod := fx(t).st.reflex + delta
		if hasCond(t, "Defending") {
			mod += 3
		}
		land := 1.0
		if skipped, _ := DefenseSkipped(t, "reflex"); !skipped {
			land = d20Sums[boolInt(dis)].atMost(mod, tn)
		}
		mean := land * float64(dmg)
		drop := 0.0
		if dmg >= t.HP+t.TempHP {
			drop = land
		}
		if target == nil || drop > bestDrop || drop == bestDrop && (mean > bestMean || mean == bestMean && t.HP < target.HP) {
			target, bestDrop, bestMean = t, drop, mean
		}
	}
	if target == nil {
		return encounter.Event{}, false, nil
	}
	delta, dis := hotFightPenalty(target)
	slot := threatSlotFor(st)
	p := &slot.p
	*p = threatAttackPayload{onThreat{f.ID}, foeAttack{Target: target.ID, Attack: attack, Defense: "reflex", Natural: rollD20(rng, dis)}}
	mod := fx(target).st.reflex + delta
	if delta != 0 {
		slot.mod = mod
		p.Modifier = &slot.mod
	}
	total := p.Natural + mod
	if hasCond(target, "Defending") {
		total += 3
	}
	if skipped, _ := DefenseSkipped(target, "reflex"); !skipped && total <= tn && res(target, rReserves) > 0 && res(target, rReactions) > 0 {
		die, _, _ := strings.Cut(target.Dice["reserves"], ",")
		if strings.TrimSpace(die) != "" {
			if d, err := damageDist(die, false); err == nil && total+d.Max() > tn {
				r, err := rollExpr(rng, die, false)
				if err != nil {
					return encounter.Event{}, false, err
				}
				p.ReserveRoll = r
			}
		}
	}
	ev, err := threatAttackEvents.Event("threat_attack", p)
	return ev, true, err
}
