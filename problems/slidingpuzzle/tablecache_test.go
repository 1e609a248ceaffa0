package slidingpuzzle_test

import (
	"bytes"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ripplebfs/ripple/internal/testsize"
	sp "github.com/ripplebfs/ripple/problems/slidingpuzzle"
)

// raiseFrom adds by to every stored distance of at least from.
func raiseFrom(by, from uint8) func(int, uint8) uint8 {
	return func(_ int, v uint8) uint8 {
		if v >= from && v < 255 {
			return v + by
		}
		return v
	}
}

// firstOf changes the first entry holding v to w.
func firstOf(v, w uint8) func(int, uint8) uint8 {
	done := false
	return func(_ int, x uint8) uint8 {
		if x == v && !done {
			done = true
			return w
		}
		return x
	}
}

// TestHeavyForgedTableCache writes table cache files forged with their
// checksum recomputed (whole ranges of the stored distances raised by 2
// or 4, or one entry lowered by 2) and checks what a process does with
// each: the check refuses the file, one line says so on the progress
// writer (the rebuild's own progress lines follow), the tables are built
// again and equal the genuine ones, the file is rewritten and passes the
// check, and Korf's instances 1 to 10 are solved in their published
// optimal lengths (all 100 after the last rebuild). Each file costs a
// build, about 6 s of CPU: heavy tier. TestHeavyCheckDistances tries
// more single-entry forgeries on the check alone.
func TestHeavyForgedTableCache(t *testing.T) {
	testsize.RequireHeavy(t)
	all := parseKorf100(t)
	for i, tc := range []struct {
		name    string
		pattern int
		change  func(int, uint8) uint8
	}{
		{"6 tiles, +2 from 10 on", 0, raiseFrom(2, 10)},
		{"6 tiles, +2 from 14 on", 0, raiseFrom(2, 14)},
		{"6 tiles, +2 from 18 on", 0, raiseFrom(2, 18)},
		{"6 tiles, +2 from 22 on", 0, raiseFrom(2, 22)},
		{"6 tiles, +4 from 10 on", 0, raiseFrom(4, 10)},
		{"6 tiles, +4 from 14 on", 0, raiseFrom(4, 14)},
		{"3 tiles, +2 from 6 on", 1, raiseFrom(2, 6)},
		{"3 tiles, +2 from 8 on", 1, raiseFrom(2, 8)},
		{"3 tiles, +2 from 10 on", 1, raiseFrom(2, 10)},
		{"6 tiles, one entry of 20 lowered to 18 (admissible)", 0, firstOf(20, 18)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			instances := all[:10]
			if i == 9 {
				instances = all
			}
			forgedTableCache(t, tc.pattern, tc.change, instances)
		})
	}
}

// forgedTableCache runs one case of TestHeavyForgedTableCache.
func forgedTableCache(t *testing.T, pattern int, change func(int, uint8) uint8, instances []korfInstance) {
	path := filepath.Join(t.TempDir(), "4x4.pdb")
	changed, err := sp.ForgeTableCache(path, pattern, change)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	if changed == 0 {
		t.Fatalf("no entry changed")
	}
	if err := sp.CheckTableCache(path); err == nil {
		t.Fatalf("%d entries changed: the check passes", changed)
	}
	var progress bytes.Buffer
	t.Cleanup(sp.FreshTables())
	sp.SetTableOptions(sp.TableOptions{CacheFile: path, Progress: &progress})
	t.Cleanup(func() { sp.SetTableOptions(sp.TableOptions{}) })
	p := sp.MustNew(4, 4)
	if want, got := 0, sp.FifteenHeuristic(p.Goal()); want != got {
		t.Errorf("the goal's estimate: got %d, want %d", got, want)
	}
	lines := strings.Split(strings.TrimSuffix(progress.String(), "\n"), "\n")
	refused := regexp.MustCompile(`^slidingpuzzle: the table cache .*4x4\.pdb is not used \(pattern \[[0-9 ]+\] on cells \[[0-9 ]+\] with the blank's region at cell [0-9]+: entry [0-9]+, want [0-9]+ from its neighbours\); rebuilding it$`)
	if !refused.MatchString(lines[0]) {
		t.Errorf("the first progress line %q does not say why the file is refused", lines[0])
	}
	for _, line := range lines[1:] {
		if !strings.HasPrefix(line, "pdb: ") {
			t.Errorf("progress line %q: want only the build's lines after the first", line)
		}
	}
	if !sp.TablesAreGenuine() {
		t.Errorf("the rebuilt tables are not the genuine ones")
	}
	if err := sp.CheckTableCache(path); err != nil {
		t.Errorf("the rewritten file: unexpected error: %v", err)
	}
	for _, in := range instances {
		q, s, err := sp.FromBoard(korfBoard(in.Tiles))
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		path, ok := q.Solve(s)
		if !ok || len(path)-1 != in.Optimal {
			t.Errorf("instance %d: %d moves, want %d (Korf, 1985)", in.N, len(path)-1, in.Optimal)
		}
		replays(t, q, path, s)
	}
}
