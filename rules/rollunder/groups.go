package rollunder

import (
	"encoding/json"
	"fmt"
	"strings"

	"sessionzero/rules/encounter"
)

// GroupAlone is the stat block group that keeps its copies out of any
// group: each fights alone and makes the lone combatant's morale save.
const GroupAlone = "alone"

// GroupCopies makes copies of one stat block added together one morale
// group, the first copy its leader: "The leader of a group must pass a WIL
// Save to avoid their group being routed when they lose half of their
// total numbers" (L34; RU-21). The group is the stat block's own group
// when it names one, else "Ghoul 1–3" after the copies' names; a stat
// block whose group is "alone" leaves its copies alone. One copy is left
// as it is. The copies' names must be set (encounter.Copies).
func GroupCopies(copies []encounter.CombatantSetup) error {
	if len(copies) < 2 {
		return nil
	}
	var group string
	if raw, ok := copies[0].Extra["group"]; ok {
		if err := json.Unmarshal(raw, &group); err != nil {
			return fmt.Errorf("%s: the group is not a name", copies[0].Name)
		}
	}
	name := strings.TrimSpace(group)
	if strings.EqualFold(name, GroupAlone) {
		for i := range copies {
			setExtra(&copies[i], "group", "")
			setExtra(&copies[i], "leader", false)
		}
		return nil
	}
	if name == "" {
		name = copies[0].Name + "–" + lastNumber(copies[len(copies)-1].Name)
	}
	for i := range copies {
		setExtra(&copies[i], "group", name)
		setExtra(&copies[i], "leader", i == 0)
	}
	return nil
}

// lastNumber is the number a copy's name ends with ("Ghoul 3" → "3"), or
// the whole name.
func lastNumber(name string) string {
	if i := strings.LastIndex(name, " "); i >= 0 {
		return name[i+1:]
	}
	return name
}

func setExtra(cs *encounter.CombatantSetup, key string, v any) {
	b, _ := json.Marshal(v)
	extra := make(map[string]json.RawMessage, len(cs.Extra)+1)
	for k, raw := range cs.Extra {
		extra[k] = raw
	}
	extra[key] = b
	cs.Extra = extra
}
