package search

import (
	"fmt"
	"math/bits"
	"sync/atomic"
)

// IndexNeighbors is an optional capability of an [Indexer] for the dense
// mode of [Sweep]: it yields the index of every successor of the state
// whose index is i, exactly the indices Index(v) for the v that
// Neighbors(State(i), ...) yields (in any order, repeats allowed), and
// stops when yield returns false. Sweep then calls it instead of State,
// Neighbors and Index, which lets a plugin compute successor indices
// incrementally from the parent's (the sliding puzzle does). The other
// searches ignore it.
type IndexNeighbors interface {
	IndexNeighbors(i int, yield func(j int) bool)
}

// denseBatch is how many successor indices dense Sweep gathers before it
// marks them (see packedBatch).
const denseBatch = 256

// sweepDense is Sweep's dense mode: enumeration at one bit per index.
//
// marks interleaves two bitsets word by word, so that both bits of an index
// share a cache line: marks[2k] holds the visited set (every layer up to the
// current one) and marks[2k+1] the layer being built. The frontier is an
// index list while it holds at most listCap states, and otherwise the
// bitset cur, which also lets wide layers be expanded in index order (good
// locality when successors have nearby indices). While a layer is expanded
// the visited words are read-only and the layer words change only by
// atomic OR, so workers share them without locks; between layers, the new
// layer is folded into the visited set. Everything a layer needs is
// allocated once, so narrow layers cost no allocation.
func sweepDense[S comparable](r *sweepRun[S], nb Neighbors[S], ix Indexer[S], n int, starts []S) error {
	w := r.workers
	words := (n + 63) >> 6
	marks := make([]uint64, 2*words)
	var cur bitset // the frontier when wide; allocated at the first wide layer
	wide := false
	// A wide layer costs a scan and a fold of the bitsets, about 5·Len()/8
	// bytes of sequential memory traffic; a listed one costs a random
	// access per state. They break even near Len()/1024 states.
	listCap := max(r.o.cutoff(), n>>10)
	var list []int32
	for _, s := range starts {
		i := ix.Index(s)
		if uint(i) >= uint(n) {
			panicIndex(s, i, n)
		}
		if wd, m := 2*(i>>6), uint64(1)<<(uint(i)&63); marks[wd]&m == 0 {
			marks[wd] |= m
			list = append(list, int32(i))
		}
	}
	size := len(list)
	var buf []S
	layer := func() []S {
		buf = buf[:0]
		if !wide {
			for _, i := range list {
				buf = append(buf, ix.State(int(i)))
			}
			return buf
		}
		for k, x := range cur {
			for ; x != 0; x &= x - 1 {
				buf = append(buf, ix.State(k<<6|bits.TrailingZeros64(x)))
			}
		}
		return buf
	}

	// Per-worker state and callbacks, made once.
	type worker struct {
		cnt       int     // states this worker marked first
		list      []int32 // those states, up to listCap
		batch     []int32 // successors waiting to be marked
		sink      uint64  // the touches' results
		gather    func(S) bool
		gatherIdx func(int) bool
	}
	ws := make([]worker, w)
	for p := range ws {
		st := &ws[p]
		st.gather = func(v S) bool {
			j := ix.Index(v)
			if uint(j) >= uint(n) {
				panicIndex(v, j, n)
			}
			st.batch = append(st.batch, int32(j))
			return true
		}
		st.gatherIdx = func(j int) bool {
			if uint(j) >= uint(n) {
				panic(fmt.Sprintf("search: IndexNeighbors yielded %d, outside [0, %d)", j, n))
			}
			st.batch = append(st.batch, int32(j))
			return true
		}
	}
	fast, _ := nb.(IndexNeighbors)
	var work chunks
	// flush marks st's batch of successors, after touching their words so
	// that the batch's cache misses overlap; shared marks use atomic OR.
	flush := func(st *worker, shared bool) {
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
			if len(st.list) < listCap {
				st.list = append(st.list, j)
			}
		}
		st.batch = st.batch[:0]
	}
	// expand expands the frontier chunks worker p takes from work.
	expand := func(p int, shared bool) {
		st := &ws[p]
		st.cnt, st.list = 0, st.list[:0]
		for {
			lo, hi, ok := work.take()
			if !ok || r.ctx.Err() != nil {
				break
			}
			if wide {
				for k := lo; k < hi; k++ {
					for x := cur[k]; x != 0; x &= x - 1 {
						i := k<<6 | bits.TrailingZeros64(x)
						if fast != nil {
							fast.IndexNeighbors(i, st.gatherIdx)
						} else {
							nb.Neighbors(ix.State(i), st.gather)
						}
						if len(st.batch) >= denseBatch {
							flush(st, shared)
						}
					}
				}
			} else {
				for _, i := range list[lo:hi] {
					if fast != nil {
						fast.IndexNeighbors(int(i), st.gatherIdx)
					} else {
						nb.Neighbors(ix.State(int(i)), st.gather)
					}
					if len(st.batch) >= denseBatch {
						flush(st, shared)
					}
				}
			}
		}
		flush(st, shared)
	}
	parExpand := func(p int) { expand(p, true) }

	for depth := 0; size > 0; depth++ {
		expand1, err := r.layer(depth, size, layer)
		if err != nil || !expand1 {
			return err
		}
		if wide {
			// Large chunks: workers then expand distant parts of the
			// index space, and their successors seldom share a cache
			// line (neighbouring chunks cost a third more CPU with two
			// workers, from lines bouncing between cores).
			work = chunks{n: len(cur), size: max(sweepChunk/8, len(cur)/(32*w))}
		} else {
			work = chunks{n: len(list), size: sweepChunk}
		}
		if w == 1 || size < r.o.cutoff() {
			expand(0, false)
			for p := 1; p < w; p++ {
				ws[p].cnt, ws[p].list = 0, ws[p].list[:0]
			}
		} else {
			parallel(w, parExpand)
		}
		if err := r.stopped(depth); err != nil {
			return err
		}
		size = 0
		for p := range ws {
			size += ws[p].cnt
		}
		if size <= listCap {
			// Narrow: every worker's list is complete.
			list = list[:0]
			for p := range ws {
				list = append(list, ws[p].list...)
			}
			for _, i := range list {
				wd, m := 2*(i>>6), uint64(1)<<(uint(i)&63)
				marks[wd] |= m
				marks[wd+1] &^= m
			}
			if wide {
				clear(cur)
				wide = false
			}
			continue
		}
		if cur == nil {
			cur = newBitset(n)
		}
		fold := func(lo, hi int) {
			for k := lo; k < hi; k++ {
				nx := marks[2*k+1]
				marks[2*k] |= nx
				marks[2*k+1] = 0
				cur[k] = nx
			}
		}
		if w == 1 || words < 1<<14 {
			fold(0, words)
		} else {
			work := chunks{n: words, size: 1 << 12}
			parallel(w, func(int) {
				for {
					lo, hi, ok := work.take()
					if !ok {
						return
					}
					fold(lo, hi)
				}
			})
		}
		wide = true
	}
	var sink uint64
	for p := range ws {
		sink ^= ws[p].sink
	}
	r.sink = sink
	return nil
}
