package search

import "slices"

// Bidirectional returns a shortest path from start to goal, both included,
// or (nil, false) if goal is unreachable. It searches forward from start
// with next and backward from goal with prev, where prev yields the states
// from which a state is one move away. For an undirected graph, such as a
// word ladder, pass the same value twice.
//
// Each round expands one whole layer of the side whose frontier is smaller,
// and the search stops at the first state found by both sides. With a
// branching factor b and distance d it expands about 2·b^(d/2) states where
// one-way BFS expands b^d. The path has the same length as the one
// [ShortestPath] finds, but may be a different shortest path.
//
// If next implements [Indexer], both sides run in dense mode over its index.
// prev must reach only states that index covers.
func Bidirectional[S comparable](next, prev Neighbors[S], start, goal S) ([]S, bool) {
	mustNeighbors(next, "Bidirectional")
	mustNeighbors(prev, "Bidirectional")
	if start == goal {
		return []S{start}, true
	}
	fwd, bwd := newSide(next, next, start), newSide(prev, next, goal)
	for fwd.frontier() > 0 && bwd.frontier() > 0 {
		a, b := fwd, bwd
		if bwd.frontier() < fwd.frontier() {
			a, b = bwd, fwd
		}
		p, q, met := a.expand(b)
		if !met {
			continue
		}
		if a == bwd {
			p, q = q, p
		}
		// p is the meeting state's forward position, q its backward one.
		path := fwd.pathFrom(p)
		slices.Reverse(path)
		for q = bwd.parent[q]; q >= 0; q = bwd.parent[q] {
			path = append(path, bwd.order[q])
		}
		return path, true
	}
	return nil, false
}

// side is one direction of a bidirectional search.
type side[S comparable] struct {
	nb     Neighbors[S]
	order  []S     // reached states, in discovery order
	parent []int32 // position of the state that reached each one, -1 for the root
	begin  int     // first position of the frontier
	ids    map[S]int32
	ix     Indexer[S]
	n      int
	seen   bitset
	pos    []int32
}

func newSide[S comparable](nb, indexed Neighbors[S], root S) *side[S] {
	s := &side[S]{nb: nb}
	if ix, n, ok := denseIndexer(indexed); ok {
		s.ix, s.n, s.seen, s.pos = ix, n, newBitset(n), make([]int32, n)
	} else {
		s.ids = make(map[S]int32)
	}
	s.add(root, -1)
	return s
}

func (s *side[S]) frontier() int { return len(s.order) - s.begin }

func (s *side[S]) index(v S) int {
	i := s.ix.Index(v)
	if uint(i) >= uint(s.n) {
		panicIndex(v, i, s.n)
	}
	return i
}

func (s *side[S]) find(v S) (int32, bool) {
	if s.ix == nil {
		p, ok := s.ids[v]
		return p, ok
	}
	i := s.index(v)
	if !s.seen.has(i) {
		return 0, false
	}
	return s.pos[i], true
}

// add records v with parent from unless it is known; it reports whether v
// was new.
func (s *side[S]) add(v S, from int32) bool {
	p := int32(len(s.order))
	if s.ix == nil {
		if _, dup := s.ids[v]; dup {
			return false
		}
		s.ids[v] = p
	} else {
		i := s.index(v)
		if !s.seen.testAndSet(i) {
			return false
		}
		s.pos[i] = p
	}
	s.order = append(s.order, v)
	s.parent = append(s.parent, from)
	return true
}

// expand expands s's whole frontier. If a generated state is known to
// other, it stops and returns the state's position here (mine) and there
// (theirs). Because no state was known to both sides before, the first such
// state closes a shortest path.
func (s *side[S]) expand(other *side[S]) (mine, theirs int32, met bool) {
	end := len(s.order)
	var from int32
	visit := func(v S) bool {
		if _, known := s.find(v); known {
			return true
		}
		if q, ok := other.find(v); ok {
			s.add(v, from)
			mine, theirs, met = int32(len(s.order)-1), q, true
			return false
		}
		s.add(v, from)
		return true
	}
	for p := s.begin; p < end && !met; p++ {
		from = int32(p)
		s.nb.Neighbors(s.order[p], visit)
	}
	s.begin = end
	return mine, theirs, met
}

// pathFrom returns the states from position p back to the root.
func (s *side[S]) pathFrom(p int32) []S {
	var path []S
	for ; p >= 0; p = s.parent[p] {
		path = append(path, s.order[p])
	}
	return path
}
