package search_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/samber/lo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// fifoParents is the reference for PathTo: the parent a textbook FIFO BFS
// records (the first state that reached each state), -1 for starts.
func fifoParents(g searchtest.Graph, starts ...int) map[int]int {
	parent := map[int]int{}
	var queue []int
	for _, s := range starts {
		if _, ok := parent[s]; !ok {
			parent[s] = -1
			queue = append(queue, s)
		}
	}
	for head := 0; head < len(queue); head++ {
		u := queue[head]
		for _, v := range g[u] {
			if _, ok := parent[v]; !ok {
				parent[v] = u
				queue = append(queue, v)
			}
		}
	}
	return parent
}

// allShortest enumerates every shortest path to s by brute force: walk
// backwards through the reverse graph along strictly decreasing Bellman–Ford
// distances, one branch per distinct predecessor.
func allShortest(g searchtest.Graph, dist []int, s int) [][]int {
	rev := g.Reverse()
	var out [][]int
	var walk func(v int, suffix []int)
	walk = func(v int, suffix []int) {
		suffix = append([]int{v}, suffix...)
		if dist[v] == 0 {
			out = append(out, suffix)
			return
		}
		for _, u := range lo.Uniq(rev[v]) {
			if dist[u] == dist[v]-1 {
				walk(u, suffix)
			}
		}
	}
	walk(s, nil)
	return out
}

func sortPaths(p [][]int) [][]int {
	slices.SortFunc(p, slices.Compare)
	return p
}

func TestBFSTreeMatchesReferences(t *testing.T) {
	for seed := range uint64(testsize.Pick(200, 60)) {
		n := 1 + int(seed%40)
		g := searchtest.Random(seed, n, float64(seed%4)+0.7)
		starts := []int{int(seed) % n}
		if seed%4 == 1 {
			starts = append(starts, int(seed*5)%n, starts[0])
		}
		layers := fifoLayers(g, starts...)
		dist := g.Distances(starts...)
		parent := fifoParents(g, starts...)
		for _, m := range intModes {
			t.Run(fmt.Sprintf("seed=%d/%s", seed, m.name), func(t *testing.T) {
				tree, err := search.BFSTreeContext(context.Background(), m.of(g), nil, search.Options{AllPaths: true}, starts...)
				require.NoError(t, err)
				assert.Equal(t, len(layers)-1, treeDepth(tree))
				assert.Equal(t, lo.Map(layers, func(l []int, _ int) int { return len(l) }), treeSizes(tree))
				assert.Equal(t, len(parent), tree.Len())
				for d, want := range layers {
					assert.Equal(t, want, treeLayer(tree, d), "layer %d", d)
				}
				for s := range n {
					d, ok := tree.Cost(s)
					path, pok := tree.PathTo(s)
					if dist[s] < 0 {
						assert.False(t, ok, "state %d is unreachable", s)
						assert.False(t, pok)
						assert.Nil(t, path)
						continue
					}
					require.True(t, ok, "state %d", s)
					assert.Equal(t, dist[s], d, "Dist(%d)", s)
					var want []int
					for v := s; v >= 0; v = parent[v] {
						want = append([]int{v}, want...)
					}
					assert.Equal(t, want, path, "PathTo(%d) follows first parents", s)
					all := slices.Collect(tree.AllPathsTo(s))
					assert.Equal(t, sortPaths(allShortest(g, dist, s)), sortPaths(all), "AllPathsTo(%d)", s)
				}
			})
		}
	}
}

func TestBFSEmptyAndOutOfRange(t *testing.T) {
	g := searchtest.Path(3)
	tree, err := search.BFSTreeContext[int](context.Background(), g, nil, search.Options{})
	require.NoError(t, err)
	assert.Equal(t, 0, tree.Len())
	assert.Equal(t, -1, treeDepth(tree))
	assert.Nil(t, treeSizes(tree))
	assert.Nil(t, treeLayer(tree, 0))
	_, ok := tree.Cost(1)
	assert.False(t, ok)

	tree, err = search.BFSTreeContext[int](context.Background(), g, nil, search.Options{}, 0)
	require.NoError(t, err)
	assert.Nil(t, treeLayer(tree, -1))
	assert.Nil(t, treeLayer(tree, 3))
	assert.Equal(t, []int{2}, treeLayer(tree, 2))
}

func TestBFSOptions(t *testing.T) {
	g := searchtest.Grid(5, 5)
	ctx := context.Background()
	for _, m := range intModes {
		nb := m.of(g)
		testBFSLimitsInMode(t, ctx, m, nb)
		testBFSCancelAndOnLayerInMode(t, ctx, m, nb)
	}
	t.Run("AllPathsTo without AllPaths panics", func(t *testing.T) {
		tree, err := search.BFSTreeContext[int](ctx, g, nil, search.Options{}, 0)
		require.NoError(t, err)
		assert.PanicsWithValue(t, "search: AllPathsTo needs a tree built with Options.AllPaths", func() { tree.AllPathsTo(3) })
	})
	t.Run("AllPathsTo stops when the loop breaks", func(t *testing.T) {
		tree, err := search.BFSTreeContext[int](ctx, g, nil, search.Options{AllPaths: true}, 0)
		require.NoError(t, err)
		n := 0
		for range tree.AllPathsTo(24) { // C(8,4) = 70 monotone lattice paths
			n++
			if n == 3 {
				break
			}
		}
		assert.Equal(t, 3, n)
		assert.Len(t, slices.Collect(tree.AllPathsTo(24)), 70)
	})
	t.Run("misuse", func(t *testing.T) {
		assert.PanicsWithValue(t, "search: BFSTree called with nil Neighbors", func() { _, _ = search.BFSTreeContext[int](ctx, nil, nil, search.Options{}, 0) })
		//lint:ignore SA1012 testing the nil-context panic on purpose
		assert.PanicsWithValue(t, "search: BFSTree called with nil context", func() { _, _ = search.BFSTreeContext[int](nil, g, nil, search.Options{}, 0) })
	})
	t.Run("limit error is not a context error", func(t *testing.T) {
		_, err := search.BFSTreeContext[int](ctx, g, nil, search.Options{MaxStates: 3}, 0)
		assert.False(t, errors.Is(err, context.Canceled))
	})
}

// testBFSLimitsInMode runs TestBFSOptions' MaxDepth and MaxStates subtests
// on nb, the 5×5 grid in mode m.
func testBFSLimitsInMode(t *testing.T, ctx context.Context, m mode, nb search.Neighbors[int]) {
	t.Run(m.name+"/MaxDepth", func(t *testing.T) {
		tree, err := search.BFSTreeContext(ctx, nb, nil, search.Options{MaxDepth: 2}, 0)
		require.NoError(t, err)
		assert.Equal(t, []int{1, 2, 3}, treeSizes(tree))
		assert.Equal(t, [][]int{{0}, {1, 5}, {2, 6, 10}}, [][]int{treeLayer(tree, 0), treeLayer(tree, 1), treeLayer(tree, 2)})
		_, ok := tree.Cost(24)
		assert.False(t, ok, "beyond MaxDepth is not reached")
	})
	t.Run(m.name+"/MaxStates exactly enough", func(t *testing.T) {
		tree, err := search.BFSTreeContext(ctx, nb, nil, search.Options{MaxStates: 25}, 0)
		require.NoError(t, err)
		assert.Equal(t, 25, tree.Len())
	})
	t.Run(m.name+"/MaxStates exceeded", func(t *testing.T) {
		tree, err := search.BFSTreeContext(ctx, nb, nil, search.Options{MaxStates: 24}, 0)
		assert.ErrorIs(t, err, search.ErrLimit)
		assert.ErrorContains(t, err, "more than 24 states")
		assert.Nil(t, tree)
	})
	t.Run(m.name+"/MaxStates exceeded by the starts", func(t *testing.T) {
		_, err := search.BFSTreeContext(ctx, nb, nil, search.Options{MaxStates: 1}, 0, 1)
		assert.ErrorIs(t, err, search.ErrLimit)
	})
}

// testBFSCancelAndOnLayerInMode runs TestBFSOptions' context and OnLayer
// subtests in mode m; nb is the 5×5 grid in that mode.
func testBFSCancelAndOnLayerInMode(t *testing.T, ctx context.Context, m mode, nb search.Neighbors[int]) {
	t.Run(m.name+"/cancelled context", func(t *testing.T) {
		cctx, cancel := context.WithCancel(ctx)
		cancel()
		_, err := search.BFSTreeContext(cctx, nb, nil, search.Options{}, 0)
		assert.ErrorIs(t, err, context.Canceled)
	})
	t.Run(m.name+"/cancelled mid-search", func(t *testing.T) {
		side := testsize.Pick(300, 80)
		big := m.of(searchtest.Grid(side, side))
		cctx, cancel := context.WithCancel(ctx)
		defer cancel()
		cancelled, after := false, 0
		counting := search.NeighborsFunc[int](func(s int, yield func(int) bool) {
			if cancelled {
				after++
			}
			big.Neighbors(s, yield)
		})
		_, err := search.BFSTreeContext(cctx, counting, nil, search.Options{OnLayer: func(l search.LayerStats) {
			if l.Cost == side/2 {
				cancel()
				cancelled = true
			}
		}}, 0)
		assert.ErrorIs(t, err, context.Canceled)
		assert.ErrorContains(t, err, "stopped at depth")
		assert.Zero(t, after, "the context is checked before every expansion")
	})
	t.Run(m.name+"/OnLayer", func(t *testing.T) {
		var got []search.LayerStats
		_, err := search.BFSTreeContext(ctx, m.of(searchtest.Path(3)), nil, search.Options{OnLayer: func(l search.LayerStats) {
			got = append(got, l)
		}}, 0)
		require.NoError(t, err)
		assert.Equal(t, []search.LayerStats{{Cost: 0, Size: 1, Reached: 1}, {Cost: 1, Size: 1, Reached: 2, Expanded: 1}, {Cost: 2, Size: 1, Reached: 3, Expanded: 2}}, got)
	})
}

// lyingFrontier appends, from state 0, the state 2, which its Neighbors
// never yields from 0: the tree's parent look-up must refuse it.
type lyingFrontier struct{ searchtest.FrontierGraph }

func (l lyingFrontier) AppendNeighbors(dst, frontier []int, seen search.Visited) []int {
	if len(frontier) > 0 && frontier[0] == 0 && seen.Mark(2) {
		dst = append(dst, 2)
	}
	return l.FrontierGraph.AppendNeighbors(dst, frontier, seen)
}

// TestFrontierTreeMatchesReferences: a tree built frontier at a time,
// chunk by chunk, holds the layers of a FIFO BFS in discovery order and
// follows, in PathTo, the first parent of each state, the one a textbook
// FIFO BFS records; on graphs whose layers span many chunks, and on the
// bordered grid whose walls the plugin relies on.
func TestFrontierTreeMatchesReferences(t *testing.T) {
	ctx := context.Background()
	for seed := range uint64(12) {
		n := 500 + 300*int(seed)
		g := searchtest.Random(seed, n, 1.2+float64(seed%4))
		starts := []int{int(seed) % n, int(seed*7) % n}
		t.Run(fmt.Sprintf("seed=%d", seed), func(t *testing.T) {
			tree, err := search.BFSTreeContext[int](ctx, searchtest.FrontierGraph{Graph: g}, nil, search.Options{}, starts...)
			require.NoError(t, err)
			requireFIFOTree(t, tree, g, starts)
		})
	}
	t.Run("bordered grid", func(t *testing.T) {
		grid := searchtest.ImplicitGrid{W: 37, H: 23}
		walls := search.NewVisited(grid.Len())
		grid.Walls(walls)
		g := make(searchtest.Graph, grid.Len())
		for s := range g {
			if walls.Mark(s) { // not a wall
				walls.Unmark(s)
				grid.Neighbors(s, func(v int) bool { g[s] = append(g[s], v); return true })
			}
		}
		start := grid.Cell(5, 7)
		tree, err := search.BFSTreeContext[int](ctx, grid, nil, search.Options{}, start)
		require.NoError(t, err)
		require.Equal(t, grid.W*grid.H, tree.Len(), "walls are never reached")
		requireFIFOTree(t, tree, g, []int{start})
	})
	t.Run("lying plugin", func(t *testing.T) {
		g := searchtest.FrontierGraph{Graph: searchtest.Path(5)}
		tree, err := search.BFSTreeContext[int](ctx, lyingFrontier{g}, nil, search.Options{}, 0)
		require.NoError(t, err)
		require.PanicsWithValue(t, "search: FrontierNeighbors search_test.lyingFrontier appended 2, which Neighbors yields from none of the states of its chunk",
			func() { tree.PathTo(2) })
	})
}

// requireFIFOTree checks tree against a FIFO BFS of g from starts: the
// layers in discovery order and, for every state, the path through first
// parents.
func requireFIFOTree(t *testing.T, tree *search.Tree[int], g searchtest.Graph, starts []int) {
	t.Helper()
	layers := fifoLayers(g, starts...)
	require.Equal(t, len(layers)-1, treeDepth(tree))
	for d, want := range layers {
		require.Equal(t, want, treeLayer(tree, d), "layer %d", d)
	}
	parent := fifoParents(g, starts...)
	for s := range g {
		path, ok := tree.PathTo(s)
		if _, reached := parent[s]; !reached {
			require.False(t, ok, "state %d", s)
			continue
		}
		var want []int
		for v := s; v >= 0; v = parent[v] {
			want = append([]int{v}, want...)
		}
		if !slices.Equal(want, path) { // require.Equal alone costs a third of the test
			require.Equal(t, want, path, "PathTo(%d)", s)
		}
	}
}

// TestFrontierTreeWithWorkers: with workers, the wide layers of a tree
// are expanded in parallel per edge and the narrow ones frontier at a
// time; every path is still a shortest path of real edges.
func TestFrontierTreeWithWorkers(t *testing.T) {
	g := searchtest.Grid(60, 40)
	o := search.WithCutoff(search.Options{Workers: 2}, 30)
	tree, err := search.BFSTreeContext[int](context.Background(), searchtest.FrontierGraph{Graph: g}, nil, o, 0)
	require.NoError(t, err)
	dist := g.Distances(0)
	require.Equal(t, len(g), tree.Len())
	for s, want := range dist {
		path, ok := tree.PathTo(s)
		require.True(t, ok, "state %d", s)
		require.Len(t, path, want+1, "PathTo(%d)", s)
		require.Equal(t, 0, path[0])
		for i := 1; i < len(path); i++ {
			if !slices.Contains(g[path[i-1]], path[i]) { // require.Contains alone costs most of the test
				require.Contains(t, g[path[i-1]], path[i], "PathTo(%d)", s)
			}
		}
	}
}

// TestFrontierTreeConcurrentReaders: the look-ups of a tree built
// frontier at a time (which search the run of states one call appended)
// may come from several goroutines at once; each gets the serial answer.
func TestFrontierTreeConcurrentReaders(t *testing.T) {
	grid := searchtest.ImplicitGrid{W: 40, H: 30}
	start := grid.Cell(0, 0)
	tree, err := search.BFSTreeContext[int](context.Background(), grid, nil, search.Options{}, start)
	require.NoError(t, err)
	dists := make([][]int, 4)
	var wg sync.WaitGroup
	for k := range dists {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for y := range grid.H {
				for x := range grid.W {
					p, _ := tree.PathTo(grid.Cell(x, y))
					dists[k] = append(dists[k], len(p)-1)
				}
			}
		}()
	}
	wg.Wait()
	for k := range dists {
		for y := range grid.H {
			for x := range grid.W {
				require.Equal(t, x+y, dists[k][y*grid.W+x], "reader %d, cell (%d, %d)", k, x, y)
			}
		}
	}
}
