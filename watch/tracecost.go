package watch

import (
	"context"

	"github.com/ripplebfs/ripple/search"
)

// TraceCost is [Trace] for weighted moves: it runs
// [search.DijkstraTreeContext] of nb from starts, over everything
// reachable if goal is nil, else up to the cost of the cheapest goals,
// and groups the states settled by cost ([search.Tree.Layers]): one layer
// per cost that occurs, in increasing order, res.Costs saying which. It
// fills res.Sizes, res.Costs, res.Layers (at most perLayer states of each,
// res.Cut if some layer had more, encoded by encode), and res.Path and
// res.PathCost with a cheapest path to the first goal settled, or without
// a goal to target if target is not nil; it returns the tree.
//
// The search honours ctx, env.MaxStates (an error wrapping
// [search.ErrLimit] beyond it) and env.OnLayer (told byCost), and calls
// env.Pace every [PaceEvery] expansions; with env.Pace the pacing wraps
// each call of Edges, so only a [search.Indexer] is kept. Grouping costs
// O(V) beyond the search for V states settled.
func TraceCost[S comparable](ctx context.Context, env Env, nb search.WeightedNeighbors[S], goal func(S) bool, target *S, perLayer int, encode func(S) any, res *Result, starts ...S) (*search.Tree[S], error) {
	t, err := search.DijkstraTreeContext(ctx, pacedWeighted(nb, env.Pace), goal, env.options(true), starts...)
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
	if goal != nil && len(t.Goals()) > 0 {
		target = &t.Goals()[0]
	}
	if target != nil {
		if path, ok := t.PathTo(*target); ok {
			res.Path = encodeAll(path, encode)
			res.PathCost, _ = t.Cost(*target)
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
