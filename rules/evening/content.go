package evening

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"sessionzero/rules/content"
)

// ContentKinds are Evening's catalog kinds as they travel in content packs
// (the lists of the pack format, docs/formats.md).
func (System) ContentKinds() []content.Kind {
	out := make([]content.Kind, 0, len(packLists))
	for _, l := range packLists {
		kind := l.Kind
		out = append(out, content.Kind{
			Kind: kind, List: l.Key, Label: strings.ReplaceAll(kind, "_", " "),
			Check:   func(data json.RawMessage) error { return checkContentEntry(kind, data) },
			Prepare: func(data json.RawMessage) json.RawMessage { return markIncomplete(kind, data) },
		})
	}
	return out
}

// checkContentEntry is ValidateCatalogJSON plus the enumerations a form
// offers as choices: an aptitude's usual ability and attribute.
func checkContentEntry(kind string, data json.RawMessage) error {
	if kind == KindAptitude {
		var a AptitudeDef
		if err := json.Unmarshal(data, &a); err == nil {
			if a.UsualAbility != "" && !slices.Contains(abilityNames, strings.ToLower(a.UsualAbility)) {
				return fmt.Errorf("its usual ability %q is not one of %s", a.UsualAbility, strings.Join(abilityNames, ", "))
			}
			if a.UsualAttribute != "" && !slices.Contains(attributeNames, strings.ToLower(a.UsualAttribute)) {
				return fmt.Errorf("its usual attribute %q is not body or mind", a.UsualAttribute)
			}
		}
	}
	if err := ValidateCatalogJSON(kind, data); err != nil {
		return fmt.Errorf("%s", strings.TrimPrefix(err.Error(), "evening "+kind+": "))
	}
	return nil
}
