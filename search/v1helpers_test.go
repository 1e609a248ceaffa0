package search_test

import (
	"context"
	"iter"

	"github.com/ripplebfs/ripple/search"
)

// The tests' views of what the searches report: helpers over the
// version-one API for the figures tests compare.

// sweepSizes runs SweepContext with visit (nil: none) and returns the
// size of each layer, nil on an error.
func sweepSizes[S comparable](ctx context.Context, nb search.Neighbors[S], opts search.Options, visit func(search.LayerStats, iter.Seq[S]) bool, starts ...S) ([]int, error) {
	var sizes []int
	err := search.SweepContext(ctx, nb, opts, func(st search.LayerStats, layer iter.Seq[S]) bool {
		sizes = append(sizes, st.Size)
		return visit == nil || visit(st, layer)
	}, starts...)
	if err != nil {
		return nil, err
	}
	return sizes, nil
}

// stats is what a heuristic search reports through OnLayer: the states
// expanded, the successors generated (IDA*; A*: the states stored), the
// layers (IDA*: passes) and the last bound on f.
type stats struct{ Expanded, Generated, Iterations, Bound int }

// counting returns opts with OnLayer also recording into st.
func counting(opts search.Options, st *stats) search.Options {
	on := opts.OnLayer
	opts.OnLayer = func(l search.LayerStats) {
		st.Expanded, st.Generated, st.Bound = l.Expanded, l.Reached, l.Cost
		st.Iterations++
		if on != nil {
			on(l)
		}
	}
	return opts
}

// astarStats runs AStarContext over unit costs and returns its stats.
func astarStats[S comparable](ctx context.Context, nb search.Neighbors[S], h func(S) int, goal func(S) bool, opts search.Options, starts ...S) ([]S, bool, stats, error) {
	var st stats
	path, _, ok, err := search.AStarContext(ctx, search.UnitCost(nb), h, goal, counting(opts, &st), starts...)
	return path, ok, st, err
}

// astarCostStats runs AStarContext over costs and returns its stats.
func astarCostStats[S comparable](ctx context.Context, nb search.WeightedNeighbors[S], h func(S) int, goal func(S) bool, opts search.Options, starts ...S) ([]S, int, bool, stats, error) {
	var st stats
	path, cost, ok, err := search.AStarContext(ctx, nb, h, goal, counting(opts, &st), starts...)
	return path, cost, ok, st, err
}

// astarPath runs AStar over unit costs.
func astarPath[S comparable](nb search.Neighbors[S], h func(S) int, goal func(S) bool, starts ...S) ([]S, bool) {
	path, _, ok := search.AStar(search.UnitCost(nb), h, goal, starts...)
	return path, ok
}

// idastarStats runs IDAStarContext and returns its stats.
func idastarStats[S comparable](ctx context.Context, nb search.Neighbors[S], h func(S) int, goal func(S) bool, opts search.Options, start S) ([]S, bool, stats, error) {
	var st stats
	path, ok, err := search.IDAStarContext(ctx, nb, h, goal, counting(opts, &st), start)
	return path, ok, st, err
}

// treeDepth is the depth of t's last layer, -1 for an empty tree.
func treeDepth[S comparable](t *search.Tree[S]) int {
	d := -1
	for c := range t.Layers() {
		d = c
	}
	return d
}

// treeSizes returns the number of states at each distance of t.
func treeSizes[S comparable](t *search.Tree[S]) []int {
	var sizes []int
	for _, l := range t.Layers() {
		sizes = append(sizes, len(l))
	}
	return sizes
}

// treeLayer returns a copy of the states at distance d of t, nil if none.
func treeLayer[S comparable](t *search.Tree[S], d int) []S {
	for c, l := range t.Layers() {
		if c == d {
			return append([]S(nil), l...)
		}
	}
	return nil
}

// treeOrder returns t's states in its order, layer after layer.
func treeOrder[S comparable](t *search.Tree[S]) []S {
	var out []S
	for _, l := range t.Layers() {
		out = append(out, l...)
	}
	return out
}

// treeGoal returns the first goal t found, if any.
func treeGoal[S comparable](t *search.Tree[S]) (S, bool) {
	if g := t.Goals(); len(g) > 0 {
		return g[0], true
	}
	var zero S
	return zero, false
}

// mapMode hides every capability of nb: the searches key their visited
// set by the state in a Go map.
func mapMode[S comparable](nb search.Neighbors[S]) search.Neighbors[S] {
	return search.NeighborsFunc[S](func(s S, yield func(S) bool) { nb.Neighbors(s, yield) })
}

// weightedMapMode is mapMode for a weighted graph.
func weightedMapMode[S comparable](nb search.WeightedNeighbors[S]) search.WeightedNeighbors[S] {
	return search.WeightedFunc[S](func(s S, yield func(S, int) bool) { nb.Edges(s, yield) })
}
