package rollunder

import (
	"encoding/json"
	"fmt"
	"strings"
)

// RestWarning is the book's warning shown with Rest (L38).
const RestWarning = "Resting may waste time or attract danger."

// Rest is "A few minutes of rest and a swig of water recovers all of
// character's lost Hit Points" (L38); a critical character that was tended
// recovers (L28: "until they are tended to by an ally and have a Rest").
func Rest(c Character) (Character, string) {
	hp := c.MaxHP
	c.CurrentHP = &hp
	msg := fmt.Sprintf("HP back to %d. %s", hp, RestWarning)
	switch {
	case c.Critical && c.Tended:
		c.Critical, c.Tended = false, false
		msg += " Tended and rested: Critical Damage is over."
	case c.Critical:
		msg += " Still critical: nobody has tended the character."
	}
	return c, msg
}

// Tend marks a critical character as tended by an ally (L28).
func Tend(c Character) (Character, error) {
	if !c.Critical {
		return c, fmt.Errorf("only a character with Critical Damage is tended")
	}
	c.Tended = true
	return c, nil
}

// ExpertHeal restores one score with an Expert service (L40; RU-2): to
// full when amount is nil, else + amount capped at full. text is the
// service's log line (what, who, price).
func ExpertHeal(c Character, ability string, amount *int, text string) (Character, error) {
	ability = strings.ToLower(ability)
	if c.ptr(ability, true) == nil {
		return c, fmt.Errorf("ability %q: use str, dex or wil", ability)
	}
	full, cur := c.Full(ability), c.Current(ability)
	v := full
	if amount != nil {
		if *amount < 1 || *amount > MaxScore {
			return c, fmt.Errorf("healed amount %d, allowed 1 to %d", *amount, MaxScore)
		}
		v = min(cur+*amount, full)
	}
	if len(c.ExpertServices) >= MaxListSize {
		return c, fmt.Errorf("expert_services already has %d entries", MaxListSize)
	}
	c.SetCurrent(ability, v)
	if strings.TrimSpace(text) == "" {
		text = fmt.Sprintf("%s %d → %d", strings.ToUpper(ability), cur, v)
	}
	c.ExpertServices = append(append([]Service{}, c.ExpertServices...), Service{Ability: ability, Text: text})
	return c, nil
}

// MarkDead marks the character dead (L30–32).
func MarkDead(c Character) Character {
	c.Dead = true
	return c
}

// ContinueAsHireling turns hireling i into a new character ("the player
// may take control of a Hireling or Apprentice", L32; RU-28): its scores
// and HP, its armour as one piece "Armour", its weapons and bonus dice.
// It returns the new character and the dead one without that entry.
func ContinueAsHireling(c Character, i int) (newChar, old Character, err error) {
	if i < 0 || i >= len(c.Hirelings) {
		return Character{}, c, fmt.Errorf("no hireling %d (the character has %d)", i+1, len(c.Hirelings))
	}
	h := c.Hirelings[i]
	n := Character{Scores: h.Scores, Weapons: h.Weapons, BonusDice: h.BonusDice, Extra: h.Extra}
	if h.Armor > 0 {
		n.ArmorPieces = []ArmorPiece{{Name: "Armour", Armor: h.Armor}}
	}
	if h.Notes != "" {
		n.Inventory = []Item{{Name: "Notes", Notes: h.Notes}}
	}
	old = c
	old.Hirelings = append(append([]Hireling{}, c.Hirelings[:i]...), c.Hirelings[i+1:]...)
	return n, old, nil
}

// Change applies one after-play action to a character's data, keeping
// unknown keys: "rest", "tend", "mark_dead". ExpertHeal and
// ContinueAsHireling take arguments and work on Character.
func Change(data json.RawMessage, action string) (json.RawMessage, string, error) {
	c, err := Decode(data)
	if err != nil {
		return nil, "", err
	}
	msg := ""
	switch action {
	case "rest":
		c, msg = Rest(c)
	case "tend":
		if c, err = Tend(c); err != nil {
			return nil, "", err
		}
	case "mark_dead":
		c = MarkDead(c)
	default:
		return nil, "", fmt.Errorf("after-play action %q: use rest, tend or mark_dead", action)
	}
	out, err := Encode(c)
	return out, msg, err
}
