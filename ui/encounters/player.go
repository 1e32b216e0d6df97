package encounters

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/encounter"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/widgets"
)

// Text sizes of the player view, for a second screen across the table.
const (
	playerTitleSize = 34
	playerTextSize  = 26
	playerChipSize  = 18
)

// playerView is the read-only window for the table: encounter.PlayerView
// of the tracker's state (health as bands, hidden combatants and the teams'
// traits left out), redrawn after every change.
type playerView struct {
	win  fyne.Window
	body *fyne.Container
	// shown is the last view drawn (for tests).
	shown encounter.View
}

// showPlayerView opens the player view, or brings it forward.
func (t *encounterTracker) showPlayerView() *playerView {
	if t.player != nil {
		t.player.win.Show()
		t.player.win.RequestFocus()
		return t.player
	}
	p := &playerView{body: container.NewVBox()}
	p.win = t.lib.App().NewWindow("Player view · " + t.view.Name)
	p.win.SetContent(container.NewVScroll(container.NewPadded(p.body)))
	p.win.SetOnClosed(func() { t.player = nil })
	onEscape(p.win, p.win.Close)
	p.win.Resize(fyne.NewSize(1000, 700))
	t.player = p
	p.render(encounter.PlayerView(t.view))
	p.win.Show()
	return p
}

func bigText(text string, size float32, bold bool) *canvas.Text {
	c := canvas.NewText(widgets.Shown(text), theme.Color(theme.ColorNameForeground))
	c.TextSize = size
	c.TextStyle = fyne.TextStyle{Bold: bold}
	return c
}

func (p *playerView) render(v encounter.View) {
	p.shown = v
	objs := []fyne.CanvasObject{bigText(v.Name, playerTitleSize, true)}
	turn := v.Turn
	if v.Mode == encounter.ModeCombat && v.Round > 0 {
		turn = fmt.Sprintf("Round %d · %s", v.Round, turn)
	}
	objs = append(objs, bigText(turn, playerTextSize, false))
	if v.Ended {
		objs = append(objs, bigText(v.Outcome, playerTextSize, true))
	}
	objs = append(objs, widget.NewSeparator())
	if v.Mode == encounter.ModeSocial {
		objs = append(objs, p.teams(v)...)
	} else {
		for _, r := range v.Rows {
			objs = append(objs, p.row(v, r), widget.NewSeparator())
		}
	}
	p.body.Objects = objs
	p.body.Refresh()
}

func (p *playerView) teams(v encounter.View) []fyne.CanvasObject {
	name := hooks.Get(v.System).RatingName
	if name == nil {
		name = func(r int) string { return fmt.Sprintf("%+d", r) }
	}
	var objs []fyne.CanvasObject
	for _, sd := range v.Sides {
		score := fmt.Sprintf("%s: %d", sd.Name, sd.Score)
		if sd.ScoreHidden {
			score = sd.Name + ": score kept secret"
		}
		objs = append(objs, bigText(score, playerTextSize, true))
		if sd.Goal != "" {
			objs = append(objs, bigText("Wants: "+sd.Goal, playerChipSize+2, false))
		}
		var chips []fyne.CanvasObject
		for i, r := range sd.Ratings {
			chips = append(chips, newChip(fmt.Sprintf("Round %d: %s", i+1, name(r)),
				withAlpha(theme.Color(theme.ColorNamePrimary), 0x60), playerChipSize))
		}
		if len(chips) > 0 {
			objs = append(objs, container.NewHBox(chips...))
		}
		objs = append(objs, widget.NewSeparator())
	}
	return objs
}

func (p *playerView) row(v encounter.View, r encounter.Row) fyne.CanvasObject {
	name := bigText(r.Name, playerTextSize, r.Active)
	if r.Active {
		name.Text = "» " + name.Text
		name.Color = theme.Color(theme.ColorNamePrimary)
	}
	band := newChip(r.Band, bandColor(r.Band), playerChipSize)
	if r.Status != "" {
		band = newChip(r.Status, withAlpha(theme.Color(theme.ColorNamePrimary), 0x60), playerChipSize)
	}
	line := []fyne.CanvasObject{name, band, newPips(r.Actions)}
	var chips []fyne.CanvasObject
	for _, cv := range r.Conditions {
		chips = append(chips, newChip(cv.Label, chipColor(cv), playerChipSize))
	}
	side := bigText(sideName(v, r.Side), playerChipSize, false)
	side.Color = theme.Color(theme.ColorNamePlaceHolder)
	return container.NewVBox(container.NewHBox(line...), container.NewHBox(append([]fyne.CanvasObject{side}, chips...)...))
}
