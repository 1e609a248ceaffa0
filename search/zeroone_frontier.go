package search

import (
	"fmt"
	"slices"
	"sort"
)

// zeroOne is a search by cost over a [ZeroOneFrontier]: Dijkstra's
// algorithm as 0-1 BFS by cost classes, building a breadth-first tree
// whose layers are the classes. A class is closed under 0-cost moves by a
// FIFO over its positions, then its 1-cost moves start the next class;
// its states are final as they are marked. Until the store is dense it
// expands per edge through Edges, recording each state's parent; then a
// chunk of at most treeChunk states per AppendEdges call, with a record
// per call from which a path derives the parents it needs (costPath).
type zeroOne[S comparable] struct {
	t        *btree[S]
	zf       ZeroOneFrontier[S]
	wn       WeightedNeighbors[S]
	set      *states[S]
	st       *stopper
	o        Options
	goal     func(S) bool
	every    bool // settle every goal of the least cost, not only the first
	limit    int  // the most states the tree may hold
	cost     int  // the class being expanded
	reported int  // the classes reported to OnLayer
	err      error
	halt     bool // the expansion must end: err is set, or a first goal was found

	from   int32 // per edge: the position expanded and the cost of the edges taken
	want   int
	verify bool              // the expansion is sampled: check the Indexer on its successors
	yield  func(S, int) bool // the per-edge function, built once
}

// zeroOneTree answers a search by cost fn over a [ZeroOneFrontier], and
// reports ok false if the search is not one it serves: with a heuristic,
// a bound on edges, or over a graph without the capability or an Indexer
// of Len() at most 2³¹−1.
func zeroOneTree[S comparable](st *stopper, fn string, nb WeightedNeighbors[S], goal func(S) bool, h func(S) int, o Options, every bool, starts []S) (t *Tree[S], ok bool, err error) {
	zf, ok := nb.(ZeroOneFrontier[S])
	if _, _, dense := denseIndexer[S](nb); !ok || !dense || h != nil || o.depth() > 0 || o.AllPaths {
		return nil, false, nil
	}
	z := &zeroOne[S]{zf: zf, wn: nb, st: st, o: o, goal: goal, every: every, limit: maxPositions}
	if o.MaxStates > 0 {
		z.limit = min(z.limit, o.MaxStates)
	}
	// Dense from the start, the store keeps no positions: a tree writes
	// them on its first look-up (btree.index), which a path does not
	// need. Its states are allocated up front, as BFSTree's are.
	_, n, _ := denseIndexer[S](nb)
	z.set = newStates[S](nb, n > denseAtOnce, denseAtOnce)
	z.t = &btree[S]{seen: z.set, wn: nb}
	if n <= denseAtOnce {
		z.t.order = make([]S, 0, min(n, z.limit))
	}
	z.yield = z.edge()
	if z.run(starts); z.err != nil {
		return nil, true, z.err
	}
	return &Tree[S]{b: z.t}, true, nil
}

// run places the starts, then settles class after class until none is
// left, the goals' class is complete (or, without every, a goal is
// found), or the search stops (z.err).
func (z *zeroOne[S]) run(starts []S) {
	t := z.t
	for _, s := range starts {
		z.set.verify(s)
		if _, added := z.set.put(s, int32(len(t.order))); added {
			t.order = append(t.order, s)
			t.parent = append(t.parent, -1)
			if !z.admit(len(t.order) - 1) {
				break
			}
		}
	}
	if !z.halt && z.st.stopped() {
		z.err, z.halt = z.st.err("cost", 0), true
	}
	if t.layers = append(t.layers, 0); len(t.order) == 0 {
		return // no starts, no class
	}
	for d := 0; !z.halt; d++ {
		z.cost = d
		if z.expand(t.layers[d], -1, 0); z.halt { // the class's 0-cost closure
			break
		}
		end := int32(len(t.order))
		t.layers = append(t.layers, end)
		z.report()
		if len(t.goals) > 0 || t.layers[d] == end {
			return
		}
		if z.expand(t.layers[d], end, 1); len(t.order) == int(end) {
			return
		}
	}
	if z.err == nil { // a first goal: its class ends with it
		t.layers = append(t.layers, int32(len(t.order)))
		z.report()
	}
}

// report calls OnLayer for the classes completed and not yet reported.
func (z *zeroOne[S]) report() {
	l := z.t.layers
	for ; z.o.OnLayer != nil && z.reported+1 < len(l); z.reported++ {
		c, end := z.reported, l[z.reported+1]
		z.o.OnLayer(LayerStats{Cost: c, Size: int(end - l[c]), Reached: len(z.t.order), Expanded: int(end)})
	}
}

// expand takes the edges of the given cost out of the positions from c to
// end, or with end < 0 to the end of the tree as it grows (a class's
// closure, a FIFO over its positions).
func (z *zeroOne[S]) expand(c, end int32, cost int) {
	t := z.t
	for !z.halt {
		hi := end
		if end < 0 {
			hi = int32(len(t.order))
		}
		if c >= hi {
			return
		}
		if z.st.stopped() {
			z.err, z.halt = z.st.err("cost", z.cost), true
			return
		}
		if !z.set.dense() {
			z.from, z.want, z.verify = c, cost, z.set.chk.due()
			z.wn.Edges(t.order[c], z.yield)
			c++
			continue
		}
		hi = min(hi, c+treeChunk)
		q := len(t.order)
		if cap(t.order)-q < 4*treeChunk { // double: the tree holds every state once
			t.order = slices.Grow(t.order, max(q, 4*treeChunk))
		}
		t.order = z.appendEdges(t.order, t.order[c:hi], cost)
		if len(t.order) > q {
			t.chunks = append(t.chunks, chunk{int32(q), c})
			if z.goal != nil || len(t.order) > z.limit {
				z.admitAll(q)
			}
		}
		if !z.halt && z.st.flagged() {
			z.err, z.halt = z.st.err("cost", z.cost), true
		}
		c = hi
	}
}

// appendEdges is one AppendEdges call over the dense store; on a sampled
// call it checks the Indexer on the states appended and the costs of the
// first state's edges.
func (z *zeroOne[S]) appendEdges(dst, frontier []S, cost int) []S {
	before := len(dst)
	dst = z.zf.AppendEdges(dst, frontier, cost, z.set.store.visited())
	if z.set.chk.due() {
		z.set.chk.verifyAppended(dst[before:])
		z.wn.Edges(frontier[0], func(v S, c int) bool {
			if uint(c) > 1 {
				panicZeroOne(z.zf, frontier[0], v, c)
			}
			return true
		})
	}
	return dst
}

// admitAll is admit on the states from position q on, one loop over
// them, dropping those past a stop.
func (z *zeroOne[S]) admitAll(q int) {
	t := z.t
	end := min(len(t.order), z.limit)
	if goal := z.goal; goal != nil {
		for r, v := range t.order[q:end] {
			if goal(v) && !z.admit(q+r) { // a first goal: drop the states after it
				for _, v := range t.order[q+r+1:] {
					z.set.store.unmark(z.set.index(v))
				}
				clear(t.order[q+r+1:])
				t.order = t.order[:q+r+1]
				return
			}
		}
	}
	if len(t.order) > z.limit {
		z.admit(z.limit)
	}
}

// admit runs the checks on the state placed at position r: the state
// limit and the goal. It returns false, setting halt, to end the search.
func (z *zeroOne[S]) admit(r int) bool {
	if r+1 > z.limit {
		z.err, z.halt = z.st.limit(z.o, "cost", z.cost, r+1), true
		return false
	}
	if z.goal != nil && z.goal(z.t.order[r]) {
		if z.t.goals = append(z.t.goals, int32(r)); !z.every {
			z.halt = true
			return false
		}
	}
	return true
}

// edge returns the per-edge function of the expansions while the store is
// sparse: it records v, reached from z.from over an edge of cost z.want,
// unless it is known.
func (z *zeroOne[S]) edge() func(S, int) bool {
	return func(v S, c int) bool {
		switch {
		case z.halt:
			return false
		case uint(c) > 1:
			panicZeroOne(z.zf, z.t.order[z.from], v, c)
		case z.st.flagged():
			z.err, z.halt = z.st.err("cost", z.cost), true
			return false
		case c != z.want:
			return true
		}
		if z.verify {
			z.set.verify(v)
		}
		t := z.t
		if _, added := z.set.put(v, int32(len(t.order))); !added {
			return true
		}
		t.order = append(t.order, v)
		t.parent = append(t.parent, z.from)
		return z.admit(len(t.order) - 1)
	}
}

func panicZeroOne[S comparable](zf any, u, v S, c int) {
	panic(fmt.Sprintf("search: ZeroOneFrontier %T: Edges(%v) yielded %v with cost %d; every cost must be 0 or 1", zf, u, v, c))
}

// costPath is pathFrom over a [ZeroOneFrontier]: a path has as many
// states as edges plus one, not as its cost plus one. A state appended by
// an AppendEdges call has as parent the first state of the call's chunk
// with an edge to it of the cost that separates their classes, 0 within
// a class and 1 from the class before (one yield function for the whole
// path).
func (t *btree[S]) costPath(p int32) []S {
	var v S
	need, found := 0, false
	yield := func(w S, c int) bool { found = found || w == v && c == need; return !found }
	var path []S
	for p >= 0 {
		path = append(path, t.order[p])
		if int(p) < len(t.parent) {
			p = t.parent[p]
			continue
		}
		k := t.chunks[sort.Search(len(t.chunks), func(k int) bool { return t.chunks[k].out > p })-1].from
		v, need, found = t.order[p], t.depthOf(p)-t.depthOf(k), false
		for end := min(k+treeChunk, p); k < end && !found; k++ {
			t.wn.Edges(t.order[k], yield)
		}
		if !found {
			panic(fmt.Sprintf("search: ZeroOneFrontier %T appended %v, which Edges yields with cost %d from none of the states of its chunk", t.wn, v, need))
		}
		p = k - 1
	}
	slices.Reverse(path)
	return path
}

// goalPath is Tree.goalPath over a breadth-first tree: the first goal's
// path and its distance.
func (t *btree[S]) goalPath() ([]S, int, bool) {
	if len(t.goals) == 0 {
		return nil, 0, false
	}
	return t.pathFrom(t.goals[0]), t.depthOf(t.goals[0]), true
}
