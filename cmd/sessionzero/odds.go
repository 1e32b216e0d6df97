package main

import (
	"flag"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"sessionzero/rules/dice"
	"sessionzero/rules/dragonhead"
	"sessionzero/rules/drgn"
	"sessionzero/rules/dvr"
	"sessionzero/rules/evening"
	"sessionzero/rules/rollunder"
)

// oddsCommands are the systems `odds` knows, each with its own flags.
var oddsCommands = map[string]func(e *env, args []string) error{
	"dvr":                 oddsDvR,
	"dragonhead":          oddsDragonhead,
	"evening":             oddsEvening,
	"evening-death-saves": oddsDeathSaves,
	"rollunder":           oddsRollUnderSave,
	"rollunder-attack":    oddsRollUnderAttack,
	"drgn":                oddsRiskItAll,
}

func init() {
	register("odds", command{
		usage:   "odds SYSTEM [flags] [--json]",
		summary: "exact odds of a check: dvr, dragonhead, evening, evening-death-saves, rollunder, rollunder-attack, drgn",
		run: func(e *env, args []string) error {
			if len(args) == 0 || strings.HasPrefix(args[0], "-") {
				return badInput("name the check first: %s", strings.Join(oddsNames(), ", "))
			}
			run, ok := oddsCommands[args[0]]
			if !ok {
				return badInput("unknown check %q (use %s)", args[0], strings.Join(oddsNames(), ", "))
			}
			return run(e, args[1:])
		},
	})
}

func oddsNames() []string {
	names := make([]string, 0, len(oddsCommands))
	for n := range oddsCommands {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// parseOddsFlags parses the flags of `odds NAME`, which take no positional
// arguments, and checks that the required ones are there.
func parseOddsFlags(fs *flag.FlagSet, args []string, required ...string) error {
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return badInput("%s: unexpected argument %q", fs.Name(), rest[0])
	}
	for _, name := range required {
		if !isSet(fs, name) {
			return badInput("%s: --%s is required", fs.Name(), name)
		}
	}
	return nil
}

func oddsDvR(e *env, args []string) error {
	fs := newFlags("odds dvr")
	pool := fs.String("pool", "", "dice pool, e.g. d8,d6,d6")
	difficulty := fs.Int("difficulty", 4, "difficulty D")
	risk := fs.String("risk", "X", "risk R: a number, or X when the risk is irrelevant")
	push := fs.Int("push", 0, "points the player may spend to push (pools of up to 8 dice)")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseOddsFlags(fs, args, "pool"); err != nil {
		return err
	}
	sizes, err := dvr.ParsePool(*pool)
	if err != nil {
		return badInput("%v", err)
	}
	r := dvr.RiskX
	if !strings.EqualFold(*risk, "x") {
		if r, err = strconv.Atoi(*risk); err != nil || r < 1 {
			return badInput("odds dvr: --risk %q must be a positive number or X", *risk)
		}
	}
	in := dvr.CheckInput{Pool: sizes, Difficulty: *difficulty, Risk: r}
	res, err := dvr.Check(in)
	if err != nil {
		return badInput("%v", err)
	}
	out := map[string]any{
		"p_complete":  res.PComplete,
		"p_crit_fail": res.PCritFail,
		"successes":   res.Successes.StringMap(),
	}
	explain := res.Explain
	var pushed dvr.PushResult
	if isSet(fs, "push") {
		if pushed, err = dvr.PushOdds(in, *push); err != nil {
			return badInput("%v", err)
		}
		out["p_complete"] = pushed.ByPoints[*push]
		out["p_complete_without_push"] = res.PComplete
		explain = pushed.Explain
	}
	if *asJSON {
		return writeJSON(e.stdout, out)
	}
	w := e.stdout
	fmt.Fprintf(w, "DvR %s with %s\n", in.Notation(), *pool)
	fmt.Fprintf(w, "  complete success  %s\n", percent(res.PComplete))
	if isSet(fs, "push") {
		for p := 1; p <= *push; p++ {
			fmt.Fprintf(w, "  … pushing ≤ %-3d   %s\n", p, percent(pushed.ByPoints[p]))
		}
	}
	fmt.Fprintf(w, "  critical failure  %s\n", percent(res.PCritFail))
	return printTable(w, "successes", res.Successes, explain)
}

func oddsDragonhead(e *env, args []string) error {
	fs := newFlags("odds dragonhead")
	score := fs.Int("score", 0, "ability score")
	difficulty := fs.String("difficulty", "normal", "easy, normal, hard, heavy, horrendous or herculean")
	bonus := fs.Int("bonus", 0, "class, skill and other bonuses")
	risk := fs.String("risk", "d6", "risk dice, e.g. d6,d8 (or reaper, slacker)")
	try := fs.String("try", "try", "try, harder or hardest")
	versus := fs.Int("versus", 0, "defensive strength of a challenge (AC, Break …)")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseOddsFlags(fs, args, "score"); err != nil {
		return err
	}
	diff, err := dragonhead.ParseDifficulty(*difficulty)
	if err != nil {
		return badInput("%v", err)
	}
	riskDice, err := dragonhead.ParseRiskDice(*risk)
	if err != nil {
		return badInput("%v", err)
	}
	level, err := dragonhead.ParseTryLevel(*try)
	if err != nil {
		return badInput("%v", err)
	}
	in := dragonhead.CheckInput{Score: *score, Difficulty: diff, Bonus: *bonus, RiskDice: riskDice, Try: level}
	if isSet(fs, "versus") {
		in.Versus = versus
	}
	res, err := dragonhead.Check(in)
	if err != nil {
		return badInput("%v", err)
	}
	if *asJSON {
		if in.Versus != nil {
			return writeJSON(e.stdout, map[string]any{
				"strength":  res.Strength.StringMap(),
				"p_win":     res.PWin,
				"successes": res.Successes.StringMap(),
			})
		}
		return writeJSON(e.stdout, map[string]any{
			"strength":    res.Strength.StringMap(),
			"p_crash":     res.PCrash,
			"p_full_fail": res.PFullFail,
			"p_half_fail": res.PHalfFail,
			"p_success":   res.PSuccess,
			"successes":   res.Successes.StringMap(),
		})
	}
	w := e.stdout
	fmt.Fprintf(w, "Dragonhead: score %d, %s, bonus %+d, risk %s, %s (mean strength %.2f)\n", *score, diff, *bonus, *risk, level, res.Strength.Mean())
	if in.Versus != nil {
		fmt.Fprintf(w, "  win against %d  %s\n", *versus, percent(res.PWin))
	} else {
		fmt.Fprintf(w, "  success    %s\n  half fail  %s\n  full fail  %s\n  crash      %s\n",
			percent(res.PSuccess), percent(res.PHalfFail), percent(res.PFullFail), percent(res.PCrash))
	}
	if err := printTable(w, "successes", res.Successes, nil); err != nil {
		return err
	}
	return printTable(w, "strength", res.Strength, res.Explain)
}

func oddsEvening(e *env, args []string) error {
	fs := newFlags("odds evening")
	mod := fs.Int("mod", 0, "modifier added to the d20")
	tn := fs.Int("tn", 10, "target number")
	adv := fs.Bool("adv", false, "advantage")
	dis := fs.Bool("dis", false, "disadvantage")
	start := fs.String("start", "standard", "starting effect level: no effect, limited, standard, strong, great (or 0–4)")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseOddsFlags(fs, args); err != nil {
		return err
	}
	level, err := evening.ParseEffectLevel(*start)
	if err != nil {
		return badInput("%v", err)
	}
	res, err := evening.Check(evening.CheckInput{Modifier: *mod, TN: *tn, Advantage: *adv, Disadvantage: *dis, StartEffect: level})
	if err != nil {
		return badInput("%v", err)
	}
	if *asJSON {
		return writeJSON(e.stdout, map[string]any{
			"p_success":         res.PSuccess,
			"effect":            res.Effect.StringMap(),
			"effect_on_success": res.EffectOnSuccess.StringMap(),
		})
	}
	w := e.stdout
	fmt.Fprintf(w, "Evening: d20 %+d against TN %d\n  success  %s\n", *mod, *tn, percent(res.PSuccess))
	fmt.Fprintln(w, "\n  effect        all rolls  on a success")
	for l := evening.EffectNone; l <= evening.EffectGreat; l++ {
		fmt.Fprintf(w, "  %-12s  %s  %s\n", l, percent(res.Effect.Prob(int(l))), percent(res.EffectOnSuccess.Prob(int(l))))
	}
	return printExplain(w, res.Explain)
}

func oddsDeathSaves(e *env, args []string) error {
	fs := newFlags("odds evening-death-saves")
	failures := fs.Int("failures", 0, "failures already marked (0–2)")
	successes := fs.Int("successes", 0, "successes already marked (0–2)")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseOddsFlags(fs, args); err != nil {
		return err
	}
	if *failures < 0 || *failures > 2 || *successes < 0 || *successes > 2 {
		return badInput("odds evening-death-saves: --failures and --successes must be 0, 1 or 2")
	}
	res := evening.DeathSavesFrom(*failures, *successes)
	if *asJSON {
		return writeJSON(e.stdout, map[string]any{"p_recover": res.PRecover, "p_die": res.PDie})
	}
	fmt.Fprintf(e.stdout, "Evening death saves (%d failures, %d successes marked)\n  recover  %s\n  die      %s\n",
		*failures, *successes, percent(res.PRecover), percent(res.PDie))
	return printExplain(e.stdout, res.Explain)
}

func oddsRollUnderSave(e *env, args []string) error {
	fs := newFlags("odds rollunder")
	score := fs.Int("score", 10, "ability score")
	adv := fs.Bool("adv", false, "advantage")
	dis := fs.Bool("dis", false, "disadvantage")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseOddsFlags(fs, args, "score"); err != nil {
		return err
	}
	res := rollunder.Save(rollunder.SaveInput{Score: *score, Advantage: *adv, Disadvantage: *dis})
	if *asJSON {
		return writeJSON(e.stdout, map[string]any{"p_success": res.PSuccess})
	}
	fmt.Fprintf(e.stdout, "Roll-under save against %d\n  success  %s\n", *score, percent(res.PSuccess))
	return printExplain(e.stdout, res.Explain)
}

func oddsRollUnderAttack(e *env, args []string) error {
	fs := newFlags("odds rollunder-attack")
	diceList := fs.String("dice", "", "every damage die rolled together, e.g. d8,d6")
	attackers := fs.Int("attackers", 1, "attackers ganging up")
	impaired := fs.Bool("impaired", false, "impaired attack (d4 only)")
	enhanced := fs.Bool("enhanced", false, "enhanced attack (bonus d12)")
	armor := fs.Int("armor", 0, "target's armour (at most 3 counts)")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseOddsFlags(fs, args); err != nil {
		return err
	}
	var sizes []int
	if *diceList != "" {
		var err error
		if sizes, err = dice.ParseDieList(*diceList, rollunder.MaxAttackDice); err != nil {
			return badInput("odds rollunder-attack: %v", err)
		}
	}
	res, err := rollunder.Attack(rollunder.AttackInput{Dice: sizes, Attackers: *attackers, Impaired: *impaired, Enhanced: *enhanced, Armor: *armor})
	if err != nil {
		return badInput("%v", err)
	}
	if *asJSON {
		return writeJSON(e.stdout, map[string]any{"damage": res.Damage.StringMap()})
	}
	fmt.Fprintf(e.stdout, "Roll-under attack: mean damage %.2f\n", res.Damage.Mean())
	return printTable(e.stdout, "damage", res.Damage, res.Explain)
}

func oddsRiskItAll(e *env, args []string) error {
	fs := newFlags("odds drgn")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseOddsFlags(fs, args); err != nil {
		return err
	}
	res := drgn.RiskItAllOdds()
	if *asJSON {
		return writeJSON(e.stdout, map[string]any{
			"outcomes": res.Outcomes.StringMap(),
			"p_better": res.PBetter,
			"p_worse":  res.PWorse,
		})
	}
	fmt.Fprintln(e.stdout, "DRGN Risk it All (d20)")
	for _, o := range res.Outcomes.Outcomes() {
		fmt.Fprintf(e.stdout, "  %-44s %s\n", drgn.RiskItAllOutcome(o), percent(res.Outcomes.Prob(o)))
	}
	return printExplain(e.stdout, res.Explain)
}

func percent(p float64) string { return fmt.Sprintf("%7.3f%%", 100*p) }

// printTable prints a distribution as rows of outcome, P(=), P(≥) and a bar.
func printTable(w io.Writer, label string, d dice.Dist, explain []string) error {
	fmt.Fprintf(w, "\n  %-9s  %8s  %8s\n", label, "P(=)", "P(≥)")
	for _, x := range d.Outcomes() {
		p := d.Prob(x)
		fmt.Fprintf(w, "  %9d  %s  %s  %s\n", x, percent(p), percent(d.AtLeast(x)), strings.Repeat("█", int(p*50+0.5)))
	}
	return printExplain(w, explain)
}

func printExplain(w io.Writer, explain []string) error {
	if len(explain) > 0 {
		fmt.Fprintln(w)
	}
	for _, line := range explain {
		if _, err := fmt.Fprintf(w, "  · %s\n", line); err != nil {
			return err
		}
	}
	return nil
}
