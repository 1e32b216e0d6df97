package rollunder_test

import (
	"testing"

	"sessionzero/internal/rulestest/forecasttest"
	"sessionzero/rules/forecast"
	"sessionzero/rules/rollunder"
)

// TestForecastKeptMatchesJSON: the forecast's events, applied as the
// autopilot built them (their payloads copied or converted, not read from
// JSON), leave the same states as the same events read from their JSON.
func TestForecastKeptMatchesJSON(t *testing.T) {
	forecasttest.KeptMatchesJSON(t, rollunder.NewCombatRules(), forecasttest.Open(t, "testdata/forecast-ford.json"), forecast.Options{Runs: 20, Seed: 7})
}

// TestSharedPayloadsApplyAsDecoded: the declare and attack payloads the
// rules read in place (applyAutoDeclare, applyAutoAttack) leave the same
// states as the same events read from their JSON, in the benchmark's own
// fight (gangs of four and six, dodges and counters).
func TestSharedPayloadsApplyAsDecoded(t *testing.T) {
	forecasttest.KeptMatchesJSON(t, rollunder.NewCombatRules(), forecasttest.Open(t, "testdata/forecast-4v6.json"), forecast.Options{Runs: 12, Seed: 5})
}

// BenchmarkForecastWorkers forecasts testdata/forecast-ford.json (FORECAST_BENCH_RUNS
// fights, default 10,000) with one worker and with one per core, and
// reports wall and CPU time of each.
func BenchmarkForecastWorkers(b *testing.B) {
	forecasttest.BenchWorkers(b, rollunder.NewCombatRules, forecasttest.Open(b, "testdata/forecast-ford.json"), forecast.Options{Runs: forecasttest.BenchRuns(), Seed: 1, PlayEvery: true})
}
