// Command snakesladders solves a Snakes and Ladders board (LeetCode 909):
// the fewest rolls, one shortest route roll by roll, the breadth-first
// layers, and the board drawn with the route marked.
//
//	go run ./examples/snakesladders                  # LeetCode's 6×6 example
//	go run ./examples/snakesladders -board board.json
//	echo '[[-1,-1],[-1,3]]' | go run ./examples/snakesladders -board -
//
// The board is a LeetCode literal such as [[-1,-1],[-1,3]], optionally
// preceded by "board =" or "Input: board =" as LeetCode prints its examples.
// Bad input prints one line on stderr naming the problem (with the byte
// offset) and exits with status 2.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
