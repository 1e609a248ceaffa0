package search_test

import (
	"context"
	"fmt"

	"github.com/ripplebfs/ripple/search"
	"github.com/ripplebfs/ripple/search/searchtest"
)

// hills is a grid of heights: a step onto a cell costs the cell's height.
// Cells are numbered row*cols + col.
type hills struct {
	rows, cols int
	height     []int
}

// Edges yields the cells next to s, each with the cost of stepping onto
// it, and stops as soon as yield returns false.
func (h hills) Edges(s int, yield func(v, cost int) bool) {
	r, c := s/h.cols, s%h.cols
	for _, d := range [4][2]int{{-1, 0}, {0, -1}, {0, 1}, {1, 0}} {
		nr, nc := r+d[0], c+d[1]
		if nr >= 0 && nr < h.rows && nc >= 0 && nc < h.cols {
			v := nr*h.cols + nc
			if !yield(v, h.height[v]) {
				return
			}
		}
	}
}

// Dense mode, as for Neighbors: cells are their own indices.
func (h hills) Len() int        { return h.rows * h.cols }
func (h hills) Index(s int) int { return s }
func (h hills) State(i int) int { return i }

var valley = hills{rows: 3, cols: 4, height: []int{
	1, 9, 1, 1,
	1, 9, 1, 9,
	1, 1, 1, 1,
}}

// Example_weighted finds the cheapest way across a grid where each step
// costs the height of the cell stepped onto, then checks the plugin's
// contract.
func Example_weighted() {
	topLeft, topRight := 0, 3
	path, cost, ok := search.Dijkstra[int](valley, func(s int) bool { return s == topRight }, topLeft)
	fmt.Println(ok, cost, path)

	// The cheapest cost of every cell, and the most expensive one.
	tree := search.DijkstraTree[int](valley, nil, topLeft)
	far, farCost, _ := tree.Last()
	fmt.Println(tree.Len(), "cells, the dearest is", far, "at", farCost)

	fmt.Println(searchtest.CheckWeighted[int](valley, topLeft))
	// Output:
	// true 7 [0 4 8 9 10 6 2 3]
	// 12 cells, the dearest is 7 at 14
	// <nil>
}

func ExampleDijkstra() {
	path, cost, ok := search.Dijkstra[int](valley, func(s int) bool { return s == 11 }, 0)
	fmt.Println(ok, cost, path)
	// Output: true 5 [0 4 8 9 10 11]
}

func ExampleDijkstraTree() {
	tree := search.DijkstraTree[int](valley, nil, 0)
	for _, s := range []int{2, 5, 11} {
		c, _ := tree.Cost(s)
		fmt.Print(s, ":", c, " ")
	}
	fmt.Println()
	// Output: 2:6 5:10 11:5
}

// A route with at most one stop in LeetCode 787's sense is at most two
// edges: MaxDepth counts edges, and the bound is exact.
func ExampleDijkstraTreeContext() {
	const src, x, a, dst = 0, 1, 2, 3
	g := searchtest.WeightedGraph{
		src: {{To: x, Cost: 1}, {To: a, Cost: 10}},
		x:   {{To: a, Cost: 1}},
		a:   {{To: dst, Cost: 1}},
		dst: nil,
	}
	isDst := func(s int) bool { return s == dst }
	for _, depth := range []int{0, 2, 1} {
		tree, err := search.DijkstraTreeContext[int](context.Background(), g, isDst, search.Options{MaxDepth: depth}, src)
		if err != nil {
			panic(err)
		}
		c, ok := tree.Cost(dst)
		path, _ := tree.PathTo(dst)
		fmt.Println(depth, ok, c, path)
	}
	// Output:
	// 0 true 3 [0 1 2 3]
	// 2 true 11 [0 2 3]
	// 1 false 0 []
}

// flat is valley with every step costing 0 onto a cell of height 1 and 1
// onto any other: costs 0 or 1, which Dijkstra queues in a deque.
var flat = search.WeightedFunc[int](func(s int, yield func(int, int) bool) {
	valley.Edges(s, func(v, c int) bool { return yield(v, min(c-1, 1)) })
})

func ExampleDijkstraContext() {
	isTopRight := func(s int) bool { return s == 3 }
	path, cost, ok, err := search.DijkstraContext(context.Background(), flat, isTopRight, search.Options{MaxStates: 100}, 0)
	fmt.Println(ok, cost, path, err)
	_, _, _, err = search.DijkstraContext(context.Background(), flat, isTopRight, search.Options{MaxStates: 5}, 0)
	fmt.Println(err)
	// Output:
	// true 0 [0 4 8 9 10 6 2 3] <nil>
	// search: Dijkstra: stopped at cost 0: more than 5 states (Options.MaxStates)
}

// towardTopRight is an admissible heuristic for valley towards cell 3: every
// step costs at least 1.
func towardTopRight(s int) int {
	r, c := s/4, s%4
	return r + (3 - c)
}

// A* over costs: each step onto a cell costs its height.
func ExampleAStar_costs() {
	path, cost, ok := search.AStar[int](valley, towardTopRight, func(s int) bool { return s == 3 }, 0)
	fmt.Println(ok, cost, path)
	// Output: true 7 [0 4 8 9 10 6 2 3]
}

func ExampleUnitCost() {
	// Every move of the knight counts 1: Dijkstra's costs are BFS depths.
	tree := search.DijkstraTree(search.UnitCost[int](knight{}), nil, 0)
	c, _ := tree.Cost(63)
	fmt.Println(c)
	// Output: 6
}

func ExampleWeightedFunc() {
	// n → n+1 costs 1 and n → 2n costs 0: the cheapest way from 1 to 10.
	g := search.WeightedFunc[int](func(n int, yield func(int, int) bool) {
		if n < 100 {
			_ = yield(n+1, 1) && yield(2*n, 0)
		}
	})
	path, cost, _ := search.Dijkstra(g, func(n int) bool { return n == 10 }, 1)
	fmt.Println(cost, path)
	// Output: 1 [1 2 4 5 10]
}

func ExampleWeightedFunc_Edges() {
	g := search.WeightedFunc[int](func(n int, yield func(int, int) bool) { yield(n+1, 7) })
	g.Edges(3, func(v, c int) bool { fmt.Println(v, c); return true })
	// Output: 4 7
}

func ExampleTree_Goals_byCost() {
	tree, _ := search.DijkstraTreeContext[int](context.Background(), valley, func(s int) bool { return s == 2 || s == 11 }, search.Options{}, 0)
	fmt.Println(tree.Goals(), tree.Len()) // 11 costs 5, 2 costs 6; 6 costs 5 too
	// Output: [11] 7
}

func ExampleTree_Layers_byCost() {
	for cost, cells := range search.DijkstraTree[int](valley, nil, 0).Layers() {
		fmt.Printf("%d%v ", cost, cells)
	}
	fmt.Println()
	// Output: 0[0] 1[4] 2[8] 3[9] 4[10] 5[11 6] 6[2] 7[3] 9[1] 10[5] 14[7]
}

func ExampleTree_Last_byCost() {
	tree := search.DijkstraTree[int](valley, nil, 0)
	fmt.Println(tree.Last())
	// Output: 7 14 true
}

// Every cheapest path across a grid where every step costs 1, how many
// there are, and what a cycle of zero-cost edges does to the count.
func ExampleTree_CountPathsTo() {
	even := hills{rows: 3, cols: 3, height: []int{1, 1, 1, 1, 1, 1, 1, 1, 1}}
	all := search.Options{AllPaths: true}
	tree, _ := search.DijkstraTreeContext[int](context.Background(), even, nil, all, 0)
	n, err := tree.CountPathsTo(8, 0)
	fmt.Println(n, err)
	n, _ = tree.CountPathsTo(8, 4) // modulo 4
	fmt.Println(n)

	// On flat, steps between cells of height 1 cost 0: back and forth.
	tree, _ = search.DijkstraTreeContext[int](context.Background(), flat, nil, all, 0)
	_, err = tree.CountPathsTo(3, 0)
	fmt.Println(err)
	// Output:
	// 6 <nil>
	// 2
	// search: a cycle of zero-cost edges lies on a cheapest route: infinitely many cheapest walks
}

func ExampleTree_AllPathsTo_byCost() {
	const a, b, c, d = 0, 1, 2, 3
	g := searchtest.WeightedGraph{
		a: {{To: b, Cost: 1}, {To: c, Cost: 2}, {To: d, Cost: 4}},
		b: {{To: c, Cost: 1}, {To: d, Cost: 3}},
		c: {{To: d, Cost: 2}},
		d: nil,
	}
	tree, _ := search.DijkstraTreeContext[int](context.Background(), g, nil, search.Options{AllPaths: true}, a)
	for path := range tree.AllPathsTo(d) {
		fmt.Println(path)
	}
	// Output:
	// [0 3]
	// [0 1 3]
	// [0 2 3]
	// [0 1 2 3]
}
