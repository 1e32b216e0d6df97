// Package forecasttest holds what every system's forecast tests share:
// opening a fight file, a benchmark that reports CPU time (the machines
// are shared, so wall time says little), and the check that a copied
// mid-fight state plays on to the same end as the log replayed. Only
// _test.go files import it.
package forecasttest

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"runtime"
	"slices"
	"strconv"
	"syscall"
	"testing"

	"sessionzero/rules/encounter"
	"sessionzero/rules/forecast"
)

// Open reads an encounter file (as `encounter replay` does).
func Open(t testing.TB, path string) encounter.Encounter {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f, err := encounter.ParseFile(raw)
	if err != nil {
		t.Fatal(err)
	}
	return f.Encounter
}

// CPUTime is the process's CPU time so far (user and system), in ns.
func CPUTime() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}

// BenchRuns is FORECAST_BENCH_RUNS, or 10,000 fights.
func BenchRuns() int {
	if n, err := strconv.Atoi(os.Getenv("FORECAST_BENCH_RUNS")); err == nil {
		return n
	}
	return 10_000
}

// Bench forecasts enc under rules made by newRules once per iteration
// and reports the CPU time each took (cpu-ns/op).
func Bench(b *testing.B, newRules func() encounter.Rules, enc encounter.Encounter, opts forecast.Options) {
	b.Helper()
	start := CPUTime()
	for b.Loop() {
		if _, err := forecast.Forecast(context.Background(), newRules(), enc, opts); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(CPUTime()-start)/float64(b.N), "cpu-ns/op")
}

// StateCopyPlaysOn checks, for a few sampled fights of enc, that a copy of
// the state taken halfway through plays the rest of the log to the same
// end as the log replayed, and leaves the state it was copied from as it
// was.
func StateCopyPlaysOn(t *testing.T, r encounter.Rules, enc encounter.Encounter, opts forecast.Options) {
	t.Helper()
	opts.Runs, opts.Samples = 3, 3
	res, err := forecast.Forecast(context.Background(), r, enc, opts)
	if err != nil {
		t.Fatal(err)
	}
	for i, sm := range res.Samples {
		half := sm.Encounter
		half.Cursor = len(half.Log) / 2
		mid, err := encounter.Replay(r, half)
		if err != nil {
			t.Fatal(err)
		}
		c, ok := mid.Clone()
		if !ok {
			t.Fatal("the state did not copy itself")
		}
		if !reflect.DeepEqual(c, mid) {
			t.Fatalf("sample %d: the copy differs from the state", i)
		}
		for _, ev := range half.Log[half.Cursor:] {
			if err := encounter.Apply(r, c, ev); err != nil {
				t.Fatalf("sample %d: %v", i, err)
			}
		}
		end, err := encounter.Replay(r, sm.Encounter)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(c, end) {
			t.Errorf("sample %d: the copy played on differs from the replayed end", i)
		}
		if again, _ := encounter.Replay(r, half); !reflect.DeepEqual(again, mid) {
			t.Errorf("sample %d: playing the copy changed the state", i)
		}
	}
}

// SameSeedSameAnswer forecasts enc twice with opts, the fights played by
// one worker and then spread over two, and checks the answers are the
// same; it returns the first.
func SameSeedSameAnswer(t *testing.T, r encounter.Rules, enc encounter.Encounter, opts forecast.Options) forecast.Result {
	t.Helper()
	workers := 0
	run := func() forecast.Result {
		workers++
		opts.Workers = workers
		res, err := forecast.Forecast(context.Background(), r, enc, opts)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	res := run()
	if !reflect.DeepEqual(res, run()) {
		t.Error("the same seed gave another forecast (one worker, then two)")
	}
	return res
}

// SamplesEndAsCounted replays every fight res kept, with the code
// `encounter replay` runs, and checks that it ends with only the side the
// forecast counted as winning still standing (dropped says who is out).
func SamplesEndAsCounted(t *testing.T, r encounter.Rules, res forecast.Result, dropped func(*encounter.State, *encounter.Combatant) bool) {
	t.Helper()
	for i, sm := range res.Samples {
		st, err := encounter.Replay(r, sm.Encounter)
		if err != nil {
			t.Fatalf("sample %d does not replay: %v", i, err)
		}
		standing := map[string]bool{}
		for _, c := range st.Combatants {
			if !dropped(st, c) {
				standing[c.Side] = true
			}
		}
		if sm.Undecided || len(standing) != 1 || !standing[sm.Winner] {
			t.Errorf("sample %d ends with %v standing, counted as won by %q", i, standing, sm.Winner)
		}
	}
}

// ContainsExact checks that the forecast's 95% intervals hold the exact
// chances of a duel: the first side wins with party, the second with
// foes, and the rest is undecided.
func ContainsExact(t *testing.T, res forecast.Result, party, foes float64) {
	t.Helper()
	for _, c := range []struct {
		what string
		got  forecast.Chance
		want float64
	}{{"party wins", res.Sides[0].Win, party}, {"foes win", res.Sides[1].Win, foes}, {"undecided", res.Undecided, max(1-party-foes, 0)}} {
		if c.want < c.got.Low || c.want > c.got.High {
			t.Errorf("%s: exact %.4f outside the forecast's %.4f–%.4f", c.what, c.want, c.got.Low, c.got.High)
		}
	}
}

// KeptMatchesJSON plays a few sampled fights of enc event by event twice:
// with the events as the autopilot built them (their payloads copied or
// converted into the rules' types) and with each event written as JSON and
// read back (as `encounter replay` reads a file). The states must be the
// same after every event, messages included.
func KeptMatchesJSON(t *testing.T, r encounter.Rules, enc encounter.Encounter, opts forecast.Options) {
	t.Helper()
	opts.Samples = opts.Runs
	res, err := forecast.Forecast(context.Background(), r, enc, opts)
	if err != nil {
		t.Fatal(err)
	}
	for i, sm := range res.Samples {
		kept, err := encounter.Start(r, sm.Encounter.Setup)
		if err != nil {
			t.Fatal(err)
		}
		read, _ := encounter.Start(r, sm.Encounter.Setup)
		for j, ev := range sm.Encounter.Log {
			raw, err := json.Marshal(ev)
			if err != nil {
				t.Fatal(err)
			}
			var back encounter.Event
			if err := json.Unmarshal(raw, &back); err != nil {
				t.Fatal(err)
			}
			errKept, errRead := encounter.Apply(r, kept, ev), encounter.Apply(r, read, back)
			if (errKept == nil) != (errRead == nil) || !reflect.DeepEqual(kept, read) {
				t.Fatalf("fight %d, event %d %s: the event as built (error %v) and as read from its JSON (error %v) left different states",
					i+1, j+1, raw, errKept, errRead)
			}
		}
	}
}

// BenchWorkers is Bench with the fights played by one worker and then
// spread over every core the Go scheduler may use (GOMAXPROCS): one
// sub-benchmark each, reporting wall time (ns/op) and CPU time
// (cpu-ns/op). The answer is the same either way; it reports, it fails
// nothing.
func BenchWorkers(b *testing.B, newRules func() encounter.Rules, enc encounter.Encounter, opts forecast.Options) {
	b.Helper()
	for _, w := range slices.Compact([]int{1, runtime.GOMAXPROCS(0)}) {
		b.Run(fmt.Sprintf("workers=%d", w), func(b *testing.B) {
			opts.Workers = w
			Bench(b, newRules, enc, opts)
		})
	}
}
