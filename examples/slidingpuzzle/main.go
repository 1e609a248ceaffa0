// Command slidingpuzzle solves an m×n sliding-tile puzzle (LeetCode 773 on
// 2×3, the 8-puzzle on 3×3, up to 16 cells) and enumerates whole state
// spaces breadth-first.
//
//	go run ./examples/slidingpuzzle                      # LeetCode 773: [[4,1,2],[5,0,3]]
//	go run ./examples/slidingpuzzle '[[8,6,7],[2,5,4],[3,0,1]]'
//	echo '[[1,2,3],[4,0,5]]' | go run ./examples/slidingpuzzle -
//	go run ./examples/slidingpuzzle -enumerate 3x4       # 239,500,800 positions
//	go run ./examples/slidingpuzzle -enumerate 4x4 -depth 22 -mode packed
//
// Solving prints the number of moves (-1 if the board is unsolvable), then
// every position of one shortest solution. -enumerate RxC runs a complete
// breadth-first search from the goal (tiles 1..R·C−1 in row-major order,
// then the blank in the bottom-right corner) with search.Sweep; stdout gets
// exactly one line per depth, "<depth> <count>", and stderr a progress line
// per layer (depth, layer size, states so far, states/s) and a summary
// (total, time, peak memory). -workers sets the goroutines (default
// GOMAXPROCS), -mode the visited set (dense bitsets, packed uint64 keys or a
// Go map; dense needs at most 12 cells), -depth a depth limit.
//
// Bad input prints one line on stderr naming the problem and exits with
// status 2.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
