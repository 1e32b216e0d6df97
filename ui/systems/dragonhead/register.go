package dragonhead

import (
	"encoding/json"

	"fyne.io/fyne/v2"

	"sessionzero/model"
	"sessionzero/rules/dragonhead"
	"sessionzero/rules/encounter"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/odds"
	"sessionzero/ui/plugin"
	"sessionzero/ui/systems/dragonhead/tracker"
)

// system is Dragonhead's ui, registered once: each method is an optional
// part the shell, the Dice & Odds window or the encounter tracker finds by
// interface (plugin.System).
type system struct{}

func init() { plugin.Register(system{}) }

// ID is Dragonhead's system id.
func (system) ID() string { return dragonhead.ID }

// Build is the character builder (plugin.CharacterBuilder).
func (system) Build(ctx plugin.BuilderContext) fyne.CanvasObject { return newDragonheadBuilder(ctx) }

// Combatant is a library character joining an encounter, its rolls through
// the group's Dice Table (plugin.Joiner).
func (system) Combatant(h plugin.Host, ch model.Character, id, side string, seat int) (encounter.CombatantSetup, error) {
	return combatant(h, ch, id, side, seat)
}

// Tools are Dragonhead's menu items (plugin.ToolSet).
func (system) Tools() []plugin.Tool {
	return []plugin.Tool{
		{Menu: "Tools", Label: "Dragonhead Dice Table…", Run: func(l plugin.Host) { openDiceTable(l) }},
		{Menu: "Tools", Label: "Dragonhead class and skill catalog…", Run: func(l plugin.Host) { openDragonheadCatalog(l) }},
	}
}

// OddsSetups are the Dice & Odds window's setups (odds.SetupSet); Order
// keeps the picker's order: DvR, Dragonhead, Evening, Roll-under, DRGN.
func (system) OddsSetups() []odds.SetupKind {
	return []odds.SetupKind{{Name: plugin.SystemName(dragonhead.ID) + ": check", Order: 20,
		New: func(c func()) odds.Setup { return newDragonheadSetup(c) }}}
}

// QuickStats are the key numbers of a quick opponent (hooks.QuickAdder).
func (system) QuickStats() []hooks.StatField {
	return []hooks.StatField{
		{Key: "hp", Label: "HP"}, {Key: "ac", Label: "AC"}, {Key: "dc", Label: "DC"},
		{Key: "stun", Label: "Stun point"}, {Key: "morale", Label: "Morale (M)", Initial: "0"},
		{Key: "attacks", Label: "Attacks", Initial: "1"},
	}
}

// QuickRoll is a quick opponent's armour roll (hooks.QuickRoller).
func (system) QuickRoll() hooks.RollField {
	return hooks.RollField{Key: "armor", Label: "Armour roll", Placeholder: "d6", Check: func(roll string) error {
		_, err := dragonhead.ParseRoll(roll)
		return err
	}}
}

// QuickAttack is a quick creature's attacks, each a name, its Hit, its
// damage roll and its damage letter (hooks.QuickAttacker).
func (system) QuickAttack() hooks.AttackField {
	return hooks.AttackField{Label: "Attack: name, Hit, damage", Placeholder: dragonhead.QuickAttackExample, Attacks: dragonhead.ParseQuickAttacks}
}

// CombatantKind is a typed combatant's kind: a character on the players'
// side (it takes a seat), else a creature (hooks.Seater).
func (system) CombatantKind(players bool) string {
	if players {
		return dragonhead.KindCharacter
	}
	return dragonhead.KindCreature
}

// WriteBack puts an encounter's results into a character (hooks.WriterBack).
func (system) WriteBack(data json.RawMessage, c *encounter.Combatant, xp int) (json.RawMessage, []string, error) {
	return dragonhead.WriteBack(data, c, xp)
}

// WrittenBackEvent records a write-back, so that the next gives only the
// effort XP earned since (hooks.WriteBackRecorder).
func (system) WrittenBackEvent() string { return dragonhead.EventWrittenBack }

// TurnEvents: a round starts with the initiative form, End turn ends a
// turn (hooks.TurnEventer).
func (system) TurnEvents() (next, end string) { return "", dragonhead.EventEndTurn }

// Forms are the tracker's forms (hooks.FormSet).
func (system) Forms() hooks.Forms { return tracker.Forms() }
