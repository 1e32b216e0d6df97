package dragonhead

import (
	"fmt"
	"strings"

	"sessionzero/rules/encounter"
)

// This file holds the combat rules beyond a plain Hit vs AC: Burst attacks,
// grappling (a grapple, the escape, letting go, the Grapple aspect), and
// armour and weapon sacrifice (002_81d21628bd61f597.txt).

// More Dragonhead combat event types (docs/formats.md lists their fields).
const (
	EventGrapple   = "grapple"
	EventEscape    = "escape"
	EventRelease   = "release"
	EventSacrifice = "sacrifice"
)

// Grappling conditions: the one held carries the grapple's strength as its
// degree and the grappler's ID as its detail; the grappler carries the
// held one's ID.
const (
	CondGrappled  = "Grappled"
	CondGrappling = "Grappling"
)

// LargerGrappleBonus is "Any time you fight someone with a body size that
// is larger than your own you gain a +4 to your AC/DC, your defense against
// being grappled": the smaller body adds it to its escape.
const LargerGrappleBonus = 4

// WeaponBreaksAt is "Any weapon that reaches -6 finally breaks".
const WeaponBreaksAt = 6

// burstWear is the wear of a burst: "Each shot hits with the same strength
// and does the same amount of damage to the target. But! Armor and shield
// defend against each shot individually. Roll once and subtract that amount
// from the damage that each shot does."
func burstWear(shots int, damageRolls []int, armorRoll int) (perShot, total int) {
	perShot = DefendedDamage(damageRolls, armorRoll)
	return perShot, shots * perShot
}

// burstAspect is the roll written after an attack's Burst aspect ("Burst
// d6" → "d6"), "" when it has none or names no roll.
func burstAspect(a encounter.Attack) (has bool, roll string) {
	for _, asp := range a.Aspects {
		f := strings.Fields(asp)
		if len(f) > 0 && strings.EqualFold(f[0], "Burst") {
			if len(f) > 1 {
				return true, strings.Join(f[1:], "")
			}
			return true, ""
		}
	}
	return false, ""
}

// BurstRoll is the die roll of an attack's Burst aspect ("d6" for "Burst
// d6"); ok is false for an attack without the aspect.
func BurstRoll(a encounter.Attack) (roll string, ok bool) {
	has, roll := burstAspect(a)
	return roll, has
}

type grappleEvent struct {
	Grappler string `json:"grappler"`
	Target   string `json:"target"`
	// Strength is the grapple's Muscle check; Escape the target's Muscle
	// or Dexterity check against it.
	Strength *int `json:"strength"`
	Escape   *int `json:"escape"`
	// TieRoll breaks a tie between strength and escape: "To break a tie,
	// roll any die. An odd roll wins it for the offense" (the grappler).
	TieRoll int `json:"tie_roll"`
}

// Subject implements encounter.Subject.
func (p grappleEvent) Subject() string { return p.Grappler }

func (p grappleEvent) Validate() error {
	return needStrength(p.Strength, "grapple needs the Muscle check's")
}

// grapple is "Make a Muscle check as your attack … Whoever you are
// grappling should do likewise … If the strength of the grapple can beat
// the strength of the escape then the grapple succeeds." A grappler
// grappling the same target again resets it: "The grappler may try to
// reset the grapple, hoping to get a better strength, but they will lose
// it if they fully fail the check."
func grapple(st *encounter.State, a *encounter.Combatant, p grappleEvent) error {
	t, err := activeAgainst(st, a, p.Target)
	if err != nil {
		return err
	}
	if t.ID == a.ID {
		return fmt.Errorf("%s cannot grapple themself", a.Name)
	}
	if t.Dead {
		return fmt.Errorf("%s is dead", t.Name)
	}
	if a.Resource("attacks") < 1 {
		return fmt.Errorf("%s has no attack left this round: a grapple is made \"as your attack\"", a.Name)
	}
	moraleReminder(st, a)
	useAction(a)
	a.AddResource("attacks", -1)
	strength := *p.Strength
	if held := t.Condition(CondGrappled); held != nil && strings.EqualFold(held.Detail, a.ID) {
		if _, failure := StrengthResult(strength); failure == ResultFullFail || failure == ResultCrash {
			letGo(st, a)
			st.Sayf("%s fully fails to reset the grapple (strength %d) and loses it", a.Name, strength)
			return nil
		}
		if strength > held.Degree {
			held.Degree = strength
		}
		st.Sayf("%s resets the grapple on %s: strength %d", a.Name, t.Name, held.Degree)
		return nil
	}
	if p.Escape != nil {
		escape := *p.Escape
		bonus := ""
		if larger(a, t) {
			// the smaller body defends against being grappled with +4
			escape += LargerGrappleBonus
			bonus = fmt.Sprintf(" (+%d against a larger body)", LargerGrappleBonus)
		}
		won, tie := grappleContest(st, strength, escape, p.TieRoll, false, "the grapple fails")
		if !won {
			st.Sayf("%s's grapple (strength %d) fails to beat %s's escape (%d%s)%s", a.Name, strength, t.Name, escape, bonus, tie)
			return nil
		}
		if tie != "" {
			st.Sayf("%s's grapple (strength %d) ties %s's escape (%d%s)%s", a.Name, strength, t.Name, escape, bonus, tie)
		}
	}
	hold(st, a, t, strength)
	return nil
}

// grappleContest is a grapple or escape as a challenge: the offense wins
// above the defense, loses below it, and a tie is broken by the tie roll
// ("To break a tie, roll any die. An odd roll wins it for the offense. An
// even roll wins it for the defense."). A tie without a tie roll (logs
// saved before grapples took one) keeps the old reading, oldWins, and says
// so (old names it); tie is then the words for the log line.
func grappleContest(st *encounter.State, offense, defense, tieRoll int, oldWins bool, old string) (won bool, tie string) {
	switch {
	case offense > defense:
		return true, ""
	case offense < defense:
		return false, ""
	case tieRoll > 0 && tieRoll%2 == 1:
		return true, fmt.Sprintf(": a tie, the odd tie roll %d wins it for the offense", tieRoll)
	case tieRoll > 0:
		return false, fmt.Sprintf(": a tie, the even tie roll %d wins it for the defense", tieRoll)
	}
	st.Sayf("a tie at %d and no tie roll given: %s (give the tie roll: odd wins it for the offense)", offense, old)
	return oldWins, ": a tie"
}

// larger reports t as larger in body than a ("a body size that is larger
// than your own").
func larger(t, a *encounter.Combatant) bool {
	return t.Stat("size") > 0 && a.Stat("size") > 0 && t.Stat("size") > a.Stat("size")
}

// hold sets the grapple: "Both characters are stuck there, unable to move
// or do anything for as long as the grapple is held. DC defends against any
// attack headed their way."
func hold(st *encounter.State, a, t *encounter.Combatant, strength int) {
	letGoOf(st, t)
	t.SetCondition(encounter.Condition{Name: CondGrappled, Degree: strength, Detail: a.ID, Remaining: -1})
	a.SetCondition(encounter.Condition{Name: CondGrappling, Detail: t.ID, Remaining: -1})
	st.Sayf("%s grapples %s (strength %d): both are stuck and defend with DC; %s may try to escape once per round", a.Name, t.Name, strength, t.Name)
}

// letGo ends the grapple a grappler holds.
func letGo(st *encounter.State, a *encounter.Combatant) {
	endGrapple(st, a, CondGrappling, CondGrappled)
}

// letGoOf ends the grapple held on t.
func letGoOf(st *encounter.State, t *encounter.Combatant) {
	endGrapple(st, t, CondGrappled, CondGrappling)
}

// endGrapple removes c's grapple condition own and the other side's
// condition other from the combatant own names.
func endGrapple(st *encounter.State, c *encounter.Combatant, own, other string) {
	cd := c.Condition(own)
	if cd == nil {
		return
	}
	partner := cd.Detail
	c.RemoveCondition(own)
	if p, err := st.Combatant(partner); err == nil {
		p.RemoveCondition(other)
	}
}

type escapeEvent struct {
	encounter.OnCombatant
	Strength *int `json:"strength"`
	// TieRoll breaks a tie with the grapple's strength; the one escaping
	// is the offense ("An odd roll wins it for the offense").
	TieRoll int `json:"tie_roll"`
}

func (p escapeEvent) Validate() error { return needStrength(p.Strength, "escape needs the check's") }

// escape is "After a grapple is set the grappled character may try to
// escape it once per round. The grappler does not need to do anything to
// hold it at its current strength." The escape is the offense against the
// grapple's strength: above it escapes, below it does not, a tie goes to
// the tie roll (odd: escaped). The smaller body adds +4 ("your defense
// against being grappled").
func escape(st *encounter.State, c *encounter.Combatant, p escapeEvent) error {
	held := c.Condition(CondGrappled)
	if held == nil {
		return fmt.Errorf("%s is not grappled", c.Name)
	}
	if c.Resource("_escape_round") == st.Round && st.Round > 0 {
		return fmt.Errorf("%s already tried to escape this round (\"once per round\")", c.Name)
	}
	c.SetResource("_escape_round", st.Round)
	strength := *p.Strength
	bonus := ""
	if a, err := st.Combatant(held.Detail); err == nil && larger(a, c) {
		strength += LargerGrappleBonus
		bonus = fmt.Sprintf(" (+%d against a larger body)", LargerGrappleBonus)
	}
	grip := held.Degree
	// Logs saved before escapes took a tie roll escaped on a tie.
	won, tie := grappleContest(st, strength, grip, p.TieRoll, true, "the escape succeeds")
	if !won {
		st.Sayf("%s fails to escape: %d%s does not beat the grapple's %d%s", c.Name, strength, bonus, grip, tie)
		return nil
	}
	letGoOf(st, c)
	st.Sayf("%s escapes the grapple: %d%s against %d%s", c.Name, strength, bonus, grip, tie)
	return nil
}

// release is the grappler letting go.
func release(st *encounter.State, c *encounter.Combatant, _ encounter.OnCombatant) error {
	if !c.Has(CondGrappling) {
		return fmt.Errorf("%s holds no grapple", c.Name)
	}
	letGo(st, c)
	st.Sayf("%s lets go", c.Name)
	return nil
}

// Sacrifice kinds.
const (
	SacrificeArmor  = "armor"
	SacrificeWeapon = "weapon"
)

type sacrificeEvent struct {
	encounter.OnCombatant
	Kind string `json:"kind"`
	Item string `json:"item"`
	Tear int    `json:"tear"`
}

func (p sacrificeEvent) Validate() error {
	if p.Kind != SacrificeArmor && p.Kind != SacrificeWeapon {
		return fmt.Errorf("sacrifice kind %q: use armor or weapon", p.Kind)
	}
	if strings.TrimSpace(p.Item) == "" {
		return fmt.Errorf("sacrifice needs the \"item\" that takes the tear")
	}
	if p.Tear < 1 {
		return fmt.Errorf("sacrifice needs the \"tear\" it takes (1 or more)")
	}
	return nil
}

// sacrifice moves tear from the combatant to an item. Armour: "lets your
// armor or shield take tear damage instead of your character. It has no
// effect on wear damage but you can subtract from the defensive value of a
// piece of armor or shield any tear damage heading towards your
// character." Weapon: "Instead of taking a tear of damage one of your
// weapons takes a -1 hit penalty … Any weapon that reaches -6 finally
// breaks … Ranged weapons may be sacrificed but as soon as they are
// damaged they break". Only open tear (not scars) can be taken back.
func sacrifice(st *encounter.State, c *encounter.Combatant, p sacrificeEvent) error {
	open := c.Tear - c.Scar
	if p.Tear > open {
		return fmt.Errorf("%s has %d tear that is not a scar: an item cannot take %d", c.Name, open, p.Tear)
	}
	key := "sacrificed:" + p.Item
	if p.Kind == SacrificeArmor {
		c.Tear -= p.Tear
		c.AddResource(key, p.Tear)
		st.Sayf("%s's %s takes %d tear instead (wear stays %d): lower its defensive value by %d on the sheet (%d in all)",
			c.Name, p.Item, p.Tear, c.Wear, p.Tear, c.Resource(key))
		updateHealth(st, c)
		return nil
	}
	i := -1
	for j, a := range c.Attacks {
		if strings.EqualFold(a.Name, p.Item) {
			i = j
		}
	}
	if i < 0 {
		_, err := c.FindAttack(p.Item)
		return fmt.Errorf("a sacrificed weapon must be one of the attacks: %w", err)
	}
	atk := &c.Attacks[i]
	if brokenWeapon(c, atk.Name) {
		return fmt.Errorf("%s is broken", atk.Name)
	}
	c.Tear -= p.Tear
	atk.Hit -= p.Tear
	c.AddResource(key, p.Tear)
	st.Sayf("%s's %s takes %d tear instead: Hit −%d, now %d", c.Name, atk.Name, p.Tear, p.Tear, atk.Hit)
	if strings.EqualFold(atk.Kind, "Ranged") || c.Resource(key) >= WeaponBreaksAt {
		c.SetResource("_broken:"+atk.Name, 1)
		st.Sayf("%s breaks and becomes useless", atk.Name)
	}
	updateHealth(st, c)
	return nil
}

// brokenWeapon reports an attack whose weapon a sacrifice broke.
func brokenWeapon(c *encounter.Combatant, name string) bool {
	return name != "" && c.Resource("_broken:"+name) > 0
}

// Fire events and the condition they set.
const (
	EventIgnite     = "ignite"
	EventExtinguish = "extinguish"
	CondOnFire      = "On fire"
)

// ignite sets a combatant on fire after a failed Luck Save against an attack
// with the Fire aspect; the fire's damage roll (the Luck Save table's, as
// the GM reads it) is kept as the condition's detail.
type igniteEvent struct {
	encounter.OnTarget
	Damage string `json:"damage"`
}

func ignite(st *encounter.State, t *encounter.Combatant, p igniteEvent) error {
	if t.Dead {
		return fmt.Errorf("%s is dead", t.Name)
	}
	t.SetCondition(encounter.Condition{Name: CondOnFire, Detail: strings.TrimSpace(p.Damage), Remaining: -1})
	st.Sayf("%s is set on fire: \"Fire damage should be rolled once at the end of each round until the blaze is extinguished, including the round that started the fire. Armor and shield do not protect against it.\"", t.Name)
	return nil
}

// extinguish puts the fire out: "Diving into something like a pool of water
// puts the flames out instantly", or a remade Luck Save after "a stop, drop
// and roll".
func extinguish(st *encounter.State, c *encounter.Combatant, _ encounter.OnCombatant) error {
	if !c.RemoveCondition(CondOnFire) {
		return fmt.Errorf("%s is not on fire", c.Name)
	}
	st.Sayf("%s's fire is out", c.Name)
	return nil
}

// fireReminders say, when a round ends, who burns: the fire's damage is
// "rolled once at the end of each round", as wear that armour does not stop.
func fireReminders(st *encounter.State) {
	for _, c := range st.Combatants {
		if cd := c.Condition(CondOnFire); cd != nil && !c.Dead {
			roll := cd.Detail
			if roll == "" {
				roll = "its fire damage"
			}
			st.Sayf("%s is on fire: roll %s as wear (armour and shield do not protect); a stop, drop and roll remakes the Luck Save", c.Name, roll)
		}
	}
}
