package search

import "math"

// depthSearch is Dijkstra's algorithm under a bound of opts.MaxDepth edges,
// exact: it keeps labels (state, edges used, cost) and settles them in
// order of (cost, edges). A label is dropped only when a label of the same
// state is no dearer and uses no more edges, so that a state reached
// cheaply over many edges still gets its dearer labels over fewer edges,
// which may be the only ones that can go on within the bound. The labels
// settled at a state are therefore its Pareto front of (cost, edges), at
// most MaxDepth+1 of them; the first is its cheapest path within the
// bound, which the tree reports.
func depthSearch[S comparable](st *wstop, fn string, nb WeightedNeighbors[S], goal func(S) bool, o Options, starts []S) (*CostTree[S], error) {
	limit := math.MaxInt32
	if o.MaxStates > 0 {
		limit = min(limit, o.MaxStates)
	}
	d := &dsearch[S]{fn: fn, nb: nb, goal: goal, st: st, opts: o, store: newLabelStore[S](nb, limit),
		k: int32(o.MaxDepth), zeroOne: fn == "ZeroOneBFS", from: -1}
	d.mul = int64(o.MaxDepth) + 1
	d.maxCost = (math.MaxInt64 - int64(o.MaxDepth)) / d.mul
	d.relax = d.reach
	g := d.run(starts)
	if d.err != nil {
		return nil, d.err
	}
	return &CostTree[S]{store: d.store, order: d.order, cost: d.lcost, parent: d.lparent, label: d.first, lpos: d.lpos, goal: g}, nil
}

// dsearch is one depth-bounded search.
type dsearch[S comparable] struct {
	fn      string
	nb      WeightedNeighbors[S]
	goal    func(S) bool
	st      *wstop
	opts    Options
	store   *labelStore[S]
	k       int32 // MaxDepth
	zeroOne bool
	mul     int64 // keys are cost*mul + edges
	maxCost int64 // the largest cost a key holds

	// by position
	minDepth  []int32 // fewest edges of a settled label; k+1 if none
	first     []int32 // first label settled, -1 if none
	tentCost  []int64 // the cheapest label queued (fewest edges among those)
	tentDepth []int32
	order     []int32

	// by label
	lcost   []int64
	lparent []int32
	lpos    []int32
	ldepth  []int32

	rq        radixHeap
	from      int32 // label being expanded
	fromCost  int64
	fromDepth int32
	relax     func(S, int) bool
	err       error
}

func (d *dsearch[S]) run(starts []S) int32 {
	for _, s := range starts {
		p, added := d.position(s)
		if p < 0 {
			return -1
		}
		if added {
			d.label(p, 0, 0)
		}
	}
	for d.rq.n > 0 {
		_, l := d.rq.pop()
		p, depth := d.lpos[l], d.ldepth[l]
		if depth >= d.minDepth[p] {
			continue // a label as cheap with no more edges was settled
		}
		d.minDepth[p] = depth
		if d.first[p] < 0 {
			d.first[p] = l
			d.order = append(d.order, p)
			if d.goal != nil && d.goal(d.store.states[p]) {
				return p
			}
		}
		if depth >= d.k {
			continue
		}
		if d.st.stopped() {
			d.err = d.st.err(d.fn)
			return -1
		}
		d.from, d.fromCost, d.fromDepth = l, d.lcost[l], depth
		d.nb.Edges(d.store.states[p], d.relax)
		if d.err == nil && d.st.flag.Load() {
			d.err = d.st.err(d.fn)
		}
		if d.err != nil {
			return -1
		}
	}
	return -1
}

// position returns the position of s, new or not; -1 past the limit.
func (d *dsearch[S]) position(s S) (int32, bool) {
	p, added := d.store.add(s)
	if p < 0 {
		d.err = weightedLimit(d.opts, d.fn)
		return -1, true
	}
	if added {
		d.minDepth = append(d.minDepth, d.k+1)
		d.first = append(d.first, -1)
		d.tentCost = append(d.tentCost, math.MaxInt64)
		d.tentDepth = append(d.tentDepth, d.k+1)
	}
	return p, added
}

// label queues a label of position p at cost c over depth edges, from
// d.from, unless a queued label dominates it.
func (d *dsearch[S]) label(p int32, c int64, depth int32) {
	if d.tentCost[p] <= c && d.tentDepth[p] <= depth {
		return
	}
	if c < d.tentCost[p] || depth < d.tentDepth[p] {
		d.tentCost[p], d.tentDepth[p] = c, depth
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
		panicCost(d.fn, d.store.states[d.lpos[d.from]], v, c, d.zeroOne)
	}
	nc := d.fromCost + int64(c)
	if nc < 0 || nc > d.maxCost {
		panicOverflow(d.fn, v)
	}
	p, _ := d.position(v)
	if p < 0 {
		return false
	}
	if depth := d.fromDepth + 1; depth < d.minDepth[p] {
		d.label(p, nc, depth)
	}
	return d.err == nil && !d.st.flag.Load()
}
