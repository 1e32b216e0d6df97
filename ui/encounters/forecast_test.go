package encounters

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"sessionzero/model"

	"sessionzero/ui/encounters/forecastview"
	"sessionzero/ui/encounters/hooks"

	"sessionzero/ui/libtest"
	"sessionzero/ui/uitest"
)

// Issue 24: New encounter shows the forecast as the fight is put
// together (off the UI goroutine in the app), and it follows the setup;
// the tracker offers "Forecast from here".
func TestForecastInNewEncounterAndTracker(t *testing.T) {
	l, _, store := libtest.New(t)
	addBrannoch(t, store)
	l.Reload()
	s := showNewEncounter(l)
	t.Cleanup(func() { closeWindow(s.win) })
	chooseKind(s, "DRGN combat")
	s.campaign.SetSelected("The Sunken Crown")
	s.forecast.Wait()
	if !strings.Contains(s.forecast.Status(), "add opponents") {
		t.Errorf("with no opponents the forecast reads %q", s.forecast.Status())
	}
	// Typed goblins carry no attack: the forecast says what to add.
	typeOpponent(t, s, "Goblin", "1", false, map[string]string{"max_hp": "30", "toughness": "1"})
	s.forecast.Wait()
	if !strings.Contains(s.forecast.Status(), "weapon or ability to attack with") {
		t.Errorf("goblins without attacks: %q", s.forecast.Status())
	}
	// A stat block with its attack.
	if err := hooks.SaveStatBlock(l.Context(), store, "drgn", "Deckhand",
		json.RawMessage(`{"name":"Deckhand","stats":{"max_hp":40},"attacks":[{"name":"Belaying pin","kind":"melee","damage":12,"element":"Bludgeoning"}]}`)); err != nil {
		t.Fatal(err)
	}
	s.opponents = nil
	s.loadBlocks()
	s.blocks.SetSelected("Deckhand")
	s.oppCount.SetText("2")
	if err := s.addFromBlock(); err != nil {
		t.Fatal(err)
	}
	s.forecast.Wait()
	res := s.forecast.Last()
	if res == nil || !uitest.Expect(t, fmt.Sprintf("the forecast after adding goblins: %q", s.forecast.Status()),
		uitest.Cond{Name: "every run", OK: res.Runs == forecastview.Runs},
		uitest.Cond{Name: "both sides", OK: len(res.Sides) == 2}) {
		t.Fatalf("no forecast after adding goblins: %q", s.forecast.Status())
	}
	uitest.Expect(t, fmt.Sprintf("forecast shows %q / %q", s.forecast.Status(), s.forecast.Policy()),
		uitest.Cond{Name: "who wins", OK: strings.Contains(s.forecast.Status(), "wins")},
		uitest.Cond{Name: "the bar", OK: barShown(s.forecast)},
		uitest.Cond{Name: "what it assumes", OK: s.forecast.Policy() != ""})
	// The party's bar is the party's chance.
	var party float64
	for _, sd := range res.Sides {
		if sd.Players {
			party = sd.Win.Chance
		}
	}
	if barValue(s.forecast) != party {
		t.Errorf("bar %v, party's chance %v", barValue(s.forecast), party)
	}
	uitest.Capture(t, s.win, "encounter-new-forecast")

	// The tracker offers "Forecast from here" at any moment of the fight.
	tr := startTracker(t, s)
	tr.showForecast()
	p := tr.forecastDialog
	p.Wait()
	if p.Last() == nil || !uitest.Expect(t, fmt.Sprintf("forecast from here: %q", p.Status()),
		uitest.Cond{Name: "who wins", OK: strings.Contains(p.Status(), "wins")},
		uitest.Cond{Name: "from the current round", OK: p.Last().StartRound >= 1}) {
		t.Fatalf("forecast from here: %q", p.Status())
	}
}

// The README's "Forecast from the middle of a fight": a saved roll-under
// ambush seven events in (the goblin boss down, the goblin routed), opened
// as a GM opens it, then "Forecast from here" from that moment on.
func TestForecastFromMidFightPicture(t *testing.T) {
	l, _, store := libtest.New(t)
	data, err := os.ReadFile("../../rules/rollunder/testdata/forecast-ford.json")
	if err != nil {
		t.Fatal(err)
	}
	rec := model.Encounter{System: "rollunder", Name: "Ambush at the ford", Data: data}
	if err := store.SaveEncounter(context.Background(), &rec); err != nil {
		t.Fatal(err)
	}
	tr, err := openEncounter(l, rec.ID)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { closeWindow(tr.win) })
	tr.win.Resize(fyne.NewSize(1180, 720))
	tr.showForecast()
	p := tr.forecastDialog
	p.Wait()
	res := p.Last()
	if res == nil {
		t.Fatalf("no forecast from the middle of the fight: %q", p.Status())
	}
	uitest.Expect(t, fmt.Sprintf("forecast from round %d: %q", res.StartRound, p.Status()),
		uitest.Cond{Name: "every run", OK: res.Runs == forecastview.Runs},
		uitest.Cond{Name: "who wins", OK: strings.Contains(p.Status(), "win")},
		uitest.Cond{Name: "dice decide it", OK: !res.DiceFree},
		uitest.Cond{Name: "the bar", OK: barShown(p)})
	uitest.CaptureShowing(t, tr.win, "encounter-tracker-forecast", "Forecast from here", "Goblin boss", "Ogre", "Rounds to the end")
}

func barValue(p *forecastview.Panel) float64 { v, _ := p.Bar(); return v }

func barShown(p *forecastview.Panel) bool { _, shown := p.Bar(); return shown }
