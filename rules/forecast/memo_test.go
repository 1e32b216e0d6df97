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
