package encounter

import "strings"

// View is what a tracker window shows: who acts, every combatant in turn
// order with health, actions and conditions, the sides, and what is pending.
type View struct {
	System     string     `json:"system"`
	Mode       string     `json:"mode"`
	Name       string     `json:"name,omitempty"`
	Round      int        `json:"round"`
	RoundLimit int        `json:"round_limit,omitempty"`
	Phase      string     `json:"phase,omitempty"`
	Turn       string     `json:"turn"`
	ActiveSide string     `json:"active_side,omitempty"`
	ActiveID   string     `json:"active,omitempty"`
	Rows       []Row      `json:"combatants"`
	Sides      []SideView `json:"sides"`
	Pending    []string   `json:"pending,omitempty"`
	Ended      bool       `json:"ended"`
	Outcome    string     `json:"outcome,omitempty"`
	Notes      []string   `json:"notes,omitempty"`
	Messages   []string   `json:"messages,omitempty"`
	Events     int        `json:"events"`
	CanUndo    bool       `json:"-"`
	CanRedo    bool       `json:"-"`
	// Player is true for the player view (numbers hidden).
	Player bool `json:"-"`
}

// Row is one combatant in the tracker.
type Row struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Side   string `json:"side"`
	Kind   string `json:"kind,omitempty"`
	Active bool   `json:"active,omitempty"`
	Hidden bool   `json:"hidden,omitempty"`
	// HP numbers; the player view leaves them at zero and keeps Band.
	HP         int     `json:"hp"`
	MaxHP      int     `json:"max_hp"`
	TempHP     int     `json:"temp_hp,omitempty"`
	HPFraction float64 `json:"hp_fraction"`
	Band       string  `json:"band"`
	// Wear, Tear, Scar and Circles are Dragonhead's damage.
	WearTear bool     `json:"-"`
	Wear     int      `json:"wear,omitempty"`
	Tear     int      `json:"tear,omitempty"`
	Scar     int      `json:"scar,omitempty"`
	Circles  []Circle `json:"circles,omitempty"`

	Actions     int             `json:"actions_left"`
	Conditions  []ConditionView `json:"conditions"`
	Injured     bool            `json:"injured"`
	Unconscious bool            `json:"unconscious"`
	Dead        bool            `json:"dead"`
	Resources   map[string]int  `json:"resources,omitempty"`
	// ResourceText is Resources in the system's words (ResourceLabeler),
	// when it words them; the tracker shows it instead of the keys.
	ResourceText []string `json:"-"`
	Notes        []string `json:"notes,omitempty"`
	// Status, set by a system's Decorate, is what the row shows in place of
	// health for a combatant that has none (an Evening challenge's
	// successes and failures, a thread's marks): no health bar, no band.
	Status string `json:"status,omitempty"`
}

// Circle is one damage circle as on the Dragonhead sheet: Mark is "D" or "M"
// (or empty), Worn has a horizontal line, Torn a vertical strike, Scarred is
// blackened in.
type Circle struct {
	Mark    string `json:"mark,omitempty"`
	Worn    bool   `json:"worn,omitempty"`
	Torn    bool   `json:"torn,omitempty"`
	Scarred bool   `json:"scarred,omitempty"`
}

// ConditionView is a condition with its countdown.
type ConditionView struct {
	Name      string `json:"name"`
	Degree    int    `json:"degree,omitempty"`
	Remaining int    `json:"remaining"`
	Detail    string `json:"detail,omitempty"`
	Label     string `json:"label"`
}

// SideView is a side in the tracker; the player view leaves Trait and
// Speaker out.
type SideView struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Players bool   `json:"players,omitempty"`
	Active  bool   `json:"active,omitempty"`
	Goal    string `json:"goal,omitempty"`
	Trait   string `json:"trait,omitempty"`
	Speaker string `json:"speaker,omitempty"`
	Score   int    `json:"score"`
	Ratings []int  `json:"ratings,omitempty"`
	// ScoreHidden marks a social score the viewer may not see (Score is
	// then 0): "DO NOT TELL THE OTHER TEAM WHAT YOUR SCORE IS".
	ScoreHidden bool `json:"score_hidden,omitempty"`
}

// BuildView turns a state into what the tracker shows.
func BuildView(r Rules, st *State) View {
	v := View{System: st.System, Mode: st.Mode, Round: st.Round, RoundLimit: st.RoundLimit, Phase: st.Phase,
		ActiveSide: st.ActiveSide, ActiveID: st.ActiveID(), Ended: st.Ended, Outcome: st.Outcome}
	v.Turn = turnLabel(st)
	if h, ok := r.(HeadingProvider); ok && !st.Ended {
		if text := h.Heading(st); text != "" {
			v.Turn = text
		}
	}
	v.Notes = append(v.Notes, st.Notes...)
	v.Messages = append(v.Messages, st.Messages...)
	for _, sd := range st.Sides {
		v.Sides = append(v.Sides, SideView{ID: sd.ID, Name: sd.Name, Players: sd.Players, Active: sd.ID == st.ActiveSide,
			Goal: sd.Goal, Trait: sd.Trait, Speaker: sd.Speaker, Score: sd.Score, Ratings: append([]int(nil), sd.Ratings...)})
	}
	for _, p := range st.Pending {
		v.Pending = append(v.Pending, p.Text)
	}
	v.Rows = make([]Row, 0, len(st.Combatants))
	seen := make(map[string]bool, len(st.Order))
	for _, id := range st.Order {
		if c, err := st.Combatant(id); err == nil && !seen[id] {
			seen[id] = true
			v.Rows = append(v.Rows, buildRow(r, st, c))
		}
	}
	for _, sideID := range sideOrder(st) {
		for _, c := range st.Combatants {
			if c.Side == sideID && !seen[c.ID] {
				seen[c.ID] = true
				v.Rows = append(v.Rows, buildRow(r, st, c))
			}
		}
	}
	return v
}

func sideOrder(st *State) []string {
	order := append([]string(nil), st.SideOrder...)
	for _, sd := range st.Sides {
		found := false
		for _, o := range order {
			found = found || o == sd.ID
		}
		if !found {
			order = append(order, sd.ID)
		}
	}
	return order
}

func turnLabel(st *State) string {
	switch {
	case st.Ended:
		return "Over"
	case st.Mode == ModeSocial:
		if st.RoundLimit > 0 {
			return "Round " + itoa(st.Round) + " of " + itoa(st.RoundLimit)
		}
		return "Round " + itoa(st.Round)
	case st.ActiveSide != "":
		name := st.ActiveSide
		if sd := st.Side(st.ActiveSide); sd != nil {
			name = sd.Name
		}
		if st.Phase != "" {
			return name + " — " + strings.ToUpper(st.Phase[:1]) + st.Phase[1:] + " phase"
		}
		return name
	case st.ActiveID() != "":
		c, _ := st.Combatant(st.ActiveID())
		return Possessive(c.Name) + " turn"
	case st.Round == 0:
		return "Before the first round"
	default:
		return "End of round " + itoa(st.Round)
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

func buildRow(r Rules, st *State, c *Combatant) Row {
	row := Row{ID: c.ID, Name: c.Name, Side: c.Side, Kind: c.Kind, Active: c.ID == st.ActiveID(), Hidden: c.Hidden,
		HP: c.HP, MaxHP: c.MaxHP, TempHP: c.TempHP, Band: c.Band(), WearTear: c.WearTear,
		Wear: c.Wear, Tear: c.Tear, Scar: c.Scar, Actions: c.Actions,
		Injured: c.Injured, Unconscious: c.Unconscious, Dead: c.Dead}
	if c.WearTear {
		row.HP = c.MaxHP - c.Wear
	}
	if c.MaxHP > 0 {
		row.HPFraction = min(max(float64(row.HP)/float64(c.MaxHP), 0), 1)
	}
	row.Conditions = make([]ConditionView, 0, len(c.Conditions))
	for _, cd := range c.Conditions {
		row.Conditions = append(row.Conditions, ConditionView{Name: cd.Name, Degree: cd.Degree, Remaining: cd.Remaining, Detail: cd.Detail, Label: cd.Label()})
	}
	if len(c.Resources) > 0 {
		row.Resources = make(map[string]int, len(c.Resources))
		for k, v := range c.Resources {
			if !strings.HasPrefix(k, "_") { // rules' internal counters
				row.Resources[k] = v
			}
		}
		if l, ok := r.(ResourceLabeler); ok && len(row.Resources) > 0 {
			row.ResourceText = l.ResourceText(c, row.Resources)
		}
	}
	row.Notes = c.Notes
	if r != nil {
		r.Decorate(st, c, &row)
	}
	return row
}

// PlayerView is what the table may see: hidden combatants left out, health
// as bands only (no HP numbers, wear or tear), the sides' chosen traits and
// speakers left out, social scores hidden (both teams see the table), and
// notes kept to the GM.
func PlayerView(v View) View {
	out := v
	out.Player = true
	out.Notes = nil
	out.Rows = make([]Row, 0, len(v.Rows))
	for _, r := range v.Rows {
		if r.Hidden {
			continue
		}
		r.HP, r.MaxHP, r.TempHP, r.HPFraction = 0, 0, 0, 0
		r.Wear, r.Tear, r.Scar, r.Circles = 0, 0, 0, nil
		r.Resources, r.ResourceText, r.Notes = nil, nil, nil
		out.Rows = append(out.Rows, r)
	}
	out.Sides = make([]SideView, len(v.Sides))
	for i, s := range v.Sides {
		s.Trait, s.Speaker = "", ""
		if v.Mode == ModeSocial {
			s.Score, s.ScoreHidden = 0, true
		}
		out.Sides[i] = s
	}
	if v.ActiveID != "" {
		visible := false
		for _, r := range out.Rows {
			visible = visible || r.ID == v.ActiveID
		}
		if !visible {
			out.ActiveID = ""
			out.Turn = "Someone unseen acts"
		}
	}
	out.Pending = nil
	out.Messages = nil
	return out
}

// TeamView is the player view one team may see: as PlayerView, but its own
// side keeps its score, trait and speaker. The other teams' scores stay
// hidden: "DO NOT TELL THE OTHER TEAM WHAT YOUR SCORE IS."
func TeamView(v View, side string) View {
	out := PlayerView(v)
	for i, s := range v.Sides {
		if s.ID == side {
			out.Sides[i] = s
		}
	}
	return out
}

// Possessive writes "name's", or "name'" for a plural ending in s, as
// English does: "Goblin's turn", "Opponents' turn", "the Players' turn".
func Possessive(name string) string {
	if strings.HasSuffix(name, "s") && !strings.HasSuffix(name, "ss") {
		return name + "'"
	}
	return name + "'s"
}
