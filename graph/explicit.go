package graph

import (
	"slices"

	"github.com/ripplebfs/ripple/search"
	gonum "gonum.org/v1/gonum/graph"
)

// Explicit is the reachable part of an implicit graph, materialised by
// [Export]. It implements gonum's graph.Directed; node IDs are 0..Len()-1 in
// discovery order (see the package documentation for the edge policy).
//
// An Explicit is immutable and safe for concurrent use. The graph.Node values
// it returns are pointers into one array, so asking for a node allocates
// nothing; their only method is ID.
type Explicit[S comparable] struct {
	states []S     // states[id]
	nodes  []node  // nodes[id].id == id
	starts int     // IDs [0, starts) are the distinct starts
	outOff []int32 // successors of u: out[outOff[u]:outOff[u+1]], first-yield order
	out    []int32
	inOff  []int32 // predecessors of v: in[inOff[v]:inOff[v+1]], ascending
	in     []int32
	loops  int // self-loops kept

	// State lookup: a map, or in dense mode the search.Indexer of the
	// exported Neighbors and pos[Index(s)] = id+1 (0 = not reached).
	ids map[S]int32
	ix  search.Indexer[S]
	pos []int32
}

// node is a graph.Node. Explicit hands out *node pointers into its nodes
// array: an interface holding a pointer needs no allocation.
type node struct{ id int64 }

// ID returns the node's ID.
func (n *node) ID() int64 { return n.id }

// edge is a graph.Edge between two nodes of an exported graph.
type edge struct{ from, to *node }

func (e edge) From() gonum.Node         { return e.from }
func (e edge) To() gonum.Node           { return e.to }
func (e edge) ReversedEdge() gonum.Edge { return edge{e.to, e.from} }

// Len returns the number of nodes: the number of distinct states reachable
// from the starts, the starts included.
func (g *Explicit[S]) Len() int { return len(g.states) }

// EdgeCount returns the number of directed edges after parallel edges were
// collapsed, self-loops included unless [Options].DropSelfLoops was set.
func (g *Explicit[S]) EdgeCount() int { return len(g.out) }

// SelfLoops returns the number of self-loops the graph holds (0 when they
// were dropped).
func (g *Explicit[S]) SelfLoops() int { return g.loops }

// Starts returns the number of distinct starts; they hold the IDs
// 0..Starts()-1 in the order they were given.
func (g *Explicit[S]) Starts() int { return g.starts }

// ID returns the node ID of state s, and false if s was not reached. It is
// O(1): a map lookup, or in dense mode an Index call (an index outside
// [0, Len()) of the Indexer, such as -1 for an unknown state, means "not
// reached").
func (g *Explicit[S]) ID(s S) (int64, bool) {
	if g.ix != nil {
		i := g.ix.Index(s)
		if uint(i) >= uint(len(g.pos)) || g.pos[i] == 0 {
			return -1, false
		}
		return int64(g.pos[i] - 1), true
	}
	id, ok := g.ids[s]
	if !ok {
		return -1, false
	}
	return int64(id), true
}

// State returns the state of node id. It panics if id is not in
// [0, Len()): asking for a node the graph does not have is a programming
// error (use [Explicit.Node] to test membership).
func (g *Explicit[S]) State(id int64) S {
	if uint64(id) >= uint64(len(g.states)) {
		panic("graph: State: node ID out of range")
	}
	return g.states[id]
}

// has reports whether id is a node of g.
func (g *Explicit[S]) has(id int64) bool { return uint64(id) < uint64(len(g.states)) }

// Node returns the node with the given ID, or nil if there is none.
func (g *Explicit[S]) Node(id int64) gonum.Node {
	if !g.has(id) {
		return nil
	}
	return &g.nodes[id]
}

// Nodes returns all nodes in ID order, that is in discovery order.
func (g *Explicit[S]) Nodes() gonum.Nodes {
	if len(g.nodes) == 0 {
		return gonum.Empty
	}
	return &nodeIter[node, *node]{nodes: g.nodes, all: true, cur: -1}
}

// From returns the successors of node id, each once, in the order the
// Neighbors function first yielded them; graph.Empty if there are none or
// id is not a node.
func (g *Explicit[S]) From(id int64) gonum.Nodes {
	if !g.has(id) {
		return gonum.Empty
	}
	return g.list(g.out[g.outOff[id]:g.outOff[id+1]])
}

// To returns the predecessors of node id in ascending ID order; graph.Empty
// if there are none or id is not a node.
func (g *Explicit[S]) To(id int64) gonum.Nodes {
	if !g.has(id) {
		return gonum.Empty
	}
	return g.list(g.in[g.inOff[id]:g.inOff[id+1]])
}

func (g *Explicit[S]) list(ids []int32) gonum.Nodes {
	if len(ids) == 0 {
		return gonum.Empty
	}
	return &nodeIter[node, *node]{nodes: g.nodes, ids: ids, cur: -1}
}

// HasEdgeFromTo reports whether there is an edge from uid to vid. It is a
// binary search among the predecessors of vid: O(log indegree).
func (g *Explicit[S]) HasEdgeFromTo(uid, vid int64) bool {
	if !g.has(uid) || !g.has(vid) {
		return false
	}
	_, found := slices.BinarySearch(g.in[g.inOff[vid]:g.inOff[vid+1]], int32(uid))
	return found
}

// HasEdgeBetween reports whether there is an edge from xid to yid or from
// yid to xid.
func (g *Explicit[S]) HasEdgeBetween(xid, yid int64) bool {
	return g.HasEdgeFromTo(xid, yid) || g.HasEdgeFromTo(yid, xid)
}

// Edge returns the edge from uid to vid, or nil if there is none.
func (g *Explicit[S]) Edge(uid, vid int64) gonum.Edge {
	if !g.HasEdgeFromTo(uid, vid) {
		return nil
	}
	return edge{&g.nodes[uid], &g.nodes[vid]}
}

// nodeIter iterates over nodes in ID order (all) or over nodes[ids[k]] for
// k in order. It serves the exported graphs (N = node) and the DOT views
// (N = dotNode).
type nodeIter[N any, P interface {
	*N
	gonum.Node
}] struct {
	nodes []N
	ids   []int32 // used unless all
	all   bool
	cur   int
}

func (it *nodeIter[N, P]) size() int {
	if it.all {
		return len(it.nodes)
	}
	return len(it.ids)
}

func (it *nodeIter[N, P]) Next() bool {
	if it.cur+1 >= it.size() {
		it.cur = it.size()
		return false
	}
	it.cur++
	return true
}

func (it *nodeIter[N, P]) Len() int {
	if it.cur >= it.size() {
		return 0
	}
	return it.size() - it.cur - 1
}

func (it *nodeIter[N, P]) Reset() { it.cur = -1 }

func (it *nodeIter[N, P]) Node() gonum.Node {
	if it.cur < 0 || it.cur >= it.size() {
		return nil
	}
	i := it.cur
	if !it.all {
		i = int(it.ids[i])
	}
	return P(&it.nodes[i])
}

// NodeSlice returns the nodes not yet iterated, and exhausts the iterator.
func (it *nodeIter[N, P]) NodeSlice() []gonum.Node {
	var out []gonum.Node
	for it.Next() {
		out = append(out, it.Node())
	}
	return out
}

// Interface checks.
var (
	_ gonum.Directed   = (*Explicit[int])(nil)
	_ gonum.NodeSlicer = (*nodeIter[node, *node])(nil)
)
