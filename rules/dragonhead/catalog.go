package dragonhead

import (
	"encoding/json"
	"fmt"
	"strings"
)

// ClassKind is what kind of class a class is.
type ClassKind string

// The three kinds of class.
const (
	Race           ClassKind = "race"
	Calling        ClassKind = "calling"
	Transformation ClassKind = "transformation"
)

// ClassKinds lists the kinds for a picker.
var ClassKinds = []ClassKind{Race, Calling, Transformation}

// Magic systems a class can use; each sets the ability whose modifier adds to
// the spell level limit.
const (
	SpellCaster  = "Spell-Caster"
	DivineCaster = "Divine-Caster"
	PowerUser    = "Power-User"
)

// MagicSystems lists the three systems with their ability, for a picker.
var MagicSystems = []struct {
	Name    string
	Ability Ability
}{
	{SpellCaster, Intellect},
	{DivineCaster, Spirit},
	{PowerUser, Constitution},
}

// magicAbility is the ability whose modifier the system adds to its spell
// level limit.
func magicAbility(system string) (Ability, bool) {
	for _, m := range MagicSystems {
		if strings.EqualFold(m.Name, system) {
			return m.Ability, true
		}
	}
	return "", false
}

// Line is one entry of a combat or magic line: what gets the class bonus
// ("Melee", "AC", "Nature", "Any") and whether only half of it ("Ranged ½").
type Line struct {
	Use  string `json:"use"`
	Half bool   `json:"half,omitempty"`
}

// String writes the entry as the book does: "Ranged ½".
func (l Line) String() string {
	if l.Half {
		return l.Use + " ½"
	}
	return l.Use
}

// Move is a form of movement with its base score ("Walk 8").
type Move struct {
	Form  string `json:"form"`
	Score int    `json:"score"`
}

// MagicLine is a class's Magic entry: its system, the kinds of spells it
// casts, and the level the magic starts at.
type MagicLine struct {
	System   string `json:"system"`
	Kinds    []Line `json:"kinds"`
	StartsAt int    `json:"starts_at,omitempty"` // 0 or 1: from first level
}

// Feature is a class feature; StartsAt is the book's "SA".
type Feature struct {
	Name     string `json:"name"`
	StartsAt int    `json:"starts_at,omitempty"`
	Text     string `json:"text,omitempty"`
	// Talent marks features with a rule the app computes: "resolve" (class
	// bonus to Morale and Fear checks) or "leadership".
	Talent string `json:"talent,omitempty"`
}

// StarterItem is an item of a class's starter pack.
type StarterItem struct {
	Name  string `json:"name"`
	Count int    `json:"count,omitempty"`
}

// ClassDef is one class of the catalog: the book lists no classes, so these
// are user content (design.md, "The book gives no class list").
type ClassDef struct {
	Name string    `json:"name"`
	Kind ClassKind `json:"kind"`
	// HitDie is the die's size (8 for a d8); 0 while unknown.
	HitDie        int        `json:"hit_die"`
	Size          string     `json:"size,omitempty"`
	BestAbilities []Ability  `json:"best_abilities,omitempty"`
	Moves         []Move     `json:"moves,omitempty"`
	Combat        []Line     `json:"combat,omitempty"`
	Magic         *MagicLine `json:"magic,omitempty"`
	Inclinations  []string   `json:"inclinations,omitempty"`
	Restrictions  []string   `json:"restrictions,omitempty"`
	// LevelXP[i] is the total XP spent on the class to reach level i+1
	// ("1 = 2,500, 2 = 5,000, 3 = 10,000").
	LevelXP   []int         `json:"level_xp,omitempty"`
	Features  []Feature     `json:"features,omitempty"`
	Equipment []StarterItem `json:"equipment,omitempty"`
	// Sample marks the book's fragments; Incomplete lists what the book does
	// not give for them, so the UI can say what to fill in.
	Sample     bool     `json:"sample,omitempty"`
	Incomplete []string `json:"incomplete,omitempty"`
	Source     string   `json:"source,omitempty"`
}

// LevelCost is the total XP spent on the class to reach level. Past the end
// of the class's table each level costs double the one before, as the
// book's example table does; with no table it is an error.
func (c ClassDef) LevelCost(level int) (int, error) {
	if level < 1 {
		return 0, nil
	}
	if len(c.LevelXP) == 0 {
		return 0, fmt.Errorf("class %s has no level advancement table", c.Name)
	}
	if level <= len(c.LevelXP) {
		return c.LevelXP[level-1], nil
	}
	return doubled(c.LevelXP[len(c.LevelXP)-1], level-len(c.LevelXP)), nil
}

// Problems checks the entry and lists what is wrong or missing. A sample may
// miss what its Incomplete list names.
func (c ClassDef) Problems() []string {
	out := c.malformed()
	missing := func(field, msg string) {
		for _, f := range c.Incomplete {
			if f == field {
				return
			}
		}
		out = append(out, msg)
	}
	if c.HitDie == 0 {
		missing("hit_die", c.Name+": no hit die")
	}
	for _, a := range c.BestAbilities {
		if _, ok := ParseAbility(string(a)); !ok {
			out = append(out, fmt.Sprintf("%s: unknown best ability %q", c.Name, a))
		}
	}
	if len(c.Moves) == 0 {
		missing("moves", c.Name+": no movement (e.g. Walk 8)")
	}
	for _, m := range c.Moves {
		if strings.TrimSpace(m.Form) == "" {
			out = append(out, c.Name+": a move form has no name")
		}
	}
	if len(c.Combat) == 0 {
		missing("combat", c.Name+": no combat line")
	}
	if c.Magic != nil && c.Magic.StartsAt < 0 {
		out = append(out, c.Name+": magic starts at a negative level")
	}
	for _, in := range c.Inclinations {
		if !ValidInclination(in) {
			out = append(out, fmt.Sprintf("%s: unknown inclination %q", c.Name, in))
		}
	}
	if len(c.LevelXP) == 0 {
		missing("level_xp", c.Name+": no level advancement table")
	}
	for i, xp := range c.LevelXP {
		if xp < 0 || (i > 0 && xp < c.LevelXP[i-1]) {
			out = append(out, fmt.Sprintf("%s: level %d costs %d XP, less than the level before", c.Name, i+1, xp))
		}
	}
	for _, f := range c.Features {
		if strings.TrimSpace(f.Name) == "" {
			out = append(out, c.Name+": a feature has no name")
		}
		if f.StartsAt < 0 {
			out = append(out, fmt.Sprintf("%s: feature %s starts at a negative level", c.Name, f.Name))
		}
	}
	return out
}

// malformed lists what the entry cannot represent: no name, an unknown
// kind, size or magic system, a hit die that is not a die. A content pack
// with such an entry is refused.
func (c ClassDef) malformed() []string {
	var out []string
	if strings.TrimSpace(c.Name) == "" {
		out = append(out, "class has no name")
	}
	switch c.Kind {
	case Race, Calling, Transformation:
	default:
		out = append(out, fmt.Sprintf("%s: kind %q must be race, calling or transformation", c.Name, c.Kind))
	}
	if c.HitDie != 0 && c.HitDie < 2 {
		out = append(out, fmt.Sprintf("%s: hit die d%d is not a die", c.Name, c.HitDie))
	} else if err := classBounds(c.Name, c); err != nil {
		out = append(out, err.Error())
	}
	if c.Size != "" {
		if _, ok := SizeByName(c.Size); !ok {
			out = append(out, fmt.Sprintf("%s: unknown body size %q", c.Name, c.Size))
		}
	}
	if c.Magic != nil {
		if _, ok := magicAbility(c.Magic.System); !ok {
			out = append(out, fmt.Sprintf("%s: magic system %q must be Spell-Caster, Divine-Caster or Power-User", c.Name, c.Magic.System))
		}
	}
	return out
}

// MissingWords names a sample's Incomplete keys in the player's words
// ("hit_die" → "hit die", "level_xp" → "level table").
func MissingWords(keys []string) string {
	words := map[string]string{"hit_die": "hit die", "level_xp": "level table", "best_abilities": "best abilities",
		"moves": "movement", "combat": "combat line", "features": "features", "equipment": "starter equipment"}
	out := make([]string, len(keys))
	for i, k := range keys {
		if w, ok := words[k]; ok {
			out[i] = w
		} else {
			out[i] = strings.ReplaceAll(k, "_", " ")
		}
	}
	return strings.Join(out, ", ")
}

// SampleClasses are the book's class fragments. They are incomplete: the
// book names these classes in examples but gives none of them in full. Each
// lists what is missing in Incomplete.
func SampleClasses() []ClassDef {
	// src names the book's section and quotes it, in the player's words
	// (the book, not our file: sources are shown in the catalog).
	src := func(section, phrase string) string { return section + ": \"" + phrase + "\"" }
	return []ClassDef{
		{
			Name: "Warlord", Kind: Calling, Size: "Medium", Sample: true,
			Moves:      []Move{{"Walk", 8}},
			Incomplete: []string{"hit_die", "combat", "level_xp", "features", "equipment", "best_abilities"},
			Source:     src("Making a character › Move", "Classes come with movements such as the Warlord's Walk 8"),
		},
		{
			Name: "Elf", Kind: Race, Size: "Medium", Sample: true,
			BestAbilities: []Ability{Magic, Dexterity, Constitution},
			Magic: &MagicLine{System: PowerUser, Kinds: []Line{
				{Use: "Any", Half: true}, {Use: "Nature"},
			}},
			Incomplete: []string{"hit_die", "moves", "combat", "level_xp", "features", "equipment"},
			Source:     src("Making a character › Magic", "The Elf class has Magic: Power-User, Any ½, Nature"),
		},
		{
			Name: "Fighter", Kind: Calling, Size: "Medium", Sample: true,
			Features:   []Feature{{Name: "Eye of the Tiger", StartsAt: 3}},
			Incomplete: []string{"hit_die", "moves", "combat", "level_xp", "equipment", "best_abilities"},
			Source:     src("Making a character › Class", "The fighter's Eye of the Tiger has SA 3"),
		},
		{
			Name: "Dwarf", Kind: Race, Size: "Medium", Sample: true,
			Features:   []Feature{{Name: "Sleeps in armor", StartsAt: 1, Text: "Dwarves can sleep in their armor."}},
			Incomplete: []string{"hit_die", "moves", "combat", "level_xp", "equipment", "best_abilities"},
			Source:     src("Exceptions", "In the class description of the Dwarf it says that they can sleep in their armor"),
		},
		{
			Name: "Halfling", Kind: Race, Size: "Small", Sample: true,
			Features: []Feature{{Name: "Resolve", StartsAt: 3, Talent: "resolve",
				Text: "Class bonus to Morale and Fear checks, less the starts-at level plus 1."}},
			Incomplete: []string{"hit_die", "moves", "combat", "level_xp", "equipment", "best_abilities"},
			Source:     src("Morale › Resolve", "Halflings get Resolve at third level"),
		},
	}
}

// ContentPackFormat is the format tag of a Dragonhead content pack.
const ContentPackFormat = "sessionzero/dragonhead-content"

// ContentPack is a set of catalog entries exported as one JSON document.
type ContentPack struct {
	Format  string     `json:"format"`
	Version int        `json:"version"`
	Name    string     `json:"name,omitempty"`
	Classes []ClassDef `json:"classes"`
	Skills  []SkillDef `json:"skills,omitempty"`
}

// SkillDef is a catalog skill: its base cost at +0 and what it helps.
type SkillDef struct {
	Name     string `json:"name"`
	BaseCost int    `json:"base_cost"`
	Language bool   `json:"language,omitempty"`
	// Uses are the combat uses or attack kinds it gives its bonus to
	// ("Swords", "Melee", "AC"); empty for non-combat skills.
	Uses []string `json:"uses,omitempty"`
	// MinIntellect is the Intellect a brand new character needs (12 for
	// Read & Write).
	MinIntellect int    `json:"min_intellect,omitempty"`
	Text         string `json:"text,omitempty"`
}

// BookSkills are the two skills the book prices.
func BookSkills() []SkillDef {
	return []SkillDef{
		{Name: "Common", BaseCost: 400, Language: true, Text: "The most commonly spoken language around."},
		{Name: "Read & Write", BaseCost: 600, MinIntellect: 12,
			Text: "Read or write any language you speak. Brand new characters need Intellect 12 or better."},
	}
}

// EncodeContentPack checks every entry and writes the pack as indented JSON.
func EncodeContentPack(p ContentPack) ([]byte, error) {
	p.Format, p.Version = ContentPackFormat, 1
	if p.Classes == nil {
		p.Classes = []ClassDef{}
	}
	if err := p.check(); err != nil {
		return nil, err
	}
	b, err := json.MarshalIndent(p, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("encoding content pack: %w", err)
	}
	return b, nil
}

// DecodeContentPack reads a pack and checks its format, version, unique
// names and each entry's structure. Entries with missing fields are kept
// (the UI shows their Problems); malformed ones are an error.
func DecodeContentPack(b []byte) (ContentPack, error) {
	var p ContentPack
	if err := json.Unmarshal(b, &p); err != nil {
		return ContentPack{}, fmt.Errorf("decoding content pack: %w", err)
	}
	if p.Format != ContentPackFormat {
		return ContentPack{}, fmt.Errorf("content pack: format %q, want %q", p.Format, ContentPackFormat)
	}
	if p.Version != 1 {
		return ContentPack{}, fmt.Errorf("content pack: version %d is not supported (want 1)", p.Version)
	}
	if err := p.check(); err != nil {
		return ContentPack{}, err
	}
	return p, nil
}

// check refuses what cannot be represented: duplicate or empty names,
// unknown kinds, bad dice, unknown sizes or magic systems, skill costs
// below 1.
func (p ContentPack) check() error {
	classes := map[string]bool{}
	for i, c := range p.Classes {
		if err := uniqueName(classes, "class", c.Name, i); err != nil {
			return err
		}
		if bad := c.malformed(); len(bad) > 0 {
			return fmt.Errorf("content pack: %s", bad[0])
		}
	}
	skills := map[string]bool{}
	for i, s := range p.Skills {
		if err := uniqueName(skills, "skill", s.Name, i); err != nil {
			return err
		}
		if s.BaseCost < 1 {
			return fmt.Errorf("content pack: skill %s: base cost %d must be at least 1", s.Name, s.BaseCost)
		}
	}
	return nil
}

// uniqueName records a name, refusing an empty one or one seen before
// (ignoring case).
func uniqueName(seen map[string]bool, what, name string, index int) error {
	key := strings.ToLower(strings.TrimSpace(name))
	if key == "" {
		return fmt.Errorf("content pack: %s %d has no name", what, index+1)
	}
	if seen[key] {
		return fmt.Errorf("content pack: %s %q appears twice", what, name)
	}
	seen[key] = true
	return nil
}
