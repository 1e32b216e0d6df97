package ui

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"sessionzero/internal/wordscheck"
	"sessionzero/rules/systems"
	"sessionzero/ui/uitest"
)

// TestHelpMenu checks the Help menu's three helps: the shortcuts (with the
// tools' own), the open system's rules decisions and the library's place.
func TestHelpMenu(t *testing.T) {
	l, w, store := newTestLibrary(t)
	l.showShortcutHelp()
	if got := uitest.TextOf(w.Canvas().Overlays().Top()); !strings.Contains(got, "Ctrl+Z  Undo") || !strings.Contains(got, "Ctrl+D") {
		t.Errorf("the shortcut help lacks Undo or Dice & Odds (Ctrl+D):\n%s", got)
	}
	w.Canvas().Overlays().Top().Hide()

	id := uitest.AddCharacter(t, store, "dragonhead", "Megan", "", json.RawMessage(`{}`))
	l.reload()
	l.open(id)
	l.showRulesDecisions()
	got := uitest.TextOf(w.Canvas().Overlays().Top()) + uitest.RichTextOf(w.Canvas().Overlays().Top())
	uitest.Expect(t, fmt.Sprintf("the rules decisions are not Dragonhead's alone:\n%.300s", got),
		uitest.Cond{Name: "titled", OK: strings.Contains(got, "Rules decisions: Dragonhead")},
		uitest.Cond{Name: "Dragonhead's", OK: strings.Contains(got, "Dragonhead encounters")},
		uitest.Cond{Name: "not DRGN's", OK: !strings.Contains(got, "DRGN encounters")})
	w.Canvas().Overlays().Top().Hide()

	l.showLibraryLocation()
	if got := uitest.TextOf(w.Canvas().Overlays().Top()); !strings.Contains(got, store.Path()) {
		t.Errorf("the library's place is not said:\n%s", got)
	}
	if l.app.Clipboard().Content() != store.Path() {
		t.Error("the path is not on the clipboard")
	}
}

// ourWords are what the rules decisions say to us and must not say to a
// player: a path or Go/Markdown file, a package-qualified Go name, a code
// span, raw Markdown marks, the spec.
var ourWords = regexp.MustCompile("\\b(?:shared|rules|ui|docs|export|cmd|internal)/|\\.(?:go|md)\\b|\\b[a-z]+\\.[A-Z]\\w*|`|\\*\\*|^#|\\n#|\\bspecs?\\b")

// TestRulesDecisionsInThePlayersWords: Help → Rules decisions is rendered
// Markdown without our file paths, function names, ids or line numbers
// (issue 26), for each system and for the whole document.
func TestRulesDecisionsInThePlayersWords(t *testing.T) {
	l, w, store := newTestLibrary(t)
	check := func(what string) {
		t.Helper()
		got := uitest.RichTextOf(w.Canvas().Overlays().Top())
		if len(got) < 200 {
			t.Errorf("%s shows almost nothing:\n%s", what, got)
		}
		if ref := wordscheck.Reference(got); ref != "" {
			t.Errorf("%s shows our reference %q", what, ref)
		}
		if m := ourWords.FindString(got); m != "" {
			i := strings.Index(got, m)
			t.Errorf("%s shows %q: …%s…", what, m, got[max(0, i-80):min(len(got), i+80)])
		}
		w.Canvas().Overlays().Top().Hide()
	}
	l.showRulesDecisions()
	check("every system's decisions")
	for _, sys := range systems.All() {
		id := uitest.AddCharacter(t, store, sys.ID(), "Decider "+sys.Name(), "", json.RawMessage(sys.NewCharacter()))
		l.reload()
		l.open(id)
		l.showRulesDecisions()
		if sys.ID() == "dragonhead" {
			uitest.Capture(t, w, "help-rules-decisions")
		}
		check(sys.Name() + "'s decisions")
	}
}
