package evening

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dice"
	"sessionzero/rules/evening"
	"sessionzero/ui/odds"
	"sessionzero/ui/widgets"
)

// The group, contested and challenge setups: `odds evening-group`,
// `evening-contested` and `evening-challenge` in the window.

// --- group check (L68) ---

type groupSetup struct {
	members *widget.Entry
	content fyne.CanvasObject
}

func newGroupSetup(changed func()) *groupSetup {
	s := &groupSetup{members: widget.NewEntry()}
	s.members.SetText("3:12, 1:12, 0:12")
	s.members.SetPlaceHolder("MOD:TN for each member, e.g. 3:12, 1:12")
	s.members.OnChanged = func(string) { changed() }
	s.content = odds.HintedForm("Everyone checks against the TN; the group succeeds when more than half succeed (Group Checks).", widget.NewFormItem("Members (MOD:TN)", s.members))
	return s
}

func (s *groupSetup) Form() fyne.CanvasObject { return s.content }

// input reads the members as `--member` flags are read.
func (s *groupSetup) input() ([]evening.CheckInput, error) {
	var out []evening.CheckInput
	for _, m := range strings.FieldsFunc(s.members.Text, func(r rune) bool { return r == ',' || r == ';' || r == '\n' }) {
		if strings.TrimSpace(m) == "" {
			continue
		}
		in, err := evening.ParseGroupMember(m)
		if err != nil {
			return nil, fmt.Errorf("Members: %w", err)
		}
		out = append(out, in)
	}
	if len(out) == 0 {
		return nil, errors.New("Members: type one MOD:TN per member, e.g. 3:12, 1:12")
	}
	if _, err := evening.GroupCheck(out); err != nil {
		return nil, err
	}
	return out, nil
}

func (s *groupSetup) Request() (odds.Request, error) {
	members, err := s.input()
	if err != nil {
		return odds.Request{}, err
	}
	return odds.Request{
		Describe: fmt.Sprintf("Evening group check, %s", widgets.Plural(len(members), "member")),
		Odds: func() (odds.View, error) {
			res, err := evening.GroupCheck(members)
			if err != nil {
				return odds.View{}, err
			}
			each := make([]string, len(res.PEach))
			for i, p := range res.PEach {
				each[i] = odds.FormatPercent(p)
			}
			return odds.YesNoView(res.PSuccess, fmt.Sprintf("the group succeeds (%d of %d)", res.SuccessesNeeded, len(members)),
				"succeeds", "fails", []string{"each member: " + strings.Join(each, " · ")}, res.Explain), nil
		},
		Roll: func(src dice.Source) (odds.Roll, error) {
			var out odds.Roll
			n := 0
			for _, m := range members {
				r := evening.RollCheck(src, m)
				out.Dice = append(out.Dice, odds.Die{Sides: 20, Face: r.Natural, Dropped: !r.Success})
				if r.Success {
					n++
				}
			}
			need := len(members)/2 + 1
			ok := n >= need
			out.Result = fmt.Sprintf("%d of %d succeed (%d needed): the group %s", n, len(members), need, map[bool]string{true: "succeeds", false: "fails"}[ok])
			out.Success = odds.YesNo(ok)
			return out, nil
		},
	}, nil
}

func (s *groupSetup) CopyInputs(from odds.Setup) {
	if o, ok := from.(*groupSetup); ok {
		s.members.SetText(o.members.Text)
	}
}

// --- contested check (L72) ---

type contestedSetup struct {
	a, b    *odds.NumberField
	content fyne.CanvasObject
}

func newContestedSetup(changed func()) *contestedSetup {
	s := &contestedSetup{a: odds.NewNumberField("Side A", 0, changed), b: odds.NewNumberField("Side B", 0, changed)}
	s.content = odds.HintedForm("Both roll d20 + modifier; the higher total wins and ties roll again (Contested Checks).",
		widget.NewFormItem("Side A's modifier", s.a.Entry),
		widget.NewFormItem("Side B's modifier", s.b.Entry),
	)
	return s
}

func (s *contestedSetup) Form() fyne.CanvasObject { return s.content }

func (s *contestedSetup) inputs() (a, b evening.CheckInput, err error) {
	ma, err := s.a.Value()
	if err != nil {
		return a, b, err
	}
	mb, err := s.b.Value()
	if err != nil {
		return a, b, err
	}
	a = evening.CheckInput{Modifier: ma, StartEffect: evening.EffectStandard}
	b = evening.CheckInput{Modifier: mb, StartEffect: evening.EffectStandard}
	if _, err := evening.Contested(a, b); err != nil {
		return a, b, err
	}
	return a, b, nil
}

func (s *contestedSetup) Request() (odds.Request, error) {
	a, b, err := s.inputs()
	if err != nil {
		return odds.Request{}, err
	}
	return odds.Request{
		Describe: fmt.Sprintf("Evening contested d20 %+d against d20 %+d", a.Modifier, b.Modifier),
		Odds: func() (odds.View, error) {
			res, err := evening.Contested(a, b)
			if err != nil {
				return odds.View{}, err
			}
			return odds.YesNoView(res.PA, "side A wins", "A wins", "B wins",
				[]string{"side B wins " + odds.FormatPercent(res.PB), "a tie (rolled again) " + odds.FormatPercent(res.PTie)}, res.Explain), nil
		},
		Roll: func(src dice.Source) (odds.Roll, error) {
			var out odds.Roll
			for range 100 {
				ra, rb := dice.RollDie(src, 20), dice.RollDie(src, 20)
				ta, tb := ra+a.Modifier, rb+b.Modifier
				out.Dice = append(out.Dice, odds.Die{Sides: 20, Face: ra, Role: "A"}, odds.Die{Sides: 20, Face: rb, Role: "B"})
				if ta != tb {
					out.Result = fmt.Sprintf("A %d against B %d: %s wins", ta, tb, map[bool]string{true: "A", false: "B"}[ta > tb])
					out.Success = odds.YesNo(ta > tb)
					return out, nil
				}
				for i := range out.Dice {
					out.Dice[i].Dropped = true // a tie: both roll again
				}
			}
			return out, errors.New("a hundred ties in a row")
		},
	}, nil
}

func (s *contestedSetup) CopyInputs(from odds.Setup) {
	if o, ok := from.(*contestedSetup); ok {
		s.a.Entry.SetText(o.a.Entry.Text)
		s.b.Entry.SetText(o.b.Entry.Text)
	}
}

// --- challenge (L692–757) ---

type challengeSetup struct {
	modifier, rating, complexity *odds.NumberField
	suitability, start           *widget.Select
	content                      fyne.CanvasObject
}

func newChallengeSetup(changed func()) *challengeSetup {
	s := &challengeSetup{modifier: odds.NewNumberField("Modifier", 0, changed), rating: odds.NewNumberField("Rating", 3, changed),
		complexity: odds.NewNumberField("Complexity", 3, changed)}
	s.suitability = widget.NewSelect(evening.SuitabilityNames, func(string) { changed() })
	s.suitability.SetSelected("fine")
	s.start = widget.NewSelect(eveningEffectNames, func(string) { changed() })
	s.start.SetSelectedIndex(int(evening.EffectStandard))
	s.content = odds.HintedForm("TN = 3 × rating, shifted by the approach (poor +6 … perfect -6). Successes by effect: limited and standard 1, strong 2, great 3; a failure marks one. Complexity sets the successes needed and the failures allowed (Challenges › How Challenges Work).",
		widget.NewFormItem("Modifier", s.modifier.Entry),
		widget.NewFormItem("Rating (1–10)", s.rating.Entry),
		widget.NewFormItem("Complexity (1–10)", s.complexity.Entry),
		widget.NewFormItem("Suitability", s.suitability),
		widget.NewFormItem("Starting effect", s.start),
	)
	return s
}

func (s *challengeSetup) Form() fyne.CanvasObject { return s.content }

func (s *challengeSetup) input() (evening.ChallengeInput, error) {
	var in evening.ChallengeInput
	var err error
	if in.Modifier, err = s.modifier.Value(); err != nil {
		return in, err
	}
	if in.Rating, err = s.rating.ValueIn(1, 10); err != nil {
		return in, err
	}
	if in.Complexity, err = s.complexity.ValueIn(1, 10); err != nil {
		return in, err
	}
	in.Suitability = s.suitability.Selected
	in.StartEffect = evening.EffectLevel(max(s.start.SelectedIndex(), 0))
	_, err = evening.ChallengeChance(in)
	return in, err
}

func (s *challengeSetup) Request() (odds.Request, error) {
	in, err := s.input()
	if err != nil {
		return odds.Request{}, err
	}
	return odds.Request{
		Describe: fmt.Sprintf("Evening challenge rating %d, complexity %d, %s, d20 %+d", in.Rating, in.Complexity, in.Suitability, in.Modifier),
		Odds: func() (odds.View, error) {
			res, err := evening.ChallengeChance(in)
			if err != nil {
				return odds.View{}, err
			}
			return odds.YesNoView(res.PResolve, fmt.Sprintf("resolved: %d successes before %d failures (TN %d)", res.SuccessesNeeded, res.FailureThreshold, res.TN),
				"resolved", "failed", []string{"failed " + odds.FormatPercent(res.PFail)}, res.Explain), nil
		},
		Roll: func(src dice.Source) (odds.Roll, error) { return rollChallenge(src, in) },
	}, nil
}

// rollChallenge makes attempts until the challenge is resolved or failed;
// a die that marks nothing (a failure or a success of no effect) is shown
// dropped.
func rollChallenge(src dice.Source, in evening.ChallengeInput) (odds.Roll, error) {
	tn := evening.ChallengeTN(in.Rating) + evening.Suitability[in.Suitability]
	need, fail := evening.SuccessesNeeded(in.Complexity), evening.FailureThreshold(in.Complexity)
	check := evening.CheckInput{Modifier: in.Modifier, TN: tn, StartEffect: in.StartEffect, Advantage: in.Advantage, Disadvantage: in.Disadv}
	var out odds.Roll
	s, f := 0, 0
	for range 200 {
		r := evening.RollCheck(src, check)
		marks := 0
		if r.Success {
			marks = evening.SuccessesFor(r.Effect)
			s += marks
		} else {
			f++
		}
		out.Dice = append(out.Dice, odds.Die{Sides: 20, Face: r.Natural, Dropped: marks == 0})
		switch {
		case s >= need:
			out.Result = fmt.Sprintf("resolved after %s (%d successes, %d failures)", widgets.Plural(len(out.Dice), "attempt"), s, f)
			out.Success = 1
			return out, nil
		case f >= fail:
			out.Result = fmt.Sprintf("failed after %s (%d successes, %d failures)", widgets.Plural(len(out.Dice), "attempt"), s, f)
			out.Success = -1
			return out, nil
		}
	}
	return out, errors.New("no result after 200 attempts")
}

func (s *challengeSetup) CopyInputs(from odds.Setup) {
	if o, ok := from.(*challengeSetup); ok {
		for _, p := range [][2]*odds.NumberField{{s.modifier, o.modifier}, {s.rating, o.rating}, {s.complexity, o.complexity}} {
			p[0].Entry.SetText(p[1].Entry.Text)
		}
		s.suitability.SetSelectedIndex(o.suitability.SelectedIndex())
		s.start.SetSelectedIndex(o.start.SelectedIndex())
	}
}
