package slidingpuzzle_test

import (
	"fmt"

	sp "github.com/ripplebfs/ripple/problems/slidingpuzzle"
	"github.com/ripplebfs/ripple/search"
)

func ExampleIndexed_AppendNeighbors() {
	// Two layers of a BFS by hand, as the engine runs one: the visited set
	// is a search.Visited over the index, and each call expands a whole
	// frontier.
	x, _ := sp.MustNew(2, 3).Indexed()
	seen := search.NewVisited(x.Len())
	seen.Mark(x.Index(x.Goal()))
	layer1 := x.AppendNeighbors(nil, []sp.State{x.Goal()}, seen)
	for _, s := range layer1 {
		fmt.Println(x.Board(s))
	}
	// The goal is marked, so layer 2 holds only new positions, each marked
	// as it was appended: marking one again reports it was not new.
	layer2 := x.AppendNeighbors(nil, layer1, seen)
	fmt.Println(len(layer2), seen.Mark(x.Index(layer2[0])))
	// Output:
	// [[1 2 0] [4 5 3]]
	// [[1 2 3] [4 0 5]]
	// 3 false
}
