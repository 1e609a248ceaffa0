package search_test

import (
	"context"
	"errors"
	"fmt"
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
	path, _ := search.BFS(moves, func(s int) bool { return s == 20 }, 1)
	fmt.Println(path)
	// Output: [1 2 4 5 10 20]
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

func ExampleWith() {
	// cells' moves with an Indexer written apart: the searches run in
	// dense mode, with a bitset for visited set.
	dense := search.With[int](cells{}, cellIndex{})
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

func ExampleLayersContext() {
	// A limit of 5 states: the search stops in the layer that passes it.
	err := search.LayersContext(context.Background(), line, search.Options{MaxStates: 5}, func(depth int, layer []int) bool {
		fmt.Println(depth, layer)
		return true
	}, 0)
	fmt.Println(err)
	fmt.Println(errors.Is(err, search.ErrLimit))
	// Output:
	// 0 [0]
	// 1 [1]
	// 2 [2]
	// 3 [3]
	// 4 [4]
	// search: Layers: stopped at depth 4: more than 5 states (Options.MaxStates)
	// true
}

func ExampleBFS() {
	path, ok := search.BFS(line, func(s int) bool { return s%4 == 3 }, 0)
	fmt.Println(path, ok)
	_, ok = search.BFS(line, func(s int) bool { return s > 9 }, 0)
	fmt.Println(ok)
	// Output:
	// [0 1 2 3] true
	// false
}

func ExampleBFSContext() {
	// No path of at most 2 moves: a normal result, not an error.
	path, ok, err := search.BFSContext(context.Background(), line, func(s int) bool { return s == 3 }, search.Options{MaxDepth: 2}, 0)
	fmt.Println(path, ok, err)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, _, err = search.BFSContext(ctx, line, func(s int) bool { return s == 3 }, search.Options{}, 0)
	fmt.Println(err)
	// Output:
	// [] false <nil>
	// search: BFS: stopped at depth 0: context canceled
}

func ExampleBFSTree() {
	tree := search.BFSTree[int](cells{}, nil, 0)
	for depth, layer := range tree.Layers() {
		fmt.Println(depth, layer)
	}
	// Output:
	// 0 [0]
	// 1 [1 3]
	// 2 [2 4 6]
	// 3 [5 7]
	// 4 [8]
}

func ExampleBFSTreeContext() {
	var progress []string
	tree, err := search.BFSTreeContext(context.Background(), line, nil, search.Options{
		MaxDepth: 3,
		OnLayer: func(l search.LayerStats) {
			progress = append(progress, fmt.Sprintf("%d:%d", l.Cost, l.Size))
		},
	}, 5)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("layers", strings.Join(progress, " "))
	last, d, _ := tree.Last()
	fmt.Println("reached", tree.Len(), "last", last, "at depth", d)
	// Output:
	// layers 0:1 1:2 2:2 3:2
	// reached 7 last 8 at depth 3
}

func ExampleTree_Cost() {
	tree := search.BFSTree(line, nil, 2)
	d, ok := tree.Cost(9)
	fmt.Println(d, ok)
	// Output: 7 true
}

func ExampleTree_PathTo() {
	tree := search.BFSTree(line, nil, 2, 7)
	path, ok := tree.PathTo(9)
	fmt.Println(path, ok)
	// Output: [7 8 9] true
}

func ExampleTree_Layers() {
	for depth, layer := range search.BFSTree(line, nil, 4).Layers() {
		fmt.Printf("%d%v ", depth, layer)
	}
	fmt.Println()
	// Output: 0[4] 1[3 5] 2[2 6] 3[1 7] 4[0 8] 5[9]
}

func ExampleTree_AllPathsTo() {
	tree, _ := search.BFSTreeContext[int](context.Background(), cells{}, nil, search.Options{AllPaths: true}, 0)
	for path := range tree.AllPathsTo(4) {
		fmt.Println(path)
	}
	// Output:
	// [0 1 4]
	// [0 3 4]
}

func ExampleTree_Len() {
	fmt.Println(search.BFSTree[int](cells{}, nil, 0).Len())
	// Output: 9
}

func ExampleTree_Goals() {
	// Every goal of the nearest layer: the odd cells two moves from 4.
	tree := search.BFSTree[int](cells{}, func(s int) bool { return s%2 == 0 && s != 4 }, 4)
	fmt.Println(tree.Goals())
	// Output: [0 2 6 8]
}

func ExampleTree_Last() {
	_, depth, _ := search.BFSTree(line, nil, 0).Last()
	_, _, ok := search.BFSTree(line, nil).Last()
	fmt.Println(depth, ok)
	// Output: 9 false
}

func ExampleBidirectional() {
	// The number line is undirected: it is its own predecessor function.
	path, ok := search.Bidirectional(line, line, []int{1}, []int{8})
	fmt.Println(path, ok)
	// Output: [1 2 3 4 5 6 7 8] true
}

func ExampleBidirectionalContext() {
	// Both sides together may store 4 states: too few to meet.
	_, _, err := search.BidirectionalContext(context.Background(), line, line, search.Options{MaxStates: 4}, []int{1}, []int{8})
	fmt.Println(errors.Is(err, search.ErrLimit))
	// Output: true
}

// adjacency is an undirected graph given by its adjacency lists.
type adjacency map[int][]int

func (a adjacency) Neighbors(s int, yield func(int) bool) {
	for _, v := range a[s] {
		if !yield(v) {
			return
		}
	}
}

func ExampleComponents() {
	// Two separate triangles and an isolated state.
	adj := adjacency{1: {2, 3}, 2: {1, 3}, 3: {1, 2}, 4: {5, 6}, 5: {4, 6}, 6: {4, 5}}
	for c := range search.Components(adj, 1, 2, 3, 4, 5, 6, 7) {
		fmt.Println(slices.Clone(c))
	}
	// Output:
	// [1 2 3]
	// [4 5 6]
	// [7]
}

func ExampleComponentsContext() {
	// On the endless line, only a radius per seed ends the search.
	endless := search.NeighborsFunc[int](func(s int, yield func(int) bool) {
		if yield(s - 1) {
			yield(s + 1)
		}
	})
	err := search.ComponentsContext(context.Background(), endless, search.Options{MaxDepth: 2}, func(c []int) bool {
		fmt.Println(c)
		return true
	}, 0, 10)
	fmt.Println(err)
	// Output:
	// [0 -1 1 -2 2]
	// [10 9 11 8 12]
	// <nil>
}

func ExampleNeighborsFunc_Neighbors() {
	line.Neighbors(5, func(v int) bool {
		fmt.Print(v, " ")
		return true
	})
	fmt.Println()
	// Output: 4 6
}
