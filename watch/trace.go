package watch

import (
	"context"

	"github.com/ripplebfs/ripple/search"
)

// PaceEvery is how many expansions a search makes between two calls of
// [Env].Pace.
const PaceEvery = 1024

// Trace runs the breadth-first search the page shows, a
// [search.BFSTreeContext] of nb from starts: over everything reachable if
// goal is nil, else up to the layer of the nearest goals, complete. It
// fills res.Sizes with every layer's size, res.Layers with at most
// perLayer states of each layer (and sets res.Cut if some layer had
// more), encoded for the page by encode, and res.Path with a shortest path
// to the first goal reached, or without a goal to target if target is not
// nil; it returns the tree.
//
// The search honours ctx, env.MaxStates (an error wrapping
// [search.ErrLimit] beyond it) and env.OnLayer, and calls env.Pace every
// [PaceEvery] expansions. Without env.Pace the search uses every
// capability of nb; with it, the pacing wraps each call of Neighbors, so
// only a [search.Indexer] is kept (the search stays in dense mode).
func Trace[S comparable](ctx context.Context, env Env, nb search.Neighbors[S], goal func(S) bool, target *S, perLayer int, encode func(S) any, res *Result, starts ...S) (*search.Tree[S], error) {
	t, err := search.BFSTreeContext(ctx, pacedGraph(nb, env.Pace), goal, env.options(false), starts...)
	if err != nil {
		return nil, err
	}
	res.Sizes, res.Costs, res.Layers = []int{}, nil, [][]any{}
	for _, layer := range t.Layers() {
		res.Sizes = append(res.Sizes, len(layer))
		if len(layer) > perLayer {
			layer, res.Cut = layer[:perLayer], true
		}
		res.Layers = append(res.Layers, encodeAll(layer, encode))
	}
	if goal != nil && len(t.Goals()) > 0 {
		target = &t.Goals()[0]
	}
	if target != nil {
		if path, ok := t.PathTo(*target); ok {
			res.Path = encodeAll(path, encode)
		}
	}
	return t, nil
}

func encodeAll[S any](states []S, encode func(S) any) []any {
	out := make([]any, len(states))
	for i, s := range states {
		out[i] = encode(s)
	}
	return out
}

// paced calls pace every PaceEvery expansions of nb.
type paced[S comparable] struct {
	nb   search.Neighbors[S]
	pace func()
	n    int
}

func (p *paced[S]) Neighbors(s S, yield func(S) bool) {
	if p.n++; p.n == PaceEvery {
		p.n = 0
		p.pace()
	}
	p.nb.Neighbors(s, yield)
}

// pacedGraph wraps nb so that pace (if not nil) is called every
// PaceEvery expansions, keeping nb's Indexer if it has one.
func pacedGraph[S comparable](nb search.Neighbors[S], pace func()) search.Neighbors[S] {
	if pace == nil {
		return nb
	}
	p := &paced[S]{nb: nb, pace: pace}
	if ix, ok := nb.(search.Indexer[S]); ok {
		return search.With[S](p, ix)
	}
	return p
}
