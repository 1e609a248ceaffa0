package search

import "fmt"

// newIndexSweep is Sweep's mode over an [Indexer]. An index space of at
// most denseAtOnce indices is dense from the start; a larger one is swept
// sparse first, with the indices as packed keys, and turns dense at a
// layer boundary once the states reached would cost a sixteenth of the
// dense bitsets in the sparse table, so that a sweep that reaches a small
// part of a huge index space holds memory in proportion to what it reaches.
func newIndexSweep[S comparable](r *sweepRun, nb Neighbors[S], ix Indexer[S]) sweepMode[S] {
	n := ix.Len()
	if n < 0 {
		panic(fmt.Sprintf("search: Indexer.Len() = %d is negative", n))
	}
	if n <= denseAtOnce {
		return newDenseMode(r, nb, ix, n)
	}
	// A sparse state costs 13 to 26 bytes; dense costs up to 3·n/8. The
	// switch comes once the table would take a sixteenth of that: the
	// sparse part expands through State and Neighbors, without the
	// plugin's faster capabilities.
	return &sparseSweep[S]{
		h:        newSharded[S, uint64](r, nb, newIndexKeys(ix, n)),
		r:        r,
		nb:       nb,
		ix:       ix,
		n:        n,
		switchAt: max(1024, 3*n/8/(16*20)),
	}
}

// newDenseMode picks the dense representation: frontier at a time for a
// [FrontierNeighbors] with one worker, unless the value also has
// [IndexNeighbors] and more than denseAtOnce indices, else the bitset
// layers of denseSweep; docs/design.md gives the measurements behind the
// split.
func newDenseMode[S comparable](r *sweepRun, nb Neighbors[S], ix Indexer[S], n int) sweepMode[S] {
	fn, frontier := nb.(FrontierNeighbors[S])
	_, fast := nb.(IndexNeighbors)
	if frontier && r.workers <= 1 && (!fast || n <= denseAtOnce) {
		return &frontierSweep[S]{r: r, fn: fn, ix: ix, seen: newVisitedWalls(nb, n), chk: indexCheck[S]{ix: ix, n: n}}
	}
	if n <= maxPositions {
		return newDense[S, int32](r, nb, ix, n)
	}
	return newDense[S, int](r, nb, ix, n)
}

// sparseSweep sweeps with the indices as keys of the packed mode until it
// has reached switchAt states, then hands the visited set and the current
// layer to the dense mode.
type sparseSweep[S comparable] struct {
	h        *sharded[S, uint64]
	dense    sweepMode[S] // nil until the switch
	r        *sweepRun
	nb       Neighbors[S]
	ix       Indexer[S]
	n        int
	reached  int
	switchAt int
}

func (s *sparseSweep[S]) start(starts []S) {
	c := indexCheck[S]{ix: s.ix}
	for _, v := range starts {
		c.verify(v, checkIndex(s.ix, v, s.n))
	}
	s.h.start(starts)
	s.reached = s.h.size()
}

func (s *sparseSweep[S]) size() int {
	if s.dense != nil {
		return s.dense.size()
	}
	return s.h.size()
}

func (s *sparseSweep[S]) states(yield func(S) bool) {
	if s.dense != nil {
		s.dense.states(yield)
		return
	}
	s.h.states(yield)
}

func (s *sparseSweep[S]) expand(wide bool) {
	if s.dense != nil {
		s.dense.expand(wide)
		return
	}
	s.h.expand(wide)
}

func (s *sparseSweep[S]) advance() {
	if s.dense != nil {
		s.dense.advance()
		return
	}
	s.h.advance()
	if s.reached += s.h.size(); s.reached >= s.switchAt {
		s.toDense()
	}
}

// toDense moves the visited set and the current layer into the dense mode.
func (s *sparseSweep[S]) toDense() {
	m := newDenseMode(s.r, s.nb, s.ix, s.n)
	switch d := m.(type) {
	case *frontierSweep[S]:
		for _, set := range s.h.sets {
			set.each(func(k uint64) { d.seen.bits[k>>6] |= 1 << (k & 63) })
		}
		for _, k := range s.h.cur {
			d.cur = append(d.cur, s.ix.State(int(k)))
		}
	case *denseSweep[S, int32]:
		fillDense(d, s.h)
	case *denseSweep[S, int]:
		fillDense(d, s.h)
	}
	s.h, s.dense = nil, m
}

func fillDense[S comparable, I int32 | int](d *denseSweep[S, I], h *sharded[S, uint64]) {
	for _, set := range h.sets {
		set.each(func(k uint64) { d.marks[2*(k>>6)] |= 1 << (k & 63) })
	}
	for _, k := range h.cur {
		d.list = append(d.list, I(k))
	}
	d.sz = len(d.list)
}

// indexKeys is the sparse part of Sweep over an Indexer: packed mode with
// the index of a state as its key. The first state of every batch is
// checked against State, so that a non-injective Index is caught.
type indexKeys[S comparable] struct {
	packedKeys[S]
	ix Indexer[S]
	n  int
}

func newIndexKeys[S comparable](ix Indexer[S], n int) indexKeys[S] {
	return indexKeys[S]{packedKeys[S]{indexPacker[S]{ix}}, ix, n}
}

func (m indexKeys[S]) keys(batch []S, buf []uint64) []uint64 {
	for _, v := range batch {
		buf = append(buf, uint64(checkIndex(m.ix, v, m.n)))
	}
	if len(batch) > 0 {
		c := indexCheck[S]{ix: m.ix}
		c.verify(batch[0], int(buf[len(buf)-len(batch)]))
	}
	return buf
}

// indexPacker is an Indexer seen as a [Packer]: Unpack is State.
type indexPacker[S comparable] struct{ ix Indexer[S] }

func (p indexPacker[S]) Pack(s S) uint64   { return uint64(p.ix.Index(s)) }
func (p indexPacker[S]) Unpack(k uint64) S { return p.ix.State(int(k)) }
