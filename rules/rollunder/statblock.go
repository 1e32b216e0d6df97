package rollunder

import (
	"encoding/json"
	"fmt"
	"strings"

	"sessionzero/rules"
	"sessionzero/rules/encounter"
)

// StatBlock is a saved opponent or hireling (homebrew kind `stat_block`,
// spec §7.5): a setup combatant without id and side. A blank score counts
// as 10 (L42).
type StatBlock struct {
	Name      string         `json:"name"`
	Kind      string         `json:"kind,omitempty"`
	Stats     map[string]int `json:"stats"`
	Weapons   []Weapon       `json:"weapons,omitempty"`
	BonusDice []int          `json:"bonus_dice,omitempty"`
	Morale    string         `json:"morale,omitempty"`
	// Group and Leader put every copy in one morale group (RU-21).
	Group  string `json:"group,omitempty"`
	Leader bool   `json:"leader,omitempty"`
	Notes  string `json:"notes,omitempty"`
}

// StatBlockOdds is what the GM's calculator shows for a stat block.
type StatBlockOdds struct {
	Saves      []SaveValue `json:"saves"`
	AttackDice []int       `json:"attack_dice"`
	MeanDamage float64     `json:"mean_damage"`
	// PRout is the chance a lone one fails its morale save: 1 − p(WIL).
	PRout   float64  `json:"p_rout"`
	Explain []string `json:"explain"`
}

// DecodeStatBlock reads and checks a stat block.
func DecodeStatBlock(data json.RawMessage) (StatBlock, error) {
	var sb StatBlock
	if err := json.Unmarshal(data, &sb); err != nil {
		return sb, fmt.Errorf("stat block: %w", err)
	}
	if strings.TrimSpace(sb.Name) == "" {
		return sb, fmt.Errorf("stat block: name is empty")
	}
	if _, err := CombatRules.NewCombatant(CombatRules{}, scratchState(), sb.Setup("x", "o")); err != nil {
		return sb, fmt.Errorf("stat block %q: %w", sb.Name, err)
	}
	return sb, nil
}

func scratchState() *encounter.State {
	st := encounter.NewState(ID, encounter.ModeCombat)
	ext(st)
	return st
}

// Setup turns the stat block into a setup combatant.
func (sb StatBlock) Setup(id, side string) encounter.CombatantSetup {
	kind := sb.Kind
	if kind == "" {
		kind = KindCreature
	}
	cs := encounter.CombatantSetup{ID: id, Name: sb.Name, Side: side, Kind: kind, Stats: map[string]int{}, Notes: sb.Notes}
	for k, v := range sb.Stats {
		cs.Stats[k] = v
	}
	cs.Extra, _ = encodeExtra(map[string]any{"weapons": sb.Weapons, "bonus_dice": sb.BonusDice, "morale": sb.Morale,
		"group": sb.Group, "leader": sb.Leader})
	return cs
}

// Odds is the GM's quick calculator for a stat block.
func (sb StatBlock) Odds() StatBlockOdds {
	var s Scores
	for _, a := range Abilities {
		if v, ok := sb.Stats[a]; ok {
			v := v
			*s.ptr(a, false) = &v
		}
	}
	pool := AttackDiceOf(sb.Weapons, sb.BonusDice)
	if pool == nil {
		pool = []int{}
	}
	o := StatBlockOdds{Saves: SaveValues(s), AttackDice: pool, MeanDamage: MeanHighest(pool)}
	wil := Save(SaveInput{Score: s.Current("wil")})
	o.PRout = 1 - wil.PSuccess
	// One line on morale: the chance and where it comes from.
	if sb.Morale == "mindless" || sb.Morale == "fearless" {
		o.PRout = 0
		o.Explain = append(o.Explain, fmt.Sprintf(`Morale: never routs (%s: "Mindless or fearless opponents are exempt as well.")`, sb.Morale))
	} else {
		o.Explain = append(o.Explain, fmt.Sprintf(`Morale: routs %.0f%% of the time: a WIL save of %d fails on %d of 20 ("must pass a WIL Save to avoid their group being routed")`,
			100*o.PRout, s.Current("wil"), 20-wil.Num))
	}
	return o
}

// MoraleThreshold is how many of a group of size must be lost before the
// leader saves: ⌈size/2⌉ ("half of their total numbers", L34; RU-21).
func MoraleThreshold(size int) int { return (size + 1) / 2 }

// BlastTargets is the chance of each target count when unsure: "If unsure
// how many targets are affected, roll Damage die" (L26; RU-25): uniform
// 1…die.
func BlastTargets(die int) (map[int]float64, error) {
	if err := rules.CheckRange("blast die", die, 2, MaxDie); err != nil {
		return nil, err
	}
	out := make(map[int]float64, die)
	for n := 1; n <= die; n++ {
		out[n] = 1 / float64(die)
	}
	return out, nil
}

// BlastMeanTargets is the mean of BlastTargets: how many targets a blast
// of that die catches on average when unsure (L26).
func BlastMeanTargets(die int) (float64, error) {
	chances, err := BlastTargets(die)
	if err != nil {
		return 0, err
	}
	mean := 0.0
	for n, p := range chances {
		mean += float64(n) * p
	}
	return mean, nil
}

// SummaryExtras are the roll-under encounter keys of spec §6.2 that the
// engine's summary does not carry: minutes, initial, groups and the side
// turn in the spec's words ("Party declares").
func SummaryExtras(st *encounter.State) map[string]any {
	x, ok := st.Ext.(*combatExt)
	if !ok {
		return nil
	}
	groups := make([]map[string]any, 0, len(x.Groups))
	for _, g := range x.Groups {
		leader, n := "", 0
		for _, id := range g.Members {
			c, f, err := combatant(st, id)
			if err != nil {
				continue
			}
			if f.Leader {
				leader = id
			}
			if lost(c, f) {
				n++
			}
		}
		groups = append(groups, map[string]any{"id": g.ID, "leader": leader, "size": len(g.Members), "lost": n, "morale": g.Morale})
	}
	m := map[string]any{"minutes": x.Minutes, "initial": x.Initial, "groups": groups}
	if sd := st.Side(st.ActiveSide); sd != nil && st.Phase != "" {
		verb := map[string]string{"declare": "declares", "resolve": "resolves"}[st.Phase]
		m["turn"] = sd.Name + " " + verb
	}
	return m
}
