package graph

import (
	"context"
	"fmt"
	"slices"

	"github.com/ripplebfs/ripple/search"
	gonum "gonum.org/v1/gonum/graph"
)

// Undirected is the reachable part of a symmetric implicit graph, exported by
// [ExportUndirected]. It implements gonum's graph.Undirected (and, on
// purpose, not graph.Directed, so that gonum's encoders and algorithms treat
// it as undirected). Node IDs, the edge policy and the lookup methods are
// those of the underlying [Explicit], returned by [Undirected.Directed].
type Undirected[S comparable] struct {
	g *Explicit[S]
}

// AsymmetricError is the error [ExportUndirected] returns when the graph is
// not symmetric: From yields To, but To does not yield From. It names the
// first such edge in node-ID order, then in yield order.
type AsymmetricError[S comparable] struct {
	From, To S
}

// Error names both edges: "graph: not symmetric: edge u → v present,
// reverse edge v → u absent", states printed with %v.
func (e *AsymmetricError[S]) Error() string {
	return fmt.Sprintf("graph: not symmetric: edge %v → %v present, reverse edge %v → %v absent", e.From, e.To, e.To, e.From)
}

// ExportUndirected is [ExportUndirectedContext] with no context and zero
// [Options]: an unbounded convenience, as [Export] is.
func ExportUndirected[S comparable](nb search.Neighbors[S], starts ...S) (*Undirected[S], error) {
	return ExportUndirectedContext(context.Background(), nb, Options{}, starts...)
}

// ExportUndirectedContext exports the part of a symmetric graph reachable from
// starts (see [ExportContext] for the walk, the IDs, ctx and opts) and verifies that
// it is symmetric: for every edge u → v the edge v → u exists. If not, the
// error is an [*AsymmetricError] naming the first missing reverse edge. Each
// undirected edge {u, v} is one edge of the result; a self-loop is kept
// unless opts.DropSelfLoops.
//
// The check costs O(E log maxdegree) on top of the export.
func ExportUndirectedContext[S comparable](ctx context.Context, nb search.Neighbors[S], opts Options, starts ...S) (*Undirected[S], error) {
	g, err := ExportContext(ctx, nb, opts, starts...)
	if err != nil {
		return nil, err
	}
	for u := range g.Len() {
		// For u → v, the reverse v → u exists iff v is a predecessor of u.
		preds := g.in[g.inOff[u]:g.inOff[u+1]]
		for _, v := range g.out[g.outOff[u]:g.outOff[u+1]] {
			if _, ok := slices.BinarySearch(preds, v); !ok {
				return nil, &AsymmetricError[S]{From: g.states[u], To: g.states[v]}
			}
		}
	}
	return &Undirected[S]{g}, nil
}

// Directed returns the underlying symmetric directed graph: both directions
// of every edge, the same node IDs.
func (u *Undirected[S]) Directed() *Explicit[S] { return u.g }

// Len returns the number of nodes.
func (u *Undirected[S]) Len() int { return u.g.Len() }

// EdgeCount returns the number of undirected edges: each pair {u, v} once,
// each self-loop once.
func (u *Undirected[S]) EdgeCount() int { return (u.g.EdgeCount() + u.g.SelfLoops()) / 2 }

// ID returns the node ID of state s, and false if s was not reached.
func (u *Undirected[S]) ID(s S) (int64, bool) { return u.g.ID(s) }

// State returns the state of node id; it panics if id is not a node.
func (u *Undirected[S]) State(id int64) S { return u.g.State(id) }

// Node returns the node with the given ID, or nil if there is none.
func (u *Undirected[S]) Node(id int64) gonum.Node { return u.g.Node(id) }

// Nodes returns all nodes in ID order.
func (u *Undirected[S]) Nodes() gonum.Nodes { return u.g.Nodes() }

// From returns the neighbours of node id in first-yield order.
func (u *Undirected[S]) From(id int64) gonum.Nodes { return u.g.From(id) }

// HasEdgeBetween reports whether x and y are adjacent.
func (u *Undirected[S]) HasEdgeBetween(xid, yid int64) bool { return u.g.HasEdgeFromTo(xid, yid) }

// Edge returns the edge from uid to vid, or nil if they are not adjacent.
func (u *Undirected[S]) Edge(uid, vid int64) gonum.Edge { return u.g.Edge(uid, vid) }

// EdgeBetween returns the edge between xid and yid, or nil if they are not
// adjacent.
func (u *Undirected[S]) EdgeBetween(xid, yid int64) gonum.Edge { return u.g.Edge(xid, yid) }

var _ gonum.Undirected = (*Undirected[int])(nil)
