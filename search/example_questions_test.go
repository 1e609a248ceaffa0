package search_test

import (
	"context"
	"fmt"

	"github.com/ripplebfs/ripple/search"
)

// follows is a small directed graph: who follows whom.
var follows = search.NeighborsFunc[string](func(s string, yield func(string) bool) {
	for _, v := range map[string][]string{
		"ann": {"bob"}, "bob": {"cid", "dee"}, "cid": {"ann"},
		"dee": {"eve"}, "eve": {"dee"}, "fay": {"ann"},
	}[s] {
		if !yield(v) {
			return
		}
	}
})

func ExampleStrongComponents() {
	// Sinks first: dee and eve follow only each other.
	for c := range search.StrongComponents(follows, "fay") {
		fmt.Println(c)
	}
	// Output:
	// [dee eve]
	// [ann bob cid]
	// [fay]
}

// steps is the integer line with the moves +1 and −2: an infinite graph
// that is one strong component.
var steps = search.NeighborsFunc[int](func(s int, yield func(int) bool) {
	_ = yield(s+1) && yield(s-2)
})

func ExampleStrongComponentsContext() {
	// The states within two moves of 0, and the moves between them.
	ctx := context.Background()
	err := search.StrongComponentsContext(ctx, steps, search.Options{MaxDepth: 2}, func(c []int) bool {
		fmt.Println(c)
		return true
	}, 0)
	fmt.Println(err)
	// The whole line is never done: a state limit stops it.
	err = search.StrongComponentsContext(ctx, steps, search.Options{MaxStates: 1000}, func([]int) bool { return true }, 0)
	fmt.Println(err)
	// Output:
	// [-4]
	// [0 1 2 -1 -2]
	// <nil>
	// search: StrongComponents: stopped at depth 997: more than 1000 states (Options.MaxStates)
}

func ExampleTopologicalOrder() {
	// Each course and the courses it opens.
	opens := map[string][]string{
		"algebra":  {"calculus", "graphs"},
		"calculus": {"physics"},
		"graphs":   {"search"},
		"logic":    {"graphs"},
	}
	courses := search.NeighborsFunc[string](func(s string, yield func(string) bool) {
		for _, v := range opens[s] {
			if !yield(v) {
				return
			}
		}
	})
	order, _ := search.TopologicalOrder(courses, "logic", "algebra")
	fmt.Println(order)

	opens["search"] = []string{"logic"} // now search needs itself
	_, cycle := search.TopologicalOrder(courses, "logic", "algebra")
	fmt.Println(cycle)
	// Output:
	// [algebra calculus physics logic graphs search]
	// [logic graphs search]
}

func ExampleTopologicalOrderContext() {
	// n → 2n and n → 3n: an infinite graph without cycles, ordered within
	// two moves of 1.
	times := search.NeighborsFunc[int](func(n int, yield func(int) bool) {
		_ = yield(2*n) && yield(3*n)
	})
	order, cycle, err := search.TopologicalOrderContext(context.Background(), times, search.Options{MaxDepth: 2}, 1)
	fmt.Println(order, cycle, err)
	// Output: [1 3 9 2 6 4] [] <nil>
}

func ExampleYen() {
	// The three cheapest ways across the valley, each step costing the
	// height of the cell stepped onto.
	topRight := func(s int) bool { return s == 3 }
	for path, cost := range search.Yen[int](valley, topRight, 3, 0) {
		fmt.Println(cost, path)
	}
	// Output:
	// 7 [0 4 8 9 10 6 2 3]
	// 11 [0 1 2 3]
	// 13 [0 4 5 6 2 3]
}

func ExampleYenContext() {
	// The cheapest routes of at most two flights (one stop).
	const home, hub, spa, beach = 0, 1, 2, 3
	flights := search.WeightedFunc[int](func(s int, yield func(int, int) bool) {
		switch s {
		case home:
			_ = yield(hub, 100) && yield(spa, 300) && yield(beach, 900)
		case hub:
			_ = yield(spa, 100) && yield(beach, 500)
		case spa:
			yield(beach, 100)
		}
	})
	isBeach := func(s int) bool { return s == beach }
	err := search.YenContext(context.Background(), flights, isBeach, 10, search.Options{MaxDepth: 2}, func(route []int, cost int) bool {
		fmt.Println(cost, route)
		return true
	}, home)
	fmt.Println(err)
	// Output:
	// 400 [0 2 3]
	// 600 [0 1 3]
	// 900 [0 3]
	// <nil>
}

// valleyBack is valley's moves turned around: the cells from which a
// step reaches s, each at the cost of stepping onto s.
var valleyBack = search.WeightedFunc[int](func(s int, yield func(int, int) bool) {
	valley.Edges(s, func(u, _ int) bool { return yield(u, valley.height[s]) })
})

func ExampleBidirectionalDijkstra() {
	path, cost, ok := search.BidirectionalDijkstra[int](valley, valleyBack, []int{0}, []int{3, 7})
	fmt.Println(ok, cost, path)
	// Output: true 7 [0 4 8 9 10 6 2 3]
}

func ExampleBidirectionalDijkstraContext() {
	forward, backward := 0, 0
	count := func(l search.LayerStats) {
		if l.Backward {
			backward++
		} else {
			forward++
		}
	}
	path, cost, ok, err := search.BidirectionalDijkstraContext[int](context.Background(), valley, valleyBack, search.Options{OnLayer: count}, []int{0}, []int{3})
	fmt.Println(ok, cost, path, err)
	fmt.Println(forward, "costs settled forward,", backward, "backward")
	// Output:
	// true 7 [0 4 8 9 10 6 2 3] <nil>
	// 6 costs settled forward, 3 backward
}
