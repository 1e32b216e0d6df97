package forecast

import (
	"context"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"sessionzero/rules/encounter"
)

// TestForecastWorkersSameAnswer: the fights spread over 1, 2 and 5
// workers give the same result, the same samples and the same progress
// calls, for run counts around the batch size.
func TestForecastWorkersSameAnswer(t *testing.T) {
	for _, runs := range []int{1, 2, batchSize, batchSize + 1, 3*batchSize + 7, 1000} {
		var want Result
		var wantProgress []int
		for _, workers := range []int{1, 2, 5} {
			var progress []int
			opts := Options{Runs: runs, Seed: 11, Samples: 40, Workers: workers,
				Progress: func(done, total int) { progress = append(progress, done) }}
			got, err := Run(context.Background(), newCoinRules(), coinPilot{}, coinDuel(3, 2), opts)
			if err != nil {
				t.Fatal(err)
			}
			if workers == 1 {
				want, wantProgress = got, progress
				continue
			}
			a, _ := json.Marshal(got)
			b, _ := json.Marshal(want)
			if string(a) != string(b) {
				t.Errorf("%d runs, %d workers: %s\none worker: %s", runs, workers, a, b)
			}
			if !reflect.DeepEqual(progress, wantProgress) {
				t.Errorf("%d runs, %d workers: progress %v, one worker %v", runs, workers, progress, wantProgress)
			}
			if len(got.Samples) != len(want.Samples) {
				t.Fatalf("%d runs, %d workers: %d samples, one worker %d", runs, workers, len(got.Samples), len(want.Samples))
			}
			for i := range got.Samples {
				a, _ := json.Marshal(got.Samples[i].Encounter.Log)
				b, _ := json.Marshal(want.Samples[i].Encounter.Log)
				if string(a) != string(b) {
					t.Errorf("%d runs, %d workers: sample %d differs", runs, workers, i)
				}
			}
		}
	}
}

// failingPilot fails in fight number failAt (counted by its first roll,
// which the seed fixes per fight).
type failingPilot struct {
	coinPilot
	bad uint64
}

func (p failingPilot) Next(st *encounter.State, rng *rand.Rand) ([]encounter.Event, error) {
	if st.Round == 1 && st.Turn == 0 && rng.Uint64()%p.bad == 0 {
		return nil, errors.New("no move")
	}
	return p.coinPilot.Next(st, rng)
}

// TestForecastWorkersFirstError: with several workers the error is the
// one of the first fight that fails, as with one.
func TestForecastWorkersFirstError(t *testing.T) {
	var want string
	for _, workers := range []int{1, 2, 4} {
		_, err := Run(context.Background(), newCoinRules(), failingPilot{bad: 300}, coinDuel(3, 3), Options{Runs: 5000, Seed: 2, Workers: workers})
		if err == nil || !strings.HasPrefix(err.Error(), "fight ") {
			t.Fatalf("%d workers: error %v", workers, err)
		}
		if workers == 1 {
			want = err.Error()
		} else if err.Error() != want {
			t.Errorf("%d workers: %v, one worker: %v", workers, err, want)
		}
	}
}

// TestForecastWorkersCancel: a cancelled forecast stops with the
// context's error.
func TestForecastWorkersCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	calls := 0
	_, err := Run(ctx, newCoinRules(), coinPilot{}, coinDuel(3, 3), Options{Runs: 100000, Seed: 2, Workers: 2,
		Progress: func(done, total int) {
			if calls++; calls == 3 {
				cancel()
			}
		}})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("error %v, want the context's", err)
	}
}
