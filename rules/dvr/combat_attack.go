package dvr

import (
	"fmt"
	"strings"

	"sessionzero/rules/encounter"
)

// --- Rolls (spec §6.5) ---

// PoolEntry is one die of an attack or check pool.
type PoolEntry struct {
	Die          int    `json:"die"`
	From         string `json:"from"`
	Name         string `json:"name,omitempty"`
	Points       int    `json:"points,omitempty"`
	AllOrNothing bool   `json:"all_or_nothing,omitempty"`
}

// Weapon is the weapon of an attack.
type Weapon struct {
	Name   string `json:"name"`
	Damage int    `json:"damage"`
	Rust   int    `json:"rust,omitempty"`
}

// AttackInput is an attack event's payload (and the attack planner's input).
type AttackInput struct {
	Attacker   string      `json:"attacker"`
	Target     string      `json:"target"`
	Pool       []PoolEntry `json:"pool"`
	Dice       []int       `json:"dice"`
	Pushes     []Push      `json:"pushes,omitempty"`
	BoughtOnes int         `json:"bought_ones,omitempty"`
	Weapon     Weapon      `json:"weapon"`
	Difficulty *int        `json:"difficulty,omitempty"`
	Risk       *int        `json:"risk,omitempty"`
	Condition  string      `json:"condition,omitempty"`
}

// AttackResult is a resolved attack (spec §6.5): the roll plus the damage.
type AttackResult struct {
	Result
	Hit               bool `json:"hit"`
	DamagePool        int  `json:"damage_pool"`
	DamagePointsSpent int  `json:"damage_points_spent"`
	CritBonus         int  `json:"crit_bonus"`
	ExtraBonus        int  `json:"extra_bonus"`
	Damage            int  `json:"damage"`
}

// ResolveAttack resolves an attack roll with D and R already known (spec
// §6.5, DVR-19 to DVR-22): a hit is a complete success; damage is the
// weapon's pool W (after rust, doubled by All or Nothing) less the weapon
// points pushed, plus ⌈W/2⌉ on a crit, plus the extra successes when that
// option is on.
func ResolveAttack(in AttackInput, d, r int, opt Options) (AttackResult, error) {
	pool, final := make([]int, len(in.Pool)), make([]int, len(in.Dice))
	s, roll, err := scoreAttack(in, d, r, opt, pool, final)
	if err != nil {
		return AttackResult{}, err
	}
	return AttackResult{Result: s.scored.result(roll, final), Hit: s.hit, DamagePool: s.damagePool,
		DamagePointsSpent: s.damagePointsSpent, CritBonus: s.critBonus, ExtraBonus: s.extraBonus, Damage: s.damage}, nil
}

// attackScore is a resolved attack's numbers: AttackResult without the
// roll's lists.
type attackScore struct {
	scored
	hit                                                          bool
	damagePool, damagePointsSpent, critBonus, extraBonus, damage int
}

// scoreAttack checks and scores an attack as ResolveAttack does, with the
// pool's sizes written into pool (len(in.Pool) long) and the pushed faces
// into final (len(in.Dice) long); roll is the roll it scored.
func scoreAttack(in AttackInput, d, r int, opt Options, pool, final []int) (attackScore, RollInput, error) {
	roll := RollInput{Pool: pool[:0], Difficulty: d, Risk: r, Dice: in.Dice, Pushes: in.Pushes, BoughtOnes: in.BoughtOnes}
	vehiclePts := 0
	weaponAoN := false
	for i, e := range in.Pool {
		roll.Pool = append(roll.Pool, e.Die)
		switch e.From {
		case PoolScript, PoolSkill, PoolItem:
		default:
			return attackScore{}, roll, fmt.Errorf("pool die %d from %q: use script, skill or item", i+1, e.From)
		}
		if e.AllOrNothing {
			if e.From != PoolItem || roll.AllOrNothing != 0 {
				return attackScore{}, roll, fmt.Errorf("pool die %d: only one item die may go All or Nothing", i+1)
			}
			roll.AllOrNothing = i + 1
			weaponAoN = e.Name == in.Weapon.Name
		}
		if e.From == PoolItem {
			vehiclePts += e.Points
		}
	}
	if in.Weapon.Damage < 0 || in.Weapon.Damage > maxSmall || in.Weapon.Rust < 0 || in.Weapon.Rust > maxSmall {
		return attackScore{}, roll, fmt.Errorf("weapon damage and rust must be 0–%d", maxSmall)
	}
	w := max(in.Weapon.Damage-in.Weapon.Rust, 0)
	if weaponAoN {
		w *= 2
	}
	res, err := score(roll, final)
	if err != nil {
		return attackScore{}, roll, err
	}
	if res.spent.Weapon > w {
		return attackScore{}, roll, fmt.Errorf("%d weapon points pushed, the weapon holds %d", res.spent.Weapon, w)
	}
	if res.spent.Vehicle > vehiclePts {
		return attackScore{}, roll, fmt.Errorf("%d vehicle points pushed, the pool's items hold %d", res.spent.Vehicle, vehiclePts)
	}
	out := attackScore{scored: res, hit: res.complete, damagePool: w, damagePointsSpent: res.spent.Weapon}
	if out.hit {
		if res.crit {
			out.critBonus = (w + 1) / 2
		}
		if opt.ExtraSuccessDamage {
			out.extraBonus = res.successes - max(r, 1)
		}
		out.damage = w - res.spent.Weapon + out.critBonus + out.extraBonus
	}
	if in.Condition != "" {
		if !out.hit || !res.crit || !opt.CritCondition {
			return attackScore{}, roll, fmt.Errorf("a condition needs a hit with a crit and the crit_condition option")
		}
		switch in.Condition {
		case CondDazed, CondStunned, CondPinned, CondNarrative:
		default:
			return attackScore{}, roll, fmt.Errorf("condition %q: use Dazed, Stunned, Pinned or Narrative", in.Condition)
		}
	}
	return out, roll, nil
}

// narrativeD adds +1 D per Narrative condition on c and uses them up (L212).
func narrativeD(c *encounter.Combatant) int {
	n := 0
	for c.RemoveCondition(CondNarrative) {
		n++
	}
	return n
}

// payPoints takes the Focus and Health a roll spent off the roller.
func payPoints(c *encounter.Combatant, s Spent) error {
	if s.Focus > 0 {
		if !hasFocus(c) || focusOf(c) < s.Focus {
			return fmt.Errorf("%s has %d Focus, %d pushed", c.Name, focusOf(c), s.Focus)
		}
		setFocus(c, focusOf(c)-s.Focus)
	}
	if s.Health > c.HP {
		return fmt.Errorf("%s has %d Health, %d pushed", c.Name, c.HP, s.Health)
	}
	c.HP -= s.Health
	return nil
}

func canAttack(st *encounter.State, x *Ext, c *encounter.Combatant) error {
	if x.Initiative == InitiativePopcorn {
		if !able(c) {
			return fmt.Errorf("%s cannot act", c.Name)
		}
		if st.ActiveID() != c.ID {
			return fmt.Errorf("it is not %s's turn", c.Name)
		}
		if x.stunnedDue(c) {
			return fmt.Errorf("%s is Stunned this turn", c.Name)
		}
		if x.attacked(c) {
			return fmt.Errorf("%s has attacked this turn", c.Name)
		}
		return nil
	}
	if st.Phase != x.tier(c) {
		return fmt.Errorf("%s acts in the %s tier", c.Name, x.tier(c))
	}
	if !x.ableTier(c) {
		return fmt.Errorf("%s was not able to act when the tier began", c.Name)
	}
	if x.attacked(c) {
		return fmt.Errorf("%s has attacked this round", c.Name)
	}
	return nil
}

// attackerAndTarget finds an attack's attacker and target.
func attackerAndTarget(st *encounter.State, attacker, target string) (a, t *encounter.Combatant, err error) {
	if a, err = combatant(st, attacker); err != nil {
		return nil, nil, err
	}
	if t, err = combatant(st, target); err != nil {
		return nil, nil, err
	}
	return a, t, nil
}

// attackDR is an attack's D and R before the attacker's Narrative
// conditions: D 4 + the target's cover, R its resistance, unless the
// GM gives them.
func attackDR(t *encounter.Combatant, difficulty, risk *int) (d, r int) {
	d, r = 4+coverOf(t), resistanceOf(t)
	if difficulty != nil {
		d = *difficulty
	}
	if risk != nil {
		r = *risk
	}
	return d, r
}

func attack(st *encounter.State, x *Ext, in AttackInput) error {
	a, t, err := attackerAndTarget(st, in.Attacker, in.Target)
	if err != nil {
		return err
	}
	if err := canAttack(st, x, a); err != nil {
		return err
	}
	d, r := attackDR(t, in.Difficulty, in.Risk)
	d += narrativeD(a)
	// The roll's lists on the stack: an attack allocates nothing to resolve.
	var poolBuf, finalBuf [MaxCheckPool]int
	pool, final := poolBuf[:0], finalBuf[:0]
	if len(in.Pool) > len(poolBuf) || len(in.Dice) > len(finalBuf) {
		pool, final = make([]int, 0, len(in.Pool)), make([]int, 0, len(in.Dice))
	}
	res, _, err := scoreAttack(in, d, r, x.Options, pool[:len(in.Pool)], final[:len(in.Dice)])
	if err != nil {
		return err
	}
	if err := payPoints(a, res.spent); err != nil {
		return err
	}
	x.GMPoints += res.gmPoints
	x.setAttacked(a)
	for _, e := range in.Pool {
		if e.AllOrNothing && e.Name != "" {
			// "the item will be destroyed after being used" (Wear and
			// Tear › All or Nothing ruling): written back to the character.
			setGear(a, sacrificedPrefix+e.Name, 1)
		}
	}
	if !st.Quiet { // the words cost more than the rest of the attack
		st.Sayf("%s attacks %s on %dv%d: %s, %s, %s", a.Name, t.Name, d, r, strings.ReplaceAll(res.outcome, "_", " "), successWord(res.successes), hitText(res))
	}
	if res.damage > 0 {
		dealDamage(st, x, a.ID, t, res.damage)
	}
	if in.Condition != "" {
		applyCondition(st, t, in.Condition, "")
	}
	x.touched = [2]*encounter.Combatant{a, t}
	return nil
}

// successWord is "1 success", "2 successes".
func successWord(n int) string {
	if n == 1 {
		return "1 success"
	}
	return fmt.Sprintf("%d successes", n)
}

func hitText(r attackScore) string {
	if !r.hit {
		return "miss"
	}
	return fmt.Sprintf("hit for %d (pool %d − %d spent + crit %d + extra %d)", r.damage, r.damagePool, r.damagePointsSpent, r.critBonus, r.extraBonus)
}

func check(st *encounter.State, x *Ext, p CheckPayload) error {
	c, err := combatant(st, p.Combatant)
	if err != nil {
		return err
	}
	roll := RollInput{Difficulty: p.Difficulty + narrativeD(c), Risk: p.Risk, Dice: p.Dice, Pushes: p.Pushes, BoughtOnes: p.BoughtOnes}
	for _, e := range p.Pool {
		roll.Pool = append(roll.Pool, e.Die)
	}
	res, err := Resolve(roll)
	if err != nil {
		return err
	}
	if res.Spent.Weapon > 0 || res.Spent.Vehicle > 0 {
		return fmt.Errorf("weapon and vehicle points push only rolls that use them (an attack)")
	}
	if err := payPoints(c, res.Spent); err != nil {
		return err
	}
	x.GMPoints += res.GMPoints
	verb := "checks " + strings.TrimSpace(p.Skill)
	if strings.TrimSpace(p.Skill) == "" {
		verb = "rolls" // no skill named: not "checks  on 4v2"
	}
	st.Sayf("%s %s on %s: %s, %s", c.Name, verb, roll.check().Notation(), strings.ReplaceAll(res.Outcome, "_", " "), successWord(res.Successes))
	return nil
}
