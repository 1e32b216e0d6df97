package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"sessionzero/export/charfile"
	"sessionzero/export/outfile"
	"sessionzero/model"
	"sessionzero/rules"
	"sessionzero/rules/systems"
)

func init() {
	register("systems", command{usage: "systems [--json]", summary: "list the game systems", run: runSystems})
	register("list", command{usage: "list [--system ID] [--campaign NAME] [--json]", summary: "list the library's characters", run: runList})
	register("import", command{usage: "import FILE…", summary: "add character files to the library", run: runImport})
	register("export", command{usage: "export (--id N | --name NAME) -o FILE", summary: "write a character to a file", run: runExport})
	register("derive", command{usage: "derive FILE [--json]", summary: "a character file's derived values and rule problems", run: runDerive})
}

// libraryPath is the library file a command reads: --db's, or the
// default one ("" when there is none).
func (e *env) libraryPath() string {
	if e.dbPath != "" {
		return e.dbPath
	}
	p, _ := model.DefaultPath()
	return p
}

// storeForOutput opens the library for a command that writes -o out,
// refusing a missing -o and an out that is the library itself.
func (e *env) storeForOutput(cmd, out string) (*model.Store, error) {
	if out == "" {
		return nil, badInput("%s needs -o FILE", cmd)
	}
	if err := outfile.NotOver(out, e.libraryPath()); err != nil {
		return nil, badInput("-o: %v", err)
	}
	return e.openStore()
}

// openStore opens the library chosen with --db, or the default one.
func (e *env) openStore() (*model.Store, error) {
	path := e.dbPath
	opts := model.Options{ChooseAnother: "choose another file with --db"}
	if path == "" {
		p, err := model.DefaultPath()
		if err != nil {
			return nil, err
		}
		path, opts.CreateFolder = p, true
	}
	return model.Open(path, opts)
}

func runSystems(e *env, args []string) error {
	fs := newFlags("systems")
	asJSON := fs.Bool("json", false, "print JSON")
	if rest, err := parseFlags(fs, args); err != nil {
		return err
	} else if len(rest) > 0 {
		return badInput("systems takes no arguments, got %q", rest[0])
	}
	type sys struct {
		ID   string `json:"id"`
		Name string `json:"name"`
		// Book is the rule book's title. (Until issue 28 the key was
		// "seed" and held our text file's name, which players never see.)
		Book    string `json:"book"`
		Builder bool   `json:"builder"`
	}
	var out []sys
	for _, s := range systems.All() {
		out = append(out, sys{s.ID(), s.Name(), rules.BookTitle(s), s.BuilderReady()})
	}
	if *asJSON {
		return writeJSON(e.stdout, out)
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tNAME\tBUILDER")
	for _, s := range out {
		b := "coming"
		if s.Builder {
			b = "yes"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\n", s.ID, s.Name, b)
	}
	return tw.Flush()
}

func runList(e *env, args []string) error {
	fs := newFlags("list")
	system := fs.String("system", "", "only this system")
	campaign := fs.String("campaign", "", "only this campaign")
	asJSON := fs.Bool("json", false, "print JSON")
	if rest, err := parseFlags(fs, args); err != nil {
		return err
	} else if len(rest) > 0 {
		return badInput("list takes no arguments, got %q", rest[0])
	}
	if *system != "" {
		if _, ok := systems.ByID(*system); !ok {
			return badInput("unknown system %q (the systems are %s)", *system, strings.Join(systems.IDs(), ", "))
		}
	}
	s, err := e.openStore()
	if err != nil {
		return err
	}
	defer s.Close()
	ctx := context.Background()
	f := model.Filter{System: *system}
	if *campaign != "" {
		k, err := s.CampaignByName(ctx, *campaign)
		if errors.Is(err, model.ErrNotFound) {
			return badInput("no campaign is named %q", *campaign)
		} else if err != nil {
			return err
		}
		f.Campaign = k.ID
	}
	list, err := s.Characters(ctx, f)
	if err != nil {
		return err
	}
	if *asJSON {
		type row struct {
			ID       int64  `json:"id"`
			System   string `json:"system"`
			Name     string `json:"name"`
			Player   string `json:"player"`
			Campaign string `json:"campaign"`
			Updated  string `json:"updated"`
		}
		out := make([]row, 0, len(list))
		for _, c := range list {
			out = append(out, row{c.ID, c.System, c.Name, c.Player, c.Campaign, c.Updated.UTC().Format(time.RFC3339)})
		}
		return writeJSON(e.stdout, out)
	}
	if len(list) == 0 {
		_, err := fmt.Fprintln(e.stdout, "No characters. Add one in the app, or: sessionzero import FILE")
		return err
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tSYSTEM\tNAME\tPLAYER\tCAMPAIGN\tUPDATED")
	for _, c := range list {
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\n", c.ID, c.System, safe(c.Name), safe(c.Player), safe(c.Campaign), c.Updated.Local().Format("2006-01-02 15:04"))
	}
	return tw.Flush()
}

// readCharacterFile reads and validates one character file; problems are
// the user's (exit 2) and name the file.
func readCharacterFile(path string) (charfile.File, error) {
	f, err := os.Open(path)
	if err != nil {
		return charfile.File{}, badInput("%s: %v", path, errors.Unwrap(err))
	}
	defer f.Close()
	cf, err := charfile.Read(f)
	if err != nil {
		return charfile.File{}, badInput("%s: %v", path, err)
	}
	return cf, nil
}

func runImport(e *env, args []string) error {
	rest, err := parseFlags(newFlags("import"), args)
	if err != nil {
		return err
	}
	if len(rest) == 0 {
		return badInput("import needs at least one character file")
	}
	s, err := e.openStore()
	if err != nil {
		return err
	}
	defer s.Close()
	var failed []string
	for _, path := range rest {
		cf, err := readCharacterFile(path)
		if err != nil && len(rest) == 1 {
			return err
		}
		if err != nil {
			fmt.Fprintf(e.stderr, "not imported: %v\n", err)
			failed = append(failed, path)
			continue
		}
		if err := cf.StampCreated(time.Now()); err != nil {
			fmt.Fprintf(e.stderr, "not imported: %v\n", err)
			failed = append(failed, path)
			continue
		}
		c := &model.Character{System: cf.System, Name: cf.Name, Player: cf.Player, Notes: cf.Notes, Data: cf.Data, Extra: cf.ExtraJSON()}
		if err := s.CreateInCampaign(context.Background(), c, cf.Campaign); err != nil {
			if len(rest) == 1 || errors.Is(err, model.ErrReadOnly) {
				return fmt.Errorf("%s: %w", path, err)
			}
			// One file the library refuses does not stop the others.
			fmt.Fprintf(e.stderr, "not imported: %s: %s\n", path, err)
			failed = append(failed, path)
			continue
		}
		fmt.Fprintf(e.stdout, "imported %s as #%d %s (%s)\n", safe(path), c.ID, safe(c.Name), c.System)
	}
	if len(failed) > 0 {
		return badInput("%d of %d files were not imported: %s", len(failed), len(rest), strings.Join(failed, ", "))
	}
	return nil
}

func runExport(e *env, args []string) error {
	fs := newFlags("export")
	id := fs.Int64("id", 0, "the character's id (see 'list')")
	name := fs.String("name", "", "the character's name")
	out := fs.String("o", "", "the file to write")
	if rest, err := parseFlags(fs, args); err != nil {
		return err
	} else if len(rest) > 0 {
		return badInput("export takes no arguments, got %q (use --id or --name and -o)", rest[0])
	}
	if (*id == 0) == (*name == "") {
		return badInput("export needs exactly one of --id N or --name NAME")
	}
	s, err := e.storeForOutput("export", *out)
	if err != nil {
		return err
	}
	defer s.Close()
	ctx := context.Background()
	var c model.Character
	if *id != 0 {
		c, err = s.Character(ctx, *id)
	} else {
		c, err = s.CharacterByName(ctx, *name)
	}
	if err != nil {
		return badInput("%v", err)
	}
	data, err := fileOf(c).Marshal()
	if err != nil {
		return err
	}
	if err := writeFileAtomic(*out, data); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "wrote %s (%s, #%s)\n", safe(*out), safe(c.Name), strconv.FormatInt(c.ID, 10))
	return nil
}

// fileOf is a library character as a portable file.
func fileOf(c model.Character) charfile.File {
	return charfile.File{System: c.System, Name: c.Name, Player: c.Player, Campaign: c.Campaign,
		Notes: c.Notes, Data: c.Data, Extra: charfile.ExtraFromJSON(c.Extra)}
}

// writeFileAtomic writes an output file through export/outfile; a path
// that cannot be written (a folder, a socket, a broken link) is the
// user's to fix.
func writeFileAtomic(path string, data []byte) error {
	err := outfile.Write(path, data)
	if errors.Is(err, outfile.ErrRefused) {
		return badInput("%v", err)
	}
	return err
}

func runDerive(e *env, args []string) error {
	fs := newFlags("derive")
	asJSON := fs.Bool("json", false, "print JSON")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return badInput("derive needs exactly one character file")
	}
	cf, err := readCharacterFile(rest[0])
	if err != nil {
		return err
	}
	sys, _ := systems.ByID(cf.System) // Read checked it
	d, err := sys.Derive(cf.Data)
	if err != nil {
		return badInput("%s: %v", rest[0], err)
	}
	if *asJSON {
		m := d.Map()
		m["system"] = cf.System
		m["name"] = cf.Name
		return writeJSON(e.stdout, m)
	}
	fmt.Fprintf(e.stdout, "%s (%s)\n", safe(cf.Name), sys.Name())
	if !d.Implemented {
		fmt.Fprintf(e.stdout, "The %s builder is not written yet: there are no derived values to show.\n", sys.Name())
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	for _, v := range d.Values {
		fmt.Fprintf(tw, "%s\t%s\t%s\n", safe(v.Label), safe(v.Text()), safe(v.Explain))
	}
	tw.Flush()
	if len(d.Problems) > 0 {
		fmt.Fprintln(e.stdout, "Problems:")
		for _, p := range d.Problems {
			fmt.Fprintf(e.stdout, "  - %s\n", safe(p.Message))
		}
	}
	for _, n := range d.Notes {
		fmt.Fprintf(e.stdout, "Note: %s\n", safe(n))
	}
	return nil
}

// checkDBFlag refuses a --db that names no file: an empty name (which
// would silently open the default library) or a device, FIFO, socket or
// folder (SQLite would hang on a FIFO and fail oddly on a device).
func checkDBFlag(fs *flag.FlagSet, path string) error {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == "db" })
	if !given {
		return nil
	}
	if strings.TrimSpace(path) == "" {
		return badInput("--db needs a file name (leave --db out for the default library)")
	}
	st, err := os.Stat(path)
	if err != nil {
		return nil // a new library, or model.Open says what is wrong
	}
	switch m := st.Mode(); {
	case m.IsDir():
		return badInput("--db %s is a folder: give a file inside it, such as %s", path, filepath.Join(path, "library.db"))
	case !m.IsRegular():
		return badInput("--db %s is not a regular file (a device, pipe or socket): give a library file", path)
	}
	return nil
}
