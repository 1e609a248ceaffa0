package search_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/samber/lo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

func TestBidirectional(t *testing.T) {
	g := searchtest.Grid(4, 3)
	for _, m := range intModes {
		nb := m.of(g)
		t.Run(m.name+"/start is goal", func(t *testing.T) {
			path, ok := search.Bidirectional(nb, nb, []int{5}, []int{5})
			assert.True(t, ok)
			assert.Equal(t, []int{5}, path)
		})
		t.Run(m.name+"/neighbours", func(t *testing.T) {
			path, ok := search.Bidirectional(nb, nb, []int{5}, []int{6})
			assert.True(t, ok)
			assert.Equal(t, []int{5, 6}, path)
		})
		t.Run(m.name+"/corner to corner", func(t *testing.T) {
			path, ok := search.Bidirectional(nb, nb, []int{0}, []int{11})
			require.True(t, ok)
			checkPath(t, g, path, []int{0}, 5)
			assert.Equal(t, 11, path[5])
		})
		t.Run(m.name+"/unreachable", func(t *testing.T) {
			dag := searchtest.Path(4)
			path, ok := search.Bidirectional(m.of(dag), m.of(dag.Reverse()), []int{3}, []int{0})
			assert.False(t, ok)
			assert.Nil(t, path)
		})
	}
}

func TestBidirectionalOnRandomGraphs(t *testing.T) {
	for seed := range uint64(500) {
		n := 1 + int(seed%60)
		g := searchtest.Random(seed, n, float64(seed%4)+0.6)
		rev := g.Reverse()
		// One to one, then several starts and goals (with repeats).
		starts, goals := []int{int(seed) % n}, []int{int(seed*7+3) % n}
		if seed%2 == 1 {
			starts = append(starts, int(seed*13+1)%n, starts[0])
			goals = append(goals, int(seed*29+5)%n, int(seed*31+7)%n)
		}
		dist := g.Distances(starts...)
		want := -1 // the brute-force distance from the starts to the nearest goal
		for _, v := range goals {
			if d := dist[v]; d >= 0 && (want < 0 || d < want) {
				want = d
			}
		}
		for _, m := range intModes {
			t.Run(fmt.Sprintf("seed=%d/%s", seed, m.name), func(t *testing.T) {
				path, ok := search.Bidirectional(m.of(g), m.of(rev), starts, goals)
				require.Equal(t, want >= 0, ok, "reachable %v→%v", starts, goals)
				if ok {
					checkPath(t, g, path, starts, want)
					assert.Contains(t, goals, path[len(path)-1])
				}
				if want < 0 {
					return
				}
				// A depth bound just below the distance finds nothing, and
				// at the distance finds a path.
				path, ok, err := search.BidirectionalContext(context.Background(), m.of(g), m.of(rev), search.Options{MaxDepth: want}, starts, goals)
				require.NoError(t, err)
				require.True(t, ok)
				checkPath(t, g, path, starts, want)
				if want > 1 { // MaxDepth 0 means no bound
					_, ok, err = search.BidirectionalContext(context.Background(), m.of(g), m.of(rev), search.Options{MaxDepth: want - 1}, starts, goals)
					require.NoError(t, err)
					assert.False(t, ok)
				}
			})
		}
	}
}

func TestBidirectionalContext(t *testing.T) {
	ctx := context.Background()
	g := searchtest.Grid(20, 20)
	t.Run("start among goals", func(t *testing.T) {
		path, ok, err := search.BidirectionalContext(ctx, g, g, search.Options{}, []int{3, 7, 9}, []int{9, 7})
		require.NoError(t, err)
		assert.True(t, ok)
		assert.Equal(t, []int{7}, path, "the first start that is a goal")
	})
	t.Run("no starts or no goals", func(t *testing.T) {
		_, ok, err := search.BidirectionalContext(ctx, g, g, search.Options{}, nil, []int{1})
		assert.NoError(t, err)
		assert.False(t, ok)
		_, ok, err = search.BidirectionalContext(ctx, g, g, search.Options{}, []int{1}, nil)
		assert.NoError(t, err)
		assert.False(t, ok)
	})
	t.Run("MaxStates counts both sides", func(t *testing.T) {
		var reached [2]int
		path, ok, err := search.BidirectionalContext(ctx, g, g, search.Options{OnLayer: func(l search.LayerStats) {
			reached[lo.Ternary(l.Backward, 1, 0)] = l.Reached
		}}, []int{0}, []int{399})
		require.NoError(t, err)
		require.True(t, ok)
		checkPath(t, g, path, []int{0}, 38)
		total := reached[0] + reached[1]
		_, _, err = search.BidirectionalContext(ctx, g, g, search.Options{MaxStates: total / 2}, []int{0}, []int{399})
		assert.ErrorIs(t, err, search.ErrLimit)
	})
	t.Run("OnLayer reports both sides", func(t *testing.T) {
		var got []search.LayerStats
		_, ok, err := search.BidirectionalContext(ctx, searchtest.Path(5), searchtest.Path(5).Reverse(), search.Options{OnLayer: func(l search.LayerStats) {
			got = append(got, l)
		}}, []int{0}, []int{4})
		require.NoError(t, err)
		require.True(t, ok)
		// Ties go to the forward side; the meeting layer is not reported.
		assert.Equal(t, []search.LayerStats{
			{Cost: 0, Size: 1, Reached: 1},
			{Cost: 0, Size: 1, Reached: 1, Backward: true},
			{Cost: 1, Size: 1, Reached: 2, Expanded: 1},
			{Cost: 2, Size: 1, Reached: 3, Expanded: 2},
			{Cost: 3, Size: 1, Reached: 4, Expanded: 3},
		}, got)
	})
	t.Run("cancelled", func(t *testing.T) {
		cctx, cancel := context.WithCancel(ctx)
		cancel()
		_, _, err := search.BidirectionalContext(cctx, g, g, search.Options{}, []int{0}, []int{399})
		assert.ErrorIs(t, err, context.Canceled)
	})
	t.Run("misuse panics", func(t *testing.T) {
		assert.PanicsWithValue(t, "search: Bidirectional does not honour Options.AllPaths", func() {
			_, _, _ = search.BidirectionalContext(ctx, g, g, search.Options{AllPaths: true}, []int{0}, []int{1})
		})
	})
}

// counter counts expansions (calls of Neighbors).
type counter struct {
	nb search.Neighbors[int]
	n  int
}

func (c *counter) Neighbors(s int, yield func(int) bool) { c.n++; c.nb.Neighbors(s, yield) }

func TestBidirectionalExpandsFewer(t *testing.T) {
	// A word-ladder-like graph: undirected, sparse, average degree ~5,
	// queries between random far-apart states.
	g := searchtest.RandomUndirected(7, 20000, 50000)
	oneWay, twoWay := 0, 0
	queries := testsize.Pick(50, 8)
	for q := range queries {
		start, goal := (q*7919)%20000, (q*104729+13)%20000
		one := &counter{nb: g}
		p1, ok1 := search.BFS[int](one, func(s int) bool { return s == goal }, start)
		two := &counter{nb: g}
		p2, ok2 := search.Bidirectional[int](two, two, []int{start}, []int{goal})
		require.Equal(t, ok1, ok2)
		require.Equal(t, len(p1), len(p2))
		oneWay += one.n
		twoWay += two.n
	}
	t.Logf("expansions over %d queries: one-way %d, bidirectional %d", queries, oneWay, twoWay)
	assert.Less(t, twoWay*10, oneWay, "bidirectional expands at least 10x fewer states")
}
