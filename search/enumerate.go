package search

import (
	"math/bits"
	"sync/atomic"
)

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
	for depth := 0; size > 0; depth++ {
		expand, err := r.layer(depth, size, layer)
		if err != nil || !expand {
			return err
		}
		if w == 1 || size < parCutoff {
			cnt, nl := 0, lists[0][:0]
			push := func(v S) bool {
				wd, m, i := index(v)
				if (marks[2*wd]|marks[2*wd+1])&m == 0 {
					marks[2*wd+1] |= m
					cnt++
					if len(nl) < listCap {
						nl = append(nl, int32(i))
					}
				}
				return true
			}
			expanded := 0
			each := func(i int) bool {
				if expanded++; expanded%ctxCheckEvery == 0 && r.ctx.Err() != nil {
					return false
				}
				nb.Neighbors(ix.State(i), push)
				return true
			}
			if wide {
				forEachBit(cur, 0, len(cur), each)
			} else {
				for _, i := range list {
					if !each(int(i)) {
						break
					}
				}
			}
			counts[0], lists[0] = cnt, nl
			for p := 1; p < w; p++ {
				counts[p], lists[p] = 0, lists[p][:0]
			}
		} else {
			var work chunks
			if wide {
				work = chunks{n: len(cur), size: sweepChunk / 8}
			} else {
				work = chunks{n: len(list), size: sweepChunk}
			}
			parallel(w, func(p int) {
				cnt, nl := 0, lists[p][:0]
				push := func(v S) bool {
					wd, m, i := index(v)
					if marks[2*wd]&m != 0 {
						return true
					}
					nw := &marks[2*wd+1]
					if atomic.LoadUint64(nw)&m != 0 {
						return true
					}
					if atomic.OrUint64(nw, m)&m == 0 {
						cnt++
						if len(nl) < listCap {
							nl = append(nl, int32(i))
						}
					}
					return true
				}
				each := func(i int) bool {
					nb.Neighbors(ix.State(i), push)
					return true
				}
				for {
					lo, hi, ok := work.take()
					if !ok || r.ctx.Err() != nil {
						break
					}
					if wide {
						forEachBit(cur, lo, hi, each)
					} else {
						for _, i := range list[lo:hi] {
							each(int(i))
						}
					}
				}
				counts[p], lists[p] = cnt, nl
			})
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

// forEachBit calls f with the index of every set bit in words [lo, hi) of
// b, in increasing order, until f returns false.
func forEachBit(b bitset, lo, hi int, f func(i int) bool) bool {
	for k := lo; k < hi; k++ {
		for x := b[k]; x != 0; x &= x - 1 {
			if !f(k<<6 | bits.TrailingZeros64(x)) {
				return false
			}
		}
	}
	return true
}
