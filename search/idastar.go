package search

import (
	"context"
	"fmt"
	"math"
)

// IDAStar returns a shortest path from start to a goal state, both ends
// included, or (nil, false) if the search proves that no goal state is
// reachable. It is iterative-deepening A* (Korf, 1985): a series of
// depth-first searches, each pruning the states whose f = g + h exceeds a
// bound, the first bound being h(start) and each next one the least f
// pruned by the previous pass.
//
// Its memory is linear in the depth of the search: the current path and
// one successor callback per level. It keeps no visited set, so a state
// reached by several paths is expanded once per path; it skips only the
// move straight back to the parent (the predecessor on the current path),
// which on undirected graphs such as puzzles removes the most common
// duplicate. Use it where the state space is far larger than memory and a
// good heuristic keeps the passes small; use [AStar] otherwise.
//
// h must return a value ≥ 0 (a negative one panics), and h(s) == 0 is
// expected of goal states. With an admissible h (never above the true
// number of moves to the nearest goal) the path is a shortest one;
// consistency (h(u) ≤ 1 + h(v) for every move u→v) is not needed. An
// inadmissible h gives a path that may not be shortest, but it is always a
// real path of moves from start to a goal state. start is tested first: if
// it is a goal, the path is [start]. Otherwise goal is tested on each
// successor within the bound, in the order Neighbors yields them.
//
// IDAStar is an unbounded convenience. When no goal is reachable it ends
// only once a pass prunes nothing, which on a graph with cycles never
// happens: it then runs forever. [IDAStarContext] is the same search with
// a context, a bound on f and a budget of expansions.
func IDAStar[S comparable](nb Neighbors[S], h func(S) int, goal func(S) bool, start S) ([]S, bool) {
	path, ok, _, err := IDAStarContext(context.Background(), nb, h, goal, Options{}, start)
	if err != nil {
		panic("search: IDAStar: " + err.Error() + "; use IDAStarContext")
	}
	return path, ok
}

// IDAStarContext is [IDAStar] as a bounded search, reporting its [Stats].
//
//   - opts.MaxDepth, if positive, is the bound on f: no pass uses a bound
//     above it, so with an admissible h every path of at most MaxDepth
//     moves is still found, and none longer is returned (ok == false, not
//     an error).
//   - opts.MaxStates, if positive, is a budget of generated states (the
//     successors yielded, [Stats].Generated) over all passes: IDAStar
//     stores no states, so it bounds time, not memory, and it stops even
//     a Neighbors that yields forever. One more stops the search with an
//     error wrapping [ErrLimit].
//   - ctx is checked before every expansion and, through a flag, for every
//     successor.
//
// It runs on the calling goroutine (Workers is ignored) and panics if
// opts.AllPaths or opts.OnLayer is set. The error is non-nil only when the
// search was stopped; the path is then nil, and the stats say how far it
// went.
func IDAStarContext[S comparable](ctx context.Context, nb Neighbors[S], h func(S) int, goal func(S) bool, opts Options, start S) ([]S, bool, Stats, error) {
	mustNeighbors(nb, "IDAStar")
	mustGoal(goal, "IDAStar")
	mustHeuristic(h, "IDAStar")
	opts.check("IDAStar", fieldAllPaths|fieldOnLayer)
	st := newStopper(ctx, "IDAStar")
	defer st.finish()
	r := &idaRun[S]{nb: nb, h: h, goal: goal, o: opts, st: st}
	if goal(start) {
		return []S{start}, true, r.stats, nil
	}
	r.path = append(r.path, start)
	bound := hOf(h, start, "IDAStar")
	for {
		if opts.MaxDepth > 0 && bound > opts.MaxDepth {
			return nil, false, r.stats, nil
		}
		r.stats.Iterations++
		r.stats.Bound = bound
		r.bound, r.next = bound, math.MaxInt
		r.dfs(0)
		switch {
		case r.err != nil:
			return nil, false, r.stats, r.err
		case r.found:
			return append([]S(nil), r.path...), true, r.stats, nil
		case r.next == math.MaxInt:
			// Nothing was pruned: every state reachable from start was
			// searched exhaustively.
			return nil, false, r.stats, nil
		}
		bound = r.next
	}
}

// idaRun is the state of one IDAStarContext search.
type idaRun[S comparable] struct {
	nb    Neighbors[S]
	h     func(S) int
	goal  func(S) bool
	o     Options
	st    *stopper
	path  []S            // path[0] is the start; path[d] the state at depth d
	yield []func(S) bool // yield[d] receives the successors of path[d]
	bound int            // the bound on f of this pass
	next  int            // the least f above bound seen in this pass
	found bool           // path ends at a goal
	err   error          // why the search stopped
	stats Stats
}

// dfs expands path[d] and searches below it; it reports whether the pass
// must end (a goal found, or the search stopped).
func (r *idaRun[S]) dfs(d int) bool {
	if r.st.stopped() {
		r.err = r.st.err(d)
		return true
	}
	r.stats.Expanded++
	for len(r.yield) <= d {
		r.yield = append(r.yield, r.successor(len(r.yield)))
	}
	r.nb.Neighbors(r.path[d], r.yield[d])
	if r.err == nil && !r.found && r.st.flagged() {
		r.err = r.st.err(d)
	}
	return r.found || r.err != nil
}

// successor returns the callback that handles the successors of the state
// at depth d: made once per depth, so that expansions allocate nothing.
func (r *idaRun[S]) successor(d int) func(S) bool {
	return func(v S) bool {
		r.stats.Generated++
		if r.o.over(r.stats.Generated) {
			r.err = fmt.Errorf("%w: more than %d states generated (Options.MaxStates)", ErrLimit, r.o.MaxStates)
			return false
		}
		if d > 0 && v == r.path[d-1] {
			return !r.st.flagged()
		}
		f := d + 1 + hOf(r.h, v, "IDAStar")
		if f > r.bound {
			r.next = min(r.next, f)
			return !r.st.flagged()
		}
		r.path = append(r.path[:d+1], v)
		if r.goal(v) {
			r.found = true
			return false
		}
		if r.dfs(d + 1) {
			return false
		}
		r.path = r.path[:d+1]
		return !r.st.flagged()
	}
}
