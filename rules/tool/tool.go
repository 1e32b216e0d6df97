// Package tool describes a game system's command-line tools as data: the
// `odds NAME` checks and top-level commands such as DRGN's `ability-cost`,
// each with its flags, a run function and its output as JSON and as text.
// cmd/ offers whatever the registered systems declare, so it never names a
// system. The package is pure: it parses nothing but flag values and writes
// no files.
package tool

import (
	"flag"
	"fmt"
	"strings"

	"sessionzero/rules/dice"
)

// Flag is one command-line flag. The type of Default sets its kind: int,
// string, bool, or []string for a flag that may be repeated.
type Flag struct {
	Name     string
	Usage    string
	Default  any
	Required bool
}

// Output is what a command prints: JSON with --json, Text otherwise.
type Output struct {
	JSON any
	Text string
}

// Command is one check of `odds NAME` or one top-level command.
type Command struct {
	// Name is the word on the command line ("dvr", "ability-cost").
	Name string
	// Usage is the one-line synopsis of a top-level command; odds checks
	// leave it empty.
	Usage string
	// Summary says in a few words what the command does.
	Summary string
	Flags   []Flag
	// Positional is true for a command that takes positional arguments;
	// they reach Run as Values.Args.
	Positional bool
	// Run computes the output; an error is bad input, printed as one line.
	Run func(v Values) (Output, error)
}

// OddsProvider is a system with `odds NAME` checks.
type OddsProvider interface {
	OddsChecks() []Command
}

// CommandProvider is a system with top-level commands of its own.
type CommandProvider interface {
	Commands() []Command
}

// Roller is a system with a roll notation of its own that `roll` accepts
// beside dice expressions (DvR's "d8,d6,d6 4v2"). Roll reports ok false
// when src is not in its notation.
type Roller interface {
	Roll(src string, seed uint64) (out Output, ok bool, err error)
}

// Values are the parsed flags of one run.
type Values struct {
	fs    *flag.FlagSet
	ptrs  map[string]any
	Args  []string
	names []string
}

// Bind defines flags on fs and returns the Values that read them once fs
// has parsed the command line.
func Bind(fs *flag.FlagSet, flags []Flag) *Values {
	v := &Values{fs: fs, ptrs: make(map[string]any, len(flags))}
	for _, f := range flags {
		switch d := f.Default.(type) {
		case int:
			v.ptrs[f.Name] = fs.Int(f.Name, d, f.Usage)
		case string:
			v.ptrs[f.Name] = fs.String(f.Name, d, f.Usage)
		case bool:
			v.ptrs[f.Name] = fs.Bool(f.Name, d, f.Usage)
		case []string:
			l := &stringList{}
			fs.Var(l, f.Name, f.Usage)
			v.ptrs[f.Name] = l
		default:
			panic(fmt.Sprintf("tool: flag %s has a default of type %T", f.Name, f.Default))
		}
		v.names = append(v.names, f.Name)
	}
	return v
}

// Int is the value of an int flag.
func (v Values) Int(name string) int { return *v.ptrs[name].(*int) }

// String is the value of a string flag.
func (v Values) String(name string) string { return *v.ptrs[name].(*string) }

// Bool is the value of a bool flag.
func (v Values) Bool(name string) bool { return *v.ptrs[name].(*bool) }

// Strings is every value given to a repeatable flag, in order.
func (v Values) Strings(name string) []string { return []string(*v.ptrs[name].(*stringList)) }

// IsSet reports whether the flag was given on the command line.
func (v Values) IsSet(name string) bool {
	set := false
	v.fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// Missing is the first required flag not given, or "".
func (v Values) Missing(flags []Flag) string {
	for _, f := range flags {
		if f.Required && !v.IsSet(f.Name) {
			return f.Name
		}
	}
	return ""
}

type stringList []string

func (l *stringList) String() string { return strings.Join(*l, " ") }

func (l *stringList) Set(s string) error {
	*l = append(*l, s)
	return nil
}

// Percent formats a probability as the CLI prints it: "%7.3f%%".
func Percent(p float64) string { return fmt.Sprintf("%7.3f%%", 100*p) }

// Table writes a distribution as rows of outcome, P(=), P(≥) and a bar,
// then the explain lines.
func Table(b *strings.Builder, label string, d dice.Dist, explain []string) {
	fmt.Fprintf(b, "\n  %-9s  %8s  %8s\n", label, "P(=)", "P(≥)")
	for _, x := range d.Outcomes() {
		p := d.Prob(x)
		fmt.Fprintf(b, "  %9d  %s  %s  %s\n", x, Percent(p), Percent(d.AtLeast(x)), strings.Repeat("█", int(p*50+0.5)))
	}
	Explain(b, explain)
}

// Explain writes explain lines, each behind "·", after a blank line.
func Explain(b *strings.Builder, explain []string) {
	if len(explain) > 0 {
		b.WriteString("\n")
	}
	for _, line := range explain {
		fmt.Fprintf(b, "  · %s\n", line)
	}
}
