package tracker

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
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/widgets"
)

// SocialPanel is the DRGN social encounter: the teams with their goals,
// traits and scores, each round's ratings, the agreement, and the result.
type SocialPanel struct {
	t       hooks.Tracker
	content *fyne.Container
	teams   *fyne.Container
	// Ratings[i] rates team i this round, −3…+3; ScoreOf shows the
	// converted score change beside it. The exported fields and methods are
	// what the tracker's tests type into and press.
	Ratings   []*widget.Select
	ScoreOf   []*widget.Label
	Arguments []*widget.Entry
	// Traits and Speakers offer the team members' traits (with their
	// scores) and names as picks; anything may still be typed.
	Traits   []*widget.SelectEntry
	Speakers []*widget.SelectEntry
	// TraitPicks and SpeakerPicks are what Traits[i] and Speakers[i] offer.
	TraitPicks, SpeakerPicks [][]string
	RateBtn                  *widget.Button
	AgreeText                *widget.Entry
	agreeBtn                 *widget.Button
	Result                   *widget.Label
	RoundLabel               *widget.Label
	message                  *widget.Label
}

// ratingOptions are the chart's ratings: "+1 Good" … in order −3…+3.
func ratingOptions() []string {
	out := make([]string, 0, drgn.MaxRating-drgn.MinRating+1)
	for r := drgn.MinRating; r <= drgn.MaxRating; r++ {
		out = append(out, fmt.Sprintf("%+d %s", r, drgn.RatingName(r)))
	}
	return out
}

func newSocialPanel(t hooks.Tracker) *SocialPanel {
	p := &SocialPanel{t: t, teams: container.NewVBox()}
	p.RoundLabel = widgets.Heading("")
	p.Result = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.Result.Wrapping = fyne.TextWrapWord
	p.message = widget.NewLabel("")
	p.message.Wrapping = fyne.TextWrapWord
	st := t.State()
	for i, sd := range st.Sides {
		i := i
		rating := widget.NewSelect(ratingOptions(), nil)
		score := widget.NewLabel("")
		rating.OnChanged = func(string) { p.showScore(i) }
		rating.SetSelectedIndex(-drgn.MinRating) // Neutral
		arg := widget.NewEntry()
		arg.SetPlaceHolder("the team's argument, for the record")
		traits, names := teamPicks(st, sd.ID)
		trait := widget.NewSelectEntry(traits)
		trait.SetText(sd.Trait)
		trait.SetPlaceHolder("e.g. Persuasion")
		speaker := widget.NewSelectEntry(names)
		speaker.SetText(sd.Speaker)
		speaker.SetPlaceHolder("who argues")
		p.Ratings = append(p.Ratings, rating)
		p.ScoreOf = append(p.ScoreOf, score)
		p.Arguments = append(p.Arguments, arg)
		p.Traits = append(p.Traits, trait)
		p.TraitPicks, p.SpeakerPicks = append(p.TraitPicks, traits), append(p.SpeakerPicks, names)
		p.Speakers = append(p.Speakers, speaker)
	}
	p.RateBtn = widget.NewButtonWithIcon("Rate the round", theme.ConfirmIcon(), func() { p.RateRound() })
	p.RateBtn.Importance = widget.HighImportance
	p.AgreeText = widget.NewEntry()
	p.AgreeText.SetPlaceHolder("what they agreed")
	p.agreeBtn = widget.NewButton("Agreement reached", func() { p.Agree() })
	chart := widgets.Caption(chartText())
	p.content = container.NewVBox(p.RoundLabel, p.Result, chart, container.NewHBox(p.RateBtn), p.teams, widget.NewSeparator(),
		widget.NewForm(widget.NewFormItem("Agreement", container.NewBorder(nil, nil, nil, p.agreeBtn, p.AgreeText))),
		p.message)
	return p
}

// chartText says the social chart in words, its numbers from the rules:
// "… -3 gives -5, -2 gives -3, … +3 gives +5. …".
func chartText() string {
	signed := func(n int) string {
		if n == 0 {
			return "0"
		}
		return fmt.Sprintf("%+d", n)
	}
	low, _ := drgn.SocialScore(drgn.MinRating)
	high, _ := drgn.SocialScore(drgn.MaxRating)
	var steps []string
	for r := drgn.MinRating; r <= drgn.MaxRating; r++ {
		change, _ := drgn.SocialScore(r)
		steps = append(steps, signed(r)+" gives "+signed(change))
	}
	return fmt.Sprintf("Rate each team's argument from %s (%s, score %s) to %s (%s, %s): %s. ",
		signed(drgn.MinRating), drgn.RatingName(drgn.MinRating), signed(low),
		signed(drgn.MaxRating), drgn.RatingName(drgn.MaxRating), signed(high), strings.Join(steps, ", ")) +
		"After the last round the highest score wins, by its margin; a tie gives no team what it wants."
}

// teamPicks are the traits the team's members carry from their
// characters (rules/drgn's picks) and the members' names.
func teamPicks(st *encounter.State, side string) (traits, names []string) {
	for _, c := range st.Combatants {
		if c.Side == side {
			names = append(names, c.Name)
		}
	}
	return drgn.TeamTraits(st, side), names
}

// showScore shows the converted score change of team i's rating.
func (p *SocialPanel) showScore(i int) {
	if i >= len(p.ScoreOf) {
		return
	}
	rating := p.Ratings[i].SelectedIndex() + drgn.MinRating
	change, err := drgn.SocialScore(rating)
	if err != nil {
		p.ScoreOf[i].SetText(err.Error())
		return
	}
	p.ScoreOf[i].SetText(fmt.Sprintf("score %+d", change))
	if p.teams != nil {
		p.teams.Refresh() // the label's new width
	}
}

// Content is the panel's widget tree.
func (p *SocialPanel) Content() fyne.CanvasObject { return p.content }

// Render shows the encounter's view.
func (p *SocialPanel) Render(v encounter.View) {
	round := fmt.Sprintf("Round %d of %d", v.Round, v.RoundLimit)
	if v.Ended {
		round = "Over"
	}
	if tone := p.t.State().Tone; tone != "" {
		round += " · tone: " + tone
	}
	p.RoundLabel.SetText(round)
	p.Result.SetText("")
	p.Result.Hide()
	if v.Ended {
		p.Result.SetText("Result: " + widgets.Shown(v.Outcome))
		p.Result.Show()
	}
	var objs []fyne.CanvasObject
	for i, sd := range v.Sides {
		if i >= len(p.Ratings) {
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
		setTrait := widget.NewButton("Set", func() { p.ChooseTrait(i) })
		traitRow := container.NewBorder(nil, nil, nil, setTrait, container.NewGridWithColumns(2, p.Traits[i], p.Speakers[i]))
		hidden := widgets.Caption("Trait and speaker (hidden from the other team in the player view): " + orNone(strings.TrimSpace(sd.Trait+" "+speakerText(sd.Speaker))))
		form := widget.NewForm(
			widget.NewFormItem("Trait", traitRow),
			widget.NewFormItem("Argument", p.Arguments[i]),
			widget.NewFormItem("Rating", container.NewBorder(nil, nil, nil, p.ScoreOf[i], p.Ratings[i])),
		)
		card := widget.NewCard("", "", container.NewVBox(title, goal, members, hidden, hist, form))
		objs = append(objs, card)
	}
	p.teams.Objects = objs
	p.teams.Refresh()
	if v.Ended {
		p.RateBtn.Disable()
		p.agreeBtn.Disable()
	} else {
		p.RateBtn.Enable()
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

func (p *SocialPanel) members(v encounter.View, side string) string {
	var names []string
	for _, r := range v.Rows {
		if r.Side == side {
			names = append(names, r.Name)
		}
	}
	return strings.Join(names, ", ")
}

// ChooseTrait records team i's trait and speaker.
func (p *SocialPanel) ChooseTrait(i int) error {
	sd := p.t.View().Sides[i]
	if strings.TrimSpace(p.Traits[i].Text) == "" {
		err := errors.New("type the trait the team argues with")
		p.say(err)
		return err
	}
	ev, err := encounter.NewEvent(drgn.EventChooseTrait, drgn.ChooseTraitPayload{Side: sd.ID, Trait: p.Traits[i].Text, Speaker: p.Speakers[i].Text})
	if err == nil {
		err = p.t.Apply(ev)
	}
	p.say(err)
	return err
}

// RateRound records the arguments typed and every team's rating: one step.
func (p *SocialPanel) RateRound() error {
	var events []encounter.Event
	ratings := map[string]int{}
	for i, sd := range p.t.View().Sides {
		if text := strings.TrimSpace(p.Arguments[i].Text); text != "" {
			ev, err := encounter.NewEvent(drgn.EventArgument, drgn.ArgumentPayload{Side: sd.ID, Text: text})
			if err != nil {
				return err
			}
			events = append(events, ev)
		}
		ratings[sd.ID] = p.Ratings[i].SelectedIndex() + drgn.MinRating
	}
	ev, err := encounter.NewEvent(drgn.EventRateRound, drgn.RateRoundPayload{Ratings: ratings})
	if err != nil {
		return err
	}
	err = p.t.Apply(append(events, ev)...)
	if err == nil {
		for i := range p.Ratings {
			p.Arguments[i].SetText("")
			p.Ratings[i].SetSelectedIndex(-drgn.MinRating)
		}
	}
	p.say(err)
	return err
}

// Agree ends the encounter on the agreement typed.
func (p *SocialPanel) Agree() error {
	ev, err := encounter.NewEvent(drgn.EventAgreement, drgn.AgreementPayload{Text: p.AgreeText.Text})
	if err == nil {
		err = p.t.Apply(ev)
	}
	p.say(err)
	return err
}

func (p *SocialPanel) say(err error) {
	if err != nil {
		p.message.Importance = widget.DangerImportance
		p.message.SetText("Refused: " + widgets.Shown(err.Error()))
		return
	}
	p.message.Importance = widget.MediumImportance
	p.message.SetText(p.t.LastLine())
}
