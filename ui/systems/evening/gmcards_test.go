//go:build ci

package evening

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	"sessionzero/rules/encounter"
	eve "sessionzero/rules/evening"
	"sessionzero/ui/libtest"
	"sessionzero/ui/uitest"
)

func gmType(t *testing.T, g *gmTab, key, text string) {
	t.Helper()
	setField(t, g.inputs, g.spec.card+" "+key, key, text)
}

// cardText is the card as shown.
func cardText(g *gmTab) string { return uitest.TextOf(g.out) }

func TestGMCardsFromTheToolsMenu(t *testing.T) { runTool(t, "Evening GM cards…", "Evening GM cards") }

// TestGMThreatCard builds threats from the rating table (L765–790) with
// the spec's corrections, saves one for a campaign, and adds it to an
// encounter as its stat block.
func TestGMThreatCard(t *testing.T) {
	answerYes(t)
	l, _, store := libtest.New(t)
	ctx := context.Background()
	// A party of one level-1 character (MAR 1) in the campaign.
	if _, err := store.EnsureCampaign(ctx, "Marsh"); err != nil {
		t.Fatal(err)
	}
	data, _ := eve.NewCharacter().Encode()
	if err := store.CreateInCampaign(ctx, &model.Character{System: eve.ID, Name: "Ada", Data: data}, "Marsh"); err != nil {
		t.Fatal(err)
	}
	l.Reload()
	w := openGMCards(l)
	t.Cleanup(w.win.Close)
	w.win.Resize(fyne.NewSize(1280, 720))
	w.campaign.SetSelected("Marsh")
	th := w.tab("threat")

	// A new threat is rating 1: health 50, not the book's 15 (EVE-23).
	text := cardText(th)
	for _, want := range []string{"Health\n50", "Hit TN\n14", "Attack TN\n14", "Attacks\n2: 12 (2d8+3), 12 (2d8+3)", "the book prints 15", "Expected rounds\n3–3"} {
		if !strings.Contains(text, want) {
			t.Errorf("rating 1 card lacks %q:\n%s", want, text)
		}
	}
	gmType(t, th, "book_health", "true")
	if !strings.Contains(cardText(th), "Health\n15") {
		t.Errorf("the book's health: %s", cardText(th))
	}
	gmType(t, th, "book_health", "false")

	// Rating 4 "185 | 18 | 4 | 19 (3d10+3)"; Vicious doubles damage and
	// adds 3 to its attack TN (L907), Champion doubles one attack and
	// adds 3 to both (L832–833), Behemoth doubles health (L826): EVE-26.
	gmType(t, th, "name", "Marsh ogre")
	gmType(t, th, "rating", "4")
	gmType(t, th, "traits", "behemoth, champion, vicious")
	text = cardText(th)
	for _, want := range []string{"Health\n370", "Hit TN\n21", "Attack TN\n24", "Attacks\n4: 76 (3d10+3), 38 (3d10+3), 38 (3d10+3), 38 (3d10+3)",
		"Space\n4 (4×4 squares)", "Expected rounds\n3–12", "Ada (MAR 1): gives XP"} {
		if !strings.Contains(text, want) {
			t.Errorf("the ogre's card lacks %q:\n%s", want, text)
		}
	}

	// Boosting keeps the total dice: 4 × 3d10+3 = 6d10+6 and 6d10+6 (L814).
	gmType(t, th, "traits", "")
	gmType(t, th, "attacks", "6d10+6\n6d10+6, multiple targets")
	{
		text := cardText(th)
		if !strings.Contains(text, "Attacks\n2: 39 (6d10+6), 19 (6d10+6)") {
			t.Fatalf("!strings.Contains(text, \"Attacks\\n2: 39 (6d10+6), 19 (6d10+6)\"): boosted attacks:\n%s", text)
		}
		if !strings.Contains(text, "Total dice\n12d10+12 (4 × 3d10+3)") {
			t.Errorf("!strings.Contains(text, \"Total dice\\n12d10+12 (4 × 3d10+3)\"): boosted attacks:\n%s", text)
		}
	}
	gmType(t, th, "attacks", "6d10+6\n6d10+9")
	{
		text := cardText(th)
		if !strings.Contains(text, "No card yet") {
			t.Fatalf("!strings.Contains(text, \"No card yet\"): a reshape that adds damage is refused:\n%s", text)
		}
		if !strings.Contains(text, "keep the total") {
			t.Fatalf("!strings.Contains(text, \"keep the total\"): a reshape that adds damage is refused:\n%s", text)
		}
		if !th.save.Disabled() {
			t.Errorf("!th.save.Disabled(): a reshape that adds damage is refused:\n%s", text)
		}
	}
	gmType(t, th, "attacks", "")
	gmType(t, th, "strength.text", "Fire")
	{
		text := cardText(th)
		if !strings.Contains(text, "No card yet") {
			t.Fatalf("!strings.Contains(text, \"No card yet\"): a strength without its TN:\n%s", text)
		}
		if !strings.Contains(text, "use hit, attack or both") {
			t.Errorf("!strings.Contains(text, \"use hit, attack or both\"): a strength without its TN:\n%s", text)
		}
	}
	gmType(t, th, "strength.tn", "hit")
	gmType(t, th, "traits", "legendary")
	{
		text := cardText(th)
		if !strings.Contains(text, "Legendary\n3 actions, 3 resistances") {
			t.Fatalf("!strings.Contains(text, \"Legendary\\n3 actions, 3 resistances\"): legendary with a strength:\n%s", text)
		}
		if !strings.Contains(text, "Strength\nFire: +6 to its hit TN") {
			t.Errorf("!strings.Contains(text, \"Strength\\nFire: +6 to its hit TN\"): legendary with a strength:\n%s", text)
		}
	}
	{
		m := w.win.Content().MinSize()
		if m.Width > 1280 {
			t.Fatalf("m.Width > 1280: the GM cards window needs %v", m)
		}
		if m.Height > 720 {
			t.Errorf("m.Height > 720: the GM cards window needs %v", m)
		}
	}

	test.Tap(th.save)
	rows, err := store.HomebrewEntries(ctx, eve.ID, eve.KindStatBlock)
	if err != nil {
		t.Fatalf("err != nil: saved %v %+v, status %q", err, rows, w.status.Text)
	}
	if len(rows) != 1 {
		t.Fatalf("len(rows) != 1: saved %v %+v, status %q", err, rows, w.status.Text)
	}
	if rows[0].Name != "Marsh ogre" {
		t.Fatalf(`rows[0].Name != "Marsh ogre": saved %v %+v, status %q`, err, rows, w.status.Text)
	}
	if !strings.Contains(w.status.Text, "Saved Marsh ogre for Marsh") {
		t.Fatalf(`!strings.Contains(w.status.Text, "Saved Marsh ogre for Marsh"): saved %v %+v, status %q`, err, rows, w.status.Text)
	}
	var saved map[string]any
	_ = json.Unmarshal(rows[0].Data, &saved)
	if saved["campaign"] != "Marsh" {
		t.Fatalf(`saved["campaign"] != "Marsh": saved card %v`, saved)
	}
	if saved["type"] != "threat" {
		t.Fatalf(`saved["type"] != "threat": saved card %v`, saved)
	}
	if saved["rating"] != 4.0 {
		t.Errorf(`saved["rating"] != 4.0: saved card %v`, saved)
	}
	// The encounter window's "Saved stat block" reads it as a combatant
	// the Evening rules accept (§8.1).
	var cs encounter.CombatantSetup
	{
		err := json.Unmarshal(rows[0].Data, &cs)
		if err != nil {
			t.Fatalf("err != nil: as a combatant: %v %+v", err, cs)
		}
		if cs.Kind != "threat" {
			t.Fatalf(`cs.Kind != "threat": as a combatant: %v %+v`, err, cs)
		}
		if cs.Stats["max_hp"] != 185 {
			t.Fatalf(`cs.Stats["max_hp"] != 185: as a combatant: %v %+v`, err, cs)
		}
		if cs.Stats["hit_tn"] != 21 {
			t.Fatalf(`cs.Stats["hit_tn"] != 21: as a combatant: %v %+v`, err, cs)
		}
		if cs.Stats["strength_hit"] != 1 {
			t.Errorf(`cs.Stats["strength_hit"] != 1: as a combatant: %v %+v`, err, cs)
		}
	}
	st := encounter.NewState(eve.ID, eve.EncounterCombat)
	st.AddSide(encounter.SideSetup{ID: "party", Players: true})
	st.AddSide(encounter.SideSetup{ID: "foes"})
	cs.ID, cs.Side = "ogre", "foes"
	if _, err := eve.NewCombatRules().NewCombatant(st, cs); err != nil {
		t.Errorf("the rules refuse the saved threat: %v", err)
	}

	// Reused: another campaign does not list it; the same name is refused.
	w.campaign.SetSelected(gmEveryCampaign)
	if th.list.Len() != 0 {
		t.Errorf("every-campaign view lists %d threats of Marsh", th.list.Len())
	}
	gmType(t, th, "name", "Marsh ogre")
	if th.saveCard() {
		t.Fatalf("th.saveCard(): a second Marsh ogre: %q", w.status.Text)
	}
	if !strings.Contains(w.status.Text, "already a card of the campaign Marsh") {
		t.Errorf(`!strings.Contains(w.status.Text, "already a card of the campaign Marsh"): a second Marsh ogre: %q`, w.status.Text)
	}
	w.campaign.SetSelected("Marsh")
	if th.list.Len() != 1 {
		t.Fatalf("Marsh lists %d threats", th.list.Len())
	}
	th.list.Select(0)
	{
		got := th.inputs["rating"].(*widget.Select).Selected
		if got != "4" {
			t.Fatalf("got != \"4\": the saved ogre reopens at rating %q:\n%s", got, cardText(th))
		}
		if !strings.Contains(cardText(th), "Legendary") {
			t.Errorf("!strings.Contains(cardText(th), \"Legendary\"): the saved ogre reopens at rating %q:\n%s", got, cardText(th))
		}
	}
	test.Tap(th.del)
	if rows, _ := store.HomebrewEntries(ctx, eve.ID, eve.KindStatBlock); len(rows) != 0 {
		t.Errorf("after delete: %+v", rows)
	}
}

// TestGMChallengeDangerAndThread: a challenge's TN is 3 × rating
// (L707–719), complexity 4 needs 6 successes before 3 failures (L723–733);
// the book's one-liner (L703); a danger and a thread card save too.
func TestGMChallengeDangerAndThread(t *testing.T) {
	l, _, store := libtest.New(t)
	ctx := context.Background()
	w := openGMCards(l)
	t.Cleanup(w.win.Close)
	w.win.Resize(fyne.NewSize(1280, 720))
	w.tabs.SelectIndex(2)
	ch := glowingCube(t, w)
	text := cardText(ch)
	for _, want := range []string{"TN\n15", "poor 21 · risky 18 · fine 15 · good 12 · perfect 9", "Successes needed\n6", "Failure threshold\n3",
		"The glowing cube in maze will detonate, obliterating everyone unless safely defused.", "Odds\n"} {
		if !strings.Contains(text, want) {
			t.Errorf("the challenge lacks %q:\n%s", want, text)
		}
	}
	test.Tap(ch.save)
	{
		rows, err := store.HomebrewEntries(ctx, eve.ID, eve.KindChallenge)
		if err != nil {
			t.Fatalf("err != nil: challenge saved: %v %+v, %q", err, rows, w.status.Text)
		}
		if len(rows) != 1 {
			t.Fatalf("len(rows) != 1: challenge saved: %v %+v, %q", err, rows, w.status.Text)
		}
		if !strings.Contains(string(rows[0].Data), `"scenario":"The glowing cube in maze"`) {
			t.Fatalf("!strings.Contains(string(rows[0].Data), `\"scenario\":\"The glowing cube in maze\"`): challenge saved: %v %+v, %q", err, rows, w.status.Text)
		}
	}

	// A danger: TN 3 × rating (L919–929), the threat row's attacks.
	dg := w.tab("danger")
	gmType(t, dg, "name", "Collapsing mine")
	gmType(t, dg, "rating", "3")
	gmType(t, dg, "complexity", "2")
	text = cardText(dg)
	for _, want := range []string{"TN\n9", "Successes needed\n4", "Failure threshold\n2", "Attacks\n3: 22 (3d12+3)"} {
		if !strings.Contains(text, want) {
			t.Errorf("the danger lacks %q:\n%s", want, text)
		}
	}
	test.Tap(dg.save)

	// A thread: length 4–12 (L391).
	tr := w.tab("thread")
	gmType(t, tr, "name", "The baron's debt")
	gmType(t, tr, "length", "8")
	gmType(t, tr, "kind", "intrigue")
	gmType(t, tr, "outcome", "the baron seizes the mill")
	{
		text := cardText(tr)
		if !strings.Contains(text, "Length\n8 marks") {
			t.Fatalf("!strings.Contains(text, \"Length\\n8 marks\"): the thread card:\n%s", text)
		}
		if !strings.Contains(text, "\"when you make a thread, tell everyone.\" (Threads)") {
			t.Errorf("!strings.Contains(text, \"\\\"when you make a thread, tell everyone.\\\" (Threads)\"): the thread card:\n%s", text)
		}
	}
	test.Tap(tr.save)
	for kind, n := range map[string]int{eve.KindStatBlock: 1, eve.KindThread: 1} {
		if rows, _ := store.HomebrewEntries(ctx, eve.ID, kind); len(rows) != n {
			t.Errorf("%s rows: %+v (%q)", kind, rows, w.status.Text)
		}
	}
	// A quick stat block of the encounter window (no type) is not a card.
	if err := store.PutHomebrew(ctx, &model.Homebrew{System: eve.ID, Kind: eve.KindStatBlock, Name: "Quick", Data: json.RawMessage(`{"name":"Quick","stats":{"hp":5}}`)}); err != nil {
		t.Fatal(err)
	}
	w.reload()
	if w.tab("threat").list.Len() != 0 {
		t.Fatalf(`w.tab("threat").list.Len() != 0: threats %d, dangers %d`, w.tab("threat").list.Len(), w.tab("danger").list.Len())
	}
	if w.tab("danger").list.Len() != 1 {
		t.Errorf(`w.tab("danger").list.Len() != 1: threats %d, dangers %d`, w.tab("threat").list.Len(), w.tab("danger").list.Len())
	}
}

// TestGMCardOfAnUnknownCampaignIsShown: a card from another library's
// pack (or of a renamed campaign) is listed, not hidden.
func TestGMCardOfAnUnknownCampaignIsShown(t *testing.T) {
	l, _, store := libtest.New(t)
	if err := store.PutHomebrew(context.Background(), &model.Homebrew{System: eve.ID, Kind: eve.KindChallenge, Name: "Old vault",
		Data: json.RawMessage(`{"name":"Old vault","rating":2,"complexity":1,"campaign":"Gone"}`)}); err != nil {
		t.Fatal(err)
	}
	w := openGMCards(l)
	t.Cleanup(w.win.Close)
	ch := w.tab("challenge")
	if ch.list.Len() != 1 {
		t.Fatalf("%d challenges listed", ch.list.Len())
	}
	ch.list.Select(0)
	if text := cardText(ch); !strings.Contains(text, "TN\n6") {
		t.Errorf("the old vault's card:\n%s", text)
	}
}

// TestScreenshotEveningGMCards renders a threat and a challenge card
// (make screenshots).
func TestScreenshotEveningGMCards(t *testing.T) {
	l, _, _ := libtest.New(t)
	w := openGMCards(l)
	t.Cleanup(w.win.Close)
	w.win.Resize(fyne.NewSize(1280, 720))
	th := w.tab("threat")
	gmType(t, th, "name", "Marsh ogre")
	gmType(t, th, "rating", "4")
	gmType(t, th, "traits", "legendary, vicious")
	gmType(t, th, "strength.text", "Fire")
	gmType(t, th, "strength.tn", "hit")
	uitest.CheckFits(t, "Evening GM cards, a threat", w.win.Canvas(), uitest.Laptop)
	uitest.Capture(t, w.win, "evening-gm-cards-threat")
	// Rating 4 "185 | 18 | 4 | 19 (3d10+3)" (003_b350af455cb359c1.txt,
	// the threat rating table): Legendary +3 to both TNs, Vicious +3 to the
	// attack TN and twice the damage.
	cardShows(t, "evening-gm-cards-threat", cardText(th), "Health\n185", "Hit TN\n21", "Attack TN\n24",
		"Attacks\n4: 38 (3d10+3), 38 (3d10+3), 38 (3d10+3), 38 (3d10+3)", "Legendary\n3 actions, 3 resistances",
		"Strength\nFire: +6 to its hit TN")
	w.tabs.SelectIndex(2)
	ch := glowingCube(t, w)
	uitest.CheckFits(t, "Evening GM cards, a challenge", w.win.Canvas(), uitest.Laptop)
	uitest.Capture(t, w.win, "evening-gm-cards-challenge")
	// Rating 5, complexity 4: TN 3 × 5, 4 + 2 successes, failure at 3.
	cardShows(t, "evening-gm-cards-challenge", cardText(ch), "TN\n15", "TN by approach\npoor 21 · risky 18 · fine 15 · good 12 · perfect 9",
		"Successes needed\n6", "Failure threshold\n3", "The glowing cube in maze will detonate, obliterating everyone unless safely defused.",
		"to resolve at +5 (fine approach)")
}

// cardShows fails once for each of wants a card's text lacks.
func cardShows(t *testing.T, picture, text string, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !strings.Contains(text, want) {
			t.Errorf("%s does not show %q; the card reads:\n%s", picture, want, text)
		}
	}
}

// glowingCube fills the challenge tab with the book's example (L703) at
// rating 5, complexity 4, and odds for +5.
func glowingCube(t *testing.T, w *gmWindow) *gmTab {
	t.Helper()
	ch := w.tab("challenge")
	gmType(t, ch, "name", "The glowing cube")
	gmType(t, ch, "scenario", "The glowing cube in maze")
	gmType(t, ch, "threat", "detonate, obliterating everyone")
	gmType(t, ch, "resolution", "safely defused")
	gmType(t, ch, "rating", "5")
	gmType(t, ch, "complexity", "4")
	test.Type(ch.modifier, "5")
	return ch
}
