package evening

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	eve "sessionzero/rules/evening"
	"sessionzero/ui/libtest"
	"sessionzero/ui/plugin"
	"sessionzero/ui/uitest"
)

// saves records what the builder saved.
type saves struct{ data []json.RawMessage }

func (s *saves) last() json.RawMessage {
	if len(s.data) == 0 {
		return nil
	}
	return s.data[len(s.data)-1]
}

// openBuilder runs the registered BuilderFunc in a 1280×680 test window.
func openBuilder(t *testing.T, name string, data json.RawMessage) (*builder, fyne.Window, *saves) {
	t.Helper()
	return openBuilderWith(t, nil, name, data)
}

// openBuilderWith is openBuilder with a library for the catalog.
func openBuilderWith(t *testing.T, store *model.Store, name string, data json.RawMessage) (*builder, fyne.Window, *saves) {
	t.Helper()
	test.NewTempApp(t)
	s := &saves{}
	obj := libtest.Build(t, eve.ID, plugin.BuilderContext{Store: store, Name: name, Data: data, SetData: func(d json.RawMessage) { s.data = append(s.data, d) }})
	w := test.NewWindow(obj)
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(1280, 680))
	v, ok := obj.(*builderView)
	if !ok {
		return nil, w, s
	}
	return v.Held, w, s
}

func newData(t *testing.T) json.RawMessage {
	t.Helper()
	d, err := eve.NewCharacter().Encode()
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// open selects a step by title.
func (b *builder) open(t *testing.T, title string) {
	t.Helper()
	for i, s := range b.steps {
		if s.title == title {
			b.nav.Select(i)
			return
		}
	}
	t.Fatalf("no step %q", title)
}

func entryOf(t *testing.T, b *builder, name string) *widget.Entry {
	t.Helper()
	e, ok := b.w[name].(*widget.Entry)
	if !ok {
		t.Fatalf("no entry %q", name)
	}
	return e
}

func tap(t *testing.T, b *builder, name string) {
	t.Helper()
	bt, ok := b.w[name].(*widget.Button)
	if !ok {
		t.Fatalf("no button %q", name)
	}
	test.Tap(bt)
}

func choose(t *testing.T, b *builder, name, option string) {
	t.Helper()
	s, ok := b.w[name].(*widget.Select)
	if !ok {
		t.Fatalf("no select %q", name)
	}
	s.SetSelected(option)
	if s.Selected != option {
		t.Fatalf("%s has no option %q (%v)", name, option, s.Options)
	}
}

// retype replaces an entry's text as a user selecting it and typing would.
func retype(t *testing.T, b *builder, name, text string) {
	t.Helper()
	e := entryOf(t, b, name)
	e.SetText("")
	test.Type(e, text)
}

// texts are every label's text under an object.
func texts(o fyne.CanvasObject) []string {
	var out []string
	switch x := o.(type) {
	case *widget.Label:
		out = append(out, x.Text)
	case *fyne.Container:
		for _, c := range x.Objects {
			out = append(out, texts(c)...)
		}
	case *container.Scroll:
		out = append(out, texts(x.Content)...)
	}
	return out
}

// buildCharacter builds a level-4 character (start level 3 and 5 XP) by
// typing and tapping through every step.
func buildCharacter(t *testing.T, b *builder) {
	t.Helper()
	b.open(t, "Abilities")
	// Step 1 and 2: "You begin with -1 in each, and have 4 points to
	// distribute." (L157); "… 3 points to distribute." (L158)
	retype(t, b, "finesse", "1")
	retype(t, b, "prowess", "1")
	retype(t, b, "resolve", "-1")
	// The step's own rows follow the typing (the Border lists its value before its label).
	if got := strings.Join(texts(b.steps[0].box), " "); !strings.Contains(got, "0 Ability points left") {
		t.Errorf("step 1 does not show 0 ability points left while typing: %q", got)
	}
	b.open(t, "Attributes")
	retype(t, b, "body", "1")
	retype(t, b, "mind", "0")
	// Step 3: the sample origin from the catalog, a class typed by hand.
	b.open(t, "Origin & class")
	choose(t, b, "origin.pick", "Sample origin (sample)")
	tap(t, b, "origin.take")
	test.Type(entryOf(t, b, "class.name"), "Warden")
	test.Type(entryOf(t, b, "class.health_first"), "10")
	test.Type(entryOf(t, b, "class.health_per_level"), "4")
	test.Type(entryOf(t, b, "class.defense_modifier"), "2")
	choose(t, b, "class.reserve_die", "d8")
	tap(t, b, "class.add")
	// Step 4: two of the origin kit's options and one typed.
	b.open(t, "Aptitudes")
	for _, a := range []string{"Athletics", "Medicine"} {
		choose(t, b, "aptitude.pick", a)
		tap(t, b, "aptitude.take")
	}
	test.Type(entryOf(t, b, "aptitude.name"), "Stealth")
	tap(t, b, "aptitude.add")
	// Level 3 (L163), a discipline (level 2) and a focus (level 3).
	b.open(t, "Level & features")
	retype(t, b, "start_level", "3")
	test.Type(entryOf(t, b, "discipline.name"), "Blade")
	tap(t, b, "discipline.add")
	test.Type(entryOf(t, b, "focus.name"), "Duelist")
	tap(t, b, "focus.add")
	b.open(t, "Equipment")
	test.Type(entryOf(t, b, "item.name"), "Rope")
	test.Type(entryOf(t, b, "item.load"), "1")
	tap(t, b, "item.add")
	test.Type(entryOf(t, b, "attack.name"), "Spear")
	test.Type(entryOf(t, b, "attack.aptitude"), "Athletics")
	choose(t, b, "attack.ability", "prowess")
	choose(t, b, "attack.attribute", "body")
	test.Type(entryOf(t, b, "attack.damage"), "1d8")
	test.Type(entryOf(t, b, "attack.reach"), "2")
	tap(t, b, "attack.add")
	b.open(t, "Threads")
	test.Type(entryOf(t, b, "thread.name"), "Find the lost bell")
	test.Type(entryOf(t, b, "thread.length"), "6")
	tap(t, b, "thread.add")
	// Play: 5 XP (level 4, L181) invested in a reserve die (L186).
	b.open(t, "Play")
	test.Type(entryOf(t, b, "play.xp_amount"), "5")
	test.Type(entryOf(t, b, "play.xp_reason"), "first storyline")
	tap(t, b, "play.gain_xp")
	tap(t, b, "play.invest")
	// The message and the pick speak the book's words, not the JSON key.
	{
		got, pick := b.message.Text, b.w["play.invest_kind"].(*widget.Select).Selected
		if got != "invested 5 XP in a reserve die" {
			t.Fatalf(`got != "invested 5 XP in a reserve die": after investing: message %q, kind shown %q`, got, pick)
		}
		if pick != "reserve die" {
			t.Errorf(`pick != "reserve die": after investing: message %q, kind shown %q`, got, pick)
		}
	}
}

// TestBuildByTapsAndTyping builds a character through the registered
// builder and checks the saved data and the summary against
// rules/evening.
func TestBuildByTapsAndTyping(t *testing.T) {
	b, _, s := openBuilder(t, "Ada", newData(t))
	buildCharacter(t, b)
	if b.message.Importance == widget.DangerImportance {
		t.Fatalf("last step failed: %s", b.message.Text)
	}
	c, err := eve.DecodeCharacter(s.last())
	if err != nil {
		t.Fatalf("saved data does not decode: %v\n%s", err, s.last())
	}
	if c.Abilities != (eve.Abilities{Finesse: 1, Prowess: 1, Resolve: -1}) {
		t.Fatalf("c.Abilities != (eve.Abilities{Finesse: 1, Prowess: 1, Resolve: -1}): saved character is not what was built: %s", s.last())
	}
	if c.Attributes != (eve.Attributes{Body: 1, Mind: 0}) {
		t.Fatalf("c.Attributes != (eve.Attributes{Body: 1, Mind: 0}): saved character is not what was built: %s", s.last())
	}
	if len(c.Origins) != 1 {
		t.Fatalf("len(c.Origins) != 1: saved character is not what was built: %s", s.last())
	}
	if len(c.Classes) != 1 {
		t.Fatalf("len(c.Classes) != 1: saved character is not what was built: %s", s.last())
	}
	if len(c.Disciplines) != 1 {
		t.Fatalf("len(c.Disciplines) != 1: saved character is not what was built: %s", s.last())
	}
	if len(c.Focuses) != 1 {
		t.Fatalf("len(c.Focuses) != 1: saved character is not what was built: %s", s.last())
	}
	if len(c.Aptitudes) != 3 {
		t.Fatalf("len(c.Aptitudes) != 3: saved character is not what was built: %s", s.last())
	}
	if len(c.Inventory) != 1 {
		t.Fatalf("len(c.Inventory) != 1: saved character is not what was built: %s", s.last())
	}
	if len(c.Attacks) != 1 {
		t.Fatalf("len(c.Attacks) != 1: saved character is not what was built: %s", s.last())
	}
	if len(c.Threads) != 1 {
		t.Fatalf("len(c.Threads) != 1: saved character is not what was built: %s", s.last())
	}
	if c.XPTotal != 5 {
		t.Fatalf("c.XPTotal != 5: saved character is not what was built: %s", s.last())
	}
	if len(c.XPInvested) != 1 {
		t.Fatalf("len(c.XPInvested) != 1: saved character is not what was built: %s", s.last())
	}
	if len(c.History) != 2 {
		t.Fatalf("len(c.History) != 2: saved character is not what was built: %s", s.last())
	}
	d, err := eve.New().Derive(s.last())
	if err != nil {
		t.Fatal(err)
	}
	shown := strings.Join(texts(b.summary), "\n")
	for _, v := range d.Values {
		{
			want := valueText(v)
			if !strings.Contains(shown, v.Label) {
				t.Fatalf("!strings.Contains(shown, v.Label): summary lacks %s = %q", v.Label, want)
			}
			if !strings.Contains(shown, want) {
				t.Errorf("!strings.Contains(shown, want): summary lacks %s = %q", v.Label, want)
			}
		}
	}
	for _, p := range d.Problems {
		if !strings.Contains(shown, p.Message) {
			t.Errorf("summary lacks the problem %q", p.Message)
		}
	}
	// A few numbers the book fixes, so the summary is not just echoing.
	for key, want := range map[string]string{
		"level":               "4",                                                // start 3 + floor(5 / 5) (L181)
		"ability_points_left": "0",                                                // L157
		"max_hp":              "10",                                               // the typed class's first-level health (EVE-9)
		"fortitude":           "2",                                                // Resolve −1 + Body 1 + defense modifier 2 (L331)
		"reserve_dice":        "d8, d8",                                           // one per class level, one bought (L371, L375)
		"aptitude_bonus":      "2",                                                // +2 at levels 1–4 (L201–221)
		"attacks":             "Spear +4, 1d8",                                    // Prowess 1 + Body 1 + AB 2 (L988)
		"xp_available":        "0",                                                // 5 earned − 5 invested (EVE-11)
		"load_capacity":       "7",                                                // 4 + Prowess 1 + Body 1 + Medium 1 (L563, EVE-37)
		"feature_levels":      "origin 1, class 1, discipline 1, focus 1, base 1", // level 4 grants a base feature (L201–221)
	} {
		v, _ := d.Get(key)
		if got := valueText(v); !strings.HasPrefix(got, want) {
			t.Errorf("%s = %q, want %q", key, got, want)
		}
	}
	if b.number("level") != 4 {
		t.Errorf("builder level %d", b.number("level"))
	}
}

// TestBadInputRefused: text that is no number, and numbers the rules'
// Validate refuses, give a one-line message and save nothing.
func TestBadInputRefused(t *testing.T) {
	tests := []struct {
		step, field, text, want string
	}{
		{"Abilities", "finesse", "abc", `Finesse: "abc" is not a whole number (not saved)`},
		{"Abilities", "finesse", "11", "abilities.finesse"},
		{"Level & features", "start_level", "25", "start_level"},
		{"Level & features", "xp_total", "-3", "xp_total"},
		{"Play", "injury", "8", "injury is 8"},
	}
	for _, tt := range tests {
		t.Run(tt.field+"="+tt.text, func(t *testing.T) {
			b, _, s := openBuilder(t, "Bad", newData(t))
			b.open(t, tt.step)
			entryOf(t, b, tt.field).SetText(tt.text)
			if len(s.data) != 0 {
				t.Errorf("saved %s", s.last())
			}
			if !strings.Contains(b.message.Text, tt.want) {
				t.Fatalf("!strings.Contains(b.message.Text, tt.want): message %q, want one red line with %q", b.message.Text, tt.want)
			}
			if strings.Contains(b.message.Text, "\n") {
				t.Fatalf("strings.Contains(b.message.Text, \"\\n\"): message %q, want one red line with %q", b.message.Text, tt.want)
			}
			if b.message.Importance != widget.DangerImportance {
				t.Errorf("b.message.Importance != widget.DangerImportance: message %q, want one red line with %q", b.message.Text, tt.want)
			}
		})
	}
	b, _, s := openBuilder(t, "Bad", newData(t))
	b.open(t, "Play")
	tap(t, b, "play.invest") // no XP to invest
	if len(s.data) != 0 {
		t.Fatalf("len(s.data) != 0: investing without XP: saved %d, message %q", len(s.data), b.message.Text)
	}
	if !strings.Contains(b.message.Text, "XP available") {
		t.Errorf(`!strings.Contains(b.message.Text, "XP available"): investing without XP: saved %d, message %q`, len(s.data), b.message.Text)
	}
}

// TestInvalidDataReadOnly: data that fails Validate opens read-only and is
// never written.
func TestInvalidDataReadOnly(t *testing.T) {
	_, w, s := openBuilder(t, "Broken", json.RawMessage(`{"abilities": {"finesse": 50}, "mystery": 1}`))
	shown := strings.Join(texts(w.Content()), " ")
	if !strings.Contains(shown, "cannot be edited") {
		t.Fatalf(`!strings.Contains(shown, "cannot be edited"): read-only view says %q`, shown)
	}
	if !strings.Contains(shown, "abilities.finesse") {
		t.Errorf(`!strings.Contains(shown, "abilities.finesse"): read-only view says %q`, shown)
	}
	if len(s.data) != 0 {
		t.Errorf("invalid data overwritten: %s", s.last())
	}
}

// TestStepSurvivesRebuild: undo rebuilds the builder; the open step stays.
func TestStepSurvivesRebuild(t *testing.T) {
	b, _, s := openBuilder(t, "Undo", newData(t))
	b.open(t, "Equipment")
	retypeOK := func() { b.open(t, "Abilities"); retype(t, b, "finesse", "2"); b.open(t, "Equipment") }
	retypeOK()
	again, _, _ := openBuilder(t, "Undo", s.data[0])
	if got := again.current; got != 5 {
		t.Errorf("rebuilt builder shows step %d, want 5 (Equipment)", got)
	}
}

// TestFitsTheWindow: the builder fits a 1280×720 window with the editor's
// fields above it; every step scrolls inside. make screenshots writes
// each step as docs/screenshots/evening-stepNN.png.
func TestFitsTheWindow(t *testing.T) {
	b, w, _ := openBuilder(t, "Ada", newData(t))
	buildCharacter(t, b)
	for i := range b.steps {
		b.nav.Select(i)
		{
			m := w.Content().MinSize()
			if m.Width > 1280 {
				t.Fatalf("m.Width > 1280: step %d: minimum size %v is over 1280×680", i+1, m)
			}
			if m.Height > 680 {
				t.Errorf("m.Height > 680: step %d: minimum size %v is over 1280×680", i+1, m)
			}
		}
		// docs/screenshots/evening-step01.png … (make screenshots).
		uitest.Capture(t, w, fmt.Sprintf("evening-step%02d", i+1))
	}
}

// TestCatalogFromTheLibrary: the library's classes are offered (a bad row
// left out), and taking the first applies its kit ("applying the kits for
// each", L159; +1 base gives +1 asset, L528).
func TestCatalogFromTheLibrary(t *testing.T) {
	store, err := model.Open(filepath.Join(t.TempDir(), "lib.db"), model.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	ctx := context.Background()
	rows := map[string]string{
		"Warden": `{"name": "Warden", "health_first": 10, "health_per_level": 4, "defense_modifier": 1, "reserve_die": 10,
			"kit": {"aptitudes": ["Athletics"], "asset_bases": {"supplies": 1}, "items": [{"name": "Shield", "load": 2}]}}`,
		"Broken": `{"name": "Broken", "reserve_die": 7}`,
	}
	for name, data := range rows {
		if err := store.PutHomebrew(ctx, &model.Homebrew{System: eve.ID, Kind: eve.KindClass, Name: name, Data: json.RawMessage(data)}); err != nil {
			t.Fatal(err)
		}
	}
	b, _, s := openBuilderWith(t, store, "Cat", newData(t))
	b.open(t, "Origin & class")
	pick := b.w["class.pick"].(*widget.Select)
	if strings.Join(pick.Options, "|") != "Sample class (sample)|Warden" {
		t.Fatalf("class options %v", pick.Options)
	}
	choose(t, b, "class.pick", "Warden")
	tap(t, b, "class.take")
	c, err := eve.DecodeCharacter(s.last())
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Classes) != 1 {
		t.Fatalf("len(c.Classes) != 1: taken class saved as %s", s.last())
	}
	if c.Classes[0].Entry == nil {
		t.Fatalf("c.Classes[0].Entry == nil: taken class saved as %s", s.last())
	}
	if c.Classes[0].Entry.ReserveDie != 10 {
		t.Fatalf("c.Classes[0].Entry.ReserveDie != 10: taken class saved as %s", s.last())
	}
	if len(c.Aptitudes) != 1 {
		t.Fatalf("len(c.Aptitudes) != 1: taken class saved as %s", s.last())
	}
	if c.Aptitudes[0].Source != "class_kit" {
		t.Fatalf(`c.Aptitudes[0].Source != "class_kit": taken class saved as %s`, s.last())
	}
	if c.Assets["supplies"] != (eve.Asset{Value: 1, Base: 1}) {
		t.Fatalf(`c.Assets["supplies"] != (eve.Asset{Value: 1, Base: 1}): taken class saved as %s`, s.last())
	}
	if len(c.Inventory) != 1 {
		t.Errorf("len(c.Inventory) != 1: taken class saved as %s", s.last())
	}
	if v, _ := b.derived.Get("reserve_dice"); valueText(v) != "d10" {
		t.Errorf("reserve dice %q", valueText(v))
	}
}

// TestPlayRestsAndRelease: a short rest spends a reserve die (L359), a
// full long rest gives the reserves back (L1084), and releasing the
// invested die returns its 5 XP (L193); all through evening.Play.
func TestPlayRestsAndRelease(t *testing.T) {
	b, _, s := openBuilder(t, "Ada", newData(t))
	buildCharacter(t, b)
	steps := []struct {
		do       func()
		key      string
		want     string
		historyN int
	}{
		{func() { retype(t, b, "current_hp", "3") }, "current_hp", "3", 2},
		// 4 + Resolve −1 + Body 1 = 4 healed (L359).
		{func() { test.Type(entryOf(t, b, "play.rolls"), "4"); tap(t, b, "play.short_rest") }, "current_hp", "7", 3},
		{func() {}, "reserves_left", "1", 3},
		{func() { tap(t, b, "play.long_rest") }, "reserves_left", "2", 4},
		{func() { choose(t, b, "play.release_pick", "reserve die, 5 XP"); tap(t, b, "play.release") }, "xp_available", "5", 5},
		{func() { test.Type(entryOf(t, b, "play.rolls"), "4 4 4"); tap(t, b, "play.short_rest") }, "reserves_left", "1", 5}, // one die left: refused
	}
	for i, st := range steps {
		st.do()
		c, err := eve.DecodeCharacter(s.last())
		if err != nil {
			t.Fatal(err)
		}
		{
			v, _ := b.derived.Get(st.key)
			if valueText(v) != st.want {
				t.Fatalf("valueText(v) != st.want: step %d: %s = %q, history %d; want %q, %d (%s)", i, st.key, valueText(v), len(c.History), st.want, st.historyN, b.message.Text)
			}
			if len(c.History) != st.historyN {
				t.Errorf("len(c.History) != st.historyN: step %d: %s = %q, history %d; want %q, %d (%s)", i, st.key, valueText(v), len(c.History), st.want, st.historyN, b.message.Text)
			}
		}
	}
	if b.message.Importance != widget.DangerImportance {
		t.Fatalf("b.message.Importance != widget.DangerImportance: three dice with one left: %q", b.message.Text)
	}
	if !strings.Contains(b.message.Text, "only 1 left") {
		t.Errorf(`!strings.Contains(b.message.Text, "only 1 left"): three dice with one left: %q`, b.message.Text)
	}
	// Resolving the thread gives 1 XP (L176) and is recorded in history.
	b.open(t, "Threads")
	tap(t, b, "thread.0.resolve")
	c, err := eve.DecodeCharacter(s.last())
	if err != nil {
		t.Fatalf("err != nil: resolved thread: xp %d, thread %+v, message %q (%v)", c.XPTotal, c.Threads, b.message.Text, err)
	}
	if c.XPTotal != 6 {
		t.Fatalf("c.XPTotal != 6: resolved thread: xp %d, thread %+v, message %q (%v)", c.XPTotal, c.Threads, b.message.Text, err)
	}
	if c.Threads[0].Outcome != "resolved" {
		t.Fatalf(`c.Threads[0].Outcome != "resolved": resolved thread: xp %d, thread %+v, message %q (%v)`, c.XPTotal, c.Threads, b.message.Text, err)
	}
	if !strings.Contains(b.message.Text, "+1 XP") {
		t.Errorf(`!strings.Contains(b.message.Text, "+1 XP"): resolved thread: xp %d, thread %+v, message %q (%v)`, c.XPTotal, c.Threads, b.message.Text, err)
	}
	tap(t, b, "thread.0.resolve")
	if c2, _ := eve.DecodeCharacter(s.last()); c2.XPTotal != 6 {
		t.Errorf("a thread resolved twice gave XP twice")
	}
	// Leverage (L548): supplies at 0 cannot be leveraged.
	b.open(t, "Play")
	choose(t, b, "play.leverage_asset", "supplies")
	test.Type(entryOf(t, b, "play.leverage_tn"), "5")
	test.Type(entryOf(t, b, "play.leverage_roll"), "9")
	test.Type(entryOf(t, b, "play.leverage_item"), "Lantern")
	tap(t, b, "play.leverage")
	if !strings.Contains(b.message.Text, "nothing to leverage") {
		t.Errorf("leverage at 0: %q", b.message.Text)
	}
}

// TestOpeningSavesNothing: opening a character and visiting every step
// writes nothing (each save would be an undo step).
func TestOpeningSavesNothing(t *testing.T) {
	b, _, s := openBuilder(t, "Quiet", newData(t))
	for i := range b.steps {
		b.nav.Select(i)
	}
	if len(s.data) != 0 {
		t.Errorf("opening saved %d times: %s", len(s.data), s.last())
	}
}

// TestLevelsZeroToTwenty: the Level step takes a start level 0–20 and XP;
// the level shown is the rules' ("Every 5 points of total experience you
// earn levels up your character by one level", L181; level 0, L165).
func TestLevelsZeroToTwenty(t *testing.T) {
	tests := []struct {
		start, xp string
		want      int
		toNext    string
	}{
		{"0", "0", 0, "—"},
		{"1", "7", 2, "3"},
		{"20", "0", 20, "—"},
		{"18", "40", 20, "—"},
	}
	for _, tt := range tests {
		t.Run(tt.start+"+"+tt.xp, func(t *testing.T) {
			b, _, s := openBuilder(t, "Lv", newData(t))
			b.open(t, "Level & features")
			retype(t, b, "start_level", tt.start)
			retype(t, b, "xp_total", tt.xp)
			c, err := eve.DecodeCharacter(s.last())
			if err != nil {
				t.Fatal(err)
			}
			v, _ := b.derived.Get("xp_to_next_level")
			{
				got := eve.Level(c.StartLevel, c.ReachedLevel1, c.XPTotal)
				if got != tt.want {
					t.Fatalf("got != tt.want: level %d (builder %d), to next %q; want %d, %q", got, b.number("level"), valueText(v), tt.want, tt.toNext)
				}
				if b.number("level") != tt.want {
					t.Fatalf(`b.number("level") != tt.want: level %d (builder %d), to next %q; want %d, %q`, got, b.number("level"), valueText(v), tt.want, tt.toNext)
				}
				if valueText(v) != tt.toNext {
					t.Errorf("valueText(v) != tt.toNext: level %d (builder %d), to next %q; want %d, %q", got, b.number("level"), valueText(v), tt.want, tt.toNext)
				}
			}
		})
	}
}
