package search_test

import (
	"context"
	"fmt"

	"github.com/ripplebfs/ripple/search"
)

// Progress of a long A* run through Options.OnLayer: one call each time
// the bound on f rises. With h = 0 the bounds are breadth-first layers:
// on a 100×100 grid from a corner, the layer at depth d holds d+1 cells up
// to the diagonal and 199−d beyond it.
func ExampleAStarContext_progress() {
	g := hsGrid{w: 100, h: 100}
	zero := func(int) int { return 0 }
	o := search.Options{OnLayer: func(l search.LayerStats) {
		if l.Cost%50 == 0 {
			fmt.Printf("f ≤ %d done: %d expanded under it, %d reached\n", l.Cost, l.Size, l.Reached)
		}
	}}
	_, moves, _, err := search.AStarContext(context.Background(), search.UnitCost[int](g), zero, isInt(100*100-1), o, 0)
	fmt.Println(moves, "moves,", err)
	// Output:
	// f ≤ 0 done: 1 expanded under it, 3 reached
	// f ≤ 50 done: 51 expanded under it, 1378 reached
	// f ≤ 100 done: 99 expanded under it, 5247 reached
	// f ≤ 150 done: 49 expanded under it, 8872 reached
	// 198 moves, <nil>
}
