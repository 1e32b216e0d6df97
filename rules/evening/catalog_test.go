package evening

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestValidateCatalogJSON checks one row of each catalog kind, kept and
// refused, with the one-line reason the homebrew table shows.
func TestValidateCatalogJSON(t *testing.T) {
	for _, tc := range []struct {
		kind, data, want string // want "" means kept
	}{
		{KindClass, `{"name":"Knight","reserve_die":10}`, ""},
		{KindClass, `{"name":"Bad","reserve_die":7}`, "evening class: reserve die is d7, use d4, d6, d8, d10 or d12"},
		{KindAptitude, `{"name":"Athletics"}`, ""},
		{KindAptitude, `{"name":"  "}`, "evening aptitude: name is empty"},
		{KindBaseFeature, `{"text":"no name"}`, "evening base_feature: name is empty"},
		{KindFormat, `{"name":""}`, "evening format: name is empty"},
		{KindItem, `{"name":"Rope","load":1}`, ""},
		{KindItem, `{"name":"","load":4}`, "evening item: load is 4, allowed 0 to 3; name is empty"},
		{KindItem, `{"name":`, "evening item: the JSON text ends too early"},
		{KindStatBlock, `{"type":"threat","name":"Ogre","rating":1}`, ""},
		{KindStatBlock, `{"type":"threat","name":"Ogre","rating":11}`, "evening stat_block: rating is 11, allowed 1 to 10"},
		{KindChallenge, `{"rating":2,"complexity":0}`, "evening challenge: complexity is 0, allowed 1 to 10"},
		// "write down a number between 4 and 12" (003_b350af455cb359c1.txt, Making threads).
		{KindThread, `{"name":"Storm","length":12}`, ""},
		{KindThread, `{"name":"","length":13}`, "evening thread: length is 13, allowed 4 to 12; name is empty"},
		{"spell", `{}`, `evening catalog kind "spell": use origin, class, discipline, focus, aptitude, base_feature, format, item, stat_block, challenge or thread`},
	} {
		err := ValidateCatalogJSON(tc.kind, json.RawMessage(tc.data))
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tc.want {
			t.Errorf("%s %s: %q, want %q", tc.kind, tc.data, got, tc.want)
		}
	}
}

// TestDecoderWords: a field of the wrong kind is named as the file spells
// it, in words, never with the decoder's Go types.
func TestDecoderWords(t *testing.T) {
	cases := []struct{ data, want string }{
		{`{"xp_total": "many"}`, "xp_total is text, it must be a whole number"},
		{`{"abilities": {"finesse": true}}`, "abilities.finesse is true or false, it must be a whole number"},
		{`{"threads": {}}`, "threads is an object, it must be a list"},
	}
	for _, c := range cases {
		_, err := DecodeCharacter(json.RawMessage(c.data))
		if err == nil {
			t.Fatalf("err == nil: %s: %v, want %q", c.data, err, c.want)
		}
		if err.Error() != c.want {
			t.Errorf("err.Error() != c.want: %s: %v, want %q", c.data, err, c.want)
		}
	}
	{
		err := ValidateCatalogJSON(KindItem, json.RawMessage(`{"name": "Rope", "load": "heavy"}`))
		if err == nil {
			t.Fatalf("err == nil: item load typed as text: %v", err)
		}
		if strings.Contains(err.Error(), "Go ") {
			t.Fatalf(`strings.Contains(err.Error(), "Go "): item load typed as text: %v`, err)
		}
		if !strings.Contains(err.Error(), "load is text") {
			t.Errorf(`!strings.Contains(err.Error(), "load is text"): item load typed as text: %v`, err)
		}
	}
}
