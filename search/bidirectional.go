package search

import "context"

// Bidirectional returns a shortest path from one of starts to one of goals,
// both ends included, or (nil, false) if no goal is reachable. It searches
// forward from starts with next and backward from goals with prev, which
// yields the states from which a state is one move away (for an undirected
// graph, pass the same value twice). A start that is also a goal is the
// path alone (the first such start). Otherwise each round expands a whole
// layer of the side with the smaller frontier, up to the first state found
// by both sides: with branching factor b and distance d it expands about
// 2·b^(d/2) states where one-way BFS expands b^d. The path is a shortest
// one in moves, not necessarily [BFS]'s. Both sides keep their visited set
// as next's capabilities say; prev must reach only states they cover.
//
// Bidirectional is the unbounded convenience for [BidirectionalContext].
func Bidirectional[S comparable](next, prev Neighbors[S], starts, goals []S) ([]S, bool) {
	path, ok, err := BidirectionalContext(context.Background(), next, prev, Options{}, starts, goals)
	mustNot(err, "Bidirectional")
	return path, ok
}

// BidirectionalContext is [Bidirectional] as a bounded search.
// opts.MaxStates counts the states of both sides together, and
// opts.OnLayer is called for each layer of either side
// ([LayerStats].Backward tells which). Memory is that of two [BFSTree]
// trees over the states each side reached.
func BidirectionalContext[S comparable](ctx context.Context, next, prev Neighbors[S], opts Options, starts, goals []S) ([]S, bool, error) {
	mustNeighbors(next, "Bidirectional")
	mustNeighbors(prev, "Bidirectional")
	opts.check("Bidirectional", fieldOnLayer)
	st := newStopper(ctx, "Bidirectional")
	defer st.finish()
	fwd, bwd := newSide(next, next, false), newSide(prev, next, true)
	for _, s := range goals {
		bwd.seen.verify(s)
		bwd.add(s, -1)
	}
	for _, s := range starts {
		if _, ok := bwd.seen.get(s); ok {
			return []S{s}, true, nil
		}
		fwd.seen.verify(s)
		fwd.add(s, -1)
	}
	if n := len(fwd.order) + len(bwd.order); opts.over(n) {
		return nil, false, st.limit(opts, "depth", 0, n)
	}
	report := func(s *side[S]) {
		if opts.OnLayer != nil {
			opts.OnLayer(LayerStats{Cost: s.depth, Size: s.frontier(), Reached: len(s.order), Expanded: s.begin, Backward: s.backward})
		}
	}
	report(fwd)
	report(bwd)
	for fwd.frontier() > 0 && bwd.frontier() > 0 && !opts.deep(fwd.depth+bwd.depth) {
		a, b := fwd, bwd
		if bwd.frontier() < fwd.frontier() {
			a, b = bwd, fwd
		}
		p, q, met, err := a.expand(b, st, &opts)
		if err != nil {
			return nil, false, err
		}
		if met {
			if a.backward {
				p, q = q, p
			}
			// p is the meeting state's forward position, q its backward one.
			path := walkBack(fwd.order, fwd.parent, p)
			for q = bwd.parent[q]; q >= 0; q = bwd.parent[q] {
				path = append(path, bwd.order[q])
			}
			return path, true, nil
		}
		report(a)
	}
	return nil, false, nil
}

// side is one direction of a bidirectional search.
type side[S comparable] struct {
	nb       Neighbors[S]
	backward bool
	order    []S     // reached states, in discovery order
	parent   []int32 // position of the state that reached each one, -1 for a root
	begin    int     // first position of the frontier
	depth    int     // depth of the frontier
	seen     *states[S]
}

func newSide[S comparable](nb, indexed Neighbors[S], backward bool) *side[S] {
	return &side[S]{nb: nb, backward: backward, seen: newStates[S](indexed, true, denseAtOnceKept)}
}

func (s *side[S]) frontier() int { return len(s.order) - s.begin }

// add records v with parent from unless it is known; it reports whether v
// was new.
func (s *side[S]) add(v S, from int32) bool {
	if _, ok := s.seen.put(v, int32(len(s.order))); !ok {
		return false
	}
	s.order = append(s.order, v)
	s.parent = append(s.parent, from)
	return true
}

// expand expands s's whole frontier. If a generated state is known to
// other, it stops and returns the state's position here (mine) and there
// (theirs): the first such state closes a shortest path. Once visit has
// returned false, it ignores whatever the plugin still yields.
func (s *side[S]) expand(other *side[S], st *stopper, o *Options) (mine, theirs int32, met bool, err error) {
	end := len(s.order)
	var from int32
	visit := func(v S) bool {
		if met || err != nil || st.flagged() {
			return false
		}
		if !s.add(v, from) {
			return true
		}
		if q, ok := other.seen.get(v); ok {
			s.seen.verify(v) // the meeting state's index was marked
			mine, theirs, met = int32(len(s.order)-1), q, true
			return false
		}
		if n := len(s.order) + len(other.order); o.over(n) || len(s.order) == maxPositions {
			err = st.limit(*o, "depth", s.depth, n)
			return false
		}
		return true
	}
	visitChk := s.seen.chk.checked(visit)
	for p := s.begin; p < end && !met && err == nil; p++ {
		if st.stopped() {
			return 0, 0, false, st.err("depth", s.depth)
		}
		from = int32(p)
		s.nb.Neighbors(s.order[p], s.seen.chk.pick(visit, visitChk))
	}
	if err == nil && !met && st.flagged() {
		err = st.err("depth", s.depth)
	}
	s.begin = end
	s.depth++
	return mine, theirs, met, err
}
