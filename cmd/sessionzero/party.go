package main

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"text/tabwriter"

	"sessionzero/export/sheets"
	"sessionzero/model"
	"sessionzero/rules/glance"
	"sessionzero/rules/sheet"
	"sessionzero/rules/systems"
)

func init() {
	register("party", command{
		usage:   "party --campaign NAME [--json]",
		summary: "a campaign's party at a glance: each character's play numbers, one table per system",
		run:     runParty,
	})
}

// partyJSON is `party --json`.
type partyJSON struct {
	Campaign   string         `json:"campaign"`
	Characters int            `json:"characters"`
	Tables     []glance.Table `json:"tables"`
	Skipped    []skippedJSON  `json:"skipped"`
	Message    string         `json:"message,omitempty"`
}

type skippedJSON struct {
	Name   string `json:"name"`
	System string `json:"system"`
	Reason string `json:"reason"`
}

func runParty(e *env, args []string) error {
	fs := newFlags("party")
	campaign := fs.String("campaign", "", "the library campaign")
	asJSON := fs.Bool("json", false, "print JSON")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return badInput("party takes no files, only --campaign NAME (got %q)", rest[0])
	}
	if *campaign == "" {
		return badInput("party needs --campaign NAME")
	}
	k, tables, skipped, err := campaignParty(e, *campaign)
	if err != nil {
		return err
	}
	out := partyJSON{Campaign: k.Name, Tables: tables, Skipped: []skippedJSON{}}
	if out.Tables == nil {
		out.Tables = []glance.Table{}
	}
	for _, t := range tables {
		out.Characters += len(t.Rows)
	}
	for _, s := range skipped {
		out.Skipped = append(out.Skipped, skippedJSON{Name: s.Character.Name, System: s.Character.System, Reason: fmt.Sprint(s.Err)})
	}
	if out.Characters == 0 && len(skipped) == 0 {
		out.Message = emptyPartyMessage(k.Name)
	}
	if *asJSON {
		return writeJSON(e.stdout, out)
	}
	return writePartyText(e, out)
}

// emptyPartyMessage says what to do about a campaign with no characters.
func emptyPartyMessage(name string) string {
	return fmt.Sprintf("Campaign %q has no characters yet: import character files with %q, or choose the campaign in a character's editor in the app.",
		name, "sessionzero import FILE…")
}

// writePartyText prints one aligned table per system.
func writePartyText(e *env, p partyJSON) error {
	if p.Message != "" {
		fmt.Fprintln(e.stdout, safe(p.Message))
		return nil
	}
	fmt.Fprintf(e.stdout, "Party at a glance: %s (%s)\n", safe(p.Campaign), plural(p.Characters, "character"))
	for _, t := range p.Tables {
		fmt.Fprintf(e.stdout, "\n%s\n", safe(t.SystemName))
		tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "Character\tPlayer\t"+strings.Join(t.Labels, "\t"))
		for _, r := range t.Rows {
			cells := []string{safe(r.Name), safe(orDash(r.Player))}
			for _, c := range r.Columns {
				cells = append(cells, safe(c.Value))
			}
			fmt.Fprintln(tw, strings.Join(cells, "\t"))
		}
		if err := tw.Flush(); err != nil {
			return fmt.Errorf("writing the party: %w", err)
		}
	}
	for _, s := range p.Skipped {
		fmt.Fprintf(e.stdout, "skipped: %s (%s): %s\n", safe(s.Name), s.System, safe(s.Reason))
	}
	return nil
}

func orDash(s string) string {
	if s == "" {
		return "—"
	}
	return s
}

// campaignParty reads a library campaign's characters, by name, sorted by
// name, and lays them out as the party at a glance.
func campaignParty(e *env, name string) (model.Campaign, []glance.Table, []glance.Skipped, error) {
	s, err := e.openStore()
	if err != nil {
		return model.Campaign{}, nil, nil, err
	}
	defer s.Close()
	ctx := context.Background()
	k, err := s.CampaignByName(ctx, name)
	if errors.Is(err, model.ErrNotFound) {
		return k, nil, nil, badInput("no campaign is named %q", name)
	} else if err != nil {
		return k, nil, nil, fmt.Errorf("campaign %q: %w", name, err)
	}
	list, err := s.Characters(ctx, model.Filter{Campaign: k.ID})
	if err != nil {
		return k, nil, nil, fmt.Errorf("campaign %q: %w", name, err)
	}
	sort.SliceStable(list, func(i, j int) bool { return strings.ToLower(list[i].Name) < strings.ToLower(list[j].Name) })
	chars := make([]glance.Character, 0, len(list))
	for _, sum := range list {
		c, err := s.Character(ctx, sum.ID)
		if err != nil {
			return k, nil, nil, fmt.Errorf("reading %s: %w", sum.Name, err)
		}
		chars = append(chars, glance.Character{System: c.System, Name: c.Name, Player: c.Player, Data: c.Data})
	}
	tables, skipped := systems.Party(chars)
	return k, tables, skipped, nil
}

// gmPages are the `sheet --campaign NAME --gm` pages: the party at a
// glance, GMPageCharacters characters a page.
func gmPages(e *env, name string) ([]sheet.FlatPage, error) {
	k, tables, _, err := campaignParty(e, name)
	if err != nil {
		return nil, err
	}
	return sheets.GMPages(k.Name, tables), nil
}
