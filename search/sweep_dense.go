package search

import (
	"math/bits"
	"sync/atomic"
)

// denseSweep is Sweep's dense mode: enumeration at one bit per index.
//
// marks interleaves two bitsets word by word, so that both bits of an index
// share a cache line: marks[2k] holds the visited set (every layer up to the
// current one) and marks[2k+1] the layer being built. The current layer is
// an index list while it holds at most listCap states, and otherwise the
// bitset cur, which also lets wide layers be expanded in index order (good
// locality when successors have nearby indices). While a layer is expanded
// the visited words are read-only and the layer words change only by
// atomic OR, so workers share them without locks; advance folds the new
// layer into the visited set. Everything a layer needs is allocated once,
// so narrow layers cost no allocation.
type denseSweep[S comparable, I int32 | int] struct {
	r       *sweepRun
	nb      Neighbors[S]
	ix      Indexer[S]
	fast    IndexNeighbors // nil unless nb has it
	n       int            // Len()
	marks   []uint64
	cur     bitset // the current layer when wide; allocated at the first wide layer
	wide    bool   // the current layer is cur, not list
	list    []I    // the current layer when narrow
	listCap int
	sz      int // states in the current layer
	ws      []denseWorker[S, I]
}

// denseWorker is one worker's state, made once per search.
type denseWorker[S comparable, I int32 | int] struct {
	cnt       int  // states this worker marked first in the layer being built
	counted   int  // of those, the ones already passed to sweepRun.count
	list      []I  // those states, up to listCap
	batch     []I  // successors waiting to be marked
	shared    bool // marks are shared with other workers: atomic OR
	sink      uint64
	gather    func(S) bool   // the Neighbors callback
	gatherIdx func(int) bool // the IndexNeighbors callback
	gatherChk func(S) bool   // gather, checking each successor's index first
	chk       indexCheck[S]
	_         [64]byte // keeps workers' fields, written per successor, off each other's cache lines
}

// newDense makes dense mode with index lists of I, int32 if it can hold
// every index (half the memory traffic), else int.
func newDense[S comparable, I int32 | int](r *sweepRun, nb Neighbors[S], ix Indexer[S], n int) *denseSweep[S, I] {
	d := &denseSweep[S, I]{r: r, nb: nb, ix: ix, n: n,
		marks: make([]uint64, 2*((n+63)>>6)),
		// A wide layer costs a scan and a fold of the bitsets, about
		// 5·Len()/8 bytes of sequential memory traffic; a listed one
		// costs a random access per state. They break even near
		// Len()/1024 states.
		listCap: max(r.opts.cutoff(), n>>10),
		ws:      make([]denseWorker[S, I], r.workers),
	}
	d.fast, _ = nb.(IndexNeighbors)
	for p := range d.ws {
		d.initWorker(&d.ws[p])
	}
	return d
}

// initWorker makes st's callbacks: gather a successor, and mark the batch
// when it is full. Then, every sweepBatch successors, they poll the
// context and return false if it is done or the layer went past
// MaxStates, so that even a state that yields forever stops, and so that
// the search reacts even while the context's callback, which sets the flag
// that halted reads, waits to be scheduled.
func (d *denseSweep[S, I]) initWorker(st *denseWorker[S, I]) {
	n, stop := d.n, d.r.stop
	st.chk = indexCheck[S]{ix: d.ix, n: n}
	st.gather = func(v S) bool {
		j := d.ix.Index(v)
		if uint(j) >= uint(n) {
			panicIndex(v, j, n)
		}
		st.batch = append(st.batch, I(j))
		return len(st.batch) < sweepBatch || d.flush(st) && !stop.stopped()
	}
	st.gatherChk = st.chk.checked(st.gather)
	st.gatherIdx = func(j int) bool {
		if uint(j) >= uint(n) {
			panicIndexNeighbors(j, n)
		}
		st.batch = append(st.batch, I(j))
		return len(st.batch) < sweepBatch || d.flush(st) && !stop.stopped()
	}
}

func (d *denseSweep[S, I]) start(starts []S) {
	for _, s := range starts {
		i := checkIndex(d.ix, s, d.n)
		d.ws[0].chk.verify(s, i)
		if wd, m := 2*(i>>6), uint64(1)<<(uint(i)&63); d.marks[wd]&m == 0 {
			d.marks[wd] |= m
			d.list = append(d.list, I(i))
		}
	}
	d.sz = len(d.list)
	d.r.count(d.sz)
}

func (d *denseSweep[S, I]) size() int { return d.sz }

func (d *denseSweep[S, I]) states(yield func(S) bool) {
	if !d.wide {
		for _, i := range d.list {
			if !yield(d.ix.State(int(i))) {
				return
			}
		}
		return
	}
	for k, x := range d.cur {
		for ; x != 0; x &= x - 1 {
			if !yield(d.ix.State(k<<6 | bits.TrailingZeros64(x))) {
				return
			}
		}
	}
}

// flush marks st's batch of successors, after touching their words so that
// the batch's cache misses overlap, and counts the new ones; it reports
// whether the layer stays within MaxStates.
func (d *denseSweep[S, I]) flush(st *denseWorker[S, I]) bool {
	marks, shared := d.marks, st.shared
	for _, j := range st.batch {
		st.sink ^= marks[2*(j>>6)]
	}
	for _, j := range st.batch {
		wd, m := 2*(j>>6), uint64(1)<<(uint(j)&63)
		if marks[wd]&m != 0 {
			continue
		}
		if shared {
			nw := &marks[wd+1]
			if atomic.LoadUint64(nw)&m != 0 || atomic.OrUint64(nw, m)&m != 0 {
				continue
			}
		} else {
			if marks[wd+1]&m != 0 {
				continue
			}
			marks[wd+1] |= m
		}
		st.cnt++
		if len(st.list) < d.listCap {
			st.list = append(st.list, j)
		}
	}
	st.batch = st.batch[:0]
	if d.r.budget < 0 {
		return true
	}
	ok := d.r.count(st.cnt - st.counted)
	st.counted = st.cnt
	return ok
}

// expand builds the next layer in the layer words of marks.
func (d *denseSweep[S, I]) expand(parallel bool) {
	for p := range d.ws {
		st := &d.ws[p]
		st.cnt, st.counted, st.list, st.shared = 0, 0, st.list[:0], parallel
	}
	n, size := len(d.list), sweepChunk
	if d.wide {
		// Large chunks: workers then expand distant parts of the index
		// space, and their successors seldom share a cache line
		// (neighbouring chunks cost a third more CPU with two workers,
		// from lines bouncing between cores).
		n, size = len(d.cur), max(sweepChunk/8, len(d.cur)/(32*d.r.workers))
	}
	d.r.spread(parallel, n, size, d)
}

func (d *denseSweep[S, I]) finish(p int) { d.flush(&d.ws[p]) }

// chunk expands the states [lo, hi) of the list, or those of the words
// [lo, hi) of cur.
func (d *denseSweep[S, I]) chunk(p, lo, hi int) {
	st, r := &d.ws[p], d.r
	if !d.wide {
		for _, i := range d.list[lo:hi] {
			if r.halted() {
				return
			}
			if d.fast != nil {
				d.fast.IndexNeighbors(int(i), st.gatherIdx)
			} else {
				d.expandOne(st, int(i))
			}
		}
		return
	}
	for k := lo; k < hi; k++ {
		for x := d.cur[k]; x != 0; x &= x - 1 {
			if r.halted() {
				return
			}
			if i := k<<6 | bits.TrailingZeros64(x); d.fast != nil {
				d.fast.IndexNeighbors(i, st.gatherIdx)
			} else {
				d.expandOne(st, i)
			}
		}
	}
}

// expandOne expands the state of index i as worker st, through Neighbors.
func (d *denseSweep[S, I]) expandOne(st *denseWorker[S, I], i int) {
	switch {
	case st.chk.due():
		d.nb.Neighbors(d.ix.State(i), st.gatherChk)
	default:
		d.nb.Neighbors(d.ix.State(i), st.gather)
	}
}

// advance folds the layer just built into the visited set and makes it
// the current layer: a list if it is narrow, else the bitset cur.
func (d *denseSweep[S, I]) advance() {
	d.sz = 0
	for p := range d.ws {
		d.sz += d.ws[p].cnt
	}
	if d.sz <= d.listCap {
		// Narrow: every worker's list is complete.
		d.list = d.list[:0]
		for p := range d.ws {
			d.list = append(d.list, d.ws[p].list...)
		}
		for _, i := range d.list {
			wd, m := 2*(i>>6), uint64(1)<<(uint(i)&63)
			d.marks[wd] |= m
			d.marks[wd+1] &^= m
		}
		if d.wide {
			clear(d.cur)
			d.wide = false
		}
		return
	}
	if d.cur == nil {
		d.cur = newBitset(d.n)
	}
	if words := len(d.cur); d.r.workers == 1 || words < 1<<14 {
		d.fold(0, words)
	} else {
		// Not stopped by the context: the fold must complete.
		work := chunks{n: words, size: 1 << 12}
		parallel(d.r.workers, func(int) {
			for lo, hi, ok := work.take(); ok; lo, hi, ok = work.take() {
				d.fold(lo, hi)
			}
		})
	}
	d.wide = true
}

// fold moves the words [lo, hi) of the layer just built into the visited
// set and the bitset cur.
func (d *denseSweep[S, I]) fold(lo, hi int) {
	for k := lo; k < hi; k++ {
		nx := d.marks[2*k+1]
		d.marks[2*k] |= nx
		d.marks[2*k+1] = 0
		d.cur[k] = nx
	}
}
