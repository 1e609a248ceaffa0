package engine_test

import (
	"context"
	"fmt"

	"github.com/ripplebfs/ripple/examples/web/engine"
	"github.com/ripplebfs/ripple/search"
)

func ExampleRun() {
	res, err := engine.Run(context.Background(), "snakesladders", engine.Example909, engine.Env{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Answer, res.Sizes, res.Path)
	_, err = engine.Run(context.Background(), "snakesladders", "[[-1,-1],[-1,9]]", engine.Env{})
	fmt.Println(err)
	// Output:
	// 4 [1 6 11 7 7 1] [1 15 13 35 36]
	// snakesladders: the board: offset 13, board[1][1]: a cell holds -1 or a square in 1..n²: square 2 holds 9
}

func ExamplePuzzles() {
	for _, p := range engine.Puzzles() {
		fmt.Printf("%s (%s)\n", p.Name, p.Title)
	}
	// Output:
	// snakesladders (Snakes and Ladders (LeetCode 909))
	// rottingoranges (Rotting Oranges (LeetCode 994))
	// slidingpuzzle (Sliding Puzzle (LeetCode 773))
	// wordladder (Word Ladder (LeetCode 127, SGB words))
	// arrowgrid (Minimum Cost to Make a Valid Path (LeetCode 1368, 0-1 BFS))
}

func ExampleFind() {
	p, ok := engine.Find("rottingoranges")
	fmt.Println(ok, p.Kind, p.Example)
	// Output:
	// true grid [[2,1,1],[1,1,0],[0,1,1]]
}

// collatz steps from n to n/2 when n is even, else to 3n+1: a graph with
// no capability at all, shown by the page's generic view.
type collatz struct{}

func (collatz) Neighbors(n int, yield func(int) bool) {
	if n%2 == 0 {
		yield(n / 2)
	} else if n > 1 {
		yield(3*n + 1)
	}
}

func ExampleTrace() {
	var res engine.Result
	goal := func(n int) bool { return n == 1 }
	_, err := engine.Trace(context.Background(), engine.Env{MaxStates: 1000}, search.Neighbors[int](collatz{}), goal, nil, 10, func(n int) any { return n }, &res, 6)
	fmt.Println(err, res.Sizes, res.Path)
	// Output:
	// <nil> [1 1 1 1 1 1 1 1 1] [6 3 10 5 16 8 4 2 1]
}

// ring is a cycle of n states: a step forward costs 1, a step back 3.
type ring int

func (n ring) Edges(s int, yield func(int, int) bool) {
	if yield((s+1)%int(n), 1) {
		yield((s+int(n)-1)%int(n), 3)
	}
}

func ExampleTraceCost() {
	var res engine.Result
	target := 4
	_, err := engine.TraceCost(context.Background(), engine.Env{MaxStates: 100}, search.DijkstraTreeContext[int], search.WeightedNeighbors[int](ring(6)), &target, 10, func(s int) any { return s }, &res, 0)
	fmt.Println(err, res.Costs, res.Sizes, res.Layers, res.Path)
	// Output:
	// <nil> [0 1 2 3 4] [1 1 1 2 1] [[0] [1] [2] [3 5] [4]] [0 1 2 3 4]
}
