package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"

	"sessionzero/export/outfile"
	"sessionzero/export/pdf"
	"sessionzero/export/sheets"
	"sessionzero/model"
	"sessionzero/rules/sheet"
)

func init() {
	register("sheet", command{
		usage:   "sheet FILE… [--paper letter|a4] [--blank SYSTEM] [--ink-saving] [--placemat] -o OUT.pdf | sheet --campaign NAME [--gm] [--paper …] -o OUT.pdf",
		summary: "print folding character sheets to one PDF",
		run:     runSheet,
	})
}

func runSheet(e *env, args []string) error {
	fs := newFlags("sheet")
	paperName := fs.String("paper", "letter", "letter or a4")
	blank := fs.String("blank", "", "add a blank sheet of this system")
	campaign := fs.String("campaign", "", "print every character of this library campaign")
	inkSaving := fs.Bool("ink-saving", false, "no filled backgrounds")
	gm := fs.Bool("gm", false, "with --campaign: add the party at a glance, one landscape page for the GM")
	extras := map[string]*bool{}
	for _, x := range sheets.Extras() {
		extras[x.Key] = fs.Bool(x.Key, false, x.Help)
	}
	out := fs.String("o", "", "the PDF to write")
	files, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if *out == "" {
		return badInput("sheet needs -o OUT.pdf")
	}
	if err := outfile.NotOver(*out, append(files, e.libraryPath())...); err != nil {
		return badInput("-o: %v", err)
	}
	paper, err := pdf.ParsePaper(*paperName)
	if err != nil {
		return badInput("sheet: %v", err)
	}
	if *campaign != "" && (len(files) > 0 || *blank != "") {
		return badInput("sheet prints either character files (and --blank) or --campaign, not both")
	}
	if *campaign == "" && len(files) == 0 && *blank == "" {
		return badInput("sheet needs character files, --blank SYSTEM or --campaign NAME")
	}
	if *gm && *campaign == "" {
		return badInput("--gm needs --campaign NAME: the GM page shows a campaign's party")
	}
	opts := sheets.Options{Extras: map[string]bool{}}
	for k, on := range extras {
		opts.Extras[k] = *on
	}

	var batch []sheet.Sheet
	if *campaign != "" {
		batch, err = campaignSheets(e, *campaign, opts)
		if err != nil {
			return err
		}
	}
	for _, path := range files {
		cf, err := readCharacterFile(path)
		if err != nil {
			return err
		}
		s, err := sheets.SheetFor(cf.System, cf.Name, cf.Player, cf.Campaign, cf.Data, opts)
		if err != nil {
			return badInput("%s: %v", path, err)
		}
		batch = append(batch, s)
	}
	if *blank != "" {
		s, err := sheets.BlankSheet(*blank, opts)
		if err != nil {
			return badInput("--blank: %v", err)
		}
		batch = append(batch, s)
	}

	popts := pdf.Options{Paper: paper, InkSaving: *inkSaving}
	if *gm {
		if popts.GMPages, err = gmPages(e, *campaign); err != nil {
			return err
		}
	}
	var buf bytes.Buffer
	res, err := pdf.Write(&buf, batch, popts)
	if err != nil {
		return fmt.Errorf("printing %s: %w", *out, err)
	}
	if err := writeFileAtomic(*out, buf.Bytes()); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "wrote %s: %s, %s, %s (%s landscape)\n", safe(*out),
		plural(res.Sheets, "sheet"), plural(res.Pages, "page"), plural(res.ContinuationSheets, "continuation sheet"), paperLabel(paper))
	if *gm {
		fmt.Fprintf(e.stdout, "GM page: %s (the party at a glance)\n", plural(res.GMPages, "page"))
	}
	for _, o := range res.Overflows {
		who := o.Character
		if who == "" {
			who = "blank sheet"
		}
		fmt.Fprintf(e.stdout, "continued: %s, panel %d (%s) on %s\n", safe(who), o.Panel, safe(o.PanelTitle), plural(o.ContinuationSheets, "continuation sheet"))
	}
	for _, w := range res.Warnings {
		fmt.Fprintf(e.stdout, "warning: %s\n", safe(w))
	}
	return nil
}

// campaignSheets builds the sheets of every character in a library
// campaign, by name, with the library's settings; characters
// whose system has no sheet are named on stdout as skipped.
func campaignSheets(e *env, name string, opts sheets.Options) ([]sheet.Sheet, error) {
	s, err := e.openStore()
	if err != nil {
		return nil, err
	}
	defer s.Close()
	ctx := context.Background()
	// The library's settings (Dragonhead's Dice Table turns damage and
	// move numbers into rolls), as the app's print dialog reads them.
	opts.Settings, err = sheets.Settings(func(keys []string) (map[string]string, error) { return s.Settings(ctx, keys) })
	if err != nil {
		return nil, fmt.Errorf("campaign %q: %w", name, err)
	}
	k, err := s.CampaignByName(ctx, name)
	if errors.Is(err, model.ErrNotFound) {
		return nil, badInput("no campaign is named %q", name)
	} else if err != nil {
		return nil, err
	}
	list, err := s.Characters(ctx, model.Filter{Campaign: k.ID})
	if err != nil {
		return nil, err
	}
	sort.SliceStable(list, func(i, j int) bool { return strings.ToLower(list[i].Name) < strings.ToLower(list[j].Name) })
	chars := make([]sheets.Character, 0, len(list))
	for _, sum := range list {
		c, err := s.Character(ctx, sum.ID)
		if err != nil {
			return nil, fmt.Errorf("reading %s: %w", sum.Name, err)
		}
		chars = append(chars, sheets.Character{System: c.System, Name: c.Name, Player: c.Player, Campaign: c.Campaign, Data: c.Data})
	}
	batch, skipped := sheets.Party(chars, opts)
	for _, sk := range skipped {
		fmt.Fprintf(e.stdout, "skipped: %s (%s): %s\n", safe(sk.Character.Name), sk.Character.System, safe(fmt.Sprint(sk.Err)))
	}
	if len(batch) == 0 {
		return nil, badInput("campaign %q has no character with a printable sheet (%d skipped)", k.Name, len(skipped))
	}
	return batch, nil
}

// plural writes "1 sheet", "2 sheets".
func plural(n int, noun string) string {
	if n == 1 {
		return fmt.Sprintf("1 %s", noun)
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// paperLabel names the paper as people write it.
func paperLabel(p pdf.Paper) string {
	if p == pdf.A4 {
		return "A4"
	}
	return "Letter"
}
