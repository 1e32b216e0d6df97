package tracker

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dice"
	"sessionzero/rules/encounter"
	"sessionzero/rules/rollunder"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/odds"
	"sessionzero/ui/widgets"
)

// The gang's attack (L8–18, L22): one row per attacker with its GM flags,
// the dice it rolls and their faces; the target's reaction (dodge or
// counter); and, before the roll, the exact damage distribution and what
// it does to the target (rollunder.Harm).

// entryRow is one attacker's row: flags, pool and faces.
type entryRow struct {
	id       string
	imp, enh *widget.Check
	pool     *widget.Label
	faces    *widget.Entry
	entry    rollunder.Entry
}

// rollFaces rolls every die of a pool into the faces entry.
func rollFaces(src dice.Source, pool []int, e *widget.Entry) {
	faces := make([]string, len(pool))
	for i, s := range pool {
		faces[i] = fmt.Sprint(dice.RollDie(src, s))
	}
	e.SetText(strings.Join(faces, ", "))
}

// readFaces reads "5, 3" with one face per die.
func readFaces(who, text string, pool []int) ([]int, error) {
	fields := strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ' ' || r == ';' })
	if len(fields) != len(pool) {
		return nil, fmt.Errorf("%s rolls %s: type %d face(s), got %d", who, rollunder.DieList(pool), len(pool), len(fields))
	}
	out := make([]int, len(fields))
	for i, s := range fields {
		n, err := hooks.WholeNumber(who+"'s faces", s)
		if err != nil {
			return nil, err
		}
		if n < 1 || n > pool[i] {
			return nil, fmt.Errorf("%s: %d is not on a d%d", who, n, pool[i])
		}
		out[i] = n
	}
	return out, nil
}

// newEntryRow is one attacker's row in box; changed runs on every edit;
// its Roll button rolls with the tracker's dice source.
func newEntryRow(src dice.Source, name string, changed func()) (*entryRow, fyne.CanvasObject) {
	r := &entryRow{pool: widget.NewLabel(""), faces: widget.NewEntry()}
	r.imp = widget.NewCheck("Impaired", func(bool) { changed() })
	r.enh = widget.NewCheck("Enhanced", func(bool) { changed() })
	r.faces.SetPlaceHolder("faces, e.g. 5, 3")
	r.pool.Wrapping = fyne.TextWrapWord
	roll := widget.NewButton("Roll", func() { rollFaces(src, r.entry.Attacker.Pool(), r.faces) })
	head := widget.NewLabelWithStyle(name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	return r, container.NewVBox(head, r.imp, r.enh, container.NewStack(noteRoom(2), r.pool), container.NewBorder(nil, nil, nil, roll, r.faces))
}

// update reads the row's pool from the rules.
func (r *entryRow) update(st *encounter.State, target string) error {
	e, err := rollunder.EntryFor(st, r.id, target, r.imp.Checked, r.enh.Checked)
	if err != nil {
		return err
	}
	r.entry = e
	text := fmt.Sprintf("rolls %s (%s)", rollunder.DieList(e.Attacker.Pool()), e.Attacker.State())
	if len(e.Sources) > 0 {
		text += ": " + strings.Join(e.Sources, "; ")
	}
	r.pool.SetText(widgets.Shown(text))
	return nil
}

// reactions are the target's choices (L10–12).
var reactions = []string{rollunder.ReactionNone, rollunder.ReactionDodge, rollunder.ReactionCounter}

// attackForm is the gang's attack: its widgets in an attackView.
func attackForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Attack", "Roll the attack",
		`"Roll your weapon's Damage die … The highest single roll is identified" (Attacking); "plus 1 point of Damage for each additional attacker, up to +5" (Ganging Up); impaired: one d4 (Impaired and Enhanced Attacks); enhanced: + d12 (Impaired and Enhanced Attacks); minus armour, at most 3 (Armour).`)
	a := &attackView{t: t, st: t.State()}
	gangs := rollunder.Gangs(a.st)
	labels := make([]string, len(gangs))
	for i, g := range gangs {
		labels[i] = g.Label(a.st)
	}
	which := f.Choice("Gang", labels, "")
	a.before = steadyNote(f, "Before the roll", 4)
	a.box = container.NewVBox()
	f.Item("Attackers", a.box)
	a.reaction = f.Choice("Reaction", reactions, rollunder.ReactionNone)
	a.dodge = newSaveDice(f, "Dodge d20")
	a.member = f.Choice("Counter on", nil, "")
	a.cImp = f.Check("Counter impaired", "cover, resistant")
	a.cEnh = f.Check("Counter enhanced", "stunt, vulnerable")
	a.cPool = steadyNote(f, "Counter dice", 2)
	a.cFaces = f.Entry("Counter faces", "faces, e.g. 4")
	// A Blinded or Stunned target dodges at disadvantage (L46, L49).
	a.dodge.forced = func() bool { return rollunder.ThreatDisadvantage(a.st, a.gang.Target, "") }
	which.OnChanged = func(string) {
		if i := which.SelectedIndex(); i >= 0 {
			a.pick(gangs[i])
		}
	}
	for _, c := range []*widget.Check{a.cImp, a.cEnh, a.dodge.adv, a.dodge.dis} {
		c.OnChanged = func(bool) { a.recalc() }
	}
	a.reaction.OnChanged = func(string) { a.recalc() }
	a.member.OnChanged = func(string) { a.recalc() }
	if len(gangs) > 0 {
		which.SetSelectedIndex(0)
	} else {
		f.Message().SetText("No declared attack waits for its dice: declare, then press Next phase to resolve.")
	}
	f.Build(a.event)
	return f
}

// attackView is the Attack form's state: the gang chosen, a row per
// attacker, the target's reaction and the counter's pool.
type attackView struct {
	t       hooks.Tracker
	st      *encounter.State
	gang    rollunder.GangPlan
	rows    []*entryRow
	counter rollunder.Entry

	before, cPool    *widget.Label
	box              *fyne.Container
	reaction, member *widget.Select
	dodge            *saveDice
	cImp, cEnh       *widget.Check
	cFaces           *widget.Entry
}

// pick shows gang: a row per attacker, and its members to counter.
func (a *attackView) pick(gang rollunder.GangPlan) {
	a.gang, a.rows = gang, nil
	var objs []fyne.CanvasObject
	names := make([]string, len(gang.Attackers))
	for j, id := range gang.Attackers {
		r, obj := newEntryRow(a.t.Source(), nameOf(a.t, id), a.recalc)
		r.id = id
		a.rows = append(a.rows, r)
		objs = append(objs, obj)
		names[j] = nameOf(a.t, id)
	}
	a.box.Objects = objs
	a.box.Refresh()
	a.member.Options = names
	a.member.SetSelectedIndex(0)
	a.member.Refresh()
	a.recalc()
}

// recalc reads each attacker's pool and the counter's from the rules and
// shows the odds before the roll.
func (a *attackView) recalc() {
	if a.gang.Target == "" {
		return
	}
	in := rollunder.GangOddsInput{Target: a.gang.Target, Against: a.gang.Against, Reaction: a.reaction.Selected,
		Advantage: a.dodge.adv.Checked, Disadvantage: a.dodge.dis.Checked}
	for _, r := range a.rows {
		if err := r.update(a.st, a.gang.Target); err != nil {
			a.before.SetText(err.Error())
			return
		}
		in.Entries = append(in.Entries, r.entry)
	}
	a.before.SetText(widgets.Shown(harmText(a.st, in)))
	if j := a.member.SelectedIndex(); j >= 0 && j < len(a.gang.Attackers) {
		c, err := rollunder.CounterFor(a.st, a.gang.Target, a.gang.Attackers[j], a.cImp.Checked, a.cEnh.Checked)
		if err == nil {
			a.counter = c
			a.cPool.SetText(fmt.Sprintf("%s rolls %s (%s) against %s's armour", c.Name, rollunder.DieList(c.Attacker.Pool()), c.Attacker.State(), nameOf(a.t, a.gang.Attackers[j])))
		}
	}
}

// event is the attack as the form reads it.
func (a *attackView) event() ([]encounter.Event, error) {
	if a.gang.Target == "" {
		return nil, errors.New("no declared attack to roll")
	}
	a.recalc()
	p := rollunder.AttackPayload{OnTarget: encounter.OnTarget{Target: a.gang.Target}, Against: a.gang.Against}
	for _, r := range a.rows {
		pool := r.entry.Attacker.Pool()
		faces, err := readFaces(r.entry.Name, r.faces.Text, pool)
		if err != nil {
			return nil, err
		}
		p.Attackers = append(p.Attackers, rollunder.AttackEntry{ID: r.id, Impaired: r.imp.Checked, Enhanced: r.enh.Checked, Dice: pool, Faces: faces})
	}
	re, err := a.reactionOf()
	if err != nil {
		return nil, err
	}
	p.Reaction = re
	return hooks.Event(rollunder.EventAttack, p)
}

// reactionOf is the target's dodge or counter, nil for none.
func (a *attackView) reactionOf() (*rollunder.Reaction, error) {
	switch a.reaction.Selected {
	case rollunder.ReactionDodge:
		faces, err := a.dodge.roll()
		if err != nil {
			return nil, fmt.Errorf("dodge: %w", err)
		}
		return &rollunder.Reaction{Type: rollunder.ReactionDodge, D20: faces, Advantage: a.dodge.adv.Checked, Disadvantage: a.dodge.dis.Checked}, nil
	case rollunder.ReactionCounter:
		j := a.member.SelectedIndex()
		if j < 0 || j >= len(a.gang.Attackers) {
			return nil, errors.New("counter: choose the attacker countered")
		}
		pool := a.counter.Attacker.Pool()
		faces, err := readFaces(a.counter.Name+"'s counter", a.cFaces.Text, pool)
		if err != nil {
			return nil, err
		}
		return &rollunder.Reaction{Type: rollunder.ReactionCounter, Attacker: a.gang.Attackers[j], Impaired: a.cImp.Checked, Enhanced: a.cEnh.Checked, Dice: pool, Faces: faces}, nil
	}
	return nil, nil
}

// harmText is the attack's odds before the roll (rollunder.AttackOdds):
// the damage, and against HP what it does to the target (odds
// rollunder-harm's numbers).
func harmText(st *encounter.State, in rollunder.GangOddsInput) string {
	o, err := rollunder.AttackOdds(st, in)
	if err != nil {
		return err.Error()
	}
	pc := odds.FormatPercent
	res, target := o.Attack, o.Target
	text := fmt.Sprintf("Damage: mean %.2f, 1 or more %s, at most %d (+%d ganging up, -%d armour).",
		res.Damage.Mean(), pc(res.PDamage()), res.Damage.Max(), res.Gang, res.Armor)
	if in.Against != rollunder.AgainstHP {
		return text + fmt.Sprintf(" Against %s: damage comes off %s %d (Ganging Up).", strings.ToUpper(in.Against), strings.ToUpper(in.Against), o.Score)
	}
	hr := o.Harm
	if hr == nil {
		return text
	}
	return text + fmt.Sprintf(" %s (HP %d, STR %d): out of HP %s, STR loss %s, critical %s, dead %s.",
		target.Name, target.HP, target.STR, pc(hr.POutOfHP), pc(hr.PStrLoss), pc(hr.PCritical), pc(hr.PDead))
}

func blastForm(t hooks.Tracker) hooks.Form {
	f := t.NewForm("Blast", "Roll the blast",
		`"Blast attacks affect all targets in the appropriate area, rolling once for each target." (Blast Damage) One roll per target with its own armour, no gang bonus.`)
	st := t.State()
	blasters := rollunder.Declared(st, rollunder.ActionBlast)
	who, blaster := choose(t, f, "Attacker", blasters, "")
	box := container.NewVBox()
	f.Item("Targets", box)
	var rows []*entryRow
	var targets []string
	show := func() {
		id, err := blaster()
		if err != nil {
			return
		}
		fi, _ := rollunder.Fighter(st, id)
		rows, targets = nil, fi.Declared.Targets
		var objs []fyne.CanvasObject
		for _, tg := range targets {
			r, obj := newEntryRow(t.Source(), nameOf(t, tg), func() {})
			r.id = id
			rows = append(rows, r)
			objs = append(objs, obj)
		}
		for i, r := range rows {
			tg := targets[i]
			r.imp.OnChanged = func(bool) { r.updateBlast(st, tg) }
			r.enh.OnChanged = func(bool) { r.updateBlast(st, tg) }
			r.updateBlast(st, tg)
		}
		box.Objects = objs
		box.Refresh()
	}
	who.OnChanged = func(string) { show() }
	show()
	if len(blasters) == 0 {
		f.Message().SetText("Nobody has declared a blast.")
	}
	f.Build(func() ([]encounter.Event, error) {
		id, err := blaster()
		if err != nil {
			return nil, err
		}
		p := rollunder.BlastPayload{Attacker: id}
		for i, r := range rows {
			r.updateBlast(st, targets[i])
			pool := r.entry.Attacker.Pool()
			faces, err := readFaces(nameOf(t, targets[i]), r.faces.Text, pool)
			if err != nil {
				return nil, err
			}
			p.Hits = append(p.Hits, rollunder.BlastHit{Target: targets[i], Impaired: r.imp.Checked, Enhanced: r.enh.Checked, Dice: pool, Faces: faces})
		}
		return hooks.Event(rollunder.EventBlast, p)
	})
	return f
}

// updateBlast is the blast's pool on one target: the blast weapon and the
// bonus dice, in the target's net state.
func (r *entryRow) updateBlast(st *encounter.State, target string) {
	e, err := rollunder.BlastEntry(st, r.id, target, r.imp.Checked, r.enh.Checked)
	if err != nil {
		r.pool.SetText(err.Error())
		return
	}
	r.entry = e
	r.pool.SetText(fmt.Sprintf("rolls %s (%s)", rollunder.DieList(e.Attacker.Pool()), e.Attacker.State()))
}
