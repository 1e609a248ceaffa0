package graph

import (
	"github.com/samber/lo"
	gonum "gonum.org/v1/gonum/graph"
	"gonum.org/v1/gonum/graph/topo"
)

// Components returns the connected components of g, computed by gonum's
// topo.ConnectedComponents, with states in place of nodes.
//
// Components come in the order of their smallest node ID (so the component
// of the first start comes first), and each one starts with that node and
// lists the rest in gonum's depth-first order. Every node of g is in exactly
// one component; an empty graph has none. Time is O(V + E) plus gonum's
// per-node map and interface costs.
func Components[S comparable](g *Undirected[S]) [][]S {
	return lo.Map(topo.ConnectedComponents(g), func(c []gonum.Node, _ int) []S {
		return lo.Map(c, func(n gonum.Node, _ int) S { return g.State(n.ID()) })
	})
}
