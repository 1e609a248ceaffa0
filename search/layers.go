package search

import "iter"

// Layers returns the breadth-first layers of the graph reachable from starts.
//
// Ranging over the result yields (depth, layer) for depth 0, 1, 2, ...: layer
// 0 holds the distinct starts in the order given, and layer d+1 the states
// first reached from layer d, in the order of a textbook FIFO-queue BFS
// (each new successor appended when Neighbors first yields it). Iteration
// ends after the last non-empty layer; with no starts it yields nothing.
//
// The layer slice is reused: it is valid only during its iteration step
// (copy it with slices.Clone to keep it). Breaking out of the loop stops
// all work; each range over the sequence runs a fresh search.
//
// Layers is an unbounded convenience: each layer is built whole before it
// is yielded, so an infinite layer is never yielded. [Sweep] is the bounded
// search for the same layers.
//
// Time is O(V + E) over the reachable part; memory is the visited set
// (see [Indexer] and [Packer]) plus two layers. Once the store is dense,
// a [FrontierNeighbors] expands each layer in chunks of [FrontierChunk]
// states, one call per chunk. No allocation happens per state or per
// layer once the two layer buffers have grown to the widest layer.
func Layers[S comparable](nb Neighbors[S], starts ...S) iter.Seq2[int, []S] {
	mustNeighbors(nb, "Layers")
	return func(yield func(int, []S) bool) {
		if len(starts) == 0 {
			return
		}
		l := newLayering(nb, starts)
		for depth := 0; len(l.next) > 0; depth++ {
			l.cur, l.next = l.next, l.cur[:0]
			if !yield(depth, l.cur) {
				return
			}
			l.expand()
		}
	}
}

// layering is one run of Layers: the visited set, the layer being
// expanded (cur) and the one being built (next), and the per-edge
// functions that append each new successor to next. The per-edge closure
// reaches them through one pointer, which it keeps alive across its Index
// call instead of every captured variable.
type layering[S comparable] struct {
	nb   Neighbors[S]
	fn   FrontierNeighbors[S] // nb's, used once the store is dense
	seen *states[S]
	st   *indexStore // seen's store over an Indexer, else nil
	ix   Indexer[S]
	n    int
	cur  []S
	next []S
	push func(S) bool // marks v, appending it to next if new
	chk  func(S) bool // push, checking v's index first (sampled expansions)
	slow func(S, int) // pushIndex's rare cases: a bad index, a full next
}

// newLayering returns the layering of a run from starts, with layer 0 in
// next: the distinct starts, each checked against the Indexer if any.
func newLayering[S comparable](nb Neighbors[S], starts []S) *layering[S] {
	l := &layering[S]{nb: nb, seen: newStates[S](nb, false, denseAtOnce)}
	l.fn, _ = nb.(FrontierNeighbors[S])
	l.next = make([]S, 0, len(starts))
	if l.st = l.seen.store; l.st != nil {
		l.ix, l.n = l.seen.ix, l.seen.n
		l.push = l.pushIndex()
	} else {
		l.push = func(v S) bool {
			if l.seen.mark(v) {
				l.next = append(l.next, v)
			}
			return true
		}
	}
	l.chk = l.seen.chk.checked(l.push)
	for _, s := range starts {
		l.seen.verify(s)
	}
	l.next = l.seen.markBatch(starts, l.next)
	return l
}

// expand appends the new successors of cur to next: once the store is
// dense, a chunk of cur at a time if nb has [FrontierNeighbors], else per
// edge through push.
func (l *layering[S]) expand() {
	if l.fn != nil && l.seen.dense() {
		for lo := 0; lo < len(l.cur); lo += FrontierChunk {
			l.next = l.seen.appendFrontier(l.fn, l.next, l.cur[lo:min(lo+FrontierChunk, len(l.cur))])
		}
		return
	}
	// The expansions between two samples run in an inner loop with one
	// call site and no per-state check.
	nb, push, chk, c := l.nb, l.push, l.chk, &l.seen.chk
	for cur := l.cur; len(cur) > 0; {
		if c.due() {
			nb.Neighbors(cur[0], chk)
			cur = cur[1:]
			continue
		}
		k := c.unsampled(len(cur))
		for _, u := range cur[:k] {
			nb.Neighbors(u, push)
		}
		cur = cur[k:]
	}
}

// unsampled is called once due has reported the next expansion
// unsampled. Of the m expansions from that one on, it returns how many in
// a row are unsampled (at least one) and moves the count past them, as
// that many calls to due would.
func (c *indexCheck[S]) unsampled(m int) int {
	if c.ix == nil {
		return m
	}
	k := min(m, c.left+1)
	c.left -= k - 1
	return k
}

// pushIndex returns push over an Indexer: one Index call, its range
// check, the store's mark (an inlined bit test once it is dense) and, for
// a new state, a store into next's spare capacity. The rare cases (a bad
// index, a full next) go through l.slow, a function value, so that the
// closure refers to nothing generic and saves fewer registers across its
// Index call.
func (l *layering[S]) pushIndex() func(S) bool {
	l.slow = func(v S, i int) {
		if uint(i) >= uint(l.n) {
			panicIndex(v, i, l.n)
		}
		l.next = append(l.next, v)
	}
	return func(v S) bool {
		i := l.ix.Index(v)
		if uint(i) >= uint(l.n) {
			l.slow(v, i) // panics
		}
		var fresh bool
		if st := l.st; st.dense() {
			fresh = st.markDense(i)
		} else {
			fresh = st.mark(i)
		}
		if fresh {
			if k := len(l.next); k < cap(l.next) {
				l.next = l.next[:k+1]
				l.next[k] = v
			} else {
				l.slow(v, i)
			}
		}
		return true
	}
}
