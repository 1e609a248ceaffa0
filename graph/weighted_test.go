package graph_test

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gonum.org/v1/gonum/graph/path"
	"gonum.org/v1/gonum/graph/simple"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// TestDijkstraAgainstGonum runs search.Dijkstra and gonum's
// path.DijkstraFrom on random weighted graphs (self-loops, multi-edges,
// zero costs, unreachable states), in dense and map mode, with and
// without a bound on edges, through CrossCheckWeighted.
func TestDijkstraAgainstGonum(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 10))
	ctx := context.Background()
	for trial := range testsize.Pick(300, 30) {
		n := 1 + rng.IntN(60)
		g := searchtest.RandomWeighted(rng, n, rng.IntN(4*n+1), []int{0, 1, 9, 1000}[trial%4])
		starts := []int{rng.IntN(n), rng.IntN(n)}
		for _, nb := range []search.WeightedNeighbors[int]{g, search.WeightedFunc[int](g.Edges)} {
			for _, k := range []int{0, 1, 2, 5} {
				r, err := graph.CrossCheckWeighted(ctx, nb, graph.Options{MaxDepth: k}, starts...)
				require.NoError(t, err)
				require.True(t, r.OK(), "trial %d k %d: %s", trial, k, r)
				assert.Positive(t, r.States)
			}
		}
	}
}

// TestDijkstraAgainstGonumDirect compares every state's cost with
// path.DijkstraFrom on a gonum graph built here edge by edge, without the
// export.
func TestDijkstraAgainstGonumDirect(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 11))
	for trial := range testsize.Pick(200, 20) {
		n := 1 + rng.IntN(80)
		g := searchtest.RandomWeighted(rng, n, rng.IntN(5*n+1), 50)
		gg := simple.NewWeightedDirectedGraph(0, math.Inf(1))
		for u := range n {
			gg.AddNode(simple.Node(u))
		}
		for u, edges := range g {
			for _, e := range edges {
				if e.To == u {
					continue
				}
				if w, ok := gg.Weight(int64(u), int64(e.To)); !ok || float64(e.Cost) < w {
					gg.SetWeightedEdge(simple.WeightedEdge{F: simple.Node(u), T: simple.Node(e.To), W: float64(e.Cost)})
				}
			}
		}
		start := rng.IntN(n)
		sp := path.DijkstraFrom(simple.Node(start), gg)
		tree := search.DijkstraAll[int](g, start)
		for v := range n {
			want := sp.WeightTo(int64(v))
			c, ok := tree.Cost(v)
			require.Equal(t, !math.IsInf(want, 1), ok, "trial %d state %d", trial, v)
			if ok {
				require.Equal(t, int(want), c, "trial %d state %d", trial, v)
			}
		}
	}
}

func TestExportWeighted(t *testing.T) {
	g := searchtest.WeightedGraph{
		{{To: 1, Cost: 5}, {To: 1, Cost: 3}, {To: 0, Cost: 0}},
		{{To: 2, Cost: 1}},
		{},
		{{To: 0, Cost: 1}}, // unreachable from 0
	}
	w, err := graph.ExportWeighted[int](context.Background(), g, graph.Options{}, 0)
	require.NoError(t, err)
	assert.Equal(t, 3, w.Len())
	c, ok := w.Weight(0, 1)
	assert.True(t, ok)
	assert.Equal(t, 3.0, c, "the cheaper parallel edge")
	assert.False(t, w.HasEdgeFromTo(0, 0), "self-loop dropped")
	_, ok = w.ID(3)
	assert.False(t, ok)
	assert.Equal(t, 2, w.State(2))
	w, err = graph.ExportWeighted[int](context.Background(), g, graph.Options{MaxDepth: 1}, 0)
	require.NoError(t, err)
	assert.Equal(t, 2, w.Len())

	_, err = graph.ExportWeighted[int](context.Background(), g, graph.Options{MaxStates: 2}, 0)
	assert.ErrorIs(t, err, search.ErrLimit)
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = graph.ExportWeighted[int](cancelled, g, graph.Options{}, 0)
	assert.ErrorIs(t, err, context.Canceled)
	negative := searchtest.WeightedGraph{{{To: 0, Cost: -1}}}
	_, err = graph.ExportWeighted[int](context.Background(), negative, graph.Options{}, 0)
	assert.ErrorContains(t, err, "cost -1")
}

// infinite is an infinite weighted graph: n → n+1 costs 2.
type infinite struct{}

func (infinite) Edges(n int, yield func(int, int) bool) { yield(n+1, 2) }

func TestCrossCheckWeightedStops(t *testing.T) {
	_, err := graph.CrossCheckWeighted[int](context.Background(), infinite{}, graph.Options{MaxStates: 100}, 0)
	assert.ErrorIs(t, err, search.ErrLimit)
	r, err := graph.CrossCheckWeighted[int](context.Background(), infinite{}, graph.Options{MaxDepth: 10}, 0)
	require.NoError(t, err)
	assert.True(t, r.OK(), r.String())
	assert.Equal(t, 11, r.States)
}
