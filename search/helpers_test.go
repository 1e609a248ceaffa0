package search_test

import (
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// The engine has four visited-set code paths; tests run each of them.

// indexOnly is Graph behind a wrapper: dense mode through Index calls.
type indexOnly struct{ g searchtest.Graph }

func (x indexOnly) Neighbors(s int, yield func(int) bool) { x.g.Neighbors(s, yield) }
func (x indexOnly) Len() int                              { return len(x.g) }
func (x indexOnly) Index(s int) int                       { return s }
func (x indexOnly) State(i int) int                       { return i }

// node is a named state type: dense mode through the generic code path.
type node uint32

type nodeGraph struct{ g searchtest.Graph }

func (x nodeGraph) Neighbors(s node, yield func(node) bool) {
	for _, v := range x.g[s] {
		if !yield(node(v)) {
			return
		}
	}
}
func (x nodeGraph) Len() int         { return len(x.g) }
func (x nodeGraph) Index(s node) int { return int(s) }
func (x nodeGraph) State(i int) node { return node(i) }

type mode struct {
	name string
	of   func(g searchtest.Graph) search.Neighbors[int]
}

// intModes are the int-state code paths; nodeGraph covers the generic one.
var intModes = []mode{
	{"dense-graph", func(g searchtest.Graph) search.Neighbors[int] { return g }},
	{"dense-index", func(g searchtest.Graph) search.Neighbors[int] { return indexOnly{g} }},
	{"map", func(g searchtest.Graph) search.Neighbors[int] { return mapMode[int](g) }},
}

// fifoLayers is the reference: a textbook FIFO-queue BFS with a map, written
// independently of the engine, returning the states grouped by depth in
// queue order.
func fifoLayers(g searchtest.Graph, starts ...int) [][]int {
	depth := map[int]int{}
	var queue []int
	for _, s := range starts {
		if _, ok := depth[s]; !ok {
			depth[s] = 0
			queue = append(queue, s)
		}
	}
	for head := 0; head < len(queue); head++ {
		u := queue[head]
		for _, v := range g[u] {
			if _, ok := depth[v]; !ok {
				depth[v] = depth[u] + 1
				queue = append(queue, v)
			}
		}
	}
	var layers [][]int
	for _, s := range queue {
		d := depth[s]
		if d == len(layers) {
			layers = append(layers, nil)
		}
		layers[d] = append(layers[d], s)
	}
	return layers
}

// hasEdge reports whether g has the edge u→v.
func hasEdge(g searchtest.Graph, u, v int) bool {
	for _, w := range g[u] {
		if w == v {
			return true
		}
	}
	return false
}

func collect[S comparable](nb search.Neighbors[S], starts ...S) [][]S {
	var out [][]S
	for _, layer := range search.Layers(nb, starts...) {
		out = append(out, append([]S(nil), layer...))
	}
	return out
}
