package slidingpuzzle

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
)

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
