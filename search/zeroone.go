package search

import "context"

// ZeroOneBFS is [Dijkstra] for graphs whose edges cost 0 or 1, such as a
// grid where following an arrow is free and turning costs one: the queue
// is a double-ended queue instead of a heap (a state reached over a 0-cost
// edge goes to the front, over a 1-cost edge to the back), so every step
// is O(1) and the search costs O(V + E). It returns a cheapest path from
// one of starts to a goal state, its cost, and whether a goal state is
// reachable; an edge of any other cost panics.
//
// ZeroOneBFS is an unbounded convenience: on an infinite graph with no
// reachable goal it runs until memory runs out. [ZeroOneBFSContext] is the
// same search with a context, limits and the tree of costs.
func ZeroOneBFS[S comparable](nb WeightedNeighbors[S], goal func(S) bool, starts ...S) (path []S, cost int, ok bool) {
	mustGoal(goal, "ZeroOneBFS")
	t, err := ZeroOneBFSContext(context.Background(), nb, goal, Options{}, starts...)
	if err != nil {
		panic("search: ZeroOneBFS: " + err.Error() + "; use ZeroOneBFSContext")
	}
	return t.goalPath()
}

// ZeroOneBFSContext is [ZeroOneBFS] as a bounded search returning the
// tree of costs: with a nil goal every reachable state is settled. It
// honours ctx, opts.MaxStates and opts.MaxDepth as [DijkstraContext] does
// (with a depth bound it keeps labels per (state, edges used) and uses
// DijkstraContext's radix heap, since the deque orders by cost alone),
// and panics if opts.AllPaths or opts.OnLayer is set. Memory is that of
// DijkstraContext, with a deque of 4-byte slots as the queue.
func ZeroOneBFSContext[S comparable](ctx context.Context, nb WeightedNeighbors[S], goal func(S) bool, opts Options, starts ...S) (*CostTree[S], error) {
	return costSearch(ctx, "ZeroOneBFS", qDeque, nb, goal, opts, starts)
}
