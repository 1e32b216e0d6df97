package tracker

import "testing"

// The social pane's chart is the book's (000_83d7bea2fb475415.txt "(-3)
// Abhorrent argument – decrease the team's score by 5" … "(+3) Phenomenal
// argument – increase the team's score by 5"), its numbers now from
// drgn.SocialScore; the words are those the pane always showed.
func TestChartTextIsTheBookChart(t *testing.T) {
	want := "Rate each team's argument from -3 (Abhorrent, score -5) to +3 (Phenomenal, +5): " +
		"-3 gives -5, -2 gives -3, -1 gives -1, 0 gives 0, +1 gives +1, +2 gives +3, +3 gives +5. After the last round the highest score wins, by its margin; a tie gives no team what it wants."
	if got := chartText(); got != want {
		t.Errorf("chart:\n got %q\nwant %q", got, want)
	}
}
