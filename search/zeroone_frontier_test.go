package search_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// zeroOneGraph is a WeightedGraph whose costs are 0 or 1 with the
// ZeroOneFrontier capability, over an index space of Len() l (at least
// len(g)) in which state s has index s*stride+off.
type zeroOneGraph struct {
	g           searchtest.WeightedGraph
	l, stride   int
	off         int
	appendCalls *int
}

func (z zeroOneGraph) Edges(s int, yield func(int, int) bool) { z.g.Edges(s, yield) }
func (z zeroOneGraph) Len() int                               { return z.l }
func (z zeroOneGraph) Index(s int) int                        { return s*z.stride + z.off }
func (z zeroOneGraph) State(i int) int                        { return (i - z.off) / z.stride }

func (z zeroOneGraph) AppendEdges(dst, frontier []int, cost int, seen search.Visited) []int {
	if z.appendCalls != nil {
		*z.appendCalls++
	}
	for _, s := range frontier {
		for _, e := range z.g[s] {
			if e.Cost == cost && seen.Mark(z.Index(e.To)) {
				dst = append(dst, e.To)
			}
		}
	}
	return dst
}

// zeroOneWalled is zeroOneGraph with walls: every index below
// len(g)*stride+off+l/64 that is no state's.
type zeroOneWalled struct{ zeroOneGraph }

func (z zeroOneWalled) Walls(seen search.Visited) {
	for i := range min(z.l, z.l/64+len(z.g)*z.stride+z.off) {
		if (i-z.off)%z.stride != 0 || i < z.off || (i-z.off)/z.stride >= len(z.g) {
			seen.Mark(i)
		}
	}
}

// withoutFrontier hides AppendEdges: the driver's deque then runs on the
// same store.
type withoutFrontier struct{ z zeroOneGraph }

func (w withoutFrontier) Edges(s int, yield func(int, int) bool) { w.z.Edges(s, yield) }
func (w withoutFrontier) Len() int                               { return w.z.Len() }
func (w withoutFrontier) Index(s int) int                        { return w.z.Index(s) }
func (w withoutFrontier) State(i int) int                        { return w.z.State(i) }

// zeroOneModes are the index spaces a ZeroOneFrontier search meets: dense
// from the start, scattered over a space too large for that (sparse
// throughout on small graphs), and with walls.
func zeroOneModes(g searchtest.WeightedGraph) []struct {
	name string
	nb   search.WeightedNeighbors[int]
} {
	n := len(g)
	return []struct {
		name string
		nb   search.WeightedNeighbors[int]
	}{
		{"dense", zeroOneGraph{g: g, l: n, stride: 1}},
		{"sparse", zeroOneGraph{g: g, l: 1<<22 + 3*n + 7, stride: 3, off: 7}},
		{"walls", zeroOneWalled{zeroOneGraph{g: g, l: 2*n + 5, stride: 2, off: 5}}},
	}
}

// TestZeroOneFrontierAgainstReferences: on random graphs with costs 0 and
// 1, DijkstraTree over a ZeroOneFrontier gives every state the cost that
// Bellman-Ford by rounds gives it, with a real path of that cost from a
// start, states in cost order; DijkstraTree with goals finds exactly the
// goals of the least cost that the deque driver (the same graph without
// the capability) finds; Dijkstra's path is a real path of the least cost;
// OnLayer reports each cost once with its states. 2,000 graphs (200 by
// default, 40 under -short; TestHeavyZeroOneFrontier).
func TestZeroOneFrontierAgainstReferences(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 68))
	trials := testsize.Pick(200, 40)
	if testsize.Heavy() {
		trials = 2000
	}
	for range trials {
		n := 1 + rng.IntN(40)
		g := searchtest.RandomWeighted(rng, n, rng.IntN(4*n+1), 1)
		starts := randomStarts(rng, n)
		want := roundsReference(g, 0, starts...)
		goals := map[int]bool{rng.IntN(n): true, rng.IntN(n): true}
		isGoal := func(s int) bool { return goals[s] }
		plain := withoutFrontier{zeroOneGraph{g: g, l: n, stride: 1}}
		wantGoals := search.DijkstraTree[int](plain, isGoal, starts...).Goals()
		slices.Sort(wantGoals)
		_, wantCost, wantOK := search.Dijkstra[int](plain, isGoal, starts...)
		for _, m := range zeroOneModes(g) {
			msg := m.name
			require.NoError(t, searchtest.CheckWeighted(m.nb, starts...), msg)
			var costs, sizes []int
			tree, err := search.DijkstraTreeContext(context.Background(), m.nb, nil, search.Options{OnLayer: func(st search.LayerStats) {
				costs, sizes = append(costs, st.Cost), append(sizes, st.Size)
			}}, starts...)
			require.NoError(t, err, msg)
			checkTree(t, g, tree, want, 0, starts, msg)
			var treeCosts, treeSizes []int
			for c, l := range tree.Layers() {
				treeCosts, treeSizes = append(treeCosts, c), append(treeSizes, len(l))
			}
			require.Equal(t, treeCosts, costs, "%s: OnLayer costs", msg)
			require.Equal(t, treeSizes, sizes, "%s: OnLayer sizes", msg)

			gt := search.DijkstraTree(m.nb, isGoal, starts...)
			got := gt.Goals()
			slices.Sort(got)
			require.Equal(t, wantGoals, got, "%s: goals of the least cost", msg)
			for _, s := range treeOrder(gt) {
				c, _ := gt.Cost(s)
				require.Equal(t, want[s], c, "%s: cost of %d in the goal tree", msg, s)
			}

			path, cost, ok := search.Dijkstra(m.nb, isGoal, starts...)
			require.Equal(t, wantOK, ok, msg)
			if ok {
				require.Equal(t, wantCost, cost, msg)
				require.True(t, goals[path[len(path)-1]], msg)
				require.Contains(t, starts, path[0], msg)
				require.Equal(t, cost, pathCost(t, g, path), "%s: path %v", msg, path)
			}
		}
	}
}

// TestHeavyZeroOneFrontier is TestZeroOneFrontierAgainstReferences on
// 2,000 graphs.
func TestHeavyZeroOneFrontier(t *testing.T) {
	testsize.RequireHeavy(t)
	TestZeroOneFrontierAgainstReferences(t)
}

// TestZeroOneFrontierIsUsed: the capability expands the whole search
// once the store is dense, and nothing when a bound on edges or a
// heuristic calls for the driver by cost.
func TestZeroOneFrontierIsUsed(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 69))
	g := searchtest.RandomWeighted(rng, 200, 800, 1)
	calls := 0
	z := zeroOneGraph{g: g, l: len(g), stride: 1, appendCalls: &calls}
	search.DijkstraTree[int](z, nil, 0)
	assert.Positive(t, calls)
	calls = 0
	_, err := search.DijkstraTreeContext(context.Background(), z, nil, search.Options{MaxDepth: 5}, 0)
	require.NoError(t, err)
	search.AStar[int](z, func(int) int { return 0 }, func(s int) bool { return s == 7 }, 0)
	assert.Zero(t, calls)
}

// TestZeroOneFrontierAcrossTheSwitch: a 600×600 grid of random arrows
// (a cell's arrow costs 0, the other moves 1), over an index space just
// above the size dense from the start, so that the store turns dense
// mid-search: the costs and paths are those of the deque driver.
func TestZeroOneFrontierAcrossTheSwitch(t *testing.T) {
	if testsize.Short() {
		t.Skip("360,000 states")
	}
	const side = 600
	rng := rand.New(rand.NewPCG(21, 70))
	g := make(searchtest.WeightedGraph, side*side)
	for s := range g {
		r, c := s/side, s%side
		arrow := rng.IntN(4)
		for k, d := range [4][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}} {
			if nr, nc := r+d[0], c+d[1]; nr >= 0 && nr < side && nc >= 0 && nc < side {
				g[s] = append(g[s], we(nr*side+nc, min(1, abs(k-arrow))))
			}
		}
	}
	z := zeroOneGraph{g: g, l: 1<<22 + 1, stride: 1}
	plain := withoutFrontier{z}
	want := search.DijkstraTree[int](plain, nil, 0)
	got := search.DijkstraTree[int](z, nil, 0)
	require.Equal(t, want.Len(), got.Len())
	for _, v := range []int{1, side, side*side/2 + 17, side*side - 1} {
		wc, _ := want.Cost(v)
		gc, ok := got.Cost(v)
		require.True(t, ok)
		require.Equal(t, wc, gc, "cost of %d", v)
		path, _ := got.PathTo(v)
		require.Equal(t, gc, pathCost(t, g, path), "path to %d", v)
	}
	goal := side*side - 1
	path, cost, ok := search.Dijkstra[int](z, func(s int) bool { return s == goal }, 0)
	wc, _ := want.Cost(goal)
	require.True(t, ok)
	require.Equal(t, wc, cost)
	require.Equal(t, cost, pathCost(t, g, path))
}

// TestZeroOneFrontierStops: MaxStates and a cancelled context stop the
// search with the error vocabulary of the searches by cost.
func TestZeroOneFrontierStops(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 71))
	g := searchtest.RandomWeighted(rng, 2000, 8000, 1)
	for _, m := range zeroOneModes(g) {
		_, err := search.DijkstraTreeContext(context.Background(), m.nb, nil, search.Options{MaxStates: 10}, 0)
		if search.DijkstraTree(m.nb, nil, 0).Len() <= 10 {
			continue
		}
		require.ErrorIs(t, err, search.ErrLimit, m.name)
		require.ErrorContains(t, err, "search: DijkstraTree: stopped at cost ", m.name)
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		_, _, _, err = search.DijkstraContext(ctx, m.nb, func(int) bool { return false }, search.Options{}, 0)
		require.True(t, errors.Is(err, context.Canceled), m.name)
		require.ErrorContains(t, err, "search: Dijkstra: stopped at cost 0", m.name)
	}
}

// costTwo claims the capability but has an edge of cost 2.
type costTwo struct{ zeroOneGraph }

func TestZeroOneFrontierRefusesOtherCosts(t *testing.T) {
	g := searchtest.WeightedGraph{{we(1, 0), we(2, 1)}, {we(2, 2)}, nil}
	for _, l := range []int{3, 1 << 23} {
		nb := costTwo{zeroOneGraph{g: g, l: l, stride: 1}}
		require.PanicsWithValue(t, "search: ZeroOneFrontier search_test.costTwo: Edges(1) yielded 2 with cost 2; every cost must be 0 or 1", func() {
			search.DijkstraTree[int](nb, nil, 0)
		}, "Len %d", l)
	}
}

// TestZeroOneFrontierEdgeCases: no starts, a start that is a goal,
// repeated starts, and the walls and unreached states of a tree.
func TestZeroOneFrontierEdgeCases(t *testing.T) {
	g := searchtest.WeightedGraph{{we(1, 0), we(2, 1)}, {we(0, 1)}, nil, {we(0, 0)}}
	for _, m := range zeroOneModes(g) {
		calls := 0
		tree, err := search.DijkstraTreeContext(context.Background(), m.nb, nil, search.Options{OnLayer: func(search.LayerStats) { calls++ }})
		require.NoError(t, err, m.name)
		assert.Zero(t, tree.Len(), m.name)
		assert.Zero(t, calls, m.name)

		path, cost, ok := search.Dijkstra(m.nb, func(s int) bool { return s == 1 || s == 0 }, 1, 0)
		require.True(t, ok, m.name)
		assert.Equal(t, []int{1}, path, m.name)
		assert.Zero(t, cost, m.name)

		tree = search.DijkstraTree(m.nb, nil, 0, 0, 1)
		assert.Equal(t, 3, tree.Len(), m.name)
		c, ok := tree.Cost(2)
		assert.True(t, ok, m.name)
		assert.Equal(t, 1, c, m.name)
		_, ok = tree.Cost(3) // not reachable from 0
		assert.False(t, ok, m.name)
		path, ok = tree.PathTo(2)
		assert.True(t, ok, m.name)
		assert.Equal(t, []int{0, 2}, path, m.name)
		last, c, ok := tree.Last()
		assert.True(t, ok && last == 2 && c == 1, m.name)
	}
}
