package main

import (
	"flag"
	"fmt"
	"strings"

	"sessionzero/rules/drgn"
)

// componentList collects repeated --component flags.
type componentList []string

func (l *componentList) String() string { return strings.Join(*l, " ") }

func (l *componentList) Set(s string) error {
	*l = append(*l, s)
	return nil
}

// abilityCostJSON is the contract of `ability-cost --json` (docs/formats.md).
type abilityCostJSON struct {
	Raw              int             `json:"raw"`
	Percent          int             `json:"percent"`
	CostPerUse       int             `json:"cost_per_use"`
	Uses             int             `json:"uses"`
	TotalXP          int             `json:"total_xp"`
	EstimatedTargets int             `json:"estimated_targets"`
	DamageTypes      []string        `json:"damage_types"`
	Intrinsic        bool            `json:"intrinsic"`
	Lines            []drgn.CostLine `json:"lines"`
	Explain          string          `json:"explain"`
}

func init() {
	register("ability-cost", command{
		usage:   "ability-cost --component NAME[=N] … [--uses N] [--json]",
		summary: "price a DRGN ability built from the book's components",
		run:     runAbilityCost,
	})
}

func runAbilityCost(e *env, args []string) error {
	fs := newFlags("ability-cost")
	var specs componentList
	fs.Var(&specs, "component", "a component, NAME or NAME=N (repeat the flag)")
	uses := fs.Int("uses", 1, "uses bought (default 1, or 0 for an intrinsic ability)")
	asJSON := fs.Bool("json", false, "print JSON")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return badInput("ability-cost takes no positional arguments (got %q); give components with --component", strings.Join(rest, " "))
	}
	if len(specs) == 0 {
		return badInput("ability-cost needs at least one --component, e.g. --component power=30")
	}
	components := make([]drgn.Component, 0, len(specs))
	intrinsic := false
	for _, s := range specs {
		c, err := drgn.ParseComponent(s)
		if err != nil {
			return badInput("--component %s: %v", s, err)
		}
		intrinsic = intrinsic || c.Name == drgn.CompIntrinsic
		components = append(components, c)
	}
	usesGiven := false
	fs.Visit(func(f *flag.Flag) { usesGiven = usesGiven || f.Name == "uses" })
	n := *uses
	if !usesGiven && intrinsic {
		n = 0
	}
	if n < 0 {
		return badInput("--uses %d: cannot buy a negative number of uses", n)
	}
	cost, err := drgn.CalculateAbilityCost(components, n)
	if err != nil {
		return badInput("%v", err)
	}
	if *asJSON {
		return writeJSON(e.stdout, abilityCostJSON(cost))
	}
	for _, l := range cost.Lines {
		if _, err := fmt.Fprintf(e.stdout, "  %s\n", l.Explain); err != nil {
			return fmt.Errorf("writing result: %w", err)
		}
	}
	_, err = fmt.Fprintf(e.stdout, "raw %d, percent %+d%%, cost per use %d, uses %d, total %d XP, about %d target(s)\n%s\n",
		cost.Raw, cost.Percent, cost.CostPerUse, cost.Uses, cost.TotalXP, cost.EstimatedTargets, cost.Explain)
	if err != nil {
		return fmt.Errorf("writing result: %w", err)
	}
	return nil
}
