package evening

// Progress is one row of the progression table (L201–221; specs/evening.md
// §4): the total XP from a start level of 1, the aptitude bonus, the minimum
// advancement rating and the feature levels of each kind granted up to it.
type Progress struct {
	Level, XP, AB, MAR int
	Gains              string
	Origin, Class      int
	Discipline, Focus  int
	Base               int
}

// Progression is the table as data, index = level (0 is level 0: AB 0,
// MAR 1, nothing granted, EVE-4).
var Progression = [21]Progress{
	{0, 0, 0, 1, "level 0: no aptitudes, 4 health, no reserves", 0, 0, 0, 0, 0},
	{1, 0, 2, 1, "character kit, origin kit, class kit, origin lv, class lv", 1, 1, 0, 0, 0},
	{2, 5, 2, 1, "discipline kit, discipline lv", 1, 1, 1, 0, 0},
	{3, 10, 2, 1, "focus kit, focus lv", 1, 1, 1, 1, 0},
	{4, 15, 2, 2, "base feature", 1, 1, 1, 1, 1},
	{5, 20, 3, 2, "origin lv, class lv", 2, 2, 1, 1, 1},
	{6, 25, 3, 2, "discipline lv", 2, 2, 2, 1, 1},
	{7, 30, 3, 3, "focus lv", 2, 2, 2, 2, 1},
	{8, 35, 3, 3, "base feature", 2, 2, 2, 2, 2},
	{9, 40, 4, 3, "origin lv, class lv", 3, 3, 2, 2, 2},
	{10, 45, 4, 4, "discipline lv", 3, 3, 3, 2, 2},
	{11, 50, 4, 4, "focus lv", 3, 3, 3, 3, 2},
	{12, 55, 4, 4, "base feature", 3, 3, 3, 3, 3},
	{13, 60, 5, 5, "origin lv, class lv", 4, 4, 3, 3, 3},
	{14, 65, 5, 5, "discipline lv", 4, 4, 4, 3, 3},
	{15, 70, 5, 5, "focus lv", 4, 4, 4, 4, 3},
	{16, 75, 5, 6, "base feature", 4, 4, 4, 4, 4},
	{17, 80, 6, 6, "origin lv, class lv", 5, 5, 4, 4, 4},
	{18, 85, 6, 6, "discipline lv", 5, 5, 5, 4, 4},
	{19, 90, 6, 7, "focus lv", 5, 5, 5, 5, 4},
	{20, 95, 6, 7, "class lv, base feature", 5, 6, 5, 5, 5},
}

// FeatureLevels are feature levels by kind.
type FeatureLevels struct {
	Origin     int `json:"origin"`
	Class      int `json:"class"`
	Discipline int `json:"discipline"`
	Focus      int `json:"focus"`
	Base       int `json:"base"`
}

func (f FeatureLevels) sub(o FeatureLevels) FeatureLevels {
	return FeatureLevels{f.Origin - o.Origin, f.Class - o.Class, f.Discipline - o.Discipline, f.Focus - o.Focus, f.Base - o.Base}
}

func (f FeatureLevels) each() [5]struct {
	Kind string
	N    int
} {
	return [5]struct {
		Kind string
		N    int
	}{{"origin", f.Origin}, {"class", f.Class}, {"discipline", f.Discipline}, {"focus", f.Focus}, {"base", f.Base}}
}

// Granted is the feature levels granted up to a level.
func (p Progress) Granted() FeatureLevels {
	return FeatureLevels{p.Origin, p.Class, p.Discipline, p.Focus, p.Base}
}

// Level is the character level (EVE-2, EVE-4): 0 while start_level is 0
// and the narrator has not ticked reached_level_1; otherwise
// min(20, max(start_level, 1) + floor(xp_total / 5)) ("Every 5 points of
// total experience you earn levels up your character by one level", L181).
func Level(startLevel int, reachedLevel1 bool, xpTotal int) int {
	if startLevel <= 0 && !reachedLevel1 {
		return 0
	}
	return min(20, max(startLevel, 1)+max(xpTotal, 0)/5)
}
