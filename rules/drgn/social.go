package drgn

import (
	"fmt"
	"sort"
	"strings"

	"sessionzero/rules"
	"sessionzero/rules/encounter"
)

// Argument ratings run "from -3 to 3".
const (
	MinRating = -3
	MaxRating = 3
)

// socialScores is the book's chart, from −3 to +3: "(-3) Abhorrent argument –
// decrease the team's score by 5 … (+3) Phenomenal argument – increase the
// team's score by 5".
var socialScores = [7]int{-5, -3, -1, 0, 1, 3, 5}

// ArgumentNames are the chart's names, from −3 to +3.
var ArgumentNames = [7]string{"Abhorrent", "Detrimental", "Poor", "Neutral", "Good", "Beneficial", "Phenomenal"}

// SocialScore turns an argument's rating into the change of the team's score.
func SocialScore(rating int) (int, error) {
	if rating < MinRating || rating > MaxRating {
		return 0, fmt.Errorf("a rating runs from -3 to 3 (got %d)", rating)
	}
	return socialScores[rating-MinRating], nil
}

// SocialOutcome is the result at the end of the round limit.
type SocialOutcome struct {
	// Winner is the side with the highest score ("" on a tie).
	Winner string
	// Margin is how many points it won by.
	Margin int
	Tie    bool
	Text   string
}

// DecideSocial compares the scores: "the highest score “winning” the social
// encounter … the degree to which they decide is determined by how many
// points they won the Social Encounter by … If there is a tie, no team gets
// what they want."
func DecideSocial(sides []*encounter.Side) SocialOutcome {
	ranked := append([]*encounter.Side(nil), sides...)
	sort.SliceStable(ranked, func(i, j int) bool { return ranked[i].Score > ranked[j].Score })
	if len(ranked) == 0 {
		return SocialOutcome{Tie: true, Text: "No teams"}
	}
	if len(ranked) > 1 && ranked[0].Score == ranked[1].Score {
		return SocialOutcome{Tie: true, Text: fmt.Sprintf("Tie at %d: no team gets what it wants", ranked[0].Score)}
	}
	margin := 0
	if len(ranked) > 1 {
		margin = ranked[0].Score - ranked[1].Score
	}
	return SocialOutcome{Winner: ranked[0].ID, Margin: margin,
		Text: fmt.Sprintf("%s wins by %d (%s)", ranked[0].Name, margin, scoreList(ranked))}
}

func scoreList(sides []*encounter.Side) string {
	parts := make([]string, len(sides))
	for i, s := range sides {
		parts[i] = fmt.Sprintf("%s %d", s.Name, s.Score)
	}
	return strings.Join(parts, ", ")
}

// SocialRules are the DRGN social encounter rules for the encounter engine:
// the event table socialEvents plus Start, NewCombatant and Decorate.
type SocialRules struct{ encounter.Events }

// NewSocialRules returns the DRGN social encounter rules.
func NewSocialRules() SocialRules { return SocialRules{socialEvents} }

var socialEvents = encounter.NewEvents(ID, encounter.ModeSocial, "a DRGN social encounter",
	encounter.Handle(EventArgument, "a team's argument, for the record: "+encounter.Fields[ArgumentPayload](), argument),
	encounter.Handle(EventRateRound, "end the round: every team's rating −3…3: "+encounter.Fields[RateRoundPayload](`ratings: {"side": n, …}`), rateRound),
	encounter.Handle(EventAgreement, "an agreement ends the encounter at once: "+encounter.Fields[AgreementPayload]("text?"), agreement),
	encounter.Handle(EventChooseTrait, "a team picks (or changes) its trait and speaker, hidden from the other team: "+encounter.Fields[ChooseTraitPayload]("speaker?")+" (the score replaces where the team's score started)", chooseTrait),
)

// Start implements encounter.Rules: "Declare each team's goals and a
// deadline"; the first round "begins immediately".
func (r SocialRules) Start(setup encounter.Setup) (*encounter.State, error) {
	st := encounter.NewState(ID, encounter.ModeSocial)
	if len(setup.Sides) < 2 {
		return nil, fmt.Errorf("a social encounter needs at least two teams (got %d)", len(setup.Sides))
	}
	if setup.RoundLimit < 1 {
		return nil, fmt.Errorf("a social encounter needs a round_limit of at least 1 (the GM's deadline)")
	}
	if setup.RoundLimit > MaxSocialRounds {
		return nil, fmt.Errorf("round_limit is %d; a social encounter's deadline may be at most %d rounds", setup.RoundLimit, MaxSocialRounds)
	}
	for _, ss := range setup.Sides {
		if err := rules.CheckRange("trait_score of team "+ss.ID, ss.TraitScore, MinTraitScore, MaxTraitScore); err != nil {
			return nil, err
		}
	}
	if err := st.AddSides(setup.Sides, true); err != nil {
		return nil, err
	}
	if err := st.AddCombatants(setup.Combatants, r.NewCombatant); err != nil {
		return nil, err
	}
	// "pick the trait they would like to use. DO NOT TELL THE OTHER TEAM
	// WHAT YOUR SCORE IS": each team's score starts at its speaker's score.
	for _, ss := range setup.Sides {
		sd := st.Side(ss.ID)
		sd.Start = speakerScore(st, sd, ss.TraitScore)
		sd.Score = sd.Start
	}
	st.Round, st.RoundLimit, st.Tone = 1, setup.RoundLimit, setup.Tone
	return st, nil
}

// TraitStat is the stats key a social participant's trait score is kept
// under: the trait's name in lower case, spaces as underscores
// ("Constitution" → "constitution").
func TraitStat(trait string) string {
	return strings.ReplaceAll(strings.ToLower(strings.TrimSpace(trait)), " ", "_")
}

// speakerScore is the team's starting score: given (non-zero), or the
// speaker's stat for the team's trait when the speaker is a combatant
// (by id or name), else 0.
func speakerScore(st *encounter.State, sd *encounter.Side, given int) int {
	if given != 0 || sd.Speaker == "" || sd.Trait == "" {
		return given
	}
	for _, c := range st.Combatants {
		if c.ID == sd.Speaker || c.Name == sd.Speaker {
			return c.Stat(TraitStat(sd.Trait))
		}
	}
	return 0
}

// NewCombatant implements encounter.Rules: participants need no numbers;
// the DRGN keys (CombatantPart) join as in a fight.
func (SocialRules) NewCombatant(st *encounter.State, cs encounter.CombatantSetup) (*encounter.Combatant, error) {
	c := encounter.BaseCombatant(st, cs)
	checkShields, err := joinPart(c, cs)
	if err != nil {
		return nil, err
	}
	if err := checkShields(); err != nil {
		return nil, err
	}
	return c, nil
}

// Decorate implements encounter.Rules.
func (SocialRules) Decorate(*encounter.State, *encounter.Combatant, *encounter.Row) {}

// team finds a side by id for a social event.
func team(st *encounter.State, id string) (*encounter.Side, error) {
	sd := st.Side(id)
	if sd == nil {
		return nil, fmt.Errorf("no team %q", id)
	}
	return sd, nil
}

func argument(st *encounter.State, p ArgumentPayload) error {
	sd, err := team(st, p.Side)
	if err != nil {
		return err
	}
	st.Notes = append(st.Notes, fmt.Sprintf("Round %d, %s: %s", st.Round, sd.Name, p.Text))
	return nil
}

func chooseTrait(st *encounter.State, p ChooseTraitPayload) error {
	sd, err := team(st, p.Side)
	if err != nil {
		return err
	}
	if p.Trait == "" {
		return fmt.Errorf("choose_trait needs a trait")
	}
	sd.Trait = p.Trait
	if p.Speaker != "" {
		sd.Speaker = p.Speaker
	}
	if err := rules.CheckRange("score", p.Score, MinTraitScore, MaxTraitScore); err != nil {
		return err
	}
	start := speakerScore(st, sd, p.Score)
	sd.Score += start - sd.Start
	sd.Start = start
	return nil
}

// agreement is "If an agreement is ever reached, the Social Encounter ends
// immediately."
func agreement(st *encounter.State, p AgreementPayload) error {
	st.Ended = true
	st.Outcome = "Agreement in round " + fmt.Sprint(st.Round)
	if p.Text != "" {
		st.Outcome += ": " + p.Text
	}
	st.Sayf("%s", st.Outcome)
	return nil
}

// rateRound is "Every team will receive a rating for their argument".
func rateRound(st *encounter.State, p RateRoundPayload) error {
	changes := make([]int, len(st.Sides))
	for i, sd := range st.Sides {
		rating, ok := p.Ratings[sd.ID]
		if !ok {
			return fmt.Errorf("rate_round: team %q has no rating (every team is rated)", sd.ID)
		}
		change, err := SocialScore(rating)
		if err != nil {
			return fmt.Errorf("rate_round: team %q: %w", sd.ID, err)
		}
		changes[i] = change
	}
	for id := range p.Ratings {
		if st.Side(id) == nil {
			return fmt.Errorf("rate_round: no team %q", id)
		}
	}
	for i, sd := range st.Sides {
		rating := p.Ratings[sd.ID]
		sd.Score += changes[i]
		sd.Ratings = append(sd.Ratings, rating)
		st.Sayf("%s: %s argument (%+d) → score %+d, now %d", sd.Name, ArgumentNames[rating-MinRating], rating, changes[i], sd.Score)
	}
	if st.Round >= st.RoundLimit {
		out := DecideSocial(st.Sides)
		st.Ended, st.Outcome = true, out.Text
		st.Sayf("%s", out.Text)
		return nil
	}
	st.Round++
	return nil
}
