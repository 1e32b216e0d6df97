package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"text/tabwriter"

	"sessionzero/rules/encounter"
	"sessionzero/rules/encounter/catalog"
)

func init() {
	register("encounter", command{
		usage:   "encounter replay|forecast FILE [--json]",
		summary: "replay an encounter file's log and print the state it reaches, or forecast its fight (forecast: --runs N --seed S --log-sample DIR)",
		run:     runEncounter,
	})
}

func runEncounter(e *env, args []string) error {
	if len(args) == 0 {
		return badInput("encounter needs a subcommand: encounter replay FILE [--json] or encounter forecast FILE")
	}
	switch args[0] {
	case "replay":
		return runEncounterReplay(e, args[1:])
	case "forecast":
		return runEncounterForecast(e, args[1:])
	default:
		return badInput("encounter: unknown subcommand %q (use: encounter replay FILE [--json] or encounter forecast FILE)", args[0])
	}
}

func runEncounterReplay(e *env, args []string) error {
	fs := newFlags("encounter replay")
	asJSON := fs.Bool("json", false, "print JSON")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return badInput("encounter replay takes one FILE (got %d arguments)", len(rest))
	}
	path := rest[0]
	raw, err := readLimited(path, encounter.MaxFileSize)
	if err != nil {
		return err
	}
	s, _, err := catalog.Open(raw)
	if err != nil {
		return badInput("%s: %v", path, err)
	}
	sum := encounter.SessionSummary(s)
	if *asJSON {
		return writeJSON(e.stdout, sum)
	}
	return printSummary(e, sum)
}

var errNotExist = fs.ErrNotExist

// readLimited reads at most max bytes of path; a larger file is refused
// before it is read whole (a 50 MB log took 357 MB of memory).
func readLimited(path string, max int64) ([]byte, error) {
	f, err := os.Open(path)
	if errors.Is(err, errNotExist) {
		return nil, badInput("%s: no such file", path)
	} else if err != nil {
		return nil, badInput("%s: %v", path, err)
	}
	defer f.Close()
	raw, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, badInput("%s: %v", path, err)
	}
	if int64(len(raw)) > max {
		return nil, badInput("%s: the file is larger than %d MB, the most an encounter file may be", path, max>>20)
	}
	return raw, nil
}

func printSummary(e *env, s encounter.Summary) error {
	title := s.Name
	if title == "" {
		title = "Encounter"
	}
	fmt.Fprintf(e.stdout, "%s (%s %s): %s applied", safe(title), s.System, s.Mode, plural(s.Events, "event"))
	if s.Undone > 0 {
		fmt.Fprintf(e.stdout, ", %d undone", s.Undone)
	}
	fmt.Fprintln(e.stdout)
	round := fmt.Sprintf("Round %d", s.Round)
	if s.RoundLimit > 0 {
		round += fmt.Sprintf(" of %d", s.RoundLimit)
	}
	fmt.Fprintf(e.stdout, "%s: %s\n", round, safe(s.Turn))
	if s.Ended {
		fmt.Fprintf(e.stdout, "Over: %s\n", safe(s.Outcome))
	}
	if s.Mode == encounter.ModeSocial {
		for _, sd := range s.Sides {
			fmt.Fprintf(e.stdout, "  %-20s score %3d  ratings %v  trait %s\n", safe(sd.Name), sd.Score, sd.Ratings, safe(sd.Trait))
		}
	}
	for _, p := range s.Pending {
		fmt.Fprintf(e.stdout, "Declared: %s\n", safe(p))
	}
	if len(s.Combatants) == 0 {
		return nil
	}
	tw := tabwriter.NewWriter(e.stdout, 2, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tSIDE\tHP\tACTIONS\tSTATE\tCONDITIONS")
	for _, c := range s.Combatants {
		hp := fmt.Sprintf("%d/%d", c.HP, c.MaxHP)
		if c.Wear != nil {
			hp = fmt.Sprintf("%d HP, wear %d tear %d", c.MaxHP, *c.Wear, *c.Tear)
			if *c.Scar > 0 {
				hp += fmt.Sprintf(" scar %d", *c.Scar)
			}
		}
		conds := make([]string, 0, len(c.Conditions))
		for _, cd := range c.Conditions {
			conds = append(conds, encounter.Condition{Name: cd.Name, Degree: cd.Degree, Remaining: cd.Remaining, Detail: cd.Detail}.Label())
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\t%s\n", safe(c.Name), safe(c.Side), hp, c.ActionsLeft, c.Band, safe(strings.Join(conds, ", ")))
	}
	if err := tw.Flush(); err != nil {
		return fmt.Errorf("writing the table: %w", err)
	}
	return nil
}
