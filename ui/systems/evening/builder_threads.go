package evening

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	eve "sessionzero/rules/evening"
	"sessionzero/ui/widgets"
)

// The builder's Threads step: the character's threads and plot armor.

// fillThreads is the character's threads (L385–427) and plot armor.
func (b *builder) fillThreads(box *fyne.Container) {
	list := container.NewVBox()
	for i, t := range b.char.Threads {
		i := i
		label := fmt.Sprintf("%s: %d of %d marked", t.Name, t.Marks, t.Length)
		if t.Outcome != "" {
			label += ", " + t.Outcome
		}
		list.Add(container.NewHBox(widget.NewLabel(label),
			b.button(fmt.Sprintf("thread.%d.mark", i), "Mark", func() {
				b.edit("mark "+t.Name, false, func(c *eve.Character) error { c.Threads[i].Marks++; return nil })
			}),
			b.button(fmt.Sprintf("thread.%d.resolve", i), "Resolved", func() { b.resolveThread(i) }),
			b.button(fmt.Sprintf("thread.%d.remove", i), "Remove", func() {
				b.edit("remove "+t.Name, false, func(c *eve.Character) error {
					c.Threads = append(c.Threads[:i], c.Threads[i+1:]...)
					return nil
				})
			})))
	}
	name, length := b.entry("thread.name", "thread"), b.entry("thread.length", "length 4–12")
	list.Add(container.NewGridWithColumns(3, name, length, b.button("thread.add", "Add thread", func() {
		n, err := parseInt("length", length.Text)
		if err == nil && strings.TrimSpace(name.Text) == "" {
			err = errors.New("type the thread's name")
		}
		if err != nil {
			b.fail("add thread", err)
			return
		}
		b.edit("add thread "+name.Text, false, func(c *eve.Character) error {
			c.Threads = append(c.Threads, eve.Thread{Name: strings.TrimSpace(name.Text), Length: n})
			return nil
		})
	})))
	box.Add(widgets.Section("Threads", "Length 4–12 (Threads); resolving one gives 1 XP (Progression).", list))
	armor := "none"
	if len(b.char.PlotArmor) > 0 {
		armor = strings.Join(b.char.PlotArmor, ", ")
	}
	box.Add(widgets.Section("Plot armor", "Bought with 5 XP on the Play page (Progression).", widgets.Wrapped(armor)))
}

// splitList splits "a, b" into trimmed, non-empty parts.
func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// resolveThread marks a thread resolved: 1 XP ("You resolve a thread",
// L176) through evening.Play, and assets below their base recover
// (L521–523, evening.RecoverAssets).
func (b *builder) resolveThread(i int) {
	var said string
	if b.apply("resolve thread", false, func(c eve.Character) (eve.Character, error) {
		if c.Threads[i].Outcome == "resolved" {
			return c, fmt.Errorf("%q is already resolved", c.Threads[i].Name)
		}
		c.Threads[i].Outcome = "resolved"
		var err error
		c, said, err = eve.Play(c, eve.Action{Kind: eve.ActGainXP, Amount: 1, Reason: "resolved thread " + c.Threads[i].Name})
		if err != nil {
			return c, err
		}
		c, n := eve.RecoverAssets(c)
		switch n {
		case 0:
		case 1:
			said += "; 1 asset recovered"
		default:
			said += fmt.Sprintf("; %d assets recovered", n)
		}
		return c, nil
	}) {
		b.say(said)
	}
}
