package graph_test

import (
	"context"
	"fmt"

	gonum "gonum.org/v1/gonum/graph"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// states maps gonum nodes back to the states of g.
func states[S comparable](g interface{ State(int64) S }, nodes gonum.Nodes) []S {
	var out []S
	for _, n := range gonum.NodesOf(nodes) {
		out = append(out, g.State(n.ID()))
	}
	return out
}

// loopy is 0 → 1 (yielded twice), 0 → 0, 1 → 2, 2 → 0: a self-loop and a
// collapsed parallel edge.
var loopy = searchtest.Graph{0: {1, 0, 1}, 1: {2}, 2: {0}}

func ExampleExplicit_Len() {
	g, _ := graph.Export[int](loopy, 1)
	fmt.Println(g.Len(), "states,", g.EdgeCount(), "edges,", g.SelfLoops(), "self-loop,", g.Starts(), "start")
	// Output:
	// 3 states, 4 edges, 1 self-loop, 1 start
}

func ExampleExplicit_EdgeCount() {
	// The two yields of 0 → 1 are one edge; the self-loop 0 → 0 counts.
	g, _ := graph.Export[int](loopy, 0)
	fmt.Println(g.EdgeCount())
	g, _ = graph.ExportContext(context.Background(), loopy, graph.Options{DropSelfLoops: true}, 0)
	fmt.Println(g.EdgeCount())
	// Output:
	// 4
	// 3
}

func ExampleExplicit_SelfLoops() {
	g, _ := graph.Export[int](loopy, 0)
	fmt.Println(g.SelfLoops(), g.HasEdgeFromTo(0, 0))
	// Output:
	// 1 true
}

func ExampleExplicit_Starts() {
	// Duplicate starts are dropped; the distinct ones hold IDs 0, 1, ...
	g, _ := graph.Export[int](loopy, 2, 1, 2)
	fmt.Println(g.Starts(), g.State(0), g.State(1))
	// Output:
	// 2 2 1
}

func ExampleExplicit_Node() {
	g, _ := graph.Export[int](loopy, 0)
	fmt.Println(g.Node(2).ID(), g.Node(3) == nil)
	// Output:
	// 2 true
}

func ExampleExplicit_Nodes() {
	g, _ := graph.Export[int](loopy, 2)
	fmt.Println(states[int](g, g.Nodes())) // discovery order from 2
	// Output:
	// [2 0 1]
}

func ExampleExplicit_From() {
	g, _ := graph.Export[int](loopy, 0)
	fmt.Println(states[int](g, g.From(0))) // first-yield order, each once
	// Output:
	// [1 0]
}

func ExampleExplicit_To() {
	g, _ := graph.Export[int](loopy, 0)
	id, _ := g.ID(0)
	fmt.Println(states[int](g, g.To(id))) // predecessors by ID
	// Output:
	// [0 2]
}

func ExampleExplicit_HasEdgeFromTo() {
	g, _ := graph.Export[int](loopy, 0)
	one, _ := g.ID(1)
	fmt.Println(g.HasEdgeFromTo(0, one), g.HasEdgeFromTo(one, 0))
	// Output:
	// true false
}

func ExampleExplicit_HasEdgeBetween() {
	g, _ := graph.Export[int](loopy, 0)
	one, _ := g.ID(1)
	fmt.Println(g.HasEdgeBetween(one, 0), g.HasEdgeBetween(one, one))
	// Output:
	// true false
}

func ExampleExplicit_Edge() {
	g, _ := graph.Export[int](loopy, 0)
	e := g.Edge(0, 1)
	fmt.Println(g.State(e.From().ID()), "→", g.State(e.To().ID()), g.Edge(1, 0) == nil)
	// Output:
	// 0 → 1 true
}

// square is the undirected 4-cycle 0 – 1 – 2 – 3 – 0.
var square = searchtest.Graph{0: {1, 3}, 1: {2, 0}, 2: {3, 1}, 3: {0, 2}}

func ExampleUndirected_Len() {
	u, _ := graph.ExportUndirected[int](square, 0)
	fmt.Println(u.Len(), "nodes,", u.EdgeCount(), "edges")
	// Output:
	// 4 nodes, 4 edges
}

func ExampleUndirected_EdgeCount() {
	// Each pair {u, v} counts once, and so does a self-loop.
	u, _ := graph.ExportUndirected[int](searchtest.Graph{0: {0, 1}, 1: {0}}, 0)
	fmt.Println(u.EdgeCount(), u.Directed().EdgeCount())
	// Output:
	// 2 3
}

func ExampleUndirected_ID() {
	u, _ := graph.ExportUndirected[int](square, 2)
	id, ok := u.ID(0)
	fmt.Println(id, ok, u.State(id))
	_, ok = u.ID(7)
	fmt.Println(ok)
	// Output:
	// 3 true 0
	// false
}

func ExampleUndirected_State() {
	u, _ := graph.ExportUndirected[int](square, 2)
	fmt.Println(states[int](u, u.Nodes()))
	// Output:
	// [2 3 1 0]
}

func ExampleUndirected_Node() {
	u, _ := graph.ExportUndirected[int](square, 0)
	fmt.Println(u.Node(3).ID(), u.Node(4) == nil)
	// Output:
	// 3 true
}

func ExampleUndirected_Nodes() {
	u, _ := graph.ExportUndirected[int](square, 1)
	fmt.Println(u.Nodes().Len(), states[int](u, u.Nodes()))
	// Output:
	// 4 [1 2 0 3]
}

func ExampleUndirected_From() {
	u, _ := graph.ExportUndirected[int](square, 0)
	fmt.Println(states[int](u, u.From(0)))
	// Output:
	// [1 3]
}

func ExampleUndirected_HasEdgeBetween() {
	u, _ := graph.ExportUndirected[int](square, 0)
	a, _ := u.ID(0)
	b, _ := u.ID(1)
	c, _ := u.ID(2)
	fmt.Println(u.HasEdgeBetween(a, b), u.HasEdgeBetween(b, a), u.HasEdgeBetween(a, c))
	// Output:
	// true true false
}

func ExampleUndirected_Edge() {
	u, _ := graph.ExportUndirected[int](square, 0)
	e := u.Edge(0, 1)
	fmt.Println(u.State(e.From().ID()), u.State(e.To().ID()), u.Edge(0, 3) == nil)
	// Output:
	// 0 1 true
}

func ExampleUndirected_EdgeBetween() {
	u, _ := graph.ExportUndirected[int](square, 0)
	fmt.Println(u.EdgeBetween(1, 0) != nil, u.EdgeBetween(0, 3) != nil)
	// Output:
	// true false
}

func ExampleReport_OK() {
	r, err := graph.CrossCheck[int](loopy, 0)
	fmt.Println(r.OK(), err)
	// Output:
	// true <nil>
}

func ExampleReport_String() {
	r, _ := graph.CrossCheck(search.NeighborsFunc[int](ring), 0)
	fmt.Println(r)
	// Output:
	// 6 states, 12 edges, deepest layer 3: 0 mismatches
}

func ExampleMismatch_String() {
	m := graph.Mismatch[string]{State: "cog", Check: "bfs", Engine: 4, Other: 5}
	fmt.Println(m)
	// Output:
	// state cog: bfs: engine 4, other 5
}

func ExampleAsymmetricError_Error() {
	_, err := graph.ExportUndirected[int](searchtest.Graph{0: {1}, 1: {}}, 0)
	fmt.Println(err)
	// Output:
	// graph: not symmetric: edge 0 → 1 present, reverse edge 1 → 0 absent
}
