package search_test

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// frontierGraphs returns random graphs and grids, each paired with its
// FrontierGraph: every search must give identical answers on the two.
// frontierGraphs returns fixed graphs, cases random ones of 1 to 40
// states and wide random ones of 3000 states.
func frontierGraphs(cases, wide int) []searchtest.Graph {
	gs := []searchtest.Graph{searchtest.Grid(1, 1), searchtest.Grid(7, 5), searchtest.Path(9), searchtest.Cycle(6)}
	for seed := range uint64(cases) {
		n := 1 + int(seed%40)
		gs = append(gs, searchtest.Random(seed, n, float64(seed%5)*0.7))
	}
	// Layers wider than FrontierChunk, so that chunks meet layer ends.
	for seed := range uint64(wide) {
		gs = append(gs, searchtest.Random(1000+seed, 3000, 2.5+float64(seed)))
	}
	return gs
}

func layersOf[S comparable](nb search.Neighbors[S], starts ...S) [][]S {
	var out [][]S
	for _, layer := range search.Layers(nb, starts...) {
		out = append(out, slices.Clone(layer))
	}
	return out
}

// treeSummary is everything a Tree answers, as plain values.
func treeSummary(tr *search.Tree[int], n int) []string {
	out := []string{fmt.Sprint(tr.Len(), treeDepth(tr), treeSizes(tr), tr.Goals())}
	for s := range n {
		p, ok := tr.PathTo(s)
		d, _ := tr.Cost(s)
		out = append(out, fmt.Sprint(s, ok, d, p))
	}
	return out
}

func errKind(err error) string {
	switch {
	case err == nil:
		return "nil"
	case errors.Is(err, search.ErrLimit):
		return "limit"
	}
	return err.Error()
}

// TestFrontierAgreesWithNeighbors runs 100 random graphs (30 under
// -short) and one wide one; the heavy tier 300 and three.
func TestFrontierAgreesWithNeighbors(t *testing.T) {
	frontierAgreesWithNeighbors(t, frontierGraphs(testsize.Pick(100, 30), 1))
}

func TestHeavyFrontierAgreesWithNeighbors(t *testing.T) {
	testsize.RequireHeavy(t)
	frontierAgreesWithNeighbors(t, frontierGraphs(300, 3))
}

func frontierAgreesWithNeighbors(t *testing.T, graphs []searchtest.Graph) {
	ctx := context.Background()
	for k, g := range graphs {
		f := searchtest.FrontierGraph{Graph: g}
		n := len(g)
		r := rand.New(rand.NewPCG(uint64(k), 3))
		starts := []int{r.IntN(n), r.IntN(n), 0}
		goalSet := map[int]bool{r.IntN(n): true, r.IntN(n): true}
		goal := func(s int) bool { return goalSet[s] }
		t.Run(fmt.Sprintf("graph%d", k), func(t *testing.T) {
			require.NoError(t, searchtest.Check[int](f, starts...))
			require.Equal(t, layersOf[int](g, starts...), layersOf[int](f, starts...), "Layers")
			for _, o := range []search.Options{{}, {MaxStates: 1 + r.IntN(n)}, {MaxStates: 1 + r.IntN(n)}, {MaxDepth: 1 + r.IntN(3)}, {MaxDepth: 5 + r.IntN(4)}} {
				tg, eg := search.BFSTreeContext[int](ctx, g, nil, o, starts...)
				tf, ef := search.BFSTreeContext[int](ctx, f, nil, o, starts...)
				require.Equal(t, errKind(eg), errKind(ef), "BFS %+v", o)
				if eg == nil {
					require.Equal(t, treeSummary(tg, n), treeSummary(tf, n), "BFS %+v", o)
				}
				tg, eg = search.BFSTreeContext[int](ctx, g, goal, o, starts...)
				tf, ef = search.BFSTreeContext[int](ctx, f, goal, o, starts...)
				require.Equal(t, errKind(eg), errKind(ef), "BFSTo %+v", o)
				if eg == nil {
					require.Equal(t, treeSummary(tg, n), treeSummary(tf, n), "BFSTo %+v", o)
				}
				pg, okg, eg := search.BFSContext[int](ctx, g, goal, o, starts...)
				pf, okf, ef := search.BFSContext[int](ctx, f, goal, o, starts...)
				require.Equal(t, fmt.Sprint(pg, okg, errKind(eg)), fmt.Sprint(pf, okf, errKind(ef)), "ShortestPathContext %+v", o)
				require.Equal(t, componentsOf(t, g, o), componentsOf(t, f, o), "ComponentsContext %+v", o)
				sg, lg, eg := sweepOf(g, o, starts)
				sf, lf, ef := sweepOf(f, o, starts)
				require.Equal(t, fmt.Sprint(sg, lg, errKind(eg)), fmt.Sprint(sf, lf, errKind(ef)), "Sweep %+v", o)
			}
		})
	}
}

// componentsOf lists the sets ComponentsContext visits with every state
// as a seed, and how it ended.
func componentsOf(t *testing.T, g search.Neighbors[int], o search.Options) string {
	t.Helper()
	var comps [][]int
	err := search.ComponentsContext(context.Background(), g, o, func(c []int) bool {
		comps = append(comps, slices.Clone(c))
		return true
	}, seedsOf(g)...)
	return fmt.Sprint(comps, errKind(err))
}

func seedsOf(g search.Neighbors[int]) []int {
	n := g.(search.Indexer[int]).Len()
	seeds := make([]int, n)
	for i := range seeds {
		seeds[i] = n - 1 - i
	}
	return seeds
}

// sweepOf runs Sweep and returns its sizes, its layers as sorted sets, and
// its error.
func sweepOf(g search.Neighbors[int], o search.Options, starts []int) ([]int, [][]int, error) {
	var layers [][]int
	sizes, err := sweepSizes(context.Background(), g, o, func(_ search.LayerStats, layer iter.Seq[int]) bool {
		l := slices.Sorted(layer)
		layers = append(layers, l)
		return true
	}, starts...)
	return sizes, layers, err
}

// cancelling is a FrontierGraph that cancels its context in its first
// AppendNeighbors call and counts the calls.
type cancelling struct {
	searchtest.FrontierGraph
	cancel context.CancelFunc
	calls  int
}

func (c *cancelling) AppendNeighbors(dst, frontier []int, seen search.Visited) []int {
	c.calls++
	c.cancel()
	return c.FrontierGraph.AppendNeighbors(dst, frontier, seen)
}

func TestFrontierCancel(t *testing.T) {
	g := searchtest.Grid(300, 300)
	searches := map[string]func(ctx context.Context, nb search.Neighbors[int]) error{
		"BFS": func(ctx context.Context, nb search.Neighbors[int]) error {
			_, err := search.BFSTreeContext(ctx, nb, nil, search.Options{}, 0)
			return err
		},
		"ShortestPathContext": func(ctx context.Context, nb search.Neighbors[int]) error {
			_, _, err := search.BFSContext(ctx, nb, func(int) bool { return false }, search.Options{}, 0)
			return err
		},
		"ComponentsContext": func(ctx context.Context, nb search.Neighbors[int]) error {
			return search.ComponentsContext(ctx, nb, search.Options{}, func([]int) bool { return true }, 0)
		},
		"Sweep": func(ctx context.Context, nb search.Neighbors[int]) error {
			_, err := sweepSizes(ctx, nb, search.Options{}, nil, 0)
			return err
		},
	}
	for name, run := range searches {
		t.Run(name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			c := &cancelling{FrontierGraph: searchtest.FrontierGraph{Graph: g}, cancel: cancel}
			err := run(ctx, c)
			require.ErrorIs(t, err, context.Canceled)
			require.Equal(t, 1, c.calls, "AppendNeighbors calls after the cancel")
		})
	}
}

func TestVisitedPanicsOutOfRange(t *testing.T) {
	v := search.NewVisited(70)
	require.True(t, v.Mark(69))
	require.False(t, v.Mark(69))
	v.Unmark(69)
	require.True(t, v.Mark(69), "unmarked")
	// Past Len(), up to the end of the last word, an index is never new.
	for i := 70; i < 128; i++ {
		require.False(t, v.Mark(i), "Mark(%d)", i)
	}
	require.Panics(t, func() { v.Unmark(70) })
	require.PanicsWithError(t, "search: Visited index 128 outside [0, 70): the Indexer's Index is out of range", func() { v.Mark(128) })
	require.Panics(t, func() { v.Mark(-1) })
	w := search.NewVisited(128) // no partial word: Len() itself panics
	require.PanicsWithError(t, "search: Visited index 128 outside [0, 128): the Indexer's Index is out of range", func() { w.Mark(128) })
	require.Panics(t, func() { v.Unmark(70) })
	require.Panics(t, func() { search.NewVisited(-1) })
}
