package encounters

import (
	"context"
	"errors"
	"fmt"
	"image/color"
	"sort"
	"strings"
	"sync"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/encounter"
	"sessionzero/rules/encounter/catalog"
	"sessionzero/rules/forecast"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// forecastRuns is how many fights a window's forecast plays: enough for
// an interval of a few points, few enough to come back in a moment.
const forecastRuns = 2000

// inBackground runs a forecast off the UI goroutine. A test binary runs
// it in place: under Fyne's test driver fyne.Do does not wait for a UI
// goroutine, so a background update would race the test's own taps
// (the text shaper is not safe for that), in every package whose tests
// open New encounter.
func inBackground(f func()) {
	if testing.Testing() {
		f()
		return
	}
	go f()
}

// forecastPanel shows a fight's forecast (rules/forecast: the fight
// played many times by the system's own rules): the party's chance to win
// as a bar, a histogram of rounds, the characters most at risk and the
// autopilot in one sentence. It computes off the UI goroutine; a new
// request cancels the one running.
type forecastPanel struct {
	box    *fyne.Container
	status *widget.Label
	bar    *widget.ProgressBar
	hist   *fyne.Container
	rounds *widget.Label
	risk   *widget.Label
	policy *widget.Label

	mu     sync.Mutex
	cancel context.CancelFunc
	gen    int
	// done is closed when the newest request has been shown (tests).
	done chan struct{}
	// last is the newest result shown (tests).
	last *forecast.Result
}

func newForecastPanel() *forecastPanel {
	p := &forecastPanel{status: widgets.Wrapped(""), bar: widget.NewProgressBar(), hist: container.NewWithoutLayout(),
		rounds: widgets.Caption(""), risk: widgets.Wrapped(""), policy: widgets.Caption("")}
	p.bar.TextFormatter = func() string { return fmt.Sprintf("the party wins %s", percent(p.bar.Value)) }
	p.box = container.NewVBox(p.status, p.bar, container.NewGridWrap(fyne.NewSize(histWidth, histHeight), p.hist), p.rounds, p.risk, p.policy)
	p.clear("")
	return p
}

// histWidth and histHeight are the rounds histogram's size.
const (
	histWidth  = 300
	histHeight = 48
)

// clear shows msg and no forecast.
func (p *forecastPanel) clear(msg string) {
	p.mu.Lock()
	if p.cancel != nil {
		p.cancel()
		p.cancel = nil
	}
	p.gen++
	p.mu.Unlock()
	p.status.SetText(msg)
	p.bar.Hide()
	p.hist.Objects = nil
	p.hist.Refresh()
	p.rounds.SetText("")
	p.risk.SetText("")
	p.policy.SetText("")
}

// run forecasts enc under r, cancelling the forecast running.
func (p *forecastPanel) run(ctx context.Context, r encounter.Rules, enc encounter.Encounter) {
	if _, ok := forecast.For(r.System(), r.Mode()); !ok {
		p.clear(fmt.Sprintf("The forecast does not play %s fights yet.", plugin.SystemName(r.System())))
		return
	}
	p.clear("Forecast: playing the fight…")
	p.mu.Lock()
	p.gen++
	gen := p.gen
	ctx, cancel := context.WithCancel(ctx)
	p.cancel = cancel
	done := make(chan struct{})
	p.done = done
	p.mu.Unlock()
	inBackground(func() {
		defer close(done)
		res, err := forecast.Forecast(ctx, r, enc, forecast.Options{Runs: forecastRuns, Progress: func(n, total int) {
			fyne.Do(func() {
				if p.current(gen) {
					p.status.SetText(fmt.Sprintf("Forecast: %d of %d fights played…", n, total))
				}
			})
		}})
		fyne.Do(func() {
			if !p.current(gen) {
				return
			}
			switch {
			case errors.Is(err, context.Canceled):
			case err != nil:
				p.clear("No forecast: " + widgets.Shown(err.Error()))
			default:
				p.show(res)
			}
		})
	})
}

// current reports whether gen is the newest request.
func (p *forecastPanel) current(gen int) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return gen == p.gen
}

// wait waits for the newest request to be shown (tests).
func (p *forecastPanel) wait() {
	p.mu.Lock()
	done := p.done
	p.mu.Unlock()
	if done != nil {
		<-done
	}
}

// show draws a result.
func (p *forecastPanel) show(res forecast.Result) {
	p.last = &res
	var parts []string
	var party forecast.SideResult
	for _, sd := range res.Sides {
		if sd.Players {
			party = sd
		}
		parts = append(parts, fmt.Sprintf("%s %s (%s–%s)", sd.Name, percent(sd.Win.Chance), percent(sd.Win.Low), percent(sd.Win.High)))
	}
	if res.Undecided.Count > 0 {
		parts = append(parts, "undecided after "+plural(res.RoundLimit, "round")+" "+percent(res.Undecided.Chance))
	}
	if res.DiceFree {
		// No dice are rolled (DRGN's attacks always hit): one fight is the
		// forecast.
		parts = parts[:0]
		for _, sd := range res.Sides {
			if sd.Win.Count > 0 {
				parts = append(parts, sd.Name+" wins")
			}
		}
		if len(parts) == 0 {
			parts = append(parts, "nobody wins within "+plural(res.RoundLimit, "round"))
		}
		p.status.SetText(fmt.Sprintf("Forecast: no dice are rolled, so every fight goes the same way: %s.", strings.Join(parts, ", ")))
	} else {
		p.status.SetText(fmt.Sprintf("Forecast of %s: %s wins.", plural(res.Runs, "fight"), strings.Join(parts, ", ")))
	}
	p.bar.SetValue(party.Win.Chance)
	p.bar.Show()
	p.drawRounds(res.Rounds)
	p.rounds.SetText(fmt.Sprintf("Rounds to the end: mean %.1f, median %d, 9 fights in 10 within %d.", res.Rounds.Mean, res.Rounds.Median, res.Rounds.P90))
	p.risk.SetText(atRisk(res))
	p.policy.SetText("Assumes: " + res.Policy)
	p.box.Refresh() // the bar came back: lay the panel out again
}

// drawRounds draws the rounds histogram as bars.
func (p *forecastPanel) drawRounds(r forecast.Rounds) {
	counts := r.Counts
	for len(counts) > 0 && counts[len(counts)-1] == 0 {
		counts = counts[:len(counts)-1]
	}
	p.hist.Objects = nil
	most := 0
	for _, c := range counts {
		most = max(most, c)
	}
	if most == 0 {
		p.hist.Refresh()
		return
	}
	n := min(len(counts), 30)
	w := float32(histWidth) / float32(n)
	ink := theme.Color(theme.ColorNamePrimary)
	for i := 0; i < n; i++ {
		h := float32(histHeight) * float32(counts[i]) / float32(most)
		bar := canvas.NewRectangle(ink)
		bar.Resize(fyne.NewSize(max(w-2, 1), h))
		bar.Move(fyne.NewPos(float32(i)*w, histHeight-h))
		p.hist.Objects = append(p.hist.Objects, bar)
	}
	base := canvas.NewLine(color.Gray{Y: 128})
	base.Position1, base.Position2 = fyne.NewPos(0, histHeight), fyne.NewPos(histWidth, histHeight)
	p.hist.Objects = append(p.hist.Objects, base)
	p.hist.Refresh()
}

// atRisk names the party's combatants most likely to drop, at most three:
// "Bram drops in 21% of fights (dies in 4%)".
func atRisk(res forecast.Result) string {
	party := map[string]bool{}
	for _, sd := range res.Sides {
		if sd.Players {
			party[sd.ID] = true
		}
	}
	var list []forecast.CombatantResult
	for _, c := range res.Combatants {
		if party[c.Side] && c.Drop.Count > 0 {
			list = append(list, c)
		}
	}
	sort.SliceStable(list, func(i, j int) bool { return list[i].Drop.Chance > list[j].Drop.Chance })
	if len(list) == 0 {
		return "No one of the party drops in any fight played."
	}
	var lines []string
	for _, c := range list[:min(3, len(list))] {
		line := fmt.Sprintf("%s drops in %s of fights", c.Name, percent(c.Drop.Chance))
		if c.Die.Count > 0 {
			line += fmt.Sprintf(" (dies in %s)", percent(c.Die.Chance))
		}
		lines = append(lines, line)
	}
	return "Most at risk: " + strings.Join(lines, "; ") + "."
}

// percent is a chance as a whole percentage, "<1%" and ">99%" at the ends.
func percent(x float64) string {
	switch {
	case x <= 0:
		return "0%"
	case x >= 1:
		return "100%"
	case x < 0.01:
		return "<1%"
	case x > 0.99:
		return ">99%"
	}
	return fmt.Sprintf("%.0f%%", x*100)
}

// plural is "1 fight" or "2,000 fights".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	s := fmt.Sprintf("%d", n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s + " " + word + "s"
}

// refreshForecast forecasts the fight the New encounter window puts
// together (nothing for a social encounter or an empty setup).
func (s *encounterSetup) refreshForecast() {
	if s.forecast == nil {
		return
	}
	k := s.selectedKind()
	if k.Mode == encounter.ModeSocial {
		s.forecast.clear("")
		return
	}
	setup, err := s.setup()
	if err != nil || !bothSides(setup) {
		s.forecast.clear("Forecast: tick characters and add opponents to see how the fight may go.")
		return
	}
	r, err := catalog.Rules(k.System, k.Mode)
	if err != nil {
		s.forecast.clear("")
		return
	}
	s.forecast.run(s.l.Context(), r, encounter.Encounter{System: k.System, Mode: k.Mode, Setup: setup})
}

// showForecast opens "Forecast from here": the fight as it stands, played
// on many times.
func (t *encounterTracker) showForecast() {
	p := newForecastPanel()
	d := dialog.NewCustom("Forecast from here", "Close", container.NewVBox(
		widgets.Caption("The fight from this moment, played many times by the book's rules (the log so far is kept)."), p.box), t.win)
	d.Resize(fyne.NewSize(620, 460))
	d.SetOnClosed(func() { p.clear("") })
	t.forecastDialog = p
	d.Show()
	p.run(t.lib.Context(), t.session.Rules(), t.session.Encounter())
}

// bothSides reports whether the party and its opponents both have someone.
func bothSides(setup encounter.Setup) bool {
	party, opponents := false, false
	for _, c := range setup.Combatants {
		party = party || c.Side == sideParty
		opponents = opponents || c.Side != sideParty
	}
	return party && opponents
}
