package search

import (
	"fmt"
	"sort"
)

// treeChunk is how many states of a layer [BFS], [BFSTo] and
// [ShortestPath] pass to one AppendNeighbors call. The call does not say
// which of them reached each new state, so the tree derives a parent when
// a path asks for it, by looking for the state among the successors of
// the chunk's states in order: treeChunk bounds that look-up.
const treeChunk = 64

// chunk is one AppendNeighbors call of expandFrontier that appended
// states: they start at position out and were reached from the states
// from position from on.
type chunk struct{ out, from int32 }

// expandFrontier is builder.expand over a [FrontierNeighbors], in dense
// mode without AllPaths: one AppendNeighbors call per chunk of treeChunk
// states, which appends their new successors straight to the tree's
// order, in the order per-successor expansion discovers them. Each new
// state records its position, and the call a chunk record, from which
// parentOf derives parents; add's checks (limit, goal) then run on the
// new states in order, and the states past a stop are dropped, so the
// tree is the one per-successor expansion builds.
func (b *builder[S]) expandFrontier(nb Neighbors[S], depth int, begin, end int32, _ func(S) bool) (atGoal bool) {
	t := b.t
	t.nb, b.nextStart = nb, end
	order, pos, ix := t.order, b.pos, b.ix
	seen := b.store.visited()
	for c := begin; c < end; c += treeChunk {
		if b.st.stopped() {
			b.err = b.st.err(depth)
			break
		}
		q := len(order)
		if order = b.fn.AppendNeighbors(order, order[c:min(c+treeChunk, end)], seen); len(order) == q {
			continue
		}
		t.chunks = append(t.chunks, chunk{int32(q), c})
		if b.chk.due() {
			for _, v := range order[q:] {
				b.chk.verify(v, ix.Index(v))
			}
		}
		for r, v := range order[q:] {
			pos[ix.Index(v)] = int32(q + r)
		}
		if len(order) >= b.stopAt || b.goal != nil {
			t.order = order
			if b.settle(q) {
				return b.err == nil
			}
		}
	}
	t.order = order
	return false
}

// settle runs add's checks on the states from position q on, in order:
// it reports whether the search stops there (at the state limit, or at a
// first goal), and then drops the states past that point.
func (b *builder[S]) settle(q int) bool {
	t := b.t
	for r := q; r < len(t.order); r++ {
		if r+1 >= b.stopAt {
			b.unmark(r + 1)
			if b.o.over(r + 1) {
				b.err = b.o.limitError()
			} else {
				b.err = positionsError("BFS")
			}
			return true
		}
		if b.goal != nil && b.goal(t.order[r]) {
			t.goals = append(t.goals, int32(r))
			if b.firstGoal {
				b.unmark(r + 1)
				return true
			}
		}
	}
	return false
}

// unmark drops the states from position r on, which an AppendNeighbors
// call appended past the point where the search stopped: the tree is then
// exactly the one per-successor expansion builds.
func (b *builder[S]) unmark(r int) {
	t := b.t
	for _, v := range t.order[r:] {
		b.store.unmark(b.ix.Index(v))
	}
	clear(t.order[r:])
	t.order = t.order[:r]
}

// parentOf returns the position of the state that first reached position
// p, -1 for a start. A state that expandFrontier added has no parent
// recorded (none, or -2 where later layers were expanded per edge): its
// parent is the first state of its chunk whose successors include it, as
// AppendNeighbors follows Neighbors.
func (t *Tree[S]) parentOf(p int32) int32 {
	if int(p) < len(t.parent) && t.parent[p] != -2 {
		return t.parent[p]
	}
	k := t.chunks[sort.Search(len(t.chunks), func(k int) bool { return t.chunks[k].out > p })-1].from
	v, found := t.order[p], false
	yield := func(w S) bool {
		found = found || w == v
		return !found
	}
	for ; k < p; k++ {
		if t.nb.Neighbors(t.order[k], yield); found {
			return k
		}
	}
	panic(fmt.Sprintf("search: FrontierNeighbors %T appended %v, which Neighbors yields from none of the states of its chunk", t.nb, v))
}
