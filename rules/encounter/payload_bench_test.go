package encounter

import "testing"

// benchPool, benchPush, benchWeapon and benchAttack have the shape of
// DvR's attack payload, the event a forecast builds and applies most.
type benchPool struct {
	Die          int    `json:"die"`
	From         string `json:"from"`
	Name         string `json:"name,omitempty"`
	Points       int    `json:"points,omitempty"`
	AllOrNothing bool   `json:"all_or_nothing,omitempty"`
}

type benchPush struct {
	Die    int    `json:"die"`
	Points int    `json:"points"`
	From   string `json:"from"`
}

type benchWeapon struct {
	Name   string `json:"name"`
	Damage int    `json:"damage"`
	Rust   int    `json:"rust,omitempty"`
}

type benchAttack struct {
	Attacker   string      `json:"attacker"`
	Target     string      `json:"target"`
	Pool       []benchPool `json:"pool"`
	Dice       []int       `json:"dice"`
	Pushes     []benchPush `json:"pushes,omitempty"`
	BoughtOnes int         `json:"bought_ones,omitempty"`
	Weapon     benchWeapon `json:"weapon"`
	Difficulty *int        `json:"difficulty,omitempty"`
	Risk       *int        `json:"risk,omitempty"`
	Condition  string      `json:"condition,omitempty"`
}

type benchPass struct {
	To string `json:"to"`
}

func benchAttackPayload() benchAttack {
	return benchAttack{Attacker: "ada", Target: "thug3", Pool: []benchPool{{Die: 8, From: "Reflex"}, {Die: 6, From: "Gunplay"}, {Die: 6, From: "Gun"}},
		Dice: []int{3, 5, 1}, Weapon: benchWeapon{Name: "Gun", Damage: 2}}
}

func BenchmarkNewEventOwnedAttack(b *testing.B) {
	p := benchAttackPayload()
	for b.Loop() {
		if _, err := NewEventOwned("attack", p); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSharedEventAttack is the check the forecast's autopilots pay
// per attack (Shared.Event: no boxing, the memory walk only).
func BenchmarkSharedEventAttack(b *testing.B) {
	p := benchAttackPayload()
	p.Pushes = []benchPush{{Die: 1, Points: 1, From: "Luck"}}
	shared := NewShared[benchAttack]()
	for b.Loop() {
		if _, err := shared.Event("attack", &p); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkNewEventOwnedPass(b *testing.B) {
	for b.Loop() {
		if _, err := NewEventOwned("pass", benchPass{"thug3"}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkHandleAttack(b *testing.B) {
	ev, _ := NewEventOwned("attack", benchAttackPayload())
	h := Handle("attack", "", func(st *State, p benchAttack) error { return nil })
	for b.Loop() {
		if err := h.apply(nil, ev); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkHandlePass(b *testing.B) {
	ev, _ := NewEventOwned("pass", benchPass{"thug3"})
	h := Handle("pass", "", func(st *State, p benchPass) error { return nil })
	for b.Loop() {
		if err := h.apply(nil, ev); err != nil {
			b.Fatal(err)
		}
	}
}
