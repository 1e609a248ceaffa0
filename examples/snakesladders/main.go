// Command snakesladders solves a Snakes and Ladders board (LeetCode 909):
// the fewest rolls, one shortest route roll by roll, the breadth-first
// layers, and the board drawn with the route marked.
//
//	go run ./examples/snakesladders                  # LeetCode's 6×6 example
//	go run ./examples/snakesladders -board board.json
//	echo '[[-1,-1],[-1,3]]' | go run ./examples/snakesladders -board -
//
// With -chance the pawn moves by a die instead (package
// problems/snakesladders/chance, docs/chance.md): the exact
// expected number of turns as a fraction and a decimal, the standard
// deviation, the minimum and the median, P(finish within k), and with -plot
// FILE.svg or FILE.png a bar chart of P(T = t). -rules picks official
// (start off the board at 0, stay put on an overshoot: the Milton Bradley
// rules), leetcode (start on 1, an overshoot finishes) or bounce (start at
// 0, bounce back from n²). The default board is then the Milton Bradley
// board (milton-bradley.json, embedded).
//
//	go run ./examples/snakesladders -chance -plot lengths.svg
//	go run ./examples/snakesladders -chance -rules leetcode -board board.json
//
// The board is a LeetCode literal such as [[-1,-1],[-1,3]], optionally
// pasted as LeetCode prints its examples ("Input: board = [[…]]", up to an
// "Output:" line); byte offsets in errors count from the start of what was
// pasted.
//
// Limits: the board is read up to -max-bytes (default 256 MiB, which fits
// every 5000×5000 board written as a compact LeetCode literal, 225,009,989
// bytes at most; see internal/cli.DefaultMaxBytes); more is an error. The
// search is linear in the board, so there is no state limit (-max-states
// bounds only the -chance chain, with -timeout for its solve, -max-entries
// for the solve's memory and a cap on the distribution's turns ×
// transitions); informational lines go to stderr only with -v (the
// default on a terminal); the report
// prints at most 100 route moves and 40 layers, and draws boards up to
// 30×30.
//
// Exit status: 0 when the report was printed (including "Fewest rolls: -1"
// when the last square cannot be reached: that is LeetCode's answer, not a
// failure), 1 with -chance when the game can go on forever (no finite
// expectation), 2 on bad input or flags, at a -chance limit, or at -max-bytes, with one line on
// standard error naming the problem (with the byte offset). -h prints the
// usage and exits 0.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
