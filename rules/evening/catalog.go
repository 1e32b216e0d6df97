package evening

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"sessionzero/rules"
)

// Catalog kinds: the book gives rules but no content, so these are user
// content stored as homebrew rows (specs/evening.md §2, EVE-9, EVE-10).
const (
	KindOrigin      = "origin"
	KindClass       = "class"
	KindDiscipline  = "discipline"
	KindFocus       = "focus"
	KindAptitude    = "aptitude"
	KindBaseFeature = "base_feature"
	KindFormat      = "format"
	KindItem        = "item"
	KindStatBlock   = "stat_block"
	KindChallenge   = "challenge"
	KindThread      = "thread"
)

// CatalogKinds lists every catalog kind in the order the editors show them.
var CatalogKinds = []string{KindOrigin, KindClass, KindDiscipline, KindFocus, KindAptitude, KindBaseFeature,
	KindFormat, KindItem, KindStatBlock, KindChallenge, KindThread}

// featureLevelMax is the highest feature level of each feature kind
// (origin 1–5 L256–261, class 1–6 L279–285, discipline and focus 1–5).
var featureLevelMax = map[string]int{KindOrigin: 5, KindClass: 6, KindDiscipline: 5, KindFocus: 5}

// Kit is the extra benefit of the first feature of a kind (L241, EVE-8).
type Kit struct {
	Text            string         `json:"text,omitempty"`
	Aptitudes       []string       `json:"aptitudes,omitempty"`
	AptitudeOptions []string       `json:"aptitude_options,omitempty"`
	WealthAptitudes []string       `json:"wealth_aptitudes,omitempty"`
	AssetBases      map[string]int `json:"asset_bases,omitempty"`
	Resources       map[string]int `json:"resources,omitempty"`
	Items           []Item         `json:"items,omitempty"`
}

// EntryFeature is one feature of an entry's level table.
type EntryFeature struct {
	Level int    `json:"level"`
	Name  string `json:"name"`
	Text  string `json:"text,omitempty"`
}

// Entry is a catalog origin, class, discipline or focus. Kind-specific
// fields are empty for the other kinds.
type Entry struct {
	Name          string         `json:"name"`
	Description   string         `json:"description,omitempty"`
	Prerequisites string         `json:"prerequisites,omitempty"`
	Kit           *Kit           `json:"kit,omitempty"`
	Features      []EntryFeature `json:"features,omitempty"`
	Sample        bool           `json:"sample,omitempty"`
	Source        string         `json:"source,omitempty"`
	Incomplete    []string       `json:"incomplete,omitempty"`
	// Origin.
	Size   string  `json:"size,omitempty"`
	Speeds []Speed `json:"speeds,omitempty"`
	// Class (EVE-9).
	Format          string `json:"format,omitempty"`
	HealthFirst     *int   `json:"health_first,omitempty"`
	HealthPerLevel  *int   `json:"health_per_level,omitempty"`
	DefenseModifier *int   `json:"defense_modifier,omitempty"`
	ReserveDie      int    `json:"reserve_die,omitempty"`
}

// ReserveDice are the allowed reserve die sizes.
var ReserveDice = []int{4, 6, 8, 10, 12}

func (e Entry) validateNumbers() error {
	var errs []error
	if e.HealthFirst != nil {
		errs = append(errs, rules.CheckRange("health at first level", *e.HealthFirst, 0, 10000))
	}
	if e.HealthPerLevel != nil {
		errs = append(errs, rules.CheckRange("health per level", *e.HealthPerLevel, 0, 10000))
	}
	if e.DefenseModifier != nil {
		errs = append(errs, rules.CheckRange("defense modifier", *e.DefenseModifier, -20, 20))
	}
	if e.ReserveDie != 0 && !slices.Contains(ReserveDice, e.ReserveDie) {
		errs = append(errs, fmt.Errorf("reserve die is d%d, use d4, d6, d8, d10 or d12", e.ReserveDie))
	}
	if e.Size != "" {
		if _, _, ok := sizeInfo(e.Size); !ok {
			errs = append(errs, fmt.Errorf("size is %q, use %s", e.Size, oneOf(SizeNames())))
		}
	}
	for i, s := range e.Speeds {
		if !slices.Contains(SpeedKinds, s.Kind) {
			errs = append(errs, fmt.Errorf("speed %d is %q, use %s", i+1, s.Kind, oneOf(SpeedKinds)))
		}
		errs = append(errs, rules.CheckRange(fmt.Sprintf("%s speed in squares", orDefault(s.Kind, "speed "+fmt.Sprint(i+1))), s.Squares, 0, 1000))
	}
	if e.Kit != nil {
		for _, k := range rules.SortedKeys(e.Kit.AssetBases) {
			if !slices.Contains(AssetKinds, k) {
				errs = append(errs, fmt.Errorf("the kit's asset base %q is not an asset kind, use %s", k, oneOf(AssetKinds)))
			}
		}
		for i, it := range e.Kit.Items {
			errs = append(errs, rules.CheckRange("load of the kit's "+named("item", i, it.Name), it.Load, 0, 3))
		}
	}
	return rules.JoinErrors(errs...)
}

// ValidateEntry checks a catalog entry of a feature kind.
func ValidateEntry(kind string, e Entry) error {
	maxLevel, ok := featureLevelMax[kind]
	if !ok {
		return fmt.Errorf("kind %q is not origin, class, discipline or focus", kind)
	}
	if strings.TrimSpace(e.Name) == "" {
		return errors.New("name is empty: give the entry a name")
	}
	errs := []error{e.validateNumbers()}
	for i, f := range e.Features {
		errs = append(errs, rules.CheckRange("level of "+named("feature", i, f.Name), f.Level, 1, maxLevel))
	}
	return rules.JoinErrors(errs...)
}

// MissingNumbers names the numbers a class needs and lacks (EVE-9): health,
// defense modifier, reserve die.
func (e Entry) MissingNumbers() []string {
	var out []string
	if e.HealthFirst == nil {
		out = append(out, "health_first")
	}
	if e.HealthPerLevel == nil {
		out = append(out, "health_per_level")
	}
	if e.DefenseModifier == nil {
		out = append(out, "defense_modifier")
	}
	if e.ReserveDie == 0 {
		out = append(out, "reserve_die")
	}
	return out
}

// AptitudeDef is a catalog aptitude.
type AptitudeDef struct {
	Name           string `json:"name"`
	Description    string `json:"description,omitempty"`
	Wealth         bool   `json:"wealth,omitempty"`
	Attack         bool   `json:"attack,omitempty"`
	DefenseWhen    string `json:"defense_when,omitempty"`
	UsualAbility   string `json:"usual_ability,omitempty"`
	UsualAttribute string `json:"usual_attribute,omitempty"`
	Sample         bool   `json:"sample,omitempty"`
	Source         string `json:"source,omitempty"`
}

// FormatDef is a class format (L142–145, L267–269).
type FormatDef struct {
	Name     string `json:"name"`
	Setup    string `json:"setup,omitempty"`
	Showtime string `json:"showtime,omitempty"`
	Downtime string `json:"downtime,omitempty"`
	Sample   bool   `json:"sample,omitempty"`
	Source   string `json:"source,omitempty"`
}

// ItemDef is a catalog item or weapon (L554–559, L603–609).
type ItemDef struct {
	Name       string `json:"name"`
	Load       int    `json:"load"`
	AssetKind  string `json:"asset_kind,omitempty"`
	Damage     string `json:"damage,omitempty"`
	DamageType string `json:"damage_type,omitempty"`
	Reach      int    `json:"reach,omitempty"`
	Range      string `json:"range,omitempty"`
	LongRange  string `json:"long_range,omitempty"`
	OneHanded  bool   `json:"one_handed,omitempty"`
}

// RangeBands are the book's range bands in squares (L603–609).
var RangeBands = []struct {
	Name    string
	Squares int
}{{"Touch", 1}, {"Adjacent", 2}, {"Close", 5}, {"Near", 10}, {"Medium", 20}, {"Long", 30}}

// RangeBand names the band a distance in squares falls in ("something
// within 20 squares is 'medium range'", L601); beyond Long it is "Beyond".
func RangeBand(squares int) string {
	for _, b := range RangeBands {
		if squares <= b.Squares {
			return b.Name
		}
	}
	return "Beyond"
}

// ValidateCatalogJSON checks one catalog row's JSON for its kind and
// returns a one-line reason when it is refused. The app's homebrew table
// calls it before saving.
func ValidateCatalogJSON(kind string, data json.RawMessage) error {
	var err error
	switch kind {
	case KindOrigin, KindClass, KindDiscipline, KindFocus:
		err = decodeThen(data, func(e Entry) error { return ValidateEntry(kind, e) })
	case KindAptitude:
		err = decodeThen(data, func(a AptitudeDef) error { return nameGiven(a.Name) })
	case KindBaseFeature:
		err = decodeThen(data, func(t TextEntry) error { return nameGiven(t.Name) })
	case KindFormat:
		err = decodeThen(data, func(f FormatDef) error { return nameGiven(f.Name) })
	case KindItem:
		err = decodeThen(data, validateItem)
	case KindStatBlock:
		err = decodeThen(data, StatBlock.Validate)
	case KindChallenge:
		err = decodeThen(data, Challenge.Validate)
	case KindThread:
		err = decodeThen(data, ThreadCard.Validate)
	default:
		return fmt.Errorf("evening catalog kind %q: use %s", kind, oneOf(CatalogKinds))
	}
	if err != nil {
		return fmt.Errorf("evening %s: %w", kind, err)
	}
	return nil
}

// decodeThen decodes a catalog row's JSON into a T and checks it.
func decodeThen[T any](data json.RawMessage, check func(T) error) error {
	var v T
	if err := decodeJSON(data, &v); err != nil {
		return err
	}
	return check(v)
}

// nameGiven refuses a blank name.
func nameGiven(name string) error {
	if strings.TrimSpace(name) == "" {
		return errors.New("name is empty")
	}
	return nil
}

func validateItem(it ItemDef) error {
	errs := []error{rules.CheckRange("load", it.Load, 0, 3), rules.CheckRange("reach", it.Reach, 0, 1000)}
	errs = append(errs, nameGiven(it.Name))
	if it.AssetKind != "" && !slices.Contains(AssetKinds, it.AssetKind) {
		errs = append(errs, fmt.Errorf("asset kind is %q, use %s", it.AssetKind, oneOf(AssetKinds)))
	}
	if it.Damage != "" {
		if _, err := ParseDamage(it.Damage); err != nil {
			errs = append(errs, err)
		}
	}
	return rules.JoinErrors(errs...)
}

func intp(n int) *int { return &n }

// SampleOrigin and SampleClass are the shipped samples, marked sample and
// incomplete: the book names no origin or class, so their numbers are
// placeholders the user must replace (EVE-9, EVE-10).
func SampleOrigin() Entry {
	return Entry{Name: "Sample origin", Description: "A placeholder: the book lists no origins.", // EVE-10
		Sample: true, Source: "sample", Size: "Medium", Speeds: []Speed{{"base", 8}},
		Kit:        &Kit{Text: "Pick your origin's kit.", AptitudeOptions: []string{"Athletics", "Medicine"}},
		Features:   []EntryFeature{{Level: 1, Name: "Origin feature"}},
		Incomplete: []string{"kit", "features"}}
}

// SampleClass is the shipped sample class (see SampleOrigin).
func SampleClass() Entry {
	return Entry{Name: "Sample class", Description: "A placeholder: the book gives no class numbers.", // EVE-9
		Sample: true, Source: "sample", HealthFirst: intp(8), HealthPerLevel: intp(4), DefenseModifier: intp(0),
		ReserveDie: 8, Kit: &Kit{Text: "Pick your class's kit.", Aptitudes: []string{"Athletics"}, AptitudeOptions: []string{"Medicine"}},
		Features:   []EntryFeature{{Level: 1, Name: "Class feature"}},
		Incomplete: []string{"health_first", "health_per_level", "defense_modifier", "reserve_die"}}
}

// SampleAptitudes are the only two aptitudes the book names, as samples:
// Athletics ("Make a Prowess + Body + Athletics check", grapple and shove,
// L995–996) and Medicine ("Make a Resolve + Mind + Medicine check, TN 10",
// stabilize, L1110).
func SampleAptitudes() []AptitudeDef {
	return []AptitudeDef{
		{Name: "Athletics", Description: "Grapple and shove.", UsualAbility: "prowess", UsualAttribute: "body", // L995–996
			Sample: true, Source: "the book, Combat › Combat actions"},
		{Name: "Medicine", Description: "Stabilize an unconscious target, TN 10.", UsualAbility: "resolve", // L1110
			UsualAttribute: "mind", Sample: true, Source: "the book, Death › Stabilize"},
	}
}

// SampleFormats is the one format the book sketches: the heist of its
// "Structure of formats" (L140–145), marked sample; its showtime and
// downtime are the book's general words, for the user to replace.
func SampleFormats() []FormatDef {
	return []FormatDef{{Name: "Heist",
		Setup:    "Deciding on what the heist is, deciding how to do it, and a roll to figure out how well (or badly) you kick off the heist.", // L143
		Showtime: "It is the heist, itself, and it continues until resolved.",                                                                  // L144
		Downtime: "What the format requires for rest and recuperation.",                                                                        // L145
		Sample:   true, Source: "the book, Formats › Structure of formats"}}                                                                    // L140–145
}

// Samples are every shipped sample as catalog entries (kind, name, JSON):
// the placeholder origin and class, the book's two aptitudes and its heist
// format. Items, disciplines, foci and base features have no sample: the
// book names none (EVE-10).
func Samples() []PackEntry {
	var out []PackEntry
	add := func(kind, name string, v any) {
		b, err := json.Marshal(v)
		if err != nil {
			panic(err) // fixed values: cannot fail
		}
		out = append(out, PackEntry{Kind: kind, Name: name, Data: b})
	}
	add(KindOrigin, SampleOrigin().Name, SampleOrigin())
	add(KindClass, SampleClass().Name, SampleClass())
	for _, a := range SampleAptitudes() {
		add(KindAptitude, a.Name, a)
	}
	for _, f := range SampleFormats() {
		add(KindFormat, f.Name, f)
	}
	return out
}
