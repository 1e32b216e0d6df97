package main

import (
	"maps"
	"regexp"
	"slices"
	"strings"

	"sessionzero/rules/systems"
	"sessionzero/rules/tool"
)

// oddsChecks are the checks `odds` knows, each declared by its system.
func oddsChecks() map[string]tool.Command {
	m := map[string]tool.Command{}
	for _, c := range systems.OddsChecks() {
		m[c.Name] = c
	}
	return m
}

func init() {
	var names []string
	for _, c := range systems.OddsChecks() {
		names = append(names, c.Name)
	}
	register("odds", command{
		usage:   "odds SYSTEM [flags] [--json]",
		summary: "exact odds of a check: " + strings.Join(names, ", "),
		run: func(e *env, args []string) error {
			checks := oddsChecks()
			if len(args) == 0 || strings.HasPrefix(args[0], "-") {
				return badInput("name the check first: %s", strings.Join(slices.Sorted(maps.Keys(checks)), ", "))
			}
			c, ok := checks[args[0]]
			if !ok {
				return badInput("unknown check %q (use %s)", args[0], strings.Join(slices.Sorted(maps.Keys(checks)), ", "))
			}
			return runTool(e, "odds "+c.Name, c, args[1:])
		},
	})
	// Commands a system adds of its own (DRGN's ability-cost).
	for _, c := range systems.Commands() {
		register(c.Name, command{
			usage:   c.Usage,
			summary: c.Summary,
			run:     func(e *env, args []string) error { return runTool(e, c.Name, c, args) },
		})
	}
}

// runTool parses a system command's flags (plus --json), runs it and
// prints its output; its errors are bad input.
func runTool(e *env, name string, c tool.Command, args []string) error {
	fs := newFlags(name)
	v := tool.Bind(fs, c.Flags)
	asJSON := fs.Bool("json", false, "print JSON")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 && !c.Positional {
		return badInput("%s: unexpected argument %q", fs.Name(), rest[0])
	}
	v.Args = rest
	if missing := v.Missing(c.Flags); missing != "" {
		return badInput("%s: --%s is required", fs.Name(), missing)
	}
	out, err := c.Run(*v)
	if err != nil {
		return badInput("%s", flagWords(err.Error(), c.Flags))
	}
	if *asJSON {
		return writeJSON(e.stdout, out.JSON)
	}
	_, err = e.stdout.Write([]byte(out.Text))
	return err
}

// keyFlags are the rules' names of inputs whose flag is spelled otherwise
// ("modifier is 200" is about --mod).
var keyFlags = map[string]string{"modifier": "mod", "post_effect": "post", "start_effect": "start"}

// subject matches the name a rules message opens a complaint with:
// "modifier is 200, allowed -100 to 100".
var subject = regexp.MustCompile(`\b([a-z][a-z_]*) (is|must)\b`)

// flagWords names the flag the user typed where a rules message names its
// input ("evening check: modifier is 200" → "--mod is 200"), for the
// command's own flags only (issue 28: "the flag or field the user typed
// (`--mod`, not `modifier`)").
func flagWords(msg string, flags []tool.Flag) string {
	has := map[string]bool{}
	for _, f := range flags {
		has[f.Name] = true
	}
	return subject.ReplaceAllStringFunc(msg, func(m string) string {
		parts := subject.FindStringSubmatch(m)
		name := parts[1]
		if alias, ok := keyFlags[name]; ok {
			name = alias
		}
		if !has[name] {
			return m
		}
		return "--" + name + " " + parts[2]
	})
}
