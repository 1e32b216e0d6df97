package evening

import (
	"fmt"
	"slices"

	"sessionzero/rules/encounter"
)

// This file holds the frame of the Evening encounter rules: the modes, the
// table of event handlers, Start and the helpers the handlers share; each
// kind of event lives in a file named for it (turns.go, attacks.go,
// damage.go, dying.go, challenges.go, threads.go…).

// Encounter modes of Evening (specs/evening.md §8).
const (
	EncounterCombat    = "combat"
	EncounterDanger    = "danger"
	EncounterChallenge = "challenge"
	EncounterThreads   = "threads"
)

// Rules are the Evening encounter rules for one mode. Each event type is a
// small handler function in a table, so the engine's generic handler
// table can take them over one by one.
type Rules struct {
	encounter.Events
	mode string
}

// NewCombatRules returns the rules of a threat fight (initiative, attacks,
// defenses, damage, dying; L463–501, L977–1110).
func NewCombatRules() encounter.Rules { return newRules(EncounterCombat) }

// NewDangerRules returns the rules of a danger: initiative with a danger
// combatant resolved like a challenge (L909–953, EVE-31).
func NewDangerRules() encounter.Rules { return newRules(EncounterDanger) }

// NewChallengeRules returns the rules of a challenge: no initiative,
// attempts tally successes and failures (L737–757).
func NewChallengeRules() encounter.Rules { return newRules(EncounterChallenge) }

// NewThreadRules returns the thread board (L385–427).
func NewThreadRules() encounter.Rules { return newRules(EncounterThreads) }

// EncounterRules lists every mode's rules, for the registry.
func EncounterRules() []encounter.Rules {
	return []encounter.Rules{NewCombatRules(), NewDangerRules(), NewChallengeRules(), NewThreadRules()}
}

// handler is one event type and the modes that take it.
type handler struct {
	modes []string
	encounter.Handler
}

var (
	fight    = []string{EncounterCombat, EncounterDanger}
	tallying = []string{EncounterChallenge, EncounterDanger}
	allModes = []string{EncounterCombat, EncounterDanger, EncounterChallenge, EncounterThreads}
	// modeEvents is each mode's table of handlers, in alphabetical order.
	modeEvents = map[string]encounter.Events{}
)

func init() {
	handlers := []handler{
		{[]string{EncounterThreads}, encounter.HandleOn(EventAdvance, encounter.Fields[ThreadEvent]()+": one mark", of(CombatantThread, advance))}, // L409
		{allModes, encounter.HandleOn(EventAfflict, encounter.Fields[ConditionEvent](), afflict)},
		{fight, encounter.HandleOn(EventAttack, encounter.Fields[AttackEvent](), attack)},
		{tallying, encounter.HandleOn(EventAttempt, encounter.Fields[AttemptEvent]("challenge?", "-aptitude", "-disadvantage", "start_effect?", "post_effect?"), attempt)},
		{allModes, encounter.HandleOn(EventCure, encounter.Fields[ConditionEvent]("-duration"), cure)},
		{fight, encounter.HandleOn(EventDamage, encounter.Fields[DamageEvent]("resistant?", "vulnerable?", "immune?"), damageEvent)},
		{[]string{EncounterDanger}, encounter.HandleOnReadOnly(EventDangerAttack, `as threat_attack with "danger" against its tn`, of(CombatantDanger, dangerAttack))},
		{fight, encounter.HandleOn(EventDeathSave, encounter.Fields[DeathSaveEvent](), of(CombatantCharacter, deathSave))},                                                                      // L1101–1108, EVE-1
		{fight, encounter.HandleOn(EventDyingChoice, encounter.Fields[DyingChoiceEvent]("choice"+encounter.Words([]string{ChoiceStruggle, ChoiceDeath})), of(CombatantCharacter, dyingChoice))}, // L1092–1093
		{allModes, encounter.Handle(EventEnd, encounter.Fields[EndEvent]("outcome?")+": ends the encounter; XP awards listed", endEncounter)},                                                   // EVE-12
		{fight, encounter.HandleBare(EventEndTurn, `next in order; a new round after the last`, endTurn)},                                                                                       // L484
		{allModes, encounter.HandleOn(EventExhaustion, encounter.Fields[LevelEvent]()+": exhaustion 6 is death", of(CombatantCharacter, exhaustionEvent))},                                      // L1079
		{[]string{EncounterThreads}, encounter.HandleOn(EventForestall, encounter.Fields[ThreadEvent]("-action")+": one mark off", of(CombatantThread, forestall))},                             // L413
		{tallying, encounter.HandleBare(EventGiveUp, `"Giving up means the threat takes place."`, giveUp)},                                                                                      // L757
		{fight, encounter.HandleOn(EventHeal, encounter.Fields[AmountEvent]("-hp"), heal)},
		{fight, encounter.HandleOn(EventInitiative, encounter.Fields[InitiativeEvent]()+": score = roll + initiative", initiative)},                                    // L478, EVE-28
		{allModes, encounter.HandleOn(EventInjury, encounter.Fields[LevelEvent]()+": injury 7 is death", of(CombatantCharacter, injuryEvent))},                         // L1052
		{allModes, encounter.HandleOn(EventLeverage, encounter.Fields[LeverageEvent]("load?")+": 1d10 + wealth bonus beats the TN", of(CombatantCharacter, leverage))}, // L544–552
		{fight, encounter.HandleOn(EventLegendaryAction, encounter.Fields[LegendaryActionEvent]("cost?"), of(CombatantThreat, legendaryAction))},
		{fight, encounter.HandleOn(EventLegendaryResistance, encounter.Fields[OnThreat](), of(CombatantThreat, legendaryResistance))},
		{[]string{EncounterThreads}, encounter.HandleBare(EventNewScene, `a new scene: the marks counter starts again`, newScene)},                          // EVE-42
		{fight, encounter.HandleOn(EventResolve, encounter.Fields[encounter.OnCombatant]()+": the threat or danger counts as resolved for XP", resolveFoe)}, // EVE-12
		{fight, encounter.HandleOn(EventSetHP, encounter.Fields[AmountEvent]("-amount", "hp!"), setHP)},
		{fight, encounter.HandleOn(EventSpend, encounter.Fields[SpendEvent]("action: action|bonus|reaction|move|free"), spend)},
		{fight, encounter.HandleOn(EventStabilize, encounter.Fields[StabilizeEvent]()+": total > 10", stabilize)}, // L1110
		{fight, encounter.HandleBare(EventStart, `start round 1, highest score first`, start)},
		{fight, encounter.Handle(EventSurprise, encounter.Fields[SurpriseEvent]()+": the other sides are Surprised in round 1", surprise)}, // L482
		{fight, encounter.HandleOn(EventTempHP, encounter.Fields[AmountEvent]("-hp")+": temporary health never stacks", tempHP)},           // L1031
		{fight, encounter.HandleOnReadOnly(EventThreatAttack, encounter.Fields[ThreatAttackEvent]("defense?", "natural!", "cover?", "multiple_targets?", "certain?", "-damage"), of(CombatantThreat, threatAttack))},
		{fight, encounter.HandleReadOnly(EventTieRoll, encounter.Fields[TieRollEvent]()+": orders tied scores, higher first", tieRoll)},                                                            // L478
		{fight, encounter.HandleOn(EventToggle, encounter.Fields[ToggleEvent]("what"+encounter.Words([]string{EdgeStrength, EdgeWeakness}))+": ±6 on its tagged TN", of(CombatantThreat, toggle))}, // L801–802
		{tallying, encounter.HandleBare(EventUrgencyMet, `the urgency is met: it ends and its threat occurs`, urgencyMet)},                                                                         // L735
		{allModes, encounter.HandleOn(EventWrittenBack, encounter.Fields[encounter.OnCombatant]()+": its results were written back to its character", of(CombatantCharacter, writtenBack))},
	}
	for _, mode := range allModes {
		var hs []encounter.Handler
		for _, h := range handlers {
			if slices.Contains(h.modes, mode) {
				hs = append(hs, h.Handler)
			}
		}
		modeEvents[mode] = encounter.NewEvents(ID, mode, "Evening "+mode, hs...)
	}
}

// newRules returns the rules of one mode.
func newRules(mode string) Rules { return Rules{Events: modeEvents[mode], mode: mode} }

// Apply implements encounter.Rules: the mode's handler of ev's type
// applies it; its error names the event type.
func (r Rules) Apply(st *encounter.State, ev encounter.Event) error {
	if err := r.Events.Apply(st, ev); err != nil {
		// Asked only on an error: every event of a forecast fight is applied
		// here, and the table is looked up once.
		if !r.Has(ev.Type) {
			return fmt.Errorf("evening %s: unknown event type %q", r.mode, ev.Type)
		}
		return fmt.Errorf("%s: %w", ev.Type, err)
	}
	return nil
}

// Start implements encounter.Rules.
func (r Rules) Start(setup encounter.Setup) (*encounter.State, error) {
	st := encounter.NewState(ID, r.mode)
	// The state's own part is made with it (no rule reads it before an
	// event makes it otherwise), so that the forecast's copies of a start
	// recycle it with its payload blocks instead of each fight making one.
	st.Ext = &fightExt{}
	if err := st.AddSides(setup.Sides, false); err != nil {
		return nil, err
	}
	if len(st.Sides) == 0 {
		return nil, fmt.Errorf("an Evening encounter needs at least one side")
	}
	if err := st.AddCombatants(setup.Combatants, r.NewCombatant); err != nil {
		return nil, err
	}
	if r.mode == EncounterChallenge || r.mode == EncounterThreads {
		st.Round = 1
	}
	return st, nil
}

// combatant looks up the combatant id, who must be a kind.
func combatant(st *encounter.State, id, kind string) (*encounter.Combatant, error) {
	c, err := st.Combatant(id)
	if err != nil {
		return nil, err
	}
	return c, isKind(c, kind)
}

func isKind(c *encounter.Combatant, kind string) error {
	if c.Kind != kind {
		return fmt.Errorf("%s is a %s, not a %s", c.Name, c.Kind, kind)
	}
	return nil
}

// of puts a kind check in front of an event's apply: the combatant the
// event is about (looked up by encounter.HandleOn) must be a kind.
func of[P encounter.Subject](kind string, apply func(*encounter.State, *encounter.Combatant, P) error) func(*encounter.State, *encounter.Combatant, P) error {
	return func(st *encounter.State, c *encounter.Combatant, p P) error {
		if err := isKind(c, kind); err != nil {
			return err
		}
		return apply(st, c, p)
	}
}

// Payload fields naming the combatant an event is about, for
// encounter.HandleOn.
type (
	onThreat struct {
		Threat string `json:"threat"`
	}
	onDanger struct {
		Danger string `json:"danger"`
	}
	onThread struct {
		Thread string `json:"thread"`
	}
)

func (o onThreat) Subject() string { return o.Threat }

func (o onDanger) Subject() string { return o.Danger }

func (o onThread) Subject() string { return o.Thread }

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
