package printing

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/export/sheets"
	"sessionzero/model"
	"sessionzero/rules/glance"
	"sessionzero/rules/sheet"
	"sessionzero/rules/systems"
	"sessionzero/ui/plugin"
	"sessionzero/ui/widgets"
)

func init() {
	// theme.DocumentPrintIcon() would ask the running app for its theme,
	// which does not exist yet in init (Fyne logs an error on every command
	// line run); the default theme's icon is a themed resource that takes the
	// current theme's colours when drawn.
	plugin.AddTool(plugin.Tool{Menu: "File", Label: "Print sheet…", Key: fyne.KeyP, IconName: theme.IconNameDocumentPrint,
		Toolbar: true, NeedsCharacter: true, Run: func(l plugin.Host) { askPrintSheet(l) }})
	plugin.AddTool(plugin.Tool{Menu: "File", Label: "Print party…", Run: func(l plugin.Host) { askPrintParty(l) }})
	plugin.AddTool(plugin.Tool{Menu: "File", Label: "Print blank sheet…", Run: func(l plugin.Host) { askPrintBlank(l) }})
}

// askPrintSheet opens the print dialog for the open character; nil when no
// character is open or its system has no sheet yet (the user is told).
func askPrintSheet(l plugin.Host) *printDialog {
	if l.SelectedID() == 0 {
		return nil
	}
	l.FlushEditor()
	c, err := l.Store().Character(l.Context(), l.SelectedID())
	if err != nil {
		l.ShowError("Printing", err)
		return nil
	}
	if !sheets.HasSheet(c.System) {
		_, err := sheets.BlankSheet(c.System, sheets.Options{})
		dialog.ShowInformation("Print sheet", fmt.Sprintf("%s cannot be printed: %v.\nSheets exist for %s.", c.Name, err, designedNames()), l.Window())
		return nil
	}
	who := widget.NewLabelWithStyle(c.Name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	who.Truncation = fyne.TextTruncateEllipsis
	what := widget.NewLabel(plugin.SystemName(c.System) + " folding sheet: one sheet of paper, two pages")
	d := newPrintDialog(l, "Print sheet", c.Name, container.NewVBox(who, what),
		func(ctx context.Context, opts sheets.Options) ([]sheet.Sheet, []sheets.Skipped, error) {
			s, err := sheets.SheetFor(c.System, c.Name, c.Player, c.Campaign, c.Data, opts)
			if err != nil {
				return nil, nil, err
			}
			return []sheet.Sheet{s}, nil, nil
		})
	d.showExtrasOf(c.System)
	d.show()
	return d
}

// designedNames lists the systems that have sheets, by name.
func designedNames() string {
	var names []string
	for _, id := range sheets.Designed() {
		names = append(names, plugin.SystemName(id))
	}
	return strings.Join(names, " and ")
}

// allCharactersOption is the party dialog's choice of every character.
const allCharactersOption = "All characters"

// partyPicker is the party dialog's choice of characters: a campaign that
// ticks its members, and a checklist to change the ticks.
type partyPicker struct {
	campaign *widget.Select
	checks   []*widget.Check
	list     []model.Summary
	count    *widget.Label
}

func (p *partyPicker) chosen() []model.Summary {
	var out []model.Summary
	for i, c := range p.checks {
		if c.Checked {
			out = append(out, p.list[i])
		}
	}
	return out
}

func (p *partyPicker) refreshCount() {
	p.count.SetText(widgets.Plural(len(p.chosen()), "character") + " ticked")
}

// askPrintParty opens the party print dialog: one PDF for a campaign or a
// hand-ticked selection, two pages a character.
func askPrintParty(l plugin.Host) *printDialog {
	l.FlushEditor()
	list, err := l.Store().Characters(l.Context(), model.Filter{})
	if err != nil {
		l.ShowError("Printing the party", err)
		return nil
	}
	if len(list) == 0 {
		dialog.ShowInformation("Print party", "The library has no characters yet.", l.Window())
		return nil
	}
	sort.SliceStable(list, func(i, j int) bool { return strings.ToLower(list[i].Name) < strings.ToLower(list[j].Name) })
	p := &partyPicker{list: list, count: widget.NewLabel("")}
	box := container.NewVBox()
	for _, c := range list {
		label := fmt.Sprintf("%s — %s", c.Name, plugin.SystemName(c.System))
		if c.Campaign != "" {
			label += " · " + c.Campaign
		}
		if !sheets.HasSheet(c.System) {
			label += " (no sheet yet: will be skipped)"
		}
		check := widget.NewCheck(label, func(bool) { p.refreshCount() })
		p.checks = append(p.checks, check)
		box.Add(check)
	}
	options := []string{allCharactersOption}
	campaigns := l.Campaigns()
	for _, k := range campaigns {
		options = append(options, k.Name)
	}
	p.campaign = widget.NewSelect(options, nil)
	start := allCharactersOption
	for _, k := range campaigns {
		if k.ID == l.ShownCampaign() {
			start = k.Name
		}
	}
	scroll := container.NewVScroll(box)
	scroll.SetMinSize(fyne.NewSize(460, 180))
	gmPage := widget.NewCheck("GM page: the party at a glance (landscape, up to 8 characters a page)", nil)
	top := container.NewVBox(
		widget.NewForm(widget.NewFormItem("Campaign", p.campaign)),
		scroll,
		p.count,
		gmPage,
	)
	var chosen []model.Summary
	var read []sheets.Character // the batch's characters, for the GM page
	title := ""
	d := newPrintDialog(l, "Print party", partyFileName(start), top,
		func(ctx context.Context, opts sheets.Options) ([]sheet.Sheet, []sheets.Skipped, error) {
			var chars []sheets.Character
			for _, s := range chosen {
				if err := ctx.Err(); err != nil {
					return nil, nil, err
				}
				c, err := l.Store().Character(ctx, s.ID)
				if err != nil {
					return nil, nil, fmt.Errorf("reading %s: %w", s.Name, err)
				}
				chars = append(chars, sheets.Character{System: c.System, Name: c.Name, Player: c.Player, Campaign: c.Campaign, Data: c.Data})
			}
			if len(chars) == 0 {
				return nil, nil, fmt.Errorf("no character is ticked")
			}
			read = chars
			batch, skipped := sheets.Party(chars, opts)
			return batch, skipped, nil
		})
	p.campaign.OnChanged = func(name string) {
		for i, c := range p.list {
			p.checks[i].SetChecked(name == allCharactersOption || c.Campaign == name)
		}
		p.refreshCount()
		d.fileName = partyFileName(name)
	}
	p.campaign.SetSelected(start)
	d.party = p
	d.gmPage = gmPage
	d.gmPages = func(context.Context) ([]sheet.FlatPage, error) {
		var chars []glance.Character
		for _, c := range read {
			chars = append(chars, glance.Character{System: c.System, Name: c.Name, Player: c.Player, Data: c.Data})
		}
		tables, _ := systems.Party(chars) // a character without a party table is left off the page, as in Party at a glance
		return sheets.GMPages(title, tables), nil
	}
	d.snapshot = func() {
		chosen = p.chosen()
		title = p.campaign.Selected
		if title == allCharactersOption {
			title = "all characters"
		}
	}
	d.show()
	return d
}

func partyFileName(campaign string) string {
	if campaign == "" || campaign == allCharactersOption {
		return "Party"
	}
	return campaign + " party"
}

// askPrintBlank opens the dialog for a printable empty sheet of a system.
func askPrintBlank(l plugin.Host) *printDialog {
	var names []string
	byName := map[string]string{}
	for _, id := range sheets.Designed() {
		names = append(names, plugin.SystemName(id))
		byName[plugin.SystemName(id)] = id
	}
	system := widget.NewSelect(names, nil)
	chosen := ""
	d := newPrintDialog(l, "Print blank sheet", "Blank sheet", widget.NewForm(widget.NewFormItem("System", system)),
		func(ctx context.Context, opts sheets.Options) ([]sheet.Sheet, []sheets.Skipped, error) {
			s, err := sheets.BlankSheet(chosen, opts)
			if err != nil {
				return nil, nil, err
			}
			return []sheet.Sheet{s}, nil, nil
		})
	system.OnChanged = func(name string) {
		d.fileName = "Blank " + name + " sheet"
		d.showExtrasOf(byName[name])
	}
	system.SetSelected(names[0])
	d.blankSystem = system
	d.snapshot = func() { chosen = byName[system.Selected] }
	d.show()
	return d
}
