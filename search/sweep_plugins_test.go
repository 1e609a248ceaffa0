package search_test

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/problems/islands"
	"github.com/ripplebfs/ripple/problems/openlock"
	"github.com/ripplebfs/ripple/problems/rottingoranges"
	"github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/problems/snakesladders"
	"github.com/ripplebfs/ripple/problems/wordladder"
	"github.com/ripplebfs/ripple/search"
)

// sweepAgrees checks that Sweep, with 1 to 3 workers, in the plugin's own
// mode and in map mode, puts the same states in each layer as Layers.
func sweepAgrees[S cmp.Ordered](t *testing.T, nb search.Neighbors[S], starts ...S) {
	t.Helper()
	var want [][]S
	for _, l := range search.Layers(nb, starts...) {
		l = slices.Clone(l)
		slices.Sort(l)
		want = append(want, l)
	}
	require.NotEmpty(t, want)
	for mode, x := range map[string]search.Neighbors[S]{"own": nb, "map": search.NeighborsFunc[S](nb.Neighbors)} {
		for _, w := range []int{1, 2, 3} {
			t.Run(fmt.Sprintf("%s/workers=%d", mode, w), func(t *testing.T) {
				var got [][]S
				_, err := search.Sweep(context.Background(), x, search.Options{Workers: w}, func(_ int, l []S) bool {
					l = slices.Clone(l)
					slices.Sort(l)
					got = append(got, l)
					return true
				}, starts...)
				require.NoError(t, err)
				require.Equal(t, want, got)
			})
		}
	}
}

// TestSweepPlugins: parallel Sweep agrees with serial Layers on every
// plugin, the parallel code forced on every layer (run under -race in CI).
func TestSweepPlugins(t *testing.T) {
	cut := 1
	_ = cut
	t.Run("openlock", func(t *testing.T) {
		l, err := openlock.New([]string{"0201", "0101", "0102", "1212", "2002"})
		require.NoError(t, err)
		sweepAgrees[int](t, l, 0)
	})
	t.Run("snakesladders", func(t *testing.T) {
		b, err := snakesladders.New([][]int{
			{-1, -1, -1, -1, -1, -1}, {-1, -1, -1, -1, -1, -1}, {-1, -1, -1, -1, -1, -1},
			{-1, 35, -1, -1, 13, -1}, {-1, -1, -1, -1, -1, -1}, {-1, 15, -1, -1, -1, -1}})
		require.NoError(t, err)
		sweepAgrees[int](t, b, 1)
	})
	t.Run("islands", func(t *testing.T) {
		g, err := islands.New([][]byte{
			[]byte("11000"), []byte("11011"), []byte("00100"), []byte("11011"), []byte("11111")})
		require.NoError(t, err)
		sweepAgrees[int](t, g, 0, 4)
	})
	t.Run("rottingoranges", func(t *testing.T) {
		g, err := rottingoranges.New([][]int{{2, 1, 1, 1}, {1, 1, 0, 1}, {0, 1, 1, 2}})
		require.NoError(t, err)
		sweepAgrees[int](t, g, 0, 11)
	})
	t.Run("wordladder", func(t *testing.T) {
		d, err := wordladder.NewDictionary([]string{"hit", "hot", "dot", "dog", "lot", "log", "cog", "cot", "hog"})
		require.NoError(t, err)
		sweepAgrees[string](t, d, "hit")
	})
	t.Run("slidingpuzzle", func(t *testing.T) {
		p := slidingpuzzle.MustNew(2, 3)
		x, err := p.Indexed()
		require.NoError(t, err)
		sweepAgrees[slidingpuzzle.State](t, x, p.Goal())
		sweepAgrees[slidingpuzzle.State](t, p, p.Goal())
	})
}
