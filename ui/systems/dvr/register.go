package dvr

import (
	"encoding/json"

	"fyne.io/fyne/v2"

	"sessionzero/model"
	"sessionzero/rules/dvr"
	"sessionzero/rules/encounter"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/odds"
	"sessionzero/ui/plugin"
	"sessionzero/ui/systems/dvr/tracker"
)

// system is DvR's ui, registered once: each method is an optional part
// the shell, the Dice & Odds window or the encounter tracker finds by
// interface (plugin.System).
type system struct{}

func init() { plugin.Register(system{}) }

// ID is DvR's system id.
func (system) ID() string { return dvr.ID }

// Build is the character builder (plugin.CharacterBuilder).
func (system) Build(ctx plugin.BuilderContext) fyne.CanvasObject { return newBuilder(ctx) }

// Combatant is a library character joining an encounter (plugin.Joiner).
func (system) Combatant(h plugin.Host, ch model.Character, id, side string, seat int) (encounter.CombatantSetup, error) {
	return combatant(h, ch, id, side, seat)
}

// Tools are DvR's menu items (plugin.ToolSet).
func (system) Tools() []plugin.Tool {
	return []plugin.Tool{{Menu: "Tools", Label: "DvR calculators…", Run: func(h plugin.Host) { showCalculators(h) }}}
}

// OddsSetups are the Dice & Odds window's setups (odds.SetupSet); Order
// keeps the picker's order: DvR, Dragonhead, Evening, Roll-under, DRGN.
func (system) OddsSetups() []odds.SetupKind {
	return []odds.SetupKind{{Name: plugin.SystemName(dvr.ID) + ": check", Order: 10,
		New: func(c func()) odds.Setup { return newDvRSetup(c) }}}
}

// QuickStats are the key numbers of a quick opponent (hooks.QuickAdder).
func (system) QuickStats() []hooks.StatField {
	return []hooks.StatField{
		{Key: "max_health", Label: "Health"},
		// Left empty, the opponent has no focus pool (never Exhausted).
		// The label is also the typed list's ("Focus 5"), so it holds
		// no hint.
		{Key: "max_focus", Label: "Focus"},
		{Key: "resistance", Label: "Resistance R", Initial: "1"},
		{Key: "cover", Label: "Cover (+D)", Initial: "0"},
	}
}

// QuickRoll is a quick opponent's dice pool (hooks.QuickRoller).
func (system) QuickRoll() hooks.RollField {
	return hooks.RollField{Key: dvr.QuickPoolKey, Label: "Dice pool", Placeholder: "d8 d6 d6", Check: func(roll string) error {
		_, err := dvr.ParseQuickPool(roll)
		return err
	}}
}

// QuickAttack is a quick opponent's weapons, each a name, its die and its
// damage (hooks.QuickAttacker).
func (system) QuickAttack() hooks.AttackField {
	return hooks.AttackField{Label: "Weapon", Placeholder: dvr.QuickWeaponExample, Attacks: dvr.ParseQuickWeapons}
}

// WriteBack puts an encounter's results into a character (hooks.WriterBack).
func (system) WriteBack(data json.RawMessage, c *encounter.Combatant, xp int) (json.RawMessage, []string, error) {
	return dvr.WriteBack(data, c, xp)
}

// WrittenBackEvent records a write-back (hooks.WriteBackRecorder).
func (system) WrittenBackEvent() string { return dvr.EventWrittenBack }

// TurnEvents: a round starts with its form, End turn passes to the next
// combatant, rules/dvr's end of turn (hooks.TurnEventer).
func (system) TurnEvents() (next, end string) { return "", dvr.EventEndTurn }

// Forms are the tracker's forms (hooks.FormSet).
func (system) Forms() hooks.Forms { return tracker.Forms() }
