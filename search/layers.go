package search

import (
	"context"
	"iter"
	"sync/atomic"
)

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
// all work; each range over the sequence runs a fresh search. Each layer
// is built whole before it is yielded, so an infinite layer is never
// yielded.
//
// Time is O(V + E) over the reachable part; memory is the visited set
// (see [Indexer] and [Packer]) plus two layers. Once the store is dense,
// a [FrontierNeighbors] expands each layer in chunks of 256 states, one
// call per chunk. No allocation happens per state or per layer once the
// two layer buffers have grown to the widest layer.
//
// Layers is the unbounded convenience for [LayersContext].
func Layers[S comparable](nb Neighbors[S], starts ...S) iter.Seq2[int, []S] {
	mustNeighbors(nb, "Layers")
	return func(yield func(int, []S) bool) {
		mustNot(LayersContext(context.Background(), nb, Options{}, yield, starts...), "Layers")
	}
}

// LayersContext is [Layers] as a bounded search: it calls yield with each
// layer in turn, as ranging over Layers does (returning false stops the
// search with a nil error). MaxStates is checked as each state is added,
// or after each call of a [FrontierNeighbors], which bounds the overshoot.
func LayersContext[S comparable](ctx context.Context, nb Neighbors[S], opts Options, yield func(depth int, layer []S) bool, starts ...S) error {
	mustNeighbors(nb, "Layers")
	if yield == nil {
		panic("search: Layers called with nil yield")
	}
	opts.check("Layers", fieldOnLayer)
	st := newStopper(ctx, "Layers")
	defer st.finish()
	if len(starts) == 0 {
		return nil
	}
	l := newLayering(nb, starts, st)
	reached := 0
	for depth := 0; len(l.next) > 0; depth++ {
		l.cur, l.next = l.next, l.cur[:0]
		if reached += len(l.cur); opts.over(reached) {
			return st.limit(opts, "depth", depth, reached)
		}
		if opts.OnLayer != nil {
			opts.OnLayer(LayerStats{Cost: depth, Size: len(l.cur), Reached: reached, Expanded: reached - len(l.cur)})
		}
		if !yield(depth, l.cur) || opts.deep(depth) {
			return nil
		}
		if opts.MaxStates > 0 { // the next layer's room, as its capacity
			l.room = opts.MaxStates - reached
		}
		if l.expand(); l.halt {
			if st.stopped() {
				return st.err("depth", depth)
			}
			return st.limit(opts, "depth", depth, reached+len(l.next)+1)
		}
	}
	return nil
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
	room int          // the most states next may hold: MaxStates less the states reached
	flag *atomic.Bool // the context's flag
	halt bool         // the expansion stopped: the context is done or next is past room
	push func(S) bool // marks v, appending it to next if new
	chk  func(S) bool // push, checking v's index first (sampled expansions)
	slow func(S, int) // pushIndex's rare cases: a bad index, a full next
}

// newLayering returns the layering of a run from starts, with layer 0 in
// next: the distinct starts, each checked against the Indexer if any.
func newLayering[S comparable](nb Neighbors[S], starts []S, stop *stopper) *layering[S] {
	l := &layering[S]{nb: nb, seen: newStates[S](nb, false, denseAtOnce), room: maxPositions, flag: &stop.flag}
	l.fn, _ = nb.(FrontierNeighbors[S])
	l.next = make([]S, 0, len(starts))
	if l.st = l.seen.store; l.st != nil {
		l.ix, l.n = l.seen.ix, l.seen.n
		l.push = l.pushIndex()
	} else {
		l.push = func(v S) bool {
			if l.seen.mark(v) {
				l.add(v)
			}
			return !l.halt && !l.flag.Load() || l.stop()
		}
	}
	l.chk = l.seen.chk.checked(l.push)
	for _, s := range starts {
		l.seen.verify(s)
	}
	l.next = l.seen.markBatch(starts, l.next)
	return l
}

// add appends v to next unless next is full: past room, it halts the
// expansion.
func (l *layering[S]) add(v S) {
	if len(l.next) >= l.room {
		l.halt = true
		return
	}
	l.next = append(l.next, v)
	l.next = l.next[:len(l.next):min(cap(l.next), l.room)] // the fast path's test
}

// stop halts the expansion: it returns false.
func (l *layering[S]) stop() bool {
	l.halt = true
	return false
}

// expand appends the new successors of cur to next: once the store is
// dense, a chunk of cur at a time if nb has [FrontierNeighbors], else per
// edge through push. It sets l.halt if it stopped early.
func (l *layering[S]) expand() {
	l.next = l.next[:0:min(cap(l.next), l.room)]
	if l.fn != nil && l.seen.dense() {
		for lo := 0; lo < len(l.cur) && !l.flag.Load(); lo += frontierChunk {
			l.next = l.seen.appendFrontier(l.fn, l.next, l.cur[lo:min(lo+frontierChunk, len(l.cur))])
			if len(l.next) > l.room {
				l.halt = true
				return
			}
		}
		l.halt = l.flag.Load()
		return
	}
	// The expansions between two samples run in an inner loop with one
	// call site and no per-state check but the halt flag.
	nb, push, chk, c := l.nb, l.push, l.chk, &l.seen.chk
	for cur := l.cur; len(cur) > 0 && !l.halt; {
		if c.due() {
			nb.Neighbors(cur[0], chk)
			cur = cur[1:]
			continue
		}
		k := c.unsampled(len(cur))
		for _, u := range cur[:k] {
			if nb.Neighbors(u, push); l.halt {
				return
			}
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
// Index call. It is kept out of line: compiled as part of newLayering,
// a large function, the closure would have its small calls (the store's
// bit test) left as calls.
//
//go:noinline
func (l *layering[S]) pushIndex() func(S) bool {
	l.slow = func(v S, i int) {
		if uint(i) >= uint(l.n) {
			panicIndex(v, i, l.n)
		}
		l.add(v)
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
		return !l.halt && !l.flag.Load() || l.stop()
	}
}
