// Command web serves a page that steps through the layers of ripple's
// puzzles: Snakes and Ladders (a LeetCode 909 board pasted in), Rotting
// Oranges, the sliding puzzle, word ladders over Knuth's SGB words, and,
// by cost, LeetCode 1368's grid of arrows and LeetCode 743's network
// delay. The page runs the real plugins and the real search, compiled to
// WebAssembly, in a Web Worker; it draws the frontier, what is visited, the
// layer sizes and a shortest (or cheapest) path, gives the answer of the
// plugin's LeetCode-signature function, and explains bad input with the
// plugin CLI's error line. Package watch does the serving; the puzzles
// are in examples/web/engine.
//
//	go run ./examples/web                       # http://127.0.0.1:8080
//	go run ./examples/web -addr 127.0.0.1:9000
//	go run ./examples/web -out site             # the page as static files
//
// Flags, limits and exit statuses are package watch's (web -h lists them).
package main

import (
	"github.com/ripplebfs/ripple/examples/web/engine"
	"github.com/ripplebfs/ripple/watch"
)

func main() {
	watch.Main(engine.Puzzles()...)
}
