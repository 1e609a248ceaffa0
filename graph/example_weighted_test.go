package graph_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/ripplebfs/ripple/graph"
	"github.com/ripplebfs/ripple/search"
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
	w, err := graph.ExportWeighted[int](flights, 0)
	fmt.Println(w.Len(), w.WeightedEdges().Len(), err)
	c, _ := w.Weight(1, 3)
	fmt.Println(c)
	// Output:
	// 4 5 <nil>
	// 600
}

func ExampleExportWeightedContext() {
	// Within one flight of city 0: cities 0 and 1, and the flight between.
	w, err := graph.ExportWeightedContext[int](context.Background(), flights, graph.Options{MaxDepth: 1}, 0)
	fmt.Println(w.Len(), w.WeightedEdges().Len(), err)
	// More than 3 cities are reachable from 0.
	_, err = graph.ExportWeightedContext[int](context.Background(), flights, graph.Options{MaxStates: 3}, 0)
	fmt.Println(errors.Is(err, search.ErrLimit))
	// Output:
	// 2 1 <nil>
	// true
}

func ExampleCrossCheckWeighted() {
	r, err := graph.CrossCheckWeighted[int](flights, 0)
	fmt.Println(r, err)
	// Output:
	// 4 states, 5 edges, max depth 0: 0 mismatches <nil>
}

func ExampleCrossCheckWeightedContext() {
	// At most one stop (two flights) from city 0, as in LeetCode 787.
	r, err := graph.CrossCheckWeightedContext[int](context.Background(), flights, graph.Options{MaxDepth: 2}, 0)
	fmt.Println(r, err)
	// Output:
	// 4 states, 3 edges, max depth 2: 0 mismatches <nil>
}

func ExampleWeighted_Len() {
	w, _ := graph.ExportWeighted[int](flights, 2)
	fmt.Println(w.Len())
	// Output: 4
}

func ExampleWeighted_ID() {
	// From city 2, the walk numbers 2, then 0 and 3, then 1.
	w, _ := graph.ExportWeighted[int](flights, 2)
	fmt.Println(w.ID(3))
	// Output: 2 true
}

func ExampleWeighted_State() {
	w, _ := graph.ExportWeighted[int](flights, 2)
	fmt.Println(w.State(3))
	// Output: 1
}

func ExampleWeightedReport_OK() {
	r, _ := graph.CrossCheckWeighted[int](flights, 0)
	fmt.Println(r.OK())
	// Output: true
}

func ExampleWeightedReport_String() {
	r, _ := graph.CrossCheckWeightedContext[int](context.Background(), flights, graph.Options{MaxDepth: 1}, 0)
	fmt.Println(r.String())
	// Output: 2 states, 1 edges, max depth 1: 0 mismatches
}
