package forecast

import (
	"sync"
	"sync/atomic"
)

// Memo is a cache that the forecast's workers read at once without
// writing to shared memory (a read-write mutex's reader count would bounce
// between the cores on every look-up): reads load the current map; a
// write, rare once the fight's few keys are in, copies the map with the
// new entry. The zero Memo is empty and ready.
type Memo[K comparable, V any] struct {
	// Size, when above 0, bounds the entries: a Put into a full memo
	// starts afresh (the memos are process-wide, and an app session runs
	// many forecasts of different fights).
	Size int
	mu   sync.Mutex
	m    atomic.Pointer[map[K]V]
}

// Get returns the value remembered for k.
func (c *Memo[K, V]) Get(k K) (V, bool) {
	if m := c.m.Load(); m != nil {
		v, ok := (*m)[k]
		return v, ok
	}
	var zero V
	return zero, false
}

// Put remembers v for k.
func (c *Memo[K, V]) Put(k K, v V) {
	c.mu.Lock()
	defer c.mu.Unlock()
	old := c.m.Load()
	next := make(map[K]V, 1)
	if old != nil && (c.Size <= 0 || len(*old) < c.Size) {
		next = make(map[K]V, len(*old)+1)
		for key, val := range *old {
			next[key] = val
		}
	}
	next[k] = v
	c.m.Store(&next)
}
