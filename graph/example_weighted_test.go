package graph_test

import (
	"context"
	"fmt"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// flights is LeetCode 787's example 1 as a weighted graph over cities.
var flights = searchtest.WeightedGraph{
	{{To: 1, Cost: 100}},
	{{To: 2, Cost: 100}, {To: 3, Cost: 600}},
	{{To: 0, Cost: 100}, {To: 3, Cost: 200}},
	{},
}

func ExampleExportWeighted() {
	w, err := graph.ExportWeighted[int](context.Background(), flights, graph.Options{}, 0)
	fmt.Println(w.Len(), w.WeightedEdges().Len(), err)
	c, _ := w.Weight(1, 3)
	fmt.Println(c)
	// Output:
	// 4 5 <nil>
	// 600
}

func ExampleCrossCheckWeighted() {
	for _, k := range []int{0, 2} {
		r, err := graph.CrossCheckWeighted[int](context.Background(), flights, graph.Options{MaxDepth: k}, 0)
		fmt.Println(r, err)
	}
	// Output:
	// 4 states, 5 edges, max depth 0: 0 mismatches <nil>
	// 4 states, 3 edges, max depth 2: 0 mismatches <nil>
}

func ExampleWeighted_Len() {
	w, _ := graph.ExportWeighted[int](context.Background(), flights, graph.Options{}, 2)
	fmt.Println(w.Len())
	// Output: 4
}

func ExampleWeighted_ID() {
	// From city 2, the walk numbers 2, then 0 and 3, then 1.
	w, _ := graph.ExportWeighted[int](context.Background(), flights, graph.Options{}, 2)
	fmt.Println(w.ID(3))
	// Output: 2 true
}

func ExampleWeighted_State() {
	w, _ := graph.ExportWeighted[int](context.Background(), flights, graph.Options{}, 2)
	fmt.Println(w.State(3))
	// Output: 1
}

func ExampleWeightedReport_OK() {
	r, _ := graph.CrossCheckWeighted[int](context.Background(), flights, graph.Options{}, 0)
	fmt.Println(r.OK())
	// Output: true
}

func ExampleWeightedReport_String() {
	r, _ := graph.CrossCheckWeighted[int](context.Background(), flights, graph.Options{MaxDepth: 1}, 0)
	fmt.Println(r.String())
	// Output: 2 states, 1 edges, max depth 1: 0 mismatches
}
