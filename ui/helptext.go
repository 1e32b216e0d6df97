package ui

import (
	"regexp"
	"strings"
	"unicode"
)

// The rules decisions (docs/rules-decisions.md) are written for us: they
// name our files, functions, keys and the spec's ids. playerDecisions turns
// them into the player's words for Help → Rules decisions (issue 26): the
// sentences about our code go, ids and book line numbers go, code names
// become words.

var (
	// codeSentence marks a sentence about our code or spec: a path, a Go
	// or Markdown file, the design or the spec, a package.
	codeSentence = regexp.MustCompile("\\b(?:shared|rules|ui|docs|export|cmd|model|internal|specs)/|\\.(go|md)\\b|design's|\\bspecs?\\b|\\bpackage\\b|\\bimplementation\\b|\\bcode\\b|\\bissues? \\d|\\b(?:evening|dvr|drgn|dragonhead|rollunder|encounter|rules|sheet|sheets|odds|model|ui|widgets|plugin)\\.\\w")
	// bookFile is our text file of a book: 001_b486315a8cda90c7.txt.
	bookFile = regexp.MustCompile(`\b\d{3}_[0-9a-f]{16}\.txt\b:?`)
	// ids are decision ids (with ranges "DVR-1 … DVR-29"), book line
	// numbers and spec sections.
	ids = regexp.MustCompile(`\b(?:EVE|RU|DVR|DH|DRGN)-\d+(?:\s*(?:…|–|-|to)\s*(?:EVE|RU|DVR|DH|DRGN)-\d+)?|\bL\d{1,4}(?:\s*[–-]\s*L?\d+)?\b|§\s?[\d.]*\d`)
	// codeSpan is a Markdown code span: `xp_budget`.
	codeSpan = regexp.MustCompile("`([^`]*)`")
	// idHeading is a heading's system id: "## DRGN (`drgn`)".
	idHeading = regexp.MustCompile("\\s*\\(`[a-z]+`\\)")
	// pathInHeading is a heading's folder or issue: "DvR builder
	// (ui/systems/dvr)", "(issues 11 and 12)".
	pathInHeading = regexp.MustCompile(`\s*\([^()]*(?:/|\bissues?\b)[^()]*\)`)
	// goNames is a bracket naming our Go functions: "(evening.Resolve, one
	// resolver for …)".
	goNames = regexp.MustCompile(`\s*\([^()]*\b[a-z]+\.[A-Z]\w*[^()]*\)`)
)

// playerDecisions is the rules decisions Markdown md in the player's words.
func playerDecisions(md string) string {
	var out []string
	for _, block := range markdownBlocks(md) {
		if strings.HasPrefix(block, "#") {
			out = append(out, tidy(pathInHeading.ReplaceAllString(idHeading.ReplaceAllString(block, ""), "")))
			continue
		}
		prefix := ""
		if strings.HasPrefix(block, "- ") {
			prefix, block = "- ", block[2:]
		}
		if text := playerSentences(block); text != "" {
			out = append(out, prefix+text)
		}
	}
	return strings.Join(out, "\n\n")
}

// markdownBlocks splits md into headings, list items and paragraphs, each
// on one line (a wrapped item's lines joined).
func markdownBlocks(md string) []string {
	var blocks []string
	cur := ""
	flush := func() {
		if strings.TrimSpace(cur) != "" {
			blocks = append(blocks, strings.TrimSpace(cur))
		}
		cur = ""
	}
	for _, line := range strings.Split(md, "\n") {
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "":
			flush()
		case strings.HasPrefix(trimmed, "#"):
			flush()
			blocks = append(blocks, trimmed)
		case strings.HasPrefix(trimmed, "- ") || strings.HasPrefix(trimmed, "* "):
			flush()
			cur = "- " + trimmed[2:]
		default:
			cur += " " + trimmed
		}
	}
	flush()
	return blocks
}

// playerSentences keeps the sentences of a paragraph that are not about our
// code, in the player's words.
func playerSentences(text string) string {
	var kept []string
	for _, s := range splitSentences(text) {
		if codeSentence.MatchString(s) {
			continue
		}
		s = bookFile.ReplaceAllString(s, "")
		s = ids.ReplaceAllString(s, "")
		s = goNames.ReplaceAllString(s, "")
		s = codeSpan.ReplaceAllStringFunc(s, func(span string) string { return codeWords(span[1 : len(span)-1]) })
		if s = tidy(s); s != "" {
			kept = append(kept, s)
		}
	}
	return strings.Join(kept, " ")
}

// splitSentences cuts text after each sentence's end mark (". ", "; ",
// ": " before a capital, a quote or a bracket), never inside a code span.
func splitSentences(text string) []string {
	var out []string
	start, inCode := 0, false
	rs := []rune(text)
	for i, r := range rs {
		switch {
		case r == '`':
			inCode = !inCode
		case !inCode && strings.ContainsRune(".;:", r) && i+2 < len(rs) && rs[i+1] == ' ' && strings.ContainsRune(`ABCDEFGHIJKLMNOPQRSTUVWXYZ"(`, rs[i+2]):
			out = append(out, string(rs[start:i+1]))
			start = i + 2
		}
	}
	return append(out, string(rs[start:]))
}

// codeWords says a code name in words: "xp_budget" → "xp budget",
// "RaiseTrait" → "raise trait", "fails" stays.
func codeWords(code string) string {
	code = strings.TrimSuffix(code, "()")
	code = strings.ReplaceAll(code, "_", " ")
	var b strings.Builder
	rs := []rune(code)
	for i, r := range rs {
		if i > 0 && unicode.IsUpper(r) && unicode.IsLower(rs[i-1]) {
			b.WriteRune(' ')
		}
		b.WriteRune(r)
	}
	words := b.String()
	if words != code && strings.ContainsAny(code, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && !strings.Contains(code, " ") {
		return strings.ToLower(words)
	}
	return words
}

// tidyRules remove the marks left behind once references are cut out:
// empty brackets, separators before a closing bracket or after an opening
// one, space before punctuation, doubled spaces.
var tidyRules = []struct {
	re   *regexp.Regexp
	with string
}{
	{regexp.MustCompile(`\(\s*[,;:]*\s*\)`), ""},
	{regexp.MustCompile(`\s*[,;:]\s*\)`), ")"},
	{regexp.MustCompile(`\(\s*[,;:]?\s*`), "("},
	{regexp.MustCompile(`\s+([,;:.)])`), "$1"},
	{regexp.MustCompile(`([,;:])[,;:]+`), "$1"},
	{regexp.MustCompile(`\s{2,}`), " "},
}

// tidy removes what cutting leaves (tidyRules) until nothing changes.
func tidy(s string) string {
	for {
		t := s
		for _, r := range tidyRules {
			t = r.re.ReplaceAllString(t, r.with)
		}
		if t == s {
			break
		}
		s = t
	}
	return strings.TrimSpace(s)
}
