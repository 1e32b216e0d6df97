package dice

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Limits keep every expression cheap to roll and to compute exactly.
const (
	MaxTerms    = 50        // terms in one expression
	MaxCount    = 1000      // dice in one term
	MaxSides    = 10000     // sides of one die
	MaxConstant = 1_000_000 // absolute value of a constant term
)

// Keep says which dice of a term count towards its value.
type Keep int

// The keep modes: all dice, the highest N (2d20kh1) or the lowest N (2d20kl1).
const (
	KeepAll Keep = iota
	KeepHighest
	KeepLowest
)

// Term is one signed part of an expression: a constant or a group of dice.
type Term struct {
	Sign     int  // +1 or −1
	Count    int  // number of dice; 0 for a constant
	Sides    int  // sides per die
	Keep     Keep // which dice count
	KeepN    int  // how many are kept when Keep is not KeepAll
	Constant int  // the value of a constant term (Count == 0)
	Pos      int  // 1-based byte position of the term in the source
}

// IsConstant reports whether the term is a plain number.
func (t Term) IsConstant() bool { return t.Count == 0 }

// String is the term in canonical notation, without its sign.
func (t Term) String() string {
	if t.IsConstant() {
		return strconv.Itoa(t.Constant)
	}
	s := fmt.Sprintf("%dd%d", t.Count, t.Sides)
	switch t.Keep {
	case KeepHighest:
		s += fmt.Sprintf("kh%d", t.KeepN)
	case KeepLowest:
		s += fmt.Sprintf("kl%d", t.KeepN)
	}
	return s
}

// Expr is a parsed dice expression: the sum of its signed terms.
type Expr struct {
	Source string
	Terms  []Term
}

// String is the expression in canonical notation ("2d20kh1+1d4-1").
func (e Expr) String() string {
	var b strings.Builder
	for i, t := range e.Terms {
		switch {
		case t.Sign < 0:
			b.WriteByte('-')
		case i > 0:
			b.WriteByte('+')
		}
		b.WriteString(t.String())
	}
	return b.String()
}

// ParseError is a syntax error in a dice expression, with the 1-based byte
// position where it was found.
type ParseError struct {
	Pos int    // 1-based byte position; len(source)+1 means "at the end"
	Msg string // what is wrong
}

func (e *ParseError) Error() string {
	return fmt.Sprintf("dice: %s at position %d", e.Msg, e.Pos)
}

// Shorthands are whole terms that stand for a longer expression. They are
// the system notations that are plain dice sums: advantage and disadvantage
// (Evening, roll-under saves).
var Shorthands = map[string]Term{
	"adv": {Count: 2, Sides: 20, Keep: KeepHighest, KeepN: 1},
	"dis": {Count: 2, Sides: 20, Keep: KeepLowest, KeepN: 1},
}

// Parse reads a dice expression. Grammar (case-insensitive, spaces ignored):
//
//	expr  = [sign] term { sign term }
//	sign  = "+" | "-" | "−"
//	term  = number | [number] "d" sides [keep] | "adv" | "dis"
//	sides = number | "%" | "00"        (d% and d00 are d100)
//	keep  = ("kh" | "kl" | "k") number (k alone means kh)
func Parse(src string) (Expr, error) {
	p := parser{src: src}
	e, err := p.parse()
	if err != nil {
		return Expr{}, err
	}
	e.Source = src
	return e, nil
}

type parser struct {
	src string
	i   int
}

func (p *parser) fail(at int, format string, a ...any) error {
	return &ParseError{Pos: at + 1, Msg: fmt.Sprintf(format, a...)}
}

// unexpected reports the character at the cursor (or the end of input).
func (p *parser) unexpected(what string) error {
	if p.i >= len(p.src) {
		return p.fail(p.i, "expected %s, found the end", what)
	}
	r, _ := utf8.DecodeRuneInString(p.src[p.i:])
	return p.fail(p.i, "unexpected %q (expected %s)", string(r), what)
}

func (p *parser) skipSpace() {
	for p.i < len(p.src) && (p.src[p.i] == ' ' || p.src[p.i] == '\t') {
		p.i++
	}
}

// sign reads "+", "-" or the Unicode minus sign.
func (p *parser) sign() (int, bool) {
	switch {
	case strings.HasPrefix(p.src[p.i:], "+"):
		p.i++
		return 1, true
	case strings.HasPrefix(p.src[p.i:], "-"):
		p.i++
		return -1, true
	case strings.HasPrefix(p.src[p.i:], "−"):
		p.i += len("−")
		return -1, true
	}
	return 0, false
}

func (p *parser) parse() (Expr, error) {
	var e Expr
	p.skipSpace()
	if p.i >= len(p.src) {
		return e, p.fail(0, "empty expression")
	}
	sign, ok := p.sign()
	if !ok {
		sign = 1
	}
	for {
		p.skipSpace()
		t, err := p.term()
		if err != nil {
			return Expr{}, err
		}
		t.Sign = sign
		if len(e.Terms) == MaxTerms {
			return Expr{}, p.fail(t.Pos-1, "too many terms (at most %d)", MaxTerms)
		}
		e.Terms = append(e.Terms, t)
		p.skipSpace()
		if p.i >= len(p.src) {
			return e, nil
		}
		if sign, ok = p.sign(); !ok {
			return Expr{}, p.unexpected(`"+" or "-"`)
		}
	}
}

// number reads decimal digits; ok is false when there are none.
func (p *parser) number(what string, limit int) (n int, ok bool, err error) {
	start := p.i
	for p.i < len(p.src) && p.src[p.i] >= '0' && p.src[p.i] <= '9' {
		p.i++
	}
	if p.i == start {
		return 0, false, nil
	}
	digits := p.src[start:p.i]
	n, convErr := strconv.Atoi(digits)
	if convErr != nil || n > limit {
		return 0, true, p.fail(start, "%s %s is too large (at most %d)", what, digits, limit)
	}
	return n, true, nil
}

func (p *parser) lowerPrefix(word string) bool {
	if len(p.src)-p.i < len(word) {
		return false
	}
	return strings.EqualFold(p.src[p.i:p.i+len(word)], word)
}

func (p *parser) term() (Term, error) {
	start := p.i
	t := Term{Pos: start + 1}
	for name, short := range Shorthands {
		if p.lowerPrefix(name) {
			p.i += len(name)
			short.Pos = t.Pos
			return short, nil
		}
	}
	// Read the number with the larger limit: only a "d" after it makes it a
	// count of dice, which has the smaller one.
	count, hasCount, err := p.number("constant", MaxConstant)
	if err != nil {
		return t, err
	}
	if !p.lowerPrefix("d") {
		if !hasCount {
			return t, p.unexpected("a number, a die such as d6, adv or dis")
		}
		t.Constant = count
		return t, nil
	}
	if !hasCount {
		count = 1
	}
	if count > MaxCount {
		return t, p.fail(start, "count %d is too large (at most %d)", count, MaxCount)
	}
	if count == 0 {
		return t, p.fail(start, "a die term needs at least one die")
	}
	p.i++ // the "d"
	t.Count = count
	sidesAt := p.i
	switch {
	case strings.HasPrefix(p.src[p.i:], "%"):
		p.i++
		t.Sides = 100
	case strings.HasPrefix(p.src[p.i:], "00"):
		p.i += 2
		t.Sides = 100
	default:
		sides, ok, err := p.number("sides", MaxSides)
		if err != nil {
			return t, err
		}
		if !ok {
			return t, p.unexpected(`the number of sides (or "%")`)
		}
		if sides < 1 {
			return t, p.fail(sidesAt, "a die needs at least one side")
		}
		t.Sides = sides
	}
	return t, p.keep(&t)
}

func (p *parser) keep(t *Term) error {
	at := p.i
	switch {
	case p.lowerPrefix("kh"):
		p.i += 2
		t.Keep = KeepHighest
	case p.lowerPrefix("kl"):
		p.i += 2
		t.Keep = KeepLowest
	case p.lowerPrefix("k"):
		p.i++
		t.Keep = KeepHighest
	default:
		return nil
	}
	n, ok, err := p.number("keep count", MaxCount)
	if err != nil {
		return err
	}
	if !ok {
		return p.unexpected("how many dice to keep")
	}
	if n < 1 || n > t.Count {
		return p.fail(at, "can keep 1 to %d of %d dice, not %d", t.Count, t.Count, n)
	}
	t.KeepN = n
	if n == t.Count {
		t.Keep, t.KeepN = KeepAll, 0
	}
	return nil
}
