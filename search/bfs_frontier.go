package search

import (
	"fmt"
	"sort"
)

// treeChunk is how many states expandFrontier passes to one call, and so
// parentOf looks through; a chunk records a call that appended states from
// position out on, reached from position from on.
const treeChunk = 64

type chunk struct{ out, from int32 }

// expandFrontier is builder.expand over a [FrontierNeighbors]: each call
// appends the new successors of a chunk, and the Visited it lends writes,
// as the position of each index Mark reports new, the first position the
// call appends at, where Tree.find looks for the state; their parents are
// left to parentOf. admit runs on them in order, and a stop drops the
// rest.
func (b *builder[S]) expandFrontier(nb Neighbors[S], depth int, begin, end int32) {
	t := b.t
	t.nb, b.nextStart = nb, end
	order, ix := t.order, b.ix
	b.num.n, b.num.pos = b.n, b.ist.pos
	if b.firstGoal { // BFS returns the path, which needs no look-up
		b.num.pos = nil
	}
	seen := Visited{b.ist.bits, &b.num}
	c := begin
	for ; c < end && !b.st.stopped(); c += treeChunk {
		q := len(order)
		if order = b.appendRun(order, order[c:min(c+treeChunk, end)], seen); len(order) == q {
			continue
		}
		t.chunks = append(t.chunks, chunk{int32(q), c})
		if len(order) >= b.stopAt || b.goal != nil {
			t.order = order
			for r := q; r < len(order); r++ {
				if !b.admit(r) { // drop what the call appended past the stop
					for _, v := range order[r+1:] {
						b.set.store.unmark(ix.Index(v))
					}
					clear(order[r+1:])
					t.order = order[:r+1]
					b.ended(depth)
					return
				}
			}
		}
	}
	if t.order = order; c < end {
		b.err = b.st.err("depth", depth)
	}
}

// exactRun is the longest run of states one AppendNeighbors call of a
// tree appends whose positions are left as the run's start, so that
// Tree.find compares at most this many states; a longer run (a state
// with thousands of new successors) gets the exact position of each, at
// an Index call per state.
const exactRun = 1024

// appendRun is one AppendNeighbors call of expandFrontier, lending seen,
// which writes the call's first position for each index Mark reports new.
// On a sampled call it checks the index of each state appended, and that
// Mark reported it new in this call.
func (b *builder[S]) appendRun(dst, frontier []S, seen Visited) []S {
	q := len(dst)
	seen.num.run = int32(q)
	dst = b.fn.AppendNeighbors(dst, frontier, seen)
	pos := seen.num.pos
	if b.set.chk.due() {
		vs := dst[q:min(len(dst), q+maxVerified)]
		for _, v := range vs {
			if i := b.set.index(v); pos != nil && pos[i] != int32(q) {
				panic(fmt.Sprintf("search: FrontierNeighbors %T appended %v, but Visited.Mark did not report its index new in that call", b.fn, v))
			}
		}
		b.set.chk.verifyAppended(vs)
	}
	if pos != nil && len(dst)-q > exactRun {
		for r := q + 1; r < len(dst); r++ {
			pos[b.set.index(dst[r])] = int32(r)
		}
	}
	return dst
}

// inRun returns the position of s, which an AppendNeighbors call marked:
// it is in the run of states that call appended from position q on.
func (t *btree[S]) inRun(s S, q int32) int32 {
	end := int32(len(t.order))
	if k := sort.Search(len(t.chunks), func(k int) bool { return t.chunks[k].out > q }); k < len(t.chunks) {
		end = t.chunks[k].out
	}
	for r := q + 1; r < end; r++ {
		if t.order[r] == s {
			return r
		}
	}
	panic(fmt.Sprintf("search: FrontierNeighbors %T: Visited.Mark reported the index of %v new in a call that did not append it", t.nb, s))
}

// parentOf returns the position of the state that first reached position
// p, -1 for a start. A state that expandFrontier added has no parent (or
// -2, where later layers were built per edge): it is the first state of
// its chunk whose Neighbors yield it, as AppendNeighbors follows Neighbors.
func (t *btree[S]) parentOf(p int32) int32 {
	if int(p) < len(t.parent) && t.parent[p] != -2 {
		return t.parent[p]
	}
	k := t.chunks[sort.Search(len(t.chunks), func(k int) bool { return t.chunks[k].out > p })-1].from
	v, found := t.order[p], false
	yield := func(w S) bool { found = found || w == v; return !found }
	for end := min(k+treeChunk, p); k < end; k++ {
		if t.nb.Neighbors(t.order[k], yield); found {
			return k
		}
	}
	panic(fmt.Sprintf("search: FrontierNeighbors %T appended %v, which Neighbors yields from none of the states of its chunk", t.nb, v))
}
