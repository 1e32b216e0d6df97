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
	k := t.kind()
	f := newEventForm("Join the encounter", "Add", "Someone arrives mid-fight: they act from where their system's rules seat a newcomer (the next round, or the next initiative).")
	from := f.choice("From", []string{joinTyped, joinCharacter, joinStatBlock}, joinTyped)
	name := f.entry("Name", "Goblin")
	count := f.entry("How many", "1")
	count.SetText("1")
	sideNames := make([]string, len(t.view.Sides))
	initialSide := ""
	for i, s := range t.view.Sides {
		sideNames[i] = s.Name
		if !s.Players && initialSide == "" {
			initialSide = s.Name
		}
	}
	side := f.choice("Side", sideNames, initialSide)
	hidden := f.check("Hidden", "hidden from the players")
	stats := map[string]*widget.Entry{}
	sys := hooks.Get(k.System)
	for _, sf := range sys.QuickStats {
		e := f.entry(sf.Label, "")
		e.SetText(sf.Initial)
		stats[sf.Key] = e
	}
	var armor *widget.Entry
	if sys.Roll != nil {
		armor = f.entry(sys.Roll.Label, sys.Roll.Placeholder)
	}

	chars, charErr := t.store.Characters(t.ctx, model.Filter{System: k.System})
	charLabels := make([]string, len(chars))
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
		charLabels[i] = label
	}
	character := f.choice("Character", charLabels, "")
	blocks, blockErr := savedRows(t.ctx, t.store, k, t.record.CampaignID)
	blockNames := make([]string, len(blocks))
	for i, b := range blocks {
		blockNames[i] = b.Label
	}
	block := f.choice("Stat block", blockNames, "")
	block.PlaceHolder = savedPlaceHolder(blocks, t.record.CampaignID)
	if err := errors.Join(charErr, blockErr); err != nil {
		showError(f.message, "", err)
	}

	// Only the fields of the chosen source can be typed in: a typed
	// combatant has them all, a stat block its count and visibility, a
	// library character none (its sheet has the numbers).
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
	from.OnChanged = func(src string) {
		typed, fromBlock := src == joinTyped, src == joinStatBlock
		enable(name, typed)
		enable(count, typed || fromBlock)
		enable(hidden, typed || fromBlock)
		for _, e := range stats {
			enable(e, typed)
		}
		if armor != nil {
			enable(armor, typed)
		}
		enable(character, src == joinCharacter)
		enable(block, fromBlock)
		f.message.SetText("")
		switch {
		case src == joinCharacter && len(charLabels) == 0:
			f.message.Importance = widget.MediumImportance
			f.message.SetText("The library has no " + k.Label + " characters.")
		case fromBlock && len(blockNames) == 0:
			f.message.Importance = widget.MediumImportance
			f.message.SetText("No saved stat blocks for this system: save one in New encounter….")
		}
	}
	from.OnChanged(from.Selected)

	f.build = func() ([]encounter.Event, error) {
		si := side.SelectedIndex()
		if si < 0 {
			return nil, errors.New("choose the side")
		}
		sideID := t.view.Sides[si].ID
		var cs encounter.CombatantSetup
		var err error
		copies := 1
		switch from.Selected {
		case joinCharacter:
			i := character.SelectedIndex()
			if i < 0 {
				return nil, errors.New("choose a character")
			}
			ch, err := t.store.Character(t.ctx, chars[i].ID)
			if err != nil {
				return nil, err
			}
			if cs, err = characterCombatant(t.lib, k, ch, "", sideID, 0); err != nil {
				return nil, err
			}
		case joinStatBlock:
			i := block.SelectedIndex()
			if i < 0 {
				return nil, errors.New("choose a stat block")
			}
			if cs, err = blocks[i].combatant(k); err != nil {
				return nil, err
			}
			cs.Hidden = hidden.Checked
		default:
			armorText := ""
			if armor != nil {
				armorText = armor.Text
			}
			if cs, err = typedCombatant(k, name.Text, hidden.Checked, stats, armorText); err != nil {
				return nil, err
			}
		}
		if from.Selected != joinCharacter {
			if copies, err = wholeNumber("How many", count.Text); err != nil {
				return nil, err
			}
			if copies < 1 || copies > 50 {
				return nil, fmt.Errorf("how many: 1 to 50, not %d", copies)
			}
		}
		return t.joiningEvents(cs, sideID, copies)
	}
	return f
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
