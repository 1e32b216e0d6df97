package dragonhead

import (
	"math"
	"strings"
	"testing"
)

func TestDefaultDiceRoll(t *testing.T) {
	// design.md: "ship a default (the fewest standard dice whose best roll
	// equals the number)"; 002_81d21628bd61f597.txt lists the set "d4, d6,
	// d8, d10, d12, d20 and d00".
	cases := map[int]string{
		0: "0", 1: "1", 2: "2", 3: "3", 4: "d4", 5: "d4+1", 6: "d6", 8: "d8", 10: "d10",
		12: "d12", 14: "d10+d4", 16: "d12+d4", 18: "d12+d6", 20: "d20", 24: "d20+d4",
		40: "2d20", 100: "d100", 101: "d100+1", 126: "d100+d20+d6", 300: "3d100",
	}
	for n, want := range cases {
		if got := DefaultDiceRoll(n); got != want {
			t.Errorf("DefaultDiceRoll(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestDefaultDiceRollBestRollEqualsTheNumber(t *testing.T) {
	for n := 1; n <= 450; n++ {
		roll := DefaultDiceRoll(n)
		expr, err := ParseRoll(roll)
		if err != nil {
			t.Fatalf("%d → %q does not parse: %v", n, roll, err)
		}
		if expr.Max() != n {
			t.Errorf("%d → %q, best roll %d", n, roll, expr.Max())
		}
	}
}

func TestDiceTableOverrides(t *testing.T) {
	var table DiceTable
	if err := table.Set(7, "2d4-1"); err != nil {
		t.Fatal(err)
	}
	if table.Roll(7) != "2d4-1" {
		t.Errorf("table.Roll(7) != \"2d4-1\": Roll(7) = %q, Roll(8) = %q", table.Roll(7), table.Roll(8))
	} else if table.Roll(8) != "d8" {
		t.Errorf("table.Roll(8) != \"d8\": Roll(7) = %q, Roll(8) = %q", table.Roll(7), table.Roll(8))
	}
	if err := table.Set(9, "d"); err == nil {
		t.Error("bad roll accepted")
	}
	if err := table.Set(0, "d4"); err == nil {
		t.Error("number 0 accepted")
	}
	b, err := EncodeDiceTable(table)
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodeDiceTable(b)
	if err != nil {
		t.Fatalf("err != nil: round trip: %v, %q", err, back.Roll(7))
	} else if back.Roll(7) != "2d4-1" {
		t.Fatalf("back.Roll(7) != \"2d4-1\": round trip: %v, %q", err, back.Roll(7))
	}
	rows := back.Rows(8)
	if len(rows) != 8 {
		t.Errorf("len(rows) != 8: rows %+v", rows)
	} else if !rows[6].Edited {
		t.Errorf("!rows[6].Edited: rows %+v", rows)
	} else if rows[7].Edited {
		t.Errorf("rows[7].Edited: rows %+v", rows)
	}
	if err := table.Set(7, ""); err != nil {
		t.Errorf("err != nil: clearing the override: %v, %q", err, table.Roll(7))
	} else if table.Roll(7) != "d6+1" {
		t.Errorf("table.Roll(7) != \"d6+1\": clearing the override: %v, %q", err, table.Roll(7))
	}
	if _, err := DecodeDiceTable([]byte(`{"overrides":{"5":"x"}}`)); err == nil {
		t.Error("bad override decoded")
	}
	if _, err := DecodeDiceTable([]byte(`[`)); err == nil {
		t.Error("bad JSON decoded")
	}
}

func TestParseRoll(t *testing.T) {
	cases := []struct {
		in  string
		max int
		ok  bool
	}{
		{"d6", 6, true}, {"3d6", 18, true}, {"1d100+1d20+1d6+1", 127, true}, {"2d4-1", 7, true},
		{"D8 + 2", 10, true}, {"", 0, false}, {"d", 0, false}, {"3x", 0, false}, {"d6+", 0, false}, {"0d6", 0, false},
	}
	for _, c := range cases {
		expr, err := ParseRoll(c.in)
		if (err == nil) != c.ok {
			t.Errorf("ParseRoll(%q) error %v, want ok=%v", c.in, err, c.ok)
			continue
		}
		if c.ok && expr.Max() != c.max {
			t.Errorf("ParseRoll(%q).Max() = %d, want %d", c.in, expr.Max(), c.max)
		}
	}
}

func TestDefaultDiceRollHugeNumbersAreCompact(t *testing.T) {
	// Review finding: a move score of 1e15 appended one d100 per hundred
	// and ran out of memory. The d100s are now counted, not listed.
	cases := map[int]string{
		1_000_000_000_000_000: "10000000000000d100",
		1_000_000_000_000_001: "10000000000000d100+1",
		1_000_000:             "10000d100",
		1_026:                 "10d100+d20+d6",
	}
	for n, want := range cases {
		want = strings.Replace(want, "10000000000000d100", "10000000000000d100", 1)
		got := DefaultDiceRoll(n)
		if got != want {
			t.Errorf("DefaultDiceRoll(%d) = %q, want %q", n, got, want)
		}
		expr, err := ParseRoll(got)
		if err != nil {
			t.Fatalf("%d → %q does not parse: %v", n, got, err)
		}
		if expr.Max() != n {
			t.Errorf("%d → %q has best roll %d", n, got, expr.Max())
		}
	}
	if got := DefaultDiceRoll(math.MaxInt); !strings.HasSuffix(got, "+1") {
		t.Errorf("!strings.HasSuffix(got, \"+1\"): DefaultDiceRoll(MaxInt) = %q, want a short roll ending in +1", got)
	} else if len(got) > 40 {
		t.Errorf("len(got) > 40: DefaultDiceRoll(MaxInt) = %q, want a short roll ending in +1", got)
	}
}
