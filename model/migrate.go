package model

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// migrations turn schema version i into i+1; the library's version is
// PRAGMA user_version. Append only: a released migration never changes.
var migrations = []string{
	// 1: the first library.
	fmt.Sprintf(`
PRAGMA application_id = %d;
CREATE TABLE campaigns (
	id      INTEGER PRIMARY KEY,
	name    TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0),
	notes   TEXT NOT NULL DEFAULT '',
	created TEXT NOT NULL,
	updated TEXT NOT NULL
);
CREATE TABLE characters (
	id          INTEGER PRIMARY KEY,
	campaign_id INTEGER REFERENCES campaigns(id) ON DELETE SET NULL,
	system      TEXT NOT NULL,
	name        TEXT NOT NULL,
	player      TEXT NOT NULL DEFAULT '',
	notes       TEXT NOT NULL DEFAULT '',
	data        TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data)),
	created     TEXT NOT NULL,
	updated     TEXT NOT NULL
);
CREATE TABLE encounters (
	id          INTEGER PRIMARY KEY,
	campaign_id INTEGER REFERENCES campaigns(id) ON DELETE SET NULL,
	system      TEXT NOT NULL,
	name        TEXT NOT NULL,
	data        TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data)),
	created     TEXT NOT NULL,
	updated     TEXT NOT NULL
);
CREATE TABLE homebrew (
	id      INTEGER PRIMARY KEY,
	system  TEXT NOT NULL,
	kind    TEXT NOT NULL,
	name    TEXT NOT NULL,
	data    TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data)),
	created TEXT NOT NULL,
	updated TEXT NOT NULL,
	UNIQUE (system, kind, name)
);
CREATE TABLE settings (
	key   TEXT PRIMARY KEY,
	value TEXT NOT NULL
);`, ApplicationID),
	// 2: keep unknown top-level fields of imported character files, and
	// index what the library filters and sorts by.
	`
ALTER TABLE characters ADD COLUMN extra TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(extra));
CREATE INDEX characters_campaign ON characters(campaign_id);
CREATE INDEX characters_system ON characters(system);
CREATE INDEX characters_updated ON characters(updated);
CREATE INDEX encounters_campaign ON encounters(campaign_id);`,
	// 3: a revision counter per character, so that conflict detection does
	// not depend on the clock (two saves in one tick).
	`
ALTER TABLE characters ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
UPDATE characters SET revision = 1;`,
}

// SchemaVersion is the schema this build of the app writes.
var SchemaVersion = len(migrations)

// migrate brings the file to SchemaVersion. An existing library is copied
// aside first (VACUUM INTO, which is consistent even in WAL mode).
func (s *Store) migrate(ctx context.Context) error {
	version, err := s.userVersion(ctx)
	if err != nil {
		return err
	}
	if version > SchemaVersion {
		return fmt.Errorf("it was written by a newer Session Zero (schema %d; this app knows up to %d): update the app", version, SchemaVersion)
	}
	if version == SchemaVersion {
		return nil
	}
	if version > 0 {
		// Try the upgrade first and roll it back: a file whose schema
		// number went backwards (its tables are newer than it says) fails
		// here, before a backup is added on every run.
		if err := s.tryUpgrade(ctx); err != nil {
			return fmt.Errorf("%w: its schema number says %d, but its tables do not match that schema (%v), so it cannot be upgraded; the file was left untouched — restore a backup", ErrNotLibrary, version, err)
		}
		if _, err := s.Backup(ctx, fmt.Sprintf("schema%d", version)); err != nil {
			return fmt.Errorf("copying the library aside before upgrading it: %w", err)
		}
	}
	return s.tx(ctx, "upgrading the library", func(tx *sql.Tx) error {
		// Another process may have migrated while we made the copy.
		var current int
		if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&current); err != nil {
			return err
		}
		for v := current; v < SchemaVersion; v++ {
			if _, err := tx.ExecContext(ctx, migrations[v]); err != nil {
				return fmt.Errorf("schema %d → %d: %w", v, v+1, err)
			}
		}
		_, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", SchemaVersion))
		return err
	})
}

// errRollBack ends tryUpgrade's transaction without keeping it.
var errRollBack = errors.New("roll back")

// tryUpgrade runs the migrations in a transaction it rolls back.
func (s *Store) tryUpgrade(ctx context.Context) error {
	err := s.tx(ctx, "trying the upgrade", func(tx *sql.Tx) error {
		var current int
		if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&current); err != nil {
			return err
		}
		for v := current; v < SchemaVersion; v++ {
			if _, err := tx.ExecContext(ctx, migrations[v]); err != nil {
				return fmt.Errorf("schema %d → %d: %w", v, v+1, err)
			}
		}
		return errRollBack
	})
	if errors.Is(err, errRollBack) {
		return nil
	}
	return err
}

func (s *Store) userVersion(ctx context.Context) (int, error) {
	var v int
	if err := s.write.QueryRowContext(ctx, "PRAGMA user_version").Scan(&v); err != nil {
		return 0, fmt.Errorf("reading the schema version: %w", err)
	}
	return v, nil
}

// Backup writes a consistent copy of the library next to it, named
// <file>.<label>.bak (or with a number added when that exists), and
// returns its path. The copy is written to a temporary file, synced, and
// only then linked under its name, so a backup file is always whole: a
// crash or a full disk leaves no .bak at all (the temporary file is
// removed, or swept by the next backup), and an existing backup is never
// replaced.
func (s *Store) Backup(ctx context.Context, label string) (string, error) {
	if s.readOnly {
		return "", fmt.Errorf("backing up: %w", ErrReadOnly)
	}
	base := s.path + "." + label + ".bak"
	sweepBackupTemps(s.path)
	tmp, err := os.CreateTemp(filepath.Dir(s.path), filepath.Base(s.path)+backupTemp)
	if err != nil {
		return "", fmt.Errorf("writing a backup of %s: %w", s.path, err)
	}
	name := tmp.Name()
	tmp.Close()
	defer os.Remove(name)
	quoted := "'" + strings.ReplaceAll(name, "'", "''") + "'"
	if _, err := s.write.ExecContext(ctx, "VACUUM INTO "+quoted); err != nil {
		return "", fmt.Errorf("writing a backup %s: %w", base, err)
	}
	if err := syncPath(name); err != nil {
		return "", fmt.Errorf("writing a backup %s: %w", base, err)
	}
	target := base
	for i := 2; ; i++ {
		err := os.Link(name, target)
		if err == nil {
			break
		}
		if !errors.Is(err, os.ErrExist) {
			return "", fmt.Errorf("writing a backup %s: %w", target, err)
		}
		target = fmt.Sprintf("%s.%d", base, i)
	}
	if err := syncPath(filepath.Dir(s.path)); err != nil {
		return "", fmt.Errorf("writing a backup %s: %w", target, err)
	}
	return target, nil
}

// backupTemp ends the pattern of a backup being written.
const backupTemp = ".sessionzero-backup-*"

// sweepBackupTemps removes backups a killed process left half written.
// Only files older than a minute go, so a backup another process is
// writing right now is left alone.
func sweepBackupTemps(path string) {
	matches, _ := filepath.Glob(path + backupTemp)
	for _, m := range matches {
		if st, err := os.Stat(m); err == nil && time.Since(st.ModTime()) > time.Minute {
			os.Remove(m)
		}
	}
}

// syncPath flushes a file or folder to the disk. A variable so a test can
// play a disk that fails.
var syncPath = func(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := f.Sync(); err != nil && !errors.Is(err, os.ErrInvalid) {
		return err
	}
	return nil
}
