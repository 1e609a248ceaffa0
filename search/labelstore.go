package search

import "fmt"

// labelStore keeps one record of type R per state a weighted search
// reaches, and numbers those states with int32 slots. Over an [Indexer]
// the slots are the indices themselves and the records lie in pages of
// 4,096 allocated the first time one of their indices is reached, so that
// memory follows the states reached, not Len(), and a record costs one
// lookup without hashing, for Len() up to 2²² (pages then cost at most a
// constant factor over the records of the whole index space). Otherwise the
// slots are 0, 1, ... in the order reached, kept in the visited set the
// other searches use (the index store over a larger [Indexer], keyed by
// Pack over a [Packer], else by the state), with the records and states in
// slices, so that memory follows the states reached whatever Len() is.
type labelStore[S comparable, R any] struct {
	// map mode
	ids    *states[S]
	states []S // states[slot]
	recs   []R // recs[slot]

	// dense mode
	ix    Indexer[S]
	n     int // ix.Len()
	pages []*page[R]

	count, limit int // states reached, and the most allowed
}

const (
	pageBits = 12
	pageSize = 1 << pageBits
	pageMask = pageSize - 1
)

// page holds the records of pageSize consecutive indices and which of
// them were reached.
type page[R any] struct {
	seen [pageSize / 64]uint64
	recs [pageSize]R
}

// newLabelStore returns a store over the states of g (paged if g is an
// [Indexer] with Len() ≤ 2²²), holding at most limit states.
func newLabelStore[S comparable, R any](g any, limit int) *labelStore[S, R] {
	l := &labelStore[S, R]{limit: limit}
	if ix, ok := g.(Indexer[S]); ok {
		if n := ix.Len(); n < 0 {
			panic(fmt.Sprintf("search: Indexer.Len() = %d is negative", n))
		} else if n <= denseAtOnce {
			l.ix, l.n = ix, n
			l.pages = make([]*page[R], (n+pageMask)>>pageBits)
			return l
		} else if n <= maxPositions {
			// Pages would cost up to a page per state reached when the
			// indices are scattered: number the states in the index store
			// (sparse, then dense), as over a map.
			l.ids = &states[S]{ix: ix, n: n, store: newIndexStoreAt(n, true, denseAtOnceKept), chk: indexCheck[S]{ix: ix, n: n}}
			return l
		}
	}
	l.ids = newKeyStates[S](g, true)
	return l
}

// find returns the slot and record of s, if it was reached.
func (l *labelStore[S, R]) find(s S) (int32, *R, bool) {
	if l.ix == nil {
		p, ok := l.ids.get(s)
		if !ok {
			return -1, nil, false
		}
		return p, &l.recs[p], true
	}
	i := l.ix.Index(s)
	if uint(i) >= uint(l.n) {
		return -1, nil, false
	}
	pg := l.pages[i>>pageBits]
	if pg == nil || pg.seen[(i&pageMask)>>6]&(1<<(uint(i)&63)) == 0 {
		return -1, nil, false
	}
	return int32(i), &pg.recs[i&pageMask], true
}

// add returns the slot and record of s, reaching it (with a zero record)
// if it is new (added). Past the limit it returns slot -1: the caller
// stops the search. The record pointer is valid until the next add.
func (l *labelStore[S, R]) add(s S) (slot int32, rec *R, added bool) {
	if l.ix == nil {
		if l.count >= l.limit {
			if p, ok := l.ids.get(s); ok {
				return p, &l.recs[p], false
			}
			return -1, nil, true
		}
		p, added := l.ids.put(s, int32(l.count))
		if !added {
			return p, &l.recs[p], false
		}
		l.count++
		l.states = append(l.states, s)
		var zero R
		l.recs = append(l.recs, zero)
		return p, &l.recs[p], true
	}
	i := l.ix.Index(s)
	if uint(i) >= uint(l.n) {
		panic(fmt.Sprintf("search: Indexer.Index(%v) = %d, outside [0, %d)", s, i, l.n))
	}
	pg := l.pages[i>>pageBits]
	if pg == nil {
		pg = new(page[R])
		l.pages[i>>pageBits] = pg
	}
	w, m := (i&pageMask)>>6, uint64(1)<<(uint(i)&63)
	if pg.seen[w]&m != 0 {
		return int32(i), &pg.recs[i&pageMask], false
	}
	if l.count >= l.limit {
		return -1, nil, true
	}
	l.count++
	pg.seen[w] |= m
	return int32(i), &pg.recs[i&pageMask], true
}

// rec returns the record of a slot that was reached.
func (l *labelStore[S, R]) rec(slot int32) *R {
	if l.ix == nil {
		return &l.recs[slot]
	}
	return &l.pages[slot>>pageBits].recs[slot&pageMask]
}

// state returns the state of a slot that was reached.
func (l *labelStore[S, R]) state(slot int32) S {
	if l.ix == nil {
		return l.states[slot]
	}
	return l.ix.State(int(slot))
}

// each calls f with every slot reached and its record, in slot order.
func (l *labelStore[S, R]) each(f func(slot int32, r *R)) {
	if l.ix == nil {
		for p := range l.recs {
			f(int32(p), &l.recs[p])
		}
		return
	}
	for k, pg := range l.pages {
		if pg == nil {
			continue
		}
		for i := range pageSize {
			if pg.seen[i>>6]&(1<<(uint(i)&63)) != 0 {
				f(int32(k<<pageBits|i), &pg.recs[i])
			}
		}
	}
}
