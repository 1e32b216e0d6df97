package model

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"sessionzero/rules"
)

// Character is one character in the library.
type Character struct {
	ID         int64
	CampaignID int64  // 0: no campaign
	Campaign   string // the campaign's name, filled when read
	System     string
	Name       string
	Player     string
	Notes      string
	// Data is the system's own document (a JSON object).
	Data json.RawMessage
	// Extra holds top-level fields of an imported character file that this
	// version does not know, so that exporting gives them back (a JSON object).
	Extra   json.RawMessage
	Created time.Time
	Updated time.Time
	// Revision counts the saves of this character: every write adds one,
	// so two saves within one tick of the clock still differ.
	Revision int64
}

// Summary is what the library list shows of a character.
type Summary struct {
	ID         int64
	CampaignID int64
	Campaign   string
	System     string
	Name       string
	Player     string
	Updated    time.Time
}

// Filter narrows a character listing. Zero values mean "all".
type Filter struct {
	System string
	// Campaign: 0 all, NoCampaign characters without one, >0 that campaign.
	Campaign int64
	// Search matches names containing it, ignoring case.
	Search string
}

// NoCampaign selects characters that belong to no campaign in a Filter.
const NoCampaign int64 = -1

func jsonOrEmpty(raw json.RawMessage) string {
	if len(raw) == 0 {
		return "{}"
	}
	return string(raw)
}

func nullID(id int64) any {
	if id <= 0 {
		return nil
	}
	return id
}

// CreateCharacter inserts c and sets its ID and stamps.
func (s *Store) CreateCharacter(ctx context.Context, c *Character) error {
	if strings.TrimSpace(c.Name) == "" {
		return fmt.Errorf("creating a character: the name is empty")
	}
	if err := CheckCharacter(*c); err != nil {
		return fmt.Errorf("creating %s: %w", c.Name, err)
	}
	now := s.stamp()
	return s.tx(ctx, "creating character "+c.Name, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `INSERT INTO characters
			(campaign_id, system, name, player, notes, data, extra, created, updated, revision)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`,
			nullID(c.CampaignID), c.System, c.Name, c.Player, c.Notes, jsonOrEmpty(c.Data), jsonOrEmpty(c.Extra), now, now)
		if err != nil {
			return err
		}
		c.ID, err = res.LastInsertId()
		c.Created, c.Updated, c.Revision = parseStamp(now), parseStamp(now), 1
		return err
	})
}

// CreateInCampaign creates c in the campaign with that name, adding the
// campaign when it is new (an empty name: no campaign).
func (s *Store) CreateInCampaign(ctx context.Context, c *Character, campaign string) error {
	if err := CheckCharacter(*c); err != nil {
		return fmt.Errorf("creating %s: %w", c.Name, err) // before the campaign is made
	}
	id, err := s.EnsureCampaign(ctx, campaign)
	if err != nil {
		return err
	}
	c.CampaignID = id
	return s.CreateCharacter(ctx, c)
}

// RestoreCharacter puts back a deleted character with its old ID and
// stamps (undo of a delete).
func (s *Store) RestoreCharacter(ctx context.Context, c Character) error {
	return s.tx(ctx, "restoring character "+c.Name, func(tx *sql.Tx) error {
		campaign := nullID(c.CampaignID)
		if c.CampaignID > 0 {
			var n int
			if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM campaigns WHERE id = ?", c.CampaignID).Scan(&n); err != nil {
				return err
			}
			if n == 0 {
				campaign = nil // the campaign went away meanwhile
			}
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO characters
			(id, campaign_id, system, name, player, notes, data, extra, created, updated, revision)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			c.ID, campaign, c.System, c.Name, c.Player, c.Notes, jsonOrEmpty(c.Data), jsonOrEmpty(c.Extra),
			c.Created.UTC().Format(time.RFC3339Nano), c.Updated.UTC().Format(time.RFC3339Nano), c.Revision)
		return err
	})
}

// UpdateCharacter saves every field of c and stamps it.
func (s *Store) UpdateCharacter(ctx context.Context, c *Character) error {
	return s.saveCharacter(ctx, c, nil)
}

// ErrConflict is returned by SaveCharacter when the character was changed
// by someone else (another window, the command line) since it was read.
var ErrConflict = errors.New("changed elsewhere since it was opened")

// SaveCharacter saves c like UpdateCharacter, but only if the stored row
// is still the version stamped lastSeen; otherwise it returns ErrConflict
// and changes nothing, so that neither write is silently lost. Every save
// stamps the row strictly later than the stamp it replaces (and adds one
// to its Revision), so two saves within one tick of the clock still get
// different stamps and cannot slip past each other.
func (s *Store) SaveCharacter(ctx context.Context, c *Character, lastSeen time.Time) error {
	return s.saveCharacter(ctx, c, func(stamp time.Time, _ int64) bool { return stamp.Equal(lastSeen) })
}

// SaveCharacterRevision saves c only if the stored row's revision is
// still revision (the Revision c had when it was read); otherwise it
// returns ErrConflict and changes nothing.
func (s *Store) SaveCharacterRevision(ctx context.Context, c *Character, revision int64) error {
	return s.saveCharacter(ctx, c, func(_ time.Time, rev int64) bool { return rev == revision })
}

// saveCharacter writes c in one transaction. When current is set it must
// accept the stored stamp and revision, or nothing is written.
func (s *Store) saveCharacter(ctx context.Context, c *Character, current func(time.Time, int64) bool) error {
	if strings.TrimSpace(c.Name) == "" {
		return fmt.Errorf("saving character %d: the name is empty", c.ID)
	}
	if err := CheckCharacter(*c); err != nil {
		return fmt.Errorf("saving %s: %w", c.Name, err)
	}
	return s.tx(ctx, "saving character "+c.Name, func(tx *sql.Tx) error {
		var stored string
		var rev int64
		err := tx.QueryRowContext(ctx, "SELECT updated, revision FROM characters WHERE id = ?", c.ID).Scan(&stored, &rev)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("character %d: %w (it may have been deleted elsewhere)", c.ID, ErrNotFound)
		}
		if err != nil {
			return err
		}
		if current != nil && !current(parseStamp(stored), rev) {
			return fmt.Errorf("%s: %w", c.Name, ErrConflict)
		}
		now := s.now().UTC()
		if prev := parseStamp(stored); !now.After(prev) {
			now = prev.Add(time.Microsecond) // same tick (or a clock set back): still later
		}
		stamp := now.Format(time.RFC3339Nano)
		_, err = tx.ExecContext(ctx, `UPDATE characters SET campaign_id = ?, system = ?, name = ?,
			player = ?, notes = ?, data = ?, extra = ?, updated = ?, revision = ? WHERE id = ?`,
			nullID(c.CampaignID), c.System, c.Name, c.Player, c.Notes, jsonOrEmpty(c.Data), jsonOrEmpty(c.Extra), stamp, rev+1, c.ID)
		if err != nil {
			return err
		}
		c.Updated, c.Revision = parseStamp(stamp), rev+1
		return nil
	})
}

// DeleteCharacter removes a character and returns what it was, for undo.
func (s *Store) DeleteCharacter(ctx context.Context, id int64) (Character, error) {
	c, err := s.Character(ctx, id)
	if err != nil {
		return Character{}, err
	}
	err = s.tx(ctx, "deleting character "+c.Name, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, "DELETE FROM characters WHERE id = ?", id)
		return err
	})
	return c, err
}

const characterColumns = `c.id, coalesce(c.campaign_id, 0), coalesce(k.name, ''), c.system, c.name, c.player`

// Character reads one character in full.
func (s *Store) Character(ctx context.Context, id int64) (Character, error) {
	var c Character
	var data, extra, created, updated string
	err := s.read.QueryRowContext(ctx, `SELECT `+characterColumns+`, c.notes, c.data, c.extra, c.created, c.updated, c.revision
		FROM characters c LEFT JOIN campaigns k ON k.id = c.campaign_id WHERE c.id = ?`, id).
		Scan(&c.ID, &c.CampaignID, &c.Campaign, &c.System, &c.Name, &c.Player, &c.Notes, &data, &extra, &created, &updated, &c.Revision)
	if errors.Is(err, sql.ErrNoRows) {
		return Character{}, fmt.Errorf("character %d: %w", id, ErrNotFound)
	}
	if err != nil {
		return Character{}, fmt.Errorf("reading character %d: %w", id, err)
	}
	c.Data, c.Extra = json.RawMessage(data), json.RawMessage(extra)
	c.Created, c.Updated = parseStamp(created), parseStamp(updated)
	return c, nil
}

// Characters lists summaries matching f, most recently changed first.
func (s *Store) Characters(ctx context.Context, f Filter) ([]Summary, error) {
	var where []string
	var args []any
	if f.System != "" {
		where = append(where, "c.system = ?")
		args = append(args, f.System)
	}
	switch {
	case f.Campaign == NoCampaign:
		where = append(where, "c.campaign_id IS NULL")
	case f.Campaign > 0:
		where = append(where, "c.campaign_id = ?")
		args = append(args, f.Campaign)
	}
	if q := strings.TrimSpace(f.Search); q != "" {
		where = append(where, `c.name LIKE ? ESCAPE '\'`)
		args = append(args, "%"+escapeLike(q)+"%")
	}
	query := `SELECT ` + characterColumns + `, c.updated FROM characters c LEFT JOIN campaigns k ON k.id = c.campaign_id`
	if len(where) > 0 {
		query += " WHERE " + strings.Join(where, " AND ")
	}
	query += " ORDER BY c.updated DESC, c.id DESC"
	return listRows(ctx, s.read, "listing characters", query, args, func(r *sql.Rows, sm *Summary) error {
		var updated string
		err := r.Scan(&sm.ID, &sm.CampaignID, &sm.Campaign, &sm.System, &sm.Name, &sm.Player, &updated)
		sm.Updated = parseStamp(updated)
		return err
	})
}

func escapeLike(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)
	return r.Replace(s)
}

// CharacterByName finds a character by exact name (ignoring case). More
// than one match is an error that lists their IDs.
func (s *Store) CharacterByName(ctx context.Context, name string) (Character, error) {
	rows, err := s.read.QueryContext(ctx, "SELECT id FROM characters WHERE name = ? COLLATE NOCASE ORDER BY id", name)
	if err != nil {
		return Character{}, fmt.Errorf("finding %q: %w", name, err)
	}
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return Character{}, err
		}
		ids = append(ids, id)
	}
	rows.Close()
	switch len(ids) {
	case 0:
		return Character{}, fmt.Errorf("no character is named %q: %w", name, ErrNotFound)
	case 1:
		return s.Character(ctx, ids[0])
	default:
		return Character{}, fmt.Errorf("%d characters are named %q (ids %v): choose one with --id", len(ids), name, ids)
	}
}

// CountCharacters counts every character in the library.
func (s *Store) CountCharacters(ctx context.Context) (int, error) {
	var n int
	err := s.read.QueryRowContext(ctx, "SELECT count(*) FROM characters").Scan(&n)
	return n, err
}

// MaxDataSize is the largest character document the library stores,
// the same as the character file's limit.
const MaxDataSize = 4 << 20

// CheckCharacter refuses a character whose name, player or notes are
// longer than rules.CheckCharacterText allows, or whose data breaks
// rules.CheckJSONShape (too deep, too long a list or string), so that
// everything the library holds derives and prints quickly.
func CheckCharacter(c Character) error {
	if err := rules.CheckCharacterText(c.Name, c.Player, "", c.Notes); err != nil {
		return err
	}
	if len(c.Data) > MaxDataSize {
		return fmt.Errorf("the character data is %d bytes; at most %d are allowed", len(c.Data), MaxDataSize)
	}
	if len(c.Data) > 0 {
		if err := rules.CheckJSONShape("data", c.Data); err != nil {
			return err
		}
	}
	if len(c.Extra) > 0 {
		if err := rules.CheckJSONShape("extra", c.Extra); err != nil {
			return err
		}
	}
	return nil
}
