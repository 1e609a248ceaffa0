package slidingpuzzle_test

import (
	"context"
	"iter"
	"slices"

	sp "github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/search"
)

// mapMode returns p's moves as a plain function, which has none of p's
// capabilities, so that the searches keep their visited set in a Go map.
// It is a closure: wrapping the method value p.Neighbors would make the
// searches panic, since that hides a value's capabilities by mistake.
func mapMode(p *sp.Puzzle) search.Neighbors[sp.State] {
	return search.NeighborsFunc[sp.State](func(s sp.State, yield func(sp.State) bool) { p.Neighbors(s, yield) })
}

// sweepSizes returns the size of each layer that SweepContext reaches.
func sweepSizes[S comparable](ctx context.Context, nb search.Neighbors[S], opts search.Options, starts ...S) ([]int, error) {
	var sizes []int
	err := search.SweepContext(ctx, nb, opts, func(st search.LayerStats, _ iter.Seq[S]) bool {
		sizes = append(sizes, st.Size)
		return true
	}, starts...)
	if err != nil {
		return nil, err
	}
	return sizes, nil
}

// treeLayers returns the layers of t, copied: out[d] holds the states at
// distance d, in the tree's order (none for a distance that does not occur).
func treeLayers[S comparable](t *search.Tree[S]) [][]S {
	var out [][]S
	for d, l := range t.Layers() {
		for len(out) < d {
			out = append(out, nil)
		}
		out = append(out, slices.Clone(l))
	}
	return out
}

// treeSizes returns the number of states at each distance in t.
func treeSizes[S comparable](t *search.Tree[S]) []int {
	var sizes []int
	for _, l := range treeLayers(t) {
		sizes = append(sizes, len(l))
	}
	return sizes
}

// idaStarExpanded is search.IDAStarContext, with the number of states it
// expanded over all its passes: the Expanded of the last pass reported
// through OnLayer.
func idaStarExpanded[S comparable](ctx context.Context, nb search.Neighbors[S], h func(S) int, goal func(S) bool, start S) (path []S, ok bool, expanded int, err error) {
	opts := search.Options{OnLayer: func(st search.LayerStats) { expanded = st.Expanded }}
	path, ok, err = search.IDAStarContext(ctx, nb, h, goal, opts, start)
	return path, ok, expanded, err
}
