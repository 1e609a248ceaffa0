package slidingpuzzle

import (
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
	assert.False(t, ok, "no file yet")
	require.NoError(t, saveTables(path, a, b))
	got, ok := loadTables(path, 1000, 37)
	require.True(t, ok)
	assert.Equal(t, [][]uint8{a, b}, got)
	_, ok = loadTables(path, 1000, 36)
	assert.False(t, ok, "other sizes")
	_, ok = loadTables("", 1000, 37)
	assert.False(t, ok, "no path")
	good, err := os.ReadFile(path)
	require.NoError(t, err)
	for _, at := range []int{0, len(tableCacheVersion) - 1, len(tableCacheVersion), len(tableCacheVersion) + 999, len(tableCacheVersion) + 1036, len(good) - 1} {
		bad := append([]byte(nil), good...)
		bad[at] ^= 0x10
		require.NoError(t, os.WriteFile(path, bad, 0o644))
		_, ok = loadTables(path, 1000, 37)
		assert.False(t, ok, "byte %d flipped", at)
	}
	for _, bad := range [][]byte{good[:len(good)-1], append(append([]byte(nil), good...), 0)} {
		require.NoError(t, os.WriteFile(path, bad, 0o644))
		_, ok = loadTables(path, 1000, 37)
		assert.False(t, ok, "%d bytes instead of %d", len(bad), len(good))
	}
	// Another version line of the same length, with a checksum that
	// matches it.
	body := append([]byte("ripple slidingpuzzle 4x4 pdb v0\n"+tableCacheVersion[32:]), a...)
	body = append(body, b...)
	require.Len(t, body, len(good)-sha256.Size)
	sum := sha256.Sum256(body)
	require.NoError(t, os.WriteFile(path, append(body, sum[:]...), 0o644))
	_, ok = loadTables(path, 1000, 37)
	assert.False(t, ok, "another version")
	require.NoError(t, os.WriteFile(path, good, 0o644))
	_, ok = loadTables(path, 1000, 37)
	assert.True(t, ok, "the good file again")
	t.Setenv("XDG_CACHE_HOME", "/somewhere")
	t.Setenv("HOME", "/home/someone")
	if path, err := DefaultTableCache(); err == nil {
		assert.Equal(t, "slidingpuzzle-4x4.pdb", filepath.Base(path))
		assert.Equal(t, "ripple", filepath.Base(filepath.Dir(path)))
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
	require.NoError(t, fifteenTables().check())
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
			assert.Error(t, f.check())
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
	require.True(t, ok)
	assert.Len(t, path, len(want), "a shortest solution")
	assert.True(t, p.replays(path, s), "the solution replays")
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
	require.NoError(t, saveTables(path, f.tables[0], f.tables[2]))
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
	require.True(t, ok)
	assert.Len(t, got, len(want))
	tables, ok := loadTables(path, 1<<24, 1<<12)
	require.True(t, ok, "the file was rewritten")
	g := newFifteen()
	g.tables[0], g.tables[2] = tables[0], tables[1]
	g.tables[1] = mirrorTable(g.tables[0], fifteenPatterns[0], fifteenPatterns[1])
	assert.NoError(t, g.check())
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
			require.NoError(t, err)
			want, err := buildPattern(p, tc.dst, 1, nil)
			require.NoError(t, err)
			got := mirrorTable(src, tc.src, tc.dst)
			require.Equal(t, len(want), len(got))
			diff := 0
			for x := range want {
				if want[x] != got[x] {
					diff++
				}
			}
			assert.Zero(t, diff, "entries that differ")
			assert.NotEqual(t, src, got, "the reflection is a different table")
		})
	}
	assert.Panics(t, func() { mirrorTable(make([]uint8, 1<<12), []int{1, 2, 5}, []int{4, 3, 7}) })
}

// TestHeavyMirrorTableSixTiles checks that the 4×4 table of pattern 1,
// which fifteenTables derives from pattern 0's by reflection, equals the
// table built by breadth-first search (about 7 s of CPU, so in the heavy
// tier).
func TestHeavyMirrorTableSixTiles(t *testing.T) {
	testsize.RequireHeavy(t)
	want, err := buildPattern(MustNew(4, 4), fifteenPatterns[1], 2, nil)
	require.NoError(t, err)
	got := fifteenTables().tables[1]
	require.Equal(t, len(want), len(got))
	diff := 0
	for x := range want {
		if want[x] != got[x] {
			diff++
		}
	}
	assert.Zero(t, diff, "entries that differ")
}
