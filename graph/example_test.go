package graph_test

import (
	"context"
	"errors"
	"fmt"
	"strings"

	gonum "gonum.org/v1/gonum/graph"
	"gonum.org/v1/gonum/graph/path"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/search"
)

// jug is the two-jug puzzle: a 3-litre and a 5-litre jug, fill, empty or
// pour one into the other. States are (a, b) litres.
type jug struct{ a, b int }

func jugs(s jug, yield func(jug) bool) {
	pourAB := min(s.a, 5-s.b)
	pourBA := min(s.b, 3-s.a)
	for _, t := range []jug{
		{3, s.b}, {s.a, 5}, {0, s.b}, {s.a, 0},
		{s.a - pourAB, s.b + pourAB}, {s.a + pourBA, s.b - pourBA},
	} {
		if !yield(t) {
			return
		}
	}
}

func ExampleExport() {
	g, err := graph.Export(search.NeighborsFunc[jug](jugs), jug{0, 0})
	if err != nil {
		fmt.Println(err)
		return
	}
	// g is a gonum graph.Directed: run gonum's Dijkstra on it.
	start, _ := g.ID(jug{0, 0})
	goal, _ := g.ID(jug{0, 4})
	p, w := path.DijkstraFrom(g.Node(start), g).To(goal)
	fmt.Println(g.Len(), "states,", g.EdgeCount(), "edges; self-loops:", g.SelfLoops())
	fmt.Print(w, " moves:")
	for _, n := range p {
		fmt.Print(" ", g.State(n.ID()))
	}
	fmt.Println()
	// Output:
	// 16 states, 74 edges; self-loops: 16
	// 7 moves: {0 0} {0 5} {3 2} {0 2} {2 0} {2 5} {3 4} {0 4}
}

func ExampleExportContext() {
	// A limit below the reachable count is an error, never a partial graph.
	_, err := graph.ExportContext(context.Background(), search.NeighborsFunc[jug](jugs), graph.Options{MaxStates: 10}, jug{0, 0})
	fmt.Println(errors.Is(err, search.ErrLimit), err)

	g, _ := graph.ExportContext(context.Background(), search.NeighborsFunc[jug](jugs), graph.Options{DropSelfLoops: true}, jug{0, 0})
	fmt.Println(g.Len(), "states,", g.EdgeCount(), "edges without self-loops")
	// Output:
	// true graph: export: search: state limit exceeded: more than 10 states reachable
	// 16 states, 58 edges without self-loops
}

func ExampleExplicit_ID() {
	g, _ := graph.Export(search.NeighborsFunc[jug](jugs), jug{0, 0})
	// IDs are discovery indices: the start, then its successors in yield
	// order ({0 0} itself is a self-loop and already known).
	for id := range int64(4) {
		s := g.State(id)
		back, _ := g.ID(s)
		fmt.Println(id, s, back)
	}
	_, ok := g.ID(jug{1, 1})
	fmt.Println("{1 1} reachable:", ok)
	// Output:
	// 0 {0 0} 0
	// 1 {3 0} 1
	// 2 {0 5} 2
	// 3 {3 5} 3
	// {1 1} reachable: false
}

// ring is the undirected cycle 0 – 1 – … – 5 – 0 plus the isolated
// pair 6 – 7.
func ring(s int, yield func(int) bool) {
	if s >= 6 {
		yield(13 - s)
		return
	}
	if yield((s + 1) % 6) {
		yield((s + 5) % 6)
	}
}

func ExampleExportUndirected() {
	u, err := graph.ExportUndirected(search.NeighborsFunc[int](ring), 0, 6)
	fmt.Println(u.Len(), "nodes,", u.EdgeCount(), "edges,", err)

	// A one-way move is reported with the first missing reverse edge.
	oneWay := func(s int, yield func(int) bool) {
		if s < 3 {
			yield(s + 1)
		}
	}
	_, err = graph.ExportUndirected(search.NeighborsFunc[int](oneWay), 0)
	fmt.Println(err)
	// Output:
	// 8 nodes, 7 edges, <nil>
	// graph: not symmetric: edge 0 → 1 present, reverse edge 1 → 0 absent
}

func ExampleExportUndirectedContext() {
	_, err := graph.ExportUndirectedContext(context.Background(), search.NeighborsFunc[int](ring), graph.Options{MaxStates: 5}, 0)
	fmt.Println(err)
	// Output:
	// graph: export: search: state limit exceeded: more than 5 states reachable
}

func ExampleComponents() {
	u, _ := graph.ExportUndirected(search.NeighborsFunc[int](ring), 0, 1, 2, 3, 4, 5, 6, 7)
	for _, c := range graph.Components(u) {
		fmt.Println(c)
	}
	// Output:
	// [0 5 4 3 2 1]
	// [6 7]
}

func ExampleCrossCheck() {
	r, err := graph.CrossCheck(search.NeighborsFunc[jug](jugs), jug{0, 0})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r)
	// Output:
	// 16 states, 74 edges, deepest layer 7: 0 mismatches
}

func ExampleCrossCheckContext() {
	r, err := graph.CrossCheckContext(context.Background(), search.NeighborsFunc[jug](jugs), graph.Options{DropSelfLoops: true}, jug{0, 0}, jug{3, 5})
	fmt.Println(r, err)
	_, err = graph.CrossCheckContext(context.Background(), search.NeighborsFunc[jug](jugs), graph.Options{MaxStates: 3}, jug{0, 0})
	fmt.Println(err)
	// Output:
	// 16 states, 58 edges, deepest layer 7: 0 mismatches <nil>
	// graph: cross-check: search: BFSTree: stopped at depth 1: more than 3 states (Options.MaxStates)
}

func ExampleExplicit_DOT() {
	// Three squares, a die with faces 1 and 2, and a snake from 3 to 1.
	board := func(s int, yield func(int) bool) {
		for roll := 1; roll <= 2 && s+roll <= 4; roll++ {
			t := s + roll
			if t == 3 {
				t = 1
			}
			if !yield(t) {
				return
			}
		}
	}
	g, _ := graph.Export(search.NeighborsFunc[int](board), 1)
	b, _ := g.DOT("board", func(s int) string { return fmt.Sprintf("square %d", s) })
	fmt.Println(string(b))
	// Output:
	// strict digraph board {
	// 	// Node definitions.
	// 	0 [
	// 		label="square 1"
	// 		peripheries=2
	// 	];
	// 	1 [label="square 2"];
	// 	2 [label="square 4"];
	//
	// 	// Edge definitions.
	// 	0 -> 0;
	// 	0 -> 1;
	// 	1 -> 0;
	// 	1 -> 2;
	// }
}

func ExampleUndirected_DOT() {
	u, _ := graph.ExportUndirected(search.NeighborsFunc[int](ring), 6)
	b, _ := u.DOT("pair", nil)
	fmt.Println(strings.ReplaceAll(string(b), "\t", "  "))
	// Output:
	// strict graph pair {
	//   // Node definitions.
	//   0 [
	//     label=6
	//     peripheries=2
	//   ];
	//   1 [label=7];
	//
	//   // Edge definitions.
	//   0 -- 1;
	// }
}

// Node IDs are discovery indices: gonum's node list, read back as states,
// is the breadth-first order from the start.
func ExampleExplicit_State() {
	g, _ := graph.Export(search.NeighborsFunc[int](ring), 0)
	var states []int
	for _, n := range gonum.NodesOf(g.Nodes()) {
		states = append(states, g.State(n.ID()))
	}
	fmt.Println(states)
	// Output:
	// [0 1 5 2 4 3]
}

func ExampleExplicit_Depths() {
	g, _ := graph.Export(search.NeighborsFunc[int](ring), 0, 3)
	for id, d := range g.Depths() {
		fmt.Print(g.State(int64(id)), ":", d, " ")
	}
	fmt.Println()
	// Output:
	// 0:0 3:0 1:1 5:1 4:1 2:1
}

func ExampleAsymmetricError() {
	// Rolling a die is not reversible: a board game is not undirected.
	die := func(s int, yield func(int) bool) {
		for t := s + 1; t <= min(s+6, 9); t++ {
			if !yield(t) {
				return
			}
		}
	}
	_, err := graph.ExportUndirected(search.NeighborsFunc[int](die), 1)
	var asym *graph.AsymmetricError[int]
	if errors.As(err, &asym) {
		fmt.Println("square", asym.From, "leads to", asym.To, "but not back")
	}
	// Output:
	// square 1 leads to 2 but not back
}

func ExampleUndirected_Directed() {
	u, _ := graph.ExportUndirected(search.NeighborsFunc[int](ring), 0)
	d := u.Directed()
	fmt.Println(u.EdgeCount(), "undirected edges,", d.EdgeCount(), "directed")
	fmt.Println(d.HasEdgeFromTo(0, 1), d.HasEdgeFromTo(1, 0), u.HasEdgeBetween(0, 3))
	// Output:
	// 6 undirected edges, 12 directed
	// true true false
}
