package evening

import (
	"fmt"

	"sessionzero/rules"
	"sessionzero/rules/encounter"
)

// This file holds damage and healing: the damage pipeline, temporary
// health and set health (L1008–1032).

type damageMods struct {
	multiple, certain, defended   bool
	resistant, vulnerable, immune bool
}

// applyDamage runs the damage pipeline (L1008–1032, EVE-26, EVE-33).
func applyDamage(st *encounter.State, t *encounter.Combatant, amount int, m damageMods) error {
	if amount < 0 {
		return fmt.Errorf("damage is %d, never below 0", amount)
	}
	if m.multiple {
		amount /= 2
	}
	if m.certain {
		amount /= 2 // certain: half lands anyway (L812)
	}
	if m.defended {
		amount /= 2 // and a successful defense halves again
	}
	switch {
	case m.immune:
		amount = 0
	case m.resistant && !m.vulnerable:
		amount /= 2
	case m.vulnerable && !m.resistant:
		amount *= 2
	}
	absorbed := min(t.TempHP, amount)
	t.TempHP -= absorbed
	rest := amount - absorbed
	if t.Kind == CombatantCharacter && rest >= t.MaxHP && rest > 0 {
		t.HP, t.Dead = 0, true
		if !st.Quiet {
			st.Sayf("%s takes %d from one source, at least the total health %d: killed outright", t.Name, rest, t.MaxHP) // L1099, EVE-33
		}
		return nil
	}
	was := t.HP
	t.HP = max(0, t.HP-rest)
	if !st.Quiet {
		st.Sayf("%s takes %d damage (%d to temporary health): health %d", t.Name, amount, absorbed, t.HP)
	}
	if t.HP == 0 && was > 0 {
		switch t.Kind {
		case CombatantCharacter:
			t.Unconscious = true
			for _, n := range []string{"Unconscious", "Prone", "Choosing"} {
				setCond(st, t, encounter.Condition{Name: n, Remaining: -1})
			}
			if !st.Quiet {
				st.Sayf("%s drops to 0: struggle or choose death", t.Name) // L1090–1093
			}
		case CombatantThreat:
			if fx(t).st.phases > res(t, rPhase) {
				addR(t, rPhase, 1)
				t.HP = t.MaxHP
				if !st.Quiet {
					st.Sayf("%s enters phase %d with full health", t.Name, res(t, rPhase)) // L888
				}
			} else {
				t.Unconscious = true
				if !st.Quiet {
					st.Sayf("%s is defeated", t.Name)
				}
				checkFoesDown(st)
			}
		}
	}
	return nil
}

func checkFoesDown(st *encounter.State) {
	for _, c := range st.Combatants {
		open := res(c, rResolved) == 0 && !c.Dead
		if (c.Kind == CombatantThreat && c.HP > 0 && open) || (c.Kind == CombatantDanger && open) {
			return
		}
	}
	finish(st, "resolved")
}

func damageEvent(st *encounter.State, t *encounter.Combatant, p DamageEvent) error {
	if p.Amount > 100000 {
		return fmt.Errorf("amount is %d, at most 100000", p.Amount)
	}
	return applyDamage(st, t, p.Amount, damageMods{resistant: p.Resistant, vulnerable: p.Vulnerable, immune: p.Immune})
}

func heal(st *encounter.State, t *encounter.Combatant, p AmountEvent) error {
	if t.Dead {
		return fmt.Errorf("%s is dead: healing cannot help", t.Name) // L1024
	}
	if err := rules.CheckRange("amount", p.Amount, 0, 100000); err != nil {
		return err
	}
	t.HP = min(t.MaxHP, t.HP+p.Amount)
	if t.HP > 0 && t.Unconscious {
		wake(t) // EVE-34
	}
	st.Sayf("%s heals %d: health %d", t.Name, p.Amount, t.HP)
	return nil
}

func wake(t *encounter.Combatant) {
	t.Unconscious = false
	for _, n := range []string{"Unconscious", "Choosing", "Dying", "Stabilized"} {
		t.RemoveCondition(n)
	}
	setR(t, rDeathFailures, 0)
	setR(t, rDeathSuccesses, 0)
}

func tempHP(_ *encounter.State, t *encounter.Combatant, p AmountEvent) error {
	if err := rules.CheckRange("amount", p.Amount, 0, 100000); err != nil {
		return err
	}
	t.TempHP = max(t.TempHP, p.Amount) // L1031
	return nil
}

func setHP(_ *encounter.State, t *encounter.Combatant, p AmountEvent) error {
	if err := rules.CheckRange("hp", p.HP, 0, t.MaxHP); err != nil {
		return err
	}
	t.HP = p.HP
	return nil
}
