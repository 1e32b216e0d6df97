package dragonhead

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"

	"sessionzero/rules"
)

// StandardDice are the dice of the book's polyhedral set ("a d4, d6, d8,
// d10, d12, d20 and d00"), largest first; the d00 with a d10 is a d100.
var StandardDice = []int{100, 20, 12, 10, 8, 6, 4}

// DiceTable turns a number (damage, armour, move) into the die roll the
// sheet shows. The book's own table is in a PDF the seed does not include, so
// the app ships a default (DefaultDiceRoll) and keeps the user's edits as
// overrides: number → roll text such as "2d6" or "d8+1".
type DiceTable struct {
	Overrides map[int]string `json:"overrides,omitempty"`
}

// DefaultDiceTable is the table with no edits.
func DefaultDiceTable() DiceTable { return DiceTable{} }

// Roll is the die roll for n: the user's override if there is one, else the
// default.
func (t DiceTable) Roll(n int) string {
	if r, ok := t.Overrides[n]; ok {
		return r
	}
	return DefaultDiceRoll(n)
}

// Set records an override after checking the roll text; an empty roll
// removes the override.
func (t *DiceTable) Set(n int, roll string) error {
	if n < 1 {
		return fmt.Errorf("dice table: number %d must be at least 1", n)
	}
	roll = strings.TrimSpace(roll)
	if roll == "" {
		delete(t.Overrides, n)
		return nil
	}
	if _, err := ParseRoll(roll); err != nil {
		return fmt.Errorf("dice table entry %d: %w", n, err)
	}
	if t.Overrides == nil {
		t.Overrides = map[int]string{}
	}
	t.Overrides[n] = roll
	return nil
}

// Rows lists numbers 1..upTo with their rolls, for a table the UI shows and
// edits.
func (t DiceTable) Rows(upTo int) []DiceRow {
	rows := make([]DiceRow, 0, upTo)
	for n := 1; n <= upTo; n++ {
		_, edited := t.Overrides[n]
		rows = append(rows, DiceRow{Number: n, Roll: t.Roll(n), Edited: edited})
	}
	return rows
}

// DiceRow is one line of the dice table.
type DiceRow struct {
	Number int    `json:"number"`
	Roll   string `json:"roll"`
	Edited bool   `json:"edited"`
}

// EncodeDiceTable writes the table as JSON: {"overrides":{"7":"2d4-1"}}.
func EncodeDiceTable(t DiceTable) ([]byte, error) {
	return rules.Encode(t, "dice table")
}

// DecodeDiceTable reads a table written by EncodeDiceTable and checks every
// entry.
func DecodeDiceTable(b []byte) (DiceTable, error) {
	var t DiceTable
	if err := json.Unmarshal(b, &t); err != nil {
		return DiceTable{}, fmt.Errorf("decoding dice table: %w", err)
	}
	for n, roll := range t.Overrides {
		if n < 1 {
			return DiceTable{}, fmt.Errorf("dice table: number %d must be at least 1", n)
		}
		if _, err := ParseRoll(roll); err != nil {
			return DiceTable{}, fmt.Errorf("dice table entry %d: %w", n, err)
		}
	}
	return t, nil
}

// DefaultDiceRoll is the design's default: the fewest standard dice whose
// best roll equals n. Standard dice all have even faces, so an odd n is the
// roll for n−1 plus 1, and numbers below 4 (smaller than any die) are the
// flat number. Among equally few dice the larger dice come first
// (16 is d12+d4, not d10+d6). Zero or less is "0".
func DefaultDiceRoll(n int) string {
	if n <= 0 {
		return "0"
	}
	if n < 4 {
		return strconv.Itoa(n)
	}
	even := n - n%2
	hundreds, rest := fewestDice(even)
	text := formatDice(rest)
	if hundreds > 0 {
		text = mergeHundreds(hundreds, rest, text)
	}
	if n%2 == 1 {
		text += "+1"
	}
	return text
}

// fewestDice finds the fewest standard dice summing to an even total ≥ 4,
// preferring larger dice on ties: totals above 200 take d100s first, as
// many as bring the rest into 101–200, counted (not listed) so a huge
// number costs no more than a small one.
func fewestDice(total int) (hundreds int, rest []int) {
	if total > 200 {
		hundreds = (total - 200 + 99) / 100
		total -= hundreds * 100
	}
	return hundreds, smallTotals()[total]
}

// mergeHundreds writes the d100s in front of the rest of the roll, folding
// them into the rest's own d100 count when it starts with d100s:
// 5 extra d100s and "d100+d20" give "6d100+d20".
func mergeHundreds(hundreds int, rest []int, restText string) string {
	own := 0
	for own < len(rest) && rest[own] == 100 {
		own++
	}
	head := fmt.Sprintf("%dd100", hundreds+own)
	if own == len(rest) {
		return head
	}
	return head + "+" + formatDice(rest[own:])
}

// smallTotals holds the best dice for every even total up to 200, worked out
// once: the table never changes.
var smallTotals = sync.OnceValue(func() [][]int {
	const limit = 200
	best := make([][]int, limit+1)
	reachable := make([]bool, limit+1)
	reachable[0] = true
	for t := 2; t <= limit; t += 2 {
		for _, d := range StandardDice {
			if d > t || !reachable[t-d] {
				continue
			}
			cand := append(append([]int{}, best[t-d]...), d)
			sort.Sort(sort.Reverse(sort.IntSlice(cand)))
			if !reachable[t] || betterDice(cand, best[t]) {
				best[t], reachable[t] = cand, true
			}
		}
	}
	return best
})

// betterDice prefers fewer dice, then larger dice first.
func betterDice(a, b []int) bool {
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	for i := range a {
		if a[i] != b[i] {
			return a[i] > b[i]
		}
	}
	return false
}

// formatDice writes dice sorted largest first as "2d12+d4".
func formatDice(dice []int) string {
	var parts []string
	for i := 0; i < len(dice); {
		j := i
		for j < len(dice) && dice[j] == dice[i] {
			j++
		}
		count := j - i
		if count == 1 {
			parts = append(parts, fmt.Sprintf("d%d", dice[i]))
		} else {
			parts = append(parts, fmt.Sprintf("%dd%d", count, dice[i]))
		}
		i = j
	}
	return strings.Join(parts, "+")
}

// RollTerm is one part of a roll: Count dice of Sides faces, or a flat
// number when Sides is 0. Count is negative for a subtracted term.
type RollTerm struct {
	Count int
	Sides int
}

// RollExpr is a parsed roll such as "2d6+d4+1".
type RollExpr []RollTerm

// Max is the best possible roll.
func (r RollExpr) Max() int {
	total := 0
	for _, t := range r {
		if t.Sides == 0 {
			total += t.Count
		} else {
			total += t.Count * t.Sides
		}
	}
	return total
}

// ParseRoll reads a roll: terms joined by + or −, each "NdM", "dM" or a
// number.
func ParseRoll(s string) (RollExpr, error) {
	text := strings.ReplaceAll(strings.TrimSpace(strings.ToLower(s)), " ", "")
	if text == "" {
		return nil, fmt.Errorf("roll is empty")
	}
	var expr RollExpr
	sign := 1
	start := 0
	for i := 0; i <= len(text); i++ {
		if i < len(text) && text[i] != '+' && text[i] != '-' {
			continue
		}
		if i == start {
			if i == 0 && i < len(text) && text[i] == '-' {
				sign = -1
				start = 1
				continue
			}
			return nil, fmt.Errorf("roll %q: missing term", s)
		}
		term, err := parseTerm(text[start:i])
		if err != nil {
			return nil, fmt.Errorf("roll %q: %w", s, err)
		}
		term.Count *= sign
		expr = append(expr, term)
		if i < len(text) {
			sign = 1
			if text[i] == '-' {
				sign = -1
			}
		}
		start = i + 1
	}
	return expr, nil
}

func parseTerm(t string) (RollTerm, error) {
	d := strings.IndexByte(t, 'd')
	if d < 0 {
		n, err := strconv.Atoi(t)
		if err != nil || n < 0 {
			return RollTerm{}, fmt.Errorf("%q is not a number or a die", t)
		}
		return RollTerm{Count: n}, nil
	}
	count := 1
	if d > 0 {
		c, err := strconv.Atoi(t[:d])
		if err != nil || c < 1 {
			return RollTerm{}, fmt.Errorf("%q: bad number of dice", t)
		}
		count = c
	}
	sides, err := strconv.Atoi(t[d+1:])
	if err != nil || sides < 2 {
		return RollTerm{}, fmt.Errorf("%q: bad die size", t)
	}
	return RollTerm{Count: count, Sides: sides}, nil
}
