package search

import (
	"math"
	"slices"
)

// depthSearch is Dijkstra's algorithm under a bound of opts.MaxDepth edges,
// exact: it keeps labels (state, edges used, cost) and settles them in
// order of (cost, edges). A label is dropped only when a label of the same
// state is no dearer and uses no more edges, so that a state reached
// cheaply over many edges still gets its dearer labels over fewer edges,
// which may be the only ones that can go on within the bound. The labels
// settled at a state are therefore its Pareto front of (cost, edges), at
// most MaxDepth+1 of them; the first is its cheapest path within the
// bound, which the tree reports.
func depthSearch[S comparable](st *stopper, fn string, nb WeightedNeighbors[S], goal func(S) bool, o Options, starts []S) (*CostTree[S], error) {
	limit := math.MaxInt32
	if o.MaxStates > 0 {
		limit = min(limit, o.MaxStates)
	}
	d := &dsearch[S]{fn: fn, nb: nb, goal: goal, st: st, opts: o, store: newLabelStore[S, drec](nb, limit),
		k: int32(o.MaxDepth), zeroOne: fn == "ZeroOneBFS", from: -1}
	d.mul = int64(o.MaxDepth) + 1
	d.maxCost = (math.MaxInt64 - int64(o.MaxDepth)) / d.mul
	d.relax = d.reach
	if ie, ok := nb.(IndexEdger); ok && d.store.ix != nil {
		d.ie, d.tb, d.cb = ie, make([]int32, 0, 64), make([]int32, 0, 64)
	}
	g := d.run(starts)
	if d.err != nil {
		return nil, d.err
	}
	t := &CostTree[S]{n: len(d.settledOrder), goal: g, view: d}
	if t.n > 0 {
		t.last = d.settledOrder[t.n-1]
	}
	return t, nil
}

// drec is what a depth-bounded search keeps per state.
type drec struct {
	tentCost  int64 // the cheapest label queued (fewest edges among those)
	tentDepth int32
	minDepth  int32 // fewest edges of a settled label; k+1 if none
	first     int32 // first label settled, -1 if none
}

// dsearch is one depth-bounded search.
type dsearch[S comparable] struct {
	fn      string
	nb      WeightedNeighbors[S]
	goal    func(S) bool
	st      *stopper
	opts    Options
	store   *labelStore[S, drec]
	k       int32 // MaxDepth
	zeroOne bool
	mul     int64 // keys are cost*mul + edges
	maxCost int64 // the largest cost a key holds

	settledOrder []int32 // slots in the order first settled

	// by label
	lcost   []int64
	lparent []int32
	lpos    []int32
	ldepth  []int32

	rq        radixHeap
	ie        IndexEdger // in dense mode, if nb has it
	tb, cb    []int32    // buffers for ie
	from      int32      // label being expanded
	fromCost  int64
	fromDepth int32
	relax     func(S, int) bool
	err       error
}

func (d *dsearch[S]) run(starts []S) int32 {
	for _, s := range starts {
		p, r := d.position(s)
		if p < 0 {
			return -1
		}
		d.label(p, r, 0, 0)
	}
	for d.rq.n > 0 {
		_, l := d.rq.pop()
		p, depth := d.lpos[l], d.ldepth[l]
		r := d.store.rec(p)
		if depth >= r.minDepth {
			continue // a label as cheap with no more edges was settled
		}
		r.minDepth = depth
		if r.first < 0 {
			r.first = l
			d.settledOrder = append(d.settledOrder, p)
			if d.goal != nil && d.goal(d.store.state(p)) {
				return p
			}
		}
		if depth >= d.k {
			continue
		}
		if d.st.stopped() {
			d.err = stopErr(d.st, d.fn)
			return -1
		}
		d.from, d.fromCost, d.fromDepth = l, d.lcost[l], depth
		if d.ie != nil {
			d.expandIndex(p)
		} else {
			d.nb.Edges(d.store.state(p), d.relax)
		}
		if d.err == nil && d.st.flagged() {
			d.err = stopErr(d.st, d.fn)
		}
		if d.err != nil {
			return -1
		}
	}
	return -1
}

// position returns the slot and record of s, new or not; -1 past the
// limit.
func (d *dsearch[S]) position(s S) (int32, *drec) {
	p, r, added := d.store.add(s)
	if p < 0 {
		d.err = weightedLimit(d.opts, d.fn)
		return -1, nil
	}
	if added {
		*r = drec{tentCost: math.MaxInt64, tentDepth: d.k + 1, minDepth: d.k + 1, first: -1}
	}
	return p, r
}

// label queues a label of slot p at cost c over depth edges, from d.from,
// unless a queued label dominates it.
func (d *dsearch[S]) label(p int32, r *drec, c int64, depth int32) {
	if r.tentCost <= c && r.tentDepth <= depth {
		return
	}
	if c < r.tentCost || depth < r.tentDepth {
		r.tentCost, r.tentDepth = c, depth
	}
	l := int32(len(d.lpos))
	if l == math.MaxInt32 {
		d.err = weightedLimit(Options{}, d.fn)
		return
	}
	d.lpos = append(d.lpos, p)
	d.lcost = append(d.lcost, c)
	d.ldepth = append(d.ldepth, depth)
	d.lparent = append(d.lparent, d.from)
	d.rq.push(uint64(c*d.mul+int64(depth)), l)
}

// reach handles the edge from the label d.from to v of cost c.
func (d *dsearch[S]) reach(v S, c int) bool {
	if uint(c) > 1 && (c < 0 || d.zeroOne) {
		panicCost(d.fn, d.store.state(d.lpos[d.from]), v, c, d.zeroOne)
	}
	nc := d.fromCost + int64(c)
	if nc < 0 || nc > d.maxCost {
		panicOverflow(d.fn, v)
	}
	p, r := d.position(v)
	if p < 0 {
		return false
	}
	if depth := d.fromDepth + 1; depth < r.minDepth {
		d.label(p, r, nc, depth)
	}
	return d.err == nil && !d.st.flagged()
}

// expandIndex relaxes the edges of slot p (an index) that IndexEdges
// returns, as reach does for each edge of Edges.
func (d *dsearch[S]) expandIndex(p int32) {
	to, cost := d.ie.IndexEdges(int(p), d.tb[:0], d.cb[:0])
	if len(to) != len(cost) {
		panicLengths(d.fn, p, len(to), len(cost))
	}
	if len(to) > cap(d.tb) {
		d.tb, d.cb = make([]int32, 0, 2*len(to)), make([]int32, 0, 2*len(to))
	}
	st, n, depth := d.store, uint(d.store.n), d.fromDepth+1
	for j, v := range to {
		c := cost[j]
		if uint32(c) > 1 && (c < 0 || d.zeroOne) {
			panicCost(d.fn, st.state(p), st.ix.State(int(v)), int(c), d.zeroOne)
		}
		if uint(v) >= n {
			panicIndexEdge(d.fn, p, v, int(n))
		}
		nc := d.fromCost + int64(c)
		if nc > d.maxCost {
			panicOverflow(d.fn, st.ix.State(int(v)))
		}
		pg := st.pages[v>>pageBits]
		if pg == nil {
			pg = new(page[drec])
			st.pages[v>>pageBits] = pg
		}
		r := &pg.recs[v&pageMask]
		if wd, m := (v&pageMask)>>6, uint64(1)<<(uint(v)&63); pg.seen[wd]&m == 0 {
			if st.count >= st.limit {
				d.err = weightedLimit(d.opts, d.fn)
				return
			}
			st.count++
			pg.seen[wd] |= m
			*r = drec{tentCost: math.MaxInt64, tentDepth: d.k + 1, minDepth: d.k + 1, first: -1}
		}
		if depth < r.minDepth {
			d.label(v, r, nc, depth)
			if d.err != nil {
				return
			}
		}
	}
	if d.st.flagged() {
		d.err = stopErr(d.st, d.fn)
	}
}

// The tree view: labels index the label arrays.

func (d *dsearch[S]) state(slot int32) S     { return d.store.state(slot) }
func (d *dsearch[S]) first(slot int32) int32 { return d.store.rec(slot).first }
func (d *dsearch[S]) cost(l int32) int64     { return d.lcost[l] }
func (d *dsearch[S]) parent(l int32) int32   { return d.lparent[l] }
func (d *dsearch[S]) stateOf(l int32) S      { return d.store.state(d.lpos[l]) }

func (d *dsearch[S]) order() []int32 { return slices.Clone(d.settledOrder) }

func (d *dsearch[S]) settled(s S) (int32, bool) {
	_, r, ok := d.store.find(s)
	if !ok || r.first < 0 {
		return -1, false
	}
	return r.first, true
}
