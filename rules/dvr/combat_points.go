package dvr

import (
	"encoding/json"
	"fmt"
	"maps"
	"strings"

	"sessionzero/rules"
	"sessionzero/rules/encounter"
)

// --- Damage, duels, conditions, points (spec §6.6–6.9) ---

// dealDamage takes Health off t, or moves the score of an open duel
// between by and t (DVR-27).
func dealDamage(st *encounter.State, x *Ext, by string, t *encounter.Combatant, amount int) {
	for _, d := range x.Duels {
		if d.Winner != "" {
			continue
		}
		sign := 0
		switch {
		case d.A == by && d.B == t.ID:
			sign = 1
		case d.B == by && d.A == t.ID:
			sign = -1
		}
		if sign != 0 {
			duelScore(st, d, sign*amount)
			return
		}
	}
	t.HP = max(t.HP-amount, 0)
	if !st.Quiet { // Sayf's boxed arguments would allocate on every hit
		st.Sayf("%s loses %d Health (%d left)", t.Name, amount, t.HP)
	}
}

func duelScore(st *encounter.State, d *Duel, delta int) {
	d.Score += delta
	switch {
	case d.Score > d.Size:
		d.Winner = d.A
	case d.Score < -d.Size:
		d.Winner = d.B
	}
	st.Sayf("duel %s: score %+d", d.ID, d.Score)
	if d.Winner != "" {
		w, _ := st.Combatant(d.Winner)
		st.Sayf("duel %s: %s wins", d.ID, w.Name)
	}
}

// simple is the payload of the small events: who they are about and the
// numbers or names they carry.
type simple struct {
	Target    string `json:"target"`
	Combatant string `json:"combatant"`
	Name      string `json:"name"`
	Detail    string `json:"detail"`
	Amount    *int   `json:"amount"`
	Focus     *int   `json:"focus"`
	Health    *int   `json:"health"`
}

// find checks a small event's numbers (0–1,000) and finds its combatant
// ("target" or "combatant").
func (p simple) find(st *encounter.State) (*encounter.Combatant, error) {
	for key, v := range map[string]*int{"amount": p.Amount, "focus": p.Focus, "health": p.Health} {
		if v != nil && (*v < 0 || *v > maxCombatantStats) {
			return nil, fmt.Errorf("%s %d out of range 0–%d", key, *v, maxCombatantStats)
		}
	}
	id := p.Target
	if id == "" {
		id = p.Combatant
	}
	return combatant(st, id)
}

// onSimple declares a small event about one combatant: its numbers are
// checked and its combatant found (simple.find) before apply.
func onSimple(typ, summary string, apply func(st *encounter.State, x *Ext, c *encounter.Combatant, p simple) error) encounter.Handler {
	return on(typ, summary, func(st *encounter.State, x *Ext, p simple) error {
		c, err := p.find(st)
		if err != nil {
			return err
		}
		return apply(st, x, c, p)
	})
}

func or0(v *int) int {
	if v == nil {
		return 0
	}
	return *v
}

func damage(st *encounter.State, x *Ext, c *encounter.Combatant, p simple) error {
	dealDamage(st, x, "", c, or0(p.Amount))
	return nil
}

func heal(st *encounter.State, _ *Ext, c *encounter.Combatant, p simple) error {
	if or0(p.Amount) < 1 {
		return fmt.Errorf("heal needs an amount 1–%d", maxCombatantStats)
	}
	if c.Dead {
		return fmt.Errorf("%s is dead", c.Name)
	}
	c.HP = min(c.HP+*p.Amount, c.MaxHP)
	st.Sayf("%s heals %d Health (%d of %d)", c.Name, *p.Amount, c.HP, c.MaxHP)
	return nil
}

func spendPoints(st *encounter.State, _ *Ext, c *encounter.Combatant, p simple) error {
	if err := payPoints(c, Spent{Focus: or0(p.Focus), Health: or0(p.Health)}); err != nil {
		return err
	}
	st.Sayf("%s spends %s", c.Name, pointsText(c, or0(p.Focus), or0(p.Health)))
	return nil
}

// pointsText is "2 Focus (7 of 9 left)", "1 Health (16 left)" or both.
func pointsText(c *encounter.Combatant, focus, health int) string {
	var parts []string
	if focus > 0 {
		parts = append(parts, fmt.Sprintf("%d Focus (%d of %d left)", focus, c.Resource(resFocus), c.Resource(resMaxFocus)))
	}
	if health > 0 {
		parts = append(parts, fmt.Sprintf("%d Health (%d left)", health, c.HP))
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, " and ")
}

// restore sets a pool to amount more (nil: to max).
func restore(cur, maxV int, amount *int) (int, error) {
	if amount == nil {
		return maxV, nil
	}
	if *amount < 0 || cur+*amount > maxV {
		return 0, fmt.Errorf("%d would take %d past its max %d", *amount, cur, maxV)
	}
	return cur + *amount, nil
}

func applyCondition(st *encounter.State, c *encounter.Combatant, name, detail string) {
	if name == CondDazed {
		if hasFocus(c) {
			setFocus(c, max(focusOf(c)-2, 0))
		}
		st.Sayf("%s is Dazed: −2 Focus", c.Name)
		return
	}
	if name == CondNarrative {
		// Each one adds 1 D: kept as separate entries.
		c.Conditions = append(c.Conditions, encounter.Condition{Name: name, Detail: detail, Remaining: -1})
	} else {
		c.SetCondition(encounter.Condition{Name: name, Detail: detail, Remaining: -1})
	}
	st.Sayf("%s: %s", c.Name, name)
}

// restoreFocus refills Focus by amount (nil: to max).
func restoreFocus(c *encounter.Combatant, amount *int) error {
	if !hasFocus(c) {
		if amount == nil {
			return nil
		}
		return fmt.Errorf("%s has no focus pool", c.Name)
	}
	f, err := restore(focusOf(c), c.Resource(resMaxFocus), amount)
	if err != nil {
		return fmt.Errorf("Focus: %w", err)
	}
	setFocus(c, f)
	return nil
}

func quickBreath(st *encounter.State, _ *Ext, c *encounter.Combatant, p simple) error {
	if !hasFocus(c) {
		return fmt.Errorf("%s has no focus pool", c.Name)
	}
	if err := restoreFocus(c, p.Amount); err != nil {
		return err
	}
	st.Sayf("%s takes a quick breath: Focus %d of %d", c.Name, c.Resource(resFocus), c.Resource(resMaxFocus))
	return nil
}

func rest(st *encounter.State, _ *Ext, c *encounter.Combatant, p simple) error {
	if c.Dead {
		return fmt.Errorf("%s is dead", c.Name)
	}
	hp, err := restore(c.HP, c.MaxHP, p.Health)
	if err != nil {
		return fmt.Errorf("Health: %w", err)
	}
	c.HP = hp
	if err := restoreFocus(c, p.Focus); err != nil {
		return err
	}
	if hasFocus(c) {
		st.Sayf("%s rests: Health %d of %d, Focus %d of %d", c.Name, c.HP, c.MaxHP, c.Resource(resFocus), c.Resource(resMaxFocus))
	} else {
		st.Sayf("%s rests: Health %d of %d", c.Name, c.HP, c.MaxHP)
	}
	return nil
}

func markDead(st *encounter.State, _ *Ext, c *encounter.Combatant, p simple) error {
	c.Dead = true
	st.Sayf("%s is dead", c.Name)
	return nil
}

func addCondition(st *encounter.State, _ *Ext, c *encounter.Combatant, p simple) error {
	if strings.TrimSpace(p.Name) == "" {
		return fmt.Errorf("name the condition")
	}
	applyCondition(st, c, p.Name, p.Detail)
	return nil
}

func clearCondition(st *encounter.State, _ *Ext, c *encounter.Combatant, p simple) error {
	if !c.RemoveCondition(p.Name) {
		return fmt.Errorf("%s has no %s", c.Name, p.Name)
	}
	return nil
}

func duelStart(st *encounter.State, x *Ext, p DuelStartPayload) error {
	if p.Size != 3 && p.Size != 5 {
		return fmt.Errorf("size %d: a simple duel is 3, a complex one 5", p.Size)
	}
	for _, id := range []string{p.A, p.B} {
		if _, err := combatant(st, id); err != nil {
			return err
		}
	}
	if p.A == p.B {
		return fmt.Errorf("a duel needs two combatants")
	}
	if p.Duel == "" {
		p.Duel = fmt.Sprintf("d%d", len(x.Duels)+1)
	}
	for _, d := range x.Duels {
		if d.ID == p.Duel {
			return fmt.Errorf("duel %q exists", p.Duel)
		}
	}
	x.Duels = append(x.Duels, &Duel{ID: p.Duel, A: p.A, B: p.B, Size: p.Size})
	return nil
}

func duelDamage(st *encounter.State, x *Ext, p DuelDamagePayload) error {
	if p.Amount < 0 || p.Amount > maxCombatantStats {
		return fmt.Errorf("amount %d out of range 0–%d", p.Amount, maxCombatantStats)
	}
	for _, d := range x.Duels {
		if d.ID != p.Duel {
			continue
		}
		if d.Winner != "" {
			return fmt.Errorf("duel %s is over", d.ID)
		}
		switch p.By {
		case d.A:
			duelScore(st, d, p.Amount)
		case d.B:
			duelScore(st, d, -p.Amount)
		default:
			who := p.By
			if c, err := st.Combatant(p.By); err == nil {
				who = c.Name
			}
			return fmt.Errorf("%s is not in duel %s", who, d.ID)
		}
		return nil
	}
	return fmt.Errorf("no duel %q", p.Duel)
}

func gmPoints(st *encounter.State, x *Ext, p GMPointsPayload) error {
	if x.GMPoints+p.Change < 0 {
		return fmt.Errorf("the GM has %d points, cannot spend %d", x.GMPoints, -p.Change)
	}
	x.GMPoints += p.Change
	return nil
}

// CombatantStats are the tracker stats of a character (spec §6.1), from
// Derive: max_health, health, max_focus, focus (with a focus die) and
// max_speed (with a base speed). Resistance and cover depend on the armour
// and the scene; the GM types them.
func CombatantStats(data json.RawMessage) (map[string]int, error) {
	d, err := Derive(data)
	if err != nil {
		return nil, err
	}
	stats := map[string]int{}
	for key, stat := range map[string]string{"max_health": "max_health", "current_health": "health",
		"max_focus": "max_focus", "current_focus": "focus", "max_speed": "max_speed"} {
		if n, ok := rules.As[int](d, key); ok {
			stats[stat] = n
		}
	}
	return stats, nil
}

// CombatantFromCharacter is a tracker entry for a library character: its
// Health, Focus and max speed from Derive (spec §6.1), its dice pool
// (script dice, trained skills, items with a die; CombatantPool reads it
// back), the points of items with a die (vehicles; PointsKey stats,
// CombatantEntries reads them back) and its weapons as attacks (die and damage after rust), so the
// attack form offers them instead of having them retyped. Resistance
// (armour) and cover belong to the scene; the GM adds them.
func CombatantFromCharacter(id, name, side string, characterID int64, data json.RawMessage) (encounter.CombatantSetup, error) {
	stats, err := CombatantStats(data)
	if err != nil {
		return encounter.CombatantSetup{}, fmt.Errorf("%s: %w", name, err)
	}
	c, err := Decode(data)
	if err != nil {
		return encounter.CombatantSetup{}, fmt.Errorf("%s: %w", name, err)
	}
	dice, attacks, points := characterPool(c)
	maps.Copy(stats, points)
	return encounter.CombatantSetup{ID: id, Name: name, Side: side, Kind: "character", CharacterID: characterID,
		Stats: stats, Dice: dice, Attacks: attacks}, nil
}
