package rollunder

import (
	"encoding/json"
	"fmt"
	"strings"

	"sessionzero/rules"
)

// SaveValue is one entry of the derived `saves` list.
type SaveValue struct {
	Ability       string  `json:"ability"`
	Score         int     `json:"score"`
	PSuccess      float64 `json:"p_success"`
	PAdvantage    float64 `json:"p_advantage"`
	PDisadvantage float64 `json:"p_disadvantage"`
	Explain       string  `json:"explain"`
}

// WeaponValue is one entry of the derived `weapons` list.
type WeaponValue struct {
	Name         string `json:"name"`
	Die          int    `json:"die"`
	Ranged       bool   `json:"ranged"`
	Wielded      bool   `json:"wielded"`
	Against      string `json:"against"`
	Blast        bool   `json:"blast"`
	IgnoresArmor bool   `json:"ignores_armor"`
}

// HirelingValue is one entry of the derived `hirelings` list.
type HirelingValue struct {
	Name       string   `json:"name"`
	Role       string   `json:"role"`
	STR        int      `json:"str"`
	DEX        int      `json:"dex"`
	WIL        int      `json:"wil"`
	CurrentSTR int      `json:"current_str"`
	CurrentDEX int      `json:"current_dex"`
	CurrentWIL int      `json:"current_wil"`
	MaxHP      int      `json:"max_hp"`
	CurrentHP  int      `json:"current_hp"`
	Armor      int      `json:"armor"`
	AttackDice []int    `json:"attack_dice"`
	MeanDamage *float64 `json:"mean_damage,omitempty"`
}

// quote cites the book by its own section's name: (Damage: "…").
func quote(section, text string) string { return fmt.Sprintf(`(%s: "%s")`, section, text) }

// SaveValues are the three saves against the current scores (§5.1).
func SaveValues(s Scores) []SaveValue {
	out := make([]SaveValue, 0, 3)
	for _, a := range Abilities {
		score := s.Current(a)
		p := Save(SaveInput{Score: score})
		adv := Save(SaveInput{Score: score, Advantage: true})
		dis := Save(SaveInput{Score: score, Disadvantage: true})
		out = append(out, SaveValue{Ability: strings.ToUpper(a), Score: score, PSuccess: p.PSuccess, PAdvantage: adv.PSuccess, PDisadvantage: dis.PSuccess,
			Explain: fmt.Sprintf(`%s save %d/20, advantage %d/400, disadvantage %d/400 %s`, strings.ToUpper(a), p.Num, adv.Num, dis.Num, quote("Saves", "Roll d20 equal or under the appropriate Ability Score to succeed"))})
	}
	return out
}

func meanPtr(pool []int) *float64 {
	if len(pool) == 0 {
		return nil
	}
	m := MeanHighest(pool)
	return &m
}

// Derive implements rules.System.
func (System) Derive(data json.RawMessage) (rules.Derived, error) {
	return rules.DeriveWith(Decode, DeriveCharacter, data)
}

// DeriveCharacter computes every value of spec §3 with its explain line.
func DeriveCharacter(c Character) rules.Derived {
	d := rules.Derived{Implemented: true}
	add := d.Add
	for _, a := range Abilities {
		up := strings.ToUpper(a)
		ex := fmt.Sprintf("%s %d as written", up, c.Full(a))
		if *c.ptr(a, false) == nil {
			ex = fmt.Sprintf("%s not listed: 10 %s", up, quote("Assumed Ability Scores", "Any Ability Score not listed is treated as 10."))
		}
		add(a, up, c.Full(a), ex)
	}
	for _, a := range Abilities {
		up := strings.ToUpper(a)
		ex := fmt.Sprintf("current %s %d after Ability Score Loss %s", up, c.Current(a), quote("Ability Score Loss", "The character dies at STR 0"))
		if *c.ptr(a, true) == nil {
			ex = fmt.Sprintf("current %s = full %s %d (no loss recorded)", up, up, c.Full(a))
		}
		add("current_"+a, "Current "+up, c.Current(a), ex)
	}
	add("max_hp", "Max HP", c.MaxHP, "Max HP as typed: the book gives no formula")
	add("current_hp", "HP", c.HP(), fmt.Sprintf("HP %d of %d %s", c.HP(), c.MaxHP, quote("Damage", "When taking damage, you lose that many Hit Points")))
	total := c.ArmorTotal()
	armor := min(total, MaxArmor)
	parts := make([]string, len(c.ArmorPieces))
	for i, p := range c.ArmorPieces {
		parts[i] = fmt.Sprint(p.Armor)
	}
	sum := strings.Join(parts, " + ")
	if sum == "" {
		sum = "0"
	}
	add("armor_total", "Armour pieces", total, fmt.Sprintf("Armour pieces %s = %d", sum, total))
	add("armor", "Armour", armor, fmt.Sprintf(`Armour %d = min(%s, 3) %s`, armor, sum, quote("Armour", "Total Armour score for a creature cannot exceed 3")))
	add("saves", "Saves", SaveValues(c.Scores), `Saves against the current scores; advantage takes the better of two d20, disadvantage the worse `+quote("Advantage and Disadvantage", "Roll twice and take the better or worse of the two rolls respectively"))
	ws := make([]WeaponValue, len(c.Weapons))
	for i, w := range c.Weapons {
		ws[i] = WeaponValue{Name: w.Name, Die: w.Die, Ranged: w.Ranged, Wielded: w.Wielded, Against: w.AgainstKind(), Blast: w.Blast, IgnoresArmor: w.IgnoresArmor}
	}
	add("weapons", "Weapons", ws, fmt.Sprintf("%d weapons, one damage die each", len(ws)))
	pool := AttackDiceOf(c.Weapons, c.BonusDice)
	if pool == nil {
		pool = []int{}
	}
	add("attack_dice", "Attack dice", pool, fmt.Sprintf("Attack dice %s: wielded weapons then bonus dice %s", orNone(dieNames(pool)), quote("Attacking", "Roll your weapon's Damage die, or for both weapons if wielding two, along with any bonus Damage dice you have")))
	if len(pool) > 0 {
		m := MeanHighest(pool)
		me := MeanHighest(append(append([]int{}, pool...), 12))
		add("mean_damage", "Mean damage", m, fmt.Sprintf("Mean of the highest of %s = %.4f against armour 0 %s", dieNames(pool), m, quote("Attacking", "The highest single roll is identified")))
		add("mean_damage_enhanced", "Mean damage (enhanced)", me, fmt.Sprintf("Mean of the highest of %s, d12 = %.4f %s", dieNames(pool), me, quote("Impaired and Enhanced Attacks", "gain bonus d12 Damage die")))
	}
	dead := c.Dead || c.Current("str") == 0
	deadEx := "not dead"
	switch {
	case c.Current("str") == 0:
		deadEx = "dead at STR 0 " + quote("Ability Score Loss", "The character dies at STR 0")
	case c.Dead:
		deadEx = "marked dead " + quote("Death", "When a character dies")
	}
	add("dead", "Dead", dead, deadEx)
	add("critical", "Critical Damage", c.Critical, "as marked "+quote("Critical Damage", "unable to take further action until they are tended to by an ally and have a Rest"))
	add("tended", "Tended", c.Tended, "as marked "+quote("Critical Damage", "tended to by an ally"))
	paralyzed, catatonic := c.Current("dex") == 0, c.Current("wil") == 0
	add("paralyzed", "Paralyzed", paralyzed, fmt.Sprintf("current DEX %d %s", c.Current("dex"), quote("Ability Score Loss", "At DEX 0 or WIL 0 the character is paralyzed or catatonic")))
	add("catatonic", "Catatonic", catatonic, fmt.Sprintf("current WIL %d %s", c.Current("wil"), quote("Ability Score Loss", "At DEX 0 or WIL 0 the character is paralyzed or catatonic")))
	canAct := !dead && !c.Critical && !paralyzed && !catatonic && !c.Has("Unconscious")
	add("can_act", "Can act", canAct, "none of dead, critical, paralyzed, catatonic, Unconscious "+quote("Ability Score Loss", "cannot act until Healing"))
	conds := c.Conditions
	if conds == nil {
		conds = []string{}
	}
	add("conditions", "Conditions", conds, fmt.Sprintf("%d conditions (no durations, Conditions)", len(conds)))
	inv := c.Inventory
	if inv == nil {
		inv = []Item{}
	}
	add("inventory", "Inventory", inv, fmt.Sprintf("%d items as written", len(inv)))
	svc := c.ExpertServices
	if svc == nil {
		svc = []Service{}
	}
	add("expert_services", "Expert services", svc, fmt.Sprintf("%d Expert services %s", len(svc), quote("Healing", "require the aid of an Expert service")))
	hs := make([]HirelingValue, len(c.Hirelings))
	for i, h := range c.Hirelings {
		hp := AttackDiceOf(h.Weapons, h.BonusDice)
		if hp == nil {
			hp = []int{}
		}
		hs[i] = HirelingValue{Name: h.Name, Role: h.Role, STR: h.Full("str"), DEX: h.Full("dex"), WIL: h.Full("wil"),
			CurrentSTR: h.Current("str"), CurrentDEX: h.Current("dex"), CurrentWIL: h.Current("wil"), MaxHP: h.MaxHP, CurrentHP: h.HP(),
			Armor: h.Armor, AttackDice: hp, MeanDamage: meanPtr(hp)}
	}
	add("hirelings", "Hirelings", hs, fmt.Sprintf("%d hirelings and apprentices %s", len(hs), quote("Death", "the player may take control of a Hireling or Apprentice")))
	d.Problems = problems(c, total)
	d.Notes = notes(c)
	return d
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

func problems(c Character, armorTotal int) []rules.Problem {
	var ps []rules.Problem
	add := func(code, format string, a ...any) {
		ps = append(ps, rules.Problem{Code: code, Message: fmt.Sprintf(format, a...)})
	}
	if c.MaxHP == 0 {
		add("no_hp", "Max HP is 0: type the Hit Points your table uses (the book gives no formula)")
	}
	for _, a := range Abilities {
		if c.Current(a) > c.Full(a) {
			add("above_full", "Current %s %d is above full %s %d: lower it or raise the full score", strings.ToUpper(a), c.Current(a), strings.ToUpper(a), c.Full(a))
		}
	}
	if c.HP() > c.MaxHP {
		add("above_full", "HP %d is above max HP %d", c.HP(), c.MaxHP)
	}
	if armorTotal > MaxArmor {
		add("armor_capped", `Armour pieces add up to %d: it counts as 3 ("Total Armour score for a creature cannot exceed 3")`, armorTotal)
	}
	wielded := 0
	for _, w := range c.Weapons {
		if w.Wielded {
			wielded++
		}
	}
	if wielded > 2 {
		add("too_many_wielded", "%d weapons wielded: at most two (\"for both weapons if wielding two\")", wielded)
	}
	if wielded == 0 && len(c.BonusDice) == 0 {
		add("no_weapon", "Nothing wielded and no bonus dice: this character cannot attack (no unarmed die)")
	}
	if c.Tended && !c.Critical {
		add("tended_without_critical", "Tended is marked without Critical Damage: clear it (only critical characters are tended)")
	}
	return ps
}

func notes(c Character) []string {
	out := []string{"The rule book gives no way to generate scores, Hit Points or equipment: type what your table uses."}
	for _, a := range Abilities {
		if s := c.Current(a); s < 1 || s > 19 {
			out = append(out, fmt.Sprintf("%s %d saves like %d: 1 always succeeds, 20 always fails.", strings.ToUpper(a), s, SaveTwentieths(s)))
		}
	}
	if c.Has("Unconscious") {
		out = append(out, `"Unconscious creatures are reduced to 0hp" — the book's text is cut off here.`)
	}
	return out
}
