// Command minimal finds the fewest moves from 1 to 100 when a move adds
// one or doubles.
package main

import (
	"fmt"
	"os"

	"github.com/ripplebfs/ripple/search"
)

// game's states are numbers; from n, one move reaches n+1 or 2n.
type game struct{}

func (game) Neighbors(n int, yield func(int) bool) {
	if n < 100 && yield(n+1) { // nothing above 100 is worth visiting
		yield(2 * n)
	}
}

func main() {
	path, ok := search.BFS(game{}, func(n int) bool { return n == 100 }, 1)
	if _, err := fmt.Println(ok, len(path)-1, path); err != nil {
		fmt.Fprintln(os.Stderr, "minimal:", err) // such as a full disk
		os.Exit(2)
	}
}
