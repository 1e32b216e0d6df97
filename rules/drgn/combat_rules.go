package drgn

import (
	"fmt"
	"sessionzero/rules"
	"strings"

	"sessionzero/rules/encounter"
)

// Action kinds a spend event names, with what they cost ("Actions").
var actionCosts = map[string]int{
	ActionMove: 1, ActionActivate: 1, ActionTrait: 1, ActionCommunicate: 1, ActionCommand: 1, ActionAbility: 1,
}

// CombatRules are the DRGN combat rules for the encounter engine: the
// event table combatEvents plus Start, NewCombatant and Decorate.
type CombatRules struct{ encounter.Events }

// NewCombatRules returns the DRGN combat rules.
func NewCombatRules() CombatRules { return CombatRules{combatEvents} }

var combatEvents = encounter.NewEvents(ID, encounter.ModeCombat, "DRGN combat",
	encounter.HandleBare(EventNextPhase, "Prep → Dec → Go (declared attacks resolve together) → the next team's Prep; after the last team a new round", nextPhase),
	encounter.HandleBare(EventEndTurn, "end the active team's turn (declared attacks resolve first)", endTurn),
	encounter.HandleOn(EventSpend, "spend actions: "+encounter.Fields[SpendPayload]("action"+encounter.Words(SpendActions), "note?"), spend),
	encounter.Handle(EventDeclare, "declare an attack in Dec: "+encounter.Fields[DeclarePayload](`target! or "targets"`, "-targets", "-attack", "-epicoin", "-area", "damage!", "kind!"+encounter.Words(AttackKinds), "crit?"), declare),
	encounter.Handle(EventRespond, "respond to a declared attack: "+encounter.Fields[RespondPayload]("response"+encounter.Words(Responses), "evaded?", "with?"), respond),
	encounter.HandleOn(EventDamage, "damage by the formula outside declare: "+encounter.Fields[DamagePayload]("element?", "crit?", "ignore_reductions?", "note?"), directDamage),
	encounter.HandleOn(EventHeal, "heal: "+encounter.Fields[HealPayload]("amount?", "temp_hp?")+" (override: a GM correction of a combatant in stasis)", heal),
	encounter.HandleOn(EventSetHP, "correct hit points: "+encounter.Fields[SetHPPayload](), setHP),
	encounter.HandleOn(EventAfflict, "inflict a status: "+encounter.Fields[AfflictPayload]("degree?", "detail?"), afflict),
	encounter.HandleOn(EventCure, "remove a status: "+encounter.Fields[CurePayload](), cure),
	encounter.HandleOn(EventShakeOff, "Shake off (2 actions): "+encounter.Fields[ShakeOffPayload](), shakeOff),
	encounter.HandleOn(EventEpicoin, "spend or gain Epicoins: "+encounter.Fields[EpicoinPayload]("for?"), epicoin),
	encounter.HandleOn(EventUseAbility, "count a use of an ability: "+encounter.Fields[UseAbilityPayload]("epicoin?")+" (with none left only by spending an Epicoin)", useAbility),
	encounter.Handle(EventRest, "a rest refreshes ability uses: "+encounter.Fields[RestPayload]("kind"+encounter.Words([]string{RestShort, RestLong}))+" (short: Reliable abilities; long: all)", rest),
)

type declaredAttack struct {
	ID string
	// Label names it for the log: "Brannoch's Fireball", or "Brannoch's
	// attack" when no attack of the sheet was picked.
	Label    string
	Attacker string
	Targets  []string
	Damage   float64
	Element  string
	Kind     string
	Crit     bool
	// Area marks an area attack (a line, cone or sphere); any other is a
	// single-target attack, which a blinded attacker misses.
	Area bool
	// Missed and Blocked hold the targets that evaded or blocked it.
	Missed  map[string]bool
	Blocked map[string]string
	// Responded holds who spent their response on it.
	Responded map[string]bool
}

type combatExt struct {
	nextAttack int
	// reacted holds who spent their one reaction in this Dec phase.
	reacted map[string]bool
}

// Start implements encounter.Rules: round 1, the first team in Prep, every
// combatant with 3 actions.
func (r CombatRules) Start(setup encounter.Setup) (*encounter.State, error) {
	st := encounter.NewState(ID, encounter.ModeCombat)
	st.Ext = &combatExt{}
	if len(setup.Sides) < 2 {
		return nil, fmt.Errorf("combat needs at least two teams (got %d)", len(setup.Sides))
	}
	if err := st.AddSides(setup.Sides, false); err != nil {
		return nil, err
	}
	first := setup.FirstSide
	if first == "" {
		first = setup.Sides[0].ID
		for _, s := range setup.Sides {
			if s.Players {
				first = s.ID
				break
			}
		}
	} else if st.Side(first) == nil {
		return nil, fmt.Errorf("first_side %q is not a team", first)
	}
	st.SideOrder = []string{first}
	for _, s := range setup.Sides {
		if s.ID != first {
			st.SideOrder = append(st.SideOrder, s.ID)
		}
	}
	if err := st.AddCombatants(setup.Combatants, r.NewCombatant); err != nil {
		return nil, err
	}
	st.Round = 1
	st.ActiveSide = first
	st.Phase = PhasePrep
	for _, c := range st.Combatants {
		grantActions(c)
	}
	return st, nil
}

// NewCombatant implements encounter.Rules. Stats: max_hp (required), hp,
// temp_hp, toughness, evasion_reduction, epicoins; the DRGN keys attuned,
// resist, immune and shields (CombatantPart).
func (CombatRules) NewCombatant(st *encounter.State, cs encounter.CombatantSetup) (*encounter.Combatant, error) {
	c := encounter.BaseCombatant(st, cs)
	checkShields, err := joinPart(c, cs)
	if err != nil {
		return nil, err
	}
	maxHP := c.Stat("max_hp")
	if maxHP <= 0 {
		return nil, fmt.Errorf("combatant %q: stats.max_hp must be above 0", cs.ID)
	}
	if err := rules.CheckRanges("stats.", cs.Stats, combatantStatRanges); err != nil {
		return nil, fmt.Errorf("combatant %q: %w", cs.ID, err)
	}
	c.BaseMaxHP, c.MaxHP, c.HP = maxHP, maxHP, maxHP
	if hp, ok := cs.Stats["hp"]; ok {
		c.HP = hp
	}
	c.TempHP = max(c.Stat("temp_hp"), 0)
	c.SetResource("epicoins", c.Stat("epicoins"))
	for _, a := range PartOf(c).Attuned {
		if _, ok := ElementByName(a); !ok {
			return nil, fmt.Errorf("combatant %q: attuned element %q is not in the attunement chart", cs.ID, a)
		}
	}
	if err := checkShields(); err != nil {
		return nil, err
	}
	updateHealth(st, c)
	return c, nil
}

func endTurn(st *encounter.State) error {
	if st.Phase != PhaseGo {
		resolveAttacks(st)
	}
	st.Phase = PhaseGo
	return nextPhase(st)
}

func setHP(st *encounter.State, c *encounter.Combatant, p SetHPPayload) error {
	if err := inStasis(st, c, p.Override, "hit point correction"); err != nil {
		return err
	}
	c.HP = *p.HP
	updateHealth(st, c)
	return nil
}

func cure(st *encounter.State, c *encounter.Combatant, p CurePayload) error {
	if !strings.EqualFold(p.Status, StatusStasis) {
		if err := inStasis(st, c, p.Override, "cure"); err != nil {
			return err
		}
	}
	if !c.RemoveCondition(p.Status) {
		return fmt.Errorf("%s has no %s to cure", c.Name, p.Status)
	}
	if strings.EqualFold(p.Status, StatusCrippled) {
		applyCrippled(st, c)
	}
	st.Sayf("%s is no longer %s", c.Name, p.Status)
	return nil
}

// Decorate implements encounter.Rules: the automatic statuses (Dying,
// Unconscious, Injured) join the row's conditions; the unconscious are
// Injured as well.
func (CombatRules) Decorate(st *encounter.State, c *encounter.Combatant, row *encounter.Row) {
	auto := func(name string) {
		row.Conditions = append(row.Conditions, encounter.ConditionView{Name: name, Remaining: -1, Label: name})
	}
	if c.Dead {
		return
	}
	if c.HP < 0 {
		auto(StatusDying)
	}
	if c.Unconscious {
		auto(StatusUnconscious)
	}
	// "A character automatically gains this condition when they drop below
	// 50% of the max HP": an unconscious one (0 HP or less) is Injured too.
	if c.Injured || c.Unconscious {
		auto(StatusInjured)
	}
}

func sideIndex(st *encounter.State, id string) int {
	for i, s := range st.SideOrder {
		if s == id {
			return i
		}
	}
	return -1
}

func nextPhase(st *encounter.State) error {
	switch st.Phase {
	case PhasePrep:
		st.Phase = PhaseDec
		st.Ext.(*combatExt).reacted = map[string]bool{}
	case PhaseDec:
		st.Phase = PhaseGo
		resolveAttacks(st)
	case PhaseGo:
		i := sideIndex(st, st.ActiveSide)
		if i+1 < len(st.SideOrder) {
			st.ActiveSide = st.SideOrder[i+1]
			st.Phase = PhasePrep
			st.Sayf("%s turn", encounter.Possessive(sideName(st, st.ActiveSide)))
			return nil
		}
		startRound(st)
	default:
		return fmt.Errorf("unknown phase %q", st.Phase)
	}
	return nil
}

func sideName(st *encounter.State, id string) string {
	if s := st.Side(id); s != nil {
		return s.Name
	}
	return id
}

// startRound is "Every time a round begins, all characters gain 3 actions"
// and "Status effects tick down at the beginning of a new round": actions
// are given from the statuses in effect as the round begins (Exhausted,
// Juiced, Paralyzed, Stasis), then the countdown runs (with Ailed damage),
// so a status lasts its rounds of effect: a 1-round Exhausted takes an
// action from the next round, as "a (Stun 1) (1) spell" paralyzes "for 1
// round", and Ailed deals its damage on its last tick.
func startRound(st *encounter.State) {
	st.Round++
	st.ActiveSide = st.SideOrder[0]
	st.Phase = PhasePrep
	st.Sayf("Round %d begins", st.Round)
	for _, c := range st.Combatants {
		if c.Dead {
			c.Actions = 0
			continue
		}
		grantActions(c)
		tickConditions(st, c)
	}
}

func tickConditions(st *encounter.State, c *encounter.Combatant) {
	kept := c.Conditions[:0]
	for _, cd := range c.Conditions {
		if cd.Remaining < 0 {
			kept = append(kept, cd)
			continue
		}
		if strings.EqualFold(cd.Name, StatusAiled) && cd.Degree > 0 && c.Has(StatusStasis) {
			// "cannot be interacted with in any way": the ailment does not
			// reach a creature in stasis (its rounds still run).
			st.Sayf("%s is in stasis: no Ailed damage", c.Name)
		} else if strings.EqualFold(cd.Name, StatusAiled) && cd.Degree > 0 {
			att := Attunement(cd.Detail, PartOf(c).Attuned)
			res := DamageTaken(DamageInput{Damage: float64(cd.Degree), Attunement: att, AttunementElement: cd.Detail, IgnoreReductions: true})
			loseHP(c, res.Taken)
			st.Sayf("%s takes %d Ailed damage (%s)", c.Name, res.Taken, res.Explain)
			updateHealth(st, c)
		}
		cd.Remaining--
		if cd.Remaining <= 0 {
			st.Sayf("%s overcomes %s and gains resist (%d)", c.Name, cd.Name, gainResist(c, cd.Name))
			continue
		}
		kept = append(kept, cd)
	}
	c.Conditions = kept
}

func cannotAct(c *encounter.Combatant) bool {
	return c.Dead || c.Unconscious || c.Has(StatusParalyzed) || c.Has(StatusStasis) || c.Has(StatusUnconscious)
}

func grantActions(c *encounter.Combatant) {
	if cannotAct(c) {
		c.Actions = 0
		return
	}
	c.Actions = RoundActions(c.Degree(StatusExhausted), c.Degree(StatusJuiced))
}

func attackCost(c *encounter.Combatant) int {
	if c.Has(StatusSlowed) {
		return 2 // "must spend 2 actions to perform the attack action"
	}
	return 1
}

func pay(c *encounter.Combatant, n int, what string) error {
	if cannotAct(c) {
		return fmt.Errorf("%s cannot take actions now", c.Name)
	}
	if n > c.Actions {
		return fmt.Errorf("%s has %d action(s) left, %s needs %d", c.Name, c.Actions, what, n)
	}
	c.Actions -= n
	return nil
}

func spend(st *encounter.State, c *encounter.Combatant, p SpendPayload) error {
	if c.Side != st.ActiveSide {
		return fmt.Errorf("%s is not on the active team: off-turn actions are responses (respond)", c.Name)
	}
	action := strings.ToLower(p.Action)
	cost, known := actionCosts[action]
	switch {
	case action == "attack":
		return fmt.Errorf("attacks are declared in the Dec phase (declare)")
	case action == ActionSpecial:
		if p.Actions < 1 {
			return fmt.Errorf("a special action needs \"actions\" (how many the Architect sets)")
		}
		cost = p.Actions
	case !known:
		return fmt.Errorf("unknown action %q (move, activate, trait, communicate, command, ability, special)", p.Action)
	}
	if action == ActionMove && c.Has(StatusRooted) {
		return fmt.Errorf("%s is rooted and cannot move", c.Name)
	}
	if err := statusAllows(c, action); err != nil {
		return err
	}
	if err := pay(c, cost, action); err != nil {
		return err
	}
	if action == ActionMove && c.RemoveCondition(StatusProne) {
		st.Sayf("%s gets up (no longer prone)", c.Name)
	}
	return nil
}

// inDec finds the combatant who declares or responds, in the Dec phase
// only.
func inDec(st *encounter.State, id, what string) (*encounter.Combatant, error) {
	if st.Phase != PhaseDec {
		return nil, fmt.Errorf("%s in the Dec phase (now %s)", what, st.Phase)
	}
	return st.Combatant(id)
}

func declare(st *encounter.State, p DeclarePayload) error {
	a, err := inDec(st, p.Attacker, "attacks are declared")
	if err != nil {
		return err
	}
	if a.Side != st.ActiveSide {
		return fmt.Errorf("%s is not on the active team", a.Name)
	}
	var pick *encounter.Attack
	if p.Attack != "" {
		atk, err := a.FindAttack(p.Attack)
		if err != nil {
			return err
		}
		pick = &atk
		if p.Damage == nil {
			p.Damage = &atk.Damage
		}
		if p.Element == "" {
			p.Element = atk.Element
		}
		if p.Kind == "" {
			p.Kind = atk.Kind
		}
		p.Area = p.Area || atk.Area
	}
	targets := p.Targets
	if p.Target != "" {
		targets = append([]string{p.Target}, targets...)
	}
	if len(targets) == 0 {
		return fmt.Errorf("declare needs a target")
	}
	targetNames := make([]string, 0, len(targets))
	for _, id := range targets {
		t, err := st.Combatant(id)
		if err != nil {
			return err
		}
		targetNames = append(targetNames, t.Name)
		if t.Has(StatusStasis) {
			return fmt.Errorf("%s is in stasis and cannot be targeted", t.Name)
		}
		if err := mayTarget(a, t, p.Area); err != nil {
			return err
		}
	}
	if p.Damage == nil || *p.Damage < 0 {
		return fmt.Errorf("declare needs \"damage\" (0 or more)")
	}
	element, err := elementOrForce(p.Element)
	if err != nil {
		return err
	}
	kind := strings.ToLower(p.Kind)
	if kind == "" {
		kind = AttackMelee
	}
	if kind != AttackMelee && kind != AttackRanged && kind != AttackAbility {
		return fmt.Errorf("attack kind %q: use melee, ranged or ability", p.Kind)
	}
	if kind != AttackMelee && a.Has(StatusConfused) {
		return fmt.Errorf("%s is Confused: \"will simply attack the closest creature to them with a melee attack\"", a.Name)
	}
	if kind == AttackAbility && a.Has(StatusSilenced) {
		return statusAllows(a, ActionAbility) // an ability attack is still an attack for the Scared
	}
	coin := false
	if pick != nil && pick.Kind == AttackAbility {
		if coin, err = checkUse(a, *pick, p.Epicoin); err != nil {
			return err
		}
	}
	if err := pay(a, attackCost(a), "an attack"); err != nil {
		return err
	}
	if pick != nil && pick.Kind == AttackAbility {
		applyUse(st, a, *pick, coin)
	}
	ext := st.Ext.(*combatExt)
	ext.nextAttack++
	id := p.ID
	if id == "" {
		id = fmt.Sprintf("a%d", ext.nextAttack)
	}
	for _, pd := range st.Pending {
		if pd.ID == id {
			return fmt.Errorf("attack id %q is already declared", id)
		}
	}
	label := a.Name + "'s attack"
	if pick != nil {
		label = a.Name + "'s " + pick.Name
	}
	atk := &declaredAttack{ID: id, Label: label, Attacker: a.ID, Targets: targets, Damage: *p.Damage, Element: element, Kind: kind, Crit: p.Crit, Area: p.Area,
		Missed: map[string]bool{}, Blocked: map[string]string{}, Responded: map[string]bool{}}
	text := fmt.Sprintf("%s: %s → %s, %g %s %s", id, a.Name, strings.Join(targetNames, ", "), atk.Damage, element, kind)
	if atk.Crit {
		text += " crit"
	}
	st.Pending = append(st.Pending, encounter.Pending{ID: id, By: a.ID, Targets: targets, Text: text, Data: atk})
	// The log names the attack ("declared Brannoch's Fireball → Goblin 1,
	// 30 Fire ability (a1)"); the id stays, as responses name it.
	said := fmt.Sprintf("declared %s → %s, %g %s %s", label, strings.Join(targetNames, ", "), atk.Damage, element, kind)
	if atk.Crit {
		said += " crit"
	}
	st.Sayf("%s (%s)", said, id)
	return nil
}

func findAttack(st *encounter.State, id string) (*declaredAttack, error) {
	for _, pd := range st.Pending {
		if pd.ID == id {
			return pd.Data.(*declaredAttack), nil
		}
	}
	return nil, fmt.Errorf("no declared attack %q", id)
}

func respond(st *encounter.State, p RespondPayload) error {
	c, err := inDec(st, p.Combatant, "responses are made")
	if err != nil {
		return err
	}
	if c.Side == st.ActiveSide {
		return fmt.Errorf("%s is on the active team: responses are for the other teams", c.Name)
	}
	atk, err := findAttack(st, p.Attack)
	if err != nil {
		return err
	}
	targeted := false
	for _, t := range atk.Targets {
		targeted = targeted || t == c.ID
	}
	if !targeted {
		return fmt.Errorf("%s is not a target of %s", c.Name, atk.Label)
	}
	// "Members of other teams can only spend 1 action as a reaction to
	// declared attacks": one reaction per member per Dec phase.
	ext := st.Ext.(*combatExt)
	if ext.reacted[c.ID] {
		return fmt.Errorf("%s already reacted in this Dec phase: members of other teams can only spend 1 action as a reaction", c.Name)
	}
	switch strings.ToLower(p.Response) {
	case ResponseMove:
		if atk.Kind == AttackMelee {
			return fmt.Errorf("a move response answers only a ranged attack or an ability")
		}
		if c.Has(StatusProne) || c.Has(StatusRooted) {
			return fmt.Errorf("%s cannot move in response (prone or rooted)", c.Name)
		}
		if err := statusAllows(c, ActionMove); err != nil {
			return err
		}
		if attacker, err := st.Combatant(atk.Attacker); err == nil && namesSource(attacker.Condition(StatusGrappled), c) {
			return fmt.Errorf("%s is grappling %s: \"The person who IS grappling cannot dodge the person they are grappling\"", c.Name, attacker.Name)
		}
		if err := pay(c, 1, "a move response"); err != nil {
			return err
		}
		atk.Responded[c.ID] = true
		if p.Evaded {
			atk.Missed[c.ID] = true
			st.Sayf("%s moves half speed out of %s: it misses", c.Name, atk.Label)
		} else {
			st.Sayf("%s moves half speed but is still hit by %s", c.Name, atk.Label)
		}
	case ResponseBlock:
		if err := statusAllows(c, ResponseBlock); err != nil {
			return err
		}
		if sh, ok := FindShield(c, p.With); ok && c.Resource(ShieldKey(sh.Name)) <= 0 {
			return fmt.Errorf("%s's %s is broken (0 HP): a broken shield cannot block", c.Name, sh.Name)
		}
		if err := pay(c, 1, "a block"); err != nil {
			return err
		}
		with := p.With
		if with == "" {
			with = "something"
		}
		// "block ALL attacks coming from that character with a single action"
		for _, pd := range st.Pending {
			other := pd.Data.(*declaredAttack)
			if other.Attacker != atk.Attacker {
				continue
			}
			for _, t := range other.Targets {
				if t == c.ID {
					other.Blocked[c.ID] = with
					other.Responded[c.ID] = true
				}
			}
		}
		attackerName := atk.Attacker
		if attacker, err := st.Combatant(atk.Attacker); err == nil {
			attackerName = attacker.Name
		}
		st.Sayf("%s blocks the attacks of %s with %s", c.Name, attackerName, with)
	default:
		return fmt.Errorf("response %q: use move or block", p.Response)
	}
	if ext.reacted == nil {
		ext.reacted = map[string]bool{}
	}
	ext.reacted[c.ID] = true
	return nil
}

// resolveAttacks is the Go phase: "All declared attacks take effect and deal
// damage at the same time." Each hit is computed against the targets as they
// were when Go began (so a target knocked out by one attack is not doubled by
// another of the same Go).
func resolveAttacks(st *encounter.State) {
	if len(st.Pending) == 0 {
		return
	}
	wasUnconscious := map[string]bool{}
	for _, c := range st.Combatants {
		wasUnconscious[c.ID] = c.Unconscious
	}
	type hit struct {
		target *encounter.Combatant
		taken  int
	}
	var hits []hit
	for _, pd := range st.Pending {
		atk := pd.Data.(*declaredAttack)
		attacker, err := st.Combatant(atk.Attacker)
		if err != nil {
			st.Sayf("%s: the attacker has left", atk.Label)
			continue
		}
		// "they miss all single target attacks. They can still use AoE
		// attacks": the attack's shape, weapon or ability, not how many
		// targets it caught.
		if attacker.Has(StatusBlinded) && !atk.Area {
			st.Sayf("%s: %s is blinded and misses the single-target attack", atk.Label, attacker.Name)
			continue
		}
		for _, id := range atk.Targets {
			t, err := st.Combatant(id)
			if err != nil {
				continue
			}
			if atk.Missed[id] {
				st.Sayf("%s misses %s", atk.Label, t.Name)
				continue
			}
			att := Attunement(atk.Element, PartOf(t).Attuned)
			res := DamageTaken(DamageInput{Damage: atk.Damage, Attunement: att, AttunementElement: atk.Element, Crit: atk.Crit,
				Unconscious: wasUnconscious[id], HalfMelee: atk.Kind == AttackMelee && attacker.Has(StatusProne),
				Toughness: t.Stat("toughness"), EvasionReduction: t.Stat("evasion_reduction")})
			if with, ok := atk.Blocked[id]; ok {
				if sh, tracked := FindShield(t, with); tracked {
					shieldTakes(st, atk, t, sh)
					continue
				}
				st.Sayf("%s: %s blocks with %s, which takes the hit (%s)", atk.Label, t.Name, with, res.Explain)
				continue
			}
			st.Sayf("%s hits %s: %s", atk.Label, t.Name, res.Explain)
			hits = append(hits, hit{t, res.Taken})
		}
	}
	for _, h := range hits {
		loseHP(h.target, h.taken)
	}
	for _, h := range hits {
		updateHealth(st, h.target)
	}
	st.Pending = st.Pending[:0]
}

// loseHP takes damage from temporary HP first ("take all damage before any
// is taken by the target"), then from HP, which "CAN go negative".
func loseHP(c *encounter.Combatant, n int) {
	if n <= 0 {
		return
	}
	fromTemp := min(c.TempHP, n)
	c.TempHP -= fromTemp
	c.HP -= n - fromTemp
}

// updateHealth sets Injured, Unconscious and Dead from hit points.
func updateHealth(st *encounter.State, c *encounter.Combatant) {
	if c.Dead {
		return
	}
	if IsDeadHP(c.HP, c.MaxHP) {
		c.Dead, c.Unconscious, c.Injured, c.Actions = true, true, false, 0
		st.Sayf("%s dies (%d HP, −100%% of max %d)", c.Name, c.HP, c.MaxHP)
		return
	}
	switch {
	case !c.Unconscious && c.HP <= 0:
		c.Unconscious, c.Actions = true, 0
		st.Sayf("%s falls unconscious (%d HP)", c.Name, c.HP)
		fallProne(st, c)
	case c.Unconscious && CanWake(c.HP, c.MaxHP):
		c.Unconscious = false
		st.Sayf("%s regains consciousness (%d HP, at least 10%% of %d)", c.Name, c.HP, c.MaxHP)
	}
	injured := IsInjured(c.HP, c.MaxHP)
	if injured && !c.Injured && !c.Unconscious {
		st.Sayf("%s is injured", c.Name)
	}
	c.Injured = injured
}

// fallProne is "Unless an unconscious character is supported by something,
// they will also have the prone condition"; Prone stays until a move action
// removes it (cure it when something supports them).
func fallProne(st *encounter.State, c *encounter.Combatant) {
	if c.Has(StatusProne) {
		return
	}
	c.SetCondition(encounter.Condition{Name: StatusProne, Remaining: -1})
	st.Sayf("%s falls prone (unconscious and not supported)", c.Name)
}

// Override lets the GM correct a combatant in stasis: "cannot be
// interacted with in any way" refuses every event aimed at it unless the
// event says "override": true, which the log says. It is left out of the
// JSON when false, as the forms always did (the tracker's log line lists an
// event's fields).
type Override struct {
	Override bool `json:"override,omitempty"`
}

// inStasis refuses what an event would do to c in stasis, or logs the GM's
// override.
func inStasis(st *encounter.State, c *encounter.Combatant, o Override, what string) error {
	if !c.Has(StatusStasis) {
		return nil
	}
	if !o.Override {
		return fmt.Errorf("%s is in stasis and \"cannot be interacted with in any way\": no %s (a GM correction can override this)", c.Name, what)
	}
	st.Sayf("GM override: %s while %s is in stasis", what, c.Name)
	return nil
}

// elementOrForce reads an element's name; none is Force.
func elementOrForce(name string) (string, error) {
	if name == "" {
		return Force, nil
	}
	e, ok := ElementByName(name)
	if !ok {
		return "", fmt.Errorf("element %q is not in the attunement chart", name)
	}
	return e.Name, nil
}

func directDamage(st *encounter.State, t *encounter.Combatant, p DamagePayload) error {
	if err := inStasis(st, t, p.Override, "damage"); err != nil {
		return err
	}
	element, err := elementOrForce(p.Element)
	if err != nil {
		return err
	}
	res := DamageTaken(DamageInput{Damage: *p.Damage, Attunement: Attunement(element, PartOf(t).Attuned), AttunementElement: element,
		Crit: p.Crit, Unconscious: t.Unconscious, IgnoreReductions: p.IgnoreReductions,
		Toughness: t.Stat("toughness"), EvasionReduction: t.Stat("evasion_reduction")})
	st.Sayf("%s: %s", t.Name, res.Explain)
	loseHP(t, res.Taken)
	updateHealth(st, t)
	return nil
}

func heal(st *encounter.State, t *encounter.Combatant, p HealPayload) error {
	if t.Dead {
		return fmt.Errorf("%s is dead", t.Name)
	}
	if err := inStasis(st, t, p.Override, "healing"); err != nil {
		return err
	}
	t.HP = min(t.HP+p.Amount, max(t.MaxHP, t.HP))
	t.TempHP += p.TempHP
	updateHealth(st, t)
	return nil
}

func afflict(st *encounter.State, t *encounter.Combatant, p AfflictPayload) error {
	info, ok := StatusByName(p.Status)
	if !ok {
		info = StatusInfo{Name: p.Status, Tier: "homebrew"}
		if p.Status == "" {
			return fmt.Errorf("afflict needs a status")
		}
	}
	if info.Automatic {
		return fmt.Errorf("%s follows hit points and cannot be inflicted", info.Name)
	}
	if err := inStasis(st, t, p.Override, info.Name); err != nil {
		return err
	}
	if p.Degree < 0 || p.Duration < 0 {
		return fmt.Errorf("degree and duration cannot be negative")
	}
	if info.Name == StatusCrippled {
		// "If they already have the crippled condition, increase the
		// crippled condition by 1." It does not count down.
		step := max(p.Degree, 1)
		level := t.Degree(StatusCrippled) + step
		t.SetCondition(encounter.Condition{Name: StatusCrippled, Degree: level, Remaining: -1, Detail: p.Detail})
		applyCrippled(st, t)
		return nil
	}
	immune := false
	for _, im := range PartOf(t).Immune {
		immune = immune || strings.EqualFold(im, info.Name)
	}
	if info.NoCountdown && !immune {
		// Prone: "Removing the prone condition requires the “move” action
		// to be taken"; it does not count down.
		t.SetCondition(encounter.Condition{Name: info.Name, Degree: p.Degree, Remaining: -1, Detail: p.Detail})
		st.Sayf("%s is %s until a move action removes it", t.Name, info.Name)
		return nil
	}
	resist := PartOf(t).Resist[info.Name]
	duration := ResistedDuration(p.Duration, resist, immune)
	if duration <= 0 {
		switch {
		case immune:
			st.Sayf("%s is immune to %s", t.Name, info.Name)
		default:
			st.Sayf("%s resists %s: duration %d − resist %d leaves nothing", t.Name, info.Name, p.Duration, resist)
		}
		return nil
	}
	degree := p.Degree
	if info.Degree && degree == 0 {
		degree = 1
	}
	if old := t.Condition(info.Name); old != nil {
		// A second dose keeps the stronger degree and the longer duration.
		degree = max(degree, old.Degree)
		duration = max(duration, old.Remaining)
	}
	t.SetCondition(encounter.Condition{Name: info.Name, Degree: degree, Remaining: duration, Detail: p.Detail})
	state := info.Name
	if info.Name == StatusStasis {
		state = "in stasis" // "is Stasis" reads wrong
	}
	if resist > 0 {
		st.Sayf("%s is %s for %d round(s) (%d − resist %d)", t.Name, state, duration, p.Duration, resist)
	} else {
		st.Sayf("%s is %s for %d round(s)", t.Name, state, duration)
	}
	if info.Name == StatusParalyzed || info.Name == StatusStasis || info.Name == StatusUnconscious {
		t.Actions = 0
	}
	if info.Name == StatusUnconscious && !p.Supported {
		fallProne(st, t)
	}
	return nil
}

// applyCrippled lowers max HP by the Crippled level; current HP above the
// new max comes down to it.
func applyCrippled(st *encounter.State, c *encounter.Combatant) {
	level := c.Degree(StatusCrippled)
	c.MaxHP = CrippledMaxHP(c.BaseMaxHP, level)
	if c.HP > c.MaxHP {
		c.HP = c.MaxHP
	}
	st.Sayf("%s: max HP %d (base %d, Crippled %d: −%d%%)", c.Name, c.MaxHP, c.BaseMaxHP, level, level*20)
	updateHealth(st, c)
}

func shakeOff(st *encounter.State, c *encounter.Combatant, p ShakeOffPayload) error {
	cd := c.Condition(p.Status)
	if cd == nil {
		return fmt.Errorf("%s has no %s to shake off", c.Name, p.Status)
	}
	if cd.Remaining < 0 {
		return fmt.Errorf("%s does not count down and cannot be shaken off", cd.Name)
	}
	if c.Side != st.ActiveSide {
		return fmt.Errorf("%s can shake off only on its team's turn", c.Name)
	}
	name := cd.Name
	if err := pay(c, ShakeOffActions, "Shake off"); err != nil {
		return err
	}
	cd.Remaining--
	if cd.Remaining <= 0 {
		c.RemoveCondition(name)
		st.Sayf("%s shakes off %s and gains resist (%d)", c.Name, name, gainResist(c, name))
		return nil
	}
	st.Sayf("%s shakes off a round of %s (%d left)", c.Name, name, cd.Remaining)
	return nil
}

func epicoin(st *encounter.State, c *encounter.Combatant, p EpicoinPayload) error {
	have := c.Resource("epicoins")
	if p.Spend > have {
		return fmt.Errorf("%s has %d Epicoin(s), cannot spend %d", c.Name, have, p.Spend)
	}
	c.SetResource("epicoins", have-p.Spend+p.Gain)
	if p.Spend > 0 {
		st.Sayf("%s spends %d Epicoin(s)%s", c.Name, p.Spend, forText(p.For))
	}
	if p.Gain > 0 {
		st.Sayf("%s gains %d Epicoin(s)%s", c.Name, p.Gain, forText(p.For))
	}
	return nil
}

func forText(s string) string {
	if s == "" {
		return ""
	}
	return " for " + s
}

// statusAllows refuses an action a status forbids, quoting the book
// (000_83d7bea2fb475415.txt, Status Afflictions).
func statusAllows(c *encounter.Combatant, action string) error {
	switch {
	case action == ActionAbility && c.Has(StatusSilenced):
		return fmt.Errorf("%s is Silenced: \"A creature that is silenced cannot use abilities\"", c.Name)
	case action != ActionMove && c.Has(StatusScared):
		return fmt.Errorf("%s is Scared: \"must spend all their actions either attacking or moving\"", c.Name)
	case action == ActionMove && c.Has(StatusGrappled):
		return fmt.Errorf("%s is Grappled: \"has no control over their own movement\"", c.Name)
	}
	return nil
}

// mayTarget refuses a target the attacker's or the target's status rules
// out. Taunted, Intimidated and Charmed are enforced when the condition's
// detail names the other combatant (by id or name); otherwise the tracker
// only reminds.
func mayTarget(a, t *encounter.Combatant, area bool) error {
	names := namesSource
	switch {
	case t.Has(StatusHidden) && !area:
		return fmt.Errorf("%s is Hidden: \"They cannot be directly targeted by attacks\" (an area attack may catch them)", t.Name)
	case names(a.Condition(StatusIntimidated), t):
		return fmt.Errorf("%s is Intimidated by %s: \"cannot willingly declare an attack directly at the source of their intimidation\"", a.Name, t.Name)
	case names(a.Condition(StatusCharmed), t):
		return fmt.Errorf("%s is Charmed by %s: \"believes the person who charmed them is an ally\"", a.Name, t.Name)
	case a.Has(StatusTaunted) && a.Condition(StatusTaunted).Detail != "" && !names(a.Condition(StatusTaunted), t):
		return fmt.Errorf("%s is Taunted by %s: \"can only use the attack action against the creature that taunted them\"", a.Name, a.Condition(StatusTaunted).Detail)
	}
	return nil
}

// namesSource reports a condition whose detail names c (by id or name): the
// source of a Taunted, Intimidated or Charmed, the grappler of a Grappled.
func namesSource(cd *encounter.Condition, c *encounter.Combatant) bool {
	return cd != nil && cd.Detail != "" && (strings.EqualFold(cd.Detail, c.ID) || strings.EqualFold(cd.Detail, c.Name))
}
