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
	if len(p.Entries) != 3 {
		t.Fatalf("len(p.Entries) != 3: entries %v problems %v", p.Entries, problems)
	}
	if len(problems) != 3 {
		t.Fatalf("len(problems) != 3: entries %v problems %v", p.Entries, problems)
	}
	for i, want := range []string{"reserve die is d7", "used twice", "load is 4"} {
		if !strings.Contains(problems[i].String(), want) {
			t.Errorf("problem %d: %s, want %q", i, problems[i], want)
		}
	}
	out, err := EncodeContentPack(p)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), `"custom": true`) {
		t.Fatalf("!strings.Contains(string(out), `\"custom\": true`): unknown fields lost: %s", out)
	}
	if !strings.Contains(string(out), `"house": "kept"`) {
		t.Errorf("!strings.Contains(string(out), `\"house\": \"kept\"`): unknown fields lost: %s", out)
	}
	if _, _, err := DecodeContentPack([]byte(`{"format":"other","version":1}`)); err == nil {
		t.Error("another format accepted")
	}
	if _, _, err := DecodeContentPack([]byte(`{"format":"sessionzero/evening-content","version":2}`)); err == nil {
		t.Error("version 2 accepted")
	}
}

// TestContentPackNamesMissingClassNumbers: "Missing numbers are kept and
// named in incomplete" (spec §2): the book gives a class no health,
// defense or reserve die ("determine your combat baselines: defense,
// health, and reserves", L234, EVE-9).
func TestContentPackNamesMissingClassNumbers(t *testing.T) {
	raw := []byte(`{"format":"sessionzero/evening-content","version":1,"name":"x",
	 "classes":[{"name":"Bard","reserve_die":6,"house":1},{"name":"Knight","reserve_die":10,"health_first":10,"health_per_level":5,"defense_modifier":1}]}`)
	p, problems, err := DecodeContentPack(raw)
	if err != nil {
		t.Fatalf("err != nil: %v %v %+v", err, problems, p.Entries)
	}
	if len(problems) != 0 {
		t.Fatalf("len(problems) != 0: %v %v %+v", err, problems, p.Entries)
	}
	if len(p.Entries) != 2 {
		t.Fatalf("len(p.Entries) != 2: %v %v %+v", err, problems, p.Entries)
	}
	var bard struct {
		Incomplete []string `json:"incomplete"`
		House      int      `json:"house"`
	}
	{
		err := json.Unmarshal(p.Entries[0].Data, &bard)
		if err != nil {
			t.Fatalf("err != nil: Bard %s", p.Entries[0].Data)
		}
		if strings.Join(bard.Incomplete, ",") != "health_first,health_per_level,defense_modifier" {
			t.Fatalf(`strings.Join(bard.Incomplete, ",") != "health_first,health_per_level,defense_modifier": Bard %s`, p.Entries[0].Data)
		}
		if bard.House != 1 {
			t.Errorf("bard.House != 1: Bard %s", p.Entries[0].Data)
		}
	}
	if strings.Contains(string(p.Entries[1].Data), "incomplete") {
		t.Errorf("a complete class is marked: %s", p.Entries[1].Data)
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

// TestSamplesAreTheBooksFragments: the samples are valid entries, marked
// sample, and the aptitudes are the two the book names: "Make a **Prowess**
// + **Body** + **Athletics** check" (L995) and "Make a **Resolve + Mind +
// Medicine** check, TN 10" (L1110).
func TestSamplesAreTheBooksFragments(t *testing.T) {
	want := map[string]string{"Athletics": "prowess body", "Medicine": "resolve mind"}
	for _, e := range Samples() {
		if err := ValidateCatalogJSON(e.Kind, e.Data); err != nil {
			t.Errorf("%s %s: %v", e.Kind, e.Name, err)
		}
		var head struct {
			Sample         bool
			UsualAbility   string `json:"usual_ability"`
			UsualAttribute string `json:"usual_attribute"`
		}
		{
			err := json.Unmarshal(e.Data, &head)
			if err != nil {
				t.Fatalf("err != nil: %s %s is not marked sample: %s", e.Kind, e.Name, e.Data)
			}
			if !head.Sample {
				t.Errorf("!head.Sample: %s %s is not marked sample: %s", e.Kind, e.Name, e.Data)
			}
		}
		if e.Kind == KindAptitude {
			if got := head.UsualAbility + " " + head.UsualAttribute; got != want[e.Name] {
				t.Errorf("aptitude %s: %q, want %q", e.Name, got, want[e.Name])
			}
			delete(want, e.Name)
		}
	}
	if len(want) != 0 {
		t.Errorf("missing book aptitudes %v", want)
	}
}
