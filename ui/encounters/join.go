package encounters

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/widget"

	"sessionzero/model"
	"sessionzero/rules/encounter"
	"sessionzero/rules/encounter/catalog"
	"sessionzero/ui/encounters/hooks"
)

// Where a combatant who joins a running encounter comes from.
const (
	joinTyped     = "Typed quickly"
	joinCharacter = "Library character"
	joinStatBlock = "Saved stat block"
)

// kind is the encounter's system and mode as the catalog names them.
func (t *encounterTracker) kind() catalog.Kind {
	r := t.session.Rules()
	for _, k := range catalog.Kinds {
		if k.System == r.System() && k.Mode == r.Mode() {
			return k
		}
	}
	return catalog.Kind{System: r.System(), Mode: r.Mode(), Label: r.System() + " " + r.Mode()}
}

// joinForm adds combatants to an encounter under way (add_combatant): typed
// with the system's key numbers, a library character of the system, or a
// saved stat block. Each copy is one event; all of them are one undo step.
func (t *encounterTracker) joinForm() *eventForm {
	j := &joinFields{t: t, k: t.kind(), stats: map[string]*widget.Entry{}}
	j.f = newEventForm("Join the encounter", "Add", "Someone arrives mid-fight: they act from where their system's rules seat a newcomer (the next round, or the next initiative).")
	f := j.f
	j.from = f.choice("From", []string{joinTyped, joinCharacter, joinStatBlock}, joinTyped)
	j.name = f.entry("Name", "Goblin")
	j.count = f.entry("How many", "1")
	j.count.SetText("1")
	sideNames := make([]string, len(t.view.Sides))
	initialSide := ""
	for i, s := range t.view.Sides {
		sideNames[i] = s.Name
		if !s.Players && initialSide == "" {
			initialSide = s.Name
		}
	}
	j.side = f.choice("Side", sideNames, initialSide)
	j.hidden = f.check("Hidden", "hidden from the players")
	sys := hooks.Get(j.k.System)
	for _, sf := range sys.QuickStats {
		e := f.entry(sf.Label, "")
		e.SetText(sf.Initial)
		j.stats[sf.Key] = e
	}
	if sys.Roll != nil {
		j.armor = f.entry(sys.Roll.Label, sys.Roll.Placeholder)
	}
	if sys.Attack != nil {
		j.attack = f.entry(sys.Attack.Label, sys.Attack.Placeholder)
	}

	var charErr, blockErr error
	j.chars, charErr = t.store.Characters(t.ctx, model.Filter{System: j.k.System})
	j.charLabels = characterLabels(j.chars)
	j.character = f.choice("Character", j.charLabels, "")
	j.blocks, blockErr = savedRows(t.ctx, t.store, j.k, t.record.CampaignID)
	blockNames := make([]string, len(j.blocks))
	for i, b := range j.blocks {
		blockNames[i] = b.Label
	}
	j.block = f.choice("Stat block", blockNames, "")
	j.block.PlaceHolder = savedPlaceHolder(j.blocks, t.record.CampaignID)
	if err := errors.Join(charErr, blockErr); err != nil {
		showError(f.message, "", err)
	}
	j.from.OnChanged = j.chosen
	j.chosen(j.from.Selected)
	f.build = j.events
	return f
}

// joinFields are the Join form's inputs and the rows it offers.
type joinFields struct {
	t                            *encounterTracker
	k                            catalog.Kind
	f                            *eventForm
	from, side, character, block *widget.Select
	name, count, armor, attack   *widget.Entry
	hidden                       *widget.Check
	stats                        map[string]*widget.Entry
	chars                        []model.Summary
	charLabels                   []string
	blocks                       []savedRow
}

// characterLabels name the library's characters for the chooser: with
// their campaign, and their id when two would read the same.
func characterLabels(chars []model.Summary) []string {
	labels := make([]string, len(chars))
	seen := map[string]bool{}
	for i, c := range chars {
		label := c.Name
		if c.Campaign != "" {
			label += " (" + c.Campaign + ")"
		}
		if seen[label] {
			label = fmt.Sprintf("%s #%d", label, c.ID)
		}
		seen[label] = true
		labels[i] = label
	}
	return labels
}

// chosen enables the fields of the chosen source only: a typed combatant
// has them all, a stat block its count and visibility, a library character
// none (its sheet has the numbers).
func (j *joinFields) chosen(src string) {
	type switchable interface {
		Enable()
		Disable()
	}
	enable := func(w switchable, on bool) {
		if on {
			w.Enable()
		} else {
			w.Disable()
		}
	}
	typed, fromBlock := src == joinTyped, src == joinStatBlock
	enable(j.name, typed)
	enable(j.count, typed || fromBlock)
	enable(j.hidden, typed || fromBlock)
	for _, e := range j.stats {
		enable(e, typed)
	}
	for _, e := range []*widget.Entry{j.armor, j.attack} {
		if e != nil {
			enable(e, typed)
		}
	}
	enable(j.character, src == joinCharacter)
	enable(j.block, fromBlock)
	msg := j.f.message
	msg.SetText("")
	switch {
	case src == joinCharacter && len(j.charLabels) == 0:
		msg.Importance = widget.MediumImportance
		msg.SetText("The library has no " + j.k.Label + " characters.")
	case fromBlock && len(j.blocks) == 0:
		msg.Importance = widget.MediumImportance
		msg.SetText("No saved stat blocks for this system: save one in New encounter….")
	}
}

// events are the Join form's add_combatant events.
func (j *joinFields) events() ([]encounter.Event, error) {
	t := j.t
	si := j.side.SelectedIndex()
	if si < 0 {
		return nil, errors.New("choose the side")
	}
	sideID := t.view.Sides[si].ID
	cs, err := j.combatant(sideID)
	if err != nil {
		return nil, err
	}
	copies := 1
	if j.from.Selected != joinCharacter {
		if copies, err = wholeNumber("How many", j.count.Text); err != nil {
			return nil, err
		}
		if copies < 1 || copies > 50 {
			return nil, fmt.Errorf("how many: 1 to 50, not %d", copies)
		}
	}
	return t.joiningEvents(cs, sideID, copies)
}

// combatant is the one who joins, from the chosen source.
func (j *joinFields) combatant(sideID string) (encounter.CombatantSetup, error) {
	t := j.t
	switch j.from.Selected {
	case joinCharacter:
		i := j.character.SelectedIndex()
		if i < 0 {
			return encounter.CombatantSetup{}, errors.New("choose a character")
		}
		ch, err := t.store.Character(t.ctx, j.chars[i].ID)
		if err != nil {
			return encounter.CombatantSetup{}, err
		}
		return characterCombatant(t.lib, j.k, ch, "", sideID, 0)
	case joinStatBlock:
		i := j.block.SelectedIndex()
		if i < 0 {
			return encounter.CombatantSetup{}, errors.New("choose a stat block")
		}
		cs, err := j.blocks[i].combatant(j.k)
		if err != nil {
			return cs, err
		}
		cs.Hidden = j.hidden.Checked
		return cs, nil
	}
	armorText, attackText := "", ""
	if j.armor != nil {
		armorText = j.armor.Text
	}
	if j.attack != nil {
		attackText = j.attack.Text
	}
	return typedCombatant(j.k, j.name.Text, j.hidden.Checked, j.stats, armorText, attackText)
}

// joiningEvents are the add_combatant events for copies of cs on a side:
// fresh IDs, names numbered after the ones already there ("Goblin 3" when
// Goblin 1 and 2 fight), and in a system that seats its characters
// (Dragonhead) a seat after the last one.
func (t *encounterTracker) joiningEvents(cs encounter.CombatantSetup, sideID string, copies int) ([]encounter.Event, error) {
	st := t.session.State()
	used := map[string]bool{}
	maxSeat := 0
	for _, c := range t.session.Encounter().Setup.Combatants {
		used[c.ID] = true
	}
	for _, c := range st.Combatants {
		used[c.ID] = true
		maxSeat = max(maxSeat, c.Seat)
	}
	cs.Side = sideID
	sys := hooks.Get(t.session.Rules().System())
	if sys.Kind != nil {
		players := false
		for _, s := range st.Sides {
			if s.ID == sideID {
				players = s.Players
			}
		}
		if cs.Kind == "" || cs.CharacterID == 0 {
			cs.Kind = sys.Kind(players)
		}
	}
	base := cs.Name
	next := 0
	if copies > 1 {
		next = 1
	}
	for _, c := range st.Combatants {
		if c.Name == base && next < 2 {
			next = 2
		}
		if rest, ok := strings.CutPrefix(c.Name, base+" "); ok {
			if n, err := strconv.Atoi(rest); err == nil && n >= next {
				next = n + 1
			}
		}
	}
	events := make([]encounter.Event, 0, copies)
	for i := range copies {
		c := cs
		if next > 0 {
			c.Name = fmt.Sprintf("%s %d", base, next+i)
		}
		c.ID = uniqueID(c.Name, used)
		if sys.Kind != nil && c.Kind == sys.Kind(true) {
			maxSeat++
			c.Seat = maxSeat
		}
		ev, err := encounter.NewEvent(encounter.EventAddCombatant, encounter.AddCombatantPayload{Combatant: c})
		if err != nil {
			return nil, err
		}
		events = append(events, ev)
	}
	return events, nil
}
