package search_test

import (
	"context"
	"fmt"
	"iter"
	"slices"
	"strings"

	"github.com/ripplebfs/ripple/search"
)

// line is the number line 0..9 with moves ±1: a tiny undirected graph.
var line = search.NeighborsFunc[int](func(s int, yield func(int) bool) {
	if s > 0 && !yield(s-1) {
		return
	}
	if s < 9 {
		yield(s + 1)
	}
})

func ExampleNeighborsFunc() {
	// Moves of a counter: add one or double, up to 20.
	moves := search.NeighborsFunc[int](func(s int, yield func(int) bool) {
		if s+1 <= 20 && !yield(s+1) {
			return
		}
		if 2*s <= 20 {
			yield(2 * s)
		}
	})
	path, _ := search.ShortestPath(moves, func(s int) bool { return s == 20 }, 1)
	fmt.Println(path)
	// Output: [1 2 4 5 10 20]
}

func ExampleFromSeq() {
	// Successors as an iter.Seq: the divisors of s other than 1 and s.
	divisors := search.FromSeq(func(s int) iter.Seq[int] {
		return func(yield func(int) bool) {
			for d := 2; d < s; d++ {
				if s%d == 0 && !yield(d) {
					return
				}
			}
		}
	})
	for depth, layer := range search.Layers(divisors, 36) {
		fmt.Println(depth, layer)
	}
	// Output:
	// 0 [36]
	// 1 [2 3 4 6 9 12 18]
}

func ExampleFromSlice() {
	adjacency := map[string][]string{"a": {"b", "c"}, "b": {"d"}, "c": {"d"}}
	nb := search.FromSlice(func(s string) []string { return adjacency[s] })
	for depth, layer := range search.Layers(nb, "a") {
		fmt.Println(depth, layer)
	}
	// Output:
	// 0 [a]
	// 1 [b c]
	// 2 [d]
}

// cells is a 3×3 grid with 4-neighbour moves, cell (x, y) numbered 3y + x.
type cells struct{}

func (cells) Neighbors(s int, yield func(int) bool) {
	x, y := s%3, s/3
	if y > 0 && !yield(s-3) {
		return
	}
	if x > 0 && !yield(s-1) {
		return
	}
	if x < 2 && !yield(s+1) {
		return
	}
	if y < 2 {
		yield(s + 3)
	}
}

// cellIndex is a separately written Indexer for cells.
type cellIndex struct{}

func (cellIndex) Len() int        { return 9 }
func (cellIndex) Index(s int) int { return s }
func (cellIndex) State(i int) int { return i }

func ExampleWithIndex() {
	dense := search.WithIndex[int](cells{}, cellIndex{})
	for depth, layer := range search.Layers(dense, 4) {
		fmt.Println(depth, layer)
	}
	// Output:
	// 0 [4]
	// 1 [1 3 5 7]
	// 2 [0 2 6 8]
}

func ExampleLayers() {
	// Two sources: the layers are distances to the nearest of them.
	for depth, layer := range search.Layers(line, 0, 9) {
		fmt.Println(depth, layer)
	}
	// Output:
	// 0 [0 9]
	// 1 [1 8]
	// 2 [2 7]
	// 3 [3 6]
	// 4 [4 5]
}

func ExampleShortestPath() {
	path, ok := search.ShortestPath(line, func(s int) bool { return s%4 == 3 }, 0)
	fmt.Println(path, ok)
	_, ok = search.ShortestPath(line, func(s int) bool { return s > 9 }, 0)
	fmt.Println(ok)
	// Output:
	// [0 1 2 3] true
	// false
}

func ExampleBFS() {
	var progress []string
	tree, err := search.BFS(context.Background(), line, search.Options{
		MaxDepth: 3,
		OnLayer: func(l search.LayerStats) {
			progress = append(progress, fmt.Sprintf("%d:%d", l.Depth, l.Size))
		},
	}, 5)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("layers", strings.Join(progress, " "))
	fmt.Println("reached", tree.Len(), "depth", tree.Depth(), "sizes", tree.LayerSizes())
	// Output:
	// layers 0:1 1:2 2:2 3:2
	// reached 7 depth 3 sizes [1 2 2 2]
}

func ExampleBFS_limit() {
	_, err := search.BFS(context.Background(), line, search.Options{MaxStates: 5}, 0)
	fmt.Println(err)
	// Output: search: state limit exceeded: more than 5 states reached (Options.MaxStates)
}

func ExampleTree_Dist() {
	tree, _ := search.BFS(context.Background(), line, search.Options{}, 2)
	d, ok := tree.Dist(9)
	fmt.Println(d, ok)
	// Output: 7 true
}

func ExampleTree_PathTo() {
	tree, _ := search.BFS(context.Background(), line, search.Options{}, 2, 7)
	path, ok := tree.PathTo(9)
	fmt.Println(path, ok)
	// Output: [7 8 9] true
}

func ExampleTree_Layer() {
	tree, _ := search.BFS(context.Background(), line, search.Options{}, 4)
	fmt.Println(tree.Layer(0), tree.Layer(2), tree.Layer(10))
	// Output: [4] [2 6] []
}

func ExampleTree_AllPathsTo() {
	tree, _ := search.BFS[int](context.Background(), cells{}, search.Options{AllPaths: true}, 0)
	for path := range tree.AllPathsTo(4) {
		fmt.Println(path)
	}
	// Output:
	// [0 1 4]
	// [0 3 4]
}

func ExampleTree_Len() {
	tree, _ := search.BFS[int](context.Background(), cells{}, search.Options{}, 0)
	fmt.Println(tree.Len(), tree.Depth())
	// Output: 9 4
}

func ExampleTree_LayerSizes() {
	tree, _ := search.BFS[int](context.Background(), cells{}, search.Options{}, 0)
	fmt.Println(tree.LayerSizes())
	// Output: [1 2 3 2 1]
}

func ExampleBidirectional() {
	// The number line is undirected: it is its own predecessor function.
	path, ok := search.Bidirectional(line, line, []int{1}, []int{8})
	fmt.Println(path, ok)
	// Output: [1 2 3 4 5 6 7 8] true
}

func ExampleComponents() {
	// Two separate triangles and an isolated state.
	adj := map[int][]int{1: {2, 3}, 2: {1, 3}, 3: {1, 2}, 4: {5, 6}, 5: {4, 6}, 6: {4, 5}}
	nb := search.FromSlice(func(s int) []int { return adj[s] })
	for c := range search.Components(nb, 1, 2, 3, 4, 5, 6, 7) {
		fmt.Println(slices.Clone(c))
	}
	// Output:
	// [1 2 3]
	// [4 5 6]
	// [7]
}

func ExampleTree_Depth() {
	tree, _ := search.BFS(context.Background(), line, search.Options{}, 0)
	empty, _ := search.BFS(context.Background(), line, search.Options{})
	fmt.Println(tree.Depth(), empty.Depth())
	// Output: 9 -1
}

func ExampleNeighborsFunc_Neighbors() {
	line.Neighbors(5, func(v int) bool {
		fmt.Print(v, " ")
		return true
	})
	fmt.Println()
	// Output: 4 6
}
