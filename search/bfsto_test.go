package search_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// TestBFSToMatchesBruteForce checks the goal form of BFS on random graphs
// against Bellman–Ford distances and a brute-force enumeration of shortest
// paths: the tree stops at the layer of the nearest goals, holds exactly
// the FIFO layers up to it, reports every goal state of that layer, and
// gives one and all shortest paths to each; ShortestPath agrees on the
// distance.
func TestBFSToMatchesBruteForce(t *testing.T) {
	ctx := context.Background()
	for seed := range uint64(300) {
		n := 1 + int(seed%40)
		g := searchtest.Random(seed, n, float64(seed%4)+0.7)
		starts := []int{int(seed) % n}
		if seed%3 == 1 {
			starts = append(starts, int(seed*5)%n, starts[0])
		}
		// Goal states: every state whose number is ≡ seed mod 7, or none.
		isGoal := func(s int) bool { return seed%5 != 0 && s%7 == int(seed%7) }
		dist := g.Distances(starts...)
		want := -1 // distance to the nearest goal
		for v, d := range dist {
			if d >= 0 && isGoal(v) && (want < 0 || d < want) {
				want = d
			}
		}
		layers := fifoLayers(g, starts...)
		for _, m := range intModes {
			t.Run(fmt.Sprintf("seed=%d/%s", seed, m.name), func(t *testing.T) {
				tr, err := search.BFSTreeContext(ctx, m.of(g), isGoal, search.Options{AllPaths: true}, starts...)
				require.NoError(t, err)
				path, ok := search.BFS(m.of(g), isGoal, starts...)
				require.Equal(t, want >= 0, ok)
				if want < 0 {
					assert.Empty(t, tr.Goals())
					assert.Equal(t, layers, treeLayers(tr), "no goal: the whole reachable set")
					return
				}
				assert.Len(t, path, want+1)
				assert.Equal(t, want, treeDepth(tr))
				assert.Equal(t, layers[:want+1], treeLayers(tr), "the layers up to the nearest goals")
				var goals []int
				for _, v := range layers[want] {
					if isGoal(v) {
						goals = append(goals, v)
					}
				}
				assert.Equal(t, goals, tr.Goals(), "every goal of that layer, in discovery order")
				for _, v := range goals {
					p, ok := tr.PathTo(v)
					require.True(t, ok)
					checkPath(t, g, p, starts, want)
					assert.Equal(t, sortPaths(allShortest(g, dist, v)), sortPaths(slices.Collect(tr.AllPathsTo(v))))
				}
			})
		}
	}
}

func treeLayers(tr *search.Tree[int]) [][]int {
	var out [][]int
	for d := 0; d <= treeDepth(tr); d++ {
		out = append(out, slices.Clone(treeLayer(tr, d)))
	}
	return out
}

func TestBFSToEdges(t *testing.T) {
	ctx := context.Background()
	g := searchtest.Grid(4, 4)
	is := func(vs ...int) func(int) bool { return func(s int) bool { return slices.Contains(vs, s) } }
	t.Run("starts that are goals", func(t *testing.T) {
		tr, err := search.BFSTreeContext(ctx, g, is(5, 3), search.Options{}, 3, 1, 5)
		require.NoError(t, err)
		assert.Equal(t, []int{3, 5}, tr.Goals())
		assert.Equal(t, [][]int{{3, 1, 5}}, treeLayers(tr))
	})
	t.Run("goal beyond MaxDepth", func(t *testing.T) {
		tr, err := search.BFSTreeContext(ctx, g, is(15), search.Options{MaxDepth: 5}, 0)
		require.NoError(t, err)
		assert.Empty(t, tr.Goals())
		assert.Equal(t, 5, treeDepth(tr))
		tr, err = search.BFSTreeContext(ctx, g, is(15), search.Options{MaxDepth: 6}, 0)
		require.NoError(t, err)
		assert.Equal(t, []int{15}, tr.Goals())
	})
	t.Run("no starts", func(t *testing.T) {
		tr, err := search.BFSTreeContext(ctx, g, is(1), search.Options{})
		require.NoError(t, err)
		assert.Empty(t, tr.Goals())
		assert.Equal(t, 0, tr.Len())
	})
	t.Run("MaxStates", func(t *testing.T) {
		_, err := search.BFSTreeContext(ctx, g, is(15), search.Options{MaxStates: 15}, 0)
		assert.ErrorIs(t, err, search.ErrLimit)
		tr, err := search.BFSTreeContext(ctx, g, is(15), search.Options{MaxStates: 16}, 0)
		require.NoError(t, err)
		assert.Equal(t, []int{15}, tr.Goals())
	})
	t.Run("OnLayer sees the goal layer", func(t *testing.T) {
		var sizes []int
		_, err := search.BFSTreeContext(ctx, g, is(5), search.Options{OnLayer: func(l search.LayerStats) { sizes = append(sizes, l.Size) }}, 0)
		require.NoError(t, err)
		assert.Equal(t, []int{1, 2, 3}, sizes)
	})
	t.Run("a nil goal is every state", func(t *testing.T) {
		tree, err := search.BFSTreeContext(ctx, g, nil, search.Options{}, 0)
		require.NoError(t, err)
		assert.Equal(t, len(g), tree.Len())
		assert.Empty(t, tree.Goals())
	})
}

func TestShortestPathContext(t *testing.T) {
	ctx := context.Background()
	g := searchtest.Grid(10, 10)
	goal := func(s int) bool { return s == 99 }
	path, ok, err := search.BFSContext(ctx, g, goal, search.Options{}, 0)
	require.NoError(t, err)
	require.True(t, ok)
	checkPath(t, g, path, []int{0}, 18)
	t.Run("MaxDepth below the distance", func(t *testing.T) {
		path, ok, err := search.BFSContext(ctx, g, goal, search.Options{MaxDepth: 17}, 0)
		assert.NoError(t, err)
		assert.False(t, ok)
		assert.Nil(t, path)
	})
	t.Run("MaxStates", func(t *testing.T) {
		_, _, err := search.BFSContext(ctx, g, goal, search.Options{MaxStates: 50}, 0)
		assert.ErrorIs(t, err, search.ErrLimit)
	})
	t.Run("AllPaths panics", func(t *testing.T) {
		assert.PanicsWithValue(t, "search: BFS does not honour Options.AllPaths", func() {
			_, _, _ = search.BFSContext(ctx, g, goal, search.Options{AllPaths: true}, 0)
		})
	})
}

func TestComponentsContext(t *testing.T) {
	ctx := context.Background()
	g := searchtest.Grid(5, 5)
	var got [][]int
	err := search.ComponentsContext(ctx, g, search.Options{MaxStates: 25}, func(c []int) bool {
		got = append(got, slices.Clone(c))
		return true
	}, 0, 24)
	require.NoError(t, err)
	assert.Equal(t, fifoLayersFlat(g, 0), got[0])
	assert.Len(t, got, 1, "24 is in 0's component")
	err = search.ComponentsContext(ctx, g, search.Options{MaxStates: 24}, func([]int) bool { return true }, 0)
	assert.ErrorIs(t, err, search.ErrLimit)
	for _, o := range []search.Options{{AllPaths: true}, {OnLayer: func(search.LayerStats) {}}} {
		assert.Panics(t, func() { _ = search.ComponentsContext(ctx, g, o, func([]int) bool { return true }, 0) })
	}
}

func fifoLayersFlat(g searchtest.Graph, starts ...int) []int {
	var out []int
	for _, l := range fifoLayers(g, starts...) {
		out = append(out, l...)
	}
	return out
}

// TestComponentsContextMaxDepth checks the depth-bounded form against brute
// force: each set is the ball around its seed, less earlier sets, in FIFO
// order; on the infinite integer line it ends.
func TestComponentsContextMaxDepth(t *testing.T) {
	ctx := context.Background()
	for seed := range uint64(200) {
		n := 1 + int(seed%40)
		g := searchtest.Random(seed, n, float64(seed%4)+0.7)
		seeds := []int{int(seed) % n, int(seed*7+3) % n}
		depth := 1 + int(seed%4)
		t.Run(fmt.Sprintf("seed=%d", seed), func(t *testing.T) {
			var want [][]int
			taken := map[int]bool{}
			for _, s := range seeds {
				if taken[s] {
					continue
				}
				var ball []int
				for d, layer := range fifoLayersAvoiding(g, s, taken) {
					if d > depth {
						break
					}
					ball = append(ball, layer...)
				}
				for _, v := range ball {
					taken[v] = true
				}
				want = append(want, ball)
			}
			var got [][]int
			err := search.ComponentsContext(ctx, g, search.Options{MaxDepth: depth}, func(c []int) bool {
				got = append(got, slices.Clone(c))
				return true
			}, seeds...)
			require.NoError(t, err)
			assert.Equal(t, want, got)
		})
	}
	t.Run("integer line", func(t *testing.T) {
		var got [][]int
		err := search.ComponentsContext(ctx, intLine{}, search.Options{MaxDepth: 3}, func(c []int) bool {
			got = append(got, slices.Clone(c))
			return true
		}, 0)
		require.NoError(t, err)
		assert.Equal(t, [][]int{{0, -1, 1, -2, 2, -3, 3}}, got)
	})
}

// fifoLayersAvoiding is the FIFO layers from s of the graph without the
// states in avoid, independently of the engine.
func fifoLayersAvoiding(g searchtest.Graph, s int, avoid map[int]bool) [][]int {
	seen := map[int]bool{s: true}
	layers := [][]int{{s}}
	for len(layers[len(layers)-1]) > 0 {
		var next []int
		for _, u := range layers[len(layers)-1] {
			for _, v := range g[u] {
				if !seen[v] && !avoid[v] {
					seen[v] = true
					next = append(next, v)
				}
			}
		}
		layers = append(layers, next)
	}
	return layers[:len(layers)-1]
}
