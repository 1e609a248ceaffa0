package search_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/internal/testsize"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// packGraph exposes a Graph through Packer only: AStar's packed mode.
type packGraph struct{ g searchtest.Graph }

func (x packGraph) Neighbors(s int, yield func(int) bool) { x.g.Neighbors(s, yield) }
func (x packGraph) Pack(s int) uint64                     { return uint64(s) }
func (x packGraph) Unpack(k uint64) int                   { return int(k) }

// heuristicModes are the visited-set code paths of AStar (IDAStar has
// none, but runs on them all the same).
var heuristicModes = append(intModes[:len(intModes):len(intModes)],
	mode{"packed", func(g searchtest.Graph) search.Neighbors[int] { return packGraph{g} }})

// heuristicKind makes h from the true distances to the goal (-1 where no
// goal is reachable).
type heuristicKind struct {
	name       string
	admissible bool
	of         func(r *rand.Rand, dist []int) func(int) int
}

var heuristicKinds = []heuristicKind{
	{"h=0", true, func(*rand.Rand, []int) func(int) int { return func(int) int { return 0 } }},
	{"h=half", true, func(_ *rand.Rand, dist []int) func(int) int {
		return func(s int) int { return max(dist[s], 0) / 2 }
	}},
	{"h=exact", true, func(_ *rand.Rand, dist []int) func(int) int {
		return func(s int) int { return max(dist[s], 0) }
	}},
	// Random admissible values: inconsistent in general, so AStar must
	// reopen states.
	{"h=random-admissible", true, func(r *rand.Rand, dist []int) func(int) int {
		h := make([]int, len(dist))
		for s, d := range dist {
			if d > 0 {
				h[s] = r.IntN(d + 1)
			} else if d < 0 {
				h[s] = r.IntN(20) // any value is admissible where no goal is reachable
			}
		}
		return func(s int) int { return h[s] }
	}},
	// Overestimates: the path may be longer, but it must be a path.
	{"h=inadmissible", false, func(r *rand.Rand, dist []int) func(int) int {
		h := make([]int, len(dist))
		for s, d := range dist {
			if d > 0 {
				h[s] = r.IntN(3*d + 3)
			}
		}
		return func(s int) int { return h[s] }
	}},
}

// randomProblem is a seeded random graph with random goal states.
type randomProblem struct {
	g     searchtest.Graph
	goals map[int]bool
	dist  []int // moves to the nearest goal, -1 where none is reachable
	start int
}

func newRandomProblem(seed uint64, maxN int, maxDegree float64) randomProblem {
	r := rand.New(rand.NewPCG(seed, 0xa57a))
	n := 1 + r.IntN(maxN)
	g := searchtest.Random(seed, n, 0.5+(maxDegree-0.5)*r.Float64())
	var pr randomProblem
	pr.g, pr.goals = g, map[int]bool{}
	var goals []int
	for range 1 + r.IntN(3) {
		v := r.IntN(n)
		pr.goals[v] = true
		goals = append(goals, v)
	}
	pr.dist = g.Reverse().Distances(goals...)
	pr.start = r.IntN(n)
	return pr
}

func (pr randomProblem) goal(s int) bool { return pr.goals[s] }

// checkHeuristicPath asserts that path walks g from start to a goal state,
// in exactly want moves if want >= 0 and at least as many as the true
// distance otherwise.
func checkHeuristicPath(t *testing.T, pr randomProblem, path []int, ok bool, exact bool) {
	t.Helper()
	want := pr.dist[pr.start]
	if want < 0 {
		require.False(t, ok)
		require.Nil(t, path)
		return
	}
	require.True(t, ok, "goal at distance %d not found", want)
	require.NotEmpty(t, path)
	if exact {
		require.Len(t, path, want+1, "path %v", path)
	} else {
		require.GreaterOrEqual(t, len(path), want+1, "path %v", path)
	}
	assert.Equal(t, pr.start, path[0])
	assert.True(t, pr.goal(path[len(path)-1]), "path %v ends at a goal", path)
	for i := 1; i < len(path); i++ {
		require.True(t, hasEdge(pr.g, path[i-1], path[i]), "path %v uses missing edge %d→%d", path, path[i-1], path[i])
	}
}

func TestAStarAgreesWithBFSOnRandomGraphs(t *testing.T) {
	for _, hk := range heuristicKinds {
		for _, m := range heuristicModes {
			t.Run(hk.name+"/"+m.name, func(t *testing.T) {
				for seed := range uint64(testsize.Pick(600, 100)) {
					pr := newRandomProblem(seed, 60, 3.5)
					h := hk.of(rand.New(rand.NewPCG(seed, 1)), pr.dist)
					path, ok := astarPath(m.of(pr.g), h, pr.goal, pr.start)
					checkHeuristicPath(t, pr, path, ok, hk.admissible)
				}
			})
		}
	}
	t.Run("several starts", func(t *testing.T) {
		for seed := range uint64(testsize.Pick(400, 80)) {
			pr := newRandomProblem(seed, 60, 3.5)
			r := rand.New(rand.NewPCG(seed, 2))
			starts := []int{r.IntN(len(pr.g)), r.IntN(len(pr.g)), r.IntN(len(pr.g))}
			best := -1
			for _, s := range starts {
				if d := pr.dist[s]; d >= 0 && (best < 0 || d < best) {
					best = d
				}
			}
			h := func(s int) int { return max(pr.dist[s], 0) / 2 }
			path, ok := astarPath[int](pr.g, h, pr.goal, starts...)
			require.Equal(t, best >= 0, ok, "seed %d", seed)
			if ok {
				require.Len(t, path, best+1)
				assert.Contains(t, starts, path[0])
				for i := 1; i < len(path); i++ {
					require.True(t, hasEdge(pr.g, path[i-1], path[i]))
				}
			}
		}
	})
}

func TestIDAStarAgreesWithBFSOnRandomGraphs(t *testing.T) {
	for _, hk := range heuristicKinds {
		t.Run(hk.name, func(t *testing.T) {
			for seed := range uint64(testsize.Pick(600, 100)) {
				// IDAStar has no visited set: its cost grows as the
				// degree to the power of the depth, so the graphs are
				// smaller and sparser.
				pr := newRandomProblem(seed, 30, 2.5)
				h := hk.of(rand.New(rand.NewPCG(seed, 1)), pr.dist)
				// A bound on f proves a goal unreachable on these cyclic
				// graphs, where the unbounded form would run forever; it
				// is one above the distance so that a pass beyond the
				// answer would be allowed if the search missed it.
				bound := 6
				if d := pr.dist[pr.start]; d >= 0 && hk.admissible {
					bound = d + 1
				} else if d >= 0 {
					bound = 3*d + 3
				}
				path, ok, st, err := idastarStats(context.Background(), pr.g, h, pr.goal, search.Options{MaxDepth: bound, MaxStates: 1e7}, pr.start)
				require.NoError(t, err)
				checkHeuristicPath(t, pr, path, ok, hk.admissible)
				if ok && len(path) > 1 {
					assert.Positive(t, st.Expanded)
					assert.LessOrEqual(t, len(path)-1, st.Bound, "the path fits the last bound")
				}
			}
		})
	}
}

func TestHeuristicSearchEdgeCases(t *testing.T) {
	g := searchtest.Grid(3, 3)
	is := func(v int) func(int) bool { return func(s int) bool { return s == v } }
	zero := func(int) int { return 0 }
	t.Run("a start is the goal", func(t *testing.T) {
		path, ok := astarPath[int](g, zero, is(4), 0, 4)
		assert.True(t, ok)
		assert.Equal(t, []int{4}, path)
		path, ok = search.IDAStar[int](g, zero, is(4), 4)
		assert.True(t, ok)
		assert.Equal(t, []int{4}, path)
	})
	t.Run("no starts", func(t *testing.T) {
		path, ok := astarPath[int](g, zero, is(4))
		assert.False(t, ok)
		assert.Nil(t, path)
	})
	t.Run("IDAStar proves an acyclic graph has no goal", func(t *testing.T) {
		path, ok := search.IDAStar[int](searchtest.Path(5), zero, is(9), 0)
		assert.False(t, ok)
		assert.Nil(t, path)
	})
	t.Run("IDAStar skips the move back to the parent", func(t *testing.T) {
		// On the path graph 0–1–...–9 with h = 0, pruning the move back
		// makes each pass a single walk: the pass with bound k expands
		// the k+1 states 0..k, except the last (k = 9), which finds the
		// goal as it is generated after expanding 0..8.
		line := make(searchtest.Graph, 10)
		for i := range 9 {
			line[i] = append(line[i], i+1)
			line[i+1] = append(line[i+1], i)
		}
		path, ok, st, err := idastarStats(context.Background(), line, zero, is(9), search.Options{}, 0)
		require.NoError(t, err)
		require.True(t, ok)
		assert.Len(t, path, 10)
		assert.Equal(t, 10, st.Iterations)
		assert.Equal(t, 1+2+3+4+5+6+7+8+9+9, st.Expanded)
	})
	t.Run("MaxDepth bounds f", func(t *testing.T) {
		for _, bound := range []int{3, 4} {
			_, ok, _, err := astarStats(context.Background(), g, zero, is(8), search.Options{MaxDepth: bound}, 0)
			require.NoError(t, err)
			assert.Equal(t, bound >= 4, ok, "AStar MaxDepth %d", bound)
			_, ok, _, err = idastarStats(context.Background(), g, zero, is(8), search.Options{MaxDepth: bound}, 0)
			require.NoError(t, err)
			assert.Equal(t, bound >= 4, ok, "IDAStar MaxDepth %d", bound)
		}
	})
	t.Run("AStar with a consistent h expands each state once", func(t *testing.T) {
		manhattan := func(s int) int { return 2 - s%3 + 2 - s/3 }
		path, ok, st, err := astarStats(context.Background(), g, manhattan, is(8), search.Options{}, 0)
		require.NoError(t, err)
		require.True(t, ok)
		assert.Len(t, path, 5)
		// Every state on a shortest path has f = 4; with LIFO buckets
		// only the states of one path are expanded.
		assert.LessOrEqual(t, st.Expanded, 9)
		assert.Equal(t, 4, st.Bound)
	})
	t.Run("misuse panics", func(t *testing.T) {
		ctx := context.Background()
		assert.PanicsWithValue(t, "search: AStar called with nil heuristic", func() { astarPath[int](g, nil, is(1), 0) })
		assert.PanicsWithValue(t, "search: IDAStar called with nil heuristic", func() { search.IDAStar[int](g, nil, is(1), 0) })
		assert.PanicsWithValue(t, "search: AStar called with nil goal", func() { astarPath[int](g, zero, nil, 0) })
		assert.PanicsWithValue(t, "search: IDAStar called with nil Neighbors", func() { search.IDAStar[int](nil, zero, is(1), 0) })
		neg := func(int) int { return -1 }
		assert.PanicsWithValue(t, "search: AStar: heuristic returned -1 for 0; it must be ≥ 0", func() { astarPath[int](g, neg, is(1), 0) })
		assert.PanicsWithValue(t, "search: IDAStar: heuristic returned -1 for 0; it must be ≥ 0", func() { search.IDAStar[int](g, neg, is(1), 0) })
		for _, o := range []search.Options{{AllPaths: true}, {MaxStates: -1}, {MaxDepth: -1}} {
			assert.Panics(t, func() { _, _, _, _ = astarStats(ctx, g, zero, is(1), o, 0) })
			assert.Panics(t, func() { _, _, _, _ = idastarStats(ctx, g, zero, is(1), o, 0) })
		}
	})
}

func TestHeuristicSearchStopsOnInfiniteGraphs(t *testing.T) {
	never := func(int) bool { return false }
	zero := func(int) int { return 0 }
	for _, tc := range infinite {
		t.Run(tc.name+"/AStar MaxStates", func(t *testing.T) {
			_, ok, _, err := astarStats(context.Background(), tc.nb, zero, never, search.Options{MaxStates: 5000}, 0)
			require.ErrorIs(t, err, search.ErrLimit)
			assert.False(t, ok)
		})
		t.Run(tc.name+"/IDAStar MaxStates", func(t *testing.T) {
			_, ok, st, err := idastarStats(context.Background(), tc.nb, zero, never, search.Options{MaxStates: 5000}, 0)
			require.ErrorIs(t, err, search.ErrLimit)
			assert.False(t, ok)
			assert.Equal(t, 5001, st.Generated)
		})
		for _, name := range []string{"AStar", "IDAStar"} {
			t.Run(tc.name+"/"+name+" context", func(t *testing.T) {
				ctx, cancel := context.WithTimeout(context.Background(), testsize.Pick[time.Duration](20, 5)*time.Millisecond)
				defer cancel()
				var err error
				if name == "AStar" {
					_, _, _, err = astarStats(ctx, tc.nb, zero, never, search.Options{MaxStates: 1 << 22}, 0)
				} else {
					_, _, _, err = idastarStats(ctx, tc.nb, zero, never, search.Options{}, 0)
				}
				require.Error(t, err)
				if !errors.Is(err, search.ErrLimit) {
					assert.ErrorIs(t, err, context.DeadlineExceeded, fmt.Sprint(err))
				}
			})
		}
	}
}
