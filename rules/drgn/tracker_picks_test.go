package drgn

import (
	"slices"
	"testing"

	"sessionzero/rules/encounter"
)

// The Condition form offers what afflict accepts: 000_83d7bea2fb475415.txt,
// "Injured – A character automatically gains this condition when they drop
// below 50% of the max HP" and "Dying – A creature automatically gains this
// condition when they drop below 0 Hit points": neither is a pick.
func TestInflictableStatuses(t *testing.T) {
	got := InflictableStatuses()
	for _, s := range []string{StatusInjured, StatusDying} {
		if slices.Contains(got, s) {
			t.Errorf("%s is offered, but the rules give it from hit points", s)
		}
	}
	for _, s := range []string{StatusAiled, StatusCrippled, StatusProne, StatusUnconscious, StatusStasis} {
		if !slices.Contains(got, s) {
			t.Errorf("%s is not offered", s)
		}
	}
	if len(got) != len(Statuses)-2 {
		t.Errorf("%d statuses offered of %d, want all but Injured and Dying", len(got), len(Statuses))
	}
}

// Affliction: a status that counts down needs its rounds; 000_83d7bea2fb475415.txt
// "The crippled condition does NOT decrease over time" and "Removing the
// prone condition requires the “move” action" need none; "Unless an
// unconscious character is supported by something, they will also have the
// prone condition": supported is kept for Unconscious only.
func TestAffliction(t *testing.T) {
	tests := []struct {
		name          string
		status        string
		duration      int
		supported     bool
		wantErr       string
		wantSupported bool
		wantDuration  int
	}{
		{"a counting status needs rounds", StatusSlowed, 0, false, "type the duration in rounds", false, 0},
		{"with rounds it is made", StatusSlowed, 2, false, "", false, 2},
		{"Crippled does not decrease", StatusCrippled, 0, false, "", false, 0},
		{"Prone stays until a move", StatusProne, 0, false, "", false, 0},
		{"Unconscious may be supported", StatusUnconscious, 1, true, "", true, 1},
		{"only Unconscious is supported", StatusParalyzed, 1, true, "", false, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Affliction(tt.status, 0, tt.duration, "", tt.supported)
			if tt.wantErr != "" {
				if err == nil || err.Error() != tt.wantErr {
					t.Fatalf("error %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if p.Status != tt.status {
				t.Errorf("status %q, want %q", p.Status, tt.status)
			}
			if p.Duration != tt.wantDuration {
				t.Errorf("duration %d, want %d", p.Duration, tt.wantDuration)
			}
			if p.Supported != tt.wantSupported {
				t.Errorf("supported %v, want %v", p.Supported, tt.wantSupported)
			}
		})
	}
}

// Abilities and UsesLeft: use_ability counts a use of an ability only (a
// weapon "has no uses"); 000_83d7bea2fb475415.txt "Use an ability that is
// out of uses" is an Epicoin's, so the count left is what the form shows.
func TestAbilitiesAndUsesLeft(t *testing.T) {
	lance := encounter.Attack{Name: "Lance", Kind: AttackMelee, Damage: 20}
	fireball := encounter.Attack{Name: "Fireball", Kind: AttackAbility, Uses: 3}
	roar := encounter.Attack{Name: "Roar", Kind: AttackAbility}
	c := &encounter.Combatant{Attacks: []encounter.Attack{lance, fireball, roar},
		Resources: map[string]int{encounter.UsesKey("Fireball"): 2}}
	var names []string
	for _, a := range Abilities(c) {
		names = append(names, a.Name)
	}
	if !slices.Equal(names, []string{"Fireball", "Roar"}) {
		t.Errorf("abilities %v, want Fireball and Roar (not the Lance)", names)
	}
	if n := UsesLeft(c, fireball); n != 2 {
		t.Errorf("Fireball has %d uses left, want 2", n)
	}
	if n := UsesLeft(c, roar); n != 0 {
		t.Errorf("Roar (no count) has %d uses left, want 0", n)
	}
}

// TeamTraits: 000_83d7bea2fb475415.txt "pick the trait they would like to
// use": a team's members' traits, each once, sorted; the other team's and
// the combat numbers are not offered.
func TestTeamTraits(t *testing.T) {
	st := &encounter.State{Combatants: []*encounter.Combatant{
		{ID: "a", Side: "party", Stats: map[string]int{"persuasion": 30, "max_hp": 200, "melee_weapons": 10}},
		{ID: "b", Side: "party", Stats: map[string]int{"persuasion": 20, "intimidation": 5}},
		{ID: "c", Side: "pirates", Stats: map[string]int{"deception": 40}},
	}}
	got := TeamTraits(st, "party")
	want := []string{"Intimidation", "Melee Weapons", "Persuasion"}
	if !slices.Equal(got, want) {
		t.Errorf("party traits %v, want %v", got, want)
	}
}

// RatingName: 000_83d7bea2fb475415.txt "(-3) Abhorrent argument" …
// "(+3) Phenomenal argument"; off the chart the number is shown.
func TestRatingName(t *testing.T) {
	tests := map[int]string{-3: "Abhorrent", 0: "Neutral", 2: "Beneficial", 3: "Phenomenal", 4: "+4", -4: "-4"}
	for rating, want := range tests {
		if got := RatingName(rating); got != want {
			t.Errorf("RatingName(%d) = %q, want %q", rating, got, want)
		}
	}
}
