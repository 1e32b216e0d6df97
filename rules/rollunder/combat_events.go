package rollunder

import (
	"fmt"
	"strings"

	"sessionzero/rules/encounter"
)

func applyStrSave(st *encounter.State, c *encounter.Combatant, f *fighter, p SavePayload) error {
	if !takeDue(st, DueSTR, c.ID) {
		return fmt.Errorf("str_save: no STR save is due for %s", c.Name)
	}
	ok, line, err := rollSave(c, f, "str", p.D20, p.Advantage, p.Disadvantage, false, st.Quiet)
	if err != nil {
		return err
	}
	st.Sayf("%s (Damage)", line)
	if !ok {
		f.Critical, f.Tended, f.Untended = true, false, 0
		if !st.Quiet {
			st.Sayf(`%s takes Critical Damage: "unable to take further action until they are tended to by an ally and have a Rest" (Critical Damage)`, c.Name)
		}
	}
	ext(st).touch(c, f) // the refresh after the save visits the saver only
	return nil
}

func applyMorale(st *encounter.State, s *encounter.Combatant, sf *fighter, p MoralePayload) error {
	who := p.Saver
	if p.Group != "" {
		who = p.Group
		if sf.Group != p.Group || !able(s, sf) {
			return fmt.Errorf("morale: %s is not an able member of %s", s.Name, p.Group)
		}
	}
	if !takeDue(st, DueMorale, who) {
		if p.Group != "" {
			return fmt.Errorf("morale: no morale save is due for the group %s", p.Group)
		}
		return fmt.Errorf("morale: no morale save is due for %s", s.Name)
	}
	ok, line, err := rollSave(s, sf, "wil", p.D20, false, false, false, st.Quiet)
	if err != nil {
		return err
	}
	if !st.Quiet {
		st.Sayf("%s (Morale)", line)
	}
	x := ext(st)
	g := x.group(p.Group)
	if g != nil {
		g.Morale = "routed"
		if ok {
			g.Morale = "held"
		}
	}
	if ok {
		return nil
	}
	if g == nil {
		rout(st, s, sf)
		return nil
	}
	for _, id := range g.Members {
		if c, f, _ := combatant(st, id); c != nil {
			rout(st, c, f)
		}
	}
	return nil
}

// rout routs c (f its fighter) when it is able and its morale normal.
func rout(st *encounter.State, c *encounter.Combatant, f *fighter) {
	if able(c, f) && f.Morale == "normal" {
		f.Routed = true
		if !st.Quiet {
			st.Sayf("%s is routed", c.Name)
		}
	}
}

func applyDamageEvent(st *encounter.State, c *encounter.Combatant, f *fighter, p DamagePayload) error {
	if p.Amount < 0 || p.Amount > 1000 {
		return fmt.Errorf("damage: amount is %d, allowed 0 to 1000", p.Amount)
	}
	if p.Against == "" {
		p.Against = "hp"
	}
	if !validAgainst(p.Against) {
		return fmt.Errorf("damage: against %q: use hp, str, dex or wil", p.Against)
	}
	armor := EffectiveArmor(c.Stat("armor"), p.IgnoresArmor)
	d := max(p.Amount-armor, 0)
	if d < 1 && !c.Dead {
		// harm says nothing of no damage; the log says why there was none.
		st.Sayf(`%s takes no damage: %d − armour %d ("Armour subtracts its score from the result of any Damage rolls against the wearer")`, c.Name, p.Amount, armor)
	}
	harm(st, c, f, d, p.Against)
	return nil
}

func applyFlee(st *encounter.State, c *encounter.Combatant, f *fighter, p SavePayload) error {
	ok, line, err := rollSave(c, f, "dex", p.D20, p.Advantage, p.Disadvantage, true, st.Quiet)
	if err != nil {
		return err
	}
	f.Acted = true
	st.Sayf(`%s ("Fleeing to safety under pursuit requires a DEX Save")`, line)
	f.Fled = ok
	return nil
}

func applyManeuver(st *encounter.State, a *encounter.Combatant, af *fighter, p ManeuverPayload) error {
	s, sf, err := combatant(st, p.Saver)
	if err != nil {
		return fmt.Errorf("maneuver: %w", err)
	}
	ok, line, err := rollSave(s, sf, strings.ToLower(p.Ability), p.D20, p.Advantage, p.Disadvantage, true, st.Quiet)
	if err != nil {
		return err
	}
	af.Acted = true
	a.RemoveCondition("Hidden")
	st.Sayf(`%s: %s; %s ("the side most at risk makes a Save")`, a.Name, p.Text, line)
	if !ok && p.Condition != "" {
		s.SetCondition(encounter.Condition{Name: p.Condition, Remaining: -1})
	}
	return nil
}

func applySave(st *encounter.State, c *encounter.Combatant, f *fighter, p SavePayload) error {
	_, line, err := rollSave(c, f, strings.ToLower(p.Ability), p.D20, p.Advantage, p.Disadvantage, false, st.Quiet)
	if err != nil {
		return err
	}
	st.Sayf("%s %s", line, p.Text)
	return nil
}

func applyCondition(st *encounter.State, c *encounter.Combatant, _ *fighter, p ConditionPayload) error {
	if strings.TrimSpace(p.Name) == "" {
		return fmt.Errorf("condition: name it (Blinded, Hidden, Invisible, Stunned, Unconscious or another)")
	}
	if !p.On {
		c.RemoveCondition(p.Name)
		st.Sayf("%s is no longer %s", c.Name, p.Name)
		return nil
	}
	c.SetCondition(encounter.Condition{Name: p.Name, Remaining: -1})
	if strings.EqualFold(p.Name, "Unconscious") {
		c.HP = 0
		st.Sayf(`%s is Unconscious: "Unconscious creatures are reduced to 0hp"`, c.Name)
		return nil
	}
	st.Sayf("%s is %s", c.Name, p.Name)
	return nil
}

func applySetEngaged(_ *encounter.State, _ *encounter.Combatant, f *fighter, p SetEngagedPayload) error {
	f.Engaged = p.Engaged
	return nil
}

func applyTend(st *encounter.State, c *encounter.Combatant, f *fighter, p TendPayload) error {
	b, bf, err := combatant(st, p.By)
	if err != nil || !able(b, bf) || b.Side != c.Side || b.ID == c.ID {
		return fmt.Errorf("tend: %s must be an able ally of %s", name(st, p.By), c.Name)
	}
	if !f.Critical {
		return fmt.Errorf("tend: %s has no Critical Damage", c.Name)
	}
	f.Tended = true
	st.Sayf(`%s tends %s ("tended to by an ally")`, b.Name, c.Name)
	return nil
}

func applyRest(st *encounter.State, c *encounter.Combatant, f *fighter, _ encounter.OnCombatant) error {
	c.HP = c.MaxHP
	if f.Critical && f.Tended {
		f.Critical, f.Tended = false, false
		st.Sayf("%s is tended and rested: Critical Damage is over (Critical Damage)", c.Name)
	}
	st.Sayf("%s rests: HP %d. %s", c.Name, c.HP, RestWarning)
	return nil
}

func applyTime(st *encounter.State, p TimePayload) error {
	if p.Minutes < 1 || p.Minutes > 100000 {
		return fmt.Errorf("time: minutes is %d, allowed 1 to 100000", p.Minutes)
	}
	x := ext(st)
	x.Minutes += p.Minutes
	for _, c := range st.Combatants {
		f := x.f(c.ID)
		if !f.Critical || f.Tended || c.Dead {
			continue
		}
		f.Untended += p.Minutes
		if f.Untended >= 60 {
			c.Dead = true
			st.Sayf(`%s dies: "If they are left untended to for an hour, they die." (Critical Damage)`, c.Name)
		}
	}
	return nil
}

// checkAbility is a save ability: str, dex or wil.
func checkAbility(ability string) (string, error) {
	a := strings.ToLower(ability)
	if a != "str" && a != "dex" && a != "wil" {
		return "", fmt.Errorf("ability %q: use str, dex or wil", ability)
	}
	return a, nil
}

func applyHealScore(st *encounter.State, c *encounter.Combatant, f *fighter, p HealScorePayload) error {
	a, err := checkAbility(p.Ability)
	if err != nil {
		return fmt.Errorf("heal_score: %w", err)
	}
	v := c.Stat(a)
	if p.Amount != nil {
		if *p.Amount < 1 || *p.Amount > MaxScore {
			return fmt.Errorf("heal_score: amount %d, allowed 1 to %d", *p.Amount, MaxScore)
		}
		v = min(score(c, a)+*p.Amount, c.Stat(a))
	}
	setCurrent(c, f, a, v)
	st.Sayf(`%s's %s is healed to %d ("Expert service")`, c.Name, strings.ToUpper(a), v)
	return nil
}

func applySetHP(_ *encounter.State, c *encounter.Combatant, _ *fighter, p SetHPPayload) error {
	if p.HP < 0 || p.HP > MaxHP {
		return fmt.Errorf("set_hp: hp is %d, allowed 0 to %d", p.HP, MaxHP)
	}
	c.HP = p.HP
	return nil
}

func applySetScore(st *encounter.State, c *encounter.Combatant, f *fighter, p SetScorePayload) error {
	a, err := checkAbility(p.Ability)
	if err != nil {
		return fmt.Errorf("set_score: %w", err)
	}
	if p.Value < 0 || p.Value > MaxScore {
		return fmt.Errorf("set_score: value is %d, allowed 0 to %d", p.Value, MaxScore)
	}
	setCurrent(c, f, a, p.Value)
	scoreZero(st, c, a)
	return nil
}

func applyDead(st *encounter.State, c *encounter.Combatant, _ *fighter, _ encounter.OnCombatant) error {
	c.Dead = true
	st.Sayf("%s is dead", c.Name)
	return nil
}

// Decorate implements encounter.Rules: the band and automatic conditions
// of spec §6.2.
func (CombatRules) Decorate(st *encounter.State, c *encounter.Combatant, row *encounter.Row) {
	f := ext(st).f(c.ID)
	if f == nil {
		return
	}
	auto := func(name, detail string) {
		row.Conditions = append(row.Conditions, encounter.ConditionView{Name: name, Detail: detail, Remaining: -1, Label: strings.TrimSpace(name + " " + detail)})
	}
	if f.Critical {
		detail := "tended"
		if !f.Tended {
			detail = fmt.Sprintf("untended %d min", f.Untended)
		}
		auto("Critical", detail)
	}
	paralyzed, catatonic := score(c, "dex") == 0, score(c, "wil") == 0
	for _, a := range []struct {
		on   bool
		name string
	}{{paralyzed, "Paralyzed"}, {catatonic, "Catatonic"}, {f.Engaged, "Engaged"}, {f.Fled, "Fled"}, {f.Routed, "Routed"}} {
		if a.on {
			auto(a.name, "")
		}
	}
	var locked []string
	for _, k := range AgainstKinds {
		if f.Locked.has(k) {
			locked = append(locked, k)
		}
	}
	if len(locked) > 0 {
		auto("Locked", strings.Join(locked, ", "))
	}
	switch {
	case c.Dead:
		row.Band = "Dead"
	case f.Critical:
		row.Band = "Critical"
	case paralyzed:
		row.Band = "Paralyzed"
	case catatonic:
		row.Band = "Catatonic"
	case f.Fled:
		row.Band = "Fled"
	case f.Routed:
		row.Band = "Routed"
	case c.HP == 0:
		row.Band = encounter.BandDown
	case c.HP < c.MaxHP:
		row.Band = encounter.BandInjured
	default:
		row.Band = encounter.BandHealthy
	}
}
