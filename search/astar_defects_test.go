package search_test

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// Fixtures for the heuristic searches' hostile cases, named hs… so that
// they stand apart from the other searches' fixtures.

// hsRay is the non-negative integers, s next to s−1 and s+1: infinite in
// one direction only, so a depth-first search from 0 walks up it.
type hsRay struct{}

func (hsRay) Neighbors(s int, yield func(int) bool) {
	if s > 0 && !yield(s-1) {
		return
	}
	yield(s + 1)
}

// hsLine is the integer line, s next to s−1 and s+1, infinite both ways.
type hsLine struct{}

func (hsLine) Neighbors(s int, yield func(int) bool) {
	if yield(s - 1) {
		yield(s + 1)
	}
}

// hsGrid is a w×h grid of cells numbered row by row, four moves, with the
// cell number as its Indexer: Len() is w·h however little a search reaches.
type hsGrid struct{ w, h int }

func (g hsGrid) Neighbors(s int, yield func(int) bool) {
	r, c := s/g.w, s%g.w
	if r > 0 && !yield(s-g.w) {
		return
	}
	if r < g.h-1 && !yield(s+g.w) {
		return
	}
	if c > 0 && !yield(s-1) {
		return
	}
	if c < g.w-1 {
		yield(s + 1)
	}
}

func (g hsGrid) Len() int      { return g.w * g.h }
func (hsGrid) Index(s int) int { return s }
func (hsGrid) State(i int) int { return i }

// hsManhattan is the Manhattan distance to cell goal of g.
func (g hsGrid) manhattan(goal int) func(int) int {
	return func(s int) int {
		return dist(s/g.w, goal/g.w) + dist(s%g.w, goal%g.w)
	}
}

// stubborn ignores what yield returns: it hands every successor of nb to
// yield, and once yield has returned false it goes on yielding junk (a
// goal state that is no successor, then other states), as a careless
// Neighbors might.
type stubborn struct {
	nb   search.Neighbors[int]
	junk []int
}

func (x stubborn) Neighbors(s int, yield func(int) bool) {
	refused := false
	x.nb.Neighbors(s, func(v int) bool {
		if !yield(v) {
			refused = true
		}
		return true
	})
	if refused {
		for _, v := range x.junk {
			yield(v)
		}
	}
}

// allocated returns the bytes f allocates on the heap: an upper bound on
// the peak of what it holds.
func allocated(f func()) uint64 {
	runtime.GC()
	before := heapAllocs()
	f()
	return heapAllocs() - before
}

// isInt returns the goal test for state v.
func isInt(v int) func(int) bool { return func(s int) bool { return s == v } }

// requireLinePath asserts that path walks from a to b in steps of ±1.
func requireLinePath(t *testing.T, path []int, a, b int) {
	t.Helper()
	require.NotEmpty(t, path)
	assert.Equal(t, a, path[0])
	assert.Equal(t, b, path[len(path)-1])
	for i := 1; i < len(path); i++ {
		require.Equal(t, 1, dist(path[i-1], path[i]), "path %v", path)
	}
}

func TestAStarQueueFollowsWhatItHolds(t *testing.T) {
	ctx := context.Background()
	huge := func(v int) func(int) int {
		return func(s int) int {
			if s == 0 {
				return 0
			}
			return v
		}
	}
	t.Run("h = 1e8 off the start, MaxStates 1000, no goal", func(t *testing.T) {
		var err error
		bytes := allocated(func() {
			_, _, _, err = astarStats(ctx, hsLine{}, huge(1e8), never, search.Options{MaxStates: 1000}, 0)
		})
		require.ErrorIs(t, err, search.ErrLimit)
		assert.Less(t, bytes, uint64(1<<20), "bytes allocated")
	})
	t.Run("h = 1e8 off the start, a goal", func(t *testing.T) {
		var path []int
		var ok bool
		var err error
		bytes := allocated(func() {
			path, ok, _, err = astarStats(ctx, hsRay{}, huge(1e8), isInt(7), search.Options{MaxStates: 1000}, 0)
		})
		require.NoError(t, err)
		require.True(t, ok)
		requireLinePath(t, path, 0, 7)
		assert.Less(t, bytes, uint64(1<<20), "bytes allocated")
	})
	t.Run("h = 1e6 on a 10-state graph", func(t *testing.T) {
		g := searchtest.Grid(2, 5)
		var path []int
		var ok bool
		bytes := allocated(func() { path, ok = astarPath[int](g, huge(1e6), isInt(9), 0) })
		require.True(t, ok)
		assert.Len(t, path, 6)
		assert.Less(t, bytes, uint64(64<<10), "bytes allocated")
	})
	for _, v := range []int{math.MaxInt32 - 1, math.MaxInt32, math.MaxInt - 1, math.MaxInt} {
		t.Run(fmt.Sprintf("h = %d saturates", v), func(t *testing.T) {
			h := func(s int) int {
				if s == 5 {
					return 0
				}
				return v
			}
			path, ok, st, err := astarStats(ctx, hsRay{}, h, isInt(5), search.Options{MaxStates: 1000}, 0)
			require.NoError(t, err, "h = %d", v)
			require.True(t, ok, "h = %d", v)
			requireLinePath(t, path, 0, 5)
			// With a bound on f, a state of huge f is never queued, the
			// start included.
			_, ok, st, err = astarStats(ctx, hsRay{}, h, isInt(5), search.Options{MaxDepth: 100}, 0)
			require.NoError(t, err)
			assert.False(t, ok)
			assert.Equal(t, 0, st.Expanded)
		})
	}
}

func TestAStarVisitedSetFollowsWhatItReaches(t *testing.T) {
	ctx := context.Background()
	t.Run("Len 2³¹−1, MaxStates 1000", func(t *testing.T) {
		g := hsGrid{w: 1 << 16, h: (1<<31 - 1) >> 16}
		var err error
		bytes := allocated(func() {
			_, _, _, err = astarStats(ctx, g, func(int) int { return 0 }, never, search.Options{MaxStates: 1000}, 0)
		})
		require.ErrorIs(t, err, search.ErrLimit)
		assert.Less(t, bytes, uint64(1<<20), "bytes allocated")
	})
	t.Run("a short path in a grid of 4·10⁶ cells", func(t *testing.T) {
		g := hsGrid{w: 2000, h: 2000}
		goal := 12*2000 + 1010
		var path []int
		var ok bool
		bytes := allocated(func() { path, ok = astarPath[int](g, g.manhattan(goal), isInt(goal), 1000) })
		require.True(t, ok)
		assert.Len(t, path, 12+10+1)
		assert.Less(t, bytes, uint64(1<<20), "bytes allocated; dense positions would take 16 MB")
	})
	t.Run("the visited set turns dense on the way", func(t *testing.T) {
		if testsize.Short() {
			t.Skip("320,000 cells twice: the default tier")
		}
		// From the first corner; the heavy tier from the opposite one.
		astarTurnsDense(t, 0)
	})
}

func TestHeavyAStarVisitedSetTurnsDense(t *testing.T) {
	testsize.RequireHeavy(t)
	astarTurnsDense(t, 1)
}

// astarTurnsDense searches between the pair of cells k of a grid of 2²¹
// cells, through the grid and through a NeighborsFunc of it.
func astarTurnsDense(t *testing.T, k int) {
	t.Helper()
	// Len 2²¹ is above what is allocated up front; with h = 0 the search
	// from a corner to a cell 800 moves away reaches some 320,000 cells,
	// past the Len/8 at which the hash table gives way to 4·Len bytes of
	// positions. The lengths must be the grid's distances, in dense and in
	// map mode.
	const w, ht = 2048, 1024
	g := hsGrid{w: w, h: ht}
	zero := func(int) int { return 0 }
	pairs := [][2]int{{0, 400*w + 400}, {w*ht - 1, (ht-401)*w + w - 401}}
	start, goal := pairs[k][0], pairs[k][1]
	want := dist(start/w, goal/w) + dist(start%w, goal%w)
	var all []stats
	var paths [][]int
	for _, nb := range []search.Neighbors[int]{g, mapMode[int](g)} {
		var path []int
		var ok bool
		var st stats
		bytes := allocated(func() {
			path, ok, st, _ = astarStats(context.Background(), nb, zero, isInt(goal), search.Options{}, start)
		})
		require.True(t, ok)
		require.Len(t, path, want+1)
		assert.Equal(t, start, path[0])
		for i := 1; i < len(path); i++ {
			require.Equal(t, 1, dist(path[i-1]/w, path[i]/w)+dist(path[i-1]%w, path[i]%w))
		}
		if _, dense := nb.(search.Indexer[int]); dense {
			assert.Greater(t, bytes, uint64(4*w*ht), "pair %d: the positions were allocated", k)
		}
		all, paths = append(all, st), append(paths, path)
	}
	// The visited set changes no decision: the same expansions in the same
	// order.
	assert.Equal(t, all[0], all[1], "pair %d", k)
	assert.Equal(t, paths[0], paths[1], "pair %d", k)
}

// TestHeuristicSearchIgnoresYieldAfterFalse runs AStar and IDAStar on
// random problems twice, through the graph and through a stubborn copy of
// it that yields junk after a refusal, under state limits that stop them
// part-way: the results and the stats must be the same.
func TestHeuristicSearchIgnoresYieldAfterFalse(t *testing.T) {
	ctx := context.Background()
	for seed := range uint64(300) {
		pr := newRandomProblem(seed, 40, 3)
		var goals []int
		for v := range pr.goals {
			goals = append(goals, v)
		}
		junk := append(goals, 1000, 1001, pr.start)
		h := func(s int) int { return max(pr.dist[s], 0) / 2 }
		o := search.Options{MaxStates: 1 + int(seed%20), MaxDepth: 12}
		sb := stubborn{pr.g, junk}
		p1, ok1, st1, err1 := astarStats(ctx, pr.g, h, pr.goal, o, pr.start)
		p2, ok2, st2, err2 := astarStats(ctx, sb, h, pr.goal, o, pr.start)
		require.Equal(t, err1 == nil, err2 == nil, "AStar seed %d: %v, %v", seed, err1, err2)
		require.Equal(t, ok1, ok2, "AStar seed %d", seed)
		require.Equal(t, p1, p2, "AStar seed %d", seed)
		require.Equal(t, st1, st2, "AStar seed %d", seed)
		p1, ok1, st1, err1 = idastarStats(ctx, pr.g, h, pr.goal, o, pr.start)
		p2, ok2, st2, err2 = idastarStats(ctx, sb, h, pr.goal, o, pr.start)
		require.Equal(t, err1 == nil, err2 == nil, "IDAStar seed %d: %v, %v", seed, err1, err2)
		require.Equal(t, ok1, ok2, "IDAStar seed %d", seed)
		require.Equal(t, p1, p2, "IDAStar seed %d", seed)
		require.Equal(t, st1, st2, "IDAStar seed %d", seed)
	}
	t.Run("a goal 5 moves away, junk 1000 after every refusal", func(t *testing.T) {
		// The refusals come from the context, cancelled by the fifth
		// expansion: before that, nothing is refused.
		for _, name := range []string{"AStar", "IDAStar"} {
			sb := stubborn{hsRay{}, []int{1000}}
			path, ok, _, err := heuristicRun(name, ctx, sb, func(int) int { return 0 }, isInt(5), search.Options{}, 0)
			require.NoError(t, err)
			require.True(t, ok)
			requireLinePath(t, path, 0, 5)
			cctx, cancel := context.WithCancel(ctx)
			cancelling := search.NeighborsFunc[int](func(s int, yield func(int) bool) {
				if s == 3 {
					cancel()
					time.Sleep(10 * time.Millisecond) // let the context's flag be set
				}
				hsRay{}.Neighbors(s, yield)
			})
			_, ok, _, err = heuristicRun(name, cctx, stubborn{cancelling, []int{1000, 5}}, func(int) int { return 0 }, isInt(5), search.Options{}, 0)
			require.ErrorIs(t, err, context.Canceled, name)
			assert.False(t, ok)
		}
	})
}

// heuristicRun runs AStarContext or IDAStarContext.
func heuristicRun(name string, ctx context.Context, nb search.Neighbors[int], h func(int) int, goal func(int) bool, o search.Options, start int) ([]int, bool, stats, error) {
	if name == "AStar" {
		return astarStats(ctx, nb, h, goal, o, start)
	}
	return idastarStats(ctx, nb, h, goal, o, start)
}

// TestHeuristicSearchReportsBounds checks OnLayer against breadth-first
// layers: with h = 0 both searches go bound by bound, AStar expanding each
// layer once (Size is the layer's size, Reached the states up to the next
// layer) and IDAStar's pass with bound d expanding every path of at most d
// moves that does not step straight back.
func TestHeuristicSearchReportsBounds(t *testing.T) {
	ctx := context.Background()
	zero := func(int) int { return 0 }
	checked := 0
	for seed := range uint64(600) {
		pr := newRandomProblem(seed, 40, 3)
		want := pr.dist[pr.start]
		if want < 1 || want > 8 {
			continue
		}
		checked++
		fromStart := pr.g.Distances(pr.start)
		layer := make([]int, want+2)
		for _, d := range fromStart {
			if d >= 0 && d <= want+1 {
				layer[d]++
			}
		}
		var got []search.LayerStats
		o := search.Options{OnLayer: func(l search.LayerStats) { got = append(got, l) }}
		_, ok, st, err := astarStats(ctx, pr.g, zero, pr.goal, o, pr.start)
		require.NoError(t, err)
		require.True(t, ok)
		require.Len(t, got, want+1, "AStar seed %d: one call per completed bound, and one for the goal's", seed)
		assert.Equal(t, want, got[want].Cost, "AStar seed %d: the goal's bound", seed)
		reached := 1
		for d, l := range got[:want] {
			reached += layer[d+1]
			assert.Equal(t, d, l.Cost, "AStar seed %d", seed)
			assert.Equal(t, layer[d], l.Size, "AStar seed %d depth %d", seed, d)
			assert.Equal(t, reached, l.Reached, "AStar seed %d depth %d", seed, d)
		}
		got = got[:0]
		o.MaxDepth = want
		_, ok, st, err = idastarStats(ctx, pr.g, zero, pr.goal, o, pr.start)
		require.NoError(t, err)
		require.True(t, ok)
		require.Len(t, got, want+1, "IDAStar seed %d: one call per pass", seed)
		sum := 0
		for d, l := range got[:want] {
			assert.Equal(t, d, l.Cost, "IDAStar seed %d", seed)
			assert.Equal(t, countWalks(pr.g, pr.start, d), l.Size, "IDAStar seed %d depth %d", seed, d)
			sum += l.Size
		}
		assert.Equal(t, want, got[want].Cost, "IDAStar seed %d: the last pass's bound", seed)
		assert.Less(t, sum, st.Expanded, "the last pass expands too")
		assert.Equal(t, sum+got[want].Size, st.Expanded)
		assert.LessOrEqual(t, got[want-1].Reached, st.Generated)
	}
	assert.Greater(t, checked, 100, "problems with a goal 1 to 8 moves away")
}

// countWalks counts the walks from s of at most d moves that never step
// straight back to the state before: what a pass of IDAStar with h = 0
// and bound d expands when no goal is on them.
func countWalks(g searchtest.Graph, s, d int) int {
	var walk func(u, parent, left int) int
	walk = func(u, parent, left int) int {
		n := 1
		if left == 0 {
			return n
		}
		for _, v := range g[u] {
			if v != parent {
				n += walk(v, u, left-1)
			}
		}
		return n
	}
	return walk(s, -1, d)
}
