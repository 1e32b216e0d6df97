package forecast

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"unsafe"

	"sessionzero/rules/encounter"
)

// Defaults and bounds of Options.
const (
	DefaultRuns       = 10_000
	MaxRuns           = 1_000_000
	DefaultRoundLimit = 50
	MaxRoundLimit     = 1_000
	// maxEventsPerRound stops an autopilot that never moves the fight on.
	maxEventsPerRound = 2_000
)

// Options tune a forecast. Zero values take the defaults.
type Options struct {
	// Runs is how many fights are played (default 10,000; 1 to 1,000,000).
	Runs int
	// Seed makes the forecast repeatable: the same seed gives the same
	// answer. Fight i is played with its own stream derived from Seed and i.
	Seed uint64
	// RoundLimit is how many rounds a fight may last from the current
	// state before it counts as undecided (default 50).
	RoundLimit int
	// Samples is how many of the first fights to keep whole (their
	// encounters, log and all) in Result.Samples.
	Samples int
	// PlayEvery plays every fight even when the first drew no dice (and so
	// every fight plays the same way); without it such a fight is played
	// once and counted Runs times.
	PlayEvery bool
	// Progress, when set, is called now and then with the fights done and
	// the total, on the caller's goroutine.
	Progress func(done, total int)
	// Workers is how many fights are played at once (0: one per core the
	// Go scheduler may use, runtime.GOMAXPROCS). Fight i's dice depend only
	// on Seed and i, and the fights are counted in their order, so the
	// answer is the same for every number of workers.
	Workers int
}

// ErrNoAutopilot is returned for a system and mode without an autopilot.
var ErrNoAutopilot = errors.New("no autopilot")

// Forecast plays enc (setup and log up to its cursor) from its current
// state opts.Runs times with r, the system's own rules, and the system's
// registered autopilot. It stops early with ctx's error when ctx is done.
func Forecast(ctx context.Context, r encounter.Rules, enc encounter.Encounter, opts Options) (Result, error) {
	ap, ok := For(r.System(), r.Mode())
	if !ok {
		return Result{}, fmt.Errorf("%w for %s %s", ErrNoAutopilot, r.System(), r.Mode())
	}
	return Run(ctx, r, ap, enc, opts)
}

// Run is Forecast with the autopilot given (tests, a GM's own policy).
func Run(ctx context.Context, r encounter.Rules, ap Autopilot, enc encounter.Encounter, opts Options) (Result, error) {
	if opts.Runs == 0 {
		opts.Runs = DefaultRuns
	}
	if opts.RoundLimit == 0 {
		opts.RoundLimit = DefaultRoundLimit
	}
	if opts.Runs < 1 || opts.Runs > MaxRuns {
		return Result{}, fmt.Errorf("runs %d: use 1 to %d", opts.Runs, MaxRuns)
	}
	if opts.RoundLimit < 1 || opts.RoundLimit > MaxRoundLimit {
		return Result{}, fmt.Errorf("round limit %d: use 1 to %d", opts.RoundLimit, MaxRoundLimit)
	}
	if opts.Samples < 0 {
		opts.Samples = 0
	}
	if _, ok := For(r.System(), r.Mode()); !ok && r.Mode() != encounter.ModeCombat {
		// A mode with an autopilot of its own (an Evening danger) is a fight too.
		return Result{}, fmt.Errorf("the forecast plays fights: this is a %s encounter", r.Mode())
	}
	enc.System, enc.Mode = r.System(), r.Mode()
	if enc.Cursor < 0 || enc.Cursor > len(enc.Log) {
		return Result{}, fmt.Errorf("cursor %d is outside the log (0…%d)", enc.Cursor, len(enc.Log))
	}
	enc.Log = enc.Log[:enc.Cursor:enc.Cursor]
	start, err := encounter.Replay(r, enc)
	if err != nil {
		return Result{}, err
	}
	if start.Ended {
		return Result{}, fmt.Errorf("the fight is already over (%s)", start.Outcome)
	}
	if winner, over := decided(start, ap); over {
		return Result{}, fmt.Errorf("the fight is already decided (%s)", sideLabel(start, winner))
	}
	if err := ap.Check(start); err != nil {
		return Result{}, err
	}
	if base, ok := start.Clone(); ok {
		// The fights copy a clone of the start, which owns none of its
		// maps (the replayed start may own Stats it changed, which every
		// copy of it would copy at once; a copy of the clone shares them
		// until it changes one).
		start = base
	}
	t := newTally(start, ap, opts)
	firstRound := max(start.Round, 1) // a fight before its first round (Dragonhead before initiative) starts in round 1
	every := max(opts.Runs/100, 1)
	counted := func(i int) {
		if opts.Progress != nil && ((i+1)%every == 0 || i+1 == opts.Runs) {
			opts.Progress(i+1, opts.Runs)
		}
	}
	// The first fight tells whether the fights draw dice at all.
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	g := game{r: r, ap: ap, enc: enc, start: start, firstRound: firstRound, opts: opts}
	f, rolled, _, err := g.play(0, newWorker(), make([]fate, len(start.Combatants)))
	if err != nil {
		return Result{}, fmt.Errorf("fight 1: %w", err)
	}
	t.add(f, ap)
	counted(0)
	if !rolled && !opts.PlayEvery {
		// The first fight drew no random number, so every fight plays
		// as it did: count it again rather than play it again.
		t.diceFree = true
		for i := 1; i < opts.Runs; i++ {
			if i%64 == 0 {
				if err := ctx.Err(); err != nil {
					return Result{}, err
				}
			}
			t.add(f, ap)
			counted(i)
		}
		return t.result(ap), nil
	}
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if workers == 1 || opts.Runs <= 1 {
		w := newWorker()
		fates := make([]fate, len(start.Combatants)) // counted before the next fight
		for i := 1; i < opts.Runs; i++ {
			if i%64 == 0 {
				if err := ctx.Err(); err != nil {
					return Result{}, err
				}
			}
			f, err := g.fight(i, w, fates)
			if err != nil {
				return Result{}, err
			}
			t.add(f, ap)
			counted(i)
		}
		return t.result(ap), nil
	}
	err = g.spread(ctx, workers, func(i int, f fight) {
		t.add(f, ap)
		counted(i)
	})
	if err != nil {
		return Result{}, err
	}
	return t.result(ap), nil
}

// game is what every fight of a forecast is played from.
type game struct {
	r          encounter.Rules
	ap         Autopilot
	enc        encounter.Encounter
	start      *encounter.State
	firstRound int
	opts       Options
}

// worker is what one goroutine plays its fights with, one after the
// other: its random source, reseeded per fight, the standing memo, and
// scratch, the state its last fight that was not sampled was played in,
// whose memory the next such fight reuses (State.CloneInto).
type worker struct {
	pcg      rand.PCG
	src      counting
	rng      *rand.Rand
	standing standingMemo
	scratch  *encounter.State
}

func newWorker() *worker {
	w := new(worker)
	w.src.src = &w.pcg
	w.rng = rand.New(&w.src)
	return w
}

// fight plays fight i (counting from 0) with w, counting its combatants'
// fates in fates (one per combatant of the start).
func (g game) fight(i int, w *worker, fates []fate) (fight, error) {
	f, _, st, err := g.play(i, w, fates)
	if st != nil {
		w.scratch = st
	}
	if err != nil {
		return fight{}, fmt.Errorf("fight %d: %w", i+1, err)
	}
	return f, nil
}

// batch is a run of fights played by one worker: from fight first on,
// stopped at the first error.
type batch struct {
	first  int
	fights []fight
	err    error
}

// batchSize is how many fights a worker plays at a time.
const batchSize = 32

// spread plays fights 1 to Runs-1 on workers goroutines and hands each
// to count on the caller's goroutine, in the fights' order; the error is
// the one of the first fight that failed, as playing them in order would
// give.
func (g game) spread(ctx context.Context, workers int, count func(i int, f fight)) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	runs := g.opts.Runs
	window := 2 * workers // batches handed out and not yet counted
	jobs := make(chan int)
	done := make(chan batch, window)
	n := len(g.start.Combatants)
	for range workers {
		go func() {
			w := newWorker()
			for first := range jobs {
				b := batch{first: first}
				fates := make([]fate, batchSize*n) // counted after the batch
				for i := first; i < min(first+batchSize, runs); i++ {
					if err := ctx.Err(); err != nil {
						b.err = err
						break
					}
					f, err := g.fight(i, w, fates[(i-first)*n:(i-first+1)*n:(i-first+1)*n])
					if err != nil {
						b.err = err
						break
					}
					b.fights = append(b.fights, f)
				}
				done <- b
			}
		}()
	}
	defer close(jobs)
	next, inFlight := 1, 0
	waiting := map[int]batch{}
	for i := 1; i < runs; {
		for inFlight < window && next < runs {
			jobs <- next
			next += batchSize
			inFlight++
		}
		b := <-done
		inFlight--
		waiting[b.first] = b
		for {
			b, ok := waiting[i]
			if !ok {
				break
			}
			delete(waiting, i)
			for _, f := range b.fights {
				count(i, f)
				i++
			}
			if b.err != nil {
				return b.err
			}
		}
	}
	return nil
}

// fight is how one fight ended.
type fight struct {
	winner    string // side id; "" with undecided or everyone down
	undecided bool
	rounds    int
	// fates are the start's combatants' at the end, in their order:
	// counted before the state is played in again.
	fates  []fate
	sample *encounter.Encounter
}

// fate is how a combatant of the start ended a fight.
type fate struct {
	// left: it is no longer in the fight's state (nothing else counts).
	left          bool
	dropped, dead bool
	health        int
}

// countFates writes the fates of start's combatants at the end of the
// fight played in st into out, asking ap as the tally did when it kept
// the state.
func countFates(st *encounter.State, ap Autopilot, start []*encounter.Combatant, out []fate) {
	for i, c0 := range start {
		c, ok := sameCombatant(st, i, c0.ID)
		if !ok {
			out[i] = fate{left: true}
			continue
		}
		out[i] = fate{dropped: ap.Dropped(st, c), dead: ap.Dead(c), health: ap.Health(c)}
	}
}

// splitMix is SplitMix64's mixing step: fight i's two PCG seeds come from
// it, so that neighbouring fights get unrelated streams.
func splitMix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// counting is a random source that counts what is drawn from it.
type counting struct {
	src   rand.Source
	drawn int
}

func (c *counting) Uint64() uint64 {
	c.drawn++
	return c.src.Uint64()
}

// play plays fight i from the start with w, counting its combatants'
// fates in fates; a fight that is not sampled is played in the memory of
// w.scratch (nil: new memory). rolled reports that the autopilot drew a
// random number: a fight that drew none plays the same way with every
// seed (an Autopilot is a function of the state and its dice). st is the state the fight
// was played in when it may be played in again (not sampled, and a copy
// CloneInto can reuse), else nil.
func (g game) play(i int, w *worker, fates []fate) (f fight, rolled bool, st *encounter.State, err error) {
	keep := i < g.opts.Samples
	a := splitMix(g.opts.Seed ^ splitMix(uint64(i)))
	w.pcg.Seed(a, splitMix(a+uint64(i))) // as rand.NewPCG(a, …)
	w.src.drawn = 0
	if !keep {
		st, _ = g.start.CloneInto(w.scratch) // nil when the rules' state cannot copy itself
	}
	clear(w.standing.last) // a recycled state's combatants are the last fight's pointers
	f, err = playOne(g.r, g.ap, g.enc, g.start, g.firstRound, g.opts, w.rng, keep, st, fates, &w.standing)
	return f, w.src.drawn > 0, st, err
}

// fresh is a state to play one fight in: a deep copy of start, or, when
// the rules' own state cannot copy itself, enc replayed again.
func fresh(r encounter.Rules, enc encounter.Encounter, start *encounter.State) (*encounter.State, error) {
	if st, ok := start.Clone(); ok {
		return st, nil
	}
	return encounter.Replay(r, enc)
}

// playOne plays a fight in st, a copy of start (nil: one is made), and
// counts its combatants' fates in fates; standing is the worker's memo,
// cleared for this fight.
func playOne(r encounter.Rules, ap Autopilot, enc encounter.Encounter, start *encounter.State, startRound int, opts Options, rng *rand.Rand, keep bool, st *encounter.State, fates []fate, standing *standingMemo) (fight, error) {
	if st == nil {
		var err error
		if st, err = fresh(r, enc, start); err != nil {
			return fight{}, err
		}
	}
	st.Quiet = true     // nobody reads a forecast fight's messages
	st.Discards = !keep // nor, unless it is sampled, its events
	var log []encounter.Event
	if keep {
		log = append(log, enc.Log...)
	}
	round, events := st.Round, 0
	for {
		if winner, over := standing.decided(st, ap); over {
			countFates(st, ap, start.Combatants, fates)
			f := fight{winner: winner, rounds: max(st.Round-startRound+1, 1), fates: fates}
			return withSample(f, enc, log, keep), nil
		}
		if st.Round-startRound >= opts.RoundLimit {
			countFates(st, ap, start.Combatants, fates)
			f := fight{undecided: true, rounds: opts.RoundLimit, fates: fates}
			return withSample(f, enc, log, keep), nil
		}
		evs, err := ap.Next(st, rng)
		if err != nil {
			return fight{}, err
		}
		if len(evs) == 0 {
			return fight{}, errors.New("the autopilot proposed nothing")
		}
		for _, ev := range evs {
			if err := encounter.Apply(r, st, ev); err != nil {
				return fight{}, fmt.Errorf("the rules refused the autopilot's %s: %w", ev.Type, err)
			}
			if keep {
				log = append(log, ev)
			}
		}
		if st.Round != round {
			round, events = st.Round, 0
		}
		events += len(evs)
		if events > maxEventsPerRound {
			return fight{}, fmt.Errorf("round %d did not end after %d events", st.Round, events)
		}
	}
}

func withSample(f fight, enc encounter.Encounter, log []encounter.Event, keep bool) fight {
	if keep {
		s := enc
		s.Log = log
		s.Cursor = len(log)
		f.sample = &s
	}
	return f
}

// decided reports a fight over: at most one side has anyone standing.
// winner is that side ("" when nobody stands).
func decided(st *encounter.State, ap Autopilot) (winner string, over bool) {
	standing := 0
	for _, sd := range st.Sides {
		for _, c := range st.Combatants {
			if c.Side == sd.ID && !ap.Dropped(st, c) {
				standing++
				winner = sd.ID
				break
			}
		}
	}
	if standing > 1 {
		return "", false
	}
	return winner, true
}

// standingMemo is decided for one fight, asked after every step: it
// remembers, for each side, the combatant it last found standing and that
// one's place in State.Combatants, and asks about it first, which is
// nearly always still standing; the fight is decided exactly when decided
// says so (Dropped only reads the state). A remembered combatant counts
// only while it is still at its place (one who left, or moved when another
// left, is looked for again), so no scan of the list is needed to know it
// is still in the fight.
type standingMemo struct {
	last []placed // by side; c nil: none remembered
}

// placed is a combatant and its place in State.Combatants.
type placed struct {
	c  *encounter.Combatant
	at int
}

func (m *standingMemo) decided(st *encounter.State, ap Autopilot) (winner string, over bool) {
	sides, all := st.Sides, st.Combatants
	if len(m.last) != len(sides) {
		m.last = make([]placed, len(sides))
	}
	last := m.last[:len(sides)]
	standing := 0
	for i, sd := range sides {
		p := &last[i]
		c := p.c
		if c == nil || uint(p.at) >= uint(len(all)) || all[p.at] != c || !sameText(c.Side, sd.ID) || ap.Dropped(st, c) {
			p.at, p.c = firstStanding(st, sd.ID, ap)
			c = p.c
		}
		if c != nil {
			standing++
			winner = sd.ID
		}
	}
	if standing > 1 {
		return "", false
	}
	return winner, true
}

// firstStanding is the first combatant of side who has not dropped and
// its place (nil when none).
func firstStanding(st *encounter.State, side string, ap Autopilot) (int, *encounter.Combatant) {
	for i, c := range st.Combatants {
		if sameText(c.Side, side) && !ap.Dropped(st, c) {
			return i, c
		}
	}
	return 0, nil
}

// sameText is a == b, answered without comparing the bytes when both are
// the same string (a combatant's side is nearly always its side's own ID
// or a copy of it).
func sameText(a, b string) bool {
	return len(a) == len(b) && (unsafe.StringData(a) == unsafe.StringData(b) || a == b)
}

func sideLabel(st *encounter.State, id string) string {
	if id == "" {
		return "nobody is standing"
	}
	if sd := st.Side(id); sd != nil {
		return sd.Name + " stand alone"
	}
	return id + " stand alone"
}
