package dvr

import (
	"fmt"
	"strconv"
	"strings"

	"sessionzero/rules/encounter"
)

// What the tracker's forms and the GM's stat block read from typed text:
// natural faces, pushes, a named pool and weapons. Every reader says in
// one line what is wrong.

// QuickPoolKey is the Dice key of a pool typed on the quick-add form
// ("d8 d6 d6"): CombatantPool lists its dice as "pool".
const QuickPoolKey = "pool"

// splitList splits on commas, semicolons and blanks.
func splitList(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ';' || r == ' ' || r == '\t' || r == '\n' })
}

// ParseQuickPool reads a typed pool "d8 d6 d6" (or "d8, 2d6").
func ParseQuickPool(s string) ([]int, error) {
	parts := splitList(s)
	if len(parts) == 0 {
		return nil, fmt.Errorf("dvr pool: type dice such as d8 d6 d6")
	}
	return ParsePool(strings.Join(parts, ","))
}

// ParseFaces reads natural faces "3 4 2" (or "3, 4, 2").
func ParseFaces(s string) ([]int, error) {
	var out []int
	for _, p := range splitList(s) {
		n, err := strconv.Atoi(p)
		if err != nil {
			return nil, fmt.Errorf("die face %q is not a number", p)
		}
		out = append(out, n)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("type the dice as rolled, e.g. 3 4 2")
	}
	return out, nil
}

// ParsePushes reads pushes "2+1 weapon, 1+2 focus": die number (1-based,
// in the pool's order), "+", points, and the source (focus, health,
// weapon, vehicle; focus when left out). Empty text is no push.
func ParsePushes(s string) ([]Push, error) {
	var out []Push
	for part := range strings.SplitSeq(s, ",") {
		f := strings.Fields(part)
		if len(f) == 0 {
			continue
		}
		die, pts, ok := strings.Cut(f[0], "+")
		d, err1 := strconv.Atoi(die)
		p, err2 := strconv.Atoi(pts)
		if !ok || err1 != nil || err2 != nil || d < 1 || p < 1 {
			return nil, fmt.Errorf("push %q: write die+points and where they come from, e.g. 2+1 weapon", strings.TrimSpace(part))
		}
		from := FromFocus
		if len(f) > 1 {
			from = strings.ToLower(f[1])
		}
		switch from {
		case FromFocus, FromHealth, FromWeapon, FromVehicle:
		default:
			return nil, fmt.Errorf("push %q: points come from focus, health, weapon or vehicle", strings.TrimSpace(part))
		}
		out = append(out, Push{Die: d - 1, Points: p, From: from})
	}
	return out, nil
}

// PushText writes pushes the way ParsePushes reads them.
func PushText(ps []Push) string {
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = fmt.Sprintf("%d+%d %s", p.Die+1, p.Points, p.From)
	}
	return strings.Join(parts, ", ")
}

// StatBlock is a GM's opponent (spec §7.8): name, tracker stats (§6.1),
// its usual pool ("Power d8, Brawl d6") and its weapons ("Claws d6 3").
// Setup makes it the tracker's stat block (a homebrew "stat_block").
type StatBlock struct {
	Name    string
	Stats   map[string]int
	Pool    string
	Weapons string
}

// Setup checks the stat block and turns it into a combatant (no ID or side
// yet): the pool's dice become its Dice, the weapons its attacks.
func (b StatBlock) Setup() (encounter.CombatantSetup, error) {
	name := strings.TrimSpace(b.Name)
	if name == "" {
		return encounter.CombatantSetup{}, fmt.Errorf("stat block: type a name")
	}
	cs := encounter.CombatantSetup{Name: name, Kind: "creature", Stats: map[string]int{}, Dice: map[string]string{}}
	for k, v := range b.Stats {
		cs.Stats[k] = v
	}
	if _, err := (CombatRules{}).NewCombatant(encounter.NewState(ID, encounter.ModeCombat), cs); err != nil {
		return cs, fmt.Errorf("stat block %s: %w", name, err)
	}
	for part := range strings.SplitSeq(b.Pool, ",") {
		f := strings.Fields(part)
		if len(f) == 0 {
			continue
		}
		size, err := ParseDie(f[len(f)-1])
		if err != nil || len(f) < 2 {
			return cs, fmt.Errorf("pool %q: write a name and a die, e.g. Brawl d6", strings.TrimSpace(part))
		}
		label := strings.Join(f[:len(f)-1], " ")
		from := PoolSkill
		if a, ok := attribute(label); ok {
			from, label = PoolScript, a
		}
		cs.Dice[PoolKey(from, label)] = dieText(size)
	}
	for line := range strings.SplitSeq(strings.ReplaceAll(b.Weapons, ";", ","), ",") {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if len(f) < 3 {
			return cs, fmt.Errorf("weapon %q: write a name, a die and its damage, e.g. Claws d6 3", strings.TrimSpace(line))
		}
		size, err := ParseDie(f[len(f)-2])
		dmg, err2 := strconv.Atoi(f[len(f)-1])
		if err != nil || err2 != nil || dmg < 0 || dmg > maxSmall {
			return cs, fmt.Errorf("weapon %q: write a name, a die and its damage (0–%d), e.g. Claws d6 3", strings.TrimSpace(line), maxSmall)
		}
		wname := strings.Join(f[:len(f)-2], " ")
		cs.Attacks = append(cs.Attacks, weaponAttack(wname, size, dmg))
	}
	if len(cs.Dice) == 0 {
		cs.Dice = nil
	}
	return cs, nil
}

// Heading implements encounter.HeadingProvider: in strategized combat the
// tracker says which step of the round is on (spec §6.4, L287–301) rather
// than the shared "End of round 2": "Plan phase",
// "Plans locked, reveal next", "Advantage tier acts". Popcorn
// keeps the shared words ("Ada's turn").
func (CombatRules) Heading(st *encounter.State) string {
	switch st.Phase {
	case PhasePlan:
		return "Plan phase"
	case PhaseLocked:
		return "Plans locked, reveal next"
	case TierAdvantage, TierNormal, TierDisadvantage:
		return strings.ToUpper(st.Phase[:1]) + st.Phase[1:] + " tier acts"
	}
	return ""
}

// ResourceText implements encounter.ResourceLabeler: Focus reads as the
// sheet says it, current of max ("Focus 3 of 4"); Health is the row's bar.
// Any other counter keeps the shared label.
func (CombatRules) ResourceText(_ *encounter.Combatant, shown map[string]int) []string {
	var out []string
	f, okF := shown[resFocus]
	mf, okM := shown[resMaxFocus]
	switch {
	case okF && okM:
		out = append(out, fmt.Sprintf("Focus %d of %d", f, mf))
	case okF:
		out = append(out, fmt.Sprintf("Focus %d", f))
	case okM:
		out = append(out, fmt.Sprintf("Focus %d of %d", mf, mf))
	}
	return append(out, encounter.ResourceWords(shown, map[string]bool{resFocus: true, resMaxFocus: true})...)
}
