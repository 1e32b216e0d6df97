package dragonhead

import (
	"flag"
	"fmt"
	"math"
	"strings"
	"testing"

	"sessionzero/rules/dice"
	"sessionzero/rules/encounter"
	"sessionzero/rules/tool"
)

// cliOdds runs `odds dragonhead` with args through the command's own Run,
// as the command line does, and returns its JSON.
func cliOdds(t *testing.T, args ...string) map[string]any {
	t.Helper()
	cmd := System{}.OddsChecks()[0]
	fs := flag.NewFlagSet("odds dragonhead", flag.ContinueOnError)
	v := tool.Bind(fs, cmd.Flags)
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	out, err := cmd.Run(*v)
	if err != nil {
		t.Fatalf("odds dragonhead %v: %v", args, err)
	}
	return out.JSON.(map[string]any)
}

// duel is an attacker with one attack of Hit hit against a target with AC
// ac (DC 1, so AC defends), both of no size.
func duel(t *testing.T, hit, ac int) *encounter.Session {
	t.Helper()
	s, err := encounter.NewSession(NewCombatRules(), encounter.Encounter{Setup: encounter.Setup{
		Sides: []encounter.SideSetup{{ID: "party", Players: true}, {ID: "foes"}},
		Combatants: []encounter.CombatantSetup{
			{ID: "a", Name: "Attacker", Side: "party", Kind: KindCharacter, Stats: map[string]int{"hp": 20},
				Attacks: []encounter.Attack{{Name: "Sword", Hit: hit, Dice: "d6", Type: "s"}}},
			{ID: "t", Name: "Target", Side: "foes", Stats: map[string]int{"hp": 20, "ac": ac, "dc": 1}},
		},
	}})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestAttackOddsEqualTheCommandLine: the tracker's attack odds and rolls are
// the command line's `odds dragonhead --score HIT --risk R --versus AC` for a
// grid of Hits, risk dice and defences. 002_81d21628bd61f597.txt "Hit Vs
// AC": "risk roll its Hit score and compare your strength to your
// opponent's AC"; "Difficulty": "When nothing is mentioned it's a Normal
// check" (Normal = +0; the tracker used to add Easy's +4 unseen).
func TestAttackOddsEqualTheCommandLine(t *testing.T) {
	risks := map[string][]int{"d4": {4}, "d6,d8": {6, 8}, "reaper": ReaperRiskDice}
	for _, hit := range []int{6, 11, 14, 20} {
		for _, riskFlag := range []string{"d4", "d6,d8", "reaper"} {
			for _, ac := range []int{8, 10, 15} {
				t.Run(fmt.Sprintf("hit %d risk %s vs %d", hit, riskFlag, ac), func(t *testing.T) {
					s := duel(t, hit, ac)
					o, err := AttackOdds(s.State(), "a", "Sword", "t", risks[riskFlag], TryPlain)
					if err != nil {
						t.Fatal(err)
					}
					cli := cliOdds(t, "--score", fmt.Sprint(hit), "--risk", riskFlag, "--versus", fmt.Sprint(ac))
					if pw := cli["p_win"].(float64); math.Abs(o.PHit-pw) > 1e-12 {
						t.Fatalf("tracker hits %.4f, odds dragonhead says %.4f", o.PHit, pw)
					}
					strength := cli["strength"].(map[string]float64)
					// Rolls: every rolled strength is one the command line gives odds to.
					src := dice.NewSource(uint64(hit*100 + ac))
					for range 200 {
						r, def, err := RollAttack(src, s.State(), "a", "Sword", "t", risks[riskFlag], TryPlain)
						if err != nil {
							t.Fatal(err)
						}
						if def.Value != ac {
							t.Fatalf("def.Value != ac: rolled strength %d against %d: the command line gives it no odds (%v)", r.Strength, def.Value, strength)
						} else if strength[fmt.Sprint(r.Strength)] == 0 {
							t.Fatalf("strength[fmt.Sprint(r.Strength)] == 0: rolled strength %d against %d: the command line gives it no odds (%v)", r.Strength, def.Value, strength)
						}
						if r.Strength != hit+r.RiskRoll {
							t.Fatalf("rolled %d = Hit %d + risk %d?", r.Strength, hit, r.RiskRoll)
						}
					}
				})
			}
		}
	}
}

// TestAttackOddsHit11SlackerAgainstAC10 is the case: Hit 11 with a
// d4 against AC 10 hits 55.6% (the command line's number), and a rolled
// d4 of 4 with an odd sign die is "Hit 11 + risk −4 = 7", a miss.
func TestAttackOddsHit11SlackerAgainstAC10(t *testing.T) {
	s := duel(t, 11, 10)
	o, err := AttackOdds(s.State(), "a", "Sword", "t", nil, TryPlain)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(o.Text, "hits 55.6%") {
		t.Fatalf("odds text %q, want hits 55.6%%", o.Text)
	}
	r, _, err := RollAttack(scriptedDice(t, 4, 7), s.State(), "a", "Sword", "t", nil, TryPlain)
	if err != nil {
		t.Fatal(err)
	}
	if r.Strength != 7 {
		t.Fatalf("r.Strength != 7: rolled %+v, want strength 7 (11 − 4), a miss", r)
	} else if r.Successes != 0 {
		t.Fatalf("r.Successes != 0: rolled %+v, want strength 7 (11 − 4), a miss", r)
	} else if r.Input.Difficulty != DifficultyNormal {
		t.Fatalf("r.Input.Difficulty != DifficultyNormal: rolled %+v, want strength 7 (11 − 4), a miss", r)
	}
}

// TestAttackDifficultyFromTheBook: flat on the back "they will be hard
// ones"; a grapple's kick "will always be a hard one" (002_81d21628bd61f597.txt).
func TestAttackDifficultyFromTheBook(t *testing.T) {
	s := duel(t, 12, 10)
	a, _ := s.State().Combatant("a")
	if d := AttackDifficulty(a); d != DifficultyNormal {
		t.Fatalf("plain attack %s, want normal", d)
	}
	a.SetCondition(encounter.Condition{Name: CondKnockedDown, Remaining: -1})
	if d := AttackDifficulty(a); d != DifficultyHard {
		t.Fatalf("knocked down %s, want hard", d)
	}
	o, _ := AttackOdds(s.State(), "a", "Sword", "t", nil, TryPlain)
	want := cliOdds(t, "--score", "12", "--risk", "d4", "--versus", "10", "--difficulty", "hard")["p_win"].(float64)
	if math.Abs(o.PHit-want) > 1e-12 {
		t.Fatalf("math.Abs(o.PHit-want) > 1e-12: knocked down hits %v (%s), odds dragonhead --difficulty hard %v", o.PHit, o.Text, want)
	} else if !strings.Contains(o.Text, "hard -4") {
		t.Fatalf("!strings.Contains(o.Text, \"hard -4\"): knocked down hits %v (%s), odds dragonhead --difficulty hard %v", o.PHit, o.Text, want)
	}
}

// TestDifficultyZeroValueIsNormal: "When nothing is mentioned it's a Normal
// check"; the ladder's order and JSON-free names stay as they were.
func TestDifficultyZeroValueIsNormal(t *testing.T) {
	var d Difficulty
	if d != DifficultyNormal {
		t.Fatalf("d != DifficultyNormal: zero difficulty %s %+d", d, d.Step())
	} else if d.Step() != 0 {
		t.Fatalf("d.Step() != 0: zero difficulty %s %+d", d, d.Step())
	} else if d.String() != "normal" {
		t.Fatalf("d.String() != \"normal\": zero difficulty %s %+d", d, d.Step())
	}
	var in CheckInput
	if in.Difficulty.Step() != 0 {
		t.Fatal("in.Difficulty.Step() != 0:", "a CheckInput's zero value is not a Normal plain try")
	} else if in.Try != TryPlain {
		t.Fatal("in.Try != TryPlain:", "a CheckInput's zero value is not a Normal plain try")
	}
	for i, name := range checkDifficultyNames {
		got, err := ParseDifficulty(name)
		if err != nil {
			t.Fatalf("err != nil: %s: %v %v", name, got, err)
		} else if got.Rung() != i {
			t.Fatalf("got.Rung() != i: %s: %v %v", name, got, err)
		} else if got.String() != name {
			t.Fatalf("got.String() != name: %s: %v %v", name, got, err)
		} else if Difficulties[i] != got {
			t.Fatalf("Difficulties[i] != got: %s: %v %v", name, got, err)
		} else if got.Step() != checkDifficultySteps[i] {
			t.Fatalf("got.Step() != checkDifficultySteps[i]: %s: %v %v", name, got, err)
		}
	}
}
