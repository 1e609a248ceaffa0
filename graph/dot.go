package graph

import (
	"fmt"
	"strconv"

	gonum "gonum.org/v1/gonum/graph"
	"gonum.org/v1/gonum/graph/encoding"
	"gonum.org/v1/gonum/graph/encoding/dot"
)

// DOT encodes g in Graphviz's DOT language through gonum's encoding/dot, as
// a strict digraph called name. Each node is written with its numeric ID and
// a label attribute holding label(state), or fmt.Sprint(state) when label is
// nil, so that two states that print alike stay distinct nodes (labels are
// quoted as needed, and always shown as plain text); the starts
// are drawn with a double border (peripheries=2). Nodes and edges are sorted
// by ID, so the output is deterministic. Self-loops appear as loops.
func (g *Explicit[S]) DOT(name string, label func(S) string) ([]byte, error) {
	return dot.Marshal(dotDirected[S]{dotView[S]{g, labels(g, label)}}, name, "", "\t")
}

// DOT encodes g as a strict undirected graph (one line per edge {u, v});
// otherwise as [Explicit.DOT].
func (u *Undirected[S]) DOT(name string, label func(S) string) ([]byte, error) {
	return dot.Marshal(dotView[S]{u.g, labels(u.g, label)}, name, "", "\t")
}

func labels[S comparable](g *Explicit[S], label func(S) string) []dotNode {
	if label == nil {
		label = func(s S) string { return fmt.Sprint(s) }
	}
	nodes := make([]dotNode, g.Len())
	for i, s := range g.states {
		nodes[i] = dotNode{id: int64(i), label: literal(label(s)), start: i < g.starts}
	}
	return nodes
}

// literal keeps Graphviz from reading a label as markup: gonum writes a
// value shaped like an HTML string (<...>) or a quoted string ("...")
// unquoted, so that "<nil>" would become an HTML label. A trailing space
// makes gonum quote it, and shows the text as it is.
func literal(l string) string {
	if len(l) >= 2 && (l[0] == '<' && l[len(l)-1] == '>' || l[0] == '"' && l[len(l)-1] == '"') {
		return l + " "
	}
	return l
}

// dotNode is a node carrying its DOT attributes.
type dotNode struct {
	id    int64
	label string
	start bool
}

func (n *dotNode) ID() int64     { return n.id }
func (n *dotNode) DOTID() string { return strconv.FormatInt(n.id, 10) }
func (n *dotNode) Attributes() []encoding.Attribute {
	if n.start {
		return []encoding.Attribute{{Key: "label", Value: n.label}, {Key: "peripheries", Value: "2"}}
	}
	return []encoding.Attribute{{Key: "label", Value: n.label}}
}

// dotView is an undirected graph.Graph over g whose nodes are dotNode values.
type dotView[S comparable] struct {
	g     *Explicit[S]
	nodes []dotNode
}

func (v dotView[S]) Node(id int64) gonum.Node {
	if !v.g.has(id) {
		return nil
	}
	return &v.nodes[id]
}

func (v dotView[S]) Nodes() gonum.Nodes {
	ids := make([]int32, len(v.nodes))
	for i := range ids {
		ids[i] = int32(i)
	}
	return v.list(ids)
}

func (v dotView[S]) From(id int64) gonum.Nodes {
	if !v.g.has(id) {
		return gonum.Empty
	}
	return v.list(v.g.out[v.g.outOff[id]:v.g.outOff[id+1]])
}

func (v dotView[S]) list(ids []int32) gonum.Nodes {
	if len(ids) == 0 {
		return gonum.Empty
	}
	return &nodeIter[dotNode, *dotNode]{nodes: v.nodes, ids: ids, cur: -1}
}

func (v dotView[S]) HasEdgeBetween(xid, yid int64) bool { return v.g.HasEdgeBetween(xid, yid) }
func (v dotView[S]) Edge(uid, vid int64) gonum.Edge     { return v.g.Edge(uid, vid) }

// dotDirected adds the graph.Directed methods, which make dot.Marshal write
// a digraph.
type dotDirected[S comparable] struct{ dotView[S] }

func (v dotDirected[S]) HasEdgeFromTo(uid, vid int64) bool { return v.g.HasEdgeFromTo(uid, vid) }
func (v dotDirected[S]) To(id int64) gonum.Nodes {
	if !v.g.has(id) {
		return gonum.Empty
	}
	return v.list(v.g.in[v.g.inOff[id]:v.g.inOff[id+1]])
}

var (
	_ gonum.Directed      = dotDirected[int]{}
	_ dot.Node            = (*dotNode)(nil)
	_ encoding.Attributer = (*dotNode)(nil)
)
