package search

import (
	"iter"
	"sort"
	"sync"
)

// Tree is the result of [BFS] and [BFSTo]: every reached state with its
// depth and its parent on one shortest path (the first state, in discovery
// order, that reached it), the order of [Layers].
//
// A Tree is immutable and safe for concurrent use by readers, provided
// the Neighbors value it was built from is (see [Tree.PathTo]). If it was
// built frontier at a time, its first look-up indexes its states, O(Len()).
type Tree[S comparable] struct {
	order  []S     // reached states in discovery order
	parent []int32 // parent[p] is the position of p's first parent, -1 for a start; see parentOf
	layers []int32 // layers[d] is the first position at depth d, plus an end sentinel

	seen   *states[S]   // the position of each state
	nb     Neighbors[S] // with chunks, derives the parents expandFrontier leaves to parentOf
	chunks []chunk
	once   sync.Once // writes the positions from chunks[0].out on, which expandFrontier leaves

	goals []int32 // BFSTo: positions of the goal states found, in discovery order

	// Options.AllPaths: the extra shortest-path parents of each position,
	// as a singly linked list through extraNext.
	allPaths              bool
	firstExtra, lastExtra []int32
	extraFrom, extraNext  []int32
}

// find returns the position of s in the tree.
func (t *Tree[S]) find(s S) (int32, bool) {
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
func (t *Tree[S]) addParent(p, from, nextStart int32) {
	if p < nextStart || from < 0 || t.parent[p] == from {
		return
	}
	if last := t.lastExtra[p]; last >= 0 && t.extraFrom[last] == from {
		return
	}
	e := int32(len(t.extraFrom))
	t.extraFrom = append(t.extraFrom, from)
	t.extraNext = append(t.extraNext, -1)
	if t.lastExtra[p] < 0 {
		t.firstExtra[p] = e
	} else {
		t.extraNext[t.lastExtra[p]] = e
	}
	t.lastExtra[p] = e
}

// Goals returns, freshly allocated, the goal states a [BFSTo] search found,
// all at the distance [Tree.Depth], in discovery order: empty if no goal
// state was reachable, and always empty for a tree built by [BFS].
func (t *Tree[S]) Goals() []S {
	out := make([]S, len(t.goals))
	for k, p := range t.goals {
		out[k] = t.order[p]
	}
	return out
}

// Len returns the number of states reached.
func (t *Tree[S]) Len() int {
	if len(t.layers) == 0 {
		return 0
	}
	return int(t.layers[len(t.layers)-1])
}

// Depth returns the depth of the deepest layer, or -1 for an empty tree.
func (t *Tree[S]) Depth() int { return len(t.layers) - 2 }

// LayerSizes returns the number of states at each depth, from 0 to Depth().
// The slice is freshly allocated.
func (t *Tree[S]) LayerSizes() []int {
	if len(t.layers) < 2 {
		return nil
	}
	sizes := make([]int, len(t.layers)-1)
	for d := range sizes {
		sizes[d] = int(t.layers[d+1] - t.layers[d])
	}
	return sizes
}

// Layer returns the states at depth d in discovery order, or nil if d is
// outside [0, Depth()]. The slice shares the tree's storage and must not be
// modified.
func (t *Tree[S]) Layer(d int) []S {
	if d < 0 || d > t.Depth() {
		return nil
	}
	return t.order[t.layers[d]:t.layers[d+1]:t.layers[d+1]]
}

// Dist returns the number of moves from the nearest start to s, and whether
// s was reached. It costs a lookup plus O(log Depth()).
func (t *Tree[S]) Dist(s S) (int, bool) {
	p, ok := t.find(s)
	if !ok {
		return 0, false
	}
	return t.depthOf(p), true
}

func (t *Tree[S]) depthOf(p int32) int {
	return sort.Search(len(t.layers)-1, func(d int) bool { return t.layers[d+1] > p })
}

// PathTo returns a shortest path from a start to s, both included, and
// whether s was reached. Each step follows the first parent that reached a
// state, so the path is the one a FIFO BFS records. O(Dist(s)); in a tree
// built frontier at a time ([FrontierNeighbors]), a step finds its parent
// by calling Neighbors on at most 64 states of the layer above, in order.
func (t *Tree[S]) PathTo(s S) ([]S, bool) {
	p, ok := t.find(s)
	if !ok {
		return nil, false
	}
	return t.pathFrom(p), true
}

func (t *Tree[S]) pathFrom(p int32) []S {
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

// AllPathsTo returns every shortest path from a start to s, lazily. The tree
// must have been built with [Options].AllPaths; otherwise AllPathsTo panics.
// If s was not reached, the sequence is empty.
//
// Paths come in a fixed order: a path's predecessors are tried in the order
// in which they first reached its states. Each yielded path is a fresh slice
// that the caller may keep. Producing k paths of length L costs O(k·L).
func (t *Tree[S]) AllPathsTo(s S) iter.Seq[[]S] {
	if !t.allPaths {
		panic("search: AllPathsTo needs a tree built with Options.AllPaths")
	}
	return func(yield func([]S) bool) {
		p, ok := t.find(s)
		if !ok {
			return
		}
		steps := make([]int32, t.depthOf(p)+1)
		t.paths(p, len(steps)-1, steps, yield)
	}
}

// paths enumerates, depth first, the parents of position p at depth d, with
// steps[d+1:] already fixed; it returns false once yield has.
func (t *Tree[S]) paths(p int32, d int, steps []int32, yield func([]S) bool) bool {
	steps[d] = p
	if d == 0 {
		path := make([]S, len(steps))
		for i, q := range steps {
			path[i] = t.order[q]
		}
		return yield(path)
	}
	if !t.paths(t.parent[p], d-1, steps, yield) {
		return false
	}
	for e := t.firstExtra[p]; e >= 0; e = t.extraNext[e] {
		if !t.paths(t.extraFrom[e], d-1, steps, yield) {
			return false
		}
	}
	return true
}
