package evening

import (
	"encoding/json"
	"testing"
)

// TestValidateCatalogJSON checks one row of each catalog kind, kept and
// refused, with the one-line reason the homebrew table shows.
func TestValidateCatalogJSON(t *testing.T) {
	for _, tc := range []struct {
		kind, data, want string // want "" means kept
	}{
		{KindClass, `{"name":"Knight","reserve_die":10}`, ""},
		{KindClass, `{"name":"Bad","reserve_die":7}`, "evening class: reserve_die is 7, use 4, 6, 8, 10 or 12"},
		{KindAptitude, `{"name":"Athletics"}`, ""},
		{KindAptitude, `{"name":"  "}`, "evening aptitude: name is empty"},
		{KindBaseFeature, `{"text":"no name"}`, "evening base_feature: name is empty"},
		{KindFormat, `{"name":""}`, "evening format: name is empty"},
		{KindItem, `{"name":"Rope","load":1}`, ""},
		{KindItem, `{"name":"","load":4}`, "evening item: load is 4, allowed 0 to 3; name is empty"},
		{KindItem, `{"name":`, "evening item: unexpected end of JSON input"},
		{KindStatBlock, `{"type":"threat","name":"Ogre","rating":1}`, ""},
		{KindStatBlock, `{"type":"threat","name":"Ogre","rating":11}`, "evening stat_block: rating is 11, allowed 1 to 10"},
		{KindChallenge, `{"rating":2,"complexity":0}`, "evening challenge: complexity is 0, allowed 1 to 10"},
		// "write down a number between 4 and 12" (003_b350af455cb359c1.txt, Making threads).
		{KindThread, `{"name":"Storm","length":12}`, ""},
		{KindThread, `{"name":"","length":13}`, "evening thread: length is 13, allowed 4 to 12; name is empty"},
		{"spell", `{}`, `evening catalog kind "spell": use one of [origin class discipline focus aptitude base_feature format item stat_block challenge thread]`},
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
