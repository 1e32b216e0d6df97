package dragonhead

import (
	"encoding/json"
	"fmt"
	"strings"

	"sessionzero/rules"
	"sessionzero/rules/content"
)

// ContentKinds are Dragonhead's catalog kinds as they travel in content
// packs: classes and skills (docs/formats.md, "Dragonhead character data
// and content packs"). A class may complete one of the book's sample
// classes under its name; a skill may not replace a skill the book prices.
func (System) ContentKinds() []content.Kind {
	return []content.Kind{
		{Kind: "class", List: "classes", Label: "class", Check: checkClassEntry},
		{Kind: "skill", List: "skills", Label: "skill", Check: checkSkillEntry, Book: isBookSkill},
	}
}

func checkClassEntry(data json.RawMessage) error {
	var c ClassDef
	if err := json.Unmarshal(data, &c); err != nil {
		return fmt.Errorf("it does not read as a class: %v", rules.JSONError(err))
	}
	if bad := c.malformed(); len(bad) > 0 {
		return fmt.Errorf("%s", strings.TrimPrefix(bad[0], c.Name+": "))
	}
	return nil
}

func checkSkillEntry(data json.RawMessage) error {
	var s SkillDef
	if err := json.Unmarshal(data, &s); err != nil {
		return fmt.Errorf("it does not read as a skill: %v", rules.JSONError(err))
	}
	return rules.JoinErrors(
		rules.CheckRange("base_cost", s.BaseCost, 1, MaxXP),
		rules.CheckRange("min_intellect", s.MinIntellect, 0, MaxAbilityScore),
	)
}

func isBookSkill(name string) bool {
	_, ok := rules.FindFold(BookSkills(), name, func(s SkillDef) string { return s.Name })
	return ok
}
