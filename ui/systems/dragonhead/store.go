package dragonhead

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"sessionzero/model"
	"sessionzero/model/packs"
	"sessionzero/rules/dragonhead"
)

// Homebrew kinds the Dragonhead screens keep in the library (the Dice Table
// setting's key is dragonhead.SettingDiceTable).
const (
	dhKindClass         = "class"
	dhKindSkill         = "skill"
	dhSampleLabelSuffix = " — incomplete sample"
)

// dhCatalog is the class and skill catalog a builder picks from: the
// library's homebrew entries, then the book's samples and skills that no
// homebrew entry of the same name replaces.
type dhCatalog struct {
	classes []dragonhead.ClassDef
	skills  []dragonhead.SkillDef
	// ids are the homebrew row ids by lower-case class name (samples have none).
	ids map[string]int64
	// skillIDs are the homebrew row ids by lower-case skill name (the
	// book's skills have none).
	skillIDs map[string]int64
}

// loadDragonheadCatalog reads the homebrew classes and skills.
func loadDragonheadCatalog(ctx context.Context, store *model.Store) (dhCatalog, error) {
	cat := dhCatalog{ids: map[string]int64{}, skillIDs: map[string]int64{}}
	if store == nil {
		cat.classes = dragonhead.SampleClasses()
		cat.skills = dragonhead.BookSkills()
		return cat, nil
	}
	classes, ids, err := dhReadEntries[dragonhead.ClassDef](ctx, store, dhKindClass)
	for i, def := range classes {
		cat.classes = append(cat.classes, def)
		cat.ids[strings.ToLower(def.Name)] = ids[i]
	}
	if err != nil {
		return cat, err
	}
	sort.SliceStable(cat.classes, func(i, j int) bool { return cat.classes[i].Name < cat.classes[j].Name })
	for _, s := range dragonhead.SampleClasses() {
		if _, replaced := cat.ids[strings.ToLower(s.Name)]; !replaced {
			cat.classes = append(cat.classes, s)
		}
	}
	cat.skills = dragonhead.BookSkills()
	book := map[string]bool{}
	for _, s := range cat.skills {
		book[strings.ToLower(s.Name)] = true
	}
	skills, skillIDs, err := dhReadEntries[dragonhead.SkillDef](ctx, store, dhKindSkill)
	for i, def := range skills {
		if !book[strings.ToLower(def.Name)] {
			cat.skills = append(cat.skills, def)
			cat.skillIDs[strings.ToLower(def.Name)] = skillIDs[i]
		}
	}
	return cat, err
}

// dhReadEntries reads the homebrew rows of a kind ("class", "skill") as
// T, with each row's id; after an error, the rows read before it.
func dhReadEntries[T any](ctx context.Context, store *model.Store, kind string) ([]T, []int64, error) {
	entries, err := store.HomebrewEntries(ctx, dragonhead.ID, kind)
	if err != nil {
		return nil, nil, fmt.Errorf("reading the %s catalog: %w", kind, err)
	}
	defs := make([]T, 0, len(entries))
	ids := make([]int64, 0, len(entries))
	for _, e := range entries {
		var def T
		if err := json.Unmarshal(e.Data, &def); err != nil {
			return defs, ids, fmt.Errorf("%s %s in the catalog: %w", kind, e.Name, err)
		}
		defs = append(defs, def)
		ids = append(ids, e.ID)
	}
	return defs, ids, nil
}

// class finds a catalog class by name.
func (c dhCatalog) class(name string) (dragonhead.ClassDef, bool) {
	for _, def := range c.classes {
		if strings.EqualFold(def.Name, name) {
			return def, true
		}
	}
	return dragonhead.ClassDef{}, false
}

// skill finds a catalog skill by name.
func (c dhCatalog) skill(name string) (dragonhead.SkillDef, bool) {
	for _, def := range c.skills {
		if strings.EqualFold(def.Name, name) {
			return def, true
		}
	}
	return dragonhead.SkillDef{}, false
}

// dhClassLabel is how a class appears in pickers: samples say they are
// incomplete.
func dhClassLabel(def dragonhead.ClassDef) string {
	label := fmt.Sprintf("%s (%s)", def.Name, def.Kind)
	if def.Sample {
		label += dhSampleLabelSuffix
	}
	return label
}

// saveDragonheadClass stores a class as homebrew, replacing one of the same
// name.
func saveDragonheadClass(ctx context.Context, store *model.Store, def dragonhead.ClassDef) error {
	return saveDragonheadEntry(ctx, store, dhKindClass, def.Name, def)
}

// saveDragonheadEntry stores a class or a skill (kind) as homebrew,
// replacing one of the same name.
func saveDragonheadEntry(ctx context.Context, store *model.Store, kind, name string, def any) error {
	data, err := json.Marshal(def)
	if err != nil {
		return fmt.Errorf("encoding %s %s: %w", kind, name, err)
	}
	h := &model.Homebrew{System: dragonhead.ID, Kind: kind, Name: name, Data: data}
	if err := store.PutHomebrew(ctx, h); err != nil {
		return fmt.Errorf("saving %s %s: %w", kind, name, err)
	}
	return nil
}

// dhIsBookSkill tells whether a skill name is one of the book's skills,
// which the catalog keeps as the book gives them.
func dhIsBookSkill(name string) bool {
	for _, s := range dragonhead.BookSkills() {
		if strings.EqualFold(s.Name, strings.TrimSpace(name)) {
			return true
		}
	}
	return false
}

// checkDragonheadSkill refuses, with the reason, a skill the catalog cannot
// keep: one named like a book skill (the catalog shows the book's), or one
// a content pack would refuse (no name, a base cost below 1).
func checkDragonheadSkill(def dragonhead.SkillDef) error {
	if dhIsBookSkill(def.Name) {
		return fmt.Errorf("%s is one of the book's skills: give your skill another name", def.Name)
	}
	if _, err := dragonhead.EncodeContentPack(dragonhead.ContentPack{Skills: []dragonhead.SkillDef{def}}); err != nil {
		return err
	}
	return nil
}

// saveDragonheadSkill stores a skill as homebrew, replacing one of the same
// name.
func saveDragonheadSkill(ctx context.Context, store *model.Store, def dragonhead.SkillDef) error {
	return saveDragonheadEntry(ctx, store, dhKindSkill, def.Name, def)
}

// exportDragonheadPack writes the library's homebrew classes and skills as a
// content pack. The book's samples are not exported: they ship with the app.
func exportDragonheadPack(ctx context.Context, store *model.Store, name string) ([]byte, error) {
	cat, err := loadDragonheadCatalog(ctx, store)
	if err != nil {
		return nil, err
	}
	pack := dragonhead.ContentPack{Name: name}
	for _, def := range cat.classes {
		if _, own := cat.ids[strings.ToLower(def.Name)]; own {
			pack.Classes = append(pack.Classes, def)
		}
	}
	book := map[string]bool{}
	for _, s := range dragonhead.BookSkills() {
		book[strings.ToLower(s.Name)] = true
	}
	for _, s := range cat.skills {
		if !book[strings.ToLower(s.Name)] {
			pack.Skills = append(pack.Skills, s)
		}
	}
	b, err := dragonhead.EncodeContentPack(pack)
	if err != nil {
		return nil, fmt.Errorf("exporting the catalog: %w", err)
	}
	return b, nil
}

// importDragonheadPack reads a content pack and stores every entry in one
// transaction (model/packs), replacing entries of the same name and keeping
// the keys the app does not know. A pack the catalog cannot represent is
// refused whole, with the reason.
func importDragonheadPack(ctx context.Context, store *model.Store, b []byte) (classes, skills int, err error) {
	pack, err := dragonhead.DecodeContentPack(b)
	if err != nil {
		return 0, 0, err
	}
	if _, problems, err := packs.Read(b); err != nil {
		return 0, 0, err
	} else if len(problems) > 0 {
		return 0, 0, fmt.Errorf("%s", problems[0])
	}
	if _, err := packs.ImportOf(ctx, store, dragonhead.ID, "", b, nil); err != nil {
		return 0, 0, err
	}
	return len(pack.Classes), len(pack.Skills), nil
}

// loadDiceTable reads the group's Dice Table from the library (the setting
// dragonhead.SettingDiceTable); with no library it is the default.
func loadDiceTable(ctx context.Context, store *model.Store) (dragonhead.DiceTable, error) {
	if store == nil {
		return dragonhead.DefaultDiceTable(), nil
	}
	v, ok, err := store.Setting(ctx, dragonhead.SettingDiceTable)
	if err != nil || !ok {
		return dragonhead.DefaultDiceTable(), err
	}
	return dragonhead.DiceTableSetting(map[string]string{dragonhead.SettingDiceTable: v})
}

// saveDiceTable writes the group's Dice Table to the library.
func saveDiceTable(ctx context.Context, store *model.Store, t dragonhead.DiceTable) error {
	b, err := dragonhead.EncodeDiceTable(t)
	if err != nil {
		return fmt.Errorf("encoding the Dragonhead Dice Table: %w", err)
	}
	if err := store.SetSetting(ctx, dragonhead.SettingDiceTable, string(b)); err != nil {
		return fmt.Errorf("saving the Dragonhead Dice Table: %w", err)
	}
	return nil
}
