package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestAbilityCostJSON(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want map[string]int
	}{
		{
			// 000_83d7bea2fb475415.txt: "A 30 power fireball would deal 30
			// damage"; "Sphere | +3 per 1 unit radius".
			"fireball", []string{"--component", "power=30", "--component", "sphere=4", "--component", "elemental=fire", "--uses", "2", "--json"},
			map[string]int{"raw": 42, "percent": 0, "cost_per_use": 42, "total_xp": 84, "estimated_targets": 3},
		},
		{
			// "Multi-Target | +10% per target", "Subtle | +10%"; flags after the name too.
			"percentages", []string{"--json", "--component=power=20", "--component", "multi-target=3", "--component", "subtle"},
			map[string]int{"raw": 20, "percent": 30, "cost_per_use": 26, "total_xp": 26, "estimated_targets": 3},
		},
		{
			// "Ranged | +1 / 2 per unit": 12 units = 2; "Illusory | -50%".
			"illusory", []string{"--component", "power=10", "--component", "ranged=12", "--component", "illusory", "--uses", "3", "--json"},
			map[string]int{"raw": 12, "percent": -50, "cost_per_use": 6, "total_xp": 18},
		},
		{
			"intrinsic defaults to no uses", []string{"--component", "intrinsic=5", "--component", "protecting=10", "--json"},
			map[string]int{"raw": 15, "cost_per_use": 15, "total_xp": 15},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stdout := succeeds(t, append([]string{"ability-cost"}, tt.args...)...)
			var got map[string]any
			if err := json.Unmarshal([]byte(stdout), &got); err != nil {
				t.Fatalf("not JSON: %v\n%s", err, stdout)
			}
			for k, v := range tt.want {
				n, ok := got[k].(float64)
				if !ok || int(n) != v {
					t.Errorf("%s = %v, want %d", k, got[k], v)
				}
			}
			if lines, ok := got["lines"].([]any); !ok || len(lines) == 0 {
				t.Errorf("no explain lines: %v", got["lines"])
			}
		})
	}
}

func TestAbilityCostText(t *testing.T) {
	out := succeeds(t, "ability-cost", "--component", "power=30", "--component", "sphere=4")
	for _, want := range []string{"Power 30", "Sphere 4", "cost per use 42"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestAbilityCostBadInput(t *testing.T) {
	tests := []struct {
		name    string
		args    []string
		wantErr string
	}{
		{"unknown component", []string{"--component", "teleporting=3", "--json"}, "unknown component"},
		{"bad number", []string{"--component", "power=abc", "--json"}, "not a number"},
		{"negative number", []string{"--component", "power=-3"}, "negative"},
		{"fractional units", []string{"--component", "ranged=2.5"}, "whole number"},
		{"no components", []string{"--json"}, "at least one --component"},
		{"single and multi", []string{"--component", "single-target", "--component", "multi-target=2"}, "single-target and multi-target"},
		{"intrinsic with uses", []string{"--component", "intrinsic=5", "--uses", "3"}, "intrinsic"},
		{"negative uses", []string{"--component", "power=5", "--uses", "-2"}, "negative"},
		{"bad uses", []string{"--component", "power=5", "--uses", "many"}, "uses"},
		{"stray argument", []string{"power=5"}, "positional"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if stdout := refused(t, tt.wantErr, append([]string{"ability-cost"}, tt.args...)...); stdout != "" {
				t.Errorf("stdout not empty: %q", stdout)
			}
		})
	}
}
