package encounters

import (
	"errors"
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dragonhead"
	"sessionzero/rules/encounter"
)

// Dragonhead's magic and recovery forms: casting a spell (its Time, and the
// X a full fail puts on it), recovering an X-ed spell, resting (the ten rest
// circles) and a night's sleep.

func (t *encounterTracker) castForm() *eventForm {
	f := newEventForm("Cast a spell", "Cast",
		"One spell is the caster's attack for the round. Time is the rounds it takes (a stun loses it); a full fail or a crash X-es the spell out.")
	caster := t.pick(f, "Caster", t.view.ActiveID)
	spell := f.entry("Spell", "Fireball")
	castTime := f.entry("Time (rounds)", "0: cast at once")
	strength := f.diceField(t, "Cast strength", "", nil)
	f.build = func() ([]encounter.Event, error) {
		id, err := caster()
		if err != nil {
			return nil, err
		}
		name := strings.TrimSpace(spell.Text)
		if name == "" {
			return nil, errors.New("type the spell's name")
		}
		rounds, err := optionalNumber("Time", castTime.Text)
		if err != nil {
			return nil, err
		}
		if rounds < 0 {
			return nil, fmt.Errorf("Time %d: the rounds cannot be negative", rounds)
		}
		p := map[string]any{"caster": id, "spell": name, "time": rounds}
		if strings.TrimSpace(strength.value.Text) != "" {
			n, err := strength.int("Cast strength")
			if err != nil {
				return nil, err
			}
			p["strength"] = n
		}
		ev, err := encounter.NewEvent(dragonhead.EventCast, p)
		return []encounter.Event{ev}, err
	}
	return f
}

// lostSpell is a spell X-ed out on a combatant.
type lostSpell struct {
	combatant, spell string
}

// lostSpells are the X-ed spells of every combatant, in turn order.
func (t *encounterTracker) lostSpells() (labels []string, spells []lostSpell) {
	st := t.session.State()
	for _, r := range t.view.Rows {
		c, err := st.Combatant(r.ID)
		if err != nil {
			continue
		}
		for _, cd := range c.Conditions {
			if cd.Name == dragonhead.CondSpellLost {
				labels = append(labels, c.Name+": "+cd.Detail)
				spells = append(spells, lostSpell{c.ID, cd.Detail})
			}
		}
	}
	return labels, spells
}

func (t *encounterTracker) recoverSpellForm() *eventForm {
	f := newEventForm("Recover a spell", "Recover",
		"An X-ed spell \"can no longer be used until you spend some time (1 hour per spell level) recovering it\".")
	labels, spells := t.lostSpells()
	which := f.choice("Spell", labels, "")
	if len(labels) > 0 {
		which.SetSelectedIndex(0)
	} else {
		f.message.Importance = widget.LowImportance
		f.message.SetText("No spell is X-ed out.")
	}
	f.build = func() ([]encounter.Event, error) {
		i := which.SelectedIndex()
		if i < 0 {
			return nil, errors.New("no X-ed spell to recover")
		}
		ev, err := encounter.NewEvent(dragonhead.EventRecoverSpell, map[string]any{"caster": spells[i].combatant, "spell": spells[i].spell})
		return []encounter.Event{ev}, err
	}
	return f
}

// restDifficulty names a rest circle's letter: E easy, H hard.
func restDifficulty(mark string) string {
	switch mark {
	case "E":
		return "an easy one"
	case "H":
		return "a hard one"
	}
	return "a normal one"
}

func (t *encounterTracker) restForm() *eventForm {
	f := newEventForm("Rest", "Rest",
		"A minute's rest and a Constitution Save: wear back per success (1 wear = 10 XP). Ten a day; in combat, 20 rounds.")
	who := t.pick(f, "Combatant", t.firstTicked())
	circles := container.NewHBox()
	next := widget.NewLabel("")
	next.Wrapping = fyne.TextWrapWord
	f.items = append(f.items, widget.NewFormItem("Rests", container.NewVBox(circles, next)))
	recovered := f.diceField(t, "Wear recovered", "", nil)
	show := func() {
		circles.Objects, next.Text = nil, ""
		id, err := who()
		if err != nil {
			circles.Refresh()
			next.Refresh()
			return
		}
		c, err := t.session.State().Combatant(id)
		if err != nil {
			return
		}
		taken := c.Resource("rests")
		track := dragonhead.SheetRestTrack(taken)
		circles.Objects = []fyne.CanvasObject{newRestCircles(track.Marks, track.Checked)}
		if taken >= dragonhead.RestsPerDay {
			next.SetText(fmt.Sprintf("%s has taken all %d rests today: sleep clears them.", c.Name, dragonhead.RestsPerDay))
		} else {
			next.SetText(fmt.Sprintf("Next: rest %d of %d, %s.", taken+1, dragonhead.RestsPerDay, restDifficulty(track.Marks[taken])))
		}
		circles.Refresh()
	}
	f.selects["Combatant"].OnChanged = func(string) { show() }
	show()
	f.build = func() ([]encounter.Event, error) {
		id, err := who()
		if err != nil {
			return nil, err
		}
		n, err := recovered.int("Wear recovered")
		if err != nil {
			return nil, err
		}
		ev, err := encounter.NewEvent(dragonhead.EventRest, map[string]any{"combatant": id, "recovered": n})
		if err != nil {
			return nil, err
		}
		return []encounter.Event{ev}, nil
	}
	f.after = show
	return f
}

func (t *encounterTracker) sleepForm() *eventForm {
	f := newEventForm("Sleep", "Sleep",
		"Eight hours, somewhere safe, out of armour: all wear and the rest circles back. Skip one: half. Skip both: nothing.")
	safe := f.check("Place", "relatively safe")
	armorOff := f.check("Armour", "taken off to sleep")
	safe.SetChecked(true)
	armorOff.SetChecked(true)
	f.build = t.perTarget(dragonhead.EventSleep, "combatant", func() (map[string]any, error) {
		return map[string]any{"safe": safe.Checked, "armor_off": armorOff.Checked}, nil
	})
	return f
}

// newRestCircles draws the ten rest circles as on the sheet: the E and H
// letters, the taken ones filled in.
func newRestCircles(marks []string, taken int) fyne.CanvasObject {
	ink := theme.Color(theme.ColorNameForeground)
	cells := make([]fyne.CanvasObject, 0, len(marks))
	for i, m := range marks {
		ring := canvas.NewCircle(color.Transparent)
		ring.StrokeColor = ink
		ring.StrokeWidth = 1.2
		letter := canvas.NewText(m, ink)
		letter.TextSize = 10
		letter.TextStyle = fyne.TextStyle{Bold: true}
		letter.Alignment = fyne.TextAlignCenter
		if i < taken {
			ring.FillColor = theme.Color(theme.ColorNamePrimary)
			letter.Color = theme.Color(theme.ColorNameBackground)
		}
		cells = append(cells, container.NewStack(ring, letter))
	}
	return container.New(&gridLayout{cell: fyne.NewSize(18, 18), gap: 4, perRow: 10}, cells...)
}
