package tracker

import (
	"errors"
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sessionzero/rules/dice"
	"sessionzero/rules/dvr"
	"sessionzero/rules/encounter"
	"sessionzero/ui/encounters/hooks"
	"sessionzero/ui/odds"
	"sessionzero/ui/widgets"
)

// The attack and check forms (spec §6.5): the roller's own dice are ticked
// from its pool (a character's script dice, skills and items; a stat
// block's named dice), the attack adds the chosen weapon's die and damage,
// and the odds of the roll are shown before it is rolled (dvr.PreviewAttack,
// the numbers of `sessionzero odds dvr`). Once the dice are typed or rolled,
// the cheapest push (dvr.PlanPush) can fill the pushes.

// Where the pushes come from when the form fills them.
const (
	pushFromFocus  = "Focus"
	pushFromWeapon = "the weapon, then Focus"
	pushFromHealth = "Health"
	// pushFromVehicle spends the points of the ticked items (a vehicle's).
	pushFromVehicle = "the vehicle's points, then Focus"
	noWeapon        = "no weapon (typed damage)"
)

// pushSources are the rules' push sources of the "Push from" choices.
var pushSources = map[string]dvr.PushSource{
	pushFromFocus: dvr.PushFocus, pushFromWeapon: dvr.PushWeaponFirst,
	pushFromVehicle: dvr.PushVehicleFirst, pushFromHealth: dvr.PushHealth,
}

// rollForm is the shared part of the attack and check forms.
type rollForm struct {
	t      hooks.Tracker
	attack bool

	who     func() (string, error)
	target  func() (string, error)
	entries []dvr.PoolEntry
	labels  []string
	// pool holds one check box per die of the roller's pool, two columns.
	pool   *fyne.Container
	checks []*widget.Check
	extra  *widget.Entry

	weapons []dvr.WeaponChoice
	weapon  *widget.Select
	damage  *widget.Entry
	aon     *widget.Check

	difficulty, risk *widget.Entry
	faces            *widget.Entry
	pushFrom         *widget.Select
	pushes           *widget.Entry
	bought           *widget.Entry
	condition        *widget.Select
	odds             *widget.Label
	// gen counts the odds asked for; only the newest are shown.
	gen int
}

func newRollForm(t hooks.Tracker, f hooks.Form, attack bool) *rollForm {
	r := &rollForm{t: t, attack: attack}
	// The attacker is the active combatant (popcorn), else the first
	// ticked one (strategized); a check is the first ticked one's.
	roller := t.View().ActiveID
	if roller == "" || !attack {
		roller = t.FirstTicked()
	}
	who, whoRead := t.Pick(f, map[bool]string{true: "Attacker", false: "Combatant"}[attack], roller)
	r.who = whoRead
	var target *widget.Select
	if attack {
		var read func() (string, error)
		target, read = t.Pick(f, "Target", targetOf(t, roller))
		r.target = read
		target.OnChanged = func(string) { r.update() }
	}
	if attack {
		r.weapon = f.Choice("Weapon", nil, "")
		r.damage = f.Entry("Damage", "the weapon's damage")
		r.aon = f.Check("All or Nothing", "sacrifice the weapon: ×2")
		r.weapon.OnChanged = func(string) { r.weaponChanged() }
		r.aon.OnChanged = func(bool) { r.update() }
		r.damage.OnChanged = func(string) { r.update() }
	}
	r.pool = container.NewGridWithColumns(2)
	f.Item("Pool", r.pool)
	r.odds = oddsBox(f)
	dHint, rHint := "4", "1 (X: one success)"
	if attack {
		dHint, rHint = "4 + the target's cover", "the target's resistance"
	}
	r.difficulty = f.Entry("Difficulty D", dHint)
	r.risk = f.Entry("Risk R", rHint)
	if !attack {
		r.difficulty.SetText("4")
		r.risk.SetText("1")
	}
	r.extra = f.Entry("Other dice", "zone, vehicle: d6 d4")
	r.faces = f.Entry("Dice as rolled", "3 4 2, in the pool's order")
	roll := widget.NewButton("Roll the pool", func() { r.roll() })
	f.Item("", roll)
	r.pushFrom = f.Choice("Push from", []string{pushFromFocus, pushFromWeapon, pushFromVehicle, pushFromHealth}, pushFromFocus)
	if attack {
		r.pushFrom.SetSelected(pushFromWeapon)
	}
	fill := widget.NewButton("Fill the cheapest pushes", func() { r.fillPushes() })
	f.Item("", fill)
	r.pushes = f.Entry("Pushes", "2+1 weapon, 1+2 focus")
	r.bought = f.Entry("1s the GM buys", "0")
	if x := ext(t); attack && x.Options.CritCondition {
		r.condition = f.Choice("Crit condition", []string{"", dvr.CondDazed, dvr.CondStunned, dvr.CondPinned, dvr.CondNarrative}, "")
	}
	for _, e := range []*widget.Entry{r.extra, r.difficulty, r.risk, r.faces} {
		e.OnChanged = func(string) { r.update() }
	}
	who.OnChanged = func(string) {
		// A new attacker whose target is an ally gets an opponent instead.
		if id, err := r.who(); err == nil && target != nil {
			if tg, err := r.target(); err != nil || !opponents(t.State(), id, tg) {
				choosePick(t, target, targetOf(t, id))
			}
		}
		r.load()
	}
	r.load()
	return r
}

// oddsHeight is the height kept for the odds, in lines of text: the odds
// and the push plan fit, so the buttons under them stay put while the
// dice are typed.
const oddsHeight = 7

// oddsBox adds the odds line to f in a place of fixed height (oddsHeight
// lines), so that a longer or shorter text does not move what is under it.
func oddsBox(f hooks.Form) *widget.Label {
	l := widget.NewLabel("")
	l.Wrapping = fyne.TextWrapWord
	l.Importance = widget.HighImportance
	line := fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{}).Height + theme.LineSpacing()
	space := canvas.NewRectangle(color.Transparent)
	space.SetMinSize(fyne.NewSize(0, oddsHeight*line+2*theme.InnerPadding()))
	f.Item("Odds", container.NewStack(space, container.NewVBox(l)))
	return l
}

// opponents says whether a and b are on different sides ("an opponent of
// the actor"); an unknown combatant is no opponent.
func opponents(st *encounter.State, a, b string) bool {
	ca, errA := st.Combatant(a)
	cb, errB := st.Combatant(b)
	return errA == nil && errB == nil && a != b && ca.Side != cb.Side
}

// targetOf is the attack's default target, an opponent of the attacker:
// the first ticked one, else the first able one, else the first not dead.
// An ally is never the default; with no opponent there is none.
func targetOf(t hooks.Tracker, attacker string) string {
	for _, id := range t.Ticked() {
		if opponents(t.State(), attacker, id) {
			return id
		}
	}
	for _, ok := range []func(*encounter.Combatant) bool{dvr.Able, func(c *encounter.Combatant) bool { return !c.Dead }} {
		for _, c := range t.State().Combatants {
			if opponents(t.State(), attacker, c.ID) && ok(c) {
				return c.ID
			}
		}
	}
	return ""
}

// choosePick sets a combatant chooser (hooks.Tracker.Pick, whose options
// follow the view's rows) to id; "" clears it.
func choosePick(t hooks.Tracker, s *widget.Select, id string) {
	for i, row := range t.View().Rows {
		if row.ID == id && i < len(s.Options) {
			s.SetSelectedIndex(i)
			return
		}
	}
	s.ClearSelected()
}

// load lists the roller's pool and weapons.
func (r *rollForm) load() {
	r.entries, r.labels, r.weapons = nil, nil, nil
	id, err := r.who()
	if err == nil {
		c, _ := r.t.State().Combatant(id)
		r.entries = dvr.CombatantEntries(c)
		r.weapons = dvr.Weapons(c)
	}
	for i, e := range r.entries {
		label := fmt.Sprintf("%s d%d", e.Name, e.Die)
		switch {
		case e.Name == dvr.QuickPoolKey:
			label = fmt.Sprintf("pool d%d #%d", e.Die, i+1)
		case e.From == dvr.PoolSkill:
			label += " (skill)"
		case e.From == dvr.PoolItem && e.Points > 0:
			label += fmt.Sprintf(" (item, %d points)", e.Points)
		case e.From == dvr.PoolItem:
			label += " (item)"
		}
		r.labels = append(r.labels, label)
	}
	r.checks = nil
	r.pool.RemoveAll()
	for i, l := range r.labels {
		c := widget.NewCheck(l, func(bool) { r.update() })
		// A typed opponent rolls its whole pool.
		c.Checked = r.entries[i].Name == dvr.QuickPoolKey
		r.checks = append(r.checks, c)
		r.pool.Add(c)
	}
	if len(r.labels) == 0 {
		r.pool.Add(widgets.Hint("no dice of its own: type them under Other dice"))
	}
	r.pool.Refresh()
	if r.attack {
		opts := []string{}
		for _, w := range r.weapons {
			opts = append(opts, w.Weapon.Name)
		}
		r.weapon.Options = append(opts, noWeapon)
		r.weapon.SetSelectedIndex(0)
	}
	r.update()
}

// chosenWeapon is the chosen weapon (nil: typed damage without a die).
func (r *rollForm) chosenWeapon() *dvr.WeaponChoice {
	if !r.attack {
		return nil
	}
	if i := r.weapon.SelectedIndex(); i >= 0 && i < len(r.weapons) {
		return &r.weapons[i]
	}
	return nil
}

func (r *rollForm) weaponChanged() {
	if w := r.chosenWeapon(); w != nil {
		r.damage.SetText(fmt.Sprint(w.Weapon.Damage))
	}
	r.update()
}

// weaponOf is the attack's weapon: its name and damage as typed.
func (r *rollForm) weaponOf() (dvr.Weapon, error) {
	dmg, err := hooks.OptionalNumber("Damage", r.damage.Text)
	if err != nil {
		return dvr.Weapon{}, err
	}
	w := dvr.Weapon{Name: "unarmed", Damage: dmg}
	if c := r.chosenWeapon(); c != nil {
		w.Name = c.Weapon.Name
	}
	return w, nil
}

// poolOf is the ticked dice, then the weapon's die, then the other dice.
func (r *rollForm) poolOf() ([]dvr.PoolEntry, error) {
	var pool []dvr.PoolEntry
	for i, c := range r.checks {
		if c.Checked {
			pool = append(pool, r.entries[i])
		}
	}
	if w := r.chosenWeapon(); w != nil && w.Die.Die > 0 {
		e := w.Die
		e.AllOrNothing = r.aon.Checked
		pool = append(pool, e)
	} else if r.attack && r.aon.Checked {
		return nil, errors.New("All or Nothing needs a weapon with a die")
	}
	if strings.TrimSpace(r.extra.Text) != "" {
		sizes, err := dvr.ParseQuickPool(r.extra.Text)
		if err != nil {
			return nil, err
		}
		for _, s := range sizes {
			pool = append(pool, dvr.PoolEntry{Die: s, From: dvr.PoolItem, Name: "other"})
		}
	}
	if len(pool) == 0 {
		return nil, errors.New("tick the dice of the pool")
	}
	return pool, nil
}

// optional reads an entry that may stay empty (nil).
func optional(label, text string) (*int, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return nil, nil
	}
	if strings.EqualFold(text, "x") {
		n := dvr.RiskX
		return &n, nil
	}
	n, err := hooks.WholeNumber(label, text)
	return &n, err
}

// preview is the roll's odds and, with dice typed, its cheapest push.
type preview struct {
	in     dvr.OddsInput
	w      int // damage pool (attack)
	budget int
	push   int // the budget the odds push with (-1: no push odds)
}

// slowOdds is the pool size from which the odds are computed off the UI
// goroutine: 8 dice with an All or Nothing die, pushing up to 23 points,
// take 5–15 ms on a busy two-core machine (BenchmarkDvRFormOdds8AllOrNothing;
// 70–300 ms before dvr.PushChance), the same odds asked again 15 µs
// (remembered), 3 dice 0.1 ms.
const slowOdds = 5

// spawn runs slow odds off the UI goroutine; post brings their text back
// to it (fyne.Do). Tests may replace them.
var (
	spawn = func(work func()) { go work() }
	post  = fyne.Do
)

func (r *rollForm) preview() (preview, error) {
	pool, err := r.poolOf()
	if err != nil {
		return preview{}, err
	}
	d, err := optional("Difficulty D", r.difficulty.Text)
	if err != nil {
		return preview{}, err
	}
	rk, err := optional("Risk R", r.risk.Text)
	if err != nil {
		return preview{}, err
	}
	id, err := r.who()
	if err != nil {
		return preview{}, err
	}
	if r.attack {
		tg, err := r.target()
		if err != nil {
			return preview{}, err
		}
		w, err := r.weaponOf()
		if err != nil {
			return preview{}, err
		}
		p, in, push, err := dvr.AttackSetup(r.t.State(), id, tg, pool, w, d, rk)
		if err != nil {
			return preview{}, err
		}
		return preview{in: in, w: p.DamagePool, budget: p.PushBudget, push: push}, nil
	}
	if d == nil || rk == nil {
		return preview{}, errors.New("type D and R")
	}
	in, budget, push, err := dvr.CheckSetup(r.t.State(), id, pool, *d, *rk)
	if err != nil {
		return preview{}, err
	}
	return preview{in: in, budget: budget, push: push}, nil
}

// update shows the odds before the roll, and the cheapest push once the
// dice are typed. A pool of slowOdds dice or more is computed off the UI
// goroutine ("computing the odds…" meanwhile); a result whose inputs
// changed since is dropped.
func (r *rollForm) update() {
	r.gen++
	gen := r.gen
	p, err := r.preview()
	if err != nil {
		r.odds.SetText(widgets.Shown(err.Error()))
		return
	}
	attack, faces := r.attack, r.faces.Text
	work := func() func() {
		text := oddsText(p, attack, faces)
		return func() {
			if gen == r.gen {
				r.odds.SetText(text)
			}
		}
	}
	if len(p.in.Pool) < slowOdds {
		work()()
		return
	}
	r.odds.SetText(fmt.Sprintf("%s with %s: computing the odds…", p.in.Notation(), odds.DieNameList(p.in.Pool)))
	spawn(func() { post(work()) })
}

// oddsText says the odds in the order a player asks: hit or not, with the
// points at hand, then the crit and critical failure; then the push plan
// of the typed faces. It reads only its arguments (it may run off the UI
// goroutine).
func oddsText(p preview, attack bool, facesText string) string {
	o, err := dvr.OddsWithPush(p.in, p.push)
	if err != nil {
		return widgets.Shown(err.Error())
	}
	verb := "complete"
	if attack {
		verb = "hit"
	}
	pct := odds.FormatPercent
	var b strings.Builder
	fmt.Fprintf(&b, "%s with %s", p.in.Notation(), odds.DieNameList(p.in.Pool))
	if attack {
		fmt.Fprintf(&b, ", damage pool %d", p.w)
	}
	b.WriteString(": ")
	switch {
	case o.Pushed && p.budget == 0:
		fmt.Fprintf(&b, "%s %s (no points to push with)", verb, pct(o.PComplete))
	case o.Pushed:
		fmt.Fprintf(&b, "%s %s without pushing, %s pushing up to %s", verb, pct(o.PComplete), pct(o.PCompletePushed), widgets.Plural(p.budget, "point"))
	default:
		fmt.Fprintf(&b, "%s %s (push odds: pools of at most %d dice)", verb, pct(o.PComplete), dvr.MaxPushPool)
	}
	fmt.Fprintf(&b, "; partial %s, failure %s, critical failure %s; crit %s.", pct(o.PPartial), pct(o.PFailure), pct(o.PCritFail), pct(o.PCrit))
	if faces, err := dvr.ParseFaces(facesText); err == nil {
		plan, err := dvr.PlanPush(p.in, faces, p.w)
		switch {
		case err != nil:
			fmt.Fprintf(&b, "\nDice: %s", err)
		case plan.PushCost == nil:
			b.WriteString("\nNo push completes this roll.")
		case *plan.PushCost == 0:
			fmt.Fprintf(&b, "\nThe roll %s without a push.", map[bool]string{true: "hits", false: "completes"}[attack])
		default:
			fmt.Fprintf(&b, "\nCheapest push: %s.", widgets.Plural(*plan.PushCost, "point"))
			if attack && plan.DamageFromWeapon != nil {
				fmt.Fprintf(&b, " Damage %d if the weapon pays, %d if Focus or Health pay.", *plan.DamageFromWeapon, *plan.DamageFromFocus)
			}
		}
	}
	return b.String()
}

// roll rolls every die of the pool into "Dice as rolled".
func (r *rollForm) roll() {
	pool, err := r.poolOf()
	if err != nil {
		r.odds.SetText(widgets.Shown(err.Error()))
		return
	}
	faces := make([]string, len(pool))
	for i, e := range pool {
		faces[i] = fmt.Sprint(dice.RollDie(r.t.Source(), e.Die))
	}
	r.faces.SetText(strings.Join(faces, " "))
}

// fillPushes writes the cheapest push, its points from the chosen pool
// (the weapon's damage points first, up to its damage pool, then Focus).
func (r *rollForm) fillPushes() {
	p, err := r.preview()
	if err == nil {
		var faces []int
		if faces, err = dvr.ParseFaces(r.faces.Text); err == nil {
			var plan dvr.PushPlan
			if plan, err = dvr.PlanPush(p.in, faces, p.w); err == nil && plan.PushCost == nil {
				err = errors.New("no push completes this roll")
			}
			if err == nil {
				pool, _ := r.poolOf() // preview read it without error
				var ps []dvr.Push
				if ps, err = dvr.PayPushes(plan.Lifts, pushSources[r.pushFrom.Selected], pool, p.w); err == nil {
					r.pushes.SetText(dvr.PushText(ps))
				}
			}
		}
	}
	if err != nil {
		r.odds.SetText(widgets.Shown(err.Error()))
	}
}

// payload is the form's event: an attack (dvr.AttackPayload) or a check
// (dvr.CheckPayload).
func (r *rollForm) payload() (string, any, error) {
	pool, err := r.poolOf()
	if err != nil {
		return "", nil, err
	}
	faces, err := dvr.ParseFaces(r.faces.Text)
	if err != nil {
		return "", nil, err
	}
	pushes, err := dvr.ParsePushes(r.pushes.Text)
	if err != nil {
		return "", nil, err
	}
	bought, err := hooks.OptionalNumber("1s the GM buys", r.bought.Text)
	if err != nil {
		return "", nil, err
	}
	id, err := r.who()
	if err != nil {
		return "", nil, err
	}
	d, err := optional("Difficulty D", r.difficulty.Text)
	if err != nil {
		return "", nil, err
	}
	rk, err := optional("Risk R", r.risk.Text)
	if err != nil {
		return "", nil, err
	}
	if !r.attack {
		if d == nil || rk == nil {
			return "", nil, errors.New("type D and R")
		}
		return dvr.EventCheck, dvr.CheckPayload{Combatant: id, Skill: dvr.CheckSkill(pool), Pool: pool, Difficulty: *d, Risk: *rk,
			Dice: faces, Pushes: pushes, BoughtOnes: max(bought, 0)}, nil
	}
	tg, err := r.target()
	if err != nil {
		return "", nil, err
	}
	w, err := r.weaponOf()
	if err != nil {
		return "", nil, err
	}
	p := dvr.AttackPayload{Attacker: id, Target: tg, Pool: pool, Dice: faces, Pushes: pushes, BoughtOnes: max(bought, 0),
		Weapon: w, Difficulty: d, Risk: rk}
	if r.condition != nil {
		p.Condition = r.condition.Selected
	}
	return dvr.EventAttack, p, nil
}

func attackForm(t hooks.Tracker) hooks.Form {
	return rollEventForm(t, true, "Attack", "Attack",
		`"D is the difficulty of landing the blow (4, +1 light cover), R the resistance of the target (clothes 1, light armour 2, heavy 3)". A complete success hits for the weapon's damage less the weapon points pushed; a crit adds half of it, rounded up.`)
}

func checkForm(t hooks.Tracker) hooks.Form {
	return rollEventForm(t, false, "Check", "Roll",
		`A roll that is not an attack: "Every die that meets or beats the difficulty rating is counted as a success"; R successes complete it. Narrative conditions add to D and are used up; pushed Focus and Health are taken.`)
}

// rollEventForm is the Attack form (an "attack" event) or the Check form
// (a "check"); once applied, the typed faces and pushes (and an attack's
// bought successes) are cleared for the next roll.
func rollEventForm(t hooks.Tracker, attack bool, title, verb, hint string) hooks.Form {
	f := t.NewForm(title, verb, hint)
	r := newRollForm(t, f, attack)
	f.Build(func() ([]encounter.Event, error) {
		typ, p, err := r.payload()
		if err != nil {
			return nil, err
		}
		return hooks.Event(typ, p)
	})
	f.After(func() {
		r.faces.SetText("")
		r.pushes.SetText("")
		if attack {
			r.bought.SetText("")
		}
	})
	return f
}
