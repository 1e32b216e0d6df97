// Package content reads and writes content packs: a group's homebrew
// catalog entries of one system (classes, skills, abilities, stat blocks…)
// as one JSON document,
//
//	{"format": "sessionzero/<system>-content", "version": 1, "name": "…",
//	 "<list>": [entries…], …}
//
// one list per kind. It checks what every entry shares (an object with a
// name, the text limits characters have, no control characters, no
// shadowing of a book entry) and asks the system's Kind for the rest.
// Entries are kept as they came, so keys the app does not know round-trip
// at every level. It names no system.
package content

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"sessionzero/rules"
)

// Version is the pack version this app reads and writes.
const Version = 1

// Limits of one pack file (docs/formats.md, "Content packs").
const (
	MaxPackBytes   = 128 << 20 // bytes in one pack file
	MaxPackEntries = 200_000   // entries in one pack, all lists together
	MaxTextLen     = rules.MaxStringLen
)

// Kind is one kind of catalog entry a system keeps.
type Kind struct {
	// Kind is the library's homebrew kind ("class"); List is the pack's
	// list key ("classes"); Label is what a user calls one entry.
	Kind, List, Label string
	// Check refuses an entry the system's rules cannot use, saying why in
	// the user's words (nil: only the shared checks).
	Check func(data json.RawMessage) error
	// Book, when set, reports whether name is an entry of the book that a
	// homebrew entry of this kind may not replace.
	Book func(name string) bool
	// Prepare, when set, is an entry as the catalog stores it (Evening
	// names the numbers a class lacks); nil keeps it as it came.
	Prepare func(data json.RawMessage) json.RawMessage
}

// Provider is a system with catalog kinds that travel in content packs.
type Provider interface {
	ContentKinds() []Kind
}

// Format is the format tag of a system's packs.
func Format(system string) string { return "sessionzero/" + system + "-content" }

// Entry is one catalog entry: its kind, name and JSON as it came.
type Entry struct {
	Kind, Name string
	Data       json.RawMessage
}

// Pack is a content pack.
type Pack struct {
	System, Name string
	Entries      []Entry
	// Extra holds the pack's keys this app does not know, written back.
	Extra map[string]json.RawMessage
}

// Problem is an entry refused on import, with the reason.
type Problem struct {
	List   string
	Index  int
	Name   string
	Reason string
}

func (p Problem) String() string {
	if p.Name == "" {
		return fmt.Sprintf("%s entry %d: %s", p.List, p.Index+1, p.Reason)
	}
	return fmt.Sprintf("%s entry %d %q: %s", p.List, p.Index+1, p.Name, p.Reason)
}

// SystemOf reads which system a pack is for from its format, refusing a
// file that is not a content pack at all.
func SystemOf(raw []byte) (string, error) {
	var head struct {
		Format string `json:"format"`
	}
	if err := json.Unmarshal(raw, &head); err != nil {
		return "", errors.New("it is not a content pack: not a JSON object")
	}
	sys, ok := strings.CutPrefix(head.Format, "sessionzero/")
	sys, ok2 := strings.CutSuffix(sys, "-content")
	if !ok || !ok2 || sys == "" {
		if head.Format == "" {
			return "", errors.New(`it is not a content pack: it has no "format" (a pack says "sessionzero/<system>-content")`)
		}
		return "", fmt.Errorf("it is not a content pack: its format is %q (a pack says \"sessionzero/<system>-content\")", head.Format)
	}
	return sys, nil
}

// Decode reads a pack of system whose kinds are kinds. A pack that cannot
// be read at all (not JSON, invalid UTF-8, another format or version, too
// large) is an error; a bad entry is a Problem and the good entries are
// returned.
func Decode(raw []byte, system string, kinds []Kind) (Pack, []Problem, error) {
	if len(raw) > MaxPackBytes {
		return Pack{}, nil, fmt.Errorf("the file is %d MB; a pack may be at most %d MB", len(raw)>>20, MaxPackBytes>>20)
	}
	if !utf8.Valid(raw) {
		return Pack{}, nil, errors.New("it is not valid UTF-8 text; save it as UTF-8")
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(bytes.TrimSpace(raw), &top); err != nil || top == nil {
		return Pack{}, nil, errors.New("it is not a content pack: not a JSON object")
	}
	var format string
	var version int
	if json.Unmarshal(top["format"], &format) != nil || format != Format(system) {
		return Pack{}, nil, fmt.Errorf("its format is %q; a pack of this system says %q", format, Format(system))
	}
	if err := json.Unmarshal(top["version"], &version); err != nil || version != Version {
		return Pack{}, nil, fmt.Errorf("its version is %s; this app reads version %d", strings.TrimSpace(string(top["version"])), Version)
	}
	p := Pack{System: system}
	if n, ok := top["name"]; ok {
		if err := json.Unmarshal(n, &p.Name); err != nil {
			return Pack{}, nil, errors.New(`its "name" is not a text`)
		}
		if err := checkName(p.Name, false); err != nil {
			return Pack{}, nil, fmt.Errorf("its name %w", err)
		}
	}
	delete(top, "format")
	delete(top, "version")
	delete(top, "name")
	var problems []Problem
	total := 0
	for _, k := range kinds {
		rawList, ok := top[k.List]
		delete(top, k.List)
		if !ok {
			continue
		}
		var list []json.RawMessage
		if err := json.Unmarshal(rawList, &list); err != nil {
			return Pack{}, nil, fmt.Errorf("%q is not a list of entries", k.List)
		}
		if total += len(list); total > MaxPackEntries {
			return Pack{}, nil, fmt.Errorf("it has more than %d entries; split it into several packs", MaxPackEntries)
		}
		seen := make(map[string]bool, len(list))
		for i, data := range list {
			name, err := checkEntry(k, data)
			key := strings.ToLower(name)
			switch {
			case err != nil:
				problems = append(problems, Problem{List: k.List, Index: i, Name: shownName(name), Reason: err.Error()})
			case seen[key]:
				problems = append(problems, Problem{List: k.List, Index: i, Name: name, Reason: "the name is used twice in this pack"})
			default:
				seen[key] = true
				if k.Prepare != nil {
					data = k.Prepare(data)
				}
				p.Entries = append(p.Entries, Entry{Kind: k.Kind, Name: name, Data: data})
			}
		}
	}
	if len(top) > 0 {
		p.Extra = top
	}
	return p, problems, nil
}

// shownName keeps a refused entry's name short enough for one line.
func shownName(name string) string {
	if utf8.RuneCountInString(name) > 60 {
		return string([]rune(name)[:60]) + "…"
	}
	return name
}

// checkEntry checks one entry of kind k and returns its name. The entry
// is decoded once for the shared checks; the system's Check decodes it
// into its own type.
func checkEntry(k Kind, data json.RawMessage) (string, error) {
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		return "", fmt.Errorf("it is not valid JSON: %v", rules.JSONError(err))
	}
	obj, ok := v.(map[string]any)
	if !ok {
		return "", errors.New(`it is not an object with a "name"`)
	}
	name, ok := obj["name"].(string)
	if !ok {
		return "", errors.New(`its "name" is missing or not a text`)
	}
	name = strings.TrimSpace(name)
	if err := checkName(name, true); err != nil {
		return name, fmt.Errorf("its name %w", err)
	}
	if err := walk("", v, 0); err != nil {
		return name, err
	}
	if k.Book != nil && k.Book(name) {
		return name, fmt.Errorf("%s is the book's own %s; give the homebrew one another name", name, k.Label)
	}
	if k.Check != nil {
		if err := k.Check(data); err != nil {
			return name, err
		}
	}
	return name, nil
}

// checkName refuses an empty (when needed), long or controlled name.
func checkName(name string, needed bool) error {
	switch {
	case needed && name == "":
		return errors.New("is empty")
	case utf8.RuneCountInString(name) > rules.MaxNameLen:
		return fmt.Errorf("is %d characters long; at most %d are allowed", utf8.RuneCountInString(name), rules.MaxNameLen)
	}
	for _, r := range name {
		if isControl(r) {
			return fmt.Errorf("holds a control character (%U); names are plain text", r)
		}
	}
	return nil
}

// walk checks an entry's shape as character files are checked (nesting,
// list length, keys per object: rules' limits) and its texts: at most
// MaxTextLen characters, no control characters but line breaks and tabs.
func walk(where string, v any, depth int) error {
	if depth > rules.MaxJSONDepth {
		return fmt.Errorf("it is nested more than %d levels deep; at most %d are allowed", rules.MaxJSONDepth, rules.MaxJSONDepth)
	}
	switch t := v.(type) {
	case string:
		if n := utf8.RuneCountInString(t); n > MaxTextLen {
			return fmt.Errorf("%s is a text of %d characters; at most %d are allowed", quoted(where), n, MaxTextLen)
		}
		for _, r := range t {
			if isControl(r) && r != '\n' && r != '\t' {
				return fmt.Errorf("%s holds a control character (%U); texts may hold line breaks and tabs only", quoted(where), r)
			}
		}
	case []any:
		if len(t) > rules.MaxListLen {
			return fmt.Errorf("%s has %d items; at most %d are allowed", quoted(where), len(t), rules.MaxListLen)
		}
		for _, x := range t {
			if err := walk(where, x, depth+1); err != nil {
				return err
			}
		}
	case map[string]any:
		if len(t) > rules.MaxObjectKeys {
			return fmt.Errorf("%s has %d keys; at most %d are allowed", quoted(where), len(t), rules.MaxObjectKeys)
		}
		for k, x := range t {
			if err := walk(k, x, depth+1); err != nil {
				return err
			}
		}
	}
	return nil
}

func quoted(key string) string {
	if key == "" {
		return "a text"
	}
	return fmt.Sprintf("%q", key)
}

func isControl(r rune) bool {
	return unicode.IsControl(r) || r == '\u2028' || r == '\u2029' || r == utf8.RuneError
}

// Encode writes a pack of system with the given kinds: the known keys
// first, each kind's list in the kinds' order (a kind with no entries is
// left out), then the pack's unknown keys.
func Encode(p Pack, kinds []Kind) ([]byte, error) {
	m := make(map[string]any, len(p.Extra)+3+len(kinds))
	for k, v := range p.Extra {
		m[k] = v
	}
	m["format"], m["version"] = Format(p.System), Version
	if p.Name != "" {
		m["name"] = p.Name
	}
	for _, k := range kinds {
		var list []json.RawMessage
		for _, e := range p.Entries {
			if e.Kind == k.Kind {
				list = append(list, e.Data)
			}
		}
		if len(list) > 0 {
			m[k.List] = list
		}
	}
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("writing the %s pack: %w", p.System, err)
	}
	return b, nil
}

// KindNames are the kinds' homebrew names, sorted.
func KindNames(kinds []Kind) []string {
	out := make([]string, 0, len(kinds))
	for _, k := range kinds {
		out = append(out, k.Kind)
	}
	sort.Strings(out)
	return out
}

// Find is the kind called kind (its homebrew name or its list key).
func Find(kinds []Kind, kind string) (Kind, bool) {
	for _, k := range kinds {
		if k.Kind == kind || k.List == kind {
			return k, true
		}
	}
	return Kind{}, false
}
