package model

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"strings"
)

// Homebrew is a catalog entry a table invented: a class, an item, a
// condition, an ability… of one system.
type Homebrew struct {
	ID     int64
	System string
	Kind   string // e.g. "class", "ability", "item"
	Name   string
	Data   json.RawMessage
}

// PutHomebrew saves an entry, replacing one with the same system, kind and
// name, and sets its ID.
func (s *Store) PutHomebrew(ctx context.Context, h *Homebrew) error {
	if strings.TrimSpace(h.Name) == "" || h.System == "" || h.Kind == "" {
		return fmt.Errorf("saving a homebrew entry: system, kind and name are all needed")
	}
	now := s.stamp()
	return s.tx(ctx, "saving homebrew "+h.Name, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `INSERT INTO homebrew (system, kind, name, data, created, updated)
			VALUES (?, ?, ?, ?, ?, ?)
			ON CONFLICT(system, kind, name) DO UPDATE SET data = excluded.data, updated = excluded.updated
			RETURNING id`, h.System, h.Kind, h.Name, jsonOrEmpty(h.Data), now, now).Scan(&h.ID)
		return err
	})
}

// HomebrewEntries lists a system's entries of one kind (all kinds when kind
// is empty), by name.
func (s *Store) HomebrewEntries(ctx context.Context, system, kind string) ([]Homebrew, error) {
	return listRows(ctx, s.read, "listing homebrew", `SELECT id, system, kind, name, data FROM homebrew
		WHERE system = ? AND (? = '' OR kind = ?) ORDER BY kind, name COLLATE NOCASE`, []any{system, kind, kind},
		func(r *sql.Rows, h *Homebrew) error {
			var data string
			err := r.Scan(&h.ID, &h.System, &h.Kind, &h.Name, &data)
			h.Data = json.RawMessage(data)
			return err
		})
}

// HomebrewNames lists a system's entries of one kind as HomebrewEntries
// does, without their data (Data nil): a catalog of 5,000 entries lists
// its names first and reads an entry with HomebrewData when it is opened.
func (s *Store) HomebrewNames(ctx context.Context, system, kind string) ([]Homebrew, error) {
	return listRows(ctx, s.read, "listing homebrew names", `SELECT id, kind, name FROM homebrew
		WHERE system = ? AND (? = '' OR kind = ?) ORDER BY kind, name COLLATE NOCASE`, []any{system, kind, kind},
		func(r *sql.Rows, h *Homebrew) error {
			h.System = system
			return r.Scan(&h.ID, &h.Kind, &h.Name)
		})
}

// HomebrewData is one entry's data, by ID.
func (s *Store) HomebrewData(ctx context.Context, id int64) (json.RawMessage, error) {
	var data string
	if err := s.read.QueryRowContext(ctx, `SELECT data FROM homebrew WHERE id = ?`, id).Scan(&data); err != nil {
		return nil, fmt.Errorf("reading homebrew entry %d: %w", id, err)
	}
	return json.RawMessage(data), nil
}

// DeleteHomebrew removes an entry.
func (s *Store) DeleteHomebrew(ctx context.Context, id int64) error {
	return s.tx(ctx, "deleting homebrew", func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, "DELETE FROM homebrew WHERE id = ?", id)
		return err
	})
}

// ImportHomebrew saves entries (replacing those with the same system, kind
// and name) in one transaction: a content pack goes in whole or not at all,
// even when the process is killed halfway. progress, when set, is called
// now and then with how many entries are written; a cancelled ctx rolls
// everything back.
func (s *Store) ImportHomebrew(ctx context.Context, entries []Homebrew, progress func(done, total int)) error {
	for _, h := range entries {
		if strings.TrimSpace(h.Name) == "" || h.System == "" || h.Kind == "" {
			return fmt.Errorf("importing homebrew: system, kind and name are all needed")
		}
	}
	now := s.stamp()
	return s.tx(ctx, "importing homebrew", func(tx *sql.Tx) error {
		stmt, err := tx.PrepareContext(ctx, `INSERT INTO homebrew (system, kind, name, data, created, updated)
			VALUES (?, ?, ?, ?, ?, ?)
			ON CONFLICT(system, kind, name) DO UPDATE SET data = excluded.data, updated = excluded.updated`)
		if err != nil {
			return err
		}
		defer stmt.Close()
		for i, h := range entries {
			if i%1000 == 0 {
				if err := ctx.Err(); err != nil {
					return err
				}
				if progress != nil {
					progress(i, len(entries))
				}
			}
			if _, err := stmt.ExecContext(ctx, h.System, h.Kind, h.Name, jsonOrEmpty(h.Data), now, now); err != nil {
				return fmt.Errorf("%s %q: %w", h.Kind, h.Name, err)
			}
		}
		if progress != nil {
			progress(len(entries), len(entries))
		}
		return nil
	})
}

// HomebrewCount is how many entries a system (every system when empty)
// keeps, by kind.
func (s *Store) HomebrewCount(ctx context.Context, system string) (map[string]map[string]int, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT system, kind, count(*) FROM homebrew
		WHERE ? = '' OR system = ? GROUP BY system, kind`, system, system)
	if err != nil {
		return nil, fmt.Errorf("counting homebrew: %w", err)
	}
	defer rows.Close()
	out := map[string]map[string]int{}
	for rows.Next() {
		var sys, kind string
		var n int
		if err := rows.Scan(&sys, &kind, &n); err != nil {
			return nil, fmt.Errorf("counting homebrew: %w", err)
		}
		if out[sys] == nil {
			out[sys] = map[string]int{}
		}
		out[sys][kind] = n
	}
	return out, rows.Err()
}
