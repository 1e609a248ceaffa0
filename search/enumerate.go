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
// locality when successors have nearby indices). While a layer is expanded the visited words are read-only and
// the layer words change only by atomic OR, so workers share them without
// locks; between layers, the new layer is folded into the visited set.
func sweepDense[S comparable](r *sweepRun[S], nb Neighbors[S], ix Indexer[S], n int, starts []S) error {
	w := r.workers
	words := (n + 63) >> 6
	marks := make([]uint64, 2*words)
	var cur bitset // the frontier when wide; allocated at the first wide layer
	wide := false
	// A wide layer costs a scan and a fold of the bitsets, about 5·Len()/8
	// bytes of sequential memory traffic; a listed one costs a random
	// access per state. They break even near Len()/1024 states.
	listCap := max(parCutoff, n>>10)
	var list []int32
	index := func(v S) (wd int, m uint64, i int) {
		i = ix.Index(v)
		if uint(i) >= uint(n) {
			panicIndex(v, i, n)
		}
		return i >> 6, 1 << (uint(i) & 63), i
	}
	for _, s := range starts {
		wd, m, i := index(s)
		if marks[2*wd]&m == 0 {
			marks[2*wd] |= m
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
	counts := make([]int, w)
	lists := make([][]int32, w)
	batches := make([][]int32, w)
	sinks := make([]uint64, w) // stored to, so the touches are not optimised away
	fast, _ := nb.(IndexNeighbors)
	// expandChunks expands the frontier chunks that worker p takes from work,
	// marking new successors in the layer bitset (with atomic OR when
	// shared) and counting and listing those it marked first.
	expandChunks := func(p int, shared bool, work *chunks) {
		cnt, nl, batch := 0, lists[p][:0], batches[p][:0]
		var sink uint64
		gather := func(v S) bool {
			j := ix.Index(v)
			if uint(j) >= uint(n) {
				panicIndex(v, j, n)
			}
			batch = append(batch, int32(j))
			return true
		}
		gatherIndex := func(j int) bool {
			if uint(j) >= uint(n) {
				panic(fmt.Sprintf("search: IndexNeighbors yielded %d, outside [0, %d)", j, n))
			}
			batch = append(batch, int32(j))
			return true
		}
		// flush marks a batch of successors, after touching their words
		// so that the batch's cache misses overlap.
		flush := func() {
			for _, j := range batch {
				sink ^= marks[2*(j>>6)]
			}
			for _, j := range batch {
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
				cnt++
				if len(nl) < listCap {
					nl = append(nl, j)
				}
			}
			batch = batch[:0]
		}
		each := func(i int) {
			if fast != nil {
				fast.IndexNeighbors(i, gatherIndex)
			} else {
				nb.Neighbors(ix.State(i), gather)
			}
			if len(batch) >= denseBatch {
				flush()
			}
		}
		for {
			lo, hi, ok := work.take()
			if !ok || r.ctx.Err() != nil {
				break
			}
			if wide {
				for k := lo; k < hi; k++ {
					for x := cur[k]; x != 0; x &= x - 1 {
						each(k<<6 | bits.TrailingZeros64(x))
					}
				}
			} else {
				for _, i := range list[lo:hi] {
					each(int(i))
				}
			}
		}
		flush()
		counts[p], lists[p], batches[p] = cnt, nl, batch
		sinks[p] ^= sink
	}
	for depth := 0; size > 0; depth++ {
		expand, err := r.layer(depth, size, layer)
		if err != nil || !expand {
			return err
		}
		var work chunks
		if wide {
			// Large chunks: workers then expand distant parts of the
			// index space, and their successors seldom share a cache
			// line (neighbouring chunks cost a third more CPU with two
			// workers, from lines bouncing between cores).
			work = chunks{n: len(cur), size: max(sweepChunk/8, len(cur)/(32*w))}
		} else {
			work = chunks{n: len(list), size: sweepChunk}
		}
		if w == 1 || size < parCutoff {
			expandChunks(0, false, &work)
			for p := 1; p < w; p++ {
				counts[p], lists[p] = 0, lists[p][:0]
			}
		} else {
			parallel(w, func(p int) { expandChunks(p, true, &work) })
		}
		if err := r.stopped(depth); err != nil {
			return err
		}
		size = 0
		for _, c := range counts {
			size += c
		}
		if size <= listCap {
			// Narrow: every worker's list is complete.
			list = list[:0]
			for _, l := range lists {
				list = append(list, l...)
			}
			for _, i := range list {
				wd, m := i>>6, uint64(1)<<(uint(i)&63)
				marks[2*wd] |= m
				marks[2*wd+1] &^= m
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
	return nil
}
