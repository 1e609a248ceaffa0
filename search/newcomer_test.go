package search_test

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/search"
)

// The programs a newcomer writes from the package documentation, and the
// traps the version-one surface closes.

// shortcut has both methods: 0→1→2→3 at cost 1 each, and 0→3 at cost 10.
// Its fewest moves and its cheapest route differ.
type shortcut struct{}

func (shortcut) Neighbors(s int, yield func(int) bool) {
	shortcut{}.Edges(s, func(v, _ int) bool { return yield(v) })
}

func (shortcut) Edges(s int, yield func(int, int) bool) {
	switch s {
	case 0:
		_ = yield(3, 10) && yield(1, 1)
	case 1, 2:
		yield(s+1, 1)
	}
}

// TestBothMethodsNameTheirCostModel: a value with Neighbors and Edges gets
// the fewest moves from the searches named for moves and the cheapest
// route from those named for costs, whichever it is given to.
func TestBothMethodsNameTheirCostModel(t *testing.T) {
	at3 := func(s int) bool { return s == 3 }
	path, ok := search.BFS(shortcut{}, at3, 0)
	require.True(t, ok)
	assert.Equal(t, []int{0, 3}, path, "BFS counts moves")

	path, cost, ok := search.Dijkstra(shortcut{}, at3, 0)
	require.True(t, ok)
	assert.Equal(t, []int{0, 1, 2, 3}, path, "Dijkstra adds costs")
	assert.Equal(t, 3, cost)

	path, cost, ok = search.AStar(shortcut{}, func(int) int { return 0 }, at3, 0)
	require.True(t, ok)
	assert.Equal(t, []int{0, 1, 2, 3}, path, "AStar adds costs")
	assert.Equal(t, 3, cost)

	path, cost, ok = search.AStar(search.UnitCost[int](shortcut{}), func(int) int { return 0 }, at3, 0)
	require.True(t, ok)
	assert.Equal(t, []int{0, 3}, path, "AStar over UnitCost counts moves")
	assert.Equal(t, 1, cost)

	d, ok := search.BFSTree[int](shortcut{}, nil, 0).Cost(3)
	require.True(t, ok)
	assert.Equal(t, 1, d)
	c, ok := search.DijkstraTree[int](shortcut{}, nil, 0).Cost(3)
	require.True(t, ok)
	assert.Equal(t, 3, c)
}

// TestMethodValuesAreRefused: wrapping a value's own method hides its
// capabilities, so every search refuses it, naming the method; a closure
// or another method is accepted.
func TestMethodValuesAreRefused(t *testing.T) {
	g := shortcut{}
	hidden := search.NeighborsFunc[int](g.Neighbors)
	hiddenW := search.WeightedFunc[int](g.Edges)
	want := "search: search.NeighborsFunc[int] wraps the method value github.com/ripplebfs/ripple/search_test.shortcut.Neighbors, which hides every capability of its receiver; pass the receiver itself"
	assert.PanicsWithValue(t, want, func() { search.BFS(hidden, func(int) bool { return false }, 0) })
	assert.PanicsWithValue(t, want, func() { search.BFSTree(hidden, nil, 0) })
	assert.PanicsWithValue(t, want, func() { search.Components(hidden, 0)(func([]int) bool { return true }) })
	assert.PanicsWithValue(t, want, func() {
		search.Layers(hidden, 0)(func(int, []int) bool { return true })
	})
	assert.PanicsWithValue(t, want, func() {
		search.Sweep(hidden, 0)(func(search.LayerStats, iter.Seq[int]) bool { return true })
	})
	assert.PanicsWithValue(t, want, func() {
		search.AStar(search.UnitCost(hidden), func(int) int { return 0 }, func(int) bool { return false }, 0)
	})
	assert.PanicsWithValue(t,
		"search: search.WeightedFunc[int] wraps the method value github.com/ripplebfs/ripple/search_test.shortcut.Edges, which hides every capability of its receiver; pass the receiver itself",
		func() { search.Dijkstra(hiddenW, func(int) bool { return false }, 0) })

	closure := search.NeighborsFunc[int](func(s int, yield func(int) bool) { g.Neighbors(s, yield) })
	path, ok := search.BFS(closure, func(s int) bool { return s == 3 }, 0)
	require.True(t, ok)
	assert.Equal(t, []int{0, 3}, path)
}

// refusal runs one bounded search with opts on a small finite graph.
type refusal struct {
	name     string
	honoured []string // the fields beyond MaxStates and MaxDepth
	run      func(search.Options)
}

func refusals() []refusal {
	g := shortcut{}
	ctx, never, h := context.Background(), func(int) bool { return false }, func(int) int { return 0 }
	return []refusal{
		{"BFS", []string{"OnLayer"}, func(o search.Options) { _, _, _ = search.BFSContext(ctx, g, never, o, 0) }},
		{"BFSTree", []string{"OnLayer", "AllPaths", "Workers"}, func(o search.Options) { _, _ = search.BFSTreeContext(ctx, g, nil, o, 0) }},
		{"Layers", []string{"OnLayer"}, func(o search.Options) {
			_ = search.LayersContext(ctx, g, o, func(int, []int) bool { return true }, 0)
		}},
		{"Sweep", []string{"OnLayer", "Workers"}, func(o search.Options) {
			_ = search.SweepContext(ctx, g, o, func(search.LayerStats, iter.Seq[int]) bool { return true }, 0)
		}},
		{"Bidirectional", []string{"OnLayer"}, func(o search.Options) {
			_, _, _ = search.BidirectionalContext(ctx, g, g, o, []int{0}, []int{3})
		}},
		{"Components", nil, func(o search.Options) {
			_ = search.ComponentsContext(ctx, g, o, func([]int) bool { return true }, 0)
		}},
		{"IDAStar", []string{"OnLayer"}, func(o search.Options) { _, _, _ = search.IDAStarContext(ctx, g, h, never, o, 0) }},
		{"Dijkstra", []string{"OnLayer"}, func(o search.Options) { _, _, _, _ = search.DijkstraContext(ctx, g, never, o, 0) }},
		{"DijkstraTree", []string{"OnLayer", "AllPaths"}, func(o search.Options) { _, _ = search.DijkstraTreeContext(ctx, g, nil, o, 0) }},
		{"AStar", []string{"OnLayer"}, func(o search.Options) { _, _, _, _ = search.AStarContext(ctx, g, h, never, o, 0) }},
	}
}

// TestEveryFieldHonouredOrRefused: each search runs with each field it
// honours and panics with one message for each it does not, and every
// search refuses a negative limit the same way.
func TestEveryFieldHonouredOrRefused(t *testing.T) {
	fields := map[string]search.Options{
		"OnLayer":  {OnLayer: func(search.LayerStats) {}},
		"AllPaths": {AllPaths: true},
		"Workers":  {Workers: 2},
	}
	for _, r := range refusals() {
		for name, o := range fields {
			honoured := false
			for _, h := range r.honoured {
				honoured = honoured || h == name
			}
			if honoured {
				assert.NotPanics(t, func() { r.run(o) }, "%s with %s", r.name, name)
			} else {
				assert.PanicsWithValue(t, fmt.Sprintf("search: %s does not honour Options.%s", r.name, name), func() { r.run(o) }, "%s with %s", r.name, name)
			}
		}
		assert.NotPanics(t, func() { r.run(search.Options{MaxStates: 100, MaxDepth: 5, Workers: 1}) }, r.name)
		for name, o := range map[string]search.Options{"MaxStates": {MaxStates: -1}, "MaxDepth": {MaxDepth: -1}, "Workers": {Workers: -1}} {
			assert.PanicsWithValue(t, fmt.Sprintf("search: %s: Options.%s = -1 is negative", r.name, name), func() { r.run(o) })
		}
	}
}

// TestMaxDepthCountsEdgesEverywhere: on the shortcut graph, a bound of two
// edges keeps 0→3 (one edge) and rules out 0→1→2→3 (three), in every
// search that finds a path.
func TestMaxDepthCountsEdgesEverywhere(t *testing.T) {
	ctx, at3, h := context.Background(), func(s int) bool { return s == 3 }, func(int) int { return 0 }
	o := search.Options{MaxDepth: 2}
	path, ok, err := search.BFSContext(ctx, shortcut{}, at3, o, 0)
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, []int{0, 3}, path)
	for name, run := range map[string]func() ([]int, int, bool, error){
		"Dijkstra": func() ([]int, int, bool, error) { return search.DijkstraContext(ctx, shortcut{}, at3, o, 0) },
		"AStar":    func() ([]int, int, bool, error) { return search.AStarContext(ctx, shortcut{}, h, at3, o, 0) },
	} {
		path, cost, ok, err := run()
		require.NoError(t, err, name)
		assert.True(t, ok, name)
		assert.Equal(t, []int{0, 3}, path, "%s: the cheapest path within two edges", name)
		assert.Equal(t, 10, cost, name)
	}
	path, ok, err = search.IDAStarContext(ctx, shortcut{}, h, at3, search.Options{MaxDepth: 2}, 0)
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, []int{0, 3}, path)
	tr, err := search.DijkstraTreeContext(ctx, shortcut{}, nil, search.Options{MaxDepth: 2}, 0)
	require.NoError(t, err)
	c, ok := tr.Cost(2)
	assert.True(t, ok)
	assert.Equal(t, 2, c, "state 2 is two edges away")
}

// TestStoppedSearchesSayWhereAndWhy: a cancelled search's error wraps the
// context's, names the search and where it stopped, and carries no
// result.
func TestStoppedSearchesSayWhereAndWhy(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	path, cost, ok, err := search.DijkstraContext(ctx, shortcut{}, func(s int) bool { return s == 3 }, search.Options{}, 0)
	assert.True(t, errors.Is(err, context.Canceled))
	assert.EqualError(t, err, "search: Dijkstra: stopped at cost 0: context canceled")
	assert.Nil(t, path)
	assert.Zero(t, cost)
	assert.False(t, ok)
}

// modLine is the line 0 → 1 → … → 99, each move of cost 1, behind an
// Indexer that is not a bijection: Index(s) = s mod 10.
type modLine struct{}

func (modLine) Neighbors(s int, yield func(int) bool) {
	if s < 99 {
		yield(s + 1)
	}
}
func (modLine) Edges(s int, yield func(int, int) bool) {
	if s < 99 {
		yield(s+1, 1)
	}
}
func (modLine) Len() int        { return 10 }
func (modLine) Index(s int) int { return s % 10 }
func (modLine) State(i int) int { return i }

// TestEverySearchChecksTheIndexer: every search that keeps a visited set
// panics on an Indexer that maps two states to one index, where it would
// otherwise call state 10 reached at cost 0, or never reach 50.
func TestEverySearchChecksTheIndexer(t *testing.T) {
	g, at50, h := modLine{}, func(s int) bool { return s == 50 }, func(int) int { return 0 }
	for name, run := range map[string]func(){
		"BFS":           func() { search.BFS(g, at50, 0) },
		"BFSTree":       func() { search.BFSTree(g, nil, 0) },
		"Layers":        func() { search.Layers(g, 0)(func(int, []int) bool { return true }) },
		"Sweep":         func() { search.Sweep(g, 0)(func(search.LayerStats, iter.Seq[int]) bool { return true }) },
		"Components":    func() { search.Components(g, 0)(func([]int) bool { return true }) },
		"Bidirectional": func() { search.Bidirectional(g, g, []int{0}, []int{50}) },
		"Dijkstra":      func() { search.Dijkstra(g, at50, 0) },
		"DijkstraTree":  func() { search.DijkstraTree(g, nil, 0) },
		"AStar":         func() { search.AStar(g, h, at50, 0) },
		"AStar over moves": func() {
			search.AStar(search.UnitCost[int](g), h, at50, 0)
		},
	} {
		v := catch(run)
		require.NotNil(t, v, "%s: no panic", name)
		assert.Contains(t, fmt.Sprint(v), "search: Indexer search_test.modLine", name)
		assert.Contains(t, fmt.Sprint(v), "is not a bijection", name)
	}
}
