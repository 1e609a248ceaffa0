package main

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"gonum.org/v1/gonum/graph/path"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/problems/all"
	"github.com/ripplebfs/ripple/problems/plugin"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// instances returns every check: every instance of every plugin listed in
// problems/all (named plugin/instance), and seeded random graphs.
func instances() ([]instance, error) {
	var out []instance
	for _, p := range all.Plugins() {
		for _, in := range p.Instances {
			out = append(out, pluginChecks(p.Name+"/"+in.Name, in)...)
		}
	}

	// Seeded random graphs with self-loops, multi-edges and unreachable
	// parts, in dense mode and in map mode.
	for seed := uint64(1); seed <= 3; seed++ {
		g := searchtest.Random(seed, 50_000, 2)
		out = append(out,
			check[int](fmt.Sprintf("random/seed=%d dense", seed), g, 0, 1),
			check[int](fmt.Sprintf("random/seed=%d map", seed), mapMode[int](g), 0, 1))
	}
	for seed := uint64(1); seed <= 2; seed++ {
		g := searchtest.RandomWeighted(rand.New(rand.NewPCG(seed, 21)), 5000, 15_000, 100)
		out = append(out,
			weighted(fmt.Sprintf("random-weighted/seed=%d dense", seed), g, 0, 0),
			weighted(fmt.Sprintf("random-weighted/seed=%d map ≤3 edges", seed), weightedMapMode[int](g), 3, 0))
	}
	for seed := uint64(1); seed <= 2; seed++ {
		g := searchtest.RandomUndirected(seed, 20_000, 15_000)
		seeds := make([]int, len(g))
		for i := range seeds {
			seeds[i] = i
		}
		out = append(out, components[int](fmt.Sprintf("random-undirected/seed=%d components", seed), g, seeds, searchComponents[int](g, seeds), -1, -1))
	}
	return out, nil
}

// pluginChecks are the checks of one plugin instance: the directed
// cross-check (against its published figures, if any), which can also
// draw it, and the comparison of its components with gonum's.
func pluginChecks(name string, in plugin.Instance) []instance {
	c := check[int](name, in.Graph, in.Starts...)
	if p := in.Published; p != nil {
		c = published(c, p.States, p.Depth, p.Source)
	}
	c.dot = func(w io.Writer) error {
		var text []byte
		var err error
		if in.Undirected {
			var u *graph.Undirected[int]
			if u, err = graph.ExportUndirected(in.Graph, in.Starts...); err == nil {
				text, err = u.DOT(name, in.Label)
			}
		} else {
			var g *graph.Explicit[int]
			if g, err = graph.Export(in.Graph, in.Starts...); err == nil {
				text, err = g.DOT(name, in.Label)
			}
		}
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(w, "%s\n", text)
		return err
	}
	out := []instance{c}
	if wn, ok := in.Graph.(search.WeightedNeighbors[int]); ok {
		// A weighted plugin: its costs against gonum, without a bound
		// on edges and within 2 edges.
		out = append(out, weighted(name+" costs", wn, 0, in.Starts...), weighted(name+" costs ≤2 edges", wn, 2, in.Starts...))
	}
	if cc := in.Components; cc != nil {
		out = append(out, components[int](name+" components", in.Graph, cc.Seeds, cc.Want, cc.Edges, cc.Count))
	}
	return out
}

// mapMode returns nb's moves behind a closure, which has no capabilities:
// the engine then keeps its visited set in a Go map. (It refuses the method
// value nb.Neighbors itself, which would hide them silently.)
func mapMode[S comparable](nb search.Neighbors[S]) search.Neighbors[S] {
	return search.NeighborsFunc[S](func(s S, yield func(S) bool) { nb.Neighbors(s, yield) })
}

// weightedMapMode is mapMode for a weighted graph.
func weightedMapMode[S comparable](nb search.WeightedNeighbors[S]) search.WeightedNeighbors[S] {
	return search.WeightedFunc[S](func(s S, yield func(S, int) bool) { nb.Edges(s, yield) })
}

// searchComponents collects the engine's components.
func searchComponents[S comparable](nb search.Neighbors[S], seeds []S) [][]S {
	var cc [][]S
	for c := range search.Components(nb, seeds...) {
		cc = append(cc, append([]S(nil), c...))
	}
	return cc
}

// weighted cross-checks the costs of a weighted graph, within maxDepth
// edges if positive (graph.CrossCheckWeightedContext), and times the
// engine's Dijkstra to every state (search.DijkstraTreeContext) against the
// export plus gonum's path.DijkstraFrom.
func weighted[S comparable](name string, nb search.WeightedNeighbors[S], maxDepth int, starts ...S) instance {
	return instance{name: name, check: func() (outcome, error) {
		ctx := context.Background()
		r, err := graph.CrossCheckWeightedContext(ctx, nb, graph.Options{MaxDepth: maxDepth}, starts...)
		if err != nil {
			return outcome{}, err
		}
		o := outcome{name: name, states: r.States, edges: r.Edges, mismatches: len(r.Mismatches)}
		o.verdict = fmt.Sprintf("%d mismatches", len(r.Mismatches))
		if !r.OK() {
			o.verdict = strings.ReplaceAll(r.String(), "\n", "\n    ")
		}
		var runErr error
		o.implicit = fastest(func() {
			_, err := search.DijkstraTreeContext(ctx, nb, nil, search.Options{MaxDepth: maxDepth}, starts...)
			runErr = cmp.Or(runErr, err)
		})
		if maxDepth == 0 && len(starts) > 0 {
			o.explicit = fastest(func() {
				w, err := graph.ExportWeighted(nb, starts[0])
				if err != nil {
					runErr = cmp.Or(runErr, err)
					return
				}
				path.DijkstraFrom(w.Node(0), w)
			})
		}
		return o, runErr
	}}
}
