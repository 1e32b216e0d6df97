package dvr

// What the tracker's attack and check forms ask before a roll: the skill
// a check names, the D a Narrative condition adds, and where the pushes
// of the cheapest plan come from.

// CheckSkill is the skill a check names in the log: the (last) skill die
// of its pool; "" without one ("rolls" instead of "checks Gunplay").
func CheckSkill(pool []PoolEntry) string {
	skill := ""
	for _, e := range pool {
		if e.From == PoolSkill {
			skill = e.Name
		}
	}
	return skill
}
