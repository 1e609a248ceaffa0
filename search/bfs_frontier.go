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
// appends the new successors of a chunk, leaving their parents to parentOf
// and their positions to Tree.find; admit runs on them in order, and a
// stop drops the rest.
func (b *builder[S]) expandFrontier(nb Neighbors[S], depth int, begin, end int32) {
	t := b.t
	t.nb, b.nextStart = nb, end
	order, ix := t.order, b.ix
	c := begin
	for ; c < end && !b.st.stopped(); c += treeChunk {
		q := len(order)
		if order = b.set.appendFrontier(b.fn, order, order[c:min(c+treeChunk, end)]); len(order) == q {
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
