package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestRollSameSeedSameRoll(t *testing.T) {
	first := succeeds(t, "roll", "4d6kh3+2d20kl1-1", "--seed", "99")
	_, second, _ := cli(t, "roll", "--seed", "99", "4d6kh3+2d20kl1-1")
	if first != second {
		t.Errorf("same seed, different output:\n%s\n%s", first, second)
	}
	if !strings.Contains(first, "(seed 99)") || !strings.Contains(first, "4d6kh3 [") {
		t.Errorf("output %q", first)
	}
}

func TestRollJSON(t *testing.T) {
	out := succeeds(t, "roll", "2d6 + 3", "--seed", "7", "--json")
	var got rollJSON
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v in %s", err, out)
	}
	if got.Expression != "2d6+3" || got.Seed != 7 || len(got.Terms) != 2 || len(got.Terms[0].Dice) != 2 {
		t.Fatalf("unexpected JSON %+v", got)
	}
	if want := got.Terms[0].Dice[0] + got.Terms[0].Dice[1] + 3; got.Total != want {
		t.Errorf("total %d, dice say %d", got.Total, want)
	}
}

func TestRollDvRPool(t *testing.T) {
	out := succeeds(t, "roll", "d8,d6,d6 4v2", "--seed", "3", "--json")
	var got struct {
		Pool []int `json:"pool"`
		Dice []int `json:"dice"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Dice) != 3 || got.Pool[0] != 8 {
		t.Fatalf("unexpected JSON %+v", got)
	}
	for i, f := range got.Dice {
		if f < 1 || f > got.Pool[i] {
			t.Errorf("die %d shows %d", got.Pool[i], f)
		}
	}
}

func TestRollBadInput(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"roll"}, "give a dice expression"},
		{[]string{"roll", "2d6x"}, `unexpected "x"`},
		{[]string{"roll", "2d6x"}, "position 4"},
		{[]string{"roll", "2d6", "--seed", "-1"}, "seed"},
		{[]string{"roll", "d8,d7 4v2"}, "not on the die ladder"},
		{[]string{"roll", "d8,d6 0v2"}, "difficulty 0"},
	}
	for _, tt := range tests {
		refused(t, tt.want, tt.args...)
	}
}
