package model

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Encounter is a saved encounter: its system and its document (the event
// log and setup, as the encounter file holds them).
type Encounter struct {
	ID         int64
	CampaignID int64
	System     string
	Name       string
	Data       json.RawMessage
	Updated    time.Time
}

// SaveEncounter inserts (ID 0) or updates an encounter.
func (s *Store) SaveEncounter(ctx context.Context, e *Encounter) error {
	now := s.stamp()
	return s.tx(ctx, "saving encounter "+e.Name, func(tx *sql.Tx) error {
		if e.ID == 0 {
			res, err := tx.ExecContext(ctx, `INSERT INTO encounters (campaign_id, system, name, data, created, updated)
				VALUES (?, ?, ?, ?, ?, ?)`, nullID(e.CampaignID), e.System, e.Name, jsonOrEmpty(e.Data), now, now)
			if err != nil {
				return err
			}
			e.ID, err = res.LastInsertId()
			return err
		}
		res, err := tx.ExecContext(ctx, `UPDATE encounters SET campaign_id = ?, system = ?, name = ?, data = ?, updated = ?
			WHERE id = ?`, nullID(e.CampaignID), e.System, e.Name, jsonOrEmpty(e.Data), now, e.ID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return fmt.Errorf("encounter %d: %w", e.ID, ErrNotFound)
		}
		e.Updated = parseStamp(now)
		return nil
	})
}

// Encounter reads one encounter.
func (s *Store) Encounter(ctx context.Context, id int64) (Encounter, error) {
	var e Encounter
	var data, updated string
	err := s.read.QueryRowContext(ctx, `SELECT id, coalesce(campaign_id, 0), system, name, data, updated
		FROM encounters WHERE id = ?`, id).Scan(&e.ID, &e.CampaignID, &e.System, &e.Name, &data, &updated)
	if errors.Is(err, sql.ErrNoRows) {
		return Encounter{}, fmt.Errorf("encounter %d: %w", id, ErrNotFound)
	}
	if err != nil {
		return Encounter{}, fmt.Errorf("reading encounter %d: %w", id, err)
	}
	e.Data, e.Updated = json.RawMessage(data), parseStamp(updated)
	return e, nil
}

// Encounters lists encounters (of one campaign when campaign > 0), newest first.
func (s *Store) Encounters(ctx context.Context, campaign int64) ([]Encounter, error) {
	return listRows(ctx, s.read, "listing encounters", `SELECT id, coalesce(campaign_id, 0), system, name, updated FROM encounters
		WHERE (? <= 0 OR campaign_id = ?) ORDER BY updated DESC`, []any{campaign, campaign},
		func(r *sql.Rows, e *Encounter) error {
			var updated string
			err := r.Scan(&e.ID, &e.CampaignID, &e.System, &e.Name, &updated)
			e.Updated = parseStamp(updated)
			return err
		})
}

// DeleteEncounter removes an encounter.
func (s *Store) DeleteEncounter(ctx context.Context, id int64) error {
	return s.tx(ctx, "deleting encounter", func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, "DELETE FROM encounters WHERE id = ?", id)
		return err
	})
}
