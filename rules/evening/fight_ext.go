package evening

import "sessionzero/rules/encounter"

// fightExt is an Evening state's own part (State.Ext), made by the first
// event or proposal that needs it: what saves the forecast's fights work
// every turn, never a rule's input.
type fightExt struct {
	// evs is room for the events of a turn the autopilot proposes
	// (propose).
	evs [2]encounter.Event
	// lairReset says that every combatant's "_in_lair" is in Resources and
	// 0, so that ending a turn need not visit them all (advanceTurn). A lair
	// action sets it false, and so does a combatant joining (NewCombatant).
	lairReset bool
	// turnAt is where in the state's Combatants the last look for whose
	// turn it is found the combatant (turnCombatant): the autopilot asks
	// after the same one until the turn ends. A clone's list is in the
	// same order, so the place holds for a copy too.
	turnAt int
	// noneChoosing says that the last look found no character Choosing
	// (choosing) and no condition was set since (setCond), so nobody is:
	// the autopilot, which asks before every proposal, need not look
	// again. Its zero value (a new state's, one read from a file) looks.
	noneChoosing bool
	// attacks and threats are blocks the autopilot's attack and threat
	// attack payloads are cut from (keptAttack, threatSlotFor): each
	// event keeps its own payload, never written again. Not part of the
	// fight: a CloneExt copy starts without, and CloneExtInto keeps the
	// unused rest of the old copy's.
	attacks []attackEvent
	threats []threatSlot
	// rolls is the block the autopilot's initiative and death save
	// payloads are cut from (keptRoll), likewise.
	rolls []rollPayload
	// choices is the block the autopilot's dying choices are cut from
	// (keptChoice), likewise.
	choices []choicePayload
	// inits is room for the initiative events the autopilot proposes at
	// once (initiativeRoom): the caller reads them before it asks again.
	inits []encounter.Event
}

// CloneExt implements encounter.ExtCloner.
func (x *fightExt) CloneExt() any {
	y := *x
	y.attacks, y.threats, y.rolls, y.choices, y.inits = nil, nil, nil, nil, nil // never shared between copies
	return &y
}

// threatSlot is a threat attack's payload with room for the modifier it
// points to.
type threatSlot struct {
	p   threatAttackPayload
	mod int
}

// payloadsRoom is how many payloads of a kind a block holds: a fight has
// a few dozen attacks.
const payloadsRoom = 8

// The autopilot's attack and threat attack events keep their payloads by
// pointer as they are (encounter.Shared), instead of a boxed copy with an
// allocation per attack; the handlers read them as any kept payload
// (the threat attack's handler is declared read-only,
// encounter.HandleOnReadOnly; the attack has no lists).
var (
	attackEvents       = encounter.NewShared[attackEvent]()
	threatAttackEvents = encounter.NewShared[threatAttackPayload]()
	rollEvents         = encounter.NewShared[rollPayload]()
	choiceEvents       = encounter.NewShared[choicePayload]()
)

// rollsRoom is how many roll payloads a block holds: a fight rolls
// initiative for every actor, and then a few death saves.
const rollsRoom = 16

// keptChoice is the event "dying_choice" keeping p, cut from st's block
// as keptRoll's payloads are.
func keptChoice(st *encounter.State, p choicePayload) (encounter.Event, error) {
	x := fightOf(st)
	if x == nil {
		return encounter.NewEventOwned(EventDyingChoice, p)
	}
	k := encounter.Take(&x.choices, payloadsRoom)
	*k = p
	return choiceEvents.Event(EventDyingChoice, k)
}

// keptRoll is the event typ ("initiative", "death_save") keeping p, its
// payload cut from st's block (NewEventOwned's event when st holds other
// rules' state). Initiative is proposed before any handler has made st's
// fightExt, so it is made here, as propose makes it.
func keptRoll(st *encounter.State, typ string, p rollPayload) (encounter.Event, error) {
	x := fightOf(st)
	if x == nil {
		return encounter.NewEventOwned(typ, p)
	}
	k := encounter.Take(&x.rolls, rollsRoom)
	*k = p
	return rollEvents.Event(typ, k)
}

// keptAttack is the event "attack" keeping p, its payload cut from st's
// block (NewEventOwned's event when st holds other rules' state).
func keptAttack(st *encounter.State, p attackEvent) (encounter.Event, error) {
	x, ok := st.Ext.(*fightExt)
	if !ok {
		return encounter.NewEventOwned("attack", p)
	}
	k := encounter.Take(&x.attacks, payloadsRoom)
	*k = p
	return attackEvents.Event("attack", k)
}

// threatSlotFor is a slot for a threat attack's payload, cut from st's
// block (a new one when st holds other rules' state).
func threatSlotFor(st *encounter.State) *threatSlot {
	x, ok := st.Ext.(*fightExt)
	if !ok {
		return &threatSlot{}
	}
	return encounter.Take(&x.threats, payloadsRoom)
}

// fightOf is st's fightExt, made when st has none; nil when st holds
// other rules' state.
func fightOf(st *encounter.State) *fightExt {
	if st.Ext == nil {
		st.Ext = &fightExt{}
	}
	x, _ := st.Ext.(*fightExt)
	return x
}

// joined notes that a combatant joins st: its counters are not reset yet,
// and the autopilot has not looked at its conditions.
func joined(st *encounter.State) {
	if x, ok := st.Ext.(*fightExt); ok {
		x.lairReset = false
		x.noneChoosing = false
	}
}
