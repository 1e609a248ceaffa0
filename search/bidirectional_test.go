package search_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

func TestBidirectional(t *testing.T) {
	g := searchtest.Grid(4, 3)
	for _, m := range intModes {
		nb := m.of(g)
		t.Run(m.name+"/start is goal", func(t *testing.T) {
			path, ok := search.Bidirectional(nb, nb, 5, 5)
			assert.True(t, ok)
			assert.Equal(t, []int{5}, path)
		})
		t.Run(m.name+"/neighbours", func(t *testing.T) {
			path, ok := search.Bidirectional(nb, nb, 5, 6)
			assert.True(t, ok)
			assert.Equal(t, []int{5, 6}, path)
		})
		t.Run(m.name+"/corner to corner", func(t *testing.T) {
			path, ok := search.Bidirectional(nb, nb, 0, 11)
			require.True(t, ok)
			checkPath(t, g, path, []int{0}, 5)
			assert.Equal(t, 11, path[5])
		})
		t.Run(m.name+"/unreachable", func(t *testing.T) {
			dag := searchtest.Path(4)
			path, ok := search.Bidirectional(m.of(dag), m.of(dag.Reverse()), 3, 0)
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
		start, goal := int(seed)%n, int(seed*7+3)%n
		dist := g.Distances(start)
		for _, m := range intModes {
			t.Run(fmt.Sprintf("seed=%d/%s", seed, m.name), func(t *testing.T) {
				path, ok := search.Bidirectional(m.of(g), m.of(rev), start, goal)
				require.Equal(t, dist[goal] >= 0, ok, "reachable %d→%d", start, goal)
				if ok {
					checkPath(t, g, path, []int{start}, dist[goal])
					assert.Equal(t, goal, path[len(path)-1])
				}
			})
		}
	}
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
	for q := range 50 {
		start, goal := (q*7919)%20000, (q*104729+13)%20000
		one := &counter{nb: g}
		p1, ok1 := search.ShortestPath[int](one, func(s int) bool { return s == goal }, start)
		two := &counter{nb: g}
		p2, ok2 := search.Bidirectional[int](two, two, start, goal)
		require.Equal(t, ok1, ok2)
		require.Equal(t, len(p1), len(p2))
		oneWay += one.n
		twoWay += two.n
	}
	t.Logf("expansions over 50 queries: one-way %d, bidirectional %d", oneWay, twoWay)
	assert.Less(t, twoWay*10, oneWay, "bidirectional expands at least 10x fewer states")
}
