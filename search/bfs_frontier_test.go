package search_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// A tree built frontier at a time finds each state near the run of states
// appended by the last AppendNeighbors call that marked an index of its
// word, until its look-ups have cost enough for it to write every
// position. These tests give it runs of every length, look-ups in every
// order, walls, and plugins that break the contract in the two ways that
// would misplace a state.

// TestFrontierTreeLongRuns: a state with thousands of new successors, and
// chunks whose calls append thousands, against a FIFO BFS of the same
// graph: every path and every distance.
func TestFrontierTreeLongRuns(t *testing.T) {
	ctx := context.Background()
	star := make(searchtest.Graph, 6001)
	for v := 1; v < len(star); v++ {
		star[0] = append(star[0], v)
		star[v] = append(star[v], (v*7919)%len(star), (v+1)%len(star))
	}
	for _, c := range []struct {
		name string
		g    searchtest.Graph
	}{
		{"star", star},
		{"dense", searchtest.Random(3, 4000, 40)}, // about 40·64 successors per call
		{"mixed", searchtest.Random(4, 4000, 12)}, // runs of hundreds to thousands
	} {
		t.Run(c.name, func(t *testing.T) {
			tree, err := search.BFSTreeContext[int](ctx, searchtest.FrontierGraph{Graph: c.g}, nil, search.Options{}, 0)
			require.NoError(t, err)
			requireFIFOTree(t, tree, c.g, []int{0})
			dist := c.g.Distances(0)
			for s, want := range dist {
				got, ok := tree.Cost(s)
				require.Equal(t, want >= 0, ok, "Cost(%d)", s)
				if ok && got != want {
					require.Equal(t, want, got, "Cost(%d)", s)
				}
			}
		})
	}
}

// marksUnappended marks the index of state hidden in its first call and
// does not append it: the state is then never reached, but the store has
// it marked, with the position of that call's run.
type marksUnappended struct {
	searchtest.FrontierGraph
	hidden int
	done   *bool
}

func (m marksUnappended) AppendNeighbors(dst, frontier []int, seen search.Visited) []int {
	if !*m.done {
		*m.done = true
		seen.Mark(m.hidden)
	}
	return m.FrontierGraph.AppendNeighbors(dst, frontier, seen)
}

// appendsUnmarked appends state 0 again from every call, without marking
// it.
type appendsUnmarked struct{ searchtest.FrontierGraph }

func (a appendsUnmarked) AppendNeighbors(dst, frontier []int, seen search.Visited) []int {
	return append(a.FrontierGraph.AppendNeighbors(dst, frontier, seen), 0)
}

// TestFrontierTreeBrokenPlugin: a plugin that marks a state it does not
// append, or appends one it did not mark, is refused by name, never
// answered with another state's position.
func TestFrontierTreeBrokenPlugin(t *testing.T) {
	ctx := context.Background()
	g := searchtest.FrontierGraph{Graph: searchtest.Grid(20, 20)}
	done := false
	tree, err := search.BFSTreeContext[int](ctx, marksUnappended{g, 399, &done}, nil, search.Options{}, 0)
	require.NoError(t, err)
	msg := "search: FrontierNeighbors search_test.marksUnappended: Visited.Mark reported the index of 399 new in a call that did not append it"
	require.PanicsWithValue(t, msg, func() { tree.Cost(399) })
	require.PanicsWithValue(t, msg, func() { tree.PathTo(399) })
	for s := range 399 { // the others are where they belong
		if d, ok := tree.Cost(s); !ok || d != s/20+s%20 {
			require.Equal(t, s/20+s%20, d, "Cost(%d)", s)
		}
	}

	require.PanicsWithValue(t, fmt.Sprintf("search: FrontierNeighbors %T appended 0, but Visited.Mark did not report its index new in that call", appendsUnmarked{}),
		func() { search.BFSTree[int](appendsUnmarked{g}, nil, 0) })
}

// TestZeroVisited: the zero Visited holds no index, and says so.
func TestZeroVisited(t *testing.T) {
	var v search.Visited
	require.PanicsWithError(t, "search: Visited index 0 outside [0, 0): the Indexer's Index is out of range", func() { v.Mark(0) })
	require.PanicsWithError(t, "search: Visited index 0 outside [0, 0): the Indexer's Index is out of range", func() { v.Unmark(0) })
}

// TestFrontierTreeLookups: a tree built frontier at a time answers Cost
// and PathTo as a FIFO BFS does, whatever state is asked first and in
// whatever order, both while its look-ups search near the run that marked
// a state's word and once they have cost enough for it to write every
// position; with one start and several, with MaxDepth and with a goal,
// for states outside the tree and outside the index space.
func TestFrontierTreeLookups(t *testing.T) {
	ctx := context.Background()
	for seed := range uint64(8) {
		n := 300 + 200*int(seed)
		g := searchtest.Random(seed, n, 1.5+float64(seed%3))
		starts := []int{int(seed) % n}
		if seed%2 == 1 {
			starts = append(starts, int(seed*13)%n, int(seed*31)%n)
		}
		dist := g.Distances(starts...)
		parent := fifoParents(g, starts...)
		far := slices.Max(dist)
		mid := slices.Index(dist, far/2)
		for _, c := range []struct {
			name   string
			o      search.Options
			goal   func(int) bool
			within int
		}{
			{"whole", search.Options{}, nil, far},
			{"MaxDepth", search.Options{MaxDepth: max(1, far/2)}, nil, max(1, far/2)}, // 0 is no bound
			{"goal", search.Options{}, func(s int) bool { return s == mid }, far / 2},
		} {
			t.Run(fmt.Sprintf("seed=%d/%s", seed, c.name), func(t *testing.T) {
				tree, err := search.BFSTreeContext[int](ctx, searchtest.FrontierGraph{Graph: g}, c.goal, c.o, starts...)
				require.NoError(t, err)
				order := rand.New(rand.NewPCG(seed, 1)).Perm(n)
				for _, s := range append(order, order...) {
					d, ok := tree.Cost(s)
					path, pok := tree.PathTo(s)
					if dist[s] < 0 || dist[s] > c.within {
						require.False(t, ok || pok, "state %d at distance %d is not in the tree", s, dist[s])
						continue
					}
					require.True(t, ok && pok, "state %d", s)
					require.Equal(t, dist[s], d, "Cost(%d)", s)
					var want []int
					for v := s; v >= 0; v = parent[v] {
						want = append([]int{v}, want...)
					}
					if !slices.Equal(want, path) {
						require.Equal(t, want, path, "PathTo(%d)", s)
					}
				}
				for _, s := range []int{-1, n} {
					_, ok := tree.Cost(s)
					require.False(t, ok, "Cost(%d), outside the index space", s)
				}
			})
		}
	}
}

// TestFrontierTreeWalls: the walls of a bordered grid, which a tree never
// reaches, are not in it, whether asked before any other state or after
// the tree has written every position; built frontier at a time
// throughout, or with workers on its wide layers, which keep a position
// per index.
func TestFrontierTreeWalls(t *testing.T) {
	grid := searchtest.ImplicitGrid{W: 30, H: 20}
	start := grid.Cell(4, 3)
	for _, o := range []search.Options{{}, search.WithCutoff(search.Options{Workers: 2}, 10)} {
		tree, err := search.BFSTreeContext[int](context.Background(), grid, nil, o, start)
		require.NoError(t, err)
		checkGridTree(t, tree, grid)
	}
}

// checkGridTree checks tree, of grid from cell (4, 3), for every index of
// the frame, twice, after asking for a wall first.
func checkGridTree(t *testing.T, tree *search.Tree[int], grid searchtest.ImplicitGrid) {
	walls := search.NewVisited(grid.Len())
	grid.Walls(walls)
	check := func() {
		for s := range grid.Len() {
			_, ok := tree.Cost(s)
			if walls.Mark(s) { // a cell
				walls.Unmark(s)
				x, y := s%(grid.W+2)-1, s/(grid.W+2)-1
				require.True(t, ok, "cell (%d, %d)", x, y)
				p, _ := tree.PathTo(s)
				require.Len(t, p, 1+max(x-4, 4-x)+max(y-3, 3-y), "PathTo cell (%d, %d)", x, y)
				continue
			}
			require.False(t, ok, "wall %d", s)
		}
	}
	_, ok := tree.Cost(0) // a corner of the frame: a wall
	require.False(t, ok)
	check()
	check()
}
