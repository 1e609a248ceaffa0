package search

import (
	"sort"
	"sync"
)

// btree is a breadth-first search tree: every reached state with its
// depth and its parent on one shortest path (the first state, in discovery
// order, that reached it), in the order of a FIFO queue.
type btree[S comparable] struct {
	order  []S     // reached states in discovery order
	parent []int32 // parent[p] is the position of p's first parent, -1 for a start; see parentOf
	layers []int32 // layers[d] is the first position at depth d, plus an end sentinel

	seen   *states[S]   // the position of each state
	nb     Neighbors[S] // with chunks, derives the parents expandFrontier leaves to parentOf
	chunks []chunk
	once   sync.Once // writes the positions from chunks[0].out on, which expandFrontier leaves

	goals []int32 // positions of the goal states found, in discovery order

	// Options.AllPaths: the other shortest-path parents of each position.
	allPaths bool
	extra    extras
}

// find returns the position of s in the tree.
func (t *btree[S]) find(s S) (int32, bool) {
	t.once.Do(func() {
		for r := int32(len(t.order)) - 1; len(t.chunks) > 0 && r >= t.chunks[0].out; r-- {
			t.seen.store.setPos(t.seen.index(t.order[r]), r)
		}
	})
	// Positions past the last layer (a goal search's, walls) are unpublished.
	p, ok := t.seen.get(s)
	return p, ok && p < t.layers[len(t.layers)-1]
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
	path := make([]S, t.depthOf(p)+1)
	for i := len(path) - 1; i >= 0; i-- {
		path[i] = t.order[p]
		p = t.parentOf(p)
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
