package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"sessionzero/model"
)

// env is what a subcommand gets: where to write and how to reach the library.
type env struct {
	stdout io.Writer
	stderr io.Writer
	// dbPath is the library file chosen with --db (or the default).
	dbPath string
}

// command is one `sessionzero NAME …` subcommand.
type command struct {
	usage   string // one line: "odds SYSTEM [flags]"
	summary string
	run     func(e *env, args []string) error
}

// commands holds every subcommand; each file registers its own in init, so
// that features can add commands without touching a shared table.
var commands = map[string]command{}

func register(name string, c command) {
	if _, dup := commands[name]; dup {
		panic("sessionzero: command registered twice: " + name)
	}
	commands[name] = c
}

// inputError is a problem with what the user typed or gave us: exit code 2.
type inputError struct{ msg string }

func (e inputError) Error() string { return e.msg }

// badInput makes an inputError; the message is printed as one line on stderr.
func badInput(format string, a ...any) error {
	return inputError{msg: fmt.Sprintf(format, a...)}
}

// exitCode maps a command's error to the process exit code: 0 success,
// 2 bad input, 1 anything else.
func exitCode(err error) int {
	if err == nil {
		return 0
	}
	var in inputError
	if errors.As(err, &in) {
		return 2
	}
	// The library's own refusals are the user's to fix: another file, a
	// newer app, a folder to create, a read-only disk, a busy library.
	for _, user := range []error{model.ErrNotLibrary, model.ErrNewer, model.ErrNoFolder, model.ErrReadOnly, model.ErrBusy} {
		if errors.Is(err, user) {
			return 2
		}
	}
	return 1
}

// writeJSON prints v as indented JSON followed by a newline.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return fmt.Errorf("writing JSON: %w", err)
	}
	return nil
}

// commandNames lists the registered subcommands in order.
func commandNames() []string {
	return slices.Sorted(maps.Keys(commands))
}

// newFlags makes a flag set for a subcommand that reports errors to the
// caller instead of exiting.
func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// parseFlags parses args with fs, allowing flags before, between and after
// positional arguments ("sheet a.json b.json -o out.pdf"), and returns the
// positional arguments. A parse error is an inputError.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, badInput("%s: %v", fs.Name(), err)
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return positional, nil
		}
		if rest[0] == "--" {
			return append(positional, rest[1:]...), nil
		}
		positional = append(positional, rest[0])
		args = rest[1:]
	}
}

// safe escapes control characters (terminal escape sequences, carriage
// returns, tabs, newlines) in text the user or a file supplied, so that
// text output shows them as \x1b, \r … instead of obeying them. JSON
// output is not passed through it: its encoder escapes them already.
func safe(s string) string {
	if !strings.ContainsFunc(s, isControl) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if !isControl(r) {
			b.WriteRune(r)
			continue
		}
		q := strconv.QuoteRune(r) // '\x1b', '\n', '\u0085'
		b.WriteString(q[1 : len(q)-1])
	}
	return b.String()
}

func isControl(r rune) bool { return unicode.IsControl(r) || r == '\u2028' || r == '\u2029' }
