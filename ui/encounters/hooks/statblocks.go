package hooks

import (
	"context"
	"encoding/json"

	"sessionzero/model"
)

// StatBlockKind is the homebrew kind of a saved opponent (docs/formats.md):
// New encounter and Join offer a system's stat blocks, its calculators
// save them.
const StatBlockKind = "stat_block"

// SaveStatBlock saves data as the system's stat block called name.
func SaveStatBlock(ctx context.Context, store *model.Store, system, name string, data json.RawMessage) error {
	return store.PutHomebrew(ctx, &model.Homebrew{System: system, Kind: StatBlockKind, Name: name, Data: data})
}

// StatBlocks are the system's saved stat blocks: their data by name, and
// the names in the library's order.
func StatBlocks(ctx context.Context, store *model.Store, system string) (map[string]json.RawMessage, []string, error) {
	entries, err := store.HomebrewEntries(ctx, system, StatBlockKind)
	if err != nil {
		return nil, nil, err
	}
	data := map[string]json.RawMessage{}
	var names []string
	for _, e := range entries {
		data[e.Name] = e.Data
		names = append(names, e.Name)
	}
	return data, names, nil
}
