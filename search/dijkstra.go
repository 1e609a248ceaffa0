package search

import "context"

// Dijkstra returns a cheapest path from one of starts to a goal state,
// both ends included, its cost, and whether a goal state is reachable. It
// is Dijkstra's algorithm (1959) on the implicit graph nb, which yields
// each move's cost: states are settled in order of their least cost from
// the nearest start, and the first goal state settled is returned, so its
// path is a cheapest one to any goal. Starts are tested first, in the
// order given: a start that is a goal is a one-state path of cost 0.
//
// Costs are the non-negative ints that nb yields; a negative cost, or a
// path cost beyond int64, panics. While every cost is 0 or 1 the queue is
// a double-ended queue (0-1 BFS: O(1) per step); from the first dearer
// edge on, a radix heap (docs/design.md has the measurement against a
// 4-ary heap): the search costs O(E + V log C) for V states reached, E
// edges examined and paths of cost up to C. Memory is about 24 bytes and
// one state per state reached, plus 16 bytes per queue entry (at most one
// per improving edge). Over a [ZeroOneFrontier], without MaxDepth, it
// settles whole cost classes a frontier at a time instead, in O(V + E),
// keeping a state per state reached beside the visited set.
//
// Dijkstra is the unbounded convenience for [DijkstraContext]: on an
// infinite graph with no reachable goal it runs until memory runs out.
func Dijkstra[S comparable](nb WeightedNeighbors[S], goal func(S) bool, starts ...S) (path []S, cost int, ok bool) {
	path, cost, ok, err := DijkstraContext(context.Background(), nb, goal, Options{}, starts...)
	mustNot(err, "Dijkstra")
	return path, cost, ok
}

// DijkstraContext is [Dijkstra] as a bounded search (the package doc
// says how bounded searches behave). opts.MaxDepth counts edges, not
// cost: "at most s stops" is MaxDepth s+1. The bound is exact: a state
// reached cheaply over many edges does not hide a dearer path over fewer
// edges that can still be extended, and the path returned is one with
// the fewest edges among the cheapest within it. The search first runs as
// Dijkstra's algorithm on (cost, edges), one path per state, which is the
// answer as long as no path it keeps has more than MaxDepth edges; once
// one would, it starts again by rounds of Bellman-Ford over the states
// whose cost fell in the round before, which costs O(k·E) time and O(k·V)
// memory at most for a bound of k edges (docs/design.md).
func DijkstraContext[S comparable](ctx context.Context, nb WeightedNeighbors[S], goal func(S) bool, opts Options, starts ...S) (path []S, cost int, ok bool, err error) {
	mustGoal(goal, "Dijkstra")
	t, err := costTree(ctx, "Dijkstra", qDeque, nb, goal, nil, opts, false, starts)
	if err != nil {
		return nil, 0, false, err
	}
	path, cost, ok = t.goalPath()
	return path, cost, ok, nil
}

// DijkstraTree returns the tree of every state reachable from starts with
// its least cost and a cheapest path: [Dijkstra] to everything. With a
// goal (not nil), it stops once every goal state of the least cost is
// settled ([Tree.Goals]). It is the unbounded convenience for
// [DijkstraTreeContext].
func DijkstraTree[S comparable](nb WeightedNeighbors[S], goal func(S) bool, starts ...S) *Tree[S] {
	t, err := DijkstraTreeContext(context.Background(), nb, goal, Options{}, starts...)
	mustNot(err, "DijkstraTree")
	return t
}

// DijkstraTreeContext is [DijkstraTree] as a bounded search, with
// MaxDepth as for [DijkstraContext]; OnLayer reports each cost settled.
// AllPaths records every cheapest path ([Tree.AllPathsTo],
// [Tree.CountPathsTo]), at two int32 per state and two per other parent
// of least cost; it is not honoured with MaxDepth (it panics).
func DijkstraTreeContext[S comparable](ctx context.Context, nb WeightedNeighbors[S], goal func(S) bool, opts Options, starts ...S) (*Tree[S], error) {
	return costTree(ctx, "DijkstraTree", qDeque, nb, goal, nil, opts, true, starts)
}

// costTree runs the search by cost fn; every says whether it settles
// every goal of the least cost, not only the first.
func costTree[S comparable](ctx context.Context, fn string, kind queueKind, nb WeightedNeighbors[S], goal func(S) bool, h func(S) int, opts Options, every bool, starts []S) (*Tree[S], error) {
	if nb == nil {
		panic("search: " + fn + " called with nil WeightedNeighbors")
	}
	honoured := fieldOnLayer
	if every { // a tree: DijkstraTree
		honoured |= fieldAllPaths
	}
	opts.check(fn, honoured)
	st := newStopper(ctx, fn)
	defer st.finish()
	if t, ok, err := zeroOneTree(st, fn, nb, goal, h, opts, every, starts); ok {
		return t, err
	}
	w := newCsearch(st, fn, kind, nb, nil, goal, h, opts, opts.depth())
	w.every = every
	w, _ = w.search(starts)
	if w.err != nil {
		return nil, w.err
	}
	return &Tree[S]{w: w, goals: w.goals}, nil
}

// goalPath is the answer of a path search: the first goal's path and
// cost.
func (t *Tree[S]) goalPath() ([]S, int, bool) {
	if t.b != nil {
		return t.b.goalPath()
	}
	if len(t.goals) == 0 {
		return nil, 0, false
	}
	l := t.first(t.goals[0])
	return t.pathFrom(l), int(t.cost(l)), true
}

// mustNot panics if a convenience's search, unbounded, failed: only past
// 2³¹−1 states.
func mustNot(err error, fn string) {
	if err != nil {
		panic("search: " + fn + ": " + err.Error() + "; use " + fn + "Context")
	}
}
