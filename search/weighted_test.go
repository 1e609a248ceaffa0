package search_test

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

const unreachable = math.MaxInt64

// roundsReference is the independent reference: Bellman-Ford by rounds
// over the explicit graph. After round r, dist[v] is the least cost of a
// path of at most r edges from a start; rounds 0 means no bound (n rounds,
// enough for every simple path).
func roundsReference(g searchtest.WeightedGraph, rounds int, starts ...int) []int {
	if rounds == 0 {
		rounds = len(g)
	}
	dist := make([]int, len(g))
	for i := range dist {
		dist[i] = unreachable
	}
	for _, s := range starts {
		dist[s] = 0
	}
	for range rounds {
		next := append([]int(nil), dist...)
		for u, edges := range g {
			if dist[u] == unreachable {
				continue
			}
			for _, e := range edges {
				next[e.To] = min(next[e.To], dist[u]+e.Cost)
			}
		}
		dist = next
	}
	return dist
}

// weightedModes are the visited-store code paths: dense pages through the
// Indexer, and a map.
var weightedModes = []struct {
	name string
	of   func(g searchtest.WeightedGraph) search.WeightedNeighbors[int]
}{
	{"dense", func(g searchtest.WeightedGraph) search.WeightedNeighbors[int] { return g }},
	{"map", func(g searchtest.WeightedGraph) search.WeightedNeighbors[int] {
		return weightedMapMode[int](g)
	}},
}

// checkTree compares every state's cost with want and checks that each
// path is a real path of the graph, from a start, of that cost and within
// maxDepth edges.
func checkTree(t *testing.T, g searchtest.WeightedGraph, tree *search.Tree[int], want []int, maxDepth int, starts []int, msg string) {
	t.Helper()
	settled := 0
	for v := range g {
		c, ok := tree.Cost(v)
		require.Equal(t, want[v] != unreachable, ok, "%s: state %d reached", msg, v)
		if !ok {
			continue
		}
		settled++
		require.Equal(t, want[v], c, "%s: cost of %d", msg, v)
		path, ok := tree.PathTo(v)
		require.True(t, ok)
		require.Contains(t, starts, path[0], msg)
		require.Equal(t, v, path[len(path)-1], msg)
		if maxDepth > 0 {
			require.LessOrEqual(t, len(path)-1, maxDepth, "%s: path to %d", msg, v)
		}
		require.Equal(t, c, pathCost(t, g, path), "%s: path %v", msg, path)
	}
	require.Equal(t, settled, tree.Len(), msg)
	prev := 0
	for _, s := range treeOrder(tree) {
		c, _ := tree.Cost(s)
		require.GreaterOrEqual(t, c, prev, "%s: settled out of cost order", msg)
		prev = c
	}
}

// pathCost is the cost of path, each step over its cheapest edge; it fails
// the test if a step is not an edge.
func pathCost(t *testing.T, g searchtest.WeightedGraph, path []int) int {
	t.Helper()
	total := 0
	for i := 1; i < len(path); i++ {
		best := -1
		for _, e := range g[path[i-1]] {
			if e.To == path[i] && (best < 0 || e.Cost < best) {
				best = e.Cost
			}
		}
		require.GreaterOrEqual(t, best, 0, "step %d→%d of %v is not an edge", path[i-1], path[i], path)
		total += best
	}
	return total
}

func randomStarts(rng *rand.Rand, n int) []int {
	starts := make([]int, 1+rng.IntN(3))
	for i := range starts {
		starts[i] = rng.IntN(n)
	}
	return starts
}

func TestDijkstraAgainstBellmanFord(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 1))
	for trial := range testsize.Pick(250, 30) {
		n := 1 + rng.IntN(30)
		g := searchtest.RandomWeighted(rng, n, rng.IntN(4*n+1), []int{0, 1, 3, 100}[trial%4])
		starts := randomStarts(rng, n)
		want := roundsReference(g, 0, starts...)
		for _, m := range weightedModes {
			tree := search.DijkstraTree(m.of(g), nil, starts...)
			checkTree(t, g, tree, want, 0, starts, m.name)
			tree, err := search.DijkstraTreeContext(context.Background(), m.of(g), nil, search.Options{}, starts...)
			require.NoError(t, err)
			checkTree(t, g, tree, want, 0, starts, m.name)
		}
	}
}

// TestDepthBoundAgainstRounds checks MaxDepth against Bellman-Ford by
// rounds, for every bound from 1 to beyond the longest path.
func TestDepthBoundAgainstRounds(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 2))
	for trial := range testsize.Pick(60, 12) {
		n := 1 + rng.IntN(20)
		g := searchtest.RandomWeighted(rng, n, rng.IntN(4*n+1), []int{1, 5, 100, 0}[trial%4])
		starts := randomStarts(rng, n)
		for k := 1; k <= n+1; k++ {
			want := roundsReference(g, k, starts...)
			for _, m := range weightedModes {
				tree, err := search.DijkstraTreeContext(context.Background(), m.of(g), nil, search.Options{MaxDepth: k}, starts...)
				require.NoError(t, err)
				checkTree(t, g, tree, want, k, starts, m.name)
			}
		}
	}
}

// TestDepthBoundKeepsShortRoutes is the case a single label per state
// gets wrong: src→X 1, X→A 1, src→A 10, A→dst 1 with at most one stop
// (two edges) costs 11 over src→A→dst; the cheap route to A uses both
// edges already.
func TestDepthBoundKeepsShortRoutes(t *testing.T) {
	const src, x, a, dst = 0, 1, 2, 3
	g := searchtest.WeightedGraph{
		src: {we(x, 1), we(a, 10)},
		x:   {we(a, 1)},
		a:   {we(dst, 1)},
		dst: nil,
	}
	isDst := func(s int) bool { return s == dst }
	for _, m := range weightedModes {
		t.Run(m.name, func(t *testing.T) {
			tree, err := search.DijkstraTreeContext(context.Background(), m.of(g), isDst, search.Options{MaxDepth: 2}, src)
			require.NoError(t, err)
			c, ok := tree.Cost(dst)
			require.True(t, ok)
			assert.Equal(t, 11, c)
			path, _ := tree.PathTo(dst)
			assert.Equal(t, []int{src, a, dst}, path)
			// Without the bound, the cheap route wins.
			path, cost, ok := search.Dijkstra(m.of(g), isDst, src)
			assert.True(t, ok)
			assert.Equal(t, 3, cost)
			assert.Equal(t, []int{src, x, a, dst}, path)
			// One edge reaches nothing but x and a.
			tree, err = search.DijkstraTreeContext(context.Background(), m.of(g), isDst, search.Options{MaxDepth: 1}, src)
			require.NoError(t, err)
			_, ok = treeGoal(tree)
			assert.False(t, ok)
		})
	}
}

// TestGoalSearch checks that the goal settled is a cheapest goal and the
// costs settled before it are final.
func TestGoalSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 3))
	for trial := range testsize.Pick(200, 25) {
		n := 1 + rng.IntN(25)
		g := searchtest.RandomWeighted(rng, n, rng.IntN(3*n+1), 9)
		starts := randomStarts(rng, n)
		goals := map[int]bool{rng.IntN(n): true, rng.IntN(n): true}
		isGoal := func(s int) bool { return goals[s] }
		k := rng.IntN(4)
		want := roundsReference(g, k, starts...)
		best := unreachable
		for v := range goals {
			best = min(best, want[v])
		}
		for _, m := range weightedModes {
			tree, err := search.DijkstraTreeContext(context.Background(), m.of(g), isGoal, search.Options{MaxDepth: k}, starts...)
			require.NoError(t, err)
			goal, ok := treeGoal(tree)
			require.Equal(t, best != unreachable, ok, "trial %d", trial)
			if !ok {
				continue
			}
			require.True(t, goals[goal])
			c, _ := tree.Cost(goal)
			require.Equal(t, best, c, "trial %d %s", trial, m.name)
			for _, s := range treeOrder(tree) {
				c, _ := tree.Cost(s)
				require.Equal(t, want[s], c)
			}
			if k == 0 {
				path, cost, ok := search.Dijkstra(m.of(g), isGoal, starts...)
				require.True(t, ok)
				require.Equal(t, best, cost)
				require.Equal(t, cost, pathCost(t, g, path))
			}
		}
	}
}

func TestZeroOneBFS(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 4))
	for trial := range testsize.Pick(200, 25) {
		n := 1 + rng.IntN(30)
		g := searchtest.RandomWeighted(rng, n, rng.IntN(4*n+1), 1)
		starts := randomStarts(rng, n)
		k := []int{0, 0, 1, 2, 5}[trial%5]
		want := roundsReference(g, k, starts...)
		for _, m := range weightedModes {
			tree, err := search.DijkstraTreeContext(context.Background(), m.of(g), nil, search.Options{MaxDepth: k}, starts...)
			require.NoError(t, err)
			checkTree(t, g, tree, want, k, starts, m.name)
			goal := rng.IntN(n)
			path, cost, ok := search.Dijkstra(m.of(g), func(s int) bool { return s == goal }, starts...)
			require.Equal(t, roundsReference(g, 0, starts...)[goal] != unreachable, ok)
			if ok {
				require.Equal(t, roundsReference(g, 0, starts...)[goal], cost)
				require.Equal(t, cost, pathCost(t, g, path))
			}
		}
	}
}

// TestAStarCost checks AStarCost with admissible heuristics, consistent
// (a fraction of the true cost to the goal) and inconsistent (a random
// value up to it), against the reference.
func TestAStarCost(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 5))
	for trial := range testsize.Pick(200, 25) {
		n := 1 + rng.IntN(25)
		g := searchtest.RandomWeighted(rng, n, rng.IntN(4*n+1), 20)
		starts := randomStarts(rng, n)
		goal := rng.IntN(n)
		toGoal := costsTo(g, goal)
		want := roundsReference(g, 0, starts...)[goal]
		noise := make([]int, n)
		for v := range noise {
			if toGoal[v] != unreachable {
				noise[v] = rng.IntN(toGoal[v] + 1)
			}
		}
		hs := map[string]func(int) int{
			"zero":         func(int) int { return 0 },
			"consistent":   func(s int) int { return finite(toGoal[s]) / 2 },
			"exact":        func(s int) int { return finite(toGoal[s]) },
			"inconsistent": func(s int) int { return noise[s] },
		}
		for name, h := range hs {
			for _, m := range weightedModes {
				path, cost, ok, st, err := astarCostStats(context.Background(), m.of(g), h, func(s int) bool { return s == goal }, search.Options{}, starts...)
				require.NoError(t, err)
				require.Equal(t, want != unreachable, ok, "trial %d %s", trial, name)
				if ok {
					require.Equal(t, want, cost, "trial %d %s %s", trial, name, m.name)
					require.Equal(t, cost, pathCost(t, g, path))
					require.Equal(t, goal, path[len(path)-1])
					require.GreaterOrEqual(t, st.Generated, len(path)-1)
				}
			}
		}
	}
}

func finite(c int) int {
	if c == unreachable {
		return 0
	}
	return c
}

// costsTo is the cheapest cost from every state to goal, by Bellman-Ford
// on the reversed graph.
func costsTo(g searchtest.WeightedGraph, goal int) []int {
	rev := make(searchtest.WeightedGraph, len(g))
	for u, edges := range g {
		for _, e := range edges {
			rev[e.To] = append(rev[e.To], searchtest.WeightedEdge{To: u, Cost: e.Cost})
		}
	}
	return roundsReference(rev, 0, goal)
}

// doubling is an infinite weighted graph: n → n+1 costs 1, n → 2n costs 0.
type doubling struct{}

func (doubling) Edges(n int, yield func(int, int) bool) {
	_ = yield(n+1, 1) && yield(2*n, 0)
}

func TestWeightedBoundedStops(t *testing.T) {
	never := func(int) bool { return false }
	ctx := context.Background()
	for _, depth := range []int{0, 50} {
		_, err := search.DijkstraTreeContext(ctx, doubling{}, never, search.Options{MaxStates: 1000, MaxDepth: depth}, 1)
		require.ErrorIs(t, err, search.ErrLimit)
		_, err = search.DijkstraTreeContext(ctx, doubling{}, never, search.Options{MaxStates: 1000, MaxDepth: depth}, 1)
		require.ErrorIs(t, err, search.ErrLimit)
	}
	_, _, _, _, err := astarCostStats(ctx, doubling{}, func(int) int { return 0 }, never, search.Options{MaxStates: 1000}, 1)
	require.ErrorIs(t, err, search.ErrLimit)

	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	_, err = search.DijkstraTreeContext(cancelled, doubling{}, never, search.Options{}, 1)
	require.ErrorIs(t, err, context.Canceled)
	_, err = search.DijkstraTreeContext(cancelled, doubling{}, never, search.Options{MaxDepth: 3}, 1)
	require.ErrorIs(t, err, context.Canceled)
	_, _, _, _, err = astarCostStats(cancelled, doubling{}, func(int) int { return 0 }, never, search.Options{}, 1)
	require.ErrorIs(t, err, context.Canceled)

	// A timeout stops an unbounded search of the infinite graph.
	timed, stop := context.WithTimeout(ctx, 20*1000*1000)
	defer stop()
	_, err = search.DijkstraTreeContext(timed, doubling{}, never, search.Options{}, 1)
	require.True(t, errors.Is(err, context.DeadlineExceeded) || errors.Is(err, search.ErrLimit), "%v", err)

	// A goal on the infinite graph is found.
	path, cost, ok := search.Dijkstra(doubling{}, func(n int) bool { return n == 48 }, 3)
	require.True(t, ok)
	assert.Equal(t, 0, cost) // 3 → 6 → 12 → 24 → 48
	assert.Equal(t, []int{3, 6, 12, 24, 48}, path)
}

func TestWeightedMisuse(t *testing.T) {
	g := searchtest.WeightedGraph{{we(1, -1)}, {we(0, 2)}}
	ctx := context.Background()
	goal := func(int) bool { return false }
	assert.PanicsWithValue(t, "search: DijkstraTree: Edges(0) yielded 1 with cost -1; costs must be ≥ 0", func() { search.DijkstraTree[int](g, nil, 0) })
	assert.PanicsWithValue(t, "search: Dijkstra: Edges(0) yielded 1 with cost -1; costs must be ≥ 0", func() { search.Dijkstra[int](g, goal, 0) })
	assert.Panics(t, func() { search.DijkstraTreeContext[int](ctx, g, goal, search.Options{MaxDepth: 2}, 1) })
	for name, o := range map[string]search.Options{
		"MaxStates": {MaxStates: -1}, "MaxDepth": {MaxDepth: -1}, "AllPaths with MaxDepth": {AllPaths: true, MaxDepth: 2},
		"OnLayer": {OnLayer: func(search.LayerStats) {}}, "Workers": {Workers: -1},
	} {
		assert.Panics(t, func() { search.DijkstraTreeContext[int](ctx, g, nil, o, 1) }, name)
	}
	assert.Panics(t, func() { search.Dijkstra[int](g, nil, 1) })
	assert.Panics(t, func() { search.DijkstraTree[int](nil, nil, 1) })
	assert.Panics(t, func() { astarPath[int](g, nil, goal, 1) })
	assert.Panics(t, func() { astarPath[int](g, func(int) int { return -1 }, goal, 1) })
	assert.Panics(t, func() {
		astarCostStats[int](ctx, g, func(int) int { return 0 }, goal, search.Options{MaxDepth: 2}, 1)
	})
	assert.Panics(t, func() {
		//lint:ignore SA1012 testing the nil-context panic on purpose
		search.DijkstraTreeContext[int](nil, g, goal, search.Options{}, 1)
	})
	huge := search.WeightedFunc[int](func(n int, yield func(int, int) bool) { yield(n+1, math.MaxInt64/2+1) })
	assert.Panics(t, func() { search.DijkstraTree[int](huge, nil, 0) })
	assert.Panics(t, func() { search.DijkstraTreeContext[int](ctx, huge, nil, search.Options{MaxDepth: 5}, 0) })
}

// TestUnitCost checks that Dijkstra over UnitCost gives BFS depths.
func TestUnitCost(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 6))
	for range testsize.Pick(40, 10) {
		g := searchtest.Random(rng.Uint64(), 1+rng.IntN(40), 2)
		tree, err := search.BFSTreeContext(context.Background(), g, nil, search.Options{}, 0)
		require.NoError(t, err)
		for _, nb := range []search.Neighbors[int]{g, mapMode[int](g)} {
			ct := search.DijkstraTree(search.UnitCost(nb), nil, 0)
			require.Equal(t, tree.Len(), ct.Len())
			for v := range g {
				d, ok := tree.Cost(v)
				c, ok2 := ct.Cost(v)
				require.Equal(t, ok, ok2)
				require.Equal(t, d, c)
			}
		}
	}
}

func TestCheckWeighted(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 7))
	g := searchtest.RandomWeighted(rng, 50, 200, 9)
	require.NoError(t, searchtest.CheckWeighted[int](g, 0))
	require.NoError(t, searchtest.CheckWeighted[int](weightedMapMode[int](g), 0))
	bad := searchtest.WeightedGraph{{we(1, 1)}, {we(0, -2)}}
	assert.ErrorContains(t, searchtest.CheckWeighted[int](bad, 0), "cost -2")
	flaky := 0
	nondet := search.WeightedFunc[int](func(s int, yield func(int, int) bool) { flaky++; yield(flaky%2, 1) })
	assert.ErrorContains(t, searchtest.CheckWeighted[int](nondet, 0), "not deterministic")
	greedy := search.WeightedFunc[int](func(s int, yield func(int, int) bool) {
		for v := range 3 {
			yield(v, 1)
		}
	})
	assert.ErrorContains(t, searchtest.CheckWeighted[int](greedy, 0), "went on")
	panicky := search.WeightedFunc[int](func(s int, yield func(int, int) bool) { panic("boom") })
	assert.ErrorContains(t, searchtest.CheckWeighted[int](panicky, 0), "panicked: boom")
	mismatch := struct {
		search.WeightedFunc[int]
		search.NeighborsFunc[int]
	}{g.Edges, func(s int, yield func(int) bool) { yield(s) }}
	assert.ErrorContains(t, searchtest.CheckWeighted[int](mismatch, 1), "Neighbors(")
	assert.Error(t, searchtest.CheckWeighted[int](nil))
}

// we is an edge to a state at a cost.
func we(to, cost int) searchtest.WeightedEdge { return searchtest.WeightedEdge{To: to, Cost: cost} }

// bulk adds IndexEdges to a WeightedGraph, so that the searches take
// their IndexEdger path; its indices are the states plus 3, to catch a
// confusion of states and indices.
type bulk struct{ g searchtest.WeightedGraph }

func (b bulk) Edges(s int, yield func(int, int) bool) { b.g.Edges(s, yield) }
func (b bulk) Len() int                               { return len(b.g) + 3 }
func (b bulk) Index(s int) int                        { return s + 3 }
func (b bulk) State(i int) int                        { return i - 3 }
func (b bulk) IndexEdges(i int, to, cost []int32) ([]int32, []int32) {
	for _, e := range b.g[i-3] {
		to, cost = append(to, int32(e.To+3)), append(cost, int32(e.Cost))
	}
	return to, cost
}

func TestIndexEdgesPath(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 9))
	for trial := range testsize.Pick(150, 20) {
		n := 1 + rng.IntN(30)
		g := searchtest.RandomWeighted(rng, n, rng.IntN(4*n+1), []int{1, 9}[trial%2])
		starts := randomStarts(rng, n)
		want := roundsReference(g, 0, starts...)
		require.NoError(t, searchtest.CheckWeighted[int](bulk{g}, starts...))
		tree, err := search.DijkstraTreeContext[int](context.Background(), bulk{g}, nil, search.Options{}, starts...)
		require.NoError(t, err)
		checkTree(t, g, tree, want, 0, starts, "Dijkstra")
		if trial%2 == 0 {
			tree, err = search.DijkstraTreeContext[int](context.Background(), bulk{g}, nil, search.Options{}, starts...)
			require.NoError(t, err)
			checkTree(t, g, tree, want, 0, starts, "ZeroOneBFS")
		}
		k := 1 + rng.IntN(4)
		tree, err = search.DijkstraTreeContext[int](context.Background(), bulk{g}, nil, search.Options{MaxDepth: k}, starts...)
		require.NoError(t, err)
		checkTree(t, g, tree, roundsReference(g, k, starts...), k, starts, "Dijkstra with a depth bound")
	}
	// A wrong IndexEdges is caught.
	g := searchtest.WeightedGraph{{we(1, 2)}, {}}
	wrong := wrongBulk{bulk{g}}
	assert.ErrorContains(t, searchtest.CheckWeighted[int](wrong, 0), "IndexEdges")
	_, err := search.DijkstraTreeContext[int](context.Background(), bulk{g}, nil, search.Options{MaxStates: 1}, 0)
	assert.ErrorIs(t, err, search.ErrLimit)
}

type wrongBulk struct{ bulk }

func (w wrongBulk) IndexEdges(i int, to, cost []int32) ([]int32, []int32) {
	to, cost = w.bulk.IndexEdges(i, to, cost)
	for k := range cost {
		cost[k]++
	}
	return to, cost
}
