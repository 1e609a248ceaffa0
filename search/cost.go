package search

import (
	"math"
	"time"
)

// queueKind selects the priority queue of a search by cost.
type queueKind uint8

const (
	qRadix  queueKind = iota // Dijkstra: keys never below the last one taken
	qDeque                   // 0-1 BFS: no keys, costs sorted front to back
	qBucket                  // A*: buckets on f, keys that may decrease
	qDary                    // Dijkstra on a 4-ary heap, for the queue benchmark
)

// mode is how a search by cost keeps its paths: a record per state
// without a bound on edges; with one, labels (labels.go), or rounds
// (rounds.go).
type mode uint8

const (
	mStates mode = iota
	mLabels
	mRounds
)

// wrec is what a search without a bound on edges keeps per position.
type wrec struct {
	dist   int64 // least cost found so far
	parent int32 // position, -1 for a start
	closed bool  // settled with its current dist
}

// csearch is the one search by cost: Dijkstra's algorithm, 0-1 BFS and A*
// (h set), over the edges of a WeightedNeighbors or the unit-cost moves of
// a Neighbors, with or without a bound on edges. States are numbered by
// the one store with positions, in the order first reached; what is kept
// per position and how the queue is ordered depend on the kind and mode.
type csearch[S comparable] struct {
	fn    string
	wn    WeightedNeighbors[S] // nil over unit costs
	un    Neighbors[S]         // the unit-cost moves when wn is nil
	goal  func(S) bool
	h     func(S) int
	st    *stopper
	o     Options
	kind  queueKind
	mode  mode
	k     int32 // the bound on edges, 0 for none
	fmax  int64 // A* over unit costs: a bound on f (MaxDepth), 0 for none
	limit int   // the most states it may reach

	seen  *states[S]
	ist   *indexStore
	ie    IndexEdger // over an Indexer, if wn has it
	order []S        // the state at each position
	rec   []wrec     // per position, mode mStates
	hv    []int64    // A*: h per position
	done  []int32    // positions in the order settled (Dijkstra, 0-1 BFS)

	labels []label // modes mLabels and mRounds
	brec   []brec  // per position, modes mLabels and mRounds
	rnd    rounds

	rq radixHeap
	dq daryHeap
	fq fqueue
	de deque

	from      int32 // the position (mStates) or label being expanded
	fromCost  int64
	fromDepth int32
	open      bool // the expansion under way accepts successors
	relax     func(S, int) bool
	relaxChk  func(S, int) bool // relax, checking v's index first
	unit      func(S) bool      // relax over unit costs
	unitChk   func(S) bool
	tb, cb    []int32 // buffers for ie
	stats     Stats
	bound     int64 // A*: the largest f expanded, for OnLayer
	reported  int
	t0        time.Time
	err       error
}

// newCsearch makes the search fn over wn (or, if wn is nil, the unit-cost
// moves of un) with the given queue; k is the bound on edges (≥ 1) or 0.
func newCsearch[S comparable](st *stopper, fn string, kind queueKind, wn WeightedNeighbors[S], un Neighbors[S], goal func(S) bool, h func(S) int, o Options, k int) *csearch[S] {
	w := &csearch[S]{fn: fn, wn: wn, un: un, goal: goal, h: h, st: st, o: o, kind: kind, k: int32(k), limit: maxPositions, t0: time.Now(), from: -1, fromDepth: -1, bound: -1}
	if o.MaxStates > 0 {
		w.limit = min(w.limit, o.MaxStates)
	}
	var g any = un
	if wn != nil {
		g = wn
	}
	if k > 0 {
		w.mode = mLabels
	}
	w.seen = newStates[S](g, true, denseAtOnceKept)
	w.ist = w.seen.store
	w.relax = w.reach
	w.relaxChk = func(v S, c int) bool { w.seen.verify(v); return w.reach(v, c) }
	w.unit = func(v S) bool { return w.reach(v, 1) }
	w.unitChk = func(v S) bool { w.seen.verify(v); return w.reach(v, 1) }
	if ie, ok := g.(IndexEdger); ok && w.ist != nil && wn != nil && h == nil {
		w.ie, w.tb, w.cb = ie, make([]int32, 0, 64), make([]int32, 0, 64)
	}
	return w
}

// search runs w from starts in its mode and returns the position of the
// goal it settled, or -1. A search by labels that keeps more than eight
// labels per state reached starts again by rounds, which bound its work
// and memory (docs/design.md).
func (w *csearch[S]) search(starts []S) int32 {
	if w.mode == mLabels && w.goal == nil {
		w.mode = mRounds
	}
	if w.mode == mRounds {
		return w.byRounds(starts)
	}
	g := w.run(starts)
	if w.err == errTooManyLabels {
		*w = *newCsearch(w.st, w.fn, w.kind, w.wn, w.un, w.goal, w.h, w.o, int(w.k))
		w.mode = mRounds
		return w.byRounds(starts)
	}
	return g
}

// run places the starts and settles states (or labels) in order until the
// queue is empty, a goal is settled (its position is returned), or the
// search stops (w.err). It returns -1 when no goal was settled.
func (w *csearch[S]) run(starts []S) int32 {
	if g, stop := w.place(starts); stop {
		return g
	}
	for w.queued() {
		p, d, fresh := w.take()
		if p < 0 {
			continue // stale
		}
		if fresh && w.goal != nil && w.goal(w.order[p]) {
			return p
		}
		if w.k > 0 && d >= w.k {
			continue // no edge left
		}
		if w.expand(p); w.err != nil {
			return -1
		}
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
		w.offer(p, 0, 0)
		if w.goal != nil && w.goal(s) {
			w.settleStart(p)
			return p, true
		}
	}
	if w.st.stopped() {
		w.err = stopErr(w.st, w.fn)
		return -1, true
	}
	w.stats.Iterations = 1
	return -1, false
}

// add records s, just numbered at the next position, unless the state
// limit stops the search.
func (w *csearch[S]) add(s S) bool {
	if len(w.order) >= w.limit {
		w.err = weightedLimit(w.o, w.fn)
		w.open = false
		return false
	}
	w.order = append(w.order, s)
	switch w.mode {
	case mStates:
		w.rec = append(w.rec, wrec{dist: math.MaxInt64, parent: -1})
	default:
		w.brec = append(w.brec, brec{first: -1, minDepth: w.k + 1, tent: -1})
	}
	if w.h != nil {
		w.hv = append(w.hv, int64(hOf(w.h, s, w.fn)))
	}
	return true
}

// offer proposes cost c over an edge of cost e from w.from for the state
// at position p (a start: cost 0, from -1).
func (w *csearch[S]) offer(p int32, c int64, e int) {
	switch w.mode {
	case mLabels:
		w.offerLabel(p, c)
	case mRounds:
		w.offerRound(p, c)
	default:
		if r := &w.rec[p]; c < r.dist {
			r.dist, r.parent, r.closed = c, w.from, false // A* reopens a closed state
			w.push(p, c, e)
		}
	}
}

// reach handles the edge from w.from to v of cost c. Once it has returned
// false it ignores every call until the next expansion.
func (w *csearch[S]) reach(v S, c int) bool {
	if !w.open {
		return false
	}
	w.stats.Generated++
	if uint(c) > 1 && (c < 0 || w.kind == qDeque) {
		panicCost(w.fn, w.order[w.posOf(w.from)], v, c, w.kind == qDeque)
	}
	nc := w.fromCost + int64(c)
	if nc < w.fromCost {
		panicOverflow(w.fn, v)
	}
	p, added := w.seen.put(v, int32(len(w.order)))
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
		w.err = stopErr(w.st, w.fn)
		return
	}
	w.stats.Expanded++
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
		w.err = stopErr(w.st, w.fn)
	}
}

// expandIndex relaxes the edges of position p that IndexEdges returns,
// with no call per edge and no Index per successor; the successors of a
// sampled expansion are checked against the Indexer.
func (w *csearch[S]) expandIndex(p int32) {
	i := w.seen.index(w.order[p])
	to, cost := w.ie.IndexEdges(i, w.tb[:0], w.cb[:0])
	if len(to) != len(cost) {
		panicLengths(w.fn, i, len(to), len(cost))
	}
	if len(to) > cap(w.tb) {
		w.tb, w.cb = make([]int32, 0, 2*len(to)), make([]int32, 0, 2*len(to))
	}
	w.stats.Generated += len(to)
	ist, n, chk := w.ist, uint(w.seen.n), w.seen.chk.due()
	for j, v := range to {
		c := cost[j]
		if uint32(c) > 1 && (c < 0 || w.kind == qDeque) {
			panicCost(w.fn, w.order[p], w.seen.ix.State(int(v)), int(c), w.kind == qDeque)
		}
		if uint(v) >= n {
			panicIndexEdge(w.fn, i, v, int(n))
		}
		if chk {
			w.seen.chk.verifyIndex(int(v))
		}
		nc := w.fromCost + int64(c)
		q, added := ist.put(int(v), int32(len(w.order)))
		if added && !w.add(w.seen.ix.State(int(v))) {
			return
		}
		if w.mode != mStates {
			if w.offer(q, nc, int(c)); w.err != nil {
				return
			}
			continue
		}
		if r := &w.rec[q]; nc < r.dist {
			r.dist, r.parent, r.closed = nc, w.from, false
			w.push(q, nc, int(c))
		}
	}
}

// push queues position p, reached at cost c over an edge of cost e.
func (w *csearch[S]) push(p int32, c int64, e int) {
	switch w.kind {
	case qRadix:
		w.rq.push(uint64(c), 0, p)
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
	if h := w.hv[p]; c <= math.MaxInt64-h {
		return c + h
	}
	return math.MaxInt64
}

func (w *csearch[S]) queued() bool {
	switch {
	case w.mode == mLabels || w.kind == qRadix:
		return w.rq.n > 0 // labels are always in the radix heap
	case w.kind == qDeque:
		return w.de.size > 0
	case w.kind == qDary:
		return len(w.dq.a) > 0
	}
	return w.fq.n > 0
}

// take removes the next entry from the queue and settles it, unless it is
// stale: it returns its position (-1 if stale), its edges (a label's) and
// whether it is the first settled at its state.
func (w *csearch[S]) take() (p, d int32, fresh bool) {
	if w.mode == mLabels {
		return w.takeLabel()
	}
	var key int64
	switch w.kind {
	case qRadix:
		k, _, v := w.rq.pop()
		key, p = int64(k), v
	case qDary:
		k, v := w.dq.pop()
		key, p = int64(k), v
	case qBucket:
		v, f, _ := w.fq.pop()
		key, p = int64(f), v
	default:
		p = w.de.popFront()
		key = w.rec[p].dist // the first copy out holds the least cost
	}
	r := &w.rec[p]
	switch {
	case r.closed:
		return -1, 0, false // settled already (A*: and not reopened since)
	case w.kind == qBucket && key != w.fOf(p, r.dist), w.kind != qBucket && key != r.dist:
		return -1, 0, false // stale: reached more cheaply since
	}
	r.closed = true
	if w.h == nil {
		w.done = append(w.done, p)
	} else if w.stats.Bound = int(key); key > w.bound {
		w.raise(key)
	}
	w.from, w.fromCost = p, r.dist
	return p, 0, true
}

// settleStart settles the start at position p, a goal.
func (w *csearch[S]) settleStart(p int32) {
	if w.mode == mStates {
		w.rec[p].closed = true
	} else {
		w.brec[p].first, w.brec[p].minDepth = int32(len(w.labels)-1), 0
	}
	w.done = append(w.done, p)
}

// raise makes f the largest f expanded by A*, calling OnLayer for the
// bound it completes.
func (w *csearch[S]) raise(f int64) {
	if w.o.OnLayer != nil && w.bound >= 0 {
		w.o.OnLayer(LayerStats{Depth: int(w.bound), Size: w.stats.Expanded - w.reported, Reached: len(w.order), Elapsed: time.Since(w.t0)})
		w.reported = w.stats.Expanded
	}
	w.bound = f
}

// posOf is the position of a label, or the position itself without
// labels.
func (w *csearch[S]) posOf(l int32) int32 {
	if w.mode == mStates {
		return l
	}
	return w.labels[l].pos
}

// pick returns the yield for the next expansion: chk if it is sampled,
// else f.
func pick[S comparable, F any](c *indexCheck[S], f, chk F) F {
	if c.due() {
		return chk
	}
	return f
}
