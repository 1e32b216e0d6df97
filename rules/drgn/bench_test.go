package drgn

import (
	"testing"
)

func BenchmarkDerive(b *testing.B) {
	c := fullyEquippedHumanoid()
	c.Abilities = []Ability{{Name: "Fireball", Components: []Component{{Name: "power", Value: 30}, {Name: "sphere", Value: 4}, {Name: "elemental", Option: "Fire"}}, Uses: 3}}
	b.ReportAllocs()
	for b.Loop() {
		_ = c.Derive()
	}
}

func BenchmarkSystemDeriveJSON(b *testing.B) {
	c := fullyEquippedHumanoid()
	data, err := c.Encode()
	if err != nil {
		b.Fatal(err)
	}
	sys := New()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := sys.Derive(data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkAbilityCost(b *testing.B) {
	components := []Component{
		{Name: "power", Value: 30}, {Name: "sphere", Value: 4}, {Name: "elemental", Option: "Fire"},
		{Name: "ranged", Value: 24}, {Name: "subtle"}, {Name: "multi-target", Value: 3},
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := CalculateAbilityCost(components, 3); err != nil {
			b.Fatal(err)
		}
	}
}
