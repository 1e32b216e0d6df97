package evening_test

import (
	"testing"

	"sessionzero/internal/rulestest/forecasttest"
	"sessionzero/rules/evening"
	"sessionzero/rules/forecast"
)

// TestForecastKeptMatchesJSON: the forecast's events, applied as the
// autopilot built them (their payloads copied or converted, not read from
// JSON), leave the same states as the same events read from their JSON.
func TestForecastKeptMatchesJSON(t *testing.T) {
	forecasttest.KeptMatchesJSON(t, evening.NewCombatRules(), forecasttest.Open(t, "testdata/forecast-crypt.json"), forecast.Options{Runs: 20, Seed: 7})
}

// BenchmarkForecastWorkers forecasts testdata/forecast-crypt.json (FORECAST_BENCH_RUNS
// fights, default 10,000) with one worker and with one per core, and
// reports wall and CPU time of each.
func BenchmarkForecastWorkers(b *testing.B) {
	forecasttest.BenchWorkers(b, evening.NewCombatRules, forecasttest.Open(b, "testdata/forecast-crypt.json"), forecast.Options{Runs: forecasttest.BenchRuns(), Seed: 1, PlayEvery: true})
}
