package rollunder

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"sessionzero/rules/encounter"
)

// What the tracker's forms offer before an event is sent: how many d20 a
// save rolls, when the rules add disadvantage, whom an action starts on,
// who needs tending, and the odds of a due save or of a gang's attack.
// The forms show these; the handlers check the events again.

// SaveD20s is how many d20 a save rolls: two when exactly one of
// advantage and disadvantage applies, else one ("Advantage and
// Disadvantage cancel each other out", Advantage and Disadvantage).
func SaveD20s(advantage, disadvantage bool) int {
	if advantage != disadvantage {
		return 2
	}
	return 1
}

// ThreatDisadvantage says whether the rules add disadvantage to id's save
// with ability against an external threat (a dodge, a flee, a maneuver's
// save): a DEX save by a Blinded or Stunned combatant (Conditions). ability
// "" means a DEX save.
func ThreatDisadvantage(st *encounter.State, id, ability string) bool {
	if ability != "" && ability != "dex" {
		return false
	}
	fi, ok := Fighter(st, id)
	return ok && fi.DexThreatDisadvantage
}

// DefaultTarget is the combatant an action of actor starts on: the first
// of ticked who is an able combatant of another side, else the first in
// order (the tracker's rows) of another side who is able, else the first
// of another side who is not dead; "" when there is none.
func DefaultTarget(st *encounter.State, actor string, ticked, order []string) string {
	fi, _ := Fighter(st, actor)
	other := func(id string) (FighterInfo, bool) {
		o, ok := Fighter(st, id)
		return o, ok && id != actor && o.Side != fi.Side
	}
	for _, id := range ticked {
		if o, ok := other(id); ok && o.Able {
			return id
		}
	}
	fallback := ""
	for _, id := range order {
		o, ok := other(id)
		if !ok {
			continue
		}
		if c, err := st.Combatant(id); err != nil || c.Dead {
			continue
		}
		if o.Able {
			return id
		}
		if fallback == "" {
			fallback = id
		}
	}
	return fallback
}

// Untended are those of ids with Critical Damage whom no ally has tended
// yet (Critical Damage), in the order of ids.
func Untended(st *encounter.State, ids []string) []string {
	var out []string
	for _, id := range ids {
		if fi, ok := Fighter(st, id); ok && fi.Critical && !fi.Tended {
			out = append(out, id)
		}
	}
	return out
}

// Wielded are the names of the weapons fi wields now.
func (fi FighterInfo) Wielded() []string {
	var out []string
	for _, w := range fi.Weapons {
		if w.Wielded {
			out = append(out, w.Name)
		}
	}
	return out
}

// SaveOdds is a save's chance for a form: who saves, with which ability
// ("STR", "WIL") and score, and the exact chance.
type SaveOdds struct {
	Name, Ability string
	Score         int
	Result        SaveResult
}

// DueSaveOdds is the chance of a due save by saver: the STR save after
// running out of HP against the reduced STR (Damage), or a morale save
// against the saver's WIL (Morale). ok is false for an unknown saver.
func DueSaveOdds(st *encounter.State, d DueSave, saver string, advantage, disadvantage bool) (SaveOdds, bool) {
	fi, ok := Fighter(st, saver)
	if !ok {
		return SaveOdds{}, false
	}
	o := SaveOdds{Name: fi.Name, Ability: "WIL", Score: fi.WIL}
	if d.Kind == DueSTR {
		o.Ability, o.Score = "STR", fi.STR
	}
	o.Result = Save(SaveInput{Score: o.Score, Advantage: advantage, Disadvantage: disadvantage})
	return o, true
}

// GangOddsInput is a gang's attack before the roll: its target, what it
// attacks ("hp", "str", "dex", "wil"), its entries (EntryFor) and the
// target's reaction with the GM's advantage and disadvantage for a dodge.
type GangOddsInput struct {
	Target, Against string
	Entries         []Entry
	Reaction        string
	Advantage       bool
	Disadvantage    bool
}

// GangOdds is what a gang's attack will do: the damage (Attack); against
// an ability score, the score it comes off (Score); against HP, what it
// does to the target (Harm, nil when it cannot be computed).
type GangOdds struct {
	Attack AttackResult
	Target FighterInfo
	Score  int
	Harm   *HarmResult
}

// AttackOdds computes a gang's odds: the entries roll together against
// the target's armour, which is ignored only when every entry's weapons
// ignore it (Armour); against HP a dodge is the target's DEX save, at
// disadvantage when the target is Blinded or Stunned (Conditions).
func AttackOdds(st *encounter.State, in GangOddsInput) (GangOdds, error) {
	tfi, _ := Fighter(st, in.Target)
	gang := GangInput{Armor: tfi.Armor, IgnoresArmor: len(in.Entries) > 0}
	for _, e := range in.Entries {
		gang.Attackers = append(gang.Attackers, e.Attacker)
		gang.IgnoresArmor = gang.IgnoresArmor && e.IgnoresArmor
	}
	res, err := Gang(gang)
	if err != nil {
		return GangOdds{}, err
	}
	out := GangOdds{Attack: res, Target: tfi}
	if in.Against != AgainstHP {
		out.Score = map[string]int{"str": tfi.STR, "dex": tfi.DEX, "wil": tfi.WIL}[in.Against]
		return out, nil
	}
	h := HarmInput{Gang: gang, HP: tfi.HP, STR: max(tfi.STR, 1)}
	if in.Reaction == ReactionDodge {
		h.Dodge = &SaveInput{Score: tfi.DEX, Advantage: in.Advantage, Disadvantage: in.Disadvantage || tfi.DexThreatDisadvantage}
	}
	if hr, err := Harm(h); err == nil {
		out.Harm = &hr
	}
	return out, nil
}

// sameNames: the same names in any order (a swap changes the wielded
// weapons only when the names differ).
func sameNames(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		if !slices.Contains(b, x) {
			return false
		}
	}
	return true
}

// SwapsWeapons says whether wielding the names wield changes fi's wielded
// weapons (a swap instead of a move, Taking your Turn).
func (fi FighterInfo) SwapsWeapons(wield []string) bool {
	return !sameNames(wield, fi.Wielded())
}

// DieList names dice as the forms show them: "d8, d6, d12".
func DieList(sizes []int) string { return dieNames(sizes) }

// Line is the weapon as one line of the stat-block calculator's list:
// "Bow d6 ranged", "Breath d8 blast vs WIL ignores armour".
func (w Weapon) Line() string {
	l := fmt.Sprintf("%s d%d", w.Name, w.Die)
	if w.Ranged {
		l += " ranged"
	}
	if w.Blast {
		l += " blast"
	}
	if w.AgainstKind() != AgainstHP {
		l += " vs " + strings.ToUpper(w.AgainstKind())
	}
	if w.IgnoresArmor {
		l += " ignores armour"
	}
	return l
}

// WeaponText is fi's weapons as one line: "Sword d8 (wielded), Bow d6
// ranged; bonus d4", or "no weapons".
func (fi FighterInfo) WeaponText() string {
	var parts []string
	for _, w := range fi.Weapons {
		p := w.Line()
		if w.Wielded {
			p += " (wielded)"
		}
		parts = append(parts, p)
	}
	s := strings.Join(parts, ", ")
	if len(fi.BonusDice) > 0 {
		s += "; bonus " + DieList(fi.BonusDice)
	}
	if s == "" {
		return "no weapons"
	}
	return s
}

// DeclaredBlastTargets are a declared blast's targets: the ticked combatants
// other than the blaster ("Blast attacks affect all targets in the
// appropriate area", Blast Damage), else the one target chosen, which may
// not be the blaster.
func DeclaredBlastTargets(blaster string, ticked []string, target string) ([]string, error) {
	var out []string
	for _, id := range ticked {
		if id != blaster {
			out = append(out, id)
		}
	}
	if len(out) > 0 {
		return out, nil
	}
	if target == "" || target == blaster {
		return nil, errors.New("tick the blast's targets in the turn order (or choose a Target other than the blaster)")
	}
	return []string{target}, nil
}
