package dragonhead

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dragonhead"
	"sessionzero/ui/widgets"
)

// This file holds the ways out of a class the character already has: the
// catalog's newer copy of it (a sample completed in the catalog), a hit die
// given on the spot to a sample that has none, and swapping a calling for
// another (a human's only calling cannot be dropped).

// dhHitDice are the book's hit dice: "d4, d6, d8, d10, d12, d20 and d00".
var dhHitDice = []int{4, 6, 8, 10, 12, 20, 100}

// newerCatalogCopy is the catalog's copy of a class the character has when
// it is the user's own (not the book's sample) and differs from the
// character's copy.
func (b *dhBuilder) newerCatalogCopy(cl dragonhead.ClassLevel) (dragonhead.ClassDef, bool) {
	def, ok := b.catalog.class(cl.Name)
	if !ok || def.Sample || def.Kind != cl.Kind {
		return def, false
	}
	mine, err1 := json.Marshal(cl.ClassDef)
	theirs, err2 := json.Marshal(def)
	return def, err1 == nil && err2 == nil && string(mine) != string(theirs)
}

// rollsToUpdate is how many hit die rolls taking def for cl makes.
func (b *dhBuilder) rollsToUpdate(cl dragonhead.ClassLevel, def dragonhead.ClassDef) int {
	if def.HitDie == 0 {
		return 0
	}
	want := cl.Level
	if len(b.char.Classes) > 0 && strings.EqualFold(b.char.Classes[0].Name, cl.Name) {
		want--
	}
	if def.HitDie == cl.HitDie {
		want -= len(cl.HPRolls)
	}
	return max(want, 0)
}

// takeCatalogCopy replaces the character's copy of cl with def.
func (b *dhBuilder) takeCatalogCopy(cl dragonhead.ClassLevel, def dragonhead.ClassDef, what string) bool {
	return b.rollWith(what, b.rollsToUpdate(cl, def), max(def.HitDie, 2), func(c dragonhead.Character, r dragonhead.Dice) (dragonhead.Character, error) {
		return dragonhead.UpdateClass(c, def, r)
	})
}

// updateClassButton offers the catalog's newer copy on the class's card.
func (b *dhBuilder) updateClassButton(cl dragonhead.ClassLevel) fyne.CanvasObject {
	def, newer := b.newerCatalogCopy(cl)
	if !newer {
		return nil
	}
	bt := widget.NewButton("Take the catalog's "+cl.Name, func() {
		b.takeCatalogCopy(cl, def, "Took the catalog's "+cl.Name)
	})
	b.w.updates["class:"+cl.Name] = bt
	return container.NewVBox(widgets.Explain("The catalog has a newer "+cl.Name+" ("+dhClassSummary(def)+"); the character keeps its own copy until you take it."), bt)
}

// dhClassSummary is a class's hit die and level table in a few words.
func dhClassSummary(def dragonhead.ClassDef) string {
	parts := []string{"hit die unknown"}
	if def.HitDie > 0 {
		parts[0] = fmt.Sprintf("hit die d%d", def.HitDie)
	}
	if len(def.LevelXP) > 0 {
		parts = append(parts, fmt.Sprintf("level table of %d", len(def.LevelXP)))
	}
	return strings.Join(parts, ", ")
}

// swapCallingRow offers another calling in place of cl: a human's only
// calling cannot be dropped ("a human character always holds at least
// one"), so this is the way to change it.
func (b *dhBuilder) swapCallingRow(cl dragonhead.ClassLevel) fyne.CanvasObject {
	var labels []string
	byLabel := map[string]dragonhead.ClassDef{}
	for _, def := range b.catalog.classes {
		if def.Kind != dragonhead.Calling || dhHasClass(b.char, def.Name) {
			continue
		}
		l := dhClassLabel(def)
		labels = append(labels, l)
		byLabel[l] = def
	}
	if len(labels) == 0 {
		return widgets.Explain(cl.Name + " is the only calling: a human keeps one. Add another calling to the catalog to swap it.")
	}
	name := cl.Name
	swap := widget.NewButton("Swap "+name, nil)
	swap.Disable()
	pick := widget.NewSelect(labels, func(string) { swap.Enable() })
	pick.PlaceHolder = "Another calling…"
	swap.OnTapped = func() {
		def, ok := byLabel[pick.Selected]
		if !ok {
			return
		}
		spent := b.char.XP.Spent.Classes[name]
		dragonheadConfirm(b.ctx.Win, "Swap "+name+" for "+def.Name+"?",
			fmt.Sprintf("The %s XP spent on %s vanishes and cannot be regained; %s takes its place.", dhThousandsSep(spent), name, def.Name), func() {
				b.rollWith("Swapped "+name+" for "+def.Name, 0, max(def.HitDie, 2), func(c dragonhead.Character, r dragonhead.Dice) (dragonhead.Character, error) {
					next, _, err := dragonhead.SwapCalling(c, name, def, r)
					return next, err
				})
			})
	}
	b.w.swapPick, b.w.swap = pick, swap
	return container.NewVBox(widgets.Explain(name+" is the only calling, so it cannot be dropped (a human keeps one), but it can be swapped:"),
		container.NewBorder(nil, nil, nil, swap, pick))
}

// onlyCalling reports cl as the character's only calling with no race.
func (b *dhBuilder) onlyCalling(cl dragonhead.ClassLevel) bool {
	if cl.Kind != dragonhead.Calling {
		return false
	}
	return !slices.ContainsFunc(b.char.Classes, func(o dragonhead.ClassLevel) bool {
		return o.Kind == dragonhead.Race || o.Kind == dragonhead.Calling && !strings.EqualFold(o.Name, cl.Name)
	})
}

// hitDieRow lets the user give the first class the hit die the book's
// sample leaves out, on the Hit points step.
func (b *dhBuilder) hitDieRow(cl dragonhead.ClassLevel) fyne.CanvasObject {
	var labels []string
	for _, d := range dhHitDice {
		labels = append(labels, fmt.Sprintf("d%d", d))
	}
	labels[len(labels)-1] = "d00"
	set := widget.NewButton("Give "+cl.Name+" this hit die", nil)
	set.Disable()
	pick := widget.NewSelect(labels, func(string) { set.Enable() })
	pick.PlaceHolder = "Hit die…"
	set.OnTapped = func() {
		i := slices.Index(labels, pick.Selected)
		if i < 0 {
			return
		}
		def := cl.ClassDef
		def.HitDie = dhHitDice[i]
		def.Incomplete = slices.DeleteFunc(slices.Clone(def.Incomplete), func(s string) bool { return s == "hit_die" })
		b.takeCatalogCopy(cl, def, fmt.Sprintf("%s's hit die is %s", cl.Name, pick.Selected))
	}
	b.w.hitDiePick, b.w.setHitDie = pick, set
	return widgets.Section(cl.Name+" needs a hit die", "", container.NewVBox(
		widgets.Explain("The book's "+cl.Name+" is an incomplete sample without a hit die. Give this character's "+cl.Name+
			" one here (your group's choice), or complete "+cl.Name+" in Tools › Dragonhead class and skill catalog and take the catalog's copy on the Classes step."),
		container.NewBorder(nil, nil, nil, set, pick)))
}
