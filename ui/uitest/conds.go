package uitest

import "testing"

// Cond is one condition a test expects, named for what it checks.
type Cond struct {
	Name string
	OK   bool
}

// Expect checks each condition in a subtest of its own, so a failure
// names the condition that failed (not "a || b || c"); detail, logged with
// each failure, says what was seen. It reports whether all held, for a
// test that cannot go on otherwise (if !Expect(…) { t.FailNow() }).
func Expect(t *testing.T, detail string, conds ...Cond) bool {
	t.Helper()
	all := true
	for _, c := range conds {
		if !t.Run(c.Name, func(t *testing.T) {
			if !c.OK {
				t.Error(detail)
			}
		}) {
			all = false
		}
	}
	return all
}
