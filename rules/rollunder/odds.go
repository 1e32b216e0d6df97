package rollunder

import (
	"fmt"

	"sessionzero/rules"
	"sessionzero/rules/dice"
)

// AttackRequest is what `odds rollunder-attack` (and `rollunder-harm`)
// read from their flags: repeatable --attacker, or the older --dice,
// --attackers, --impaired, --enhanced; --armor; --ignores-armor.
type AttackRequest struct {
	Attackers    []string // --attacker DICE[:impaired|:enhanced], repeatable
	Dice         string   // --dice d8,d6 (older form)
	Count        int      // --attackers N (older form, default 1)
	Impaired     bool     // --impaired (older form)
	Enhanced     bool     // --enhanced (older form)
	Armor        int      // --armor A (0–100; above 3 counts 3)
	IgnoresArmor bool     // --ignores-armor
}

// Gang reads the request into one entry per attacker. The older form is
// refused when mixed with --attacker.
func (r AttackRequest) Gang() (GangInput, []string, error) {
	var msgs []string
	if err := rules.CheckRange("--armor", r.Armor, 0, MaxDie); err != nil {
		return GangInput{}, nil, err
	}
	if r.Armor > MaxArmor && !r.IgnoresArmor {
		msgs = append(msgs, fmt.Sprintf(`armour %d counts as 3: "Total Armour score for a creature cannot exceed 3"`, r.Armor))
	}
	if len(r.Attackers) > 0 {
		if r.Dice != "" || r.Count > 1 || r.Impaired || r.Enhanced {
			return GangInput{}, nil, fmt.Errorf("use either --attacker (one per attacker) or --dice/--attackers/--impaired/--enhanced, not both")
		}
		if len(r.Attackers) > MaxAttackDice {
			return GangInput{}, nil, fmt.Errorf("%d attackers, at most %d", len(r.Attackers), MaxAttackDice)
		}
		g := GangInput{Armor: r.Armor, IgnoresArmor: r.IgnoresArmor}
		for _, s := range r.Attackers {
			a, err := ParseAttacker(s)
			if err != nil {
				return GangInput{}, nil, err
			}
			g.Attackers = append(g.Attackers, a)
		}
		return g, msgs, ValidateGang(g)
	}
	if r.Count < 1 {
		return GangInput{}, nil, fmt.Errorf("--attackers %d: at least 1 attacker", r.Count)
	}
	var sizes []int
	if r.Dice != "" {
		var err error
		if sizes, err = dice.ParseDieList(r.Dice, MaxAttackDice); err != nil {
			return GangInput{}, nil, fmt.Errorf("--dice: %w", err)
		}
	}
	n := max(r.Count, 1)
	if r.Count < 0 {
		n = r.Count
	}
	in := AttackInput{Dice: sizes, Attackers: n, Impaired: r.Impaired, Enhanced: r.Enhanced, Armor: r.Armor}
	if _, err := Attack(in); err != nil {
		return GangInput{}, nil, err
	}
	g := in.Gang()
	g.IgnoresArmor = r.IgnoresArmor
	return g, msgs, nil
}

// SaveOddsJSON is `odds rollunder --json`: {"p_success"}; score 0–30.
func SaveOddsJSON(score int, adv, dis bool) (map[string]any, SaveResult, error) {
	if err := rules.CheckRange("--score", score, 0, MaxScore); err != nil {
		return nil, SaveResult{}, err
	}
	res := Save(SaveInput{Score: score, Advantage: adv, Disadvantage: dis})
	return map[string]any{"p_success": res.PSuccess}, res, nil
}

// AttackOddsJSON is `odds rollunder-attack --json`: {"dice", "damage",
// "mean_damage", "p_damage"}, with messages to print (armour capped).
func AttackOddsJSON(r AttackRequest) (map[string]any, AttackResult, []string, error) {
	g, msgs, err := r.Gang()
	if err != nil {
		return nil, AttackResult{}, nil, err
	}
	res, err := Gang(g)
	if err != nil {
		return nil, AttackResult{}, nil, err
	}
	return map[string]any{"dice": res.RolledDice, "damage": res.Damage.StringMap(), "mean_damage": res.Damage.Mean(), "p_damage": res.PDamage()}, res, msgs, nil
}

// HarmRequest is `odds rollunder-harm`: the attack flags, --hp, --str,
// optional --dodge DEX with --dodge-adv / --dodge-dis.
type HarmRequest struct {
	Attack             AttackRequest
	HP, STR            int
	Dodge              *int
	DodgeAdv, DodgeDis bool
}

// HarmOddsJSON is `odds rollunder-harm --json`: {"damage", "p_no_damage",
// "p_out_of_hp", "p_str_loss", "p_critical", "p_dead"}.
func HarmOddsJSON(r HarmRequest) (map[string]any, HarmResult, []string, error) {
	g, msgs, err := r.Attack.Gang()
	if err != nil {
		return nil, HarmResult{}, nil, err
	}
	in := HarmInput{Gang: g, HP: r.HP, STR: r.STR}
	if r.Dodge != nil {
		in.Dodge = &SaveInput{Score: *r.Dodge, Advantage: r.DodgeAdv, Disadvantage: r.DodgeDis}
	}
	res, err := Harm(in)
	if err != nil {
		return nil, HarmResult{}, nil, err
	}
	return map[string]any{"damage": res.Damage.StringMap(), "p_no_damage": res.PNoDamage, "p_out_of_hp": res.POutOfHP,
		"p_str_loss": res.PStrLoss, "p_critical": res.PCritical, "p_dead": res.PDead}, res, msgs, nil
}
