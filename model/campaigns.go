package model

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
)

// Campaign groups characters and encounters.
type Campaign struct {
	ID    int64
	Name  string
	Notes string
	// Characters is how many characters belong to it (filled by Campaigns).
	Characters int
}

// Campaigns lists the campaigns by name, with their character counts.
func (s *Store) Campaigns(ctx context.Context) ([]Campaign, error) {
	return listRows(ctx, s.read, "listing campaigns", `SELECT k.id, k.name, k.notes,
		(SELECT count(*) FROM characters c WHERE c.campaign_id = k.id)
		FROM campaigns k ORDER BY k.name COLLATE NOCASE`, nil,
		func(r *sql.Rows, c *Campaign) error { return r.Scan(&c.ID, &c.Name, &c.Notes, &c.Characters) })
}

// CampaignByName finds a campaign by name, ignoring case.
func (s *Store) CampaignByName(ctx context.Context, name string) (Campaign, error) {
	return findCampaign(ctx, s.read, name)
}

type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// findCampaign matches names ignoring case in every script ("Ægir" and
// "ægir" are one campaign), which SQLite's NOCASE does only for ASCII.
func findCampaign(ctx context.Context, q querier, name string) (Campaign, error) {
	name = strings.TrimSpace(name)
	rows, err := q.QueryContext(ctx, "SELECT id, name, notes FROM campaigns")
	if err != nil {
		return Campaign{}, fmt.Errorf("finding campaign %q: %w", name, err)
	}
	defer rows.Close()
	for rows.Next() {
		var c Campaign
		if err := rows.Scan(&c.ID, &c.Name, &c.Notes); err != nil {
			return Campaign{}, fmt.Errorf("finding campaign %q: %w", name, err)
		}
		if strings.EqualFold(c.Name, name) {
			return c, nil
		}
	}
	if err := rows.Err(); err != nil {
		return Campaign{}, fmt.Errorf("finding campaign %q: %w", name, err)
	}
	return Campaign{}, fmt.Errorf("campaign %q: %w", name, ErrNotFound)
}

// EnsureCampaign returns the campaign with that name, creating it when
// there is none. An empty name means no campaign (ID 0).
func (s *Store) EnsureCampaign(ctx context.Context, name string) (int64, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return 0, nil
	}
	var id int64
	err := s.tx(ctx, "adding campaign "+name, func(tx *sql.Tx) error {
		found, err := findCampaign(ctx, tx, name)
		if err == nil || !errors.Is(err, ErrNotFound) {
			id = found.ID
			return err
		}
		now := s.stamp()
		res, err := tx.ExecContext(ctx, "INSERT INTO campaigns (name, created, updated) VALUES (?, ?, ?)", name, now, now)
		if err != nil {
			return err
		}
		id, err = res.LastInsertId()
		return err
	})
	return id, err
}

// RenameCampaign gives a campaign a new name.
func (s *Store) RenameCampaign(ctx context.Context, id int64, name string) error {
	name = strings.TrimSpace(name)
	if name == "" {
		return fmt.Errorf("renaming campaign %d: the name is empty", id)
	}
	return s.tx(ctx, "renaming campaign to "+name, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, "UPDATE campaigns SET name = ?, updated = ? WHERE id = ?", name, s.stamp(), id)
		return err
	})
}

// DeleteCampaign removes a campaign; its characters stay, without a campaign.
func (s *Store) DeleteCampaign(ctx context.Context, id int64) error {
	return s.tx(ctx, "deleting campaign", func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, "DELETE FROM campaigns WHERE id = ?", id)
		return err
	})
}
