package search

import (
	"context"
	"slices"
)

// BFS returns a shortest path, in moves, from a start to the first goal
// state reached, both ends included, or (nil, false) if no goal state is
// reachable. It is breadth-first search: every move counts one, whatever
// costs nb may also yield through Edges ([Dijkstra] counts those). Starts
// are tested first, in the order given, so a start that is a goal is a
// one-state path. Otherwise states are tested as they are discovered, in
// the order of [Layers], and the search stops at the first goal state,
// before the rest of its layer is generated. The path follows, from the
// goal backwards, the first state that reached each state.
//
// Time is O(V + E) over the states discovered before the goal; memory is,
// per state, the state and a 4-byte parent, plus the visited set (see
// [Indexer]). BFS is the unbounded convenience for [BFSContext].
func BFS[S comparable](nb Neighbors[S], goal func(S) bool, starts ...S) ([]S, bool) {
	path, ok, err := BFSContext(context.Background(), nb, goal, Options{}, starts...)
	mustNot(err, "BFS")
	return path, ok
}

// BFSContext is [BFS] as a bounded search; OnLayer reports each layer
// and, at the end, the goal's as far as it was built.
func BFSContext[S comparable](ctx context.Context, nb Neighbors[S], goal func(S) bool, opts Options, starts ...S) ([]S, bool, error) {
	mustNeighbors(nb, "BFS")
	mustGoal(goal, "BFS")
	opts.check("BFS", fieldOnLayer)
	st := newStopper(ctx, "BFS")
	defer st.finish()
	t, err := grow(st, nb, opts, 1, goal, true, starts)
	if err != nil || len(t.goals) == 0 {
		return nil, false, err
	}
	return t.pathFrom(t.goals[0]), true, nil
}

// BFSTree returns the breadth-first search tree of everything reachable
// from starts: every state's distance in moves and a shortest path to it
// ([Tree.Cost], [Tree.PathTo]), layer by layer ([Tree.Layers]). With a
// goal (not nil) it stops once the layer of the nearest goal states is
// complete ([Tree.Goals]): starts are tested first, and if some are
// goals the tree holds only the starts; completing the goal's layer can
// cost as much as the rest of the search, which [BFS] avoids. Duplicate
// starts are dropped.
//
// Time is O(V + E) over the reached part. Memory is, per reached state,
// the state and a 4-byte parent, plus the visited set (see [Indexer]). A
// [FrontierNeighbors] (without AllPaths) is expanded a chunk of states per
// call, with a record per call instead of a parent per state, and over an
// Indexer of Len() ≤ 2²² without a position per index: for each 64
// indices the [Visited] it is lent notes the last call that marked one,
// near whose states a look-up searches ([Tree.Cost], [Tree.PathTo]).
// Once the look-ups have compared 4 states per state of the tree, the
// tree writes the position of every index (an Index call per state and
// 4 bytes per index) and looks up directly. If Len() ≤ 2²² the states are
// allocated up front for min(Len(), MaxStates+1). BFSTree is the
// unbounded convenience for [BFSTreeContext].
func BFSTree[S comparable](nb Neighbors[S], goal func(S) bool, starts ...S) *Tree[S] {
	t, err := BFSTreeContext(context.Background(), nb, goal, Options{}, starts...)
	mustNot(err, "BFSTree")
	return t
}

// BFSTreeContext is [BFSTree] as a bounded search. It honours every field
// of [Options]: AllPaths records every shortest path ([Tree.AllPathsTo],
// [Tree.CountPathsTo]), at two int32 per state and two per extra parent,
// and Workers > 1 over an Indexer, without AllPaths or a goal, expands
// wide layers in parallel.
func BFSTreeContext[S comparable](ctx context.Context, nb Neighbors[S], goal func(S) bool, opts Options, starts ...S) (*Tree[S], error) {
	mustNeighbors(nb, "BFSTree")
	w := opts.check("BFSTree", fieldWorkers|fieldAllPaths|fieldAllPathsDepth|fieldOnLayer)
	st := newStopper(ctx, "BFSTree")
	defer st.finish()
	t, err := grow(st, nb, opts, w, goal, false, starts)
	if err != nil {
		return nil, err
	}
	return &Tree[S]{b: t}, nil
}

func mustGoal[S any](goal func(S) bool, fn string) {
	if goal == nil {
		panic("search: " + fn + " called with nil goal")
	}
}

// builder grows a [Tree] serially, in the order of a FIFO queue.
type builder[S comparable] struct {
	t         *btree[S]
	o         Options
	st        *stopper
	goal      func(S) bool
	firstGoal bool        // stop at the first goal state, mid-layer
	stopAt    int         // the tree size at which add stops: o.MaxStates+1, or 2³¹−1
	from      int32       // position of the state being expanded, -1 for starts
	nextStart int32       // first position of the layer being built
	depth     int         // depth of the layer being expanded
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
	num       numbering            // the positions fn's calls append at
}

// grow builds a search tree from starts. With a goal, it stops after the
// layer of the first goal found, or at that goal if firstGoal is set. With
// w > 1 workers it expands wide layers in parallel where parallelTree
// allows.
func grow[S comparable](st *stopper, nb Neighbors[S], o Options, w int, goal func(S) bool, firstGoal bool, starts []S) (*btree[S], error) {
	b := &builder[S]{t: &btree[S]{allPaths: o.AllPaths}, o: o, st: st, goal: goal, firstGoal: firstGoal, from: -1, stopAt: maxPositions}
	if o.MaxStates > 0 && o.MaxStates < maxPositions {
		b.stopAt = o.MaxStates + 1
	}
	t := b.t
	fn, frontier := nb.(FrontierNeighbors[S])
	frontier = frontier && !o.AllPaths
	// Built frontier at a time from the start, a tree keeps no position
	// per index: a look-up finds the state near the run that marked its
	// word (btree.scan).
	_, n, ok := denseIndexer[S](nb)
	lazy := frontier && w <= 1 && ok && n <= denseAtOnce
	t.seen = newStates[S](nb, !lazy, denseAtOnce)
	b.set, b.ist, b.ix, b.n = t.seen, t.seen.store, t.seen.ix, t.seen.n
	if lazy && !firstGoal { // BFS returns the path, which needs no look-up
		t.words = make([]int32, len(b.ist.bits))
	}
	if b.push = b.placeAny; b.ix != nil { // resolved once, not per edge
		b.push = b.placeIndex()
	}
	b.placeChk = t.seen.chk.checked(b.push)
	if frontier {
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
		return nil, st.err("depth", 0)
	}
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
		if b.depth = depth; o.OnLayer != nil {
			o.OnLayer(LayerStats{Cost: depth, Size: int(end - begin), Reached: int(end), Expanded: int(begin)})
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
			b.err = b.st.err("depth", depth)
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
		b.err = b.st.err("depth", depth)
	}
}

// placeIndex returns the function that records v, reached from b.from,
// unless it is known, over an Indexer: its store's put inlines to a bit
// test once the store is dense. It is a closure built out of line, for the
// reasons docs/design.md gives under "One store, one driver".
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
		if st := b.ist; st.pos != nil { // dense with positions
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
	t.order = append(doubled(t.order), v)
	t.parent = append(doubled(t.parent), b.from)
	if b.o.AllPaths {
		t.extra.grow()
	}
	return b.admit(len(t.order) - 1)
}

// admit runs the checks on the state placed at position r: the limits,
// the goal, the context's flag. It returns false to end the expansion.
func (b *builder[S]) admit(r int) bool {
	t := b.t
	if r+1 >= b.stopAt {
		b.err = b.st.limit(b.o, "depth", b.depth, r+1)
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
