// Command snakesladders solves a Snakes and Ladders board (LeetCode 909):
// the fewest rolls, one shortest route roll by roll, the breadth-first
// layers, and the board drawn with the route marked.
//
//	go run ./examples/snakesladders                  # LeetCode's 6×6 example
//	go run ./examples/snakesladders -board board.json
//	echo '[[-1,-1],[-1,3]]' | go run ./examples/snakesladders -board -
//
// The board is a LeetCode literal such as [[-1,-1],[-1,3]], optionally
// pasted as LeetCode prints its examples ("Input: board = [[…]]", up to an
// "Output:" line); byte offsets in errors count from the start of what was
// pasted.
//
// Limits: the board is read up to -max-bytes (default 256 MiB, which fits
// every 5000×5000 board written as a compact LeetCode literal, 225,009,989
// bytes at most; see internal/cli.DefaultMaxBytes); more is an error. The
// search is linear in the board, so there is no state limit; the report
// prints at most 100 route moves and 40 layers, and draws boards up to
// 30×30.
//
// Exit status: 0 when the report was printed (including "Fewest rolls: -1"
// when the last square cannot be reached: that is LeetCode's answer, not a
// failure), 2 on bad input or flags, or at -max-bytes, with one line on
// standard error naming the problem (with the byte offset). -h prints the
// usage and exits 0.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
