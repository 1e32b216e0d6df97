package encounters

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/drgn"
	"sessionzero/rules/encounter"
	"sessionzero/ui/widgets"
)

// socialPanel is the DRGN social encounter: the teams with their goals,
// traits and scores, each round's ratings, the agreement, and the result.
type socialPanel struct {
	t       *encounterTracker
	content *fyne.Container
	teams   *fyne.Container
	// ratings[i] rates team i this round, −3…+3; scoreOf shows the converted
	// score change beside it.
	ratings    []*widget.Select
	scoreOf    []*widget.Label
	arguments  []*widget.Entry
	traits     []*widget.Entry
	speakers   []*widget.Entry
	rateBtn    *widget.Button
	agreeText  *widget.Entry
	agreeBtn   *widget.Button
	result     *widget.Label
	roundLabel *widget.Label
	message    *widget.Label
}

// ratingOptions are the chart's ratings: "+1 Good" … in order −3…+3.
func ratingOptions() []string {
	out := make([]string, 0, drgn.MaxRating-drgn.MinRating+1)
	for r := drgn.MinRating; r <= drgn.MaxRating; r++ {
		out = append(out, fmt.Sprintf("%+d %s", r, drgn.ArgumentNames[r-drgn.MinRating]))
	}
	return out
}

func newSocialPanel(t *encounterTracker) *socialPanel {
	p := &socialPanel{t: t, teams: container.NewVBox()}
	p.roundLabel = widgets.Heading("")
	p.result = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.result.Wrapping = fyne.TextWrapWord
	p.message = widget.NewLabel("")
	p.message.Wrapping = fyne.TextWrapWord
	st := t.session.State()
	for i, sd := range st.Sides {
		i := i
		rating := widget.NewSelect(ratingOptions(), nil)
		score := widget.NewLabel("")
		rating.OnChanged = func(string) { p.showScore(i) }
		rating.SetSelectedIndex(-drgn.MinRating) // Neutral
		arg := widget.NewEntry()
		arg.SetPlaceHolder("the team's argument, for the record")
		trait := widget.NewEntry()
		trait.SetText(sd.Trait)
		trait.SetPlaceHolder("e.g. Persuasion")
		speaker := widget.NewEntry()
		speaker.SetText(sd.Speaker)
		speaker.SetPlaceHolder("who argues")
		p.ratings = append(p.ratings, rating)
		p.scoreOf = append(p.scoreOf, score)
		p.arguments = append(p.arguments, arg)
		p.traits = append(p.traits, trait)
		p.speakers = append(p.speakers, speaker)
	}
	p.rateBtn = widget.NewButtonWithIcon("Rate the round", theme.ConfirmIcon(), func() { p.rateRound() })
	p.rateBtn.Importance = widget.HighImportance
	p.agreeText = widget.NewEntry()
	p.agreeText.SetPlaceHolder("what they agreed")
	p.agreeBtn = widget.NewButton("Agreement reached", func() { p.agree() })
	chart := widgets.Caption("Rate each team's argument from -3 (Abhorrent, score -5) to +3 (Phenomenal, +5): " +
		"-3 gives -5, -2 gives -3, -1 gives -1, 0 gives 0, +1 gives +1, +2 gives +3, +3 gives +5. After the last round the highest score wins, by its margin; a tie gives no team what it wants.")
	p.content = container.NewVBox(p.roundLabel, p.result, chart, container.NewHBox(p.rateBtn), p.teams, widget.NewSeparator(),
		widget.NewForm(widget.NewFormItem("Agreement", container.NewBorder(nil, nil, nil, p.agreeBtn, p.agreeText))),
		p.message)
	return p
}

// showScore shows the converted score change of team i's rating.
func (p *socialPanel) showScore(i int) {
	if i >= len(p.scoreOf) {
		return
	}
	rating := p.ratings[i].SelectedIndex() + drgn.MinRating
	change, err := drgn.SocialScore(rating)
	if err != nil {
		p.scoreOf[i].SetText(err.Error())
		return
	}
	p.scoreOf[i].SetText(fmt.Sprintf("score %+d", change))
}

func (p *socialPanel) render(v encounter.View) {
	round := fmt.Sprintf("Round %d of %d", v.Round, v.RoundLimit)
	if v.Ended {
		round = "Over"
	}
	if tone := p.t.session.State().Tone; tone != "" {
		round += " · tone: " + tone
	}
	p.roundLabel.SetText(round)
	p.result.SetText("")
	p.result.Hide()
	if v.Ended {
		p.result.SetText("Result: " + widgets.Shown(v.Outcome))
		p.result.Show()
	}
	var objs []fyne.CanvasObject
	for i, sd := range v.Sides {
		if i >= len(p.ratings) {
			break
		}
		i := i
		title := widget.NewLabelWithStyle(fmt.Sprintf("%s — score %d", sd.Name, sd.Score), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		goal := widget.NewLabel("Goal: " + orNone(sd.Goal))
		goal.Wrapping = fyne.TextWrapWord
		var history []string
		for r, rating := range sd.Ratings {
			change, _ := drgn.SocialScore(rating)
			history = append(history, fmt.Sprintf("R%d %+d (%+d)", r+1, rating, change))
		}
		hist := widget.NewLabel("Ratings: " + orNone(strings.Join(history, ", ")))
		hist.Importance = widget.LowImportance
		members := widget.NewLabel("Team: " + orNone(p.members(v, sd.ID)))
		members.Wrapping = fyne.TextWrapWord
		setTrait := widget.NewButton("Set", func() { p.chooseTrait(i) })
		traitRow := container.NewBorder(nil, nil, nil, setTrait, container.NewGridWithColumns(2, p.traits[i], p.speakers[i]))
		hidden := widgets.Caption("Trait and speaker (hidden from the other team in the player view): " + orNone(strings.TrimSpace(sd.Trait+" "+speakerText(sd.Speaker))))
		form := widget.NewForm(
			widget.NewFormItem("Trait", traitRow),
			widget.NewFormItem("Argument", p.arguments[i]),
			widget.NewFormItem("Rating", container.NewBorder(nil, nil, nil, p.scoreOf[i], p.ratings[i])),
		)
		card := widget.NewCard("", "", container.NewVBox(title, goal, members, hidden, hist, form))
		objs = append(objs, card)
	}
	p.teams.Objects = objs
	p.teams.Refresh()
	if v.Ended {
		p.rateBtn.Disable()
		p.agreeBtn.Disable()
	} else {
		p.rateBtn.Enable()
		p.agreeBtn.Enable()
	}
}

func speakerText(s string) string {
	if s == "" {
		return ""
	}
	return "(" + s + ")"
}

func orNone(s string) string {
	if strings.TrimSpace(s) == "" {
		return "—"
	}
	return s
}

func (p *socialPanel) members(v encounter.View, side string) string {
	var names []string
	for _, r := range v.Rows {
		if r.Side == side {
			names = append(names, r.Name)
		}
	}
	return strings.Join(names, ", ")
}

func (p *socialPanel) chooseTrait(i int) error {
	sd := p.t.view.Sides[i]
	if strings.TrimSpace(p.traits[i].Text) == "" {
		err := errors.New("type the trait the team argues with")
		p.say(err)
		return err
	}
	ev, err := encounter.NewEvent(drgn.EventChooseTrait, map[string]any{"side": sd.ID, "trait": p.traits[i].Text, "speaker": p.speakers[i].Text})
	if err == nil {
		err = p.t.apply(ev)
	}
	p.say(err)
	return err
}

// rateRound records the arguments typed and every team's rating: one step.
func (p *socialPanel) rateRound() error {
	var events []encounter.Event
	ratings := map[string]int{}
	for i, sd := range p.t.view.Sides {
		if text := strings.TrimSpace(p.arguments[i].Text); text != "" {
			ev, err := encounter.NewEvent(drgn.EventArgument, map[string]any{"side": sd.ID, "text": text})
			if err != nil {
				return err
			}
			events = append(events, ev)
		}
		ratings[sd.ID] = p.ratings[i].SelectedIndex() + drgn.MinRating
	}
	ev, err := encounter.NewEvent(drgn.EventRateRound, map[string]any{"ratings": ratings})
	if err != nil {
		return err
	}
	err = p.t.apply(append(events, ev)...)
	if err == nil {
		for i := range p.ratings {
			p.arguments[i].SetText("")
			p.ratings[i].SetSelectedIndex(-drgn.MinRating)
		}
	}
	p.say(err)
	return err
}

func (p *socialPanel) agree() error {
	ev, err := encounter.NewEvent(drgn.EventAgreement, map[string]any{"text": p.agreeText.Text})
	if err == nil {
		err = p.t.apply(ev)
	}
	p.say(err)
	return err
}

func (p *socialPanel) say(err error) {
	if err != nil {
		p.message.Importance = widget.DangerImportance
		p.message.SetText("Refused: " + widgets.Shown(err.Error()))
		return
	}
	p.message.Importance = widget.MediumImportance
	p.message.SetText(p.t.lastLine())
}
