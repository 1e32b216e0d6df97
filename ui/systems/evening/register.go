package evening

import (
	"encoding/json"

	"fyne.io/fyne/v2"

	"sessionzero/model"
	"sessionzero/rules/encounter"
	"sessionzero/rules/evening"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/odds"
	"sessionzero/ui/plugin"
	"sessionzero/ui/systems/evening/tracker"
)

// system is Evening's ui, registered once: each method is an optional part
// the shell, the Dice & Odds window or the encounter tracker finds by
// interface (plugin.System).
type system struct{}

func init() { plugin.Register(system{}) }

// ID is Evening's system id.
func (system) ID() string { return evening.ID }

// Build is the character builder (plugin.CharacterBuilder).
func (system) Build(ctx plugin.BuilderContext) fyne.CanvasObject { return newBuilderView(ctx) }

// Combatant is a library character joining an encounter (plugin.Joiner).
func (system) Combatant(h plugin.Host, ch model.Character, id, side string, seat int) (encounter.CombatantSetup, error) {
	return combatant(h, ch, id, side, seat)
}

// Tools are Evening's menu items (plugin.ToolSet).
func (system) Tools() []plugin.Tool {
	return []plugin.Tool{
		{Menu: "Tools", Label: "Evening catalog…", Run: func(h plugin.Host) { openCatalog(h) }},
		{Menu: "Tools", Label: "Evening GM cards…", Run: func(h plugin.Host) { openGMCards(h) }},
	}
}

// OddsSetups are the Dice & Odds window's setups (odds.SetupSet), one per
// `sessionzero odds evening…` check with the same options and numbers;
// Order keeps the picker's order: DvR, Dragonhead, Evening, Roll-under,
// DRGN.
func (system) OddsSetups() []odds.SetupKind {
	name := plugin.SystemName(evening.ID)
	return []odds.SetupKind{
		{Name: name + ": check", Order: 30, New: func(c func()) odds.Setup { return newEveningSetup(c) }},
		{Name: name + ": death saves", Order: 31, New: func(c func()) odds.Setup { return newDeathSaveSetup(c) }},
		{Name: name + ": group check", Order: 32, New: func(c func()) odds.Setup { return newGroupSetup(c) }},
		{Name: name + ": contested check", Order: 33, New: func(c func()) odds.Setup { return newContestedSetup(c) }},
		{Name: name + ": challenge", Order: 34, New: func(c func()) odds.Setup { return newChallengeSetup(c) }},
	}
}

// QuickStats are the key numbers of a quick opponent (hooks.QuickAdder).
func (system) QuickStats() []hooks.StatField {
	return []hooks.StatField{
		{Key: "rating", Label: "Rating (1–10)"},
		{Key: "max_hp", Label: "Health (threat; empty: the rating's)"},
		{Key: "hit_tn", Label: "TN to hit it (empty: the rating's)"},
		{Key: "attack_tn", Label: "TN of its attacks (empty: the rating's)"},
		{Key: "initiative_bonus", Label: "Initiative bonus"},
		{Key: "complexity", Label: "Complexity (challenge, danger)"},
		{Key: "length", Label: "Length (thread, 4–12)"},
	}
}

// Saved are the GM cards a mode offers (hooks.SavedOfferer).
func (system) Saved() hooks.Saved {
	return hooks.Saved{Kinds: evening.SavedKinds, Combatant: evening.SavedCombatant,
		Campaign: func(_ string, data json.RawMessage) string { return cardCampaign(data) }}
}

// WriteBack puts health, injury, exhaustion, reserves, assets, threads and
// the XP offered into each character (hooks.WriterBack).
func (system) WriteBack(data json.RawMessage, c *encounter.Combatant, xp int) (json.RawMessage, []string, error) {
	return evening.WriteBack(data, c, xp)
}

// WrittenBackEvent records a write-back, so that a second one gives
// nothing twice (hooks.WriteBackRecorder).
func (system) WrittenBackEvent() string { return evening.EventWrittenBack }

// TurnEvents: a fight starts with initiative, End turn is rules/evening's
// "end_turn" (hooks.TurnEventer).
func (system) TurnEvents() (next, end string) { return "", evening.EventEndTurn }

// Forms are the tracker's forms (hooks.FormSet).
func (system) Forms() hooks.Forms { return tracker.Forms() }
