package search

import (
	"cmp"
	"context"
	"math"
	"slices"
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
	mustGoal(goal, "Dijkstra")
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
	st := newStopper(ctx, fn)
	defer st.finish()
	if opts.MaxDepth > 0 {
		return depthSearch(st, fn, nb, goal, opts, starts)
	}
	w := newWsearch(st, fn, kind, nb, goal, nil, opts)
	g := w.run(starts)
	if w.err != nil {
		return nil, w.err
	}
	return &CostTree[S]{n: w.settledN, last: w.last, goal: g, view: w}, nil
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

// wrec is what a search without a depth bound keeps per state.
type wrec struct {
	dist   int64 // least cost found so far
	parent int32 // slot, -1 for a start
	closed int32 // once settled with its current dist: 1 + the states settled before
}

// wsearch is one weighted search without a depth bound: Dijkstra, 0-1 BFS
// or A* (h != nil), by slots of the label store.
type wsearch[S comparable] struct {
	fn       string
	nb       WeightedNeighbors[S]
	goal     func(S) bool
	h        func(S) int
	st       *stopper
	kind     queueKind
	store    *labelStore[S, wrec]
	settledN int   // states settled
	last     int32 // slot settled last

	rq radixHeap
	dq daryHeap
	de deque

	from     int32 // slot being expanded
	fromCost int64
	relax    func(S, int) bool
	ie       IndexEdger // in dense mode, if nb has it
	tb, cb   []int32    // buffers for ie
	stats    Stats
	opts     Options
	err      error
}

func newWsearch[S comparable](st *stopper, fn string, kind queueKind, nb WeightedNeighbors[S], goal func(S) bool, h func(S) int, o Options) *wsearch[S] {
	limit := math.MaxInt32
	if o.MaxStates > 0 {
		limit = min(limit, o.MaxStates)
	}
	w := &wsearch[S]{fn: fn, nb: nb, goal: goal, h: h, st: st, kind: kind, store: newLabelStore[S, wrec](nb, limit), opts: o, from: -1}
	w.relax = w.reach
	if ie, ok := nb.(IndexEdger); ok && w.store.ix != nil && h == nil {
		w.ie, w.tb, w.cb = ie, make([]int32, 0, 64), make([]int32, 0, 64)
	}
	return w
}

// run places the starts and settles states until the queue is empty, a
// goal is settled (its slot is returned), or the search is stopped
// (w.err). It returns -1 when no goal was settled.
func (w *wsearch[S]) run(starts []S) int32 {
	for _, s := range starts {
		p, r, added := w.store.add(s)
		if p < 0 {
			w.err = weightedLimit(w.opts, w.fn)
			return -1
		}
		if added {
			r.parent = -1
			w.push(w.hOf(s), p, 0)
		}
	}
	for w.queued() {
		key, p := w.pop()
		r := w.store.rec(p)
		if r.closed != 0 {
			continue // settled already (A*: and not reopened since)
		}
		if w.kind == qDeque {
			key = uint64(r.dist) // the first copy out holds the least cost
		} else if w.h == nil && int64(key) != r.dist {
			continue // stale: reached more cheaply since
		} else if w.h != nil && int64(key) != r.dist+w.hOf(w.store.state(p)) {
			continue
		}
		if w.settledN == math.MaxInt32-1 {
			w.err = weightedLimit(Options{}, w.fn)
			return -1
		}
		w.settledN++
		r.closed, w.last = int32(w.settledN), p
		w.stats.Bound = int(key)
		if w.goal != nil && w.goal(w.store.state(p)) {
			return p
		}
		if w.st.stopped() {
			w.err = stopErr(w.st, w.fn)
			return -1
		}
		w.from, w.fromCost = p, r.dist
		w.stats.Expanded++
		if w.ie != nil {
			w.expandIndex(p)
		} else {
			w.nb.Edges(w.store.state(p), w.relax)
		}
		if w.err == nil && w.st.flagged() {
			w.err = stopErr(w.st, w.fn)
		}
		if w.err != nil {
			return -1
		}
	}
	return -1
}

// hOf is the heuristic at s, 0 without one. A* calls it when it queues a
// state and when it takes one from the queue, rather than keeping it.
func (w *wsearch[S]) hOf(s S) int64 {
	if w.h == nil {
		return 0
	}
	v := w.h(s)
	if v < 0 {
		panicHeuristic(w.fn, s, v)
	}
	return int64(v)
}

// reach handles the edge from w.from to v of cost c.
func (w *wsearch[S]) reach(v S, c int) bool {
	w.stats.Generated++
	if uint(c) > 1 && (c < 0 || w.kind == qDeque) {
		panicCost(w.fn, w.store.state(w.from), v, c, w.kind == qDeque)
	}
	nd := w.fromCost + int64(c)
	if nd < 0 {
		panicOverflow(w.fn, v)
	}
	p, r, added := w.store.add(v)
	if p < 0 {
		w.err = weightedLimit(w.opts, w.fn)
		return false
	}
	if added || nd < r.dist {
		r.dist, r.parent, r.closed = nd, w.from, 0 // A* reopens a closed state
		w.push(nd+w.hOf(v), p, int64(c))
	}
	return !w.st.flagged()
}

// expandIndex relaxes the edges of slot p (an index) that IndexEdges
// returns: reach inlined over two slices, without a call per edge.
func (w *wsearch[S]) expandIndex(p int32) {
	to, cost := w.ie.IndexEdges(int(p), w.tb[:0], w.cb[:0])
	if len(to) != len(cost) {
		panicLengths(w.fn, p, len(to), len(cost))
	}
	if len(to) > cap(w.tb) {
		w.tb, w.cb = make([]int32, 0, 2*len(to)), make([]int32, 0, 2*len(to))
	}
	w.stats.Generated += len(to)
	st, n := w.store, uint(w.store.n)
	for j, v := range to {
		c := cost[j]
		if uint32(c) > 1 && (c < 0 || w.kind == qDeque) {
			panicCost(w.fn, st.state(p), st.ix.State(int(v)), int(c), w.kind == qDeque)
		}
		if uint(v) >= n {
			panicIndexEdge(w.fn, p, v, int(n))
		}
		nd := w.fromCost + int64(c)
		if nd < 0 {
			panicOverflow(w.fn, st.ix.State(int(v)))
		}
		pg := st.pages[v>>pageBits]
		if pg == nil {
			pg = new(page[wrec])
			st.pages[v>>pageBits] = pg
		}
		wd, m := (v&pageMask)>>6, uint64(1)<<(uint(v)&63)
		r := &pg.recs[v&pageMask]
		if pg.seen[wd]&m == 0 {
			if st.count >= st.limit {
				w.err = weightedLimit(w.opts, w.fn)
				return
			}
			st.count++
			pg.seen[wd] |= m
		} else if nd >= r.dist {
			continue
		}
		r.dist, r.parent, r.closed = nd, p, 0
		switch {
		case w.kind == qRadix:
			w.rq.push(uint64(nd), v)
		case w.kind == qDary:
			w.dq.push(uint64(nd), v)
		case c == 0:
			w.de.pushFront(v)
		default:
			w.de.pushBack(v)
		}
	}
	if w.st.flagged() {
		w.err = stopErr(w.st, w.fn)
	}
}

// push queues slot p under key, reached over an edge of cost c.
func (w *wsearch[S]) push(key int64, p int32, c int64) {
	switch w.kind {
	case qRadix:
		w.rq.push(uint64(key), p)
	case qDary:
		w.dq.push(uint64(key), p)
	default:
		if c == 0 {
			w.de.pushFront(p)
		} else {
			w.de.pushBack(p)
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
	return 0, w.de.popFront()
}

// The tree view: labels are slots.

func (w *wsearch[S]) state(slot int32) S     { return w.store.state(slot) }
func (w *wsearch[S]) first(slot int32) int32 { return slot }
func (w *wsearch[S]) cost(l int32) int64     { return w.store.rec(l).dist }
func (w *wsearch[S]) parent(l int32) int32   { return w.store.rec(l).parent }
func (w *wsearch[S]) stateOf(l int32) S      { return w.store.state(l) }

func (w *wsearch[S]) order() []int32 {
	var slots []int32
	w.store.each(func(p int32, r *wrec) {
		if r.closed != 0 {
			slots = append(slots, p)
		}
	})
	slices.SortFunc(slots, func(a, b int32) int { return cmp.Compare(w.store.rec(a).closed, w.store.rec(b).closed) })
	return slots
}

func (w *wsearch[S]) settled(s S) (int32, bool) {
	p, r, ok := w.store.find(s)
	return p, ok && r.closed != 0
}
