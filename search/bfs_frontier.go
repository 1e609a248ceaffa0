package search

import (
	"fmt"
	"math"
	"sort"
)

// treeChunk is how many states expandFrontier passes to one call, and so
// parentOf looks through; a chunk records a call that appended states from
// position out on, reached from position from on.
const treeChunk = 64

type chunk struct{ out, from int32 }

// expandFrontier is builder.expand over a [FrontierNeighbors]: each call
// appends the new successors of a chunk. The Visited it lends writes, for
// each word of 64 indices in which Mark reports one new, the first
// position the call appends at, where Tree.find starts looking for the
// states of that word (scan); their parents are left to parentOf. admit
// runs on them in order, and a stop drops the rest.
func (b *builder[S]) expandFrontier(nb Neighbors[S], depth int, begin, end int32) {
	t := b.t
	t.nb, b.nextStart = nb, end
	order, ix := t.order, b.ix
	if b.num.n = b.n; !b.firstGoal && t.words == nil { // BFS returns the path, which needs no look-up
		t.words = make([]int32, len(b.ist.bits))
	}
	b.num.words = t.words
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

// appendRun is one AppendNeighbors call of expandFrontier, lending seen.
// On a sampled call it checks the index of each state appended, and that
// Mark reported an index of its word new in this call.
func (b *builder[S]) appendRun(dst, frontier []S, seen Visited) []S {
	q := len(dst)
	seen.num.run = int32(q)
	dst = b.fn.AppendNeighbors(dst, frontier, seen)
	if b.set.chk.due() {
		vs := dst[q:min(len(dst), q+maxVerified)]
		for _, v := range vs {
			if i := b.set.index(v); seen.num.words != nil && seen.num.words[i>>6] != int32(q) {
				panic(fmt.Sprintf("search: FrontierNeighbors %T appended %v, but Visited.Mark did not report its index new in that call", b.fn, v))
			}
		}
		b.set.chk.verifyAppended(vs)
	}
	return dst
}

// scanFactor bounds the states the look-ups of a tree compare, in all,
// to scanFactor times its size: past that, the tree writes the position
// of every state (index), at an Index call per state, and look-ups no
// longer scan.
const scanFactor = 4

// scanStarts is the most starts scan compares a state with, for the
// starts of a tree whose store keeps no positions.
const scanStarts = 64

// scan returns the position of s, of index i, that the tree holds without
// its position: it looks back from the end of the run of the last call
// that marked an index of i's word (on a grid, whose words are runs of
// cells along a row, a few layers back), then among few starts, within
// what remains of the tree's budget of comparisons, and reports whether
// it found s.
func (t *btree[S]) scan(s S, i int) (int32, bool) {
	end := int64(0)
	if w := i >> 6; w < len(t.words) && t.words[w] > 0 { // a frontier run never starts at 0, a start's position
		end = int64(len(t.order))
		q := t.words[w]
		if k := sort.Search(len(t.chunks), func(k int) bool { return t.chunks[k].out > q }); k < len(t.chunks) {
			end = int64(t.chunks[k].out)
		}
	}
	lo := max(0, end-(scanFactor*int64(len(t.order))-t.scanned.Load()))
	for r := end - 1; r >= lo; r-- {
		if t.order[r] == s {
			t.scanned.Add(end - r)
			return int32(r), true
		}
	}
	t.scanned.Add(end - lo)
	if starts := t.layers[1]; starts <= scanStarts {
		for r := range starts {
			if t.order[r] == s {
				return r, true
			}
		}
	}
	return 0, false
}

// index writes the position of every state of the tree in pos, once the
// look-ups have compared as many states as that costs, and marks the
// walls again apart, so that find tells them from an index a plugin
// marked without appending its state.
func (t *btree[S]) index() {
	pos := make([]int32, t.seen.n)
	for i := range pos {
		pos[i] = math.MaxInt32
	}
	for r, v := range t.order {
		pos[t.seen.index(v)] = int32(r)
	}
	t.pos = pos
	t.walls = newVisitedBits(t.seen.n)
	if w := t.seen.store.walls; w != nil {
		w.Walls(Visited{t.walls, &numbering{n: t.seen.n}})
	}
	t.indexed.Store(true)
}

// parentOf returns the position of the state that first reached position
// p, -1 for a start. A state that expandFrontier added has no parent (or
// -2, where later layers were built per edge): it is the first state of
// its chunk whose Neighbors yield it, as AppendNeighbors follows Neighbors.
// ps is the search's scratch, reused along a path.
func (t *btree[S]) parentOf(p int32, ps *parentSearch[S]) int32 {
	if int(p) < len(t.parent) && t.parent[p] != -2 {
		return t.parent[p]
	}
	k := t.chunks[sort.Search(len(t.chunks), func(k int) bool { return t.chunks[k].out > p })-1].from
	if ps.yield == nil {
		ps.yield = func(w S) bool { ps.found = ps.found || w == ps.v; return !ps.found }
	}
	ps.v, ps.found = t.order[p], false
	for end := min(k+treeChunk, p); k < end; k++ {
		if t.nb.Neighbors(t.order[k], ps.yield); ps.found {
			return k
		}
	}
	panic(fmt.Sprintf("search: FrontierNeighbors %T appended %v, which Neighbors yields from none of the states of its chunk", t.nb, ps.v))
}

// parentSearch is parentOf's scratch: the state whose parent it seeks,
// and the yield that looks for it, made once per path.
type parentSearch[S comparable] struct {
	v     S
	found bool
	yield func(S) bool
}
