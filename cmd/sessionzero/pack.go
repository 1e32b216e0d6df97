package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"text/tabwriter"

	"sessionzero/model/packs"
)

func init() {
	register("pack", command{
		usage:   "pack import FILE… [--json] | pack export --system ID [--kind KIND] -o FILE | pack list [--system ID] [--json]",
		summary: "content packs: a group's homebrew catalog entries in and out of the library",
		run:     runPack,
	})
}

func runPack(e *env, args []string) error {
	if len(args) == 0 {
		return badInput("pack needs import, export or list")
	}
	switch args[0] {
	case "import":
		return runPackImport(e, args[1:])
	case "export":
		return runPackExport(e, args[1:])
	case "list":
		return runPackList(e, args[1:])
	}
	return badInput("pack %s: unknown; use pack import, pack export or pack list", safe(args[0]))
}

// refusedEntry is one line of `pack import --json`'s "refused".
type refusedEntry struct {
	File   string `json:"file"`
	Pack   string `json:"pack,omitempty"`
	List   string `json:"list,omitempty"`
	Index  *int   `json:"index,omitempty"`
	Name   string `json:"name,omitempty"`
	Reason string `json:"reason"`
}

// maxPackFileBytes is read at most from one pack file (one byte more than
// a pack may be, so the size check can say the file is too large).
const maxPackFileBytes = 128<<20 + 1

func readPackFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("cannot read it: %v", unwrapPath(err))
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && !st.Mode().IsRegular() {
		return nil, fmt.Errorf("it is not a regular file")
	}
	return io.ReadAll(io.LimitReader(f, maxPackFileBytes))
}

// unwrapPath is an os error without the path the line already names.
func unwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

func runPackImport(e *env, args []string) error {
	fs := newFlags("pack import")
	asJSON := fs.Bool("json", false, "print JSON")
	files, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return badInput("pack import needs at least one pack file")
	}
	s, err := e.openStore()
	if err != nil {
		return err
	}
	defer s.Close()
	var results []packs.Result
	var refused []refusedEntry
	imported := 0
	for _, path := range files {
		raw, err := readPackFile(path)
		var res packs.Result
		if err == nil {
			res, err = packs.Import(context.Background(), s, path, raw, nil)
		}
		if err != nil {
			refused = append(refused, refusedEntry{File: path, Reason: err.Error()})
			if !*asJSON {
				fmt.Fprintf(e.stderr, "%s: refused: %s\n", safe(path), safe(err.Error()))
			}
			continue
		}
		results = append(results, res)
		imported += res.Imported
		for _, p := range res.Refused {
			i := p.Index
			refused = append(refused, refusedEntry{File: path, Pack: res.Pack, List: p.List, Index: &i, Name: p.Name, Reason: p.Reason})
			if !*asJSON {
				fmt.Fprintf(e.stderr, "%s%s: %s\n", safe(path), packLabel(res.Pack), safe(p.String()))
			}
		}
		if !*asJSON {
			fmt.Fprintf(e.stdout, "imported %s from %s%s (%s)\n", entries(res.Imported), safe(path), packLabel(res.Pack), res.System)
		}
	}
	if *asJSON {
		if results == nil {
			results = []packs.Result{}
		}
		if refused == nil {
			refused = []refusedEntry{}
		}
		if err := writeJSON(e.stdout, map[string]any{"imported": imported, "files": results, "refused": refused}); err != nil {
			return err
		}
	}
	if len(refused) > 0 {
		return badInput("%d refused (each named above); the rest imported", len(refused))
	}
	return nil
}

// packLabel names a pack after its file ("" for a pack with no name).
func packLabel(name string) string {
	if name == "" {
		return ""
	}
	return fmt.Sprintf(" (pack %q)", name)
}

// entries is "1 entry" or "n entries".
func entries(n int) string {
	if n == 1 {
		return "1 entry"
	}
	return fmt.Sprintf("%d entries", n)
}

func runPackExport(e *env, args []string) error {
	fs := newFlags("pack export")
	system := fs.String("system", "", "the system whose entries to write")
	kind := fs.String("kind", "", "only entries of this kind")
	name := fs.String("name", "", "the pack's name")
	out := fs.String("o", "", "the file to write")
	if rest, err := parseFlags(fs, args); err != nil {
		return err
	} else if len(rest) > 0 {
		return badInput("pack export takes no files, got %q (use -o FILE)", rest[0])
	}
	if *system == "" {
		return badInput("pack export needs --system ID")
	}
	s, err := e.storeForOutput("pack export", *out)
	if err != nil {
		return err
	}
	defer s.Close()
	b, n, err := packs.Export(context.Background(), s, *system, *kind, *name)
	if err != nil {
		return badInput("%v", err)
	}
	if err := writeFileAtomic(*out, b); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "wrote %s to %s\n", entries(n), safe(*out))
	return nil
}

func runPackList(e *env, args []string) error {
	fs := newFlags("pack list")
	system := fs.String("system", "", "only this system's entries")
	asJSON := fs.Bool("json", false, "print JSON")
	if rest, err := parseFlags(fs, args); err != nil {
		return err
	} else if len(rest) > 0 {
		return badInput("pack list takes no arguments, got %q", rest[0])
	}
	s, err := e.openStore()
	if err != nil {
		return err
	}
	defer s.Close()
	list, err := packs.List(context.Background(), s, *system)
	if err != nil {
		return badInput("%v", err)
	}
	if *asJSON {
		if list == nil {
			list = []packs.Entry{}
		}
		return writeJSON(e.stdout, list)
	}
	if len(list) == 0 {
		fmt.Fprintln(e.stdout, "no catalog entries (import a pack with 'sessionzero pack import FILE')")
		return nil
	}
	w := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "SYSTEM\tKIND\tNAME")
	for _, x := range list {
		fmt.Fprintf(w, "%s\t%s\t%s\n", x.System, x.Kind, safe(x.Name))
	}
	return w.Flush()
}
