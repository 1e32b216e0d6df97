package encounter

import (
	"errors"
	"strings"
	"testing"
)

type healTest struct {
	OnTarget
	Amount int `json:"amount"`
}

func (p healTest) Validate() error {
	if p.Amount < 0 {
		return errors.New("amount cannot be negative")
	}
	return nil
}

func TestEventsTable(t *testing.T) {
	var said []string
	ev := NewEvents("test", ModeCombat, "test combat",
		HandleBare("tick", "a bare event", func(st *State) error { st.Round++; return nil }),
		HandleOn("heal", "heal a target", func(st *State, c *Combatant, p healTest) error {
			c.HP += p.Amount
			said = append(said, c.Name)
			return nil
		}),
		Handle("say", "say something", func(st *State, p struct {
			Text string `json:"text"`
		}) error {
			st.Sayf("%s", p.Text)
			return nil
		}),
	)
	if got := ev.EventTypes(); len(got) != 3 || got[1].Type != "heal" || got[1].Summary != "heal a target" {
		t.Fatalf("EventTypes %+v", got)
	}
	if !ev.Has("heal") || ev.Has("jump") {
		t.Errorf("Has: heal %v, jump %v", ev.Has("heal"), ev.Has("jump"))
	}
	if ev.System() != "test" || ev.Mode() != ModeCombat {
		t.Fatalf("system %q mode %q", ev.System(), ev.Mode())
	}
	st := NewState("test", ModeCombat)
	if err := st.AddSides([]SideSetup{{ID: "a"}}, true); err != nil {
		t.Fatal(err)
	}
	if err := st.AddCombatant(&Combatant{ID: "x", Name: "Xena", Side: "a", HP: 3}); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		ev      Event
		wantErr string
	}{
		{MustEvent("tick", nil), ""},
		{MustEvent("heal", map[string]any{"target": "x", "amount": 2}), ""},
		{MustEvent("heal", map[string]any{"target": "nobody", "amount": -1}), `no combatant "nobody"`}, // lookup before Validate
		{MustEvent("heal", map[string]any{"target": "x", "amount": -1}), "amount cannot be negative"},
		{MustEvent("heal", map[string]any{"target": "x", "amount": "two"}), "heal event:"},
		{MustEvent("say", map[string]any{"text": "hello"}), ""},
		{MustEvent("jump", nil), `unknown event type "jump" for test combat`},
	}
	for _, tt := range tests {
		err := ev.Apply(st, tt.ev)
		if tt.wantErr == "" && err != nil || tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)) {
			t.Errorf("%s: error %v, want %q", tt.ev.JSON(), err, tt.wantErr)
		}
	}
	if x, _ := st.Combatant("x"); st.Round != 1 || x.HP != 5 || len(said) != 1 || st.Messages[len(st.Messages)-1] != "hello" {
		t.Fatalf("round %d hp %d said %v messages %v", st.Round, x.HP, said, st.Messages)
	}
}

func TestEventsTableRefusesTwoHandlersOfOneType(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("two handlers of one type should panic at declaration")
		}
	}()
	noop := func(*State) error { return nil }
	NewEvents("test", ModeCombat, "test", HandleBare("a", "", noop), HandleBare("a", "", noop))
}
