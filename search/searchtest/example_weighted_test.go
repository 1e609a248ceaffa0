package searchtest_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

var toll = searchtest.WeightedGraph{
	{{To: 1, Cost: 3}, {To: 2, Cost: 0}},
	{{To: 2, Cost: 1}},
	{},
}

func ExampleCheckWeighted() {
	fmt.Println(searchtest.CheckWeighted[int](toll, 0))
	bad := search.WeightedFunc[int](func(s int, yield func(int, int) bool) { yield(s+1, -1) })
	fmt.Println(searchtest.CheckWeighted(bad, 0))
	// Output:
	// <nil>
	// searchtest: Edges(0): edge 0 to 1 has cost -1; costs must be ≥ 0
}

func ExampleRandomWeighted() {
	g := searchtest.RandomWeighted(rand.New(rand.NewPCG(1, 2)), 10, 30, 5)
	fmt.Println(len(g), searchtest.CheckWeighted[int](g, 0))
	// Output: 10 <nil>
}

func ExampleWeightedGraph_Edges() {
	toll.Edges(0, func(v, c int) bool { fmt.Println(v, c); return true })
	// Output:
	// 1 3
	// 2 0
}

func ExampleWeightedGraph_Neighbors() {
	toll.Neighbors(0, func(v int) bool { fmt.Println(v); return true })
	// Output:
	// 1
	// 2
}

func ExampleWeightedGraph_Len() {
	fmt.Println(toll.Len(), toll.Index(2), toll.State(2))
	// Output: 3 2 2
}

func ExampleWeightedGraph_Index() {
	fmt.Println(toll.Index(1))
	// Output: 1
}

func ExampleWeightedGraph_State() {
	fmt.Println(toll.State(1))
	// Output: 1
}
