package rollunder

import (
	"fmt"
	"strings"

	"sessionzero/rules/dice"
	"sessionzero/rules/tool"
)

// oddsChecks are Roll-under's `odds` checks.
func oddsChecks() []tool.Command {
	return []tool.Command{{
		Name:    "rollunder",
		Summary: "a roll-under d20 save",
		Flags: []tool.Flag{
			{Name: "score", Usage: "ability score", Default: 10, Required: true},
			{Name: "adv", Usage: "advantage", Default: false},
			{Name: "dis", Usage: "disadvantage", Default: false},
		},
		Run: oddsSave,
	}, {
		Name:    "rollunder-attack",
		Summary: "a roll-under attack's damage",
		Flags: []tool.Flag{
			{Name: "dice", Usage: "every damage die rolled together, e.g. d8,d6", Default: ""},
			{Name: "attackers", Usage: "attackers ganging up", Default: 1},
			{Name: "impaired", Usage: "impaired attack (d4 only)", Default: false},
			{Name: "enhanced", Usage: "enhanced attack (bonus d12)", Default: false},
			{Name: "armor", Usage: "target's armour (at most 3 counts)", Default: 0},
		},
		Run: oddsAttack,
	}}
}

func oddsSave(v tool.Values) (tool.Output, error) {
	score := v.Int("score")
	res := Save(SaveInput{Score: score, Advantage: v.Bool("adv"), Disadvantage: v.Bool("dis")})
	var b strings.Builder
	fmt.Fprintf(&b, "Roll-under save against %d\n  success  %s\n", score, tool.Percent(res.PSuccess))
	tool.Explain(&b, res.Explain)
	return tool.Output{JSON: map[string]any{"p_success": res.PSuccess}, Text: b.String()}, nil
}

func oddsAttack(v tool.Values) (tool.Output, error) {
	var sizes []int
	if list := v.String("dice"); list != "" {
		var err error
		if sizes, err = dice.ParseDieList(list, MaxAttackDice); err != nil {
			return tool.Output{}, fmt.Errorf("odds rollunder-attack: %v", err)
		}
	}
	res, err := Attack(AttackInput{Dice: sizes, Attackers: v.Int("attackers"), Impaired: v.Bool("impaired"), Enhanced: v.Bool("enhanced"), Armor: v.Int("armor")})
	if err != nil {
		return tool.Output{}, err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Roll-under attack: mean damage %.2f\n", res.Damage.Mean())
	tool.Table(&b, "damage", res.Damage, res.Explain)
	return tool.Output{JSON: map[string]any{"damage": res.Damage.StringMap()}, Text: b.String()}, nil
}
