package forecast

import (
	"sync"
	"testing"
)

func TestMemo(t *testing.T) {
	var m Memo[string, int]
	if _, ok := m.Get("a"); ok {
		t.Error("an empty memo found a")
	}
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 50 {
				k := string(rune('a' + (i+w)%26))
				if v, ok := m.Get(k); ok && v != int(k[0]) {
					t.Errorf("%s: %d", k, v)
				}
				m.Put(k, int(k[0]))
			}
		}()
	}
	wg.Wait()
	for r := 'a'; r <= 'z'; r++ {
		if v, ok := m.Get(string(r)); !ok || v != int(r) {
			t.Errorf("%c: %d, %v", r, v, ok)
		}
	}
}

// TestMemoSize: a bounded memo starts afresh when a Put finds it full, and
// keeps what came after.
func TestMemoSize(t *testing.T) {
	m := Memo[int, int]{Size: 3}
	for k := range 3 {
		m.Put(k, k*10)
	}
	for k := range 3 {
		if v, ok := m.Get(k); !ok || v != k*10 {
			t.Errorf("before it is full, %d: %d, %v", k, v, ok)
		}
	}
	m.Put(3, 30)
	if _, ok := m.Get(0); ok {
		t.Error("a full memo kept its old entries")
	}
	if v, ok := m.Get(3); !ok || v != 30 {
		t.Errorf("the entry that found it full: %d, %v", v, ok)
	}
}
