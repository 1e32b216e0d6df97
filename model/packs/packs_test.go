package packs

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"sessionzero/model"
)

// skillPack is a Dragonhead pack with n skills.
func skillPack(n int) []byte {
	var b strings.Builder
	b.WriteString(`{"format":"sessionzero/dragonhead-content","version":1,"name":"Big","skills":[`)
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"name":"Skill-%d","base_cost":%d,"text":"Haggle well.","house":{"rule":"yes"}}`, i, 100+i%500)
	}
	b.WriteString("]}")
	return []byte(b.String())
}

func BenchmarkReadPack100k(b *testing.B) {
	raw := skillPack(100_000)
	for b.Loop() {
		if _, problems, err := Read(raw); err != nil || len(problems) > 0 {
			b.Fatal(err, problems)
		}
	}
}

func BenchmarkImportPack100k(b *testing.B) {
	raw := skillPack(100_000)
	for b.Loop() {
		s, err := model.Open(filepath.Join(b.TempDir(), "library.db"), model.Options{})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := Import(context.Background(), s, "big.json", raw, nil); err != nil {
			b.Fatal(err)
		}
		s.Close()
	}
}
