package search

import "context"

// AStarCost returns a cheapest path from one of starts to a goal state,
// both ends included, its cost, and whether a goal state is reachable. It
// is A* (Hart, Nilsson & Raphael, 1968) over edges with costs: states are
// expanded in order of f = g + h, where g is the cost of the cheapest path
// found from a start and h(s) estimates the cost from s to the nearest
// goal. It is named AStarCost, not AStar, because [AStar] is the unit-cost
// search over [Neighbors] (a different successor interface), and not
// WeightedAStar, which in the literature names A* with an inflated
// heuristic w·h (Pohl, 1970), a different algorithm.
//
// h must return a value ≥ 0 (a negative one panics), and 0 at goal states.
// h is admissible when it never exceeds the cheapest cost to a goal;
// AStarCost then returns a cheapest path. h is consistent when
// h(u) ≤ cost(u→v) + h(v) for every edge; each state is then expanded at
// most once. An admissible but inconsistent h still gives a cheapest path:
// a state reached again more cheaply is reopened. With h = 0 it is
// Dijkstra's algorithm. The queue is A*'s buckets on f with a 4-ary heap
// beside them (keys may decrease when states are reopened, which a radix
// heap does not allow); [AStar] is this search over unit costs.
//
// AStarCost is an unbounded convenience; [AStarCostContext] is the same
// search with a context and limits.
func AStarCost[S comparable](nb WeightedNeighbors[S], h func(S) int, goal func(S) bool, starts ...S) (path []S, cost int, ok bool) {
	path, cost, ok, _, err := AStarCostContext(context.Background(), nb, h, goal, Options{}, starts...)
	if err != nil {
		panic("search: AStarCost: " + err.Error() + "; use AStarCostContext")
	}
	return path, cost, ok
}

// AStarCostContext is [AStarCost] as a bounded search reporting its
// [Stats] (Bound is the f of the last state expanded). It honours ctx and
// opts.MaxStates (the states reached, open and closed together; one more
// is an error wrapping [ErrLimit]), runs on the calling goroutine, and
// panics if opts.MaxDepth, opts.AllPaths or opts.OnLayer is set: for a
// bound on the edges of the path use [DijkstraContext]. Memory is about
// 32 bytes and one state per state reached, plus 4 bytes per queue entry
// (16 for an f far from the least queued). The path is nil and the error non-nil when the search was
// stopped.
func AStarCostContext[S comparable](ctx context.Context, nb WeightedNeighbors[S], h func(S) int, goal func(S) bool, opts Options, starts ...S) ([]S, int, bool, Stats, error) {
	const fn = "AStarCost"
	if nb == nil {
		panic("search: " + fn + " called with nil WeightedNeighbors")
	}
	mustGoal(goal, fn)
	if h == nil {
		panic("search: " + fn + " called with nil heuristic")
	}
	checkWeighted(opts, fn, false)
	st := newStopper(ctx, fn)
	defer st.finish()
	w := newCsearch(st, fn, qBucket, nb, nil, goal, h, opts, 0)
	w, g := w.search(starts)
	if w.err != nil || g < 0 {
		return nil, 0, false, w.stats, w.err
	}
	path, cost, ok := (&CostTree[S]{w: w, goal: g}).goalPath()
	return path, cost, ok, w.stats, nil
}
