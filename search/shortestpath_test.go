package search_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/samber/lo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// checkPath asserts that path is a walk in g from one of starts to an end
// state, of exactly want moves.
func checkPath(t *testing.T, g searchtest.Graph, path []int, starts []int, want int) {
	t.Helper()
	require.Len(t, path, want+1, "path %v", path)
	assert.Contains(t, starts, path[0], "path %v begins at a start", path)
	for i := 1; i < len(path); i++ {
		assert.True(t, hasEdge(g, path[i-1], path[i]), "path %v uses missing edge %d→%d", path, path[i-1], path[i])
	}
}

func TestShortestPath(t *testing.T) {
	g := searchtest.Grid(3, 3)
	is := func(v int) func(int) bool { return func(s int) bool { return s == v } }
	tests := []struct {
		name   string
		goal   func(int) bool
		starts []int
		want   []int
		ok     bool
	}{
		{"corner to corner follows first parents", is(8), []int{0}, []int{0, 1, 2, 5, 8}, true},
		{"a start is the goal", is(4), []int{0, 4}, []int{4}, true},
		{"starts are tested first, in order", func(s int) bool { return s == 3 || s == 1 }, []int{3, 1}, []int{3}, true},
		{"first goal discovered wins", func(s int) bool { return s == 5 || s == 7 }, []int{4}, []int{4, 5}, true},
		{"no starts", is(0), nil, nil, false},
		{"no goal state", func(int) bool { return false }, []int{0}, nil, false},
	}
	for _, tc := range tests {
		for _, m := range intModes {
			t.Run(tc.name+"/"+m.name, func(t *testing.T) {
				path, ok := search.BFS(m.of(g), tc.goal, tc.starts...)
				assert.Equal(t, tc.ok, ok)
				assert.Equal(t, tc.want, path)
			})
		}
	}
	t.Run("unreachable goal", func(t *testing.T) {
		path, ok := search.BFS[int](searchtest.Graph{{1}, {}, {}}, is(2), 0)
		assert.False(t, ok)
		assert.Nil(t, path)
	})
	t.Run("nil goal panics", func(t *testing.T) {
		assert.PanicsWithValue(t, "search: BFS called with nil goal", func() { search.BFS[int](g, nil, 0) })
	})
}

func TestShortestPathOnRandomGraphs(t *testing.T) {
	for seed := range uint64(400) {
		n := 2 + int(seed%50)
		g := searchtest.Random(seed, n, float64(seed%3)+0.8)
		starts := lo.Uniq([]int{int(seed) % n, int(seed*11) % n})
		goals := map[int]bool{int(seed*3+1) % n: true, int(seed*17+2) % n: true}
		dist := g.Distances(starts...)
		// The reference goal is the first goal in FIFO discovery order.
		order := slices.Concat(fifoLayers(g, starts...)...)
		firstGoal, found := lo.Find(order, func(s int) bool { return goals[s] })
		for _, m := range intModes {
			t.Run(fmt.Sprintf("seed=%d/%s", seed, m.name), func(t *testing.T) {
				path, ok := search.BFS(m.of(g), func(s int) bool { return goals[s] }, starts...)
				require.Equal(t, found, ok)
				if !ok {
					return
				}
				assert.Equal(t, firstGoal, path[len(path)-1])
				checkPath(t, g, path, starts, dist[firstGoal])
			})
		}
	}
}
