package search

import (
	"errors"
	"fmt"
	"math"
	"slices"
)

// queueKind selects the priority queue of a search by cost.
type queueKind uint8

const (
	qRadix  queueKind = iota // Dijkstra: keys never below the last one taken
	qDeque                   // 0-1 BFS: no keys, costs sorted front to back
	qBucket                  // A*: buckets on f, keys that may decrease
	qDary                    // Dijkstra on a 4-ary heap, for the queue benchmark
)

// csearch is the one search by cost: Dijkstra's algorithm, 0-1 BFS and A*
// (h set), over the edges of a WeightedNeighbors or the unit-cost moves of
// a Neighbors. States are numbered by the one store with positions, in
// the order first reached, and keep their least cost and parent.
//
// A bound of k edges is exact: a state reached cheaply over many edges
// must not hide a dearer path over fewer edges that can still be
// extended. The search first runs as Dijkstra's algorithm on (cost,
// edges), one path per state, the cheapest and among those the one with
// the fewest edges; as long as no path it would keep has more than k
// edges, that is exactly the unbounded search, and its paths are the
// bounded answers. The first time one would, the bound binds, and the
// search starts again by rounds (rounds.go).
type csearch[S comparable] struct {
	fn    string
	wn    WeightedNeighbors[S] // nil over unit costs
	un    Neighbors[S]         // the unit-cost moves when wn is nil
	goal  func(S) bool
	h     func(S) int
	st    *stopper
	o     Options
	kind  queueKind
	k     int32 // the bound on edges, 0 for none
	fmax  int64 // A* over unit costs: a bound on f (MaxDepth), 0 for none
	limit int   // the most states it may reach

	seen   *states[S]
	ist    *indexStore
	ie     IndexEdger // over an Indexer, if wn has it
	order  []S        // the state at each position
	dist   []int64    // the least cost found so far, per position
	parent []int32    // the position it was reached from, -1 at a start
	depth  []int32    // with a bound: the edges of that path
	// Over an IndexEdger, the state's index, which IndexEdges takes: an
	// expansion then reads no state and calls no Index (without it, 743's
	// large instance took 1.12× the CPU, a 2000² arrow grid 1.5×).
	ixs    []int32
	closed bitset  // the positions settled with their current cost
	hv     []int32 // A*: h per position, saturated at 2³¹−1 (still admissible, still consistent)
	done   []int32 // positions in the order settled (Dijkstra, 0-1 BFS)
	goals  []int32 // the goals settled
	every  bool    // settle every goal of the least cost, not only the first

	rounds bool    // the search runs by rounds (rounds.go)
	rnd    rounds  // its rounds
	labels []label // its paths
	brec   []brec  // its record per position
	isGoal bitset  // the positions of goal states
	extra  extras  // Options.AllPaths: the other parents of least cost (paths.go)

	rq radixHeap
	dq daryHeap
	fq fqueue
	de deque

	from      int32 // the position (by rounds, the label) being expanded
	fromCost  int64
	fromDepth int32
	open      bool // the expansion under way accepts successors
	relax     func(S, int) bool
	relaxChk  func(S, int) bool // relax, checking v's index first
	unit      func(S) bool      // relax over unit costs
	unitChk   func(S) bool
	tb, cb    []int32 // buffers for ie
	expanded  int     // states expanded
	generated int     // successors yielded
	level     int64   // the cost (A*: f) of the layer being settled, -1 before the first
	inLevel   int     // states settled (A*: expanded) in it
	err       error
}

// errBoundBinds stops the first run of a search with a bound on edges
// once a path it keeps would pass the bound: it starts again by rounds.
var errBoundBinds = errors.New("search: the bound on edges binds")

// newCsearch makes the search fn over wn (or, if wn is nil, the unit-cost
// moves of un) with the given queue; k is the bound on edges (≥ 1) or 0.
func newCsearch[S comparable](st *stopper, fn string, kind queueKind, wn WeightedNeighbors[S], un Neighbors[S], goal func(S) bool, h func(S) int, o Options, k int) *csearch[S] {
	if u, ok := wn.(unitMoves[S]); ok {
		wn, un = nil, u.unitMoves() // the moves themselves, with no closure per expansion
	}
	w := &csearch[S]{fn: fn, wn: wn, un: un, goal: goal, h: h, st: st, o: o, kind: kind, k: int32(k), limit: maxPositions, from: -1, fromDepth: -1, level: -1}
	if o.MaxStates > 0 {
		w.limit = min(w.limit, o.MaxStates)
	}
	switch {
	case k > 0 && un != nil && h != nil:
		// A* over unit costs: with an admissible h, no path of k edges
		// passes through f > k.
		w.fmax, w.k = int64(k), 0
	case k > 0 && h != nil:
		w.h, w.kind = nil, qRadix // A* under a bound on edges runs as Dijkstra
	}
	if w.k > 0 && w.kind == qDeque {
		w.kind = qRadix // the deque orders by cost alone, not (cost, edges)
	}
	var g any = un
	if wn != nil {
		g = wn
	}
	w.seen = newStates[S](g, true, denseAtOnceKept)
	w.ist = w.seen.store
	w.relax = w.reach
	w.relaxChk = func(v S, c int) bool { w.seen.verify(v); return w.reach(v, c) }
	w.unit = func(v S) bool { return w.reach(v, 1) }
	w.unitChk = func(v S) bool { w.seen.verify(v); return w.reach(v, 1) }
	if ie, ok := g.(IndexEdger); ok && w.ist != nil && wn != nil && w.h == nil {
		w.ie, w.tb, w.cb = ie, make([]int32, 0, 64), make([]int32, 0, 64)
	}
	return w
}

// search runs w from starts and returns the search that answered, w or,
// if the bound binds, a new one by rounds, with the position of the goal
// it settled, or -1.
func (w *csearch[S]) search(starts []S) (*csearch[S], int32) {
	g := w.run(starts)
	if w.err == errBoundBinds {
		every := w.every
		w = newCsearch(w.st, w.fn, w.kind, w.wn, w.un, w.goal, w.h, w.o, int(w.k))
		w.every = every
		if g = w.byRounds(starts); w.o.OnLayer != nil { // the layers by cost, now known
			for _, p := range w.done {
				w.settled(w.brec[p].cost)
			}
		}
	}
	if w.err == nil {
		w.report() // the last layer
	}
	return w, g
}

// run places the starts and settles states in order until the queue is
// empty, a goal is settled (its position is returned; with w.every, the
// last state of its cost), or the search stops (w.err). It returns -1
// when no goal was settled.
func (w *csearch[S]) run(starts []S) int32 {
	if g, stop := w.place(starts); stop {
		return g
	}
	for w.queued() {
		p := w.take()
		if p < 0 {
			continue // stale
		}
		if len(w.goals) > 0 && w.dist[p] > w.dist[w.goals[0]] {
			w.closed.clear(int(p)) // past the goals' cost: not settled
			w.done = w.done[:len(w.done)-1]
			break
		}
		if w.goal != nil && w.goal(w.order[p]) {
			if w.goals = append(w.goals, p); !w.every {
				return p
			}
		}
		if w.expand(p); w.err != nil {
			return -1
		}
	}
	if len(w.goals) > 0 {
		return w.goals[0]
	}
	return -1
}

// place numbers and queues the distinct starts. It reports stop with the
// position of the first start that is a goal, or -1 with w.err set.
func (w *csearch[S]) place(starts []S) (int32, bool) {
	for _, s := range starts {
		w.seen.verify(s)
		p, added := w.seen.put(s, int32(len(w.order)))
		if !added {
			continue
		}
		if !w.add(s) {
			return -1, true
		}
		if w.ie != nil && !w.rounds {
			w.ixs[p] = int32(w.seen.index(s))
		}
		w.offer(p, 0, 0)
		if w.goal != nil && !w.every && w.goal(s) { // starts are tested first
			w.done = append(w.done, p)
			if !w.rounds {
				w.closed.set(int(p))
			}
			w.goals = append(w.goals, p)
			return p, true
		}
	}
	if w.st.stopped() {
		w.err = w.st.err(w.at())
		return -1, true
	}
	return -1, false
}

// add records s, just numbered at the next position, unless the state
// limit stops the search.
func (w *csearch[S]) add(s S) bool {
	if len(w.order) >= w.limit {
		what, n := w.at()
		w.err = w.st.limit(w.o, what, n, len(w.order)+1)
		w.open = false
		return false
	}
	p := len(w.order)
	w.order = append(doubled(w.order), s)
	if w.rounds {
		w.brec = append(doubled(w.brec), brec{cost: math.MaxInt64, first: -1, round: -1})
		if p>>6 == len(w.isGoal) {
			w.isGoal = append(w.isGoal, 0)
		}
		if w.goal != nil && w.goal(s) {
			w.isGoal.set(p)
		}
	} else {
		w.dist = append(doubled(w.dist), math.MaxInt64)
		w.parent = append(doubled(w.parent), -1)
		if w.k > 0 {
			w.depth = append(doubled(w.depth), math.MaxInt32)
		}
		if w.ie != nil {
			w.ixs = append(doubled(w.ixs), 0)
		}
		if w.o.AllPaths {
			w.extra.grow()
		}
		if p>>6 == len(w.closed) {
			w.closed = append(w.closed, 0)
		}
	}
	if w.h != nil {
		w.hv = append(w.hv, int32(min(hOf(w.h, s, w.fn), math.MaxInt32)))
	}
	return true
}

// doubled returns s with room for one more element, doubling its
// capacity when full: append grows a large slice by a quarter, which
// would copy a search's per-position arrays about five times over.
func doubled[T any](s []T) []T {
	if len(s) < cap(s) {
		return s
	}
	return slices.Grow(s, max(cap(s), 256))
}

// offer proposes cost c over an edge of cost e from w.from for the state
// at position p (a start: cost 0, from -1): the state keeps it if it is
// cheaper than its own, or as cheap over fewer edges under a bound.
func (w *csearch[S]) offer(p int32, c int64, e int) {
	switch {
	case w.rounds:
		w.offerRound(p, c)
	case w.k == 0:
		if c < w.dist[p] {
			w.dist[p], w.parent[p] = c, w.from
			w.closed.clear(int(p)) // A* reopens a closed state
			w.push(p, c, 0, e)
			if w.o.AllPaths {
				w.extra.reset(p)
			}
		} else if c == w.dist[p] && w.o.AllPaths {
			w.tie(p)
		}
	default:
		if d := w.fromDepth + 1; c < w.dist[p] || c == w.dist[p] && d < w.depth[p] {
			if d > w.k {
				w.err, w.open = errBoundBinds, false
				return
			}
			w.dist[p], w.parent[p], w.depth[p] = c, w.from, d
			w.push(p, c, d, e)
		}
	}
}

// reach handles the edge from w.from to v of cost c. Once it has returned
// false it ignores every call until the next expansion.
func (w *csearch[S]) reach(v S, c int) bool {
	if !w.open {
		return false
	}
	w.generated++
	if uint(c) > 1 && (c < 0 || w.kind == qDeque) {
		w.costly(v, c)
	}
	nc := w.fromCost + int64(c)
	if nc < w.fromCost {
		panic(fmt.Sprintf("search: %s: the cost of a path to %v overflows int64", w.fn, v))
	}
	p, added := int32(len(w.order)), false
	if st := w.ist; st == nil {
		p, added = w.seen.put(v, p)
	} else if i := w.seen.index(v); st.dense() {
		p, added = st.putDense(i, p)
	} else {
		p, added = st.put(i, p)
	}
	if added && !w.add(v) {
		return false
	}
	w.offer(p, nc, c)
	if w.err != nil || w.st.flagged() {
		w.open = false
		return false
	}
	return true
}

// expand expands position p from w.from, unless the context is done.
func (w *csearch[S]) expand(p int32) {
	if w.st.stopped() {
		w.err = w.st.err(w.at())
		return
	}
	w.expanded++
	w.open = true
	switch c := &w.seen.chk; {
	case w.ie != nil:
		w.expandIndex(p)
	case w.wn != nil:
		w.wn.Edges(w.order[p], pick(c, w.relax, w.relaxChk))
	default:
		w.un.Neighbors(w.order[p], pick(c, w.unit, w.unitChk))
	}
	w.open = false
	if w.err == nil && w.st.flagged() {
		w.err = w.st.err(w.at())
	}
}

// expandIndex relaxes the edges of position p that IndexEdges returns,
// with no call per edge and no Index per successor; the successors of a
// sampled expansion are checked against the Indexer.
func (w *csearch[S]) expandIndex(p int32) {
	var i int
	if w.rounds {
		i = w.seen.index(w.order[p])
	} else {
		i = int(w.ixs[p])
	}
	to, cost := w.ie.IndexEdges(i, w.tb[:0], w.cb[:0])
	if len(to) != len(cost) {
		panicLengths(w.fn, i, len(to), len(cost))
	}
	if len(to) > cap(w.tb) {
		w.tb, w.cb = make([]int32, 0, 2*len(to)), make([]int32, 0, 2*len(to))
	}
	w.generated += len(to)
	ist, n, chk := w.ist, uint(w.seen.n), w.seen.chk.due()
	for j, v := range to {
		c := cost[j]
		if uint32(c) > 1 && (c < 0 || w.kind == qDeque) {
			w.costly(w.seen.ix.State(int(v)), int(c))
		}
		if uint(v) >= n {
			panicIndexEdge(w.fn, i, v, int(n))
		}
		if chk {
			w.seen.chk.verifyIndex(int(v))
		}
		nc := w.fromCost + int64(c)
		q, added := int32(len(w.order)), false
		if ist.dense() {
			q, added = ist.putDense(int(v), q)
		} else {
			q, added = ist.put(int(v), q)
		}
		if added {
			if !w.add(w.seen.ix.State(int(v))) {
				return
			}
			if !w.rounds {
				w.ixs[q] = v
			}
		}
		switch { // offer, its common cases inlined
		case w.rounds:
			if nc < w.brec[q].cost && nc < w.rnd.best {
				w.offerRound(q, nc)
			}
		case w.k == 0:
			if !added && !w.o.AllPaths && w.closed.has(int(q)) {
				continue // settled: no cost is below its own (and its record stays out of the cache)
			}
			if nc < w.dist[q] {
				w.dist[q], w.parent[q] = nc, p
				w.closed.clear(int(q))
				w.push(q, nc, 0, int(c))
				if w.o.AllPaths {
					w.extra.reset(q)
				}
			} else if nc == w.dist[q] && w.o.AllPaths {
				w.tie(q)
			}
		default:
			if w.offer(q, nc, int(c)); w.err != nil {
				return
			}
		}
	}
}

// push queues position p, reached at cost c over d edges (0 without a
// bound) by an edge of cost e.
func (w *csearch[S]) push(p int32, c int64, d int32, e int) {
	switch w.kind {
	case qRadix:
		w.rq.push(uint64(c), uint32(d), p)
	case qDary:
		w.dq.push(uint64(c), p)
	case qBucket:
		f := w.fOf(p, c)
		if w.fmax > 0 && f > w.fmax {
			return // pruned: no path within the bound on f
		}
		w.fq.push(p, int(f))
	default:
		if e == 0 {
			w.de.pushFront(p)
		} else {
			w.de.pushBack(p)
		}
	}
}

// fOf is A*'s f = c + h at position p, saturated at math.MaxInt64.
func (w *csearch[S]) fOf(p int32, c int64) int64 {
	if h := int64(w.hv[p]); c <= math.MaxInt64-h {
		return c + h
	}
	return math.MaxInt64
}

func (w *csearch[S]) queued() bool {
	switch w.kind {
	case qRadix:
		return w.rq.n > 0
	case qDeque:
		return w.de.size > 0
	case qDary:
		return len(w.dq.a) > 0
	}
	return w.fq.n > 0
}

// take removes the next entry from the queue and settles its position,
// which it returns, unless the entry is stale (then -1).
func (w *csearch[S]) take() int32 {
	var key int64
	var d uint32
	var p int32
	switch w.kind {
	case qRadix:
		var k uint64
		k, d, p = w.rq.pop()
		key = int64(k)
	case qDary:
		k, v := w.dq.pop()
		key, p = int64(k), v
	case qBucket:
		v, f, _ := w.fq.pop()
		key, p = int64(f), v
	default:
		p = w.de.popFront()
		key = w.dist[p] // the first copy out holds the least cost
	}
	switch c := w.dist[p]; {
	case w.closed.has(int(p)):
		return -1 // settled already (A*: and not reopened since)
	case w.kind == qBucket && key != w.fOf(p, c), w.kind != qBucket && key != c, w.k > 0 && d != uint32(w.depth[p]):
		return -1 // stale: reached more cheaply since
	}
	w.closed.set(int(p))
	if w.h == nil {
		w.done = append(doubled(w.done), p)
	}
	if w.o.OnLayer != nil {
		w.settled(key)
	}
	w.from, w.fromCost = p, w.dist[p]
	if w.k > 0 {
		w.fromDepth = w.depth[p]
	}
	return p
}

// costly handles an edge of cost c > 1 to v when c is negative or the
// search is a 0-1 BFS (its callers test that first, so that the common
// dear edge costs no call): a negative cost panics, and the first cost
// above 1 moves a 0-1 BFS onto the radix heap.
func (w *csearch[S]) costly(v S, c int) {
	if c < 0 {
		panic(fmt.Sprintf("search: %s: Edges(%v) yielded %v with cost %d; costs must be ≥ 0", w.fn, w.order[w.posOf(w.from)], v, c))
	}
	if w.kind != qDeque {
		return
	}
	for w.de.size > 0 {
		p := w.de.popFront()
		w.rq.push(uint64(w.dist[p]), 0, p)
	}
	w.kind = qRadix
}

// settled counts a state settled at key (A*: f), reporting the layer
// before through OnLayer once key rises past it.
func (w *csearch[S]) settled(key int64) {
	if key > w.level {
		w.report()
		w.level, w.inLevel = key, 0
	}
	w.inLevel++
}

// report calls OnLayer for the layer being settled, if any.
func (w *csearch[S]) report() {
	if w.level >= 0 && w.o.OnLayer != nil {
		w.o.OnLayer(LayerStats{Cost: int(w.level), Size: w.inLevel, Reached: len(w.order), Expanded: w.expanded})
	}
}

// at says where the search is, for its errors: at the cost of the state
// being expanded, or for A* at the bound on f.
func (w *csearch[S]) at() (string, int) {
	if w.h != nil {
		return "bound", int(max(w.level, 0))
	}
	return "cost", int(w.fromCost)
}

// posOf is the position of the state that w.from stands for.
func (w *csearch[S]) posOf(from int32) int32 {
	if w.rounds {
		return w.labels[from].pos
	}
	return from
}

// pick returns the yield for the next expansion: chk if it is sampled,
// else f.
func pick[S comparable, F any](c *indexCheck[S], f, chk F) F {
	if c.due() {
		return chk
	}
	return f
}
