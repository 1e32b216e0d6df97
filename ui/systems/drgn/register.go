package drgn

import (
	"encoding/json"

	"fyne.io/fyne/v2"

	"sessionzero/model"
	"sessionzero/rules/drgn"
	"sessionzero/rules/encounter"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/odds"
	"sessionzero/ui/plugin"
	"sessionzero/ui/systems/drgn/tracker"
)

// system is DRGN's ui, registered once: each method is an optional part
// the shell, the Dice & Odds window or the encounter tracker finds by
// interface (plugin.System).
type system struct{}

func init() { plugin.Register(system{}) }

// ID is DRGN's system id.
func (system) ID() string { return drgn.ID }

// Build is the character builder (plugin.CharacterBuilder).
func (system) Build(ctx plugin.BuilderContext) fyne.CanvasObject { return newDRGNBuilder(ctx) }

// Combatant is a library character joining an encounter (plugin.Joiner).
func (system) Combatant(h plugin.Host, ch model.Character, id, side string, seat int) (encounter.CombatantSetup, error) {
	return combatant(h, ch, id, side, seat)
}

// Tools are DRGN's menu items (plugin.ToolSet).
func (system) Tools() []plugin.Tool {
	return []plugin.Tool{{Menu: "Tools", Label: "DRGN Ability Calculator…", Run: func(h plugin.Host) { showCalculator(h) }}}
}

// OddsSetups are the Dice & Odds window's setups (odds.SetupSet); Order
// keeps the picker's order: DvR, Dragonhead, Evening, Roll-under, DRGN.
func (system) OddsSetups() []odds.SetupKind {
	return []odds.SetupKind{{Name: plugin.SystemName(drgn.ID) + ": Risk it All", Order: 50,
		New: func(c func()) odds.Setup { return newRiskItAllSetup(c) }}}
}

// QuickStats are the key numbers of a quick opponent (hooks.QuickAdder).
func (system) QuickStats() []hooks.StatField {
	return []hooks.StatField{
		{Key: "max_hp", Label: "Max HP"},
		{Key: "toughness", Label: "Toughness", Initial: "0"},
		{Key: "evasion_reduction", Label: "Evasion reduction", Initial: "0"},
	}
}

// RatingName names a social round's rating (hooks.RatingNamer).
func (system) RatingName(rating int) string { return drgn.RatingName(rating) }

// WriteBack puts an encounter's results into a character (hooks.WriterBack).
func (system) WriteBack(data json.RawMessage, c *encounter.Combatant, xp int) (json.RawMessage, []string, error) {
	return drgn.WriteBack(data, c, xp)
}

// PendingText words a declared attack (hooks.PendingWorder).
func (system) PendingText(st *encounter.State, p encounter.Pending) string {
	return drgn.PendingText(st, p)
}

// TurnEvents are the events of Next phase and End turn (hooks.TurnEventer).
func (system) TurnEvents() (next, end string) { return drgn.EventNextPhase, drgn.EventEndTurn }

// Forms are the tracker's forms and social pane (hooks.FormSet).
func (system) Forms() hooks.Forms { return tracker.Forms() }
