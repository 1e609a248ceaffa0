package search

import "iter"

// Layers returns the breadth-first layers of the graph reachable from starts.
//
// Ranging over the result yields (depth, layer) for depth 0, 1, 2, ...: layer
// 0 holds the distinct starts in the order given (duplicates dropped), and
// layer d+1 holds the states first reached from layer d, in discovery order:
// the states of layer d are expanded in their order, and each new successor
// is appended when Neighbors first yields it. This is exactly the order of a
// textbook FIFO-queue BFS. Iteration ends after the last non-empty layer; with
// no starts it yields nothing.
//
// The layer slice is reused: it is valid only during its iteration step, and
// the caller must copy it (slices.Clone) to keep it. Breaking out of the loop
// stops all work. Each range over the sequence runs a fresh search.
//
// Layers is an unbounded convenience: each layer is built whole before it
// is yielded, so a graph with an infinite layer (a state that yields without
// end) never yields it. [Sweep] is the bounded search for the same layers,
// with a context, MaxStates and MaxDepth.
//
// Time is O(V + E) over the reachable part; memory is the visited set plus
// two layers. The visited set is a map keyed by the state, or by Pack over
// a [Packer]; dense mode (see [Indexer]) keeps the visited set in a table
// of the indices reached, then, once that would cost a sixteenth of
// Len()/8 bytes, in a bitset of Len()/8 bytes; from then on, if nb also
// implements [FrontierNeighbors], each layer is expanded in chunks of
// [FrontierChunk] states, one call per chunk. No allocation
// happens per state or per layer once the two layer buffers have grown to
// the widest layer.
func Layers[S comparable](nb Neighbors[S], starts ...S) iter.Seq2[int, []S] {
	mustNeighbors(nb, "Layers")
	fn, _ := nb.(FrontierNeighbors[S])
	return func(yield func(int, []S) bool) {
		if len(starts) == 0 {
			return
		}
		seen := newStates(nb, false, denseAtOnce).withWalls(nb)
		cur, next := []S(nil), make([]S, 0, len(starts))
		push := func(v S) bool {
			if seen.mark(v) {
				next = append(next, v)
			}
			return true
		}
		// Once the store is dense, one inlined bit test per edge.
		ix, n := seen.ix, seen.n
		denseMark := func(bits bitset) func(S) bool {
			return func(v S) bool {
				i := ix.Index(v)
				if uint(i) >= uint(n) {
					panicIndex(v, i, n)
				}
				w, m := uint(i)>>6, uint64(1)<<(uint(i)&63)
				if bits[w]&m == 0 {
					bits[w] |= m
					next = append(next, v)
				}
				return true
			}
		}
		pushChk := seen.chk.checked(func(v S) bool { return push(v) })
		if bits, _ := seen.dense(); bits != nil {
			// Many starts (every rotten orange) cost one Index each.
			for _, s := range starts {
				i := checkIndex(ix, s, n)
				seen.chk.verify(s, i)
				if bits.testAndSet(i) {
					next = append(next, s)
				}
			}
		} else {
			for _, s := range starts {
				seen.verify(s)
				push(s)
			}
		}
		for depth, dense := 0, false; len(next) > 0; depth++ {
			cur, next = next, cur[:0]
			if !yield(depth, cur) {
				return
			}
			if bits, _ := seen.dense(); bits != nil && !dense {
				dense, push = true, denseMark(bits)
			}
			if dense && fn != nil {
				for lo := 0; lo < len(cur); lo += FrontierChunk {
					next = seen.appendFrontier(fn, next, cur[lo:min(lo+FrontierChunk, len(cur))])
				}
				continue
			}
			for _, u := range cur {
				if seen.chk.due() {
					nb.Neighbors(u, pushChk)
				} else {
					nb.Neighbors(u, push)
				}
			}
		}
	}
}
