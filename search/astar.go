package search

import (
	"context"
	"fmt"
)

// AStar returns a cheapest path from one of starts to a goal state, both
// ends included, its cost, and whether a goal state is reachable. It is A*
// (Hart, Nilsson & Raphael, 1968): states are expanded in order of
// f = g + h, where g is the cost of the cheapest path found from a start
// and h(s) estimates the cost from s to the nearest goal. Over unit costs
// (a [Neighbors] through [UnitCost]) the cost is the number of moves.
//
// h must return a value ≥ 0 (a negative one panics), and 0 at goal
// states. It is admissible when it never exceeds the cheapest cost to a
// goal: the path is then a cheapest one. It is consistent when
// h(u) ≤ cost(u→v) + h(v) for every edge: each state is then expanded at
// most once; an admissible but inconsistent h reopens a state reached
// again more cheaply. An inadmissible h gives a real path that may not be
// cheapest. With h = 0, AStar is [Dijkstra]. Starts are tested first, in
// the order given; otherwise goal is tested as states are taken from the
// queue.
//
// The queue is a bucket queue on f over a sliding window, with a 4-ary
// heap beside it for the f values outside it (docs/design.md): O(1) per
// operation over unit costs with a consistent h, O(log n) otherwise; among
// states of equal f the one queued last comes out first. Memory is about
// 28 bytes and one state per state reached, plus the visited set (see
// [Indexer] and [Packer]) and 4 bytes per queue entry (16 for an f far
// from the least queued).
//
// AStar is the unbounded convenience for [AStarContext].
func AStar[S comparable](nb WeightedNeighbors[S], h func(S) int, goal func(S) bool, starts ...S) (path []S, cost int, ok bool) {
	path, cost, ok, err := AStarContext(context.Background(), nb, h, goal, Options{}, starts...)
	mustNot(err, "AStar")
	return path, cost, ok
}

// AStarContext is [AStar] as a bounded search. Over unit costs
// ([UnitCost]), opts.MaxDepth prunes every state whose f exceeds it,
// which with an admissible h misses no path of at most MaxDepth moves;
// over other costs, a bound on edges makes the search [DijkstraContext]'s
// (h is not used). OnLayer is called each time the f taken from the
// queue exceeds every f expanded before: Cost is the bound just completed,
// Size the states expanded under it (with a consistent h, the contours of
// A*).
func AStarContext[S comparable](ctx context.Context, nb WeightedNeighbors[S], h func(S) int, goal func(S) bool, opts Options, starts ...S) (path []S, cost int, ok bool, err error) {
	mustGoal(goal, "AStar")
	mustHeuristic(h, "AStar")
	t, err := costTree(ctx, "AStar", qBucket, nb, goal, h, opts, false, starts)
	if err != nil {
		return nil, 0, false, err
	}
	path, cost, ok = t.goalPath()
	return path, cost, ok, nil
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
		panic(fmt.Sprintf("search: %s: heuristic returned %d for %v; it must be ≥ 0", fn, v, s))
	}
	return v
}
