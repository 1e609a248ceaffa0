package engine

import (
	"context"

	"github.com/ripplebfs/ripple/search"
)

// CostSearch is a bounded weighted tree search with a goal, such as
// [search.DijkstraTreeContext].
type CostSearch[S comparable] func(ctx context.Context, nb search.WeightedNeighbors[S], goal func(S) bool, opts search.Options, starts ...S) (*search.Tree[S], error)

// TraceCost is [Trace] for a weighted puzzle: it runs find from starts
// without a goal, so that every reachable state settles, and groups the
// states by cost, one layer per distinct cost in increasing order (the
// cost classes the search settles, as a breadth-first search's layers are
// its distance classes). It fills res.Sizes, res.Costs (the cost of each
// layer), res.Layers (at most perLayer states of each, res.Cut if some
// layer had more, encoded by encode) and res.Path with a cheapest path to
// target if target is not nil, and returns the tree.
//
// The search honours ctx and env.MaxStates (an error wrapping
// [search.ErrLimit] beyond it) and calls env.Pace every [PaceEvery]
// expansions; env.OnLayer, which the page reads as breadth-first layers,
// is not called. With env.Pace the pacing wraps each call of Edges, so
// only a [search.Indexer] is kept. O(V) beyond the search for V states
// settled ([search.Tree.Layers]).
func TraceCost[S comparable](ctx context.Context, env Env, find CostSearch[S], nb search.WeightedNeighbors[S], target *S, perLayer int, encode func(S) any, res *Result, starts ...S) (*search.Tree[S], error) {
	opts := env.options()
	opts.OnLayer = nil
	t, err := find(ctx, pacedWeighted(nb, env.Pace), nil, opts, starts...)
	if err != nil {
		return nil, err
	}
	res.Sizes, res.Costs, res.Layers = []int{}, []int{}, [][]any{}
	for c, layer := range t.Layers() {
		res.Costs, res.Sizes = append(res.Costs, c), append(res.Sizes, len(layer))
		if len(layer) > perLayer {
			layer, res.Cut = layer[:perLayer], true
		}
		res.Layers = append(res.Layers, encodeAll(layer, encode))
	}
	if target != nil {
		if path, ok := t.PathTo(*target); ok {
			res.Path = encodeAll(path, encode)
		}
	}
	return t, nil
}

// pacedW calls pace every PaceEvery expansions of nb.
type pacedW[S comparable] struct {
	nb   search.WeightedNeighbors[S]
	pace func()
	n    int
}

func (p *pacedW[S]) Edges(s S, yield func(S, int) bool) {
	if p.n++; p.n == PaceEvery {
		p.n = 0
		p.pace()
	}
	p.nb.Edges(s, yield)
}

// pacedWIndexed is pacedW keeping the graph's Indexer.
type pacedWIndexed[S comparable] struct {
	*pacedW[S]
	search.Indexer[S]
}

// pacedWeighted wraps nb so that pace (if not nil) is called every
// PaceEvery expansions, keeping nb's Indexer if it has one.
func pacedWeighted[S comparable](nb search.WeightedNeighbors[S], pace func()) search.WeightedNeighbors[S] {
	if pace == nil {
		return nb
	}
	p := &pacedW[S]{nb: nb, pace: pace}
	if ix, ok := nb.(search.Indexer[S]); ok {
		return pacedWIndexed[S]{p, ix}
	}
	return p
}
