package search

import (
	"iter"
	"sync"
)

// Tree is what a tree search returns ([BFSTree], [DijkstraTree]): every
// state it settled with its distance from the nearest start, the number
// of moves or the least cost (within [Options].MaxDepth edges, if set), a
// path of that cost, and the goals it found. A breadth-first tree holds
// the states in the order of a FIFO queue, a tree by cost in the order
// they were settled, which is by cost.
//
// A Tree is immutable and safe for concurrent use by readers, provided
// the Neighbors value it was built from is (see PathTo).
type Tree[S comparable] struct {
	b     *btree[S]   // a breadth-first tree, or
	w     *csearch[S] // a tree by cost
	goals []int32     // by cost: the goals' positions

	mu     sync.Mutex // guards counts
	counts *counts    // CountPathsTo's, for the last modulus asked
}

// Len returns the number of states in the tree: those whose distance is
// final.
func (t *Tree[S]) Len() int {
	if t.b != nil {
		return t.b.size()
	}
	return len(t.w.done)
}

// Cost returns the distance from the nearest start to s, the number of
// moves in a breadth-first tree and the least cost in a tree by cost, and
// whether s is in the tree. It costs a look-up (and O(log Cost) in a
// breadth-first tree).
func (t *Tree[S]) Cost(s S) (int, bool) {
	if t.b != nil {
		p, ok := t.b.find(s)
		if !ok {
			return 0, false
		}
		return t.b.depthOf(p), true
	}
	l, ok := t.settled(s)
	if !ok {
		return 0, false
	}
	return int(t.cost(l)), true
}

// PathTo returns a path from a start to s of the least cost, both
// included, and whether s is in the tree: in a breadth-first tree the one
// a FIFO queue records (each step follows the first state that reached
// the next), in a tree by cost with a bound on edges one with the fewest
// edges among the cheapest. O(Cost(s)) steps; in a breadth-first tree
// built frontier at a time ([FrontierNeighbors]), a step finds its parent
// by calling Neighbors on at most 64 states of the layer above.
func (t *Tree[S]) PathTo(s S) ([]S, bool) {
	if t.b != nil {
		p, ok := t.b.find(s)
		if !ok {
			return nil, false
		}
		return t.b.pathFrom(p), true
	}
	l, ok := t.settled(s)
	if !ok {
		return nil, false
	}
	return t.pathFrom(l), true
}

// Goals returns, freshly allocated, the goal states the search found, all
// at the least distance from the starts: every goal of the nearest layer
// of a breadth-first tree, every goal of the least cost of a tree by cost
// (in the order found). It is empty if no goal state was reachable within
// the bounds, and for a search without a goal.
func (t *Tree[S]) Goals() []S {
	goals, order := t.goals, []S(nil)
	if t.b != nil {
		goals, order = t.b.goals, t.b.order
	} else {
		order = t.w.order
	}
	out := make([]S, len(goals))
	for k, p := range goals {
		out[k] = order[p]
	}
	return out
}

// Last returns the state added to the tree last and its distance, the
// greatest of the tree (the depth of its last layer, or with costs, such
// as the time a signal takes to reach every state), and false for an
// empty tree.
func (t *Tree[S]) Last() (S, int, bool) {
	var zero S
	if t.b != nil {
		if n := t.b.size(); n > 0 {
			return t.b.order[n-1], t.b.depthOf(int32(n - 1)), true
		}
		return zero, 0, false
	}
	if len(t.w.done) == 0 {
		return zero, 0, false
	}
	p := t.w.done[len(t.w.done)-1]
	return t.w.order[p], int(t.cost(t.first(p))), true
}

// Layers returns the states of the tree by distance: ranging over it
// yields (d, the states at distance d) for each distance d that occurs,
// in increasing order, each layer in the tree's order. The slice is valid
// only during its iteration step (in a breadth-first tree it shares the
// tree's storage and must not be modified).
func (t *Tree[S]) Layers() iter.Seq2[int, []S] {
	return func(yield func(int, []S) bool) {
		if t.b != nil {
			l := t.b.layers
			for d := 0; d+1 < len(l); d++ {
				if !yield(d, t.b.order[l[d]:l[d+1]:l[d+1]]) {
					return
				}
			}
			return
		}
		var layer []S
		for i, p := range t.w.done {
			layer = append(layer, t.w.order[p])
			c := t.cost(t.first(p))
			if i+1 == len(t.w.done) || t.cost(t.first(t.w.done[i+1])) != c {
				if !yield(int(c), layer) {
					return
				}
				layer = layer[:0]
			}
		}
	}
}

// The tree by cost: a path is a chain of labels, positions or, by rounds,
// indices of w.labels.

// settled returns the label of s's cost, if s was settled.
func (t *Tree[S]) settled(s S) (int32, bool) {
	p, ok := t.w.seen.get(s)
	if !ok || p < 0 || int(p) >= len(t.w.order) {
		return -1, false
	}
	if !t.w.rounds {
		return p, t.w.closed.has(int(p))
	}
	l := t.w.brec[p].first
	return l, l >= 0
}

func (t *Tree[S]) first(p int32) int32 {
	if !t.w.rounds {
		return p
	}
	return t.w.brec[p].first
}

func (t *Tree[S]) cost(l int32) int64 {
	if !t.w.rounds {
		return t.w.dist[l]
	}
	return t.w.labels[l].cost
}

func (t *Tree[S]) parent(l int32) int32 {
	if !t.w.rounds {
		return t.w.parent[l]
	}
	return t.w.labels[l].parent
}

func (t *Tree[S]) pathFrom(l int32) []S {
	n := 0
	for q := l; q >= 0; q = t.parent(q) {
		n++
	}
	path := make([]S, n)
	for q := l; q >= 0; q = t.parent(q) {
		n--
		path[n] = t.w.order[t.w.posOf(q)]
	}
	return path
}
