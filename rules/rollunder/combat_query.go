package rollunder

import (
	"fmt"
	"slices"
	"strings"

	"sessionzero/rules/encounter"
)

// What the tracker's forms read of a roll-under fight: each combatant's
// weapons and declaration, the gangs waiting for their dice with each
// entry's pool, and the saves that are due. The forms build events from
// these; the handlers still check everything.

// Declaration is a declared action (spec §6.3).
type Declaration struct {
	Action  string
	Target  string
	Targets []string
	Against string
	Weapons []string
	Text    string
}

// FighterInfo is one combatant as the forms see it.
type FighterInfo struct {
	ID, Name, Side string
	Kind           string
	Weapons        []Weapon
	BonusDice      []int
	Group          string
	Leader         bool
	Morale         string
	// Declared is this phase's declaration, nil when none.
	Declared *Declaration
	// Able: not dead, critical, paralyzed, catatonic, Unconscious, fled or
	// routed. MayAct: able, not Stunned, on the active side (and in the
	// initial phase a passer of its DEX save).
	Able, MayAct, Acted, Moved, Engaged, Critical, Tended bool
	// DexThreatDisadvantage: Blinded or Stunned, so a dodge, flee or
	// maneuver DEX save is at disadvantage (L46, L49); the start's DEX save
	// only when Stunned (StartDisadvantage).
	DexThreatDisadvantage, StartDisadvantage bool
	HP, MaxHP, Armor                         int
	STR, DEX, WIL                            int
}

// Fighter is one combatant's roll-under state; ok is false for an unknown ID
// or a state that is not roll-under combat.
func Fighter(st *encounter.State, id string) (FighterInfo, bool) {
	x, ok := st.Ext.(*combatExt)
	if !ok {
		return FighterInfo{}, false
	}
	c, err := st.Combatant(id)
	if err != nil {
		return FighterInfo{}, false
	}
	f := x.f(id)
	fi := FighterInfo{ID: c.ID, Name: c.Name, Side: c.Side, Kind: c.Kind, Weapons: slices.Clone(f.Weapons), BonusDice: slices.Clone(f.Bonus),
		Group: f.Group, Leader: f.Leader, Morale: f.Morale, Able: able(c, f), MayAct: x.Started && mayAct(st, c), Acted: f.Acted, Moved: f.Moved,
		Engaged: f.Engaged, Critical: f.Critical, Tended: f.Tended, HP: c.HP, MaxHP: c.MaxHP, Armor: c.Stat("armor"),
		STR: score(c, "str"), DEX: score(c, "dex"), WIL: score(c, "wil"),
		DexThreatDisadvantage: c.Has("Blinded") || c.Has("Stunned"), StartDisadvantage: c.Has("Stunned")}
	if d := f.Declared; d != nil {
		fi.Declared = &Declaration{Action: d.Action, Target: d.Target, Targets: slices.Clone(d.Targets), Against: d.Against, Weapons: slices.Clone(d.Weapons), Text: d.Text}
	}
	return fi, true
}

// Started says whether the fight has begun (the start event applied).
func Started(st *encounter.State) bool {
	x, ok := st.Ext.(*combatExt)
	return ok && x.Started
}

// DexStarters are the able player characters who roll the DEX saves of a
// DEX-save start (L6; RU-6), in turn order.
func DexStarters(st *encounter.State) []string {
	x, ok := st.Ext.(*combatExt)
	if !ok {
		return nil
	}
	var out []string
	for _, c := range st.Combatants {
		if dexStarter(c, x.f(c.ID)) {
			out = append(out, c.ID)
		}
	}
	return out
}

// dexStarter: c (f its fighter) rolls a DEX save at the fight's start, an
// able player character.
func dexStarter(c *encounter.Combatant, f *fighter) bool {
	return c.Kind == KindCharacter && able(c, f)
}

// Entry is one attacker of a gang with what it rolls.
type Entry struct {
	ID, Name string
	// Attacker is its pool: the used weapons' dice, then its bonus dice,
	// with its net state (flags and conditions, RU-12, RU-13).
	Attacker Attacker
	// Sources name why it is impaired or enhanced ("Blinded (L46)").
	Sources []string
	// IgnoresArmor: every used weapon ignores armour; Ranged: one is ranged.
	IgnoresArmor, Ranged bool
}

// netState adds the conditions to the GM's flags: attacker Blinded or
// target Invisible impairs; attacker Hidden or Invisible, target Stunned
// enhances (L46–49; RU-12, RU-13).
func netState(a, t *encounter.Combatant, impaired, enhanced bool) (imp, enh bool) {
	return impaired || has(a, "Blinded") || has(t, "Invisible"), enhanced || has(a, "Hidden") || has(a, "Invisible") || has(t, "Stunned")
}

// stateSources name why an attack is impaired or enhanced.
func stateSources(a, t *encounter.Combatant, impaired, enhanced bool) []string {
	// Each reason's words are built only when it applies (the forecast
	// asks for every attack).
	var src []string
	for _, s := range []struct {
		on   bool
		who  *encounter.Combatant
		text string
	}{{impaired, nil, "impaired (GM)"}, {enhanced, nil, "enhanced (GM)"},
		{a.Has("Blinded"), a, " is Blinded: impaired (Conditions)"}, {t.Has("Invisible"), t, " is Invisible: impaired (Conditions)"},
		{a.Has("Hidden"), a, " is Hidden: enhanced (Conditions)"}, {a.Has("Invisible"), a, " is Invisible: enhanced (Conditions)"},
		{t.Has("Stunned"), t, " is Stunned: enhanced (Conditions)"}} {
		if s.on && s.who == nil {
			src = append(src, s.text)
		} else if s.on {
			src = append(src, s.who.Name+s.text)
		}
	}
	return src
}

// attackerAndTarget are an attacker with its declared weapon names, and
// its target.
func attackerAndTarget(st *encounter.State, id, target string) (*encounter.Combatant, *fighter, []string, *encounter.Combatant, error) {
	c, f, err := combatant(st, id)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	t, err := st.Combatant(target)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	var names []string
	if f.Declared != nil {
		names = f.Declared.Weapons
	}
	return c, f, names, t, nil
}

// EntryFor is attacker id's entry against target, with the GM's impaired
// and enhanced flags (cover, a resistant or vulnerable target, a stunt) and
// the conditions (netState).
func EntryFor(st *encounter.State, id, target string, impaired, enhanced bool) (Entry, error) {
	c, f, names, t, err := attackerAndTarget(st, id, target)
	if err != nil {
		return Entry{}, err
	}
	e, err := weaponEntry(c, f, names, t, impaired, enhanced)
	if err != nil {
		return Entry{}, err
	}
	e.Sources = stateSources(c, t, impaired, enhanced)
	return e, nil
}

// weaponEntry is c's entry against t with the weapons named (every
// wielded one when none are) and c's bonus dice, in the net state. When a
// named weapon is not wielded the error says so and the entry has the
// bonus dice alone (the attack event rolls that).
func weaponEntry(c *encounter.Combatant, f *fighter, names []string, t *encounter.Combatant, impaired, enhanced bool) (Entry, error) {
	ws, err := usedWeapons(f, names)
	imp, enh := netState(c, t, impaired, enhanced)
	a, ignores, ranged := pool(ws, f.Bonus, imp, enh)
	return Entry{ID: c.ID, Name: c.Name, Attacker: a, IgnoresArmor: ignores, Ranged: ranged}, err
}

// GangPlan is a gang the resolve phase still has to roll: the attackers who
// declared an attack on one target and kind (RU-11).
type GangPlan struct {
	Target, TargetName, Against string
	Attackers                   []string
}

// Label reads as "Goblin 1 (HP): Ada, Bo".
func (g GangPlan) Label(st *encounter.State) string {
	names := make([]string, len(g.Attackers))
	for i, id := range g.Attackers {
		names[i] = name(st, id)
	}
	return fmt.Sprintf("%s (%s): %s", g.TargetName, strings.ToUpper(g.Against), strings.Join(names, ", "))
}

// Gangs are the declared attacks not yet rolled, grouped by target and
// kind, in turn order of their first attacker.
func Gangs(st *encounter.State) []GangPlan {
	x, ok := st.Ext.(*combatExt)
	if !ok {
		return nil
	}
	var out []GangPlan
	for _, id := range Declared(st, "attack") {
		d := x.f(id).Declared
		i := slices.IndexFunc(out, func(g GangPlan) bool { return g.Target == d.Target && g.Against == d.Against })
		if i < 0 {
			out = append(out, GangPlan{Target: d.Target, TargetName: name(st, d.Target), Against: d.Against})
			i = len(out) - 1
		}
		out[i].Attackers = append(out[i].Attackers, id)
	}
	return out
}

// Declared are the combatants with action declared and not yet carried out.
func Declared(st *encounter.State, action string) []string {
	x, ok := st.Ext.(*combatExt)
	if !ok {
		return nil
	}
	var out []string
	fs := x.fighters(st)
	for i, c := range st.Combatants {
		f := fs[i]
		if f.Declared != nil && f.Declared.Action == action && !f.Acted && mayActNow(st, x, c, f) {
			out = append(out, c.ID)
		}
	}
	return out
}

// CounterFor is the defender's counter-attack on one gang member: its own
// pool with its own net state (RU-15).
func CounterFor(st *encounter.State, defender, member string, impaired, enhanced bool) (Entry, error) {
	c, f, _, m, err := attackerAndTarget(st, defender, member)
	if err != nil {
		return Entry{}, err
	}
	return weaponEntry(c, f, nil, m, impaired, enhanced) // every wielded weapon: no error
}

// DueSave is a save the procedures call for before the phase may end.
type DueSave struct {
	// Kind is DueSTR (the STR save after running out of HP) or DueMorale.
	Kind DueKind
	// Who is the combatant, or the group's ID when Group is set.
	Who   string
	Group bool
	Text  string
	// Savers are who may make it: the combatant, or the group's leader when
	// able, else its able members (the GM names one, RU-21).
	Savers []string
}

// DueSaves are the saves due now, oldest first.
func DueSaves(st *encounter.State) []DueSave {
	x, ok := st.Ext.(*combatExt)
	if !ok {
		return nil
	}
	out := make([]DueSave, 0, len(x.Due))
	for _, d := range x.Due {
		ds := DueSave{Kind: d.Kind, Who: d.Who, Group: d.Group, Text: d.text(st)}
		if !d.Group {
			ds.Savers = []string{d.Who}
		} else if g := x.group(d.Who); g != nil {
			var members []string
			for _, id := range g.Members {
				c, f, err := combatant(st, id)
				if err != nil || !able(c, f) {
					continue
				}
				if f.Leader {
					ds.Savers = []string{id}
					break
				}
				members = append(members, id)
			}
			if ds.Savers == nil {
				ds.Savers = members
			}
		}
		out = append(out, ds)
	}
	return out
}

// BlastEntry is a declared blast's pool on one target: the blast weapon's
// die and the bonus dice, in the net state against that target (L26;
// RU-25).
func BlastEntry(st *encounter.State, id, target string, impaired, enhanced bool) (Entry, error) {
	c, f, names, t, err := attackerAndTarget(st, id, target)
	if err != nil {
		return Entry{}, err
	}
	w, err := blastWeapon(f, names)
	if err != nil {
		return Entry{}, err
	}
	a := Attacker{Dice: append([]int{w.Die}, f.Bonus...)}
	a.Impaired, a.Enhanced = netState(c, t, impaired, enhanced)
	return Entry{ID: c.ID, Name: c.Name, Attacker: a, Sources: stateSources(c, t, impaired, enhanced), IgnoresArmor: w.IgnoresArmor, Ranged: w.Ranged}, nil
}
