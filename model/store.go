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
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/mattn/go-sqlite3" // the SQLite driver
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
	// readOnly: the file or its folder cannot be written; write is nil.
	readOnly bool
}

// ReadOnly reports whether the library was opened read-only because its
// file or folder cannot be written.
func (s *Store) ReadOnly() bool { return s.readOnly }

// Options adjust how a library is opened.
type Options struct {
	// Now is the clock used for created/updated stamps (default time.Now).
	Now func() time.Time
	// CreateFolder creates the library's folder when it is missing. Only
	// the default library (DefaultPath) sets it: a folder missing from a
	// path the user typed is more likely a typo than a wish.
	CreateFolder bool
	// ReadOnly opens the library for reading only, even when it could be
	// written: every write returns ErrReadOnly.
	ReadOnly bool
	// ChooseAnother is how the front end's user picks another library
	// file, as the end of a refusal says it: the command line's "choose
	// another file with --db". Empty, the refusal says it without naming
	// a way (ChooseAnotherDefault).
	ChooseAnother string
}

// ChooseAnotherDefault ends a refusal to open a library when the front end
// names no way of choosing another file (Options.ChooseAnother).
const ChooseAnotherDefault = "choose another library file"

// chooseAnother is the end of a refusal in the front end's words.
func (o Options) chooseAnother() string {
	if o.ChooseAnother != "" {
		return o.ChooseAnother
	}
	return ChooseAnotherDefault
}

// ErrNoFolder is returned when the library's folder does not exist and
// Options.CreateFolder is off.
var ErrNoFolder = errors.New("the folder does not exist")

// ErrReadOnly is returned by every write to a library opened read-only
// (the file or its folder cannot be written).
var ErrReadOnly = errors.New("the library is read-only")

// ErrBusy is returned when another process kept the library busy for
// longer than the open check waits; the file is fine, try again.
var ErrBusy = errors.New("the library is busy in another program")

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
// that is not a Session Zero library, or one written by a newer app, is
// refused before anything is written: its bytes and its folder stay as
// they were. A library whose file or folder cannot be written opens
// read-only: reads work and every write returns ErrReadOnly.
func Open(path string, opts Options) (*Store, error) {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("library %s: %w", path, err)
	}
	dir := filepath.Dir(abs)
	if _, err := os.Stat(dir); errors.Is(err, os.ErrNotExist) {
		if !opts.CreateFolder {
			return nil, fmt.Errorf("library %s: %w: create the folder %s first, or %s", abs, ErrNoFolder, dir, opts.chooseAnother())
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, fmt.Errorf("library %s: creating its folder: %w", abs, err)
		}
	}
	exists, err := checkExisting(abs, opts.chooseAnother())
	if err != nil {
		return nil, err
	}
	if opts.ReadOnly || (exists && !writable(abs)) || !writable(dir) {
		return openReadOnly(abs, exists, opts)
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

// openReadOnly opens a library that cannot be written: only the reading
// pool, and only if its schema is the current one.
func openReadOnly(abs string, exists bool, opts Options) (*Store, error) {
	if !exists {
		return nil, fmt.Errorf("library %s: %w: its folder cannot be written, so a new library cannot be made there", abs, ErrReadOnly)
	}
	read, err := sql.Open("sqlite3", readOnlyDSN(abs))
	if err != nil {
		return nil, fmt.Errorf("library %s: %w", abs, err)
	}
	s := &Store{path: abs, read: read, now: opts.Now, readOnly: true}
	var v int
	if err := read.QueryRow("PRAGMA user_version").Scan(&v); err != nil {
		s.Close()
		return nil, fmt.Errorf("library %s: reading the schema version: %w", abs, err)
	}
	if v != SchemaVersion {
		s.Close()
		return nil, fmt.Errorf("library %s: %w: it has schema %d and this app needs %d, which means writing an upgrade; make the file and its folder writable once", abs, ErrReadOnly, v, SchemaVersion)
	}
	return s, nil
}

// readOnlyDSN opens path for reading only. When its folder cannot be
// written and no -wal file exists, no process can be writing it, and
// "immutable" lets SQLite read a WAL-mode file without creating -shm.
func readOnlyDSN(path string) string {
	mode := "?mode=ro&_busy_timeout=5000"
	if _, err := os.Stat(path + "-wal"); errors.Is(err, os.ErrNotExist) && !writable(filepath.Dir(path)) {
		mode += "&immutable=1"
	}
	return "file:" + (&url.URL{Path: path}).EscapedPath() + mode
}

// writable reports whether this process may write path (a file or a
// folder) without changing it. A variable so tests can play a read-only
// disk even when they run as root.
var writable = func(path string) bool {
	st, err := os.Stat(path)
	if err != nil {
		return false
	}
	if st.IsDir() {
		f, err := os.CreateTemp(path, ".sessionzero-probe-*")
		if err != nil {
			return false
		}
		f.Close()
		os.Remove(f.Name())
		return true
	}
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return false
	}
	f.Close()
	return true
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
// not a Session Zero library this app can open: not SQLite at all,
// damaged, another program's database, or written by a newer app. It
// reports whether the file exists with content.
//
// The header's application_id and user_version are read from the file's
// first bytes, so a foreign or newer file is refused before SQLite opens
// it. The integrity check then runs in a normal read transaction (never
// "immutable", which reads pages a writer is changing and so reported
// healthy files as damaged); a busy or locked file is retried and, if it
// stays busy, reported as busy, never as damaged.
func checkExisting(path, chooseAnother string) (bool, error) {
	// Stat first: opening a FIFO would wait for a writer forever.
	if st, err := os.Stat(path); err == nil && !st.IsDir() && !st.Mode().IsRegular() {
		return false, fmt.Errorf("library %s is not a regular file (a device, pipe or socket): %w; choose a library file", path, ErrNotLibrary)
	}
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("library %s: %w", path, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return false, fmt.Errorf("library %s: %w", path, err)
	}
	if st.IsDir() {
		return false, fmt.Errorf("library %s is a folder, not a file: choose a file such as %s: %w", path, filepath.Join(path, "library.db"), ErrNotLibrary)
	}
	if st.Size() == 0 {
		return false, nil // an empty file is a new library
	}
	head := make([]byte, 100)
	if _, err := io.ReadFull(f, head); err != nil || !bytes.Equal(head[:len(sqliteHeader)], sqliteHeader) {
		return false, fmt.Errorf("library %s: %w: it is not an SQLite database file (it was left untouched; %s)", path, ErrNotLibrary, chooseAnother)
	}
	f.Close()
	version := int(binary.BigEndian.Uint32(head[60:64]))
	appID := binary.BigEndian.Uint32(head[68:72])
	if appID != 0 && appID != ApplicationID {
		return false, fmt.Errorf("library %s: %w: it is another program's SQLite database (it was left untouched; %s)", path, ErrNotLibrary, chooseAnother)
	}
	if appID == ApplicationID && version > SchemaVersion {
		return false, newerError(path, version)
	}

	// A quick look with "immutable" writes nothing (no -wal/-shm beside a
	// refused file), but it ignores locks, so a writer busy with the file
	// can make a healthy file look damaged. Only a file that also fails
	// the check in a normal read transaction is called damaged.
	_, walErr := os.Stat(path + "-wal")
	noWAL := errors.Is(walErr, os.ErrNotExist)
	_, shmErr := os.Stat(path + "-shm")
	noSHM := errors.Is(shmErr, os.ErrNotExist)
	if noWAL {
		if tables, appID, version, err := quickCheck(path, true); err == nil {
			return checkHeader(path, chooseAnother, tables, appID, version)
		}
	}
	var lastErr error
	for try := 0; try < 5; try++ {
		if try > 0 {
			time.Sleep(time.Duration(try) * 100 * time.Millisecond)
		}
		var tables, appID, version int
		tables, appID, version, lastErr = quickCheck(path, false)
		if lastErr == nil {
			return checkHeader(path, chooseAnother, tables, appID, version)
		}
		if !isBusy(lastErr) {
			// A refused file leaves nothing beside it: the -wal and -shm
			// files this check made go (the -shm is never empty).
			if noWAL {
				removeEmpty(path + "-wal")
				if noSHM {
					os.Remove(path + "-shm")
				}
			}
			return false, fmt.Errorf("library %s: %w: the file is damaged (%v); it was left untouched — restore a backup or choose another file", path, ErrNotLibrary, lastErr)
		}
	}
	return false, fmt.Errorf("library %s: %w (%v); close the other program or try again", path, ErrBusy, lastErr)
}

// checkHeader refuses another program's database or a newer library.
func checkHeader(path, chooseAnother string, tables, appID, version int) (bool, error) {
	if appID != ApplicationID && tables > 0 {
		return false, fmt.Errorf("library %s: %w: it is another program's SQLite database (it was left untouched; %s)", path, ErrNotLibrary, chooseAnother)
	}
	if version > SchemaVersion {
		return false, newerError(path, version)
	}
	return true, nil
}

// removeEmpty removes the files among paths that are empty.
func removeEmpty(paths ...string) {
	for _, p := range paths {
		if st, err := os.Stat(p); err == nil && st.Size() == 0 {
			os.Remove(p)
		}
	}
}

// newerError says which schema the file has and which this app knows.
func newerError(path string, version int) error {
	return fmt.Errorf("library %s: %w: it was written by a newer Session Zero (schema %d; this app knows up to schema %d): update the app to one that reads schema %d (the file was left untouched)", path, ErrNewer, version, SchemaVersion, version)
}

// ErrNewer is returned for a library written by a newer version of the app.
var ErrNewer = errors.New("library too new")

// quickCheck runs PRAGMA quick_check inside one read transaction and
// returns the number of schema entries, the application id and the
// schema version.
func quickCheck(path string, immutable bool) (tables, appID, version int, err error) {
	dsn := readOnlyDSN(path)
	if immutable && !strings.Contains(dsn, "immutable") {
		dsn += "&immutable=1"
	}
	ro, err := sql.Open("sqlite3", dsn)
	if err != nil {
		return 0, 0, 0, err
	}
	defer ro.Close()
	tx, err := ro.Begin()
	if err != nil {
		return 0, 0, 0, err
	}
	defer tx.Rollback()
	var check string
	if err := tx.QueryRow("PRAGMA quick_check").Scan(&check); err != nil {
		return 0, 0, 0, err
	}
	if check != "ok" {
		return 0, 0, 0, errors.New(check)
	}
	for _, q := range []struct {
		sql string
		dst *int
	}{{"SELECT count(*) FROM sqlite_schema", &tables}, {"PRAGMA application_id", &appID}, {"PRAGMA user_version", &version}} {
		if err := tx.QueryRow(q.sql).Scan(q.dst); err != nil {
			return 0, 0, 0, err
		}
	}
	return tables, appID, version, nil
}

// isBusy reports whether err is SQLite's "busy" or "locked": another
// process holds the file for a moment, which says nothing about damage.
func isBusy(err error) bool {
	var se sqlite3.Error
	if errors.As(err, &se) {
		return se.Code == sqlite3.ErrBusy || se.Code == sqlite3.ErrLocked
	}
	return false
}

// Path is the library file's absolute path.
func (s *Store) Path() string { return s.path }

// Now reads the clock the library stamps its changes with (Options.Now),
// so what the app says of "now" agrees with the stamps.
func (s *Store) Now() time.Time { return s.now() }

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
	if s.readOnly {
		return fmt.Errorf("%s: %w (the file %s or its folder cannot be written)", what, ErrReadOnly, s.path)
	}
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
