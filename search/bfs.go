package search

import (
	"context"
	"slices"
	"time"
)

// BFS runs a breadth-first search from starts over everything reachable (up
// to opts.MaxDepth) and returns the search tree: the distance and a shortest
// path to every reached state, the layers, and, with opts.AllPaths, every
// shortest path. It honours every field of [Options]. Duplicate starts are
// dropped; with no starts the tree is empty. With opts.Workers > 1 in
// dense mode (and without AllPaths), wide layers are expanded in parallel;
// see [Options].Workers for what may then differ.
//
// Time is O(V + E) over the reached part. Memory is, per reached state,
// the state and a 4-byte parent, plus the visited set (see [Indexer]). A
// [FrontierNeighbors] (without AllPaths) is expanded a chunk of states per
// call, with a record per call instead of a parent per state, and if
// Len() ≤ 2²² the states are allocated up front for min(Len(),
// MaxStates+1). AllPaths adds two int32 per state and two per extra parent.
func BFS[S comparable](ctx context.Context, nb Neighbors[S], opts Options, starts ...S) (*Tree[S], error) {
	mustNeighbors(nb, "BFS")
	w := opts.check("BFS", 0)
	st := newStopper(ctx, "BFS")
	defer st.finish()
	return grow(st, nb, opts, w, nil, false, starts)
}

// BFSTo runs a breadth-first search from starts that stops once the layer of
// the nearest goal states is complete, and returns the search tree with
// those goal states ([Tree.Goals]): the distance to them ([Tree.Depth]), a
// shortest path to each and, with opts.AllPaths, every shortest path.
// Starts are tested first; if some satisfy goal, the tree holds only the
// starts. If no goal state is reachable (within opts.MaxDepth), the tree
// holds everything searched and Goals is empty. goal must not be nil.
//
// BFSTo runs on the calling goroutine, so its tree is exactly the one [BFS]
// builds up to that layer; errors, time and memory are those of BFS over
// the searched part. Completing the goal's layer can cost as much as the
// rest of the search, which [ShortestPath] avoids.
func BFSTo[S comparable](ctx context.Context, nb Neighbors[S], goal func(S) bool, opts Options, starts ...S) (*Tree[S], error) {
	mustNeighbors(nb, "BFSTo")
	mustGoal(goal, "BFSTo")
	opts.check("BFSTo", 0)
	st := newStopper(ctx, "BFSTo")
	defer st.finish()
	return grow(st, nb, opts, 1, goal, false, starts)
}

func mustGoal[S any](goal func(S) bool, fn string) {
	if goal == nil {
		panic("search: " + fn + " called with nil goal")
	}
}

// builder grows a [Tree] serially, in the order of a FIFO queue.
type builder[S comparable] struct {
	t         *Tree[S]
	o         Options
	st        *stopper
	goal      func(S) bool
	firstGoal bool        // stop at the first goal state, mid-layer
	stopAt    int         // the tree size at which add stops: o.MaxStates+1, or 2³¹−1
	from      int32       // position of the state being expanded, -1 for starts
	nextStart int32       // first position of the layer being built
	err       error       // why the search stopped early
	stop      bool        // the expansion must end: err is set, or firstGoal met
	set       *states[S]  // the tree's visited set
	ist       *indexStore // set's store over an Indexer, else nil
	ix        Indexer[S]  // set's Indexer, if it has one
	n         int
	push      func(S) bool // place, bound once
	placeChk  func(S) bool // place, checking each successor's index first
	fresh     [][]wideItem[S]
	fn        FrontierNeighbors[S] // without AllPaths, if nb has it: used once set is dense
}

// grow builds a search tree from starts. With a goal, it stops after the
// layer of the first goal found, or at that goal if firstGoal is set. With
// w > 1 workers it expands wide layers in parallel where parallelTree
// allows.
func grow[S comparable](st *stopper, nb Neighbors[S], o Options, w int, goal func(S) bool, firstGoal bool, starts []S) (*Tree[S], error) {
	b := &builder[S]{t: &Tree[S]{allPaths: o.AllPaths}, o: o, st: st, goal: goal, firstGoal: firstGoal, from: -1, stopAt: maxPositions}
	if o.MaxStates > 0 && o.MaxStates < maxPositions {
		b.stopAt = o.MaxStates + 1
	}
	t := b.t
	t.seen = newStates[S](nb, true, denseAtOnce)
	b.set, b.ist, b.ix, b.n = t.seen, t.seen.store, t.seen.ix, t.seen.n
	if b.push = b.placeAny; b.ix != nil { // resolved once, not per edge
		b.push = b.placeIndex()
	}
	b.placeChk = t.seen.chk.checked(b.push)
	if fn, ok := nb.(FrontierNeighbors[S]); ok && !o.AllPaths {
		b.fn = fn
		if b.ix != nil && b.n <= denseAtOnce { // as the store: doubling costs more than a grid search
			t.order = make([]S, 0, min(b.n, b.stopAt))
		}
	}
	for _, s := range starts {
		t.seen.verify(s)
		if !b.push(s) {
			break
		}
	}
	if b.err == nil && !(firstGoal && len(t.goals) > 0) && st.stopped() {
		return nil, st.err(0)
	}
	began := time.Now()
	t.layers = append(t.layers, 0)
	for depth := 0; ; depth++ {
		if b.err != nil {
			return nil, b.err
		}
		begin, end := t.layers[depth], int32(len(t.order))
		if begin == end {
			break
		}
		t.layers = append(t.layers, end)
		if o.OnLayer != nil {
			o.OnLayer(LayerStats{Depth: depth, Size: int(end - begin), Reached: int(end), Elapsed: time.Since(began)})
		}
		if len(t.goals) > 0 || o.deep(depth) {
			break
		}
		expand := b.expandFrontier
		if wide := b.parallelTree(w) && int(end-begin) >= o.cutoff() && b.set.dense(); wide || b.fn == nil || !b.set.dense() {
			// Parents per position again: mark those left to parentOf.
			t.parent = append(t.parent, slices.Repeat([]int32{-2}, len(t.order)-len(t.parent))...)
			if expand = b.expand; wide {
				b.expandWide(nb, depth, begin, end, w)
				continue
			}
		}
		// A first goal ends its layer where it is found.
		expand(nb, depth, begin, end)
	}
	return t, nil
}

// expand expands the positions [begin, end) at depth.
func (b *builder[S]) expand(nb Neighbors[S], depth int, begin, end int32) {
	b.nextStart = end
	for p := begin; p < end; p++ {
		if b.st.stopped() {
			b.err = b.st.err(depth)
			return
		}
		b.from = p
		nb.Neighbors(b.t.order[p], b.set.chk.pick(b.push, b.placeChk))
		if b.stop {
			b.ended(depth)
			return
		}
	}
}

// ended, once an expansion at depth halted, sets b.err to why, unless it
// stopped at a first goal.
func (b *builder[S]) ended(depth int) {
	if b.err == nil && !(b.firstGoal && len(b.t.goals) > 0) {
		b.err = b.st.err(depth)
	}
}

// placeIndex returns the function that records v, reached from b.from,
// unless it is known, over an Indexer: its store's put inlines to a bit
// test once the store is dense. It is a closure built out of line, for the
// reasons docs/design.md gives under "One visited store".
//
//go:noinline
func (b *builder[S]) placeIndex() func(S) bool {
	return func(v S) bool {
		if b.stop {
			return false
		}
		i := b.ix.Index(v)
		if uint(i) >= uint(b.n) {
			panicIndex(v, i, b.n)
		}
		p, ok := int32(len(b.t.order)), false
		if st := b.ist; st.dense() {
			p, ok = st.putDense(i, p)
		} else {
			p, ok = st.put(i, p)
		}
		if !ok {
			return b.known(p)
		}
		return b.add(v)
	}
}

// placeAny is placeIndex over a Packer or a map.
func (b *builder[S]) placeAny(v S) bool {
	if b.stop {
		return false
	}
	if p, ok := b.set.put(v, int32(len(b.t.order))); !ok {
		return b.known(p)
	}
	return b.add(v)
}

// known ends the placing of a state already at position p.
func (b *builder[S]) known(p int32) bool {
	if b.o.AllPaths {
		b.t.addParent(p, b.from, b.nextStart)
	}
	return !b.st.flagged() || b.halt()
}

// halt ends the expansion under way; it always returns false.
func (b *builder[S]) halt() bool {
	b.stop = true
	return false
}

// add appends a new state, reached from b.from; it returns false to end
// the expansion.
func (b *builder[S]) add(v S) bool {
	t := b.t
	t.order = append(t.order, v)
	t.parent = append(t.parent, b.from)
	if b.o.AllPaths {
		t.firstExtra = append(t.firstExtra, -1)
		t.lastExtra = append(t.lastExtra, -1)
	}
	return b.admit(len(t.order) - 1)
}

// admit runs the checks on the state placed at position r: the limits,
// the goal, the context's flag. It returns false to end the expansion.
func (b *builder[S]) admit(r int) bool {
	t := b.t
	if r+1 >= b.stopAt {
		b.err = b.o.stopError("BFS", r+1)
		return b.halt()
	}
	if b.goal != nil && b.goal(t.order[r]) {
		t.goals = append(t.goals, int32(r))
		if b.firstGoal {
			return b.halt()
		}
	}
	return !b.st.flagged() || b.halt()
}
