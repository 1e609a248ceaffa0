package graph

import (
	gonum "gonum.org/v1/gonum/graph"
	"gonum.org/v1/gonum/graph/traverse"
)

// source is the ID of the virtual source in a [sourced] view.
func source[S comparable](g *Explicit[S]) int64 { return int64(g.Len()) }

// sourced is g plus a virtual source node, ID g.Len(), with an edge to each
// start: a multi-source search from the starts is a single-source search
// from it, one level deeper. It implements what gonum's traversals need.
type sourced[S comparable] struct {
	g   *Explicit[S]
	src node
}

func (v *sourced[S]) From(id int64) gonum.Nodes {
	if id == v.src.id {
		return v.g.list(v.startIDs())
	}
	return v.g.From(id)
}

func (v *sourced[S]) startIDs() []int32 {
	ids := make([]int32, v.g.starts)
	for i := range ids {
		ids[i] = int32(i)
	}
	return ids
}

func (v *sourced[S]) Edge(uid, vid int64) gonum.Edge {
	if uid == v.src.id {
		if vid < 0 || vid >= int64(v.g.starts) {
			return nil
		}
		return edge{&v.src, &v.g.nodes[vid]}
	}
	return v.g.Edge(uid, vid)
}

// Depths returns the breadth-first depth of every node, indexed by node ID,
// as computed by gonum's traverse.BreadthFirst over g from its starts; with
// several starts gonum walks from a virtual source whose successors are the
// starts, and the depths are reduced by one. Every node of an export is
// reachable, so no depth is -1 unless the graph was built wrong; an empty
// graph gives an empty slice.
//
// It is the gonum half of [CrossCheck], exposed for benchmarks and for
// callers who want gonum's answer. Time O(V + E) with gonum's per-node map
// and interface costs.
func (g *Explicit[S]) Depths() []int {
	depth, _ := g.gonumBFS()
	return depth
}

// gonumBFS returns the depth of every node of g from the starts (-1 where
// not reached) and the order in which gonum's BreadthFirst visits nodes.
func (g *Explicit[S]) gonumBFS() (depth []int, visits []int64) {
	depth = make([]int, g.Len())
	for i := range depth {
		depth[i] = -1
	}
	if g.starts == 0 {
		return depth, nil
	}
	var tg traverse.Graph = g
	root, shift := g.Node(0), 0
	if g.starts > 1 {
		v := &sourced[S]{g: g, src: node{source(g)}}
		tg, root, shift = v, &v.src, 1
	}
	bf := traverse.BreadthFirst{Visit: func(n gonum.Node) {
		if n.ID() != source(g) {
			visits = append(visits, n.ID())
		}
	}}
	bf.Walk(tg, root, func(n gonum.Node, d int) bool {
		if id := n.ID(); id != source(g) {
			depth[id] = d - shift
		}
		return false
	})
	return depth, visits
}
