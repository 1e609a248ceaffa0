package search_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// A tree built frontier at a time finds each state by the position that
// Visited.Mark wrote for it: the first position of the run of states its
// AppendNeighbors call appended, or, for a run of more than 1,024 states,
// the state's own. These tests give it runs of every length and plugins
// that break the contract in the two ways that would misplace a state.

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
		{"mixed", searchtest.Random(4, 4000, 12)}, // runs on both sides of 1,024
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
