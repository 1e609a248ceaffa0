package engine_test

import (
	"context"
	"fmt"

	"github.com/ripplebfs/ripple/examples/web/engine"
	"github.com/ripplebfs/ripple/watch"
)

func ExampleRun() {
	res, err := engine.Run(context.Background(), "snakesladders", engine.Example909, watch.Env{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Answer, res.Sizes, res.Path)
	_, err = engine.Run(context.Background(), "snakesladders", "[[-1,-1],[-1,9]]", watch.Env{})
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
	// networkdelay (Network Delay Time (LeetCode 743, Dijkstra))
}

func ExampleFind() {
	p, ok := engine.Find("rottingoranges")
	fmt.Println(ok, p.Kind, p.Example)
	// Output:
	// true grid [[2,1,1],[1,1,0],[0,1,1]]
}
