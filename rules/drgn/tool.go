package drgn

import (
	"fmt"
	"strings"

	"sessionzero/rules/tool"
)

// OddsChecks are DRGN's `odds` checks.
func (System) OddsChecks() []tool.Command {
	return []tool.Command{{
		Name:    "drgn",
		Summary: "DRGN's Risk it All d20",
		Run:     oddsRiskItAll,
	}}
}

// Commands are DRGN's own top-level commands: `ability-cost`.
func (System) Commands() []tool.Command {
	return []tool.Command{{
		Name:    "ability-cost",
		Usage:   "ability-cost --component NAME[=N] … [--uses N] [--json]",
		Summary: "price a DRGN ability built from the book's components",
		Flags: []tool.Flag{
			{Name: "component", Usage: "a component, NAME or NAME=N (repeat the flag)", Default: []string{}},
			{Name: "uses", Usage: "uses bought (default 1, or 0 for an intrinsic ability)", Default: 1},
		},
		Positional: true,
		Run:        abilityCost,
	}}
}

func oddsRiskItAll(tool.Values) (tool.Output, error) {
	res := RiskItAllOdds()
	var b strings.Builder
	fmt.Fprintln(&b, "DRGN Risk it All (d20)")
	for _, o := range res.Outcomes.Outcomes() {
		fmt.Fprintf(&b, "  %-44s %s\n", RiskItAllOutcome(o), tool.Percent(res.Outcomes.Prob(o)))
	}
	tool.Explain(&b, res.Explain)
	return tool.Output{JSON: map[string]any{
		"outcomes": res.Outcomes.StringMap(),
		"p_better": res.PBetter,
		"p_worse":  res.PWorse,
	}, Text: b.String()}, nil
}

func abilityCost(v tool.Values) (tool.Output, error) {
	if len(v.Args) > 0 {
		return tool.Output{}, fmt.Errorf("ability-cost takes no positional arguments (got %q); give components with --component", strings.Join(v.Args, " "))
	}
	specs := v.Strings("component")
	if len(specs) == 0 {
		return tool.Output{}, fmt.Errorf("ability-cost needs at least one --component, e.g. --component power=30")
	}
	components := make([]Component, 0, len(specs))
	intrinsic := false
	for _, s := range specs {
		c, err := ParseComponent(s)
		if err != nil {
			return tool.Output{}, fmt.Errorf("--component %s: %v", s, err)
		}
		intrinsic = intrinsic || c.Name == CompIntrinsic
		components = append(components, c)
	}
	n := v.Int("uses")
	if !v.IsSet("uses") && intrinsic {
		n = 0
	}
	if n < 0 {
		return tool.Output{}, fmt.Errorf("--uses %d: cannot buy a negative number of uses", n)
	}
	cost, err := CalculateAbilityCost(components, n)
	if err != nil {
		return tool.Output{}, err
	}
	var b strings.Builder
	for _, l := range cost.Lines {
		fmt.Fprintf(&b, "  %s\n", l.Explain)
	}
	fmt.Fprintf(&b, "raw %d, percent %+d%%, cost per use %d, uses %d, total %d XP, about %d target(s)\n%s\n",
		cost.Raw, cost.Percent, cost.CostPerUse, cost.Uses, cost.TotalXP, cost.EstimatedTargets, cost.Explain)
	return tool.Output{JSON: cost, Text: b.String()}, nil
}
