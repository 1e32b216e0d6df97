package dragonhead

import (
	"slices"
	"testing"

	"sessionzero/rules/sheet"
)

// TestSheetDamageCirclesStrikeWearAndTearApart (issue 26): 002_81d21628bd61f597.txt
// "Wear is recorded with a horizontal line through your damage circles.
// Tears use vertical strikes. … Instead of striking out torn circles you
// blacken them in." Megan with 6 wear, 3 tear and 1 scar prints one
// blackened circle, two with — and |, three with — alone, the rest empty.
func TestSheetDamageCirclesStrikeWearAndTearApart(t *testing.T) {
	f, _ := loadMegan(t)
	c, err := DecodeCharacter(f.Data)
	if err != nil {
		t.Fatal(err)
	}
	c.Damage = &Damage{Wear: 6, Tear: 3, Scar: 1}
	in := SheetInputFor("Megan", "", "", c, DefaultDiceTable())
	var track *sheet.Track
	for _, b := range sheetCombatPanel(in).Blocks {
		if tr, ok := b.(sheet.Track); ok && track == nil {
			track = &tr
		}
	}
	if track == nil {
		t.Fatal("no damage track on the combat page")
	}
	want := []sheet.Stroke{sheet.StrokeFill, sheet.StrokePlus, sheet.StrokePlus, sheet.StrokeDash, sheet.StrokeDash, sheet.StrokeDash}
	if !slices.Equal(track.Strokes, want) {
		t.Fatalf("!slices.Equal(track.Strokes, want): strokes %v (checked %d), want %v", track.Strokes, track.Checked, want)
	} else if track.Checked != 0 {
		t.Fatalf("track.Checked != 0: strokes %v (checked %d), want %v", track.Strokes, track.Checked, want)
	}
	if track.Label != "Damage (wear —, tear |)" {
		t.Fatalf("legend %q", track.Label)
	}
}
