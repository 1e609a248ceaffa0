package search

import "context"

// ShortestPath returns one shortest path from a start to the first goal
// state reached, both ends included, or (nil, false) if no goal state is
// reachable.
//
// Starts are tested first, in the order given, so a start that satisfies
// goal yields a one-state path. Otherwise states are tested as they are
// discovered, in the order of [Layers], and the search stops at the first
// goal state, before the rest of its layer is generated. The path follows,
// from the goal backwards, the first state that reached each state.
//
// ShortestPath is an unbounded convenience: on an infinite graph with no
// reachable goal it runs until memory runs out. [ShortestPathContext] is
// the same search with a context and limits. goal must not be nil. Time and
// memory are those of [BFS] over the states discovered before the goal,
// plus those of [Tree.PathTo] for the path.
func ShortestPath[S comparable](nb Neighbors[S], goal func(S) bool, starts ...S) ([]S, bool) {
	path, ok, err := ShortestPathContext(context.Background(), nb, goal, Options{}, starts...)
	if err != nil {
		// Without limits, only more than 2³¹−1 states (about 100 GB of
		// tree) can stop the search.
		panic("search: ShortestPath: " + err.Error() + "; use ShortestPathContext")
	}
	return path, ok
}

// ShortestPathContext is [ShortestPath] as a bounded search: it honours
// ctx, opts.MaxStates, opts.MaxDepth (no goal within that many moves gives
// ok == false) and opts.OnLayer (the goal's layer is reported as far as it
// was built), and runs on the calling goroutine. It panics if opts.AllPaths
// is set: use [BFSTo] for every shortest path.
//
// The error is non-nil only when the search was stopped, by ctx (wrapping
// the context's error) or by a limit (wrapping [ErrLimit]); the path is
// then nil.
func ShortestPathContext[S comparable](ctx context.Context, nb Neighbors[S], goal func(S) bool, opts Options, starts ...S) ([]S, bool, error) {
	mustNeighbors(nb, "ShortestPath")
	mustGoal(goal, "ShortestPath")
	opts.check("ShortestPath", fieldAllPaths)
	st := newStopper(ctx, "ShortestPath")
	defer st.finish()
	t, err := grow(st, nb, opts, 1, goal, true, starts)
	if err != nil || len(t.goals) == 0 {
		return nil, false, err
	}
	return t.pathFrom(t.goals[0]), true, nil
}
