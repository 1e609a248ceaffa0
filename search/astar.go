package search

import "context"

// Stats counts the work of a heuristic search, so that heuristics can be
// compared on the same problem: a better heuristic expands fewer states.
type Stats struct {
	// Expanded is the number of calls to Neighbors: IDAStar expands a
	// state again in every pass and on every path that reaches it, AStar
	// only when it finds a shorter path to it (never, if h is consistent).
	Expanded int
	// Generated is the number of successors yielded to the search.
	Generated int
	// Iterations is the number of depth-first passes of IDAStar, one per
	// bound on f; 1 for AStar.
	Iterations int
	// Bound is the largest bound on f used: IDAStar's last threshold,
	// AStar's f of the last state expanded.
	Bound int
}

// AStar returns a shortest path from one of starts to a goal state, both
// ends included, or (nil, false) if no goal state is reachable. It is A*
// (Hart, Nilsson & Raphael, 1968) on a unit-cost graph: states are expanded
// in order of f = g + h, where g is the number of moves from the nearest
// start and h(s) estimates the moves from s to the nearest goal.
//
// h must return a value ≥ 0 (a negative one panics), and h(s) == 0 is
// expected of goal states. With an admissible h (never above the true
// number of moves to the nearest goal) the path is a shortest one, and
// with a consistent h (h(u) ≤ 1 + h(v) for every move u→v) each state is
// expanded at most once; an admissible but inconsistent h reopens a state
// reached again by a shorter path. An inadmissible h gives a real path of
// moves that may not be shortest. With h = 0, AStar is a breadth-first
// search. It is the search [AStarCost] runs, over unit costs, and the
// queue's memory does not depend on f.
//
// Starts are tested first, in the order given; a start that satisfies goal
// yields a one-state path. Otherwise goal is tested as states are taken from
// the queue. A queue operation costs O(1) with a consistent h, O(log n)
// otherwise; among states of equal f the one pushed last comes out first.
// Memory is about 24 bytes plus one state per state reached, plus the
// visited set (see [Indexer] and [Packer]) and 4 bytes per queue entry
// (one per state queued or requeued).
//
// AStar is the unbounded convenience for [AStarContext].
func AStar[S comparable](nb Neighbors[S], h func(S) int, goal func(S) bool, starts ...S) ([]S, bool) {
	path, ok, _, err := AStarContext(context.Background(), nb, h, goal, Options{}, starts...)
	if err != nil {
		panic("search: AStar: " + err.Error() + "; use AStarContext")
	}
	return path, ok
}

// AStarContext is [AStar] as a bounded search, reporting its [Stats].
// opts.MaxStates counts the states reached, open and closed together.
// opts.MaxDepth bounds f: a successor with g + h > MaxDepth is not queued,
// so with an admissible h no path of at most MaxDepth moves is missed and
// none longer is returned. opts.OnLayer is called each time the f taken
// from the queue exceeds every f expanded before: Depth is the bound just
// completed, Size the states expanded since the previous call (with a
// consistent h, the contours of A*). Once a yield has returned false,
// further calls of it by the same expansion are ignored. A stopped search
// returns the stats of how far it went.
func AStarContext[S comparable](ctx context.Context, nb Neighbors[S], h func(S) int, goal func(S) bool, opts Options, starts ...S) ([]S, bool, Stats, error) {
	mustNeighbors(nb, "AStar")
	mustGoal(goal, "AStar")
	mustHeuristic(h, "AStar")
	opts.check("AStar", fieldAllPaths)
	st := newStopper(ctx, "AStar")
	defer st.finish()
	w := newCsearch(st, "AStar", qBucket, nil, nb, goal, h, opts, 0)
	w.fmax = int64(opts.MaxDepth)
	w, g := w.search(starts)
	if w.err != nil || g < 0 {
		return nil, false, w.stats, w.err
	}
	path, _, _ := (&CostTree[S]{w: w, goal: g}).goalPath()
	return path, true, w.stats, nil
}

// mustHeuristic panics on a nil heuristic.
func mustHeuristic[S any](h func(S) int, fn string) {
	if h == nil {
		panic("search: " + fn + " called with nil heuristic")
	}
}

// hOf calls h and panics on a negative estimate.
func hOf[S any](h func(S) int, s S, fn string) int {
	v := h(s)
	if v < 0 {
		panicHeuristic(fn, s, v)
	}
	return v
}
