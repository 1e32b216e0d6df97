package evening

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	eve "sessionzero/rules/evening"
	"sessionzero/ui/catalogs"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

// This file is the Evening GM cards window (Tools → Evening GM cards…):
// threat, danger, challenge and thread builders from the book's rating
// tables (specs/evening.md §7, rules/evening gm.go). Every number on a
// card comes from rules/evening with its book line or EVE decision. Cards
// are homebrew rows (threats and dangers as stat blocks the encounter
// window adds, challenges, threads) that carry the campaign they belong
// to; the window lists the chosen campaign's cards and those for every
// campaign.

// gmEveryCampaign is the campaign choice of cards that belong to none.
const gmEveryCampaign = "Every campaign"

// campaignKey is the JSON key of the campaign a card belongs to ("" or
// absent: every campaign).
const campaignKey = "campaign"

func numberOptions(from, to int) []string {
	var out []string
	for i := from; i <= to; i++ {
		out = append(out, strconv.Itoa(i))
	}
	return out
}

var attackField = field{Key: "attacks", Label: "Attacks", Kind: catalogs.Custom, Codec: attacksCodec,
	Hint: "blank: the table's; one a line: 6d6+8, multiple targets, certain (Threats › Customizing Damage)"}

// gmSpec is one tab of the window.
type gmSpec struct {
	card, title, kind, typ string // typ: a stat block's type
	fields                 []field
}

var gmSpecs = []gmSpec{
	{card: "threat", title: "Threats", kind: eve.KindStatBlock, typ: "threat", fields: []field{
		{Key: "name", Label: "Name", Kind: catalogs.Text, Hint: "Ogre of the marsh"},
		{Key: "rating", Label: "Rating", Kind: catalogs.Select, Options: numberOptions(1, 10), Hint: "1–10 (Threats)"},
		{Key: "traits", Label: "Traits", Kind: catalogs.Checks, Options: eve.Traits, Hint: "see Threats › Traits; they stack"},
		{Key: "strength.text", Label: "Strength", Kind: catalogs.Text, Hint: "fire: its TN moves 6 (Threats › Determining Strengths & Weaknesses)"},
		{Key: "strength.tn", Label: "Strength moves", Kind: catalogs.Select, Options: []string{"hit", "attack", "both"}, Hint: "which TN"},
		{Key: "weakness.text", Label: "Weakness", Kind: catalogs.Text, Hint: "cold iron (Threats › Determining Strengths & Weaknesses)"},
		{Key: "weakness.tn", Label: "Weakness moves", Kind: catalogs.Select, Options: []string{"hit", "attack", "both"}, Hint: "which TN"},
		attackField,
		{Key: "phases", Label: "Phases", Kind: catalogs.Int, Hint: "Phased: health refills at 0 (Threats › Traits › Phased)"},
		{Key: "swarm_count", Label: "Swarm members", Kind: catalogs.Int, Hint: "Swarm"},
		{Key: "initiative_bonus", Label: "Initiative bonus", Kind: catalogs.Int, Hint: "d20 + this (default 0)"},
		{Key: "book_health", Label: "Book's health at rating 1", Kind: catalogs.Bool, Hint: "15 instead of 50"},
		{Key: "size", Label: "Size", Kind: catalogs.Select, Options: eve.SizeNames()},
		{Key: "notes", Label: "Notes", Kind: catalogs.Long},
	}},
	{card: "danger", title: "Dangers", kind: eve.KindStatBlock, typ: "danger", fields: []field{
		{Key: "name", Label: "Name", Kind: catalogs.Text, Hint: "Collapsing mine"},
		{Key: "scenario", Label: "Scenario", Kind: catalogs.Text, Hint: "The old mine"},
		{Key: "threat", Label: "Threat", Kind: catalogs.Text, Hint: "collapse on everyone inside"},
		{Key: "resolution", Label: "Resolution", Kind: catalogs.Text, Hint: "the supports are shored up"},
		{Key: "rating", Label: "Rating", Kind: catalogs.Select, Options: numberOptions(1, 10), Hint: "TN 3 × rating (Dangers › Danger Rating)"},
		{Key: "complexity", Label: "Complexity", Kind: catalogs.Select, Options: numberOptions(1, 10), Hint: "see Dangers › Complexity"},
		attackField,
		{Key: "initiative_bonus", Label: "Initiative bonus", Kind: catalogs.Int, Hint: "d20 + this"},
		{Key: "notes", Label: "Notes", Kind: catalogs.Long},
	}},
	{card: "challenge", title: "Challenges", kind: eve.KindChallenge, fields: []field{
		{Key: "name", Label: "Name", Kind: catalogs.Text, Hint: "The glowing cube"},
		{Key: "scenario", Label: "Scenario", Kind: catalogs.Text, Hint: "The glowing cube in maze"},
		{Key: "threat", Label: "Threat", Kind: catalogs.Text, Hint: "detonate, obliterating everyone"},
		{Key: "resolution", Label: "Resolution", Kind: catalogs.Text, Hint: "safely defused"},
		{Key: "rating", Label: "Rating", Kind: catalogs.Select, Options: numberOptions(1, 10), Hint: "TN 3 × rating (Challenges › How Challenges Work)"},
		{Key: "complexity", Label: "Complexity", Kind: catalogs.Select, Options: numberOptions(1, 10), Hint: "see Challenges › How Challenges Work"},
		{Key: "urgency", Label: "Urgency", Kind: catalogs.Text, Hint: "scene, evening, month… or none (Challenges › How Challenges Work)"},
	}},
	{card: "thread", title: "Threads", kind: eve.KindThread, fields: []field{
		{Key: "name", Label: "Name", Kind: catalogs.Text, Hint: "The baron's debt"},
		{Key: "summary", Label: "Summary", Kind: catalogs.Long, Hint: "what's going on (Threads)"},
		{Key: "length", Label: "Length", Kind: catalogs.Select, Options: numberOptions(4, 12), Hint: "4–12 marks (Threads)"},
		{Key: "outcome", Label: "Outcome", Kind: catalogs.Text, Hint: "what happens if it resolves (Threads)"},
		{Key: "kind", Label: "Kind", Kind: catalogs.Select, Options: eve.ThreadKinds, Hint: "see Threads › Kinds of Thread"},
		{Key: "player_thread", Label: "A player's thread", Kind: catalogs.Bool, Hint: "see Threads"},
		{Key: "prepared_actions", Label: "Prepared actions", Kind: catalogs.Strings, Hint: "comma-separated (Threads)"},
		{Key: "parent", Label: "Continues", Kind: catalogs.Text, Hint: "the thread it is stacked on (Threads)"},
	}},
}

// gmWindow is the GM cards window.
type gmWindow struct {
	h        plugin.Host
	win      fyne.Window
	tabs     *container.AppTabs
	campaign *widget.Select
	status   *widget.Label
	cards    []*gmTab
}

// gmTab is one card type: the saved cards, the form and the live card.
type gmTab struct {
	w        *gmWindow
	spec     gmSpec
	list     *catalogs.List
	rows     []model.Homebrew // the chosen campaign's cards and everyone's
	selected int
	inputs   map[string]fyne.CanvasObject
	out      *fyne.Container // the derived card
	modifier *widget.Entry   // challenges: the odds panel's modifier
	save     *widget.Button
	del      *widget.Button
	right    *fyne.Container
}

// openGMCards opens the window on the campaign the library shows.
func openGMCards(h plugin.Host) *gmWindow {
	w := &gmWindow{h: h}
	w.win = h.App().NewWindow("Evening GM cards")
	w.status = catalogs.NewStatus()
	names := []string{gmEveryCampaign}
	chosen := gmEveryCampaign
	for _, c := range h.Campaigns() {
		names = append(names, c.Name)
		if c.ID == h.ShownCampaign() {
			chosen = c.Name
		}
	}
	w.campaign = widget.NewSelect(names, func(string) { w.reload() })
	var tabs []*container.TabItem
	for _, spec := range gmSpecs {
		t := w.newTab(spec)
		w.cards = append(w.cards, t)
		tabs = append(tabs, container.NewTabItem(spec.title, t.content()))
	}
	w.tabs = container.NewAppTabs(tabs...)
	top := container.NewBorder(nil, nil, widget.NewLabel("Campaign"), nil, w.campaign)
	w.win.SetContent(container.NewBorder(top, container.NewVBox(widget.NewSeparator(), w.status), nil, nil, w.tabs))
	w.win.Resize(fyne.NewSize(1200, 700))
	w.campaign.SetSelected(chosen) // reloads
	w.win.Show()
	return w
}

// tab is the tab of a card type ("threat", "danger", "challenge", "thread").
func (w *gmWindow) tab(card string) *gmTab {
	for _, t := range w.cards {
		if t.spec.card == card {
			return t
		}
	}
	return nil
}

// campaignName is the chosen campaign ("" for every campaign).
func (w *gmWindow) campaignName() string {
	if w.campaign.Selected == gmEveryCampaign {
		return ""
	}
	return w.campaign.Selected
}

func (w *gmWindow) say(bad bool, format string, a ...any) {
	catalogs.SetStatus(w.status, bad, format, a...)
}

func (w *gmWindow) reload() {
	for _, t := range w.cards {
		if err := t.load(); err != nil {
			w.say(true, "%v", err)
		}
		t.show(-1)
	}
}

func (w *gmWindow) newTab(spec gmSpec) *gmTab {
	t := &gmTab{w: w, spec: spec, selected: -1, inputs: map[string]fyne.CanvasObject{}}
	t.list = catalogs.NewList("Saved "+strings.ToLower(spec.title), "New "+spec.card, func() { t.show(-1) })
	t.list.OnSelected = func(i int) { t.show(i) }
	return t
}

func (t *gmTab) content() fyne.CanvasObject {
	form := catalogs.NewForm(t.spec.fields, t.inputs)
	catalogs.OnChange(t.inputs, t.update)
	t.out = container.NewVBox()
	t.save = widget.NewButtonWithIcon("Save card", theme.DocumentSaveIcon(), func() { t.saveCard() })
	t.save.Importance = widget.HighImportance
	t.del = widget.NewButtonWithIcon("Delete…", theme.DeleteIcon(), func() { t.askDelete() })
	extra := container.NewVBox()
	if t.spec.card == "challenge" {
		t.modifier = widgets.Entry("+5")
		t.modifier.OnChanged = func(string) { t.update() }
		extra.Add(widget.NewForm(widget.NewFormItem("Odds for a modifier", t.modifier)))
	}
	if t.spec.card == "thread" {
		var names []string
		for _, s := range eve.ThreadActionSuggestions {
			names = append(names, s.Name+" ("+s.Line+")")
		}
		extra.Add(widgets.Explain("Thread actions the book suggests (Threads › Making Thread Actions): " + strings.Join(names, "; ") + "."))
	}
	cardBox := container.NewVBox(widgets.Bold("The card"), t.out)
	formCol := container.NewVBox(form, extra, container.NewHBox(t.save, t.del))
	right := container.NewGridWithColumns(2, formCol, cardBox)
	t.right = container.NewVBox(right)
	split := container.NewHSplit(t.list.Content(), container.NewVScroll(t.right))
	split.Offset = 0.2
	return split
}

// cardCampaign reads a card's campaign.
func cardCampaign(data json.RawMessage) string {
	var head struct {
		Campaign string `json:"campaign"`
		Type     string `json:"type"`
	}
	_ = json.Unmarshal(data, &head)
	return head.Campaign
}

// load lists the chosen campaign's cards of the tab's type and those for
// every campaign (with "Every campaign" chosen, only those).
func (t *gmTab) load() error {
	rows, err := catalogs.Rows(t.w.h.Context(), t.w.h.Store(), eve.ID, t.spec.kind)
	t.rows = t.rows[:0]
	var items []catalogs.Item
	want := t.w.campaignName()
	known := map[string]bool{}
	for _, c := range t.w.h.Campaigns() {
		known[strings.ToLower(c.Name)] = true
	}
	for _, r := range rows {
		var head struct {
			Campaign string `json:"campaign"`
			Type     string `json:"type"`
			Rating   int    `json:"rating"`
			Length   int    `json:"length"`
		}
		if json.Unmarshal(r.Data, &head) != nil || head.Type != t.spec.typ {
			continue // another type, or a quick stat block of the encounter window
		}
		// A card of a campaign this library does not have (renamed, or from
		// another library's pack) is shown with every campaign's.
		orphan := head.Campaign != "" && !known[strings.ToLower(head.Campaign)]
		if head.Campaign != "" && !orphan && !strings.EqualFold(head.Campaign, want) {
			continue // another campaign's (want "" lists only the cards for every campaign)
		}
		label := r.Name
		switch {
		case head.Rating > 0:
			label += fmt.Sprintf(" · rating %d", head.Rating)
		case head.Length > 0:
			label += fmt.Sprintf(" · length %d", head.Length)
		}
		switch {
		case orphan:
			label += " · campaign " + head.Campaign + " (not in this library)"
		case head.Campaign == "":
			label += " · every campaign"
		}
		t.rows = append(t.rows, r)
		items = append(items, catalogs.Item{Label: label})
	}
	t.list.SetItems(items)
	return err
}

// show fills the form with card i (-1: a new card at rating 1).
func (t *gmTab) show(i int) {
	t.selected = i
	data := json.RawMessage(`{"rating":1,"complexity":1,"length":4}`)
	if i >= 0 && i < len(t.rows) {
		data = t.rows[i].Data
	} else {
		t.list.UnselectAll()
	}
	catalogs.Fill(t.spec.fields, t.inputs, data)
	if i >= 0 {
		t.del.Enable()
	} else {
		t.del.Disable()
	}
	t.update()
}

// cardLine is one number of a card: its label, value and where it comes from.
type cardLine struct{ label, value, explain string }

// read reads the form over the shown card.
func (t *gmTab) read() (catalogs.Keep, error) {
	var base json.RawMessage
	if t.selected >= 0 && t.selected < len(t.rows) {
		base = t.rows[t.selected].Data
	}
	top, err := catalogs.Read(t.spec.fields, t.inputs, base)
	if err != nil {
		return nil, err
	}
	if t.spec.typ != "" {
		top["type"], _ = json.Marshal(t.spec.typ)
	}
	return top, nil
}

// derive is the card's numbers for the form, from rules/evening.
func (t *gmTab) derive() (catalogs.Keep, []cardLine, []string, error) {
	top, err := t.read()
	if err != nil {
		return nil, nil, nil, err
	}
	data, err := json.Marshal(top)
	if err != nil {
		return nil, nil, nil, err
	}
	switch t.spec.card {
	case "threat", "danger":
		var s eve.StatBlock
		if err := json.Unmarshal(data, &s); err != nil {
			return nil, nil, nil, err
		}
		lines, explain, err := statBlockLines(s)
		return top, lines, explain, err
	case "challenge":
		var c eve.Challenge
		if err := json.Unmarshal(data, &c); err != nil {
			return nil, nil, nil, err
		}
		lines, explain, err := challengeLines(c, t.modifier.Text)
		return top, lines, explain, err
	default:
		var c eve.ThreadCard
		if err := json.Unmarshal(data, &c); err != nil {
			return nil, nil, nil, err
		}
		if err := c.Validate(); err != nil {
			return nil, nil, nil, fmt.Errorf("evening thread: %w", err)
		}
		lines := []cardLine{{"Length", fmt.Sprintf("%d marks", c.Length), `"write down a number between 4 and 12. The longer this number, the longer the thread will influence your game." (Threads)`},
			{"Public", "tell everyone", `"when you make a thread, tell everyone." (Threads)`}}
		if c.Outcome != "" {
			lines = append(lines, cardLine{"Outcome", c.Outcome, "what happens if the thread resolves (Threads)"})
		}
		return top, lines, []string{"Resolving a thread gives 1 XP to each character (Progression)."}, nil
	}
}

// statBlockLines are a threat's or danger's numbers (§7.2, §7.3).
func statBlockLines(s eve.StatBlock) ([]cardLine, []string, error) {
	// Boosting and exchanging keep the table's total dice and bonus
	// (L814–816, L965–967).
	var total cardLine
	if s.Rating >= 1 && s.Rating <= 10 {
		row := eve.ThreatTable[s.Rating]
		var before, after []string
		for range row.Attacks {
			before = append(before, row.Dice)
		}
		for _, a := range s.Attacks {
			after = append(after, a.Dice)
		}
		if len(after) > 0 {
			if err := eve.CheckReshape(before, after); err != nil {
				return nil, nil, fmt.Errorf("rating %d has %d × %s: %w", s.Rating, row.Attacks, row.Dice, err)
			}
		}
		sum, err := eve.DamageTotal(before)
		if err != nil {
			return nil, nil, err
		}
		total = cardLine{"Total dice", fmt.Sprintf("%s (%d × %s)", sum, row.Attacks, row.Dice),
			"what boosting and exchanging attacks keep (Threats › Customizing Damage)"}
	}
	c, err := s.Card()
	if err != nil {
		return nil, nil, err
	}
	var attacks []string
	for i, d := range c.Damage {
		attacks = append(attacks, fmt.Sprintf("%d (%s)", d, c.DamageDice[i]))
	}
	attackLine := cardLine{"Attacks", fmt.Sprintf("%d: %s", c.AttackCount, strings.Join(attacks, ", ")),
		"flat damage, the floor of the dice's mean; Vicious × 2, Champion × 2 on one attack, then multiple targets and certain halve (Threats › Customizing Damage)"}
	if s.Type == eve.CombatantDanger {
		return []cardLine{
			{"TN", strconv.Itoa(c.TN), "3 × rating (Dangers › Danger Rating); resolution checks use it ± suitability"},
			{"Successes needed", strconv.Itoa(c.SuccessesNeeded), "complexity + 2 (Dangers › Complexity)"},
			{"Failure threshold", strconv.Itoa(c.FailureThreshold), "reaching it, the danger's threat happens (Dangers › Complexity)"},
			attackLine, total,
			{"Initiative", fmt.Sprintf("d20 %+d", s.InitiativeBonus), "d20 + the initiative bonus, 0 unless the card gives one"},
		}, c.Explain, nil
	}
	health := "5 + 45 × rating (Threats)"
	if s.Rating == 1 {
		health = "rating 1: 50 in the app, the book prints 15"
		if s.BookHealth {
			health = "rating 1: the book's 15 (the app makes it 50 by default; Threats › Threat Rating)"
		}
	}
	if slices.Contains(s.Traits, eve.TraitBehemoth) {
		health += "; Behemoth doubles it (Threats › Traits › Behemoth)"
	}
	lines := []cardLine{
		{"Health", strconv.Itoa(c.MaxHP), health},
		{"Hit TN", strconv.Itoa(c.HitTN), "attacks against it: the table's TN, Defender, Champion, Legendary +3 each (Threats › Threat Rating; Threats › Traits › Defender; Threats › Traits › Champions; Threats › Traits › Legendary)"},
		{"Attack TN", strconv.Itoa(c.AttackTN), "defending against its attacks: the table's TN, Vicious, Champion, Legendary +3 each (Threats › Threat Rating; Threats › Traits › Vicious; Threats › Traits › Champions; Threats › Traits › Legendary)"},
		attackLine, total,
	}
	if c.LegendaryActions > 0 {
		lines = append(lines, cardLine{"Legendary", fmt.Sprintf("%d actions, %d resistances", c.LegendaryActions, c.LegendaryResistances), "Threats › Traits › Legendary; resistances last the encounter"})
	}
	if c.Space > 0 {
		lines = append(lines, cardLine{"Space", fmt.Sprintf("%d (%d×%d squares)", c.Space, c.Space, c.Space), `Behemoth: "gargantuan in size" (Threats › Traits › Behemoth; Size)`})
	}
	for _, e := range []struct {
		name string
		edge *eve.Edge
		sign string
	}{{"Strength", s.Strength, "+6"}, {"Weakness", s.Weakness, "-6"}} {
		if e.edge != nil && e.edge.Text != "" {
			lines = append(lines, cardLine{e.name, fmt.Sprintf("%s: %s to its %s TN", e.edge.Text, e.sign, e.edge.TN), "while in force (Threats › Determining Strengths & Weaknesses)"})
		}
	}
	lines = append(lines,
		cardLine{"Expected rounds", fmt.Sprintf("%d–%d", c.ExpectedRoundsMin, c.ExpectedRoundsMax), `"3 rounds of combat for a base creature, +0-3 rounds for each added trait" (Threats › Balance)`},
		cardLine{"Initiative", fmt.Sprintf("d20 %+d", s.InitiativeBonus), "d20 + the initiative bonus, 0 unless the card gives one"})
	return lines, c.Explain, nil
}

// challengeLines are a challenge's numbers (§7.1) and, for a modifier,
// the odds of resolving it.
func challengeLines(c eve.Challenge, modifier string) ([]cardLine, []string, error) {
	card, err := c.Card()
	if err != nil {
		return nil, nil, err
	}
	var by []string
	for _, s := range eve.SuitabilityNames {
		by = append(by, fmt.Sprintf("%s %d", s, card.TNBySuitability[s]))
	}
	lines := []cardLine{
		{"TN", strconv.Itoa(card.TN), "3 × rating (Challenges › How Challenges Work)"},
		{"TN by approach", strings.Join(by, " · "), "poor +6, risky +3, fine 0, good -3, perfect -6 (Challenges › Meeting a Challenge)"},
		{"Successes needed", strconv.Itoa(card.SuccessesNeeded), "complexity + 2 (Challenges › How Challenges Work)"},
		{"Failure threshold", strconv.Itoa(card.FailureThreshold), "Challenges › How Challenges Work: 3/2, 4/2, 5/3 … 12/6"},
	}
	if strings.TrimSpace(c.Scenario+c.Threat+c.Resolution) != "" {
		lines = append(lines, cardLine{"One line", card.OneLiner, "scenario, threat, resolution (Challenges › How Challenges Work)"})
	}
	explain := card.Explain
	if m := strings.TrimSpace(modifier); m != "" {
		n, err := strconv.Atoi(strings.TrimPrefix(m, "+"))
		if err != nil {
			return nil, nil, fmt.Errorf("odds modifier %q is not a whole number", m)
		}
		o, err := eve.ChallengeChance(eve.ChallengeInput{Modifier: n, Rating: c.Rating, Complexity: c.Complexity, Suitability: "fine", StartEffect: eve.EffectStandard})
		if err != nil {
			return nil, nil, err
		}
		lines = append(lines, cardLine{"Odds", fmt.Sprintf("%.0f %% to resolve at %+d (fine approach)", 100*o.PResolve, n), "each check by its effect"})
		explain = append(explain, o.Explain...)
	}
	return lines, explain, nil
}

// update shows the card for the form, or why it cannot be made.
func (t *gmTab) update() {
	if t.out == nil {
		return
	}
	t.out.Objects = nil
	_, lines, explain, err := t.derive()
	if err != nil {
		t.out.Add(widgets.Danger(widgets.Shown("No card yet: " + err.Error())))
		t.save.Disable()
		t.out.Refresh()
		return
	}
	t.save.Enable()
	for _, l := range lines {
		t.out.Add(container.New(layout.NewFormLayout(), widgets.Bold(l.label), widgets.Wrapped(widgets.Shown(l.value))))
		t.out.Add(widgets.Explain(l.explain))
	}
	if xp := t.partyXP(); xp != "" {
		t.out.Add(container.New(layout.NewFormLayout(), widgets.Bold("XP"), widgets.Wrapped(xp)))
		t.out.Add(widgets.Explain("1 XP to each character whose minimum advancement rating is at most the rating, when it is resolved (Progression)"))
	}
	for _, e := range explain {
		t.out.Add(widgets.Explain(e))
	}
	t.out.Refresh()
}

// partyXP names, for a threat, danger or challenge, which of the
// campaign's Evening characters would gain XP by resolving it.
func (t *gmTab) partyXP() string {
	if t.spec.card == "thread" || t.w.campaignName() == "" || t.w.h.Store() == nil {
		return ""
	}
	rating := 0
	if s, ok := t.inputs["rating"].(*widget.Select); ok {
		rating, _ = strconv.Atoi(s.Selected)
	}
	var id int64
	for _, c := range t.w.h.Campaigns() {
		if strings.EqualFold(c.Name, t.w.campaignName()) {
			id = c.ID
		}
	}
	if id == 0 || rating == 0 {
		return ""
	}
	ctx := t.w.h.Context()
	list, err := t.w.h.Store().Characters(ctx, model.Filter{System: eve.ID, Campaign: id})
	if err != nil || len(list) == 0 {
		return ""
	}
	var parts []string
	for _, s := range list {
		ch, err := t.w.h.Store().Character(ctx, s.ID)
		if err != nil {
			continue
		}
		c, err := eve.DecodeCharacter(ch.Data)
		if err != nil {
			continue
		}
		v, _ := eve.DeriveCharacter(c).Get("min_advancement_rating")
		mar, _ := v.Value.(int)
		if eve.GivesXP(rating, mar) {
			parts = append(parts, fmt.Sprintf("%s (MAR %d): gives XP", s.Name, mar))
		} else {
			parts = append(parts, fmt.Sprintf("%s (MAR %d): no XP", s.Name, mar))
		}
	}
	return strings.Join(parts, "; ")
}

// saveCard keeps the card for the chosen campaign. A threat or danger is
// saved with the combatant numbers the encounter window adds.
func (t *gmTab) saveCard() bool {
	top, _, _, err := t.derive()
	if err != nil {
		t.w.say(true, "Not saved: %v", err)
		return false
	}
	var name string
	_ = json.Unmarshal(top["name"], &name)
	name = strings.TrimSpace(name)
	if name == "" {
		t.w.say(true, "Not saved: give the %s a name", t.spec.card)
		return false
	}
	camp := t.w.campaignName()
	if camp == "" {
		delete(top, campaignKey)
	} else {
		top[campaignKey], _ = json.Marshal(camp)
	}
	var oldID int64
	oldName := ""
	if t.selected >= 0 && t.selected < len(t.rows) {
		oldID, oldName = t.rows[t.selected].ID, t.rows[t.selected].Name
	}
	// Names are one per kind in the library: another card of that name
	// is never overwritten from here.
	all, err := catalogs.Rows(t.w.h.Context(), t.w.h.Store(), eve.ID, t.spec.kind)
	if err != nil {
		t.w.say(true, "Not saved: %v", err)
		return false
	}
	for _, r := range all {
		if r.ID != oldID && strings.EqualFold(r.Name, name) {
			where := "for every campaign"
			if c := cardCampaign(r.Data); c != "" {
				where = "of the campaign " + c
			}
			t.w.say(true, "Not saved: %s is already a card %s: give this one another name", r.Name, where)
			return false
		}
	}
	if t.spec.typ != "" {
		var s eve.StatBlock
		data, _ := json.Marshal(top)
		if err := json.Unmarshal(data, &s); err != nil {
			t.w.say(true, "Not saved: %v", err)
			return false
		}
		cs, err := eve.StatBlockCombatant("", "", s)
		if err != nil {
			t.w.say(true, "Not saved: %v", err)
			return false
		}
		top["kind"], _ = json.Marshal(cs.Kind)
		top["stats"], _ = json.Marshal(cs.Stats)
		top["dice"], _ = json.Marshal(cs.Dice)
	}
	data, err := json.Marshal(top)
	if err != nil {
		t.w.say(true, "Not saved: %v", err)
		return false
	}
	if err := eve.ValidateCatalogJSON(t.spec.kind, data); err != nil {
		t.w.say(true, "Not saved: %v", err)
		return false
	}
	h := model.Homebrew{System: eve.ID, Kind: t.spec.kind, Name: name, Data: data}
	if err := catalogs.SaveRow(t.w.h.Context(), t.w.h.Store(), h, oldID, oldName); err != nil {
		t.w.say(true, "Not saved: %v", err)
		return false
	}
	if err := t.load(); err != nil {
		t.w.say(true, "%v", err)
	}
	for i, r := range t.rows {
		if strings.EqualFold(r.Name, name) {
			t.list.Select(i)
		}
	}
	where := "every campaign"
	if camp != "" {
		where = camp
	}
	msg := fmt.Sprintf("Saved %s for %s.", name, where)
	msg += " New encounter offers it under \"Add from stat block\" in a " + map[string]string{"threat": "fight or danger",
		"danger": "danger", "challenge": "challenge", "thread": "thread board"}[t.spec.card] + "."
	t.w.say(false, "%s", msg)
	return true
}

func (t *gmTab) askDelete() {
	if t.selected < 0 || t.selected >= len(t.rows) {
		return
	}
	r := t.rows[t.selected]
	catalogs.DeleteRow(t.w.h.Context(), t.w.h.Store(), t.w.status, r.ID, r.Name, "Encounters that have "+r.Name+" keep it.",
		confirmDelete, t.w.win, func() {
			if err := t.load(); err != nil {
				t.w.say(true, "%v", err)
			}
			t.show(-1)
		})
}
