package dragonhead

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"sessionzero/rules"
	"sessionzero/rules/encounter"
)

// Conditions the combat rules put on combatants.
const (
	CondStunned     = "Stunned"
	CondKnockedDown = "Knocked down"
	CondCasting     = "Casting"
	CondSpellLost   = "X"
	CondMoraleCheck = "Morale check"
	CondBackingAway = "Backing away"
	CondFleeing     = "Fleeing"
	CondRouted      = "Running away screaming"
)

// RestsPerDay is "A character can only rest ten times a day."
const RestsPerDay = SheetRests

// CombatRules are the Dragonhead combat rules for the encounter engine: the
// event table combatEvents plus Start, NewCombatant and Decorate.
type CombatRules struct{ encounter.Events }

// NewCombatRules returns the Dragonhead combat rules.
func NewCombatRules() CombatRules { return CombatRules{combatEvents} }

var combatEvents = encounter.NewEvents(ID, encounter.ModeCombat, "Dragonhead combat",
	encounter.Handle(EventInitiative, "roll initiative and start a round: "+encounter.Fields[InitiativePayload]()+` (even: characters first in seat order; odd: creatures first, then the characters in the same seat order)`, initiative),
	encounter.Handle(EventSurprise, "a surprise round instead of initiative: "+encounter.Fields[SurprisePayload]()+" acts, the others defend with DC", surprise),
	encounter.HandleBare(EventEndTurn, `the active combatant is done; the next one's turn`, endTurn),
	encounter.HandleOn(EventMove, "the active combatant moves: "+encounter.Fields[MovePayload]("steps?", "run?"), move),
	encounter.HandleShared(EventAttack, "Hit vs AC: "+encounter.Fields[AttackPayload]("defense"+encounter.Words([]string{DefenseAC, DefenseDC}), "damage_rolls: [one per success]", "damage_type: p|s|m|b|i", "scar?", "attack?")+` (AC only when greater than DC; DC when surprised, from behind, knocked down or fleeing; +4 against a larger "size"; an area attack ignores AC/DC)`, attackOn, autoAttackShared),
	encounter.HandleOn(EventDamage, "wear from anything else: "+encounter.Fields[DamagePayload]("damage_type?", "scar?", "blow?"), damage),
	encounter.HandleOn(EventTryHard, "trying hard costs wear: "+encounter.Fields[TryHardPayload]("level: 1|2"), tryHard),
	encounter.HandleOn(EventHeal, "magical healing: "+encounter.Fields[HealPayload]("wear?", "tear?")+` (the wear recovered counts for effort XP)`, heal),
	encounter.HandleOn(EventMorale, "a morale (Spirit) check: "+encounter.Fields[MoralePayload]()+` (characters and creatures; a creature without an M is not affected)`, morale),
	encounter.HandleOn(EventCast, "cast a spell: "+encounter.Fields[CastPayload]("time?")+` (a full fail or crash X-es it)`, cast),
	encounter.HandleOn(EventRecoverSpell, "a spell X-ed out is recovered: "+encounter.Fields[SpellPayload](), recoverSpell),
	encounter.HandleOn(EventRest, "a rest outside combat: "+encounter.Fields[RestPayload]()+` (wear recovered, ten rests a day)`, rest),
	encounter.HandleOn(EventSleep, "a night's sleep: "+encounter.Fields[SleepPayload](), sleep),
	encounter.HandleOn(EventGrapple, "a grapple as the attack: "+encounter.Fields[GrapplePayload]()+` (it holds when strength beats escape, +4 to the escape of a smaller target; a tie goes to the tie roll, odd for the grappler; the same grappler again resets it, losing it on a full fail)`, grapple),
	encounter.HandleOn(EventEscape, "escape a grapple, once per round: "+encounter.Fields[EscapePayload]()+` (free when strength beats the grapple's, +4 against a larger grappler; a tie goes to the tie roll, odd for the one escaping)`, escape),
	encounter.HandleOn(EventRelease, "the grappler lets go: "+encounter.Fields[ReleasePayload](), release),
	encounter.HandleOn(EventIgnite, "set on fire after a failed Luck Save: "+encounter.Fields[IgnitePayload]("damage?: the fire's roll per round"), ignite),
	encounter.HandleOn(EventExtinguish, "the fire is out: "+encounter.Fields[ExtinguishPayload](), extinguish),
	encounter.HandleOn(EventWrittenBack, "the results were written back to the combatant's library character: "+encounter.Fields[WrittenBackPayload]()+` (the next write-back gives only the effort XP of wear recovered since)`, writtenBack),
	encounter.HandleOn(EventSacrifice, "armour or weapon sacrifice: "+encounter.Fields[SacrificePayload]("kind"+encounter.Words([]string{string(SacrificeArmor), string(SacrificeWeapon)}))+` (the item takes tear instead: armour loses defensive value, a weapon −1 Hit per tear)`, sacrifice),
)

type combatExt struct {
	ambusher string
	// at are the places in st.Combatants of the first atLen combatants of
	// st.Order, as startRound made it (inTurn checks each by its ID).
	at    [32]uint8
	atLen int
	// moraleDue counts the combatants given a morale check that have not
	// made it yet (never fewer: one removed from the fight may still
	// count), so the autopilot looks for them only when there are some.
	moraleDue int
	// broken is set once a sacrifice breaks a weapon in this fight:
	// until then no weapon needs looking up (brokenWeapon).
	broken bool
	// next is the autopilot's slot for the event it proposes (one), not
	// part of the fight.
	next [1]encounter.Event
	// rolls is the autopilot's room for the damage rolls of the attacks
	// it proposes (damageRolls), not part of the fight.
	rolls []int
	// attacks is the autopilot's room for the payloads of the attacks it
	// proposes (attackRoom), not part of the fight either.
	attacks []autoAttack
	// odds is the autopilot's own short list of odds it looked up
	// (recentOdds), not part of the fight: a kept answer is the answer
	// for its key in any fight.
	odds recentOdds
}

// Start implements encounter.Rules: round 0 until initiative is rolled.
func (r CombatRules) Start(setup encounter.Setup) (*encounter.State, error) {
	st := encounter.NewState(ID, encounter.ModeCombat)
	st.Ext = &combatExt{}
	if len(setup.Sides) < 2 {
		return nil, fmt.Errorf("combat needs at least two sides (got %d)", len(setup.Sides))
	}
	if err := st.AddSides(setup.Sides, true); err != nil {
		return nil, err
	}
	if err := st.AddCombatants(setup.Combatants, r.NewCombatant); err != nil {
		return nil, err
	}
	return st, nil
}

// NewCombatant implements encounter.Rules. Stats: hp (required), stun
// (default Actual HP / 2 taken from hp), ac, dc, morale (the M circle, 0 for
// none), attacks (per round, default 1), ex (wear per try-hard level,
// default 1), wear, tear, scar.
func (CombatRules) NewCombatant(st *encounter.State, cs encounter.CombatantSetup) (*encounter.Combatant, error) {
	c := encounter.BaseCombatant(st, cs)
	c.Side = sideText(st, c.Side)
	if c.Kind != KindCharacter && c.Kind != KindCreature {
		return nil, fmt.Errorf("combatant %q: kind %q must be character or creature", cs.ID, c.Kind)
	}
	hp := c.Stat("hp")
	if hp <= 0 {
		return nil, fmt.Errorf("combatant %q: stats.hp must be above 0", cs.ID)
	}
	if err := rules.CheckRanges("stats.", cs.Stats, combatantStatRanges); err != nil {
		return nil, fmt.Errorf("combatant %q: %w", cs.ID, err)
	}
	if _, ok := cs.Stats["stun"]; !ok {
		c.Stats["stun"] = StunPoint(hp)
	}
	if _, ok := cs.Stats["attacks"]; !ok {
		c.Stats["attacks"] = 1
	}
	if _, ok := cs.Stats["ex"]; !ok {
		c.Stats["ex"] = 1
	}
	c.WearTear = true
	c.BaseMaxHP, c.MaxHP = hp, hp
	c.Wear, c.Tear, c.Scar = c.Stat("wear"), c.Stat("tear"), c.Stat("scar")
	if c.Wear < 0 || c.Tear < 0 || c.Scar < 0 || c.Tear > c.Wear || c.Scar > c.Tear {
		return nil, fmt.Errorf("combatant %q: damage must be 0 ≤ scar ≤ tear ≤ wear", cs.ID)
	}
	c.SetResource("rests", c.Stat("rests"))
	c.Ext = newFighter(c) // Stats and Dice are final now
	updateHealth(st, c)
	return c, nil
}

// sideText is the side's own ID when it is exactly side (the same text),
// else side. A combatant's Side then shares its text with the side's ID
// and with its side-mates', so that the comparisons of sides on every pick
// and after every event find the same text at once instead of comparing
// it letter by letter; what it says is unchanged.
func sideText(st *encounter.State, side string) string {
	for _, sd := range st.Sides {
		if sd.ID == side {
			return sd.ID
		}
	}
	return side
}

// Decorate implements encounter.Rules: the damage circles as on the sheet.
func (CombatRules) Decorate(st *encounter.State, c *encounter.Combatant, row *encounter.Row) {
	row.Circles = DamageCircles(c.MaxHP, c.Stat("morale"), c.Wear, c.Tear, c.Scar)
}

func initiative(st *encounter.State, p InitiativePayload) error {
	startRound(st, p.Roll, "")
	return nil
}

func surprise(st *encounter.State, p SurprisePayload) error {
	if st.Side(p.Side) == nil {
		return fmt.Errorf("no side %q", p.Side)
	}
	startRound(st, 0, p.Side)
	return nil
}

func endTurn(st *encounter.State) error {
	if st.ActiveID() == "" {
		return fmt.Errorf("nobody's turn: roll initiative for the next round")
	}
	st.Turn++
	for st.Turn < len(st.Order) && outOfFight(st, st.Turn) {
		st.Turn++ // fell earlier this round: no turn
	}
	if st.Turn >= len(st.Order) {
		st.Turn = -1
		st.Surprised = ""
		st.Ext.(*combatExt).ambusher = ""
		if !st.Quiet {
			st.Sayf("Round %d ends: roll initiative", st.Round)
		}
		fireReminders(st)
		return nil
	}
	beginTurn(st)
	return nil
}

func move(st *encounter.State, c *encounter.Combatant, p MovePayload) error {
	if err := mustBeActive(st, c); err != nil {
		return err
	}
	if c.Actions < 1 && acting(c) == 0 {
		return fmt.Errorf("%s has no action left this round", c.Name)
	}
	if err := stuck(c, "move"); err != nil {
		return err
	}
	useAction(c)
	if p.Run {
		st.Sayf("%s runs %d steps: checks are harder until the round ends", c.Name, p.Steps)
	}
	return nil
}

func damage(st *encounter.State, t *encounter.Combatant, p DamagePayload) error {
	return takeDamage(st, t, p.Wear, p.DamageType, p.Scar, p.Blow)
}

// tryHard is "Try Harder 1 wear … Try Hardest 2 wear", times Ex for big
// bodies.
func tryHard(st *encounter.State, c *encounter.Combatant, p TryHardPayload) error {
	wear := p.Level * c.Stat("ex")
	st.Sayf("%s tries hard: %d wear", c.Name, wear)
	return takeDamage(st, c, wear, "", false, false)
}

func recoverSpell(st *encounter.State, c *encounter.Combatant, p SpellPayload) error {
	for i, cd := range c.Conditions {
		if cd.Name == CondSpellLost && strings.EqualFold(cd.Detail, p.Spell) {
			c.Conditions = append(c.Conditions[:i], c.Conditions[i+1:]...)
			st.Sayf("%s recovers %s", c.Name, p.Spell)
			return nil
		}
	}
	return fmt.Errorf("%s has no X-ed spell %q", c.Name, p.Spell)
}

// startRound orders the round. roll > 0 is an initiative roll; ambusher
// names the side of a surprise round ("No initiative is rolled").
func startRound(st *encounter.State, roll int, ambusher string) {
	st.Round++
	ext := st.Ext.(*combatExt)
	ext.ambusher = ambusher
	var room [16]int // the characters' places in st.Combatants; most fights fit: no allocation
	chars := room[:0]
	var creatures int
	for i, c := range st.Combatants {
		if ambusher != "" && c.Side != ambusher || c.Dead || c.Unconscious {
			continue // the dead and the passed-out get no turn
		}
		if c.Kind == KindCharacter {
			chars = append(chars, i)
		} else {
			creatures++
		}
	}
	slices.SortStableFunc(chars, func(a, b int) int { return cmp.Compare(st.Combatants[a].Seat, st.Combatants[b].Seat) })
	// The order: the characters in seat order and the creatures in the
	// encounter's order, the creatures first on an odd roll
	// (InitiativeOrder). ext.at keeps where each one is (inTurn).
	order := make([]string, 0, len(chars)+creatures)
	ext.atLen = 0
	add := func(i int) {
		order = append(order, st.Combatants[i].ID)
		if ext.atLen < len(ext.at) && i < 256 {
			ext.at[ext.atLen] = uint8(i)
			ext.atLen++
		}
	}
	addChars := func() {
		for _, i := range chars {
			add(i)
		}
	}
	addCreatures := func() {
		for i, c := range st.Combatants {
			if ambusher != "" && c.Side != ambusher || c.Dead || c.Unconscious || c.Kind == KindCharacter {
				continue
			}
			add(i)
		}
	}
	if ambusher != "" || roll%2 == 0 {
		addChars()
		addCreatures()
	} else {
		addCreatures()
		addChars()
	}
	st.Order = order
	if ambusher != "" {
		st.Surprised = ambusher
		st.Sayf("Round %d: surprise attack by %s; the others can do nothing and defend with DC", st.Round, ambusher)
	} else {
		st.Surprised = ""
		if !st.Quiet {
			who := "characters"
			if roll%2 == 1 {
				who = "creatures"
			}
			st.Sayf("Round %d: initiative %d, the %s win it", st.Round, roll, who)
		}
	}
	for _, c := range st.Combatants {
		c.Actions = 0
		setActing(c, 0)
		attacks := 0 // written once, when it is known
		if !c.Dead && !c.Unconscious {
			tickCasting(st, c)
			if ambusher == "" || c.Side == ambusher {
				c.Actions = 1
				attacks = statsOf(c).attacks
			}
		}
		setAttacks(c, attacks)
	}
	st.Turn = -1
	if len(st.Order) > 0 {
		st.Turn = 0
		beginTurn(st)
	}
}

// tickCasting counts a spell's Time down: "the number of rounds it takes to
// cast a spell".
func tickCasting(st *encounter.State, c *encounter.Combatant) {
	cd := c.Condition(CondCasting)
	if cd == nil || cd.Remaining < 0 {
		return
	}
	cd.Remaining--
	if cd.Remaining <= 0 {
		spell := cd.Detail
		c.RemoveCondition(CondCasting)
		st.Sayf("%s's %s is cast", c.Name, spell)
	}
}

// beginTurn spends the action a stun or knock-down takes: "Mark a stun with
// an S … Mark a knock down with a K. Erase these letters as actions are
// spent to recover from them."
func beginTurn(st *encounter.State) {
	if st.ActiveID() == "" {
		return
	}
	c, err := inTurn(st, st.Turn)
	if err != nil || c.Actions < 1 {
		return
	}
	switch {
	case c.RemoveCondition(CondStunned):
		c.Actions = 0
		setAttacks(c, 0)
		if !st.Quiet {
			st.Sayf("%s loses this action to the stun", c.Name)
		}
	case c.RemoveCondition(CondKnockedDown):
		c.Actions = 0
		setAttacks(c, 0)
		if !st.Quiet {
			st.Sayf("%s spends this action standing back up", c.Name)
		}
	}
}

// mustBeActive refuses an action out of turn.
func mustBeActive(st *encounter.State, c *encounter.Combatant) error {
	if st.ActiveID() != c.ID {
		return fmt.Errorf("it is not %s's turn", c.Name)
	}
	return nil
}

// activeAgainst checks that it is a's turn and finds the target it names.
func activeAgainst(st *encounter.State, a *encounter.Combatant, target string) (*encounter.Combatant, error) {
	if err := mustBeActive(st, a); err != nil {
		return nil, err
	}
	return st.Combatant(target)
}

// useAction marks the combatant's one action as being used this turn.
func useAction(c *encounter.Combatant) {
	if c.Actions > 0 {
		c.Actions = 0
		setActing(c, 1)
	}
}

// defenceOf is the target's defence against one attack (defenceAgainst),
// its note on a DC given a value said in the log.
func defenceOf(st *encounter.State, a, t *encounter.Combatant, p *AttackPayload) (Defence, error) {
	d, note, err := defenceAgainst(st, a, t, p)
	if note != "" {
		st.Sayf("%s", note)
	}
	return d, err
}

// defenceAgainst is the target's defence against one attack. chosen "dc"
// (or a surprise round, a back attack, a target knocked down or fleeing)
// defends with DC; otherwise AC when it is greater than DC. note says why a
// defence value given for a DC was not used.
func defenceAgainst(st *encounter.State, a, t *encounter.Combatant, p *AttackPayload) (Defence, string, error) {
	in, err := defenceInput(st, a, t, p)
	if err != nil {
		return Defence{}, "", err
	}
	d := DefenceFor(in)
	if p.DefenseValue != nil && !p.Area {
		if d.Which == DefenseDC {
			// "You may risk roll AC to make it better (or possibly worse)
			// but DC cannot be risk rolled."
			if *p.DefenseValue != d.Value {
				return d, fmt.Sprintf("DC cannot be risk rolled: %s defends with DC %d, not the %d given", t.Name, d.Value, *p.DefenseValue), nil
			}
			return d, "", nil
		}
		d.Value = *p.DefenseValue
	}
	return d, "", nil
}

// defenceInput is what DefenceFor needs to know of an attack: the target's
// AC and DC, whether it defends with DC, whether the attacker is larger.
func defenceInput(st *encounter.State, a, t *encounter.Combatant, p *AttackPayload) (DefenceInput, error) {
	ext := st.Ext.(*combatExt)
	af, tf := statsOf(a), statsOf(t)
	as, ts := af.size, tf.size
	in := DefenceInput{AC: tf.ac, DC: tf.dc, Area: p.Area, Larger: as > 0 && ts > 0 && as > ts}
	defense := p.Defense // most attacks name none
	if defense != "" {
		defense = strings.ToLower(defense)
	}
	switch defense {
	case DefenseAC:
	case DefenseDC:
		in.UseDC = true
	case "":
		// surprised ("Stupefied, they defend with DC"), from behind ("They
		// defend with DC instead of AC"), flat on their back ("you defend
		// with DC") or fleeing ("defending with DC")
		// or grappling ("DC defends against any attack headed their way")
		in.UseDC = p.Back || ext.ambusher != "" && t.Side != ext.ambusher || hasAny(t, offGuardConds[:])
	default:
		return DefenceInput{}, fmt.Errorf("defense %q: use ac or dc", p.Defense)
	}
	return in, nil
}

// attack applies an attack event. p is the event's own decoded copy (the
// handler decodes into a pointer: see AttackPayload.ConvertTo), so the
// damage type and armour roll it settles are written into it.
func attack(st *encounter.State, a *encounter.Combatant, p *AttackPayload) error {
	t, err := activeAgainst(st, a, p.Target)
	if err != nil {
		return err
	}
	left := attacksLeft(a)
	if left < 1 {
		return fmt.Errorf("%s has no attack left this round (%d per round)", a.Name, a.Stat("attacks"))
	}
	moraleReminder(st, a)
	if p.Hit == nil && !p.Area {
		return fmt.Errorf("attack needs the \"hit\" strength")
	}
	if p.ArmorRoll < 0 {
		return fmt.Errorf("armor_roll cannot be negative")
	}
	// pick is the attacker's own attack (read, never changed here), and
	// aspects whether it has any: most have none, and then no aspect
	// needs looking for.
	var pick *encounter.Attack
	aspects := false
	if p.Attack != "" && len(a.Attacks) > 0 {
		// A pick carried from the character gives the damage type.
		i := attackIndex(a, p.Attack)
		if i < 0 {
			_, err := a.FindAttack(p.Attack) // its error lists the attacks there are
			return err
		}
		atk := &a.Attacks[i]
		pick, aspects = atk, len(atk.Aspects) > 0
		if p.DamageType == "" {
			p.DamageType = atk.Type
		}
		if brokenWeapon(st, a, atk.Name) {
			return fmt.Errorf("%s is broken and useless", atk.Name)
		}
		if aspects {
			if has, roll := burstAspect(*atk); has && p.Burst == nil {
				// Logs saved before bursts were counted still replay.
				st.Sayf("%s has the Burst aspect: \"After rolling to hit, roll the burst die\" (%s) and give it as \"burst\"; counted as one shot", atk.Name, orText(roll, "its die"))
			}
		}
	}
	if p.Burst != nil && *p.Burst < 1 {
		// "Any roll less than 1 spreads the burst so thin it misses everything."
		useAction(a)
		setAttacks(a, left-1)
		st.Sayf("%s's burst rolls %d: \"Any roll less than 1 spreads the burst so thin it misses everything\"", a.Name, *p.Burst)
		return nil
	}
	def, err := defenceOf(st, a, t, p)
	if err != nil {
		return err
	}
	ch := Challenge{Successes: len(p.DamageRolls), Explain: def.Explain}
	if !p.Area {
		// A quiet state (the forecast's) says nothing: the challenge's
		// words are only written for the log or an error.
		ch, err = challengeResult(*p.Hit, def.Value, p.TieRoll, !st.Quiet)
		if err != nil {
			return err
		}
	}
	if ch.Successes > 0 && len(p.DamageRolls) != ch.Successes {
		if !p.Area {
			ch, _ = ChallengeResult(*p.Hit, def.Value, p.TieRoll)
		}
		return fmt.Errorf("%s: %d success(es) need %d damage roll(s), got %d", ch.Explain, ch.Successes, ch.Successes, len(p.DamageRolls))
	}
	for _, r := range p.DamageRolls {
		if r < 0 {
			return fmt.Errorf("a damage roll cannot be negative")
		}
	}
	if p.DamageType != "" {
		if _, ok := ParseDamageType(p.DamageType); !ok {
			return fmt.Errorf("damage type %q: use p, s, m, b or i", p.DamageType)
		}
	}
	useAction(a)
	setAttacks(a, left-1)
	name := p.Attack
	if name == "" {
		name = "attack"
	}
	which := ""
	if !st.Quiet {
		which = strings.ToUpper(def.Which)
		if p.Area {
			which = "area"
		}
	}
	if ch.Successes == 0 {
		if !st.Quiet {
			st.Sayf("%s's %s on %s (%s): %s", a.Name, name, t.Name, which, ch.Explain)
		}
		return nil
	}
	if aspects {
		p.ArmorRoll, p.Scar = aspectsOnDamage(st, *pick, p.ArmorRoll, p.Scar)
	}
	wear := DefendedDamage(p.DamageRolls, p.ArmorRoll)
	if p.Burst != nil {
		per, total := burstWear(*p.Burst, p.DamageRolls, p.ArmorRoll)
		wear = total
		st.Sayf("%s's %s bursts into %s (%s): %s; %d shots × (damage %v − armour %d = %d) = %d wear, one blow for the stun",
			a.Name, name, t.Name, which, ch.Explain, *p.Burst, p.DamageRolls, p.ArmorRoll, per, wear)
	} else if !st.Quiet {
		st.Sayf("%s's %s hits %s (%s): %s; damage %v − armour %d = %d", a.Name, name, t.Name, which, ch.Explain, p.DamageRolls, p.ArmorRoll, wear)
	}
	if hasAny(a, grappleConds[:]) {
		st.Sayf("%s is in a grapple: \"you may make a kick attack … but it will always be a hard one\"", a.Name)
	}
	if aspects && hasAspect(*pick, "Grapple") && p.Hit != nil && !t.Dead {
		// "This attack simultaneously does damage and grapples whoever it
		// hits using the strength of the hit for the grapple"
		hold(st, a, t, *p.Hit)
	}
	if aspects && hasAspect(*pick, "Fire") {
		st.Sayf("%s bears the Fire aspect: %s makes a Luck Save (\"Anyone hit by an attack bearing the Fire aspect should make a Luck Save to see if the character has been set on fire\")", pick.Name, t.Name)
	}
	return takeDamage(st, t, wear, p.DamageType, p.Scar, true)
}

// takeDamage records wear and the tear its type does: "All damage is taken
// as wear damage. Damage type tells us how many points of wear it takes to
// do one point of tear." A blow may stun or knock down.
func takeDamage(st *encounter.State, t *encounter.Combatant, wear int, damageType string, scar, blow bool) error {
	if wear <= 0 {
		return nil
	}
	if t.Dead {
		return fmt.Errorf("%s is already dead", t.Name)
	}
	tear := 0
	if damageType == "" {
		if blow {
			// "Forget to mention it and the attack does all wear and no tear."
			st.Sayf("no damage type named: all wear and no tear")
		}
	} else {
		dt, ok := ParseDamageType(damageType)
		if !ok {
			return fmt.Errorf("damage type %q: use p, s, m, b or i", damageType)
		}
		tear = dt.Tear(wear)
		if !st.Quiet {
			st.Sayf("%s takes %d %s: %d wear, %d tear (%d:1)", t.Name, wear, dt.Name, wear, tear, dt.Ratio)
		}
	}
	t.Wear += wear
	t.Tear = min(t.Tear+tear, t.Wear)
	if scar {
		t.Scar = min(t.Scar+tear, t.Tear)
	}
	if blow {
		stun := statsOf(t).stun
		stunned, flat := StunResult(wear, stun)
		switch {
		case flat:
			setCond(t, encounter.Condition{Name: CondStunned, Remaining: -1})
			setCond(t, encounter.Condition{Name: CondKnockedDown, Remaining: -1})
			if !st.Quiet {
				st.Sayf("%s is knocked flat (%d wear ≥ 2 × stun %d): loses an action and another standing up", t.Name, wear, stun)
			}
		case stunned:
			setCond(t, encounter.Condition{Name: CondStunned, Remaining: -1})
			if !st.Quiet {
				st.Sayf("%s is stunned (%d wear ≥ stun %d): loses the next action", t.Name, wear, stun)
			}
		}
		if (stunned || flat) && t.RemoveCondition(CondCasting) {
			st.Sayf("%s loses the spell being cast", t.Name)
		}
		if (stunned || flat) && t.Has(CondGrappling) {
			// "When grappling someone or desperately holding onto something you let go."
			letGo(st, t)
			st.Sayf("%s is stunned and lets go of the grapple", t.Name)
		}
		if (stunned || flat) && st.ActiveID() == t.ID && t.Actions > 0 {
			beginTurn(st)
		}
	}
	updateHealth(st, t)
	return nil
}

// updateHealth sets out, dead and the morale check from the circles.
func updateHealth(st *encounter.State, c *encounter.Combatant) {
	if c.Dead {
		return
	}
	if IsDead(c.Tear, c.MaxHP) {
		c.Dead, c.Unconscious, c.Actions = true, true, 0
		if !st.Quiet {
			st.Sayf("%s is dead: tear %d crosses the D after %d", c.Name, c.Tear, c.MaxHP)
		}
		return
	}
	out := IsOut(c.Wear, c.MaxHP)
	if out && !c.Unconscious {
		c.Actions = 0
		if !st.Quiet {
			st.Sayf("%s passes out: wear %d is past %d HP", c.Name, c.Wear, c.MaxHP)
		}
	} else if !out && c.Unconscious {
		st.Sayf("%s comes to", c.Name)
	}
	c.Unconscious = out
	c.Injured = c.Tear > 0
	if m := statsOf(c).morale; MoraleDue(c.Tear, m) && c.Resource("_morale_checked") == 0 && !c.Has(CondMoraleCheck) {
		setCond(c, encounter.Condition{Name: CondMoraleCheck, Remaining: -1})
		if x, ok := st.Ext.(*combatExt); ok {
			x.moraleDue++
		}
		if !st.Quiet {
			st.Sayf("%s: tear %d passes the M at %d: morale check", c.Name, c.Tear, m)
		}
	}
}

func heal(st *encounter.State, t *encounter.Combatant, p HealPayload) error {
	if t.Dead {
		return fmt.Errorf("%s is dead", t.Name)
	}
	// Scars heal only after all other damage, at 5 points of tear repair each.
	open := t.Tear - t.Scar
	healedTear := min(p.Tear, open)
	t.Tear -= healedTear
	if left := p.Tear - healedTear; left > 0 && t.Wear-p.Wear <= t.Tear {
		scars := min(left/5, t.Scar)
		t.Scar -= scars
		t.Tear -= scars
	}
	before := t.Wear
	t.Wear = max(t.Wear-p.Wear, t.Tear)
	// "You do gain XP for magical healing": the wear it recovers counts
	// like a rest's for the effort XP the write-back gives.
	got := before - t.Wear
	t.AddResource(effortKey, got)
	updateHealth(st, t)
	if got > 0 {
		st.Sayf("%s heals to %d wear, %d tear (%d wear recovered, %d effort XP)", t.Name, t.Wear, t.Tear, got, EffortPoints(got, true))
	} else {
		st.Sayf("%s heals to %d wear, %d tear", t.Name, t.Wear, t.Tear)
	}
	return nil
}

// needStrength refuses a check event without the check's "strength"; what
// says whose ("morale needs the check's").
func needStrength(strength *int, what string) error {
	if strength == nil {
		return fmt.Errorf("%s \"strength\"", what)
	}
	return nil
}

func morale(st *encounter.State, c *encounter.Combatant, p MoralePayload) error {
	// "Morale is a Spirit check made by characters and creatures"; only "If
	// there is no M in the damage circles of a creature's stat block it is
	// not effected by morale."
	if c.Kind == KindCreature && c.Stat("morale") == 0 {
		return fmt.Errorf("%s has no M in its damage circles: a creature without one is not affected by morale", c.Name)
	}
	_, failure := StrengthResult(*p.Strength)
	if c.RemoveCondition(CondMoraleCheck) {
		if x, ok := st.Ext.(*combatExt); ok && x.moraleDue > 0 {
			x.moraleDue--
		}
	}
	c.SetResource("_morale_checked", 1)
	for _, n := range []string{CondBackingAway, CondFleeing, CondRouted} {
		c.RemoveCondition(n)
	}
	switch failure {
	case ResultHalfFail:
		setCond(c, encounter.Condition{Name: CondBackingAway, Remaining: -1})
	case ResultFullFail:
		setCond(c, encounter.Condition{Name: CondFleeing, Remaining: -1})
	case ResultCrash:
		setCond(c, encounter.Condition{Name: CondRouted, Remaining: -1})
	}
	if !st.Quiet {
		st.Sayf("%s's morale check, strength %d: %s", c.Name, *p.Strength, MoraleResults[failure])
	}
	return nil
}

func cast(st *encounter.State, c *encounter.Combatant, p CastPayload) error {
	if err := mustBeActive(st, c); err != nil {
		return err
	}
	if p.Spell == "" {
		return fmt.Errorf("cast needs the spell's name")
	}
	if p.Time < 0 {
		return fmt.Errorf("time cannot be negative")
	}
	for _, cd := range c.Conditions {
		if cd.Name == CondSpellLost && strings.EqualFold(cd.Detail, p.Spell) {
			return fmt.Errorf("%s is X-ed out: recover it first", p.Spell)
		}
	}
	left := attacksLeft(c)
	if left < 1 {
		return fmt.Errorf("%s has no attack left for a spell this round", c.Name)
	}
	if err := stuck(c, "cast a spell"); err != nil {
		return err
	}
	moraleReminder(st, c)
	useAction(c)
	setAttacks(c, left-1)
	if p.Strength != nil {
		// "when you fully fail to cast it you forget it. X the spell"
		if _, failure := StrengthResult(*p.Strength); failure == ResultFullFail || failure == ResultCrash {
			c.SetCondition(encounter.Condition{Name: CondSpellLost, Detail: p.Spell, Remaining: -1})
			st.Sayf("%s fails %s (strength %d): X it out", c.Name, p.Spell, *p.Strength)
			return nil
		}
	}
	if p.Time > 0 {
		c.SetCondition(encounter.Condition{Name: CondCasting, Detail: p.Spell, Remaining: p.Time})
		st.Sayf("%s starts casting %s (Time %d)", c.Name, p.Spell, p.Time)
		return nil
	}
	st.Sayf("%s casts %s", c.Name, p.Spell)
	return nil
}

func rest(st *encounter.State, c *encounter.Combatant, p RestPayload) error {
	if c.Dead {
		return fmt.Errorf("%s is dead", c.Name)
	}
	if c.Resource("rests") >= RestsPerDay {
		return fmt.Errorf("%s has rested %d times today (the most)", c.Name, RestsPerDay)
	}
	before := c.Wear
	c.Wear = max(c.Wear-p.Recovered, c.Tear)
	c.AddResource("rests", 1)
	got := before - c.Wear
	c.AddResource(effortKey, got)
	st.Sayf("%s rests (%d of %d): recovers %d wear, %d effort XP", c.Name, c.Resource("rests"), RestsPerDay, got, EffortPoints(got, true))
	updateHealth(st, c)
	return nil
}

func sleep(st *encounter.State, c *encounter.Combatant, p SleepPayload) error {
	open := c.Wear - c.Tear
	rests := c.Resource("rests")
	switch {
	case p.Safe && p.ArmorOff:
		c.Wear -= open
		c.SetResource("rests", 0)
	case p.Safe || p.ArmorOff:
		c.Wear -= open / 2
		c.SetResource("rests", rests-rests/2)
	}
	st.Sayf("%s sleeps: %d wear left, %d rests taken", c.Name, c.Wear, c.Resource("rests"))
	updateHealth(st, c)
	return nil
}

// outOfFight reports the combatant at st.Order[i] dead or passed out.
func outOfFight(st *encounter.State, i int) bool {
	c, err := inTurn(st, i)
	return err != nil || c.Dead || c.Unconscious
}

// inTurn is the combatant at st.Order[i] (0 ≤ i < len(st.Order)): at the
// place startRound saw it in st.Combatants (combatExt.at) when the one
// there still has its ID, else looked up by the ID (st.Combatant), so
// that the turns find their combatant without a map look-up each.
func inTurn(st *encounter.State, i int) (*encounter.Combatant, error) {
	id := st.Order[i]
	if x, ok := st.Ext.(*combatExt); ok && i < x.atLen {
		if j := int(x.at[i]); j < len(st.Combatants) && st.Combatants[j].ID == id {
			return st.Combatants[j], nil
		}
	}
	return st.Combatant(id)
}

// nonNegative refuses a negative number with msg.
func nonNegative(msg string, vs ...int) error {
	for _, v := range vs {
		if v < 0 {
			return errors.New(msg)
		}
	}
	return nil
}

// aspectsOnDamage applies a carried attack's aspects to a hit's armour roll
// and scar (002_81d21628bd61f597.txt "Aspects"): "ND No Defense. Armor and
// sheild do not protect against this attack"; "HD Half Defense. Any armor
// or shield roll made against this attack will be cut in half" (rounded
// down, the book's "Always Round Down"); "Scar This attack does scar
// damage".
func aspectsOnDamage(st *encounter.State, atk encounter.Attack, armorRoll int, scar bool) (int, bool) {
	switch {
	case hasAspect(atk, "ND") && armorRoll > 0:
		st.Sayf("%s has No Defense (ND): armour and shield do not protect (roll %d ignored)", atk.Name, armorRoll)
		armorRoll = 0
	case hasAspect(atk, "HD") && armorRoll > 0:
		st.Sayf("%s has Half Defense (HD): the armour roll %d is cut in half to %d", atk.Name, armorRoll, armorRoll/2)
		armorRoll /= 2
	}
	if hasAspect(atk, "Scar") && !scar {
		st.Sayf("%s bears the Scar aspect: its tear is scar damage", atk.Name)
		scar = true
	}
	return armorRoll, scar
}

// attackIndex is the index of c's attack named name, ignoring case (-1:
// none), as Combatant.FindAttack finds it, without copying the attacks.
// The same text first: the autopilot's attacks carry the attack's own name.
func attackIndex(c *encounter.Combatant, name string) int {
	for i := range c.Attacks {
		if n := c.Attacks[i].Name; n == name || strings.EqualFold(n, name) {
			return i
		}
	}
	return -1
}

// hasAspect reports an attack's aspect by name ("Fire", also "Fire 2").
func hasAspect(a encounter.Attack, name string) bool {
	for _, asp := range a.Aspects {
		if f := strings.Fields(asp); len(f) > 0 && strings.EqualFold(f[0], name) {
			return true
		}
	}
	return false
}

// stuck refuses what a grapple forbids: "Both characters are stuck there,
// unable to move or do anything for as long as the grapple is held."
func stuck(c *encounter.Combatant, what string) error {
	if c.Has(CondGrappled) || c.Has(CondGrappling) {
		return fmt.Errorf("%s is in a grapple and cannot %s: \"unable to move or do anything for as long as the grapple is held\" (escape or let go first)", c.Name, what)
	}
	return nil
}

// orText is s, or alt when s is empty.
func orText(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}

// moraleReminder says, when a combatant who failed its morale check
// attacks, that the book has it out of the fight: "With a half fail you can
// no longer fight. Instead, a character will back away from combat … With a
// full fail the character turns and flees … With a crash the character
// turns and runs". It is a reminder, not a refusal: the GM may have a new
// check or a cornered creature in mind, and logs saved before it replay.
func moraleReminder(st *encounter.State, c *encounter.Combatant) {
	if !hasAny(c, failedMoraleConds[:]) {
		return
	}
	for _, n := range []string{CondBackingAway, CondFleeing, CondRouted} {
		if c.Has(n) {
			st.Sayf("%s is %s after a failed morale check: the book says it \"can no longer fight\" (a new morale check lifts it)", c.Name, strings.ToLower(n))
			return
		}
	}
}

// offGuardConds are the conditions a target defends with DC in: knocked
// down, fleeing (also running away screaming) and in a grapple either way.
var offGuardConds = [...]string{CondKnockedDown, CondFleeing, CondRouted, CondGrappled, CondGrappling}

// grappleConds are the conditions of both sides of a grapple.
var grappleConds = [...]string{CondGrappled, CondGrappling}

// failedMoraleConds are the conditions a failed morale check leaves.
var failedMoraleConds = [...]string{CondBackingAway, CondFleeing, CondRouted}

// hasAny reports whether c has any of the conditions names (c.Has of each,
// in one pass over c's conditions). encounter.SameName's first quick answer (ASCII
// first letters that differ beyond case) is tested here, without a call
// per pair: most pairs end there.
func hasAny(c *encounter.Combatant, names []string) bool {
	for i := range c.Conditions {
		cn := c.Conditions[i].Name
		for _, n := range names {
			if len(cn) > 0 && len(n) > 0 && cn[0] < utf8.RuneSelf && n[0] < utf8.RuneSelf && cn[0]|0x20 != n[0]|0x20 {
				continue
			}
			if encounter.SameName(cn, n) {
				return true
			}
		}
	}
	return false
}
