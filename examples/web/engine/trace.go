package engine

import (
	"context"

	"github.com/ripplebfs/ripple/search"
)

// PaceEvery is how many expansions a search makes between two calls of
// [Env].Pace.
const PaceEvery = 1024

// Trace runs a bounded breadth-first search of nb from starts, the search
// the page shows: [search.BFSTreeContext] over everything reachable if
// goal is nil, else up to the layer of the nearest goal, complete. It fills res.Sizes with every layer's size, res.Layers with at
// most perLayer states of each layer (and res.Cut if some layer had more),
// encoded for the page by encode, and res.Path with a shortest path to
// target if target is not nil (with a goal: to the first goal reached), and
// returns the tree.
//
// The search honours ctx, env.MaxStates (an error wrapping
// [search.ErrLimit] beyond it) and env.OnLayer, and calls env.Pace every
// [PaceEvery] expansions. Without env.Pace the search uses every
// capability of nb; with it, the pacing wraps each call of Neighbors, so
// only a [search.Indexer] is kept (the search stays in dense mode).
func Trace[S comparable](ctx context.Context, env Env, nb search.Neighbors[S], goal func(S) bool, target *S, perLayer int, encode func(S) any, res *Result, starts ...S) (*search.Tree[S], error) {
	g := pacedGraph(nb, env.Pace)
	t, err := search.BFSTreeContext(ctx, g, goal, env.options(), starts...)
	if err != nil {
		return nil, err
	}
	res.Sizes, res.Layers = []int{}, [][]any{}
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
