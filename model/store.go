// Package model is the library: one SQLite file holding campaigns,
// characters, encounters, homebrew catalog entries and settings. It owns
// the schema and its migrations and offers small repositories over them.
//
// The file runs in WAL mode with foreign keys on and a busy timeout. All
// writes go through one connection and IMMEDIATE transactions, so two
// processes (two app windows, or the app and the CLI) on the same file wait
// for each other instead of failing with "database is locked".
package model

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"time"

	_ "github.com/mattn/go-sqlite3" // the SQLite driver
)

// ApplicationID marks an SQLite file as a Session Zero library
// (PRAGMA application_id; "SZ01" in ASCII).
const ApplicationID = 0x535A3031

// busyTimeout is how long a writer waits for another process's write.
const busyTimeout = 30 * time.Second

// sqliteHeader starts every SQLite database file.
var sqliteHeader = []byte("SQLite format 3\x00")

// ErrNotLibrary is returned for a file that is not a Session Zero library.
var ErrNotLibrary = errors.New("not a Session Zero library")

// ErrNotFound is returned when a row asked for does not exist.
var ErrNotFound = errors.New("not found")

// Store is an open library file.
type Store struct {
	path  string
	write *sql.DB // one connection: the single writer
	read  *sql.DB // a small pool for queries
	now   func() time.Time
}

// Options adjust how a library is opened.
type Options struct {
	// Now is the clock used for created/updated stamps (default time.Now).
	Now func() time.Time
}

// DefaultPath is the library file used when none is chosen:
// os.UserConfigDir()/sessionzero/library.db.
func DefaultPath() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("finding the user's config directory: %w", err)
	}
	return filepath.Join(dir, "sessionzero", "library.db"), nil
}

// Open opens (creating if needed) the library at path and brings its schema
// up to date, copying an existing file aside before any migration. A file
// that is not a Session Zero library is refused and left untouched.
func Open(path string, opts Options) (*Store, error) {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("library %s: %w", path, err)
	}
	if err := checkExisting(abs); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Dir(abs), 0o755); err != nil {
		return nil, fmt.Errorf("library %s: creating its folder: %w", abs, err)
	}
	write, err := openDB(abs, 1, "")
	if err != nil {
		return nil, err
	}
	read, err := openDB(abs, 4, "&_query_only=1")
	if err != nil {
		write.Close()
		return nil, err
	}
	s := &Store{path: abs, write: write, read: read, now: opts.Now}
	if err := s.migrate(context.Background()); err != nil {
		s.Close()
		return nil, fmt.Errorf("library %s: %w", abs, err)
	}
	return s, nil
}

func openDB(path string, conns int, extra string) (*sql.DB, error) {
	dsn := "file:" + (&url.URL{Path: path}).EscapedPath() +
		fmt.Sprintf("?_journal_mode=WAL&_foreign_keys=on&_busy_timeout=%d&_txlock=immediate&_synchronous=NORMAL", busyTimeout.Milliseconds()) + extra
	db, err := sql.Open("sqlite3", dsn)
	if err != nil {
		return nil, fmt.Errorf("library %s: %w", path, err)
	}
	db.SetMaxOpenConns(conns)
	db.SetMaxIdleConns(conns)
	db.SetConnMaxIdleTime(0)
	return db, nil
}

// checkExisting refuses, without writing to it, a file that exists but is
// not a Session Zero library: not SQLite at all, damaged, or another
// program's database.
func checkExisting(path string) error {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("library %s: %w", path, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return fmt.Errorf("library %s: %w", path, err)
	}
	if st.IsDir() {
		return fmt.Errorf("library %s is a folder, not a file: choose a file such as %s", path, filepath.Join(path, "library.db"))
	}
	if st.Size() == 0 {
		return nil // an empty file is a new library
	}
	head := make([]byte, len(sqliteHeader))
	if _, err := io.ReadFull(f, head); err != nil || !bytes.Equal(head, sqliteHeader) {
		return fmt.Errorf("library %s: %w: it is not an SQLite database file (it was left untouched; choose another file with --db)", path, ErrNotLibrary)
	}
	f.Close()

	// Look without writing anything: with no -wal file beside it no process
	// has the library open, and "immutable" keeps SQLite from creating one.
	mode := "?mode=ro&_busy_timeout=5000"
	if _, err := os.Stat(path + "-wal"); errors.Is(err, os.ErrNotExist) {
		mode += "&immutable=1"
	}
	ro, err := sql.Open("sqlite3", "file:"+(&url.URL{Path: path}).EscapedPath()+mode)
	if err != nil {
		return fmt.Errorf("library %s: %w", path, err)
	}
	defer ro.Close()
	var check string
	if err := ro.QueryRow("PRAGMA quick_check").Scan(&check); err != nil {
		return fmt.Errorf("library %s: %w: the file is damaged (%v); it was left untouched — restore a backup or choose another file", path, ErrNotLibrary, err)
	}
	if check != "ok" {
		return fmt.Errorf("library %s: %w: the file is damaged (%s); it was left untouched — restore a backup or choose another file", path, ErrNotLibrary, check)
	}
	var appID, tables int
	if err := ro.QueryRow("PRAGMA application_id").Scan(&appID); err != nil {
		return fmt.Errorf("library %s: reading its header: %w", path, err)
	}
	if err := ro.QueryRow("SELECT count(*) FROM sqlite_schema").Scan(&tables); err != nil {
		return fmt.Errorf("library %s: %w: the file is damaged (%v); it was left untouched", path, ErrNotLibrary, err)
	}
	if appID != ApplicationID && tables > 0 {
		return fmt.Errorf("library %s: %w: it is another program's SQLite database (it was left untouched; choose another file with --db)", path, ErrNotLibrary)
	}
	return nil
}

// Path is the library file's absolute path.
func (s *Store) Path() string { return s.path }

// Close closes the library.
func (s *Store) Close() error {
	var errs []error
	if s.read != nil {
		errs = append(errs, s.read.Close())
	}
	if s.write != nil {
		errs = append(errs, s.write.Close())
	}
	return errors.Join(errs...)
}

// stamp is the text form of a time in the library.
func (s *Store) stamp() string { return s.now().UTC().Format(time.RFC3339Nano) }

func parseStamp(v string) time.Time {
	t, _ := time.Parse(time.RFC3339Nano, v)
	return t
}

// tx runs fn in one IMMEDIATE write transaction.
func (s *Store) tx(ctx context.Context, what string, fn func(*sql.Tx) error) error {
	t, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("%s: starting a write: %w", what, err)
	}
	if err := fn(t); err != nil {
		t.Rollback()
		return fmt.Errorf("%s: %w", what, err)
	}
	if err := t.Commit(); err != nil {
		return fmt.Errorf("%s: saving: %w", what, err)
	}
	return nil
}
