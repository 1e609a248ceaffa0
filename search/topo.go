package search

import (
	"context"
	"slices"
)

// TopologicalOrder returns the states reachable from starts in an order
// in which every state comes before the states it leads to, or, if the
// graph reachable from starts has a cycle, one cycle: its states in
// order, each leading to the next and the last to the first. A self-loop
// is a cycle of one state. Exactly one of order and cycle is nil, both
// when there are no starts; a cycle is a normal result, not an error.
//
// It is a depth-first search from each start in turn, in the order given
// (the one of [StrongComponents]): the order is the reverse of the order
// in which the states are finished, and the cycle is the one closed by
// the first edge found back into the depth-first path. Time is O(V + E)
// over the reachable part, V states and E edges, and less when a cycle
// stops it early; memory is that of StrongComponents, plus the order.
//
// TopologicalOrder is the unbounded convenience for
// [TopologicalOrderContext]: it panics past 2³¹−1 states.
func TopologicalOrder[S comparable](nb Neighbors[S], starts ...S) (order, cycle []S) {
	order, cycle, err := TopologicalOrderContext(context.Background(), nb, Options{}, starts...)
	mustNot(err, "TopologicalOrder")
	return order, cycle
}

// TopologicalOrderContext is [TopologicalOrder] as a bounded search.
// opts.MaxStates counts the states stored; opts.MaxDepth, if positive,
// orders the subgraph induced by the states within that many moves of a
// start, as for [StrongComponentsContext]. A stopped search returns
// neither an order nor a cycle.
func TopologicalOrderContext[S comparable](ctx context.Context, nb Neighbors[S], opts Options, starts ...S) (order, cycle []S, err error) {
	mustNeighbors(nb, "TopologicalOrder")
	d := newTarjan(ctx, "TopologicalOrder", nb, opts)
	defer d.st.finish()
	d.acyclic = true
	d.yield = func(c []S) bool { // a single state: no cycle so far
		order = append(order, c[0])
		return true
	}
	if err := d.search(starts); err != nil {
		return nil, nil, err
	}
	if d.cycle != nil {
		return nil, d.cycle, nil
	}
	slices.Reverse(order)
	return order, nil, nil
}

// cycleTo records the cycle closed by an edge from the top of the path
// back to q, which lies on it.
func (d *tarjan[S]) cycleTo(q int32) {
	i := len(d.path) - 1
	for d.path[i].p != q {
		i--
	}
	for _, f := range d.path[i:] {
		d.cycle = append(d.cycle, d.order[f.p])
	}
}
