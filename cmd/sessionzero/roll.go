package main

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"strings"

	"sessionzero/rules/dice"
	"sessionzero/rules/dvr"
)

func init() {
	register("roll", command{
		usage:   "roll EXPR [--seed N] [--json]",
		summary: `roll dice: "2d6+1d4+3", "2d20kh1", "d%", "adv+5", or a DvR pool "d8,d6,d6 4v2"`,
		run:     runRoll,
	})
}

// rollTermJSON is one term of `roll --json`.
type rollTermJSON struct {
	Term  string `json:"term"`
	Sign  int    `json:"sign"`
	Dice  []int  `json:"dice"`
	Kept  []bool `json:"kept"`
	Value int    `json:"value"`
}

// rollJSON is the output of `roll --json` for a dice expression.
type rollJSON struct {
	Expression string         `json:"expression"`
	Seed       uint64         `json:"seed"`
	Total      int            `json:"total"`
	Terms      []rollTermJSON `json:"terms"`
}

// rollPoolJSON is the output of `roll --json` for a DvR pool.
type rollPoolJSON struct {
	Expression      string `json:"expression"`
	Seed            uint64 `json:"seed"`
	Pool            []int  `json:"pool"`
	Dice            []int  `json:"dice"`
	Successes       int    `json:"successes"`
	Complete        bool   `json:"complete"`
	CriticalFailure bool   `json:"critical_failure"`
}

func runRoll(e *env, args []string) error {
	fs := newFlags("roll")
	seed := fs.Uint64("seed", 0, "random seed: the same seed gives the same roll")
	asJSON := fs.Bool("json", false, "print JSON")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) == 0 {
		return badInput("give a dice expression, e.g. roll 2d6+3")
	}
	src := strings.Join(rest, " ")
	if !isSet(fs, "seed") {
		*seed = randomSeed()
	}
	if pool, d, r, ok, err := parseDvRRoll(src); err != nil {
		return badInput("%v", err)
	} else if ok {
		return rollDvR(e, src, pool, dvr.CheckInput{Pool: pool, Difficulty: d, Risk: r}, *seed, *asJSON)
	}
	expr, err := dice.Parse(src)
	if err != nil {
		var pe *dice.ParseError
		if errors.As(err, &pe) {
			return badInput("%v (in %q)", err, src)
		}
		return badInput("%v", err)
	}
	roll := expr.Roll(dice.NewSource(*seed))
	if *asJSON {
		out := rollJSON{Expression: expr.String(), Seed: *seed, Total: roll.Total, Terms: []rollTermJSON{}}
		for _, t := range roll.Terms {
			tj := rollTermJSON{Term: t.Term.String(), Sign: t.Term.Sign, Dice: t.Dice, Kept: t.Kept, Value: t.Value}
			if tj.Dice == nil {
				tj.Dice, tj.Kept = []int{}, []bool{}
			}
			out.Terms = append(out.Terms, tj)
		}
		return writeJSON(e.stdout, out)
	}
	_, err = fmt.Fprintf(e.stdout, "%s\n(seed %d)\n", roll, *seed)
	return err
}

// parseDvRRoll recognises the DvR shorthand "POOL DvR", e.g.
// "d8,d6,d6 4v2" or "d8,d6,d6 4vX": ok is false when src does not end in
// a DvR check (then it is a dice expression); err reports a bad pool.
func parseDvRRoll(src string) (pool []int, difficulty, risk int, ok bool, err error) {
	fields := strings.Fields(src)
	if len(fields) < 2 {
		return nil, 0, 0, false, nil
	}
	difficulty, risk, notationErr := dvr.ParseNotation(fields[len(fields)-1])
	if notationErr != nil {
		return nil, 0, 0, false, nil
	}
	pool, err = dvr.ParsePool(strings.Join(fields[:len(fields)-1], ""))
	if err != nil {
		return nil, 0, 0, false, err
	}
	return pool, difficulty, risk, true, nil
}

func rollDvR(e *env, src string, pool []int, in dvr.CheckInput, seed uint64, asJSON bool) error {
	r, err := dvr.RollCheck(dice.NewSource(seed), in)
	if err != nil {
		return badInput("%v", err)
	}
	faces, net, complete, crit := r.Faces, r.Successes, r.Complete, r.CriticalFailure
	if asJSON {
		return writeJSON(e.stdout, rollPoolJSON{
			Expression: strings.Join(strings.Fields(src), " "), Seed: seed, Pool: pool, Dice: faces,
			Successes: net, Complete: complete, CriticalFailure: crit,
		})
	}
	parts := make([]string, len(faces))
	for i, f := range faces {
		parts[i] = fmt.Sprintf("d%d:%d", pool[i], f)
	}
	verdict := "partial success/failure"
	switch {
	case crit:
		verdict = "critical failure"
	case complete:
		verdict = "complete success"
	}
	noun := "successes"
	if net == 1 {
		noun = "success"
	}
	fields := strings.Fields(src)
	_, err = fmt.Fprintf(e.stdout, "%s [%s] = %d %s on %s: %s\n(seed %d)\n",
		strings.Join(fields[:len(fields)-1], ""), strings.Join(parts, " "), net, noun, in.Notation(), verdict, seed)
	return err
}

// randomSeed picks a seed when none is given; it is printed so that the
// roll can be repeated with --seed.
func randomSeed() uint64 {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return 1
	}
	return binary.LittleEndian.Uint64(b[:]) >> 11 // fits a JSON number exactly
}

// isSet reports whether the flag was given on the command line.
func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}
