// Package forecastview is the forecast panel the New encounter window and
// the tracker's "Forecast from here" show: a fight played many times by
// the system's own rules (rules/forecast), as the party's chance to win
// (a bar), a histogram of rounds, the characters most at risk and what the
// forecast assumes. It computes off the UI goroutine; a new request
// cancels the one running. It names no system.
package forecastview

import (
	"context"
	"errors"
	"fmt"
	"image/color"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/encounter"
	"sessionzero/rules/forecast"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// Runs is how many fights a window's forecast plays: enough for
// an interval of a few points, few enough to come back in a moment.
const Runs = 2000

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

// Panel shows a fight's forecast (rules/forecast: the fight
// played many times by the system's own rules): the party's chance to win
// as a bar, a histogram of rounds, the characters most at risk and the
// autopilot in one sentence. It computes off the UI goroutine; a new
// request cancels the one running.
type Panel struct {
	// Box is what the panel shows.
	Box    *fyne.Container
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

func NewPanel() *Panel {
	p := &Panel{status: widgets.Wrapped(""), bar: widget.NewProgressBar(), hist: container.NewWithoutLayout(),
		rounds: widgets.Caption(""), risk: widgets.Wrapped(""), policy: widgets.Caption("")}
	p.bar.TextFormatter = func() string { return fmt.Sprintf("the party wins %s", percent(p.bar.Value)) }
	p.Box = container.NewVBox(p.status, p.bar, container.NewGridWrap(fyne.NewSize(histWidth, histHeight), p.hist), p.rounds, p.risk, p.policy)
	p.Clear("")
	return p
}

// histWidth and histHeight are the rounds histogram's size.
const (
	histWidth  = 300
	histHeight = 48
)

// Clear shows msg and no forecast.
func (p *Panel) Clear(msg string) {
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

// Run forecasts enc under r, cancelling the forecast running.
func (p *Panel) Run(ctx context.Context, r encounter.Rules, enc encounter.Encounter) {
	if _, ok := forecast.For(r.System(), r.Mode()); !ok {
		p.Clear(fmt.Sprintf("The forecast does not play %s fights yet.", plugin.SystemName(r.System())))
		return
	}
	p.Clear("Forecast: playing the fight…")
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
		res, err := forecast.Forecast(ctx, r, enc, forecast.Options{Runs: Runs, Workers: workers(), Progress: func(n, total int) {
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
				p.Clear("No forecast: " + widgets.Shown(err.Error()))
			default:
				p.show(res)
			}
		})
	})
}

// current reports whether gen is the newest request.
func (p *Panel) current(gen int) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return gen == p.gen
}

// Wait waits for the newest request to be shown (tests).
func (p *Panel) Wait() {
	p.mu.Lock()
	done := p.done
	p.mu.Unlock()
	if done != nil {
		<-done
	}
}

// show draws a result.
func (p *Panel) show(res forecast.Result) {
	p.last = &res
	var parts []string
	var party forecast.SideResult
	for _, sd := range res.Sides {
		if sd.Players {
			party = sd
		}
		parts = append(parts, fmt.Sprintf("%s %s%s", sd.Name, percent(sd.Win.Chance), interval(sd.Win)))
	}
	wins := strings.Join(parts, ", ")
	if res.Nobody.Count > 0 {
		wins += "; nobody left standing " + percent(res.Nobody.Chance)
	}
	if res.Undecided.Count > 0 {
		wins += "; undecided after " + plural(res.RoundLimit, "round") + " " + percent(res.Undecided.Chance)
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
		p.status.SetText(fmt.Sprintf("Forecast of %s, who wins: %s.", plural(res.Runs, "fight"), wins))
	}
	p.bar.SetValue(party.Win.Chance)
	p.bar.Show()
	p.drawRounds(res.Rounds)
	p.rounds.SetText(fmt.Sprintf("Rounds to the end: mean %.1f, median %d, 9 fights in 10 within %d.", res.Rounds.Mean, res.Rounds.Median, res.Rounds.P90))
	p.risk.SetText(atRisk(res))
	p.policy.SetText("Assumes: " + res.Policy)
	p.Box.Refresh() // the bar came back: lay the panel out again
}

// drawRounds draws the rounds histogram as bars.
func (p *Panel) drawRounds(r forecast.Rounds) {
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

// interval is a chance's 95% interval as " (40–46%)", or nothing when both
// ends read the same (">99%–>99%" said nothing).
func interval(c forecast.Chance) string {
	low, high := percent(c.Low), percent(c.High)
	if low == high {
		return ""
	}
	return " (" + strings.TrimSuffix(low, "%") + "–" + high + ")"
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

// Status is the panel's first line (tests).
func (p *Panel) Status() string { return p.status.Text }

// Policy is the line saying what the forecast assumes (tests).
func (p *Panel) Policy() string { return p.policy.Text }

// Bar is the party's chance as shown: its value and whether it shows
// (tests).
func (p *Panel) Bar() (value float64, shown bool) { return p.bar.Value, p.bar.Visible() }

// Last is the newest result shown (tests), nil before the first.
func (p *Panel) Last() *forecast.Result { return p.last }

// workers are the cores the forecast plays on: all but one, which it
// leaves to the window so that typing and scrolling stay smooth.
func workers() int { return max(runtime.GOMAXPROCS(0)-1, 1) }
