package all_test

import (
	"fmt"

	"github.com/ripplebfs/ripple/problems/all"
)

func ExamplePlugins() {
	for _, p := range all.Plugins() {
		fmt.Println(p.Name)
	}
	// Output:
	// snakesladders
	// wordladder
	// rottingoranges
	// slidingpuzzle
	// openlock
	// islands
	// networkdelay
	// cheapestflights
	// arrowgrid
}
