package search

import (
	"context"
	"math"
)

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
	mustGoalW(goal, "Dijkstra")
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
// of at most k edges count, so "at most s stops" is MaxDepth s+1. The bound
// is exact: a state reached cheaply over many edges does not hide a
// dearer path over fewer edges that can still be extended. The search
// then keeps labels per (state, edges used) and drops a label only when
// another one at the same state is both no dearer and no longer, which
// settles each state at most MaxDepth+1 times. It runs on the calling
// goroutine (Workers is ignored) and panics if opts.AllPaths or
// opts.OnLayer is set.
//
// Costs are the non-negative ints that nb yields; a negative cost, or a
// path cost beyond int64, panics. The queue is a radix heap (see
// docs/design.md for the measurement against a 4-ary heap): the search
// costs O(E + V log C) for paths of cost up to C, with V states reached and
// E edges examined. Memory is about 16 bytes and one state per state
// reached, plus 16 bytes per queue entry (at most one per improving edge);
// with a depth bound, 20 bytes more per label. With an [Indexer] the
// state-to-position map is dense pages over [0, Len()), allocated as they
// are reached, instead of a Go map.
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
	checkWeighted(opts, fn, true)
	st := newWstop(ctx, fn)
	defer st.finish()
	if opts.MaxDepth > 0 {
		return depthSearch(st, fn, nb, goal, opts, starts)
	}
	w := newWsearch(st, fn, kind, nb, goal, nil, opts)
	g := w.run(starts)
	if w.err != nil {
		return nil, w.err
	}
	return &CostTree[S]{store: w.store, order: w.order, cost: w.dist, parent: w.parent, settled: w.closed, goal: g}, nil
}

func mustGoalW[S any](goal func(S) bool, fn string) {
	if goal == nil {
		panic("search: " + fn + " called with nil goal")
	}
}

// goalPath is the answer of the conveniences: the goal's path and cost.
func (t *CostTree[S]) goalPath() ([]S, int, bool) {
	g, ok := t.Goal()
	if !ok {
		return nil, 0, false
	}
	path, _ := t.PathTo(g)
	c, _ := t.Cost(g)
	return path, c, true
}

// queueKind selects the priority queue of a weighted search.
type queueKind uint8

const (
	qRadix queueKind = iota // Dijkstra: monotone keys
	qDary                   // A*: keys that may decrease; Dijkstra in tests
	qDeque                  // 0-1 BFS
)

// wsearch is one weighted search without a depth bound: Dijkstra, 0-1 BFS
// or A* (h != nil), by positions.
type wsearch[S comparable] struct {
	fn    string
	nb    WeightedNeighbors[S]
	goal  func(S) bool
	h     func(S) int
	st    *wstop
	kind  queueKind
	store *labelStore[S]

	dist   []int64  // least cost found so far, by position
	hv     []int64  // A*: h of each position
	parent []int32  // by position, -1 for a start
	closed []uint64 // positions settled with their current dist
	order  []int32  // positions in the order settled

	rq radixHeap
	dq daryHeap
	de deque

	from     int32 // position being expanded
	fromCost int64
	relax    func(S, int) bool
	stats    Stats
	opts     Options
	err      error
}

func newWsearch[S comparable](st *wstop, fn string, kind queueKind, nb WeightedNeighbors[S], goal func(S) bool, h func(S) int, o Options) *wsearch[S] {
	limit := math.MaxInt32
	if o.MaxStates > 0 {
		limit = min(limit, o.MaxStates)
	}
	w := &wsearch[S]{fn: fn, nb: nb, goal: goal, h: h, st: st, kind: kind, store: newLabelStore[S](nb, limit), opts: o, from: -1}
	w.relax = w.reach
	return w
}

// run places the starts and settles states until the queue is empty, a
// goal is settled (its position is returned), or the search is stopped
// (w.err). It returns -1 when no goal was settled.
func (w *wsearch[S]) run(starts []S) int32 {
	for _, s := range starts {
		if w.add(s, 0) < 0 {
			return -1
		}
	}
	for w.queued() {
		key, p := w.pop()
		if int64(key) != w.dist[p]+w.hOf(p) {
			continue // stale: p was reached more cheaply since
		}
		w.closed[p>>6] |= 1 << (uint(p) & 63)
		w.order = append(w.order, p)
		w.stats.Bound = int(key)
		s := w.store.states[p]
		if w.goal != nil && w.goal(s) {
			return p
		}
		if w.st.stopped() {
			w.err = w.st.err(w.fn)
			return -1
		}
		w.from, w.fromCost = p, w.dist[p]
		w.stats.Expanded++
		w.nb.Edges(s, w.relax)
		if w.err == nil && w.st.flag.Load() {
			w.err = w.st.err(w.fn)
		}
		if w.err != nil {
			return -1
		}
	}
	return -1
}

func (w *wsearch[S]) hOf(p int32) int64 {
	if w.hv == nil {
		return 0
	}
	return w.hv[p]
}

// add reaches s at cost c from w.from; it returns its position, or -1
// when the state limit stopped the search.
func (w *wsearch[S]) add(s S, c int64) int32 {
	p, added := w.store.add(s)
	if p < 0 {
		w.err = weightedLimit(w.opts, w.fn)
		return -1
	}
	if added {
		w.dist = append(w.dist, c)
		w.parent = append(w.parent, w.from)
		if len(w.dist) > len(w.closed)*64 {
			w.closed = append(w.closed, 0)
		}
		if w.h != nil {
			hs := w.h(s)
			if hs < 0 {
				panicHeuristic(w.fn, s, hs)
			}
			w.hv = append(w.hv, int64(hs))
		}
		w.push(c+w.hOf(p), p, c-w.fromCost)
	}
	return p
}

// reach handles the edge from w.from to v of cost c.
func (w *wsearch[S]) reach(v S, c int) bool {
	w.stats.Generated++
	if uint(c) > 1 && (c < 0 || w.kind == qDeque) {
		panicCost(w.fn, w.store.states[w.from], v, c, w.kind == qDeque)
	}
	nd := w.fromCost + int64(c)
	if nd < 0 {
		panicOverflow(w.fn, v)
	}
	n := len(w.dist)
	p := w.add(v, nd)
	if p < 0 {
		return false
	}
	if int(p) < n && nd < w.dist[p] {
		w.dist[p], w.parent[p] = nd, w.from
		w.closed[p>>6] &^= 1 << (uint(p) & 63) // A* reopens
		w.push(nd+w.hOf(p), p, int64(c))
	}
	return !w.st.flag.Load()
}

// push queues position p under key, reached over an edge of cost c.
func (w *wsearch[S]) push(key int64, p int32, c int64) {
	switch w.kind {
	case qRadix:
		w.rq.push(uint64(key), p)
	case qDary:
		w.dq.push(uint64(key), p)
	default:
		if c == 0 {
			w.de.pushFront(uint64(key), p)
		} else {
			w.de.pushBack(uint64(key), p)
		}
	}
}

func (w *wsearch[S]) queued() bool {
	switch w.kind {
	case qRadix:
		return w.rq.n > 0
	case qDary:
		return len(w.dq.a) > 0
	}
	return w.de.size > 0
}

func (w *wsearch[S]) pop() (uint64, int32) {
	switch w.kind {
	case qRadix:
		return w.rq.pop()
	case qDary:
		return w.dq.pop()
	}
	return w.de.popFront()
}
