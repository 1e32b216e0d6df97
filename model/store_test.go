package model

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// The two-process test runs this test binary again as a writer.
func TestMain(m *testing.M) {
	if path := os.Getenv("SZ_OPENER_DB"); path != "" {
		n, _ := strconv.Atoi(os.Getenv("SZ_WRITER_N"))
		fmt.Println(openAndWrite(path, os.Getenv("SZ_WRITER_TAG"), n))
		os.Exit(0)
	}
	if path := os.Getenv("SZ_WRITER_DB"); path != "" {
		n, _ := strconv.Atoi(os.Getenv("SZ_WRITER_N"))
		if err := writeMany(path, os.Getenv("SZ_WRITER_TAG"), n); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func writeMany(path, tag string, n int) error {
	s, err := Open(path, Options{})
	if err != nil {
		return err
	}
	defer s.Close()
	ctx := context.Background()
	for i := 0; i < n; i++ {
		c := &Character{System: "drgn", Name: fmt.Sprintf("%s-%d", tag, i), Data: json.RawMessage(`{"n":1}`)}
		if err := s.CreateCharacter(ctx, c); err != nil {
			return fmt.Errorf("%s write %d: %w", tag, i, err)
		}
		c.Notes = "edited"
		if err := s.UpdateCharacter(ctx, c); err != nil {
			return fmt.Errorf("%s update %d: %w", tag, i, err)
		}
		if err := s.SetSetting(ctx, "last-"+tag, strconv.Itoa(i)); err != nil {
			return err
		}
	}
	return nil
}

func openTemp(t *testing.T) *Store {
	t.Helper()
	s, err := Open(filepath.Join(t.TempDir(), "library.db"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestCharacterRoundTrip(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	campaign, err := s.EnsureCampaign(ctx, "Ashes of Ægir")
	if err != nil {
		t.Fatal(err)
	}
	again, err := s.EnsureCampaign(ctx, "ashes of ægir ")
	if err != nil || again != campaign {
		t.Fatalf("EnsureCampaign again = %d, %v; want the same id %d", again, err, campaign)
	}
	c := &Character{CampaignID: campaign, System: "dragonhead", Name: "Zoë", Player: "Łukasz", Notes: "two\nlines",
		Data: json.RawMessage(`{"abilities":{"Muscle":12}}`), Extra: json.RawMessage(`{"x-custom":[1,2]}`)}
	if err := s.CreateCharacter(ctx, c); err != nil {
		t.Fatal(err)
	}
	got, err := s.Character(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.Name != "Zoë" || got.Player != "Łukasz" || got.Notes != "two\nlines" || got.System != "dragonhead" ||
		got.CampaignID != campaign || got.Campaign != "Ashes of Ægir" ||
		string(got.Data) != `{"abilities":{"Muscle":12}}` || string(got.Extra) != `{"x-custom":[1,2]}` {
		t.Fatalf("round trip changed the character: %+v", got)
	}
	got.Name = "Zoë the Bold"
	got.CampaignID = 0
	if err := s.UpdateCharacter(ctx, &got); err != nil {
		t.Fatal(err)
	}
	list, err := s.Characters(ctx, Filter{Campaign: NoCampaign})
	if err != nil || len(list) != 1 || list[0].Name != "Zoë the Bold" {
		t.Fatalf("no-campaign listing = %+v, %v", list, err)
	}
	deleted, err := s.DeleteCharacter(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if n, _ := s.CountCharacters(ctx); n != 0 {
		t.Fatalf("after delete %d characters remain", n)
	}
	if err := s.RestoreCharacter(ctx, deleted); err != nil {
		t.Fatal(err)
	}
	back, err := s.Character(ctx, c.ID)
	if err != nil || back.Name != "Zoë the Bold" || !back.Created.Equal(deleted.Created) {
		t.Fatalf("restored = %+v, %v", back, err)
	}
}

func TestDataMustBeValidJSON(t *testing.T) {
	s := openTemp(t)
	err := s.CreateCharacter(context.Background(), &Character{System: "drgn", Name: "x", Data: json.RawMessage(`{broken`)})
	if err == nil {
		t.Fatal("a character with invalid JSON data was saved")
	}
}

func TestFilters(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	k, _ := s.EnsureCampaign(ctx, "Night")
	for i, spec := range []struct{ sys, name string }{{"drgn", "Aster"}, {"dvr", "Bramble"}, {"drgn", "aster_two"}, {"evening", "100%"}} {
		c := &Character{System: spec.sys, Name: spec.name}
		if i%2 == 0 {
			c.CampaignID = k
		}
		if err := s.CreateCharacter(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name string
		f    Filter
		want int
	}{
		{"all", Filter{}, 4},
		{"system", Filter{System: "drgn"}, 2},
		{"campaign", Filter{Campaign: k}, 2},
		{"no campaign", Filter{Campaign: NoCampaign}, 2},
		{"search ignores case", Filter{Search: "ASTER"}, 2},
		{"underscore is literal", Filter{Search: "r_t"}, 1},
		{"percent is literal", Filter{Search: "%"}, 1},
		{"combined", Filter{System: "drgn", Campaign: k, Search: "aster"}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := s.Characters(ctx, tt.f)
			if err != nil || len(got) != tt.want {
				t.Fatalf("got %d (%v), want %d", len(got), err, tt.want)
			}
		})
	}
	cs, err := s.Campaigns(ctx)
	if err != nil || len(cs) != 1 || cs[0].Characters != 2 {
		t.Fatalf("campaigns = %+v, %v", cs, err)
	}
}

func TestSettingsAndHomebrew(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	if _, ok, _ := s.Setting(ctx, "theme"); ok {
		t.Fatal("unset setting reported as set")
	}
	s.SetSetting(ctx, "theme", "dark")
	s.SetSetting(ctx, "theme", "light")
	if v, ok, err := s.Setting(ctx, "theme"); v != "light" || !ok || err != nil {
		t.Fatalf("theme = %q %v %v", v, ok, err)
	}
	h := &Homebrew{System: "dragonhead", Kind: "class", Name: "Warlord", Data: json.RawMessage(`{"hit_die":10}`)}
	if err := s.PutHomebrew(ctx, h); err != nil {
		t.Fatal(err)
	}
	h2 := &Homebrew{System: "dragonhead", Kind: "class", Name: "Warlord", Data: json.RawMessage(`{"hit_die":12}`)}
	if err := s.PutHomebrew(ctx, h2); err != nil || h2.ID != h.ID {
		t.Fatalf("replacing an entry: id %d vs %d, %v", h2.ID, h.ID, err)
	}
	list, _ := s.HomebrewEntries(ctx, "dragonhead", "class")
	if len(list) != 1 || string(list[0].Data) != `{"hit_die":12}` {
		t.Fatalf("homebrew = %+v", list)
	}
	// Names first, the data when an entry is opened.
	names, err := s.HomebrewNames(ctx, "dragonhead", "class")
	if err != nil || len(names) != 1 || names[0].Name != "Warlord" || names[0].ID != h.ID || names[0].Kind != "class" || names[0].Data != nil {
		t.Fatalf("homebrew names = %+v, %v", names, err)
	}
	if data, err := s.HomebrewData(ctx, h.ID); err != nil || string(data) != `{"hit_die":12}` {
		t.Fatalf("homebrew data = %s, %v", data, err)
	}
	if _, err := s.HomebrewData(ctx, h.ID+100); err == nil {
		t.Fatal("a missing entry's data was read")
	}
	e := &Encounter{System: "drgn", Name: "Bridge fight", Data: json.RawMessage(`{"events":[]}`)}
	if err := s.SaveEncounter(ctx, e); err != nil {
		t.Fatal(err)
	}
	e.Name = "Bridge fight, round 2"
	if err := s.SaveEncounter(ctx, e); err != nil {
		t.Fatal(err)
	}
	got, err := s.Encounter(ctx, e.ID)
	if err != nil || got.Name != "Bridge fight, round 2" {
		t.Fatalf("encounter = %+v, %v", got, err)
	}
}

// A version-1 library with data in it upgrades, keeps every row, and is
// copied aside first.
func TestMigrateVersion1(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "library.db")
	db, err := sql.Open("sqlite3", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(migrations[0] + "; PRAGMA user_version = 1;"); err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC).Format(time.RFC3339Nano)
	mustExec(t, db, `INSERT INTO campaigns (id, name, created, updated) VALUES (7, 'Old Campaign', ?, ?)`, now, now)
	for i := 1; i <= 50; i++ {
		campaign := any(nil)
		if i%2 == 0 {
			campaign = 7
		}
		mustExec(t, db, `INSERT INTO characters (id, campaign_id, system, name, player, notes, data, created, updated)
			VALUES (?, ?, 'drgn', ?, 'P', 'n', '{"tier":1}', ?, ?)`, i, campaign, fmt.Sprintf("Old %d", i), now, now)
	}
	mustExec(t, db, `INSERT INTO encounters (system, name, data, created, updated) VALUES ('drgn', 'E', '{}', ?, ?)`, now, now)
	mustExec(t, db, `INSERT INTO homebrew (system, kind, name, data, created, updated) VALUES ('drgn', 'ability', 'Fireball', '{}', ?, ?)`, now, now)
	mustExec(t, db, `INSERT INTO settings (key, value) VALUES ('theme', 'dark')`)
	db.Close()

	s, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	if v, _ := s.userVersion(ctx); v != SchemaVersion {
		t.Fatalf("schema version %d, want %d", v, SchemaVersion)
	}
	all, err := s.Characters(ctx, Filter{})
	if err != nil || len(all) != 50 {
		t.Fatalf("after migration %d characters (%v), want 50", len(all), err)
	}
	inCampaign, _ := s.Characters(ctx, Filter{Campaign: 7})
	if len(inCampaign) != 25 || inCampaign[0].Campaign != "Old Campaign" {
		t.Fatalf("campaign rows = %d", len(inCampaign))
	}
	c, err := s.Character(ctx, 13)
	if err != nil || c.Name != "Old 13" || string(c.Data) != `{"tier":1}` || string(c.Extra) != "{}" {
		t.Fatalf("character 13 = %+v, %v", c, err)
	}
	if es, _ := s.Encounters(ctx, 0); len(es) != 1 {
		t.Fatalf("encounters = %d", len(es))
	}
	if hs, _ := s.HomebrewEntries(ctx, "drgn", ""); len(hs) != 1 {
		t.Fatalf("homebrew = %d", len(hs))
	}
	if v, _, _ := s.Setting(ctx, "theme"); v != "dark" {
		t.Fatalf("setting = %q", v)
	}
	backup := path + ".schema1.bak"
	old, err := sql.Open("sqlite3", "file:"+backup+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer old.Close()
	var n, version int
	if err := old.QueryRow("SELECT count(*) FROM characters").Scan(&n); err != nil || n != 50 {
		t.Fatalf("backup has %d characters (%v)", n, err)
	}
	old.QueryRow("PRAGMA user_version").Scan(&version)
	if version != 1 {
		t.Fatalf("backup is schema %d, want 1", version)
	}
}

func mustExec(t *testing.T, db *sql.DB, q string, args ...any) {
	t.Helper()
	if _, err := db.Exec(q, args...); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
}

func TestDamagedOrForeignFilesAreRefusedUntouched(t *testing.T) {
	dir := t.TempDir()
	foreign := filepath.Join(dir, "other.db")
	db, _ := sql.Open("sqlite3", "file:"+foreign)
	mustExec(t, db, "CREATE TABLE invoices (id INTEGER)")
	db.Close()

	damaged := filepath.Join(dir, "damaged.db")
	s, err := Open(damaged, Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.CreateCharacter(context.Background(), &Character{System: "drgn", Name: "A"})
	s.Close()
	raw, _ := os.ReadFile(damaged)
	for i := 100; i < len(raw) && i < 100+2000; i++ {
		raw[i] ^= 0x5A // scramble the schema page after the header
	}
	os.WriteFile(damaged, raw, 0o644)

	cases := map[string][]byte{
		"notes.txt":  []byte("my character notes, not a database"),
		"sheet.pdf":  []byte("%PDF-1.4\n..."),
		"half.db":    []byte("SQLite format 3"),
		"other.db":   nil, // made above
		"damaged.db": nil,
	}
	for name, content := range cases {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(dir, name)
			if content != nil {
				os.WriteFile(path, content, 0o644)
			}
			before, _ := os.ReadFile(path)
			_, walBefore := os.Stat(path + "-wal")
			_, err := Open(path, Options{})
			if err == nil {
				t.Fatal("opened a file that is not a Session Zero library")
			}
			if !errors.Is(err, ErrNotLibrary) || !strings.Contains(err.Error(), path) {
				t.Fatalf("error %q should name the file and say it is not a library", err)
			}
			after, _ := os.ReadFile(path)
			if !bytes.Equal(before, after) {
				t.Fatal("the refused file was changed")
			}
			if _, err := os.Stat(path + "-wal"); err == nil && walBefore != nil {
				t.Fatal("a WAL file was created next to the refused file")
			}
		})
	}
}

func TestNewerSchemaIsRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "library.db")
	s, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.write.Exec(fmt.Sprintf("PRAGMA user_version = %d", SchemaVersion+1))
	s.Close()
	if _, err := Open(path, Options{}); err == nil || !strings.Contains(err.Error(), "newer") {
		t.Fatalf("err = %v, want a 'newer Session Zero' error", err)
	}
}

// Two processes writing the same library at once lose nothing and never
// see "database is locked".
func TestTwoProcessesWriteTogether(t *testing.T) {
	if testing.Short() {
		t.Skip("starts two processes")
	}
	path := filepath.Join(t.TempDir(), "library.db")
	s, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	const n = 150
	var wg sync.WaitGroup
	errs := make([]error, 2)
	outs := make([][]byte, 2)
	for i, tag := range []string{"alpha", "beta"} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cmd := exec.Command(os.Args[0], "-test.run=^$")
			cmd.Env = append(os.Environ(), "SZ_WRITER_DB="+path, "SZ_WRITER_TAG="+tag, "SZ_WRITER_N="+strconv.Itoa(n))
			outs[i], errs[i] = cmd.CombinedOutput()
		}()
	}
	// This process writes too, while the other two do.
	if err := writeMany(path, "gamma", n); err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	for i := range errs {
		if errs[i] != nil {
			t.Fatalf("writer %d: %v\n%s", i, errs[i], outs[i])
		}
	}
	all, err := s.Characters(context.Background(), Filter{})
	if err != nil || len(all) != 3*n {
		t.Fatalf("%d characters after three writers (%v), want %d", len(all), err, 3*n)
	}
	for _, tag := range []string{"alpha", "beta", "gamma"} {
		if v, _, _ := s.Setting(context.Background(), "last-"+tag); v != strconv.Itoa(n-1) {
			t.Fatalf("setting last-%s = %q", tag, v)
		}
	}
}

// editedElsewhere creates a character in app and lets cli change its notes
// to note; it returns the version app's editor still holds.
func editedElsewhere(t *testing.T, app, cli *Store, note string) Character {
	t.Helper()
	ctx := context.Background()
	c := &Character{System: "drgn", Name: "Aster"}
	if err := app.CreateCharacter(ctx, c); err != nil {
		t.Fatal(err)
	}
	opened := *c
	time.Sleep(2 * time.Millisecond)
	other, _ := cli.Character(ctx, c.ID)
	other.Notes = note
	if err := cli.UpdateCharacter(ctx, &other); err != nil {
		t.Fatal(err)
	}
	return opened
}

func TestSaveCharacterRefusesToOverwriteAnotherWrite(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "library.db")
	app, _ := Open(path, Options{})
	defer app.Close()
	cli, _ := Open(path, Options{})
	defer cli.Close()
	opened := editedElsewhere(t, app, cli, "written by the command line")
	mine := opened
	mine.Notes = "typed in the app"
	if err := app.SaveCharacter(ctx, &mine, opened.Updated); !errors.Is(err, ErrConflict) {
		t.Fatalf("err = %v, want ErrConflict", err)
	}
	got, _ := app.Character(ctx, opened.ID)
	if got.Notes != "written by the command line" {
		t.Fatalf("the other write was lost: %q", got.Notes)
	}
	if err := app.SaveCharacter(ctx, &got, got.Updated); err != nil {
		t.Fatalf("saving on top of the current version: %v", err)
	}
}
