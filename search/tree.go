package search

import (
	"fmt"
	"math"
	"sort"
	"sync"
	"sync/atomic"
)

// btree is a breadth-first search tree: every reached state with its
// depth and its parent on one shortest path (the first state, in discovery
// order, that reached it), in the order of a FIFO queue.
type btree[S comparable] struct {
	order  []S     // reached states in discovery order
	parent []int32 // parent[p] is the position of p's first parent, -1 for a start; see parentOf
	layers []int32 // layers[d] is the first position at depth d, plus an end sentinel

	seen   *states[S]           // the position of each state, but those expandFrontier adds
	nb     Neighbors[S]         // with chunks, derives the parents expandFrontier leaves to parentOf
	wn     WeightedNeighbors[S] // instead, for a tree by cost over a ZeroOneFrontier (zeroone_frontier.go)
	chunks []chunk

	// Where find looks for the states expandFrontier adds (scan), until
	// the scans have cost as much as index, which writes every position
	// in pos, once.
	words   []int32
	scanned atomic.Int64 // states compared by scan so far
	once    sync.Once
	indexed atomic.Bool
	pos     []int32 // once indexed: the position of each index, MaxInt32 if none
	walls   bitset  // once indexed: the indices the graph's Walls marks

	goals []int32 // positions of the goal states found, in discovery order

	// Options.AllPaths: the other shortest-path parents of each position.
	allPaths bool
	extra    extras
}

// find returns the position of s in the tree. Positions past the last
// layer (a goal search's, walls) are unpublished.
func (t *btree[S]) find(s S) (int32, bool) {
	end := t.layers[len(t.layers)-1]
	if t.wn != nil && (len(t.chunks) > 0 || !t.seen.store.keep) {
		// A ZeroOneFrontier's tree keeps no word per index, nor a
		// position for what AppendEdges appended.
		t.once.Do(t.index)
	}
	if t.indexed.Load() {
		i := t.seen.ix.Index(s)
		if uint(i) >= uint(len(t.pos)) {
			return 0, false
		}
		p := t.pos[i]
		if p == math.MaxInt32 && t.seen.store.bits.has(i) && !t.walls.has(i) {
			panic(fmt.Sprintf("search: FrontierNeighbors %T: Visited.Mark reported the index of %v new in a call that did not append it", t.nb, s))
		}
		return p, p < end
	}
	p, ok := t.seen.get(s)
	switch {
	case !ok || p >= end:
		return 0, false
	case p >= 0 && t.order[p] == s:
		return p, true
	case t.words == nil: // every position is in the store
		return p, true
	}
	if q, ok := t.scan(s, t.seen.ix.Index(s)); ok {
		return q, q < end
	}
	t.once.Do(t.index)
	return t.find(s)
}

// addParent records from as another shortest-path parent of position p, if
// p lies in the layer being built (p >= nextStart) and from is new for it.
func (t *btree[S]) addParent(p, from, nextStart int32) {
	if p >= nextStart && from >= 0 && t.parent[p] != from {
		t.extra.add(p, from)
	}
}

// size returns the number of states reached.
func (t *btree[S]) size() int {
	if len(t.layers) == 0 {
		return 0
	}
	return int(t.layers[len(t.layers)-1])
}

func (t *btree[S]) depthOf(p int32) int {
	return sort.Search(len(t.layers)-1, func(d int) bool { return t.layers[d+1] > p })
}

func (t *btree[S]) pathFrom(p int32) []S {
	if t.wn != nil {
		return t.costPath(p)
	}
	path := make([]S, t.depthOf(p)+1)
	var ps parentSearch[S]
	for i := len(path) - 1; i >= 0; i-- {
		path[i] = t.order[p]
		p = t.parentOf(p, &ps)
	}
	return path
}

// walkBack returns the states from a root to position p of order,
// following parent (-1 at a root).
func walkBack[S any](order []S, parent []int32, p int32) []S {
	n := 0
	for q := p; q >= 0; q = parent[q] {
		n++
	}
	path := make([]S, n)
	for q := p; q >= 0; q = parent[q] {
		n--
		path[n] = order[q]
	}
	return path
}
