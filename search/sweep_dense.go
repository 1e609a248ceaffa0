package search

import (
	"fmt"
	"slices"
)

// indexLayers is Sweep's layers over a dense store: the visited set is
// the store's bitset, and old is a copy of it as it was before the layer
// being built. The current layer is an index list while it holds at most
// listCap states, else the bitset cur, the store's bits less old,
// expanded in index order. Workers mark the store by atomic OR and own
// the states whose bit they set. Narrow layers allocate nothing.
type indexLayers[S comparable] struct {
	s       *sweeper[S]
	ix      Indexer[S]
	n       int
	st      *indexStore
	old     bitset
	cur     bitset // the current layer when wide; allocated at the first wide layer
	wide    bool   // the current layer is cur, not list
	list    []int32
	listCap int
	sz      int // states in the current layer
}

// newIndexLayers starts indices over the dense store, with s.cur, already
// marked in it, as the current layer.
func newIndexLayers[S comparable](s *sweeper[S]) *indexLayers[S] {
	st := s.seen.store
	d := &indexLayers[S]{s: s, ix: s.seen.ix, n: s.seen.n, st: st, old: slices.Clone(st.bits),
		// A wide layer costs a fold, about 5·Len()/8 bytes of sequential
		// traffic; a listed one a random access per state.
		listCap: max(s.opts.cutoff(), s.seen.n>>10),
	}
	for p := range s.ws {
		d.initWorker(&s.ws[p])
	}
	return d
}

// initWorker makes w's callbacks over indices, which batch and poll as
// the one over states does.
func (d *indexLayers[S]) initWorker(w *sweepWorker[S]) {
	ix, n, stop := d.ix, d.n, d.s.stop
	w.chk = indexCheck[S]{ix: ix, n: n}
	w.gatherIx = func(v S) bool {
		if w.refused {
			return false
		}
		j := ix.Index(v)
		if uint(j) >= uint(n) {
			panicIndex(v, j, n)
		}
		w.batch = append(w.batch, int32(j))
		return len(w.batch) < sweepBatch || w.refuse(d.flush(w) && !d.s.limited.Load() && !stop.stopped())
	}
	w.gatherChk = w.chk.checked(w.gatherIx)
	w.gatherIdx = func(j int) bool {
		if w.refused {
			return false
		}
		if uint(j) >= uint(n) {
			panic(fmt.Sprintf("search: IndexNeighbors yielded %d, outside [0, %d)", j, n))
		}
		w.batch = append(w.batch, int32(j))
		return len(w.batch) < sweepBatch || w.refuse(d.flush(w) && !d.s.limited.Load() && !stop.stopped())
	}
}

func (d *indexLayers[S]) states(yield func(S) bool) {
	if !d.wide {
		for _, i := range d.list {
			if !yield(d.ix.State(int(i))) {
				return
			}
		}
		return
	}
	d.cur.each(0, len(d.cur), func(i int) bool { return yield(d.ix.State(i)) })
}

// flush marks w's batch of successors, after touching their words so that
// the batch's cache misses overlap, and counts the new ones; it reports
// whether the layer stays within MaxStates.
func (d *indexLayers[S]) flush(w *sweepWorker[S]) bool {
	st := d.st
	for _, j := range w.batch {
		w.sink ^= st.bits.load(int(j))
	}
	for _, j := range w.batch {
		if w.shared && !st.markShared(int(j)) || !w.shared && !st.markDense(int(j)) {
			continue
		}
		w.cnt++
		if len(w.list) < d.listCap {
			w.list = append(w.list, j)
		}
	}
	w.batch = w.batch[:0]
	if d.s.budget < 0 {
		return true
	}
	ok := d.s.count(w.cnt - w.counted)
	w.counted = w.cnt
	return ok
}

// expand builds the next layer, marking it in vis.
func (d *indexLayers[S]) expand(wide bool) {
	s := d.s
	for p := range s.ws {
		w := &s.ws[p]
		w.cnt, w.counted, w.list, w.shared = 0, 0, w.list[:0], wide
	}
	n, size := len(d.list), sweepChunk
	if d.wide {
		// Large chunks: workers' successors then seldom share a line.
		n, size = len(d.cur), max(sweepChunk/8, len(d.cur)/(32*s.workers))
	}
	s.spread(wide, n, size, d)
}

func (d *indexLayers[S]) finish(p int) { d.flush(&d.s.ws[p]) }

// chunk expands the states [lo, hi) of the list, or those of the words
// [lo, hi) of cur.
func (d *indexLayers[S]) chunk(p, lo, hi int) {
	w, s := &d.s.ws[p], d.s
	if !d.wide {
		for _, i := range d.list[lo:hi] {
			if s.halted() {
				return
			}
			d.expandOne(w, int(i))
		}
		return
	}
	d.cur.each(lo, hi, func(i int) bool {
		if s.halted() {
			return false
		}
		d.expandOne(w, i)
		return true
	})
}

// expandOne expands the state of index i as worker w.
func (d *indexLayers[S]) expandOne(w *sweepWorker[S], i int) {
	switch s := d.s; {
	case s.fast != nil:
		s.fast.IndexNeighbors(i, w.gatherIdx)
	case w.chk.due():
		s.nb.Neighbors(d.ix.State(i), w.gatherChk)
	default:
		s.nb.Neighbors(d.ix.State(i), w.gatherIx)
	}
}

// advance makes the layer just built the current one: a list if it is
// narrow (its states then enter old one by one), else the bitset cur.
func (d *indexLayers[S]) advance() {
	ws := d.s.ws
	d.sz = 0
	for p := range ws {
		d.sz += ws[p].cnt
	}
	if d.sz <= d.listCap {
		// Narrow: every worker's list is complete.
		d.list = d.list[:0]
		for p := range ws {
			d.list = append(d.list, ws[p].list...)
		}
		for _, i := range d.list {
			d.old.set(int(i))
		}
		d.wide = false
		return
	}
	if d.cur == nil {
		d.cur = newBitset(d.n)
	}
	if words := len(d.cur); d.s.workers == 1 || words < 1<<14 {
		d.fold(0, words)
	} else {
		// Not stopped by the context: the fold must complete.
		work := chunks{n: words, size: 1 << 12}
		parallel(d.s.workers, nil, func(int) {
			for lo, hi, ok := work.take(); ok; lo, hi, ok = work.take() {
				d.fold(lo, hi)
			}
		})
	}
	d.wide = true
}

// fold makes the words [lo, hi) of cur the states marked since old, and
// brings old up to date.
func (d *indexLayers[S]) fold(lo, hi int) { d.cur.since(d.st.bits, d.old, lo, hi) }
