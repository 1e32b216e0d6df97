package evening

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

func TestContentPackKeepsGoodEntries(t *testing.T) {
	raw := []byte(`{"format":"sessionzero/evening-content","version":1,"name":"Mine","house":"kept",
	 "classes":[{"name":"Knight","reserve_die":10,"health_first":10,"health_per_level":5,"defense_modifier":1,"custom":true},
	            {"name":"Bad","reserve_die":7},{"name":"Knight"}],
	 "items":[{"name":"Anvil","load":4},{"name":"Rope","load":1}],
	 "stat_blocks":[{"type":"threat","name":"Ogre","rating":1}]}`)
	p, problems, err := DecodeContentPack(raw)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Entries) != 3 || len(problems) != 3 {
		t.Fatalf("entries %v problems %v", p.Entries, problems)
	}
	for i, want := range []string{"reserve_die is 7", "used twice", "load is 4"} {
		if !strings.Contains(problems[i].String(), want) {
			t.Errorf("problem %d: %s, want %q", i, problems[i], want)
		}
	}
	out, err := EncodeContentPack(p)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), `"custom": true`) || !strings.Contains(string(out), `"house": "kept"`) {
		t.Errorf("unknown fields lost: %s", out)
	}
	if _, _, err := DecodeContentPack([]byte(`{"format":"other","version":1}`)); err == nil {
		t.Error("another format accepted")
	}
	if _, _, err := DecodeContentPack([]byte(`{"format":"sessionzero/evening-content","version":2}`)); err == nil {
		t.Error("version 2 accepted")
	}
}

func BenchmarkFilter5000(b *testing.B) {
	var entries []PackEntry
	for i := range 5000 {
		entries = append(entries, PackEntry{Kind: CatalogKinds[i%len(CatalogKinds)], Name: fmt.Sprintf("Entry %d", i), Data: json.RawMessage(`{}`)})
	}
	for b.Loop() {
		FilterEntries(entries, KindClass, "12")
	}
}
