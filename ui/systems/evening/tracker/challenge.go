package tracker

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/encounter"
	"sessionzero/rules/evening"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/odds"
)

// Challenges (the book's "Challenges"): an attempt and the challenge's end.

// attemptForm is one character's attempt at a challenge or danger: the TN
// with the approach's suitability, the odds of this attempt and of
// resolving the whole challenge from the tallies so far.
func attemptForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Attempt", "Attempt", "d20 + modifier must beat the challenge's TN (3 × rating; Challenges › How Challenges Work) shifted by the approach: poor +6, risky +3, good -3, perfect -6 (Challenges › Meeting a Challenge). A success marks 1 (limited, standard), 2 (strong) or 3 (great) successes; a failure marks one failure.")
	whoSel, who := chooser(t, f, "Character", []string{evening.CombatantCharacter}, preferred(t)...)
	chalSel, chal := chooser(t, f, "Challenge", []string{evening.CombatantChallenge, evening.CombatantDanger})
	apt := widget.NewSelectEntry(nil)
	apt.SetPlaceHolder("the approach, e.g. Athletics")
	f.Item("Aptitude", apt)
	grid := f.Choice("Ability + attribute", nil, "")
	suit := f.Choice("Suitability", evening.SuitabilityNames, "fine")
	mod := f.Entry("Modifier", "0")
	from := hooks.Note(f, "")
	adv := f.Choice("Advantage", []string{"none", "advantage", "disadvantage"}, "none")
	start := f.Choice("Starting effect", evening.EffectLevelTitles(), evening.EffectLevelTitles()[evening.EffectStandard])
	post := f.Entry("Effect shift", "after the roll, -4 to 4")
	o := hooks.OddsNote(f)
	nat := f.Dice("Natural d20", "d20", nil)
	input := func() (*encounter.Combatant, evening.CheckInput, evening.ChallengeInput, error) {
		c, err := chal()
		if err != nil {
			return nil, evening.CheckInput{}, evening.ChallengeInput{}, err
		}
		m, err := hooks.OptionalNumber("Modifier", mod.Text)
		if err != nil {
			return nil, evening.CheckInput{}, evening.ChallengeInput{}, err
		}
		p, err := hooks.OptionalNumber("Effect shift", post.Text)
		if err != nil {
			return nil, evening.CheckInput{}, evening.ChallengeInput{}, err
		}
		level := evening.EffectLevel(max(start.SelectedIndex(), 0))
		in := evening.CheckInput{Modifier: m, TN: evening.AttemptTN(c, suit.Selected), StartEffect: level, PostEffect: p,
			Advantage: adv.Selected == "advantage", Disadvantage: adv.Selected == "disadvantage"}
		ci := evening.ChallengeInput{Modifier: m, Rating: c.Stat("rating"), Suitability: suit.Selected, Complexity: c.Stat("complexity"),
			StartEffect: level, Advantage: in.Advantage, Disadv: in.Disadvantage,
			Successes: c.Resource("successes"), Failures: c.Resource("failures")}
		return c, in, ci, nil
	}
	update := func() {
		c, in, ci, err := input()
		if err != nil {
			o.SetText(err.Error())
			return
		}
		line := checkOdds("this attempt succeeds", in)
		if r, err := evening.Check(in); err == nil {
			var parts []string
			for l := evening.EffectGreat; l >= evening.EffectLimited; l-- {
				if p := r.EffectOnSuccess.Prob(int(l)); p > 0 {
					parts = append(parts, fmt.Sprintf("%s %s", l, odds.FormatPercent(p)))
				}
			}
			line += "; " + strings.Join(parts, " · ")
		}
		if ch, err := evening.ChallengeChance(ci); err == nil {
			line += fmt.Sprintf("; %s is resolved from here %s (%d/%d successes, %d/%d failures)", c.Name, odds.FormatPercent(ch.PResolve),
				c.Resource("successes"), ch.SuccessesNeeded, c.Resource("failures"), ch.FailureThreshold)
		}
		o.SetText(line)
	}
	for _, s := range []*widget.Select{chalSel, suit, adv, start} {
		s.OnChanged = func(string) { update() }
	}
	// The modifier fills from the aptitude and the ability and attribute
	// picked, and says so; typing over it keeps what is typed.
	fill := func() {
		c, err := who()
		if err != nil {
			return
		}
		total, parts := 0, []string(nil)
		if name := strings.TrimSpace(apt.Text); slices.ContainsFunc(aptitudes(c), func(a string) bool { return strings.EqualFold(a, name) }) {
			for _, a := range aptitudes(c) {
				if strings.EqualFold(a, name) {
					n := aptitudeBonus(c, a)
					total += n
					parts = append(parts, fmt.Sprintf("%s %+d", a, n))
				}
			}
		}
		if i := grid.SelectedIndex() - 1; i >= 0 && i < len(pairs) {
			if n, ok := pairs[i].value(c); ok {
				total += n
				parts = append(parts, fmt.Sprintf("%s %+d", pairs[i].title(), n))
			}
		}
		if len(parts) == 0 {
			from.SetText(fromIdle)
			return
		}
		mod.SetText(fmt.Sprint(total))
		from.SetText(fromWords(total, parts))
	}
	pickCharacter := func() {
		c, err := who()
		if err != nil {
			return
		}
		apt.SetOptions(aptitudes(c))
		opts := []string{"none"}
		for _, p := range pairs {
			if n, ok := p.value(c); ok {
				opts = append(opts, fmt.Sprintf("%s %+d", p.title(), n))
			}
		}
		if len(opts) == 1 {
			opts = nil // a typed character: the modifier is typed
		}
		grid.Options = opts
		grid.ClearSelected()
		grid.Refresh()
		fill()
	}
	whoSel.OnChanged = func(string) { pickCharacter() }
	apt.OnChanged = func(string) { fill() }
	grid.OnChanged = func(string) { fill(); update() }
	pickCharacter()
	mod.OnChanged = func(string) {
		if from.Text != fromIdle && !strings.HasPrefix(from.Text, fmt.Sprintf("%+d ", atoiOr(mod.Text))) {
			from.SetText(fromIdle) // the GM typed a number of their own
		}
		update()
	}
	post.OnChanged = func(string) { update() }
	update()
	f.Build(func() ([]encounter.Event, error) {
		w, err := who()
		if err != nil {
			return nil, err
		}
		c, in, _, err := input()
		if err != nil {
			return nil, err
		}
		n, err := natural(nat, "Natural d20")
		if err != nil {
			return nil, err
		}
		start := in.StartEffect
		return hooks.Event(evening.EventAttempt, evening.AttemptEvent{OnCombatant: encounter.OnCombatant{Combatant: w.ID},
			Challenge: c.ID, Aptitude: strings.TrimSpace(apt.Text), Suitability: suit.Selected, Natural: n, Modifier: in.Modifier,
			Advantage: in.Advantage, Disadvantage: in.Disadvantage, StartEffect: &start, PostEffect: in.PostEffect})
	})
	f.After(update)
	return f
}

func challengeEndForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Challenge ends", "Apply", `"Giving up means the threat takes place." (Challenges › Meeting a Challenge). When the urgency is met, "it ends and its threat occurs" (Challenges › How Challenges Work).`)
	what := f.Choice("What happens", []string{"The party gives up", "The urgency is met"}, "The party gives up")
	f.Build(func() ([]encounter.Event, error) {
		if what.SelectedIndex() == 1 {
			return hooks.Event(evening.EventUrgencyMet, nil)
		}
		return hooks.Event(evening.EventGiveUp, nil)
	})
	return f
}
