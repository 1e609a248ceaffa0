package search

import (
	"context"
	"fmt"
	"math"
	"time"
)

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
// search. f saturates at 2³¹−1 (the states beyond are expanded last, in no
// particular order), and the queue's memory does not depend on f.
//
// Starts are tested first, in the order given; a start that satisfies goal
// yields a one-state path. Otherwise goal is tested as states are taken from
// the queue. A queue operation costs O(1) with a consistent h, O(log n)
// otherwise; among states of equal f the one pushed last comes out first.
// Memory is about 20 bytes plus one state per state reached, plus the
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
	a := &astar[S]{nb: nb, h: h, goal: goal, o: opts, st: st, stopAt: maxPositions, from: -1, bound: -1, t0: time.Now()}
	if opts.MaxStates > 0 && opts.MaxStates < maxPositions {
		a.stopAt = opts.MaxStates + 1
	}
	a.seen = newStates(nb, true, denseAtOnceKept)
	a.visit = a.reach
	a.check = a.seen.chk.checked(a.visit)
	p, ok := a.place(starts)
	for !ok && a.err == nil {
		if p, ok = a.pop(); !ok {
			break
		}
		if ok = goal(a.order[p]); !ok {
			a.expand(p)
		}
	}
	if !ok {
		return nil, false, a.stats, a.err
	}
	return walkBack(a.order, a.parent, p), true, a.stats, nil
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

// astar is the state of one AStarContext search. States are numbered by
// the order in which they were first reached (positions).
type astar[S comparable] struct {
	nb     Neighbors[S]
	h      func(S) int
	goal   func(S) bool
	o      Options
	st     *stopper
	stopAt int // the number of states at which the search stops

	order  []S
	parent []int32 // -1 for a start
	g      []int32 // moves from the nearest start found so far
	hv     []int32 // h of each state, computed once, saturated at 2³¹−1
	closed bitset  // positions expanded with their current g
	queue  fqueue

	seen *states[S]

	from  int32 // position being expanded
	open  bool  // visit accepts successors: it has not returned false
	visit func(S) bool
	check func(S) bool // visit, checking the successor's index first
	stats Stats

	bound    int       // the largest f expanded so far, for OnLayer
	reported int       // stats.Expanded at the last OnLayer call
	t0       time.Time // when the search started
	err      error
}

// place queues the starts; it returns the position of the first start that
// is a goal, if any, else begins the search's one iteration unless the
// context is done.
func (a *astar[S]) place(starts []S) (int32, bool) {
	for _, s := range starts {
		a.seen.verify(s)
		if _, ok := a.seen.put(s, int32(len(a.order))); !ok {
			continue
		}
		p := a.add(s, 0)
		if p < 0 {
			return -1, false
		}
		if a.goal(s) {
			return p, true
		}
	}
	if a.st.stopped() {
		a.err = a.st.err(-1)
	} else {
		a.stats.Iterations = 1
	}
	return -1, false
}

// add records s, just entered in the visited set at the next position, at
// distance g from a start and queues it, unless its f exceeds MaxDepth. It
// returns its position, or -1 if the state limit stopped the search.
func (a *astar[S]) add(s S, g int) int32 {
	p := int32(len(a.order))
	if int(p)+1 >= a.stopAt {
		a.err = a.o.stopError("AStar", int(p)+1)
		return -1
	}
	hs := min(hOf(a.h, s, "AStar"), math.MaxInt32)
	a.order = append(a.order, s)
	a.parent = append(a.parent, a.from)
	a.g = append(a.g, int32(g))
	a.hv = append(a.hv, int32(hs))
	if len(a.order) > len(a.closed)*64 {
		a.closed = append(a.closed, 0)
	}
	a.push(p)
	return p
}

// fOf is the f of position p: g + h, saturated at 2³¹−1.
func (a *astar[S]) fOf(p int32) int {
	return int(min(int64(a.g[p])+int64(a.hv[p]), math.MaxInt32))
}

// push queues position p with its f, unless f exceeds MaxDepth.
func (a *astar[S]) push(p int32) {
	f := a.fOf(p)
	if a.o.MaxDepth > 0 && f > a.o.MaxDepth {
		return
	}
	a.queue.push(p, f)
}

// pop takes the next open position of least f, skipping entries made stale
// by a shorter path found later, and notes its f as the one expanded; ok
// is false when the queue is empty.
func (a *astar[S]) pop() (p int32, ok bool) {
	for {
		p, f, ok := a.queue.pop()
		if !ok {
			return -1, false
		}
		if !a.closed.has(int(p)) && a.fOf(p) == f {
			if a.stats.Bound = f; f > a.bound {
				a.raise(f)
			}
			return p, true
		}
	}
}

// raise makes f the largest f expanded, calling OnLayer for the bound it
// completes.
func (a *astar[S]) raise(f int) {
	if a.o.OnLayer != nil && a.bound >= 0 {
		a.o.OnLayer(LayerStats{Depth: a.bound, Size: a.stats.Expanded - a.reported, Reached: len(a.order), Elapsed: time.Since(a.t0)})
		a.reported = a.stats.Expanded
	}
	a.bound = f
}

// expand closes p and reaches its successors, unless the context is done.
func (a *astar[S]) expand(p int32) {
	if a.st.stopped() {
		a.err = a.st.err(-1)
		return
	}
	a.closed[p>>6] |= 1 << (uint(p) & 63)
	a.from = p
	a.stats.Expanded++
	a.open = true
	a.nb.Neighbors(a.order[p], a.seen.chk.pick(a.visit, a.check))
	a.open = false
	if a.err == nil && a.st.flagged() {
		a.err = a.st.err(-1)
	}
}

// reach handles a successor of a.from: new states are added, known ones
// reached by a shorter path are reopened. Once it has returned false it
// ignores every call until the next expansion.
func (a *astar[S]) reach(v S) bool {
	if !a.open {
		return false
	}
	a.stats.Generated++
	g := int(a.g[a.from]) + 1
	q, ok := a.seen.put(v, int32(len(a.order)))
	if ok {
		if a.add(v, g) < 0 {
			a.open = false
			return false
		}
	} else if int(a.g[q]) > g {
		a.g[q], a.parent[q] = int32(g), a.from
		a.closed[q>>6] &^= 1 << (uint(q) & 63)
		a.push(q)
	}
	if a.st.flagged() {
		a.open = false
		return false
	}
	return true
}
