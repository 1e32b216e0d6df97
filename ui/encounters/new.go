package encounters

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sessionzero/ui/plugin"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	"sessionzero/rules/encounter"
	"sessionzero/rules/encounter/catalog"
	"sessionzero/ui/encounters/forecastview"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/widgets"
)

// statBlockKind is the homebrew kind of a saved opponent (docs/formats.md).
const statBlockKind = hooks.StatBlockKind

// Side IDs of a new encounter.
const (
	sideParty     = "party"
	sideOpponents = "opponents"
)

// encounterSetup is the "New encounter" window: the kind, the campaign's
// characters who join, and the opponents typed or taken from stat blocks.
type encounterSetup struct {
	l   plugin.Host
	win fyne.Window

	name, goalParty, goalOpp, rounds, tone *widget.Entry
	kind, campaign, firstSide              *widget.Select
	characters                             *widget.CheckGroup
	noCharacters                           *widget.Label
	charIDs                                map[string]int64
	campaigns                              []model.Campaign

	oppName, oppCount, armor, attack *widget.Entry
	oppSide                          *widget.Select
	oppHidden                        *widget.Check
	statEntries                      map[string]*widget.Entry
	statBox                          *fyne.Container
	blocks                           *widget.Select
	saved                            map[string]savedRow

	opponents []encounter.CombatantSetup
	// started, when set, is told that an encounter was saved and opened
	// (the Encounters list that opened this window lists it at once).
	started   func()
	oppList   *fyne.Container
	message   *widget.Label
	socialBox *fyne.Container
	combatBox *fyne.Container
	// outer are the fields as the window shows them (escEntry…) by the
	// plain widget the code reads.
	outer map[fyne.CanvasObject]fyne.CanvasObject
	// forecast shows how the fight put together may go, updated as it
	// changes (issue 24).
	forecast *forecastview.Panel
}

// close closes the window (Escape).
func (s *encounterSetup) close() { s.win.Close() }

// entry is a field of the window whose Escape closes it.
func (s *encounterSetup) entry() *widget.Entry {
	e := newEscEntry(s.close)
	s.outer[&e.Entry] = e
	return &e.Entry
}

// choice is a select of the window whose Escape closes it.
func (s *encounterSetup) choice(options []string, changed func(string)) *widget.Select {
	c := newEscSelect(options, changed, s.close)
	s.outer[&c.Select] = c
	return &c.Select
}

// shown is o as the window shows it.
func (s *encounterSetup) shown(o fyne.CanvasObject) fyne.CanvasObject {
	if w, ok := s.outer[o]; ok {
		return w
	}
	return o
}

// selectedKind is the chosen system and mode.
func (s *encounterSetup) selectedKind() catalog.Kind {
	i := s.kind.SelectedIndex()
	if i < 0 {
		i = 0
	}
	return catalog.Kinds[i]
}

// showNewEncounter opens the "New encounter" window.
func showNewEncounter(l plugin.Host) *encounterSetup {
	s := &encounterSetup{l: l, charIDs: map[string]int64{}, statEntries: map[string]*widget.Entry{}, saved: map[string]savedRow{},
		outer: map[fyne.CanvasObject]fyne.CanvasObject{}}
	s.win = l.App().NewWindow("New encounter")
	onEscape(s.win, s.close)
	s.message = widget.NewLabel("")
	s.message.Wrapping = fyne.TextWrapWord
	s.name = s.entry()
	s.name.SetText("New encounter")
	labels := make([]string, len(catalog.Kinds))
	for i, k := range catalog.Kinds {
		labels[i] = k.Label
	}
	s.kind = s.choice(labels, func(string) { s.kindChanged() })
	s.campaigns, _ = l.Store().Campaigns(l.Context())
	campaignNames := []string{"No campaign"}
	for _, c := range s.campaigns {
		campaignNames = append(campaignNames, c.Name)
	}
	s.campaign = s.choice(campaignNames, func(string) {
		s.loadCharacters()
		s.loadBlocks()
	})
	s.characters = widget.NewCheckGroup(nil, func([]string) { s.refreshForecast() })
	s.noCharacters = widget.NewLabel("No characters of this system there: add opponents and allies on the right.")
	s.noCharacters.Importance = widget.LowImportance
	s.noCharacters.Wrapping = fyne.TextWrapWord
	s.firstSide = s.choice([]string{"Party (the players)", "Opponents (the party is surprised)"}, nil)
	s.firstSide.SetSelectedIndex(0)
	s.goalParty, s.goalOpp, s.rounds, s.tone = s.entry(), s.entry(), s.entry(), s.entry()
	s.goalParty.SetPlaceHolder("what the party wants")
	s.goalOpp.SetPlaceHolder("what the other team wants")
	s.rounds.SetText("3")
	s.tone.SetPlaceHolder("friendly, tense, hostile…")

	s.oppName, s.oppCount, s.armor, s.attack = s.entry(), s.entry(), s.entry(), s.entry()
	s.oppName.SetPlaceHolder("Goblin")
	s.oppCount.SetText("1")
	s.oppSide = s.choice([]string{"Opponents", "Party"}, nil)
	s.oppSide.SetSelectedIndex(0)
	hidden := newEscCheck("hidden from the players", nil, s.close)
	s.oppHidden = &hidden.Check
	s.outer[s.oppHidden] = hidden
	s.statBox = container.NewVBox()
	s.blocks = s.choice(nil, nil)
	s.oppList = container.NewVBox()
	s.forecast = forecastview.NewPanel()

	add := widget.NewButtonWithIcon("Add", theme.ContentAddIcon(), func() { s.report(s.addTyped()) })
	saveBlock := widget.NewButtonWithIcon("Save as stat block", theme.DocumentSaveIcon(), func() { s.report(s.saveStatBlock()) })
	fromBlock := widget.NewButton("Add from stat block", func() { s.report(s.addFromBlock()) })
	start := widget.NewButtonWithIcon("Start the encounter", theme.MediaPlayIcon(), func() {
		if _, err := s.start(); err != nil {
			s.report(err)
		}
	})
	start.Importance = widget.HighImportance

	s.combatBox = container.NewVBox(widget.NewForm(widget.NewFormItem("Acts first", s.shown(s.firstSide))))
	s.socialBox = container.NewVBox(widget.NewForm(
		widget.NewFormItem("Party's goal", s.shown(s.goalParty)),
		widget.NewFormItem("Other team's goal", s.shown(s.goalOpp)),
		widget.NewFormItem("Round limit", s.shown(s.rounds)),
		widget.NewFormItem("Tone", s.shown(s.tone))))
	quick := widget.NewForm(
		widget.NewFormItem("Name", s.shown(s.oppName)),
		widget.NewFormItem("How many", s.shown(s.oppCount)),
		widget.NewFormItem("Side", s.shown(s.oppSide)),
		widget.NewFormItem("", s.shown(s.oppHidden)))
	left := container.NewVBox(
		widgets.Heading("Encounter"),
		widget.NewForm(widget.NewFormItem("Name", s.shown(s.name)), widget.NewFormItem("Kind", s.shown(s.kind)), widget.NewFormItem("Campaign", s.shown(s.campaign))),
		s.combatBox, s.socialBox,
		widgets.Heading("Characters who join"),
		widgets.Caption("The chosen campaign's characters of this system; their numbers come from their sheets."),
		s.characters, s.noCharacters,
		widgets.Heading("Added"), s.oppList,
		widgets.Heading("Forecast"), s.forecast.Box)
	right := container.NewVBox(
		widgets.Heading("Opponents and others"),
		widgets.Caption("Type a combatant quickly with the system's key numbers, or take a saved stat block."),
		quick, s.statBox, container.NewHBox(add, saveBlock),
		container.NewBorder(nil, nil, nil, fromBlock, s.shown(s.blocks)))
	s.win.SetContent(container.NewBorder(nil, container.NewVBox(widget.NewSeparator(), s.message, container.NewHBox(start)), nil, nil,
		container.NewHSplit(container.NewVScroll(container.NewPadded(left)), container.NewVScroll(container.NewPadded(right)))))
	kind, campaign := newEncounterDefaults(l)
	s.kind.SetSelectedIndex(kind)
	s.campaign.SetSelectedIndex(0)
	for i, c := range s.campaigns {
		if c.ID == campaign {
			s.campaign.SetSelectedIndex(i + 1)
		}
	}
	s.win.Resize(fyne.NewSize(1000, 720))
	s.win.Show()
	return s
}

// newEncounterDefaults are the kind (its index in catalog.Kinds) and the
// campaign (0: none) New encounter starts on: the open character's system
// (its combat) and campaign (none when it has none), else the first kind
// and the campaign the library shows.
func newEncounterDefaults(l plugin.Host) (kind int, campaign int64) {
	campaign = max(l.ShownCampaign(), 0)
	ch, ok := l.OpenCharacter()
	if !ok {
		return 0, campaign
	}
	kind = -1
	for i, k := range catalog.Kinds {
		if k.System == ch.System && (kind < 0 || k.Mode == encounter.ModeCombat && catalog.Kinds[kind].Mode != encounter.ModeCombat) {
			kind = i
		}
	}
	if kind < 0 {
		kind = 0
	}
	return kind, max(ch.CampaignID, 0)
}

func (s *encounterSetup) report(err error) {
	if err != nil {
		showError(s.message, "", err)
	}
}

func (s *encounterSetup) say(format string, a ...any) {
	s.message.Importance = widget.MediumImportance
	s.message.SetText(fmt.Sprintf(format, a...))
}

// kindChanged shows the fields of the chosen kind and reloads the lists.
func (s *encounterSetup) kindChanged() {
	k := s.selectedKind()
	social := k.Mode == encounter.ModeSocial
	s.socialBox.Hidden, s.combatBox.Hidden = !social, social
	s.statEntries = map[string]*widget.Entry{}
	var items []*widget.FormItem
	if !social {
		sys := hooks.Get(k.System)
		for _, f := range sys.QuickStats {
			e := s.entry()
			e.SetText(f.Initial)
			s.statEntries[f.Key] = e
			items = append(items, widget.NewFormItem(f.Label, s.shown(e)))
		}
		if sys.Roll != nil {
			s.armor.SetText("") // one system's pool is not another's die
			s.armor.SetPlaceHolder(sys.Roll.Placeholder)
			items = append(items, widget.NewFormItem(sys.Roll.Label, s.shown(s.armor)))
		}
		if a := sys.Attack; a != nil {
			s.attack.SetText("") // each system writes its attacks its own way
			s.attack.SetPlaceHolder(a.Placeholder)
			items = append(items, widget.NewFormItem(a.Label, s.shown(s.attack)))
		}
	}
	if len(items) > 0 {
		s.statBox.Objects = []fyne.CanvasObject{widget.NewForm(items...)}
	} else {
		s.statBox.Objects = []fyne.CanvasObject{widgets.Caption("A social encounter needs no numbers: names and teams.")}
	}
	s.statBox.Refresh()
	s.opponents = nil
	s.showOpponents()
	s.loadBlocks()
	if s.campaign != nil {
		s.loadCharacters()
	}
	if c := s.win.Content(); c != nil {
		c.Refresh()
	}
}

// loadCharacters lists the chosen campaign's characters of the system,
// all ticked.
func (s *encounterSetup) loadCharacters() {
	if s.characters == nil {
		return
	}
	k := s.selectedKind()
	f := model.Filter{System: k.System, Campaign: model.NoCampaign}
	if i := s.campaign.SelectedIndex(); i > 0 {
		f.Campaign = s.campaigns[i-1].ID
	}
	list, err := s.l.Store().Characters(s.l.Context(), f)
	if err != nil {
		s.report(err)
		return
	}
	s.charIDs = map[string]int64{}
	var names []string
	for _, c := range list {
		label := c.Name
		if _, dup := s.charIDs[label]; dup {
			label = fmt.Sprintf("%s (#%d)", c.Name, c.ID)
		}
		s.charIDs[label] = c.ID
		names = append(names, label)
	}
	s.characters.Options = names
	s.characters.SetSelected(names)
	s.characters.Refresh()
	s.noCharacters.Hidden = len(names) > 0
	s.noCharacters.Refresh()
	s.refreshForecast()
}

// campaignID is the chosen campaign's ID (0: none).
func (s *encounterSetup) campaignID() int64 {
	if s.campaign == nil {
		return 0
	}
	if i := s.campaign.SelectedIndex(); i > 0 {
		return s.campaigns[i-1].ID
	}
	return 0
}

func (s *encounterSetup) loadBlocks() {
	campaign := s.campaignID()
	rows, err := savedRows(s.l.Context(), s.l.Store(), s.selectedKind(), campaign)
	if err != nil {
		s.report(err)
	}
	s.blocks.PlaceHolder = savedPlaceHolder(rows, campaign)
	s.saved = map[string]savedRow{}
	var names []string
	for _, r := range rows {
		s.saved[r.Label] = r
		names = append(names, r.Label)
	}
	s.blocks.Options = names
	s.blocks.ClearSelected()
	s.blocks.Refresh()
}

// savedRow is a saved library row offered as a combatant: a stat block, or
// what the system's hooks.Saved offers in the mode (an Evening challenge).
// Campaign is the campaign it belongs to when the system says (hooks.Saved.Campaign).
type savedRow struct {
	Label, Kind, Name, Campaign string
	Data                        json.RawMessage
}

// everyCampaignsRows is the saved rows' placeholder in an encounter of no
// campaign, where the rows of every campaign are offered.
const everyCampaignsRows = "No campaign: the saved cards of every campaign"

// savedRows lists the rows a kind of encounter offers from the library:
// the system's hooks.Saved kinds in the mode, else its stat blocks. A
// name found in two kinds is labelled with its kind. When the system says
// which campaign a row belongs to, an encounter of campaign (its ID; 0:
// none) offers that campaign's rows, those for every campaign and those of
// a campaign the library does not have; with no campaign it offers all,
// each labelled with its campaign.
func savedRows(ctx context.Context, store *model.Store, k catalog.Kind, campaign int64) ([]savedRow, error) {
	saved := hooks.Get(k.System).Saved
	kinds := []string{statBlockKind}
	if saved != nil && saved.Kinds != nil {
		kinds = saved.Kinds(k.Mode)
	}
	var owner func(kind string, data json.RawMessage) string
	scope, known := "", map[string]bool{}
	if saved != nil && saved.Campaign != nil {
		owner = saved.Campaign
		camps, err := store.Campaigns(ctx)
		if err != nil {
			return nil, fmt.Errorf("saved rows: %w", err)
		}
		for _, c := range camps {
			known[strings.ToLower(c.Name)] = true
			if c.ID == campaign {
				scope = c.Name
			}
		}
	}
	var out []savedRow
	seen := map[string]bool{}
	for _, kind := range kinds {
		entries, err := store.HomebrewEntries(ctx, k.System, kind)
		if err != nil {
			return out, fmt.Errorf("saved %s rows: %w", kind, err)
		}
		for _, h := range entries {
			r := savedRow{Label: h.Name, Kind: kind, Name: h.Name, Data: h.Data}
			if saved != nil && saved.Combatant != nil {
				// A row the rules cannot read stays listed: adding it says why.
				if _, offered, err := saved.Combatant(k.Mode, kind, h.Name, h.Data); err == nil && !offered {
					continue
				}
			}
			if owner != nil {
				r.Campaign = strings.TrimSpace(owner(kind, h.Data))
				if scope != "" && r.Campaign != "" && known[strings.ToLower(r.Campaign)] && !strings.EqualFold(r.Campaign, scope) {
					continue // another campaign's
				}
				if scope == "" && r.Campaign != "" {
					r.Label += " · " + r.Campaign
				}
			}
			if seen[r.Label] {
				r.Label += " (" + strings.ReplaceAll(kind, "_", " ") + ")"
			}
			seen[r.Label] = true
			out = append(out, r)
		}
	}
	return out, nil
}

// savedPlaceHolder is the saved rows' placeholder: in an encounter of no
// campaign offering rows of a campaign, it says every campaign's are offered.
func savedPlaceHolder(rows []savedRow, campaign int64) string {
	if campaign == 0 && slices.ContainsFunc(rows, func(r savedRow) bool { return r.Campaign != "" }) {
		return everyCampaignsRows
	}
	return ""
}

// combatant reads the saved row as a combatant (no ID or side yet).
func (r savedRow) combatant(k catalog.Kind) (encounter.CombatantSetup, error) {
	if saved := hooks.Get(k.System).Saved; saved != nil && saved.Combatant != nil {
		cs, offered, err := saved.Combatant(k.Mode, r.Kind, r.Name, r.Data)
		if err != nil {
			return cs, fmt.Errorf("%s: %w", r.Name, err)
		}
		if !offered {
			return cs, fmt.Errorf("%s cannot take part in a %s", r.Name, k.Label)
		}
		return cs, nil
	}
	return statBlockCombatant(k, r.Name, r.Data)
}

// typed is the combatant the quick-add form describes (no ID or side yet).
func (s *encounterSetup) typed() (encounter.CombatantSetup, error) {
	return typedCombatant(s.selectedKind(), s.oppName.Text, s.oppHidden.Checked, s.statEntries, s.armor.Text, s.attack.Text)
}

// typedCombatant is a combatant typed quickly: its name and the system's
// key numbers (hooks.System.QuickStats), and the system's roll and
// attacks when it has them (Dragonhead's armour roll, DvR's weapon). It
// has no ID or side yet.
func typedCombatant(k catalog.Kind, name string, hidden bool, stats map[string]*widget.Entry, roll, attack string) (encounter.CombatantSetup, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return encounter.CombatantSetup{}, errors.New("type the combatant's name")
	}
	cs := encounter.CombatantSetup{Name: name, Hidden: hidden}
	if k.Mode == encounter.ModeSocial {
		return cs, nil
	}
	cs.Stats = map[string]int{}
	sys := hooks.Get(k.System)
	for _, f := range sys.QuickStats {
		e, ok := stats[f.Key]
		if !ok {
			continue
		}
		text := strings.TrimSpace(e.Text)
		if text == "" {
			continue
		}
		n, err := strconv.Atoi(text)
		if err != nil {
			return cs, fmt.Errorf("%s %q is not a whole number", f.Label, text)
		}
		cs.Stats[f.Key] = n
	}
	if sys.Kind != nil {
		cs.Kind = sys.Kind(false)
	}
	if r := sys.Roll; r != nil {
		if a := strings.TrimSpace(roll); a != "" {
			if r.Check != nil {
				if err := r.Check(a); err != nil {
					return cs, fmt.Errorf("%s: %w", strings.ToLower(r.Label), err)
				}
			}
			cs.Dice = map[string]string{r.Key: a}
		}
	}
	if a := sys.Attack; a != nil {
		atks, err := a.Attacks(attack)
		if err != nil {
			return cs, fmt.Errorf("%s %w", a.Label, err)
		}
		cs.Attacks = atks
	}
	return cs, nil
}

// statBlockCombatant reads a saved stat block (no ID or side yet); a social
// encounter keeps only the name.
func statBlockCombatant(k catalog.Kind, name string, data json.RawMessage) (encounter.CombatantSetup, error) {
	var cs encounter.CombatantSetup
	if err := json.Unmarshal(data, &cs); err != nil {
		return cs, fmt.Errorf("stat block %s cannot be read: %w", name, err)
	}
	if cs.Name == "" {
		cs.Name = name
	}
	if k.Mode == encounter.ModeSocial {
		cs.Stats, cs.Dice = nil, nil
	}
	return cs, nil
}

// characterCombatant is a library character as a combatant: its numbers
// come from its sheet (Dragonhead's rolls through the group's Dice Table).
func characterCombatant(l plugin.Host, k catalog.Kind, ch model.Character, id, side string, seat int) (encounter.CombatantSetup, error) {
	var cs encounter.CombatantSetup
	switch {
	case k.Mode == encounter.ModeSocial:
		cs = encounter.CombatantSetup{ID: id, Name: ch.Name, Side: side}
		// The character's numbers stay (a DRGN character's trait scores):
		// a team's score starts at its speaker's trait.
		if join, ok := plugin.Combatant(k.System); ok {
			if full, err := join(l, ch, id, side, seat); err == nil {
				cs.Stats = full.Stats
			}
		}
	default:
		join, ok := plugin.Combatant(k.System)
		if !ok {
			return cs, fmt.Errorf("%s: no encounter rules for %s", ch.Name, k.Label)
		}
		var err error
		if cs, err = join(l, ch, id, side, seat); err != nil {
			return cs, err
		}
	}
	cs.CharacterID = ch.ID
	return cs, nil
}

// addTyped adds the quick-add form's combatant (as many as "How many").
func (s *encounterSetup) addTyped() error {
	cs, err := s.typed()
	if err != nil {
		return err
	}
	return s.addCopies(cs)
}

func (s *encounterSetup) addCopies(cs encounter.CombatantSetup) error {
	count, err := wholeNumber("How many", s.oppCount.Text)
	if err != nil {
		return err
	}
	if count < 1 || count > encounter.MaxCopies {
		return fmt.Errorf("how many: 1 to %d, not %d", encounter.MaxCopies, count)
	}
	cs.Side = sideOpponents
	if s.oppSide.Selected == "Party" {
		cs.Side = sideParty
		if sys := hooks.Get(s.selectedKind().System); sys.Kind != nil && cs.Kind == sys.Kind(false) {
			cs.Kind = sys.Kind(true)
		}
	}
	if err := s.checkCombatant(cs); err != nil {
		return err
	}
	base := cs.Name
	// Numbered names go on after the ones already added ("Goblin 3" when
	// Goblin 1 and 2 are there); each copy has its own numbers.
	copies, err := encounter.Copies(cs, count, func(id string) bool {
		for _, o := range s.opponents {
			if encounter.Slug(o.Name) == id {
				return true
			}
		}
		return false
	})
	if err != nil {
		return err
	}
	if group := hooks.Get(s.selectedKind().System).GroupCopies; group != nil {
		if err := group(copies); err != nil {
			return err
		}
	}
	for _, c := range copies {
		c.ID = "" // given when the encounter starts
		s.opponents = append(s.opponents, c)
	}
	s.showOpponents()
	if count == 1 {
		s.say("Added %s.", base)
	} else {
		s.say("Added %d × %s.", count, base)
	}
	return nil
}

// checkCombatant asks the rules whether the combatant can join.
func (s *encounterSetup) checkCombatant(cs encounter.CombatantSetup) error {
	k := s.selectedKind()
	r, err := catalog.Rules(k.System, k.Mode)
	if err != nil {
		return err
	}
	st := encounter.NewState(k.System, k.Mode)
	st.AddSide(encounter.SideSetup{ID: sideParty, Players: true})
	st.AddSide(encounter.SideSetup{ID: sideOpponents})
	cs.ID = "check"
	if _, err := r.NewCombatant(st, cs); err != nil {
		return fmt.Errorf("%s: %w", cs.Name, err)
	}
	return nil
}

// saveStatBlock keeps the quick-add form's numbers as a homebrew stat block.
func (s *encounterSetup) saveStatBlock() error {
	cs, err := s.typed()
	if err != nil {
		return err
	}
	if err := s.checkCombatant(cs); err != nil {
		return err
	}
	cs.Hidden = false
	data, err := json.Marshal(cs)
	if err != nil {
		return err
	}
	if err := hooks.SaveStatBlock(s.l.Context(), s.l.Store(), s.selectedKind().System, cs.Name, data); err != nil {
		return err
	}
	s.loadBlocks()
	s.blocks.SetSelected(cs.Name)
	s.say("Saved the stat block %s.", cs.Name)
	return nil
}

// addFromBlock adds the chosen stat block (as many as "How many").
func (s *encounterSetup) addFromBlock() error {
	row, ok := s.saved[s.blocks.Selected]
	if !ok {
		return errors.New("choose a stat block")
	}
	cs, err := row.combatant(s.selectedKind())
	if err != nil {
		return err
	}
	cs.Hidden = s.oppHidden.Checked
	return s.addCopies(cs)
}

func (s *encounterSetup) showOpponents() {
	var objs []fyne.CanvasObject
	for i, cs := range s.opponents {
		i := i
		text := cs.Name + " · " + map[string]string{sideParty: "Party", sideOpponents: "Opponents"}[cs.Side]
		for _, a := range cs.Attacks {
			text += " · " + a.Name
		}
		if len(cs.Stats) > 0 {
			text += " · " + statText(s.selectedKind().System, cs.Stats)
		}
		if cs.Hidden {
			text += " · hidden"
		}
		remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			s.opponents = append(s.opponents[:i:i], s.opponents[i+1:]...)
			s.showOpponents()
		})
		label := widget.NewLabel(text)
		label.Truncation = fyne.TextTruncateEllipsis
		objs = append(objs, container.NewBorder(nil, nil, nil, remove, label))
	}
	if len(objs) == 0 {
		l := widget.NewLabel("No one yet.")
		l.Importance = widget.LowImportance
		objs = append(objs, l)
	}
	s.oppList.Objects = objs
	s.oppList.Refresh()
	s.refreshForecast()
}

// statText lists a combatant's key numbers with its system's labels (the
// systems share keys such as max_hp, so only that system's are read).
func statText(system string, stats map[string]int) string {
	var parts []string
	for _, f := range hooks.Get(system).QuickStats {
		if v, ok := stats[f.Key]; ok {
			parts = append(parts, fmt.Sprintf("%s %d", f.Label, v))
		}
	}
	return strings.Join(parts, ", ")
}

// setup builds the encounter's setup from the window.
func (s *encounterSetup) setup() (encounter.Setup, error) {
	k := s.selectedKind()
	party := encounter.SideSetup{ID: sideParty, Name: "Party", Players: true}
	opp := encounter.SideSetup{ID: sideOpponents, Name: "Opponents"}
	if i := s.campaign.SelectedIndex(); i > 0 {
		party.Name = s.campaigns[i-1].Name
	}
	setup := encounter.Setup{}
	if k.Mode == encounter.ModeSocial {
		party.Goal, opp.Goal = strings.TrimSpace(s.goalParty.Text), strings.TrimSpace(s.goalOpp.Text)
		opp.Name = "Other team"
		n, err := wholeNumber("Round limit", s.rounds.Text)
		if err != nil {
			return setup, err
		}
		setup.RoundLimit, setup.Tone = n, strings.TrimSpace(s.tone.Text)
	} else if s.firstSide.SelectedIndex() == 1 {
		setup.FirstSide = sideOpponents
	}
	setup.Sides = []encounter.SideSetup{party, opp}
	used := map[string]bool{}
	seat := 0
	for _, label := range s.characters.Selected {
		id := s.charIDs[label]
		ch, err := s.l.Store().Character(s.l.Context(), id)
		if err != nil {
			return setup, err
		}
		cid := uniqueID(ch.Name, used)
		seat++
		cs, err := characterCombatant(s.l, k, ch, cid, sideParty, seat)
		if err != nil {
			return setup, err
		}
		setup.Combatants = append(setup.Combatants, cs)
	}
	for _, o := range s.opponents {
		o.ID = uniqueID(o.Name, used)
		if o.Side == sideParty && hooks.Get(k.System).Kind != nil {
			seat++
			o.Seat = seat
		}
		setup.Combatants = append(setup.Combatants, o)
	}
	if len(setup.Combatants) == 0 {
		return setup, errors.New("nobody takes part: tick characters or add opponents")
	}
	return setup, nil
}

// uniqueID makes a short ID from a name, unique among used.
func uniqueID(name string, used map[string]bool) string {
	base := strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			return r
		case r >= 'A' && r <= 'Z':
			return r + 'a' - 'A'
		}
		return '-'
	}, name)
	base = strings.Trim(base, "-")
	if base == "" {
		base = "c"
	}
	id := base
	for n := 2; used[id]; n++ {
		id = fmt.Sprintf("%s-%d", base, n)
	}
	used[id] = true
	return id
}

// start checks the setup with the rules, saves the encounter in the
// library and opens its tracker.
func (s *encounterSetup) start() (*encounterTracker, error) {
	k := s.selectedKind()
	setup, err := s.setup()
	if err != nil {
		return nil, err
	}
	r, err := catalog.Rules(k.System, k.Mode)
	if err != nil {
		return nil, err
	}
	name := strings.TrimSpace(s.name.Text)
	if name == "" {
		return nil, errors.New("type the encounter's name")
	}
	enc := encounter.Encounter{System: k.System, Mode: k.Mode, Name: name, Setup: setup}
	if _, err := encounter.NewSession(r, enc); err != nil {
		return nil, err
	}
	data, err := encounter.EncodeFile(encounter.File{Encounter: enc})
	if err != nil {
		return nil, err
	}
	rec := model.Encounter{System: k.System, Name: name, Data: data}
	if i := s.campaign.SelectedIndex(); i > 0 {
		rec.CampaignID = s.campaigns[i-1].ID
	}
	if err := s.l.Store().SaveEncounter(s.l.Context(), &rec); err != nil {
		return nil, err
	}
	if s.started != nil {
		s.started()
	}
	t, err := openEncounter(s.l, rec.ID)
	if err != nil {
		return nil, err
	}
	s.win.Close()
	return t, nil
}
