package encounter

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
)

// Summary is the state after a replay as `sessionzero encounter replay
// --json` prints it (docs/formats.md). Its keys are a contract.
type Summary struct {
	System     string             `json:"system"`
	Mode       string             `json:"mode"`
	Name       string             `json:"name"`
	Events     int                `json:"events"`
	Undone     int                `json:"undone"`
	Round      int                `json:"round"`
	RoundLimit int                `json:"round_limit,omitempty"`
	Phase      string             `json:"phase,omitempty"`
	Turn       string             `json:"turn"`
	ActiveSide string             `json:"active_side,omitempty"`
	Active     string             `json:"active,omitempty"`
	Ended      bool               `json:"ended"`
	Outcome    string             `json:"outcome,omitempty"`
	Sides      []SideSummary      `json:"sides"`
	Combatants []CombatantSummary `json:"combatants"`
	Pending    []string           `json:"pending"`
	// Extra are the system's own top-level keys (SummaryExtender).
	Extra map[string]any `json:"-"`
}

// SideSummary is a side in the summary.
type SideSummary struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Score   int    `json:"score"`
	Ratings []int  `json:"ratings,omitempty"`
	Trait   string `json:"trait,omitempty"`
}

// CombatantSummary is a combatant in the summary. Wear, Tear and Scar are
// present for Dragonhead only.
type CombatantSummary struct {
	ID          string             `json:"id"`
	Name        string             `json:"name"`
	Side        string             `json:"side"`
	HP          int                `json:"hp"`
	MaxHP       int                `json:"max_hp"`
	Wear        *int               `json:"wear,omitempty"`
	Tear        *int               `json:"tear,omitempty"`
	Scar        *int               `json:"scar,omitempty"`
	ActionsLeft int                `json:"actions_left"`
	Band        string             `json:"band"`
	Injured     bool               `json:"injured"`
	Unconscious bool               `json:"unconscious"`
	Dead        bool               `json:"dead"`
	Conditions  []ConditionSummary `json:"conditions"`
	Resources   map[string]int     `json:"resources,omitempty"`
	// Extra are the system's own keys for this combatant
	// (CombatantSummaryExtender).
	Extra map[string]any `json:"-"`
}

// ConditionSummary is a condition with its remaining duration (-1: no
// countdown).
type ConditionSummary struct {
	Name      string `json:"name"`
	Degree    int    `json:"degree,omitempty"`
	Remaining int    `json:"remaining"`
	Detail    string `json:"detail,omitempty"`
}

// Summarize describes a view (the GM's, not the player view) for scripts.
func Summarize(v View, logLength int) Summary {
	s := Summary{System: v.System, Mode: v.Mode, Name: v.Name, Events: v.Events, Undone: logLength - v.Events,
		Round: v.Round, RoundLimit: v.RoundLimit, Phase: v.Phase, Turn: v.Turn, ActiveSide: v.ActiveSide,
		Active: v.ActiveID, Ended: v.Ended, Outcome: v.Outcome, Pending: append([]string{}, v.Pending...)}
	s.Sides = make([]SideSummary, 0, len(v.Sides))
	for _, sd := range v.Sides {
		s.Sides = append(s.Sides, SideSummary{ID: sd.ID, Name: sd.Name, Score: sd.Score, Ratings: sd.Ratings, Trait: sd.Trait})
	}
	s.Combatants = make([]CombatantSummary, 0, len(v.Rows))
	for _, r := range v.Rows {
		c := CombatantSummary{ID: r.ID, Name: r.Name, Side: r.Side, HP: r.HP, MaxHP: r.MaxHP, ActionsLeft: r.Actions,
			Band: r.Band, Injured: r.Injured, Unconscious: r.Unconscious, Dead: r.Dead, Resources: r.Resources,
			Conditions: make([]ConditionSummary, 0, len(r.Conditions))}
		if r.WearTear {
			wear, tear, scar := r.Wear, r.Tear, r.Scar
			c.Wear, c.Tear, c.Scar = &wear, &tear, &scar
		}
		for _, cd := range r.Conditions {
			c.Conditions = append(c.Conditions, ConditionSummary{Name: cd.Name, Degree: cd.Degree, Remaining: cd.Remaining, Detail: cd.Detail})
		}
		s.Combatants = append(s.Combatants, c)
	}
	return s
}

// SummaryExtender is a system's rules that add keys of their own to the
// top level of the summary (DvR's initiative and GM points, roll-under's
// minutes and groups). The shared keys above cannot be replaced.
type SummaryExtender interface {
	SummaryExtras(st *State) map[string]any
}

// CombatantSummaryExtender is a system's rules that add keys of their own
// to a combatant's entry in the summary (DvR's tier, plan and movement).
// The shared keys cannot be replaced.
type CombatantSummaryExtender interface {
	CombatantExtras(st *State, id string) map[string]any
}

// SessionSummary is the summary of a session: Summarize of the GM's view,
// plus the keys its rules add.
func SessionSummary(s *Session) Summary {
	sum := Summarize(s.View(), s.LogLength())
	if x, ok := s.Rules().(SummaryExtender); ok {
		sum.Extra = x.SummaryExtras(s.State())
	}
	if x, ok := s.Rules().(CombatantSummaryExtender); ok {
		for i := range sum.Combatants {
			sum.Combatants[i].Extra = x.CombatantExtras(s.State(), sum.Combatants[i].ID)
		}
	}
	return sum
}

// MarshalJSON writes the shared keys in order, then the system's own keys
// (sorted) at the same level; a system key never replaces a shared one.
func (c CombatantSummary) MarshalJSON() ([]byte, error) {
	type plain CombatantSummary
	b, err := json.Marshal(plain(c))
	if err != nil || len(c.Extra) == 0 {
		return b, err
	}
	return withExtra(b, c.Extra)
}

// MarshalJSON writes the shared keys in order, then the system's own keys
// (sorted) at the same level; a system key never replaces a shared one.
func (s Summary) MarshalJSON() ([]byte, error) {
	type plain Summary
	b, err := json.Marshal(plain(s))
	if err != nil || len(s.Extra) == 0 {
		return b, err
	}
	return withExtra(b, s.Extra)
}

// withExtra appends a system's keys (sorted) to the JSON object b, leaving
// out those b already has.
func withExtra(b []byte, extra map[string]any) ([]byte, error) {
	var shared map[string]json.RawMessage
	if err := json.Unmarshal(b, &shared); err != nil {
		return nil, err
	}
	keys := make([]string, 0, len(extra))
	for k := range extra {
		if _, taken := shared[k]; !taken {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	var buf bytes.Buffer
	buf.Write(b[:len(b)-1])
	for _, k := range keys {
		kb, _ := json.Marshal(k)
		vb, err := json.Marshal(extra[k])
		if err != nil {
			return nil, fmt.Errorf("summary key %s: %w", k, err)
		}
		buf.WriteByte(',')
		buf.Write(kb)
		buf.WriteByte(':')
		buf.Write(vb)
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}
