package model

import (
	"context"
	"fmt"
	"time"
)

// DataVersion is SQLite's data_version as the library's writer connection
// sees it: it changes when another process (the CLI, a second app window)
// commits to the file, and not for this store's own writes. Comparing two
// readings tells whether the library changed elsewhere in between. A
// read-only library reads it on its reading pool, where every commit by
// others counts.
func (s *Store) DataVersion(ctx context.Context) (int64, error) {
	db := s.write
	if db == nil {
		db = s.read
	}
	var v int64
	if err := db.QueryRowContext(ctx, "PRAGMA data_version").Scan(&v); err != nil {
		return 0, fmt.Errorf("reading the library's data version: %w", err)
	}
	return v, nil
}

// Watch polls DataVersion every interval until ctx ends and calls changed
// (on Watch's goroutine) whenever another process has written the library.
// A failed reading is skipped: the next poll tries again.
func (s *Store) Watch(ctx context.Context, interval time.Duration, changed func()) {
	last, err := s.DataVersion(ctx)
	if err != nil {
		last = -1
	}
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			v, err := s.DataVersion(ctx)
			if err != nil {
				continue
			}
			if last >= 0 && v != last {
				changed()
			}
			last = v
		}
	}
}
