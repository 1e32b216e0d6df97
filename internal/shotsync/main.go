// Command shotsync copies the screenshots the docs show from the folder
// `make screenshots` writes (build/screenshots, ignored by git) into
// docs/screenshots, and only when a picture changed visibly: a committed
// picture whose new rendering differs in no more than a few pixels (font
// hinting, a blink) is left as it is, so running `make screenshots` twice
// with nothing changed commits nothing and the repository's history does not
// grow by a copy of every picture at each run (issue 28).
//
//	go run ./internal/shotsync -from build/screenshots -to docs/screenshots README.md docs/*.md
//
// It reports the pictures it wrote, those the docs name but no test drew,
// and the committed pictures no doc names (to `git rm`).
package main

import (
	"flag"
	"fmt"
	"image"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
)

// threshold is the share of pixels that must differ for a picture to count
// as changed: 0.1% (about 900 pixels of a 1280×720 window, a word).
const threshold = 0.001

// tolerance is how far one colour channel (0–255) may move before the
// pixel counts as different: anti-aliasing noise stays under it.
const tolerance = 16

func main() {
	from := flag.String("from", "build/screenshots", "folder the tests wrote the pictures to")
	to := flag.String("to", "docs/screenshots", "folder of the committed pictures")
	flag.Parse()
	if err := run(*from, *to, flag.Args(), os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "shotsync:", err)
		os.Exit(1)
	}
}

// referenced matches a picture named in a doc: "screenshots/library-light.png".
var referenced = regexp.MustCompile(`screenshots/([A-Za-z0-9._-]+\.png)`)

// run copies the pictures docs reference from from to to when they differ
// visibly, and reports.
func run(from, to string, docs []string, out io.Writer) error {
	names := map[string]bool{}
	for _, d := range docs {
		text, err := os.ReadFile(d)
		if err != nil {
			return fmt.Errorf("reading %s: %w", d, err)
		}
		for _, m := range referenced.FindAllStringSubmatch(string(text), -1) {
			names[m[1]] = true
		}
	}
	var sorted []string
	for n := range names {
		sorted = append(sorted, n)
	}
	sort.Strings(sorted)
	if err := os.MkdirAll(to, 0o755); err != nil {
		return err
	}
	written, same := 0, 0
	for _, n := range sorted {
		src, dst := filepath.Join(from, n), filepath.Join(to, n)
		if _, err := os.Stat(src); err != nil {
			fmt.Fprintf(out, "not drawn: %s (a doc shows it; no test captured it)\n", n)
			continue
		}
		changed, err := differs(src, dst)
		if err != nil {
			return err
		}
		if !changed {
			same++
			continue
		}
		data, err := os.ReadFile(src)
		if err != nil {
			return err
		}
		if err := os.WriteFile(dst, data, 0o644); err != nil {
			return fmt.Errorf("writing %s: %w", dst, err)
		}
		written++
		fmt.Fprintf(out, "updated: %s\n", dst)
	}
	entries, err := os.ReadDir(to)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if filepath.Ext(e.Name()) == ".png" && !names[e.Name()] {
			fmt.Fprintf(out, "no doc shows %s: git rm it\n", filepath.Join(to, e.Name()))
		}
	}
	fmt.Fprintf(out, "%d picture(s) the docs show: %d updated, %d unchanged (all pictures in %s)\n", len(sorted), written, same, from)
	return nil
}

// differs reports whether the picture at newPath differs visibly from the
// one at oldPath (true when there is none yet).
func differs(newPath, oldPath string) (bool, error) {
	old, err := readPNG(oldPath)
	if os.IsNotExist(err) {
		return true, nil
	}
	if err != nil {
		return true, nil // unreadable: replace it
	}
	cur, err := readPNG(newPath)
	if err != nil {
		return false, err
	}
	return Difference(old, cur) > threshold, nil
}

func readPNG(path string) (image.Image, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", path, err)
	}
	return img, nil
}

// Difference is the share of pixels (0–1) that differ between a and b by
// more than tolerance in a colour channel; 1 when their sizes differ.
func Difference(a, b image.Image) float64 {
	ab, bb := a.Bounds(), b.Bounds()
	if ab.Dx() != bb.Dx() || ab.Dy() != bb.Dy() {
		return 1
	}
	if ab.Dx() == 0 || ab.Dy() == 0 {
		return 0
	}
	diff := 0
	for y := 0; y < ab.Dy(); y++ {
		for x := 0; x < ab.Dx(); x++ {
			r1, g1, b1, a1 := a.At(ab.Min.X+x, ab.Min.Y+y).RGBA()
			r2, g2, b2, a2 := b.At(bb.Min.X+x, bb.Min.Y+y).RGBA()
			if far(r1, r2) || far(g1, g2) || far(b1, b2) || far(a1, a2) {
				diff++
			}
		}
	}
	return float64(diff) / float64(ab.Dx()*ab.Dy())
}

// far reports whether two 16-bit channels differ by more than tolerance
// (in 8-bit steps).
func far(x, y uint32) bool {
	d := int(x>>8) - int(y>>8)
	return d > tolerance || d < -tolerance
}
