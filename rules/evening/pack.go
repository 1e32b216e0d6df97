package evening

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Content pack format (specs/evening.md §2).
const (
	PackFormat  = "sessionzero/evening-content"
	PackVersion = 1
)

// packLists maps each list key of a pack to its catalog kind.
var packLists = []struct{ Key, Kind string }{
	{"origins", KindOrigin}, {"classes", KindClass}, {"disciplines", KindDiscipline}, {"focuses", KindFocus},
	{"aptitudes", KindAptitude}, {"base_features", KindBaseFeature}, {"formats", KindFormat}, {"items", KindItem},
	{"stat_blocks", KindStatBlock}, {"challenges", KindChallenge}, {"threads", KindThread},
}

// PackEntry is one catalog entry: its kind, name and JSON as stored (so
// unknown fields round-trip).
type PackEntry struct {
	Kind string
	Name string
	Data json.RawMessage
}

// Pack is a content pack.
type Pack struct {
	Name    string
	Entries []PackEntry
	// Extra holds unknown top-level keys, written back.
	Extra map[string]json.RawMessage
}

// PackProblem is an entry refused on import, with the reason.
type PackProblem struct {
	Kind, Name string
	Index      int
	Reason     string
}

func (p PackProblem) String() string {
	return fmt.Sprintf("%s: %s", p.where(), p.Reason)
}

// EncodeContentPack writes a pack.
func EncodeContentPack(p Pack) ([]byte, error) {
	m := map[string]any{}
	for k, v := range p.Extra {
		m[k] = v
	}
	m["format"], m["version"], m["name"] = PackFormat, PackVersion, p.Name
	for _, l := range packLists {
		list := []json.RawMessage{}
		for _, e := range p.Entries {
			if e.Kind == l.Kind {
				list = append(list, e.Data)
			}
		}
		if len(list) > 0 {
			m[l.Key] = list
		}
	}
	return json.MarshalIndent(m, "", "  ")
}

// DecodeContentPack reads a pack. Another format or version refuses the
// whole pack; a bad entry (invalid numbers, empty or duplicate name) is
// left out with its reason while the good entries import (issue 16: "the
// good entries still import").
func DecodeContentPack(raw []byte) (Pack, []PackProblem, error) {
	raw = bytes.TrimSpace(raw)
	var top map[string]json.RawMessage
	if err := json.Unmarshal(raw, &top); err != nil || top == nil {
		return Pack{}, nil, errors.New("not an Evening content pack: it is not a JSON object")
	}
	var format string
	var version int
	_ = json.Unmarshal(top["format"], &format)
	_ = json.Unmarshal(top["version"], &version)
	if format != PackFormat {
		return Pack{}, nil, fmt.Errorf("format is %q, an Evening pack says %q", format, PackFormat)
	}
	if version != PackVersion {
		return Pack{}, nil, fmt.Errorf("version %d is not supported (this app reads version %d)", version, PackVersion)
	}
	var p Pack
	_ = json.Unmarshal(top["name"], &p.Name)
	var problems []PackProblem
	seen := map[string]bool{}
	delete(top, "format")
	delete(top, "version")
	delete(top, "name")
	for _, l := range packLists {
		rawList, ok := top[l.Key]
		delete(top, l.Key)
		if !ok {
			continue
		}
		var list []json.RawMessage
		if err := json.Unmarshal(rawList, &list); err != nil {
			problems = append(problems, PackProblem{Kind: l.Kind, Index: -1, Reason: l.Key + " is not a list"})
			continue
		}
		for i, data := range list {
			var head struct {
				Name string `json:"name"`
			}
			_ = json.Unmarshal(data, &head)
			name := strings.TrimSpace(head.Name)
			key := l.Kind + "\x00" + strings.ToLower(name)
			switch err := ValidateCatalogJSON(l.Kind, data); {
			case err != nil:
				problems = append(problems, PackProblem{Kind: l.Kind, Name: name, Index: i, Reason: err.Error()})
			case name == "":
				problems = append(problems, PackProblem{Kind: l.Kind, Index: i, Reason: "the name is empty"})
			case seen[key]:
				problems = append(problems, PackProblem{Kind: l.Kind, Name: name, Index: i, Reason: "the name is used twice in this pack"})
			default:
				seen[key] = true
				p.Entries = append(p.Entries, PackEntry{Kind: l.Kind, Name: name, Data: markIncomplete(l.Kind, data)})
			}
		}
	}
	if len(top) > 0 {
		p.Extra = top
	}
	return p, problems, nil
}

// FilterEntries returns the entries whose name or kind contains the query
// (case-insensitive), for catalog lists.
func FilterEntries(entries []PackEntry, kind, query string) []PackEntry {
	q := strings.ToLower(strings.TrimSpace(query))
	out := make([]PackEntry, 0, len(entries))
	for _, e := range entries {
		if kind != "" && e.Kind != kind {
			continue
		}
		if q == "" || strings.Contains(strings.ToLower(e.Name), q) {
			out = append(out, e)
		}
	}
	return out
}

// markIncomplete names in `incomplete` the numbers a class lacks ("Missing
// numbers are kept and named in incomplete", spec §2; EVE-9), keeping every
// other key as it came.
func markIncomplete(kind string, data json.RawMessage) json.RawMessage {
	out := append(json.RawMessage(nil), data...)
	if kind != KindClass {
		return out
	}
	var e Entry
	var top map[string]json.RawMessage
	if json.Unmarshal(data, &e) != nil || json.Unmarshal(data, &top) != nil {
		return out
	}
	missing := e.MissingNumbers()
	if len(missing) == 0 {
		return out
	}
	names := append([]string(nil), e.Incomplete...)
	for _, m := range missing {
		if !slices.Contains(names, m) {
			names = append(names, m)
		}
	}
	b, err := json.Marshal(names)
	if err != nil {
		return out
	}
	top["incomplete"] = b
	if marked, err := json.Marshal(top); err == nil {
		return marked
	}
	return out
}

// where names the refused entry: its kind and name, or its place in the
// pack's list when it has no name ("class 3"), or the list itself.
func (p PackProblem) where() string {
	switch {
	case p.Index < 0:
		return "the " + p.Kind + " list"
	case strings.TrimSpace(p.Name) != "":
		return fmt.Sprintf("%s %q", p.Kind, p.Name)
	}
	return fmt.Sprintf("%s %d in the pack", p.Kind, p.Index+1)
}
