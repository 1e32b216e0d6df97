package rollunder

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"sessionzero/rules/encounter"
)

// rolled checks an entry's dice against its pool and returns the highest
// face and whether every used weapon ignores armour and any is ranged.
func rolled(who string, a Attacker, dice, faces []int) (int, error) {
	pool := poolOf(a.Dice, a.Impaired, a.Enhanced) // a.Pool(), read only
	if len(pool) == 0 {
		return 0, fmt.Errorf("%s has no dice to roll", who)
	}
	if !slices.Equal(pool, dice) {
		return 0, fmt.Errorf("%s rolls %v (%s), not %v", who, pool, a.State(), dice)
	}
	if len(faces) != len(dice) {
		return 0, fmt.Errorf("%s: %d faces for %d dice", who, len(faces), len(dice))
	}
	for i, f := range faces {
		if f < 1 || f > dice[i] {
			return 0, fmt.Errorf("%s: face %d is not on a d%d", who, f, dice[i])
		}
	}
	return slices.Max(faces), nil
}

// names are the combatants' names, "nobody" for none.
func names(st *encounter.State, ids []string) string {
	if len(ids) == 0 {
		return "nobody"
	}
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = name(st, id)
	}
	return strings.Join(out, ", ")
}

// armed refuses an attack or counter-attack by someone with no dice: the
// book rolls "your weapon's Damage die … along with any bonus Damage dice
// you have" (L8) and names no unarmed die (RU-4).
func armed(who string, dice int, what string) error {
	if dice > 0 {
		return nil
	}
	return fmt.Errorf("%s has no wielded weapon and no bonus dice, so cannot %s: wield a weapon (Swap) or give it bonus dice first", who, what)
}

// pool builds an attacker's entry from its used weapons and bonus dice.
func pool(ws []Weapon, bonus []int, impaired, enhanced bool) (a Attacker, ignores, ranged bool) {
	ignores = len(ws) > 0
	for _, w := range ws {
		a.Dice = append(a.Dice, w.Die)
		ignores = ignores && w.IgnoresArmor
		ranged = ranged || w.Ranged
	}
	a.Dice = append(a.Dice, bonus...)
	a.Impaired, a.Enhanced = impaired, enhanced
	return a, ignores, ranged
}

func applyAttack(st *encounter.State, t *encounter.Combatant, tf *fighter, p *AttackPayload) error {
	if p.Against == "" {
		p.Against = "hp"
		if len(p.Attackers) > 0 {
			if f := ext(st).f(p.Attackers[0].ID); f != nil && f.Declared != nil && f.Declared.Against != "" {
				p.Against = f.Declared.Against
			}
		}
	}
	if t.Dead || tf.Fled || tf.Routed {
		return fmt.Errorf("attack: %s is out of the fight", t.Name)
	}
	if tf.Locked.has(p.Against) {
		return fmt.Errorf("attack: %s cannot be attacked (%s) again until their next turn (Ganging Up)", t.Name, strings.ToUpper(p.Against))
	}
	if err := sameGang(st, p.Target, p.Against, p.Attackers); err != nil {
		return err
	}
	best, allIgnore, melee := 0, true, false
	// The gang's combatants and fighters, found once (sameGang found
	// every one).
	var gcs [6]*encounter.Combatant
	var gfs [6]*fighter
	for i, e := range p.Attackers {
		c, f, _ := combatant(st, e.ID)
		if i < len(gcs) {
			gcs[i], gfs[i] = c, f
		}
		a, ignores, ranged := declaredPool(c, f, t, e.Impaired, e.Enhanced)
		if err := armed(c.Name, len(a.Dice), "attack"); err != nil {
			return fmt.Errorf("attack: %w", err)
		}
		if ranged && f.Engaged {
			return fmt.Errorf(`attack: %s is engaged: "Ranged weapons cannot be used while engaged in melee combat" (Attacking)`, c.Name)
		}
		hi, err := rolled(c.Name, a, e.Dice, e.Faces)
		if err != nil {
			return fmt.Errorf("attack: %w", err)
		}
		best, allIgnore, melee = max(best, hi), allIgnore && ignores, melee || !ranged
	}
	gang := GangBonus(len(p.Attackers))
	armor := EffectiveArmor(tf.armor, allIgnore)
	dmg := max(best+gang-armor, 0)
	if !st.Quiet {
		st.Sayf("Attack on %s: highest %d + %d ganging up − armour %d = %d (Attacking, Ganging Up, Armour)", t.Name, best, gang, armor, dmg)
	}
	counter, err := react(st, t, tf, p.Reaction, p.Attackers, &dmg)
	if err != nil {
		return err
	}
	harm(st, t, tf, dmg, p.Against)
	if counter != nil {
		harm(st, counter.who, counter.f, counter.dmg, counter.against)
	}
	tf.Locked.set(p.Against)
	x := ext(st)
	x.touch(t, tf) // the refresh after the attack visits the target and the gang
	for i, e := range p.Attackers {
		var c *encounter.Combatant
		var f *fighter
		if i < len(gcs) {
			c, f = gcs[i], gfs[i]
		} else {
			c, f, _ = combatant(st, e.ID)
		}
		f.Acted = true
		c.RemoveCondition("Hidden")
		if melee {
			f.Engaged = true
		}
		x.touch(c, f)
	}
	if counter != nil {
		x.touch(counter.who, counter.f)
	}
	if melee {
		tf.Engaged = true
	}
	return nil
}

// declaredPool is weaponEntry's pool, armour and range of c's declared
// weapons against t, read from c's arms when it uses every wielded one
// (the pool is then shared: read it only).
func declaredPool(c *encounter.Combatant, f *fighter, t *encounter.Combatant, impaired, enhanced bool) (a Attacker, ignores, ranged bool) {
	if !f.usesAll(f.Declared.Weapons) {
		entry, _ := weaponEntry(c, f, f.Declared.Weapons, t, impaired, enhanced)
		return entry.Attacker, entry.IgnoresArmor, entry.Ranged
	}
	a = Attacker{Dice: f.arms.pool}
	a.Impaired, a.Enhanced = netState(c, t, impaired, enhanced)
	return a, f.arms.ignores, f.arms.ranged
}

// sameGang: the entries are exactly those who declared this attack (RU-11).
func sameGang(st *encounter.State, target, against string, entries []AttackEntry) error {
	if isGang(st, target, against, entries) {
		return nil
	}
	if len(entries) == 0 {
		return fmt.Errorf("attack: no attackers")
	}
	var want []string
	for _, id := range Declared(st, "attack") {
		if d := ext(st).f(id).Declared; d.Target == target && d.Against == against {
			want = append(want, id)
		}
	}
	var got []string
	for _, e := range entries {
		got = append(got, e.ID)
	}
	slices.Sort(want)
	slices.Sort(got)
	if st.Phase != "resolve" {
		return fmt.Errorf("attack: send resolve first (declare, then roll, Taking your Turn)")
	}
	if !slices.Equal(want, got) {
		return fmt.Errorf(`attack: the attackers who declared this attack are %s, not %s: "When multiple attackers target an individual, they roll together"`, names(st, want), names(st, got))
	}
	return nil
}

// isGang is sameGang's check without a list or a message: in the resolve
// phase, the entries are distinct combatants who each declared this attack
// (as Declared lists them), and as many as did. The declarers are found in
// one walk (places marked in a bit set; a fight of more than 64
// combatants is left to sameGang's full check), then each entry is looked
// for among them.
func isGang(st *encounter.State, target, against string, entries []AttackEntry) bool {
	if len(entries) == 0 || st.Phase != "resolve" {
		return false
	}
	x := ext(st)
	fs := x.fighters(st)
	if len(st.Combatants) > 64 {
		return false // sameGang makes its full check
	}
	var gang uint64 // the declarers' places
	want := 0
	for i, c := range st.Combatants {
		if f := fs[i]; f.Declared != nil && !f.Acted && declaredOn(st, x, c, f, target, against) { // (most have not declared or have acted: no call)
			gang |= 1 << i
			want++
		}
	}
	if want != len(entries) {
		return false
	}
	for _, e := range entries {
		i := x.place(st, e.ID)
		if i < 0 || gang&(1<<i) == 0 {
			return false // not a declarer, or named twice
		}
		gang &^= 1 << i
	}
	return true
}

// place is the place in st.Combatants of the combatant id (-1: none), as
// combatant finds it.
func (x *combatExt) place(st *encounter.State, id string) int {
	if i := x.places.at(st, id); i >= 0 {
		return i
	}
	c, err := st.Combatant(id)
	if err != nil {
		return -1
	}
	return slices.Index(st.Combatants, c)
}

// declaredOn: c has an attack on target (against) declared that it may
// still carry out (one of Declared(st, "attack") for that target).
func declaredOn(st *encounter.State, x *combatExt, c *encounter.Combatant, f *fighter, target, against string) bool {
	d := f.Declared
	return d != nil && !f.Acted && same(d.Action, ActionAttack) && same(d.Target, target) && same(d.Against, against) && mayActNow(st, x, c, f)
}

type counterHit struct {
	who     *encounter.Combatant
	f       *fighter // who's
	dmg     int
	against string
}

// react applies a dodge (damage 0 on a pass) or rolls a counter (RU-14–16).
func react(st *encounter.State, t *encounter.Combatant, tf *fighter, r *Reaction, entries []AttackEntry, dmg *int) (*counterHit, error) {
	if r == nil {
		return nil, nil
	}
	if !able(t, tf) {
		return nil, fmt.Errorf("attack: %s cannot react", t.Name)
	}
	switch r.Type {
	case ReactionDodge:
		ok, line, err := rollSave(t, tf, "dex", r.D20, r.Advantage, r.Disadvantage, true, st.Quiet)
		if err != nil {
			return nil, fmt.Errorf("attack: dodge: %w", err)
		}
		if !st.Quiet {
			st.Sayf(`%s dodges: %s ("Make a DEX Save to avoid all damage")`, t.Name, line)
		}
		if ok {
			*dmg = 0
		}
		return nil, nil
	case ReactionCounter:
		return counterAttack(st, t, tf, r, entries)
	}
	return nil, fmt.Errorf("attack: reaction %q: use dodge or counter", r.Type)
}

func counterAttack(st *encounter.State, t *encounter.Combatant, tf *fighter, r *Reaction, entries []AttackEntry) (*counterHit, error) {
	inGang := false
	for _, e := range entries {
		inGang = inGang || e.ID == r.Attacker
	}
	m, mf, err := combatant(st, r.Attacker)
	if err != nil || !inGang {
		return nil, fmt.Errorf("attack: counter: %s is not one of the attackers", name(st, r.Attacker))
	}
	ws, err := usedWeapons(tf, r.Weapons)
	if err != nil {
		return nil, fmt.Errorf("attack: counter: %w", err)
	}
	mws, _ := usedWeapons(mf, mf.Declared.Weapons)
	_, _, memberRanged := pool(mws, nil, false, false)
	imp, enh := netState(t, m, r.Impaired, r.Enhanced)
	a, ignores, ranged := pool(ws, tf.Bonus, imp, enh)
	if err := armed(t.Name, len(a.Dice), "counter-attack"); err != nil {
		return nil, fmt.Errorf("attack: %w", err)
	}
	if memberRanged && (!ranged || tf.Engaged) {
		return nil, fmt.Errorf(`attack: counter: "To counter-attack a ranged attack, you need a ranged weapon" (Being Attacked)`)
	}
	hi, err := rolled(t.Name+"'s counter", a, r.Dice, r.Faces)
	if err != nil {
		return nil, fmt.Errorf("attack: %w", err)
	}
	armor := EffectiveArmor(m.Stat("armor"), ignores)
	against := "hp"
	if len(ws) > 0 {
		against = ws[0].AgainstKind()
	}
	d := max(hi-armor, 0)
	t.RemoveCondition("Hidden")
	st.Sayf(`%s counter-attacks %s: %d − armour %d = %d ("The attacker takes damage, reduced by their Armor")`, t.Name, m.Name, hi, armor, d)
	return &counterHit{who: m, f: mf, dmg: d, against: against}, nil
}

// harm is apply(c, d, against) of spec §6.5; f is c's fighter.
func harm(st *encounter.State, c *encounter.Combatant, f *fighter, d int, against string) {
	if d < 1 || c.Dead {
		return
	}
	x := ext(st)
	if against != AgainstHP {
		v := max(score(c, against)-d, 0)
		setCurrent(c, f, against, v)
		if !st.Quiet {
			st.Sayf("%s loses %d %s: now %d (Ability Score Loss)", c.Name, d, strings.ToUpper(against), v)
		}
		scoreZero(st, c, against)
		return
	}
	if d < c.HP {
		c.HP -= d
		if !st.Quiet {
			st.Sayf(`%s loses %d HP ("mostly avoided or only a minor wound")`, c.Name, d)
		}
		return
	}
	wasUp := c.HP >= 1
	excess := d - c.HP
	c.HP = 0
	str := max(f.cur[0]-excess, 0) // current STR
	setCurrent(c, f, "str", str)
	if !st.Quiet {
		st.Sayf(`%s runs out of HP; %d damage comes off STR: now %d (Damage)`, c.Name, excess, str)
	}
	if str == 0 {
		scoreZero(st, c, "str")
		return
	}
	if !f.Critical {
		x.Due = append(x.Due, newDue(st, DueSTR, c, str))
	}
	if wasUp && c.Kind != KindCharacter && f.Group == "" && f.Morale == "normal" {
		x.Due = append(x.Due, newDue(st, DueMorale, c, f.cur[2]))
	}
}

// newDue is c's save of kind due against score, worded unless st is quiet
// (due.text words it when read).
func newDue(st *encounter.State, kind DueKind, c *encounter.Combatant, score int) due {
	d := due{Kind: kind, Who: c.ID, Score: score}
	if !st.Quiet {
		d.Text = dueText(kind, c.Name, score)
	}
	return d
}

func scoreZero(st *encounter.State, c *encounter.Combatant, ability string) {
	if score(c, ability) > 0 {
		return
	}
	if ability == "str" {
		c.Dead = true
	}
	if st.Quiet {
		return // the words below are the log's only
	}
	switch ability {
	case "str":
		st.Sayf(`%s dies ("The character dies at STR 0")`, c.Name)
	case "dex":
		st.Sayf(`%s is paralyzed (DEX 0, Ability Score Loss)`, c.Name)
	case "wil":
		st.Sayf(`%s is catatonic (WIL 0, Ability Score Loss)`, c.Name)
	}
}

// afterEvent checks group morale, lapses saves nobody can make, and
// refreshes the derived flags: of the combatants the event's handler named
// when the state was refreshed after the event before (wasClean), else of
// everyone (refreshTouched).
func afterEvent(st *encounter.State, wasClean bool) {
	x := ext(st)
	fs := x.fighters(st)
	only := x.onlyTouched(st, wasClean)
	some := only && x.groupsChecked // the groups of the combatants named
	for _, g := range x.Groups {
		if g.Morale != "none" || some && !x.touched.touches(g) {
			continue
		}
		n, exempt := 0, true
		for _, i := range x.memberPos(g) {
			if i < 0 {
				continue
			}
			c, f := st.Combatants[i], fs[i]
			if outByNumbers(c, f) || has(c, "Unconscious") { // lost(c, f), inlined
				n++
			}
			exempt = exempt && f.Morale != "normal"
		}
		if 2*n >= len(g.Members) {
			if exempt {
				g.Morale = "exempt"
				continue
			}
			g.Morale = "pending"
			x.Due = append(x.Due, groupDue(st, g))
		}
	}
	x.groupsChecked = true
	if len(x.Due) > 0 {
		x.Due = slices.DeleteFunc(x.Due, func(d due) bool { return !dueMakeable(st, d) })
	}
	refreshTouched(st, x, only)
}

func dueMakeable(st *encounter.State, d due) bool {
	if d.Group {
		for _, id := range ext(st).group(d.Who).Members {
			if c, f, err := combatant(st, id); err == nil && able(c, f) {
				return true
			}
		}
		return false
	}
	c, f, err := combatant(st, d.Who)
	return err == nil && !c.Dead && (d.Kind == DueSTR || able(c, f))
}

func takeDue(st *encounter.State, kind DueKind, who string) bool {
	x := ext(st)
	for i, d := range x.Due {
		if d.Kind == kind && d.Who == who {
			x.Due = slices.Delete(x.Due, i, i+1)
			return true
		}
	}
	return false
}

// groupDue is g's morale save, due now: worded unless st is quiet, its
// saver (the able leader, else nobody: the GM names a member) and the
// leader's WIL kept for due.text.
func groupDue(st *encounter.State, g *group) due {
	d := due{Kind: DueMorale, Who: g.ID, Group: true}
	for _, id := range g.Members {
		if c, f, err := combatant(st, id); err == nil && f.Leader && able(c, f) {
			d.Saver, d.Score = c.ID, f.cur[2]
			break
		}
	}
	if !st.Quiet {
		d.Text = d.text(st)
	}
	return d
}

// groupDueText names the saver: "Morale: goblins, Goblin boss with WIL 7",
// or a member the GM names when the leader cannot save (RU-21).
func groupDueText(group, leader string, wil int) string {
	if leader != "" {
		return "Morale: " + group + ", " + leader + " with WIL " + strconv.Itoa(wil)
	}
	return "Morale: " + group + ", a member the GM names (the leader cannot save)"
}
