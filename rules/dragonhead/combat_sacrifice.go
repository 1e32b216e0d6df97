package dragonhead

import (
	"fmt"
	"strings"

	"sessionzero/rules/encounter"
)

// This file holds armour and weapon sacrifice (002_81d21628bd61f597.txt
// "Armor Sacrifice", "Weapon Sacrifice").

// WeaponBreaksAt is "Any weapon that reaches -6 finally breaks".
const WeaponBreaksAt = 6

// sacrifice moves tear from the combatant to an item. Armour: "lets your
// armor or shield take tear damage instead of your character. It has no
// effect on wear damage but you can subtract from the defensive value of a
// piece of armor or shield any tear damage heading towards your
// character." Weapon: "Instead of taking a tear of damage one of your
// weapons takes a -1 hit penalty … Any weapon that reaches -6 finally
// breaks … Ranged weapons may be sacrificed but as soon as they are
// damaged they break". Only open tear (not scars) can be taken back.
func sacrifice(st *encounter.State, c *encounter.Combatant, p SacrificePayload) error {
	open := c.Tear - c.Scar
	if p.Tear > open {
		return fmt.Errorf("%s has %d tear that is not a scar: an item cannot take %d", c.Name, open, p.Tear)
	}
	key := "sacrificed:" + p.Item
	if p.Kind == SacrificeArmor {
		c.Tear -= p.Tear
		c.AddResource(key, p.Tear)
		st.Sayf("%s's %s takes %d tear instead (wear stays %d): lower its defensive value by %d on the sheet (%d in all)",
			c.Name, p.Item, p.Tear, c.Wear, p.Tear, c.Resource(key))
		updateHealth(st, c)
		return nil
	}
	i := -1
	for j, a := range c.Attacks {
		if strings.EqualFold(a.Name, p.Item) {
			i = j
		}
	}
	if i < 0 {
		_, err := c.FindAttack(p.Item)
		return fmt.Errorf("a sacrificed weapon must be one of the attacks: %w", err)
	}
	atk := &c.Attacks[i]
	if brokenWeapon(st, c, atk.Name) {
		return fmt.Errorf("%s is broken", atk.Name)
	}
	c.Tear -= p.Tear
	atk.Hit -= p.Tear
	c.AddResource(key, p.Tear)
	st.Sayf("%s's %s takes %d tear instead: Hit −%d, now %d", c.Name, atk.Name, p.Tear, p.Tear, atk.Hit)
	if strings.EqualFold(atk.Kind, "Ranged") || c.Resource(key) >= WeaponBreaksAt {
		c.SetResource("_broken:"+atk.Name, 1)
		st.Ext.(*combatExt).broken = true
		st.Sayf("%s breaks and becomes useless", atk.Name)
	}
	updateHealth(st, c)
	return nil
}

// brokenWeapon reports an attack whose weapon a sacrifice broke. In a
// fight where no weapon broke (combatExt.broken) it looks nothing up.
func brokenWeapon(st *encounter.State, c *encounter.Combatant, name string) bool {
	if x, ok := st.Ext.(*combatExt); ok && !x.broken {
		return false
	}
	return name != "" && c.Resource("_broken:"+name) > 0
}
