package graph

import (
	"context"
	"fmt"
	"math"
	"slices"
	"sync/atomic"

	"github.com/ripplebfs/ripple/search"
)

// Options bounds and configures [ExportContext], [ExportUndirectedContext],
// [ExportWeightedContext], [CrossCheckContext] and
// [CrossCheckWeightedContext], as search.Options does the bounded searches.
// The zero value exports everything reachable and keeps self-loops
// (DropSelfLoops does not apply to the weighted export, which has none).
type Options struct {
	// MaxStates, if positive, bounds the number of states exported. Reaching
	// one more makes the export fail with an error wrapping
	// search.ErrLimit: a partial graph is never returned.
	MaxStates int

	// MaxDepth, if positive, exports only the states within that many moves
	// of a start: the subgraph they induce, with every edge between two of
	// them. Distances from the starts are the same in it as in the whole
	// graph, and a symmetric graph stays symmetric. The states at depth
	// MaxDepth are expanded once more, to find their edges to one another
	// and back to closer states; no state beyond is looked up.
	MaxDepth int

	// DropSelfLoops leaves out every edge from a state to itself, so that
	// the result can be copied into a gonum simple graph (which panics on
	// self-loops). Distances and reachability do not change.
	DropSelfLoops bool
}

// denseLimit is the largest Indexer.Len() for which Export keeps its state
// lookup as an int32 array over the whole index range; above it a map is
// cheaper than 4·Len() bytes for what may be a small reachable part.
const denseLimit = 1 << 24

// maxInt32 bounds node IDs and edge offsets, which are stored as int32.
const maxInt32 = math.MaxInt32

// Export materialises the part of nb reachable from starts as an explicit
// directed graph; it is [ExportContext] with no context and zero
// [Options]: no limit, self-loops kept, parallel edges collapsed. It is an
// unbounded convenience: on an infinite graph it runs until memory runs
// out, or fails past 2³¹−1 states.
//
// With no starts the graph is empty. Time is O(V + E) over the reachable
// part, plus O(E) to build the predecessor lists; see [ExportContext].
func Export[S comparable](nb search.Neighbors[S], starts ...S) (*Explicit[S], error) {
	return ExportContext(context.Background(), nb, Options{}, starts...)
}

// ExportContext materialises the part of nb reachable from starts (within
// opts.MaxDepth) as an explicit directed graph that implements gonum's
// graph.Directed.
//
// The walk is a FIFO breadth-first walk of its own: the distinct starts get
// the IDs 0, 1, ... in the order given (duplicates dropped), then each node
// is expanded in ID order and every state gets the next ID when it is first
// yielded. This is the order of [search.Layers] concatenated, so node IDs
// are sorted by BFS depth. Each node's successors are kept in first-yield
// order, each once; a self-loop is kept unless opts.DropSelfLoops.
//
// It follows the search package's bounded-search convention: the error is
// non-nil only if ctx is done (wrapping its error; checked before every
// expansion and, through a flag, for every successor yielded, known or new,
// so that a Neighbors that yields forever is stopped too), if more than opts.MaxStates states are reachable within
// opts.MaxDepth (wrapping [search.ErrLimit]), or if the graph has more than
// 2³¹−1 nodes or edges (also wrapping search.ErrLimit). A stopped export
// returns no graph. It panics if nb is nil or ctx is nil.
//
// If nb also implements [search.Indexer] with Len() ≤ 2^24, states are looked
// up through an int32 array of Len() entries instead of a map, which makes
// the export faster; as in the engine, an Index outside [0, Len()) for a
// reachable state (such as a start the Indexer does not know) panics, and
// so do two states with one index, or, for a sample of the states, a
// State that does not invert Index. To force a map, pass a closure, which
// has no capabilities: search.NeighborsFunc[S](func(s S, yield func(S)
// bool) { nb.Neighbors(s, yield) }). Time is O(V + E); memory is the
// states, their lookup table, and 4·(2V + 2E) bytes of adjacency arrays.
// Neighbors is called exactly once per exported state.
func ExportContext[S comparable](ctx context.Context, nb search.Neighbors[S], opts Options, starts ...S) (*Explicit[S], error) {
	if nb == nil {
		panic("graph: Export called with nil Neighbors")
	}
	if ctx == nil {
		panic("graph: Export called with nil context")
	}
	w := &walker[S]{g: &Explicit[S]{}, max: opts.MaxStates, drop: opts.DropSelfLoops, limit: opts.MaxStates}
	if w.limit <= 0 || w.limit > maxInt32 {
		w.limit = maxInt32
	}
	g := w.g
	if ix, ok := nb.(search.Indexer[S]); ok && ix.Len() >= 0 && ix.Len() <= denseLimit {
		g.ix, g.pos = ix, make([]int32, ix.Len())
	} else {
		g.ids = make(map[S]int32)
	}
	for _, s := range starts {
		if _, added := w.lookup(s); added && w.failed != nil {
			return nil, w.failed
		}
	}
	g.starts = len(g.states)
	g.outOff = make([]int32, 0, len(g.states)+1)
	if release := w.watch(ctx); release != nil {
		defer release()
	}
	if err := w.walk(ctx, nb, opts.MaxDepth); err != nil {
		return nil, err
	}
	g.outOff = append(g.outOff, int32(len(g.out)))
	g.finish()
	return g, nil
}

// walk expands every node in ID order, layer by layer; from depth maxDepth
// on (if positive) it only records edges between known states.
func (w *walker[S]) walk(ctx context.Context, nb search.Neighbors[S], maxDepth int) error {
	g, done := w.g, ctx.Done()
	place := w.place
	depth, layerEnd := 0, len(g.states)
	for ; int(w.u) < len(g.states); w.u++ {
		if int(w.u) == layerEnd {
			depth, layerEnd = depth+1, len(g.states)
		}
		select {
		case <-done:
			return w.stopped(ctx, depth)
		default:
		}
		w.closed = maxDepth > 0 && depth >= maxDepth
		g.outOff = append(g.outOff, int32(len(g.out)))
		nb.Neighbors(g.states[w.u], place)
		if w.failed == nil && w.stop.Load() {
			w.failed = w.stopped(ctx, depth)
		}
		if w.failed != nil {
			return w.failed
		}
	}
	return nil
}

// walker is the state of an export walk.
type walker[S comparable] struct {
	g      *Explicit[S]
	u      int32   // node being expanded
	stamp  []int32 // stamp[v] == u+1: edge u→v already recorded
	limit  int     // most states allowed
	max    int     // Options.MaxStates
	drop   bool    // Options.DropSelfLoops
	closed bool    // at Options.MaxDepth: record edges to known states only
	failed error   // why the walk stopped; once set, place ignores every call
	stop   atomic.Bool
}

// watch makes w.stop follow ctx's cancellation, so that place can check it
// for every successor at the cost of one atomic load; it returns the
// function that releases the watch, or nil if ctx is never cancelled.
func (w *walker[S]) watch(ctx context.Context) func() bool {
	if ctx.Err() != nil {
		w.stop.Store(true)
		return nil
	}
	if ctx.Done() == nil {
		return nil
	}
	return context.AfterFunc(ctx, func() { w.stop.Store(true) })
}

// stopped is the error of a walk stopped by ctx while expanding a node at
// depth.
func (w *walker[S]) stopped(ctx context.Context, depth int) error {
	return fmt.Errorf("graph: export: stopped at depth %d: %w", depth, ctx.Err())
}

// find returns the ID of v, if it has one.
func (w *walker[S]) find(v S) (id int32, ok bool) {
	g := w.g
	if g.pos == nil {
		id, ok = g.ids[v]
		return id, ok
	}
	i := g.ix.Index(v)
	if uint(i) >= uint(len(g.pos)) {
		panicIndex(v, i, len(g.pos))
	}
	if p := g.pos[i]; p != 0 {
		w.same(v, i, p-1)
		return p - 1, true
	}
	return -1, false
}

// same panics unless v is the state of node id, whose index i it has: two
// states with one index mean that the Indexer is not a bijection.
func (w *walker[S]) same(v S, i int, id int32) {
	if u := w.g.states[id]; u != v {
		panic(fmt.Sprintf("graph: Indexer %T is not a bijection: Index(%v) = Index(%v) = %d", w.g.ix, v, u, i))
	}
}

// checkState panics unless State(i) == v, for the first 64 states added
// and one in 1,024 after, as the searches check the Indexer.
func (w *walker[S]) checkState(v S, i int) {
	if n := len(w.g.states); n >= 64 && n%1024 != 0 {
		return
	}
	if u := w.g.ix.State(i); u != v {
		panic(fmt.Sprintf("graph: Indexer %T is not a bijection: Index(%v) = %d, but State(%d) = %v", w.g.ix, v, i, i, u))
	}
}

// lookup returns the ID of v, adding v as a new node if it has none. Over
// the limit it sets w.failed and returns added == true.
func (w *walker[S]) lookup(v S) (id int32, added bool) {
	g := w.g
	if g.pos != nil {
		i := g.ix.Index(v)
		if uint(i) >= uint(len(g.pos)) {
			panicIndex(v, i, len(g.pos))
		}
		if p := g.pos[i]; p != 0 {
			w.same(v, i, p-1)
			return p - 1, false
		}
		w.checkState(v, i)
		id = int32(len(g.states))
		g.pos[i] = id + 1
	} else {
		var ok bool
		if id, ok = g.ids[v]; ok {
			return id, false
		}
		id = int32(len(g.states))
		g.ids[v] = id
	}
	g.states = append(g.states, v)
	w.stamp = append(w.stamp, 0)
	if len(g.states) > w.limit {
		w.failed = w.tooMany()
	}
	return id, true
}

func (w *walker[S]) tooMany() error {
	if w.max > 0 && len(w.g.states) > w.max {
		return fmt.Errorf("graph: export: %w: more than %d states reachable", search.ErrLimit, w.max)
	}
	return fmt.Errorf("graph: export: %w: more than %d states reachable, the most node IDs number", search.ErrLimit, maxInt32)
}

// place records the edge from the node being expanded to v; it is the
// yield function given to Neighbors. Once it has returned false, a
// Neighbors that keeps calling it changes nothing.
func (w *walker[S]) place(v S) bool {
	if w.failed != nil || w.stop.Load() {
		return false
	}
	var id int32
	if w.closed {
		var ok bool
		if id, ok = w.find(v); !ok {
			return true // beyond MaxDepth
		}
	} else {
		var added bool
		id, added = w.lookup(v)
		if added && w.failed != nil {
			return false
		}
	}
	u := w.u
	if w.stamp[id] == u+1 {
		return true // parallel edge
	}
	w.stamp[id] = u + 1
	g := w.g
	if id == u {
		if w.drop {
			return true
		}
		g.loops++
	}
	if len(g.out) == maxInt32 {
		w.failed = fmt.Errorf("graph: export: %w: more than %d edges", search.ErrLimit, maxInt32)
		return false
	}
	g.out = append(g.out, id)
	return true
}

func panicIndex[S comparable](v S, i, n int) {
	panic(fmt.Sprintf("graph: Indexer.Index(%v) = %d, outside [0, %d)", v, i, n))
}

// finish builds the node array and the predecessor lists (a counting sort
// of the edges by target; sources come out ascending because edges are
// visited in source order).
func (g *Explicit[S]) finish() {
	n := len(g.states)
	g.nodes = make([]node, n)
	for i := range g.nodes {
		g.nodes[i].id = int64(i)
	}
	g.inOff = make([]int32, n+1)
	for _, v := range g.out {
		g.inOff[v+1]++
	}
	for v := range n {
		g.inOff[v+1] += g.inOff[v]
	}
	g.in = make([]int32, len(g.out))
	fill := slices.Clone(g.inOff[:n])
	for u := range n {
		for _, v := range g.out[g.outOff[u]:g.outOff[u+1]] {
			g.in[fill[v]] = int32(u)
			fill[v]++
		}
	}
}
