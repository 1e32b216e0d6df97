package systems

import (
	"strings"
	"testing"

	"sessionzero/rules/content"
)

// Issue 23: every system has content packs; stat blocks for all five.
func TestEverySystemHasContentKinds(t *testing.T) {
	want := map[string]string{
		"drgn":       "ability,stat_block",
		"dvr":        "stat_block",
		"dragonhead": "class,skill,stat_block",
		"evening":    "aptitude,base_feature,challenge,class,discipline,focus,format,item,origin,stat_block,thread",
		"rollunder":  "stat_block",
	}
	for _, id := range IDs() {
		if got := strings.Join(content.KindNames(ContentKinds(id)), ","); got != want[id] {
			t.Errorf("%s kinds %s, want %s", id, got, want[id])
		}
	}
}

// A stat block is checked by the system's own encounter rules.
func TestStatBlocksAreCheckedByEachSystemsRules(t *testing.T) {
	cases := []struct {
		system, good, bad, reason string
	}{
		{"drgn", `{"name":"Lookout","stats":{"max_hp":30},"immune":["Blinded"]}`, `{"name":"Lookout","stats":{"max_hp":-3}}`, "max_hp"},
		{"dragonhead", `{"name":"Troglodyte","stats":{"hp":8,"stun":2,"ac":11,"dc":7,"morale":2}}`, `{"name":"Troglodyte","stats":{"hp":8,"ac":99999999}}`, "ac"},
		{"dvr", `{"name":"Guard","stats":{"max_health":12,"resistance":2,"cover":1}}`, `{"name":"Guard","stats":{"max_health":-12}}`, "Health is -12"},
		{"rollunder", `{"name":"Ogre","stats":{"max_hp":5,"str":5,"wil":8,"armor":2},"weapons":[{"name":"Great club","die":10,"wielded":true}]}`, `{"name":"Ogre","stats":{"max_hp":5,"str":500}}`, "str"},
	}
	for _, tt := range cases {
		t.Run(tt.system, func(t *testing.T) {
			k, ok := content.Find(ContentKinds(tt.system), StatBlockKind)
			if !ok {
				t.Fatal("no stat block kind")
			}
			raw := `{"format":"sessionzero/` + tt.system + `-content","version":1,"stat_blocks":[` + tt.good + `,` + tt.bad + `]}`
			p, problems, err := content.Decode([]byte(raw), tt.system, []content.Kind{k})
			if err != nil {
				t.Fatal(err)
			}
			if len(p.Entries) != 1 || len(problems) != 1 || !strings.Contains(problems[0].Reason, tt.reason) {
				t.Errorf("%d good, problems %v; want 1 good and one naming %s", len(p.Entries), problems, tt.reason)
			}
		})
	}
}

// Issue 23: enumerations and number ranges are checked by the systems'
// kinds (a skill cost of MaxInt64, an Evening usual_ability "luck", a
// Dragonhead size that is not one of the book's sixteen).
func TestSystemKindsCheckEnumerationsAndRanges(t *testing.T) {
	cases := []struct {
		system, list, entry, reason string
	}{
		{"dragonhead", "skills", `{"name":"Haggling","base_cost":9223372036854775807}`, "base_cost"},
		{"dragonhead", "skills", `{"name":"Read & Write","base_cost":600}`, "book's own skill"},
		{"dragonhead", "classes", `{"name":"Titan","kind":"race","size":"Colossall"}`, "unknown body size"},
		{"evening", "aptitudes", `{"name":"Gambling","usual_ability":"luck"}`, `usual ability "luck"`},
		{"drgn", "abilities", `{"name":"Fireball","components":[{"name":"power","value":-30}],"uses":3}`, "cannot be priced"},
	}
	for _, tt := range cases {
		t.Run(tt.system+" "+tt.list, func(t *testing.T) {
			raw := `{"format":"sessionzero/` + tt.system + `-content","version":1,"` + tt.list + `":[` + tt.entry + `]}`
			p, problems, err := content.Decode([]byte(raw), tt.system, ContentKinds(tt.system))
			if err != nil {
				t.Fatal(err)
			}
			if len(p.Entries) != 0 || len(problems) != 1 || !strings.Contains(problems[0].Reason, tt.reason) {
				t.Errorf("entries %d, problems %v; want one refusal naming %q", len(p.Entries), problems, tt.reason)
			}
		})
	}
	// A book size is fine.
	raw := `{"format":"sessionzero/dragonhead-content","version":1,"classes":[{"name":"Kraken","kind":"race","size":"Colossal"}]}`
	if p, problems, err := content.Decode([]byte(raw), "dragonhead", ContentKinds("dragonhead")); err != nil || len(problems) != 0 || len(p.Entries) != 1 {
		t.Errorf("Colossal: %v %v", err, problems)
	}
}
