package rollunder

import (
	"encoding/json"
	"fmt"

	"sessionzero/rules"
	"sessionzero/rules/glance"
)

// Glance is the character's row of the party table: HP as marked, Armour,
// the three saves (the current scores a d20 must roll equal or under), the
// attack dice, conditions and whether the character can act. Every number
// is Derive's.
func (s System) Glance(data json.RawMessage) ([]glance.Cell, error) {
	d, err := s.Derive(data)
	if err != nil {
		return nil, err
	}
	cells := []glance.Cell{
		glance.OutOf(d, "current_hp", "max_hp", "HP"),
		glance.From(d, "armor", "Armour"),
	}
	type save struct {
		Ability  string  `json:"ability"`
		Score    int     `json:"score"`
		PSuccess float64 `json:"p_success"`
		Explain  string  `json:"explain"`
	}
	saves, _ := glance.Decode[[]save](d, "saves")
	for _, sv := range saves {
		cells = append(cells, glance.Cell{Label: sv.Ability + " save", Value: fmt.Sprintf("%d (%.0f%%)", sv.Score, 100*sv.PSuccess), Explain: sv.Explain})
	}
	pool, _ := glance.Decode[[]int](d, "attack_dice")
	var dice []string
	for _, n := range pool {
		dice = append(dice, fmt.Sprintf("d%d", n))
	}
	conds, _ := glance.Decode[[]string](d, "conditions")
	act := glance.From(d, "can_act", "Can act")
	if ok, found := rules.As[bool](d, "can_act"); found {
		act.Value = map[bool]string{true: "yes", false: "no"}[ok]
	}
	cells = append(cells,
		glance.List("Attack dice", dice, glance.Explain(d, "attack_dice")),
		glance.List("Conditions", conds, glance.Explain(d, "conditions")),
		act)
	return cells, nil
}
