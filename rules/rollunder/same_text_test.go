package rollunder

import (
	"strings"
	"testing"
)

// TestSameIsEquality: same answers as == for one string, equal text in
// other memory, other text of the same length, other lengths and empty
// strings.
func TestSameIsEquality(t *testing.T) {
	party := "party"
	copied := strings.Clone(party)
	for _, tc := range []struct{ a, b string }{
		{party, party}, {party, copied}, {party, "gobs"}, {party, "pirty"}, {"", ""}, {"", party}, {party[:4], "part"}, {party[1:], "arty"},
	} {
		if got, want := same(tc.a, tc.b), tc.a == tc.b; got != want {
			t.Errorf("same(%q, %q) = %v, want %v", tc.a, tc.b, got, want)
		}
	}
}
