package pdb_test

import (
	"bytes"
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/pdb"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// TestBuildAgainstDistances builds tables over random undirected graphs
// and compares every entry with Bellman–Ford distances from the goals.
func TestBuildAgainstDistances(t *testing.T) {
	for seed := range uint64(300) {
		n := 1 + int(seed%97)
		g := searchtest.RandomUndirected(seed, n, n+int(seed%5)*n/3)
		goals := []int{int(seed) % n, int(seed*7) % n}
		want := g.Distances(goals...)
		for _, o := range []pdb.Options{{}, {Nibbles: true}, {Search: search.Options{Workers: 2}}, {Search: search.Options{MaxDepth: 3}}} {
			t.Run(fmt.Sprintf("seed=%d/%+v", seed, o), func(t *testing.T) {
				tab, err := pdb.Build[int](context.Background(), g, o, goals...)
				require.NoError(t, err)
				require.Equal(t, n, tab.Len())
				for s, d := range want {
					w := d
					switch {
					case d < 0:
						w = tab.Max()
						if o.Search.MaxDepth > 0 {
							w = o.Search.MaxDepth + 1
						}
					case o.Search.MaxDepth > 0 && d > o.Search.MaxDepth:
						w = o.Search.MaxDepth + 1
					}
					w = min(w, tab.Max())
					require.Equal(t, w, tab.At(s), "state %d at distance %d", s, d)
				}
			})
		}
	}
}

func TestNibblesCapAt15(t *testing.T) {
	tab, err := pdb.Build[int](context.Background(), searchtest.Path(40).Reverse(), pdb.Options{Nibbles: true}, 39)
	require.NoError(t, err)
	assert.Equal(t, 20, tab.Bytes())
	for s := range 40 {
		assert.Equal(t, min(39-s, 15), tab.At(s), "state %d", s)
	}
}

func TestBuildStops(t *testing.T) {
	g := searchtest.Grid(50, 50)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := pdb.Build[int](ctx, g, pdb.Options{}, 0)
	require.ErrorIs(t, err, context.Canceled)
	_, err = pdb.Build[int](context.Background(), g, pdb.Options{Search: search.Options{MaxStates: 100}}, 0)
	require.ErrorIs(t, err, search.ErrLimit)
	assert.PanicsWithValue(t, "pdb: Build does not honour Options.Search.OnLayer; use Options.Progress", func() {
		_, _ = pdb.Build[int](context.Background(), g, pdb.Options{Search: search.Options{OnLayer: func(search.LayerStats) {}}}, 0)
	})
	var progress bytes.Buffer
	_, err = pdb.Build[int](context.Background(), g, pdb.Options{Progress: &progress}, 0)
	require.NoError(t, err)
	assert.Empty(t, progress.String(), "a build under a second prints nothing")
}

func TestMaxAndSum(t *testing.T) {
	a := func(s int) int { return s % 3 }
	b := func(s int) int { return s % 5 }
	for s := range 30 {
		assert.Equal(t, max(s%3, s%5), pdb.Max(a, b)(s))
		assert.Equal(t, s%3+s%5, pdb.Sum(a, b)(s))
	}
	assert.Equal(t, 0, pdb.Max[int]()(7))
}
