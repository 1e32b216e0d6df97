package main

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func picture(w, h int, marked int, shade uint8) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < w*h; i++ {
		c := color.RGBA{200, 200, 200, 255}
		if i < marked {
			c = color.RGBA{shade, shade, shade, 255}
		}
		img.Set(i%w, i/w, c)
	}
	return img
}

func TestDifference(t *testing.T) {
	base := picture(100, 100, 0, 0)
	for _, c := range []struct {
		name string
		img  image.Image
		want float64
	}{
		{"same", picture(100, 100, 0, 0), 0},
		{"noise under the tolerance", picture(100, 100, 5000, 190), 0},
		{"a word drawn", picture(100, 100, 50, 0), 0.005},
		{"another size", picture(100, 99, 0, 0), 1},
	} {
		if got := Difference(base, c.img); got != c.want {
			t.Errorf("%s: Difference = %v, want %v", c.name, got, c.want)
		}
	}
}

func write(t *testing.T, path string, img image.Image) {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestRunCopiesOnlyVisibleChanges: a picture the docs show is copied when
// new or visibly changed, left alone otherwise (a second run writes
// nothing), pictures no doc shows stay out, and committed ones no doc shows
// are reported.
func TestRunCopiesOnlyVisibleChanges(t *testing.T) {
	dir := t.TempDir()
	from, to := filepath.Join(dir, "build"), filepath.Join(dir, "docs")
	os.MkdirAll(from, 0o755)
	os.MkdirAll(to, 0o755)
	doc := filepath.Join(dir, "README.md")
	os.WriteFile(doc, []byte("![a](docs/screenshots/a.png) ![b](screenshots/b.png) ![c](screenshots/c.png)"), 0o644)
	write(t, filepath.Join(from, "a.png"), picture(100, 100, 50, 0))  // changed visibly
	write(t, filepath.Join(from, "b.png"), picture(100, 100, 5, 0))   // five pixels: not visible
	write(t, filepath.Join(from, "extra.png"), picture(10, 10, 0, 0)) // no doc shows it
	write(t, filepath.Join(to, "a.png"), picture(100, 100, 0, 0))
	write(t, filepath.Join(to, "b.png"), picture(100, 100, 0, 0))
	write(t, filepath.Join(to, "old.png"), picture(10, 10, 0, 0))
	before, _ := os.ReadFile(filepath.Join(to, "b.png"))

	var out strings.Builder
	if err := run(from, to, []string{doc}, &out); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{"updated: " + filepath.Join(to, "a.png"), "not drawn: c.png", "no doc shows " + filepath.Join(to, "old.png")} {
		if !strings.Contains(got, want) {
			t.Errorf("report lacks %q:\n%s", want, got)
		}
	}
	if after, _ := os.ReadFile(filepath.Join(to, "b.png")); !bytes.Equal(before, after) {
		t.Error("b.png was rewritten for five pixels")
	}
	if _, err := os.Stat(filepath.Join(to, "extra.png")); err == nil {
		t.Error("extra.png, which no doc shows, was copied")
	}
	out.Reset()
	if err := run(from, to, []string{doc}, &out); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out.String(), "updated:") {
		t.Errorf("a second run wrote pictures:\n%s", out.String())
	}
}
