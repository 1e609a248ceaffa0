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
)

// TestMain turns the 4×4 table cache off unless RIPPLE_PDB_CACHE is set,
// so that the tests and benchmarks test and time the build, never a file
// left by an earlier run.
func TestMain(m *testing.M) {
	if _, set := os.LookupEnv(tableCacheEnv); !set {
		os.Setenv(tableCacheEnv, "off")
	}
	os.Exit(m.Run())
}

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
	t.Setenv(tableCacheEnv, "off")
	assert.Empty(t, tableCachePath())
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
			src, err := buildPattern(p, tc.src, 1)
			require.NoError(t, err)
			want, err := buildPattern(p, tc.dst, 1)
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
	want, err := buildPattern(MustNew(4, 4), fifteenPatterns[1], 2)
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
