package model

import (
	"context"
	"path/filepath"
	"testing"
	"time"
)

// TestWatchSeesOtherWritersOnly opens one library twice, as the app and the
// CLI would: a write through the other store is seen, this store's own
// write is not.
func TestWatchSeesOtherWritersOnly(t *testing.T) {
	path := filepath.Join(t.TempDir(), "library.db")
	app, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer app.Close()
	cli, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer cli.Close()
	ctx := context.Background()
	before, err := app.DataVersion(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := app.CreateCharacter(ctx, &Character{System: "drgn", Name: "Own"}); err != nil {
		t.Fatal(err)
	}
	if v, _ := app.DataVersion(ctx); v != before {
		t.Fatalf("the store's own write changed its data version %d → %d", before, v)
	}

	watchCtx, stop := context.WithCancel(ctx)
	defer stop()
	seen := make(chan struct{}, 8)
	go app.Watch(watchCtx, 10*time.Millisecond, func() { seen <- struct{}{} })
	time.Sleep(30 * time.Millisecond)
	if err := cli.CreateCharacter(ctx, &Character{System: "drgn", Name: "From the CLI"}); err != nil {
		t.Fatal(err)
	}
	select {
	case <-seen:
	case <-time.After(3 * time.Second):
		t.Fatal("a write by another store was not seen within 3 s")
	}
}
