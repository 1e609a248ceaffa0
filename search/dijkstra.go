package search

import "context"

// Dijkstra returns a cheapest path from one of starts to a goal state,
// both ends included, its cost, and whether a goal state is reachable. It
// is Dijkstra's algorithm (1959) on the implicit graph nb: states are
// settled in order of their least cost from the nearest start, and the
// first goal state settled is returned, so its path is a cheapest one to
// any goal. A start that is a goal gives a one-state path of cost 0.
//
// Dijkstra is an unbounded convenience: on an infinite graph with no
// reachable goal it runs until memory runs out. [DijkstraContext] is the
// same search with a context, limits (MaxDepth bounds the number of edges
// of the path) and the whole tree of costs.
func Dijkstra[S comparable](nb WeightedNeighbors[S], goal func(S) bool, starts ...S) (path []S, cost int, ok bool) {
	mustGoal(goal, "Dijkstra")
	t, err := DijkstraContext(context.Background(), nb, goal, Options{}, starts...)
	if err != nil {
		panic("search: Dijkstra: " + err.Error() + "; use DijkstraContext")
	}
	return t.goalPath()
}

// DijkstraAll returns the cheapest cost of every state reachable from
// starts, and a cheapest path to each, as a [CostTree]. It is an unbounded
// convenience: on an infinite graph it runs until memory runs out; use
// [DijkstraContext] with a nil goal and limits there.
func DijkstraAll[S comparable](nb WeightedNeighbors[S], starts ...S) *CostTree[S] {
	t, err := DijkstraContext(context.Background(), nb, nil, Options{}, starts...)
	if err != nil {
		panic("search: DijkstraAll: " + err.Error() + "; use DijkstraContext")
	}
	return t
}

// DijkstraContext is [Dijkstra] as a bounded search that returns the tree
// of costs. With a nil goal it settles every reachable state; otherwise it
// stops at the first goal state settled ([CostTree.Goal]).
//
// It honours ctx (checked before every expansion and, through a flag set
// by context.AfterFunc, between successors), opts.MaxStates (the states
// reached, settled or not; one more is an error wrapping [ErrLimit]) and
// opts.MaxDepth, which counts edges, not cost: with MaxDepth k only paths
// of at most k edges count, so "at most s stops" is MaxDepth s+1; a
// MaxDepth of 2³¹−1 or more is no bound. The bound is exact: a state
// reached cheaply over many edges does not hide a dearer path over fewer
// edges that can still be extended, and among the cheapest paths within
// the bound each is one with the fewest edges. It runs on the calling
// goroutine (Workers is ignored) and panics if opts.AllPaths or
// opts.OnLayer is set.
//
// Costs are the non-negative ints that nb yields; a negative cost, or a
// path cost beyond int64, panics. Without a bound on edges the queue is a
// radix heap (docs/design.md has the measurement against a 4-ary heap):
// the search costs O(E + V log C) for paths of cost up to C, with V states
// reached and E edges examined, and memory about 24 bytes and one state
// per state reached, plus 16 bytes per queue entry (at most one per
// improving edge). With a bound of k edges, the search keeps paths as
// labels of (cost, edges): by Dijkstra's algorithm over them when it
// looks for a goal, until they pass eight per state reached, and
// otherwise by rounds of Bellman-Ford over the states whose cost fell in
// the round before, which costs O(k·E) time and O(k·V) memory at most
// (docs/design.md). With an [Indexer] the states are numbered in the
// index store, sparse then dense, instead of a Go map.
//
// The error is non-nil only when the search was stopped, by ctx (wrapping
// the context's error) or by a limit (wrapping ErrLimit); the tree is then
// nil.
func DijkstraContext[S comparable](ctx context.Context, nb WeightedNeighbors[S], goal func(S) bool, opts Options, starts ...S) (*CostTree[S], error) {
	return costSearch(ctx, "Dijkstra", qRadix, nb, goal, opts, starts)
}

// costSearch runs the search fn with the queue kind over nb.
func costSearch[S comparable](ctx context.Context, fn string, kind queueKind, nb WeightedNeighbors[S], goal func(S) bool, opts Options, starts []S) (*CostTree[S], error) {
	if nb == nil {
		panic("search: " + fn + " called with nil WeightedNeighbors")
	}
	k := checkWeighted(opts, fn, true)
	st := newStopper(ctx, fn)
	defer st.finish()
	w := newCsearch(st, fn, kind, nb, nil, goal, nil, opts, k)
	w, g := w.search(starts)
	if w.err != nil {
		return nil, w.err
	}
	return &CostTree[S]{w: w, goal: g}, nil
}
