package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"sessionzero/rules/encounter/catalog"
	"sessionzero/rules/forecast"
)

const forecastPier = "../../rules/drgn/testdata/forecast-pier.json"

func TestEncounterForecastRefuses(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name string
		want string
		args []string
	}{
		{"runs zero", "--runs 0: use 1 to 1000000", []string{forecastPier, "--runs", "0"}},
		{"runs too many", "use 1 to 1000000", []string{forecastPier, "--runs", "1000001"}},
		{"social", "this is a social encounter", []string{encounterTestdata + "drgn-social.json"}},
		{"dvr without dice and a weapon", "has dice and a weapon", []string{"../../rules/dvr/testdata/dvr-fight.json"}},
		{"already decided", "the fight is already decided", []string{"../../rules/rollunder/testdata/goblin-ambush.encounter.json"}},
		{"dragonhead without attacks", "has an attack", []string{encounterTestdata + "dragonhead-fight.json"}},
		{"nothing to attack with", "has a weapon or ability to attack with", []string{encounterTestdata + "drgn-fight.json"}},
		{"no file", "no such file", []string{filepath.Join(dir, "none.json")}},
		{"no folder", "no such folder", []string{forecastPier, "--log-sample", filepath.Join(dir, "none")}},
		{"two files", "takes one FILE", []string{forecastPier, forecastPier}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			refused(t, tc.want, append([]string{"encounter", "forecast"}, tc.args...)...)
		})
	}
}

// TestEncounterForecastSampleReplays writes the first fights with
// --log-sample and replays each with the code `encounter replay` uses
// (catalog.Open): each reaches the end the forecast counted for it.
func TestEncounterForecastSampleReplays(t *testing.T) {
	dir := t.TempDir()
	out := succeeds(t, "encounter", "forecast", forecastPier, "--runs", "40", "--seed", "7", "--json", "--log-sample", dir)
	var res forecast.Result
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if res.Runs != 40 || res.Seed != 7 || len(res.Sides) != 2 || res.Sides[0].Win.Count+res.Sides[1].Win.Count+res.Undecided.Count+res.Nobody.Count != 40 {
		t.Fatalf("counts do not add up: %+v", res)
	}
	files, err := filepath.Glob(filepath.Join(dir, "forecast-pier-fight-*.json"))
	if err != nil || len(files) != forecastSamples {
		t.Fatalf("sample files %v (%v), want %d", files, err, forecastSamples)
	}
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		s, _, err := catalog.Open(raw)
		if err != nil {
			t.Fatalf("%s does not replay: %v", f, err)
		}
		st := s.State()
		standing := map[string]bool{}
		for _, c := range st.Combatants {
			if !c.Unconscious && !c.Dead {
				standing[c.Side] = true
			}
		}
		// Every sample of this fight is a party win (DRGN plays it the same way each time).
		if res.Sides[0].Win.Count == 40 && (!standing["party"] || standing["pirates"]) {
			t.Errorf("%s ends with %v standing, the forecast counted a party win", f, standing)
		}
	}
	// Dragonhead fights have dice: the forecast plays each of them.
	dh := succeeds(t, "encounter", "forecast", "../../rules/dragonhead/testdata/forecast-crypt.json", "--runs", "200", "--json", "--log-sample", dir)
	var dhRes forecast.Result
	if err := json.Unmarshal([]byte(dh), &dhRes); err != nil || dhRes.DiceFree || dhRes.Runs != 200 {
		t.Errorf("Dragonhead forecast: %v, dice_free %v, runs %d", err, dhRes.DiceFree, dhRes.Runs)
	}
	crypt, _ := filepath.Glob(filepath.Join(dir, "forecast-crypt-fight-*.json"))
	for _, f := range crypt {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := catalog.Open(raw); err != nil {
			t.Errorf("%s does not replay: %v", f, err)
		}
	}
	if len(crypt) != forecastSamples {
		t.Errorf("%d Dragonhead sample files, want %d", len(crypt), forecastSamples)
	}
	// The text output names the autopilot's policy and the sides.
	text := succeeds(t, "encounter", "forecast", forecastPier, "--runs", "10")
	for _, want := range []string{"How it plays: Attacks always hit in DRGN", "Party", "Pirates", "Rounds to the end", "HP LOST"} {
		if !strings.Contains(text, want) {
			t.Errorf("text output lacks %q:\n%s", want, text)
		}
	}
}

// TestEncounterForecastStrategizedAndDangers forecasts a DvR strategized
// fight and an Evening danger one fight at a time with --log-sample: the
// fight's file replays (as `encounter replay` does) to the end the
// forecast counted for it, and `encounter replay` reads it.
func TestEncounterForecastStrategizedAndDangers(t *testing.T) {
	for _, tc := range []struct{ file, base string }{
		{"../../rules/dvr/testdata/forecast-rooftop.json", "forecast-rooftop"},
		{"../../rules/evening/testdata/forecast-rockslide.json", "forecast-rockslide"},
	} {
		t.Run(tc.base, func(t *testing.T) {
			ends := map[string]bool{}
			for seed := range 6 {
				dir := t.TempDir()
				out := succeeds(t, "encounter", "forecast", tc.file, "--runs", "1", "--seed", strconv.Itoa(seed), "--json", "--log-sample", dir)
				var res forecast.Result
				if err := json.Unmarshal([]byte(out), &res); err != nil {
					t.Fatalf("%v\n%s", err, out)
				}
				counted := "undecided"
				for _, sd := range res.Sides {
					if sd.Win.Count == 1 {
						counted = sd.ID
					}
				}
				if res.Nobody.Count == 1 {
					counted = ""
				}
				ends[counted] = true
				f := filepath.Join(dir, tc.base+"-fight-1.json")
				raw, err := os.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				s, _, err := catalog.Open(raw)
				if err != nil {
					t.Fatalf("%s does not replay: %v", f, err)
				}
				st, r := s.State(), s.Rules()
				ap, ok := forecast.For(r.System(), r.Mode())
				if !ok {
					t.Fatalf("no autopilot for %s %s", r.System(), r.Mode())
				}
				standing := map[string]bool{}
				for _, c := range st.Combatants {
					if !ap.Dropped(st, c) {
						standing[c.Side] = true
					}
				}
				if counted == "undecided" || len(standing) > 1 || counted != "" && !standing[counted] {
					t.Errorf("seed %d: the fight ends with %v standing, counted %q", seed, standing, counted)
				}
				succeeds(t, "encounter", "replay", f)
			}
			if len(ends) < 2 {
				t.Logf("six fights all ended the same way: %v", ends)
			}
		})
	}
}
