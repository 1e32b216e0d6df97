package rollunder

import (
	"fmt"
	"strings"

	"sessionzero/rules/tool"
)

// attackFlags are the flags of an attack, shared by rollunder-attack and
// rollunder-harm.
var attackFlags = []tool.Flag{
	{Name: "attacker", Usage: "one attacker: DICE[:impaired|:enhanced], e.g. d8,d6:enhanced (repeat the flag)", Default: []string{}},
	{Name: "dice", Usage: "every damage die rolled together, e.g. d8,d6", Default: ""},
	{Name: "attackers", Usage: "attackers ganging up", Default: 1},
	{Name: "impaired", Usage: "impaired attack (d4 only)", Default: false},
	{Name: "enhanced", Usage: "enhanced attack (bonus d12)", Default: false},
	{Name: "armor", Usage: "target's armour (0–100; at most 3 counts)", Default: 0},
	{Name: "ignores-armor", Usage: "the attack ignores armour", Default: false},
}

// oddsChecks are Roll-under's `odds` checks.
func oddsChecks() []tool.Command {
	return []tool.Command{{
		Name:    "rollunder",
		Summary: "a roll-under d20 save",
		Flags: []tool.Flag{
			{Name: "score", Usage: "ability score (0–30)", Default: 10, Required: true},
			{Name: "adv", Usage: "advantage", Default: false},
			{Name: "dis", Usage: "disadvantage", Default: false},
		},
		Run: oddsSave,
	}, {
		Name:    "rollunder-attack",
		Summary: "a roll-under attack's damage",
		Flags:   attackFlags,
		Run:     oddsAttack,
	}, {
		Name:    "rollunder-harm",
		Summary: "what a roll-under attack does to a target: out of HP, STR loss, critical, dead",
		Flags: append(append([]tool.Flag{}, attackFlags...),
			tool.Flag{Name: "hp", Usage: "the target's HP", Default: 0},
			tool.Flag{Name: "str", Usage: "the target's STR", Default: 10},
			tool.Flag{Name: "dodge", Usage: "the target dodges with this DEX (leave out for no dodge)", Default: 0},
			tool.Flag{Name: "dodge-adv", Usage: "the dodge has advantage", Default: false},
			tool.Flag{Name: "dodge-dis", Usage: "the dodge has disadvantage", Default: false},
		),
		Run: oddsHarm,
	}}
}

func oddsSave(v tool.Values) (tool.Output, error) {
	score := v.Int("score")
	out, res, err := SaveOddsJSON(score, v.Bool("adv"), v.Bool("dis"))
	if err != nil {
		return tool.Output{}, fmt.Errorf("odds rollunder: %w", err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Roll-under save against %d\n  success  %s\n", score, tool.Percent(res.PSuccess))
	tool.Explain(&b, res.Explain)
	return tool.Output{JSON: out, Text: b.String()}, nil
}

func attackRequest(v tool.Values) AttackRequest {
	return AttackRequest{Attackers: v.Strings("attacker"), Dice: v.String("dice"), Count: v.Int("attackers"),
		Impaired: v.Bool("impaired"), Enhanced: v.Bool("enhanced"), Armor: v.Int("armor"), IgnoresArmor: v.Bool("ignores-armor")}
}

func oddsAttack(v tool.Values) (tool.Output, error) {
	out, res, msgs, err := AttackOddsJSON(attackRequest(v))
	if err != nil {
		return tool.Output{}, fmt.Errorf("odds rollunder-attack: %w", err)
	}
	var b strings.Builder
	for _, m := range msgs {
		fmt.Fprintf(&b, "%s\n", m)
	}
	fmt.Fprintf(&b, "Roll-under attack: mean damage %.2f\n", res.Damage.Mean())
	tool.Table(&b, "damage", res.Damage, res.Explain)
	return tool.Output{JSON: out, Text: b.String()}, nil
}

func oddsHarm(v tool.Values) (tool.Output, error) {
	req := HarmRequest{Attack: attackRequest(v), HP: v.Int("hp"), STR: v.Int("str"), DodgeAdv: v.Bool("dodge-adv"), DodgeDis: v.Bool("dodge-dis")}
	if v.IsSet("dodge") {
		dex := v.Int("dodge")
		req.Dodge = &dex
	}
	out, res, msgs, err := HarmOddsJSON(req)
	if err != nil {
		return tool.Output{}, fmt.Errorf("odds rollunder-harm: %w", err)
	}
	var b strings.Builder
	for _, m := range msgs {
		fmt.Fprintf(&b, "%s\n", m)
	}
	fmt.Fprintf(&b, "Roll-under harm to a target with HP %d, STR %d\n", req.HP, req.STR)
	fmt.Fprintf(&b, "  no damage   %s\n  out of HP   %s\n  STR loss    %s\n  critical    %s\n  dead        %s\n",
		tool.Percent(res.PNoDamage), tool.Percent(res.POutOfHP), tool.Percent(res.PStrLoss), tool.Percent(res.PCritical), tool.Percent(res.PDead))
	tool.Table(&b, "damage", res.Damage, res.Explain)
	return tool.Output{JSON: out, Text: b.String()}, nil
}
