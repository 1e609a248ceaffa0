package search

import "context"

// ShortestPath returns one shortest path from a start to the first goal
// state reached, both ends included, or (nil, false) if no goal state is
// reachable. Starts are tested first, in the order given, so a start that
// satisfies goal yields a one-state path. Otherwise states are tested as
// they are discovered, in the order of [Layers], and the search stops at
// the first goal state, before the rest of its layer is generated. The
// path follows, from the goal backwards, the first state that reached each
// state. goal must not be nil. Time and memory are those of [BFS] over the
// states discovered before the goal, plus those of [Tree.PathTo].
//
// ShortestPath is the unbounded convenience for [ShortestPathContext].
func ShortestPath[S comparable](nb Neighbors[S], goal func(S) bool, starts ...S) ([]S, bool) {
	path, ok, err := ShortestPathContext(context.Background(), nb, goal, Options{}, starts...)
	if err != nil { // more than 2³¹−1 states
		panic("search: ShortestPath: " + err.Error() + "; use ShortestPathContext")
	}
	return path, ok
}

// ShortestPathContext is [ShortestPath] as a bounded search. Use [BFSTo]
// for every shortest path.
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
