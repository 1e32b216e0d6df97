package rollunder

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"sessionzero/internal/rulestest/forecasttest"
	"sessionzero/rules/encounter"
)

// TestRecycledFightsLeaveTheStartAlone plays fights one after the other in
// one recycled state, as a forecast worker does (State.CloneInto of the
// start into the last fight's state, then the autopilot to the end), from
// starts whose roll-under state points at memory the fights reuse: a
// fighter's fixed part, its declaration's lists (the payload's, or its
// weapon names), the groups' members and the saves due. CloneExtInto may
// write only into memory the old copy made for itself (the
// encounter.ExtRecycler contract): the start, read down to every list and
// pointer it holds, must be unchanged after every fight.
func TestRecycledFightsLeaveTheStartAlone(t *testing.T) {
	for _, path := range []string{"testdata/forecast-4v6.json", "testdata/forecast-ford.json", "testdata/goblin-ambush.encounter.json"} {
		replayed, err := encounter.Replay(NewCombatRules(), forecasttest.Open(t, path))
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		// The replayed start, and starts a few events on (declarations
		// made, an attack or a save due), their events kept.
		starts := []*encounter.State{replayed}
		for _, events := range []int{2, 6, 11} {
			st := cloneOf(t, replayed)
			rng := rand.New(rand.NewPCG(uint64(events), 5))
			for n := 0; n < events && !over(st); n++ {
				evs, err := Autopilot{}.Next(st, rng)
				if err != nil {
					t.Fatalf("%s: %v", path, err)
				}
				for _, ev := range evs {
					if err := encounter.Apply(NewCombatRules(), st, ev); err != nil {
						t.Fatalf("%s: %v", path, err)
					}
				}
			}
			starts = append(starts, st)
		}
		for si, start := range starts {
			before := deepDump(start)
			var old *encounter.State
			for seed := range uint64(8) {
				st, ok := start.CloneInto(old)
				if !ok {
					t.Fatalf("%s: the state does not copy", path)
				}
				if old != nil && st.Ext != old.Ext {
					t.Fatalf("%s start %d seed %d: the roll-under state was not recycled", path, si, seed)
				}
				st.Discards = true
				rng := rand.New(rand.NewPCG(seed, 11))
				for n := 0; n < 400 && !over(st); n++ {
					evs, err := Autopilot{}.Next(st, rng)
					if err != nil {
						t.Fatalf("%s start %d seed %d: %v", path, si, seed, err)
					}
					for _, ev := range evs {
						if err := encounter.Apply(NewCombatRules(), st, ev); err != nil {
							t.Fatalf("%s start %d seed %d: %v", path, si, seed, err)
						}
					}
				}
				if after := deepDump(start); after != before {
					t.Fatalf("%s start %d seed %d: a recycled fight changed its start:\n%s", path, si, seed, firstDiff(before, after))
				}
				old = st
			}
		}
	}
}

// deepDump writes down v and everything it points to (each pointer
// followed once), unexported fields included, maps in key order: two dumps
// differ when anything reachable from v changed.
func deepDump(v any) string {
	var b strings.Builder
	dumpValue(&b, reflect.ValueOf(v), map[uintptr]bool{})
	return b.String()
}

func dumpValue(b *strings.Builder, v reflect.Value, seen map[uintptr]bool) {
	switch v.Kind() {
	case reflect.Invalid:
		b.WriteString("nil")
	case reflect.Pointer:
		if v.IsNil() {
			b.WriteString("nil")
			return
		}
		if seen[v.Pointer()] {
			b.WriteString("&seen")
			return
		}
		seen[v.Pointer()] = true
		b.WriteByte('&')
		dumpValue(b, v.Elem(), seen)
	case reflect.Interface:
		if v.IsNil() {
			b.WriteString("nil")
			return
		}
		b.WriteString(v.Elem().Type().String())
		dumpValue(b, v.Elem(), seen)
	case reflect.Struct:
		b.WriteByte('{')
		for i := range v.NumField() {
			b.WriteString(v.Type().Field(i).Name)
			b.WriteByte(':')
			dumpValue(b, v.Field(i), seen)
			b.WriteByte(' ')
		}
		b.WriteString("}\n")
	case reflect.Slice, reflect.Array:
		if v.Kind() == reflect.Slice && v.IsNil() {
			b.WriteString("nil")
			return
		}
		b.WriteByte('[')
		for i := range v.Len() {
			dumpValue(b, v.Index(i), seen)
			b.WriteByte(',')
		}
		b.WriteByte(']')
	case reflect.Map:
		if v.IsNil() {
			b.WriteString("nil")
			return
		}
		keys := v.MapKeys()
		texts := make([]string, len(keys))
		for i, k := range keys {
			var kb strings.Builder
			dumpValue(&kb, k, map[uintptr]bool{})
			kb.WriteByte(':')
			dumpValue(&kb, v.MapIndex(k), seen)
			texts[i] = kb.String()
		}
		slices.Sort(texts)
		fmt.Fprintf(b, "map%v", texts)
	case reflect.String:
		fmt.Fprintf(b, "%q", v.String())
	case reflect.Bool:
		fmt.Fprint(b, v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		fmt.Fprint(b, v.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		fmt.Fprint(b, v.Uint())
	case reflect.Float32, reflect.Float64:
		fmt.Fprint(b, v.Float())
	default: // funcs, channels: their identity only
		fmt.Fprintf(b, "<%s>", v.Kind())
	}
}

// firstDiff is the text around the first difference of a and b.
func firstDiff(a, b string) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	from := max(0, i-300)
	return "before: …" + a[from:min(len(a), i+200)] + "\nafter:  …" + b[from:min(len(b), i+200)]
}
