package graph_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	gonum "gonum.org/v1/gonum/graph"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

func TestExportUndirectedAsymmetric(t *testing.T) {
	tests := []struct {
		name     string
		g        searchtest.Graph
		starts   []int
		from, to int
	}{
		{"one-way edge", searchtest.Graph{0: {1}, 1: {}}, []int{0}, 0, 1},
		{"first in ID order", searchtest.Graph{0: {1, 2}, 1: {0, 3}, 2: {0}, 3: {}}, []int{0}, 1, 3},
		{"first in yield order", searchtest.Graph{0: {2, 1}, 1: {}, 2: {}}, []int{0}, 0, 2},
		{"directed cycle", searchtest.Cycle(4), []int{2}, 2, 3},
		{"missing back to a start", searchtest.Graph{0: {1}, 1: {0, 2}, 2: {0, 1}}, []int{0}, 2, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			u, err := graph.ExportUndirected[int](tc.g, tc.starts...)
			require.Nil(t, u)
			var asym *graph.AsymmetricError[int]
			require.ErrorAs(t, err, &asym)
			assert.Equal(t, tc.from, asym.From)
			assert.Equal(t, tc.to, asym.To)
			assert.Equal(t, fmt.Sprintf("graph: not symmetric: edge %d → %d present, reverse edge %d → %d absent", tc.from, tc.to, tc.to, tc.from), err.Error())
		})
	}
	t.Run("limit", func(t *testing.T) {
		_, err := graph.ExportUndirectedContext(context.Background(), searchtest.Grid(4, 4), graph.Options{MaxStates: 15}, 0)
		require.ErrorIs(t, err, search.ErrLimit)
	})
}

func TestExportUndirectedGrid(t *testing.T) {
	u, err := graph.ExportUndirected[int](searchtest.Grid(3, 2), 4)
	require.NoError(t, err)
	require.Equal(t, 6, u.Len())
	require.Equal(t, 7, u.EdgeCount(), "a 3×2 grid has 2·2 + 3·1 edges")
	// Discovery order from cell 4 (bottom middle): up, left, right, then
	// the neighbours of 1 (up of 4): 0, 2.
	var order []int
	for id := range int64(u.Len()) {
		order = append(order, u.State(id))
	}
	require.Equal(t, []int{4, 1, 3, 5, 0, 2}, order)
	id4, _ := u.ID(4)
	id1, _ := u.ID(1)
	assert.True(t, u.HasEdgeBetween(id4, id1))
	assert.True(t, u.HasEdgeBetween(id1, id4))
	assert.NotNil(t, u.EdgeBetween(id1, id4))
	assert.NotNil(t, u.Edge(id1, id4))
	id0, _ := u.ID(0)
	assert.False(t, u.HasEdgeBetween(id0, id4))
	assert.True(t, u.EdgeBetween(id0, id4) == nil)
	assert.Equal(t, 3, u.From(id1).Len())
	assert.Equal(t, u.Len(), u.Nodes().Len())
	assert.Equal(t, id4, u.Node(id4).ID())
	assert.Equal(t, u.Len(), u.Directed().Len())
	assert.Equal(t, 14, u.Directed().EdgeCount())
	_, isDirected := any(u).(gonum.Directed)
	assert.False(t, isDirected, "an Undirected must not look directed to gonum")
}

func TestExportUndirectedSelfLoops(t *testing.T) {
	g := searchtest.Graph{0: {0, 1, 1}, 1: {0, 1}}
	u, err := graph.ExportUndirected[int](g, 0)
	require.NoError(t, err)
	assert.Equal(t, 3, u.EdgeCount(), "{0,1} and two loops")
	assert.Equal(t, [][]int{{0, 1}}, graph.Components(u))
	d, err := graph.ExportUndirectedContext(context.Background(), g, graph.Options{DropSelfLoops: true}, 0)
	require.NoError(t, err)
	assert.Equal(t, 1, d.EdgeCount())
}

// unionFind returns, for every state of g, a canonical representative of
// its connected component (g symmetric): an independent method for
// components, with no queue at all.
func unionFind(g searchtest.Graph) []int {
	parent := make([]int, len(g))
	for i := range parent {
		parent[i] = i
	}
	find := func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	for u, adj := range g {
		for _, v := range adj {
			if a, b := find(u), find(v); a != b {
				parent[max(a, b)] = min(a, b)
			}
		}
	}
	for i := range parent {
		parent[i] = find(i)
	}
	return parent
}

// canonical sorts each component and the list of components.
func canonical(cc [][]int) [][]int {
	out := make([][]int, len(cc))
	for i, c := range cc {
		out[i] = slices.Sorted(slices.Values(c))
	}
	slices.SortFunc(out, func(a, b []int) int { return a[0] - b[0] })
	return out
}

// TestComponentsRandom compares gonum's topo.ConnectedComponents over the
// undirected export with search.Components and with union-find, on seeded
// random undirected graphs (self-loops and repeated edges included), with
// every state as a seed.
func TestComponentsRandom(t *testing.T) {
	for seed := range uint64(200) {
		n := 1 + int(seed%50)
		m := int(seed % 70)
		fx := searchtest.RandomUndirected(seed, n, m)
		all := make([]int, n)
		for i := range all {
			all[i] = i
		}
		t.Run(fmt.Sprintf("seed=%d", seed), func(t *testing.T) {
			u, err := graph.ExportUndirected[int](fx, all...)
			require.NoError(t, err)
			require.Equal(t, n, u.Len())
			got := graph.Components(u)

			var engine [][]int
			for c := range search.Components[int](fx, all...) {
				engine = append(engine, slices.Clone(c))
			}
			require.Equal(t, canonical(engine), canonical(got))

			rep := unionFind(fx)
			for _, c := range got {
				require.Equal(t, slices.Min(c), c[0], "a component starts with its smallest node (IDs = states here)")
				for _, s := range c {
					require.Equal(t, rep[c[0]], rep[s])
				}
			}
			groups := map[int]bool{}
			for _, r := range rep {
				groups[r] = true
			}
			require.Len(t, got, len(groups))
		})
	}
}

func TestComponentsEmpty(t *testing.T) {
	u, err := graph.ExportUndirected[int](searchtest.Grid(2, 2))
	require.NoError(t, err)
	assert.Empty(t, graph.Components(u))
}
