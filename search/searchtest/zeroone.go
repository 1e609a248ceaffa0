package searchtest

import (
	"fmt"
	"slices"

	"github.com/ripplebfs/ripple/search"
)

// zeroOneChecker checks a [search.ZeroOneFrontier] against Edges, state by
// state, in one Visited with the walls marked, as the searches lend it.
type zeroOneChecker[S comparable] struct {
	zf   search.ZeroOneFrontier[S]
	ix   search.Indexer[S]
	n    int
	vis  search.Visited
	wall search.Visited // the indices Walls marks, if any
	wl   search.Walls
}

func newZeroOneChecker[S comparable](nb search.WeightedNeighbors[S], ix search.Indexer[S], n int) *zeroOneChecker[S] {
	zf, ok := nb.(search.ZeroOneFrontier[S])
	if !ok || ix == nil || n > 1<<31-1 { // the searches ignore such an Indexer
		return nil
	}
	z := &zeroOneChecker[S]{zf: zf, ix: ix, n: n, vis: search.NewVisited(n)}
	if z.wl, _ = nb.(search.Walls); z.wl != nil {
		z.wall = search.NewVisited(n)
		z.wl.Walls(z.wall)
		z.wl.Walls(z.vis)
	}
	return z
}

// check checks AppendEdges at s against the edges Edges yields: every
// cost is 0 or 1, neither s nor a successor is a wall, and for each cost, with nothing marked,
// with the first successor of that cost marked beforehand, and with the
// frontier [s, s], AppendEdges keeps dst, appends exactly the successors
// of that cost in Edges' order, each index once, less those marked, marks
// each one it appends and no other successor. z.vis holds only the walls
// on entry and on return.
func (z *zeroOneChecker[S]) check(s S, edges []wedge[S]) error {
	if z.wl != nil && marked(z.wall, z.n, z.ix.Index(s)) {
		return fmt.Errorf("searchtest: Index(%v) = %d is a wall (Walls marks it): no start and no reachable state may have a wall's index", s, z.ix.Index(s))
	}
	var all []int // the index of every successor, once
	for i, e := range edges {
		if e.cost > 1 {
			return fmt.Errorf("searchtest: Edges(%v): edge %d to %v has cost %d, but a ZeroOneFrontier's costs are 0 or 1", s, i, e.to, e.cost)
		}
		j := z.ix.Index(e.to)
		if z.wl != nil && marked(z.wall, z.n, j) {
			return fmt.Errorf("searchtest: Edges(%v) yields %v, whose index %d is a wall (Walls marks it): no reachable state may have a wall's index", s, e.to, j)
		}
		if !slices.Contains(all, j) {
			all = append(all, j)
		}
	}
	for cost := range 2 {
		var want []S // the successors of this cost, each index once, in first-yield order
		var idx []int
		seen := map[int]bool{}
		for _, e := range edges {
			if j := z.ix.Index(e.to); e.cost == cost && !seen[j] {
				seen[j] = true
				want, idx = append(want, e.to), append(idx, j)
			}
		}
		if err := z.cases(s, cost, want, idx, all); err != nil {
			return err
		}
	}
	return nil
}

// cases runs the three calls of check for one cost.
func (z *zeroOneChecker[S]) cases(s S, cost int, want []S, idx, all []int) error {
	var sentinel S
	for _, tc := range []struct {
		name     string
		frontier []S
		marked   int // how many of want are marked before the call
	}{
		{"", []S{s}, 0},
		{" with the first successor already marked", []S{s}, min(1, len(want))},
		{" with the frontier given twice", []S{s, s}, 0},
	} {
		for _, j := range idx[:tc.marked] {
			z.vis.Mark(j)
		}
		got := z.zf.AppendEdges([]S{sentinel}, tc.frontier, cost, z.vis)
		every, stray := true, -1
		for _, j := range all {
			m := marked(z.vis, z.n, j)
			if slices.Contains(idx, j) {
				every = every && m
			} else if m && stray < 0 {
				stray = j
			}
			z.vis.Unmark(j)
		}
		call := fmt.Sprintf("AppendEdges(dst, %v, %d, seen)%s", tc.frontier, cost, tc.name)
		switch {
		case len(got) == 0 || got[0] != sentinel:
			return fmt.Errorf("searchtest: %s does not keep dst: got %v", call, got)
		case !slices.Equal(got[1:], want[tc.marked:]):
			return fmt.Errorf("searchtest: %s appends %v, want %v (the successors over edges of cost %d that Edges(%v) yields, in order, each index once, less those marked)", call, got[1:], want[tc.marked:], cost, s)
		case !every:
			return fmt.Errorf("searchtest: %s does not mark the index of every successor it appends (want %v marked)", call, idx)
		case stray >= 0:
			return fmt.Errorf("searchtest: %s marks index %d, a successor over an edge of another cost only", call, stray)
		}
	}
	return nil
}
