// Package packs moves content packs in and out of a library: it reads a
// pack with its system's kinds (rules/content, rules/systems), stores the
// good entries in one transaction, and writes a system's entries back out.
// The command line's `pack` commands and the app's Content packs window
// both go through it.
package packs

import (
	"context"
	"fmt"

	"sessionzero/model"
	"sessionzero/rules/content"
	"sessionzero/rules/systems"
)

// Result is what one pack file's import did.
type Result struct {
	File     string            `json:"file"`
	System   string            `json:"system"`
	Pack     string            `json:"pack,omitempty"`
	Imported int               `json:"imported"`
	Refused  []content.Problem `json:"-"`
}

// Read decodes a pack of any system: the pack, its refused entries, and
// the kinds of its system.
func Read(raw []byte) (content.Pack, []content.Problem, error) {
	system, err := content.SystemOf(raw)
	if err != nil {
		return content.Pack{}, nil, err
	}
	kinds := systems.ContentKinds(system)
	if len(kinds) == 0 {
		return content.Pack{}, nil, fmt.Errorf("it is a pack for %q, which is not a system this app knows (%v)", system, systems.ContentSystems())
	}
	return content.Decode(raw, system, kinds)
}

// Import reads the pack in raw (from file, for messages) and stores its
// good entries in one transaction, replacing entries of the same kind and
// name. A pack that cannot be read at all stores nothing and is an error;
// refused entries are listed in the result.
func Import(ctx context.Context, store *model.Store, file string, raw []byte, progress func(done, total int)) (Result, error) {
	res := Result{File: file}
	p, problems, err := Read(raw)
	if err != nil {
		return res, err
	}
	res.System, res.Pack, res.Refused = p.System, p.Name, problems
	rows := make([]model.Homebrew, len(p.Entries))
	for i, e := range p.Entries {
		rows[i] = model.Homebrew{System: p.System, Kind: e.Kind, Name: e.Name, Data: e.Data}
	}
	if err := store.ImportHomebrew(ctx, rows, progress); err != nil {
		return res, err
	}
	res.Imported = len(rows)
	return res, nil
}

// ImportOf is Import for a catalog window of one system: a pack of
// another system is refused whole.
func ImportOf(ctx context.Context, store *model.Store, system, file string, raw []byte, progress func(done, total int)) (Result, error) {
	if got, err := content.SystemOf(raw); err != nil {
		return Result{File: file}, err
	} else if got != system {
		return Result{File: file}, fmt.Errorf("it is a pack for %s, not %s; import it with Tools → Content packs…", systemName(got), systemName(system))
	}
	return Import(ctx, store, file, raw, progress)
}

// systemName is a system's name, or its id when no system has it.
func systemName(id string) string {
	if s, ok := systems.ByID(id); ok {
		return s.Name()
	}
	return id
}

// Export writes the library's entries of system (of one kind, its
// homebrew name or list key, when kind is set) as a pack called name, and
// says how many entries it holds.
func Export(ctx context.Context, store *model.Store, system, kind, name string) ([]byte, int, error) {
	kinds := systems.ContentKinds(system)
	if len(kinds) == 0 {
		return nil, 0, fmt.Errorf("%q is not a system with content packs; use one of %v", system, systems.ContentSystems())
	}
	if kind != "" {
		k, ok := content.Find(kinds, kind)
		if !ok {
			return nil, 0, fmt.Errorf("%s has no kind %q; use one of %v", system, kind, content.KindNames(kinds))
		}
		kind = k.Kind
	}
	p := content.Pack{System: system, Name: name}
	for _, k := range kinds {
		if kind != "" && k.Kind != kind {
			continue
		}
		rows, err := store.HomebrewEntries(ctx, system, k.Kind)
		if err != nil {
			return nil, 0, err
		}
		for _, r := range rows {
			p.Entries = append(p.Entries, content.Entry{Kind: r.Kind, Name: r.Name, Data: r.Data})
		}
	}
	b, err := content.Encode(p, kinds)
	return b, len(p.Entries), err
}

// Entry is one catalog entry of the library, as `pack list` shows it.
type Entry struct {
	System string `json:"system"`
	Kind   string `json:"kind"`
	Name   string `json:"name"`
}

// List is the library's catalog entries that travel in packs (of one
// system when system is set), in the systems' order, by kind and name.
func List(ctx context.Context, store *model.Store, system string) ([]Entry, error) {
	ids := systems.ContentSystems()
	if system != "" {
		if len(systems.ContentKinds(system)) == 0 {
			return nil, fmt.Errorf("%q is not a system with content packs; use one of %v", system, ids)
		}
		ids = []string{system}
	}
	var out []Entry
	for _, id := range ids {
		for _, k := range systems.ContentKinds(id) {
			rows, err := store.HomebrewNames(ctx, id, k.Kind)
			if err != nil {
				return nil, err
			}
			for _, r := range rows {
				out = append(out, Entry{System: id, Kind: r.Kind, Name: r.Name})
			}
		}
	}
	return out, nil
}
