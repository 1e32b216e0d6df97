package main

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"strings"

	"sessionzero/rules/dice"
	"sessionzero/rules/systems"
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
	for _, r := range systems.Rollers() {
		out, ok, err := r.Roll(src, *seed)
		if err != nil {
			return badInput("%v", err)
		}
		if !ok {
			continue
		}
		if *asJSON {
			return writeJSON(e.stdout, out.JSON)
		}
		_, err = e.stdout.Write([]byte(out.Text))
		return err
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
