package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"sessionzero/rules/encounter"
	"sessionzero/rules/encounter/catalog"
	"sessionzero/rules/forecast"
	"sessionzero/rules/systems"
)

// forecastSamples is how many of the first fights --log-sample writes.
const forecastSamples = 5

// runEncounterForecast is `encounter forecast FILE [--runs N] [--seed S]
// [--json] [--log-sample DIR]`.
func runEncounterForecast(e *env, args []string) error {
	fs := newFlags("encounter forecast")
	runs := fs.Int("runs", forecast.DefaultRuns, "how many fights to play")
	seed := fs.Uint64("seed", 0, "random seed: the same seed gives the same forecast")
	asJSON := fs.Bool("json", false, "print JSON")
	sampleDir := fs.String("log-sample", "", "write the first fights as encounter files into this folder")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return badInput("encounter forecast takes one FILE (got %d arguments)", len(rest))
	}
	if *runs < 1 || *runs > forecast.MaxRuns {
		return badInput("--runs %d: use 1 to %d", *runs, forecast.MaxRuns)
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
	r := s.Rules()
	_, played := forecast.For(r.System(), r.Mode())
	if !played && r.Mode() != encounter.ModeCombat {
		return badInput("%s: the forecast plays fights, and this is a %s encounter", path, r.Mode())
	}
	if !played {
		return badInput("the forecast does not play %s fights yet", systemName(r.System()))
	}
	if *sampleDir != "" {
		if st, err := os.Stat(*sampleDir); err != nil || !st.IsDir() {
			return badInput("--log-sample %s: no such folder", *sampleDir)
		}
	}
	opts := forecast.Options{Runs: *runs, Seed: *seed}
	if *sampleDir != "" {
		opts.Samples = forecastSamples
	}
	res, err := forecast.Forecast(context.Background(), r, s.Encounter(), opts)
	if err != nil {
		if errors.Is(err, context.Canceled) {
			return err
		}
		return badInput("%s: %v", path, err)
	}
	if *sampleDir != "" {
		if err := writeSamples(*sampleDir, path, res.Samples); err != nil {
			return err
		}
	}
	if *asJSON {
		return writeJSON(e.stdout, res)
	}
	return printForecast(e, res)
}

// systemName is a system's name as the app shows it.
func systemName(id string) string {
	if sys, ok := systems.ByID(id); ok {
		return sys.Name()
	}
	return id
}

// writeSamples writes each kept fight as an encounter file NAME-fight-K.json.
func writeSamples(dir, from string, samples []forecast.Sample) error {
	base := strings.TrimSuffix(filepath.Base(from), filepath.Ext(from))
	for i, sm := range samples {
		b, err := encounter.EncodeFile(encounter.File{Encounter: sm.Encounter})
		if err != nil {
			return fmt.Errorf("sample fight %d: %w", i+1, err)
		}
		out := filepath.Join(dir, fmt.Sprintf("%s-fight-%d.json", base, i+1))
		if err := os.WriteFile(out, b, 0o644); err != nil {
			return fmt.Errorf("writing sample fight %d: %w", i+1, err)
		}
	}
	return nil
}

func pct(c forecast.Chance) string {
	return fmt.Sprintf("%5.1f%% (%.1f–%.1f%%)", 100*c.Chance, 100*c.Low, 100*c.High)
}

func printForecast(e *env, res forecast.Result) error {
	w := e.stdout
	fmt.Fprintf(w, "Forecast: %d fights from round %d (seed %d, undecided after %d rounds)\n", res.Runs, res.StartRound, res.Seed, res.RoundLimit)
	fmt.Fprintf(w, "How it plays: %s\n", res.Policy)
	tw := tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "SIDE\tWINS (95% interval)")
	for _, sd := range res.Sides {
		fmt.Fprintf(tw, "%s\t%s\n", safe(sd.Name), pct(sd.Win))
	}
	fmt.Fprintf(tw, "Undecided\t%s\n", pct(res.Undecided))
	if res.Nobody.Count > 0 {
		fmt.Fprintf(tw, "Nobody left standing\t%s\n", pct(res.Nobody))
	}
	if err := tw.Flush(); err != nil {
		return fmt.Errorf("writing the table: %w", err)
	}
	if len(res.Rounds.Counts) > 0 {
		fmt.Fprintf(w, "Rounds to the end: mean %.1f, median %d, 90%% of fights by round %d\n", res.Rounds.Mean, res.Rounds.Median, res.Rounds.P90)
	}
	tw = tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
	sideName := map[string]string{}
	for _, sd := range res.Sides {
		sideName[sd.ID] = sd.Name
	}
	fmt.Fprintf(tw, "NAME\tSIDE\tDROPS\tDIES\t%s LOST (MEAN, OF)\n", strings.ToUpper(res.HealthName))
	for _, c := range res.Combatants {
		fmt.Fprintf(tw, "%s\t%s\t%5.1f%%\t%5.1f%%\t%.1f of %d\n", safe(c.Name), safe(sideName[c.Side]), 100*c.Drop.Chance, 100*c.Die.Chance, c.MeanLost, c.Start)
	}
	if err := tw.Flush(); err != nil {
		return fmt.Errorf("writing the table: %w", err)
	}
	return nil
}
