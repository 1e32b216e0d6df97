package rollunder

import (
	"encoding/json"

	"fyne.io/fyne/v2"

	"sessionzero/model"
	"sessionzero/rules/encounter"
	"sessionzero/rules/rollunder"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/odds"
	"sessionzero/ui/plugin"
	"sessionzero/ui/systems/rollunder/tracker"
)

// system is roll-under's ui, registered once: each method is an optional
// part the shell, the Dice & Odds window or the encounter tracker finds by
// interface (plugin.System).
type system struct{}

func init() { plugin.Register(system{}) }

// ID is roll-under's system id.
func (system) ID() string { return rollunder.ID }

// Build is the character builder (plugin.CharacterBuilder).
func (system) Build(ctx plugin.BuilderContext) fyne.CanvasObject { return bldNew(ctx) }

// Combatant is a library character joining an encounter (plugin.Joiner).
func (system) Combatant(h plugin.Host, ch model.Character, id, side string, seat int) (encounter.CombatantSetup, error) {
	return combatant(h, ch, id, side, seat)
}

// Tools are roll-under's menu items (plugin.ToolSet).
func (system) Tools() []plugin.Tool {
	return []plugin.Tool{{Menu: "Tools", Label: "Roll-under Stat Blocks…", Run: func(h plugin.Host) { showStatBlocks(h) }}}
}

// OddsSetups are the Dice & Odds window's setups (odds.SetupSet); Order
// keeps the picker's order: DvR, Dragonhead, Evening, Roll-under, DRGN.
func (system) OddsSetups() []odds.SetupKind {
	name := plugin.SystemName(rollunder.ID)
	return []odds.SetupKind{
		{Name: name + ": save", Order: 40, New: func(c func()) odds.Setup { return newSaveSetup(c) }},
		{Name: name + ": attack", Order: 41, New: func(c func()) odds.Setup { return newAttackSetup(c) }},
		{Name: name + ": attack on a defender", Order: 42, New: func(c func()) odds.Setup { return newHarmSetup(c) }},
	}
}

// QuickStats are the key numbers of a quick opponent (hooks.QuickAdder).
func (system) QuickStats() []hooks.StatField {
	return []hooks.StatField{
		{Key: "max_hp", Label: "HP"}, {Key: "armor", Label: "Armour (0–3)", Initial: "0"},
		{Key: "str", Label: "STR", Initial: "10"}, {Key: "dex", Label: "DEX", Initial: "10"}, {Key: "wil", Label: "WIL", Initial: "10"},
	}
}

// QuickRoll is a quick opponent's damage die (hooks.QuickRoller).
func (system) QuickRoll() hooks.RollField {
	return hooks.RollField{Key: "weapon", Label: "Damage die", Placeholder: "d6", Check: checkDie}
}

// CombatantKind seats the player characters (hooks.Seater).
func (system) CombatantKind(players bool) string { return combatantKind(players) }

// WriteBack puts an encounter's results into a character (hooks.WriterBack).
func (system) WriteBack(data json.RawMessage, c *encounter.Combatant, xp int) (json.RawMessage, []string, error) {
	return rollunder.WriteBack(data, c, xp)
}

// WrittenBackEvent records a write-back (hooks.WriteBackRecorder).
func (system) WrittenBackEvent() string { return rollunder.EventWrittenBack }

// NoXP: roll-under has no experience points (hooks.NoXPer).
func (system) NoXP() bool { return true }

// GroupCopies makes copies of a stat block one morale group
// (hooks.CopyGrouper).
func (system) GroupCopies(copies []encounter.CombatantSetup) error {
	return rollunder.GroupCopies(copies)
}

// TurnEvents are rules/rollunder's "next_phase" (declare → resolve →
// end of the phase) and "end_turn" (hooks.TurnEventer).
func (system) TurnEvents() (next, end string) {
	return rollunder.EventNextPhase, rollunder.EventEndTurn
}

// Forms are the tracker's forms (hooks.FormSet).
func (system) Forms() hooks.Forms { return tracker.Forms() }
