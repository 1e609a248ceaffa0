package slidingpuzzle

import (
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
)

// TestTableCache checks the cache file: what saveTables writes,
// loadTables reads back; a flipped byte anywhere, a missing or extra
// byte, other sizes, another version line or no file are all refused.
func TestTableCache(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "tables.pdb")
	a, b := make([]uint8, 1000), make([]uint8, 37)
	for i := range a {
		a[i] = uint8(i * 7)
	}
	for i := range b {
		b[i] = uint8(200 - i)
	}
	_, ok := loadTables(path, 1000, 37)
	if ok {
		t.Errorf("loadTables accepted a file that does not exist yet")
	}
	if err := saveTables(path, a, b); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	got, ok := loadTables(path, 1000, 37)
	if !ok {
		t.Fatalf("ok is false")
	}
	if want, got := ([][]uint8{a, b}), got; !reflect.DeepEqual(want, got) {
		t.Errorf("got %#v, want %#v", got, want)
	}
	_, ok = loadTables(path, 1000, 36)
	if ok {
		t.Errorf("loadTables accepted tables of other sizes")
	}
	_, ok = loadTables("", 1000, 37)
	if ok {
		t.Errorf("loadTables accepted an empty path")
	}
	good, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	tableCacheRefusesDamage(t, path, good)
	tableCacheRefusesOtherVersion(t, path, a, b, len(good))
	writeTableCache(t, path, good)
	_, ok = loadTables(path, 1000, 37)
	if !ok {
		t.Errorf("loadTables refused the good file written again")
	}
	t.Setenv("XDG_CACHE_HOME", "/somewhere")
	t.Setenv("HOME", "/home/someone")
	if path, err := DefaultTableCache(); err == nil {
		if want, got := "slidingpuzzle-4x4.pdb", filepath.Base(path); !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
		if want, got := "ripple", filepath.Base(filepath.Dir(path)); !reflect.DeepEqual(want, got) {
			t.Errorf("got %#v, want %#v", got, want)
		}
	}
}

// writeTableCache writes data as the cache file at path.
func writeTableCache(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatalf("writing the cache file: %v", err)
	}
}

// tableCacheRefusesDamage checks that loadTables refuses the good cache
// file of tables of 1000 and 37 entries with a byte flipped in the
// version line, in either table or in the checksum, and with a byte
// missing or extra.
func tableCacheRefusesDamage(t *testing.T, path string, good []byte) {
	for _, at := range []int{0, len(tableCacheVersion) - 1, len(tableCacheVersion), len(tableCacheVersion) + 999, len(tableCacheVersion) + 1036, len(good) - 1} {
		bad := append([]byte(nil), good...)
		bad[at] ^= 0x10
		writeTableCache(t, path, bad)
		_, ok := loadTables(path, 1000, 37)
		if ok {
			t.Errorf("loadTables accepted the file with byte %d flipped", at)
		}
	}
	for _, bad := range [][]byte{good[:len(good)-1], append(append([]byte(nil), good...), 0)} {
		writeTableCache(t, path, bad)
		_, ok := loadTables(path, 1000, 37)
		if ok {
			t.Errorf("loadTables accepted %d bytes instead of %d", len(bad), len(good))
		}
	}
}

// tableCacheRefusesOtherVersion checks that loadTables refuses the
// tables a and b under another version line of the same length, with a
// checksum that matches it; goodLen is the length of the genuine file.
func tableCacheRefusesOtherVersion(t *testing.T, path string, a, b []uint8, goodLen int) {
	body := append([]byte("ripple slidingpuzzle 4x4 pdb v0\n"+tableCacheVersion[32:]), a...)
	body = append(body, b...)
	if len(body) != goodLen-sha256.Size {
		t.Fatalf("length %d, want %d: %v", len(body), goodLen-sha256.Size, body)
	}
	sum := sha256.Sum256(body)
	writeTableCache(t, path, append(body, sum[:]...))
	_, ok := loadTables(path, 1000, 37)
	if ok {
		t.Errorf("loadTables accepted another version line")
	}
}

// forged returns the genuine tables with every entry passed through
// change, as a file whose checksum was recomputed would hold them.
func forged(change func(uint8) uint8) *fifteen {
	g := fifteenTables()
	f := newFifteen()
	for j, t := range g.tables {
		f.tables[j] = make([]uint8, len(t))
		for i, v := range t {
			f.tables[j][i] = change(v)
		}
	}
	return f
}

// TestHeavyTableCheck: the built tables pass the consistency checks that a
// cache file's tables must pass; zeroed tables and tables raised by 6
// (the two forgeries that once gave "0 moves" and a search that did not
// end) fail them, and so do smaller changes to one table.
// It builds the 4×4 tables (about 10 s of CPU): heavy tier.
func TestHeavyTableCheck(t *testing.T) {
	testsize.RequireHeavy(t)
	if err := fifteenTables().check(); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	for _, tc := range []struct {
		name   string
		change func(uint8) uint8
		table  int // -1: every table
	}{
		{"zeroed", func(uint8) uint8 { return 0 }, -1},
		{"raised by 6", func(v uint8) uint8 { return v + 6 }, -1},
		{"bottom row zeroed", func(uint8) uint8 { return 0 }, 2},
		{"halved", func(v uint8) uint8 { return v / 2 }, 0},
		{"odd entries plus one", func(v uint8) uint8 { return v + v%2 }, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := forged(func(v uint8) uint8 { return v })
			for j := range f.tables {
				if tc.table < 0 || tc.table == j {
					for i, v := range f.tables[j] {
						f.tables[j][i] = tc.change(v)
					}
				}
			}
			if err := f.check(); err == nil {
				t.Errorf("no error")
			}
		})
	}
}

// TestSolverChecksTheGoal: with every table zeroed (an estimate of 0
// everywhere), the specialised IDA* is a blind iterative deepening and
// must still find a shortest path, checked against breadth-first
// distances, instead of taking the start for the goal.
func TestSolverChecksTheGoal(t *testing.T) {
	f := newFifteen()
	f.tables = [3][]uint8{make([]uint8, 1<<24), make([]uint8, 1<<24), make([]uint8, 1<<12)}
	p := MustNew(4, 4)
	s := p.Goal()
	for _, move := range []int{11, 10, 6, 7, 3} { // the blank's walk from cell 15
		s = s.slide(blankOf(s), move)
	}
	path, _ := f.solve(s)
	want, ok := search.Bidirectional[State](p, p, []State{s}, []State{p.Goal()})
	if !ok {
		t.Fatalf("ok is false")
	}
	if len(path) != len(want) {
		t.Errorf("a shortest solution: length %d, want %d: %v", len(path), len(want), path)
	}
	if !p.replays(path, s) {
		t.Errorf("the solution replays")
	}
}

func blankOf(s State) int {
	for c := range 16 {
		if s.Tile(c) == 0 {
			return c
		}
	}
	panic("no blank")
}

// TestHeavyForgedCacheRebuilt: a cache file holding zeroed tables with a
// valid checksum is rejected and rebuilt, the answer is right, and the
// file is rewritten with tables that pass the checks (a build: seconds of
// CPU, so in the heavy tier).
func TestHeavyForgedCacheRebuilt(t *testing.T) {
	testsize.RequireHeavy(t)
	path := filepath.Join(t.TempDir(), "tables.pdb")
	f := forged(func(uint8) uint8 { return 0 })
	if err := saveTables(path, f.tables[0], f.tables[2]); err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	old := fifteenShared.Load()
	fifteenShared.Store(nil)
	SetTableOptions(TableOptions{CacheFile: path})
	t.Cleanup(func() {
		SetTableOptions(TableOptions{})
		fifteenShared.Store(old)
	})
	p := MustNew(4, 4)
	s := p.Goal()
	for _, move := range []int{11, 10, 6, 2, 1, 5, 9, 13, 14, 10} {
		s = s.slide(blankOf(s), move)
	}
	got := p.solveFifteen(s)
	want, ok := search.Bidirectional[State](p, p, []State{s}, []State{p.Goal()})
	if !ok {
		t.Fatalf("ok is false")
	}
	if len(got) != len(want) {
		t.Errorf("length %d, want %d: %v", len(got), len(want), got)
	}
	tables, ok := loadTables(path, 1<<24, 1<<12)
	if !ok {
		t.Fatalf("the file was rewritten")
	}
	g := newFifteen()
	g.tables[0], g.tables[2] = tables[0], tables[1]
	g.tables[1] = mirrorTable(g.tables[0], fifteenPatterns[0], fifteenPatterns[1])
	if err := g.check(); err != nil {
		t.Errorf("unexpected error: %v", err)
	}
}

// TestMirrorTable checks mirrorTable against tables built directly by
// breadth-first search, on 3-tile patterns and their left-right
// reflections (tiles listed in another order than the reflection's, so
// that the digit mapping is exercised).
func TestMirrorTable(t *testing.T) {
	p := MustNew(4, 4)
	for _, tc := range []struct{ src, dst []int }{
		{[]int{1, 2, 5}, []int{4, 3, 8}},
		{[]int{6, 10, 11}, []int{7, 11, 10}},
	} {
		t.Run(fmt.Sprint(tc.src, "->", tc.dst), func(t *testing.T) {
			src, err := buildPattern(p, tc.src, 1, nil)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			want, err := buildPattern(p, tc.dst, 1, nil)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			got := mirrorTable(src, tc.src, tc.dst)
			if want, got := len(want), len(got); !reflect.DeepEqual(want, got) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
			diff := 0
			for x := range want {
				if want[x] != got[x] {
					diff++
				}
			}
			if diff != 0 {
				t.Errorf("%d entries differ", diff)
			}
			if want, got := src, got; reflect.DeepEqual(want, got) {
				t.Errorf("the reflection is a different table: got %#v, want something else", got)
			}
		})
	}
	func() {
		defer func() {
			if r := recover(); r == nil {
				t.Errorf("no panic")
			}
		}()
		mirrorTable(make([]uint8, 1<<12), []int{1, 2, 5}, []int{4, 3, 7})
	}()
}

// TestHeavyMirrorTableSixTiles checks that the 4×4 table of pattern 1,
// which fifteenTables derives from pattern 0's by reflection, equals the
// table built by breadth-first search (about 7 s of CPU, so in the heavy
// tier).
func TestHeavyMirrorTableSixTiles(t *testing.T) {
	testsize.RequireHeavy(t)
	want, err := buildPattern(MustNew(4, 4), fifteenPatterns[1], 2, nil)
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
	got := fifteenTables().tables[1]
	if want, got := len(want), len(got); !reflect.DeepEqual(want, got) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
	diff := 0
	for x := range want {
		if want[x] != got[x] {
			diff++
		}
	}
	if diff != 0 {
		t.Errorf("%d entries differ", diff)
	}
}
