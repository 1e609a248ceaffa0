package search

import (
	"context"
	"math"
	"slices"
)

// IDAStar returns a shortest path from start to a goal state, both ends
// included, or (nil, false) if the search proves that no goal state is
// reachable. It is iterative-deepening A* (Korf, 1985): a series of
// depth-first searches, each pruning the states whose f = g + h exceeds a
// bound, the first bound being h(start) and each next one the least f
// pruned by the previous pass.
//
// It keeps no visited set: its memory is the current path and, for each
// state on it, the successors still to be searched, O(depth · branching)
// states on an explicit stack. A state reached by several paths is
// expanded once per path and per pass; only the move straight back to the
// parent on the current path is skipped. Prefer IDAStar where the states
// within the final bound are far more than memory holds and there are few
// transpositions (sliding-tile puzzles with pattern databases); prefer
// [AStar] wherever its visited set fits, and always on graphs where many
// short paths lead to one state (grids, Towers of Hanoi), as IDAStar
// expands every path.
//
// h must return a value ≥ 0 (a negative one panics), and h(s) == 0 is
// expected of goal states. With an admissible h the path is a shortest one
// (consistency is not needed); an inadmissible h gives a real path of moves
// that may not be shortest. f = g + h saturates at math.MaxInt: a pass with
// that bound prunes nothing. start is tested first: if it is a goal, the
// path is [start]. Otherwise goal is tested on each successor within the
// bound as the depth-first search reaches it, in the order Neighbors
// yields them.
//
// IDAStar is the unbounded convenience for [IDAStarContext]: when no goal
// is reachable it ends only once a pass prunes nothing, which on a graph
// with cycles never happens.
func IDAStar[S comparable](nb Neighbors[S], h func(S) int, goal func(S) bool, start S) ([]S, bool) {
	path, ok, err := IDAStarContext(context.Background(), nb, h, goal, Options{}, start)
	mustNot(err, "IDAStar")
	return path, ok
}

// IDAStarContext is [IDAStar] as a bounded search. opts.MaxDepth bounds
// f: no pass uses a bound above it, so with an admissible h every path of
// at most MaxDepth moves is still found, and none longer is returned.
// IDAStar stores no states: opts.MaxStates bounds the states it generates
// over all passes, which bounds the stack's memory as well as time, even
// for a Neighbors that yields forever. opts.OnLayer is called after every
// pass: Cost is the pass's bound on f, Size the states it expanded,
// Reached the states generated so far.
func IDAStarContext[S comparable](ctx context.Context, nb Neighbors[S], h func(S) int, goal func(S) bool, opts Options, start S) ([]S, bool, error) {
	mustNeighbors(nb, "IDAStar")
	mustGoal(goal, "IDAStar")
	mustHeuristic(h, "IDAStar")
	opts.check("IDAStar", fieldOnLayer)
	st := newStopper(ctx, "IDAStar")
	defer st.finish()
	r := &idaRun[S]{nb: nb, h: h, goal: goal, o: opts, st: st}
	if goal(start) {
		return []S{start}, true, nil
	}
	r.collect = r.successor
	for bound := hOf(h, start, "IDAStar"); opts.depth() == 0 || bound <= opts.depth(); bound = r.next {
		expanded := r.expanded
		// Without a pruned successor, every state reachable was searched.
		r.pass(start, bound)
		if opts.OnLayer != nil {
			opts.OnLayer(LayerStats{Cost: bound, Size: r.expanded - expanded, Reached: r.generated, Expanded: r.expanded})
		}
		if r.err != nil || r.found || !r.pruned {
			break
		}
	}
	if !r.found {
		return nil, false, r.err
	}
	return append([]S(nil), r.path...), true, nil
}

// idaRun is the state of one IDAStarContext search. The depth-first
// search runs on an explicit stack: the successors of path[d] still to be
// searched are kids[frames[d]:] up to the next frame's start (or the end),
// in reverse order, so that the next one to search is the last.
type idaRun[S comparable] struct {
	nb      Neighbors[S]
	h       func(S) int
	goal    func(S) bool
	o       Options
	st      *stopper
	collect func(S) bool // r.successor, bound once so that expansions allocate nothing

	path   []S   // path[0] is the start; path[d] the state of frame d
	kids   []S   // the successors of every frame, still to be searched
	frames []int // where each frame's successors start in kids
	depth  int   // the frame being expanded
	open   bool  // collect accepts successors: it has not returned false
	bound  int   // the bound on f of this pass
	next   int   // the least f above bound seen in this pass, if pruned
	pruned bool  // a successor was pruned in this pass
	found  bool  // path ends at a goal
	err    error // why the search stopped

	expanded, generated int
}

// pass runs one depth-first search from start with bound; it sets found,
// err, pruned and next.
func (r *idaRun[S]) pass(start S, bound int) {
	r.bound, r.next, r.pruned, r.found = bound, 0, false, false
	r.path, r.kids, r.frames = append(r.path[:0], start), r.kids[:0], r.frames[:0]
	if !r.expand(0) {
		return
	}
	for d := 0; d >= 0; {
		n := len(r.kids)
		if n == r.frames[d] { // every successor of path[d] searched
			r.frames = r.frames[:d]
			d--
			continue
		}
		v := r.kids[n-1]
		r.kids = r.kids[:n-1]
		r.path = append(r.path[:d+1], v)
		if r.goal(v) {
			r.found = true
			return
		}
		if !r.expand(d + 1) {
			return
		}
		d++
	}
}

// expand pushes the frame of path[d] with its successors within the bound;
// it reports false if the search must stop.
func (r *idaRun[S]) expand(d int) bool {
	if r.st.stopped() {
		r.err = r.st.err("bound", r.bound)
		return false
	}
	r.expanded++
	lo := len(r.kids)
	r.frames = append(r.frames, lo)
	r.depth, r.open = d, true
	r.nb.Neighbors(r.path[d], r.collect)
	r.open = false
	slices.Reverse(r.kids[lo:])
	if r.err == nil && r.st.flagged() {
		r.err = r.st.err("bound", r.bound)
	}
	return r.err == nil
}

// successor receives a successor of path[r.depth]: the move back to the
// parent is skipped, one whose f exceeds the bound is pruned, any other is
// kept for the depth-first search. Once the context is known to be done,
// it asks Neighbors to stop.
func (r *idaRun[S]) successor(v S) bool {
	if !r.open {
		return false
	}
	r.generated++
	if r.o.over(r.generated) {
		r.err = r.st.limit(r.o, "bound", r.bound, r.generated)
		r.open = false
		return false
	}
	if d := r.depth; d == 0 || v != r.path[d-1] {
		if f := satAdd(d+1, hOf(r.h, v, "IDAStar")); f <= r.bound {
			r.kids = append(r.kids, v)
		} else if !r.pruned || f < r.next {
			r.next, r.pruned = f, true
		}
	}
	if r.st.flagged() {
		r.open = false
		return false
	}
	return true
}

// satAdd returns a + b for a, b ≥ 0, or math.MaxInt if that overflows.
func satAdd(a, b int) int {
	if b > math.MaxInt-a {
		return math.MaxInt
	}
	return a + b
}
