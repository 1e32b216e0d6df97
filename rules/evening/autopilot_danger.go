package evening

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"sessionzero/rules/encounter"
	"sessionzero/rules/forecast"
)

// This file plays Evening dangers for the forecast (rules/forecast).
// "Dangers are time-sensitive races and use initiative" and "Resolving a
// danger is more like resolving a challenge than it is like engaging in
// combat with a threat" (003_b350af455cb359c1.txt, Dangers): the characters
// spend their actions on attempts to resolve it while its attacks fall on
// them. Initiative, death saves, lair turns and any threat in the danger
// are played as in a threat fight (autopilot.go).

func init() { forecast.Register(ID, EncounterDanger, DangerAutopilot{}) }

// DangerAutopilot plays Evening danger encounters.
type DangerAutopilot struct{}

// Policy implements forecast.Autopilot.
func (DangerAutopilot) Policy() string {
	return "Everyone rolls initiative; on its turn each character spends its action on an attempt to resolve the " +
		"danger, with its best aptitude and its best pair of the check grid at a fine approach; the danger uses each " +
		"of its attacks once a round on the character it is likeliest to drop (Reflex defense), an attack on several " +
		"targets on every character; a character spends a reserve die on a failed defense only when the die can " +
		"still save it; at 0 health a character struggles and rolls death saves; a threat in the danger attacks as " +
		"in a fight; nobody moves, defends, leverages, heals or gives up, and the urgency is never met."
}

// HealthName implements forecast.Autopilot.
func (DangerAutopilot) HealthName() string { return "health" }

// Health implements forecast.Autopilot: a character's or threat's health;
// a danger's is the successes still needed to resolve it.
func (DangerAutopilot) Health(c *encounter.Combatant) int {
	if c.Kind == CombatantDanger {
		return max(c.Resource("successes_needed")-c.Resource("successes"), 0)
	}
	return c.HP
}

// Dead implements forecast.Autopilot.
func (DangerAutopilot) Dead(c *encounter.Combatant) bool { return c.Dead }

// Dropped implements forecast.Autopilot. Once the danger is resolved the
// encounter is over and every foe counts as out; once it ends otherwise
// ("If the number of failures tallied equals the failure threshold, the
// challenge's threat occurs", Challenges › Meeting a Challenge) every
// character does. Before that: a character at 0 health or dead, a threat
// as in a fight, a danger resolved.
func (DangerAutopilot) Dropped(st *encounter.State, c *encounter.Combatant) bool {
	if st.Ended {
		if c.Kind == CombatantCharacter {
			return st.Outcome != "resolved"
		}
		return st.Outcome == "resolved"
	}
	switch c.Kind {
	case CombatantCharacter:
		return c.Dead || c.HP == 0
	case CombatantThreat:
		return Autopilot{}.Dropped(st, c)
	case CombatantDanger:
		return c.Dead || res(c, rResolved) == 1
	}
	return true
}

// Check implements forecast.Autopilot: an open danger, and characters
// standing to face it on a side of their own.
func (a DangerAutopilot) Check(st *encounter.State) error {
	danger := theDanger(st, a)
	if danger == nil {
		return errors.New("there is no danger left to resolve: add a danger with its complexity")
	}
	for _, c := range st.Combatants {
		if c.Kind == CombatantCharacter && !a.Dropped(st, c) {
			if c.Side == danger.Side {
				return fmt.Errorf("%s is on %s's side: put the characters on a side of their own", c.Name, danger.Name)
			}
			return nil
		}
	}
	return errors.New("no character is standing to face the danger")
}

// theDanger is the first danger still open.
func theDanger(st *encounter.State, a DangerAutopilot) *encounter.Combatant {
	for _, c := range st.Combatants {
		if c.Kind == CombatantDanger && !a.Dropped(st, c) {
			return c
		}
	}
	return nil
}

// Next implements forecast.Autopilot: a character's attempt, the danger's
// attacks of its turn; everything else (initiative, a dying character's
// choice and saves, a threat's attacks, ending turns) as in a fight.
func (a DangerAutopilot) Next(st *encounter.State, rng *rand.Rand) ([]encounter.Event, error) {
	if st.Round == 0 {
		return Autopilot{}.Next(st, rng)
	}
	if choosing(st) != nil {
		return Autopilot{}.Next(st, rng)
	}
	c, err := turnCombatant(st, st.ActiveID())
	if err != nil {
		return nil, fmt.Errorf("no turn is on: %w", err)
	}
	if res(c, rInLair) == 0 {
		switch {
		case c.Kind == CombatantCharacter && c.HP > 0 && c.Actions > 0:
			if danger := theDanger(st, a); danger != nil {
				ev, err := encounter.NewEventOwned(EventAttempt, attemptFor(c, danger, rng))
				return propose(st, spendAttempt(c), ev), err
			}
		case c.Kind == CombatantDanger && !a.Dropped(st, c):
			evs, err := dangerAttacks(st, c, rng)
			return append(evs, endTurnEvent), err
		}
	}
	return Autopilot{}.Next(st, rng)
}

func spendOn(id, what string) encounter.Event {
	return encounter.MustEvent("spend", spendPayload{OnCombatant: encounter.OnCombatant{Combatant: id}, Action: "action", What: what})
}

// spendAttempt is c's "spend its action on an attempt", made with the
// combatant (the event is only read: Decode copies its payload).
func spendAttempt(c *encounter.Combatant) encounter.Event {
	if ev := fx(c).st.spendAttempt; ev.Type != "" {
		return ev
	}
	return spendOn(c.ID, "attempt")
}

// attemptPayload is an attempt event's fields the autopilot fills.
type attemptPayload struct {
	Combatant    string `json:"combatant"`
	Challenge    string `json:"challenge"`
	Aptitude     string `json:"aptitude,omitempty"`
	Natural      int    `json:"natural"`
	Modifier     int    `json:"modifier"`
	Disadvantage bool   `json:"disadvantage,omitempty"`
}

// Where a character's attempt numbers are (the tracker's attempt form
// fills its modifier from them): each aptitude's bonus and each pair of
// the check grid, as the sheet derived them when the character joined.
const (
	aptitudeStat = "aptitude:"
	gridStat     = "grid:"
)

// attemptFor rolls a character's attempt at the danger: "Any kind of
// aptitude check may be made to meet a challenge" (Challenges › Meeting a
// Challenge), so the autopilot takes its best aptitude and its best pair
// of the check grid (none: 0), moved by the injury taken since it joined
// ("-3 to aptitude checks" at injury 1, 3 and 5), at a fine approach (the
// danger's own TN); from exhaustion 1, "Disadvantage on aptitude checks".
func attemptFor(c, danger *encounter.Combatant, rng *rand.Rand) attemptPayload {
	f := fx(c) // the best aptitude and grid pair were found with the character (bestAptitude)
	eff := func(level, ignored int) int { return max(level-ignored, 0) }
	joined, _ := InjuryPenalties(eff(f.st.injury, f.st.injuryIgnored))
	now, _ := InjuryPenalties(eff(f.res[rInjury], f.st.injuryIgnored))
	dis := eff(f.res[rExhaustion], f.st.exhaustionIgnored) >= 1
	return attemptPayload{Combatant: c.ID, Challenge: danger.ID, Aptitude: f.st.aptitude, Natural: rollD20(rng, dis),
		Modifier: f.st.aptitudeBonus + f.st.grid + now - joined, Disadvantage: dis}
}

// dangerAttackPayload is the danger_attack handler's own type.
type dangerAttackPayload = struct {
	onDanger
	foeAttack
}

// dangerAttacks are the danger's attacks of its turn: "How many attacks
// the danger can make every round" (Dangers › Attacks), each of its card's
// attacks once, in order. A single-target attack goes to the character it
// is likeliest to drop, then the one it takes the most from, then the one
// with the least health (the first listed on a tie); an attack that hits
// several targets ("If an attack should damage multiple targets, halve the
// damage") falls on every character. The rules keep no count of a
// danger's attacks, so the turn's attacks are proposed together: the
// health each leaves is worked out as they are rolled (to aim the next),
// and a reserve die or reaction spent is not spent twice.
func dangerAttacks(st *encounter.State, d *encounter.Combatant, rng *rand.Rand) ([]encounter.Event, error) {
	// The characters, each with the health its blows leave so far and
	// whether it spent its reaction, by position (their IDs are unique).
	var chars []*encounter.Combatant
	var health []int
	var reacted []bool
	for _, c := range st.Combatants {
		if c.Kind == CombatantCharacter && c.Side != d.Side && !c.Dead && c.HP > 0 {
			chars = append(chars, c)
			health = append(health, c.HP+c.TempHP)
			reacted = append(reacted, false)
		}
	}
	tn := res(d, rTN)
	var out []encounter.Event
	var targets []int
	for n := 1; n <= fx(d).st.attacks; n++ {
		dmg := damageStat(d, n)
		certain := certainStat(d, n) == 1
		targets = targets[:0]
		if multiStat(d, n) == 1 {
			for i := range chars {
				if health[i] > 0 {
					targets = append(targets, i)
				}
			}
		} else if i := aimDanger(chars, health, dmg, tn, certain); i >= 0 {
			targets = append(targets, i)
		}
		for _, i := range targets {
			p, landed, err := dangerBlow(d, chars[i], n, dmg, tn, certain, &reacted[i], rng)
			if err != nil {
				return nil, err
			}
			health[i] -= landed
			ev, err := encounter.NewEventOwned(EventDangerAttack, p)
			if err != nil {
				return nil, err
			}
			out = append(out, ev)
		}
	}
	return out, nil
}

// reflexFails is the chance t's Reflex defense does not beat tn (1 when
// its defenses fail without a roll).
func reflexFails(t *encounter.Combatant, tn int) float64 {
	if skipped, _ := DefenseSkipped(t, "reflex"); skipped {
		return 1
	}
	delta, dis := hotFightPenalty(t)
	mod := fx(t).st.reflex + delta
	if hasCond(t, "Defending") {
		mod += 3
	}
	return d20Sums[boolInt(dis)].atMost(mod, tn)
}

// aimDanger picks a single-target attack's character among those with
// health left: the greatest chance the blow drops it, then the most damage
// expected, then the least health.
func aimDanger(chars []*encounter.Combatant, health []int, dmg, tn int, certain bool) int {
	best := -1
	var bestDrop, bestMean float64
	for i, t := range chars {
		hp := health[i]
		if hp <= 0 {
			continue
		}
		fail := reflexFails(t, tn)
		drop, mean := 0.0, fail*float64(min(dmg, hp))
		if dmg >= hp {
			drop = fail
		}
		if certain {
			// "give characters the chance to make a defense check to
			// halve the damage again" (Dangers › Customizing Damage)
			mean += (1 - fail) * float64(min(dmg/2, hp))
			if dmg/2 >= hp {
				drop += 1 - fail
			}
		}
		if best < 0 || drop > bestDrop || drop == bestDrop && (mean > bestMean || mean == bestMean && hp < health[best]) {
			best, bestDrop, bestMean = i, drop, mean
		}
	}
	return best
}

// dangerBlow rolls attack n on t: the Reflex defense, "the default
// defense against an attack", and a reserve die on a failed defense only
// when its largest face can still lift the total past the TN ("As a
// reaction, you may spend one of your reserves when making a defense
// check", Using reserves). landed is the damage the blow is expected to
// deal (the card's, halved again by a defense against a certain attack),
// for aiming the next one.
func dangerBlow(d, t *encounter.Combatant, n, dmg, tn int, certain bool, reacted *bool, rng *rand.Rand) (dangerAttackPayload, int, error) {
	delta, dis := hotFightPenalty(t)
	p := dangerAttackPayload{onDanger{d.ID}, foeAttack{Target: t.ID, Attack: n, Defense: "reflex", Natural: rollD20(rng, dis)}}
	mod := fx(t).st.reflex + delta
	if delta != 0 {
		p.Modifier = &mod
	}
	if skipped, _ := DefenseSkipped(t, "reflex"); skipped {
		return p, dmg, nil
	}
	total := p.Natural + mod
	if hasCond(t, "Defending") {
		total += 3
	}
	if total <= tn && !*reacted && res(t, rReserves) > 0 && res(t, rReactions) > 0 {
		die, _, _ := strings.Cut(t.Dice["reserves"], ",")
		if dist, err := damageDist(die, false); err == nil && total+dist.Max() > tn {
			r, err := rollExpr(rng, die, false)
			if err != nil {
				return p, 0, err
			}
			p.ReserveRoll, *reacted = r, true
			total += r
		}
	}
	switch {
	case total <= tn:
		return p, dmg, nil
	case certain:
		return p, dmg / 2, nil
	}
	return p, 0, nil
}
