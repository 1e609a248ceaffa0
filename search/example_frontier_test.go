package search_test

import (
	"fmt"

	"github.com/ripplebfs/ripple/search"
)

// strip is a 1×n corridor of cells 0..n-1 where a move goes one cell left
// or right. Its AppendNeighbors is the whole move rule and the visited
// test in one loop: the engine calls it once per chunk of a layer.
type strip struct{ n int }

func (g strip) Neighbors(s int, yield func(int) bool) {
	if s > 0 && !yield(s-1) {
		return
	}
	if s+1 < g.n {
		yield(s + 1)
	}
}

func (g strip) AppendNeighbors(dst, frontier []int, seen search.Visited) []int {
	for _, s := range frontier {
		if s > 0 && seen.Mark(s-1) {
			dst = append(dst, s-1)
		}
		if s+1 < g.n && seen.Mark(s+1) {
			dst = append(dst, s+1)
		}
	}
	return dst
}

func (g strip) Len() int        { return g.n }
func (g strip) Index(s int) int { return s }
func (g strip) State(i int) int { return i }

// A plugin with FrontierNeighbors: the same layers as with Neighbors
// alone, with no call per edge.
func ExampleFrontierNeighbors() {
	for d, layer := range search.Layers[int](strip{7}, 3) {
		fmt.Println(d, layer)
	}
	// Output:
	// 0 [3]
	// 1 [2 4]
	// 2 [1 5]
	// 3 [0 6]
}

// Driving AppendNeighbors by hand, as searchtest.Check does: the visited
// set decides which successors are new.
func ExampleNewVisited() {
	seen := search.NewVisited(7)
	seen.Mark(3)
	next := strip{7}.AppendNeighbors(nil, []int{3}, seen)
	fmt.Println(next, seen.Mark(2), seen.Mark(5)) // 2 was marked by the call, 5 was not
	// Output: [2 4] false true
}

func ExampleVisited_Mark() {
	seen := search.NewVisited(10)
	fmt.Println(seen.Mark(4), seen.Mark(4))
	// Output: true false
}

func ExampleVisited_Unmark() {
	seen := search.NewVisited(10)
	seen.Mark(4)
	seen.Unmark(4)
	fmt.Println(seen.Mark(4))
	// Output: true
}

// conveyor is the corridor of strip with a belt: from every cell a move
// to the right is free (cost 0), a move to the left costs 1. Its
// AppendEdges is the move rule of one cost and the visited test in one
// loop.
type conveyor struct{ strip }

func (g conveyor) Edges(s int, yield func(int, int) bool) {
	if s > 0 && !yield(s-1, 1) {
		return
	}
	if s+1 < g.n {
		yield(s+1, 0)
	}
}

func (g conveyor) AppendEdges(dst, frontier []int, cost int, seen search.Visited) []int {
	for _, s := range frontier {
		if v := s + 1 - 2*cost; v >= 0 && v < g.n && seen.Mark(v) {
			dst = append(dst, v)
		}
	}
	return dst
}

// A plugin with ZeroOneFrontier: Dijkstra settles the cells cost class by
// cost class, following the free moves frontier at a time.
func ExampleZeroOneFrontier() {
	for cost, cells := range search.DijkstraTree[int](conveyor{strip{7}}, nil, 3).Layers() {
		fmt.Println(cost, cells)
	}
	// Output:
	// 0 [3 4 5 6]
	// 1 [2]
	// 2 [1]
	// 3 [0]
}
