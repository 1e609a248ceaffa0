package graph

import "gonum.org/v1/gonum/graph/topo"

// Components returns the connected components of g, computed by gonum's
// topo.ConnectedComponents, with states in place of nodes.
//
// Components come in the order of their smallest node ID (so the component
// of the first start comes first), and each one starts with that node and
// lists the rest in gonum's depth-first order. Every node of g is in exactly
// one component; an empty graph has none. Time is O(V + E) plus gonum's
// per-node map and interface costs.
func Components[S comparable](g *Undirected[S]) [][]S {
	cc := topo.ConnectedComponents(g)
	out := make([][]S, len(cc))
	for i, c := range cc {
		out[i] = make([]S, len(c))
		for j, n := range c {
			out[i][j] = g.State(n.ID())
		}
	}
	return out
}
