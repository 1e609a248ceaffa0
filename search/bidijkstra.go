package search

import (
	"context"
	"errors"
	"fmt"
	"math"
)

// BidirectionalDijkstra returns a cheapest path from one of starts to one
// of goals, both ends included, its cost, and whether a goal is
// reachable. It runs [Dijkstra]'s algorithm forward from starts over
// next and backward from goals over prev, whose Edges yields, for a state
// v, each state u with an edge u → v and that edge's cost (for an
// undirected graph, pass the same value twice); costs are non-negative,
// zero included, and parallel edges keep the cheapest. A start that is
// also a goal is the path alone (the first such start), of cost 0.
//
// Each step settles one state of the side that has stored fewer. When a
// side settles a state the other side has reached, the two paths to it
// make a path through it; the search stops once the costs of the last
// states settled on the two sides add up to at least the cheapest such
// path. That path is then a cheapest one, zero-cost edges included: a
// cheaper path would have a state that neither side has settled, whose
// costs from the two ends add up to less than those two costs, or it
// would step from a state settled forward to one settled backward, and
// whichever of the two was settled second had been reached through that
// step by the other side. Where the cheapest path costs C, Dijkstra
// settles every state of cost up to C, and the two sides those of cost
// up to about C/2 from either end. Both sides keep their visited set as
// next's capabilities say; prev must reach only states they cover. Memory
// is that of two [DijkstraTree] trees over the states each side reached.
//
// BidirectionalDijkstra is the unbounded convenience for
// [BidirectionalDijkstraContext].
func BidirectionalDijkstra[S comparable](next, prev WeightedNeighbors[S], starts, goals []S) (path []S, cost int, ok bool) {
	path, cost, ok, err := BidirectionalDijkstraContext(context.Background(), next, prev, Options{}, starts, goals)
	mustNot(err, "BidirectionalDijkstra")
	return path, cost, ok
}

// BidirectionalDijkstraContext is [BidirectionalDijkstra] as a bounded
// search. opts.MaxStates counts the states of both sides together, and
// opts.OnLayer is called for each cost settled on either side
// ([LayerStats].Backward tells which). opts.MaxDepth, a bound on edges,
// makes the search [DijkstraContext]'s from starts to goals (prev is not
// used), which keeps the bound exact.
func BidirectionalDijkstraContext[S comparable](ctx context.Context, next, prev WeightedNeighbors[S], opts Options, starts, goals []S) (path []S, cost int, ok bool, err error) {
	const fn = "BidirectionalDijkstra"
	if next == nil || prev == nil {
		panic("search: " + fn + " called with nil WeightedNeighbors")
	}
	opts.check(fn, fieldOnLayer)
	if opts.depth() > 0 {
		in := make(map[S]bool, len(goals))
		for _, g := range goals {
			in[g] = true
		}
		t, err := costTree(ctx, fn, qDeque, next, func(s S) bool { return in[s] }, nil, opts, false, starts)
		if err != nil {
			return nil, 0, false, err
		}
		path, cost, ok = t.goalPath()
		return path, cost, ok, nil
	}
	st := newStopper(ctx, fn)
	defer st.finish()
	back := opts
	if on := opts.OnLayer; on != nil {
		back.OnLayer = func(l LayerStats) { l.Backward = true; on(l) }
	}
	m := &meeting[S]{o: opts, best: math.MaxInt64}
	m.side[0] = newCsearch(st, fn, qDeque, next, nil, nil, nil, opts, 0)
	m.side[1] = newCsearch(st, fn, qDeque, withStore(prev, next), nil, nil, nil, back, 0)
	if s, ok := m.place(starts, goals); ok {
		return []S{s}, 0, true, nil
	}
	if err := m.run(); err != nil {
		return nil, 0, false, err
	}
	if m.best == math.MaxInt64 {
		return nil, 0, false, nil
	}
	f, b := m.side[0], m.side[1]
	path = walkBack(f.order, f.parent, m.at[0])
	for q := b.parent[m.at[1]]; q >= 0; q = b.parent[q] {
		path = append(path, b.order[q])
	}
	return path, int(m.best), true, nil
}

// meeting is the state of a bidirectional search by cost: side 0 forward,
// side 1 backward, and the cheapest path found through a state both have
// reached, at positions at.
type meeting[S comparable] struct {
	o      Options
	side   [2]*csearch[S]
	radius [2]int64 // the cost of the last state each side settled
	best   int64
	at     [2]int32
	err    error
}

// place queues the goals backward and the starts forward; it returns the
// first start that is a goal, if any.
func (m *meeting[S]) place(starts, goals []S) (S, bool) {
	f, b := m.side[0], m.side[1]
	if b.place(goals); b.err == nil {
		for _, s := range starts {
			if _, ok := b.seen.get(s); ok {
				return s, true
			}
		}
		m.share(f, b)
		f.place(starts)
	}
	m.err = errors.Join(b.err, f.err)
	var zero S
	return zero, false
}

// run settles states, a side at a time, until the stopping rule holds or
// a side has nothing left to settle.
func (m *meeting[S]) run() error {
	for m.err == nil && m.side[0].queued() && m.side[1].queued() {
		i := 0
		if len(m.side[1].order) < len(m.side[0].order) {
			i = 1
		}
		a, b := m.side[i], m.side[1-i]
		p := a.take()
		if p < 0 {
			continue // stale
		}
		m.radius[i] = a.fromCost
		if q, ok := b.seen.get(a.order[p]); ok {
			if c := a.dist[p] + b.dist[q]; c < m.best {
				if c < a.dist[p] {
					panic(fmt.Sprintf("search: BidirectionalDijkstra: the cost of a path through %v overflows int64", a.order[p]))
				}
				m.best, m.at[i], m.at[1-i] = c, p, q
			}
		}
		if m.radius[0]+m.radius[1] >= m.best {
			break
		}
		m.share(a, b)
		if a.expand(p); a.err != nil {
			m.err = a.err
		}
	}
	f, b := m.side[0], m.side[1]
	switch at := int(m.radius[0] + m.radius[1]); {
	case errors.Is(m.err, ErrLimit):
		return f.st.limit(m.o, "cost", at, len(f.order)+len(b.order)+1)
	case m.err != nil:
		return f.st.err("cost", at)
	}
	f.report()
	b.report()
	return nil
}

// share lets a store what MaxStates leaves of what b has stored.
func (m *meeting[S]) share(a, b *csearch[S]) {
	if m.o.MaxStates > 0 {
		a.limit = min(maxPositions, m.o.MaxStates-len(b.order))
	}
}

// withStore returns nb with the Indexer or the Packer of from (the one
// the searches use), so that a view of a graph, such as its edges
// reversed or some of them left out, is searched over the visited set of
// the graph's own capabilities, and with none of the capabilities that
// depend on the edges.
func withStore[S comparable](nb WeightedNeighbors[S], from any) WeightedNeighbors[S] {
	if u, ok := from.(unitMoves[S]); ok {
		from = u.unitMoves() // UnitCost's view: the moves' capabilities
	}
	if ix, _, ok := denseIndexer[S](from); ok {
		return weightedIndexed[S]{nb, ix}
	}
	if pk, ok := from.(Packer[S]); ok {
		return weightedPacked[S]{nb, pk}
	}
	return nb
}

type weightedIndexed[S comparable] struct {
	WeightedNeighbors[S]
	Indexer[S]
}

type weightedPacked[S comparable] struct {
	WeightedNeighbors[S]
	Packer[S]
}
