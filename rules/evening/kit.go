package evening

import "sessionzero/rules"

// ApplyKit applies the kit of a feature entry the character takes (L159:
// "Pick your beginning origin and class, applying the kits for each"): its
// aptitudes (source "<kind>_kit"), wealth aptitudes, asset bases ("+1 base
// also gives +1 asset", L528), resources and items. Only the first feature
// of a kind brings its kit (EVE-8): with one of that kind already held, or
// an entry without a kit, the character comes back unchanged. Numbers stop
// at Validate's limits (20).
func ApplyKit(c Character, kind string, e Entry) Character {
	if e.Kit == nil || len(c.featuresOf(kind)) > 0 {
		return c
	}
	c = c.clone()
	k := e.Kit
	for _, a := range k.Aptitudes {
		if !c.holds(a) {
			c.Aptitudes = append(c.Aptitudes, Aptitude{Name: a, Source: kind + "_kit"})
		}
	}
	for _, w := range k.WealthAptitudes {
		if !containsFold(c.WealthAptitude, w) {
			c.WealthAptitude = append(c.WealthAptitude, w)
		}
	}
	for _, name := range rules.SortedKeys(k.AssetBases) {
		a := c.Assets[name]
		a.Base = min(20, a.Base+k.AssetBases[name])
		a.Value = min(20, a.Value+k.AssetBases[name])
		c.Assets[name] = a
	}
	if len(k.Resources) > 0 {
		res := make(map[string]int, len(c.Resources)+len(k.Resources))
		for n, v := range c.Resources {
			res[n] = v
		}
		for n, v := range k.Resources {
			res[n] = min(20, res[n]+v)
		}
		c.Resources = res
	}
	c.Inventory = append(c.Inventory, k.Items...)
	return c
}

// featuresOf is the character's features of one kind.
func (c Character) featuresOf(kind string) []Feature {
	switch kind {
	case KindOrigin:
		return c.Origins
	case KindClass:
		return c.Classes
	case KindDiscipline:
		return c.Disciplines
	case KindFocus:
		return c.Focuses
	}
	return nil
}

func (c Character) holds(aptitude string) bool {
	return rules.IndexFold(c.Aptitudes, aptitude, func(a Aptitude) string { return a.Name }) >= 0
}
