package searchtest_test

import (
	"fmt"
	"slices"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

func ExampleCheck() {
	fmt.Println(searchtest.Check[int](searchtest.Grid(3, 3), 0))
	leaky := search.NeighborsFunc[int](func(s int, yield func(int) bool) {
		yield(s + 1) // ignores a false return
		yield(s + 2)
	})
	fmt.Println(searchtest.CheckLimit(leaky, 100, 0))
	// Output:
	// <nil>
	// searchtest: Neighbors(0) called yield 1 more times after it returned false
}

// lineIndex numbers the states of a path, but its State forgets to invert
// Index: dense searches over it would miscount every layer after the first.
type lineIndex struct{ searchtest.Graph }

func (lineIndex) State(int) int { return 0 }

// Check verifies the optional capabilities too, here an Indexer.
func ExampleCheck_indexer() {
	fmt.Println(searchtest.Check[int](lineIndex{searchtest.Path(1000)}, 0))
	// Output: searchtest: State(Index(1)) = State(1) = 0, want 1
}

func ExampleCheckLimit() {
	fmt.Println(searchtest.CheckLimit[int](searchtest.Path(5), 4, 0))
	// Output: searchtest: more than 4 states reachable from the starts: the reachable set must be bounded (CheckLimit raises the bound)
}

func ExampleGraph_Distances() {
	g := searchtest.Graph{{1, 2}, {3}, {3}, {}, {0}}
	fmt.Println(g.Distances(0))
	// Output: [0 1 1 2 -1]
}

func ExampleGraph_Reverse() {
	fmt.Println(searchtest.Path(3).Reverse())
	// Output: [[] [0] [1]]
}

func ExampleGraph_Edges() {
	fmt.Println(searchtest.Cycle(5).Edges())
	// Output: 5
}

func ExampleGraph_Neighbors() {
	searchtest.Grid(3, 3).Neighbors(4, func(v int) bool {
		fmt.Print(v, " ")
		return true
	})
	fmt.Println()
	// Output: 1 3 5 7
}

func ExampleGraph_Index() {
	g := searchtest.Path(4)
	fmt.Println(g.Len(), g.Index(2), g.State(2))
	// Output: 4 2 2
}

func ExamplePath() {
	fmt.Println(searchtest.Path(4))
	// Output: [[1] [2] [3] []]
}

func ExampleCycle() {
	fmt.Println(searchtest.Cycle(3))
	// Output: [[1] [2] [0]]
}

func ExampleGrid() {
	fmt.Println(searchtest.Grid(2, 2))
	// Output: [[1 2] [0 3] [0 3] [1 2]]
}

func ExampleRandom() {
	g := searchtest.Random(1, 1000, 3)
	fmt.Println(len(g), g.Edges() > 2000)
	// Output: 1000 true
}

func ExampleRandomUndirected() {
	g := searchtest.RandomUndirected(1, 10, 12)
	fmt.Println(len(g), g.Edges() <= 24)
	// Output: 10 true
}

func ExampleGraph_Len() {
	fmt.Println(searchtest.Grid(4, 3).Len())
	// Output: 12
}

func ExampleGraph_State() {
	fmt.Println(searchtest.Path(4).State(3))
	// Output: 3
}

func ExampleImplicitGrid() {
	g := searchtest.ImplicitGrid{W: 3, H: 2} // the frame is 5×4
	for d, layer := range search.Layers[int](g, g.Cell(0, 0)) {
		fmt.Println(d, layer)
	}
	// Output:
	// 0 [6]
	// 1 [7 11]
	// 2 [8 12]
	// 3 [13]
}

func ExampleImplicitGrid_AppendNeighbors() {
	g := searchtest.ImplicitGrid{W: 3, H: 2}
	seen := search.NewVisited(g.Len())
	g.Walls(seen) // as the searches do
	seen.Mark(g.Cell(1, 1))
	fmt.Println(g.AppendNeighbors(nil, []int{g.Cell(1, 1)}, seen))
	// Output: [7 11 13]
}

func ExampleImplicitGrid_Neighbors() {
	g := searchtest.ImplicitGrid{W: 3, H: 2}
	g.Neighbors(g.Cell(1, 1), func(v int) bool {
		fmt.Print(v, " ")
		return true
	})
	// Output: 7 11 13
}

func ExampleImplicitGrid_Index() {
	g := searchtest.ImplicitGrid{W: 3, H: 2}
	fmt.Println(g.Len(), g.Index(12), g.State(12))
	// Output: 20 12 12
}

func ExampleImplicitGrid_Cell() {
	fmt.Println(searchtest.ImplicitGrid{W: 3, H: 2}.Cell(2, 1))
	// Output: 13
}

func ExampleImplicitGrid_Walls() {
	g := searchtest.ImplicitGrid{W: 3, H: 2}
	seen := search.NewVisited(g.Len())
	g.Walls(seen)
	for y := range 4 {
		for x := range 5 {
			if seen.Mark(y*5 + x) { // unmarked before
				fmt.Print(".")
			} else {
				fmt.Print("#")
			}
		}
		fmt.Println()
	}
	// Output:
	// #####
	// #...#
	// #...#
	// #####
}

// ExampleFrontierGraph checks that a search gives the same layers with the
// frontier capability as without it.
func ExampleFrontierGraph() {
	g := searchtest.Random(1, 8, 1.5)
	var plain, frontier [][]int
	for _, l := range search.Layers[int](g, 0) {
		plain = append(plain, slices.Clone(l))
	}
	for _, l := range search.Layers[int](searchtest.FrontierGraph{Graph: g}, 0) {
		frontier = append(frontier, slices.Clone(l))
	}
	fmt.Println(slices.EqualFunc(plain, frontier, slices.Equal))
	// Output: true
}

func ExampleFrontierGraph_AppendNeighbors() {
	g := searchtest.FrontierGraph{Graph: searchtest.Cycle(4)}
	seen := search.NewVisited(4)
	fmt.Println(g.AppendNeighbors(nil, []int{0, 1, 3}, seen))
	// Output: [1 2 0]
}
